//! The starter banks in `data/puzzles/`: as many puzzles as each game's bank should hold,
//! each position once, each solution legal and each of the solver's moves the one unique win
//! at the nodes the bank was made with.
#![allow(clippy::unwrap_used)]

use engine::{Request, puzzle::Bank};
use rules::GameId;

/// The bank of `game`, as the bot reads it.
fn bank(game: GameId) -> Bank {
    let path = format!("{}/../data/puzzles/{}.csv", env!("CARGO_MANIFEST_DIR"), game.id());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    Bank::parse(game, &text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The fewest puzzles each bank holds, as the issue asks.
fn at_least(_: GameId) -> usize {
    100
}

fn check(game: GameId) {
    let Bank { nodes, puzzles } = bank(game);
    assert!(puzzles.len() >= at_least(game), "{game:?}: {} puzzles", puzzles.len());
    let nodes = nodes.expect("the bank says at what nodes it was made");
    // As the bot judges: level 8, with the game's network where it has one.
    let request = Request::judging(nodes);
    let mut positions = std::collections::HashSet::new();
    for puzzle in &puzzles {
        let position = &puzzle.position;
        assert!(positions.insert(position.clone()), "{game:?}: {position} twice");
        assert_eq!(puzzle.moves.len() % 2, 1, "{game:?} {position}: ends on the solver's move");
        // Each solver move on the solver's turn and the unique win, every move legal.
        assert_eq!(puzzle.holds(game, &request), Ok(()), "{game:?} {position}");
    }
}

#[test]
fn the_xiangqi_bank_holds() {
    check(GameId::Xiangqi);
}

#[test]
fn the_american_chess_bank_holds() {
    check(GameId::American);
}

#[test]
fn the_amalgamated_chess_bank_holds() {
    check(GameId::Amalgamated);
}

#[test]
fn the_abstract_chess_bank_holds() {
    check(GameId::Abstract);
}

#[test]
fn the_chess_1999_bank_holds() {
    check(GameId::Chess1999);
}
