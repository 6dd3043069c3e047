//! Quiescence: captures only, from a standing evaluation, until the position is quiet; in
//! check, every evasion (a side in check cannot stand on its evaluation).

use rules::Cell;

use super::{INFINITY, MAX_QUIESCENCE, Searcher, legal, ordering::mvv_lva, see::see_ge};
use crate::eval::Evaluate;

/// Quiescence follows evasions of check for this many of its plies, then stands on the
/// evaluation even in check (a game of checks would not end).
const EVASION_PLIES: usize = 4;

impl<V: Evaluate> Searcher<V> {
    /// Captures only, from a standing evaluation: a quiet position is judged as it stands.
    /// `last` is where the capture before this one landed, if any.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn quiesce(
        &mut self,
        pos: &V,
        in_check: bool,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        depth: usize,
        last: Option<Cell>,
    ) -> i32 {
        if let Some(score) = self.visit(pos, ply) {
            return score;
        }
        if in_check && depth < EVASION_PLIES {
            return self.evasions(pos, alpha, beta, ply, depth);
        }
        let stand = pos.evaluate();
        if stand >= beta || depth >= MAX_QUIESCENCE {
            return stand;
        }
        alpha = alpha.max(stand);
        // Only captures that could lift the score to alpha (delta pruning) and do not lose
        // material by static exchange; past the first two plies only those that gain, or
        // take back on the square of the last capture: pieces that capture anywhere (American
        // Chess's Missile) would otherwise make every sequence of even trades worth
        // following, all over the board.
        let mut captures: Vec<(i32, V::Move)> = Vec::new();
        pos.for_each_capture(|m| {
            let victim = pos.capture_value(m);
            let attacker = pos.mover_value(m);
            let hopeful = stand + pos.capture_ceiling(victim) > alpha;
            let worth_following =
                depth < 2 || victim > attacker || (last.is_some() && pos.move_cells(m).to == last);
            if hopeful && worth_following {
                captures.push((mvv_lva(victim, attacker), m));
            }
        });
        captures.sort_by_key(|c| std::cmp::Reverse(c.0));
        for (_, mv) in captures {
            if !see_ge(pos, mv, 0) {
                continue;
            }
            let Some(score) = self.quiesce_move(pos, mv, alpha, beta, ply, depth) else {
                return 0;
            };
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// The score of `mv` from `pos`, searched in quiescence one ply further; `None` when the
    /// search was stopped meanwhile.
    fn quiesce_move(
        &mut self,
        pos: &V,
        mv: V::Move,
        alpha: i32,
        beta: i32,
        ply: usize,
        depth: usize,
    ) -> Option<i32> {
        let mut child = pos.clone();
        let check = self.make(&mut child, mv, ply);
        let to = pos.move_cells(mv).to;
        let score = -self.quiesce(&child, check, -beta, -alpha, ply + 1, depth + 1, to);
        self.unmake();
        (!self.aborted).then_some(score)
    }

    /// Every move out of check, captures first: the side to move has no standing score.
    fn evasions(&mut self, pos: &V, mut alpha: i32, beta: i32, ply: usize, depth: usize) -> i32 {
        let mut moves = legal(pos);
        moves.sort_by_cached_key(|&m| {
            let victim = pos.capture_value(m);
            -mvv_lva(victim, pos.mover_value(m)) - i32::from(victim > 0) * 1_000_000
        });
        let mut best = -INFINITY;
        for mv in moves {
            let Some(score) = self.quiesce_move(pos, mv, alpha, beta, ply, depth) else {
                return 0;
            };
            best = best.max(score);
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        best
    }
}
