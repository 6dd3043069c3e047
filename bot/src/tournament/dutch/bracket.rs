//! One bracket at a time: the candidates of Articles 3–4 in their order, each judged by the
//! criteria of Article 2, the first of the best kept.
//!
//! Candidates are walked depth first in generation order (MDP sets, then transpositions of
//! S2 for the MDP-pairing, then the remainder's exchanges and transpositions), carrying the
//! failure values of the pairs made so far. The failure values only grow as pairs are added,
//! so a branch whose bound already ties the best candidate cannot produce a better one (a tie
//! goes to the earlier candidate) and is cut. The walk stops at a perfect candidate (one
//! whose failures are all at their floor) or after [`VISITS`] steps with the best so far.

use std::collections::HashMap;

use super::{Entrant, colours::Strength, cost::Cost, matching};
use crate::tournament::Side;

/// How many steps one bracket's walk may take before it settles for the best so far. Far
/// more than a club tournament needs: brackets of a dozen players with every colour wanted
/// the same way finish in a few thousand.
const VISITS: u64 = 400_000;

/// A bracket's result: its pairs (as ranks) and who floats on down.
pub(crate) struct Paired {
    pub pairs: Vec<(usize, usize)>,
    pub floaters: Vec<usize>,
}

/// A round's pairing as ranks: the pairs and the bye.
pub(crate) struct Chosen {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// What every bracket of the round shares.
pub(crate) struct Round<'a> {
    pub field: &'a [Entrant],
    pub initial: Side,
    ok: Vec<Vec<bool>>,
    outlooks: HashMap<u128, Option<u32>>,
}

fn mask(players: &[usize]) -> u128 {
    players.iter().fold(0u128, |m, &p| m | 1u128 << p)
}

impl<'a> Round<'a> {
    fn new(field: &'a [Entrant], initial: Side) -> Self {
        let ok = field.iter().map(|a| field.iter().map(|b| a.may_meet(b)).collect()).collect();
        Round { field, initial, ok, outlooks: HashMap::new() }
    }

    pub fn may_meet(&self, a: usize, b: usize) -> bool {
        self.ok[a][b]
    }

    /// Whether `players` can all be paired (C.4), and if so the lowest score the bye can go to
    /// (C.5; 0 when their number is even).
    fn outlook(&mut self, players: &[usize]) -> Option<u32> {
        let key = mask(players);
        if let Some(known) = self.outlooks.get(&key) {
            return *known;
        }
        let joined = |a: usize, b: usize| self.ok[players[a]][players[b]];
        let found = if players.len().is_multiple_of(2) {
            matching::pairable(players.len(), joined, |_| false).then_some(0)
        } else {
            let mut byes: Vec<usize> =
                (0..players.len()).filter(|&i| self.field[players[i]].bye_ok).collect();
            byes.sort_by_key(|&i| self.field[players[i]].score);
            byes.into_iter().find_map(|sit_out| {
                let rest = |a: usize, b: usize| {
                    a != sit_out && b != sit_out && self.ok[players[a]][players[b]]
                };
                let others = players.len() - 1;
                let fits = matching::max_pairs(players.len(), rest) * 2 == others;
                fits.then(|| self.field[players[sit_out]].score.halves())
            })
        };
        self.outlooks.insert(key, found);
        found
    }
}

/// Pairs the whole round, bracket by bracket from the top.
pub(crate) fn pair_all(field: &[Entrant], initial: Side) -> Option<Chosen> {
    if field.len() > 128 {
        return None;
    }
    let mut round = Round::new(field, initial);
    let everyone: Vec<usize> = (0..field.len()).collect();
    round.outlook(&everyone)?;
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, e) in field.iter().enumerate() {
        match groups.last_mut() {
            Some(g) if field[g[0]].score == e.score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut pairs = Vec::new();
    let mut mdps = Vec::new();
    for g in 0..groups.len() {
        let below: Vec<usize> = groups[g + 1..].concat();
        let next = groups.get(g + 1).cloned().unwrap_or_default();
        let bracket = Bracket::new(&mut round, mdps, groups[g].clone(), below, next);
        let paired = bracket.solve()?;
        pairs.extend(paired.pairs);
        mdps = paired.floaters;
    }
    if mdps.len() > 1 {
        return None;
    }
    Some(Chosen { pairs, bye: mdps.first().copied() })
}

/// A candidate kept: its failures, pairs and downfloaters.
type Candidate = (Cost, Vec<(usize, usize)>, Vec<usize>);

/// One bracket: its MDPs and residents (by rank), and the players below it.
struct Bracket<'r, 'a> {
    round: &'r mut Round<'a>,
    mdps: Vec<usize>,
    residents: Vec<usize>,
    below: Vec<usize>,
    next: Vec<usize>,
    last: bool,
    /// The lowest score in the bracket, for the score difference of a floating MDP.
    floor_score: u32,
    /// Score levels a cost counts: 0 ..= top.
    top: u32,
    best: Option<Candidate>,
    floor: Option<Cost>,
    visits: u64,
    next_pairs: HashMap<u128, (u32, Vec<u32>)>,
}

impl<'r, 'a> Bracket<'r, 'a> {
    fn new(
        round: &'r mut Round<'a>,
        mdps: Vec<usize>,
        residents: Vec<usize>,
        below: Vec<usize>,
        next: Vec<usize>,
    ) -> Self {
        let field = round.field;
        let floor_score = residents.iter().map(|&p| field[p].score.halves()).min().unwrap_or(0);
        let top = field.iter().map(|e| e.score.halves()).max().unwrap_or(0) + 2;
        let last = below.is_empty();
        Bracket {
            round,
            mdps,
            residents,
            below,
            next,
            last,
            floor_score,
            top,
            best: None,
            floor: None,
            visits: 0,
            next_pairs: HashMap::new(),
        }
    }

    fn field(&self) -> &'a [Entrant] {
        self.round.field
    }

    /// The most pairs, then the most MDPs paired, that some candidate achieves; the best
    /// candidate with those.
    fn solve(mut self) -> Option<Paired> {
        let everyone: Vec<usize> = self.mdps.iter().chain(&self.residents).copied().collect();
        let m0 = self.mdps.len();
        let ok = |a: usize, b: usize| {
            (a >= m0 || b >= m0) && self.round.may_meet(everyone[a], everyone[b])
        };
        let most = matching::max_pairs(everyone.len(), ok);
        for pairs in (0..=most).rev() {
            for paired_mdps in (0..=pairs.min(m0)).rev() {
                if pairs - paired_mdps > (self.residents.len().saturating_sub(paired_mdps)) / 2 {
                    continue;
                }
                self.best = None;
                self.visits = 0;
                self.floor = None;
                self.search(pairs, paired_mdps);
                if let Some((_, pairs, floaters)) = self.best.take() {
                    return Some(Paired { pairs, floaters });
                }
            }
        }
        None
    }

    fn done(&self) -> bool {
        self.visits > VISITS && self.best.is_some()
            || matches!((&self.best, &self.floor), (Some((b, ..)), Some(f)) if b == f)
    }

    /// Every candidate with `pairs` pairs of which `paired_mdps` pair an MDP, in order.
    fn search(&mut self, pairs: usize, paired_mdps: usize) {
        let mdps = self.mdps.clone();
        for s1 in combinations(mdps.len(), paired_mdps) {
            let chosen: Vec<usize> = s1.iter().map(|&i| mdps[i]).collect();
            let limbo: Vec<usize> = mdps.iter().copied().filter(|p| !chosen.contains(p)).collect();
            let mut cost = Cost::new(self.top);
            for &p in &limbo {
                self.add_limbo(&mut cost, p);
            }
            let left = self.residents.len() - paired_mdps;
            let resident_score = self.floor_score;
            for _ in 0..left - 2 * (pairs - paired_mdps) {
                cost.floater_score(resident_score);
            }
            if self.floor.is_none() {
                // The first MDP set pairs the highest MDPs: its downfloater scores are the
                // least possible, and nothing else need fail.
                let mut floor = cost.clone();
                floor.clear_after_scores();
                floor.pab = self.pab_floor();
                self.floor = Some(floor);
            }
            let mut used = Vec::new();
            self.pair_mdps(&chosen, 0, &mut used, pairs - paired_mdps, &limbo, cost);
            if self.done() {
                return;
            }
        }
    }

    /// The least the bye's score could be for anyone here or below.
    fn pab_floor(&mut self) -> u32 {
        let all: Vec<usize> =
            self.mdps.iter().chain(&self.residents).chain(&self.below).copied().collect();
        if all.len().is_multiple_of(2) {
            return 0;
        }
        let field = self.field();
        all.iter()
            .filter(|&&p| field[p].bye_ok)
            .map(|&p| field[p].score.halves())
            .min()
            .unwrap_or(0)
    }

    fn pair_mdps(
        &mut self,
        s1: &[usize],
        i: usize,
        used: &mut Vec<usize>,
        remainder_pairs: usize,
        limbo: &[usize],
        cost: Cost,
    ) {
        if self.done() {
            return;
        }
        self.visits += 1;
        if i == s1.len() {
            let rest: Vec<usize> =
                self.residents.iter().copied().filter(|p| !used.contains(p)).collect();
            let pairs: Vec<(usize, usize)> = s1.iter().copied().zip(used.iter().copied()).collect();
            self.remainder(&rest, remainder_pairs, &pairs, limbo, cost);
            return;
        }
        for r in self.residents.clone() {
            if used.contains(&r) || !self.round.may_meet(s1[i], r) {
                continue;
            }
            let mut next = cost.clone();
            self.add_pair(&mut next, s1[i], r);
            if self.beaten(&next, [0, 0]) {
                continue;
            }
            used.push(r);
            self.pair_mdps(s1, i + 1, used, remainder_pairs, limbo, next);
            used.pop();
            if self.done() {
                return;
            }
        }
    }

    /// The remainder (or a homogeneous bracket): exchanges between S1 and S2, and within
    /// each the transpositions of S2.
    fn remainder(
        &mut self,
        rest: &[usize],
        pairs: usize,
        made: &[(usize, usize)],
        limbo: &[usize],
        mut cost: Cost,
    ) {
        let floating = rest.len() - 2 * pairs;
        if !self.last && floating <= 2 {
            // [C8] comes before the colours: the best the next bracket can do with any of
            // these floaters bounds every candidate here (exactly, when none float).
            let mut least: Option<(u32, Vec<u32>)> = None;
            let like = cost.clone();
            let mut sets = Vec::new();
            for_each_combination(rest.len(), floating, &mut |set: &[usize]| {
                sets.push(set.to_vec());
                true
            });
            for set in sets {
                let mut floaters = limbo.to_vec();
                floaters.extend(set.iter().map(|&i| rest[i]));
                let outlook = self.next_outlook(&floaters, &like);
                if least.as_ref().is_none_or(|l| outlook < *l) {
                    least = Some(outlook);
                }
            }
            if let Some((shortfall, scores)) = least {
                cost.next_shortfall = shortfall;
                cost.next_scores = scores;
            }
        }
        let within = self.conflicts_within(rest, pairs);
        let s2 = &rest[pairs..];
        for k in 0..=pairs.min(s2.len()) {
            for (out, into) in exchanges(pairs, s2.len(), k) {
                // No exchange can do better than the remainder as a whole allows.
                if self.beaten(&cost, within) {
                    return;
                }
                let mut new_s1: Vec<usize> = (0..pairs).filter(|i| !out.contains(i)).collect();
                new_s1.extend(into.iter().map(|&j| pairs + j));
                new_s1.sort_unstable();
                let mut new_s2: Vec<usize> =
                    (0..s2.len()).filter(|j| !into.contains(j)).map(|j| pairs + j).collect();
                new_s2.extend(out.iter().copied());
                new_s2.sort_unstable();
                let upper: Vec<usize> = new_s1.iter().map(|&b| rest[b]).collect();
                let lower: Vec<usize> = new_s2.iter().map(|&b| rest[b]).collect();
                let mut pairs_made = made.to_vec();
                let mut taken = vec![false; lower.len()];
                let floor = (cost.clone(), within);
                self.transpose(
                    &upper,
                    &lower,
                    0,
                    &mut taken,
                    &mut pairs_made,
                    limbo,
                    cost.clone(),
                    &floor,
                );
                if self.done() {
                    return;
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn transpose(
        &mut self,
        upper: &[usize],
        lower: &[usize],
        i: usize,
        taken: &mut Vec<bool>,
        made: &mut Vec<(usize, usize)>,
        limbo: &[usize],
        cost: Cost,
        floor: &(Cost, [u32; 2]),
    ) {
        // Nothing in this remainder can beat the best any more.
        if self.done() || self.beaten(&floor.0, floor.1) {
            return;
        }
        self.visits += 1;
        if i == upper.len() {
            let mut floaters: Vec<usize> = limbo.to_vec();
            floaters.extend(lower.iter().zip(taken.iter()).filter(|(_, t)| !**t).map(|(p, _)| *p));
            self.leaf(made, floaters, cost);
            return;
        }
        for j in 0..lower.len() {
            if taken[j] || !self.round.may_meet(upper[i], lower[j]) {
                continue;
            }
            let mut next = cost.clone();
            self.add_pair(&mut next, upper[i], lower[j]);
            taken[j] = true;
            let to_come = self.colour_conflicts(&upper[i + 1..], lower, taken);
            if self.beaten(&next, to_come) {
                taken[j] = false;
                continue;
            }
            made.push((upper[i], lower[j]));
            self.transpose(upper, lower, i + 1, taken, made, limbo, next, floor);
            made.pop();
            taken[j] = false;
            if self.done() {
                return;
            }
        }
    }

    /// The fewest players ([C12]) and strong preferences ([C13]) that must go without their
    /// colour when `upper` meet players not yet `taken` from `lower`: upper players wanting a
    /// side outnumber the lower ones who can give it to them (the lower ones left over float).
    fn colour_conflicts(&self, upper: &[usize], lower: &[usize], taken: &[bool]) -> [u32; 2] {
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
    fn conflicts_within(&self, players: &[usize], pairs: usize) -> [u32; 2] {
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

    /// Whether a partial candidate can no longer beat the best (ties go to the earlier).
    fn beaten(&self, partial: &Cost, colours_to_come: [u32; 2]) -> bool {
        let Some((best, ..)) = &self.best else { return false };
        let mut bound = partial.clone();
        bound.colours_to_come(colours_to_come);
        bound.pab = self.floor.as_ref().map_or(0, |f| f.pab);
        bound.bye_unplayed = 0;
        &bound >= best
    }

    fn leaf(&mut self, made: &[(usize, usize)], floaters: Vec<usize>, mut cost: Cost) {
        for &f in &floaters {
            if !self.mdps.contains(&f) {
                cost.resident_down(self.field()[f].floats);
            }
        }
        if self.last {
            if floaters.len() > 1 {
                return;
            }
            if let Some(&bye) = floaters.first() {
                let e = &self.field()[bye];
                if !e.bye_ok {
                    return;
                }
                cost.pab = e.score.halves();
                cost.bye_unplayed = e.unplayed;
            }
        } else {
            let mut rest = floaters.clone();
            rest.extend(&self.below);
            let Some(pab) = self.round.outlook(&rest) else { return };
            cost.pab = pab;
            let (shortfall, scores) = self.next_outlook(&floaters, &cost);
            cost.next_shortfall = shortfall;
            cost.next_scores = scores;
        }
        if self.best.as_ref().is_none_or(|(best, ..)| cost < *best) {
            self.best = Some((cost, made.to_vec(), floaters));
        }
    }

    /// [C8]: the next bracket, with these downfloaters as its MDPs, paired as well as C1–C7
    /// allow: how many pairs it falls short of half its players, and the scores of its own
    /// downfloaters (per level, highest first). Found by trying the sets of players it could
    /// float, fewest first, each checked for pairs inside (an MDP meets a resident, not
    /// another MDP) and for the completion of everyone below.
    fn next_outlook(&mut self, floaters: &[usize], like: &Cost) -> (u32, Vec<u32>) {
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
                if self.round.outlook(&rest).is_none() {
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

    /// The failures an MDP left in the limbo brings: its score (C7), and a repeated float
    /// (C18, C20), its score difference counted above any pair's (one point more than its
    /// difference from the bracket's residents).
    fn add_limbo(&self, cost: &mut Cost, p: usize) {
        let e = &self.field()[p];
        cost.floater_score(e.score.halves());
        let sd = e.score.halves() + 2 - self.floor_score;
        cost.mdp_down(sd, e.floats);
    }

    /// The failures a pair brings: colours (C10–C13) and floats (C15, C17–C21).
    fn add_pair(&self, cost: &mut Cost, a: usize, b: usize) {
        let field = self.field();
        let (hi, lo) = if a < b { (a, b) } else { (b, a) };
        let (x, y) = (&field[hi], &field[lo]);
        let sd = x.score.halves() - y.score.halves();
        if sd > 0 {
            cost.mdp_down(sd, x.floats);
            cost.mdp_opponent_up(sd, y.floats);
        }
        let side = super::colours::allocate(x.claim(hi), y.claim(lo), self.round.initial);
        let topscorers = x.topscorer || y.topscorer;
        for (e, s) in [(x, side), (y, !side)] {
            cost.colour(e, s, topscorers);
        }
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

/// Calls `f` with each `k`-element subset of 0 .. n in lexicographic order, until it says
/// stop (returns false).
fn for_each_combination(n: usize, k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
    fn walk(
        n: usize,
        k: usize,
        from: usize,
        current: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if current.len() == k {
            return f(current);
        }
        for i in from..n {
            if n - i < k - current.len() {
                break;
            }
            current.push(i);
            let go_on = walk(n, k, i + 1, current, f);
            current.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    walk(n, k, 0, &mut Vec::with_capacity(k), f);
}

/// The `k`-element subsets of 0 .. n, in lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current = Vec::with_capacity(k);
    fn walk(n: usize, k: usize, from: usize, current: &mut Vec<usize>, all: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            all.push(current.clone());
            return;
        }
        for i in from..n {
            if n - i < k - current.len() {
                break;
            }
            current.push(i);
            walk(n, k, i + 1, current, all);
            current.pop();
        }
    }
    walk(n, k, 0, &mut current, &mut all);
    all
}

/// The exchanges of `k` players between S1 (BSNs 1 ..= n1) and S2 (n1 + 1 …) in the order
/// of Article 4.3: smallest difference of the sums moved, then the highest differing BSN
/// moved out of S1, then the lowest differing BSN moved out of S2. As (indices in S1,
/// indices in S2).
pub(crate) fn exchanges(n1: usize, n2: usize, k: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut all = Vec::new();
    for out in combinations(n1, k) {
        for into in combinations(n2, k) {
            all.push((out.clone(), into));
        }
    }
    let bsn_sum = |v: &[usize], base: usize| v.iter().map(|&i| i + base + 1).sum::<usize>();
    all.sort_by(|(o1, i1), (o2, i2)| {
        let d1 = bsn_sum(i1, n1) - bsn_sum(o1, 0);
        let d2 = bsn_sum(i2, n1) - bsn_sum(o2, 0);
        let desc = |v: &[usize]| {
            let mut v = v.to_vec();
            v.sort_unstable_by(|a, b| b.cmp(a));
            v
        };
        d1.cmp(&d2).then_with(|| desc(o2).cmp(&desc(o1))).then_with(|| i1.cmp(i2))
    });
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Article 4.3's examples, for eleven players (S1 = 1–5, S2 = 6–11).
    #[test]
    fn exchanges_follow_article_4_3() {
        let written = |k: usize| -> Vec<String> {
            exchanges(5, 6, k)
                .into_iter()
                .map(|(o, i)| {
                    let o: Vec<String> = o.iter().map(|x| (x + 1).to_string()).collect();
                    let i: Vec<String> = i.iter().map(|x| (x + 6).to_string()).collect();
                    format!("{}<>{}", o.join("+"), i.join("+"))
                })
                .collect()
        };
        let one = written(1);
        let at = |s: &str| one.iter().position(|x| x == s).expect(s);
        // 6↔4 (difference 2) before 8↔5 (3); moving 5 out of S1 before moving 4.
        assert!(at("4<>6") < at("5<>8"));
        // 5↔7 and 4↔6 both differ by 2: moving 5 out of S1 comes first.
        assert_eq!(&one[..3], ["5<>6", "5<>7", "4<>6"]);
        let two = written(2);
        let at = |s: &str| two.iter().position(|x| x == s).expect(s);
        // 8+6 for 4+3 (difference 7) before 9+8 for 5+4 (8); 5-2 out before 4-3.
        assert!(at("3+4<>6+8") < at("4+5<>8+9"));
        assert!(at("2+5<>6+7") < at("3+4<>6+7"));
        // Moving 6-9 in before 7-8.
        assert!(at("4+5<>6+9") < at("4+5<>7+8"));
        assert_eq!(two[0], "4+5<>6+7");
    }

    #[test]
    fn combinations_come_in_lexicographic_order() {
        assert_eq!(combinations(4, 2), [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
        assert_eq!(combinations(3, 0), [Vec::<usize>::new()]);
    }
}
