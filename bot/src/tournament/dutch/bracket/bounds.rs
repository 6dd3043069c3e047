//! What a bracket's walk can know before a candidate is complete: bounds on the colour
//! failures still to come ([C12], [C13]), and the next bracket's prospects ([C8]); and what a
//! candidate's downfloaters bring once they are known.

use super::{Bracket, Entrant, Strength, for_each_combination, mask, matching};
use crate::tournament::{Side, dutch::cost::Cost};

impl Bracket<'_, '_> {
    /// The fewest players ([C12]) and strong preferences ([C13]) that must go without their
    /// colour when `upper` meet players not yet `taken` from `lower`: upper players wanting a
    /// side outnumber the lower ones who can give it to them (the lower ones left over float).
    pub(super) fn colour_conflicts(
        &self,
        upper: &[usize],
        lower: &[usize],
        taken: &[bool],
    ) -> [u32; 2] {
        let field = self.field();
        let u = tally(field, &mut upper.iter().copied());
        let l = tally(field, &mut lower.iter().zip(taken).filter(|(_, t)| !**t).map(|(p, _)| *p));
        let free = l[0] + l[1] + l[2];
        // Two players wanting the same side: one goes without ([C12]); two who want it
        // strongly: one goes without a strong preference ([C13]).
        let preference = u[0].saturating_sub(l[1] + l[2]).max(u[1].saturating_sub(l[0] + l[2]));
        let strong = u[3].saturating_sub(free - l[3]).max(u[4].saturating_sub(free - l[4]));
        [preference, strong]
    }

    /// The same bound for `players` making `pairs` pairs among themselves (the others float):
    /// those wanting a side beyond the players who do not, less the floaters, meet in pairs.
    pub(super) fn conflicts_within(&self, players: &[usize], pairs: usize) -> [u32; 2] {
        let t = tally(self.field(), &mut players.iter().copied());
        let n = t[0] + t[1] + t[2];
        let floating = n - 2 * u32::try_from(pairs).unwrap_or(u32::MAX).min(n / 2);
        let excess = |wanting: u32| wanting.saturating_sub(n - wanting + floating).div_ceil(2);
        let mut bound = [excess(t[0]) + excess(t[1]), excess(t[3]) + excess(t[4])];
        if bound[0] == 0 {
            // Exactly: can the pairs be made with every preference granted?
            let field = self.field();
            let clean = |a: usize, b: usize| {
                let (x, y) = (&field[players[a]], &field[players[b]]);
                self.round.may_meet(players[a], players[b])
                    && (x.preference.is_none() || x.preference != y.preference)
            };
            if matching::max_pairs(players.len(), clean) < pairs {
                bound[0] = 1;
            }
        }
        bound
    }

    /// A candidate's cost once its `floaters` are known (what they bring: repeated floats,
    /// the bye's score and unplayed games, the next bracket's prospects), from the `cost` of
    /// its pairs; `None` when the round could not be completed after it.
    pub(super) fn finish(&mut self, floaters: &[usize], mut cost: Cost) -> Option<Cost> {
        for &f in floaters {
            if !self.mdps.contains(&f) {
                cost.resident_down(self.field()[f].floats);
            }
        }
        if self.last {
            if floaters.len() > 1 {
                return None;
            }
            if let Some(&bye) = floaters.first() {
                let e = &self.field()[bye];
                if !e.bye_ok || e.score.halves() > self.round.cap {
                    return None;
                }
                cost.pab = e.score.halves();
                cost.bye_unplayed = e.unplayed;
            }
        } else {
            let mut rest = floaters.to_vec();
            rest.extend(&self.below);
            let cap = self.round.cap;
            let pab = self.round.outlook(&rest).filter(|&p| p <= cap)?;
            cost.pab = pab;
            // [C9] This bracket's only downfloater takes the bye (nobody below may, at the
            // round's lowest bye score): the fewest unplayed games.
            if let [f] = floaters[..] {
                let e = &self.field()[f];
                if !self.round.field.len().is_multiple_of(2) && e.bye_ok && e.score.halves() == cap
                {
                    cost.bye_unplayed = e.unplayed;
                }
            }
            let (shortfall, scores) = self.next_outlook(floaters, &cost);
            cost.next_shortfall = shortfall;
            cost.next_scores = scores;
        }
        Some(cost)
    }

    /// [C8]: the next bracket, with these downfloaters as its MDPs, paired as well as C1–C7
    /// allow: how many pairs it falls short of half its players, and the scores of its own
    /// downfloaters (per level, highest first). Found by trying the sets of players it could
    /// float, fewest first, each checked for pairs inside (an MDP meets a resident, not
    /// another MDP) and for the completion of everyone below.
    pub(super) fn next_outlook(&mut self, floaters: &[usize], like: &Cost) -> (u32, Vec<u32>) {
        let none = like.levels(std::iter::empty());
        if self.next.is_empty() {
            return (0, none);
        }
        let key = mask(floaters);
        if let Some(known) = self.next_pairs.get(&key) {
            return known.clone();
        }
        let players: Vec<usize> = floaters.iter().chain(&self.next).copied().collect();
        let lower: Vec<usize> =
            self.below.iter().copied().filter(|p| !self.next.contains(p)).collect();
        let (n, m0) = (players.len(), floaters.len());
        let mut found = (u32::try_from(n / 2).unwrap_or(u32::MAX), none);
        for out in (n % 2..=n).step_by(2) {
            let mut best: Option<Vec<u32>> = None;
            let mut tried = 0u32;
            for_each_combination(n, out, &mut |set: &[usize]| {
                tried += 1;
                let inside: Vec<usize> = (0..n).filter(|i| !set.contains(i)).collect();
                let round = &self.round;
                let ok = |a: usize, b: usize| {
                    let (a, b) = (inside[a], inside[b]);
                    (a >= m0 || b >= m0) && round.may_meet(players[a], players[b])
                };
                if matching::max_pairs(inside.len(), ok) * 2 != inside.len() {
                    return true;
                }
                let mut rest: Vec<usize> = set.iter().map(|&i| players[i]).collect();
                rest.extend(&lower);
                let cap = self.round.cap;
                if !matches!(self.round.outlook(&rest), Some(p) if p <= cap) {
                    return true;
                }
                let field = self.round.field;
                let levels = like.levels(set.iter().map(|&i| field[players[i]].score.halves()));
                if best.as_ref().is_none_or(|b| levels < *b) {
                    best = Some(levels);
                }
                // A set of the lowest scores cannot be beaten; past a few thousand, settle.
                tried < 4000
            });
            if let Some(levels) = best {
                found = (u32::try_from(out / 2).unwrap_or(u32::MAX), levels);
                break;
            }
        }
        self.next_pairs.insert(key, found.clone());
        found
    }
}

/// Counts players wanting the first move, the second, nothing; and wanting the first, the
/// second strongly (or absolutely).
fn tally(field: &[Entrant], players: &mut dyn Iterator<Item = usize>) -> [u32; 5] {
    let mut t = [0u32; 5];
    for p in players {
        let e = &field[p];
        let strong = e.strength >= Strength::Strong;
        match e.preference {
            Some(Side::First) => {
                t[0] += 1;
                t[3] += u32::from(strong);
            }
            Some(Side::Second) => {
                t[1] += 1;
                t[4] += u32::from(strong);
            }
            None => t[2] += 1,
        }
    }
    t
}
