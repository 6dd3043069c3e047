//! The cheapest way to give each of n rows its own one of n columns (the assignment problem),
//! by the Hungarian method with potentials, O(n³).
//!
//! A bracket's walk asks it how well the S1 players still to be placed can do against the S2
//! players left (each S2 player who stays over floats, a row of its own): the exact best of
//! all the transpositions below a point of the walk, where counting conflicts only bounds it
//! loosely. Costs are criteria packed into one number, most important in the highest bits.

/// A pair that may not be made.
const FORBIDDEN: i128 = 1 << 100;
const INFINITE: i128 = i128::MAX / 4;

/// The least total cost of giving every row a different column, and the column of each row;
/// `None` when no such assignment avoids the forbidden pairs (`None` entries of `cost`).
/// `cost` is square; entries must stay below 2⁹⁰ so that sums cannot reach [`FORBIDDEN`].
pub(crate) fn cheapest(cost: &[Vec<Option<i128>>]) -> Option<(i128, Vec<usize>)> {
    let n = cost.len();
    if n == 0 {
        return Some((0, Vec::new()));
    }
    let at = |r: usize, c: usize| cost[r - 1][c - 1].unwrap_or(FORBIDDEN);
    // Potentials of rows (u) and columns (v), 1-based; column 0 is the root of each search.
    let mut u = vec![0i128; n + 1];
    let mut v = vec![0i128; n + 1];
    let mut row_of = vec![0usize; n + 1];
    let mut way = vec![0usize; n + 1];
    for row in 1..=n {
        row_of[0] = row;
        let mut col = 0usize;
        let mut least = vec![INFINITE; n + 1];
        let mut used = vec![false; n + 1];
        loop {
            used[col] = true;
            let r = row_of[col];
            let mut delta = INFINITE;
            let mut next = 0usize;
            for c in 1..=n {
                if used[c] {
                    continue;
                }
                let reduced = at(r, c) - u[r] - v[c];
                if reduced < least[c] {
                    least[c] = reduced;
                    way[c] = col;
                }
                if least[c] < delta {
                    delta = least[c];
                    next = c;
                }
            }
            for c in 0..=n {
                if used[c] {
                    u[row_of[c]] += delta;
                    v[c] -= delta;
                } else {
                    least[c] -= delta;
                }
            }
            col = next;
            if row_of[col] == 0 {
                break;
            }
        }
        // Augment along the path found.
        loop {
            let previous = way[col];
            row_of[col] = row_of[previous];
            col = previous;
            if col == 0 {
                break;
            }
        }
    }
    let mut col_of = vec![0usize; n];
    for c in 1..=n {
        col_of[row_of[c] - 1] = c - 1;
    }
    let mut total = 0i128;
    for (r, &c) in col_of.iter().enumerate() {
        total += cost[r][c]?;
    }
    Some((total, col_of))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every answer checked against trying every permutation, on small random tables with
    /// forbidden pairs.
    #[test]
    fn agrees_with_trying_every_permutation() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for trial in 0..400 {
            let n = trial % 7;
            let cost: Vec<Vec<Option<i128>>> = (0..n)
                .map(|_| {
                    (0..n)
                        .map(|_| {
                            let x = next();
                            (x % 5 != 0).then(|| i128::from(x % 1000) << (x % 3 * 30))
                        })
                        .collect()
                })
                .collect();
            let fast = cheapest(&cost).map(|(total, cols)| {
                let sum: i128 = cols.iter().enumerate().map(|(r, &c)| cost[r][c].unwrap()).sum();
                assert_eq!(sum, total, "trial {trial}");
                total
            });
            assert_eq!(fast, brute(&cost, 0, &mut vec![false; n]), "trial {trial}");
        }
    }

    fn brute(cost: &[Vec<Option<i128>>], row: usize, taken: &mut Vec<bool>) -> Option<i128> {
        if row == cost.len() {
            return Some(0);
        }
        let mut best = None;
        for c in 0..cost.len() {
            let Some(x) = cost[row][c] else { continue };
            if taken[c] {
                continue;
            }
            taken[c] = true;
            if let Some(rest) = brute(cost, row + 1, taken) {
                best = Some(best.map_or(x + rest, |b: i128| b.min(x + rest)));
            }
            taken[c] = false;
        }
        best
    }
}
