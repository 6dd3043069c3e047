//! Move ordering: the hash move, then captures (most valuable victim, least valuable attacker),
//! then killers, then quiet moves by history.

use rules::{Cell, MAX_SIZE};

use super::{CELLS, MAX_PLY, Scored, Searcher};
use crate::eval::Evaluate;

impl<V: Evaluate> Searcher<V> {
    /// Hash move, then captures by victim and attacker, then killers, then quiet moves by
    /// history.
    pub(super) fn order(
        &self,
        pos: &V,
        moves: &mut [V::Move],
        hash_move: Option<V::Move>,
        ply: usize,
    ) {
        let killers = self.killers[ply.min(MAX_PLY)];
        moves.sort_by_cached_key(|&m| {
            if Some(m) == hash_move {
                return i32::MIN;
            }
            let victim = pos.capture_value(m);
            if victim > 0 {
                return -(1_000_000 + mvv_lva(victim, pos.mover_value(m)));
            }
            if killers.contains(&Some(m)) {
                return -900_000;
            }
            let rules::LastMove { from, to } = pos.move_cells(m);
            -self.quiet_history[history_index(from, to)].min(800_000)
        });
    }

    /// A quiet move that cut off: a killer at this ply, and history for its cells.
    pub(super) fn remember_quiet(&mut self, pos: &V, mv: V::Move, depth: u32, ply: usize) {
        let slot = &mut self.killers[ply.min(MAX_PLY)];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        let rules::LastMove { from, to } = pos.move_cells(mv);
        let entry = &mut self.quiet_history[history_index(from, to)];
        let bonus = i32::try_from(depth * depth).unwrap_or(i32::MAX);
        *entry = entry.saturating_add(bonus);
    }
}

/// The index of a move's pair of cells in the history table.
pub(super) fn history_index(from: Option<Cell>, to: Option<Cell>) -> usize {
    let index = |c: Option<Cell>| {
        c.map_or(0, |c| 1 + usize::from(c.rank()) * MAX_SIZE as usize + usize::from(c.file()))
    };
    index(from) * CELLS + index(to)
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
