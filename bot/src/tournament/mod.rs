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
pub mod trf;

pub use record::{Entry, Outcome, Player, Points, Record};
pub use rules::Side;

use std::fmt;

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
