//! The transposition table: what an earlier search learned of a position — its score, how
//! deep, which bound, and the best move — indexed by the position's hash, one entry per slot,
//! the deeper (or newer) search kept.

/// What a stored score means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Bound {
    /// The exact score.
    Exact,
    /// At least the score (the search failed high).
    Lower,
    /// At most the score (no move beat alpha).
    Upper,
}

/// One remembered position.
#[derive(Debug, Clone, Copy)]
pub struct Entry<M> {
    key: u64,
    /// The depth searched below it.
    pub depth: u32,
    /// Its score (wins and losses counted from this node).
    pub score: i32,
    /// What the score means.
    pub bound: Bound,
    /// The best move found, if any.
    pub best: Option<M>,
}

/// A fixed-size table.
#[derive(Debug)]
pub struct Table<M> {
    slots: Vec<Option<Entry<M>>>,
}

impl<M: Copy> Table<M> {
    /// A table of `size` slots (a power of two).
    pub fn new(size: usize) -> Table<M> {
        Table { slots: vec![None; size.next_power_of_two()] }
    }

    fn slot(&self, key: u64) -> usize {
        // The low bits index; the whole key is checked on probing.
        usize::try_from(key & (self.slots.len() as u64 - 1)).unwrap_or(0)
    }

    /// The entry for `key`, if this position is remembered.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.slot(key)].filter(|e| e.key == key)
    }

    /// Remembers a search of `key`, unless a deeper one of the same position is kept.
    pub fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, best: Option<M>) {
        let index = self.slot(key);
        let slot = &mut self.slots[index];
        if let Some(old) = slot
            && old.key == key
            && old.depth > depth
        {
            return;
        }
        let best = best.or_else(|| slot.filter(|e| e.key == key).and_then(|e| e.best));
        *slot = Some(Entry { key, depth, score, bound, best });
    }
}
