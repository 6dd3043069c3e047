//! The operator's window on a running bot (`BOT_METRICS_ADDR`, off by default): `GET /healthz`
//! answers 200 while this process's gateway shards are connected and the database takes a write,
//! and 503 with the reasons in JSON otherwise; `GET /metrics` is the Prometheus text of
//! [`crate::metrics::Metrics`], the database's values read as it is scraped.
//!
//! A small axum router (the same HTTP stack as the board's pages): two routes, each a GET.

use std::{sync::Arc, time::Duration};

use axum::{
    Router,
    extract::State,
    http::{StatusCode, header::CONTENT_TYPE},
    response::IntoResponse,
    routing::get,
};
use poise::serenity_prelude as serenity;
use tokio::net::TcpListener;
use tracing::warn;

use crate::{
    host::Host,
    live::Pace,
    metrics::{CONTENT_TYPE as METRICS_TYPE, Snapshot},
    thinkers::Thinkers,
};

/// How long the health check waits for the database to answer before calling it down.
const PING_WAIT: Duration = Duration::from_secs(3);

/// What the two routes read.
#[derive(Clone)]
pub(super) struct Window {
    pub host: Arc<Host>,
    pub shards: Arc<serenity::ShardManager>,
    pub thinkers: Arc<Thinkers>,
}

/// Serves `listener` until the task is aborted.
pub(super) async fn serve(listener: TcpListener, window: Window) {
    let routes = Router::new()
        .route("/healthz", get(healthz))
        .route("/metrics", get(metrics))
        .fallback(|| async { (StatusCode::NOT_FOUND, "/healthz or /metrics\n") })
        .with_state(window);
    if let Err(e) = axum::serve(listener, routes).await {
        warn!("the metrics address stopped serving: {e}");
    }
}

/// `GET /healthz`: 200 and `{"status":"ok"}`, or 503 and the reasons.
async fn healthz(State(window): State<Window>) -> impl IntoResponse {
    let reasons = problems(&window).await;
    let (status, body) = if reasons.is_empty() {
        (StatusCode::OK, serde_json::json!({ "status": "ok" }))
    } else {
        let body = serde_json::json!({ "status": "unavailable", "reasons": reasons });
        (StatusCode::SERVICE_UNAVAILABLE, body)
    };
    (status, [(CONTENT_TYPE, "application/json")], body.to_string())
}

/// `GET /metrics`: the Prometheus text.
async fn metrics(State(window): State<Window>) -> impl IntoResponse {
    ([(CONTENT_TYPE, METRICS_TYPE)], scrape(&window).await)
}

/// What keeps this process from serving players now, in words; empty when nothing does.
async fn problems(window: &Window) -> Vec<String> {
    let mut reasons = Vec::new();
    let host = window.host.clone();
    // A read, then a write: a full or read-only database still answers the read, but
    // refuses every move.
    let probe = tokio::time::timeout(
        PING_WAIT,
        tokio::task::spawn_blocking(move || host.store().ping().and_then(|()| host.probe_write())),
    )
    .await;
    match probe {
        Ok(Ok(Ok(()))) => {}
        // The store's health names the outage, below.
        Ok(Ok(Err(e)))
            if e.outage().is_some() && window.host.store().health().outage().is_some() => {}
        Ok(Ok(Err(e))) => reasons.push(format!("the database does not answer: {e}")),
        Ok(Err(e)) => reasons.push(format!("the database check failed: {e}")),
        Err(_) => reasons.push(format!("the database did not answer within {PING_WAIT:?}")),
    }
    if let Some((outage, since)) = window.host.store().health().outage()
        && reasons.is_empty()
    {
        reasons.push(format!("the database {outage} (for {} s)", since.as_secs()));
    }
    let runners = window.shards.runners.lock().await;
    if runners.is_empty() {
        reasons.push("no gateway shard is running yet".to_owned());
    }
    let mut down: Vec<_> = runners
        .iter()
        .filter(|(_, r)| r.stage != serenity::ConnectionStage::Connected)
        .map(|(id, r)| (id.0, r.stage))
        .collect();
    down.sort_unstable_by_key(|(id, _)| *id);
    for (id, stage) in down {
        reasons.push(format!("gateway shard {id} is not connected ({stage})"));
    }
    reasons
}

/// The metrics' text, with what the database, the engine and the shards say now.
async fn scrape(window: &Window) -> String {
    let mut now = Snapshot {
        engine_queue: window.thinkers.queued(),
        engine_thinking: window.thinkers.thinking(),
        ..Snapshot::default()
    };
    {
        let runners = window.shards.runners.lock().await;
        let mut states: Vec<(String, i64)> = Vec::new();
        for runner in runners.values() {
            let state = stage_key(runner.stage).to_owned();
            match states.iter_mut().find(|(s, _)| *s == state) {
                Some((_, n)) => *n += 1,
                None => states.push((state, 1)),
            }
        }
        now.shards = states;
    }
    let host = window.host.clone();
    let read = tokio::task::spawn_blocking(move || {
        // bot_database_up says whether writes go through now, not at the last move.
        if let Err(e) = host.probe_write() {
            tracing::debug!("the database took no write for the metrics: {e}");
        }
        let at = host.now();
        let read = host.store().read(|tx| {
            Ok::<_, crate::store::StoreError>((tx.games_going()?, tx.outbox_backlog()?))
        });
        read.map(|r| (r, at))
    })
    .await;
    match read {
        Ok(Ok(((games, (backlog, oldest)), at))) => {
            now.games = games
                .into_iter()
                .map(|g| {
                    let pace = if g.live { Pace::Live } else { Pace::Correspondence };
                    (g.game, pace.key().to_owned(), g.count)
                })
                .collect();
            now.outbox_backlog = backlog;
            now.outbox_oldest = oldest.map_or(Duration::ZERO, |o| at.since(o));
        }
        // The database's own state says why (bot_database_up); the rest is still worth
        // reading.
        Ok(Err(e)) => tracing::debug!("the metrics could not read the database: {e}"),
        Err(e) => warn!("the metrics could not read the database: {e}"),
    }
    window.host.metrics().encode(&now, window.host.store().health())
}

/// A shard's stage, as a label.
fn stage_key(stage: serenity::ConnectionStage) -> &'static str {
    use serenity::ConnectionStage as S;
    match stage {
        S::Connected => "connected",
        S::Connecting => "connecting",
        S::Disconnected => "disconnected",
        S::Handshake => "handshake",
        S::Identifying => "identifying",
        S::Resuming => "resuming",
        _ => "other",
    }
}
