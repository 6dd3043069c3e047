//! Amalgamated Chess: material in each piece's present form (a promoted piece also steps like
//! a King), pieces that gain by crossing the river, and the point count that decides a game
//! reaching the move limit.

use rules::{
    BySide, Cell, GameId, Side, Variant,
    amalgamated::{Amalgamated, Kind},
};

use super::{Evaluate, ROYAL, advance, for_side, sum_over};

const RANKS: u8 = 8;
/// Ranks from home at which a piece stands across the river, promoted.
const RIVER: i32 = 4;

fn value(kind: Kind, promoted: bool) -> i32 {
    match (kind, promoted) {
        (Kind::Royal, _) => ROYAL,
        (Kind::Advisor, false) => 330,
        (Kind::Advisor, true) => 560,
        (Kind::Elephant, false) => 260,
        (Kind::Elephant, true) => 500,
        (Kind::Horse, false) => 300,
        (Kind::Horse, true) => 520,
        (Kind::Chariot, false) => 500,
        (Kind::Chariot, true) => 650,
        (Kind::Pawn, false) => 100,
        (Kind::Pawn, true) => 260,
    }
}

impl Evaluate for Amalgamated {
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.piece_at(cell).map(|p| (p.side, value(p.kind, p.promoted)))
    }

    /// A capture across the river also promotes the capturer (up to 240 more) and moves
    /// the point count.
    fn capture_ceiling(&self, victim: i32) -> i32 {
        victim + 450
    }

    fn royal_en_prise(&self) -> bool {
        super::royal_capturable(self)
    }

    fn kind_at(&self, cell: Cell) -> usize {
        self.piece_at(cell).map_or(0, |p| p.kind as usize + 6 * usize::from(p.promoted))
    }

    /// While the side to move has a piece besides its royal piece and its Pawns.
    fn null_move_safe(&self) -> bool {
        let me = self.side_to_move();
        GameId::Amalgamated.geometry().cells().any(|cell| {
            self.piece_at(cell)
                .is_some_and(|p| p.side == me && !matches!(p.kind, Kind::Royal | Kind::Pawn))
        })
    }

    fn score(&self) -> i32 {
        let material = sum_over::<Self, _>(
            |cell| self.piece_at(cell),
            |cell, piece| {
                let ahead = advance(piece.side, cell, RANKS);
                let worth = match piece.kind {
                    // The Prince becomes a King (3 points, 8 directions) across the river.
                    Kind::Royal => 40 * i32::from(piece.promoted),
                    // A Pawn nearing the river is close to becoming a Soldier.
                    Kind::Pawn if ahead < RIVER => value(piece.kind, piece.promoted) + 15 * ahead,
                    _ => value(piece.kind, piece.promoted),
                };
                (piece.side, worth)
            },
        );
        // The point count decides at the move limit: a half-point is worth a little now.
        let BySide { first, second } = self.half_points();
        let points = i32::try_from(first).unwrap_or(0) - i32::try_from(second).unwrap_or(0);
        material + for_side(Side::First, 5 * points)
    }
}
