//! A tournament's record as the pairing and the standings read it: every player's rounds,
//! built from the store's boards, and who sits in which seat.

use std::collections::HashMap;

use rules::Side;

use super::Refusal;
use crate::{
    model::UserId,
    store::{
        Tx,
        tournaments::{EntrantRow, TournamentRow},
    },
    tournament::{self, Entry, Player, Points, Record, Seat},
};

/// A tournament's record as the pairing and the standings read it, and who sits where.
pub(super) struct Table {
    pub record: Record,
    pub entrants: Vec<EntrantRow>,
}

impl Table {
    /// The record of `t`'s first `rounds` rounds.
    pub(super) fn read(tx: &mut Tx<'_>, t: &TournamentRow, rounds: u16) -> Result<Table, Refusal> {
        let entrants = tx.entrants(t.id)?;
        let boards = tx.boards(t.id)?;
        let mut seat_of = HashMap::new();
        let mut players = Vec::new();
        for e in &entrants {
            let Some(seat) = e.seat else { continue };
            seat_of.insert(e.user.id, Seat(seat));
            let rating = u16::try_from(e.rating.unwrap_or(0).max(0)).unwrap_or(u16::MAX);
            let mut p = Player::new(Seat(seat), e.user.name.clone(), rating);
            p.withdrawn = e.withdrawn.is_some();
            players.push(p);
        }
        players.sort_by_key(|p| p.seat);
        let mut record = Record { players, rounds: t.rounds };
        for round in 1..=rounds {
            for p in &mut record.players {
                p.rounds.push(Entry::Absent(Points::ZERO));
            }
            for b in boards.iter().filter(|b| b.round == round) {
                let Some(&first) = seat_of.get(&b.first) else { continue };
                let second = b.second.and_then(|s| seat_of.get(&s).copied());
                let board = tournament::Board { first, second: second.unwrap_or(first) };
                let (a, z) = match b.result {
                    Some(result) => result.entries(board),
                    None => (
                        Entry::Pending { opponent: board.second, side: Side::First },
                        Some(Entry::Pending { opponent: board.first, side: Side::Second }),
                    ),
                };
                let index = usize::from(round) - 1;
                if let Some(p) = record.players.get_mut(usize::from(first.0).saturating_sub(1)) {
                    p.rounds[index] = a;
                }
                if let (Some(s), Some(z)) = (second, z)
                    && let Some(p) = record.players.get_mut(usize::from(s.0).saturating_sub(1))
                {
                    p.rounds[index] = z;
                }
            }
        }
        Ok(Table { record, entrants })
    }

    /// The user in `seat`.
    pub(super) fn user(&self, seat: Seat) -> Option<&EntrantRow> {
        self.entrants.iter().find(|e| e.seat == Some(seat.0))
    }

    pub(super) fn withdrawn(&self, user: UserId) -> bool {
        self.entrants.iter().any(|e| e.user.id == user && e.withdrawn.is_some())
    }
}
