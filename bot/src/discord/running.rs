//! A running bot: connecting, serving the commands, and stopping in order.

use std::sync::{
    Arc, OnceLock,
    atomic::{AtomicU64, Ordering},
};

use poise::serenity_prelude as serenity;
use tracing::{error, info, warn};

use super::{
    Config, Data, STOP_GRACE, buttons, commands, cooldown, gate, localise, on_error, register,
    register::RegisterError, shards, sweep,
};
use crate::{host::Host, thinkers::Thinkers};

/// A running bot: its gateway connection and the task driving it.
pub struct Running {
    host: Arc<Host>,
    shard_manager: Arc<serenity::ShardManager>,
    watch: tokio::task::JoinHandle<()>,
    task: tokio::task::JoinHandle<Result<(), serenity::Error>>,
    sweeper: tokio::task::JoinHandle<()>,
    /// The live games' flag timer.
    flags: tokio::task::JoinHandle<()>,
    sweeps: Arc<AtomicU64>,
    gate: Arc<gate::Gate>,
    thinkers: Arc<Thinkers>,
    /// Why the bot stopped itself, when it did (its commands could not be registered).
    fatal: Arc<OnceLock<RegisterError>>,
    /// The `/healthz` and `/metrics` server, and the address it listens on.
    operator: Option<(tokio::task::JoinHandle<()>, std::net::SocketAddr)>,
    /// The board page's server, and the address it listens on.
    pages: Option<(tokio::task::JoinHandle<()>, std::net::SocketAddr)>,
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
        self.flags.abort();
        for (server, _) in self.operator.iter().chain(&self.pages) {
            server.abort();
        }
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
    pub async fn wait(&mut self) -> Result<(), Stopped> {
        let ended = (&mut self.task).await;
        if let Some(why) = self.fatal.get() {
            return Err(Stopped::Register(why.clone()));
        }
        match ended {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(Stopped::Client(e)),
            Err(e) => Err(Stopped::Task(e)),
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

    /// Where `/healthz` and `/metrics` are served (`BOT_METRICS_ADDR`, the port chosen when
    /// it said 0).
    pub fn metrics_addr(&self) -> Option<std::net::SocketAddr> {
        self.operator.as_ref().map(|(_, addr)| *addr)
    }

    /// Where the board page is served (`BOT_WEB_ADDR`, the port chosen when it said 0).
    pub fn web_addr(&self) -> Option<std::net::SocketAddr> {
        self.pages.as_ref().map(|(_, addr)| *addr)
    }

    /// How many moves the engine is thinking about now, in games against the bot.
    pub fn engine_thinking(&self) -> usize {
        self.thinkers.thinking()
    }

    /// How many positions of analyses the engine has searched and kept since the start.
    pub fn positions_analysed(&self) -> u64 {
        self.thinkers.positions_analysed()
    }
}

/// Connects to Discord (or the double at `config.api_base`) and serves the commands until
/// stopped. Commands are registered once the gateway says READY.
///
/// # Errors
/// The client could not be built.
pub async fn start(config: Config, host: Arc<Host>) -> Result<Running, StartError> {
    // Taken first: an address in use is said before anyone waits for the bot to come online.
    let metrics = match config.metrics_addr {
        Some(addr) => Some(bind(addr, |source| StartError::MetricsAddress { addr, source }).await?),
        None => None,
    };
    let pages = match &config.web {
        Some(web) => {
            let addr = web.addr;
            Some((bind(addr, |source| StartError::WebAddress { addr, source }).await?, web))
        }
        None => None,
    };
    if let Some(base) = config.api_base.as_deref().filter(|b| !is_loopback(b)) {
        warn!(
            "DISCORD_API_BASE is {base}, not this machine: the bot token and every request go \
             there instead of to Discord. It is meant for a local test double."
        );
    }
    let http = config.http();
    let gate = Arc::new(gate::Gate::default());
    // The engine shows its moves through the client's HTTP, which exists only once the client
    // does; a move found before then (impossible in practice) waits in the outbox.
    let posting: Arc<OnceLock<Arc<serenity::Http>>> = Arc::new(OnceLock::new());
    // Where the bot may only answer interactions (super::reach): every path that posts asks.
    let reach = Arc::new(super::reach::Reach::default());
    let thinkers = {
        let (posting, shows, runtime, reach) =
            (posting.clone(), host.clone(), tokio::runtime::Handle::current(), reach.clone());
        let on_move: crate::thinkers::OnMove = Arc::new(move |delivery| {
            let Some(http) = posting.get() else {
                shows.unclaim(delivery.id);
                return;
            };
            // On the engine's thread: the next move in this game waits until this one shows.
            runtime.block_on(sweep::deliver_one(http, &shows, &reach, delivery));
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
        activities: config.web.as_ref().is_some_and(|w| w.client_secret.is_some()),
        reach: reach.clone(),
    };
    // The Activity's SDK needs the application's id, which READY gives.
    let application: Arc<OnceLock<u64>> = Arc::new(OnceLock::new());
    let application_in_setup = application.clone();
    let (guild, pause) = (config.guild, config.register_pause);
    // Set once the client exists, so a failed registration can stop it.
    let manager: Arc<OnceLock<Arc<serenity::ShardManager>>> = Arc::new(OnceLock::new());
    let fatal: Arc<OnceLock<RegisterError>> = Arc::new(OnceLock::new());
    let (manager_in_setup, fatal_in_setup) = (manager.clone(), fatal.clone());
    let mut all = commands::all();
    for missing in localise::apply(&mut all) {
        warn!("the message catalogue lacks {missing}");
    }
    let options = poise::FrameworkOptions {
        commands: all,
        on_error: |error| Box::pin(on_error::on_error(error)),
        event_handler: |framework, event| Box::pin(buttons::on_event(framework, event)),
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
                let _ = application_in_setup.set(ready.application.id.get());
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
            return Err(StartError::Client(e));
        }
    };
    let shard_manager = client.shard_manager.clone();
    let _ = manager.set(shard_manager.clone());
    let _ = posting.set(client.http.clone());
    let sweeps = Arc::new(AtomicU64::new(0));
    let sweeper = tokio::spawn(sweep::run(
        client.http.clone(),
        host.clone(),
        reach.clone(),
        thinkers.clone(),
        config.sweep_every,
        config.backups.clone(),
        sweeps.clone(),
    ));
    let flags = tokio::spawn(sweep::flag_timer(
        client.http.clone(),
        host.clone(),
        reach.clone(),
        thinkers.clone(),
    ));
    let watch = tokio::spawn(shards::watch(shard_manager.clone(), config.watch_every));
    let operator = match metrics {
        Some((listener, addr)) => {
            let window = super::operator::Window {
                host: host.clone(),
                shards: shard_manager.clone(),
                thinkers: thinkers.clone(),
            };
            info!("serving /healthz and /metrics at http://{addr}");
            Some((tokio::spawn(super::operator::serve(listener, window)), addr))
        }
        None => None,
    };
    let pages = match pages {
        Some(((listener, addr), web)) => {
            let url = web.public_url.clone().unwrap_or_else(|| format!("http://{addr}"));
            host.serve_pages_at(&url);
            let outlet =
                page_outlet(client.http.clone(), host.clone(), reach.clone(), thinkers.clone());
            let analyst = page_analyst(thinkers.clone());
            let activity = web.client_secret.clone().map(|secret| {
                let door = super::activity::Door {
                    base: config.api_base.clone().unwrap_or_else(|| "https://discord.com".into()),
                    token: config.token.clone(),
                    secret,
                    client: config.http_client.clone().unwrap_or_default(),
                    application: application.clone(),
                    paused_until: std::sync::Mutex::new(None),
                };
                crate::web::Activity::new(Arc::new(door))
            });
            let state = Arc::new(crate::web::Web {
                host: host.clone(),
                outlet,
                analyst: Some(analyst),
                activity,
            });
            info!("serving the board page at http://{addr} (players reach it at {url})");
            Some((tokio::spawn(crate::web::serve(listener, state)), addr))
        }
        None => None,
    };
    let range = config.shards;
    let task = tokio::spawn(async move {
        let result = shards::run(&mut client, range).await;
        if let Err(e) = &result {
            error!("the Discord client stopped: {e}");
        }
        result
    });
    Ok(Running {
        host,
        shard_manager,
        watch,
        task,
        sweeper,
        flags,
        sweeps,
        gate,
        thinkers,
        fatal,
        operator,
        pages,
    })
}

/// A listener on `addr` and the address it got (the port chosen where `addr` names none), or
/// the error `refused` makes of why not.
async fn bind(
    addr: std::net::SocketAddr,
    refused: impl Fn(std::io::Error) -> StartError,
) -> Result<(tokio::net::TcpListener, std::net::SocketAddr), StartError> {
    let listener = tokio::net::TcpListener::bind(addr).await.map_err(&refused)?;
    let bound = listener.local_addr().map_err(refused)?;
    Ok((listener, bound))
}

/// How a finished game's board page starts its analysis: on the engine's threads, queued as
/// `/analyse` queues it (the page asks again for the result; nobody listens meanwhile).
fn page_analyst(thinkers: Arc<Thinkers>) -> crate::web::Analyst {
    Arc::new(move |job| {
        let nobody: crate::thinkers::OnAnalysis = Arc::new(|_| {});
        thinkers.analyse(job, nobody).map_err(super::analysis::busy)
    })
}

/// How a move made on a board page is posted in its channel: as the engine's moves are, on
/// the blocking thread that played it; the engine is woken if it is to answer.
fn page_outlet(
    http: Arc<serenity::Http>,
    host: Arc<Host>,
    reach: Arc<super::reach::Reach>,
    thinkers: Arc<Thinkers>,
) -> crate::web::Outlet {
    let runtime = tokio::runtime::Handle::current();
    Arc::new(move |delivery| {
        if let Some(due) = runtime.block_on(sweep::deliver_one(&http, &host, &reach, delivery)) {
            thinkers.wake(due);
        }
    })
}

/// Why the bot could not start.
#[derive(Debug, thiserror::Error)]
pub enum StartError {
    /// serenity could not build the client.
    #[error("the Discord client could not be built: {0}")]
    Client(#[source] serenity::Error),
    /// The board page's address cannot be listened on.
    #[error("BOT_WEB_ADDR {addr} cannot be listened on: {source}")]
    WebAddress {
        /// The address.
        addr: std::net::SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The metrics address cannot be listened on (in use, or not this machine's).
    #[error("BOT_METRICS_ADDR {addr} cannot be listened on: {source}")]
    MetricsAddress {
        /// The address.
        addr: std::net::SocketAddr,
        /// Why.
        source: std::io::Error,
    },
}

/// Why a running bot stopped by itself.
#[derive(Debug, thiserror::Error)]
pub enum Stopped {
    /// Its commands could not be registered.
    #[error(transparent)]
    Register(RegisterError),
    /// The gateway failed in a way it cannot recover from (a bad token, refused intents).
    #[error("the Discord client stopped: {0}")]
    Client(#[source] serenity::Error),
    /// The client's task panicked or was cancelled.
    #[error("the Discord client task failed: {0}")]
    Task(#[source] tokio::task::JoinError),
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
}
