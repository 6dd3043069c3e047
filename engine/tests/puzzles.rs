//! The puzzle finder on hand-made positions: one clear win is a puzzle, two equal wins are
//! none, and a solution is followed while the solver's moves stay unique and cut where they
//! stop being so.
#![allow(clippy::unwrap_used)]

use engine::{
    Level, Request,
    judge::Chances,
    puzzle::{Broken, Theme, UNIQUE, WINNING, Why, puzzle_at, unique_win},
};
use rules::{Game, GameId, Side};

fn request() -> Request {
    Request { nodes: Some(30_000), ..Request::new(Level::MAX, 0) }
}

fn xiangqi(position: &str) -> Game {
    Game::from_position(GameId::Xiangqi, position).unwrap()
}

#[test]
fn one_clear_win_is_a_puzzle() {
    // Nothing defends Black's Tank on a2; Red's Tank takes it.
    let game = xiangqi("3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1");
    let puzzle = puzzle_at(&game, &request()).unwrap();
    assert_eq!(puzzle.moves[0], "a1a2");
    assert_eq!(puzzle.solver, Side::First);
    assert_eq!(puzzle.moves.len() % 2, 1, "it ends on the solver's move: {puzzle:?}");
    let mut replay = game.clone();
    for m in &puzzle.moves {
        replay.play(m).unwrap();
    }
}

#[test]
fn a_puzzle_holds_only_while_its_moves_are_the_clear_win_and_legal() {
    let position = "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
    let found = puzzle_at(&xiangqi(position), &request()).unwrap();
    assert_eq!(found.holds(GameId::Xiangqi, &request()), Ok(()));
    let other = |moves: &[&str]| {
        let moves = moves.iter().map(|m| (*m).to_owned()).collect();
        engine::puzzle::Puzzle { moves, ..found.clone() }.holds(GameId::Xiangqi, &request())
    };
    // Another first move: the engine's clear win is named.
    let not_the_win = Why::NotTheWin { found: Some("a1a2".to_owned()) };
    assert_eq!(other(&["d1e1"]), Err(Broken { ply: 0, why: not_the_win }));
    // A move the rules refuse, after the right one.
    assert_eq!(other(&["a1a2", "a2a1", "a1a9"]), Err(Broken { ply: 1, why: Why::Illegal }));
}

#[test]
fn two_equal_wins_are_no_puzzle() {
    // Black's Tank on c5 falls to the Tank on c1 or the Horse on b3: either wins as much.
    let game = xiangqi("3aka3/9/9/9/9/2r6/9/1H7/9/2RK5 w - - 0 1");
    assert!(puzzle_at(&game, &request()).is_none());
    // Both captures win; neither alone.
    let two = engine::think(&game, &Request { lines: 2, ..request() }).unwrap().lines;
    let mut best: Vec<&str> = two.iter().map(|l| l.text.as_str()).collect();
    best.sort_unstable();
    assert_eq!(best, ["b3c5", "c1c5"]);
    let chances = Chances::of(GameId::Xiangqi);
    assert!(two.iter().all(|l| chances.winning_chances(l.score) >= WINNING), "{two:?}");
}

#[test]
fn a_skewer_is_followed_to_the_tank_and_cut_where_many_moves_win() {
    // Red's Tank checks along the ninth rank; the General must leave it, and the Tank behind
    // it falls. After that Red wins in many ways: the solution stops there.
    let game = xiangqi("3a1a3/r3k4/9/9/9/9/9/9/9/3K4R w - - 0 1");
    let puzzle = puzzle_at(&game, &request()).unwrap();
    assert_eq!(puzzle.moves.len(), 3, "{puzzle:?}");
    assert_eq!((puzzle.moves[0].as_str(), puzzle.moves[2].as_str()), ("i1i9", "i9a9"));
    assert_eq!(puzzle.solver_moves(), 2);
    // Where it was cut, the solver still wins, but not by one move alone.
    let mut end = game.clone();
    for m in &puzzle.moves {
        end.play(m).unwrap();
    }
    let reply = engine::think(&end, &Request { lines: 1, ..request() }).unwrap();
    end.play(&reply.text).unwrap();
    assert!(unique_win(&end, &request()).is_none());
    let two = engine::think(&end, &Request { lines: 2, ..request() }).unwrap().lines;
    let chances = Chances::of(GameId::Xiangqi);
    let (b, s) = (chances.winning_chances(two[0].score), chances.winning_chances(two[1].score));
    assert!(b >= WINNING && b - s < UNIQUE, "{two:?}");
    assert_eq!(puzzle.theme, Theme::Advantage);
}

#[test]
fn a_win_at_once_is_no_puzzle_when_other_moves_win_too() {
    // Red's move ends the turn, and Blue has no General in the Gauntlet while Red keeps two
    // there: every Red move wins at once. The search stops at the first with one line; the
    // others are searched too, and found to win as well.
    let position = "6q4/4q2n1bp/1p6c2/6pp2p/4p6/7P2P/5P1P1P1/1B4RN1B1/3Q7 b 34";
    let game = Game::from_position(GameId::American, position).unwrap();
    assert!(unique_win(&game, &request()).is_none());
    assert!(puzzle_at(&game, &request()).is_none());
}
