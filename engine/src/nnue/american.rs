//! American Chess's network inputs: each piece kind × side × square of the 11 × 9 board, seen
//! from either side with its own pieces at the bottom (mirrored rank for rank for Red):
//! 2 × 7 × 99 = 1,386. A move changes its two squares (a promotion only changes what arrives),
//! the pass none.

use rules::{
    Cell, Side,
    american::{American, AmericanMove, Kind},
};

use super::{Inputs, NetError, Network};

/// Piece kinds.
const KINDS: usize = 7;
/// Files and ranks of the board.
const FILES: usize = 11;
const RANKS: usize = 9;
/// Inputs: own and enemy pieces of each kind on each square.
pub const INPUTS: usize = 2 * KINDS * FILES * RANKS;

super::committed!("american.nnue");

/// The input for a piece of `owner` of `kind` on `cell`, seen from `view`'s side.
pub fn feature(view: Side, owner: Side, kind: Kind, cell: Cell) -> usize {
    let rank = match view {
        Side::First => usize::from(cell.rank()),
        Side::Second => RANKS - 1 - usize::from(cell.rank()),
    };
    let theirs = usize::from(owner != view);
    (theirs * KINDS + kind as usize - 1) * FILES * RANKS + rank * FILES + usize::from(cell.file())
}

impl Inputs for American {
    const COUNT: usize = INPUTS;

    fn cell_inputs(&self, cell: Cell, view: Side, f: &mut impl FnMut(usize)) {
        if let Some((owner, kind)) = self.piece_at(cell) {
            f(feature(view, owner, kind, cell));
        }
    }

    fn same_at(&self, other: &American, cell: Cell) -> bool {
        self.piece_at(cell) == other.piece_at(cell)
    }

    /// A pass has no cells: every cell is compared (and none differs).
    fn touched(&self, m: AmericanMove) -> Option<[Cell; 2]> {
        Some([m.from()?, m.to()?])
    }
}
