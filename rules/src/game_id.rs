//! Which game is being played: ids, display names and side names.

use std::{fmt, str::FromStr};

use crate::{Geometry, Side, Variant, geometry};

/// Runs an expression with the variant type of a game known only at run time: the one place
/// where a [`GameId`] becomes a type. In `with_variant!(id, V => body)`, `body` is compiled once
/// per game with `V` naming that game's type, so it may use bounds `rules` does not know (an
/// engine's evaluation trait, say); [`GameId::with_variant`] is the same for code that only
/// needs [`Variant`].
///
/// ```
/// use rules::{GameId, Variant, with_variant};
/// let id = GameId::Chess1999;
/// let size = with_variant!(id, V => V::GAME.geometry().files);
/// assert_eq!(size, 13);
/// ```
#[macro_export]
macro_rules! with_variant {
    ($id:expr, $V:ident => $body:expr) => {
        match $id {
            $crate::GameId::Xiangqi => {
                type $V = $crate::xiangqi::Xiangqi;
                $body
            }
            $crate::GameId::American => {
                type $V = $crate::american::American;
                $body
            }
            $crate::GameId::Amalgamated => {
                type $V = $crate::amalgamated::Amalgamated;
                $body
            }
            $crate::GameId::Abstract => {
                type $V = $crate::abstract_chess::Abstract;
                $body
            }
            $crate::GameId::Chess1999 => {
                type $V = $crate::chess1999::Chess1999;
                $body
            }
        }
    };
}

/// Work to do with a game's [`Variant`] type when the game is only known at run time: hand it
/// to [`GameId::with_variant`], which runs it with the type of the game the id names (through
/// [`with_variant!`], the one place an id becomes a type).
///
/// ```
/// use rules::{GameId, Variant, WithVariant};
/// struct StartMoves;
/// impl WithVariant for StartMoves {
///     type Output = u64;
///     fn run<V: Variant>(self) -> u64 {
///         V::start().count_legal_moves()
///     }
/// }
/// assert_eq!(GameId::Xiangqi.with_variant(StartMoves), 44);
/// ```
pub trait WithVariant {
    /// What the work gives back.
    type Output;
    /// Does the work with the game's variant type `V`.
    fn run<V: Variant>(self) -> Self::Output;
}

/// One of the five games the bot hosts.
///
/// ```
/// use rules::{GameId, Side};
/// let g: GameId = "xiangqi".parse().unwrap();
/// assert_eq!(g.name(), "Xiangqi");
/// assert_eq!(g.side_name(Side::First), "Red");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum GameId {
    /// Chinese chess, 9 × 10 points.
    Xiangqi,
    /// American Chess, 11 × 9 squares, Blue against Red, the Gauntlet.
    American,
    /// Amalgamated Chess, 8 × 8, river promotion and demotion, point count instead of draws.
    Amalgamated,
    /// Abstract Chess, stacks of stones.
    Abstract,
    /// Chess 1999, 13 × 13 points, command posts, drops.
    Chess1999,
}

impl GameId {
    /// All five games, in the order the bot lists them.
    pub const ALL: [GameId; 5] = [
        GameId::Xiangqi,
        GameId::American,
        GameId::Amalgamated,
        GameId::Abstract,
        GameId::Chess1999,
    ];

    /// The short id used in commands, files and the database: `xiangqi`, `american`,
    /// `amalgamated`, `abstract`, `chess1999`.
    pub const fn id(self) -> &'static str {
        match self {
            GameId::Xiangqi => "xiangqi",
            GameId::American => "american",
            GameId::Amalgamated => "amalgamated",
            GameId::Abstract => "abstract",
            GameId::Chess1999 => "chess1999",
        }
    }

    /// The name players read.
    pub const fn name(self) -> &'static str {
        match self {
            GameId::Xiangqi => "Xiangqi",
            GameId::American => "American Chess",
            GameId::Amalgamated => "Amalgamated Chess",
            GameId::Abstract => "Abstract Chess",
            GameId::Chess1999 => "Chess 1999",
        }
    }

    /// The game's own name for a side: Red/Black, Blue/Red or White/Black.
    pub const fn side_name(self, side: Side) -> &'static str {
        match self.colour(side) {
            SideColour::Red => "Red",
            SideColour::Black => "Black",
            SideColour::Blue => "Blue",
            SideColour::White => "White",
        }
    }

    /// The colour that names `side` in this game: what pictures paint it in, and the key
    /// catalogues name it by (`side-red`).
    pub const fn colour(self, side: Side) -> SideColour {
        match (self, side) {
            (GameId::Xiangqi, Side::First) => SideColour::Red,
            (GameId::Xiangqi, Side::Second) => SideColour::Black,
            (GameId::American | GameId::Chess1999, Side::First) => SideColour::Blue,
            (GameId::American | GameId::Chess1999, Side::Second) => SideColour::Red,
            (GameId::Amalgamated | GameId::Abstract, Side::First) => SideColour::White,
            (GameId::Amalgamated | GameId::Abstract, Side::Second) => SideColour::Black,
        }
    }

    /// The shape of the board.
    pub const fn geometry(self) -> &'static Geometry {
        match self {
            GameId::Xiangqi => &geometry::XIANGQI,
            GameId::American => &geometry::AMERICAN,
            GameId::Amalgamated => &geometry::AMALGAMATED,
            GameId::Abstract => &geometry::ABSTRACT,
            GameId::Chess1999 => &geometry::CHESS1999,
        }
    }

    /// Runs `work` with this game's variant type.
    pub fn with_variant<W: WithVariant>(self, work: W) -> W::Output {
        crate::with_variant!(self, V => work.run::<V>())
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// An unknown game id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownGame(pub String);

impl fmt::Display for UnknownGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ids: Vec<&str> = GameId::ALL.iter().map(|g| g.id()).collect();
        write!(f, "there is no game called `{}`; the games are {}", self.0, ids.join(", "))
    }
}

impl std::error::Error for UnknownGame {}

impl FromStr for GameId {
    type Err = UnknownGame;

    /// Reads a game id or a display name, ignoring case, spaces, `-` and `_`
    /// (`chess1999`, `Chess 1999`, `american-chess`).
    fn from_str(s: &str) -> Result<GameId, UnknownGame> {
        let key: String = s
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect();
        let key = key.strip_suffix("chess").filter(|k| !k.is_empty()).unwrap_or(&key);
        GameId::ALL.into_iter().find(|g| g.id() == key).ok_or_else(|| UnknownGame(s.to_owned()))
    }
}

/// The colours the games name their sides by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SideColour {
    /// Xiangqi's first side; American Chess's and Chess 1999's second.
    Red,
    /// Xiangqi's, Amalgamated Chess's and Abstract Chess's second side.
    Black,
    /// American Chess's and Chess 1999's first side.
    Blue,
    /// Amalgamated Chess's and Abstract Chess's first side.
    White,
}

impl SideColour {
    /// Its key in catalogues: `red`, `black`, `blue`, `white`.
    pub const fn key(self) -> &'static str {
        match self {
            SideColour::Red => "red",
            SideColour::Black => "black",
            SideColour::Blue => "blue",
            SideColour::White => "white",
        }
    }
}
