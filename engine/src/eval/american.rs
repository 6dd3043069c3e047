//! American Chess: material, the Generals that hold the Gauntlet (the game's goal), and the
//! pieces that promote to a General on the far rank, worth more as they near it.

use rules::{
    Cell, GameId, Side, Variant,
    american::{American, Kind},
};

use super::{Evaluate, advance, lands_a_capture_on, sum_over};

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
    const SKIP_LOSING_CAPTURES: bool = true;

    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.piece_at(cell).map(|(side, kind)| (side, value(kind)))
    }

    fn can_take_on(&self, cell: Cell) -> bool {
        let me = self.side_to_move();
        // A Missile lands anywhere but on its opponent's back line. After Red's move the turn
        // may have ended with a verdict and no moves: the slow answer knows.
        let barred = match me {
            Side::First => RANKS - 1,
            Side::Second => 0,
        };
        let playing = me == Side::Second || Side::ALL.iter().all(|&s| self.holds_gauntlet(s));
        let missile = || {
            let mut cells = GameId::American.geometry().cells();
            cells.any(|c| c != cell && self.piece_at(c) == Some((me, Kind::Missile)))
        };
        if playing && cell.rank() != barred && missile() {
            return true;
        }
        lands_a_capture_on(self, cell)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    #[test]
    fn the_missile_shortcut_agrees_with_the_legal_captures() {
        let mut checked = 0;
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut pos = American::start();
            for _ in 0..120 {
                let me = pos.side_to_move();
                for cell in GameId::American.geometry().cells() {
                    if pos.piece_at(cell).is_some_and(|(side, _)| side != me) {
                        let slow = lands_a_capture_on(&pos, cell);
                        assert_eq!(pos.can_take_on(cell), slow, "{pos:?} on {cell}");
                        checked += 1;
                    }
                }
                let mut moves = Vec::new();
                pos.legal_moves(&mut moves);
                if moves.is_empty() {
                    break;
                }
                let n = u64::try_from(moves.len()).unwrap_or(1);
                pos.play_unchecked(moves[usize::try_from(rng.next_u64() % n).unwrap_or(0)]);
            }
        }
        assert!(checked > 10_000, "only {checked} cells checked");
    }
}
