//! A whole game judged by the engine: every position searched for its best two moves, every
//! move scored by what it left, labelled and given its accuracy ([`crate::judge`]). What the
//! bot's `/analyse` shows and stores, and what puzzles are cut from.

use rules::{BySide, Game, GameError, GameId, Side};

use crate::{
    Line, Request, Score,
    judge::{Chances, Judgement, doubtful, game_accuracy, judge, move_accuracy},
    think,
};

/// One ply of an analysed game.
#[derive(Debug, Clone, PartialEq)]
pub struct Judged {
    /// Who played it.
    pub mover: Side,
    /// What was played, in the game's canonical move text.
    pub played: String,
    /// Whether the rules played it (a pass with no other move): not judged.
    pub forced: bool,
    /// The best two moves where it was played, with their scores for the mover.
    pub best: Vec<Line>,
    /// The position's worth for the mover before the move (its best move's score).
    pub before: Score,
    /// Its worth for the mover after the move (the opponent's best reply's, turned round, or
    /// the result where the move ended the game).
    pub after: Score,
    /// The first side's win percentage after the move, for the evaluation graph.
    pub win_percent: f64,
    /// The move's accuracy, 0 to 100.
    pub accuracy: f64,
    /// Inaccuracy, mistake or blunder, if it was one.
    pub judgement: Option<Judgement>,
}

impl Judged {
    /// The better move, when the one played was not the best.
    pub fn better(&self) -> Option<&Line> {
        self.best.first().filter(|l| l.text != self.played)
    }
}

/// A whole game, judged.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The first side's win percentage at the start.
    pub start: f64,
    /// Each ply, in order.
    pub plies: Vec<Judged>,
    /// Each side's accuracy over the game (`None` for a side that never moved).
    pub accuracy: BySide<Option<f64>>,
}

impl Analysis {
    /// How many inaccuracies, mistakes and blunders `side` made, in that order.
    pub fn counts(&self, side: Side) -> [usize; 3] {
        let count =
            |j| self.plies.iter().filter(|p| p.mover == side && p.judgement == Some(j)).count();
        [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder].map(count)
    }
}

/// Analyses the game of `game` from `start` (its position string; `None` for the usual one)
/// through `moves` (canonical texts, passes included), searching each position as `request`
/// says (two lines are asked for), then the [second looks](second_looks) [deeper](deeper).
/// `progress` hears how many positions of how many are done (the second looks add to the
/// total once the first look is done).
///
/// The same as searching each of [`positions`] with [`search_position`], handing the lines
/// to [`assemble`], searching the second looks again and assembling once more, which is how
/// the bot does it: a position at a time, between its live games' moves, keeping what it
/// found.
///
/// # Errors
/// The start or a move does not replay.
pub fn analyse(
    game: GameId,
    start: Option<&str>,
    moves: &[String],
    request: &Request,
    mut progress: impl FnMut(usize, usize),
) -> Result<Analysis, AnalysisError> {
    let positions = positions(game, start, moves)?;
    let n = positions.len();
    let mut searched = Vec::with_capacity(n);
    for (k, position) in positions.iter().enumerate() {
        searched.push(search_position(position, request));
        progress(k + 1, n);
    }
    let first = assemble(game, start, moves, &searched)?;
    let again = second_looks(game, &first, &positions);
    if again.is_empty() {
        return Ok(first);
    }
    let deeper = deeper(request);
    for (j, &k) in again.iter().enumerate() {
        searched[k] = search_position(&positions[k], &deeper);
        progress(n + j + 1, n + again.len());
    }
    assemble(game, start, moves, &searched)
}

/// How many times the first look's nodes a [second look](second_looks) searches.
pub const SECOND_LOOK: u64 = 4;

/// The positions of a game to search again, [deeper](deeper), after a first look: before and
/// after each move `first` judged [doubtful](crate::judge::doubtful) (close under a mistake),
/// in order, each once, only those searched.
///
/// Why: in a weak game's sharp positions the first look's budget often scores a move that
/// lost a piece as giving away a little less than a mistake; searched four times deeper, many
/// of those turn out mistakes or blunders, as Fairy-Stockfish calls them (BENCHMARKS.md,
/// "Analysis against Fairy-Stockfish on weaker games"). Few moves are that close (about one
/// position in twelve is searched again), so the second look costs about a third of the
/// first.
pub fn second_looks(game: GameId, first: &Analysis, positions: &[Position]) -> Vec<usize> {
    let chances = Chances::of(game);
    let mut again: Vec<usize> = first
        .plies
        .iter()
        .enumerate()
        .filter(|(_, p)| !p.forced && doubtful(chances, p.before, p.after))
        .flat_map(|(i, _)| [i, i + 1])
        .filter(|&k| positions.get(k).is_some_and(|p| p.searched))
        .collect();
    again.dedup();
    again
}

/// `request` for a [second look](second_looks): [`SECOND_LOOK`] times its nodes.
pub fn deeper(request: &Request) -> Request {
    let nodes = request.nodes.map(|n| n.saturating_mul(SECOND_LOOK));
    Request { nodes, ..request.clone() }
}

/// Why a game could not be analysed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AnalysisError {
    /// The start or a move does not replay.
    Replay(GameError),
    /// Lines were given for `searched` positions of the game's `positions`.
    Incomplete {
        /// How many positions' lines were given.
        searched: usize,
        /// How many positions the game has.
        positions: usize,
    },
}

impl From<GameError> for AnalysisError {
    fn from(e: GameError) -> AnalysisError {
        AnalysisError::Replay(e)
    }
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::Replay(e) => e.fmt(f),
            AnalysisError::Incomplete { searched, positions } => {
                write!(f, "{searched} positions were searched of the game's {positions}")
            }
        }
    }
}

impl std::error::Error for AnalysisError {}

/// A position of a game to analyse: the game before one of its plies (or at its end).
#[derive(Debug, Clone)]
pub struct Position {
    /// The game up to here.
    pub game: Game,
    /// Whether it is searched: not where the next ply is a pass the rules played (the mover
    /// had no choice) or where the game is over.
    pub searched: bool,
}

/// The positions of a game to analyse, one before each ply and one at the end.
///
/// # Errors
/// The start or a move does not replay.
pub fn positions(
    game: GameId,
    start: Option<&str>,
    moves: &[String],
) -> Result<Vec<Position>, GameError> {
    let plies = Game::replay(game, start, moves)?.plies();
    // Replaying plays the passes the rules play by themselves: the position before a forced
    // pass already has it played, so it is not searched.
    (0..=plies.len())
        .map(|k| {
            let forced = plies.get(k).is_some_and(|p| p.forced);
            let game = Game::replay(game, start, &moves[..k])?;
            Ok(Position { searched: !forced && game.outcome().is_none(), game })
        })
        .collect()
}

/// The best two lines of `position` as `request` says (at least two are asked for); none where
/// it is not searched.
pub fn search_position(position: &Position, request: &Request) -> Vec<Line> {
    if !position.searched {
        return Vec::new();
    }
    // A lone legal move is searched as one asked for alone: the search would otherwise stop
    // after its first iteration (nothing to choose), and its score, a one-ply look, would be
    // what the move before it is judged by (a mate in two seen as a few pawns, the mating
    // move then called a blunder).
    let legal = position.game.legal_moves();
    let only = match legal.as_slice() {
        [lone] => vec![lone.text.clone()],
        _ => request.only.clone(),
    };
    lines(&position.game, &Request { lines: request.lines.max(2), only, ..request.clone() })
}

/// The analysis of the game of `game` from `start` through `moves`, from `searched`: the lines
/// found in each of its [`positions`], in order.
///
/// # Errors
/// The start or a move does not replay, or `searched` does not have a line list for every
/// position.
pub fn assemble(
    game: GameId,
    start: Option<&str>,
    moves: &[String],
    searched: &[Vec<Line>],
) -> Result<Analysis, AnalysisError> {
    let chances = Chances::of(game);
    let positions = positions(game, start, moves)?;
    let plies = Game::replay(game, start, moves)?.plies();
    let n = plies.len();
    if searched.len() != positions.len() {
        return Err(AnalysisError::Incomplete {
            searched: searched.len(),
            positions: positions.len(),
        });
    }
    // What the position before ply `k` (or the end) is worth to `side`, as searched there.
    let searched_worth = |k: usize, side: Side| -> Score {
        let k = (k..n).find(|&k| !plies[k].forced).unwrap_or(n);
        let at = &positions[k].game;
        if let Some(outcome) = at.outcome() {
            return match outcome.winner {
                Some(winner) if winner == side => Score::Mate(1),
                Some(_) => Score::Mate(-1),
                None => Score::Centipawns(0),
            };
        }
        match searched[k].first() {
            Some(line) if at.side_to_move() == side => line.score,
            Some(line) => line.score.turned(),
            None => Score::Centipawns(0),
        }
    };
    let values = backed_up(&positions, searched_worth);
    let worth = |k: usize, side: Side| -> Score {
        if positions[k].game.side_to_move() == side { values[k] } else { values[k].turned() }
    };
    // Who plays the first ply: the second side, from a position with it to move.
    let first = positions[0].game.side_to_move();
    let judged: Vec<Judged> = plies
        .iter()
        .enumerate()
        .map(|(i, ply)| {
            let mover = ply.side;
            let after = worth(i + 1, mover);
            // A pass the rules played changed nothing the mover chose.
            let before = if ply.forced { after } else { worth(i, mover) };
            let mover_percent = chances.win_percent(after);
            let win_percent =
                if mover == Side::First { mover_percent } else { 100.0 - mover_percent };
            Judged {
                mover,
                played: ply.text.clone(),
                forced: ply.forced,
                best: searched[i].clone(),
                before,
                after,
                win_percent,
                accuracy: move_accuracy(chances.win_percent(before), mover_percent),
                judgement: if ply.forced { None } else { judge(chances, before, after) },
            }
        })
        .collect();
    let start_percent = chances.win_percent(worth(0, Side::First));
    let percents: Vec<f64> =
        std::iter::once(start_percent).chain(judged.iter().map(|j| j.win_percent)).collect();
    let accuracy = game_accuracy(first, &percents);
    Ok(Analysis { start: start_percent, plies: judged, accuracy })
}

/// Each position's worth to its side to move, the search's own raised to what the move played
/// from it is worth: a position is worth at least the move made there, and the search of the
/// position after a move (a ply deeper along it) or after the reply sometimes sees what the
/// search before it did not. Backed up from the end, as minimax backs up, so every position
/// has one value, read by the move into it and the move out of it alike.
///
/// Why: searched at the analysis's budget, a weak game's sharp positions are often scored
/// short of what their best move wins, which makes the move played there look less bad than
/// it was; on the Xiangqi games judged by Fairy-Stockfish (BENCHMARKS.md, "Analysis against
/// Fairy-Stockfish on weaker games") this marks 96 of its 114 blunders a mistake or worse
/// instead of 94, for nothing searched. A mate's distance is not counted on (`turned` keeps
/// it): only whether there is a mate is judged.
fn backed_up(positions: &[Position], worth: impl Fn(usize, Side) -> Score) -> Vec<Score> {
    let side = |k: usize| positions[k].game.side_to_move();
    let mut values: Vec<Score> = (0..positions.len()).map(|k| worth(k, side(k))).collect();
    for k in (0..values.len().saturating_sub(1)).rev() {
        let next = values[k + 1];
        let played = if side(k + 1) == side(k) { next } else { next.turned() };
        if order(played) > order(values[k]) {
            values[k] = played;
        }
    }
    values
}

/// Scores in order, worst first: being mated (sooner worse), centipawns, mating (sooner
/// better).
fn order(score: Score) -> (i8, i64) {
    match score {
        Score::Mate(n) if n <= 0 => (0, i64::from(n.unsigned_abs())),
        Score::Centipawns(cp) => (1, i64::from(cp)),
        Score::Mate(n) => (2, -i64::from(n)),
    }
}

/// The best lines of `game`'s position, none once it is over.
fn lines(game: &Game, request: &Request) -> Vec<Line> {
    think(game, request).map(|t| t.lines).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_is_worth_at_least_the_move_played_from_it() {
        let moves = ["h3e3", "h8e8", "h1g3"].map(String::from);
        let positions = positions(GameId::Xiangqi, None, &moves).expect("the moves replay");
        // As searched, for the side to move: Red even; Black 200 down after Red's move; Red 50
        // up after Black's reply; Black 30 down at the end.
        let searched = [0, -200, 50, -30];
        let values = backed_up(&positions, |k, side| {
            let cp = Score::Centipawns(searched[k]);
            if positions[k].game.side_to_move() == side { cp } else { cp.turned() }
        });
        // Black's reply was worth -50 to Black, better than the -200 its position was searched
        // at; Red's move was then worth 50 to Red, better than the even start. The end stays.
        assert_eq!(values, [50, -50, 50, -30].map(Score::Centipawns));
    }

    #[test]
    fn the_second_look_is_at_the_positions_around_the_moves_close_under_a_mistake() {
        let moves = ["h3e3", "h8e8", "h1g3", "h10g8", "b1c3"].map(String::from);
        let positions = positions(GameId::Xiangqi, None, &moves).expect("the moves replay");
        let judged = |before: i32, after: i32| Judged {
            mover: Side::First,
            played: String::new(),
            forced: false,
            best: Vec::new(),
            before: Score::Centipawns(before),
            after: Score::Centipawns(after),
            win_percent: 50.0,
            accuracy: 100.0,
            judgement: None,
        };
        // With Xiangqi's constant, 85 centipawns from even gives away 0.17 of the winning
        // chances: close under a mistake (0.2); 40 gives 0.08 and 150 gives 0.29.
        let first = Analysis {
            start: 50.0,
            plies: vec![
                judged(0, -40),
                judged(0, -85),
                judged(0, -85),
                judged(0, -150),
                Judged { forced: true, ..judged(0, -85) },
            ],
            accuracy: BySide { first: None, second: None },
        };
        assert_eq!(second_looks(GameId::Xiangqi, &first, &positions), [1, 2, 3]);
        // Mates are not doubtful: a mate let go is judged by how far ahead the mover stays.
        let mate = Analysis {
            plies: vec![Judged { before: Score::Mate(3), ..judged(0, 300) }],
            ..first.clone()
        };
        assert!(second_looks(GameId::Xiangqi, &mate, &positions).is_empty());
    }

    #[test]
    fn a_second_look_searches_four_times_the_nodes() {
        let first = Request::judging(135_000);
        assert_eq!(deeper(&first).nodes, Some(540_000));
        assert_eq!(deeper(&first).lines, first.lines);
    }

    #[test]
    fn scores_are_ordered_from_being_mated_soonest_to_mating_soonest() {
        let ascending = [
            Score::Mate(-1),
            Score::Mate(-5),
            Score::Centipawns(-900),
            Score::Centipawns(40),
            Score::Mate(3),
            Score::Mate(1),
        ];
        for pair in ascending.windows(2) {
            assert!(order(pair[0]) < order(pair[1]), "{pair:?}");
        }
    }
}
