//! Errors with messages written for players: they are shown in Discord as they are.

use std::fmt;

/// What kind of problem a move had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveErrorKind {
    /// The text is not a move in any notation the game accepts, or names a cell off the board.
    Syntax,
    /// The text reads as a move, but that move is not legal here.
    Illegal,
    /// The text fits several legal moves (WXF without the needed markers).
    Ambiguous,
    /// The game is over; no move can be played.
    GameOver,
}

/// Why a move was not accepted, with a specific message for the player
/// ("no piece on e5", "the Horse's leg at c1 is blocked", …).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    kind: MoveErrorKind,
    message: String,
}

impl MoveError {
    /// An error of `kind` with the player-facing `message`.
    pub fn new(kind: MoveErrorKind, message: impl Into<String>) -> MoveError {
        MoveError { kind, message: message.into() }
    }

    /// A text that is not a move.
    pub fn syntax(message: impl Into<String>) -> MoveError {
        MoveError::new(MoveErrorKind::Syntax, message)
    }

    /// A move that the rules forbid.
    pub fn illegal(message: impl Into<String>) -> MoveError {
        MoveError::new(MoveErrorKind::Illegal, message)
    }

    /// What kind of error this is.
    pub fn kind(&self) -> MoveErrorKind {
        self.kind
    }

    /// The message for the player.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for MoveError {}

/// Why a position string was rejected, with a message for the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError(String);

impl PositionError {
    /// A rejection with the player-facing `message`.
    pub fn new(message: impl Into<String>) -> PositionError {
        PositionError(message.into())
    }

    /// The message for the player.
    pub fn message(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for PositionError {}
