//! Position strings and WXF: round trips, rejections with clear messages, and parsers that
//! never panic on junk.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use rules::{
    Cell, GameId, MoveErrorKind, MoveFault, PieceName, Side, Variant,
    xiangqi::{Script, Xiangqi},
};

#[test]
fn position_strings_round_trip_along_random_games() {
    for pos in common::sample_positions(40, 7) {
        let text = pos.position_string();
        let back = Xiangqi::from_position_string(&text).expect("written strings are valid");
        assert_eq!(back, pos, "{text}");
        assert_eq!(back.position_string(), text);
    }
}

#[test]
fn alternative_letters_are_read_and_canonical_ones_written() {
    let pos = Xiangqi::from_position_string(
        "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1",
    )
    .unwrap();
    assert_eq!(pos.position_string(), rules::xiangqi::START);
}

fn rejection(text: &str) -> String {
    Xiangqi::from_position_string(text).expect_err(text).to_string()
}

#[test]
fn bad_position_strings_are_rejected_with_the_reason() {
    let start_fields = "w - - 0 1";
    let cases: &[(&str, &str)] = &[
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/RNBAKABNR w - - 0 1",
            "position-rank-count found=9 ranks=10",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w",
            "position-field-count game=xiangqi count=6",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w - - 0 1",
            "position-rank-too-wide rank=1 files=9",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABN w - - 0 1",
            "position-rank-width rank=1 found=8 files=9",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w - - 0 1",
            "position-bad-letter game=xiangqi letter=\"X\" at=i1",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x - - 0 1",
            "position-side-field field=\"x\" first=First second=Second",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - z 1",
            "position-not-a-number what=half-move-clock field=\"z\"",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 0",
            "position-move-number-zero",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "position-no-general side=First",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBAKABNR w - - 0 1",
            "position-too-many side=First piece=general most=1",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "position-no-general",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1",
            "rule=outside-palace",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/3A5/RNB1KABNR w - - 0 1",
            "rule=adviser-point",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CB4C1/9/RN1AKABNR w - - 0 1",
            "rule=elephant-point",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/P8/RNBAKABNR w - - 0 1",
            "rule=soldier-behind",
        ),
        ("3k5/9/9/9/9/9/9/9/9/3RK4 w - - 0 1", "position-xiangqi-check side=Second"),
        ("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "position-xiangqi-check side=Second"),
        (
            "+rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            "position-no-markers game=xiangqi",
        ),
    ];
    for (text, needle) in cases {
        let message = rejection(text);
        assert!(message.contains(needle), "{text}\n  said: {message}\n  wanted: {needle}");
    }
    assert!(!rejection(&format!("9/9/9/9/9/9/9/9/9/9 {start_fields}")).is_empty());
}

#[test]
fn wxf_display_and_parse_round_trip_for_every_legal_move() {
    let mut checked = 0;
    for pos in common::sample_positions(30, 99) {
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for m in moves {
            let wxf = pos.move_aliases(m).remove(0);
            let back = pos
                .parse_move(&wxf)
                .unwrap_or_else(|e| panic!("{wxf} ({}) in {pos:?}: {e}", pos.move_text(m)));
            assert_eq!(back, m, "{wxf} in {pos:?}");
            // the display form carries both notations
            assert_eq!(pos.move_display(m), format!("{} ({wxf})", pos.move_text(m)));
            checked += 1;
        }
    }
    assert!(checked > 100_000, "only {checked} moves checked");
}

#[test]
fn wxf_input_accepts_synonyms_lowercase_and_dots() {
    let pos = Xiangqi::start();
    for (input, coord) in [
        ("c2.5", "h3e3"),
        ("n8+7", "b1c3"),
        ("b7+5", "c1e3"),
        ("t1+1", "i1i2"),
        ("g5+1", "e1e2"),
        ("s3+1", "g4g5"),
        ("  H2+3 ", "h1g3"),
    ] {
        let m = pos.parse_move(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(pos.move_text(m), coord, "{input}");
    }
}

#[test]
fn coordinate_input_accepts_separators_and_case() {
    let pos = Xiangqi::start();
    for input in ["h3e3", "H3E3", "h3-e3", "h3xe3", " h3e3\t"] {
        let m = pos.parse_move(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert_eq!(pos.move_text(m), "h3e3");
    }
}

#[test]
fn unreadable_and_illegal_moves_get_specific_messages() {
    let pos = Xiangqi::start();
    let err = |t: &str| pos.parse_move(t).expect_err(t);
    assert_eq!(err("hello").kind(), MoveErrorKind::Syntax);
    let fault = |t: &str| err(t).fault().clone();
    let xiangqi = GameId::Xiangqi;
    assert_eq!(fault("hello"), MoveFault::NotAMove { game: xiangqi, text: "hello".into() });
    assert_eq!(err("j1j2").kind(), MoveErrorKind::Syntax);
    let off_board =
        |text: &str| MoveFault::OffBoard { text: text.into(), last_file: 'i', ranks: 10 };
    assert_eq!(fault("j1j2"), off_board("j1"));
    assert_eq!(fault("a11a10"), off_board("a11"));
    assert_eq!(fault("h3e3=Q"), MoveFault::NoPromotion { game: xiangqi, letter: 'Q' });
    assert_eq!(fault("R@e5"), MoveFault::NoDrops { game: xiangqi });
    // README §5: text that reads as a move but is not one here is an illegal move.
    assert_eq!(err("h3e3=Q").kind(), MoveErrorKind::Illegal);
    assert_eq!(err("R@e5").kind(), MoveErrorKind::Illegal);
    // A WXF-shaped text with a letter that is no Xiangqi piece is not a move at all.
    assert_eq!(err("Q2+1").kind(), MoveErrorKind::Syntax);
    assert_eq!(fault("Z9+1"), MoveFault::NotAMove { game: xiangqi, text: "Z9+1".into() });
    let at = |c: &str| c.parse::<Cell>().unwrap();
    let piece = PieceName;
    assert_eq!(fault("e5e6"), MoveFault::NoPiece { at: at("e5") });
    let owner = Side::Second;
    assert_eq!(fault("h8h1"), MoveFault::NotYours { piece: piece("Cannon"), at: at("h8"), owner });
    assert_eq!(fault("a1b1"), MoveFault::OwnPieceThere { at: at("b1"), piece: piece("Horse") });
    assert_eq!(fault("a1a5"), MoveFault::PathBlocked { piece: piece("Tank"), at: at("a4") });
    assert_eq!(fault("a1b2"), MoveFault::RankOrFileOnly { piece: piece("Tank") });
    assert_eq!(fault("e1e3"), MoveFault::GeneralStep);
    assert_eq!(fault("f1f2"), MoveFault::AdviserStep);
    assert_eq!(err("C2+9").kind(), MoveErrorKind::Illegal);
    let red = Side::First;
    let cannon = piece("Cannon");
    assert_eq!(fault("C3+1"), MoveFault::NoPieceOnFile { side: red, piece: cannon, file: 3 });
    assert_eq!(fault("C2+9"), MoveFault::NotLegalFor { text: "C2+9".into(), side: red });
}

fn wxf_round_trip(position: &str, pairs: &[(&str, &str)]) {
    let pos = Xiangqi::from_position_string(position).unwrap();
    for (coord, wxf) in pairs {
        let m = pos.parse_move(coord).unwrap();
        assert_eq!(&pos.move_aliases(m)[0], wxf, "{coord} in {position}");
        assert_eq!(pos.parse_move(wxf).unwrap(), m, "input {wxf} in {position}");
    }
}

#[test]
fn wxf_soldiers_on_two_crowded_files() {
    // files 7 (c) and 3 (g) each hold two or three Red Soldiers
    wxf_round_trip(
        "3k5/9/9/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
        &[("c7d7", "7+=6"), ("c6d6", "7-=6"), ("g7f7", "3+=4"), ("g6h6", "3-=2")],
    );
    wxf_round_trip(
        "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
        &[("c8d8", "7+=6"), ("c7d7", "77=6"), ("c6d6", "7-=6"), ("g7h7", "3+=2")],
    );
}

#[test]
fn wxf_four_and_five_soldiers_on_one_file() {
    wxf_round_trip(
        "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
        &[("c9d9", "++=6"), ("c8d8", "P+=6"), ("c7d7", "P-=6"), ("c6d6", "--=6")],
    );
    wxf_round_trip(
        "2P2k3/2P6/2P6/2P6/2P6/9/9/9/9/3K5 w - - 0 1",
        &[
            ("c10b10", "++=8"),
            ("c9d9", "P+=6"),
            ("c8d8", "P7=6"),
            ("c7d7", "P-=6"),
            ("c6b6", "--=8"),
        ],
    );
}

#[test]
fn wxf_counts_files_from_blacks_right_for_black() {
    // Black's tandem Horses on file 5 (e): the front one is the lower one.
    wxf_round_trip(
        "4k4/9/4n4/9/4n4/9/9/9/9/3K5 b - - 0 1",
        &[
            ("e6d4", "H++4"),
            ("e8c7", "H-+3"),
            ("e8f10", "H--6"),
            ("e10e9", "K5+1"),
            ("e10f10", "K5=6"),
        ],
    );
}

/// Two Advisers or two Elephants on one file keep their file number (§8.1, §8.3): the
/// direction alone tells which moves. The `+`/`-` (前/后) forms are still read.
#[test]
fn two_advisers_or_elephants_on_a_file_keep_their_file_number() {
    // Red Advisers on d1 and d3 (file 6); Red Elephants on c1 and c5 (file 7).
    let position = "4k4/9/9/9/9/2B6/9/3A5/9/2BA1K3 w - - 0 1";
    wxf_round_trip(
        position,
        &[("d3e2", "A6-5"), ("d1e2", "A6+5"), ("c5e3", "E7-5"), ("c1e3", "E7+5")],
    );
    let pos = Xiangqi::from_position_string(position).unwrap();
    let chinese = |coord: &str, script| pos.chinese(pos.parse_move(coord).unwrap(), script);
    assert_eq!(chinese("d3e2", Script::Simplified), "仕六退五");
    assert_eq!(chinese("c1e3", Script::Simplified), "相七进五");
    assert_eq!(chinese("c5e3", Script::Traditional), "相七退五");
    // The tandem forms are read as well, in either notation.
    for (text, coord) in [
        ("A+-5", "d3e2"),
        ("A-+5", "d1e2"),
        ("+A-5", "d3e2"),
        ("E+-5", "c5e3"),
        ("E-+5", "c1e3"),
        ("前仕退五", "d3e2"),
        ("后仕进五", "d1e2"),
        ("後相進五", "c1e3"),
        ("仕六退五", "d3e2"),
    ] {
        let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(pos.move_text(m), coord, "{text}");
    }
    // Black likewise, counting from its own right: Advisers on d10 and d8 are on file 4, and
    // the front one is the lower one.
    let black = "3a5/5k3/3a5/9/9/9/9/9/9/4K4 b - - 0 1";
    wxf_round_trip(black, &[("d8e9", "A4-5"), ("d10e9", "A4+5")]);
    let pos = Xiangqi::from_position_string(black).unwrap();
    let m = pos.parse_move("d8e9").unwrap();
    assert_eq!(pos.chinese(m, Script::Simplified), "士４退５");
    assert_eq!(pos.move_text(pos.parse_move("A-+5").unwrap()), "d10e9");
}
