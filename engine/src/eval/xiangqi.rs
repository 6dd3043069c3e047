//! Xiangqi: terms after Fairy-Stockfish's classical evaluation, weighed in
//! `weights/xiangqi.rs` (the hand-set values, the new terms at 0 until a fit plays better;
//! the engine README has the figures): material; each piece's point (a table per kind,
//! from its own side, folded left to right); how free each Horse (its legs), Tank and Cannon
//! (its screens) is; a Cannon on the enemy General's file by the number of pieces between;
//! the General's defenders (each missing Adviser or Elephant counted against every enemy
//! Tank, Horse and Cannon); enemy pieces in front of the palace, and their number squared;
//! Soldiers across the river side by side; and the move.

use rules::{
    Cell, Side, Variant,
    xiangqi::{Kind, Xiangqi},
};

use super::{
    Evaluate, ROYAL,
    terms::{Sink, Squares, Terms},
};

const SQUARES: Squares = Squares { files: 9, ranks: 10 };
const KINDS: usize = 7;

const MATERIAL: usize = 0;
const TABLES: usize = MATERIAL + KINDS;
const HORSE_REACH: usize = TABLES + KINDS * SQUARES.len();
const TANK_REACH: usize = HORSE_REACH + 9;
const CANNON_REACH: usize = TANK_REACH + 18;
const CANNON_ON_FILE: usize = CANNON_REACH + 18;
const MISSING_ADVISER: usize = CANNON_ON_FILE + 3;
const MISSING_ELEPHANT: usize = MISSING_ADVISER + 1;
const NEAR_PALACE: usize = MISSING_ELEPHANT + 1;
const NEAR_PALACE_SQUARED: usize = NEAR_PALACE + 4;
const SOLDIERS_SIDE_BY_SIDE: usize = NEAR_PALACE_SQUARED + 1;
const TEMPO: usize = SOLDIERS_SIDE_BY_SIDE + 1;
/// How many terms there are.
pub(crate) const TERMS: usize = TEMPO + 1;

/// What each piece counts for in move ordering and exchanges (the evaluation's own material
/// is in its weights).
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

fn kind_index(kind: Kind) -> usize {
    kind as usize - 1
}

/// Whether `cell` is in front of `side`'s palace: its own first four ranks, files c to g.
fn near_palace(side: Side, cell: Cell) -> bool {
    super::advance(side, cell, 10) <= 3 && (2..=6).contains(&cell.file())
}

impl Terms for Xiangqi {
    const WEIGHTS: &'static [i32] = &super::weights::xiangqi::WEIGHTS;

    fn terms(&self, sink: &mut impl Sink) {
        let mut attackers = [0i32; 2];
        let mut defenders = [[0i32; 2]; 2];
        let mut near = [0i32; 2];
        let generals = [self.general(Side::First), self.general(Side::Second)];
        // Reach and screens cost a walk over the board per piece: not counted while their
        // weights are all 0.
        let horse_reach = sink.wants(HORSE_REACH..TANK_REACH);
        let tank_reach = sink.wants(TANK_REACH..CANNON_REACH);
        let cannon_reach = sink.wants(CANNON_REACH..CANNON_ON_FILE);
        let cannon_on_file = sink.wants(CANNON_ON_FILE..MISSING_ADVISER);
        for (cell, side, kind) in self.pieces() {
            let k = kind_index(kind);
            sink.add_for(side, MATERIAL + k, 1);
            sink.add_for(side, TABLES + k * SQUARES.len() + SQUARES.index(side, cell), 1);
            let s = side.index();
            let enemy_general = generals[1 - s];
            match kind {
                Kind::Horse if horse_reach => {
                    sink.add_for(side, HORSE_REACH + self.reach(cell).min(8), 1);
                }
                Kind::Tank if tank_reach => {
                    sink.add_for(side, TANK_REACH + self.reach(cell).min(17), 1);
                }
                Kind::Cannon => {
                    if cannon_reach {
                        sink.add_for(side, CANNON_REACH + self.reach(cell).min(17), 1);
                    }
                    if cannon_on_file && cell.file() == enemy_general.file() {
                        let between = between_on_file(self, cell, enemy_general);
                        if between <= 2 {
                            sink.add_for(side, CANNON_ON_FILE + between, 1);
                        }
                    }
                }
                Kind::Adviser => defenders[s][0] += 1,
                Kind::Elephant => defenders[s][1] += 1,
                Kind::Soldier => {
                    let crossed = super::advance(side, cell, 10) >= 5;
                    let right = Cell::new(cell.file() + 1, cell.rank());
                    if crossed && self.piece_at(right) == Some((side, Kind::Soldier)) {
                        sink.add_for(side, SOLDIERS_SIDE_BY_SIDE, 1);
                    }
                }
                Kind::General | Kind::Horse | Kind::Tank => {}
            }
            if matches!(kind, Kind::Tank | Kind::Horse | Kind::Cannon) {
                attackers[s] += 1;
            }
            let slot = match kind {
                Kind::Tank => Some(0),
                Kind::Horse => Some(1),
                Kind::Cannon => Some(2),
                Kind::Soldier => Some(3),
                _ => None,
            };
            if let Some(slot) = slot
                && near_palace(!side, cell)
            {
                sink.add_for(side, NEAR_PALACE + slot, 1);
                if slot < 3 {
                    near[s] += 1;
                }
            }
        }
        for side in Side::ALL {
            let (s, them) = (side.index(), 1 - side.index());
            sink.add_for(side, MISSING_ADVISER, (2 - defenders[s][0]).max(0) * attackers[them]);
            sink.add_for(side, MISSING_ELEPHANT, (2 - defenders[s][1]).max(0) * attackers[them]);
            sink.add_for(side, NEAR_PALACE_SQUARED, near[s] * near[s]);
        }
        sink.add_for(self.side_to_move(), TEMPO, 1);
    }

    fn term_name(i: usize) -> String {
        const NAMES: [&str; KINDS] =
            ["general", "adviser", "elephant", "horse", "tank", "cannon", "soldier"];
        match i {
            _ if i < TABLES => format!("{} material", NAMES[i - MATERIAL]),
            _ if i < HORSE_REACH => {
                let (k, at) = ((i - TABLES) / SQUARES.len(), (i - TABLES) % SQUARES.len());
                format!("{} on {}", NAMES[k], SQUARES.name(at))
            }
            _ if i < TANK_REACH => format!("horse reaching {}", i - HORSE_REACH),
            _ if i < CANNON_REACH => format!("tank reaching {}", i - TANK_REACH),
            _ if i < CANNON_ON_FILE => format!("cannon reaching {}", i - CANNON_REACH),
            _ if i < MISSING_ADVISER => {
                format!("cannon on the general's file, {} between", i - CANNON_ON_FILE)
            }
            MISSING_ADVISER => "missing adviser per enemy attacker".into(),
            MISSING_ELEPHANT => "missing elephant per enemy attacker".into(),
            _ if i < NEAR_PALACE_SQUARED => {
                let kind = ["tank", "horse", "cannon", "soldier"][i - NEAR_PALACE];
                format!("{kind} in front of the enemy palace")
            }
            NEAR_PALACE_SQUARED => "attackers in front of the enemy palace, squared".into(),
            SOLDIERS_SIDE_BY_SIDE => "soldiers across the river side by side".into(),
            _ => "the move".into(),
        }
    }
}

/// The pieces strictly between two points of one file.
fn between_on_file(pos: &Xiangqi, a: Cell, b: Cell) -> usize {
    let (low, high) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    (low + 1..high).filter(|&r| pos.piece_at(Cell::new(a.file(), r)).is_some()).count()
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
        self.pieces()
            .any(|(_, s, k)| s == me && matches!(k, Kind::Tank | Kind::Cannon | Kind::Horse))
    }

    fn score(&self) -> i32 {
        self.weighted()
    }
}

const _: () = assert!(TERMS == super::weights::xiangqi::WEIGHTS.len());
