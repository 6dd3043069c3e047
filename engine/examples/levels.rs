//! How long each level thinks about a move in each game on this machine:
//! `cargo run --release -p engine --example levels -- [positions per game, default 6]`.
//!
//! Each position is a game after 12 seeded random plies; level 8 gets the bot's time
//! (`LEVEL_8_TIME`). Prints the median and the longest time per move, and the median nodes.

use std::time::Instant;

use engine::{LEVEL_8_TIME, Level, Request, selfplay::opening, think};
use rules::GameId;

fn main() {
    let positions: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(6);
    println!("game        level  median ms  max ms  median nodes");
    for game in GameId::ALL {
        let starts: Vec<_> = (0..positions).filter_map(|seed| opening(game, 12, seed)).collect();
        for n in 1..=8 {
            let Some(level) = Level::new(n) else { continue };
            let mut times = Vec::new();
            let mut nodes = Vec::new();
            for (i, start) in starts.iter().enumerate() {
                let request = Request::playing(level, i as u64, LEVEL_8_TIME);
                let began = Instant::now();
                let Some(thought) = think(start, &request) else { continue };
                times.push(began.elapsed().as_secs_f64() * 1_000.0);
                nodes.push(thought.nodes);
            }
            times.sort_by(f64::total_cmp);
            nodes.sort_unstable();
            let (Some(median), Some(max)) = (times.get(times.len() / 2), times.last()) else {
                continue;
            };
            println!(
                "{:<11} {n:>5}  {median:>9.0}  {max:>6.0}  {:>12}",
                game.id(),
                nodes[nodes.len() / 2]
            );
        }
    }
}
