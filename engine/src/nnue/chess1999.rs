//! Chess 1999's network inputs: each piece kind × side × point of the 13 × 13 board, seen
//! from either side with its own pieces at the bottom (mirrored rank for rank for Red; the
//! command posts are placed the same for both), 2 × 10 × 169 = 3,380; and the pieces in hand,
//! each kind × side × "holds at least n" for n from 1 to [`HAND_DEPTH`], 2 × 9 × 4 = 72:
//! 3,452 in all. The `+` and `~` marks (an APC made from Infantry; a dropped piece) are not
//! seen. A move changes its two points, a drop its one, and either may change the hands.

use rules::{
    Cell, Side,
    chess1999::{Chess1999, Chess1999Move, Kind},
};

use super::{Inputs, NetError, Network};

/// Piece kinds on the board.
const KINDS: usize = Kind::ALL.len();
/// Files and ranks.
const SIZE: usize = 13;
/// Board inputs: own and enemy pieces of each kind on each point.
const BOARD_INPUTS: usize = 2 * KINDS * SIZE * SIZE;
/// How many of one kind in hand the network tells apart (more count as this many).
pub const HAND_DEPTH: u8 = 4;
/// Inputs in all: the board's, then the hands'.
pub const INPUTS: usize = BOARD_INPUTS + 2 * Kind::IN_HAND.len() * HAND_DEPTH as usize;

super::committed!("chess1999.nnue");

/// `kind`'s place in [`Kind::ALL`] (the General first, then the hand order).
fn kind_index(kind: Kind) -> usize {
    kind.index() - 1
}

/// The input for a piece of `owner` of `kind` on `cell`, seen from `view`'s side.
pub fn feature(view: Side, owner: Side, kind: Kind, cell: Cell) -> usize {
    let rank = match view {
        Side::First => usize::from(cell.rank()),
        Side::Second => SIZE - 1 - usize::from(cell.rank()),
    };
    let theirs = usize::from(owner != view);
    (theirs * KINDS + kind_index(kind)) * SIZE * SIZE + rank * SIZE + usize::from(cell.file())
}

/// The input for `owner` holding at least `n` (1 to [`HAND_DEPTH`]) of `kind` (never the
/// General), seen from `view`'s side.
pub fn hand_feature(view: Side, owner: Side, kind: Kind, n: u8) -> usize {
    let theirs = usize::from(owner != view);
    let slot = theirs * Kind::IN_HAND.len() + kind_index(kind).saturating_sub(1);
    BOARD_INPUTS + slot * usize::from(HAND_DEPTH) + usize::from(n.clamp(1, HAND_DEPTH)) - 1
}

impl Inputs for Chess1999 {
    const COUNT: usize = INPUTS;

    fn cell_inputs(&self, cell: Cell, view: Side, f: &mut impl FnMut(usize)) {
        if let Some(piece) = self.piece_at(cell) {
            f(feature(view, piece.side(), piece.kind(), cell));
        }
    }

    fn same_at(&self, other: &Chess1999, cell: Cell) -> bool {
        let seen = |p: Option<rules::chess1999::Piece>| p.map(|p| (p.side(), p.kind()));
        seen(self.piece_at(cell)) == seen(other.piece_at(cell))
    }

    fn touched(&self, m: Chess1999Move) -> Option<[Cell; 2]> {
        Some([m.from().unwrap_or(m.to()), m.to()])
    }

    fn hand_inputs(&self, view: Side, f: &mut impl FnMut(usize)) {
        for owner in [Side::First, Side::Second] {
            for &kind in Kind::IN_HAND {
                for n in 1..=self.in_hand(owner, kind).min(HAND_DEPTH) {
                    f(hand_feature(view, owner, kind, n));
                }
            }
        }
    }

    fn same_hands(&self, other: &Chess1999) -> bool {
        let seen = |p: &Chess1999, side, kind| p.in_hand(side, kind).min(HAND_DEPTH);
        [Side::First, Side::Second].into_iter().all(|side| {
            Kind::IN_HAND.iter().all(|&kind| seen(self, side, kind) == seen(other, side, kind))
        })
    }
}
