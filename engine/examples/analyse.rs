//! How long the analysis of a game takes, per game: `cargo run --release -p engine --example
//! analyse -- [ms per position, default 300] [plies, default 100]`.
//!
//! For each game, plays `plies` plies of level 3 against itself (seed 1, after 4 seeded
//! random plies; fewer if the game ends), then analyses them as the bot does: level 8 (with
//! the game's network where it has one), one thread, each position searched for the nodes the
//! development machine searches in `ms` ([`engine::nodes_per_ms`]); prints the time taken,
//! the time per 100 plies and each side's accuracy and count of inaccuracies, mistakes and
//! blunders.

use std::time::Instant;

use engine::{Level, Request, analysis::analyse, selfplay::opening, think};
use rules::{GameId, Side};

fn main() {
    let mut args = std::env::args().skip(1);
    let ms: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let plies: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    println!("game        plies  seconds  s/100 plies  accuracy  ?!/?/?? first  ?!/?/?? second");
    for game in GameId::ALL {
        let Some(mut played) = opening(game, 4, 1) else { continue };
        while played.outcome().is_none() && played.moves().len() < plies {
            let request = Request::new(Level::new(3).unwrap_or(Level::DEFAULT), 1);
            let Some(thought) = think(&played, &request) else { break };
            if played.play(&thought.text).is_err() {
                break;
            }
        }
        let moves = played.moves().to_vec();
        let nodes = ms.saturating_mul(engine::nodes_per_ms(game));
        let request = Request::judging(nodes);
        let started = Instant::now();
        let Ok(a) = analyse(game, None, &moves, &request, |_, _| {}) else { continue };
        let seconds = started.elapsed().as_secs_f64();
        let accuracy =
            |s: Side| a.accuracy[s].map_or_else(|| "-".to_owned(), |x| format!("{x:.0}"));
        let counts = |s: Side| {
            let [i, m, b] = a.counts(s);
            format!("{i}/{m}/{b}")
        };
        println!(
            "{:<11} {:>5}  {:>7.1}  {:>11.1}  {:>3}/{:<4}  {:<13}  {}",
            game.id(),
            moves.len(),
            seconds,
            seconds * 100.0 / moves.len().max(1) as f64,
            accuracy(Side::First),
            accuracy(Side::Second),
            counts(Side::First),
            counts(Side::Second)
        );
    }
}
