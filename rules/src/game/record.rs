//! What a game hands out about its moves: a legal move with its spellings, a ply as a store
//! records it, what playing a move did, and the position string that names a position.

use std::{fmt, str::FromStr};

use crate::{Cell, Outcome, Said, Side, xiangqi::ChineseText};

/// A legal move with the ways it can be shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalMove {
    /// Canonical text (`h3e3`), what the store records.
    pub text: String,
    /// How players see it (`h3e3 (C2=5)`).
    pub display: String,
    /// Other spellings worth matching in autocomplete (`C2=5`).
    pub aliases: Vec<String>,
    /// The move in Chinese notation, in both scripts, for a game that has one (Xiangqi).
    pub chinese: Option<ChineseText>,
    /// The cell the piece leaves (`None` for a drop or a pass).
    pub from: Option<Cell>,
    /// The cell it reaches (`None` for a pass).
    pub to: Option<Cell>,
}

/// One ply as a store records it: who made it, its canonical text, how players see it, and
/// the position it left.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ply {
    /// The side that made it.
    pub side: Side,
    /// Its canonical text (`h3e3`, `pass`).
    pub text: String,
    /// How players see it (`h3e3 (C2=5)`).
    pub display: String,
    /// The position after it.
    pub position: PositionString,
    /// Whether the rules played it by themselves: a pass of a side with no other legal move.
    pub forced: bool,
}

/// What happened when a move was played: the move's ply, then the passes the rules played by
/// themselves after it (each with the side it belongs to), and what the players should know.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    ply: Ply,
    passes: Vec<Ply>,
    /// The move in Chinese notation, in a game that has one (Xiangqi).
    pub chinese: Option<ChineseText>,
    /// Whether the move left the opponent in check.
    pub check: bool,
    /// Something the mover should know about the new position (`royal-stone-attacked`: "your
    /// royal stone on b1 can be captured"), where the rules allow it.
    pub warning: Option<Said>,
    /// The result, if the move (or a pass after it) ended the game.
    pub outcome: Option<Outcome>,
}

impl Played {
    /// What playing `ply` did, with the passes the rules played after it.
    pub(crate) fn new(ply: Ply, passes: Vec<Ply>) -> Played {
        Played { ply, passes, chinese: None, check: false, warning: None, outcome: None }
    }

    /// The move's own ply.
    pub fn ply(&self) -> &Ply {
        &self.ply
    }

    /// Who moved.
    pub fn mover(&self) -> Side {
        self.ply.side
    }

    /// The move's canonical text.
    pub fn text(&self) -> &str {
        &self.ply.text
    }

    /// The move as players see it.
    pub fn display(&self) -> &str {
        &self.ply.display
    }

    /// The passes the rules played after the move, in order, each by its own side.
    pub fn passes(&self) -> &[Ply] {
        &self.passes
    }

    /// Every ply this move recorded: the move, then the passes.
    pub fn plies(&self) -> impl Iterator<Item = &Ply> {
        std::iter::once(&self.ply).chain(&self.passes)
    }
}

/// A position string (`rnbakabnr/9/… w - - 0 1`): the text every game reads and writes a
/// position as (`shared/rules/README.md` §3). Parsing one only tidies it (surrounding space
/// trimmed, runs of spaces made one); whether it is a position of a given game is for
/// [`crate::Game::from_position`] to say.
///
/// ```
/// use rules::PositionString;
/// let p: PositionString = "  4k4/9/9/9/9/9/9/9/9/4K4   w - - 0 1 ".parse().unwrap();
/// assert_eq!(p.to_string(), "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
/// assert!("   ".parse::<PositionString>().is_err());
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct PositionString(String);

impl PositionString {
    /// The text.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A string a variant wrote ([`crate::Variant::position_string`]), already tidy.
    pub(crate) fn written(text: String) -> PositionString {
        PositionString(text)
    }
}

/// A position string with nothing in it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EmptyPosition;

impl fmt::Display for EmptyPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a position string cannot be empty")
    }
}

impl std::error::Error for EmptyPosition {}

impl FromStr for PositionString {
    type Err = EmptyPosition;

    fn from_str(s: &str) -> Result<PositionString, EmptyPosition> {
        let fields: Vec<&str> = s.split_whitespace().collect();
        if fields.is_empty() {
            return Err(EmptyPosition);
        }
        Ok(PositionString(fields.join(" ")))
    }
}

impl fmt::Display for PositionString {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl AsRef<str> for PositionString {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for PositionString {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for PositionString {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for PositionString {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

/// A position string reads as the text it is (`split`, `starts_with`, `&str` arguments); it
/// is only ever made tidy, so any `str` method sees the canonical text.
impl std::ops::Deref for PositionString {
    type Target = str;

    fn deref(&self) -> &str {
        &self.0
    }
}
