//! American Chess: material; each piece's square (a table per kind, from its own side,
//! folded left to right: the pieces that promote to a General on the far rank, worth more as
//! they near it, and Generals in the Gauntlet); the race for the Gauntlet (the game's goal:
//! how many Generals a side keeps there, none losing at the end of a turn); how many Generals
//! a side has anywhere (a General outside the Gauntlet can step back in on the turn's last
//! move, so a side is beaten only when its last ones are gone: the fit makes the first
//! General worth the most and the third the least); and the move. Weights fitted to the
//! engine's games (`weights/american.rs`).

use rules::{
    Cell, GameId, Side, Variant,
    american::{American, Kind},
};

use super::{
    Evaluate,
    terms::{Sink, Squares, Terms},
};

/// The Gauntlet: files e, f and g.
const GAUNTLET: std::ops::RangeInclusive<u8> = 4..=6;
const SQUARES: Squares = Squares { files: 11, ranks: 9 };
const KINDS: usize = 7;
const MATERIAL: usize = 0;
const TABLES: usize = MATERIAL + KINDS;
const IN_GAUNTLET: usize = TABLES + KINDS * SQUARES.len();
const TEMPO: usize = IN_GAUNTLET + 4;
/// How many Generals a side has, wherever they stand (none to three or more).
const GENERALS: usize = TEMPO + 1;
/// How many terms there are.
pub(crate) const TERMS: usize = GENERALS + 4;
const _: () = assert!(TERMS == super::weights::american::WEIGHTS.len());
const NAMES: [&str; KINDS] =
    ["soldier", "armor brigade", "colonel", "recon battalion", "missile", "general", "artillery"];

impl Terms for American {
    const WEIGHTS: &'static [i32] = &super::weights::american::WEIGHTS;

    fn terms(&self, sink: &mut impl Sink) {
        let (mut held, mut generals) = ([0usize; 2], [0usize; 2]);
        for cell in GameId::American.geometry().cells() {
            let Some((side, kind)) = self.piece_at(cell) else { continue };
            let k = kind as usize - 1;
            sink.add_for(side, MATERIAL + k, 1);
            sink.add_for(side, TABLES + k * SQUARES.len() + SQUARES.index(side, cell), 1);
            if kind == Kind::General {
                generals[side.index()] += 1;
                held[side.index()] += usize::from(GAUNTLET.contains(&cell.file()));
            }
        }
        for side in rules::Side::ALL {
            sink.add_for(side, IN_GAUNTLET + held[side.index()].min(3), 1);
            sink.add_for(side, GENERALS + generals[side.index()].min(3), 1);
        }
        sink.add_for(self.side_to_move(), TEMPO, 1);
    }

    fn term_name(i: usize) -> String {
        match i {
            _ if i < TABLES => format!("{} material", NAMES[i]),
            _ if i < IN_GAUNTLET => {
                let (k, at) = ((i - TABLES) / SQUARES.len(), (i - TABLES) % SQUARES.len());
                format!("{} on {}", NAMES[k], SQUARES.name(at))
            }
            _ if i < TEMPO => format!("{} generals in the gauntlet", i - IN_GAUNTLET),
            TEMPO => "the move".into(),
            _ => format!("{} generals", i - GENERALS),
        }
    }
}

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

    /// While the side to move has a piece besides its Soldiers: passing is a move of the game
    /// (when there is no other), so zugzwang is rare, but a side down to Soldiers may well
    /// be in it.
    fn null_move_safe(&self) -> bool {
        let me = self.side_to_move();
        GameId::American
            .geometry()
            .cells()
            .any(|cell| self.piece_at(cell).is_some_and(|(s, k)| s == me && k != Kind::Soldier))
    }

    /// A capture may lift the evaluation by much more than its victim: the mover's and the
    /// victim's squares (the fitted tables span up to 363 centipawns) and the race for the
    /// Gauntlet (up to 312) change with it. Any lower bound made MultiPV's scores depend on
    /// the window.
    fn capture_ceiling(&self, victim: i32) -> i32 {
        victim + 650
    }

    /// Where the Gauntlet may be lost or won within a move ([`American::gauntlet_at_stake`]):
    /// the game's own "check", which a static evaluation cannot see coming.
    fn royal_en_prise(&self) -> bool {
        self.gauntlet_at_stake()
    }

    /// The turn too: the same placement is drawn after turn 50 and not before.
    fn table_key(&self) -> u64 {
        self.hash() ^ u64::from(self.turn()).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn score(&self) -> i32 {
        self.weighted()
    }
}
