//! How the bot spends its clock at each level: self-play games of Xiangqi on a live time
//! control, each side searching as the bot does (`Request::on_clock`), its clock charged the
//! real time each search took and credited the increment.
//!
//! `cargo run --release -p engine --example clock_use -- 1+0 [games 20] [plies 40] [levels 1-8]`
//!
//! Each game starts from 4 seeded random plies (so that games differ), then plays at most
//! `plies` plies on the clock (the first of each side included: the bot's first move is
//! budgeted like the others). Two games run at once, one a core. Prints, per level, the moves
//! timed, the median and longest time a move took, the least time any side had left, and how
//! many games a side lost on time.

use std::{
    sync::{Mutex, PoisonError},
    time::{Duration, Instant},
};

use engine::{
    LEVEL_8_TIME, Level, Request,
    selfplay::opening,
    think,
    timing::{TimeLeft, budget},
};
use rules::{GameId, Side};

/// One game's record: each move's time, the least left on either clock, whether a flag fell.
struct Played {
    times: Vec<Duration>,
    least: Duration,
    flagged: bool,
}

fn play(level: Level, control: (Duration, Duration), seed: u64, plies: usize) -> Option<Played> {
    let (initial, increment) = control;
    let mut game = opening(GameId::Xiangqi, 4, seed)?;
    let mut left = [initial, initial];
    let mut made = [0u32, 0];
    let mut played = Played { times: Vec::new(), least: initial, flagged: false };
    for ply in 0..plies {
        if game.outcome().is_some() {
            break;
        }
        let side = usize::from(game.side_to_move() == Side::Second);
        let clock = TimeLeft { left: left[side], increment, moves_made: made[side] };
        let request = Request::on_clock(level, seed ^ ply as u64, LEVEL_8_TIME, clock);
        debug_assert!(request.time.is_some_and(|t| t <= budget(clock).max(LEVEL_8_TIME)));
        let began = Instant::now();
        let thought = think(&game, &request)?;
        let took = began.elapsed();
        played.times.push(took);
        if took >= left[side] {
            played.flagged = true;
            played.least = Duration::ZERO;
            break;
        }
        left[side] = left[side] - took + increment;
        played.least = played.least.min(left[side].saturating_sub(increment));
        made[side] += 1;
        game.play(&thought.text).ok()?;
    }
    Some(played)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let control = args.first().map_or("1+0", String::as_str);
    let (minutes, seconds) = control.split_once('+').unwrap_or((control, "0"));
    let minutes: u64 = minutes.parse().expect("minutes+seconds, like 5+3");
    let seconds: u64 = seconds.parse().expect("minutes+seconds, like 5+3");
    let control = (Duration::from_secs(minutes * 60), Duration::from_secs(seconds));
    let games: u64 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(20);
    let plies: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(40);
    let (low, high) = args
        .get(3)
        .and_then(|r| r.split_once('-'))
        .and_then(|(a, b)| Some((a.parse::<u8>().ok()?, b.parse::<u8>().ok()?)))
        .unwrap_or((1, 8));
    println!("Xiangqi {minutes}+{seconds}, {games} games a level, at most {plies} plies each");
    println!("level  games  moves  median ms  max ms  least left s  flags");
    for n in low..=high {
        let Some(level) = Level::new(n) else { continue };
        let results = Mutex::new(Vec::new());
        let next = Mutex::new(0u64);
        std::thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| {
                    loop {
                        let seed = {
                            let mut next = next.lock().unwrap_or_else(PoisonError::into_inner);
                            if *next >= games {
                                return;
                            }
                            *next += 1;
                            *next
                        };
                        if let Some(game) = play(level, control, seed, plies) {
                            results.lock().unwrap_or_else(PoisonError::into_inner).push(game);
                        }
                    }
                });
            }
        });
        let results = results.into_inner().unwrap_or_else(PoisonError::into_inner);
        let mut times: Vec<Duration> = results.iter().flat_map(|g| g.times.clone()).collect();
        times.sort_unstable();
        let least = results.iter().map(|g| g.least).min().unwrap_or_default();
        let flags = results.iter().filter(|g| g.flagged).count();
        let ms = |d: Duration| d.as_secs_f64() * 1_000.0;
        let median = times.get(times.len() / 2).copied().unwrap_or_default();
        let max = times.last().copied().unwrap_or_default();
        println!(
            "{n:>5}  {:>5}  {:>5}  {:>9.0}  {:>6.0}  {:>12.1}  {flags:>5}",
            results.len(),
            times.len(),
            ms(median),
            ms(max),
            least.as_secs_f64()
        );
    }
}
