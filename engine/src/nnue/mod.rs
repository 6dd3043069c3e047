//! A small network evaluation (NNUE) for Xiangqi: each piece × side × point, seen from each
//! side with its own pieces at the bottom (the board turned half round for Black), feeds one
//! hidden layer per side of view (the "perspective" accumulators); the side to move's
//! accumulator and the other's, through a squared clipped ReLU, give one output, the score.
//!
//! The accumulators are kept up to date as moves are made ([`Accumulators::moved`]): a move
//! takes one piece off a point, puts it on another, and may take one; that is three columns of
//! weights added or subtracted per side, not a sum over every piece. The search copies each
//! position before a move (copy-make), so undoing a move is returning to the copy.
//!
//! Integer arithmetic (`i16` weights, `i32` sums) in loops over fixed-size arrays, which the
//! compiler vectorises: no `unsafe`.

pub mod network;
pub mod train;
pub mod xiangqi;

use rules::{Cell, Side, xiangqi::Kind};

pub use network::{NetError, Network};

/// Hidden units per side of view.
pub const HIDDEN: usize = 64;
/// Piece kinds of Xiangqi.
const KINDS: usize = 7;
/// Points of the board.
const POINTS: usize = 90;
/// Inputs: own and enemy pieces of each kind on each point.
pub const INPUTS: usize = 2 * KINDS * POINTS;
/// The hidden activation's ceiling, in the integers the accumulators hold (1.0 in training).
pub const QA: i32 = 255;
/// The output weights' scale (1.0 in training).
pub const QB: i32 = 256;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;

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

/// Both sides' views of the hidden layer, before activation.
#[derive(Clone, PartialEq, Eq)]
pub struct Accumulators {
    /// By [`Side::index`].
    sums: [[i16; HIDDEN]; 2],
}

impl std::fmt::Debug for Accumulators {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Accumulators")
    }
}

impl Accumulators {
    /// Computed from scratch for `pieces`.
    pub fn new(net: &Network, pieces: impl Iterator<Item = (Cell, Side, Kind)>) -> Accumulators {
        let mut sums = [net.hidden_bias; 2];
        for (cell, owner, kind) in pieces {
            for view in [Side::First, Side::Second] {
                add(&mut sums[view.index()], &net.hidden[feature(view, owner, kind, cell)]);
            }
        }
        Accumulators { sums }
    }

    /// After a piece of `mover`'s of `kind` went from `from` to `to`, taking `taken` (the
    /// opponent's piece of that kind on `to`) if any.
    pub fn moved(
        &mut self,
        net: &Network,
        mover: Side,
        kind: Kind,
        from: Cell,
        to: Cell,
        taken: Option<Kind>,
    ) {
        for view in [Side::First, Side::Second] {
            let sums = &mut self.sums[view.index()];
            sub(sums, &net.hidden[feature(view, mover, kind, from)]);
            add(sums, &net.hidden[feature(view, mover, kind, to)]);
            if let Some(taken) = taken {
                sub(sums, &net.hidden[feature(view, !mover, taken, to)]);
            }
        }
    }

    /// The score for `to_move`, in centipawns.
    pub fn evaluate(&self, net: &Network, to_move: Side) -> i32 {
        let ours = output(&self.sums[to_move.index()], &net.output[0]);
        let theirs = output(&self.sums[(!to_move).index()], &net.output[1]);
        let sum = (ours + theirs) / i64::from(QA) + i64::from(net.output_bias);
        i32::try_from(sum * i64::from(SCALE) / i64::from(QA * QB)).unwrap_or(0)
    }
}

fn add(sums: &mut [i16; HIDDEN], column: &[i16; HIDDEN]) {
    for (s, w) in sums.iter_mut().zip(column) {
        *s = s.wrapping_add(*w);
    }
}

fn sub(sums: &mut [i16; HIDDEN], column: &[i16; HIDDEN]) {
    for (s, w) in sums.iter_mut().zip(column) {
        *s = s.wrapping_sub(*w);
    }
}

/// `Σ clamp(sum, 0, QA)² × weight`, scaled by `QA² × QB`.
fn output(sums: &[i16; HIDDEN], weights: &[i16; HIDDEN]) -> i64 {
    let mut total = 0i64;
    for (s, w) in sums.iter().zip(weights) {
        let x = i32::from(*s).clamp(0, QA);
        total += i64::from(x * i32::from(*w)) * i64::from(x);
    }
    total
}
