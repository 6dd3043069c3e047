//! WXF notation (§8): display with the official tandem rules, and input.

use super::{
    Xiangqi, XiangqiMove,
    board::{self, Kind},
};
use crate::{Cell, GameId, MoveError, MoveErrorKind, Side};

/// A file's WXF number for `side`: counted from that side's right.
fn file_number(side: Side, cell: Cell) -> u8 {
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

    /// The direction sign and the destination number of a move (everything after the piece).
    fn wxf_tail(kind: Kind, side: Side, from: Cell, to: Cell) -> String {
        let forward = forward_distance(side, from, to);
        let sign = match forward.signum() {
            1 => '+',
            -1 => '-',
            _ => '=',
        };
        let along_file = from.file() == to.file();
        let straight_mover =
            matches!(kind, Kind::General | Kind::Tank | Kind::Cannon | Kind::Soldier);
        let number = if along_file && straight_mover {
            forward.unsigned_abs() as u8
        } else {
            file_number(side, to)
        };
        format!("{sign}{number}")
    }

    /// The piece part of a WXF move: the letter and the origin file, or tandem markers.
    fn wxf_piece(&self, kind: Kind, side: Side, from: Cell) -> String {
        let letter = kind.wxf_letter();
        let file = file_number(side, from);
        let plain = format!("{letter}{file}");
        if kind == Kind::General {
            return plain;
        }
        let same_file = self.on_file(side, kind, from.file());
        let place = same_file.iter().position(|&c| c == from).unwrap_or(0);
        if kind != Kind::Soldier {
            return match (same_file.len(), place) {
                (2, 0) => format!("{letter}+"),
                (2, _) => format!("{letter}-"),
                _ => plain,
            };
        }
        let n = same_file.len();
        if n < 2 {
            return plain;
        }
        let crowded_files =
            (0..9u8).filter(|&f| self.on_file(side, Kind::Soldier, f).len() >= 2).count();
        if crowded_files >= 2 {
            // Two files with tandem Soldiers: the file number stands in for the letter.
            return match (n, place) {
                (_, 0) => format!("{file}+"),
                (3, 1) => format!("{file}{file}"),
                _ => format!("{file}-"),
            };
        }
        let markers: &[&str] = match n {
            2 => &["P+", "P-"],
            3 => &["P+", "", "P-"],
            4 => &["++", "P+", "P-", "--"],
            _ => &["++", "P+", "", "P-", "--"],
        };
        match markers.get(place) {
            Some(m) if !m.is_empty() => (*m).to_string(),
            _ => plain,
        }
    }

    /// The canonical WXF text of a legal move (`C2=5`, `H8+7`, `C+-1`). For a move that does
    /// not start on a piece of the side to move (one from another position), the coordinate
    /// text instead: WXF cannot name a piece that is not there.
    pub fn wxf(&self, m: XiangqiMove) -> String {
        let p = self.board[usize::from(m.from)];
        if p == board::EMPTY || board::owner(p) != self.side {
            return format!("{}{}", m.from(), m.to());
        }
        let (side, kind) = (board::owner(p), Kind::of(p));
        format!(
            "{}{}",
            self.wxf_piece(kind, side, m.from()),
            Self::wxf_tail(kind, side, m.from(), m.to())
        )
    }

    /// The plain WXF text: letter and real origin file, no tandem markers (`C5-1`). Only
    /// called with legal moves.
    fn wxf_plain(&self, m: XiangqiMove) -> String {
        let p = self.board[usize::from(m.from)];
        let (side, kind) = (board::owner(p), Kind::of(p));
        format!(
            "{}{}{}",
            kind.wxf_letter(),
            file_number(side, m.from()),
            Self::wxf_tail(kind, side, m.from(), m.to())
        )
    }

    /// Reads WXF input (§8.2): the canonical form, then the prefix form of tandem markers, then
    /// the plain form.
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
            return Err(MoveError::syntax(format!(
                "`{}` is not a move: write the two points (h3e3) or WXF notation (C2=5)",
                text.trim()
            )));
        }
        let mut legal = Vec::new();
        self.for_each_legal(|m| legal.push(m));
        let matching = |f: &dyn Fn(XiangqiMove) -> String, wanted: &str| -> Vec<XiangqiMove> {
            legal.iter().copied().filter(|&m| f(m) == wanted).collect()
        };
        // 1. The canonical form.
        if let [m] = matching(&|m| self.wxf(m), &normal)[..] {
            return Ok(m);
        }
        // 2. The prefix form of a tandem marker: `+C-1` for `C+-1`.
        let mut chars = normal.chars();
        if let (Some(sign @ ('+' | '-')), Some(letter)) = (chars.next(), chars.next())
            && letter.is_ascii_alphabetic()
        {
            let moved = format!("{letter}{sign}{}", chars.as_str());
            if let [m] = matching(&|m| self.wxf(m), &moved)[..] {
                return Ok(m);
            }
        }
        // 3. The plain form.
        match matching(&|m| self.wxf_plain(m), &normal)[..] {
            [m] => Ok(m),
            [] => Err(self.no_wxf_match(&normal)),
            ref several => {
                let list: Vec<String> =
                    several.iter().map(|&m| crate::Variant::move_display(self, m)).collect();
                Err(MoveError::new(
                    MoveErrorKind::Ambiguous,
                    format!(
                        "{normal} could be {}: say which one, e.g. with + (front) or - (rear)",
                        list.join(" or ")
                    ),
                ))
            }
        }
    }

    /// Why a WXF-shaped text matched no legal move.
    fn no_wxf_match(&self, normal: &str) -> MoveError {
        let side = self.side;
        let name = GameId::Xiangqi.side_name(side);
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
                return MoveError::illegal(format!("{name} has no {} on file {file}", kind.name()));
            }
        }
        MoveError::illegal(format!("{normal} is not a legal move for {name} here"))
    }
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
