//! Xiangqi's loop rule (§7.2): at a threefold repetition perpetual check loses, then perpetual
//! chasing (the Asian Xiangqi Federation's rule), anything else is a draw, judged as
//! Fairy-Stockfish judges it. The games and their verdicts are in `data/xiangqi_loops.txt`,
//! made once with Fairy-Stockfish's Python package by `data/xiangqi_loops.py` (its own test
//! cases, constructed chases, and random games from sparse positions that end in a
//! repetition); this test needs neither.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use rules::{Game, GameId, Reason};

#[test]
fn every_loop_ends_as_fairy_stockfish_judges_it() {
    let data = include_str!("data/xiangqi_loops.txt");
    let mut by_result = std::collections::HashMap::new();
    let mut chases = 0;
    for line in data.lines().filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let fields: Vec<&str> = line.split(" | ").collect();
        let [name, fen, moves, result] = fields[..] else { panic!("a malformed line: {line}") };
        let mut game = Game::from_position(GameId::Xiangqi, fen).expect(name);
        let moves: Vec<&str> = moves.split_whitespace().collect();
        for (n, m) in moves.iter().enumerate() {
            assert!(game.outcome().is_none(), "{name}: over before move {n}: {:?}", game.outcome());
            game.play(m).unwrap_or_else(|e| panic!("{name}: move {n} {m}: {e}"));
        }
        let outcome = game.outcome().unwrap_or_else(|| panic!("{name}: no verdict")).clone();
        let to_move = game.side_to_move();
        let got = match outcome.winner {
            Some(w) if w == to_move => "win",
            Some(_) => "loss",
            None => "draw",
        };
        assert_eq!(got, result, "{name}: {outcome:?} after {fen} {}", moves.join(" "));
        match (result, outcome.reason) {
            ("draw", reason) => assert_eq!(reason, Reason::Repetition, "{name}"),
            (_, Reason::PerpetualChase) => chases += 1,
            (_, reason) => assert_eq!(reason, Reason::PerpetualCheck, "{name}"),
        }
        *by_result.entry(result).or_insert(0) += 1;
    }
    for result in ["win", "loss", "draw"] {
        assert!(by_result.get(result).copied().unwrap_or(0) >= 20, "{by_result:?}");
    }
    assert!(chases >= 20, "only {chases} perpetual chases");
}
