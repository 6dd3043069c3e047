//! The search, the same for every game: iterative deepening (an iteration cut short still
//! counts once its first move has a score) over a principal-variation alpha-beta search with
//! a transposition table, aspiration windows at the root, and quiescence over captures (and
//! every evasion when in check).
//!
//! What strong engines (Stockfish, Fairy-Stockfish, Pikafish) rely on, written for five
//! games at once: null-move pruning with a verification search, reverse futility pruning and
//! razoring before the moves; late-move pruning, futility and static-exchange pruning among
//! them; late-move reductions steered by history; move ordering by hash move, captures by
//! victim and capture history (those losing material by static exchange last), killers, the
//! counter-move, and quiet moves by their history and continuation history. Check extensions
//! are kept, within twice the iteration's depth. Every setting is a constant in this file.
//!
//! Each game's end rules run inside the tree exactly as in a real game: every node asks the
//! position's [`Variant::outcome`] with the [`History`] of the line searched, so repetition,
//! Xiangqi's perpetual check, American Chess's Gauntlet and passes, Amalgamated's point count
//! and Chess 1999's drops are judged by the rules crate itself. A null move starts a fresh
//! history (nothing before it can repeat after it), and only where the game offers one
//! ([`Variant::null_move`]: not American Chess, whose passes are moves with rules of their
//! own) and the side to move keeps enough force that zugzwang is unlikely
//! ([`Evaluate::null_move_safe`], which also guards the pruning at shallow depth).
//!
//! - `mod.rs`: the settings, the [`Searcher`], and what a search returns.
//! - `driver.rs`: iterative deepening and the root: aspiration, cut-short iterations, the
//!   principal variation.
//! - `node.rs`: one node of the tree (negamax with the table, extensions and reductions) and
//!   its bookkeeping (the line's history, the clock, ended games).
//! - `pruning.rs`: what is cut before and among a node's moves.
//! - `quiescence.rs`: captures until the position is quiet.
//! - `ordering.rs`: which moves are tried first.
//! - `history.rs`: what the search learns about moves as it goes.
//! - `see.rs`: static exchange evaluation, played out with the game's own captures.

mod driver;
mod history;
mod node;
mod ordering;
mod pruning;
mod quiescence;
mod see;

use std::{
    sync::{Arc, atomic::AtomicBool},
    time::Instant,
};

use history::{Histories, Moved};
use rules::{History, Side, Variant};
pub(crate) use see::quiet;

use crate::{eval::Evaluate, tt::Table};

/// Above any evaluation: a win `n` plies from the root scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores at least this far from zero are wins or losses found by the search.
pub const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
/// The deepest line searched, quiescence included.
const MAX_PLY: usize = 96;
/// How deep quiescence follows captures.
const MAX_QUIESCENCE: usize = 8;
/// What a draw is worth to the side the engine plays: a little less than nothing, so that it
/// plays on from a level position instead of repeating moves (a player who challenged the bot
/// wants a game, not a shuffle), yet takes a draw rather than a position it judges worse by
/// more than this.
pub const CONTEMPT: i32 = 25;
/// Half the width of the aspiration window around the last iteration's score.
const ASPIRATION: i32 = 50;
/// The first iteration searched with an aspiration window (the earlier ones are cheap and
/// their scores swing).
const ASPIRATION_DEPTH: u32 = 4;
/// The largest depth and move index the late-move reduction table distinguishes.
const REDUCTION_TABLE: usize = 64;
/// The transposition table's slots (a power of two): 8 MB or so, so that four searches at
/// once stay well inside the bot's memory budget.
const TABLE_SLOTS: usize = 1 << 18;

/// Reverse futility pruning: at most this deep, a node whose static evaluation beats beta by
/// this much a ply (one ply less when improving) returns it.
const RFP_DEPTH: u32 = 7;
/// See [`RFP_DEPTH`].
const RFP_MARGIN: i32 = 70;
/// Razoring: at most this deep, a node whose evaluation is this far below alpha (plus
/// [`RAZOR_PER_DEPTH2`] times the depth squared) asks quiescence whether anything saves it.
const RAZOR_DEPTH: u32 = 3;
/// See [`RAZOR_DEPTH`].
const RAZOR_MARGIN: i32 = 400;
/// See [`RAZOR_DEPTH`].
const RAZOR_PER_DEPTH2: i32 = 120;
/// Null-move pruning from this depth on.
const NULL_MOVE_DEPTH: u32 = 2;
/// The null move's reduction: this, plus a third of the depth, plus a ply for each
/// [`NULL_MOVE_EVAL_STEP`] the evaluation beats beta by (at most three).
const NULL_MOVE_REDUCTION: u32 = 3;
/// See [`NULL_MOVE_REDUCTION`].
const NULL_MOVE_EVAL_STEP: i32 = 150;
/// From this depth on, a null move's cutoff is verified by a reduced search without null
/// moves (zugzwang shows there).
const NULL_MOVE_VERIFY_DEPTH: u32 = 10;
/// Late-move pruning at most this deep: once (3 + depth²) / (2 − improving) moves are tried,
/// the remaining quiet moves are skipped.
const LMP_DEPTH: u32 = 8;
/// Futility pruning of a quiet move whose reduced depth is at most this, when the static
/// evaluation plus [`FUTILITY_MARGIN`] and [`FUTILITY_PER_DEPTH`] a ply cannot reach alpha.
const FUTILITY_DEPTH: u32 = 6;
/// See [`FUTILITY_DEPTH`].
const FUTILITY_MARGIN: i32 = 100;
/// See [`FUTILITY_DEPTH`].
const FUTILITY_PER_DEPTH: i32 = 80;
/// Static-exchange pruning at most this deep: a quiet move losing more than this times its
/// reduced depth squared, a capture losing more than [`SEE_CAPTURE_MARGIN`] a ply.
const SEE_QUIET_MARGIN: i32 = 15;
/// See [`SEE_QUIET_MARGIN`].
const SEE_CAPTURE_MARGIN: i32 = 100;
/// See [`SEE_QUIET_MARGIN`].
const SEE_PRUNE_DEPTH: u32 = 8;
/// History that lessens (or adds) a late move's reduction by a ply.
const HISTORY_PER_PLY: i32 = 8_192;
/// A static evaluation not worked out (the side to move was in check).
const NO_EVAL: i32 = i32::MIN;

/// When a search must stop.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// The deepest iteration (plies).
    pub depth: u32,
    /// At most this many nodes (checked once the first root move has a score).
    pub nodes: u64,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
    /// Stop when this is set.
    pub stop: Option<Arc<AtomicBool>>,
}

/// A root move and the score its search returned (exact unless the search was cut short).
#[derive(Debug, Clone, Copy)]
pub struct Scored<M> {
    /// The move.
    pub mv: M,
    /// Its score for the side to move at the root, in centipawns (or a mate score).
    pub score: i32,
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct Found<M> {
    /// The root moves of the last completed iteration, best first.
    pub moves: Vec<Scored<M>>,
    /// The principal variation from the root.
    pub pv: Vec<M>,
    /// With several lines asked for ([`Searcher::lines`]): the line of each of the first
    /// `moves` (the first is `pv`), as far as the table remembers it; one line otherwise.
    pub lines: Vec<Vec<M>>,
    /// The last completed iteration's depth.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

/// One search's state.
pub struct Searcher<V: Evaluate> {
    limits: Limits,
    /// For levels that choose among near-best moves: every root move scoring within this
    /// many centipawns of the best gets its exact score (the others only a bound below that).
    /// At 0 only the best move's score is exact.
    margin: i32,
    /// How many root moves get exact scores and lines (MultiPV), at least one.
    lines: usize,
    /// The root moves to search, when not all of them (UCI's `go searchmoves`).
    only: Option<Vec<V::Move>>,
    history: History,
    table: Table<V::Move>,
    killers: Vec<[Option<V::Move>; 2]>,
    histories: Histories<V::Move>,
    /// What each ply of the line searched knows: its static evaluation and its move.
    frames: Vec<Frame>,
    /// The depth of the iteration under way (check extensions stop at twice it).
    root_depth: u32,
    /// No null move before this ply: a verification search is under way above it.
    null_move_floor: usize,
    /// The side the engine plays, for whom a draw is worth `-CONTEMPT`.
    engine_side: Side,
    nodes: u64,
    aborted: bool,
    started: bool,
}

impl<V: Evaluate> std::fmt::Debug for Searcher<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher").field("nodes", &self.nodes).finish_non_exhaustive()
    }
}

/// One ply of the line searched.
#[derive(Debug, Clone, Copy)]
struct Frame {
    /// The static evaluation there ([`NO_EVAL`] in check).
    eval: i32,
    /// The move played from there (none: a null move, or not played yet).
    moved: Option<Moved>,
}

impl<V: Evaluate> Searcher<V> {
    /// A search within `limits`, going on from a game with `history`, giving exact scores to
    /// the root moves within `margin` of the best.
    pub fn new(limits: Limits, history: History, margin: i32) -> Searcher<V> {
        Searcher {
            limits,
            margin,
            lines: 1,
            only: None,
            history,
            table: Table::new(TABLE_SLOTS),
            killers: vec![[None; 2]; MAX_PLY + 1],
            histories: Histories::new(),
            frames: vec![Frame { eval: NO_EVAL, moved: None }; MAX_PLY + 1],
            root_depth: 1,
            null_move_floor: 0,
            engine_side: Side::First,
            nodes: 0,
            aborted: false,
            started: false,
        }
    }

    /// The same search giving exact scores and lines to the best `n` root moves (MultiPV).
    #[must_use]
    pub fn lines(mut self, n: usize) -> Searcher<V> {
        self.lines = n.max(1);
        self
    }

    /// The same search over these root moves only (those that are legal).
    #[must_use]
    pub fn only(mut self, moves: Vec<V::Move>) -> Searcher<V> {
        self.only = Some(moves);
        self
    }
}

/// A score as the table keeps it: a win or loss counted from the node, not the root, so the
/// entry holds wherever the position recurs.
fn to_table(score: i32, ply: usize) -> i32 {
    win_moved(score, i32::try_from(ply).unwrap_or(0))
}

/// A table score as seen `ply` plies from the root.
fn from_table(score: i32, ply: usize) -> i32 {
    win_moved(score, -i32::try_from(ply).unwrap_or(0))
}

/// `score` with a win moved `plies` further off (a loss likewise), other scores as they are.
fn win_moved(score: i32, plies: i32) -> i32 {
    if score >= MATE_BOUND {
        score + plies
    } else if score <= -MATE_BOUND {
        score - plies
    } else {
        score
    }
}

/// The legal moves of `pos`.
fn legal<V: Variant>(pos: &V) -> Vec<V::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}
