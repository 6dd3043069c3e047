//! Abstract Chess's network inputs: each stack height (1–6) and the royal stone × side ×
//! square, seen from either side with its own stones at the bottom (mirrored rank for rank
//! for Black, as in chess): 2 × 7 × 64 = 896. A move, capture or transfer changes its two
//! squares and nothing else.

use rules::{
    Cell, Side,
    abstract_chess::{Abstract, AbstractMove, Piece},
};

use super::{Inputs, NetError, Network};

/// What can stand on a square: stacks of one to six stones, and the royal stone.
const KINDS: usize = 7;
/// Squares of the board.
const SQUARES: usize = 64;
/// Inputs: own and enemy stacks of each height, and royal stones, on each square.
pub const INPUTS: usize = 2 * KINDS * SQUARES;

super::committed!("abstract.nnue");

/// The input for `owner`'s `piece` on `cell`, seen from `view`'s side.
pub fn feature(view: Side, owner: Side, piece: Piece, cell: Cell) -> usize {
    let rank = match view {
        Side::First => cell.rank(),
        Side::Second => 7 - cell.rank(),
    };
    let kind = match piece {
        Piece::Stack(height) => usize::from(height.clamp(1, 6)) - 1,
        Piece::Royal => KINDS - 1,
    };
    let theirs = usize::from(owner != view);
    let square = usize::from(rank) * 8 + usize::from(cell.file());
    (theirs * KINDS + kind) * SQUARES + square
}

impl Inputs for Abstract {
    const COUNT: usize = INPUTS;

    fn cell_inputs(&self, cell: Cell, view: Side, f: &mut impl FnMut(usize)) {
        if let Some((owner, piece)) = self.piece_at(cell) {
            f(feature(view, owner, piece, cell));
        }
    }

    fn same_at(&self, other: &Abstract, cell: Cell) -> bool {
        self.piece_at(cell) == other.piece_at(cell)
    }

    fn touched(&self, m: AbstractMove) -> Option<[Cell; 2]> {
        Some([m.from(), m.to()])
    }
}
