//! What `rules` has to say to a player, as a stable key and its arguments: the words are
//! chosen where they are shown (the bot's message catalogue), in the player's language.
//!
//! A [`Said`] is what a [`crate::MoveFault`], a [`crate::PositionError`] or an
//! [`crate::Outcome`] turns into. Its key never changes once released (catalogues and stored
//! games name it); its arguments are typed, so a cell, a piece or a side is written the way the
//! player's language writes it.

use crate::{Cell, GameId, Side};

/// A message for the player: a stable key (`"horse-leg"`) and named arguments.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Said {
    /// The message's key, the same in every language (kebab-case).
    pub key: &'static str,
    /// Its arguments, by name (kebab-case).
    pub args: Vec<(&'static str, Arg)>,
}

impl Said {
    /// A message with no arguments.
    pub fn new(key: &'static str) -> Said {
        Said { key, args: Vec::new() }
    }

    /// The same message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Said {
        self.args.push((name, value.into()));
        self
    }

    /// The argument named `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// For logs and tests: the key and its arguments (`no-piece at=h3`). Players see a catalogue's
/// words instead.
impl std::fmt::Display for Said {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.key)?;
        for (name, arg) in &self.args {
            write!(f, " {name}=")?;
            match arg {
                Arg::Cell(c) => write!(f, "{c}")?,
                Arg::Piece(p) => write!(f, "{}", p.key())?,
                Arg::Side(s) => write!(f, "{s:?}")?,
                Arg::Number(n) | Arg::HalfPoints(n) => write!(f, "{n}")?,
                Arg::Text(t) => write!(f, "{t:?}")?,
                Arg::Moves(m) => write!(f, "{m:?}")?,
                Arg::Key(k) => f.write_str(k)?,
                Arg::Game(g) => f.write_str(g.id())?,
                Arg::Said(s) => write!(f, "({s})")?,
            }
        }
        Ok(())
    }
}

/// One argument of a [`Said`], typed so each language can write it its own way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A cell, written in the game's coordinates (`e5`).
    Cell(Cell),
    /// A piece of the game, by its name key.
    Piece(PieceName),
    /// A side, written with the game's side names (Red, Black, …).
    Side(Side),
    /// A whole number.
    Number(u32),
    /// A score in half-points (Amalgamated Chess: 5 is 2.5).
    HalfPoints(u32),
    /// Text the player typed, or a move in notation: shown as it is.
    Text(String),
    /// Several moves in notation, listed as alternatives ("a or b").
    Moves(Vec<String>),
    /// One of a message's fixed choices (a [`crate::Reason`]'s key, which counter, which
    /// placement rule): catalogues select on it, never show it.
    Key(&'static str),
    /// A game, by its id.
    Game(GameId),
    /// A nested message (a game's result inside "the game is over: …").
    Said(Box<Said>),
}

impl From<Cell> for Arg {
    fn from(c: Cell) -> Arg {
        Arg::Cell(c)
    }
}

impl From<PieceName> for Arg {
    fn from(p: PieceName) -> Arg {
        Arg::Piece(p)
    }
}

impl From<Side> for Arg {
    fn from(s: Side) -> Arg {
        Arg::Side(s)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(n)
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}

impl From<char> for Arg {
    fn from(c: char) -> Arg {
        Arg::Text(c.to_string())
    }
}

impl From<GameId> for Arg {
    fn from(g: GameId) -> Arg {
        Arg::Game(g)
    }
}

impl From<Said> for Arg {
    fn from(s: Said) -> Arg {
        Arg::Said(Box::new(s))
    }
}

/// A piece kind of one game, named by its English name in that game's own terms ("Horse",
/// "Armor Brigade", "3-stack"): the name is an identifier here, and [`PieceName::key`] is how
/// catalogues look it up (`piece-<game>-<key>`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct PieceName(pub &'static str);

impl PieceName {
    /// The catalogue key: the name in lower case, words joined by `-` ("armor-brigade").
    ///
    /// ```
    /// assert_eq!(rules::PieceName("Armor Brigade").key(), "armor-brigade");
    /// ```
    pub fn key(self) -> String {
        self.0.to_ascii_lowercase().replace(' ', "-")
    }
}
