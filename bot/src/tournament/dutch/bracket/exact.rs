//! The transpositions of one exchange, walked exactly when at most one player floats.
//!
//! Everything a remainder's candidate is judged by then splits into a part for each pair (the
//! colours, [C10]–[C13]; its players share a score, so no pair floats anyone) and a part for
//! the one downfloater (the bye's score, the next bracket's prospects, the bye's unplayed
//! games, a repeated float: [C5], [C8], [C9], [C14], [C16]). The best transposition is then
//! an assignment problem ([`assignment`]): S1's players to S2's, the S2 player left over to a
//! row of its own. The first best transposition in Article 4.2's order is found by fixing
//! S1's partners one by one, each the first in S2 that still leaves the best reachable.
//!
//! The depth-first walk finds the same candidate, but in a bracket of a hundred players it
//! spends its steps below the first pairs it made and never comes back up to change them.

use std::collections::HashMap;

use super::{Bracket, Candidate, Cost};
use crate::tournament::dutch::{assignment, cost::PACKED_BITS};

/// Where a downfloater's rank among the others goes in a packed cost: above the eight
/// counts of [C10]–[C17].
const FLOATER_RANK_SHIFT: u32 = 8 * PACKED_BITS;

impl Bracket<'_, '_> {
    /// What each player of `rest` brings if they alone float down from the remainder (beside
    /// the MDPs in the `limbo`), packed: their rank among the others by [C5], [C8], [C9],
    /// then the repeated floats. `None` for a player whose floating would leave the round
    /// impossible to complete.
    pub(super) fn lone_floater_weights(
        &mut self,
        rest: &[usize],
        limbo: &[usize],
    ) -> HashMap<usize, Option<i128>> {
        let mut finished = Vec::new();
        for &p in rest {
            let mut floaters = limbo.to_vec();
            floaters.push(p);
            finished.push((p, self.finish(&floaters, Cost::new(self.top))));
        }
        let mut keys: Vec<_> =
            finished.iter().filter_map(|(_, c)| c.as_ref().map(Cost::above_colours)).collect();
        keys.sort();
        keys.dedup();
        finished
            .iter()
            .map(|(p, c)| {
                let weight = c.as_ref().map(|c| {
                    let rank = keys.binary_search(&c.above_colours()).unwrap_or(0);
                    (i128::try_from(rank).unwrap_or(0) << FLOATER_RANK_SHIFT) | c.packed_counts()
                });
                (*p, weight)
            })
            .collect()
    }

    /// The colours of a pair, packed; `None` when they may not meet.
    fn pair_weight(&mut self, a: usize, b: usize) -> Option<i128> {
        if let Some(known) = self.pair_weights.get(&(a, b)) {
            return *known;
        }
        let weight = self.round.may_meet(a, b).then(|| {
            let mut cost = Cost::new(self.top);
            self.add_pair(&mut cost, a, b);
            cost.packed_counts()
        });
        self.pair_weights.insert((a, b), weight);
        weight
    }

    /// The best transposition of `lower` against `upper` (one more in `lower` at most, who
    /// floats), the first of the best in order, offered as a candidate; nothing when it cannot
    /// beat the best so far.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn transpose_exact(
        &mut self,
        upper: &[usize],
        lower: &[usize],
        made: &[(usize, usize)],
        limbo: &[usize],
        cost: &Cost,
        floating_alone: &HashMap<usize, Option<i128>>,
    ) {
        let n = lower.len();
        let mut table: Vec<Vec<Option<i128>>> = Vec::with_capacity(n);
        for &u in upper {
            table.push(lower.iter().map(|&l| self.pair_weight(u, l)).collect());
        }
        while table.len() < n {
            table.push(lower.iter().map(|l| floating_alone.get(l).copied().flatten()).collect());
        }
        // A step of the walk for each row: an assignment costs far more than a walk's step, and
        // the cap on steps bounds a bracket's time.
        self.visits += n as u64;
        let Some((optimum, mut columns)) = assignment::cheapest(&table) else { return };
        let Some(reachable) = self.complete(upper, lower, &columns, made, limbo, cost) else {
            return;
        };
        if self.best.as_ref().is_some_and(|(best, ..)| reachable.0 >= *best) {
            return;
        }
        // Fix S1's partners in order, each the first that still leaves the optimum reachable.
        let mut fixed_weight = 0i128;
        for row in 0..upper.len() {
            for col in 0..n {
                if col == columns[row] {
                    break;
                }
                let Some(weight) = table[row][col] else { continue };
                if columns[..row].contains(&col) {
                    continue;
                }
                let free: Vec<usize> =
                    (0..n).filter(|c| *c != col && !columns[..row].contains(c)).collect();
                let smaller: Vec<Vec<Option<i128>>> =
                    table[row + 1..].iter().map(|r| free.iter().map(|&c| r[c]).collect()).collect();
                self.visits += smaller.len() as u64;
                if let Some((rest, picked)) = assignment::cheapest(&smaller)
                    && fixed_weight + weight + rest == optimum
                {
                    columns[row] = col;
                    for (r, &p) in picked.iter().enumerate() {
                        columns[row + 1 + r] = free[p];
                    }
                    break;
                }
            }
            fixed_weight += table[row][columns[row]].unwrap_or(0);
        }
        let Some((cost, pairs, floaters)) =
            self.complete(upper, lower, &columns, made, limbo, cost)
        else {
            return;
        };
        debug_assert!(cost == reachable.0, "the first best reaches the best");
        if self.best.as_ref().is_none_or(|(best, ..)| cost < *best) {
            self.best = Some((cost, pairs, floaters));
        }
    }

    /// The candidate made of `made` and `upper` paired by `columns` (rows past `upper` float),
    /// with its cost; `None` when the round could not be completed after it.
    fn complete(
        &mut self,
        upper: &[usize],
        lower: &[usize],
        columns: &[usize],
        made: &[(usize, usize)],
        limbo: &[usize],
        cost: &Cost,
    ) -> Option<Candidate> {
        let mut cost = cost.clone();
        let mut pairs = made.to_vec();
        for (&u, &c) in upper.iter().zip(columns) {
            self.add_pair(&mut cost, u, lower[c]);
            pairs.push((u, lower[c]));
        }
        let mut floaters = limbo.to_vec();
        let paired = &columns[..upper.len()];
        floaters.extend((0..lower.len()).filter(|c| !paired.contains(c)).map(|c| lower[c]));
        let cost = self.finish(&floaters, cost)?;
        Some((cost, pairs, floaters))
    }
}
