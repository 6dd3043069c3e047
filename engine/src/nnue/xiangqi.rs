//! Xiangqi's network inputs: each piece kind × side × point, seen from either side with its
//! own pieces at the bottom (the board turned half round for Black): 2 × 7 × 90 = 1,260. A
//! move changes its two points (from, to) and nothing else, so only those are looked at.

use rules::{
    Cell, Side,
    xiangqi::{Kind, Xiangqi, XiangqiMove},
};

use super::{Inputs, Net, NetError, Network};

/// Piece kinds of Xiangqi.
const KINDS: usize = 7;
/// Points of the board.
const POINTS: usize = 90;
/// Inputs: own and enemy pieces of each kind on each point.
pub const INPUTS: usize = 2 * KINDS * POINTS;

/// A Xiangqi position with its network's accumulators.
pub type NetXiangqi = Net<Xiangqi>;

super::committed!("xiangqi.nnue");

/// The input for a piece of `owner` of `kind` on `cell`, seen from `view`'s side: its own
/// pieces first, the board turned half round for the second side.
pub fn feature(view: Side, owner: Side, kind: Kind, cell: Cell) -> usize {
    let (file, rank) = match view {
        Side::First => (cell.file(), cell.rank()),
        Side::Second => (8 - cell.file(), 9 - cell.rank()),
    };
    let theirs = usize::from(owner != view);
    (theirs * KINDS + kind as usize - 1) * POINTS + usize::from(rank) * 9 + usize::from(file)
}

impl Inputs for Xiangqi {
    const COUNT: usize = INPUTS;

    fn cell_inputs(&self, cell: Cell, view: Side, f: &mut impl FnMut(usize)) {
        if let Some((owner, kind)) = self.piece_at(cell) {
            f(feature(view, owner, kind, cell));
        }
    }

    fn same_at(&self, other: &Xiangqi, cell: Cell) -> bool {
        self.piece_at(cell) == other.piece_at(cell)
    }

    fn touched(&self, m: XiangqiMove) -> Option<[Cell; 2]> {
        Some([m.from(), m.to()])
    }
}
