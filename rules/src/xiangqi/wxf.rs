//! WXF notation (§8): display with the official tandem rules, and input. A move is first told
//! as a [`Told`] (piece, naming, direction, number), which Chinese notation (`chinese.rs`) writes
//! in its own characters, so the two always name the same move.

use super::{
    Xiangqi, XiangqiMove,
    board::{self, Kind},
};
use crate::{Cell, GameId, MoveError, MoveErrorKind, MoveFault, PieceName, Side};

/// A file's WXF number for `side`: counted from that side's right.
pub(super) fn file_number(side: Side, cell: Cell) -> u8 {
    match side {
        Side::First => 9 - cell.file(),
        Side::Second => cell.file() + 1,
    }
}

/// How far forward `to` is from `from`, for `side` (negative: backward).
fn forward_distance(side: Side, from: Cell, to: Cell) -> i32 {
    let d = i32::from(to.rank()) - i32::from(from.rank());
    match side {
        Side::First => d,
        Side::Second => -d,
    }
}

/// Which way a move goes, for the side making it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Direction {
    Forward,
    Backward,
    Sideways,
}

/// How a move names its piece (§8.1), whatever the notation's words.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Origin {
    /// The kind and the file it stands on.
    File(u8),
    /// Number `index` (0: the front one) of `of` pieces of its kind on its file `file`: two of
    /// a kind, or three to five Soldiers on the side's only crowded file.
    Stack { file: u8, index: usize, of: usize },
    /// A Soldier on one of two files that each hold two or more: the file stands in for the
    /// kind, then its place there.
    CrowdedFile { file: u8, index: usize, of: usize },
}

/// How a move names its piece.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Naming {
    /// As displayed (§8.1): tandem markers for two Tanks, Horses or Cannons and for stacked
    /// Soldiers; two Advisers or Elephants on a file keep the file number.
    Canonical,
    /// Tandem markers for Advisers and Elephants too (`A+-5`): accepted as input.
    Marked,
    /// The piece and its real file, never a marker (§8.2 rule 3).
    Plain,
}

/// A move as both notations tell it: the piece, how it is named, the direction and the
/// destination number (points moved, or the destination file).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Told {
    pub(super) kind: Kind,
    pub(super) side: Side,
    pub(super) origin: Origin,
    pub(super) direction: Direction,
    pub(super) number: u8,
}

impl Xiangqi {
    /// The points of `side`'s pieces of `kind` on `file`, front (nearest the opponent) first.
    fn on_file(&self, side: Side, kind: Kind, file: u8) -> Vec<Cell> {
        let p = board::piece(side, kind);
        let mut cells: Vec<Cell> = (0..10)
            .map(|rank| Cell::new(file, rank))
            .filter(|&c| self.board[usize::from(board::index(c))] == p)
            .collect();
        if side == Side::First {
            cells.reverse();
        }
        cells
    }

    /// How a legal move of the side to move is told (§8.1), its piece named as `naming` says.
    /// `None` if `m` does not start on a piece of the side to move (a move from another
    /// position).
    pub(super) fn told(&self, m: XiangqiMove, naming: Naming) -> Option<Told> {
        let p = self.board[usize::from(m.from)];
        if p == board::EMPTY || board::owner(p) != self.side {
            return None;
        }
        let (side, kind, from, to) = (board::owner(p), Kind::of(p), m.from(), m.to());
        let forward = forward_distance(side, from, to);
        let direction = match forward.signum() {
            1 => Direction::Forward,
            -1 => Direction::Backward,
            _ => Direction::Sideways,
        };
        let straight_mover =
            matches!(kind, Kind::General | Kind::Tank | Kind::Cannon | Kind::Soldier);
        let number = if from.file() == to.file() && straight_mover {
            forward.unsigned_abs() as u8
        } else {
            file_number(side, to)
        };
        let origin = match naming {
            Naming::Plain => Origin::File(file_number(side, from)),
            Naming::Canonical if matches!(kind, Kind::Adviser | Kind::Elephant) => {
                // The direction alone tells which of two moves: the front one can only go
                // back, the rear one only forward.
                Origin::File(file_number(side, from))
            }
            Naming::Canonical | Naming::Marked => self.origin(kind, side, from),
        };
        Some(Told { kind, side, origin, direction, number })
    }

    /// How the piece on `from` is named: by its file, or by its place among its kind.
    fn origin(&self, kind: Kind, side: Side, from: Cell) -> Origin {
        let file = file_number(side, from);
        if kind == Kind::General {
            return Origin::File(file);
        }
        let same_file = self.on_file(side, kind, from.file());
        let (index, of) = (same_file.iter().position(|&c| c == from).unwrap_or(0), same_file.len());
        match kind {
            _ if of < 2 => Origin::File(file),
            Kind::Soldier
                if (0..9u8)
                    .filter(|&f| self.on_file(side, Kind::Soldier, f).len() >= 2)
                    .count()
                    >= 2 =>
            {
                Origin::CrowdedFile { file, index, of }
            }
            Kind::Soldier => Origin::Stack { file, index, of },
            _ if of == 2 => Origin::Stack { file, index, of },
            _ => Origin::File(file),
        }
    }

    /// The canonical WXF text of a legal move (`C2=5`, `H8+7`, `C+-1`). For a move that does
    /// not start on a piece of the side to move (one from another position), the coordinate
    /// text instead: WXF cannot name a piece that is not there.
    pub fn wxf(&self, m: XiangqiMove) -> String {
        match self.told(m, Naming::Canonical) {
            Some(told) => wxf_text(&told),
            None => format!("{}{}", m.from(), m.to()),
        }
    }

    /// The WXF text of a legal move with its piece named as `naming` says (`C5-1` plain,
    /// `A+-5` marked).
    fn wxf_as(&self, m: XiangqiMove, naming: Naming) -> String {
        self.told(m, naming).map(|told| wxf_text(&told)).unwrap_or_default()
    }

    /// Reads WXF input (§8.2): the canonical form, then the prefix form of tandem markers, then
    /// the marked form of two Advisers or Elephants on a file (`A+-5`, `+A-5`), then the plain
    /// form.
    pub(super) fn parse_wxf(&self, text: &str) -> Result<XiangqiMove, MoveError> {
        let normal: String = text
            .trim()
            .chars()
            .map(|c| match c.to_ascii_uppercase() {
                '.' => '=',
                'B' => 'E',
                'N' => 'H',
                'T' => 'R',
                'G' => 'K',
                'S' => 'P',
                c => c,
            })
            .collect();
        if !looks_like_wxf(&normal) {
            let text = text.trim().to_owned();
            return Err(MoveError::syntax(MoveFault::NotAMove { game: GameId::Xiangqi, text }));
        }
        let mut legal = Vec::new();
        self.for_each_legal(|m| legal.push(m));
        let matching = |f: &dyn Fn(XiangqiMove) -> String, wanted: &str| -> Vec<XiangqiMove> {
            legal.iter().copied().filter(|&m| f(m) == wanted).collect()
        };
        // The prefix form of a tandem marker: `+C-1` for `C+-1`.
        let mut chars = normal.chars();
        let suffixed = match (chars.next(), chars.next()) {
            (Some(sign @ ('+' | '-')), Some(letter)) if letter.is_ascii_alphabetic() => {
                Some(format!("{letter}{sign}{}", chars.as_str()))
            }
            _ => None,
        };
        // 1. The canonical form, then 2. its prefix form, then the marked form of Advisers and
        // Elephants and its prefix form.
        for naming in [Naming::Canonical, Naming::Marked] {
            for wanted in std::iter::once(&normal).chain(&suffixed) {
                if let [m] = matching(&|m| self.wxf_as(m, naming), wanted)[..] {
                    return Ok(m);
                }
            }
        }
        // 3. The plain form.
        match matching(&|m| self.wxf_as(m, Naming::Plain), &normal)[..] {
            [m] => Ok(m),
            [] => Err(self.no_wxf_match(&normal)),
            ref several => {
                let list: Vec<String> =
                    several.iter().map(|&m| crate::Variant::move_display(self, m)).collect();
                Err(MoveError::new(
                    MoveErrorKind::Ambiguous,
                    MoveFault::AmbiguousWxf { text: normal, moves: list },
                ))
            }
        }
    }

    /// Why a WXF-shaped text matched no legal move.
    fn no_wxf_match(&self, normal: &str) -> MoveError {
        let side = self.side;
        let mut chars = normal.chars();
        let letter = chars.next().unwrap_or(' ');
        let file = chars.next().and_then(|c| c.to_digit(10));
        let kind = Kind::ALL.into_iter().find(|k| k.wxf_letter() == letter);
        if let (Some(kind), Some(file @ 1..=9)) = (kind, file) {
            let file_index = match side {
                Side::First => 9 - file as u8,
                Side::Second => file as u8 - 1,
            };
            if self.on_file(side, kind, file_index).is_empty() {
                let piece = PieceName(kind.name());
                return MoveError::illegal(MoveFault::NoPieceOnFile { side, piece, file });
            }
        }
        MoveError::illegal(MoveFault::NotLegalFor { text: normal.to_owned(), side })
    }
}

/// A move told in WXF's letters and signs.
fn wxf_text(told: &Told) -> String {
    let letter = told.kind.wxf_letter();
    let piece = match told.origin {
        Origin::File(file) => format!("{letter}{file}"),
        Origin::Stack { file, index, of } => {
            let markers: &[&str] = match of {
                2 => &["+", "-"],
                3 => &["+", "", "-"],
                4 => &["++", "+", "-", "--"],
                _ => &["++", "+", "", "-", "--"],
            };
            match markers.get(index).copied().unwrap_or("") {
                // The middle Soldier keeps its file.
                "" => format!("{letter}{file}"),
                m if m.len() == 2 => m.to_owned(),
                m => format!("{letter}{m}"),
            }
        }
        Origin::CrowdedFile { file, index, of } => match (of, index) {
            (_, 0) => format!("{file}+"),
            (3, 1) => format!("{file}{file}"),
            _ => format!("{file}-"),
        },
    };
    let sign = match told.direction {
        Direction::Forward => '+',
        Direction::Backward => '-',
        Direction::Sideways => '=',
    };
    format!("{piece}{sign}{}", told.number)
}

/// Whether a normalised text has the shape of a WXF move: a piece part of two characters, a
/// direction sign and one digit. The piece part is a Xiangqi letter and a file or marker
/// (`C2`, `C+`), a marker and a letter (`+C`, the prefix form), a doubled marker (`++`), or a
/// Soldier file and a marker or the file again (`7+`, `77`).
fn looks_like_wxf(s: &str) -> bool {
    let letter = |c: u8| b"KAEHRCP".contains(&c);
    let marker = |c: u8| c == b'+' || c == b'-';
    let file = |c: u8| (b'1'..=b'9').contains(&c);
    match s.as_bytes() {
        [a, p, dir, dest] => {
            let piece = (letter(*a) && (file(*p) || marker(*p)))
                || (marker(*a) && (letter(*p) || marker(*p)))
                || (file(*a) && (marker(*p) || p == a));
            piece && b"+-=".contains(dir) && dest.is_ascii_digit()
        }
        _ => false,
    }
}
