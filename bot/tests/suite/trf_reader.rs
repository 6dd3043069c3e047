//! The Tournament Report File reader and the pairings tool (`cargo run -p bot --example
//! pairings`) on files that are wrong in one way each: every one refused with its line and
//! what is wrong, or read correctly; and the tool's own arguments.
#![allow(clippy::unwrap_used)]

use bot::tournament::{Seat, Side, tool, trf};

/// The five players of the smallest bye case (issue 56), after round 1, as bbpPairings writes
/// them.
const FIVE: &str = include_str!("../data/trf/bye-case.trf");
/// `FIVE` with `from` replaced by `to` (once).
fn five_with(from: &str, to: &str) -> String {
    assert!(FIVE.contains(from), "{from}");
    FIVE.replacen(from, to, 1)
}

/// The error reading `text`: its line and words.
fn refused(text: &str) -> (usize, String) {
    let e = trf::read(text).unwrap_err();
    (e.line, e.what)
}

#[test]
fn the_file_itself_reads() {
    let (record, initial) = trf::read(FIVE).unwrap();
    assert_eq!((record.players.len(), record.rounds, initial), (5, 4, Some(Side::Second)));
    assert_eq!(record.players[0].rating, 2363);
}

#[test]
fn a_rating_that_is_not_one_is_refused_with_its_line() {
    for bad in ["2l95", "-195", "19.5"] {
        let text = five_with("2227", &format!("{bad:>4}"));
        let (line, what) = refused(&text);
        assert_eq!(line, 5, "{what}");
        assert!(what.contains(&format!("{bad:?} is not a rating")), "{what}");
    }
    // No rating at all is a rating of 0, as the format allows.
    let (record, _) = trf::read(&five_with("2227", "    ")).unwrap();
    assert_eq!(record.players[1].rating, 0);
}

#[test]
fn rounds_are_at_least_one_and_at_least_those_played() {
    let (line, what) = refused(&five_with("XXR 4", "XXR 0"));
    assert_eq!(line, 2);
    assert!(what.contains("at least one round"), "{what}");
    // Eight rounds played of a tournament of three.
    let played = std::fs::read_to_string("tests/data/trf/bbp-2014.trf").unwrap();
    let (line, what) = refused(&played.replacen("XXR 5", "XXR 3", 1));
    assert_eq!(line, 2);
    assert!(what.contains("has 3 rounds, but 5 were played"), "{what}");
}

#[test]
fn crlf_and_cr_line_ends_keep_the_line_numbers() {
    let bad = five_with("2227", "2l27");
    for end in ["\r\n", "\r"] {
        let (line, what) = refused(&bad.replace('\n', end));
        assert_eq!(line, 5, "{end:?}: {what}");
        let (record, _) = trf::read(&FIVE.replace('\n', end)).unwrap();
        assert_eq!(record.players.len(), 5);
    }
}

#[test]
fn names_in_other_scripts_are_aligned_by_character() {
    // The name field holds the same number of characters, whatever bytes they take.
    let text = five_with("Test0002 Player0002", "Łódź Ångström 王小明  ");
    let (record, _) = trf::read(&text).unwrap();
    assert_eq!(record.players[1].name, "Łódź Ångström 王小明");
    assert_eq!(record.players[1].rating, 2227);
    assert_eq!(record.players[1].score(), bot::tournament::Points(2));
    // And written back the same way.
    let written = trf::write("again", &record, Side::Second);
    assert_eq!(trf::read(&written).unwrap().0, record);
}

#[test]
fn a_repeated_pairing_number_is_blamed_on_its_second_line() {
    let text = FIVE.replacen("001    5 ", "001    4 ", 1);
    let (line, what) = refused(&text);
    assert_eq!(line, 8, "{what}");
    assert!(what.contains("pairing number 4 is given twice (first on line 7)"), "{what}");
}

#[test]
fn a_player_paired_against_himself_is_refused_plainly() {
    let text = five_with("     3 b =", "     1 b =");
    let (line, what) = refused(&text);
    assert_eq!(line, 4, "{what}");
    assert!(what.contains("round 1: player 1 is paired against himself"), "{what}");
}

#[test]
fn the_tool_answers_help_and_refuses_what_it_cannot_do() {
    let help = tool::run(&["--help"]).unwrap();
    assert!(help.starts_with("usage: pairings FILE"), "{help}");
    let unknown = tool::run(&["--frobnicate"]).unwrap_err();
    assert!(unknown.contains("unknown option \"--frobnicate\""), "{unknown}");
    for (players, rounds) in [("10", "0"), ("1", "3")] {
        let e = tool::run(&["--generate", players, rounds, "1"]).unwrap_err();
        assert!(e.contains("at least 2 players and 1 round"), "{e}");
    }
    // What it generates, it reads back and checks.
    let made = tool::run(&["--generate", "10", "3", "1"]).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("t.trf");
    std::fs::write(&file, &made).unwrap();
    let file = file.to_str().unwrap();
    let checked = tool::run(&[file, "--check"]).unwrap();
    assert!(checked.contains("3 of 3 rounds paired as the file has them"), "{checked}");
    let e = tool::run(&[file]).unwrap_err();
    assert!(e.contains("all 3 rounds are paired already"), "{e}");
    let (record, _) = trf::read(&made).unwrap();
    assert_eq!(record.player(Seat(10)).unwrap().rounds.len(), 3);
}
