//! What the search learns about moves as it goes, for ordering and reductions: which quiet
//! moves cut off (by their cells, and after the opponent's last two moves: continuation
//! history), which captures did, and each move's best answer (the counter-move). Every score
//! is bounded: a bonus moves it toward the bound by a share of the distance left ("gravity"),
//! so old lessons fade instead of piling up, and a move that failed gets a malus.

use rules::{Cell, MAX_SIZE};

use crate::eval::KINDS;

/// The history tables' cells for one end of a move: every cell of the largest board, and 0
/// for none (a drop's origin).
pub(super) const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize + 1;
/// A piece and where it went: the key of continuation and capture histories.
const PIECE_TO: usize = KINDS * CELLS;

/// The bound of every history score.
pub(super) const HISTORY_MAX: i32 = 16_384;

/// A move as the history tables see it: the kind of piece that made it (0 for a drop) and
/// the cells it left and reached.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub(super) struct Moved {
    pub kind: usize,
    pub from: usize,
    pub to: usize,
}

impl Moved {
    pub fn new(kind: usize, from: Option<Cell>, to: Option<Cell>) -> Moved {
        Moved { kind: kind.min(KINDS - 1), from: cell_index(from), to: cell_index(to) }
    }

    fn piece_to(self) -> usize {
        self.kind * CELLS + self.to
    }

    fn butterfly(self) -> usize {
        self.from * CELLS + self.to
    }
}

/// The index of a cell in the tables (0 for none).
fn cell_index(c: Option<Cell>) -> usize {
    c.map_or(0, |c| 1 + usize::from(c.rank()) * MAX_SIZE as usize + usize::from(c.file()))
}

/// Every table, for one search.
pub(super) struct Histories<M> {
    /// Quiet moves by their cells, for each side.
    quiet: Vec<i16>,
    /// Captures by piece, destination and victim.
    capture: Vec<i16>,
    /// Quiet moves by piece and destination, after a move by piece and destination.
    continuation: Vec<i16>,
    /// The quiet move that last refuted each move (by piece and destination).
    counter: Vec<Option<M>>,
}

impl<M: Copy> Histories<M> {
    pub fn new() -> Histories<M> {
        Histories {
            quiet: vec![0; 2 * CELLS * CELLS],
            capture: vec![0; PIECE_TO * KINDS],
            continuation: vec![0; PIECE_TO * PIECE_TO],
            counter: vec![None; PIECE_TO],
        }
    }

    /// How good a quiet move has been: its own history for `side` (0 or 1) and after each of
    /// the `previous` moves (the opponent's last, then the side's own before it).
    pub fn quiet_score(&self, side: usize, m: Moved, previous: &[Option<Moved>]) -> i32 {
        let mut score = i32::from(self.quiet[side * CELLS * CELLS + m.butterfly()]);
        for p in previous.iter().flatten() {
            score += i32::from(self.continuation[p.piece_to() * PIECE_TO + m.piece_to()]);
        }
        score
    }

    /// How good a capture of a `victim` (kind) has been.
    pub fn capture_score(&self, m: Moved, victim: usize) -> i32 {
        i32::from(self.capture[m.piece_to() * KINDS + victim.min(KINDS - 1)])
    }

    /// The move that last refuted `previous`.
    pub fn counter(&self, previous: Option<Moved>) -> Option<M> {
        previous.and_then(|p| self.counter[p.piece_to()])
    }

    /// A quiet move's result: `bonus` (negative for a malus) to its own history and to its
    /// continuation after each of `previous`.
    pub fn reward_quiet(&mut self, side: usize, m: Moved, previous: &[Option<Moved>], bonus: i32) {
        gravity(&mut self.quiet[side * CELLS * CELLS + m.butterfly()], bonus);
        for p in previous.iter().flatten() {
            gravity(&mut self.continuation[p.piece_to() * PIECE_TO + m.piece_to()], bonus);
        }
    }

    /// A capture's result.
    pub fn reward_capture(&mut self, m: Moved, victim: usize, bonus: i32) {
        gravity(&mut self.capture[m.piece_to() * KINDS + victim.min(KINDS - 1)], bonus);
    }

    /// `answer` refuted `previous`.
    pub fn set_counter(&mut self, previous: Option<Moved>, answer: M) {
        if let Some(p) = previous {
            self.counter[p.piece_to()] = Some(answer);
        }
    }
}

/// `entry` moved by `bonus` toward the bound: the nearer it already is, the less.
fn gravity(entry: &mut i16, bonus: i32) {
    let bonus = bonus.clamp(-HISTORY_MAX, HISTORY_MAX);
    let old = i32::from(*entry);
    let new = old + bonus - old * bonus.abs() / HISTORY_MAX;
    *entry = i16::try_from(new.clamp(-HISTORY_MAX, HISTORY_MAX)).unwrap_or(0);
}

/// The bonus for a move that cut off at `depth` (and the malus for those tried before it).
pub(super) fn bonus(depth: u32) -> i32 {
    let d = i32::try_from(depth).unwrap_or(64);
    (170 * d - 90).clamp(0, 1_600)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gravity_stays_within_its_bound_and_fades() {
        let mut h = 0i16;
        for _ in 0..1_000 {
            gravity(&mut h, 1_600);
        }
        assert!(i32::from(h) <= HISTORY_MAX && i32::from(h) > HISTORY_MAX - 200, "{h}");
        gravity(&mut h, -1_600);
        assert!(i32::from(h) < HISTORY_MAX - 1_500, "a malus takes back more near the bound");
        for _ in 0..1_000 {
            gravity(&mut h, -1_600);
        }
        assert!(i32::from(h) >= -HISTORY_MAX && i32::from(h) < -HISTORY_MAX + 200, "{h}");
    }
}
