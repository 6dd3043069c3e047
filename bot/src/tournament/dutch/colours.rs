//! Colour preferences (C.04.3 1.7) and who gets which side on a board (Article 5).
//!
//! Only games played over the board count: a forfeit or a bye gives no colour (C.04.1).

use rules::Side;

/// How much a player wants a side (1.7), weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    /// No game played yet: no preference.
    None,
    /// Colours balanced: alternate from the last game.
    Mild,
    /// One more of a side than the other: the other side.
    Strong,
    /// Two more of a side, or the same side in the last two games: must get the other.
    Absolute,
}

/// A player's colour history, as the pairing reads it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Colours {
    /// Sides of games played over the board, in order.
    pub played: Vec<Side>,
}

impl Colours {
    /// The colour difference: games with the first move less games with the second.
    pub fn difference(&self) -> i32 {
        self.played.iter().map(|&s| if s == Side::First { 1 } else { -1 }).sum()
    }

    /// Whether the last two games had the same side.
    fn last_two_same(&self) -> Option<Side> {
        match self.played.as_slice() {
            [.., a, b] if a == b => Some(*a),
            _ => None,
        }
    }

    /// The side wanted and how much (1.7).
    pub fn preference(&self) -> (Option<Side>, Strength) {
        let cd = self.difference();
        let Some(&last) = self.played.last() else { return (None, Strength::None) };
        if !(-1..=1).contains(&cd) || self.last_two_same().is_some() {
            // White when the difference is below −1 or the last two were black; else black.
            let wants = if cd < -1 || self.last_two_same() == Some(Side::Second) {
                Side::First
            } else {
                Side::Second
            };
            return (Some(wants), Strength::Absolute);
        }
        match cd {
            1 => (Some(Side::Second), Strength::Strong),
            -1 => (Some(Side::First), Strength::Strong),
            _ => (Some(!last), Strength::Mild),
        }
    }

    /// With `side` added.
    pub fn with(&self, side: Side) -> Colours {
        let mut played = self.played.clone();
        played.push(side);
        Colours { played }
    }
}

/// What Article 5 needs to know of one player of a board.
#[derive(Debug, Clone, Copy)]
pub struct Claim<'a> {
    /// Their colour history.
    pub colours: &'a Colours,
    /// Whether they are a topscorer (1.8).
    pub topscorer: bool,
    /// Their place in the ranking (1.2): lower is higher ranked.
    pub rank: usize,
    /// Their number among the players in the pairing, for 5.2.5's parity: pairing numbers
    /// counted again without the players who sit this round out and were never paired (so
    /// the top player in the tournament gets the initial colour, as bbpPairings has it).
    pub number: u16,
}

/// The side the first player `a` gets against `b` (5.2.1–5.2.5). `initial` is the side the
/// top seed had in round 1 (the initial colour, 5.2.5).
pub fn allocate(a: Claim<'_>, b: Claim<'_>, initial: Side) -> Side {
    let (pa, sa) = a.colours.preference();
    let (pb, sb) = b.colours.preference();
    // 5.2.1: both preferences granted (they differ, or one has none).
    match (pa, pb) {
        (Some(x), Some(y)) if x != y => return x,
        (Some(x), None) => return x,
        (None, Some(y)) => return !y,
        _ => {}
    }
    if let (Some(want), Some(_)) = (pa, pb) {
        // 5.2.2: the stronger preference; both absolute (topscorers): the wider difference.
        if sa != sb {
            return if sa > sb { want } else { !want };
        }
        if sa == Strength::Absolute {
            let (da, db) = (a.colours.difference().abs(), b.colours.difference().abs());
            if da != db {
                return if da > db { want } else { !want };
            }
        }
        // 5.2.3: alternate from the latest round in which they had different sides.
        let (ha, hb) = (&a.colours.played, &b.colours.played);
        for (x, y) in ha.iter().rev().zip(hb.iter().rev()) {
            if x != y {
                return !*x;
            }
        }
    }
    // 5.2.4: the higher ranked player's preference; 5.2.5: by the parity of their number
    // among the players in the pairing (see `Claim::number`).
    let (higher, pref, a_is_higher) = if a.rank < b.rank { (a, pa, true) } else { (b, pb, false) };
    let side_of_higher = match pref {
        Some(side) => side,
        None if higher.number % 2 == 1 => initial,
        None => !initial,
    };
    if a_is_higher { side_of_higher } else { !side_of_higher }
}
