//! A small network evaluation (NNUE): each piece × side × point, seen from each side with its
//! own pieces at the bottom (the board turned half round for the second side), feeds one
//! hidden layer per side of view (the "perspective" accumulators); the side to move's
//! accumulator and the other's, through a squared clipped ReLU, give one output, which
//! corrects the game's classical evaluation.
//!
//! One machinery for every game: a game takes part by saying what its network sees on each
//! cell ([`Inputs`]); [`Net`] carries a position with its accumulators through the search,
//! kept up to date as moves are made: only the cells a move changed have their old inputs'
//! weights subtracted and their new ones' added (the cells the game says the move touches,
//! or else those [`Accumulators::update`] finds different when it compares every cell).
//! The search copies each position before a move (copy-make), so undoing a move is returning
//! to the copy.
//!
//! Integer arithmetic (`i16` weights, `i32` sums) in loops over fixed-size arrays, which the
//! compiler vectorises: no `unsafe`.

pub mod abstract_chess;
pub mod amalgamated;
pub mod american;
pub mod chess1999;
mod net;
pub mod network;
pub mod train;
pub mod xiangqi;

use rules::{Cell, GameId, Side};

pub use net::{Net, install};
pub use network::{NetError, Network};

use crate::Evaluate;

/// Defines a game module's `builtin()`: the network committed with the engine in
/// `engine/nets/$file` (`engine/nets/README.md` says how each was made), read on first use, or
/// why it cannot be read (a test reads each, so a damaged file never ships). One macro so that
/// the five games' loaders cannot drift apart.
macro_rules! committed {
    ($file:literal) => {
        #[doc = concat!("The network committed with the engine (`engine/nets/", $file, "`), or why")]
        /// it cannot be read.
        ///
        /// # Errors
        /// The file is not a network for this build's architecture, or is damaged.
        pub fn builtin() -> Result<&'static Network, &'static NetError> {
            static NET: std::sync::LazyLock<Result<Network, NetError>> =
                std::sync::LazyLock::new(|| {
                    Network::from_bytes(include_bytes!(concat!("../../nets/", $file)))
                });
            NET.as_ref()
        }
    };
}
use committed;

/// The network committed for `game`'s evaluation, if it has one (BENCHMARKS.md, "A network
/// evaluation").
pub fn builtin_for(game: GameId) -> Option<&'static Network> {
    let net = match game {
        GameId::Xiangqi => xiangqi::builtin().ok(),
        GameId::Amalgamated => amalgamated::builtin().ok(),
        GameId::American => american::builtin().ok(),
        GameId::Chess1999 => chess1999::builtin().ok(),
        GameId::Abstract => abstract_chess::builtin().ok(),
    };
    net.filter(|n| n.game() == game)
}

/// How many inputs `game`'s network has (every game has network inputs).
pub const fn input_count(game: GameId) -> usize {
    rules::with_variant!(game, V => <V as Inputs>::COUNT)
}

/// Hidden units per side of view.
pub const HIDDEN: usize = 64;
/// The hidden activation's ceiling, in the integers the accumulators hold (1.0 in training).
pub const QA: i32 = 255;
/// The output weights' scale (1.0 in training).
pub const QB: i32 = 256;
/// Centipawns per unit of the network's output.
pub const SCALE: i32 = 400;

/// What a game's network sees: the inputs each cell's contents turn on, from either side's
/// view.
pub trait Inputs: Evaluate {
    /// How many inputs the game's network has.
    const COUNT: usize;

    /// Calls `f` with each input what stands on `cell` turns on, seen from `view`'s side.
    fn cell_inputs(&self, cell: Cell, view: Side, f: &mut impl FnMut(usize));

    /// Whether `cell` holds the same, as the network sees it, here and in `other`.
    fn same_at(&self, other: &Self, cell: Cell) -> bool;

    /// The only cells move `m` can change, where the game knows them (a move from one cell to
    /// another, taking what stood there; a drop names its cell twice); `None` has every cell
    /// compared. What is in hand is updated apart ([`Inputs::hand_inputs`]).
    fn touched(&self, _m: Self::Move) -> Option<[Cell; 2]> {
        None
    }

    /// Calls `f` with each input what stands on no cell turns on (pieces in hand), seen from
    /// `view`'s side; games without hands have none.
    fn hand_inputs(&self, _view: Side, _f: &mut impl FnMut(usize)) {}

    /// Whether what is in hand is the same, as the network sees it, here and in `other`.
    fn same_hands(&self, _other: &Self) -> bool {
        true
    }
}

/// Every input `pos` turns on, seen from `view`'s side.
pub fn active<V: Inputs>(pos: &V, view: Side) -> Vec<usize> {
    let mut out = Vec::new();
    for cell in V::GAME.geometry().cells() {
        pos.cell_inputs(cell, view, &mut |i| out.push(i));
    }
    pos.hand_inputs(view, &mut |i| out.push(i));
    out
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
    /// Computed from scratch for `pos`.
    pub fn of<V: Inputs>(net: &Network, pos: &V) -> Accumulators {
        let mut sums = [net.hidden_bias; 2];
        for view in [Side::First, Side::Second] {
            let sums = &mut sums[view.index()];
            for cell in V::GAME.geometry().cells() {
                pos.cell_inputs(cell, view, &mut |i| add(sums, &net.hidden[i]));
            }
            pos.hand_inputs(view, &mut |i| add(sums, &net.hidden[i]));
        }
        Accumulators { sums }
    }

    /// Takes away what `pos` has on `cells` (before a move).
    fn lift<V: Inputs>(&mut self, net: &Network, pos: &V, cells: &[Cell]) {
        for view in [Side::First, Side::Second] {
            let sums = &mut self.sums[view.index()];
            for &cell in cells {
                pos.cell_inputs(cell, view, &mut |i| sub(sums, &net.hidden[i]));
            }
        }
    }

    /// Adds what `pos` has on `cells` (after a move).
    fn put<V: Inputs>(&mut self, net: &Network, pos: &V, cells: &[Cell]) {
        for view in [Side::First, Side::Second] {
            let sums = &mut self.sums[view.index()];
            for &cell in cells {
                pos.cell_inputs(cell, view, &mut |i| add(sums, &net.hidden[i]));
            }
        }
    }

    /// Applies `op` (add or subtract) for what `pos` holds in hand, from both sides' views.
    fn hands<V: Inputs>(&mut self, net: &Network, pos: &V, op: fn(&mut Sums, &Sums)) {
        for view in [Side::First, Side::Second] {
            let sums = &mut self.sums[view.index()];
            pos.hand_inputs(view, &mut |i| op(sums, &net.hidden[i]));
        }
    }

    /// Before a move: takes away what `pos` has on `cells` and in hand.
    pub(super) fn lift_move<V: Inputs>(&mut self, net: &Network, pos: &V, cells: &[Cell]) {
        self.lift(net, pos, cells);
        self.hands(net, pos, sub);
    }

    /// After a move: adds what `pos` has on `cells` and in hand.
    pub(super) fn put_move<V: Inputs>(&mut self, net: &Network, pos: &V, cells: &[Cell]) {
        self.put(net, pos, cells);
        self.hands(net, pos, add);
    }

    /// From `before`'s to `after`'s: every cell that differs, its old inputs out and its new
    /// ones in, and the same for the hands.
    pub fn update<V: Inputs>(&mut self, net: &Network, before: &V, after: &V) {
        for cell in V::GAME.geometry().cells() {
            if !before.same_at(after, cell) {
                self.lift(net, before, &[cell]);
                self.put(net, after, &[cell]);
            }
        }
        if !before.same_hands(after) {
            self.hands(net, before, sub);
            self.hands(net, after, add);
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

/// One side's view of the hidden layer, or one input's column of weights.
type Sums = [i16; HIDDEN];

fn add(sums: &mut Sums, column: &Sums) {
    for (s, w) in sums.iter_mut().zip(column) {
        *s = s.wrapping_add(*w);
    }
}

fn sub(sums: &mut Sums, column: &Sums) {
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
