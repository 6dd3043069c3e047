//! The search, the same for every game: iterative deepening (an iteration cut short still
//! counts once its first move has a score) over a principal-variation alpha-beta search with
//! a transposition table, aspiration windows at the root, quiescence over captures, check
//! extensions, late-move reductions, move ordering by hash move, captures (most valuable
//! victim, then least valuable attacker), killers and history, and a draw worth a little less
//! than nothing to the engine's side ([`CONTEMPT`]).
//!
//! Each game's end rules run inside the tree exactly as in a real game: every node asks the
//! position's [`Variant::outcome`] with the [`History`] of the line searched, so repetition,
//! Xiangqi's perpetual check, American Chess's Gauntlet and passes, Amalgamated's point count
//! and Chess 1999's drops are judged by the rules crate itself. No null-move pruning: passes
//! and zugzwang make it unsound in some of these games.
//!
//! - `mod.rs`: the settings (every constant of the search in one place), the [`Searcher`],
//!   and what a search returns.
//! - `driver.rs`: iterative deepening and the root: aspiration, cut-short iterations, the
//!   principal variation.
//! - `node.rs`: one node of the tree (negamax with the table, extensions and reductions) and
//!   its bookkeeping (the line's history, the clock, ended games).
//! - `quiescence.rs`: captures until the position is quiet.
//! - `ordering.rs`: which moves are tried first (hash move, captures, killers, history).

mod driver;
mod node;
mod ordering;
mod quiescence;

use std::{
    sync::{Arc, atomic::AtomicBool},
    time::Instant,
};

use rules::{History, MAX_SIZE, Side, Variant};

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
/// What a capture may gain beyond the victim's value (a promotion, placement) in delta pruning.
const DELTA: i32 = 200;
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
    quiet_history: Vec<i32>,
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

/// The history table's cells for one end of a move: every cell of the largest board, and 0
/// for none (a drop's origin).
const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize + 1;

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
            table: Table::new(1 << 16),
            killers: vec![[None; 2]; MAX_PLY + 1],
            quiet_history: vec![0; CELLS * CELLS],
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
