//! What is cut without a full search: before a node's moves (reverse futility, razoring, the
//! null move) and among them (late-move pruning, futility, static exchange).

use rules::History;

use super::{
    FUTILITY_DEPTH, FUTILITY_MARGIN, FUTILITY_PER_DEPTH, LMP_DEPTH, MATE_BOUND, NULL_MOVE_DEPTH,
    NULL_MOVE_EVAL_STEP, NULL_MOVE_REDUCTION, NULL_MOVE_VERIFY_DEPTH, RAZOR_DEPTH, RAZOR_MARGIN,
    RAZOR_PER_DEPTH2, RFP_DEPTH, RFP_MARGIN, SEE_CAPTURE_MARGIN, SEE_PRUNE_DEPTH, SEE_QUIET_MARGIN,
    Searcher, see::see_ge,
};
use crate::eval::Evaluate;

/// What a node knows before its moves, for pruning.
#[derive(Debug, Clone)]
pub(super) struct NodeState {
    /// Depth left.
    pub depth: u32,
    pub alpha: i32,
    pub beta: i32,
    pub ply: usize,
    /// Its static evaluation (meaningless in check).
    pub eval: i32,
    /// Whether the evaluation rose since the side's last move.
    pub improving: bool,
    pub in_check: bool,
    /// Whether pruning is safe here, once asked ([`NodeState::safe`]).
    pub safe: std::cell::Cell<Option<bool>>,
}

impl NodeState {
    fn on_pv(&self) -> bool {
        self.beta - self.alpha > 1
    }

    /// Whether the side to move keeps enough force for pruning to be safe (no zugzwang) and
    /// its royal piece cannot be taken (as good as in check): worked out only when some
    /// pruning would apply, since it costs a look at the board and at the opponent's
    /// captures.
    fn safe<V: Evaluate>(&self, pos: &V) -> bool {
        if let Some(safe) = self.safe.get() {
            return safe;
        }
        let safe = pos.null_move_safe() && !pos.royal_en_prise();
        self.safe.set(Some(safe));
        safe
    }
}

impl<V: Evaluate> Searcher<V> {
    /// A score for the node without trying its moves, when its evaluation says it is far
    /// above beta (reverse futility), far below alpha and quiescence agrees (razoring), or
    /// above beta even after passing (the null move, verified when deep).
    pub(super) fn prune_before_moves(&mut self, pos: &V, n: &NodeState) -> Option<i32> {
        if n.on_pv() || n.in_check || n.beta.abs() >= MATE_BOUND {
            return None;
        }
        let depth = n.depth;
        let improving = u32::from(n.improving);
        if depth <= RFP_DEPTH
            && n.eval - RFP_MARGIN * plies(depth - improving) >= n.beta
            && n.safe(pos)
        {
            return Some(n.eval);
        }
        let d = plies(depth);
        if depth <= RAZOR_DEPTH
            && n.alpha.abs() < MATE_BOUND
            && n.eval + RAZOR_MARGIN + RAZOR_PER_DEPTH2 * d * d < n.alpha
            && n.safe(pos)
        {
            let score = self.quiesce(pos, false, n.alpha, n.beta, n.ply, 0, None);
            if score <= n.alpha {
                return Some(score);
            }
        }
        if depth >= NULL_MOVE_DEPTH
            && n.eval >= n.beta
            && n.ply >= self.null_move_floor
            && n.safe(pos)
        {
            return self.null_move(pos, n);
        }
        None
    }

    /// The null move: let the opponent move twice; if the position still beats beta, so
    /// would a real move.
    fn null_move(&mut self, pos: &V, n: &NodeState) -> Option<i32> {
        let previous_was_null = n.ply >= 1 && self.frames[n.ply - 1].moved.is_none();
        if previous_was_null {
            return None;
        }
        let null = pos.null_move()?;
        let by_eval = u32::try_from(((n.eval - n.beta) / NULL_MOVE_EVAL_STEP).min(3)).unwrap_or(0);
        let r = NULL_MOVE_REDUCTION + n.depth / 3 + by_eval;
        let reduced = n.depth.saturating_sub(r);
        self.frames[n.ply].moved = None;
        // Nothing before the null move can repeat after it: the line starts afresh there.
        let line = std::mem::replace(&mut self.history, History::new(null.hash()));
        let score = -self.negamax(&null, false, reduced, -n.beta, -n.beta + 1, n.ply + 1);
        self.history = line;
        if self.aborted || score < n.beta {
            return None;
        }
        // A win found after passing is no proof of one.
        let score = if score >= MATE_BOUND { n.beta } else { score };
        if n.depth < NULL_MOVE_VERIFY_DEPTH {
            return Some(score);
        }
        self.null_move_floor = n.ply + usize::try_from(3 * reduced / 4).unwrap_or(0);
        let verified = self.negamax(pos, false, reduced, n.beta - 1, n.beta, n.ply);
        self.null_move_floor = 0;
        (verified >= n.beta && !self.aborted).then_some(score)
    }

    /// Whether to skip the `tried`th move (from 0), played and not giving check, without
    /// searching it: a late quiet move (late-move pruning), a quiet move that cannot lift the
    /// evaluation to alpha (futility), or a move that loses too much by static exchange. Never
    /// the first move, never in check, never once every move so far loses. (A move that
    /// gives check is always searched: a mate is most often one.)
    pub(super) fn skip_futile(
        &self,
        pos: &V,
        mv: V::Move,
        n: &NodeState,
        tried: usize,
        reduced_depth: u32,
        best: i32,
    ) -> bool {
        if tried == 0 || n.in_check || best <= -MATE_BOUND {
            return false;
        }
        let capture = pos.capture_value(mv) > 0;
        let r = plies(reduced_depth);
        if !capture && !n.on_pv() && n.depth <= LMP_DEPTH {
            let d = plies(n.depth);
            let enough = (3 + d * d) / (2 - i32::from(n.improving));
            if i32::try_from(tried).unwrap_or(i32::MAX) >= enough {
                return n.safe(pos);
            }
        }
        if !capture
            && !n.on_pv()
            && reduced_depth <= FUTILITY_DEPTH
            && n.eval + FUTILITY_MARGIN + FUTILITY_PER_DEPTH * r <= n.alpha
        {
            return n.safe(pos);
        }
        if n.depth <= SEE_PRUNE_DEPTH {
            let floor = if capture {
                -SEE_CAPTURE_MARGIN * plies(n.depth)
            } else {
                -SEE_QUIET_MARGIN * r * r
            };
            return n.safe(pos) && !see_ge(pos, mv, floor);
        }
        false
    }
}

/// A depth as a number to multiply margins by.
fn plies(depth: u32) -> i32 {
    i32::try_from(depth).unwrap_or(i32::MAX)
}
