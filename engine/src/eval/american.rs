//! American Chess: material, the Generals that hold the Gauntlet (the game's goal), and the
//! pieces that promote to a General on the far rank, worth more as they near it.

use rules::{
    Cell, Side,
    american::{American, Kind},
};

use super::{Evaluate, advance, sum_over};

const RANKS: u8 = 9;
/// The Gauntlet: files e, f and g.
const GAUNTLET: std::ops::RangeInclusive<u8> = 4..=6;

fn value(kind: Kind) -> i32 {
    match kind {
        Kind::Soldier => 130,
        Kind::ArmorBrigade => 500,
        Kind::Colonel => 330,
        Kind::ReconBattalion => 330,
        Kind::Missile => 450,
        Kind::General => 950,
        Kind::Artillery => 420,
    }
}

impl Evaluate for American {
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.piece_at(cell).map(|(side, kind)| (side, value(kind)))
    }

    fn kind_at(&self, cell: Cell) -> usize {
        self.piece_at(cell).map_or(0, |(_, kind)| kind as usize)
    }

    fn score(&self) -> i32 {
        let mut held = [0, 0];
        let material = sum_over::<Self, _>(
            |cell| self.piece_at(cell),
            |cell, (side, kind)| {
                let (value, ahead) = (value(kind), advance(side, cell, RANKS));
                let worth = match kind {
                    Kind::General if GAUNTLET.contains(&cell.file()) => {
                        held[usize::from(side == Side::Second)] += 1;
                        value + 60
                    }
                    Kind::General | Kind::Missile => value,
                    // Every other piece becomes a General on the far rank.
                    _ => value + 4 * ahead * ahead,
                };
                (side, worth)
            },
        );
        // Holding the Gauntlet alone wins after Red's move; holding it at all avoids losing.
        let hold = |n: i32| if n > 0 { 250 } else { 0 };
        material + hold(held[0]) - hold(held[1])
    }
}
