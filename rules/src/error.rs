//! Errors for players, typed: what went wrong and its particulars, never its words. The bot
//! words them in the player's language (see [`crate::Said`]).

use std::fmt;

use crate::Said;
pub use crate::fault::MoveFault;

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

/// Why a move was not accepted, typed: [`MoveError::fault`] says what exactly, and
/// [`MoveFault::said`] turns it into a message key and arguments for the player's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveError {
    kind: MoveErrorKind,
    fault: MoveFault,
}

impl MoveError {
    /// An error of `kind` for `fault`.
    pub fn new(kind: MoveErrorKind, fault: MoveFault) -> MoveError {
        MoveError { kind, fault }
    }

    /// A text that is not a move.
    pub fn syntax(fault: MoveFault) -> MoveError {
        MoveError::new(MoveErrorKind::Syntax, fault)
    }

    /// A move that the rules forbid.
    pub fn illegal(fault: MoveFault) -> MoveError {
        MoveError::new(MoveErrorKind::Illegal, fault)
    }

    /// What kind of error this is.
    pub fn kind(&self) -> MoveErrorKind {
        self.kind
    }

    /// What exactly was wrong.
    pub fn fault(&self) -> &MoveFault {
        &self.fault
    }

    /// The message for the player, as a key and its arguments.
    pub fn said(&self) -> Said {
        self.fault.said()
    }
}

/// For logs: the message key and its arguments. Players see the catalogue's words instead.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.said(), f)
    }
}

impl std::error::Error for MoveError {}

/// Why a position string was rejected, as a message key and its arguments
/// (`position-bad-letter`, with the letter and the cell): the bot words it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionError(Said);

impl PositionError {
    /// A rejection saying `said`.
    pub fn new(said: Said) -> PositionError {
        PositionError(said)
    }

    /// What the player is told, as a key and its arguments.
    pub fn said(&self) -> &Said {
        &self.0
    }
}

/// For logs and tests: the key and its arguments.
impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}

impl std::error::Error for PositionError {}
