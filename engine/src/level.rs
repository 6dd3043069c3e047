//! Levels 1–8: how deep and how long the engine looks, and how far from the best move it may
//! stray. Lower levels are weaker by depth and nodes, and choose among the near-best moves
//! with a seeded draw, so that their mistakes look like a person's (a decent move missed) and
//! not a machine's (a piece given away for nothing).

use std::{fmt, time::Duration};

/// How long level 8 thinks about a move, unless its caller gives it another budget: the
/// bot's strongest play, and still a quick reply in a chat.
pub const LEVEL_8_TIME: Duration = Duration::from_secs(2);

/// A strength from 1 (for someone who just learned the moves) to 8 (as strong as the engine
/// can be in the time it is given).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Level(u8);

/// How one level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Strength {
    /// The deepest iteration.
    pub depth: u32,
    /// At most this many nodes.
    pub nodes: u64,
    /// Moves scoring within this many centipawns of the best may be chosen.
    pub margin: i32,
}

impl Level {
    /// The weakest.
    pub const MIN: Level = Level(1);
    /// The strongest.
    pub const MAX: Level = Level(8);
    /// The level a challenge to the bot gets unless it asks for another.
    pub const DEFAULT: Level = Level(3);

    /// Level `n`, if it is one of 1–8.
    pub const fn new(n: u8) -> Option<Level> {
        if n >= 1 && n <= 8 { Some(Level(n)) } else { None }
    }

    /// Its number, 1–8.
    pub const fn number(self) -> u8 {
        self.0
    }

    /// How it plays.
    pub const fn strength(self) -> Strength {
        let (depth, nodes, margin) = match self.0 {
            1 => (1, 2_000, 150),
            2 => (2, 6_000, 90),
            3 => (3, 20_000, 50),
            4 => (4, 60_000, 25),
            5 => (6, 200_000, 10),
            6 => (8, 600_000, 0),
            7 => (12, 2_000_000, 0),
            // The whole time budget the caller gives.
            _ => (64, u64::MAX, 0),
        };
        Strength { depth, nodes, margin }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
