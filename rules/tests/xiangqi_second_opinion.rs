//! A second opinion on legality: a deliberately naive move generator written straight from the
//! spec (a grid of letters, plain loops, no code shared with the engine), whose legal moves are
//! its pseudo-legal moves filtered by "afterwards, no enemy piece could capture my General and
//! the Generals do not face each other". It must agree with the engine everywhere.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use rules::{Variant, xiangqi::Xiangqi};

type Grid = [[char; 9]; 10]; // [rank][file], '.' for empty

fn grid(position: &str) -> (Grid, bool) {
    let mut g = [['.'; 9]; 10];
    let mut fields = position.split(' ');
    let placement = fields.next().unwrap();
    for (i, row) in placement.split('/').enumerate() {
        let rank = 9 - i;
        let mut file = 0;
        for c in row.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as usize;
            } else {
                g[rank][file] = c;
                file += 1;
            }
        }
    }
    (g, fields.next() == Some("w"))
}

fn red(c: char) -> bool {
    c.is_ascii_uppercase()
}

fn in_palace(red_side: bool, f: i32, r: i32) -> bool {
    (3..=5).contains(&f) && if red_side { (0..=2).contains(&r) } else { (7..=9).contains(&r) }
}

fn own_half(red_side: bool, r: i32) -> bool {
    if red_side { r <= 4 } else { r >= 5 }
}

fn at(g: &Grid, f: i32, r: i32) -> Option<char> {
    if (0..9).contains(&f) && (0..10).contains(&r) { Some(g[r as usize][f as usize]) } else { None }
}

/// Pseudo-legal moves of the side `red_side`, as ((f, r), (f, r)).
fn pseudo(g: &Grid, red_side: bool) -> Vec<((i32, i32), (i32, i32))> {
    let mut out = Vec::new();
    for r in 0..10 {
        for f in 0..9 {
            let c = g[r as usize][f as usize];
            if c == '.' || red(c) != red_side {
                continue;
            }
            let mut add = |tf: i32, tr: i32| {
                if let Some(t) = at(g, tf, tr)
                    && (t == '.' || red(t) != red_side)
                {
                    out.push(((f, r), (tf, tr)));
                }
            };
            match c.to_ascii_uppercase() {
                'K' => {
                    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        if in_palace(red_side, f + df, r + dr) {
                            add(f + df, r + dr);
                        }
                    }
                }
                'A' => {
                    for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                        if in_palace(red_side, f + df, r + dr) {
                            add(f + df, r + dr);
                        }
                    }
                }
                'B' => {
                    for (df, dr) in [(1, 1), (-1, 1), (1, -1), (-1, -1)] {
                        let (tf, tr) = (f + 2 * df, r + 2 * dr);
                        if at(g, f + df, r + dr) == Some('.') && own_half(red_side, tr) {
                            add(tf, tr);
                        }
                    }
                }
                'N' => {
                    for (df, dr) in
                        [(1, 2), (-1, 2), (1, -2), (-1, -2), (2, 1), (2, -1), (-2, 1), (-2, -1)]
                    {
                        let leg = if i32::abs(df) == 2 { (f + df / 2, r) } else { (f, r + dr / 2) };
                        if at(g, leg.0, leg.1) == Some('.') {
                            add(f + df, r + dr);
                        }
                    }
                }
                'R' | 'C' => {
                    let cannon = c.eq_ignore_ascii_case(&'C');
                    for (df, dr) in [(1, 0), (-1, 0), (0, 1), (0, -1)] {
                        let mut screens = 0;
                        let (mut tf, mut tr) = (f + df, r + dr);
                        while let Some(t) = at(g, tf, tr) {
                            if t == '.' {
                                if screens == 0 {
                                    add(tf, tr);
                                }
                            } else {
                                let capture_ok = if cannon { screens == 1 } else { screens == 0 };
                                if capture_ok {
                                    add(tf, tr);
                                }
                                screens += 1;
                                if screens > 1 || !cannon {
                                    break;
                                }
                            }
                            tf += df;
                            tr += dr;
                        }
                    }
                }
                'P' => {
                    let fwd = if red_side { 1 } else { -1 };
                    add(f, r + fwd);
                    if !own_half(red_side, r) {
                        add(f + 1, r);
                        add(f - 1, r);
                    }
                }
                other => panic!("unexpected piece {other}"),
            }
        }
    }
    out
}

fn general_exposed(g: &Grid, red_side: bool) -> bool {
    let mine = if red_side { 'K' } else { 'k' };
    let theirs = if red_side { 'k' } else { 'K' };
    let find = |k: char| {
        (0..10)
            .flat_map(|r| (0..9).map(move |f| (f, r)))
            .find(|&(f, r)| g[r as usize][f as usize] == k)
    };
    let (Some(me), Some(them)) = (find(mine), find(theirs)) else { return true };
    if me.0 == them.0 {
        let (lo, hi) = (me.1.min(them.1), me.1.max(them.1));
        if (lo + 1..hi).all(|r| g[r as usize][me.0 as usize] == '.') {
            return true;
        }
    }
    pseudo(g, !red_side).iter().any(|&(_, to)| to == me)
}

fn reference_legal(position: &str) -> Vec<String> {
    let (g, red_to_move) = grid(position);
    let name = |(f, r): (i32, i32)| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let mut out: Vec<String> = pseudo(&g, red_to_move)
        .into_iter()
        .filter(|&(from, to)| {
            let mut after = g;
            after[to.1 as usize][to.0 as usize] = after[from.1 as usize][from.0 as usize];
            after[from.1 as usize][from.0 as usize] = '.';
            !general_exposed(&after, red_to_move)
        })
        .map(|(from, to)| format!("{}{}", name(from), name(to)))
        .collect();
    out.sort();
    out
}

fn engine_legal(pos: &Xiangqi) -> Vec<String> {
    common::legal_texts(&pos.position_string())
}

#[test]
fn engine_agrees_with_the_naive_generator_on_random_game_positions() {
    let positions = common::sample_positions(60, 0x5EED_0001);
    assert!(positions.len() > 5_000, "only {} positions", positions.len());
    for pos in &positions {
        let fen = pos.position_string();
        assert_eq!(engine_legal(pos), reference_legal(&fen), "{fen}");
    }
}

#[test]
fn engine_agrees_with_the_naive_generator_on_the_perft_positions() {
    for line in include_str!("data/xiangqi.perft").lines() {
        let fen = line.split(';').next().unwrap();
        let pos = Xiangqi::from_position_string(fen).unwrap();
        assert_eq!(engine_legal(&pos), reference_legal(fen), "{fen}");
        // and one ply deeper, every child
        let mut moves = Vec::new();
        pos.legal_moves(&mut moves);
        for m in moves {
            let mut child = pos.clone();
            child.play_unchecked(m);
            let cfen = child.position_string();
            assert_eq!(engine_legal(&child), reference_legal(&cfen), "{cfen}");
        }
    }
}
