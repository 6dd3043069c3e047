//! The database's disk refusing writes under a running bot, as an operating system refuses
//! them (not a switch of the bot's): health, metrics, the players' words and the log follow
//! whether writes succeed. Its own test binary: the outage's errors are logged on purpose, and
//! other tests' checks for logged errors must not see them.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;

use bot::model::SystemClock;
use support::{
    ALICE, BOB, CAROL, CHANNEL, Discord, NEVER, capture,
    scrape::{get, scrape, value},
    world::World,
};

/// The value of `metric` with exactly `labels` in the bot's metrics now.
async fn metric(addr: std::net::SocketAddr, metric: &str, labels: &[(&str, &str)]) -> Option<f64> {
    value(&scrape(addr).await, metric, labels)
}

/// `chattr` on `files`: `+i` makes them immutable (even root may not write them), `-i` undoes it.
fn chattr(flag: &str, files: &[&std::path::Path]) {
    let status = std::process::Command::new("chattr").arg(flag).args(files).status();
    assert!(status.is_ok_and(|s| s.success()), "chattr {flag} needs root on ext4 or the like");
}

/// The database's write-ahead log made immutable under the running bot (a file the operating
/// system will not let it write, not a switch of the bot's): moves are refused with "cannot be
/// written to", `/healthz` says 503 and why, `bot_database_up` is 0, and reads in between (a
/// board, the scrapes) do not pass for the database being back. Writable again: play goes on,
/// health is back, and the outage counts one reconnection, however many calls met it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_follows_writes_when_the_database_file_becomes_read_only() {
    let discord = Discord::start().await;
    discord.serve_metrics();
    let mut w = World::around(discord, NEVER, Arc::new(SystemClock)).await;
    let addr = w.bot.as_ref().unwrap().metrics_addr().expect("served");
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    assert!(!w.play(ALICE, "h3e3").await.ephemeral);
    let db = w.db();
    let wal = db.with_extension("sqlite3-wal");
    chattr("+i", &[&db, &wal]);
    for _ in 0..3 {
        let refused = w.play(BOB, "h10g8").await;
        let text = refused.content();
        assert!(refused.ephemeral && text.contains("cannot be written to"), "{text}");
        let board = w.discord.slash(CAROL, "board", &[]).await;
        assert!(!board.png().is_empty(), "reads are served: {}", board.content());
        let (status, body) = get(addr, "/healthz").await;
        assert_eq!(status, 503, "{body}");
        assert!(body.contains("the database cannot be written"), "{body}");
        assert_eq!(metric(addr, "bot_database_up", &[]).await, Some(0.0));
    }
    chattr("-i", &[&db, &wal]);
    assert!(!w.play(BOB, "h10g8").await.ephemeral);
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    for (by, text) in [(ALICE, "h1g3"), (BOB, "i10h10")] {
        assert!(!w.play(by, text).await.ephemeral);
    }
    assert_eq!(metric(addr, "bot_database_up", &[]).await, Some(1.0));
    assert_eq!(metric(addr, "bot_database_reconnections_total", &[]).await, Some(1.0));
    let refused = [("kind", "read_only")];
    assert!(metric(addr, "bot_database_outage_errors_total", &refused).await.unwrap() >= 3.0);
    // The log says once that the database went away, once that it came back, and nothing
    // else went wrong.
    let lines = capture::lines();
    let said = |what: &str| lines.iter().filter(|l| l.contains(what)).count();
    assert_eq!(said("the database cannot be written ("), 1, "{lines:#?}");
    let problems: Vec<String> = capture::problems()
        .into_iter()
        .filter(|l| !l.contains("the database cannot be written ("))
        .collect();
    assert!(problems.is_empty(), "{problems:#?}");
    w.bot.take().unwrap().stop().await;
}
