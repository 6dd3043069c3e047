//! Standings: points, then the tie-breaks of FIDE's C.07 (the regulations applied since
//! 1 March 2026).
//!
//! - A round robin ranks ties by direct encounter (Article 6: the points among the tied
//!   players; a player placed first only if nobody could catch them in games not yet played)
//!   and then Sonneborn–Berger (9.1). Forfeits there count as games (15.2).
//! - A Swiss ranks ties by Buchholz cut 1 (14.1), Buchholz (8.1) and the number of wins (7.1:
//!   rounds that scored a win's points, byes and forfeits included). Opponents' scores are
//!   adjusted as 16.3 says (requested byes at the end, a withdrawal's rounds, count as
//!   draws); a player's own unplayed rounds count as games against a dummy with their own
//!   score, capped as 16.4 says; the cut takes a voluntarily unplayed round first (16.5).
//!
//! Values are kept in quarter points ([`Value`]), so nothing is rounded.

use std::fmt;

use super::{Entry, Points, Record, Seat};

/// A tie-break's value, in quarter points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Value(pub u32);

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let whole = self.0 / 4;
        match self.0 % 4 {
            0 => write!(f, "{whole}"),
            1 => write!(f, "{whole}.25"),
            2 => write!(f, "{whole}.5"),
            _ => write!(f, "{whole}.75"),
        }
    }
}

fn halves(p: Points) -> Value {
    Value(p.halves() * 2)
}

/// The tie-breaks a format uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Tiebreak {
    /// Points among the tied players (Article 6).
    DirectEncounter,
    /// Opponents' scores weighted by the points against them (9.1).
    SonnebornBerger,
    /// Buchholz less its least significant value (14.1).
    BuchholzCut1,
    /// Opponents' scores (8.1).
    Buchholz,
    /// Rounds that scored a win's points (7.1).
    Wins,
}

impl Tiebreak {
    /// A round robin's tie-breaks, in order.
    pub const ROUND_ROBIN: [Tiebreak; 2] = [Tiebreak::DirectEncounter, Tiebreak::SonnebornBerger];
    /// A Swiss's, in order.
    pub const SWISS: [Tiebreak; 3] = [Tiebreak::BuchholzCut1, Tiebreak::Buchholz, Tiebreak::Wins];
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Standing {
    /// The player.
    pub seat: Seat,
    /// Their place: players nothing separates share it.
    pub place: usize,
    /// Their points.
    pub points: Points,
    /// Their direct-encounter points among the players tied with them on points (only when
    /// direct encounter is one of the tie-breaks and someone shares their score).
    pub encounter: Option<Value>,
    /// The value of each numeric tie-break in the list, in order (direct encounter left out).
    pub values: Vec<Value>,
}

/// The standings of a tournament: points, then `order`'s tie-breaks. Games still going are
/// left out.
pub fn standings(record: &Record, order: &[Tiebreak]) -> Vec<Standing> {
    let round_robin = order.contains(&Tiebreak::SonnebornBerger);
    let numbers: Vec<Tiebreak> =
        order.iter().copied().filter(|t| *t != Tiebreak::DirectEncounter).collect();
    let mut lines: Vec<Standing> = record
        .players
        .iter()
        .map(|p| Standing {
            seat: p.seat,
            place: 0,
            points: p.score(),
            encounter: None,
            values: numbers.iter().map(|&t| value(record, p.seat, t, round_robin)).collect(),
        })
        .collect();
    lines.sort_by(|a, b| b.points.cmp(&a.points).then(a.seat.cmp(&b.seat)));
    // Groups tied on points, split in turn by each tie-break.
    let mut groups: Vec<Vec<Seat>> = Vec::new();
    for l in &lines {
        match groups.last_mut() {
            Some(g)
                if lines.iter().find(|x| x.seat == g[0]).map(|x| x.points) == Some(l.points) =>
            {
                g.push(l.seat)
            }
            _ => groups.push(vec![l.seat]),
        }
    }
    let mut numeric = 0;
    for &t in order {
        let mut split = Vec::new();
        for g in groups {
            if g.len() < 2 {
                split.push(g);
                continue;
            }
            if t == Tiebreak::DirectEncounter {
                let scores = encounter_scores(record, &g, round_robin);
                for (s, v) in &scores {
                    if let Some(l) = lines.iter_mut().find(|l| l.seat == *s) {
                        l.encounter = Some(*v);
                    }
                }
                split.extend(direct_encounter(record, g, round_robin));
            } else {
                let of = |s: Seat| {
                    lines.iter().find(|l| l.seat == s).map_or(Value(0), |l| l.values[numeric])
                };
                let mut g = g;
                g.sort_by(|a, b| of(*b).cmp(&of(*a)).then(a.cmp(b)));
                let mut current: Vec<Seat> = Vec::new();
                for s in g {
                    if current.last().is_some_and(|&c| of(c) != of(s)) {
                        split.push(std::mem::take(&mut current));
                    }
                    current.push(s);
                }
                split.push(current);
            }
        }
        if t != Tiebreak::DirectEncounter {
            numeric += 1;
        }
        groups = split;
    }
    let mut ordered = Vec::with_capacity(lines.len());
    let mut place = 1;
    for g in groups {
        for s in &g {
            if let Some(i) = lines.iter().position(|l| l.seat == *s) {
                let mut l = lines.swap_remove(i);
                l.place = place;
                ordered.push(l);
            }
        }
        place += g.len();
    }
    ordered
}

/// The points `a` scored against `b` in games that count (played; forfeits too in a round
/// robin), averaged over their meetings; `None` if they never met.
fn against(record: &Record, a: Seat, b: Seat, round_robin: bool) -> Option<Value> {
    let p = record.player(a)?;
    let scores: Vec<u32> = p
        .rounds
        .iter()
        .filter_map(|e| match *e {
            Entry::Played { opponent, outcome, .. } if opponent == b => {
                Some(outcome.points().halves() * 2)
            }
            Entry::Forfeit { opponent, won, .. } if opponent == b && round_robin => {
                Some(if won { 4 } else { 0 })
            }
            _ => None,
        })
        .collect();
    let n = u32::try_from(scores.len()).ok().filter(|&n| n > 0)?;
    Some(Value(scores.iter().sum::<u32>() / n))
}

fn encounter_scores(record: &Record, group: &[Seat], round_robin: bool) -> Vec<(Seat, Value)> {
    group
        .iter()
        .map(|&a| {
            let sum = group
                .iter()
                .filter(|&&b| b != a)
                .filter_map(|&b| against(record, a, b, round_robin))
                .map(|v| v.0)
                .sum();
            (a, Value(sum))
        })
        .collect()
}

/// Article 6: splits a tied group by the points among its players, best first.
fn direct_encounter(record: &Record, group: Vec<Seat>, round_robin: bool) -> Vec<Vec<Seat>> {
    let scores = encounter_scores(record, &group, round_robin);
    let de = |s: Seat| scores.iter().find(|x| x.0 == s).map_or(0, |x| x.1.0);
    let missing = |a: Seat| {
        let unmet = group
            .iter()
            .filter(|&&b| b != a && against(record, a, b, round_robin).is_none())
            .count();
        u32::try_from(unmet).unwrap_or(u32::MAX)
    };
    let all_met = group.iter().all(|&a| missing(a) == 0);
    if all_met {
        let mut sorted = group.clone();
        sorted.sort_by(|a, b| de(*b).cmp(&de(*a)).then(a.cmp(b)));
        let mut parts: Vec<Vec<Seat>> = Vec::new();
        for s in sorted {
            match parts.last_mut() {
                Some(p) if de(p[0]) == de(s) => p.push(s),
                _ => parts.push(vec![s]),
            }
        }
        if parts.len() == 1 {
            return parts;
        }
        return parts
            .into_iter()
            .flat_map(
                |p| if p.len() > 1 { direct_encounter(record, p, round_robin) } else { vec![p] },
            )
            .collect();
    }
    // 6.3: first only who stays first whatever the missing games give the others.
    let mut rest = group.clone();
    let mut parts = Vec::new();
    loop {
        let alone = rest
            .iter()
            .copied()
            .find(|&p| rest.iter().filter(|&&q| q != p).all(|&q| de(p) > de(q) + missing(q) * 4));
        match alone {
            Some(p) if rest.len() > 1 => {
                parts.push(vec![p]);
                rest.retain(|&s| s != p);
            }
            _ => break,
        }
    }
    if rest.len() == 1 || rest.len() == group.len() {
        parts.push(rest);
    } else {
        parts.extend(direct_encounter(record, rest, round_robin));
    }
    parts
}

/// One numeric tie-break of one player.
fn value(record: &Record, seat: Seat, t: Tiebreak, round_robin: bool) -> Value {
    let Some(p) = record.player(seat) else { return Value(0) };
    match t {
        Tiebreak::DirectEncounter => Value(0),
        Tiebreak::Wins => {
            Value(p.rounds.iter().filter(|e| e.points() == Points::WIN).count() as u32 * 4)
        }
        Tiebreak::SonnebornBerger if round_robin => {
            let sb = p.rounds.iter().filter_map(|e| {
                let (opponent, own) = match *e {
                    Entry::Played { opponent, outcome, .. } => (opponent, outcome.points()),
                    Entry::Forfeit { opponent, won, .. } => {
                        (opponent, if won { Points::WIN } else { Points::ZERO })
                    }
                    _ => return None,
                };
                Some(record.player(opponent)?.score().halves() * own.halves())
            });
            Value(sb.sum())
        }
        Tiebreak::SonnebornBerger => {
            let elements = swiss_elements(record, seat);
            Value(elements.iter().map(|e| e.value.0 * e.own.halves() / 2).sum())
        }
        Tiebreak::Buchholz => Value(swiss_elements(record, seat).iter().map(|e| e.value.0).sum()),
        Tiebreak::BuchholzCut1 => {
            let elements = swiss_elements(record, seat);
            let total: u32 = elements.iter().map(|e| e.value.0).sum();
            let cut = elements
                .iter()
                .filter(|e| e.voluntary)
                .map(|e| e.value)
                .min()
                .or_else(|| elements.iter().map(|e| e.value).min())
                .unwrap_or(Value(0));
            Value(total - cut.0)
        }
    }
}

/// One round of a Swiss player, as the Buchholz family sees it.
struct Element {
    /// The opponent's adjusted score, or the dummy's.
    value: Value,
    /// What the player scored that round.
    own: Points,
    /// A voluntarily unplayed round (a requested bye, a forfeit loss: 16.1.2).
    voluntary: bool,
}

fn rounds_done(record: &Record) -> usize {
    record
        .players
        .iter()
        .map(|p| p.rounds.iter().filter(|e| !matches!(e, Entry::Pending { .. })).count())
        .max()
        .unwrap_or(0)
}

fn voluntary(e: &Entry) -> bool {
    matches!(e, Entry::Absent(p) if *p < Points::WIN)
        || matches!(e, Entry::Forfeit { won: false, .. })
}

/// 16.3: a player's score as their opponents count it: requested byes followed only by
/// voluntarily unplayed rounds (a withdrawal's) count as draws.
fn adjusted(record: &Record, seat: Seat) -> Points {
    let Some(p) = record.player(seat) else { return Points::ZERO };
    let rounds: Vec<&Entry> =
        p.rounds.iter().filter(|e| !matches!(e, Entry::Pending { .. })).collect();
    let mut total = Points::ZERO;
    for (i, e) in rounds.iter().enumerate() {
        let requested = matches!(e, Entry::Absent(pts) if *pts < Points::WIN);
        let trailing = rounds[i + 1..].iter().all(|later| voluntary(later));
        total = total + if requested && trailing { Points::DRAW } else { e.points() };
    }
    total
}

fn swiss_elements(record: &Record, seat: Seat) -> Vec<Element> {
    let Some(p) = record.player(seat) else { return Vec::new() };
    let own_score = p.score();
    let draws_cap = Points(u32::try_from(rounds_done(record)).unwrap_or(0));
    p.rounds
        .iter()
        .filter(|e| !matches!(e, Entry::Pending { .. }))
        .map(|e| match *e {
            Entry::Played { opponent, outcome, .. } => Element {
                value: halves(adjusted(record, opponent)),
                own: outcome.points(),
                voluntary: false,
            },
            Entry::Forfeit { opponent, won, .. } => Element {
                value: halves(own_score.min(adjusted(record, opponent))),
                own: if won { Points::WIN } else { Points::ZERO },
                voluntary: !won,
            },
            other => Element {
                value: halves(own_score.min(draws_cap)),
                own: other.points(),
                voluntary: voluntary(&other),
            },
        })
        .collect()
}
