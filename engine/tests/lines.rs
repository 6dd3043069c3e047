//! MultiPV through the library: the best moves in order, each scored exactly, as the analysis
//! of games needs the best and the second-best move.
#![allow(clippy::unwrap_used)]

use engine::{Level, Request, Score, think};
use rules::{Game, GameId};

/// A search of `game` at full strength to `depth` plies, listing `lines` moves, over `only`
/// (every move when empty).
fn search(game: &Game, depth: u32, lines: usize, only: &[&str]) -> engine::Thought {
    let mut request = Request::new(Level::MAX, 1);
    request.depth = Some(depth);
    request.nodes = Some(u64::MAX);
    request.lines = lines;
    request.only = only.iter().map(|m| (*m).to_owned()).collect();
    think(game, &request).unwrap()
}

/// At one ply (and the captures and checks quiescence and extensions follow) every listed
/// move's score can be checked against a search of that move alone: no node is reduced, and
/// no other line's table entries can cut one, so an exact score is the same whichever other
/// root moves were searched. (Deeper, late-move reductions depend on the history the other
/// moves left, and the scores differ by a few centipawns, as they do in any engine.)
#[test]
fn each_listed_move_has_the_score_it_has_searched_alone() {
    let cp = |s: Score| match s {
        Score::Centipawns(cp) => cp,
        Score::Mate(n) => n.signum() * 100_000,
    };
    let mut checked = 0;
    for id in GameId::ALL {
        for seed in 0..6 {
            // Positions a few random plies in, where the moves differ in worth.
            let Some(game) = engine::selfplay::opening(id, 6 + seed as usize, seed) else {
                continue;
            };
            if game.outcome().is_some() {
                continue;
            }
            let listed = search(&game, 1, 4, &[]);
            let want = 4.min(game.legal_moves().len());
            assert_eq!(listed.lines.len(), want, "{id:?} {seed}");
            let texts: std::collections::HashSet<&str> =
                listed.lines.iter().map(|l| l.text.as_str()).collect();
            assert_eq!(texts.len(), want, "distinct: {:?}", listed.lines);
            assert_eq!(listed.lines[0].text, listed.text, "the first line is the move played");
            let scores: Vec<i32> = listed.lines.iter().map(|l| cp(l.score)).collect();
            assert!(scores.windows(2).all(|w| w[0] >= w[1]), "best first: {scores:?}");
            for line in &listed.lines {
                assert_eq!(line.pv.first(), Some(&line.text), "{line:?}");
                let alone = search(&game, 1, 1, &[&line.text]);
                assert_eq!(alone.text, line.text);
                assert_eq!(alone.score, line.score, "{id:?} {seed} {}: exact", line.text);
            }
            // No move left out scores better than the last one listed.
            let last = scores[want - 1];
            for m in game.legal_moves().iter().filter(|m| !texts.contains(m.text.as_str())) {
                let alone = cp(search(&game, 1, 1, &[&m.text]).score);
                assert!(alone <= last, "{id:?} {seed} {} scores {alone} > {last}", m.text);
            }
            checked += 1;
        }
    }
    assert!(checked >= 25, "only {checked} positions");
}

/// Deeper, the lines are distinct, best first, the first is the move played, and each line
/// starts with its move. (The move a one-line search plays need not be among them: the lines'
/// full-window searches leave other histories and table entries behind, so the pruning
/// differs, and among moves of nearly equal worth, as Chess 1999's first Infantry steps, the
/// two searches can rank them differently, as in any engine. The exact relation between
/// listed and lone scores is checked at one ply, above.)
#[test]
fn deeper_lines_are_distinct_best_first_and_led_by_the_best_move() {
    for id in GameId::ALL {
        let game = Game::new(id);
        let listed = search(&game, 4, 3, &[]);
        assert_eq!(listed.lines[0].text, listed.text, "{id:?}");
        let texts: std::collections::HashSet<&str> =
            listed.lines.iter().map(|l| l.text.as_str()).collect();
        assert_eq!(texts.len(), listed.lines.len(), "{id:?}: {:?}", listed.lines);
        assert_eq!(listed.lines.len(), 3.min(game.legal_moves().len()), "{id:?}");
        let cp = |s: Score| match s {
            Score::Centipawns(cp) => cp,
            Score::Mate(n) => n.signum() * 100_000,
        };
        let scores: Vec<i32> = listed.lines.iter().map(|l| cp(l.score)).collect();
        assert!(scores.windows(2).all(|w| w[0] >= w[1]), "{id:?}: best first: {scores:?}");
        for line in &listed.lines {
            assert_eq!(line.pv.first(), Some(&line.text), "{line:?}");
        }
    }
}
