//! Abstract Chess: a stack is worth what its height lets it do (1 a Pawn, 2 a Knight, 3 a
//! Bishop, 4 and 5 a Rook, 6 a Queen), plus its stones, which transfers can reshape; the royal
//! stone is safer at home.

use rules::{
    Cell, Side,
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
