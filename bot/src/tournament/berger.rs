//! Round robins by the Berger tables (FIDE Handbook C.05, Annex 1).
//!
//! For an even number of players `n`, the table of round `r` has player `n` on the first
//! board against `a`, where `a` runs 1, n/2 + 1, 2, n/2 + 2, …; player `n` has the second move
//! in odd rounds and the first in even ones. The other boards pair `a + k` (first move) with
//! `a − k` (second), counted round 1 … n − 1, for k = 1 … n/2 − 1. An odd number of players
//! plays the table of the next even number, and whoever meets the missing player sits out
//! that round (the bye of a round robin: no point, FIDE's tables have no pairing-allocated
//! bye).
//!
//! A double round robin plays the table twice, sides swapped in the second cycle; the last
//! two rounds of the first cycle are played in the other order, as C.05 recommends, so no
//! player has the same side three times running across the two cycles.
//!
//! ```
//! use bot::tournament::{berger, Board, Seat};
//! // Four players, round 2: 4–3, 1–2.
//! let round = berger::round(4, 2, false).unwrap();
//! assert_eq!(round.boards, [Board { first: Seat(4), second: Seat(3) },
//!                           Board { first: Seat(1), second: Seat(2) }]);
//! ```

use super::{Board, Pairing, Seat};

/// How many rounds a round robin of `players` has.
pub fn rounds(players: u16, double: bool) -> u16 {
    let even = players + players % 2;
    even.saturating_sub(1) * if double { 2 } else { 1 }
}

/// Round `round` (from 1) of a round robin of `players` (at least 2), or `None` past the last.
pub fn round(players: u16, round: u16, double: bool) -> Option<Pairing> {
    if players < 2 || round == 0 || round > rounds(players, double) {
        return None;
    }
    let n = players + players % 2;
    let cycle = n - 1;
    let second_cycle = round > cycle;
    let mut r = if second_cycle { round - cycle } else { round };
    if double && cycle >= 3 && !second_cycle {
        // The first cycle's last two rounds swapped.
        if r == cycle {
            r = cycle - 1;
        } else if r == cycle - 1 {
            r = cycle;
        }
    }
    let boards = table(n, r);
    let mut pairing = Pairing::default();
    for (first, second) in boards {
        let (first, second) = if second_cycle { (second, first) } else { (first, second) };
        if first > players || second > players {
            continue;
        }
        pairing.boards.push(Board { first: Seat(first), second: Seat(second) });
    }
    Some(pairing)
}

/// Who sits out round `round` of a round robin of an odd number of `players` (no one when
/// even).
pub fn sitting_out(players: u16, round: u16, double: bool) -> Option<Seat> {
    let pairing = self::round(players, round, double)?;
    (1..=players).map(Seat).find(|&s| !pairing.boards.iter().any(|b| b.has(s)))
}

/// The boards of round `r` (1 ..= n − 1) of the table for `n` (even) players, player `n`'s
/// first: (first move, second move).
fn table(n: u16, r: u16) -> Vec<(u16, u16)> {
    let cycle = n - 1;
    let half = n / 2;
    // Player n's opponent: 1, half + 1, 2, half + 2, …
    let a = if r % 2 == 1 { r.div_ceil(2) } else { half + r / 2 };
    let wrap = |x: i32| -> u16 {
        let c = i32::from(cycle);
        // `rem_euclid` of a positive modulus is in 0 .. c; fits u16.
        u16::try_from((x - 1).rem_euclid(c) + 1).unwrap_or(1)
    };
    let mut boards = Vec::with_capacity(usize::from(half));
    boards.push(if r % 2 == 1 { (a, n) } else { (n, a) });
    for k in 1..half {
        let k = i32::from(k);
        boards.push((wrap(i32::from(a) + k), wrap(i32::from(a) - k)));
    }
    boards
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(players: u16, r: u16, double: bool) -> String {
        let pairing = round(players, r, double).expect("a round");
        let boards: Vec<String> =
            pairing.boards.iter().map(|b| format!("{}-{}", b.first, b.second)).collect();
        boards.join(" ")
    }

    /// C.05 Annex 1's tables for 6 and 8 players, copied from the Handbook.
    #[test]
    fn the_handbooks_tables() {
        let six = ["1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1"];
        for (r, expected) in six.iter().enumerate() {
            assert_eq!(written(6, r as u16 + 1, false), *expected, "6 players, round {}", r + 1);
        }
        let eight = [
            "1-8 2-7 3-6 4-5",
            "8-5 6-4 7-3 1-2",
            "2-8 3-1 4-7 5-6",
            "8-6 7-5 1-4 2-3",
            "3-8 4-2 5-1 6-7",
            "8-7 1-6 2-5 3-4",
            "4-8 5-3 6-2 7-1",
        ];
        for (r, expected) in eight.iter().enumerate() {
            assert_eq!(written(8, r as u16 + 1, false), *expected, "8 players, round {}", r + 1);
        }
    }

    /// For 3 to 10 players: everyone meets everyone exactly once, plays at most once a round,
    /// the sides differ by at most one per player, nobody has the same side three rounds
    /// running, and an odd count sits each player out once.
    #[test]
    fn every_table_from_3_to_10_is_a_round_robin() {
        for players in 3..=10u16 {
            for double in [false, true] {
                let n = usize::from(players);
                let mut met = vec![vec![0u32; n + 1]; n + 1];
                let mut sides: Vec<Vec<i8>> = vec![Vec::new(); n + 1];
                let mut out = vec![0u32; n + 1];
                for r in 1..=rounds(players, double) {
                    let pairing = round(players, r, double).expect("a round");
                    let mut seen = vec![false; n + 1];
                    for b in &pairing.boards {
                        let (f, s) = (usize::from(b.first.0), usize::from(b.second.0));
                        assert!(!seen[f] && !seen[s], "{players}: round {r} seats someone twice");
                        seen[f] = true;
                        seen[s] = true;
                        met[f][s] += 1;
                        met[s][f] += 1;
                        sides[f].push(1);
                        sides[s].push(-1);
                    }
                    let idle: Vec<usize> = (1..=n).filter(|&p| !seen[p]).collect();
                    assert_eq!(idle.len(), n % 2, "{players}: round {r}");
                    for p in idle {
                        out[p] += 1;
                        assert_eq!(sitting_out(players, r, double), Some(Seat(p as u16)));
                    }
                }
                let times = if double { 2 } else { 1 };
                for a in 1..=n {
                    #[allow(clippy::needless_range_loop)]
                    for b in 1..=n {
                        assert_eq!(met[a][b], if a == b { 0 } else { times }, "{players}: {a}-{b}");
                    }
                    let balance: i32 = sides[a].iter().map(|&s| i32::from(s)).sum();
                    assert!(balance.abs() <= 1, "{players}: player {a} sides {:?}", sides[a]);
                    assert!(
                        !sides[a].windows(3).any(|w| w[0] == w[1] && w[1] == w[2]),
                        "{players}{}: player {a} has one side three times: {:?}",
                        if double { " double" } else { "" },
                        sides[a]
                    );
                    assert_eq!(out[a], (n % 2) as u32 * times, "{players}: player {a} sits out");
                }
            }
        }
    }

    #[test]
    fn a_double_round_robin_swaps_sides_in_its_second_cycle() {
        assert_eq!(rounds(4, true), 6);
        assert_eq!(written(4, 1, true), "1-4 2-3");
        assert_eq!(written(4, 4, true), "4-1 3-2");
        assert_eq!(round(4, 7, true), None);
        assert_eq!(round(1, 1, false), None);
    }
}
