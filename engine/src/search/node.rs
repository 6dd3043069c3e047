//! One node of the tree: negamax with the transposition table, check extensions and late-move
//! reductions; and what every node keeps up to date (the line's history, the clock, the score
//! of a game that ended).

use std::{
    sync::{LazyLock, atomic::Ordering},
    time::Instant,
};

use rules::{Outcome, PlyInfo};

use super::{
    CONTEMPT, INFINITY, MATE, MAX_PLY, MAX_QUIESCENCE, REDUCTION_TABLE, Searcher, from_table,
    legal, to_table,
};
use crate::{eval::Evaluate, tt::Bound};

impl<V: Evaluate> Searcher<V> {
    /// Plays `mv` on `pos` and records it in the line's history; returns whether it gave
    /// check (the position's `in_check`, worked out once per node).
    pub(super) fn make(&mut self, pos: &mut V, mv: V::Move) -> bool {
        let mover = pos.side_to_move();
        pos.play_unchecked(mv);
        let gave_check = pos.in_check();
        self.history.push(PlyInfo { mover, gave_check }, pos.hash());
        gave_check
    }

    pub(super) fn unmake(&mut self) {
        self.history.pop();
    }

    /// Whether the search must stop now, never before the first root move is searched (so
    /// there is always a move with a score). The clock and the stop flag are read every 256
    /// nodes (about 10 ms in Chess 1999, the slowest game, so a time budget is kept to within
    /// that); the node budget is compared every 1,024 nodes, which is where node-bounded
    /// searches, and so the levels' moves, have always stopped.
    pub(super) fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if !self.started || !self.nodes.is_multiple_of(256) {
            return false;
        }
        let stopped = self.limits.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed));
        let late = self.limits.deadline.is_some_and(|d| Instant::now() >= d);
        let spent = self.nodes.is_multiple_of(1_024) && self.nodes >= self.limits.nodes;
        self.aborted = stopped || late || spent;
        self.aborted
    }

    /// Counts a node and settles it at once when it can: `Some(0)` once the search must stop
    /// (its score is not used), the game's score when the line has ended there, else `None`.
    #[inline(always)]
    pub(super) fn visit(&mut self, pos: &V, ply: usize) -> Option<i32> {
        self.nodes += 1;
        if self.out_of_time() {
            return Some(0);
        }
        pos.outcome(&self.history).map(|outcome| self.ended(&outcome, pos, ply))
    }

    /// The score of an ended game for the side to move at `ply`: a draw is worth
    /// `-CONTEMPT` to the engine's side.
    pub(super) fn ended(&self, outcome: &Outcome, pos: &V, ply: usize) -> i32 {
        let distance = i32::try_from(ply).unwrap_or(0);
        match outcome.winner {
            None if pos.side_to_move() == self.engine_side => -CONTEMPT,
            None => CONTEMPT,
            Some(w) if w == pos.side_to_move() => MATE - distance,
            Some(_) => -(MATE - distance),
        }
    }

    /// The score of `pos` (never the root: `ply` ≥ 1), whose side to move is `in_check`.
    pub(super) fn negamax(
        &mut self,
        pos: &V,
        in_check: bool,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(score) = self.visit(pos, ply) {
            return score;
        }
        // Check extension: a line in check is searched one ply deeper.
        let depth = if in_check && ply < MAX_PLY / 2 { depth + 1 } else { depth };
        if depth == 0 || ply >= MAX_PLY - MAX_QUIESCENCE {
            return self.quiesce(pos, alpha, beta, ply, 0, None);
        }
        let key = pos.hash();
        let hash_move = match self.table.probe(key) {
            Some(e) => {
                let score = from_table(e.score, ply);
                if e.depth >= depth {
                    let cut = match e.bound {
                        Bound::Exact => true,
                        Bound::Lower => score >= beta,
                        Bound::Upper => score <= alpha,
                    };
                    if cut {
                        return score;
                    }
                }
                e.best
            }
            None => None,
        };
        let mut moves = legal(pos);
        self.order(pos, &mut moves, hash_move, ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, &mv) in moves.iter().enumerate() {
            let capture = pos.capture_value(mv) > 0;
            let mut child = pos.clone();
            let check = self.make(&mut child, mv);
            let score = if i == 0 {
                -self.negamax(&child, check, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched shallower first (reduced: the later and the
                // deeper, the more; less on the principal variation), all with a null
                // window; a move that beats alpha is searched again in full.
                let quiet = !capture && !in_check && !check;
                let reduction = if depth >= 2 && i >= 3 && quiet {
                    let r = reduction(depth, i);
                    let on_pv = beta - alpha > 1;
                    if on_pv { r.saturating_sub(1) } else { r }
                } else {
                    0
                };
                let first = (depth - 1).saturating_sub(reduction);
                let mut s = -self.negamax(&child, check, first, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduction > 0 && !self.aborted {
                    s = -self.negamax(&child, check, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, check, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            self.unmake();
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !capture {
                    self.remember_quiet(pos, mv, depth, ply);
                }
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, depth, to_table(best, ply), bound, best_move);
        best
    }
}

/// Late-move reductions by remaining depth and move index: about ln(depth)·ln(index)/2, at
/// least one ply, as chess engines reduce; a game with a couple of hundred moves a position
/// (American Chess) reaches its later moves only this way. Worked out once, for every search.
static REDUCTIONS: LazyLock<[[u8; REDUCTION_TABLE]; REDUCTION_TABLE]> = LazyLock::new(|| {
    let mut table = [[0u8; REDUCTION_TABLE]; REDUCTION_TABLE];
    for (depth, row) in table.iter_mut().enumerate() {
        for (i, r) in row.iter_mut().enumerate().skip(1) {
            let plies = ((depth.max(1) as f64).ln() * ((i + 1) as f64).ln() / 2.0).floor();
            *r = plies.clamp(1.0, 8.0) as u8;
        }
    }
    table
});

/// Plies to reduce the `i`th move (from 0) at `depth`.
pub(super) fn reduction(depth: u32, i: usize) -> u32 {
    let d = usize::try_from(depth).unwrap_or(usize::MAX).min(REDUCTION_TABLE - 1);
    u32::from(REDUCTIONS[d][i.min(REDUCTION_TABLE - 1)])
}
