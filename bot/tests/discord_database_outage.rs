//! PostgreSQL going away under a running bot, and a bot started before its database: through
//! the double, on a cluster of the test's own that it stops at once (`pg_ctl stop -m
//! immediate`) and starts again. Players are told in words while it is down, `/healthz` says
//! 503 and why, and the same process carries on when it is back: every acknowledged move is
//! there, each game replays, the reminders queued around the outage are posted once.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
mod support;

use std::{
    net::SocketAddr,
    process::{Command, Stdio},
    sync::Arc,
    time::{Duration, Instant},
};

use bot::{
    host::{Host, Limits},
    model::SystemClock,
    store::Store,
};
use common::pg::Stoppable;
use serde_json::json;
use support::{ALICE, Answer, BOB, CHANNEL, Discord, Person};

const DOWN: &str = "The bot cannot reach its database just now; try again in a moment.";

/// Runs `f` off the async runtime (the PostgreSQL client and `pg_ctl` block).
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    tokio::task::spawn_blocking(f).await.unwrap()
}

/// `GET http://{addr}{path}`: the status and the body (0 when nothing answers).
async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
    match reqwest::get(format!("http://{addr}{path}")).await {
        Ok(r) => (r.status().as_u16(), r.text().await.unwrap_or_default()),
        Err(_) => (0, String::new()),
    }
}

/// Waits (for a condition, never for a set time) until `done` says so.
async fn until<F: std::future::Future<Output = bool>>(what: &str, mut done: impl FnMut() -> F) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !done().await {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// `by` plays `text` in `channel`.
async fn play(d: &Discord, channel: u64, by: Person, text: &str) -> Answer {
    d.slash_in(channel, by, "move", &[("move", json!(text))]).await
}

/// Alice challenges Bob to Xiangqi in `channel`, and Bob accepts.
async fn start_game(d: &Discord, channel: u64) {
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
    ];
    let challenge = d.slash_in(channel, ALICE, "challenge", &args).await;
    assert!(!challenge.ephemeral, "{}", challenge.content());
    let accepted = d.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    assert!(accepted.content().starts_with("Game on!"), "{}", accepted.content());
}

/// The moves stored for `channel`'s game.
async fn stored(url: &str, channel: u64) -> Vec<String> {
    let url = url.to_owned();
    blocking(move || {
        let mut c = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        c.query(
            "SELECT m.canonical FROM moves m JOIN games g ON g.id = m.game_id
             WHERE g.channel_id = $1 ORDER BY m.ply",
            &[&i64::try_from(channel).unwrap()],
        )
        .unwrap()
        .iter()
        .map(|r| r.get(0))
        .collect()
    })
    .await
}

/// The turn reminders posted so far, by channel.
fn reminders(d: &Discord) -> Vec<u64> {
    let mut posted: Vec<u64> = d
        .channel_posts()
        .into_iter()
        .filter(|(_, text)| text.contains("it is your turn"))
        .map(|(channel, _)| channel)
        .collect();
    posted.sort_unstable();
    posted
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_stopped_at_once_mid_play_then_started_again() {
    let cluster = Arc::new(blocking(Stoppable::new).await);
    let url = {
        let c = cluster.clone();
        blocking(move || {
            c.start();
            c.new_database("bot")
        })
        .await
    };
    let store = blocking({
        let url = url.clone();
        move || Store::open(&url).unwrap()
    })
    .await;
    let host = Host::new(
        store,
        Arc::new(render::Renderer::new()),
        Arc::new(SystemClock),
        Limits::default(),
    );
    let d = Discord::start().await;
    d.serve_metrics();
    let bot = d.start_bot_on(Arc::new(host)).await;
    let addr = bot.metrics_addr().unwrap();
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    let channels = [CHANNEL, CHANNEL + 1];
    let mut acknowledged: Vec<Vec<String>> = vec![Vec::new(); 2];
    for (i, &channel) in channels.iter().enumerate() {
        start_game(&d, channel).await;
        for (by, text) in [(ALICE, "h3e3"), (BOB, "h10g8")] {
            let answer = play(&d, channel, by, text).await;
            assert!(!answer.ephemeral, "{}", answer.content());
            acknowledged[i].push(text.to_owned());
        }
    }
    // A third game has waited a day for Bob: its reminder is due as the server stops at once
    // (whether the bot queued or posted it before the stop is the race this test leaves
    // open; it is posted once in the end).
    let waiting = CHANNEL + 3;
    start_game(&d, waiting).await;
    assert!(!play(&d, waiting, ALICE, "h3e3").await.ephemeral);
    {
        let url = url.clone();
        blocking(move || {
            let mut c = postgres::Client::connect(&url, postgres::NoTls).unwrap();
            let channel = i64::try_from(waiting).unwrap();
            let sql = "UPDATE games SET last_move_at = last_move_at - 90000 WHERE channel_id = $1";
            c.execute(sql, &[&channel]).unwrap();
        })
        .await;
    }
    let c = cluster.clone();
    blocking(move || c.stop_immediately()).await;
    // Players are told, in words, privately; the health check says why.
    let refused = play(&d, CHANNEL, ALICE, "h1g3").await;
    assert!(refused.ephemeral);
    assert_eq!(refused.content(), DOWN);
    let board = d.slash_in(CHANNEL + 1, BOB, "board", &[]).await;
    assert!(board.ephemeral);
    assert_eq!(board.content(), DOWN);
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 503, "{body}");
    let health: serde_json::Value = serde_json::from_str(&body).unwrap();
    assert_eq!(health["status"], "unavailable");
    let reasons = health["reasons"].as_array().unwrap();
    assert!(reasons.iter().any(|r| r.as_str().unwrap().contains("database")), "{body}");
    let (_, metrics) = get(addr, "/metrics").await;
    assert!(metrics.lines().any(|l| l == "bot_database_up 0"), "{metrics}");
    // The server comes back; the same process carries on by itself.
    let c = cluster.clone();
    blocking(move || c.start()).await;
    until("healthy again", || async { get(addr, "/healthz").await.0 == 200 }).await;
    for (i, &channel) in channels.iter().enumerate() {
        let moves = stored(&url, channel).await;
        // Nothing acknowledged was lost, and the refused move was not half played.
        assert_eq!(moves, acknowledged[i], "channel {channel}");
        for (by, text) in [(ALICE, "h1g3"), (BOB, "i10h10")] {
            let answer = play(&d, channel, by, text).await;
            assert!(!answer.ephemeral, "{}", answer.content());
            acknowledged[i].push(text.to_owned());
        }
        assert_eq!(stored(&url, channel).await, acknowledged[i]);
    }
    // One reminder, though the outage cut the background work somewhere around it.
    d.eventually("the reminder", || !reminders(&d).is_empty()).await;
    let sweeps = bot.sweeps();
    d.eventually("more background passes", || bot.sweeps() >= sweeps + 5).await;
    assert_eq!(reminders(&d), [waiting], "the waiting game reminded once");
    let (_, metrics) = get(addr, "/metrics").await;
    let scrape =
        prometheus_parse::Scrape::parse(metrics.lines().map(|l| Ok(l.to_owned()))).unwrap();
    let sample = |name: &str| {
        scrape.samples.iter().find(|s| s.metric == name && s.labels.is_empty()).map(|s| {
            match s.value {
                prometheus_parse::Value::Counter(v) | prometheus_parse::Value::Gauge(v) => v,
                _ => f64::NAN,
            }
        })
    };
    assert_eq!(sample("bot_database_up"), Some(1.0));
    let going = scrape.samples.iter().find(|s| {
        s.metric == "bot_games_going"
            && s.labels.get("game") == Some("xiangqi")
            && s.labels.get("pace") == Some("correspondence")
    });
    assert!(
        going.is_some_and(|s| matches!(s.value, prometheus_parse::Value::Gauge(v) if v == 3.0)),
        "{metrics}"
    );
    assert!(sample("bot_database_reconnections_total").unwrap() >= 1.0);
    let down_moves = scrape.samples.iter().find(|s| {
        s.metric == "bot_interactions_total"
            && s.labels.get("command") == Some("move")
            && s.labels.get("outcome") == Some("database_down")
    });
    assert!(down_moves.is_some(), "{metrics}");
    bot.stop().await;
    // Every game replays to its recorded positions.
    let checked =
        blocking(move || bot::store::verify::verify(&Store::open(&url).unwrap()).unwrap()).await;
    assert_eq!((checked.games, checked.moves), (3, 9));
}

/// A free port on this machine, for a bot process's metrics.
fn free_port() -> SocketAddr {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.local_addr().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_started_before_its_database_waits_for_it_then_serves() {
    let cluster = Arc::new(blocking(Stoppable::new).await);
    let d = Discord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let metrics = free_port();
    let log_path = dir.path().join("bot.log");
    let mut bot = Command::new(env!("CARGO_BIN_EXE_bot"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "test-token")
        .env("DISCORD_GUILD_ID", support::GUILD.to_string())
        .env("DISCORD_API_BASE", d.api_base())
        // The cluster's own database, there as soon as the server is.
        .env("BOT_DATABASE", cluster.url("postgres"))
        .env("BOT_METRICS_ADDR", metrics.to_string())
        .env("ENGINE_THREADS", "1")
        .env("RUST_LOG", "info,serenity=warn,poise=warn")
        .stdout(Stdio::null())
        .stderr(std::fs::File::create(&log_path).unwrap())
        .spawn()
        .unwrap();
    let log = || std::fs::read_to_string(&log_path).unwrap_or_default();
    until("the bot to say it waits", || async { log().contains("waiting for the database") }).await;
    assert!(!log().contains("password"), "{}", log());
    assert_eq!(d.identifies().len(), 0, "not online before its database is there");
    assert_eq!(bot.try_wait().unwrap(), None, "still running: {}", log());
    let c = cluster.clone();
    blocking(move || c.start()).await;
    d.wait_registered(0).await;
    assert!(log().contains("the database answers, after"), "{}", log());
    until("healthy", || async { get(metrics, "/healthz").await.0 == 200 }).await;
    start_game(&d, CHANNEL).await;
    let answer = play(&d, CHANNEL, ALICE, "h3e3").await;
    assert!(!answer.ephemeral, "{}", answer.content());
    assert_eq!(stored(&cluster.url("postgres"), CHANNEL).await, ["h3e3"]);
    let _ = bot.kill();
    let _ = bot.wait();
}
