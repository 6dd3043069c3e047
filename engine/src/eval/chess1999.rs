//! Chess 1999: material on the board and in hand (a piece in hand can be dropped where it is
//! needed, but is not yet in play); each piece's point (a table per kind, from its own side,
//! folded left to right: Infantry nearing promotion); the command posts (each kind of piece
//! inside its own, guarding the General, and inside the enemy's, attacking it); and the move.
//! Weights in `weights/chess1999.rs`: the hand-set values (a fit to the engine's games played
//! worse; the engine README has the figures).

use rules::{
    Cell, GameId, Side, Variant,
    chess1999::{Chess1999, Kind},
};

use super::{
    Evaluate, ROYAL,
    terms::{Sink, Squares, Terms},
};

const SQUARES: Squares = Squares { files: 13, ranks: 13 };
const KINDS: usize = 10;
const MATERIAL: usize = 0;
const TABLES: usize = MATERIAL + KINDS;
const IN_HAND: usize = TABLES + KINDS * SQUARES.len();
const OWN_POST: usize = IN_HAND + KINDS;
const ENEMY_POST: usize = OWN_POST + KINDS;
const TEMPO: usize = ENEMY_POST + KINDS;
/// How many terms there are.
pub(crate) const TERMS: usize = TEMPO + 1;
const _: () = assert!(TERMS == super::weights::chess1999::WEIGHTS.len());
const NAMES: [&str; KINDS] = [
    "general",
    "guard",
    "infantry",
    "apc",
    "jet",
    "bomber",
    "helicopter",
    "tank",
    "mrl",
    "howitzer",
];

/// Whether `cell` is inside `side`'s command post.
fn in_post(side: Side, cell: Cell) -> bool {
    GameId::Chess1999.geometry().palace_of(side).is_some_and(|p| p.contains(cell))
}

impl Terms for Chess1999 {
    const WEIGHTS: &'static [i32] = &super::weights::chess1999::WEIGHTS;

    fn terms(&self, sink: &mut impl Sink) {
        for cell in GameId::Chess1999.geometry().cells() {
            let Some(piece) = self.piece_at(cell) else { continue };
            let (side, k) = (piece.side(), piece.kind().index() - 1);
            sink.add_for(side, MATERIAL + k, 1);
            sink.add_for(side, TABLES + k * SQUARES.len() + SQUARES.index(side, cell), 1);
            if in_post(side, cell) {
                sink.add_for(side, OWN_POST + k, 1);
            } else if in_post(!side, cell) {
                sink.add_for(side, ENEMY_POST + k, 1);
            }
        }
        for side in Side::ALL {
            for &kind in Kind::IN_HAND {
                let n = i32::from(self.in_hand(side, kind));
                sink.add_for(side, IN_HAND + kind.index() - 1, n);
            }
        }
        sink.add_for(self.side_to_move(), TEMPO, 1);
    }

    fn term_name(i: usize) -> String {
        match i {
            _ if i < TABLES => format!("{} material", NAMES[i]),
            _ if i < IN_HAND => {
                let (k, at) = ((i - TABLES) / SQUARES.len(), (i - TABLES) % SQUARES.len());
                format!("{} on {}", NAMES[k], SQUARES.name(at))
            }
            _ if i < OWN_POST => format!("{} in hand", NAMES[i - IN_HAND]),
            _ if i < ENEMY_POST => format!("{} in its own command post", NAMES[i - OWN_POST]),
            _ if i < TEMPO => format!("{} in the enemy command post", NAMES[i - ENEMY_POST]),
            _ => "the move".into(),
        }
    }
}

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
        self.weighted()
    }
}
