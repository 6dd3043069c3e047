//! The operator's window (`BOT_METRICS_ADDR`): `/healthz` and `/metrics` of a bot running
//! against the double, read over HTTP as a load balancer and Prometheus would, the metrics
//! parsed by a Prometheus text parser.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;

use bot::model::SystemClock;
use serde_json::json;
use support::{
    ALICE, BOB, CHANNEL, Discord, NEVER,
    scrape::{get, scrape, value},
    world::World,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn health_and_metrics_follow_a_game() {
    let discord = Discord::start().await;
    discord.serve_metrics();
    let w = World::around(discord, NEVER, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let addr = w.bot.as_ref().unwrap().metrics_addr().expect("served");
    let (status, body) = get(addr, "/healthz").await;
    assert_eq!(status, 200, "{body}");
    assert_eq!(serde_json::from_str::<serde_json::Value>(&body).unwrap(), json!({"status": "ok"}));
    let before = scrape(addr).await;
    let moves = |s: &prometheus_parse::Scrape, outcome: &str| {
        value(s, "bot_interactions_total", &[("command", "move"), ("outcome", outcome)])
            .unwrap_or(0.0)
    };
    assert_eq!(moves(&before, "ok"), 0.0);
    assert_eq!(value(&before, "bot_database_up", &[]), Some(1.0));
    assert_eq!(value(&before, "bot_shards", &[("state", "connected")]), Some(1.0));
    // A game: four moves, one refused (not your turn), then a checkmate-free resignation.
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    for (by, text) in [(ALICE, "h3e3"), (BOB, "h10g8"), (ALICE, "h1g3"), (BOB, "i10h10")] {
        let answer = w.play(by, text).await;
        assert!(!answer.ephemeral, "{}", answer.content());
    }
    let refused = w.play(BOB, "b10c8").await;
    assert!(refused.ephemeral);
    let during = scrape(addr).await;
    assert_eq!(moves(&during, "ok"), 4.0);
    assert_eq!(moves(&during, "refused"), 1.0);
    let going = [("game", "xiangqi"), ("pace", "correspondence")];
    assert_eq!(value(&during, "bot_games_going", &going), Some(1.0));
    // Every move shown counted in the turn histogram (its +Inf bucket is the count).
    let turns = value(&during, "bot_turn_seconds", &[]).expect("the turn histogram");
    assert_eq!(turns, 4.0);
    assert!(value(&during, "bot_discord_responses_total", &[("status", "2xx")]).unwrap() >= 6.0);
    d.slash(ALICE, "resign", &[]).await;
    let after = scrape(addr).await;
    assert_eq!(value(&after, "bot_games_going", &going), None, "no game going");
    assert_eq!(
        value(&after, "bot_interactions_total", &[("command", "resign"), ("outcome", "ok")]),
        Some(1.0)
    );
    // Anything else is not found; the two routes take GET only.
    assert_eq!(get(addr, "/").await.0, 404);
    let posted = reqwest::Client::new().post(format!("http://{addr}/metrics")).send().await;
    assert_eq!(posted.unwrap().status().as_u16(), 405);
    w.finish().await;
}
