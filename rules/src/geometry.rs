//! Board geometry as data: size, squares or points, river, palaces and shaded files.
//!
//! Following Fairy-Stockfish, the shape of each board is a table, not code: the move generators
//! and the renderer read the same description, so a renderer never needs to know a game's rules
//! to draw its board.

use crate::{Cell, Side};

/// Whether pieces stand inside squares or on the intersections of lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CellStyle {
    /// Pieces stand inside squares (American, Amalgamated and Abstract Chess).
    Squares,
    /// Pieces stand on the points where lines cross (Xiangqi, Chess 1999).
    Points,
}

/// A river running across the board between two ranks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct River {
    /// The river runs between this rank (counted from 0) and the next one.
    pub below_rank: u8,
    /// Words written in the river, left and right half (Xiangqi's 楚河 and 漢界), if any.
    pub labels: Option<(&'static str, &'static str)>,
}

/// A 3 × 3 (or larger) rectangle with lines drawn on its diagonals: Xiangqi's palaces and
/// Chess 1999's command posts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Palace {
    /// The side whose palace this is.
    pub side: Side,
    /// The lower-left corner (lowest file and rank).
    pub low: Cell,
    /// The upper-right corner.
    pub high: Cell,
}

impl Palace {
    /// Whether `cell` lies inside the palace (edges included).
    pub const fn contains(&self, cell: Cell) -> bool {
        cell.file() >= self.low.file()
            && cell.file() <= self.high.file()
            && cell.rank() >= self.low.rank()
            && cell.rank() <= self.high.rank()
    }

    /// The two diagonal lines, each as its end points.
    pub const fn diagonals(&self) -> [(Cell, Cell); 2] {
        [
            (self.low, self.high),
            (
                Cell::new(self.low.file(), self.high.rank()),
                Cell::new(self.high.file(), self.low.rank()),
            ),
        ]
    }
}

/// Everything about a board's shape that a player sees.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Geometry {
    /// Number of files (columns).
    pub files: u8,
    /// Number of ranks (rows).
    pub ranks: u8,
    /// Squares or points.
    pub cells: CellStyle,
    /// The river, where the game has one.
    pub river: Option<River>,
    /// Palaces or command posts with their diagonal lines.
    pub palaces: &'static [Palace],
    /// Files drawn shaded (American Chess's Gauntlet), counted from 0.
    pub shaded_files: &'static [u8],
}

impl Geometry {
    /// Whether `cell` is on this board.
    pub const fn contains(&self, cell: Cell) -> bool {
        cell.file() < self.files && cell.rank() < self.ranks
    }

    /// Every cell of the board, rank by rank from rank 1, each rank from file `a`.
    pub fn cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.ranks).flat_map(move |r| (0..self.files).map(move |f| Cell::new(f, r)))
    }

    /// The palace of `side` that contains `cell`, if any.
    pub fn palace_of(&self, side: Side) -> Option<&Palace> {
        self.palaces.iter().find(|p| p.side == side)
    }
}

pub(crate) const XIANGQI: Geometry = Geometry {
    files: 9,
    ranks: 10,
    cells: CellStyle::Points,
    river: Some(River { below_rank: 4, labels: Some(("楚河", "漢界")) }),
    palaces: &[
        Palace { side: Side::First, low: Cell::new(3, 0), high: Cell::new(5, 2) },
        Palace { side: Side::Second, low: Cell::new(3, 7), high: Cell::new(5, 9) },
    ],
    shaded_files: &[],
};

pub(crate) const AMERICAN: Geometry = Geometry {
    files: 11,
    ranks: 9,
    cells: CellStyle::Squares,
    river: None,
    palaces: &[],
    shaded_files: &[4, 5, 6],
};

pub(crate) const AMALGAMATED: Geometry = Geometry {
    files: 8,
    ranks: 8,
    cells: CellStyle::Squares,
    river: Some(River { below_rank: 3, labels: None }),
    palaces: &[],
    shaded_files: &[],
};

pub(crate) const ABSTRACT: Geometry = Geometry {
    files: 8,
    ranks: 8,
    cells: CellStyle::Squares,
    river: None,
    palaces: &[],
    shaded_files: &[],
};

/// Chess 1999's command posts, read at build time from `data/chess1999/command-posts.txt`: the
/// spec's reconstruction, kept as data so that a found original diagram can replace it.
pub(crate) const CHESS1999: Geometry = Geometry {
    files: 13,
    ranks: 13,
    cells: CellStyle::Points,
    river: None,
    palaces: &CHESS1999_POSTS,
    shaded_files: &[],
};

const CHESS1999_POSTS: [Palace; 2] =
    command_posts(include_str!("../../data/chess1999/command-posts.txt").as_bytes());

/// Reads `blue f1 h3` / `red f11 h13` lines at compile time; a malformed file fails the build.
const fn command_posts(text: &[u8]) -> [Palace; 2] {
    let mut posts = [Palace { side: Side::First, low: Cell::new(0, 0), high: Cell::new(0, 0) }; 2];
    let mut found = [false; 2];
    let mut i = 0;
    while i < text.len() {
        // One line: a side word, then two points.
        let side = if text[i] == b'b' { Side::First } else { Side::Second };
        while i < text.len() && text[i] != b' ' {
            i += 1;
        }
        let (low, next) = point(text, i + 1);
        let (high, next) = point(text, next + 1);
        let k = if matches!(side, Side::First) { 0 } else { 1 };
        posts[k] = Palace { side, low, high };
        found[k] = true;
        i = next;
        while i < text.len() && (text[i] == b'\n' || text[i] == b'\r' || text[i] == b' ') {
            i += 1;
        }
    }
    assert!(found[0] && found[1], "command-posts.txt must name a blue and a red command post");
    posts
}

/// A point like `f11` at `text[i..]`; returns it and the index after it.
const fn point(text: &[u8], mut i: usize) -> (Cell, usize) {
    assert!(i < text.len() && text[i] >= b'a' && text[i] <= b'm', "a point's file is a–m");
    let file = text[i] - b'a';
    i += 1;
    let mut rank = 0u8;
    while i < text.len() && text[i].is_ascii_digit() {
        rank = rank * 10 + (text[i] - b'0');
        i += 1;
    }
    assert!(rank >= 1 && rank <= 13, "a point's rank is 1–13");
    (Cell::new(file, rank - 1), i)
}
