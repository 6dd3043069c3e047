//! The UCI front end as a GUI or another engine drives it.
#![allow(clippy::unwrap_used)]

use std::{
    io::Write,
    sync::{Arc, Mutex},
};

use engine::selfplay::Playout;
use rules::{Game, GameId};

/// What the front end wrote, shared with the test.
#[derive(Clone, Default)]
struct Output(Arc<Mutex<Vec<u8>>>);

impl Write for Output {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().write(buf)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn run(script: &str) -> Vec<String> {
    let out = Output::default();
    engine::uci::serve(script.as_bytes(), out.clone());
    let text = String::from_utf8(out.0.lock().unwrap().clone()).unwrap();
    text.lines().map(str::to_owned).collect()
}

fn bestmove(lines: &[String]) -> String {
    let found: Vec<&String> = lines.iter().filter(|l| l.starts_with("bestmove ")).collect();
    assert_eq!(found.len(), 1, "{lines:?}");
    found[0]["bestmove ".len()..].to_owned()
}

#[test]
fn the_handshake_names_the_engine_its_games_and_its_levels() {
    let lines = run("uci\nisready\n");
    assert!(lines[0].starts_with("id name "), "{lines:?}");
    let variant = lines.iter().find(|l| l.starts_with("option name UCI_Variant")).unwrap();
    for id in GameId::ALL {
        assert!(variant.contains(&format!("var {}", id.id())), "{variant}");
    }
    assert!(lines.iter().any(|l| l == "option name Level type spin default 8 min 1 max 8"));
    assert!(lines.iter().any(|l| l == "option name MultiPV type spin default 1 min 1 max 16"));
    assert_eq!(lines[lines.len() - 2..], ["uciok", "readyok"]);
}

#[test]
fn a_position_with_moves_gets_a_legal_best_move_in_every_game() {
    for id in GameId::ALL {
        let mut game = Game::new(id);
        let first = game.legal_moves()[0].text.clone();
        game.play(&first).unwrap();
        let script = format!(
            "setoption name UCI_Variant value {}\nsetoption name Level value 3\n\
             position startpos moves {first}\ngo nodes 3000\n",
            id.id()
        );
        let lines = run(&script);
        let best = bestmove(&lines);
        assert!(game.parse_move(&best).is_ok(), "{id}: {best} in {lines:?}");
        let info = lines.iter().find(|l| l.starts_with("info depth ")).unwrap();
        assert!(info.contains(" score cp ") && info.contains(" pv "), "{info}");
    }
}

/// A Xiangqi position where Red (to move) mates in one, from seeded random playouts; the
/// rules crate says which move mates.
fn red_mates_in_one() -> String {
    for seed in 1..500u64 {
        let mut random = Playout::new(seed);
        let mut game = Game::new(GameId::Xiangqi);
        while game.outcome().is_none() && game.moves().len() < 200 {
            let moves = game.legal_moves();
            let mates = moves.iter().any(|m| {
                let mut g = game.clone();
                g.play(&m.text).is_ok_and(|p| p.outcome.is_some_and(|o| o.winner.is_some()))
            });
            if mates && game.side_to_move() == rules::Side::First {
                return game.position_string().to_string();
            }
            game.play(&moves[random.below(moves.len())].text).unwrap();
        }
    }
    panic!("no mate in one found");
}

#[test]
fn a_mate_in_one_from_a_position_string_is_announced() {
    let position = red_mates_in_one();
    let lines = run(&format!("position fen {position}\ngo depth 3\n"));
    let mut game = Game::from_position(GameId::Xiangqi, &position).unwrap();
    let played = game.play(&bestmove(&lines)).unwrap();
    assert!(played.outcome.is_some_and(|o| o.winner == Some(rules::Side::First)), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains(" score mate 1 ")), "{lines:?}");
}

#[test]
fn stop_ends_an_infinite_search_with_a_legal_move_and_bad_input_is_explained() {
    let lines = run("position startpos\ngo infinite\nisready\nstop\n");
    assert!(lines.contains(&"readyok".to_owned()), "{lines:?}");
    let best = bestmove(&lines);
    assert!(Game::new(GameId::Xiangqi).parse_move(&best).is_ok(), "{best}");
    let lines = run("setoption name UCI_Variant value checkers\nsetoption name Level value 9\n\
         position startpos moves a1a5\n");
    assert_eq!(lines.len(), 3, "{lines:?}");
    assert!(lines.iter().all(|l| l.starts_with("info string ")), "{lines:?}");
}

#[test]
fn each_completed_iteration_is_reported_before_the_best_move() {
    let lines = run("setoption name UCI_Variant value xiangqi\nposition startpos\ngo depth 3\n");
    let depths: Vec<u32> = lines
        .iter()
        .filter(|l| l.starts_with("info depth "))
        .map(|l| l.split_whitespace().nth(2).unwrap().parse().unwrap())
        .collect();
    // Depths 1, 2 and 3 as they complete, then the line of the move chosen.
    assert_eq!(depths, [1, 2, 3, 3], "{lines:?}");
    for line in lines.iter().filter(|l| l.starts_with("info depth ")) {
        for word in [" score ", " nodes ", " nps ", " pv "] {
            assert!(line.contains(word), "{line}");
        }
    }
    assert_eq!(lines.last().map(|l| l.starts_with("bestmove ")), Some(true), "{lines:?}");
    let game = Game::new(GameId::Xiangqi);
    assert!(game.parse_move(&bestmove(&lines)).is_ok());
}

/// `MultiPV` lists distinct moves, best first, each with its line, after every iteration; the
/// first is the move a single-line search plays.
#[test]
fn multipv_lists_distinct_moves_in_order_each_iteration() {
    let lines = run("setoption name MultiPV value 3\nposition startpos\ngo depth 4\n");
    let at = |depth: u32| -> Vec<(u32, i32, String)> {
        lines
            .iter()
            .filter(|l| l.starts_with(&format!("info depth {depth} multipv ")))
            .map(|l| {
                let w: Vec<&str> = l.split_whitespace().collect();
                let k = w[4].parse().unwrap();
                assert_eq!(w[5..7][0], "score", "{l}");
                let cp = w[7].parse().unwrap();
                let pv = w[w.iter().position(|x| *x == "pv").unwrap() + 1].to_owned();
                (k, cp, pv)
            })
            .collect()
    };
    for depth in 1..=4 {
        let listed = at(depth);
        // Each completed iteration lists three (the last depth twice: its iteration, then the
        // move chosen).
        assert!(listed.len() == 3 || listed.len() == 6, "depth {depth}: {listed:?}");
        let first: Vec<_> = listed.iter().take(3).collect();
        assert_eq!(first.iter().map(|l| l.0).collect::<Vec<_>>(), [1, 2, 3]);
        assert!(first[0].1 >= first[1].1 && first[1].1 >= first[2].1, "{first:?}");
        let moves: std::collections::HashSet<&String> = first.iter().map(|l| &l.2).collect();
        assert_eq!(moves.len(), 3, "distinct moves: {first:?}");
    }
    let best = bestmove(&lines);
    assert_eq!(at(4)[0].2, best);
    // One line or three, the same best move. Not from the start, which is symmetric: there
    // the mirror moves tie, and the searches' different pruning breaks the tie either way.
    let after = "position startpos moves h3e3 h10g8\n";
    let single = bestmove(&run(&format!("{after}go depth 4\n")));
    let three = bestmove(&run(&format!("setoption name MultiPV value 3\n{after}go depth 4\n")));
    assert_eq!(three, single, "one line or three, the same best move");
}

/// `go searchmoves` searches only the moves named.
#[test]
fn searchmoves_limits_the_root_moves() {
    for _ in 0..2 {
        let lines = run("position startpos\ngo depth 3 searchmoves a1a2 i1i2\n");
        let best = bestmove(&lines);
        assert!(best == "a1a2" || best == "i1i2", "{best}");
    }
    let lines = run(
        "setoption name MultiPV value 5\nposition startpos\ngo depth 2 searchmoves b1c3 h1g3\n",
    );
    let listed: Vec<&String> =
        lines.iter().filter(|l| l.starts_with("info depth 2 multipv ")).collect();
    assert!(listed.iter().all(|l| l.contains(" pv b1c3") || l.contains(" pv h1g3")), "{listed:?}");
    assert!(!lines.iter().any(|l| l.starts_with("info depth 2 multipv 3")), "{lines:?}");
}

/// After a `position` the rules refuse (a Xiangqi Soldier behind its start, junk, a move that
/// is not legal there), `go` says it has no position and answers `bestmove (none)`, never a
/// move of another position; a good `position` after it is searched again.
#[test]
fn go_after_a_refused_position_answers_that_it_has_none() {
    let refused = [
        // A Red Soldier on its own back rank, as composed endgames put one.
        "position fen 3k5/9/9/9/9/9/9/9/9/3K1P3 w - - 0 1",
        "position fen this is not a position",
        "position startpos moves h3e3 h3e3",
        "position sideways",
    ];
    for position in refused {
        let lines = run(&format!("{position}\ngo nodes 2000\n"));
        assert_eq!(bestmove(&lines), "(none)", "{position}: {lines:?}");
        let said = lines.iter().find(|l| l.starts_with("info string no position")).cloned();
        assert!(said.is_some(), "{position}: {lines:?}");
        let lines = run(&format!("{position}\nposition startpos\ngo nodes 2000\n"));
        let game = Game::new(GameId::Xiangqi);
        assert!(game.legal_moves().iter().any(|m| m.text == bestmove(&lines)), "{lines:?}");
    }
    // Nothing said at all: the start position, as UCI engines do.
    let lines = run("go nodes 2000\n");
    assert_ne!(bestmove(&lines), "(none)");
}
