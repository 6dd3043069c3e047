//! The Discord adapter: slash commands and buttons on serenity + poise, translated into
//! [`Host`] calls and their replies into interaction responses.
//!
//! Nothing here decides anything about a game. A command reads its options, names the actor
//! and the place, runs the host call on the blocking pool (the store and rendering block) and
//! turns the [`crate::host::Reply`] into a message — or the [`crate::host::Refusal`] into an
//! ephemeral one. Buttons carry stateless ids that the host reads back from the store, so they
//! work after a restart; the adapter keeps no game state.
//!
//! Discord wants an answer within 3 seconds. A host call normally takes milliseconds; one that
//! has not finished after [`Config::defer_after`] is deferred ("thinking…") and its answer
//! edited in when it comes, so a slow disk never makes an interaction fail.

mod choices;
mod commands;
mod cooldown;
mod gate;
mod localise;
mod register;
mod respond;
pub mod shards;
mod sight;
mod sweep;

use std::{
    sync::{
        Arc, OnceLock,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use crate::{
    host::Host,
    thinkers::{ThinkConfig, Thinkers},
};

/// The adapter's error type for poise.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// A command's context.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command can reach.
pub struct Data {
    /// The game host.
    pub host: Arc<Host>,
    /// How long a host call may run before the interaction is deferred.
    pub defer_after: Duration,
    /// How long autocomplete may look for choices before it offers none.
    pub autocomplete_within: Duration,
    /// When each user may use a command with a cooldown again.
    cooldowns: cooldown::Cooldowns,
    /// Replays being made now, by everyone ([`Config::max_replays`]).
    replays: Arc<tokio::sync::Semaphore>,
    /// Interactions being answered; closed when the bot stops.
    gate: Arc<gate::Gate>,
    /// The engine's threads, for games against the bot.
    thinkers: Arc<Thinkers>,
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data")
            .field("defer_after", &self.defer_after)
            .field("autocomplete_within", &self.autocomplete_within)
            .finish_non_exhaustive()
    }
}

/// How to connect to Discord.
#[derive(Clone)]
pub struct Config {
    /// The bot token (`DISCORD_TOKEN`).
    pub token: String,
    /// Register the commands in this server only (`DISCORD_GUILD_ID`): they appear at once,
    /// which suits development. Without it they are registered globally.
    pub guild: Option<u64>,
    /// Send Discord's REST calls to this base instead of `https://discord.com`
    /// (`DISCORD_API_BASE`; the tests' loopback double). Production leaves it unset.
    pub api_base: Option<String>,
    /// How long a host call may run before the interaction is deferred (default 1.5 s, half of
    /// Discord's 3-second window). Zero defers every call.
    pub defer_after: Duration,
    /// How long autocomplete may look for choices before it offers none (default 2.5 s:
    /// autocomplete cannot be deferred, and Discord drops an answer after 3 s). Zero offers
    /// none without looking.
    pub autocomplete_within: Duration,
    /// How often unanswered challenges are closed and due reminders posted (default 1 minute;
    /// `BOT_SWEEP_MS`). The process doing it holds the background lease for three of these.
    pub sweep_every: Duration,
    /// Which gateway shards this process runs (`DISCORD_SHARDS`); `None`: all that Discord
    /// recommends.
    pub shards: Option<shards::ShardRange>,
    /// How often the shards are checked, and one that stays down restarted
    /// ([`shards::WATCH_EVERY`]).
    pub watch_every: Duration,
    /// How long to wait before trying a failed command registration again (default 2 s,
    /// doubling each time).
    pub register_pause: Duration,
    /// How many `/replay`s may be made at once, by everyone together ([`MAX_REPLAYS`]): each
    /// draws every ply of a game, and the machine has few cores.
    pub max_replays: usize,
    /// The HTTP client serenity sends with (default: serenity's own). Tests give one that
    /// resolves `discord.com` to the loopback double and trusts its certificate, so the
    /// production path (real URLs, TLS, serenity's rate limiter) runs against the double.
    pub http_client: Option<reqwest::Client>,
    /// How the engine thinks in games against the bot: `ENGINE_THREADS` sets how many
    /// searches run at once, `ENGINE_LEVEL_8_MS` how long level 8 thinks.
    pub think: ThinkConfig,
}

/// Replays made at once by default.
pub const MAX_REPLAYS: usize = 2;

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // Never print the token.
        f.debug_struct("Config")
            .field("guild", &self.guild)
            .field("api_base", &self.api_base)
            .field("defer_after", &self.defer_after)
            .field("autocomplete_within", &self.autocomplete_within)
            .field("sweep_every", &self.sweep_every)
            .field("shards", &self.shards)
            .field("register_pause", &self.register_pause)
            .field("max_replays", &self.max_replays)
            .field("think", &self.think)
            .finish_non_exhaustive()
    }
}

/// How long a stop waits for the interactions already taken: a host call takes milliseconds,
/// a replay a second or two.
pub const STOP_GRACE: Duration = Duration::from_secs(30);

/// Half of Discord's 3-second window for the first answer.
pub const DEFER_AFTER: Duration = Duration::from_millis(1_500);

/// How long autocomplete looks for choices: inside Discord's 3 seconds with room for the
/// round trip.
pub const AUTOCOMPLETE_WITHIN: Duration = Duration::from_millis(2_500);

impl Config {
    /// Reads `DISCORD_TOKEN` (required), `DISCORD_GUILD_ID` and `DISCORD_API_BASE` through
    /// `var` (the process environment, after any `.env` file was loaded).
    ///
    /// # Errors
    /// The token is missing or empty, or the server id is not a number; the message says what
    /// to do.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, String> {
        let token = var("DISCORD_TOKEN").map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        let token = token.ok_or(
            "DISCORD_TOKEN is not set. Put the bot token from the Discord developer portal in \
             the environment or in a .env file (see README.md). To play without Discord: \
             cargo run --release -p bot -- local --game xiangqi",
        )?;
        let guild = match var("DISCORD_GUILD_ID").map(|g| g.trim().to_owned()) {
            Some(g) if !g.is_empty() => Some(g.parse::<u64>().map_err(|_| {
                format!("DISCORD_GUILD_ID must be a server id (a number), not `{g}`.")
            })?),
            _ => None,
        };
        let api_base =
            var("DISCORD_API_BASE").map(|b| b.trim().to_owned()).filter(|b| !b.is_empty());
        let mut think = ThinkConfig::for_this_machine();
        if let Some(n) = number(&var, "ENGINE_THREADS", 1..=64, "a number of threads")? {
            think.threads = usize::try_from(n).unwrap_or(1);
        }
        if let Some(ms) = number(&var, "ENGINE_LEVEL_8_MS", 100..=600_000, "milliseconds")? {
            think.level_8_time = Duration::from_millis(ms);
        }
        let sweep_ms = number(&var, "BOT_SWEEP_MS", 100..=3_600_000, "milliseconds")?;
        let shards = match var("DISCORD_SHARDS").filter(|s| !s.trim().is_empty()) {
            Some(range) => Some(shards::ShardRange::parse(&range)?),
            None => None,
        };
        Ok(Config {
            token,
            guild,
            api_base,
            defer_after: DEFER_AFTER,
            autocomplete_within: AUTOCOMPLETE_WITHIN,
            sweep_every: Duration::from_millis(sweep_ms.unwrap_or(60_000)),
            shards,
            watch_every: shards::WATCH_EVERY,
            register_pause: Duration::from_secs(2),
            max_replays: MAX_REPLAYS,
            http_client: None,
            think,
        })
    }
}

/// A running bot: its gateway connection and the task driving it.
pub struct Running {
    host: Arc<Host>,
    shard_manager: Arc<serenity::ShardManager>,
    watch: tokio::task::JoinHandle<()>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    sweeper: tokio::task::JoinHandle<()>,
    sweeps: Arc<AtomicU64>,
    gate: Arc<gate::Gate>,
    thinkers: Arc<Thinkers>,
    /// Why the bot stopped itself, when it did (its commands could not be registered).
    fatal: Arc<OnceLock<String>>,
}

impl std::fmt::Debug for Running {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Running").finish_non_exhaustive()
    }
}

impl Running {
    /// Stops in order: takes no more interactions, lets those already taken finish (at most
    /// [`STOP_GRACE`]), then stops the sweeper, closes the shards and waits for the client.
    pub async fn stop(self) {
        if tokio::time::timeout(STOP_GRACE, self.gate.close()).await.is_err() {
            warn!("interactions still unanswered after {STOP_GRACE:?}; stopping anyway");
        }
        self.sweeper.abort();
        self.watch.abort();
        // Another process may take the background work over at once.
        let host = self.host.clone();
        match tokio::task::spawn_blocking(move || host.release_background()).await {
            Ok(Ok(())) => {}
            Ok(Err(e)) => warn!("the background lease could not be given up: {e}"),
            Err(e) => warn!("the background lease could not be given up: {e}"),
        }
        // Searches are abandoned, not played: a restarted bot finds those games waiting.
        let thinkers = self.thinkers.clone();
        if let Err(e) = tokio::task::spawn_blocking(move || thinkers.stop()).await {
            warn!("the engine's threads did not stop cleanly: {e}");
        }
        self.shard_manager.shutdown_all().await;
        if let Err(e) = self.task.await {
            warn!("the Discord client task ended badly: {e}");
        }
    }

    /// Waits until the client stops by itself (a fatal gateway error). Call it at most once,
    /// and not before [`Running::stop`].
    ///
    /// # Errors
    /// Why it stopped.
    pub async fn wait(&mut self) -> Result<(), String> {
        let ended = (&mut self.task).await;
        if let Some(why) = self.fatal.get() {
            return Err(why.clone());
        }
        match ended {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(format!("the Discord client stopped: {e}")),
            Err(e) => Err(format!("the Discord client task failed: {e}")),
        }
    }

    /// Whether the client task is still running.
    pub fn is_running(&self) -> bool {
        !self.task.is_finished()
    }

    /// How many passes the sweeper (challenge expiry, reminders) has completed. A pass counted
    /// after `n + 2` began after the count read `n`: tests wait for it instead of sleeping.
    pub fn sweeps(&self) -> u64 {
        self.sweeps.load(Ordering::SeqCst)
    }

    /// How many moves the engine is thinking about now, in games against the bot.
    pub fn engine_thinking(&self) -> usize {
        self.thinkers.thinking()
    }
}

/// Connects to Discord (or the double at `config.api_base`) and serves the commands until
/// stopped. Commands are registered once the gateway says READY.
///
/// # Errors
/// The client could not be built.
pub async fn start(config: Config, host: Arc<Host>) -> Result<Running, String> {
    let mut http = serenity::HttpBuilder::new(&config.token);
    if let Some(client) = &config.http_client {
        http = http.client(client.clone());
    }
    if let Some(base) = &config.api_base {
        if !is_loopback(base) {
            warn!(
                "DISCORD_API_BASE is {base}, not this machine: the bot token and every request \
                 go there instead of to Discord. It is meant for a local test double."
            );
        }
        // serenity honours the proxy only with its rate limiter off; the double has no limits.
        http = http.proxy(base.as_str()).ratelimiter_disabled(true);
    }
    let gate = Arc::new(gate::Gate::default());
    // The engine shows its moves through the client's HTTP, which exists only once the client
    // does; a move found before then (impossible in practice) waits in the outbox.
    let posting: Arc<OnceLock<Arc<serenity::Http>>> = Arc::new(OnceLock::new());
    let thinkers = {
        let (posting, shows, runtime) =
            (posting.clone(), host.clone(), tokio::runtime::Handle::current());
        let on_move: crate::thinkers::OnMove = Arc::new(move |delivery| {
            let Some(http) = posting.get() else {
                shows.unclaim(delivery.id);
                return;
            };
            // On the engine's thread: the next move in this game waits until this one shows.
            runtime.block_on(sweep::deliver_one(http, &shows, delivery));
        });
        Thinkers::start(host.clone(), config.think, on_move)
    };
    let data = Data {
        host: host.clone(),
        defer_after: config.defer_after,
        autocomplete_within: config.autocomplete_within,
        cooldowns: cooldown::Cooldowns::default(),
        replays: Arc::new(tokio::sync::Semaphore::new(config.max_replays)),
        gate: gate.clone(),
        thinkers: thinkers.clone(),
    };
    let (guild, pause) = (config.guild, config.register_pause);
    // Set once the client exists, so a failed registration can stop it.
    let manager: Arc<OnceLock<Arc<serenity::ShardManager>>> = Arc::new(OnceLock::new());
    let fatal: Arc<OnceLock<String>> = Arc::new(OnceLock::new());
    let (manager_in_setup, fatal_in_setup) = (manager.clone(), fatal.clone());
    let mut all = commands::all();
    for missing in localise::apply(&mut all) {
        warn!("the message catalogue lacks {missing}");
    }
    let options = poise::FrameworkOptions {
        commands: all,
        on_error: |error| Box::pin(respond::on_error(error)),
        event_handler: |framework, event| Box::pin(respond::on_event(framework, event)),
        ..Default::default()
    };
    let framework = poise::Framework::builder()
        .options(options)
        // Owners are not used, and looking them up is one more call to Discord at start-up.
        // (The builder's setting overrides the one in the options.)
        .initialize_owners(false)
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                if let Err(why) = register::register(ctx, commands, guild, pause).await {
                    error!("{why}");
                    let _ = fatal_in_setup.set(why.clone());
                    if let Some(manager) = manager_in_setup.get().cloned() {
                        tokio::spawn(async move { manager.shutdown_all().await });
                    }
                    return Err(why.into());
                }
                let shards = ready.shard.map_or(1, |s| s.total);
                info!("connected as {} ({shards} shards in all)", ready.user.name);
                Ok(data)
            })
        })
        .build();
    let client =
        serenity::ClientBuilder::new_with_http(http.build(), serenity::GatewayIntents::GUILDS)
            .framework(framework)
            .await;
    let mut client = match client {
        Ok(client) => client,
        Err(e) => {
            let idle = thinkers.clone();
            let _ = tokio::task::spawn_blocking(move || idle.stop()).await;
            return Err(format!("the Discord client could not be built: {e}"));
        }
    };
    let shard_manager = client.shard_manager.clone();
    let _ = manager.set(shard_manager.clone());
    let _ = posting.set(client.http.clone());
    let sweeps = Arc::new(AtomicU64::new(0));
    let sweeper = tokio::spawn(sweep::run(
        client.http.clone(),
        host.clone(),
        thinkers.clone(),
        config.sweep_every,
        sweeps.clone(),
    ));
    let watch = tokio::spawn(shards::watch(shard_manager.clone(), config.watch_every));
    let range = config.shards;
    let task = tokio::spawn(async move {
        let result = shards::run(&mut client, range).await;
        if let Err(e) = &result {
            error!("the Discord client stopped: {e}");
        }
        result
    });
    Ok(Running { host, shard_manager, watch, task, sweeper, sweeps, gate, thinkers, fatal })
}

/// The number in setting `key`, if it is set: `what` within `range`, or an error saying so.
fn number(
    var: impl Fn(&str) -> Option<String>,
    key: &str,
    range: std::ops::RangeInclusive<u64>,
    what: &str,
) -> Result<Option<u64>, String> {
    let Some(n) = var(key).map(|n| n.trim().to_owned()).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    match n.parse::<u64>() {
        Ok(v) if range.contains(&v) => Ok(Some(v)),
        _ => Err(format!(
            "{key} must be {what} from {} to {}, not `{n}`.",
            range.start(),
            range.end()
        )),
    }
}

/// Whether `url`'s host is this machine (`localhost`, 127.0.0.0/8, `::1`).
fn is_loopback(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, rest)| rest);
    let authority = rest.split('/').next().unwrap_or("");
    let host = match authority.strip_prefix('[') {
        Some(v6) => v6.split(']').next().unwrap_or(""),
        None => authority.rsplit_once(':').map_or(authority, |(host, _)| host),
    };
    host.eq_ignore_ascii_case("localhost")
        || host.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_machine_counts_as_loopback() {
        for url in
            ["http://127.0.0.1:8080", "http://localhost:1/api", "http://[::1]:9", "127.0.0.9"]
        {
            assert!(is_loopback(url), "{url}");
        }
        for url in ["https://discord.com", "http://10.0.0.1:80", "http://[2001:db8::1]:9", ""] {
            assert!(!is_loopback(url), "{url}");
        }
    }

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> =
            pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        move |key| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    #[test]
    fn a_missing_token_is_a_clear_error() {
        for pairs in [&[][..], &[("DISCORD_TOKEN", "  ")][..]] {
            let e = Config::from_vars(vars(pairs)).unwrap_err();
            assert!(e.starts_with("DISCORD_TOKEN is not set"), "{e}");
            assert!(e.contains("local --game xiangqi"), "{e}");
        }
    }

    #[test]
    fn the_server_id_and_api_base_are_optional_and_checked() {
        let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!((c.guild, c.api_base, c.defer_after), (None, None, DEFER_AFTER));
        let c = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_GUILD_ID", " 123 "),
            ("DISCORD_API_BASE", "http://127.0.0.1:9"),
        ]))
        .unwrap();
        assert_eq!(c.guild, Some(123));
        assert_eq!(c.api_base.as_deref(), Some("http://127.0.0.1:9"));
        let e =
            Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", "my server")]))
                .unwrap_err();
        assert!(e.contains("must be a server id"), "{e}");
    }

    #[test]
    fn the_engine_settings_are_read_and_checked() {
        let c = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "t"),
            ("ENGINE_THREADS", "4"),
            ("ENGINE_LEVEL_8_MS", " 2500 "),
        ]))
        .unwrap();
        assert_eq!((c.think.threads, c.think.level_8_time), (4, Duration::from_millis(2_500)));
        let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "t")])).unwrap();
        assert_eq!(c.think, ThinkConfig::for_this_machine());
        for (key, value) in [("ENGINE_THREADS", "0"), ("ENGINE_THREADS", "many")] {
            let e = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), (key, value)])).unwrap_err();
            assert!(e.contains("ENGINE_THREADS must be a number of threads from 1 to 64"), "{e}");
        }
        let e = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("ENGINE_LEVEL_8_MS", "5")]))
            .unwrap_err();
        assert!(e.contains("ENGINE_LEVEL_8_MS must be milliseconds from 100"), "{e}");
    }

    #[test]
    fn the_token_is_never_printed() {
        let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "secret-token-value")])).unwrap();
        assert!(!format!("{c:?}").contains("secret"));
    }
}
