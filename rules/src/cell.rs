//! Cells (squares or points) on boards of up to 13 × 13.

use std::{fmt, str::FromStr};

/// The widest and tallest board of the five games (Chess 1999, 13 × 13 points).
pub const MAX_SIZE: u8 = 13;

/// A cell on a board: a square, or a point on the two point boards. Files count from the first
/// player's left (`a` = 0), ranks from the first player's side (rank `1` = 0).
///
/// A `Cell` knows nothing of a particular board: whether it is on a given board is a question for
/// [`crate::Geometry::contains`].
///
/// ```
/// use rules::Cell;
/// let c: Cell = "e10".parse().unwrap();
/// assert_eq!((c.file(), c.rank()), (4, 9));
/// assert_eq!(c.to_string(), "e10");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell {
    file: u8,
    rank: u8,
}

impl Cell {
    /// The cell at `file`, `rank` (both counted from 0).
    ///
    /// # Panics
    /// If either is 13 or more: no board is that large.
    #[track_caller]
    pub const fn new(file: u8, rank: u8) -> Cell {
        assert!(file < MAX_SIZE && rank < MAX_SIZE, "cell outside every board");
        Cell { file, rank }
    }

    /// The cell at `file`, `rank`, or `None` outside a 13 × 13 board. Takes signed numbers so
    /// that callers can step off the edge and ask.
    pub const fn try_new(file: i32, rank: i32) -> Option<Cell> {
        if file >= 0 && rank >= 0 && file < MAX_SIZE as i32 && rank < MAX_SIZE as i32 {
            Some(Cell { file: file as u8, rank: rank as u8 })
        } else {
            None
        }
    }

    /// The file, from 0 (`a`).
    #[inline]
    pub const fn file(self) -> u8 {
        self.file
    }

    /// The rank, from 0 (rank `1`).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.rank
    }

    /// The file letter, `a` to `m`.
    pub const fn file_char(self) -> char {
        (b'a' + self.file) as char
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file_char(), self.rank + 1)
    }
}

/// Why a cell name could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseCellError(pub String);

impl fmt::Display for ParseCellError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "`{}` is not a cell name (a file letter and a rank number, like e4)", self.0)
    }
}

impl std::error::Error for ParseCellError {}

impl FromStr for Cell {
    type Err = ParseCellError;

    /// Reads `e4`, `a10`, `M13` (case-insensitive).
    fn from_str(s: &str) -> Result<Cell, ParseCellError> {
        let err = || ParseCellError(s.to_owned());
        let mut chars = s.chars();
        let file = chars.next().ok_or_else(err)?.to_ascii_lowercase();
        let digits = chars.as_str();
        if !('a'..='m').contains(&file)
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(err());
        }
        let rank: u8 = digits.parse().map_err(|_| err())?;
        if rank == 0 || rank > MAX_SIZE {
            return Err(err());
        }
        Ok(Cell::new(file as u8 - b'a', rank - 1))
    }
}
