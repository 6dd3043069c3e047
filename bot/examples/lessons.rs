//! What a lesson costs the host: `/learn` carrying on with the exercise a member is on, and
//! `/learn move:` through an exercise, on a SQLite file.
//!
//! `cargo run --release -p bot --example lessons -- [rounds 200]` plays Xiangqi's first
//! exercise by its model solution `rounds` times (Start again before each), timing each
//! `/learn` (which reads the try, replays it and draws the board) and each move (which judges
//! it, keeps it compared-and-set, and draws the board). Prints the medians, in milliseconds.

use std::{sync::Arc, time::Instant};

use bot::{
    host::{Host, Limits},
    learn,
    model::{Actor, ManualClock, Moment, Place, User},
    store::Store,
};
use rules::GameId;

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("lessons.sqlite3").to_string_lossy().into_owned();
    let clock = ManualClock::at(Moment::from_seconds(1_795_737_600));
    let store = Store::open(&db).expect("the database opens");
    let host =
        Host::new(store, Arc::new(render::Renderer::new()), Arc::new(clock), Limits::default());
    let id = bot::model::UserId(1_187_000_000_000_000_001);
    let user = User { id, name: "Alice".into(), bot: false };
    let actor = Actor::player(&user);
    let place = Place { server: None, channel: bot::model::ChannelId(1) };
    let game = GameId::Xiangqi;
    let exercise = learn::path(game).expect("the path").exercise(0).expect("an exercise");
    host.learn(&actor, place, Some(game)).expect("the first exercise");
    let (mut shown, mut moved) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        host.learn_exercise(&actor, place, game, 0).expect("started again");
        let at = Instant::now();
        host.learn(&actor, place, Some(game)).expect("carried on");
        shown.push(at.elapsed().as_secs_f64() * 1e3);
        for m in &exercise.solution {
            let at = Instant::now();
            host.learn_move(&actor, place, m).expect("a move");
            moved.push(at.elapsed().as_secs_f64() * 1e3);
        }
    }
    println!(
        "{rounds} rounds: /learn {:.3} ms, a move {:.3} ms (medians; {} and {} timed)",
        median(shown.clone()),
        median(moved.clone()),
        shown.len(),
        moved.len()
    );
}
