//! Puzzles: positions where one move wins clearly and no other does, cut from analysed games.
//!
//! In the spirit of lichess-puzzler and the variant puzzler pychess-variants uses, measured
//! in each game's winning chances ([`Chances`], −1 to +1 for the solver):
//!
//! - **A start**: a position after the opponent's mistake or blunder (as the game's analysis
//!   judged it: the chance to punish a real error, not a quiet position that happens to have
//!   a best move), with at least three legal moves, where the best move leaves the
//!   solver at least [`WINNING`] (0.5: three to one) and the second best at least [`UNIQUE`]
//!   (0.5) below it. lichess asks 0.6 up and 0.7 apart at depth 50; our searches are a few
//!   plies deep, so the bar is a little lower and the bank test re-checks every move at the
//!   depth it was found at.
//! - **The line**: the best move is played, the engine answers with its best reply, and the
//!   solver's next move joins the solution while it is again winning and unique by the same
//!   measures, up to [`MAX_MOVES`] solver moves. The solution always ends on a solver move
//!   (a reply after the last unique move is dropped).
//! - **The theme**: a mate (the line ends the game in the solver's favour, or the first move
//!   is scored as a forced win) or an advantage.

use rules::{Game, GameId, Side};

use crate::{
    Line, Request, Score,
    analysis::Analysis,
    judge::{Chances, Judgement},
    think,
};

/// The least winning chances (−1 to +1, for the solver) the best move must keep.
pub const WINNING: f64 = 0.5;
/// How far, in winning chances, the second best move must be behind the best.
pub const UNIQUE: f64 = 0.5;
/// The most solver moves a solution holds.
pub const MAX_MOVES: usize = 4;
/// The fewest legal moves a puzzle's start may have.
const FEWEST_MOVES: usize = 3;

/// What a puzzle is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Theme {
    /// The solution mates (or wins the game outright, as the game's rules say).
    Mate,
    /// The solution wins material or a decisive advantage.
    Advantage,
}

impl Theme {
    /// `mate` or `advantage`, as stored.
    pub const fn key(self) -> &'static str {
        match self {
            Theme::Mate => "mate",
            Theme::Advantage => "advantage",
        }
    }

    /// Reads [`Theme::key`].
    pub fn from_key(key: &str) -> Option<Theme> {
        match key {
            "mate" => Some(Theme::Mate),
            "advantage" => Some(Theme::Advantage),
            _ => None,
        }
    }
}

/// A puzzle: a position, and the moves that solve it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    /// The start, as a position string.
    pub position: String,
    /// The solver's side.
    pub solver: Side,
    /// The solution: the solver's move, the reply, the solver's move, …, ending on a solver's
    /// move; canonical texts.
    pub moves: Vec<String>,
    /// What it is about.
    pub theme: Theme,
}

impl Puzzle {
    /// How many moves the solver makes.
    pub fn solver_moves(&self) -> usize {
        self.moves.len().div_ceil(2)
    }

    /// Whether the puzzle of `game` still holds with this engine at `request`'s search: each
    /// solver move, with the solver to move, the one clear win ([`unique_win`]), and every
    /// move of the solution legal. How banks are checked after a change to the engine.
    ///
    /// # Errors
    /// The first ply of the solution where it does not hold.
    pub fn holds(&self, game: GameId, request: &Request) -> Result<(), Broken> {
        let mut line = Game::from_position(game, &self.position)
            .map_err(|_| Broken { ply: 0, why: Why::Position })?;
        for (ply, m) in self.moves.iter().enumerate() {
            if ply % 2 == 0 {
                if line.side_to_move() != self.solver {
                    return Err(Broken { ply, why: Why::NotSolversTurn });
                }
                let best = unique_win(&line, request).map(|l| l.text);
                if best.as_ref() != Some(m) {
                    return Err(Broken { ply, why: Why::NotTheWin { found: best } });
                }
            }
            line.play(m).map_err(|_| Broken { ply, why: Why::Illegal })?;
        }
        Ok(())
    }
}

/// Where a puzzle no longer holds ([`Puzzle::holds`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken {
    /// The ply of the solution, from 0.
    pub ply: usize,
    /// What is wrong there.
    pub why: Why,
}

/// What is wrong with a puzzle at a ply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Why {
    /// The start is not a position of the game.
    Position,
    /// A solver move falls on the other side's turn.
    NotSolversTurn,
    /// The solver move is not the one clear win: the engine's is `found`, if any.
    NotTheWin {
        /// The one clear win the engine finds there, if any.
        found: Option<String>,
    },
    /// The move is not legal.
    Illegal,
}

impl std::fmt::Display for Broken {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "move {}: {:?}", self.ply + 1, self.why)
    }
}

impl std::error::Error for Broken {}

/// The best two lines of `game`'s position as `request` says, if the position is a puzzle's
/// step: the best winning and unique for the side to move. `None` otherwise, with the lines.
///
/// # Example
/// ```
/// use engine::{Level, Request, puzzle::unique_win};
/// use rules::{Game, GameId};
/// // Red's Tank takes Black's, which nothing defends.
/// let game = Game::from_position(GameId::Xiangqi, "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1").unwrap();
/// let request = Request { nodes: Some(20_000), ..Request::new(Level::MAX, 0) };
/// assert_eq!(unique_win(&game, &request).unwrap().text, "a1a2");
/// ```
pub fn unique_win(game: &Game, request: &Request) -> Option<Line> {
    let (best, second) = best_two(game, request)?;
    let chances = Chances::of(game.id());
    let (b, s) =
        (chances.winning_chances(best.score), second.map(|l| chances.winning_chances(l.score)));
    let unique = s.is_none_or(|s| b - s >= UNIQUE);
    (b >= WINNING && unique).then_some(best)
}

/// The best two lines of `game`'s position, when it has at least [`FEWEST_MOVES`] moves. A
/// search that stops at a move winning at once gives one line; the best of the other moves
/// is then searched on its own, so that a second win is never taken for none.
fn best_two(game: &Game, request: &Request) -> Option<(Line, Option<Line>)> {
    let moves = game.legal_moves();
    if game.outcome().is_some() || moves.len() < FEWEST_MOVES {
        return None;
    }
    let mut lines = think(game, &Request { lines: 2, ..request.clone() })?.lines.into_iter();
    let best = lines.next()?;
    let second = lines.next().or_else(|| {
        let only = moves.into_iter().map(|m| m.text).filter(|m| *m != best.text).collect();
        think(game, &Request { lines: 1, only, ..request.clone() })?.lines.into_iter().next()
    });
    Some((best, second))
}

/// The puzzle that starts at `game`'s position, if there is one: the first move winning and
/// unique, then the line followed while the solver's moves stay so.
pub fn puzzle_at(game: &Game, request: &Request) -> Option<Puzzle> {
    let first = unique_win(game, request)?;
    let solver = game.side_to_move();
    let mut line = game.clone();
    let mut moves = vec![first.text.clone()];
    let mut mate = matches!(first.score, Score::Mate(n) if n > 0);
    line.play(&first.text).ok()?;
    // A pass the rules played for the opponent hands the move straight back: the line ends.
    while line.outcome().is_none()
        && line.side_to_move() != solver
        && moves.len().div_ceil(2) < MAX_MOVES
    {
        // The opponent's best reply; passes the rules play count as plies of the line.
        let mut after = line.clone();
        let reply = think(&after, &Request { lines: 1, ..request.clone() })?;
        after.play(&reply.text).ok()?;
        if after.side_to_move() != solver {
            break;
        }
        let Some(next) = unique_win(&after, request) else { break };
        mate |= matches!(next.score, Score::Mate(n) if n > 0);
        moves.push(reply.text);
        moves.push(next.text.clone());
        after.play(&next.text).ok()?;
        line = after;
    }
    let won = line.outcome().is_some_and(|o| o.winner == Some(solver));
    let theme = if won || mate { Theme::Mate } else { Theme::Advantage };
    Some(Puzzle { position: game.position_string().to_string(), solver, moves, theme })
}

/// The puzzles of an analysed game (`analysis` of the game of `game` from `start` through
/// `moves`): one at each position after a mistake or blunder whose analysis already shows a
/// unique win,
/// confirmed and followed with `request`.
///
/// # Errors
/// The start or a move does not replay.
pub fn puzzles_of(
    game: GameId,
    start: Option<&str>,
    moves: &[String],
    analysis: &Analysis,
    request: &Request,
) -> Result<Vec<Puzzle>, rules::GameError> {
    let chances = Chances::of(game);
    let mut found = Vec::new();
    for (k, ply) in analysis.plies.iter().enumerate() {
        // The position after the error: its lines are the next ply's.
        let Some(next) = analysis.plies.get(k + 1) else { break };
        let erred = matches!(ply.judgement, Some(Judgement::Mistake | Judgement::Blunder));
        if !erred || next.forced {
            continue;
        }
        let (Some(best), second) = (next.best.first(), next.best.get(1)) else { continue };
        let b = chances.winning_chances(best.score);
        let s = second.map(|l| chances.winning_chances(l.score));
        if b < WINNING || s.is_some_and(|s| b - s < UNIQUE) {
            continue;
        }
        // From its position string, without the game's history: as the puzzle is set up
        // when it is solved and checked, so the searches are the same.
        let played = Game::replay(game, start, &moves[..=k])?;
        let Ok(position) = Game::from_position(game, &played.position_string()) else { continue };
        if let Some(puzzle) = puzzle_at(&position, request) {
            found.push(puzzle);
        }
    }
    Ok(found)
}

/// A bank of puzzles as `data/puzzles/<game>.csv` holds it: `#` lines (one of them `# nodes:
/// N`, the search the puzzles were checked at), an optional `position,moves,theme` header,
/// then a puzzle a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Bank {
    /// The nodes each solver move was found unique at.
    pub nodes: Option<u64>,
    /// The puzzles, in order.
    pub puzzles: Vec<Puzzle>,
}

/// A bank line that does not read, by its number (from 1).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BankError {
    /// The line's number.
    pub line: usize,
    /// The line.
    pub text: String,
}

impl std::fmt::Display for BankError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "line {} is not a puzzle: {:?}", self.line, self.text)
    }
}

impl std::error::Error for BankError {}

impl Bank {
    /// Reads a bank of `game`'s puzzles; each position must be one of `game`'s.
    ///
    /// # Errors
    /// A line that is neither a comment, the header nor a puzzle.
    pub fn parse(game: GameId, text: &str) -> Result<Bank, BankError> {
        let mut bank = Bank { nodes: None, puzzles: Vec::new() };
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if let Some(comment) = line.strip_prefix('#') {
                if let Some(n) = comment.trim().strip_prefix("nodes:") {
                    bank.nodes = n.trim().parse().ok();
                }
                continue;
            }
            if line.is_empty() || line == "position,moves,theme" {
                continue;
            }
            let wrong = || BankError { line: i + 1, text: line.to_owned() };
            let mut fields = line.split(',');
            let (Some(position), Some(moves), Some(theme), None) =
                (fields.next(), fields.next(), fields.next(), fields.next())
            else {
                return Err(wrong());
            };
            let start = Game::from_position(game, position).map_err(|_| wrong())?;
            let moves: Vec<String> = moves.split_whitespace().map(str::to_owned).collect();
            let theme = Theme::from_key(theme).ok_or_else(wrong)?;
            if moves.len().is_multiple_of(2) {
                return Err(wrong());
            }
            let solver = start.side_to_move();
            bank.puzzles.push(Puzzle { position: position.to_owned(), solver, moves, theme });
        }
        Ok(bank)
    }
}
