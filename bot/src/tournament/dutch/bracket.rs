//! One bracket at a time: the candidates of Articles 3–4 in their order, each judged by the
//! criteria of Article 2, the first of the best kept.
//!
//! Candidates are walked depth first in generation order (MDP sets, then transpositions of
//! S2 for the MDP-pairing, then the remainder's exchanges and transpositions), carrying the
//! failure values of the pairs made so far. The failure values only grow as pairs are added,
//! so a branch whose bound already ties the best candidate cannot produce a better one (a tie
//! goes to the earlier candidate) and is cut. The walk stops at a perfect candidate (one
//! whose failures are all at their floor) or after [`VISITS`] steps with the best so far.
//!
//! Where at most one player of a remainder floats, the transpositions of each exchange are
//! not walked but solved ([`exact`]): the best of them is an assignment problem, and the first
//! of the best follows from it. A depth-first walk of a remainder of a hundred players keeps
//! changing its last pairs and never gets back to its first ones.

use std::collections::HashMap;

mod bounds;
mod exact;

use super::{
    Entrant,
    colours::Strength,
    cost::Cost,
    matching,
    order::{combinations, exchanges, for_each_combination},
};
use crate::tournament::Side;

/// How many steps one bracket's walk may take before it settles for the best so far (an
/// assignment solved counts a step a row). Far more than a club tournament needs: brackets of
/// a dozen players with every colour wanted the same way finish in a few thousand.
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
    outlooks: HashMap<Mask, Option<u32>>,
    /// The lowest score the bye can go to in the whole round ([C5]; 0 for an even field):
    /// no candidate may give it to a higher score, whatever it gains in a bracket ([C5]
    /// ranks above pairing the most players in a bracket, [C6]).
    cap: u32,
}

/// A set of players (by rank) as a key: one bit each, in as many words as the field needs.
pub(super) type Mask = Box<[u64]>;

pub(super) fn mask(players: &[usize]) -> Mask {
    let words = players.iter().max().map_or(0, |&p| p / 64 + 1);
    let mut m = vec![0u64; words];
    for &p in players {
        m[p / 64] |= 1 << (p % 64);
    }
    m.into_boxed_slice()
}

impl<'a> Round<'a> {
    fn new(field: &'a [Entrant], initial: Side) -> Self {
        let ok = field.iter().map(|a| field.iter().map(|b| a.may_meet(b)).collect()).collect();
        Round { field, initial, ok, outlooks: HashMap::new(), cap: 0 }
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
    let mut round = Round::new(field, initial);
    let everyone: Vec<usize> = (0..field.len()).collect();
    round.cap = round.outlook(&everyone)?;
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
    next_pairs: HashMap<Mask, (u32, Vec<u32>)>,
    /// Each pair's colours, packed for the assignment problem ([`exact`]).
    pair_weights: HashMap<(usize, usize), Option<i128>>,
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
            pair_weights: HashMap::new(),
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
        // No candidate with more pairs than completion leaves room for: every one of them
        // would be walked in vain.
        let most = most.min((everyone.len().saturating_sub(self.floaters_needed())) / 2);
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

    /// The least the bye's score can be: the round's, which every candidate keeps to.
    fn pab_floor(&self) -> u32 {
        self.round.cap
    }

    /// The fewest players this bracket must float down for everyone below to be paired: one
    /// for each player below left over by the best pairing among themselves (less one who
    /// may take the bye), and the bye itself when nobody below may take it at the round's
    /// lowest bye score. A lower bound: it may only skip candidates that cannot complete.
    fn floaters_needed(&self) -> usize {
        if self.below.is_empty() {
            return 0;
        }
        let below = &self.below;
        let ok = |a: usize, b: usize| self.round.may_meet(below[a], below[b]);
        let left_over = below.len() - 2 * matching::max_pairs(below.len(), ok);
        if self.round.field.len().is_multiple_of(2) {
            return left_over;
        }
        let field = self.field();
        let bye_below =
            below.iter().any(|&p| field[p].bye_ok && field[p].score.halves() == self.round.cap);
        if bye_below { left_over.saturating_sub(1) } else { left_over + 1 }
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
        // At most one floats: each exchange's best transposition is an assignment problem.
        let exact = floating <= 1;
        let floating_alone =
            if floating == 1 { self.lone_floater_weights(rest, limbo) } else { HashMap::new() };
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
                if exact {
                    self.transpose_exact(&upper, &lower, made, limbo, &cost, &floating_alone);
                    if self.done() {
                        return;
                    }
                    continue;
                }
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

    /// Whether a partial candidate can no longer beat the best (ties go to the earlier).
    fn beaten(&self, partial: &Cost, colours_to_come: [u32; 2]) -> bool {
        let Some((best, ..)) = &self.best else { return false };
        let mut bound = partial.clone();
        bound.colours_to_come(colours_to_come);
        bound.pab = self.floor.as_ref().map_or(0, |f| f.pab);
        bound.bye_unplayed = 0;
        &bound >= best
    }

    fn leaf(&mut self, made: &[(usize, usize)], floaters: Vec<usize>, cost: Cost) {
        let Some(cost) = self.finish(&floaters, cost) else { return };
        if self.best.as_ref().is_none_or(|(best, ..)| cost < *best) {
            self.best = Some((cost, made.to_vec(), floaters));
        }
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
