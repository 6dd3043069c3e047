//! American Chess's board: 11 × 9 squares in the shared padded mailbox ([`crate::mailbox`]),
//! and its pieces.

pub(crate) use crate::mailbox::{EMPTY, OFF, SIZE, W, cell, index, owner};
use crate::{Side, geometry::AMERICAN, mailbox};

/// A piece kind; a cell holds `kind as u8`, plus `mailbox::SECOND` for Red's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    /// One square in any direction.
    Soldier = 1,
    /// A rook.
    ArmorBrigade = 2,
    /// Jumps to any square exactly two squares away.
    Colonel = 3,
    /// A bishop.
    ReconBattalion = 4,
    /// Lands anywhere but the opponent's back line.
    Missile = 5,
    /// A queen; the pieces that hold the Gauntlet.
    General = 6,
    /// Moves like a General, captures over exactly one screen.
    Artillery = 7,
}

impl Kind {
    pub(crate) const ALL: [Kind; 7] = [
        Kind::Soldier,
        Kind::ArmorBrigade,
        Kind::Colonel,
        Kind::ReconBattalion,
        Kind::Missile,
        Kind::General,
        Kind::Artillery,
    ];

    #[inline]
    pub(crate) fn of(piece: u8) -> Kind {
        Kind::ALL[usize::from((piece & 7) - 1)]
    }

    /// The position-string letter (uppercase), also drawn on the piece.
    pub const fn letter(self) -> &'static str {
        match self {
            Kind::Soldier => "P",
            Kind::ArmorBrigade => "R",
            Kind::Colonel => "N",
            Kind::ReconBattalion => "B",
            Kind::Missile => "M",
            Kind::General => "Q",
            Kind::Artillery => "C",
        }
    }

    pub(crate) fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter().starts_with(c.to_ascii_uppercase()))
    }

    /// The name players read.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Soldier => "Soldier",
            Kind::ArmorBrigade => "Armor Brigade",
            Kind::Colonel => "Colonel",
            Kind::ReconBattalion => "Recon Battalion",
            Kind::Missile => "Missile",
            Kind::General => "General",
            Kind::Artillery => "Artillery",
        }
    }
}

#[inline]
pub(crate) const fn piece(side: Side, kind: Kind) -> u8 {
    mailbox::code(side, kind as u8)
}

/// The mailbox indices of the 99 squares, rank 1 first.
pub(crate) const SQUARES: [u8; 99] = mailbox::cells(&AMERICAN);

/// The opponent's back line, where `side`'s pieces promote and its Missiles may not land.
#[inline]
pub(crate) const fn promotion_rank(side: Side) -> u8 {
    match side {
        Side::First => AMERICAN.ranks - 1,
        Side::Second => 0,
    }
}

/// Whether a square lies in the Gauntlet (the geometry's shaded files).
#[inline]
pub(crate) fn in_gauntlet(index: u8) -> bool {
    AMERICAN.shaded_files.contains(&cell(index).file())
}

pub(crate) const ORTHOGONAL: [i32; 4] = [1, -1, W, -W];
pub(crate) const DIAGONAL: [i32; 4] = [W + 1, W - 1, -W + 1, -W - 1];
pub(crate) const ALL_DIRECTIONS: [i32; 8] = [1, -1, W, -W, W + 1, W - 1, -W + 1, -W - 1];

/// The Colonel's 16 jumps: every square at Chebyshev distance exactly 2.
pub(crate) const COLONEL: [i32; 16] = {
    let mut t = [0i32; 16];
    let mut n = 0;
    let mut dy = -2;
    while dy <= 2 {
        let mut dx = -2;
        while dx <= 2 {
            if dx == 2 || dx == -2 || dy == 2 || dy == -2 {
                t[n] = dy * W + dx;
                n += 1;
            }
            dx += 1;
        }
        dy += 1;
    }
    t
};
