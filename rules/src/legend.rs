//! What each piece of a game does, worked out by the game's own move generation, for the
//! pictures that teach the pieces (`/rules`). Nothing here is drawn by hand: a diagram is a
//! real position with the piece alone on the board (plus the royal pieces a position must
//! have, placed as far away as the rules allow and not drawn), and each mark is what
//! [`Game::legal_moves`] answers when something is put on that cell.
//!
//! For every cell, [`Mark::moves`] says whether the piece can go there when it is empty and
//! [`Mark::captures`] whether it can take an enemy piece there: directly ([`How::Directly`]),
//! only with exactly one piece between ([`How::OverScreen`], the cannons), or not at all. A
//! Pawn's diagonals capture but do not move; a Cannon moves along its lines and captures only
//! over a screen. [`Mark::jumps`] says whether it still gets there with every cell between
//! occupied; [`Diagram::never`] lists the cells where the rules never let it stand (palace,
//! command post, the Prince's files, an Elephant's points), as the position parser says.

use std::collections::HashSet;

use crate::{BoardView, Cell, Game, GameId, PieceView, Side};

/// How the piece gets to a cell, to move there or to capture there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum How {
    /// It cannot.
    Not,
    /// By its own move.
    Directly,
    /// Only with exactly one piece between (a screen).
    OverScreen,
}

/// One marked cell of a diagram.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Mark {
    /// The cell.
    pub cell: Cell,
    /// Whether it can go there when the cell is empty.
    pub moves: How,
    /// Whether it can take an enemy piece there (as `moves` where no enemy piece may stand).
    pub captures: How,
    /// Whether it still gets there with every cell between occupied.
    pub jumps: bool,
}

/// Which half of the board a diagram's piece stands on, for pieces that change at the river.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Half {
    /// Anywhere: the piece moves the same on both halves.
    Any,
    /// Its own half (Xiangqi's Soldier before the river, Amalgamated Chess's home forms).
    Own,
    /// The enemy half (across the river).
    Enemy,
}

/// One piece, alone on its board, with where it can go.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagram {
    /// The piece, as boards draw it.
    pub piece: PieceView,
    /// The half it stands on; `never` covers only that half.
    pub half: Half,
    /// Where it stands.
    pub origin: Cell,
    /// The cells it reaches, and how.
    pub marks: Vec<Mark>,
    /// The cells where it may never stand.
    pub never: Vec<Cell>,
    /// The position the diagram was worked out in (its position string), royal pieces
    /// included.
    pub position: String,
    /// The board to draw: the piece alone.
    pub view: BoardView,
}

impl Diagram {
    /// What its caption names: the piece, and the half it stands on when `all` (the game's
    /// diagrams) draws the same piece on each half (it changes at the river), else `None`.
    pub fn caption(&self, all: &[Diagram]) -> (crate::PieceName, Option<Half>) {
        let twice = all.iter().filter(|o| o.piece.name == self.piece.name).count() > 1;
        let half = (twice && self.half != Half::Any).then_some(self.half);
        (crate::PieceName(self.piece.name), half)
    }
}

/// A piece on a cell, as the legend places it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Placed {
    cell: Cell,
    side: Side,
    letter: char,
}

/// The diagrams of every piece of `game`: each kind of the start position, Amalgamated
/// Chess's promoted forms, Abstract Chess's 5-stack.
pub fn legend(game: GameId) -> Vec<Diagram> {
    let start = Game::new(game);
    let mut kinds: Vec<(char, Half)> = Vec::new();
    for p in start.view().pieces.iter().filter(|p| p.piece.side == Side::First) {
        if !kinds.iter().any(|k| k.0 == p.piece.letter) {
            kinds.push((p.piece.letter, Half::Any));
        }
    }
    if game == GameId::Abstract {
        kinds
            .insert(kinds.iter().position(|k| k.0 == 'Q').unwrap_or(kinds.len()), ('T', Half::Any));
    }
    // Pieces that change when they cross the river get a diagram on each half.
    let changes = |letter: char| match game {
        GameId::Amalgamated => true,
        GameId::Xiangqi => letter == 'P',
        _ => false,
    };
    let kinds = kinds.into_iter().flat_map(|(letter, half)| {
        if changes(letter) {
            vec![(letter, Half::Own), (letter, Half::Enemy)]
        } else {
            vec![(letter, half)]
        }
    });
    kinds.filter_map(|(letter, half)| diagram(game, letter, half)).collect()
}

/// Whether `cell` is on `half` for the first side.
fn on(game: GameId, half: Half, cell: Cell) -> bool {
    let river = game.geometry().river.map(|r| r.below_rank);
    match (half, river) {
        (Half::Any, _) | (_, None) => true,
        (Half::Own, Some(r)) => cell.rank() <= r,
        (Half::Enemy, Some(r)) => cell.rank() > r,
    }
}

/// The diagram of the first side's piece `letter` on `half`, from the origin where it has the
/// most moves.
fn diagram(game: GameId, letter: char, half: Half) -> Option<Diagram> {
    let g = game.geometry();
    let me = Side::First;
    let mut best: Option<(usize, Cell)> = None;
    // The royal pieces found for one origin usually suit the next: try them first, and search
    // again (the slow part) only when they do not.
    let mut last: Option<Vec<Placed>> = None;
    for cell in g.cells() {
        if !on(game, half, cell) {
            continue;
        }
        let piece = Placed { cell, side: me, letter };
        let reused = last.take().filter(|c| {
            !c.iter().any(|p| aligned(p.cell, cell)) && parses(game, &with(c, &[piece]), me)
        });
        let Some(companions) = reused.or_else(|| companions(game, piece)) else { continue };
        let moves = destinations(game, &with(&companions, &[piece]), me, cell);
        let better = match best {
            None => true,
            Some((n, at)) => {
                moves.len() > n || (moves.len() == n && centrality(g, cell) < centrality(g, at))
            }
        };
        if better {
            best = Some((moves.len(), cell));
        }
        last = Some(companions);
    }
    let (_, origin) = best?;
    let piece = Placed { cell: origin, side: me, letter };
    // For the diagram itself, the royal pieces as far from this origin as they may stand.
    let companions = companions(game, piece)?;
    let position = write(game, &with(&companions, &[piece]), me);
    let game_there = Game::from_position(game, &position).ok()?;
    let view = {
        let mut v = game_there.view();
        v.pieces.retain(|p| p.cell == origin);
        v.hands.clear();
        v
    };
    let shown = view.pieces.first()?.piece.clone();
    let taken: HashSet<Cell> = companions.iter().map(|c| c.cell).collect();
    let base = with(&companions, &[piece]);
    let moves = destinations(game, &base, me, origin);
    let mut marks = Vec::new();
    for cell in g.cells().filter(|c| *c != origin && !taken.contains(c)) {
        let target = standing(game, &base, cell, !me);
        let moves = if moves.contains(&cell) {
            How::Directly
        } else if over_screen(game, &base, origin, cell, None) {
            How::OverScreen
        } else {
            How::Not
        };
        let captures = match target {
            // No enemy piece may stand there: nothing to capture, and no mark of its own.
            None => moves,
            Some(t) if reaches(game, &with(&base, &[t]), origin, cell) => How::Directly,
            Some(t) if over_screen(game, &base, origin, cell, Some(t)) => How::OverScreen,
            Some(_) => How::Not,
        };
        if moves == How::Not && captures == How::Not {
            continue;
        }
        let direct = moves == How::Directly || captures == How::Directly;
        let jumps = direct && jumps(game, &base, origin, cell, target);
        marks.push(Mark { cell, moves, captures, jumps });
    }
    let never = g
        .cells()
        .filter(|&cell| cell != origin && on(game, half, cell))
        .filter(|&cell| {
            let moved = Placed { cell, ..piece };
            if taken.contains(&cell) {
                // Where a royal piece stands for this diagram: could the piece stand there
                // with that one moved anywhere else?
                return !g.cells().any(|elsewhere| {
                    let others: Vec<Placed> = companions
                        .iter()
                        .map(|&c| if c.cell == cell { Placed { cell: elsewhere, ..c } } else { c })
                        .collect();
                    elsewhere != cell
                        && elsewhere != origin
                        && !companions.iter().any(|c| c.cell == elsewhere)
                        && Side::ALL.into_iter().any(|s| {
                            Game::from_position(game, &write(game, &with(&others, &[moved]), s))
                                .is_ok()
                        })
                });
            }
            Game::from_position(game, &write(game, &with(&companions, &[moved]), !me)).is_err()
                && Game::from_position(game, &write(game, &with(&companions, &[moved]), me))
                    .is_err()
        })
        .collect();
    Some(Diagram { piece: shown, half, origin, marks, never, position, view })
}

/// The royal pieces (and, where a lone royal piece is a finished game, a pawn or two) a
/// position with `piece` must have, each as far from it as the rules allow. `None` if the
/// piece cannot stand on its cell at all.
fn companions(game: GameId, piece: Placed) -> Option<Vec<Placed>> {
    let royal = |side: Side| Placed { cell: piece.cell, side, letter: royal_letter(game) };
    let both: Vec<Placed> = [royal(Side::First), royal(Side::Second)]
        .into_iter()
        .filter(|r| !(r.side == piece.side && r.letter == piece.letter))
        .collect();
    let extra = |side: Side| Placed { cell: piece.cell, side, letter: extra_letter(game) };
    let mut with_extra = both.clone();
    with_extra.push(extra(Side::Second));
    // A side with nothing but its royal piece has lost in some games: one more of its own.
    let mut with_two = with_extra.clone();
    with_two.push(extra(Side::First));
    let start = Game::new(game).view();
    // Where a companion not placed yet stands meanwhile: where the game starts it.
    let at_start = |c: Placed| {
        start
            .pieces
            .iter()
            .find(|p| p.piece.side == c.side && p.piece.letter == c.letter)
            .map(|p| Placed { cell: p.cell, ..c })
    };
    for set in [Vec::new(), both, with_extra, with_two] {
        let mut placed: Vec<Placed> = Vec::new();
        for (i, companion) in set.iter().enumerate() {
            // Off the piece's lines first (a royal piece there would block it or screen
            // it), then as far away as possible.
            let mut cells: Vec<Cell> = game.geometry().cells().collect();
            cells.sort_by_key(|&c| {
                (aligned(c, piece.cell), std::cmp::Reverse(distance(c, piece.cell)))
            });
            let found = cells.into_iter().find(|&cell| {
                if cell == piece.cell || placed.iter().any(|p| p.cell == cell) {
                    return false;
                }
                let mut all = with(&placed, &[Placed { cell, ..*companion }, piece]);
                for later in set[i + 1..].iter().filter_map(|&c| at_start(c)) {
                    if !all.iter().any(|p| p.cell == later.cell) {
                        all.push(later);
                    }
                }
                Side::ALL.into_iter().any(|s| parses(game, &all, s))
            });
            match found {
                Some(cell) => placed.push(Placed { cell, ..*companion }),
                None => break,
            }
        }
        if placed.len() == set.len() && parses(game, &with(&placed, &[piece]), piece.side) {
            return Some(placed);
        }
    }
    None
}

/// Whether `pieces` with `to_move` to move is a legal position of a game still going on, in
/// which the side to move is not in check and the other side could not take its royal piece
/// either (a Prince is "capturable", not in check): then every move of the piece is its own,
/// not an answer to a threat.
fn parses(game: GameId, pieces: &[Placed], to_move: Side) -> bool {
    let Ok(now) = Game::from_position(game, &write(game, pieces, to_move)) else { return false };
    if now.outcome().is_some() || now.in_check() {
        return false;
    }
    let royal = royal_letter(game);
    let ours: Vec<Cell> =
        pieces.iter().filter(|p| p.side == to_move && p.letter == royal).map(|p| p.cell).collect();
    if game == GameId::American || ours.is_empty() {
        return true;
    }
    Game::from_position(game, &write(game, pieces, !to_move)).is_ok_and(|then| {
        then.legal_moves().iter().all(|m| m.to.is_none_or(|to| !ours.contains(&to)))
    })
}

fn with(a: &[Placed], b: &[Placed]) -> Vec<Placed> {
    a.iter().chain(b).copied().collect()
}

/// The cells the piece on `from` moves to in this position (`to_move` moving).
fn destinations(game: GameId, pieces: &[Placed], to_move: Side, from: Cell) -> HashSet<Cell> {
    Game::from_position(game, &write(game, pieces, to_move))
        .map(|g| g.legal_moves().into_iter().filter(|m| m.from == Some(from)).filter_map(|m| m.to))
        .into_iter()
        .flatten()
        .collect()
}

/// Whether the piece on `from` (of the first side, to move) reaches `to` in this position.
fn reaches(game: GameId, pieces: &[Placed], from: Cell, to: Cell) -> bool {
    destinations(game, pieces, Side::First, from).contains(&to)
}

/// A piece of `side` on `cell` that makes a legal position with `pieces` (the first side to
/// move): the first kind of [`letters`] the rules allow there.
fn standing(game: GameId, pieces: &[Placed], cell: Cell, side: Side) -> Option<Placed> {
    letters(game)
        .into_iter()
        .map(|letter| Placed { cell, side, letter })
        .find(|p| parses(game, &with(pieces, &[*p]), Side::First))
}

/// Whether the piece on `from` gets to `to` (empty, or holding `target`) with one piece put
/// on a cell between them on their line, and not without it.
fn over_screen(
    game: GameId,
    base: &[Placed],
    from: Cell,
    to: Cell,
    target: Option<Placed>,
) -> bool {
    let mut pieces = base.to_vec();
    pieces.extend(target);
    between(from, to).into_iter().filter(|at| !pieces.iter().any(|p| p.cell == *at)).any(|at| {
        standing(game, &pieces, at, Side::Second)
            .or_else(|| standing(game, &pieces, at, Side::First))
            .is_some_and(|screen| reaches(game, &with(&pieces, &[screen]), from, to))
    })
}

/// Whether the piece on `from` still gets to `to` (more than one step away; empty, or holding
/// `target` if it only captures there) with every cell strictly inside the rectangle between
/// them occupied.
fn jumps(game: GameId, base: &[Placed], from: Cell, to: Cell, target: Option<Placed>) -> bool {
    if distance(from, to) <= 1 {
        return false;
    }
    let (f0, f1) = (from.file().min(to.file()), from.file().max(to.file()));
    let (r0, r1) = (from.rank().min(to.rank()), from.rank().max(to.rank()));
    let mut pieces = base.to_vec();
    let empty_ok = reaches(game, &pieces, from, to);
    for file in f0..=f1 {
        for rank in r0..=r1 {
            let cell = Cell::new(file, rank);
            if cell == from || cell == to || pieces.iter().any(|p| p.cell == cell) {
                continue;
            }
            // Blockers of either side: a game limits how many of a kind each side has.
            let blocker = standing(game, &pieces, cell, Side::Second)
                .or_else(|| standing(game, &pieces, cell, Side::First));
            match blocker {
                Some(b) => pieces.push(b),
                None => return false,
            }
        }
    }
    if !empty_ok {
        pieces.extend(target);
    }
    reaches(game, &pieces, from, to)
}

/// The cells strictly between two cells on one rank, file or diagonal; none otherwise.
fn between(a: Cell, b: Cell) -> Vec<Cell> {
    if aligned(a, b) { crate::explain::between(a, b, |_| true) } else { Vec::new() }
}

/// Whether two cells share a rank, a file or a diagonal.
fn aligned(a: Cell, b: Cell) -> bool {
    let (df, dr) = (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()));
    df == 0 || dr == 0 || df == dr
}

/// Steps between two cells for a king.
fn distance(a: Cell, b: Cell) -> u8 {
    a.file().abs_diff(b.file()).max(a.rank().abs_diff(b.rank()))
}

/// How far a cell is from the middle of the board (twice, to stay whole).
fn centrality(g: &crate::Geometry, c: Cell) -> u32 {
    let df = (2 * i32::from(c.file()) - i32::from(g.files) + 1).unsigned_abs();
    let dr = (2 * i32::from(c.rank()) - i32::from(g.ranks) + 1).unsigned_abs();
    df * df + dr * dr
}

fn royal_letter(game: GameId) -> char {
    match game {
        GameId::American => 'Q',
        _ => 'K',
    }
}

/// A piece the second side may need besides its royal one (a lone royal piece is a finished
/// game in some games): a short-ranged one, to stay out of the way.
fn extra_letter(game: GameId) -> char {
    match game {
        GameId::Chess1999 => 'I',
        _ => 'P',
    }
}

/// Pieces to put on a cell as a target, a screen or a blocker: non-royal kinds, short-ranged
/// ones first (they threaten least), those that may stand anywhere after.
fn letters(game: GameId) -> Vec<char> {
    match game {
        GameId::Xiangqi => vec!['P', 'N', 'C', 'R'],
        GameId::American => vec!['P', 'N', 'B', 'M', 'C', 'R'],
        GameId::Amalgamated => vec!['P', 'N', 'B', 'Q', 'R'],
        GameId::Abstract => vec!['P', 'N', 'B', 'R'],
        GameId::Chess1999 => vec!['I', 'A', 'T', 'H', 'M', 'B', 'J'],
    }
}

/// Whether a first-side piece on `cell` is in its promoted form (Amalgamated Chess: on the
/// enemy half).
fn promoted_at(game: GameId, side: Side, cell: Cell) -> bool {
    game == GameId::Amalgamated && !crate::amalgamated::on_home_half(side, cell)
}

/// The position string of `pieces` with `to_move` to move, in `game`'s format.
fn write(game: GameId, pieces: &[Placed], to_move: Side) -> String {
    let g = game.geometry();
    let placement = crate::notation::write_placement(g.files, g.ranks, |cell| {
        let p = pieces.iter().find(|p| p.cell == cell)?;
        let promoted = if promoted_at(game, p.side, cell) { "+" } else { "" };
        let letter = match p.side {
            Side::First => p.letter.to_ascii_uppercase(),
            Side::Second => p.letter.to_ascii_lowercase(),
        };
        Some(format!("{promoted}{letter}"))
    });
    let side = if to_move == Side::First { 'w' } else { 'b' };
    match game {
        GameId::Xiangqi => format!("{placement} {side} - - 0 1"),
        GameId::American => format!("{placement} {side} 1"),
        GameId::Amalgamated | GameId::Abstract => format!("{placement} {side} 0 1"),
        GameId::Chess1999 => format!("{placement}[] {side} 0 1"),
    }
}
