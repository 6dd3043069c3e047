//! Abstract Chess: a stack is worth what its height lets it do (1 a Pawn, 2 a Knight, 3 a
//! Bishop, 4 and 5 a Rook, 6 a Queen), plus its stones, which transfers can reshape; the royal
//! stone is safer at home.

use rules::{
    Cell, GameId, Side, Variant,
    abstract_chess::{Abstract, Piece},
};

use super::{Evaluate, ROYAL, advance, centrality, sum_over};

const FILES: u8 = 8;
const RANKS: u8 = 8;

fn value(piece: Piece) -> i32 {
    match piece {
        Piece::Royal => ROYAL,
        Piece::Stack(1) => 100,
        Piece::Stack(2) => 320,
        Piece::Stack(3) => 340,
        Piece::Stack(4) => 520,
        Piece::Stack(5) => 560,
        Piece::Stack(_) => 950,
    }
}

impl Evaluate for Abstract {
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.piece_at(cell).map(|(side, piece)| (side, value(piece)))
    }

    fn royal_en_prise(&self) -> bool {
        super::royal_capturable(self)
    }

    fn kind_at(&self, cell: Cell) -> usize {
        match self.piece_at(cell) {
            None => 0,
            Some((_, Piece::Stack(n))) => usize::from(n.clamp(1, 6)),
            Some((_, Piece::Royal)) => 7,
        }
    }

    /// While the side to move has a stack of two stones or more besides its royal stone.
    fn null_move_safe(&self) -> bool {
        let me = self.side_to_move();
        GameId::Abstract.geometry().cells().any(
            |cell| matches!(self.piece_at(cell), Some((s, Piece::Stack(n))) if s == me && n >= 2),
        )
    }

    fn score(&self) -> i32 {
        sum_over::<Self, _>(
            |cell| self.piece_at(cell),
            |cell, (side, piece)| {
                let worth = match piece {
                    Piece::Royal => -8 * advance(side, cell, RANKS),
                    Piece::Stack(1) => value(piece) + 8 * advance(side, cell, RANKS),
                    Piece::Stack(2) => value(piece) + 8 * centrality(cell, FILES),
                    Piece::Stack(_) => value(piece),
                };
                (side, worth)
            },
        )
    }
}
