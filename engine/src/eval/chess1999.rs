//! Chess 1999: material on the board and in hand (a piece in hand can be dropped where it is
//! needed, but is not yet in play), and Infantry worth more as it nears promotion.

use rules::{
    Cell, GameId, Side, Variant,
    chess1999::{Chess1999, Kind},
};

use super::{Evaluate, ROYAL, advance, sum_over};

const RANKS: u8 = 13;

fn value(kind: Kind) -> i32 {
    match kind {
        Kind::General => ROYAL,
        Kind::Guard => 150,
        Kind::Infantry => 100,
        Kind::Apc => 250,
        Kind::Jet => 550,
        Kind::Bomber => 450,
        Kind::Helicopter => 500,
        Kind::Tank => 300,
        Kind::Mrl => 350,
        Kind::Howitzer => 450,
    }
}

impl Evaluate for Chess1999 {
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.piece_at(cell).map(|p| (p.side(), value(p.kind())))
    }

    /// A captured piece also goes to the capturer's hand, where it is worth nine tenths of
    /// its value.
    fn capture_ceiling(&self, victim: i32) -> i32 {
        victim * 19 / 10 + super::DELTA
    }

    fn kind_at(&self, cell: Cell) -> usize {
        self.piece_at(cell).map_or(0, |p| p.kind().index() + 1)
    }

    /// While the side to move has a piece besides its General, Guards and Infantry, on the
    /// board or in hand (a drop is a move too, so zugzwang is rarer still).
    fn null_move_safe(&self) -> bool {
        let me = self.side_to_move();
        let strong = |k: Kind| !matches!(k, Kind::General | Kind::Guard | Kind::Infantry);
        Kind::ALL.into_iter().any(|k| strong(k) && self.in_hand(me, k) > 0)
            || GameId::Chess1999
                .geometry()
                .cells()
                .any(|cell| self.piece_at(cell).is_some_and(|p| p.side() == me && strong(p.kind())))
    }

    fn score(&self) -> i32 {
        let board = sum_over::<Self, _>(
            |cell| self.piece_at(cell),
            |cell, piece| {
                let side = piece.side();
                let worth = match piece.kind() {
                    Kind::General => 0,
                    Kind::Infantry => value(Kind::Infantry) + 3 * advance(side, cell, RANKS),
                    kind => value(kind),
                };
                (side, worth)
            },
        );
        let hand = |side| -> i32 {
            Kind::ALL
                .into_iter()
                .filter(|&k| k != Kind::General)
                .map(|k| i32::from(self.in_hand(side, k)) * value(k) * 9 / 10)
                .sum()
        };
        board + hand(Side::First) - hand(Side::Second)
    }
}
