//! Every line of each playable game's perft file (`shared/perft/<game>.perft`, copied to
//! `tests/data/`): independent counts from Fairy-Stockfish. The rules crate is built with
//! optimisations even in test builds (see the workspace `Cargo.toml`), so this takes seconds.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use std::thread;

use rules::{GameId, perft_game};

/// The perft files in the repository, per game.
const FILES: &[(GameId, &str, usize)] = &[
    (GameId::Xiangqi, include_str!("data/xiangqi.perft"), 49),
    (GameId::American, include_str!("data/american.perft"), 9),
    (GameId::Abstract, include_str!("data/abstract.perft"), 6),
    (GameId::Amalgamated, include_str!("data/amalgamated.perft"), 12),
    (GameId::Chess1999, include_str!("data/chess1999.perft"), 4),
];

struct Case {
    game: GameId,
    position: String,
    depth: u32,
    nodes: u64,
}

fn cases(game: GameId, data: &str) -> Vec<Case> {
    data.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let parts: Vec<&str> = line.split(';').collect();
            assert_eq!(parts.len(), 3, "bad perft line: {line}");
            Case {
                game,
                position: parts[0].to_owned(),
                depth: parts[1].parse().expect("depth"),
                nodes: parts[2].parse().expect("nodes"),
            }
        })
        .collect()
}

/// Runs the cases on two threads (CI has two cores) and lists the mismatches.
fn mismatches(cases: &[Case]) -> Vec<String> {
    thread::scope(|s| {
        let handles: Vec<_> = (0..2)
            .map(|t| {
                s.spawn(move || {
                    let mut failures = Vec::new();
                    for case in cases.iter().skip(t).step_by(2) {
                        let (got, _) =
                            perft_game(case.game, Some(&case.position), case.depth, false)
                                .expect("reference positions are valid");
                        if got != case.nodes {
                            failures.push(format!(
                                "{} {} depth {}: expected {}, got {got}",
                                case.game.id(),
                                case.position,
                                case.depth,
                                case.nodes
                            ));
                        }
                    }
                    failures
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("perft thread")).collect()
    })
}

fn check_file(game: GameId) {
    let &(_, data, lines) = FILES.iter().find(|(g, _, _)| *g == game).unwrap();
    let cases = cases(game, data);
    assert_eq!(cases.len(), lines, "the {} reference file has {lines} lines", game.id());
    let failures = mismatches(&cases);
    assert!(failures.is_empty(), "perft mismatches:\n{}", failures.join("\n"));
}

#[test]
fn xiangqi_every_line_of_the_reference_file_matches() {
    check_file(GameId::Xiangqi);
}

#[test]
fn american_every_line_of_the_reference_file_matches() {
    check_file(GameId::American);
}

#[test]
fn abstract_every_line_of_the_reference_file_matches() {
    check_file(GameId::Abstract);
}

#[test]
fn amalgamated_every_line_of_the_reference_file_matches() {
    check_file(GameId::Amalgamated);
}

#[test]
fn chess1999_every_line_of_the_reference_file_matches() {
    check_file(GameId::Chess1999);
}

#[test]
fn every_playable_game_has_its_perft_file() {
    for game in GameId::ALL.into_iter() {
        assert!(FILES.iter().any(|(g, _, _)| *g == game), "no perft file for {}", game.id());
    }
}

#[test]
fn vendored_copies_match_shared() {
    // The repository carries its own copies so a clean checkout can test; when the shared folder
    // is beside it (as in CI), they must agree.
    for (game, data, _) in FILES {
        let shared =
            format!("{}/../../shared/perft/{}.perft", env!("CARGO_MANIFEST_DIR"), game.id());
        match std::fs::read_to_string(&shared) {
            Ok(text) => {
                assert_eq!(&text, data, "tests/data/{}.perft differs from shared", game.id())
            }
            Err(_) => eprintln!("note: {shared} not found; comparing the vendored copy skipped"),
        }
    }
}

#[test]
fn divide_sums_to_perft() {
    let (total, parts) = perft_game(GameId::Xiangqi, None, 3, true).unwrap();
    assert_eq!(parts.len(), 44);
    assert_eq!(total, 79_666);
    assert_eq!(parts.iter().map(|(_, n)| n).sum::<u64>(), total);
    let (total, parts) = perft_game(GameId::American, None, 2, true).unwrap();
    assert_eq!((parts.len(), total), (242, 58_481));
}
