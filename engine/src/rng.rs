//! A small seeded generator (SplitMix64) for the lower levels' choice among near-best moves
//! and the tools' random openings and shuffles: the same seed gives the same numbers, on
//! every machine.

/// SplitMix64.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator started from `seed`.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `n` (0 when `n` is 0).
    ///
    /// ```
    /// let mut rng = engine::rng::Rng::new(1);
    /// assert!((0..100).all(|_| rng.below(6) < 6));
    /// assert_eq!(rng.below(0), 0);
    /// ```
    pub fn below(&mut self, n: usize) -> usize {
        let n = u64::try_from(n).unwrap_or(u64::MAX);
        usize::try_from(self.next_u64().checked_rem(n).unwrap_or(0)).unwrap_or(0)
    }

    /// An index into `weights`, each drawn in proportion to its weight (0 if all are 0).
    pub fn weighted(&mut self, weights: &[u64]) -> usize {
        let total: u64 = weights.iter().sum();
        if total == 0 {
            return 0;
        }
        let mut pick = self.next_u64() % total;
        for (i, &w) in weights.iter().enumerate() {
            if pick < w {
                return i;
            }
            pick -= w;
        }
        weights.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::Rng;

    #[test]
    fn draws_follow_the_weights_and_repeat_for_a_seed() {
        let mut counts = [0; 3];
        let mut rng = Rng::new(1);
        for _ in 0..6_000 {
            counts[rng.weighted(&[1, 2, 3])] += 1;
        }
        assert!(counts[0] < counts[1] && counts[1] < counts[2], "{counts:?}");
        assert!((800..1_200).contains(&counts[0]), "{counts:?}");
        let draw = |seed| (0..20).map(|_| Rng::new(seed).next_u64()).collect::<Vec<_>>();
        assert_eq!(draw(5), draw(5));
        assert_eq!(Rng::new(9).weighted(&[0, 0, 4]), 2);
    }
}
