//! What a position is worth: one module per game, each reading its spec's pieces and goals.
//!
//! Every evaluation is material (in centipawns, a chess pawn ≈ 100) plus a few cheap
//! placement terms, returned from the side to move's point of view, as negamax wants it. The
//! piece values are first estimates from how each piece moves (a rook-like slider ≈ 500, a
//! knight-like leaper ≈ 300, a one-step mover ≈ 100–150), as Fairy-Stockfish estimates values
//! for pieces it has no tuned value for; `engine/README.md` says how to tune them by self-play.

mod abstract_chess;
mod amalgamated;
mod american;
mod chess1999;
mod xiangqi;

use rules::{Cell, Side, Variant};

/// A game the engine can play: its rules ([`Variant`]) and what is good in it.
pub trait Evaluate: Variant {
    /// Whose piece stands on `cell` and what it is worth. A royal piece is worth
    /// [`ROYAL`] here, so that taking it (where a game allows that) is tried first.
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)>;

    /// The position's worth for the first side, in centipawns.
    fn score(&self) -> i32;

    /// The position's worth for the side to move: what negamax wants.
    fn evaluate(&self) -> i32 {
        for_side(self.side_to_move(), self.score())
    }

    /// The value of what move `m` takes (0 for a move that takes nothing): captures are
    /// searched first, and they are the moves quiescence search looks at.
    fn capture_value(&self, m: Self::Move) -> i32 {
        let to = self.move_cells(m).to;
        match to.and_then(|cell| self.worth_at(cell)) {
            Some((side, value)) if side != self.side_to_move() => value.max(1),
            _ => 0,
        }
    }

    /// Whether quiescence search skips a capture that risks a more valuable piece than it
    /// takes when the opponent could take back on that cell (a rough static exchange test).
    /// For games whose pieces capture anywhere (American Chess's Missile), where following
    /// every such capture makes quiescence explode; elsewhere past its second ply quiescence
    /// follows only captures that take at least what they risk.
    const SKIP_LOSING_CAPTURES: bool = false;

    /// Whether the side to move could capture a piece standing on `cell`. By default, whether
    /// one of its legal captures lands there.
    fn can_take_on(&self, cell: Cell) -> bool {
        lands_a_capture_on(self, cell)
    }

    /// The value of the piece that makes move `m` (0 for a drop): among captures of the same
    /// victim, the cheapest attacker is tried first.
    fn mover_value(&self, m: Self::Move) -> i32 {
        let from = self.move_cells(m).from;
        from.and_then(|cell| self.worth_at(cell)).map_or(0, |(_, value)| value)
    }
}

/// Whether one of the legal captures of the side to move in `pos` lands on `cell`.
pub(crate) fn lands_a_capture_on<V: Variant>(pos: &V, cell: Cell) -> bool {
    let mut hit = false;
    pos.for_each_capture(|m| hit = hit || pos.move_cells(m).to == Some(cell));
    hit
}

/// What a royal piece counts for in move ordering: more than anything else.
pub const ROYAL: i32 = 2_000;

/// The sum over `V`'s board of `term(cell, piece)` for every piece `piece_at` finds, each term
/// `(side, worth)` counted for the first side (the second side's subtracted).
pub(crate) fn sum_over<V: Variant, P>(
    piece_at: impl Fn(Cell) -> Option<P>,
    mut term: impl FnMut(Cell, P) -> (Side, i32),
) -> i32 {
    V::GAME
        .geometry()
        .cells()
        .filter_map(|cell| piece_at(cell).map(|piece| term(cell, piece)))
        .map(|(side, worth)| for_side(side, worth))
        .sum()
}

/// `score` (for the first side) from `side`'s point of view.
pub(crate) fn for_side(side: Side, score: i32) -> i32 {
    match side {
        Side::First => score,
        Side::Second => -score,
    }
}

/// How far `cell` is from `side`'s own back rank (0 on it), on a board of `ranks` ranks: the
/// first side starts on rank 0, the second on the last.
pub(crate) fn advance(side: Side, cell: Cell, ranks: u8) -> i32 {
    match side {
        Side::First => i32::from(cell.rank()),
        Side::Second => i32::from(ranks - 1 - cell.rank()),
    }
}

/// How close `cell` is to the middle file (0 on the edge files), on a board of `files` files.
pub(crate) fn centrality(cell: Cell, files: u8) -> i32 {
    let file = i32::from(cell.file());
    let last = i32::from(files) - 1;
    file.min(last - file)
}
