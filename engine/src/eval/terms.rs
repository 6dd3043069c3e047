//! Evaluations as weighted sums of terms: each game lists what it counts in a position (a
//! piece on a point, how free a Horse is, a missing Adviser…), each with a weight, so that the
//! tuner (`examples/tune.rs`, [`crate::tune`]) can fit the weights to the results of games.
//! The same code counts the terms for the search (summing weights as it goes, no list built)
//! and for the tuner (collecting them), so what is tuned is what is played.

/// Where a position's terms go: each term's index and how many times it counts for the first
/// side (the second side's counted negative).
pub trait Sink {
    /// Term `term` counts `count` more times.
    fn add(&mut self, term: usize, count: i32);

    /// Term `term` counts once for `side` (negative for the second).
    fn add_for(&mut self, side: rules::Side, term: usize, count: i32) {
        self.add(term, super::for_side(side, count));
    }

    /// Whether any of `terms` can change what the sink holds: the search's sum skips terms
    /// weighted 0 (and the work of counting them); the tuner wants every term.
    fn wants(&self, _terms: std::ops::Range<usize>) -> bool {
        true
    }
}

/// Sums each term's count times its weight: the evaluation itself.
pub(crate) struct Weighted<'a> {
    pub(crate) weights: &'a [i32],
    pub(crate) total: i32,
}

impl Sink for Weighted<'_> {
    #[inline(always)]
    fn add(&mut self, term: usize, count: i32) {
        self.total += self.weights[term] * count;
    }

    #[inline(always)]
    fn wants(&self, terms: std::ops::Range<usize>) -> bool {
        self.weights.get(terms).is_some_and(|w| w.iter().any(|&w| w != 0))
    }
}

/// Collects the terms that count (for the tuner), merging repeats.
#[derive(Debug, Default, Clone)]
pub struct Collected(pub Vec<(u32, i32)>);

impl Sink for Collected {
    fn add(&mut self, term: usize, count: i32) {
        if count == 0 {
            return;
        }
        let term = u32::try_from(term).unwrap_or(u32::MAX);
        match self.0.iter_mut().find(|(t, _)| *t == term) {
            Some((_, c)) => *c += count,
            None => self.0.push((term, count)),
        }
    }
}

/// A game whose evaluation is a weighted sum of terms.
pub trait Terms: rules::Variant {
    /// The weights, one per term, in centipawns: the game's tuned file in `eval/weights/`.
    const WEIGHTS: &'static [i32];

    /// Counts the position's terms into `sink`.
    fn terms(&self, sink: &mut impl Sink);

    /// What term `i` counts, for the tuner's report and the weights file.
    fn term_name(i: usize) -> String;

    /// The weighted sum: the position's worth for the first side.
    #[inline]
    fn weighted(&self) -> i32 {
        let mut sum = Weighted { weights: Self::WEIGHTS, total: 0 };
        self.terms(&mut sum);
        sum.total
    }
}

/// A table of terms indexed by a piece's point, seen from its own side (the first side's
/// rank 0 is its back rank, the second side's is the last) and folded left to right (a
/// point and its mirror image share a term), which halves the terms to tune.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Squares {
    pub(crate) files: u8,
    pub(crate) ranks: u8,
}

impl Squares {
    /// The terms a table holds: half the files (rounded up) times the ranks.
    pub(crate) const fn len(self) -> usize {
        (self.files as usize).div_ceil(2) * self.ranks as usize
    }

    /// The term, within a table, of `side`'s piece on `cell`.
    pub(crate) fn index(self, side: rules::Side, cell: rules::Cell) -> usize {
        let file = usize::from(cell.file().min(self.files - 1 - cell.file()));
        let rank = usize::from(super::advance(side, cell, self.ranks).max(0) as u8);
        rank * (self.files as usize).div_ceil(2) + file
    }

    /// The name of term `i` within a table: `f3`-style, for the folded file and own rank.
    pub(crate) fn name(self, i: usize) -> String {
        let half = (self.files as usize).div_ceil(2);
        let (rank, file) = (i / half, i % half);
        format!("{}{}", char::from(b'a' + file as u8), rank + 1)
    }
}
