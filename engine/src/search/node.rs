//! One node of the tree: negamax with the transposition table, check extensions, pruning and
//! late-move reductions; and what every node keeps up to date (the line's history, the clock, the score
//! of a game that ended).

use std::{
    sync::{LazyLock, atomic::Ordering},
    time::Instant,
};

use rules::{Outcome, PlyInfo};

use super::{
    CONTEMPT, HISTORY_PER_PLY, INFINITY, MATE, MAX_PLY, MAX_QUIESCENCE, NO_EVAL, REDUCTION_TABLE,
    Searcher, from_table, legal, pruning::NodeState, see::see_ge, to_table,
};
use crate::{eval::Evaluate, tt::Bound};

impl<V: Evaluate> Searcher<V> {
    /// Plays `mv` on `pos` at `ply` and records it in the line's history and frames; returns
    /// whether it gave check (the position's `in_check`, worked out once per node).
    pub(super) fn make(&mut self, pos: &mut V, mv: V::Move, ply: usize) -> bool {
        self.frames[ply.min(MAX_PLY)].moved = Some(Self::moved(pos, mv));
        let mover = pos.side_to_move();
        let moved = pos.move_cells(mv);
        pos.play_unchecked(mv);
        let gave_check = pos.in_check();
        self.history.push(PlyInfo { mover, gave_check, moved }, pos.hash());
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
        // Check extension: a line in check is searched one ply deeper, as far as twice the
        // iteration's depth (a game of checks, Xiangqi's most of all, would go on forever).
        let extend = in_check && ply < 2 * self.root_depth as usize && ply < MAX_PLY / 2;
        let depth = if extend { depth + 1 } else { depth };
        if depth == 0 || ply >= MAX_PLY - MAX_QUIESCENCE {
            return self.quiesce(pos, in_check, alpha, beta, ply, 0, None);
        }
        // A position seen before on this line (or in the game) is kept apart in the table:
        // its worth depends on the path, which a repetition ending the game there (a draw,
        // or a loss for perpetual check or chase) may decide (as Pikafish does).
        let key = pos.table_key() ^ if self.history.repeats() { REPEATED } else { 0 };
        let on_pv = beta - alpha > 1;
        let hash_move = match self.table.probe(key) {
            Some(e) => {
                let score = from_table(e.score, ply);
                if e.depth >= depth && !on_pv {
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
        let eval = if in_check { NO_EVAL } else { pos.evaluate() };
        self.frames[ply].eval = eval;
        let before = |back: usize| ply.checked_sub(back).map_or(NO_EVAL, |p| self.frames[p].eval);
        let earlier = if before(2) == NO_EVAL { before(4) } else { before(2) };
        let improving = !in_check && (earlier == NO_EVAL || eval > earlier);
        let safe = std::cell::Cell::new(None);
        let node = NodeState { depth, alpha, beta, ply, eval, improving, in_check, safe };
        if let Some(score) = self.prune_before_moves(pos, &node) {
            return score;
        }
        let mut moves = legal(pos);
        self.order(pos, &mut moves, hash_move, ply);
        let killers = self.killers[ply.min(MAX_PLY)];
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut failed: Vec<V::Move> = Vec::new();
        // Captures that lose material by static exchange, put off until the rest are tried.
        let mut bad_captures: Vec<V::Move> = Vec::new();
        let mut next = 0;
        let mut i = 0;
        loop {
            let mv = if let Some(&mv) = moves.get(next) {
                next += 1;
                if Some(mv) != hash_move
                    && next < moves.len()
                    && pos.capture_value(mv) > 0
                    && !see_ge(pos, mv, 0)
                {
                    bad_captures.push(mv);
                    continue;
                }
                mv
            } else if let Some(&mv) = bad_captures.get(next - moves.len()) {
                next += 1;
                mv
            } else {
                break;
            };
            i += 1;
            let i = i - 1;
            let capture = pos.capture_value(mv) > 0;
            let quiet = !capture && !in_check;
            // Late quiet moves are searched shallower first (reduced: the later and the
            // deeper, the more; less on the principal variation, for a killer, and for a move
            // with a good history, more when the position is not improving), all with a null
            // window; a move that beats alpha is searched again in full.
            let reduction = if depth >= 2 && i >= 3 && quiet {
                let mut r = i32::try_from(reduction(depth, i)).unwrap_or(0);
                r += i32::from(!improving) - i32::from(on_pv);
                r -= i32::from(killers.contains(&Some(mv)));
                r -= self.quiet_history(pos, mv, ply) / HISTORY_PER_PLY;
                u32::try_from(r.clamp(0, i32::try_from(depth).unwrap_or(0) - 1)).unwrap_or(0)
            } else {
                0
            };
            let reduced = (depth - 1).saturating_sub(reduction);
            let mut child = pos.clone();
            let check = self.make(&mut child, mv, ply);
            if !check
                && self.skip_futile(pos, mv, &node, i, reduced, best)
                && !child.royal_en_prise()
            {
                self.unmake();
                continue;
            }
            // A move that gives check is searched in full.
            let reduced = if check { depth - 1 } else { reduced };
            let score = if i == 0 {
                -self.negamax(&child, check, depth - 1, -beta, -alpha, ply + 1)
            } else {
                let mut s = -self.negamax(&child, check, reduced, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduced < depth - 1 && !self.aborted {
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
                self.remember_cutoff(pos, mv, &failed, depth, ply);
                break;
            }
            failed.push(mv);
        }
        if best == -INFINITY {
            // Every move was pruned but the first cannot be: only when there are none, which
            // the game's outcome settled before.
            return alpha;
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

/// What the table key of a position seen before on the line is XORed with.
const REPEATED: u64 = 0x9e37_79b9_7f4a_7c15;

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
