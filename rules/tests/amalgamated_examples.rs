//! The worked examples of `shared/rules/amalgamated-chess.md` §9, one test each.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use rules::{
    BySide, Cell, Game, GameId, MoveFault, Outcome, PieceName, Reason, Side, Variant,
    amalgamated::Amalgamated,
};

const START: &str = rules::amalgamated::START;

fn legal(position: &str) -> Vec<String> {
    let pos = Amalgamated::from_position_string(position).unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.into_iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

fn from(position: &str, square: &str) -> Vec<String> {
    legal(position).into_iter().filter(|m| m.starts_with(square)).collect()
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_owned).collect();
    v.sort();
    v
}

fn game(position: &str) -> Game {
    Game::from_position(GameId::Amalgamated, position).unwrap()
}

fn rejects(position: &str, text: &str) -> MoveFault {
    let pos = Amalgamated::from_position_string(position).unwrap();
    pos.parse_move(text).expect_err(text).fault().clone()
}

fn at(cell: &str) -> Cell {
    cell.parse().unwrap()
}

#[test]
fn a1_start_position_and_agreed_draw_on_points() {
    let moves = legal(START);
    assert_eq!(moves.len(), 18);
    for m in ["c1a3", "c1c3", "c1e3", "f1d3", "f1f3", "f1h3"] {
        assert!(moves.contains(&m.to_owned()), "{m}");
    }
    assert_eq!(moves.iter().filter(|m| m.as_bytes()[1] == b'2').count(), 8, "8 Pawn steps");
    let mut g = game(START);
    let outcome = g.agree_draw();
    assert_eq!(outcome.points, Some(BySide { first: 130, second: 135 }));
    assert_eq!(outcome.winner, Some(Side::Second));
    assert_eq!(outcome.reason, Reason::Agreement);
}

#[test]
fn a2_promotion_and_demotion_by_crossing() {
    let mut g = game("4k3/7p/8/8/8/3N4/P7/4K3 w 0 1");
    g.play("d3e5").unwrap();
    assert_eq!(g.position_string(), "4k3/7p/8/4+N3/8/8/P7/4K3 b 1 1");
    let p = "4k3/7p/8/8/2Q5/8/8/4K3 w 0 1";
    assert_eq!(from(p, "c4"), sorted("c4a2 c4b3 c4d3 c4e2 c4f1 c4a6 c4b5 c4d5 c4e6 c4f7 c4g8"));
    assert!(matches!(
        rejects(p, "c4c5"),
        MoveFault::NotAPieceMove { piece: PieceName("Advisor"), .. }
    ));
    let mut g = game(p);
    g.play("c4d5").unwrap();
    assert!(g.position_string().contains("+Q"), "{}", g.position_string());
    let mut g = game("4k3/7p/8/3+Q4/8/8/8/4K3 w 0 1");
    g.play("d5d4").unwrap();
    assert_eq!(g.position_string(), "4k3/7p/8/8/3Q4/8/8/4K3 b 1 1");
}

#[test]
fn a3_flying_chariot() {
    let p = "4k3/7p/+R7/8/8/8/8/4K3 w 0 1";
    assert_eq!(
        from(p, "a6"),
        sorted("a6a1 a6a2 a6a3 a6a4 a6a5 a6a7 a6a8 a6b5 a6b6 a6b7 a6c6 a6d6 a6e6 a6f6 a6g6 a6h6")
    );
    let mut g = game(p);
    g.play("a6a4").unwrap();
    assert!(g.position_string().contains("/R7/"), "demoted: {}", g.position_string());
    let mut g = game(p);
    g.play("a6b5").unwrap();
    assert!(g.position_string().contains("/1+R6/"), "still promoted: {}", g.position_string());
}

#[test]
fn a4_king_confinement() {
    let p = "4k3/7p/5+K2/8/8/8/P7/8 w 0 1";
    assert_eq!(from(p, "f6"), sorted("f6e5 f6e6 f6f5 f6f7"));
    assert_eq!(rejects(p, "f6g5"), MoveFault::RoyalCorridor { piece: PieceName("King") });
    assert_eq!(
        rejects(p, "f6e7"),
        MoveFault::KingInCheck { from: at("f6"), to: at("e7"), king: at("e7") }
    );
    let p = "4k3/7p/8/3+K4/8/8/P7/8 w 0 1";
    for m in ["d5c4", "d5d4", "d5e4"] {
        assert_eq!(rejects(p, m), MoveFault::KingRecross, "{m}");
    }
}

#[test]
fn a5_kings_across_the_river() {
    let p = "8/7p/8/4+K3/8/3+k4/P7/8 b 0 1";
    assert_eq!(from(p, "d3"), sorted("d3c2 d3d2 d3e2 d3c3 d3e3 d3c4"));
}

#[test]
fn a6_compulsory_prince_capture() {
    let p = "2r2k2/8/2+K5/8/8/8/5R2/8 w 0 1";
    assert_eq!(legal(p), ["f2f8"]);
    let mut g = game(p);
    assert_eq!(
        g.play("f2f8").unwrap().outcome,
        Some(Outcome::win(Side::First, Reason::PrinceCaptured))
    );
    assert_eq!(rejects(p, "c6c5"), MoveFault::MustCapturePrince);
}

#[test]
fn a7_prince_exposure() {
    let p = "3rk3/8/8/8/8/8/3R4/3K4 w 0 1";
    assert_eq!(legal(p), sorted("d1c1 d1e1 d2d3 d2d4 d2d5 d2d6 d2d7 d2d8"));
    assert!(matches!(rejects(p, "d2a2"), MoveFault::PrinceExposed { .. }));
    let mut g = game(p);
    assert_eq!(
        g.play("d2d8").unwrap().outcome,
        Some(Outcome::win(Side::First, Reason::BarePrince))
    );
    let p = "4k3/3r4/8/8/2+b5/8/8/+rNK5 w 0 1";
    assert_eq!(legal(p), sorted("c1c2 c1d1 b1a3 b1c3 b1d2"));
}

#[test]
fn a8_prince_crossing_into_check() {
    let p = "4k3/7p/8/7r/4K3/8/P7/8 w 0 1";
    assert_eq!(legal(p), sorted("a2a3 e4d4 e4e3 e4f4"));
    assert_eq!(
        rejects(p, "e4e5"),
        MoveFault::KingInCheck { from: at("e4"), to: at("e5"), king: at("e5") }
    );
}

#[test]
fn a9_bare_prince() {
    let p = "4k3/4p3/4+K3/8/8/8/8/8 w 0 1";
    assert_eq!(from(p, "e6"), sorted("e6d5 e6e5 e6f5 e6d7 e6e7 e6f7"));
    let mut g = game(p);
    assert_eq!(
        g.play("e6e7").unwrap().outcome,
        Some(Outcome::win(Side::First, Reason::BarePrince))
    );
    let p = "4k3/p3p3/4+K3/8/8/8/8/8 w 0 1";
    assert!(!legal(p).contains(&"e6e7".to_owned()));
}

#[test]
fn a10_move_limit_and_points() {
    let p = "4k3/p7/8/8/4K3/8/P7/8 w 99 80";
    let mut g = game(p);
    let outcome = g.play("a2a3").unwrap().outcome.unwrap();
    assert_eq!((outcome.reason, outcome.winner), (Reason::MoveLimit(100), Some(Side::Second)));
    assert_eq!(outcome.points, Some(BySide { first: 4, second: 9 }));
    let mut g = game(p);
    assert_eq!(g.play("e4e5").unwrap().outcome, None);
    assert!(g.position_string().ends_with(" b 0 80"), "{}", g.position_string());
    let g = game("8/8/8/4+K3/8/2+k5/8/8 w 0 1");
    let outcome = g.outcome().unwrap();
    assert_eq!((outcome.reason, outcome.winner), (Reason::DeadPosition, Some(Side::Second)));
    assert_eq!(outcome.points, Some(BySide { first: 6, second: 11 }));
}

#[test]
fn plus_marks_must_match_the_squares() {
    for (text, needle) in [
        ("4k3/7p/8/4N3/8/8/P7/4K3 w 0 1", "position-plus-needed at=e5"),
        ("4k3/7p/8/8/8/+N7/P7/4K3 w 0 1", "position-plus-forbidden at=a3"),
        ("4k3/7p/8/8/8/8/P7/K7 w 0 1", "position-royal-corridor at=a1"),
        (
            "4k3/7p/8/8/8/8/PPPPPPPP/QQ2K3 w 0 1",
            "position-too-many side=First piece=advisor most=1",
        ),
        ("8/7p/8/8/8/8/P7/4K3 w 0 1", "position-prince-missing side=Second"),
    ] {
        let err = Amalgamated::from_position_string(text).expect_err(text).to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
}

#[test]
fn a_suffix_naming_the_arriving_piece_is_accepted_on_a_crossing() {
    let mut g = game("4k3/7p/8/8/8/3N4/P7/4K3 w 0 1");
    g.play("d3e5=N").unwrap();
    let mut g = game("4k3/7p/8/8/4K3/8/P7/8 w 0 1");
    g.play("e4e5=K").unwrap();
    assert!(matches!(
        rejects("4k3/7p/8/8/8/3N4/P7/4K3 w 0 1", "d3b4=N"),
        MoveFault::AutomaticPromotion { letter: 'N' }
    ));
    assert!(matches!(
        rejects("4k3/7p/8/8/8/3N4/P7/4K3 w 0 1", "d3e5=Q"),
        MoveFault::AutomaticPromotion { letter: 'Q' }
    ));
}

#[test]
fn unreachable_positions_are_rejected() {
    let err = Amalgamated::from_position_string("8/7p/8/8/8/3+k3R/8/3K4 w 0 1").unwrap_err();
    assert_eq!(err.to_string(), "position-king-in-check side=Second");
    let err = Amalgamated::from_position_string("4k3/8/8/8/8/8/8/3QK3 w 0 1").unwrap_err();
    assert_eq!(err.to_string(), "position-bare-prince side=Second");
}

#[test]
fn perft_never_treats_its_root_as_over() {
    // Black, to move, has a bare Prince: a finished game, but perft counts its moves.
    let (nodes, _) =
        rules::perft_game(GameId::Amalgamated, Some("4k3/8/8/8/8/8/8/R2K4 b 0 1"), 1, false)
            .unwrap();
    assert_eq!(nodes, 3);
    let g = game("4k3/8/8/8/8/8/8/R2K4 b 0 1");
    assert_eq!(g.outcome(), Some(&Outcome::win(Side::First, Reason::BarePrince)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn blocked_lines_name_the_blocker() {
    assert_eq!(
        rejects(START, "d1b3"),
        MoveFault::PathBlocked { piece: PieceName("Advisor"), at: at("c2") }
    );
    assert_eq!(
        rejects(START, "a1a3"),
        MoveFault::PathBlocked { piece: PieceName("Chariot"), at: at("a2") }
    );
}

#[test]
fn a_final_position_with_the_winners_king_in_check_loads_again() {
    // A6: the compulsory capture leaves White's King in check from c8; the game is over.
    let mut g = game("2r2k2/8/2+K5/8/8/8/5R2/8 w 0 1");
    g.play("f2f8").unwrap();
    let last = g.position_string();
    let reloaded = Game::from_position(GameId::Amalgamated, &last).unwrap();
    assert_eq!(reloaded.outcome(), Some(&Outcome::win(Side::First, Reason::PrinceCaptured)));
}
