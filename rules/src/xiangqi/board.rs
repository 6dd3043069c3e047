//! The Xiangqi board in the shared padded mailbox ([`crate::mailbox`]), and the zone tables
//! read from the game's geometry.

pub(crate) use crate::mailbox::{EMPTY, OFF, SIZE, W, cell, index, owner};
use crate::{Side, geometry::XIANGQI, mailbox};

/// A piece kind; a board cell holds `kind as u8`, plus `mailbox::SECOND` for Black's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    /// 帥 / 將, the royal piece.
    General = 1,
    /// 仕 / 士.
    Adviser = 2,
    /// 相 / 象.
    Elephant = 3,
    /// 傌 / 馬.
    Horse = 4,
    /// 俥 / 車, the chariot.
    Tank = 5,
    /// 炮 / 砲.
    Cannon = 6,
    /// 兵 / 卒.
    Soldier = 7,
}

impl Kind {
    /// All kinds, in the order of the spec's table.
    pub const ALL: [Kind; 7] = [
        Kind::General,
        Kind::Adviser,
        Kind::Elephant,
        Kind::Horse,
        Kind::Tank,
        Kind::Cannon,
        Kind::Soldier,
    ];

    /// The kind stored in a non-empty, on-board cell.
    #[inline]
    pub(crate) fn of(piece: u8) -> Kind {
        Kind::ALL[usize::from((piece & 7) - 1)]
    }

    /// The position-string letter (uppercase).
    pub const fn fen_letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Adviser => 'A',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Tank => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// The WXF letter.
    pub const fn wxf_letter(self) -> char {
        match self {
            Kind::General => 'K',
            Kind::Adviser => 'A',
            Kind::Elephant => 'E',
            Kind::Horse => 'H',
            Kind::Tank => 'R',
            Kind::Cannon => 'C',
            Kind::Soldier => 'P',
        }
    }

    /// The WXF letter as a string, for [`crate::PieceView::latin`].
    pub const fn wxf_str(self) -> &'static str {
        match self {
            Kind::General => "K",
            Kind::Adviser => "A",
            Kind::Elephant => "E",
            Kind::Horse => "H",
            Kind::Tank => "R",
            Kind::Cannon => "C",
            Kind::Soldier => "P",
        }
    }

    /// Reads a position-string letter (either case; `E` and `H` accepted for the Elephant and
    /// the Horse).
    pub fn from_fen_letter(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::General,
            'A' => Kind::Adviser,
            'B' | 'E' => Kind::Elephant,
            'N' | 'H' => Kind::Horse,
            'R' => Kind::Tank,
            'C' => Kind::Cannon,
            'P' => Kind::Soldier,
            _ => return None,
        })
    }

    /// The name players read.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::General => "General",
            Kind::Adviser => "Adviser",
            Kind::Elephant => "Elephant",
            Kind::Horse => "Horse",
            Kind::Tank => "Tank",
            Kind::Cannon => "Cannon",
            Kind::Soldier => "Soldier",
        }
    }

    /// The traditional character on the piece: Red's and Black's differ.
    pub const fn character(self, side: Side) -> &'static str {
        match (side, self) {
            (Side::First, Kind::General) => "帥",
            (Side::First, Kind::Adviser) => "仕",
            (Side::First, Kind::Elephant) => "相",
            (Side::First, Kind::Horse) => "傌",
            (Side::First, Kind::Tank) => "俥",
            (Side::First, Kind::Cannon) => "炮",
            (Side::First, Kind::Soldier) => "兵",
            (Side::Second, Kind::General) => "將",
            (Side::Second, Kind::Adviser) => "士",
            (Side::Second, Kind::Elephant) => "象",
            (Side::Second, Kind::Horse) => "馬",
            (Side::Second, Kind::Tank) => "車",
            (Side::Second, Kind::Cannon) => "砲",
            (Side::Second, Kind::Soldier) => "卒",
        }
    }

    /// How many of this kind each side starts with (and may have at most).
    pub const fn count(self) -> usize {
        match self {
            Kind::General => 1,
            Kind::Soldier => 5,
            _ => 2,
        }
    }
}

/// The cell value of `side`'s piece of `kind`.
#[inline]
pub(crate) const fn piece(side: Side, kind: Kind) -> u8 {
    mailbox::code(side, kind as u8)
}

/// Which cells of the padded array are points of the board.
pub(crate) const ON_BOARD: [bool; SIZE] = {
    let mut t = [false; SIZE];
    let mut i = 0;
    while i < SIZE {
        let (f, r) = ((i as i32 % W) - 2, (i as i32 / W) - 2);
        t[i] = f >= 0 && f < XIANGQI.files as i32 && r >= 0 && r < XIANGQI.ranks as i32;
        i += 1;
    }
    t
};

/// The mailbox indices of the 90 points, rank 1 first.
pub(crate) const POINTS: [u8; 90] = mailbox::cells(&XIANGQI);

/// `PALACE[side][index]`: the point is inside `side`'s palace (from the geometry's palaces).
pub(crate) const PALACE: [[bool; SIZE]; 2] = {
    let mut t = [[false; SIZE]; 2];
    let mut p = 0;
    while p < XIANGQI.palaces.len() {
        let palace = &XIANGQI.palaces[p];
        let mut i = 0;
        while i < SIZE {
            if ON_BOARD[i] && palace.contains(cell(i as u8)) {
                t[palace.side as usize][i] = true;
            }
            i += 1;
        }
        p += 1;
    }
    t
};

/// `OWN_HALF[side][index]`: the point is on `side`'s side of the river.
pub(crate) const OWN_HALF: [[bool; SIZE]; 2] = {
    let river = match XIANGQI.river {
        Some(r) => r.below_rank,
        None => panic!("Xiangqi has a river"),
    };
    let mut t = [[false; SIZE]; 2];
    let mut i = 0;
    while i < SIZE {
        if ON_BOARD[i] {
            let rank = cell(i as u8).rank();
            t[0][i] = rank <= river;
            t[1][i] = rank > river;
        }
        i += 1;
    }
    t
};

/// The one-step directions along the lines: right, left, up, down.
pub(crate) const ORTHOGONAL: [i32; 4] = [1, -1, W, -W];
/// The one-step diagonal directions.
pub(crate) const DIAGONAL: [i32; 4] = [W + 1, W - 1, -W + 1, -W - 1];

/// The cell `step` away from `from` in the padded array (always inside it for steps of at most
/// two points, thanks to the padding).
#[inline]
pub(crate) const fn offset(from: u8, step: i32) -> usize {
    (from as i32 + step) as usize
}
