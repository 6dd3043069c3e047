//! What the flag timers cost with many live games at once.
//!
//! `cargo run --release -p bot --example clocks -- [games 1000]` starts that many live 5+3
//! games of Xiangqi on a SQLite file (each with both first moves played, so every clock runs),
//! then, on a fresh host as after a restart: re-arms the timers from the store (time, and the
//! process's resident memory before and after), times one look of the timer with nothing due
//! (what the adapter's timer does five times a second), and finally lets every flag fall at
//! once and times the flagging (one transaction and one rendered board per game). The host
//! runs on a clock moved by hand, so deadlines fall when told, not after minutes.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use bot::{
    host::{Answer, Host, Limits},
    model::{Actor, ManualClock, Moment, Place, SideChoice, User},
    store::Store,
};
use rules::GameId;

/// The resident memory of this process, from `/proc/self/statm` (0 where there is none).
fn resident_kib() -> u64 {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: u64 = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4
}

fn host(db: &str, clock: &ManualClock) -> Host {
    let store = Store::open(db).expect("the database opens");
    Host::new(store, Arc::new(render::Renderer::new()), Arc::new(clock.clone()), Limits::default())
}

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(1_000);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("clocks.sqlite3").to_string_lossy().into_owned();
    let clock = ManualClock::at(Moment::from_seconds(1_795_737_600));
    let control = "5+3".parse().expect("a control");
    {
        let host = host(&db, &clock);
        let began = Instant::now();
        for g in 0..games {
            let place = Place::new(1, 1_000 + g);
            let (a, b) = (User::new(2 * g + 1, "a"), User::new(2 * g + 2, "b"));
            let (first, second) = (Actor::player(&a), Actor::player(&b));
            let side = SideChoice::First;
            host.challenge(&first, place, &b, GameId::Xiangqi, side, None, Some(control))
                .expect("a challenge");
            host.answer_challenge_here(&second, place, Answer::Accept).expect("a game");
            host.play_move(&first, place, "h3e3", None).expect("a move");
            host.play_move(&second, place, "h10g8", None).expect("a move");
            clock.advance(Duration::from_millis(7));
        }
        println!("{games} live games started in {:.1} s", began.elapsed().as_secs_f64());
    }
    let host = host(&db, &clock);
    let before = resident_kib();
    let began = Instant::now();
    let armed = host.rearm_flags().expect("the deadlines");
    let rearm = began.elapsed();
    let after = resident_kib();
    println!(
        "re-armed {armed} deadlines in {:.2} ms; resident memory {before} KiB -> {after} KiB \
         ({} KiB more)",
        rearm.as_secs_f64() * 1_000.0,
        after.saturating_sub(before)
    );
    let mut looks = Vec::new();
    for _ in 0..1_001 {
        let began = Instant::now();
        let due = host.next_flag().is_some_and(|at| at <= host.stamp());
        let posts = if due { host.flags_due().expect("flags") } else { Vec::new() };
        looks.push(began.elapsed());
        assert!(posts.is_empty());
    }
    looks.sort_unstable();
    let look = looks[looks.len() / 2];
    println!(
        "one look of the timer with {} watched, none due: median {:.2} µs (5 looks a second: \
         {:.4} % of a core)",
        host.flags_watched(),
        look.as_secs_f64() * 1e6,
        look.as_secs_f64() * 5.0 * 100.0
    );
    clock.advance(Duration::from_secs(400));
    let began = Instant::now();
    let posts = host.flags_due().expect("flags");
    let took = began.elapsed();
    println!(
        "all {} flags at once: {:.2} s ({:.2} ms a game: a transaction and a board each)",
        posts.len(),
        took.as_secs_f64(),
        took.as_secs_f64() * 1_000.0 / posts.len().max(1) as f64
    );
}
