//! The tuner's model is the engine's evaluation: each game's terms, weighed by its weights,
//! give the score the search uses; fitting lowers the error on real self-play positions; the
//! weights file it writes reads back as the same weights.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use engine::{
    Collected, Evaluate, Terms,
    selfplay::opening,
    tune::{Labelled, Settings, error, fit, fit_scale, samples, self_play, weights_file},
};
use rules::{
    GameId, Variant, abstract_chess::Abstract, amalgamated::Amalgamated, american::American,
    chess1999::Chess1999, xiangqi::Xiangqi,
};

/// Every game's positions after 0 to 40 random plies: the collected terms times the weights
/// are the evaluation, and every term has a name of its own.
fn terms_are_the_evaluation<V: Terms + Evaluate>(game: GameId) {
    let names: std::collections::HashSet<String> =
        (0..V::WEIGHTS.len()).map(V::term_name).collect();
    assert_eq!(names.len(), V::WEIGHTS.len(), "{game:?}: two terms share a name");
    let mut nonzero = 0;
    for seed in 0..40 {
        let Some(g) = opening(game, seed as usize, seed) else { continue };
        let m = g.as_match::<V>().expect("the game's own type");
        let position = m.position();
        let mut collected = Collected::default();
        position.terms(&mut collected);
        let sum: i32 = collected.0.iter().map(|&(t, c)| V::WEIGHTS[t as usize] * c).sum();
        assert_eq!(sum, position.score(), "{game:?} after {seed} plies: {}", g.position_string());
        nonzero += usize::from(sum != 0);
    }
    assert!(nonzero > 10, "{game:?}: only {nonzero} positions scored other than 0");
}

#[test]
fn the_terms_weighed_are_the_evaluation_in_every_game() {
    terms_are_the_evaluation::<Xiangqi>(GameId::Xiangqi);
    terms_are_the_evaluation::<American>(GameId::American);
    terms_are_the_evaluation::<Amalgamated>(GameId::Amalgamated);
    terms_are_the_evaluation::<Abstract>(GameId::Abstract);
    terms_are_the_evaluation::<Chess1999>(GameId::Chess1999);
}

#[test]
fn fitting_lowers_the_error_on_self_play_positions() {
    let (labelled, played) = self_play(GameId::Xiangqi, 0..6, 300, 8, 160, 2);
    assert_eq!(played.games, 6);
    let samples = samples::<Xiangqi>(&labelled);
    assert!(samples.len() > 100, "only {} quiet positions", samples.len());
    assert!(samples.iter().all(|s| [0.0, 0.5, 1.0].contains(&s.result)));
    let mut weights: Vec<f64> = Xiangqi::WEIGHTS.iter().map(|&w| f64::from(w)).collect();
    let k = fit_scale(&samples, &weights);
    let before = error(&samples, &weights, k);
    let mut errors = Vec::new();
    let fixed = vec![false; weights.len()];
    let settings = Settings { epochs: 30, rate: 2.0, prior: 0.0 };
    fit(&samples, &mut weights, &fixed, k, settings, |_, w| {
        errors.push(error(&samples, w, k));
        true
    });
    let after = error(&samples, &weights, k);
    assert_eq!(errors.len(), 30);
    assert!(after < before, "error {before} -> {after}");
    // The prior holds the weights near where they started.
    let start: Vec<f64> = Xiangqi::WEIGHTS.iter().map(|&w| f64::from(w)).collect();
    let mut held = start.clone();
    let settings = Settings { epochs: 30, rate: 2.0, prior: 1.0 };
    fit(&samples, &mut held, &fixed, k, settings, |_, _| true);
    let moved = |w: &[f64]| w.iter().zip(&start).map(|(a, b)| (a - b).abs()).sum::<f64>();
    assert!(moved(&held) < moved(&weights) / 4.0, "{} {}", moved(&held), moved(&weights));
    // Stopping after the first epoch.
    let mut epochs = 0;
    let settings = Settings { epochs: 30, rate: 2.0, prior: 0.0 };
    fit(&samples, &mut held, &fixed, k, settings, |_, _| {
        epochs += 1;
        false
    });
    assert_eq!(epochs, 1);
}

#[test]
fn a_weights_file_reads_back_as_its_weights() {
    let weights: Vec<i32> = (0..Chess1999::WEIGHTS.len() as i32).map(|i| i * 7 - 300).collect();
    let file = weights_file::<Chess1999>(&weights, "A test.\n\nTwo paragraphs.");
    assert!(file.starts_with("//! A test.\n//!\n//! Two paragraphs.\n"));
    let body = &file[file.find("= [").expect("the array") + 3..];
    let read: Vec<i32> = body
        .lines()
        .flat_map(|line| line.split("//").next().unwrap_or("").split(','))
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    assert_eq!(read, weights);
    // A table's rank on one line.
    assert!(file.contains("// general on a1–g1\n"), "{file}");
    assert!(file.lines().count() < 200);
}

#[test]
fn labelled_positions_come_from_legal_games() {
    let (labelled, _) = self_play(GameId::American, 0..2, 200, 6, 60, 1);
    assert!(!labelled.is_empty());
    for Labelled { position, .. } in &labelled {
        rules::Game::from_position(GameId::American, position).expect(position);
    }
}

/// American Chess counts each side's Generals wherever they stand (the fit makes the last
/// ones worth the most), and its transposition-table key tells turns apart, since the same
/// placement is drawn after turn 50 and not before.
#[test]
fn american_chess_counts_generals_and_keys_the_turn() {
    // Blue: Generals on e1, f1 and a5 (out of the Gauntlet); Red: one, on f9.
    let at = |turn: u32| {
        let text = format!("5q5/11/11/11/Q10/11/11/11/4QQ5 w {turn}");
        American::from_position_string(&text).unwrap()
    };
    let mut collected = Collected::default();
    at(10).terms(&mut collected);
    let count = |name: &str| {
        let term = (0..American::WEIGHTS.len()).find(|&t| American::term_name(t) == name);
        let term = term.expect(name) as u32;
        collected.0.iter().find(|&&(t, _)| t == term).map_or(0, |&(_, c)| c)
    };
    assert_eq!(count("3 generals"), 1);
    assert_eq!(count("1 generals"), -1);
    assert_eq!(count("2 generals in the gauntlet"), 1);
    assert_eq!(count("1 generals in the gauntlet"), -1);
    assert_eq!(at(10).hash(), at(11).hash());
    assert_ne!(at(10).table_key(), at(11).table_key());
    let xiangqi = Xiangqi::from_position_string(rules::xiangqi::START).unwrap();
    assert_eq!(xiangqi.table_key(), xiangqi.hash());
}
