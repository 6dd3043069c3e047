//! Random games to the end for every playable game, checking at every ply that: every listed
//! move is accepted and random other moves are not (and refusing changes nothing); the position
//! string round-trips; and the game ends with a result its spec allows, true of the final
//! position. Stored moves replay to the same game.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use std::{collections::BTreeMap, thread};

use common::Rng;
use rules::{
    Game, GameId, MoveErrorKind, Reason, Side, Variant, abstract_chess::Abstract,
    amalgamated::Amalgamated, american::American, chess1999::Chess1999, xiangqi::Xiangqi,
};

/// The position string without its clocks: what repetition compares.
fn key(position: &str) -> String {
    position.split(' ').take(2).collect::<Vec<_>>().join(" ")
}

/// Plays one random game to the end; returns its final reason and length.
fn soak_one(id: GameId, seed: u64, cells: &[String]) -> (Reason, usize) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(id);
    let mut keys = vec![key(&game.position_string())];
    while game.outcome().is_none() {
        let position = game.position_string();
        let reloaded = Game::from_position(id, &position).unwrap();
        assert_eq!(reloaded.position_string(), position, "round trip");

        let legal = game.legal_moves();
        assert!(!legal.is_empty(), "a game that is not over has moves: {position}");
        for m in &legal {
            assert_eq!(game.parse_move(&m.text).unwrap().text, m.text, "{position}");
        }
        // Other spellings (WXF) for a few of them; the notation tests cover every one.
        for _ in 0..3 {
            let m = &legal[rng.below(legal.len())];
            for alias in &m.aliases {
                assert_eq!(game.parse_move(alias).unwrap().text, m.text, "{alias} in {position}");
            }
        }
        // Moves not listed are refused, and refusing changes nothing.
        for _ in 0..20 {
            let text =
                format!("{}{}", cells[rng.below(cells.len())], cells[rng.below(cells.len())]);
            if !legal.iter().any(|m| m.text == text) {
                let err = game.parse_move(&text).expect_err(&text);
                assert_eq!(err.kind(), MoveErrorKind::Illegal, "{text} in {position}: {err}");
            }
        }
        assert_eq!(game.position_string(), position);

        let pick = &legal[rng.below(legal.len())];
        let played = game.play(&pick.text).unwrap();
        keys.push(key(&game.position_string()));
        for _ in played.passes() {
            keys.push(key(&game.position_string()));
        }
    }
    check_ending(&game, &keys);
    (game.outcome().unwrap().reason, game.moves().len())
}

/// The result must be one the game's spec allows, and true of the final position.
fn check_ending(game: &Game, keys: &[String]) {
    let outcome = game.outcome().unwrap().clone();
    let position = game.position_string();
    match game.id() {
        GameId::Xiangqi => {
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
                Reason::PerpetualCheck | Reason::PerpetualChase => {
                    assert!(third && outcome.winner.is_some(), "{position}")
                }
                Reason::Repetition => assert!(third && outcome.winner.is_none(), "{position}"),
                Reason::NoAttackingPieces => {
                    assert!(!placement.contains(['R', 'N', 'C', 'P', 'r', 'n', 'c', 'p']));
                    assert!(outcome.winner.is_none());
                }
                Reason::MoveLimit(120) => {
                    let clock: u32 = position.split(' ').nth(4).unwrap().parse().unwrap();
                    assert!(clock >= 120 && outcome.winner.is_none(), "{position}");
                }
                other => panic!("a Xiangqi game cannot end by {other:?}"),
            }
            assert!(!no_moves || matches!(outcome.reason, Reason::Checkmate | Reason::Stalemate));
        }
        GameId::American => {
            let pos = American::from_position_string(&position).unwrap();
            // Every verdict comes after Red's move: Blue is to move.
            assert_eq!(pos.side_to_move(), Side::First, "{position}");
            let (blue, red) = (pos.holds_gauntlet(Side::First), pos.holds_gauntlet(Side::Second));
            match (outcome.reason, outcome.winner) {
                (Reason::Gauntlet, Some(Side::First)) => assert!(blue && !red, "{position}"),
                (Reason::Gauntlet, Some(Side::Second)) => assert!(red && !blue, "{position}"),
                (Reason::Gauntlet, None) => assert!(!blue && !red, "{position}"),
                (Reason::TurnLimit(50), None) => {
                    assert!(blue && red && pos.turn() == 51, "{position}");
                }
                other => panic!("an American Chess game cannot end by {other:?}"),
            }
        }
        GameId::Abstract => {
            let pos = Abstract::from_position_string(&position).unwrap();
            let to_move = pos.side_to_move();
            let third = keys.iter().filter(|k| *k == keys.last().unwrap()).count() >= 3;
            match (outcome.reason, outcome.winner) {
                (Reason::RoyalCaptured, Some(w)) => {
                    assert!(w == !to_move && pos.royal(to_move).is_none(), "{position}");
                }
                (Reason::NoLegalAction, None) => assert_eq!(pos.count_legal_moves(), 0),
                (Reason::Repetition, None) => assert!(third, "{position}"),
                (Reason::MoveLimit(100), None) => assert!(pos.clock() >= 100, "{position}"),
                other => panic!("an Abstract Chess game cannot end by {other:?}"),
            }
        }
        GameId::Amalgamated => {
            let pos = Amalgamated::from_position_string(&position).unwrap();
            let to_move = pos.side_to_move();
            let third = keys.iter().filter(|k| *k == keys.last().unwrap()).count() >= 3;
            // No drawn result is possible: every ending has a winner.
            let winner = outcome.winner.expect("Amalgamated Chess games always have a winner");
            match outcome.reason {
                Reason::PrinceCaptured | Reason::BarePrince | Reason::Checkmate => {
                    assert_eq!(winner, !to_move, "{position}");
                    assert!(outcome.points.is_none());
                }
                Reason::Stalemate => assert_eq!(pos.count_legal_moves(), 0, "{position}"),
                Reason::Repetition => assert!(third, "{position}"),
                Reason::DeadPosition => assert!(position.matches(['k', 'K']).count() == 2),
                Reason::MoveLimit(100) => assert!(pos.clock() >= 100, "{position}"),
                other => panic!("an Amalgamated Chess game cannot end by {other:?}"),
            }
            if let Some(points) = outcome.points {
                assert_eq!(points, pos.half_points());
                assert_ne!(points.first, points.second, "a tie is impossible");
            }
        }
        GameId::Chess1999 => {
            let pos = Chess1999::from_position_string(&position).unwrap();
            let no_moves = pos.count_legal_moves() == 0;
            let third = keys.iter().filter(|k| *k == keys.last().unwrap()).count() >= 3;
            match (outcome.reason, outcome.winner) {
                (Reason::Checkmate, Some(w)) => {
                    assert!(no_moves && pos.in_check() && w == !pos.side_to_move(), "{position}");
                }
                (Reason::Stalemate, None) => assert!(no_moves && !pos.in_check(), "{position}"),
                (Reason::Repetition, None) => assert!(third, "{position}"),
                (Reason::MoveLimit(100), None) => assert!(pos.clock() >= 100, "{position}"),
                other => panic!("a Chess 1999 game cannot end by {other:?}"),
            }
        }
    }
    assert!(game.legal_moves().is_empty(), "a finished game lists no moves");
    let mut after = game.clone();
    let err = after.play("a1a2").expect_err("no move after the end");
    assert_eq!(err.kind(), MoveErrorKind::GameOver);
    let replayed = Game::replay(game.id(), None, game.moves()).unwrap();
    assert_eq!(replayed.position_string(), position);
    assert_eq!(replayed.outcome(), Some(&outcome));
}

/// Plays `games` random games of `id` on two threads; returns the count of each ending.
fn soak(id: GameId, games: u64) -> BTreeMap<String, usize> {
    let cells: Vec<String> = id.geometry().cells().map(|c| c.to_string()).collect();
    let results: Vec<(Reason, usize)> = thread::scope(|s| {
        let handles: Vec<_> = (0..2u64)
            .map(|t| {
                let cells = &cells;
                s.spawn(move || {
                    (0..games / 2)
                        .map(|g| soak_one(id, t * 1_000_000 + g, cells))
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("soak thread")).collect()
    });
    assert_eq!(results.len() as u64, games);
    let mut by_reason = BTreeMap::new();
    for (reason, _) in &results {
        *by_reason.entry(reason.key().to_owned()).or_default() += 1;
    }
    let plies: usize = results.iter().map(|(_, n)| n).sum();
    eprintln!("{}: {games} games, {plies} plies: {by_reason:?}", id.id());
    by_reason
}

#[test]
fn xiangqi_thousands_of_random_games_end_as_the_rules_say() {
    let by_reason = soak(GameId::Xiangqi, 2_000);
    // Random play reaches every kind of ending the rules have, except (rarely) perpetual check.
    for reason in ["checkmate", "stalemate", "no-attacking-pieces", "move-limit"] {
        assert!(by_reason.contains_key(reason), "no game ended by {reason}: {by_reason:?}");
    }
}

#[test]
fn american_thousands_of_random_games_end_as_the_rules_say() {
    let by_reason = soak(GameId::American, 2_000);
    assert!(by_reason.contains_key("gauntlet"), "{by_reason:?}");
}

#[test]
fn abstract_thousands_of_random_games_end_as_the_rules_say() {
    let by_reason = soak(GameId::Abstract, 2_000);
    assert!(by_reason.contains_key("royal-captured"), "{by_reason:?}");
}

#[test]
fn amalgamated_thousands_of_random_games_all_end_with_a_winner() {
    let by_reason = soak(GameId::Amalgamated, 2_000);
    assert!(by_reason.contains_key("prince-captured"), "{by_reason:?}");
}

#[test]
fn chess1999_random_games_end_as_the_rules_say() {
    // Fewer games than the others: with pieces in hand a side has hundreds of drops, and every
    // listed move is parsed back at every ply.
    let by_reason = soak(GameId::Chess1999, 60);
    assert!(by_reason.values().sum::<usize>() == 60, "{by_reason:?}");
}
