//! Random and mutated text fed to every parser of every playable game: no panic, and whatever
//! is accepted behaves (writes back the same, lists moves, perfts).
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use common::Rng;
use rules::{Game, GameId, perft_game};

fn playable() -> impl Iterator<Item = GameId> {
    GameId::ALL.into_iter()
}

/// Position strings met along a few random games of `id`.
fn seeds(id: GameId, rng: &mut Rng) -> Vec<String> {
    let mut out = Vec::new();
    for _ in 0..3 {
        let mut g = Game::new(id);
        while g.outcome().is_none() && g.moves().len() < 200 {
            out.push(g.position_string().to_string());
            let legal = g.legal_moves();
            g.play(&legal[rng.below(legal.len())].text).unwrap();
        }
    }
    out
}

#[test]
fn no_parser_panics_on_random_text() {
    let mut rng = Rng::new(2026);
    let alphabet: Vec<char> =
        "abcdefghijklmnopqrstuvwxyzABCKNRPEMQ0123456789/+-=.@x~ 楚\u{0}\u{ff}".chars().collect();
    for id in playable() {
        let game = Game::new(id);
        for _ in 0..5_000 {
            let len = rng.below(14);
            let s: String = (0..len).map(|_| alphabet[rng.below(alphabet.len())]).collect();
            let _ = game.parse_move(&s);
            let _ = Game::from_position(id, &s);
        }
    }
}

#[test]
fn no_parser_panics_on_mutated_position_strings() {
    let mut rng = Rng::new(7);
    let alphabet: Vec<char> = "rnbakcpqmRNBAKCPQM0123456789/ -wb+~".chars().collect();
    for id in playable() {
        let seeds = seeds(id, &mut rng);
        let mut accepted = 0;
        for i in 0..20_000 {
            let mut chars: Vec<char> = seeds[i % seeds.len()].chars().collect();
            for _ in 0..1 + rng.below(3) {
                let at = rng.below(chars.len());
                match rng.below(3) {
                    0 => chars[at] = alphabet[rng.below(alphabet.len())],
                    1 => {
                        chars.remove(at);
                    }
                    _ => chars.insert(at, alphabet[rng.below(alphabet.len())]),
                }
            }
            let text: String = chars.into_iter().collect();
            if let Ok(game) = Game::from_position(id, &text) {
                accepted += 1;
                let written = game.position_string();
                assert_eq!(Game::from_position(id, &written).unwrap().position_string(), written);
                let _ = game.legal_moves();
                perft_game(id, Some(&written), 2, false).unwrap();
            }
        }
        assert!(accepted > 100, "{}: only {accepted} mutants accepted", id.id());
    }
}
