//! How long the analysis of a game takes, per game: `cargo run --release -p engine --example
//! analyse -- [ms per position, default 300] [plies, default 100]`.
//!
//! For each game, plays `plies` plies of level 3 against itself (seed 1, after 4 seeded
//! random plies; fewer if the game ends), then analyses them as the bot does: level 8 (with
//! the game's network where it has one), one thread, each position searched for the nodes the
//! development machine searches in `ms` ([`engine::nodes_per_ms`]), then the second look's
//! positions four times deeper; prints the time taken, the time per 100 plies, how many
//! positions the second look searched and its share of the time, and each side's accuracy and
//! count of inaccuracies, mistakes and blunders.

use std::time::Instant;

use engine::{Level, Request, analysis::analyse, selfplay::opening, think};
use rules::{GameId, Side};

fn main() {
    let mut args = std::env::args().skip(1);
    let ms: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(300);
    let plies: usize = args.next().and_then(|a| a.parse().ok()).unwrap_or(100);
    println!(
        "game        plies  seconds  s/100 plies  second look  accuracy  ?!/?/?? first  ?!/?/?? \
         second"
    );
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
        // The first look ends when every position is done; the second's add to the total.
        let (mut first_look, mut total) = (None, 0);
        let Ok(a) = analyse(game, None, &moves, &request, |done, all| {
            if done == all && first_look.is_none() {
                first_look = Some(started.elapsed().as_secs_f64());
            }
            total = all;
        }) else {
            continue;
        };
        let seconds = started.elapsed().as_secs_f64();
        let again = total - (moves.len() + 1);
        let second_share = 1.0 - first_look.unwrap_or(seconds) / seconds.max(f64::EPSILON);
        let accuracy =
            |s: Side| a.accuracy[s].map_or_else(|| "-".to_owned(), |x| format!("{x:.0}"));
        let counts = |s: Side| {
            let [i, m, b] = a.counts(s);
            format!("{i}/{m}/{b}")
        };
        println!(
            "{:<11} {:>5}  {:>7.1}  {:>11.1}  {:>3}, {:>3.0} %  {:>3}/{:<4}  {:<13}  {}",
            game.id(),
            moves.len(),
            seconds,
            seconds * 100.0 / moves.len().max(1) as f64,
            again,
            100.0 * second_share,
            accuracy(Side::First),
            accuracy(Side::Second),
            counts(Side::First),
            counts(Side::Second)
        );
    }
}
