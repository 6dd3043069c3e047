//! How far a candidate falls short of the quality criteria (Article 2, [C5]–[C21]).
//!
//! A [`Cost`] lists the failure values in the criteria's order of priority, so comparing two
//! costs field by field (the derived `Ord`) is comparing the candidates as Article 3.8 does.
//! "Scores taken in descending order" become counts per score level, the highest level
//! first: fewer players at the highest level that differs is the smaller list.

use super::{Entrant, Float, colours::Strength};
use crate::tournament::Side;

/// A candidate's failures, most important first.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct Cost {
    /// [C5] the score of the player who gets the bye (half points; 0 with no bye).
    pub pab: u32,
    /// [C7] downfloaters per score level, highest first. ([C6], the number of pairs, is fixed
    /// before the walk: every candidate compared has the same.)
    scores: Vec<u32>,
    /// [C8] pairs the next bracket falls short of, with these downfloaters…
    pub next_shortfall: u32,
    /// … and its own downfloaters per score level, highest first.
    pub next_scores: Vec<u32>,
    /// [C9] the bye's unplayed games, in the last bracket.
    pub bye_unplayed: u32,
    /// [C10]–[C17], in order.
    counts: [u32; 8],
    /// [C18]–[C21]: score differences per level, highest first.
    differences: [Vec<u32>; 4],
}

const TOPSCORER_DIFFERENCE: usize = 0;
const TOPSCORER_THREE_IN_A_ROW: usize = 1;
const PREFERENCE: usize = 2;
const STRONG_PREFERENCE: usize = 3;
const RESIDENT_DOWN_1: usize = 4;
const MDP_OPPONENT_UP_1: usize = 5;
const RESIDENT_DOWN_2: usize = 6;
const MDP_OPPONENT_UP_2: usize = 7;

/// Bits each criterion takes in a [`Cost::packed_counts`]: a bracket's counts stay far below
/// 1,024 (each pair adds at most 2 to one).
pub(crate) const PACKED_BITS: u32 = 10;

/// The failures above the colours that depend on nothing but who floats down: [C5], [C7]–[C9].
pub(crate) type AboveColours<'a> = (u32, &'a [u32], u32, &'a [u32], u32);

impl Cost {
    /// No failures, counting score levels 0 ..= `top` half points.
    pub fn new(top: u32) -> Cost {
        let levels = vec![0; top as usize + 1];
        Cost {
            pab: 0,
            scores: levels.clone(),
            next_shortfall: 0,
            next_scores: levels.clone(),
            bye_unplayed: 0,
            counts: [0; 8],
            differences: [levels.clone(), levels.clone(), levels.clone(), levels],
        }
    }

    /// Counts per score level of these scores, as the cost keeps them.
    pub fn levels(&self, scores: impl Iterator<Item = u32>) -> Vec<u32> {
        let mut levels = vec![0; self.scores.len()];
        for s in scores {
            levels[self.level(s)] += 1;
        }
        levels
    }

    fn level(&self, halves: u32) -> usize {
        (self.scores.len() - 1).saturating_sub(halves as usize)
    }

    /// Only the downfloaters' scores kept: the floor a perfect candidate reaches.
    pub fn clear_after_scores(&mut self) {
        self.next_shortfall = 0;
        self.next_scores.iter_mut().for_each(|x| *x = 0);
        self.bye_unplayed = 0;
        self.counts = [0; 8];
        for d in &mut self.differences {
            d.iter_mut().for_each(|x| *x = 0);
        }
    }

    /// [C10]–[C17] as one number, the most important in the highest bits: comparing two
    /// packed numbers compares the counts as the derived `Ord` does, and adding them adds the
    /// counts, so the assignment problem can weigh pairs with them.
    pub fn packed_counts(&self) -> i128 {
        self.counts.iter().fold(0, |packed, &c| {
            debug_assert!(c < 1 << PACKED_BITS, "{c} failures of one criterion in a bracket");
            (packed << PACKED_BITS) | i128::from(c)
        })
    }

    /// Its fields above the colours that the downfloaters alone decide.
    pub fn above_colours(&self) -> AboveColours<'_> {
        (self.pab, &self.scores, self.next_shortfall, &self.next_scores, self.bye_unplayed)
    }

    /// [C12], [C13]: failures still to come, for a bound.
    pub fn colours_to_come(&mut self, [preference, strong]: [u32; 2]) {
        self.counts[PREFERENCE] += preference;
        self.counts[STRONG_PREFERENCE] += strong;
    }

    /// [C7] a downfloater with this score.
    pub fn floater_score(&mut self, halves: u32) {
        let l = self.level(halves);
        self.scores[l] += 1;
    }

    /// [C14], [C16]: a resident floats down again.
    pub fn resident_down(&mut self, floats: [Option<Float>; 2]) {
        self.counts[RESIDENT_DOWN_1] += u32::from(floats[0] == Some(Float::Down));
        self.counts[RESIDENT_DOWN_2] += u32::from(floats[1] == Some(Float::Down));
    }

    /// [C18], [C20]: an MDP (paired down by `sd`, or floating on) floats down again.
    pub fn mdp_down(&mut self, sd: u32, floats: [Option<Float>; 2]) {
        let l = self.level(sd);
        self.differences[0][l] += u32::from(floats[0] == Some(Float::Down));
        self.differences[2][l] += u32::from(floats[1] == Some(Float::Down));
    }

    /// [C15], [C17], [C19], [C21]: an MDP's opponent floats up again.
    pub fn mdp_opponent_up(&mut self, sd: u32, floats: [Option<Float>; 2]) {
        let l = self.level(sd);
        let once = u32::from(floats[0] == Some(Float::Up));
        let twice = u32::from(floats[1] == Some(Float::Up));
        self.counts[MDP_OPPONENT_UP_1] += once;
        self.counts[MDP_OPPONENT_UP_2] += twice;
        self.differences[1][l] += once;
        self.differences[3][l] += twice;
    }

    /// [C10]–[C13]: a player given `side`; `topscorers` when a topscorer is on the board.
    pub fn colour(&mut self, e: &Entrant, side: Side, topscorers: bool) {
        if let Some(wanted) = e.preference
            && wanted != side
        {
            self.counts[PREFERENCE] += 1;
            if e.strength >= Strength::Strong {
                self.counts[STRONG_PREFERENCE] += 1;
            }
        }
        if topscorers {
            let after = e.colours.with(side);
            self.counts[TOPSCORER_DIFFERENCE] += u32::from(after.difference().abs() > 2);
            let three = matches!(after.played.as_slice(), [.., a, b, c] if a == b && b == c);
            self.counts[TOPSCORER_THREE_IN_A_ROW] += u32::from(three);
        }
    }
}
