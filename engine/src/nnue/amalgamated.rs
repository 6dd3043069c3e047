//! Amalgamated Chess's network inputs: each piece kind × side × square, seen from either side
//! with its own pieces at the bottom (the board mirrored rank for rank for Black, as chess
//! networks see it: its King and Queen files differ): 2 × 6 × 64 = 768. Whether a piece
//! stands promoted follows from its square, so it needs no inputs of its own. A move changes
//! its two squares (from, to) and nothing else: no castling, en passant or drops.

use rules::{
    Cell, Side,
    amalgamated::{Amalgamated, AmalgamatedMove, Piece},
};

use super::{Inputs, NetError, Network};

/// Piece kinds, by their unpromoted form.
const KINDS: usize = 6;
/// Squares of the board.
const SQUARES: usize = 64;
/// Inputs: own and enemy pieces of each kind on each square.
pub const INPUTS: usize = 2 * KINDS * SQUARES;

super::committed!("amalgamated.nnue");

/// The input for `piece` on `cell`, seen from `view`'s side.
pub fn feature(view: Side, piece: Piece, cell: Cell) -> usize {
    let rank = match view {
        Side::First => cell.rank(),
        Side::Second => 7 - cell.rank(),
    };
    let theirs = usize::from(piece.side != view);
    let square = usize::from(rank) * 8 + usize::from(cell.file());
    (theirs * KINDS + piece.kind as usize - 1) * SQUARES + square
}

impl Inputs for Amalgamated {
    const COUNT: usize = INPUTS;

    fn cell_inputs(&self, cell: Cell, view: Side, f: &mut impl FnMut(usize)) {
        if let Some(piece) = self.piece_at(cell) {
            f(feature(view, piece, cell));
        }
    }

    fn same_at(&self, other: &Amalgamated, cell: Cell) -> bool {
        self.piece_at(cell) == other.piece_at(cell)
    }

    fn touched(&self, m: AmalgamatedMove) -> Option<[Cell; 2]> {
        Some([m.from(), m.to()])
    }
}
