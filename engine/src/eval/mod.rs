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
pub mod terms;
mod weights;
mod xiangqi;

use rules::{Cell, Side, Variant};

/// A game the engine can play: its rules ([`Variant`]) and what is good in it.
pub trait Evaluate: Variant {
    /// Whose piece stands on `cell` and what it is worth. A royal piece is worth
    /// [`ROYAL`] here, so that taking it (where a game allows that) is tried first.
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)>;

    /// The position's worth for the first side, in centipawns.
    fn score(&self) -> i32;

    /// Which kind of piece stands on `cell`, whoever's it is: 1 to [`KINDS`]` - 1`, 0 for an
    /// empty cell. The search's history tables remember moves by the piece and where it went.
    fn kind_at(&self, cell: Cell) -> usize;

    /// Whether the side to move keeps enough force that passing would hardly ever be its best
    /// (no zugzwang), so that the search may try a null move ([`Variant::null_move`]) and
    /// prune at shallow depth. Never, unless the game says when.
    fn null_move_safe(&self) -> bool {
        false
    }

    /// The transposition table's key for the position: its hash, and whatever else its worth
    /// depends on that the hash leaves out (American Chess's turn: the same placement is
    /// drawn after turn 50 and not before).
    fn table_key(&self) -> u64 {
        self.hash()
    }

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

    /// Whether the opponent could take the royal piece of the side to move, in a game where
    /// that is how it is won and there is no check (Amalgamated Chess in its own half,
    /// Abstract Chess): a threat the search treats as check (no pruning there, and a move
    /// that makes it is always searched). Never, by default.
    fn royal_en_prise(&self) -> bool {
        false
    }

    /// The most a capture of a piece worth `victim` can raise the evaluation of the side
    /// that makes it: quiescence does not try a capture that could not lift the score to
    /// alpha (delta pruning). By default the victim and [`DELTA`] for what else changes (the
    /// capturer's placement, a promotion).
    fn capture_ceiling(&self, victim: i32) -> i32 {
        victim + DELTA
    }

    /// The value of the piece that makes move `m` (0 for a drop): among captures of the same
    /// victim, the cheapest attacker is tried first.
    fn mover_value(&self, m: Self::Move) -> i32 {
        let from = self.move_cells(m).from;
        from.and_then(|cell| self.worth_at(cell)).map_or(0, |(_, value)| value)
    }
}

/// Whether the opponent of the side to move in `pos` has a capture landing on its royal
/// piece.
pub(crate) fn royal_capturable<V: Variant>(pos: &V) -> bool {
    let (Some(royal), Some(null)) = (pos.royal_cell(), pos.null_move()) else { return false };
    let mut hit = false;
    null.for_each_capture(|m| hit = hit || null.move_cells(m).to == Some(royal));
    hit
}

/// What a capture may gain beyond the victim's value (placement, a small promotion) in delta
/// pruning, unless the game says otherwise ([`Evaluate::capture_ceiling`]).
pub const DELTA: i32 = 200;

/// One more than the most kinds of piece a game has ([`Evaluate::kind_at`]).
pub const KINDS: usize = 13;

/// What a royal piece counts for in move ordering: more than anything else.
pub const ROYAL: i32 = 2_000;

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
