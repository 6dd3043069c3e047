//! Abstract Chess: a stack is worth what its height lets it do (1 a Pawn, 2 a Knight, 3 a
//! Bishop, 4 and 5 a Rook, 6 a Queen), plus its stones, which transfers can reshape; each
//! stack's and the royal stone's square (a table per height, from its own side, folded left to
//! right); and the move. Weights in `weights/abstract_chess.rs`: the hand-set values (a fit to
//! the engine's games played worse; the engine README has the figures).

use rules::{
    Cell, GameId, Side, Variant,
    abstract_chess::{Abstract, Piece},
};

use super::{
    Evaluate, ROYAL,
    terms::{Sink, Squares, Terms},
};

const SQUARES: Squares = Squares { files: 8, ranks: 8 };
/// Stacks of one to six stones, and the royal stone.
const PIECES: usize = 7;
const MATERIAL: usize = 0;
const TABLES: usize = MATERIAL + PIECES;
const TEMPO: usize = TABLES + PIECES * SQUARES.len();
/// How many terms there are.
pub(crate) const TERMS: usize = TEMPO + 1;
const _: () = assert!(TERMS == super::weights::abstract_chess::WEIGHTS.len());

fn piece_index(piece: Piece) -> usize {
    match piece {
        Piece::Stack(n) => usize::from(n.clamp(1, 6)) - 1,
        Piece::Royal => 6,
    }
}

fn piece_name(k: usize) -> String {
    if k == 6 { "royal stone".to_owned() } else { format!("stack of {}", k + 1) }
}

impl Terms for Abstract {
    const WEIGHTS: &'static [i32] = &super::weights::abstract_chess::WEIGHTS;

    fn terms(&self, sink: &mut impl Sink) {
        for cell in GameId::Abstract.geometry().cells() {
            let Some((side, piece)) = self.piece_at(cell) else { continue };
            let k = piece_index(piece);
            sink.add_for(side, MATERIAL + k, 1);
            sink.add_for(side, TABLES + k * SQUARES.len() + SQUARES.index(side, cell), 1);
        }
        sink.add_for(self.side_to_move(), TEMPO, 1);
    }

    fn term_name(i: usize) -> String {
        match i {
            _ if i < TABLES => format!("{} material", piece_name(i)),
            _ if i < TEMPO => {
                let (k, at) = ((i - TABLES) / SQUARES.len(), (i - TABLES) % SQUARES.len());
                format!("{} on {}", piece_name(k), SQUARES.name(at))
            }
            _ => "the move".into(),
        }
    }
}

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
        self.weighted()
    }
}
