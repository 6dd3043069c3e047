//! Random games to the end, checking at every ply that: every listed move is accepted (in both
//! notations) and random other moves are not; the position string round-trips; and the game ends
//! with a result the spec allows, consistent with the final position.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use std::{collections::BTreeMap, thread};

use common::Rng;
use rules::{Game, GameId, MoveErrorKind, Reason, Variant, xiangqi::Xiangqi};

const GAMES: usize = 2_000;

fn all_points() -> Vec<String> {
    (0..10).flat_map(|r| (0..9).map(move |f| format!("{}{}", (b'a' + f) as char, r + 1))).collect()
}

/// The position string without its clocks: what repetition compares.
fn key(position: &str) -> String {
    position.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// Plays one random game to the end; returns its final reason and length.
fn soak_one(seed: u64, points: &[String]) -> (Reason, usize) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(GameId::Xiangqi).unwrap();
    let mut keys = vec![key(&game.position_string())];
    while game.outcome().is_none() {
        let position = game.position_string();
        let reloaded = Game::from_position(GameId::Xiangqi, &position).unwrap();
        assert_eq!(reloaded.position_string(), position, "round trip");

        let legal = game.legal_moves();
        assert!(!legal.is_empty(), "a game that is not over has moves: {position}");
        for m in &legal {
            assert_eq!(game.parse_move(&m.text).unwrap().text, m.text, "{position}");
        }
        // WXF for a few of them (every one is covered by the notation tests).
        for _ in 0..3 {
            let m = &legal[rng.below(legal.len())];
            assert_eq!(game.parse_move(&m.aliases[0]).unwrap().text, m.text, "{position}");
        }
        // Moves not listed are refused, and refusing changes nothing.
        for _ in 0..20 {
            let text =
                format!("{}{}", points[rng.below(points.len())], points[rng.below(points.len())]);
            if !legal.iter().any(|m| m.text == text) {
                let err = game.parse_move(&text).expect_err(&text);
                assert_eq!(err.kind(), MoveErrorKind::Illegal, "{text} in {position}: {err}");
            }
        }
        assert_eq!(game.position_string(), position);

        let pick = &legal[rng.below(legal.len())];
        game.play(&pick.text).unwrap();
        keys.push(key(&game.position_string()));
    }
    check_ending(&game, &keys);
    let outcome = game.outcome().unwrap();
    (outcome.reason, game.moves().len())
}

/// The result must be one the spec allows, and true of the final position.
fn check_ending(game: &Game, keys: &[String]) {
    let outcome = game.outcome().unwrap().clone();
    let position = game.position_string();
    let pos = Xiangqi::from_position_string(&position).unwrap();
    let to_move = pos.side_to_move();
    let no_moves = pos.count_legal_moves() == 0;
    let placement = position.split(' ').next().unwrap().to_owned();
    let third = keys.iter().filter(|k| *k == keys.last().unwrap()).count() >= 3;
    match outcome.reason {
        Reason::Checkmate => {
            assert!(no_moves && pos.in_check(), "{position}");
            assert_eq!(outcome.winner, Some(!to_move));
        }
        Reason::Stalemate => {
            assert!(no_moves && !pos.in_check(), "{position}");
            assert_eq!(outcome.winner, Some(!to_move), "stalemate loses in Xiangqi");
        }
        Reason::PerpetualCheck => assert!(third && outcome.winner.is_some(), "{position}"),
        Reason::Repetition => assert!(third && outcome.winner.is_none(), "{position}"),
        Reason::NoAttackingPieces => {
            assert!(!placement.contains(['R', 'N', 'C', 'P', 'r', 'n', 'c', 'p']), "{position}");
            assert!(outcome.winner.is_none());
        }
        Reason::MoveLimit(120) => {
            let clock: u32 = position.split(' ').nth(4).unwrap().parse().unwrap();
            assert!(clock >= 120 && outcome.winner.is_none(), "{position}");
        }
        other => panic!("a rule-made ending cannot be {other:?}"),
    }
    assert!(!no_moves || matches!(outcome.reason, Reason::Checkmate | Reason::Stalemate));
    assert!(game.legal_moves().is_empty(), "a finished game lists no moves");
    let mut after = game.clone();
    let err = after.play("a1a2").expect_err("no move after the end");
    assert_eq!(err.kind(), MoveErrorKind::GameOver);
    assert!(err.message().starts_with("the game is over"), "{err}");
    // The stored form (start + canonical moves) rebuilds the same game.
    let replayed = Game::replay(GameId::Xiangqi, None, game.moves()).unwrap();
    assert_eq!(replayed.position_string(), position);
    assert_eq!(replayed.outcome(), Some(&outcome));
}

#[test]
fn thousands_of_random_games_end_as_the_rules_say() {
    let points = all_points();
    let results: Vec<(Reason, usize)> = thread::scope(|s| {
        let handles: Vec<_> = (0..2u64)
            .map(|t| {
                let points = &points;
                s.spawn(move || {
                    (0..GAMES as u64 / 2)
                        .map(|g| soak_one(t * 1_000_000 + g, points))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("soak thread")).collect()
    });
    assert_eq!(results.len(), GAMES);
    let mut by_reason: BTreeMap<String, usize> = BTreeMap::new();
    for (reason, _) in &results {
        *by_reason.entry(reason.name()).or_default() += 1;
    }
    let plies: usize = results.iter().map(|(_, n)| n).sum();
    eprintln!("{GAMES} games, {plies} plies: {by_reason:?}");
    // Random play reaches every kind of ending the rules have, except (rarely) perpetual check.
    for reason in ["checkmate", "stalemate", "no attacking pieces", "move limit"] {
        assert!(by_reason.contains_key(reason), "no game ended by {reason}: {by_reason:?}");
    }
}
