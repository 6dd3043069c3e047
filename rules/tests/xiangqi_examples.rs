//! The worked examples of `shared/rules/xiangqi.md` §10, one test each.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use common::{legal_texts, match_from, moves_from, sorted};
use rules::{
    Cell, Game, GameId, MoveErrorKind, MoveFault, Outcome, PieceName, Reason, Side, Variant,
    xiangqi::Xiangqi,
};

const START: &str = rules::xiangqi::START;

fn rejects(position: &str, text: &str) -> MoveFault {
    let pos = Xiangqi::from_position_string(position).unwrap();
    pos.parse_move(text).expect_err("the move should be rejected").fault().clone()
}

fn at(cell: &str) -> Cell {
    cell.parse().unwrap()
}

fn wxf_of(position: &str, coordinate: &str) -> String {
    let pos = Xiangqi::from_position_string(position).unwrap();
    let m = pos.parse_move(coordinate).unwrap();
    pos.move_aliases(m).remove(0)
}

#[test]
fn x1_start_position() {
    assert_eq!(legal_texts(START).len(), 44);
    assert_eq!(rules::perft(&Xiangqi::start(), 2), 1920);
    assert_eq!(moves_from(START, "b1"), sorted(&["b1a3", "b1c3"]));
    let why = rejects(START, "b1d2");
    assert_eq!(why, MoveFault::HorseLeg { at: at("c1") });
}

#[test]
fn x2_elephant_eye_and_river() {
    let p = "3k5/9/9/9/9/9/9/9/3N5/2B1K4 w - - 0 1";
    assert_eq!(moves_from(p, "c1"), sorted(&["c1a3"]));
    assert_eq!(rejects(p, "c1e3"), MoveFault::ElephantEye { at: at("d2") });
    let p = "3k5/9/9/9/9/2B6/9/9/9/4K4 w - - 0 1";
    assert_eq!(moves_from(p, "c5"), sorted(&["c5a3", "c5e3"]));
    assert_eq!(rejects(p, "c5a7"), MoveFault::ElephantRiver);
    assert_eq!(rejects(p, "c5e7"), MoveFault::ElephantRiver);
}

#[test]
fn x3_cannon() {
    let expected = "h3h2 h3h4 h3h5 h3h6 h3h7 h3h10 h3c3 h3d3 h3e3 h3f3 h3g3 h3i3";
    assert_eq!(moves_from(START, "h3"), sorted(&expected.split(' ').collect::<Vec<_>>()));
    let mut game = Game::new(GameId::Xiangqi);
    game.play("h3h10").unwrap();
    assert!(!game.position_string().as_str().starts_with("rnbakabnr"), "h3h10 captures the Horse");
    assert!(game.position_string().as_str().starts_with("rnbakabCr"));
    assert_eq!(rejects(START, "h3h8"), MoveFault::NoScreen { piece: PieceName("Cannon") });
    assert!(matches!(rejects(START, "h3h9"), MoveFault::ScreenInTheWay { .. }));
}

#[test]
fn x4_facing_generals() {
    let p = "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1";
    assert_eq!(legal_texts(p), sorted(&["e1d1", "e1e2", "e1f1"]));
    assert_eq!(
        rejects(p, "e5d7"),
        MoveFault::GeneralsFacing { from: at("e5"), to: at("d7"), file: 'e' }
    );
    let p = "3k5/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1";
    assert_eq!(moves_from(p, "e5").len(), 8);
    assert_eq!(moves_from(p, "e1"), sorted(&["e1e2", "e1f1"]));
    assert!(matches!(rejects(p, "e1d1"), MoveFault::GeneralsFacing { file: 'd', .. }));
}

#[test]
fn x5_soldiers() {
    let p = "3k5/9/9/9/2P6/9/2P6/9/9/4K4 w - - 0 1";
    assert_eq!(moves_from(p, "c4"), sorted(&["c4c5"]));
    assert_eq!(moves_from(p, "c6"), sorted(&["c6c7", "c6b6", "c6d6"]));
    assert_eq!(rejects(p, "c6c5"), MoveFault::SoldierBackward);
    assert_eq!(rejects(p, "c4d4"), MoveFault::SoldierSidewaysTooSoon);
    let p = "2P2k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
    assert_eq!(moves_from(p, "c10"), sorted(&["c10b10", "c10d10"]));
}

#[test]
fn x6_stalemate_loses() {
    let p = "3k5/2P6/4R4/9/9/9/9/9/9/5K3 b - - 0 1";
    let m = match_from(p);
    assert!(!m.position().in_check());
    assert!(m.legal_moves().is_empty());
    assert_eq!(m.outcome(), Some(&Outcome::win(Side::First, Reason::Stalemate)));
}

#[test]
fn x7_perpetual_check_loses() {
    let mut m = match_from("3k5/9/9/7R1/9/9/9/9/9/5K3 w - - 0 1");
    let line = "h7h10 d10d9 h10h9 d9d10 h9h10 d10d9 h10h9 d9d10 h9h10";
    let plies: Vec<&str> = line.split(' ').collect();
    for (i, text) in plies.iter().enumerate() {
        assert!(m.outcome().is_none(), "over too early, before ply {}", i + 1);
        m.play_text(text).unwrap();
    }
    assert_eq!(m.outcome(), Some(&Outcome::win(Side::Second, Reason::PerpetualCheck)));
}

#[test]
fn x8_repetition_without_check_is_a_draw() {
    let mut game = Game::new(GameId::Xiangqi);
    let plies = ["a1a2", "a10a9", "a2a1", "a9a10", "a1a2", "a10a9", "a2a1", "a9a10"];
    for (i, text) in plies.iter().enumerate() {
        assert!(game.outcome().is_none(), "over too early, before ply {}", i + 1);
        game.play(text).unwrap();
    }
    assert_eq!(game.outcome(), Some(&Outcome::draw(Reason::Repetition)));
    assert_eq!(
        game.position_string(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 8 5"
    );
}

#[test]
fn x9_no_attacking_pieces_and_move_limit() {
    let p = "3k5/9/9/9/9/9/9/4p4/9/2B1K4 w - - 0 1";
    assert_eq!(legal_texts(p), sorted(&["c1a3", "c1e3", "e1f1"]));
    assert!(matches!(rejects(p, "e1d1"), MoveFault::GeneralsFacing { .. }));
    assert_eq!(rejects(p, "e1e2"), MoveFault::LeavesGeneralInCheck { text: "e1e2".to_owned() });
    let mut m = match_from(p);
    m.play_text("c1e3").unwrap();
    assert_eq!(m.outcome(), Some(&Outcome::draw(Reason::NoAttackingPieces)));

    let p = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 119 60";
    let mut m = match_from(p);
    let played = m.play_text("h3e3").unwrap();
    assert_eq!(played.outcome, Some(Outcome::draw(Reason::MoveLimit(120))));
    let mut m = match_from(p);
    let played = m.play_text("h3h10").unwrap();
    assert_eq!(played.outcome, None);
    assert_eq!(m.position().clock(), 0);
}

#[test]
fn x10_wxf_from_the_start() {
    for (coord, wxf) in [
        ("h3e3", "C2=5"),
        ("b1c3", "H8+7"),
        ("h1g3", "H2+3"),
        ("c1e3", "E7+5"),
        ("f1e2", "A4+5"),
        ("e1e2", "K5+1"),
        ("i1i2", "R1+1"),
        ("g4g5", "P3+1"),
        ("h3h10", "C2+7"),
    ] {
        assert_eq!(wxf_of(START, coord), wxf, "{coord}");
        let pos = Xiangqi::start();
        assert_eq!(pos.move_text(pos.parse_move(wxf).unwrap()), coord, "input {wxf}");
    }
}

#[test]
fn x10_wxf_black_after_h3e3() {
    let mut game = Game::new(GameId::Xiangqi);
    game.play("h3e3").unwrap();
    let after = game.position_string();
    for (coord, wxf) in [("h10g8", "H8+7"), ("b8e8", "C2=5"), ("h8e8", "C8=5"), ("a10a9", "R1+1")] {
        assert_eq!(wxf_of(after.as_str(), coord), wxf, "{coord}");
        assert_eq!(game.parse_move(wxf).unwrap().text, coord, "input {wxf}");
    }
}

#[test]
fn x10_wxf_tandem_cannons() {
    let p = "5k3/9/9/9/4C4/9/9/4C4/9/3K5 w - - 0 1";
    for (coord, wxf) in [("e6e5", "C+-1"), ("e3e2", "C--1"), ("e6d6", "C+=6"), ("e3e4", "C-+1")] {
        assert_eq!(wxf_of(p, coord), wxf, "{coord}");
    }
    let pos = Xiangqi::from_position_string(p).unwrap();
    assert_eq!(pos.move_text(pos.parse_move("+C-1").unwrap()), "e6e5");
    let err = pos.parse_move("C5-1").unwrap_err();
    assert_eq!(err.kind(), MoveErrorKind::Ambiguous);
    let MoveFault::AmbiguousWxf { moves, .. } = err.fault() else { panic!("{err}") };
    let mut moves = moves.clone();
    moves.sort();
    assert_eq!(moves, ["e3e2 (C--1)", "e6e5 (C+-1)"], "{err}");
}

#[test]
fn x10_wxf_three_soldiers_on_a_file() {
    let p = "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1";
    for (coord, wxf) in [("c8d8", "P+=6"), ("c7d7", "P7=6"), ("c6d6", "P-=6")] {
        assert_eq!(wxf_of(p, coord), wxf, "{coord}");
        let pos = Xiangqi::from_position_string(p).unwrap();
        assert_eq!(pos.move_text(pos.parse_move(wxf).unwrap()), coord, "input {wxf}");
    }
}
