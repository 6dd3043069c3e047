//! Tournaments' arithmetic: who plays whom in each round, and who finished where.
//!
//! Pure functions over a tournament's record, no I/O (the host stores the record and starts
//! the games; this module only decides). Every rule here is FIDE's, from its Handbook:
//!
//! - [`berger`]: round robins by the Berger tables (C.05, Annex 1);
//! - [`dutch`]: Swiss rounds by the Dutch system (C.04.3), over the basic rules (C.04.1);
//! - [`tiebreaks`]: Sonneborn–Berger, direct encounter, Buchholz and its cut, wins (C.07);
//! - [`trf`]: the Tournament Report File pairing programs exchange, so our Swiss pairings can
//!   be checked against the programs FIDE endorses (`cargo run -p bot --example pairings`).
//!
//! Players are [`Seat`]s, their pairing numbers (1 for the highest rated at the start). A
//! round's colours are [`Side`]s: [`Side::First`] is "white" in FIDE's words, whatever the
//! game calls the side that moves first (Red in Xiangqi, Blue in American Chess). Scores are
//! counted in half points ([`Points`]) so no sum is ever rounded.

pub mod berger;
pub mod dutch;
mod record;
pub mod tiebreaks;
pub mod tool;
pub mod trf;

pub use record::{Entry, Outcome, Player, Points, Record};
pub use rules::Side;

use std::fmt;

/// How a tournament pairs its rounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// Everyone meets everyone once (Berger tables).
    RoundRobin,
    /// Everyone meets everyone twice, sides swapped.
    DoubleRoundRobin,
    /// A set number of rounds, each paired by score (the Dutch system).
    Swiss,
}

impl Format {
    /// Every format.
    pub const ALL: [Format; 3] = [Format::RoundRobin, Format::DoubleRoundRobin, Format::Swiss];

    /// Its key, in catalogues and the store.
    pub fn key(self) -> &'static str {
        match self {
            Format::RoundRobin => "round-robin",
            Format::DoubleRoundRobin => "double-round-robin",
            Format::Swiss => "swiss",
        }
    }

    /// Whether it is a round robin (single or double).
    pub fn is_round_robin(self) -> bool {
        self != Format::Swiss
    }

    /// The tie-breaks its standings use.
    pub fn tiebreaks(self) -> &'static [tiebreaks::Tiebreak] {
        if self.is_round_robin() {
            &tiebreaks::Tiebreak::ROUND_ROBIN
        } else {
            &tiebreaks::Tiebreak::SWISS
        }
    }
}

/// How one board of a round ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardResult {
    /// The player with the first move won over the board.
    First,
    /// The player with the second move won.
    Second,
    /// Drawn.
    Draw,
    /// The first player won because the second did not play (a forfeit).
    FirstByForfeit,
    /// The second player won because the first did not play.
    SecondByForfeit,
    /// Neither played.
    DoubleForfeit,
    /// The pairing-allocated bye (a board with one player).
    Bye,
}

impl BoardResult {
    /// Every result.
    pub const ALL: [BoardResult; 7] = [
        BoardResult::First,
        BoardResult::Second,
        BoardResult::Draw,
        BoardResult::FirstByForfeit,
        BoardResult::SecondByForfeit,
        BoardResult::DoubleForfeit,
        BoardResult::Bye,
    ];

    /// Its key, in catalogues and the store.
    pub fn key(self) -> &'static str {
        match self {
            BoardResult::First => "first",
            BoardResult::Second => "second",
            BoardResult::Draw => "draw",
            BoardResult::FirstByForfeit => "first-forfeit",
            BoardResult::SecondByForfeit => "second-forfeit",
            BoardResult::DoubleForfeit => "double-forfeit",
            BoardResult::Bye => "bye",
        }
    }

    /// The entries it gives the board's two players (the second's is `None` for the bye).
    pub fn entries(self, board: Board) -> (Entry, Option<Entry>) {
        let played = |outcome: Outcome| {
            (
                Entry::Played { opponent: board.second, side: Side::First, outcome },
                Some(Entry::Played {
                    opponent: board.first,
                    side: Side::Second,
                    outcome: outcome.reversed(),
                }),
            )
        };
        let forfeit = |first_won: bool, second_won: bool| {
            (
                Entry::Forfeit { opponent: board.second, side: Side::First, won: first_won },
                Some(Entry::Forfeit { opponent: board.first, side: Side::Second, won: second_won }),
            )
        };
        match self {
            BoardResult::First => played(Outcome::Win),
            BoardResult::Second => played(Outcome::Loss),
            BoardResult::Draw => played(Outcome::Draw),
            BoardResult::FirstByForfeit => forfeit(true, false),
            BoardResult::SecondByForfeit => forfeit(false, true),
            BoardResult::DoubleForfeit => forfeit(false, false),
            BoardResult::Bye => (Entry::Bye, None),
        }
    }
}

/// A player's pairing number in a tournament: 1, 2, … in the initial order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Seat(pub u16);

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// One board of a round: who has the first move, who the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    /// The player with the first move ("white").
    pub first: Seat,
    /// The player with the second move ("black").
    pub second: Seat,
}

impl Board {
    /// The player on `side`.
    pub fn on(self, side: Side) -> Seat {
        match side {
            Side::First => self.first,
            Side::Second => self.second,
        }
    }

    /// Whether `seat` plays on this board.
    pub fn has(self, seat: Seat) -> bool {
        self.first == seat || self.second == seat
    }
}

/// A round's pairing: its boards, in order, and the player who sits it out with a point,
/// when the number of players is odd (the pairing-allocated bye).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pairing {
    /// The boards, the strongest first.
    pub boards: Vec<Board>,
    /// The player left without an opponent.
    pub bye: Option<Seat>,
}

impl Pairing {
    /// Every seat paired this round (the bye included).
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.boards.iter().flat_map(|b| [b.first, b.second]).chain(self.bye)
    }
}
