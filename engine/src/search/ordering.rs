//! Move ordering: the hash move, then captures (most valuable victim first, then by capture
//! history), then the killers and the counter-move, then quiet moves by history and
//! continuation history. A capture that loses material by static exchange is put off until
//! after the quiet moves when the search reaches it ([`Searcher::negamax`]): most nodes cut off
//! before, and the exchange is worked out only for those that do not.

use super::{
    MAX_PLY, Scored, Searcher,
    history::{Moved, bonus},
};
use crate::eval::Evaluate;

/// Sort keys, lowest first: above every quiet move's history, below the hash move.
const CAPTURE: i32 = -3_000_000;
const KILLER: i32 = -2_000_000;
const COUNTER: i32 = -1_900_000;

impl<V: Evaluate> Searcher<V> {
    /// The move as the history tables see it.
    pub(super) fn moved(pos: &V, mv: V::Move) -> Moved {
        let rules::LastMove { from, to } = pos.move_cells(mv);
        Moved::new(from.map_or(0, |c| pos.kind_at(c)), from, to)
    }

    /// The moves played one and two plies before `ply` (none for a null move or before the
    /// root).
    pub(super) fn previous(&self, ply: usize) -> [Option<Moved>; 2] {
        let at = |back: usize| ply.checked_sub(back).and_then(|p| self.frames[p].moved);
        [at(1), at(2)]
    }

    /// Sorts `moves` best-first for the node at `ply`.
    pub(super) fn order(
        &self,
        pos: &V,
        moves: &mut [V::Move],
        hash_move: Option<V::Move>,
        ply: usize,
    ) {
        let killers = self.killers[ply.min(MAX_PLY)];
        let previous = self.previous(ply);
        let counter = self.histories.counter(previous[0]);
        let side = pos.side_to_move().index();
        moves.sort_by_cached_key(|&m| {
            if Some(m) == hash_move {
                return i32::MIN;
            }
            let moved = Self::moved(pos, m);
            let victim = pos.capture_value(m);
            if victim > 0 {
                let history = self.histories.capture_score(moved, self.victim_kind(pos, m));
                return CAPTURE - (victim * 64 + history / 32);
            }
            if killers[0] == Some(m) {
                return KILLER - 1;
            }
            if killers[1] == Some(m) {
                return KILLER;
            }
            if counter == Some(m) {
                return COUNTER;
            }
            -self.histories.quiet_score(side, moved, &previous)
        });
    }

    /// The kind of piece move `mv` takes (0 for none).
    pub(super) fn victim_kind(&self, pos: &V, mv: V::Move) -> usize {
        pos.move_cells(mv).to.map_or(0, |c| pos.kind_at(c))
    }

    /// A move that cut off at `depth`: a quiet move becomes a killer at this ply and the
    /// counter-move to the last move, and gains history (after the last two moves too); a
    /// capture gains capture history. The moves tried before it, quiet or capture, lose as
    /// much.
    pub(super) fn remember_cutoff(
        &mut self,
        pos: &V,
        mv: V::Move,
        failed: &[V::Move],
        depth: u32,
        ply: usize,
    ) {
        let b = bonus(depth);
        let previous = self.previous(ply);
        let side = pos.side_to_move().index();
        if pos.capture_value(mv) > 0 {
            let victim = self.victim_kind(pos, mv);
            self.histories.reward_capture(Self::moved(pos, mv), victim, b);
        } else {
            let slot = &mut self.killers[ply.min(MAX_PLY)];
            if slot[0] != Some(mv) {
                slot[1] = slot[0];
                slot[0] = Some(mv);
            }
            self.histories.set_counter(previous[0], mv);
            self.histories.reward_quiet(side, Self::moved(pos, mv), &previous, b);
        }
        for &m in failed {
            let moved = Self::moved(pos, m);
            if pos.capture_value(m) > 0 {
                let victim = self.victim_kind(pos, m);
                self.histories.reward_capture(moved, victim, -b);
            } else {
                self.histories.reward_quiet(side, moved, &previous, -b);
            }
        }
    }

    /// How good a quiet move has been, for reductions.
    pub(super) fn quiet_history(&self, pos: &V, mv: V::Move, ply: usize) -> i32 {
        let side = pos.side_to_move().index();
        self.histories.quiet_score(side, Self::moved(pos, mv), &self.previous(ply))
    }
}

/// Root moves before the first iteration: captures first, as inside the tree.
pub(super) fn order_root<V: Evaluate>(pos: &V, moves: &mut [Scored<V::Move>]) {
    moves.sort_by_cached_key(|s| {
        let victim = pos.capture_value(s.mv);
        if victim > 0 { -mvv_lva(victim, pos.mover_value(s.mv)) } else { 0 }
    });
}

/// The order of captures: most valuable victim first, then least valuable attacker.
pub(super) fn mvv_lva(victim: i32, attacker: i32) -> i32 {
    victim * 16 - attacker / 16
}
