//! Quiescence: captures only, from a standing evaluation, until the position is quiet.

use rules::Cell;

use super::{DELTA, MAX_QUIESCENCE, Searcher, ordering::mvv_lva};
use crate::eval::Evaluate;

impl<V: Evaluate> Searcher<V> {
    /// Captures only, from a standing evaluation: a quiet position is judged as it stands.
    /// `last` is where the capture before this one landed, if any.
    pub(super) fn quiesce(
        &mut self,
        pos: &V,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        depth: usize,
        last: Option<Cell>,
    ) -> i32 {
        if let Some(score) = self.visit(pos, ply) {
            return score;
        }
        let stand = pos.evaluate();
        if stand >= beta || depth >= MAX_QUIESCENCE {
            return stand;
        }
        alpha = alpha.max(stand);
        // Only captures that could lift the score to alpha (delta pruning), and past the first
        // two plies only those that take more than they risk, or take back on the square of
        // the last capture: pieces that capture anywhere (American Chess's Missile) would
        // otherwise make every sequence of even trades worth following, all over the board.
        // Where even the first two plies explode, the game skips the captures that risk more
        // than they take and can be taken back.
        let mut captures: Vec<(i32, V::Move, bool)> = Vec::new();
        pos.for_each_capture(|m| {
            let victim = pos.capture_value(m);
            let attacker = pos.mover_value(m);
            let hopeful = stand + victim + DELTA > alpha;
            let worth_following =
                depth < 2 || victim > attacker || (last.is_some() && pos.move_cells(m).to == last);
            if hopeful && worth_following {
                captures.push((mvv_lva(victim, attacker), m, victim < attacker));
            }
        });
        captures.sort_by_key(|c| std::cmp::Reverse(c.0));
        for (_, mv, risky) in captures {
            let mut child = pos.clone();
            self.make(&mut child, mv);
            // A game that says so skips the captures that lose the capturer for less.
            let to = pos.move_cells(mv).to;
            if V::SKIP_LOSING_CAPTURES && risky && to.is_some_and(|cell| child.can_take_on(cell)) {
                self.unmake();
                continue;
            }
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, depth + 1, to);
            self.unmake();
            if self.aborted {
                return 0;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }
}
