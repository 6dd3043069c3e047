//! A tournament's record: every player's rounds so far, which pairings and tie-breaks read.

use std::fmt;

use rules::Side;

use super::Seat;

/// A score in half points: `Points(3)` is 1½.
///
/// ```
/// use bot::tournament::Points;
/// assert_eq!(Points::WIN.to_string(), "1");
/// assert_eq!(Points(5).to_string(), "2.5");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
pub struct Points(pub u32);

impl Points {
    /// Nothing.
    pub const ZERO: Points = Points(0);
    /// A draw's half point.
    pub const DRAW: Points = Points(1);
    /// A win's point (also the pairing-allocated bye's and a forfeit win's).
    pub const WIN: Points = Points(2);

    /// Half points, as a number.
    pub fn halves(self) -> u32 {
        self.0
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, other: Points) -> Points {
        Points(self.0 + other.0)
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 % 2 {
            0 => write!(f, "{}", self.0 / 2),
            _ => write!(f, "{}.5", self.0 / 2),
        }
    }
}

/// How a game ended for one of its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// They won.
    Win,
    /// A draw.
    Draw,
    /// They lost.
    Loss,
}

impl Outcome {
    /// What it scores.
    pub fn points(self) -> Points {
        match self {
            Outcome::Win => Points::WIN,
            Outcome::Draw => Points::DRAW,
            Outcome::Loss => Points::ZERO,
        }
    }

    /// The same game seen by the opponent.
    pub fn reversed(self) -> Outcome {
        match self {
            Outcome::Win => Outcome::Loss,
            Outcome::Draw => Outcome::Draw,
            Outcome::Loss => Outcome::Win,
        }
    }
}

/// One round of one player.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A game played: the opponent, the side this player had, and how it ended.
    Played {
        /// Who they played.
        opponent: Seat,
        /// The side they had.
        side: Side,
        /// How it ended for them.
        outcome: Outcome,
    },
    /// A game paired but not played (one side did not come, or withdrew): the point goes to
    /// the player who was there. Not a played game: it gives no colour, and the two may be
    /// paired again (C.04.1).
    Forfeit {
        /// Who they were paired with.
        opponent: Seat,
        /// The side they were given.
        side: Side,
        /// Whether they were the one who came (and won the point).
        won: bool,
    },
    /// The pairing-allocated bye: a point, no opponent.
    Bye,
    /// Not paired this round (withdrawn, or a bye they asked for): the points it gave (none,
    /// or a half or whole point where the organiser granted one).
    Absent(Points),
    /// Paired, game still going: no points yet.
    Pending {
        /// Who they play.
        opponent: Seat,
        /// Their side.
        side: Side,
    },
}

impl Entry {
    /// What this round scored.
    pub fn points(self) -> Points {
        match self {
            Entry::Played { outcome, .. } => outcome.points(),
            Entry::Forfeit { won: true, .. } | Entry::Bye => Points::WIN,
            Entry::Forfeit { won: false, .. } | Entry::Pending { .. } => Points::ZERO,
            Entry::Absent(points) => points,
        }
    }

    /// The opponent of a game played over the board.
    pub fn played_against(self) -> Option<Seat> {
        match self {
            Entry::Played { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// The side of a game played over the board.
    pub fn played_side(self) -> Option<Side> {
        match self {
            Entry::Played { side, .. } => Some(side),
            _ => None,
        }
    }

    /// Whether the round gave a point without a game (C.04.1 d: such a player gets no
    /// pairing-allocated bye again).
    pub fn unplayed_point(self) -> bool {
        match self {
            Entry::Bye | Entry::Forfeit { won: true, .. } => true,
            Entry::Absent(points) => points >= Points::WIN,
            _ => false,
        }
    }
}

/// A player and their rounds so far.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Player {
    /// Their pairing number.
    pub seat: Seat,
    /// Their name, as the report prints it.
    pub name: String,
    /// Their rating in the tournament's game when it began (0: none).
    pub rating: u16,
    /// One entry per round paired so far, in order.
    pub rounds: Vec<Entry>,
    /// Whether they left: a withdrawn player is paired no more.
    pub withdrawn: bool,
}

impl Player {
    /// A player with no rounds yet.
    pub fn new(seat: Seat, name: impl Into<String>, rating: u16) -> Player {
        Player { seat, name: name.into(), rating, rounds: Vec::new(), withdrawn: false }
    }

    /// Their score after every round so far.
    pub fn score(&self) -> Points {
        self.score_after(self.rounds.len())
    }

    /// Their score after the first `rounds` rounds.
    pub fn score_after(&self, rounds: usize) -> Points {
        self.rounds.iter().take(rounds).map(|e| e.points()).sum()
    }

    /// Whether they already met `other` over the board.
    pub fn has_played(&self, other: Seat) -> bool {
        self.rounds.iter().any(|e| e.played_against() == Some(other))
    }

    /// The sides of their games played over the board, in order.
    pub fn sides(&self) -> impl DoubleEndedIterator<Item = Side> + '_ {
        self.rounds.iter().filter_map(|e| e.played_side())
    }

    /// Games won over the board.
    pub fn wins(&self) -> usize {
        let won = |e: &&Entry| matches!(e, Entry::Played { outcome: Outcome::Win, .. });
        self.rounds.iter().filter(won).count()
    }
}

/// A tournament's record: its players (in seat order) and how many rounds it will have.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Record {
    /// The players, `players[i].seat == Seat(i + 1)`.
    pub players: Vec<Player>,
    /// The rounds the tournament will have.
    pub rounds: u16,
}

impl Record {
    /// The player in `seat`, if there is one.
    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(usize::from(seat.0).checked_sub(1)?)
    }

    /// Rounds paired so far (the longest player's record).
    pub fn rounds_paired(&self) -> usize {
        self.players.iter().map(|p| p.rounds.len()).max().unwrap_or(0)
    }

    /// Writes a round's pairing into every player's record: boards pending, the bye, and
    /// everyone else (withdrawn) absent.
    pub fn enter(&mut self, pairing: &super::Pairing) {
        let round = self.rounds_paired();
        for player in &mut self.players {
            player.rounds.resize(round, Entry::Absent(Points::ZERO));
            let seat = player.seat;
            let entry = if pairing.bye == Some(seat) {
                Entry::Bye
            } else if let Some(b) = pairing.boards.iter().find(|b| b.has(seat)) {
                let side = if b.first == seat { Side::First } else { Side::Second };
                Entry::Pending { opponent: b.on(!side), side }
            } else {
                Entry::Absent(Points::ZERO)
            };
            player.rounds.push(entry);
        }
    }

    /// Writes a game's end into both players' current round: `outcome` for `first`.
    pub fn settle(&mut self, round: usize, board: super::Board, outcome: Outcome) {
        for (seat, side, outcome) in
            [(board.first, Side::First, outcome), (board.second, Side::Second, outcome.reversed())]
        {
            let opponent = board.on(!side);
            if let Some(p) = self.players.get_mut(usize::from(seat.0).wrapping_sub(1))
                && let Some(entry) = p.rounds.get_mut(round)
            {
                *entry = Entry::Played { opponent, side, outcome };
            }
        }
    }
}
