//! The two sides of a game, named by each game in its own words.

use std::ops::{Index, IndexMut, Not};

/// One of the two players. Every game has a first player (moves first, uppercase letters,
/// starts at the bottom of the diagram) and a second player; the game names them
/// (Red/Black, Blue/Red, White/Black), see [`crate::GameId::side_name`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[repr(u8)]
pub enum Side {
    /// The player who moves first (`w` in position strings).
    First = 0,
    /// The player who moves second (`b` in position strings).
    Second = 1,
}

impl Side {
    /// Both sides, first player first.
    pub const ALL: [Side; 2] = [Side::First, Side::Second];

    /// 0 for the first player, 1 for the second.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The letter used in position strings: `w` or `b`, whatever the colour names.
    pub const fn fen_char(self) -> char {
        match self {
            Side::First => 'w',
            Side::Second => 'b',
        }
    }

    /// Reads the side-to-move field of a position string.
    pub fn from_fen(field: &str) -> Option<Side> {
        match field {
            "w" => Some(Side::First),
            "b" => Some(Side::Second),
            _ => None,
        }
    }

    /// The side a piece letter belongs to: uppercase is the first player.
    pub fn of_letter(letter: char) -> Side {
        if letter.is_ascii_uppercase() { Side::First } else { Side::Second }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        match self {
            Side::First => Side::Second,
            Side::Second => Side::First,
        }
    }
}

/// A value for each side, indexed by [`Side`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BySide<T> {
    /// The first player's value.
    pub first: T,
    /// The second player's value.
    pub second: T,
}

impl<T> BySide<T> {
    /// Builds a pair by calling `f` for each side.
    pub fn new_with(mut f: impl FnMut(Side) -> T) -> Self {
        BySide { first: f(Side::First), second: f(Side::Second) }
    }
}

impl<T> Index<Side> for BySide<T> {
    type Output = T;
    #[inline]
    fn index(&self, side: Side) -> &T {
        match side {
            Side::First => &self.first,
            Side::Second => &self.second,
        }
    }
}

impl<T> IndexMut<Side> for BySide<T> {
    #[inline]
    fn index_mut(&mut self, side: Side) -> &mut T {
        match side {
            Side::First => &mut self.first,
            Side::Second => &mut self.second,
        }
    }
}
