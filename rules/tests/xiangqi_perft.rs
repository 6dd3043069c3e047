//! Every line of `shared/perft/xiangqi.perft` (copied to `tests/data/`): independent counts from
//! Fairy-Stockfish. The rules crate is built with optimisations even in test builds (see the
//! workspace `Cargo.toml`), so this takes seconds.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use std::thread;

use rules::{Variant, perft, xiangqi::Xiangqi};

const DATA: &str = include_str!("data/xiangqi.perft");

struct Case {
    position: String,
    depth: u32,
    nodes: u64,
}

fn cases() -> Vec<Case> {
    DATA.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let parts: Vec<&str> = line.split(';').collect();
            assert_eq!(parts.len(), 3, "bad perft line: {line}");
            Case {
                position: parts[0].to_owned(),
                depth: parts[1].parse().expect("depth"),
                nodes: parts[2].parse().expect("nodes"),
            }
        })
        .collect()
}

#[test]
fn every_line_of_the_reference_file_matches() {
    let cases = cases();
    assert_eq!(cases.len(), 49, "the reference file has 49 lines");
    // Two threads (CI has two cores); each takes every other case, biggest first.
    let failures: Vec<String> = thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|t| {
                let cases = &cases;
                s.spawn(move || {
                    let mut failures = Vec::new();
                    for case in cases.iter().skip(t).step_by(2) {
                        let pos = Xiangqi::from_position_string(&case.position)
                            .expect("reference positions are valid");
                        let got = perft(&pos, case.depth);
                        if got != case.nodes {
                            failures.push(format!(
                                "{} depth {}: expected {}, got {got}",
                                case.position, case.depth, case.nodes
                            ));
                        }
                    }
                    failures
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("perft thread")).collect()
    });
    assert!(failures.is_empty(), "perft mismatches:\n{}", failures.join("\n"));
}

#[test]
fn vendored_copy_matches_shared() {
    // The repository carries its own copy so a clean checkout can test; when the shared folder
    // is beside it (as in CI), the two must agree.
    let shared = concat!(env!("CARGO_MANIFEST_DIR"), "/../../shared/perft/xiangqi.perft");
    if let Ok(text) = std::fs::read_to_string(shared) {
        assert_eq!(text, DATA, "tests/data/xiangqi.perft differs from shared/perft");
    } else {
        eprintln!("note: {shared} not found; comparing the vendored copy skipped");
    }
}

#[test]
fn divide_sums_to_perft() {
    let start = Xiangqi::start();
    let parts = rules::divide(&start, 3);
    assert_eq!(parts.len(), 44);
    assert_eq!(parts.iter().map(|(_, n)| n).sum::<u64>(), 79_666);
    let (total, listed) = rules::perft_game(rules::GameId::Xiangqi, None, 3, true).unwrap();
    assert_eq!((total, listed), (79_666, parts));
}
