//! The move picker's steps as its ids carry them: which step, and where a move starts.

use rules::Cell;

/// The steps of the move picker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PickStep {
    /// Choose a piece that can move (or a piece in hand, or a pass): page `page` of them.
    Piece {
        /// The page, from 0.
        page: u8,
    },
    /// Choose where the piece from `from` goes: page `page` of its destinations.
    Target {
        /// The piece.
        from: Origin,
        /// The page, from 0.
        page: u8,
    },
    /// Choose what the piece moving from `from` to `to` becomes.
    Promotion {
        /// The piece.
        from: Origin,
        /// Where it goes.
        to: Cell,
    },
}

/// Where a picked move starts: a piece on the board, or one in hand (a drop).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// The piece on this cell.
    Cell(Cell),
    /// A piece in hand, by its position-string letter (uppercase).
    Hand(char),
}

impl Origin {
    /// The cell of a piece on the board; `None` for one in hand.
    pub fn cell(self) -> Option<Cell> {
        match self {
            Origin::Cell(cell) => Some(cell),
            Origin::Hand(_) => None,
        }
    }

    /// `h3`, or `T@` for a Tank in hand (as a drop's text begins).
    pub fn encode(self) -> String {
        match self {
            Origin::Cell(cell) => cell.to_string(),
            Origin::Hand(letter) => format!("{letter}@"),
        }
    }

    /// Reads [`Origin::encode`]'s text.
    pub fn decode(text: &str) -> Option<Origin> {
        match text.strip_suffix('@') {
            Some(letter) => {
                let mut chars = letter.chars();
                match (chars.next(), chars.next()) {
                    (Some(l), None) if l.is_ascii_uppercase() => Some(Origin::Hand(l)),
                    _ => None,
                }
            }
            None => text.parse().ok().map(Origin::Cell),
        }
    }
}

impl PickStep {
    pub(super) fn encode(self) -> String {
        match self {
            PickStep::Piece { page } => format!("p:{page}"),
            PickStep::Target { from, page } => format!("t:{}:{page}", from.encode()),
            PickStep::Promotion { from, to } => format!("q:{}:{to}", from.encode()),
        }
    }

    pub(super) fn decode(parts: &[&str]) -> Option<PickStep> {
        match *parts {
            ["p", page] => Some(PickStep::Piece { page: page.parse().ok()? }),
            ["t", from, page] => {
                Some(PickStep::Target { from: Origin::decode(from)?, page: page.parse().ok()? })
            }
            ["q", from, to] => {
                Some(PickStep::Promotion { from: Origin::decode(from)?, to: to.parse().ok()? })
            }
            _ => None,
        }
    }
}
