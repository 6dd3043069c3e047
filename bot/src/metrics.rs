//! What the operator graphs: the bot's counters, gauges and histograms, kept in one
//! [`prometheus`] registry per host (tests run several bots in one process, so nothing is
//! global) and written in the Prometheus text format for `GET /metrics`
//! (`discord::operator`). Recording is a few atomic additions; the values that live in the
//! database (games going, the outbox) are read when a scrape asks for them ([`Snapshot`]).
//!
//! README.md ("Health and metrics") lists every metric and its labels.

use std::time::Duration;

use prometheus::{
    Counter, Encoder, Gauge, Histogram, HistogramOpts, IntCounter, IntCounterVec, IntGauge,
    IntGaugeVec, Opts, Registry, TextEncoder,
};

use crate::store::{Health, Outage};

/// The bot's metrics.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    interactions: IntCounterVec,
    turn_seconds: Histogram,
    discord_responses: IntCounterVec,
    rate_limit_waits: IntCounter,
    rate_limit_wait_seconds: Counter,
    games_going: IntGaugeVec,
    outbox_backlog: IntGauge,
    outbox_oldest_seconds: Gauge,
    engine_queue: IntGauge,
    engine_thinking: IntGauge,
    engine_search_seconds: Histogram,
    database_up: IntGauge,
    database_refusals: IntCounterVec,
    database_recoveries: IntCounterVec,
    shards: IntGaugeVec,
    /// One scrape at a time: [`Metrics::encode`] refills gauges and catches counters up.
    scraping: std::sync::Mutex<()>,
}

/// How an interaction ended, for the `outcome` label.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Answered with a reply.
    Ok,
    /// Refused for the player's reason (not their turn, an illegal move, …).
    Refused,
    /// Refused because the database could not be used.
    DatabaseDown,
    /// Refused because something failed on the bot's side.
    Error,
}

impl Outcome {
    const fn key(self) -> &'static str {
        match self {
            Outcome::Ok => "ok",
            Outcome::Refused => "refused",
            Outcome::DatabaseDown => "database_down",
            Outcome::Error => "error",
        }
    }
}

/// What a scrape reads from elsewhere than the counters: the database and the engine.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Snapshot {
    /// Games going, by game (its key) and pace (`live` or `correspondence`).
    pub games: Vec<(String, String, i64)>,
    /// Outbox entries not yet delivered.
    pub outbox_backlog: i64,
    /// How long the oldest of them has waited.
    pub outbox_oldest: Duration,
    /// Games waiting for an engine thread.
    pub engine_queue: usize,
    /// Searches running.
    pub engine_thinking: usize,
    /// Shards by state (`connected`, `connecting`, …), as counts.
    pub shards: Vec<(String, i64)>,
}

/// The histogram buckets of a turn, in seconds: from a quick answer to a deferred one.
const TURN_BUCKETS: [f64; 11] = [0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1.0, 2.0, 3.0, 5.0];
/// The histogram buckets of a search, in seconds: level 1 to level 8 (under 2 s).
const SEARCH_BUCKETS: [f64; 9] = [0.01, 0.05, 0.1, 0.25, 0.5, 1.0, 1.5, 2.0, 4.0];

impl Default for Metrics {
    fn default() -> Metrics {
        Metrics::new()
    }
}

impl Metrics {
    /// A fresh registry with every metric at zero.
    ///
    /// # Panics
    /// Never: the names below are valid and registered once (a test checks).
    #[allow(clippy::expect_used)]
    pub fn new() -> Metrics {
        let registry = Registry::new();
        let counters = |name: &str, help: &str, labels: &[&str]| {
            let c = IntCounterVec::new(Opts::new(name, help), labels).expect("a valid metric");
            registry.register(Box::new(c.clone())).expect("registered once");
            c
        };
        let gauges = |name: &str, help: &str, labels: &[&str]| {
            let g = IntGaugeVec::new(Opts::new(name, help), labels).expect("a valid metric");
            registry.register(Box::new(g.clone())).expect("registered once");
            g
        };
        let histogram = |name: &str, help: &str, buckets: &[f64]| {
            let opts = HistogramOpts::new(name, help).buckets(buckets.to_vec());
            let h = Histogram::with_opts(opts).expect("a valid metric");
            registry.register(Box::new(h.clone())).expect("registered once");
            h
        };
        let gauge = |name: &str, help: &str| {
            let g = IntGauge::new(name, help).expect("a valid metric");
            registry.register(Box::new(g.clone())).expect("registered once");
            g
        };
        let real = |name: &str, help: &str| {
            let g = Gauge::new(name, help).expect("a valid metric");
            registry.register(Box::new(g.clone())).expect("registered once");
            g
        };
        let rate_limit_waits = IntCounter::new(
            "bot_discord_rate_limit_waits_total",
            "Requests to Discord that waited for a rate limit.",
        )
        .expect("a valid metric");
        registry.register(Box::new(rate_limit_waits.clone())).expect("registered once");
        Metrics {
            interactions: counters(
                "bot_interactions_total",
                "Slash commands, buttons and menus answered, by command and outcome.",
                &["command", "outcome"],
            ),
            turn_seconds: histogram(
                "bot_turn_seconds",
                "From a move's interaction arriving to its board posted, in seconds.",
                &TURN_BUCKETS,
            ),
            discord_responses: counters(
                "bot_discord_responses_total",
                "Discord's answers to the bot's interaction responses and deliveries, by \
                 HTTP status (2xx for success).",
                &["status"],
            ),
            rate_limit_waits,
            rate_limit_wait_seconds: {
                let c = Counter::new(
                    "bot_discord_rate_limit_wait_seconds_total",
                    "Seconds spent waiting for Discord's rate limits.",
                )
                .expect("a valid metric");
                registry.register(Box::new(c.clone())).expect("registered once");
                c
            },
            games_going: gauges(
                "bot_games_going",
                "Games in play, by game and pace.",
                &["game", "pace"],
            ),
            outbox_backlog: gauge(
                "bot_outbox_backlog",
                "Messages the bot is to post on its own, not yet delivered.",
            ),
            outbox_oldest_seconds: real(
                "bot_outbox_oldest_seconds",
                "How long the oldest undelivered outbox message has waited, in seconds.",
            ),
            engine_queue: gauge("bot_engine_queue", "Games against the bot waiting for a thread."),
            engine_thinking: gauge("bot_engine_searches", "Engine searches running now."),
            engine_search_seconds: histogram(
                "bot_engine_search_seconds",
                "How long the engine thought about each of its moves, in seconds.",
                &SEARCH_BUCKETS,
            ),
            database_up: gauge(
                "bot_database_up",
                "1 while the database answers the bot's calls, 0 during an outage.",
            ),
            database_refusals: counters(
                "bot_database_outage_errors_total",
                "Database calls that failed because it could not be used, by why.",
                &["kind"],
            ),
            database_recoveries: counters(
                "bot_database_reconnections_total",
                "Times the database answered again after an outage.",
                &[],
            ),
            shards: gauges("bot_shards", "This process's gateway shards, by state.", &["state"]),
            scraping: std::sync::Mutex::new(()),
            registry,
        }
    }

    /// An interaction (`command`: a slash command's name, `button` or `menu`) ended so.
    pub fn interaction(&self, command: &str, outcome: Outcome) {
        self.interactions.with_label_values(&[command, outcome.key()]).inc();
    }

    /// A move was shown `took` after its interaction arrived.
    pub fn turn(&self, took: Duration) {
        self.turn_seconds.observe(took.as_secs_f64());
    }

    /// Discord answered a request with `status` (`None`: it succeeded; else the HTTP status,
    /// or 0 when no answer came).
    pub fn discord_response(&self, status: Option<u16>) {
        let label = status.map_or_else(|| "2xx".to_owned(), |s| s.to_string());
        self.discord_responses.with_label_values(&[label.as_str()]).inc();
    }

    /// A request waited `wait` for a rate limit.
    pub fn rate_limited(&self, wait: Duration) {
        self.rate_limit_waits.inc();
        self.rate_limit_wait_seconds.inc_by(wait.as_secs_f64());
    }

    /// The engine thought `took` about a move.
    pub fn search(&self, took: Duration) {
        self.engine_search_seconds.observe(took.as_secs_f64());
    }

    /// The metrics in the Prometheus text format, with `now`'s values and the store's
    /// `health` filled in.
    pub fn encode(&self, now: &Snapshot, health: &Health) -> String {
        let _one = self.scraping.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        self.games_going.reset();
        for (game, pace, n) in &now.games {
            self.games_going.with_label_values(&[game.as_str(), pace.as_str()]).set(*n);
        }
        self.outbox_backlog.set(now.outbox_backlog);
        self.outbox_oldest_seconds.set(now.outbox_oldest.as_secs_f64());
        self.engine_queue.set(gauge_value(now.engine_queue));
        self.engine_thinking.set(gauge_value(now.engine_thinking));
        self.shards.reset();
        for (state, n) in &now.shards {
            self.shards.with_label_values(&[state.as_str()]).set(*n);
        }
        self.database_up.set(i64::from(health.outage().is_none()));
        // The store counts; the counters catch up with it.
        for outage in Outage::ALL {
            catch_up(
                &self.database_refusals.with_label_values(&[outage.key()]),
                health.refused(outage),
            );
        }
        catch_up(&self.database_recoveries.with_label_values::<&str>(&[]), health.recoveries());
        let mut out = Vec::new();
        // Encoding into memory fails only on a metric the registry would not have taken.
        if let Err(e) = TextEncoder::new().encode(&self.registry.gather(), &mut out) {
            tracing::error!("the metrics could not be written: {e}");
        }
        String::from_utf8_lossy(&out).into_owned()
    }
}

/// Brings `counter` up to `total` (counters only go up; the store's counts too).
fn catch_up(counter: &IntCounter, total: u64) {
    counter.inc_by(total.saturating_sub(counter.get()));
}

fn gauge_value(n: impl TryInto<i64>) -> i64 {
    n.try_into().unwrap_or(i64::MAX)
}

/// The content type of [`Metrics::encode`]'s text.
pub const CONTENT_TYPE: &str = "text/plain; version=0.0.4; charset=utf-8";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_metric_registers_and_is_written() {
        let metrics = Metrics::new();
        metrics.interaction("move", Outcome::Ok);
        metrics.turn(Duration::from_millis(120));
        let text = metrics.encode(&Snapshot::default(), &Health::default());
        for name in [
            "bot_interactions_total{command=\"move\",outcome=\"ok\"} 1",
            "bot_turn_seconds_count 1",
            "bot_database_up 1",
            "bot_database_outage_errors_total{kind=\"full\"} 0",
        ] {
            assert!(text.contains(name), "{name} in\n{text}");
        }
    }

    /// README's table of metrics gives each one's type as it is served (`# TYPE` lines).
    #[test]
    fn readme_names_every_metric_with_the_type_served() {
        let metrics = Metrics::new();
        metrics.interaction("move", Outcome::Ok);
        metrics.discord_response(Some(200));
        metrics.rate_limited(Duration::from_millis(1_500));
        let now = Snapshot {
            games: vec![("xiangqi".into(), "live".into(), 1)],
            shards: vec![("connected".into(), 1)],
            ..Snapshot::default()
        };
        let text = metrics.encode(&now, &Health::default());
        let served: Vec<(&str, &str)> = text
            .lines()
            .filter_map(|l| l.strip_prefix("# TYPE "))
            .filter_map(|l| l.split_once(' '))
            .collect();
        let readme = include_str!("../../README.md");
        let table = readme.split("| Metric | Type |").nth(1).expect("README's table of metrics");
        let mut named = 0;
        for row in table.lines().skip(2).take_while(|l| l.starts_with('|')) {
            let cells: Vec<&str> = row.split('|').map(str::trim).collect();
            let kind = cells[2].trim_end_matches('s');
            for name in cells[1].split(", ").map(|n| n.trim_matches('`')) {
                let found = served.iter().find(|(n, _)| *n == name);
                assert_eq!(found.map(|f| f.1), Some(kind), "{name} in README:\n{row}");
                named += 1;
            }
        }
        assert_eq!(named, served.len(), "README names every metric served: {served:?}");
    }
}
