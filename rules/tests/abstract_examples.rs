//! The worked examples of `shared/rules/abstract-chess.md` §9, one test each.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use rules::{
    Cell, Game, GameId, MoveFault, Outcome, PieceName, Reason, Side, Variant,
    abstract_chess::Abstract,
};

const START: &str = rules::abstract_chess::START;

fn legal(position: &str) -> Vec<String> {
    let pos = Abstract::from_position_string(position).unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves.into_iter().map(|m| pos.move_text(m)).collect()
}

fn after(position: &str, moves: &[&str]) -> Game {
    let mut g = Game::from_position(GameId::Abstract, position).unwrap();
    for m in moves {
        g.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    g
}

fn rejects(position: &str, text: &str) -> MoveFault {
    let pos = Abstract::from_position_string(position).unwrap();
    pos.parse_move(text).expect_err(text).fault().clone()
}

fn at(cell: &str) -> Cell {
    cell.parse().unwrap()
}

#[test]
fn x1_start_position() {
    let moves = legal(START);
    assert_eq!(moves.len(), 70);
    let start = Abstract::start();
    let is_transfer = |m: &String| {
        let to = m[2..].parse().unwrap();
        start.piece_at(to).is_some_and(|(side, _)| side == Side::First)
    };
    let transfers = moves.iter().filter(|m| is_transfer(m)).count();
    assert_eq!(transfers, 58);
    let mut knights: Vec<&String> =
        moves.iter().filter(|m| ["b1", "g1"].contains(&&m[..2]) && !is_transfer(m)).collect();
    knights.sort();
    assert_eq!(knights, ["b1a3", "b1c3", "g1f3", "g1h3"]);
    assert_eq!(moves.iter().filter(|m| m.ends_with('3') && m.as_bytes()[1] == b'2').count(), 8);
    assert!(!moves.iter().any(|m| m.starts_with("e1")), "the royal stone has no action");
}

#[test]
fn x2_transfers_from_the_start() {
    let g = after(START, &["b1c2"]);
    assert_eq!(g.position_string(), "rnbqkbnr/pppppppp/8/8/8/8/PPNPPPPP/RPBQKBNR b 1 1");
    let g = after(START, &["a2a1"]);
    assert_eq!(g.position_string(), "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/TNBQKBNR b 1 1");
    let g = after(START, &["d1c1"]);
    assert!(g.position_string().ends_with("/RNRTKBNR b 1 1"), "{}", g.position_string());
}

#[test]
fn x3_illegal_transfers_at_the_start() {
    for m in ["c1d1", "c2d1", "d2d1", "e2d1"] {
        assert_eq!(rejects(START, m), MoveFault::StackTooTall, "{m}");
    }
    for m in ["d2e1", "e1d2"] {
        assert_eq!(rejects(START, m), MoveFault::RoyalTransfer, "{m}");
    }
    assert_eq!(
        rejects(START, "a1c2"),
        MoveFault::TransferTooFar { at: at("c2"), piece: PieceName("1-stack") }
    );
}

#[test]
fn x4_capture_keeps_the_capturers_height() {
    let g = after("4k3/8/8/3q4/4P3/8/8/4K3 w 0 1", &["e4d5"]);
    assert_eq!(g.position_string(), "4k3/8/8/3P4/8/8/8/4K3 b 0 1");
}

#[test]
fn x5_the_original_pages_example() {
    let p = "7k/6T1/7N/8/1r6/2r5/8/K7 w 0 1";
    let g = after(p, &["h6g7"]);
    assert_eq!(g.position_string(), "7k/6Q1/7P/8/1r6/2r5/8/K7 b 1 1");
    let black = g.position_string();
    let pos = Abstract::from_position_string(&black).unwrap();
    let mut replies = Vec::new();
    pos.legal_moves(&mut replies);
    assert!(!replies.is_empty());
    for reply in replies {
        let text = pos.move_text(reply);
        let mut next = after(&black, &[&text]);
        // Black cannot take White's royal stone in one move…
        assert!(next.outcome().is_none(), "{text}");
        // …and every Black action leaves Black's royal stone capturable.
        let white_captures = next.legal_moves().into_iter().any(|m| {
            let mut g = next.clone();
            g.play(&m.text).unwrap().outcome
                == Some(Outcome::win(Side::First, Reason::RoyalCaptured))
        });
        assert!(white_captures, "after {text} White cannot take the royal stone");
        next.resign(Side::Second);
    }
    let answered = after(&black, &["h8g7", "h6g7"]);
    assert_eq!(answered.outcome(), Some(&Outcome::win(Side::First, Reason::RoyalCaptured)));
    let answered = after(&black, &["h8g8", "g7g8"]);
    assert_eq!(answered.outcome(), Some(&Outcome::win(Side::First, Reason::RoyalCaptured)));
}

#[test]
fn x6_no_check_rule() {
    let p = "7k/6T1/7N/8/1r6/2r5/8/K7 w 0 1";
    let mut g = Game::from_position(GameId::Abstract, p).unwrap();
    let played = g.play("a1b1").unwrap();
    let warning = rules::Said::new("royal-stone-attacked").with("at", at("b1"));
    assert_eq!(played.warning, Some(warning));
    let won = g.play("b4b1").unwrap();
    assert_eq!(won.outcome, Some(Outcome::win(Side::Second, Reason::RoyalCaptured)));
}

#[test]
fn x7_stuck_pawn() {
    let p = "P6k/1N6/8/8/8/8/8/K7 w 0 1";
    let moves = legal(p);
    assert!(!moves.iter().any(|m| m.starts_with("a8") && m != "a8b7"), "{moves:?}");
    assert_eq!(after(p, &["a8b7"]).position_string(), "7k/1B6/8/8/8/8/8/K7 b 1 1");
    assert_eq!(after(p, &["b7a8"]).position_string(), "N6k/1P6/8/8/8/8/8/K7 b 1 1");
}

#[test]
fn x8_repetition_by_transfers() {
    let plies = ["b1c2", "b8c7", "c2b1", "c7b8", "b1c2", "b8c7", "c2b1", "c7b8"];
    let mut g = Game::new(GameId::Abstract);
    for (i, m) in plies.iter().enumerate() {
        assert!(g.outcome().is_none(), "over before ply {}", i + 1);
        g.play(m).unwrap();
    }
    assert_eq!(g.outcome(), Some(&Outcome::draw(Reason::Repetition)));
    assert!(g.position_string().ends_with(" w 8 5"), "clock 8: {}", g.position_string());
}

#[test]
fn x9_move_limit() {
    let mut g = Game::from_position(GameId::Abstract, "4k3/8/8/8/8/8/4P3/4K3 w 99 70").unwrap();
    assert_eq!(g.play("e2e3").unwrap().outcome, Some(Outcome::draw(Reason::MoveLimit(100))));
}

#[test]
fn moves_by_height_and_clear_refusals() {
    assert_eq!(
        rejects(START, "a1a3"),
        MoveFault::PathBlocked { piece: PieceName("4-stack"), at: at("a2") }
    );
    assert_eq!(
        rejects(START, "b1b3"),
        MoveFault::MovesAs {
            at: at("b1"),
            piece: PieceName("2-stack"),
            moves_as: PieceName("knight")
        }
    );
    assert_eq!(rejects(START, "a2a4"), MoveFault::OneStackStep);
    assert_eq!(
        rejects(START, "e1e3"),
        MoveFault::OneStepAnyWay { piece: PieceName("royal stone") }
    );
    assert_eq!(
        rejects(START, "e7e6"),
        MoveFault::NotYours { piece: PieceName("1-stack"), at: at("e7"), owner: Side::Second }
    );
    assert!(matches!(rejects(START, "e2e3=Q"), MoveFault::NoPromotion { .. }));
}

#[test]
fn a_position_after_the_royal_capture_loads_as_a_finished_game() {
    // White, to move, has lost its royal stone: Black captured it with its last move.
    let g = Game::from_position(GameId::Abstract, "7k/8/8/8/8/p7/P7/8 w 0 1").unwrap();
    assert_eq!(g.outcome(), Some(&Outcome::win(Side::Second, Reason::RoyalCaptured)));
    assert!(g.legal_moves().is_empty());
}

#[test]
fn bad_abstract_positions_are_rejected_with_the_reason() {
    for (text, needle) in [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0",
            "position-field-count game=abstract count=4",
        ),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w 0 1",
            "position-bad-letter game=abstract letter=\"X\" at=h1",
        ),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w 0 1", "position-two-royals side=First"),
        (
            "rnbqkbnr/pppppppp/8/8/8/8/QQQQQQQQ/RNBQKBNR w 0 1",
            "position-too-many-stones side=First count=72 most=32",
        ),
        ("rnbq1bnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1", "position-royal-missing side=Second"),
        ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 0", "position-move-number-zero"),
    ] {
        let err = Abstract::from_position_string(text).expect_err(text).to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
}
