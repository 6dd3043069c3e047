//! Xiangqi: material, Soldiers that have crossed the river (they gain sideways moves and
//! grow stronger as they near the palace), and Horses away from the edge.

use rules::{
    Cell, GameId, Side, Variant,
    xiangqi::{Kind, Xiangqi},
};

use super::{Evaluate, ROYAL, advance, centrality, sum_over};

const FILES: u8 = 9;
const RANKS: u8 = 10;
/// A Soldier on its fifth rank from home or further has crossed the river.
const RIVER: i32 = 5;

fn value(kind: Kind) -> i32 {
    match kind {
        Kind::General => ROYAL,
        Kind::Adviser | Kind::Elephant => 120,
        Kind::Horse => 270,
        Kind::Tank => 600,
        Kind::Cannon => 285,
        Kind::Soldier => 30,
    }
}

impl Evaluate for Xiangqi {
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.piece_at(cell).map(|(side, kind)| (side, value(kind)))
    }

    fn kind_at(&self, cell: Cell) -> usize {
        self.piece_at(cell).map_or(0, |(_, kind)| kind as usize)
    }

    /// As Pikafish: while the side to move has a Tank, a Cannon or a Horse. With only
    /// Soldiers, Advisers and Elephants a position can be zugzwang (and stalemate loses).
    fn null_move_safe(&self) -> bool {
        let me = self.side_to_move();
        GameId::Xiangqi.geometry().cells().any(|cell| {
            matches!(self.piece_at(cell), Some((s, Kind::Tank | Kind::Cannon | Kind::Horse)) if s == me)
        })
    }

    fn score(&self) -> i32 {
        sum_over::<Self, _>(
            |cell| self.piece_at(cell),
            |cell, (side, kind)| {
                let (value, ahead) = (value(kind), advance(side, cell, RANKS));
                let worth = match kind {
                    Kind::General => 0,
                    // Across the river a Soldier also moves sideways: worth about two more, and
                    // more near the enemy palace, less on the last rank where it only steps aside.
                    Kind::Soldier if ahead >= RIVER => {
                        let near_palace = if ahead < 9 { 10 * (ahead - RIVER) } else { 0 };
                        value + 60 + near_palace + 5 * centrality(cell, FILES)
                    }
                    Kind::Horse => value + 6 * centrality(cell, FILES) + 4 * ahead.min(6),
                    _ => value,
                };
                (side, worth)
            },
        )
    }
}
