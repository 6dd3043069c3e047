//! Chinese notation (§8.3) against WXF: both must name the same move, in every position.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use rules::{
    MoveErrorKind, MoveFault, Variant,
    xiangqi::{Script, Xiangqi},
};

/// WXF text translated character by character into Chinese, for a move whose piece is named
/// by its file (`C2=5` → `炮二平五`; Black's numbers full-width): what §8.3 says Chinese is.
fn translated(wxf: &str, red: bool) -> String {
    let number = |c: char| {
        let n = c.to_digit(10).unwrap() as usize;
        if red {
            ['一', '二', '三', '四', '五', '六', '七', '八', '九'][n - 1]
        } else {
            char::from_u32(0xFF10 + n as u32).unwrap()
        }
    };
    let chars: Vec<char> = wxf.chars().collect();
    let piece = match (chars[0], red) {
        ('K', true) => '帅',
        ('K', false) => '将',
        ('A', true) => '仕',
        ('A', false) => '士',
        ('E', true) => '相',
        ('E', false) => '象',
        ('H', _) => '马',
        ('R', _) => '车',
        ('C', _) => '炮',
        ('P', true) => '兵',
        ('P', false) => '卒',
        (other, _) => panic!("{other}"),
    };
    let action = match chars[2] {
        '+' => '进',
        '-' => '退',
        _ => '平',
    };
    [piece, number(chars[1]), action, number(chars[3])].into_iter().collect()
}

#[test]
fn chinese_and_wxf_name_the_same_move_in_ten_thousand_random_positions() {
    let (mut positions, mut moves_checked, mut tandems) = (0, 0, 0);
    // Random games from the start, many plies deep: tandems and stacked Soldiers come up.
    for pos in common::sample_positions(100, 2026).into_iter().take(10_000) {
        positions += 1;
        let red = pos.side_to_move() == rules::Side::First;
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        let mut seen = std::collections::HashSet::new();
        for (i, &m) in moves.iter().enumerate() {
            let wxf = pos.wxf(m);
            let chinese = pos.chinese(m, Script::Simplified);
            let traditional = pos.chinese(m, Script::Traditional);
            assert!(seen.insert(chinese.clone()), "{chinese} names two moves in {pos:?}");
            // Named by its file in both (WXF's middle Soldier of three keeps its file, where
            // Chinese says 中).
            let plain = wxf.starts_with(|c: char| c.is_ascii_uppercase())
                && wxf.chars().nth(1).is_some_and(|c| c.is_ascii_digit())
                && !chinese.starts_with(['前', '中', '后', '二', '三', '四']);
            if plain {
                assert_eq!(chinese, translated(&wxf, red), "{wxf} in {pos:?}");
            } else {
                tandems += 1;
            }
            moves_checked += 1;
            // No two moves share a text, so reading one finds its move. Reading is checked on
            // every tandem move and every eighth other one (each read looks at every legal
            // move): either script gives the move back, and so does its WXF.
            if !plain || (i + positions) % 8 == 0 {
                for text in [&chinese, &traditional, &wxf] {
                    assert_eq!(pos.parse_move(text).unwrap(), m, "{text} in {pos:?}");
                }
            }
        }
    }
    assert!(positions >= 10_000, "only {positions} positions");
    assert!(moves_checked > 200_000, "only {moves_checked} moves");
    assert!(tandems > 1_000, "only {tandems} moves with tandem pieces");
}

fn chinese_round_trip(position: &str, pairs: &[(&str, &str, &str)]) {
    let pos = Xiangqi::from_position_string(position).unwrap();
    for (coord, wxf, chinese) in pairs {
        let m = pos.parse_move(coord).unwrap();
        assert_eq!(&pos.wxf(m), wxf, "{coord} in {position}");
        assert_eq!(&pos.chinese(m, Script::Simplified), chinese, "{coord} in {position}");
        assert_eq!(pos.parse_move(chinese).unwrap(), m, "input {chinese} in {position}");
    }
}

#[test]
fn the_specs_examples() {
    let start = Xiangqi::start();
    let m = start.parse_move("h3e3").unwrap();
    assert_eq!(start.chinese(m, Script::Simplified), "炮二平五");
    assert_eq!(start.parse_move("炮二平五").unwrap(), m);
    let mut after = start.clone();
    after.play_unchecked(m);
    let reply = after.parse_move("h10g8").unwrap();
    assert_eq!(after.wxf(reply), "H8+7");
    assert_eq!(after.chinese(reply, Script::Simplified), "马８进７");
    assert_eq!(after.chinese(reply, Script::Traditional), "馬８進７");
    // Black's digits in ASCII or full-width, and numerals, are all read.
    for typed in ["马8进7", "马８进７", "馬8進7", " 马 8 进 7 "] {
        assert_eq!(after.parse_move(typed).unwrap(), reply, "{typed}");
    }
    // Red in traditional characters.
    assert_eq!(start.chinese(m, Script::Traditional), "炮二平五");
    let horse = start.parse_move("b1c3").unwrap();
    assert_eq!(start.chinese(horse, Script::Traditional), "傌八進七");
    assert_eq!(start.parse_move("傌八進七").unwrap(), horse);
}

#[test]
fn tandem_pieces_are_front_and_rear() {
    // Red's Tanks on file 9 (a), Black's Cannons on file 5 (e).
    chinese_round_trip(
        "4k4/9/4c4/9/4c4/R8/9/R8/9/3K5 w - - 0 1",
        &[("a5a6", "R++1", "前车进一"), ("a3a2", "R--1", "后车退一"), ("a3b3", "R-=8", "后车平八")],
    );
    chinese_round_trip(
        "4k4/9/4c4/9/4c4/R8/9/R8/9/3K5 b - - 0 1",
        &[("e6f6", "C+=6", "前炮平６"), ("e8d8", "C-=4", "后炮平４")],
    );
    // The plain form is read too, and the rear marker in traditional script.
    let pos = Xiangqi::from_position_string("4k4/9/4c4/9/4c4/R8/9/R8/9/3K5 w - - 0 1").unwrap();
    assert_eq!(pos.move_text(pos.parse_move("後俥退一").unwrap()), "a3a2");
    // Both Tanks stand on file 9: "车九进一" could be either.
    let err = pos.parse_move("车九进一").unwrap_err();
    assert_eq!(err.kind(), MoveErrorKind::Ambiguous, "{err}");
    let MoveFault::AmbiguousChinese { moves, .. } = err.fault() else { panic!("{err}") };
    let mut moves = moves.clone();
    moves.sort();
    assert_eq!(moves, ["前车进一", "后车进一"], "{err}");
}

#[test]
fn stacked_soldiers_follow_the_documented_words() {
    // Three on one file: front, middle, rear.
    chinese_round_trip(
        "3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
        &[("c8d8", "P+=6", "前兵平六"), ("c7d7", "P7=6", "中兵平六"), ("c6d6", "P-=6", "后兵平六")],
    );
    // Four on one file: front, second, third, rear.
    chinese_round_trip(
        "3k5/2P6/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1",
        &[
            ("c9d9", "++=6", "前兵平六"),
            ("c8d8", "P+=6", "二兵平六"),
            ("c7d7", "P-=6", "三兵平六"),
            ("c6d6", "--=6", "后兵平六"),
        ],
    );
    // Two crowded files: the place, then the file.
    chinese_round_trip(
        "3k5/9/2P6/2P3P2/2P3P2/9/9/9/9/4K4 w - - 0 1",
        &[
            ("c8d8", "7+=6", "前七平六"),
            ("c7d7", "77=6", "中七平六"),
            ("c6d6", "7-=6", "后七平六"),
            ("g7h7", "3+=2", "前三平二"),
        ],
    );
    // The plain form names the Soldier by its real file: read when one move matches (only
    // the front Soldier can advance), refused as ambiguous when several do.
    let pos = Xiangqi::from_position_string("3k5/9/2P6/2P6/2P6/9/9/9/9/4K4 w - - 0 1").unwrap();
    assert_eq!(pos.move_text(pos.parse_move("兵七进一").unwrap()), "c8c9");
    let err = pos.parse_move("兵七平六").unwrap_err();
    assert_eq!(err.kind(), MoveErrorKind::Ambiguous, "{err}");
    let MoveFault::AmbiguousChinese { moves, .. } = err.fault() else { panic!("{err}") };
    assert!(moves.iter().any(|m| m == "中兵平六"), "{err}");
}

#[test]
fn junk_and_illegal_chinese_moves_get_specific_messages() {
    let pos = Xiangqi::start();
    let err = |t: &str| pos.parse_move(t).unwrap_err();
    assert_eq!(err("你好").kind(), MoveErrorKind::Syntax);
    assert_eq!(err("你好").fault(), &MoveFault::NotAChineseMove { text: "你好".into() });
    assert_eq!(err("炮二平五五").kind(), MoveErrorKind::Syntax);
    assert_eq!(err("炮二进九").kind(), MoveErrorKind::Illegal);
    let wanted = MoveFault::NotLegalFor { text: "炮二进九".into(), side: rules::Side::First };
    assert_eq!(err("炮二进九").fault(), &wanted);
}
