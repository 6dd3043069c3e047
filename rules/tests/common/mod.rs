//! Helpers shared by the integration tests.
#![allow(dead_code)]

use rules::{Match, Variant, xiangqi::Xiangqi};

/// A small deterministic generator (SplitMix64), so failures reproduce without a `rand` crate.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The canonical texts of every legal move of a Xiangqi position string, sorted.
pub fn legal_texts(position: &str) -> Vec<String> {
    legal_texts_of::<Xiangqi>(position)
}

/// The canonical texts of every legal move of a position string of game `V`, sorted.
pub fn legal_texts_of<V: Variant>(position: &str) -> Vec<String> {
    let pos = V::from_position_string(position).expect("valid position");
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.into_iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

/// The legal moves of the piece on `from` in a Xiangqi position, sorted.
pub fn moves_from(position: &str, from: &str) -> Vec<String> {
    moves_from_of::<Xiangqi>(position, from)
}

/// The legal moves of the piece on `from` (not a longer point name that starts the same), in a
/// position of game `V`, sorted.
pub fn moves_from_of<V: Variant>(position: &str, from: &str) -> Vec<String> {
    legal_texts_of::<V>(position)
        .into_iter()
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

/// Sorted copies of a list of move texts.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// A match from a position string.
pub fn match_from(position: &str) -> Match<Xiangqi> {
    Match::new(Xiangqi::from_position_string(position).expect("valid position"))
}

/// Positions met along a few seeded random games, for tests that want variety.
pub fn sample_positions(games: usize, seed: u64) -> Vec<Xiangqi> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let mut m = Match::new(Xiangqi::start());
        while m.outcome().is_none() {
            out.push(m.position().clone());
            let moves = m.legal_moves();
            let pick = moves[rng.below(moves.len())];
            m.play(pick).expect("listed moves are legal");
        }
    }
    out
}
