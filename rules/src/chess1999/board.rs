//! The 13 × 13 board of points, the pieces as bytes, and the command posts read from data.

use crate::{Cell, GameId, Side};

/// Points on the board.
pub const POINTS: usize = 169;
/// Files and ranks.
pub const N: i32 = 13;

/// A kind of piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// The royal piece, confined to its command post.
    General,
    /// Moves like the General, never leaves its command post.
    Guard,
    /// Infantry battalion: forward or sideways one point.
    Infantry,
    /// Armored personnel carrier: one or two points straight.
    Apc,
    /// Fighter jet: a rook.
    Jet,
    /// Four or more points in any of the 8 directions.
    Bomber,
    /// Attack helicopter: one to four points in any of the 8 directions.
    Helicopter,
    /// A knight blocked only when both of its paths are.
    Tank,
    /// Multiple rocket launcher: 3 diagonal then 1 or 2 outward, may jump one piece.
    Mrl,
    /// Moves over exactly one screen (a Janggi cannon).
    Howitzer,
}

impl Kind {
    /// Every kind: the General, then the hand order of position strings (`G I A J B H T M W`).
    pub const ALL: [Kind; 10] = [
        Kind::General,
        Kind::Guard,
        Kind::Infantry,
        Kind::Apc,
        Kind::Jet,
        Kind::Bomber,
        Kind::Helicopter,
        Kind::Tank,
        Kind::Mrl,
        Kind::Howitzer,
    ];

    /// The kinds a hand can hold (all but the General), in the order position strings write
    /// them.
    pub const IN_HAND: &'static [Kind] = match Kind::ALL.split_first() {
        Some((_, rest)) => rest,
        None => &[],
    };

    /// The uppercase letter.
    pub const fn letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Guard => 'G',
            Kind::Infantry => 'I',
            Kind::Apc => 'A',
            Kind::Jet => 'J',
            Kind::Bomber => 'B',
            Kind::Helicopter => 'H',
            Kind::Tank => 'T',
            Kind::Mrl => 'M',
            Kind::Howitzer => 'W',
        }
    }

    /// The kind of an uppercase or lowercase letter.
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c.to_ascii_uppercase())
    }

    /// The name players read.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::General => "General",
            Kind::Guard => "Guard",
            Kind::Infantry => "Infantry battalion",
            Kind::Apc => "APC",
            Kind::Jet => "Fighter jet",
            Kind::Bomber => "Bomber",
            Kind::Helicopter => "Attack helicopter",
            Kind::Tank => "Tank",
            Kind::Mrl => "MRL",
            Kind::Howitzer => "Howitzer",
        }
    }

    /// The letter as a string, for drawing.
    pub const fn symbol(self) -> &'static str {
        match self {
            Kind::General => "K",
            Kind::Guard => "G",
            Kind::Infantry => "I",
            Kind::Apc => "A",
            Kind::Jet => "J",
            Kind::Bomber => "B",
            Kind::Helicopter => "H",
            Kind::Tank => "T",
            Kind::Mrl => "M",
            Kind::Howitzer => "W",
        }
    }

    /// Whether a piece of this kind sends what it captures to its side's hand (§6).
    pub const fn captures_to_hand(self) -> bool {
        matches!(self, Kind::Infantry | Kind::Apc | Kind::Guard | Kind::General)
    }

    const fn code(self) -> u8 {
        match self {
            Kind::General => 1,
            Kind::Guard => 2,
            Kind::Infantry => 3,
            Kind::Apc => 4,
            Kind::Jet => 5,
            Kind::Bomber => 6,
            Kind::Helicopter => 7,
            Kind::Tank => 8,
            Kind::Mrl => 9,
            Kind::Howitzer => 10,
        }
    }

    /// Index in hand arrays.
    pub const fn index(self) -> usize {
        self.code() as usize
    }
}

/// A piece on the board, packed: kind, side, and the `+` and `~` marks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece(u8);

const RED: u8 = 0x10;
const PLUS: u8 = 0x20;
const TILDE: u8 = 0x40;

impl Piece {
    /// A plain piece.
    pub const fn new(side: Side, kind: Kind) -> Piece {
        Piece(kind.code() | if matches!(side, Side::Second) { RED } else { 0 })
    }

    /// Its kind.
    pub const fn kind(self) -> Kind {
        match self.0 & 0x0f {
            1 => Kind::General,
            2 => Kind::Guard,
            3 => Kind::Infantry,
            4 => Kind::Apc,
            5 => Kind::Jet,
            6 => Kind::Bomber,
            7 => Kind::Helicopter,
            8 => Kind::Tank,
            9 => Kind::Mrl,
            _ => Kind::Howitzer,
        }
    }

    /// Its side.
    pub const fn side(self) -> Side {
        if self.0 & RED != 0 { Side::Second } else { Side::First }
    }

    /// An APC made from Infantry (`+`): it never promotes.
    pub const fn plus(self) -> bool {
        self.0 & PLUS != 0
    }

    /// Entered the board by a drop (`~`): destroyed when captured.
    pub const fn dropped(self) -> bool {
        self.0 & TILDE != 0
    }

    /// Its packed byte (never 0): kind, side and marks, for the Zobrist keys.
    pub(crate) const fn bits(self) -> u8 {
        self.0
    }

    /// With the `+` mark set.
    pub const fn with_plus(self) -> Piece {
        Piece(self.0 | PLUS)
    }

    /// With the `~` mark set.
    pub const fn with_tilde(self) -> Piece {
        Piece(self.0 | TILDE)
    }

    /// The same piece, now of `kind` (a promotion), keeping its side and `~`.
    pub const fn promoted_to(self, kind: Kind) -> Piece {
        Piece((self.0 & (RED | TILDE)) | kind.code())
    }
}

/// The index of a cell.
pub const fn index(cell: Cell) -> u8 {
    cell.rank() * 13 + cell.file()
}

/// The cell of an index.
pub const fn cell(i: u8) -> Cell {
    Cell::new(i % 13, i / 13)
}

/// `(file, rank)` of an index, signed for arithmetic.
pub const fn xy(i: u8) -> (i32, i32) {
    ((i % 13) as i32, (i / 13) as i32)
}

/// The index at `(x, y)`, if on the board.
pub const fn at(x: i32, y: i32) -> Option<u8> {
    if x >= 0 && x < N && y >= 0 && y < N { Some((y * N + x) as u8) } else { None }
}

/// The rank index of `side`'s last line (the far side).
pub const fn last_rank(side: Side) -> i32 {
    if matches!(side, Side::First) { N - 1 } else { 0 }
}

/// The forward direction of `side` along ranks.
pub const fn forward(side: Side) -> i32 {
    if matches!(side, Side::First) { 1 } else { -1 }
}

/// Which command post `(x, y)` is in (0 Blue, 1 Red), read from the data file's geometry.
pub fn post_of(x: i32, y: i32) -> Option<usize> {
    GameId::Chess1999.geometry().palaces.iter().position(|p| {
        x >= i32::from(p.low.file())
            && x <= i32::from(p.high.file())
            && y >= i32::from(p.low.rank())
            && y <= i32::from(p.high.rank())
    })
}

/// The side whose command post `(x, y)` is in.
pub fn post_side(x: i32, y: i32) -> Option<Side> {
    post_of(x, y).map(|i| GameId::Chess1999.geometry().palaces[i].side)
}

/// The centre of command post `post`.
pub fn post_centre(post: usize) -> (i32, i32) {
    let p = GameId::Chess1999.geometry().palaces[post];
    (
        (i32::from(p.low.file()) + i32::from(p.high.file())) / 2,
        (i32::from(p.low.rank()) + i32::from(p.high.rank())) / 2,
    )
}

/// Whether `(x, y)` lies on a diagonal line of a command post: its centre or a corner.
pub fn on_post_diagonal(x: i32, y: i32) -> Option<usize> {
    let post = post_of(x, y)?;
    let (cx, cy) = post_centre(post);
    ((x - cx).abs() == (y - cy).abs()).then_some(post)
}

/// Whether a one-point diagonal step from `(x, y)` by `(dx, dy)` follows a command-post line:
/// both ends on the same post's diagonals, one of them its centre.
pub fn post_diagonal_step(x: i32, y: i32, dx: i32, dy: i32) -> bool {
    match (on_post_diagonal(x, y), on_post_diagonal(x + dx, y + dy)) {
        (Some(a), Some(b)) if a == b => {
            let (cx, cy) = post_centre(a);
            (x, y) == (cx, cy) || (x + dx, y + dy) == (cx, cy)
        }
        _ => false,
    }
}
