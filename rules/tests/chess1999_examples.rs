//! The worked examples of `shared/rules/chess-1999.md` §10 (C1–C10), one test each, plus the
//! refusals players meet.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use rules::{Game, GameId, MoveFault, Reason, Side, Variant, chess1999::Chess1999};

const START: &str = rules::chess1999::START;

fn legal(position: &str) -> Vec<String> {
    common::legal_texts_of::<Chess1999>(position)
}

fn from(position: &str, point: &str) -> Vec<String> {
    common::moves_from_of::<Chess1999>(position, point)
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_owned).collect();
    v.sort();
    v
}

fn rejects(position: &str, text: &str) -> MoveFault {
    let pos = Chess1999::from_position_string(position).unwrap();
    pos.parse_move(text).expect_err(text).fault().clone()
}

/// `from` for a piece kind, by its letter in the start position.
fn count_by_letter(position: &str) -> std::collections::BTreeMap<char, usize> {
    let pos = Chess1999::from_position_string(position).unwrap();
    let mut out = std::collections::BTreeMap::new();
    for m in legal(position) {
        let cell: rules::Cell = m[..m.find(|c: char| c.is_ascii_digit()).unwrap() + 1]
            .parse()
            .or_else(|_| m[..3].parse())
            .unwrap();
        let from = if m.len() >= 5 && m[3..].starts_with(|c: char| c.is_ascii_lowercase()) {
            m[..3].parse().unwrap()
        } else {
            cell
        };
        let letter = pos.piece_at(from).unwrap().kind();
        *out.entry(rules::chess1999::Kind::letter(letter)).or_default() += 1;
    }
    out
}

#[test]
fn c1_the_start_position_has_65_moves_for_each_side() {
    assert_eq!(legal(START).len(), 65);
    let red = START.replace(" w ", " b ");
    assert_eq!(legal(&red).len(), 65);
    let counts = count_by_letter(START);
    let expected =
        [('I', 15), ('H', 14), ('A', 10), ('K', 6), ('M', 6), ('T', 6), ('J', 4), ('G', 4)];
    for (letter, n) in expected {
        assert_eq!(counts.get(&letter), Some(&n), "{letter}: {counts:?}");
    }
    assert_eq!(counts.get(&'B'), None);
    assert_eq!(counts.get(&'W'), None);
    assert_eq!(from(START, "g2"), sorted("g2f2 g2h2 g2g1 g2g3 g2f3 g2h3"));
    assert_eq!(from(START, "c1"), sorted("c1f5 c1f6 c1h4"));
    assert_eq!(from(START, "i1"), sorted("i1h3 i1j3 i1k2"));
    assert!(from(START, "b1").is_empty() && from(START, "b3").is_empty());
}

#[test]
fn c2_a_tank_is_blocked_only_when_both_paths_are() {
    let p = "13/6k6/13/13/13/13/13/4iI7/4T8/13/13/6K6/13[] w 0 1";
    assert_eq!(from(p, "e5"), sorted("e5c4 e5c6 e5d3 e5d7 e5f3 e5g4 e5g6"));
    let open = "13/6k6/13/13/13/13/13/4i8/4T8/13/13/6K6/13[] w 0 1";
    assert!(from(open, "e5").contains(&"e5f7".to_owned()));
}

#[test]
fn c3_an_mrl_jumps_at_most_one_piece() {
    let p = "jbmhtg1gthmbj/6k6/1w9w1/a1i1i1i1i1i1a/13/13/13/13/13/A1I1I1I1I1I1A/1W2I6W1/6K6/JBMHTG1GTHMBJ[] w 0 1";
    assert_eq!(from(p, "c1"), sorted("c1f5 c1f6"));
}

#[test]
fn c4_the_howitzer_needs_exactly_one_screen_that_is_not_a_howitzer() {
    let p = "13/6k6/1w11/13/1i11/13/13/13/1I11/13/1W11/6K6/13[] w 0 1";
    assert_eq!(from(p, "b3"), sorted("b3b6 b3b7 b3b8 b3b9"));
    let howitzer_screen = "13/6k6/1w11/13/1i11/13/13/13/1w11/13/1W11/6K6/13[] w 0 1";
    assert!(from(howitzer_screen, "b3").is_empty());
    let no_howitzer_capture = "13/6k6/13/13/13/1w11/13/13/1i11/13/1W11/6K6/13[] w 0 1";
    assert_eq!(from(no_howitzer_capture, "b3"), sorted("b3b6 b3b7"));
}

#[test]
fn c5_bomber_and_helicopter_ranges() {
    let bomber = "13/6k6/13/13/13/13/13/13/B12/13/13/6K6/13[] w 0 1";
    let expected = "a5a1 a5a9 a5a10 a5a11 a5a12 a5a13 a5e5 a5f5 a5g5 a5h5 a5i5 a5j5 a5k5 a5l5 \
                    a5m5 a5e9 a5f10 a5g11 a5h12 a5i13 a5e1";
    assert_eq!(from(bomber, "a5"), sorted(expected));
    for short in ["a5a6", "a5a8", "a5d5"] {
        assert!(matches!(rejects(bomber, short), MoveFault::CannotReach { .. }), "{short}");
    }
    let heli = "13/6k6/13/13/13/13/13/13/H12/13/13/6K6/13[] w 0 1";
    assert_eq!(from(heli, "a5").len(), 20);
    assert!(!from(heli, "a5").contains(&"a5a10".to_owned()));
}

#[test]
fn c6_command_post_diagonals() {
    let jet = "6k6/13/5J7/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    let moves = from(jet, "f11");
    assert!(moves.contains(&"f11g12".to_owned()) && moves.contains(&"f11h13".to_owned()));
    assert_eq!(moves.len(), 26);
    let blocked = "6k6/6i6/5J7/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    let moves = from(blocked, "f11");
    assert!(moves.contains(&"f11g12".to_owned()) && !moves.contains(&"f11h13".to_owned()));
    let howitzer = "13/6k6/5W7/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    assert_eq!(from(howitzer, "f11"), ["f11h13"]);
    let tank = "13/6k6/5T7/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    assert_eq!(from(tank, "f11"), sorted("f11d10 f11d12 f11e9 f11e13 f11g9 f11g13 f11h10 f11h12"));
}

#[test]
fn c7_infantry_in_the_enemy_command_post() {
    let p = "6k6/13/5I1I5/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    assert_eq!(from(p, "f11"), sorted("f11e11 f11g11 f11f12 f11g12"));
    assert_eq!(from(p, "h11"), sorted("h11g11 h11i11 h11h12 h11g12"));
    let q = "13/6I6/5k7/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    assert_eq!(from(q, "g12"), sorted("g12f12 g12h12 g12g13 g12f13 g12h13"));
    assert!(matches!(rejects(q, "g12h11"), MoveFault::CannotReach { .. }));
    let mut g = Game::from_position(GameId::Chess1999, q).unwrap();
    g.play("g12h13").unwrap();
    assert!(g.position_string().as_str().starts_with("7+A5/13/5k7/"), "{}", g.position_string());
}

#[test]
fn c8_apc_promotion_is_optional_and_never_for_an_infantry_made_apc() {
    let apc = "6k6/12A/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    let expected = "m12m10 m12m11 m12l12 m12k12 m12m13 m12m13=H m12m13=T m12m13=M";
    assert_eq!(from(apc, "m12"), sorted(expected));
    let plus = "6k6/12+A/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    assert_eq!(from(plus, "m12"), sorted("m12m10 m12m11 m12l12 m12k12 m12m13"));
    assert!(matches!(rejects(plus, "m12m13=T"), MoveFault::ApcNeverPromotesAgain));
    let infantry = "6k6/12I/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
    assert_eq!(from(infantry, "m12"), sorted("m12l12 m12m13"));
    let mut g = Game::from_position(GameId::Chess1999, infantry).unwrap();
    g.play("m12m13").unwrap();
    assert!(g.position_string().as_str().starts_with("6k5+A/"), "{}", g.position_string());
}

#[test]
fn c9_captures_go_to_the_hand_or_are_destroyed() {
    let p = "13/6k6/13/13/13/13/13/4t1t6/4I1J6/13/13/6K6/13[] w 0 1";
    let after = |position: &str, m: &str| {
        let mut g = Game::from_position(GameId::Chess1999, position).unwrap();
        g.play(m).unwrap();
        g.position_string()
    };
    assert_eq!(after(p, "e5e6"), "13/6k6/13/13/13/13/13/4I1t6/6J6/13/13/6K6/13[T] b 0 1");
    assert_eq!(after(p, "g5g6"), "13/6k6/13/13/13/13/13/4t1J6/4I8/13/13/6K6/13[] b 0 1");
    let dropped = "13/6k6/13/13/13/13/13/4t~8/4I8/13/13/6K6/13[] w 0 1";
    assert!(after(dropped, "e5e6").as_str().ends_with("[] b 0 1"));
}

#[test]
fn c10_drops_and_check() {
    let p = "13/6k6/13/13/13/13/13/13/13/13/13/6K6/13[GIAT] w 0 1";
    let moves = legal(p);
    for ok in ["T@e5", "T@m13", "I@c12", "A@a12", "G@f2", "G@f3"] {
        assert!(moves.contains(&ok.to_owned()), "{ok} should be legal");
    }
    assert!(matches!(rejects(p, "I@c13"), MoveFault::DropOnLastLine { .. }));
    assert!(matches!(rejects(p, "A@a13"), MoveFault::DropOnLastLine { .. }));
    assert_eq!(rejects(p, "G@a5"), MoveFault::GuardOutsidePost);
    assert_eq!(rejects(p, "G@f11"), MoveFault::GuardOutsidePost);
    assert_eq!(moves.iter().filter(|m| m.starts_with("G@")).count(), 8);
    let mate = "13/6k6/13/13/6j6/13/13/13/13/13/13/13/5BKB5[] w 0 1";
    let g = Game::from_position(GameId::Chess1999, mate).unwrap();
    let outcome = g.outcome().unwrap();
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Second), Reason::Checkmate));
    let blocks = "13/6k6/13/13/6j6/13/13/13/13/13/13/13/5BKB5[I] w 0 1";
    assert_eq!(legal(blocks), sorted("I@g2 I@g3 I@g4 I@g5 I@g6 I@g7 I@g8"));
}

#[test]
fn position_strings_round_trip_and_bad_ones_are_refused_with_reasons() {
    for p in [
        START,
        "13/6k6/13/13/13/13/13/4t~8/4I8/13/13/6K6/13[] w 0 1",
        "6k5+A~/13/13/13/13/13/13/13/13/13/13/6K6/13[GIAJBHTMWgiajbhtmw] b 17 40",
    ] {
        let pos = Chess1999::from_position_string(p).unwrap();
        assert_eq!(pos.position_string(), p);
    }
    // The hand may be written in any order; it is written back in the canonical one.
    let pos =
        Chess1999::from_position_string("13/6k6/13/13/13/13/13/13/13/13/13/6K6/13[tTI] w 0 1")
            .unwrap();
    assert!(pos.position_string().contains("[ITt]"));
    let bad = [
        ("13/13/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1", "position-general-count"),
        ("6k6/13/13/13/13/13/13/13/13/13/13/K12/13[] w 0 1", "position-outside-post"),
        ("13/6k6/13/13/13/13/13/13/13/13/13/6K6/G12[] w 0 1", "position-outside-post"),
        ("I12/6k6/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1", "position-infantry-last-line"),
        ("13/6k6/13/13/13/13/13/13/+T12/13/13/6K6/13[] w 0 1", "position-plus-not-apc"),
        ("13/6k6/13/13/13/13/13/13/13/13/13/6K6/13[K] w 0 1", "position-bad-hand-letter"),
        ("13/6k6/13/13/13/13/13/13/13/13/13/6K6/13 w 0 1", "position-hands-missing"),
        ("13/6k6/6J6/13/13/13/13/13/13/13/13/6K6/13[] w 0 1", "position-general-in-check"),
    ];
    for (p, why) in bad {
        let e = Chess1999::from_position_string(p).unwrap_err();
        assert_eq!(e.said().key, why, "{p}: {e}");
    }
}

#[test]
fn the_game_says_the_setup_is_reconstructed_and_plays_from_its_data() {
    assert_eq!(START, include_str!("../../data/chess1999/start.txt").trim());
    let posts = GameId::Chess1999.geometry().palaces;
    assert_eq!(posts[0].low.to_string(), "f1");
    assert_eq!(posts[1].high.to_string(), "h13");
    let help = include_str!("../../data/rules/chess1999.md");
    assert!(help.to_lowercase().contains("reconstruct"), "the help text says so");
}
