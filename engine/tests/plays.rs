//! The engine against the rules crate: a legal move in every game at every level, the same
//! move for the same seed and node limit, a win taken whenever one move wins, material not
//! given away even at level 1, and whole games played to their end.
#![allow(clippy::unwrap_used)]

use engine::{
    Level, Request, Score,
    selfplay::{Pairing, Playout, opening, play},
    think,
};
use rules::{Game, GameId};

/// A node limit small enough for a debug-profile test, the same on every machine.
const NODES: u64 = 4_000;

fn request(level: u8, seed: u64) -> Request {
    Request { nodes: Some(NODES), ..Request::new(Level::new(level).unwrap(), seed) }
}

#[test]
fn every_level_plays_a_legal_move_in_every_game() {
    for id in GameId::ALL {
        let game = Game::new(id).unwrap();
        for level in 1..=8 {
            let thought = think(&game, &request(level, 1)).unwrap();
            assert!(game.parse_move(&thought.text).is_ok(), "{id} level {level}: {thought:?}");
            assert!(thought.nodes > 0 && thought.depth >= 1, "{id} level {level}: {thought:?}");
        }
    }
}

#[test]
fn the_same_seed_and_node_limit_give_the_same_move() {
    for id in GameId::ALL {
        let game = opening(id, 6, 3).unwrap();
        for seed in 0..3 {
            let a = think(&game, &request(2, seed)).unwrap();
            let b = think(&game, &request(2, seed)).unwrap();
            assert_eq!(a, b, "{id}, seed {seed}");
        }
    }
}

/// Positions from random playouts in which some move wins at once, as the rules crate says.
fn winning_chances(id: GameId, wanted: usize) -> Vec<(Game, Vec<String>)> {
    let mut found = Vec::new();
    for seed in 1..400u64 {
        let mut random = Playout::new(seed);
        let mut game = Game::new(id).unwrap();
        while game.outcome().is_none() && game.moves().len() < 300 {
            let moves = game.legal_moves();
            let mover = game.side_to_move();
            let wins: Vec<String> = moves
                .iter()
                .filter(|m| {
                    let mut g = game.clone();
                    g.play(&m.text)
                        .is_ok_and(|p| p.outcome.is_some_and(|o| o.winner == Some(mover)))
                })
                .map(|m| m.text.clone())
                .collect();
            if !wins.is_empty() {
                found.push((game.clone(), wins));
                break;
            }
            game.play(&moves[random.below(moves.len())].text).unwrap();
        }
        if found.len() == wanted {
            break;
        }
    }
    found
}

#[test]
fn a_move_that_wins_at_once_is_played_at_every_level() {
    for id in GameId::ALL {
        let chances = winning_chances(id, 3);
        assert!(!chances.is_empty(), "{id}: no position with a winning move found");
        for (game, wins) in &chances {
            for level in [1, 3] {
                let thought = think(game, &request(level, 11)).unwrap();
                assert!(
                    wins.contains(&thought.text),
                    "{id} level {level} played {} instead of one of {wins:?} in {}",
                    thought.text,
                    game.position_string()
                );
                assert_eq!(thought.score, Score::Mate(1), "{id}: {thought:?}");
            }
        }
    }
}

#[test]
fn level_1_takes_a_chariot_left_for_the_taking_whatever_the_seed() {
    // Red's chariot on a1 may take Black's on a2, which would otherwise take it; the Black
    // General, between its Advisers, cannot be mated soon.
    let position = "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
    let game = Game::from_position(GameId::Xiangqi, position).unwrap();
    for seed in 0..10 {
        let thought = think(&game, &request(1, seed)).unwrap();
        assert_eq!(thought.text, "a1a2", "seed {seed}: {thought:?}");
        // A chariot (600) against two Advisers (240).
        assert_eq!(thought.score, Score::Centipawns(360), "{thought:?}");
    }
}

#[test]
fn low_levels_vary_their_choice_with_the_seed_and_high_levels_do_not() {
    for id in GameId::ALL {
        let game = Game::new(id).unwrap();
        let choices = |level| -> std::collections::BTreeSet<String> {
            (0..8).map(|seed| think(&game, &request(level, seed)).unwrap().text).collect()
        };
        assert!(choices(1).len() > 1, "{id}: level 1 always plays the same opening move");
        assert_eq!(choices(7).len(), 1, "{id}: level 7 depends on the seed");
    }
}

#[test]
fn level_1_against_level_3_plays_every_game_to_its_end_or_a_hundred_plies() {
    for id in GameId::ALL {
        let mut game = Game::new(id).unwrap();
        let mut plies = 0;
        while game.outcome().is_none() && plies < 100 {
            let level = if plies % 2 == 0 { 1 } else { 3 };
            let thought = think(&game, &request(level, plies)).unwrap();
            game.play(&thought.text).unwrap();
            plies += 1;
        }
        assert!(game.outcome().is_some() || plies == 100, "{id}");
        assert!(think(&game, &request(1, 0)).is_none() || game.outcome().is_none(), "{id}");
    }
}

#[test]
fn level_3_beats_level_1_in_xiangqi() {
    // Four games, alternating sides, each from its own seeded opening, with the levels' own
    // node limits: the same games on every machine. A careful player beats level 1.
    use rules::{BySide, Side};
    let (weak, strong) = (Level::new(1).unwrap(), Level::new(3).unwrap());
    let mut points = 0.0;
    for seed in 0..4 {
        let strong_side = if seed % 2 == 0 { Side::First } else { Side::Second };
        let levels = BySide::new_with(|s| if s == strong_side { strong } else { weak });
        let pairing = Pairing {
            game: GameId::Xiangqi,
            levels,
            seed,
            opening: 4,
            nodes: None,
            max_plies: 300,
        };
        points += match play(&pairing) {
            Some(side) if side == strong_side => 1.0,
            None => 0.5,
            Some(_) => 0.0,
        };
    }
    assert!(points >= 3.0, "level 3 scored {points}/4 against level 1");
}
