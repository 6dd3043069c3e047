//! Swiss rounds by the FIDE Dutch system: Handbook C.04.3 in the edition in force since
//! 1 February 2026 (criteria [C1]–[C21]), over the basic rules of C.04.1.
//!
//! The players still in are ranked by score, then pairing number (1.2), and cut into score
//! groups. Brackets are paired from the top: a bracket is a score group with the players who
//! floated down into it (MDPs); whoever it leaves unpaired floats on to the next. Each bracket
//! ([`bracket`]) walks its candidates in the order of Article 4 (sets of MDPs to pair, the
//! transpositions of S2, the exchanges between S1 and S2) and keeps the first of those that
//! best meet the quality criteria [C5]–[C21] ([`cost`]), among those that meet the absolute
//! ones ([C1] no rematch, [C2] no second bye, [C3] no two non-topscorers with the same
//! absolute colour preference) and the completion criterion ([C4]: everyone not yet paired
//! can still be paired, which [`matching`] answers). Sides are given by Article 5
//! ([`colours`]).
//!
//! Where this falls short of the letter: [C8] looks one bracket ahead at the number of pairs
//! only, not at the scores of that bracket's own downfloaters; a bracket whose candidates
//! number in the millions settles for the best found in a few hundred thousand steps (a club
//! tournament never comes near; where at most one player of a remainder floats, each
//! exchange's transpositions are solved exactly rather than walked, so brackets of a hundred
//! players are paired as bbpPairings pairs them). The TRF example lets anyone compare our
//! pairings with bbpPairings 6, which implements this edition.
//!
//! ```
//! use bot::tournament::{dutch, Player, Record, Seat, Side};
//! let players = (1..=4).map(|s| Player::new(Seat(s), format!("P{s}"), 2000 - s)).collect();
//! let record = Record { players, rounds: 3 };
//! // Round 1: the top half against the bottom half, the top seed with the first move.
//! let pairing = dutch::pair(&record, Side::First).unwrap();
//! let boards: Vec<_> = pairing.boards.iter().map(|b| (b.first.0, b.second.0)).collect();
//! assert_eq!(boards, [(1, 3), (4, 2)]);
//! ```

mod assignment;
mod bracket;
pub mod colours;
mod cost;
pub mod matching;
mod order;

use rules::Side;

use self::colours::{Colours, Strength};
use super::{Board, Entry, Pairing, Points, Record, Seat};

/// Why no round could be paired.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum NoPairing {
    /// Fewer than two players are still in.
    #[error("only {0} players are still in")]
    TooFew(usize),
    /// Every way of pairing would repeat a game or break another absolute rule (in a short
    /// tournament: everyone has met everyone), or give the bye to someone who may not have
    /// it.
    #[error("no pairing keeps every player from meeting an opponent twice")]
    Exhausted,
    /// A round is still being played.
    #[error("round {0} has unfinished games")]
    Unfinished(usize),
}

/// A float: a player paired against a lower (down) or higher (up) score, or not paired at all
/// (down, 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Float {
    Down,
    Up,
}

/// A player as the pairing sees them.
#[derive(Debug, Clone)]
pub(crate) struct Entrant {
    pub seat: Seat,
    /// Their number for 5.2.5 ([`colours::Claim::number`]).
    pub number: u16,
    pub score: Points,
    pub colours: Colours,
    pub preference: Option<Side>,
    pub strength: Strength,
    pub topscorer: bool,
    /// May receive the pairing-allocated bye ([C2]).
    pub bye_ok: bool,
    /// Their float in the last round, and in the round before.
    pub floats: [Option<Float>; 2],
    /// Seats they met over the board.
    pub met: Vec<Seat>,
    /// Rounds they did not play over the board ([C9]).
    pub unplayed: u32,
}

impl Entrant {
    /// What the colour rules need to know of them, ranked `rank`.
    pub fn claim(&self, rank: usize) -> colours::Claim<'_> {
        colours::Claim {
            colours: &self.colours,
            topscorer: self.topscorer,
            rank,
            number: self.number,
        }
    }

    /// Whether the two may meet ([C1] and [C3]).
    pub fn may_meet(&self, other: &Entrant) -> bool {
        if self.met.contains(&other.seat) {
            return false;
        }
        let both_absolute =
            self.strength == Strength::Absolute && other.strength == Strength::Absolute;
        let same_side = self.preference == other.preference;
        !both_absolute || !same_side || self.topscorer || other.topscorer
    }
}

/// Pairs the next round of a Swiss tournament. `initial` is the side the top seed gets in
/// round 1 (the initial colour of 5.2.5).
///
/// # Errors
/// [`NoPairing`] when the round cannot be paired.
pub fn pair(record: &Record, initial: Side) -> Result<Pairing, NoPairing> {
    let played = record.rounds_paired();
    if let Some(round) = record
        .players
        .iter()
        .find_map(|p| p.rounds.iter().position(|e| matches!(e, Entry::Pending { .. })))
    {
        return Err(NoPairing::Unfinished(round + 1));
    }
    // 5.2.5's numbers: everyone in this pairing or ever paired, in pairing-number order.
    let mut numbers = std::collections::HashMap::new();
    let mut by_seat: Vec<&super::Player> = record.players.iter().collect();
    by_seat.sort_by_key(|p| p.seat);
    for p in by_seat {
        let ever_paired = p.rounds.iter().any(|e| !matches!(e, Entry::Absent(_)));
        if !p.withdrawn || ever_paired {
            numbers.insert(p.seat, numbers.len() as u16 + 1);
        }
    }
    let mut field: Vec<Entrant> = record
        .players
        .iter()
        .filter(|p| !p.withdrawn)
        .map(|p| Entrant {
            number: numbers.get(&p.seat).copied().unwrap_or(p.seat.0),
            ..entrant(record, p, played)
        })
        .collect();
    if field.len() < 2 {
        return Err(NoPairing::TooFew(field.len()));
    }
    // 1.2: score, then pairing number.
    field.sort_by(|a, b| b.score.cmp(&a.score).then(a.seat.cmp(&b.seat)));
    let chosen = bracket::pair_all(&field, initial).ok_or(NoPairing::Exhausted)?;
    let mut pairing = Pairing::default();
    for (a, b) in chosen.pairs {
        let (x, y) = (&field[a], &field[b]);
        let side = colours::allocate(x.claim(a), y.claim(b), initial);
        pairing.boards.push(match side {
            Side::First => Board { first: x.seat, second: y.seat },
            Side::Second => Board { first: y.seat, second: x.seat },
        });
    }
    pairing.bye = chosen.bye.map(|i| field[i].seat);
    order_boards(&mut pairing, &field);
    Ok(pairing)
}

/// Boards in the order of C.04.2 (the higher score of a board first, then the higher sum,
/// then the better ranked player).
fn order_boards(pairing: &mut Pairing, field: &[Entrant]) {
    let rank = |s: Seat| field.iter().position(|e| e.seat == s).unwrap_or(usize::MAX);
    let score = |s: Seat| field.iter().find(|e| e.seat == s).map_or(Points::ZERO, |e| e.score);
    pairing.boards.sort_by_key(|b| {
        let (x, y) = (score(b.first), score(b.second));
        (std::cmp::Reverse(x.max(y)), std::cmp::Reverse(x + y), rank(b.first).min(rank(b.second)))
    });
}

fn entrant(record: &Record, p: &super::Player, played: usize) -> Entrant {
    let colours = Colours { played: p.sides().collect() };
    let (preference, strength) = colours.preference();
    let score = p.score();
    // 1.8: in the last round, over half the points possible so far.
    let last_round = usize::from(record.rounds) == played + 1;
    let topscorer = last_round && score.halves() as usize > played;
    let float_in = |round: usize| -> Option<Float> {
        let entry = p.rounds.get(round)?;
        match entry {
            Entry::Played { opponent, .. } => {
                let own = p.score_after(round);
                let theirs = record.player(*opponent).map(|o| o.score_after(round))?;
                match own.cmp(&theirs) {
                    std::cmp::Ordering::Greater => Some(Float::Down),
                    std::cmp::Ordering::Less => Some(Float::Up),
                    std::cmp::Ordering::Equal => None,
                }
            }
            // 1.4.3: the bye, and scoring more than a loss without playing, float down.
            Entry::Bye | Entry::Forfeit { won: true, .. } => Some(Float::Down),
            Entry::Absent(points) if *points > Points::ZERO => Some(Float::Down),
            _ => None,
        }
    };
    let floats =
        [played.checked_sub(1).and_then(float_in), played.checked_sub(2).and_then(float_in)];
    Entrant {
        seat: p.seat,
        number: p.seat.0,
        score,
        colours,
        preference,
        strength,
        topscorer,
        bye_ok: !p.rounds.iter().any(|e| e.unplayed_point()),
        floats,
        met: p.rounds.iter().filter_map(|e| e.played_against()).collect(),
        unplayed: p.rounds.iter().filter(|e| e.played_against().is_none()).count() as u32,
    }
}
