//! Amalgamated Chess: material in each piece's present form (a promoted piece also steps like
//! a King); each piece's square in that form (a table per form, from its own side, folded left
//! to right: pieces gain by crossing the river); the point count that decides a game reaching
//! the move limit; and the move. Weights fitted to the engine's games
//! (`weights/amalgamated.rs`).

use rules::{
    BySide, Cell, GameId, Side, Variant,
    amalgamated::{Amalgamated, Kind},
};

use super::{
    Evaluate, ROYAL,
    terms::{Sink, Squares, Terms},
};

const SQUARES: Squares = Squares { files: 8, ranks: 8 };
/// Each kind, plain and promoted.
const FORMS: usize = 12;
const MATERIAL: usize = 0;
const TABLES: usize = MATERIAL + FORMS;
const HALF_POINTS: usize = TABLES + FORMS * SQUARES.len();
const TEMPO: usize = HALF_POINTS + 1;
/// How many terms there are.
pub(crate) const TERMS: usize = TEMPO + 1;
const _: () = assert!(TERMS == super::weights::amalgamated::WEIGHTS.len());
const NAMES: [&str; FORMS] = [
    "prince",
    "advisor",
    "elephant",
    "horse",
    "chariot",
    "pawn",
    "king",
    "general",
    "war elephant",
    "knight",
    "flying chariot",
    "soldier",
];

impl Terms for Amalgamated {
    const WEIGHTS: &'static [i32] = &super::weights::amalgamated::WEIGHTS;

    fn terms(&self, sink: &mut impl Sink) {
        for cell in GameId::Amalgamated.geometry().cells() {
            let Some(piece) = self.piece_at(cell) else { continue };
            let form = piece.kind as usize - 1 + 6 * usize::from(piece.promoted);
            sink.add_for(piece.side, MATERIAL + form, 1);
            let square = SQUARES.index(piece.side, cell);
            sink.add_for(piece.side, TABLES + form * SQUARES.len() + square, 1);
        }
        // The point count decides at the move limit: a half-point is worth a little now.
        let BySide { first, second } = self.half_points();
        sink.add(HALF_POINTS, i32::try_from(first).unwrap_or(0));
        sink.add(HALF_POINTS, -i32::try_from(second).unwrap_or(0));
        sink.add_for(self.side_to_move(), TEMPO, 1);
    }

    fn term_name(i: usize) -> String {
        match i {
            _ if i < TABLES => format!("{} material", NAMES[i]),
            _ if i < HALF_POINTS => {
                let (k, at) = ((i - TABLES) / SQUARES.len(), (i - TABLES) % SQUARES.len());
                format!("{} on {}", NAMES[k], SQUARES.name(at))
            }
            HALF_POINTS => "a half-point of the point count".into(),
            _ => "the move".into(),
        }
    }
}

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
        self.weighted()
    }
}
