//! The loopback Discord double: one process-local server on 127.0.0.1 that the real,
//! unmodified serenity client talks to (REST through `HttpBuilder::proxy`, the gateway
//! through the URL `GET /gateway` returns). Tests dispatch slash commands, autocomplete and
//! button presses as a person would, and read back what the bot answered.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

pub mod activity;
pub mod browser;
pub mod capture;
mod double;
mod installs;
pub mod limits;
mod multipart;
mod ratelimit;
mod schema;
pub mod scrape;
mod subcommands;
pub mod world;

use std::{
    path::Path,
    sync::Arc,
    time::{Duration, Instant},
};

use bot::{
    discord::{self, Config, Running},
    host::{Host, Limits},
    model::{Clock, SystemClock},
    thinkers::ThinkConfig,
};
pub use double::{APP_ID, Event, Fault, Kind};
use serde_json::{Value, json};

// Ids are real-sized snowflakes (19 digits, as Discord's are today), so every length limit is
// met with the lengths Discord's ids have: a mention of one is 22 characters.

/// The test server.
pub const GUILD: u64 = 1_187_000_000_000_000_100;
/// The channel most tests play in.
pub const CHANNEL: u64 = 1_187_000_000_000_000_200;

/// A direct-message channel with the bot.
pub const DM_CHANNEL: u64 = 1_187_000_000_000_000_900;

/// A channel only Alice and Bob can see: `@everyone` is denied View Channel there.
pub const PRIVATE: u64 = CHANNEL + 2;

/// Discord's View Channel permission bit.
const VIEW_CHANNEL: u64 = 1 << 10;

/// Server number `k` of the test's servers: [`GUILD`] is number 0, and each further one is on
/// the next shard (a server id's shard is in the bits above its lowest 22).
pub const fn server(k: u64) -> u64 {
    GUILD + (k << 22)
}

/// The first channel of server `server` (the others follow it), as [`CHANNEL`] is
/// [`GUILD`]'s.
pub const fn channel_of(server: u64) -> u64 {
    CHANNEL + (server - GUILD)
}

/// The server a channel from [`channel_of`] belongs to.
pub const fn server_of(channel: u64) -> u64 {
    GUILD + (((channel - CHANNEL) >> 22) << 22)
}

/// A test server as the gateway describes it to the bot on connecting (GUILD_CREATE): the
/// `@everyone` role may see channels; twenty channels from [`channel_of`] on, all public but
/// the third, which only Alice and Bob may see ([`PRIVATE`] in [`GUILD`]).
pub fn guild_create(server: u64) -> Value {
    let first = channel_of(server);
    let channel = |id: u64, overwrites: Value| {
        json!({"id": id.to_string(), "type": 0, "guild_id": server.to_string(),
               "name": format!("channel-{}", id - first), "position": 0,
               "permission_overwrites": overwrites, "nsfw": false})
    };
    let member_may_see = |p: Person| json!({"id": p.id.to_string(), "type": 1, "allow": VIEW_CHANNEL.to_string(), "deny": "0"});
    let hidden = json!([
        {"id": server.to_string(), "type": 0, "allow": "0", "deny": VIEW_CHANNEL.to_string()},
        member_may_see(ALICE),
        member_may_see(BOB),
    ]);
    let roles = json!([{"id": server.to_string(), "name": "@everyone", "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false, "position": 0, "permissions": (VIEW_CHANNEL | (1 << 11)).to_string(),
        "managed": false, "mentionable": false, "flags": 0}]);
    // Tests play in the first channel and in those after it.
    let private = first + (PRIVATE - CHANNEL);
    let channels: Vec<Value> = (first..first + 20)
        .map(|id| if id == private { channel(id, hidden.clone()) } else { channel(id, json!([])) })
        .collect();
    let mut guild = json!({
        "id": server.to_string(), "name": format!("Variants Club {}", (server - GUILD) >> 22), "icon": null, "splash": null,
        "discovery_splash": null, "owner_id": ADMIN.id.to_string(), "afk_channel_id": null,
        "afk_timeout": 300, "verification_level": 0, "default_message_notifications": 0,
        "explicit_content_filter": 0, "features": [], "mfa_level": 0, "application_id": null,
        "system_channel_id": null, "system_channel_flags": 0, "rules_channel_id": null,
        "vanity_url_code": null, "description": null, "banner": null, "premium_tier": 0,
        "preferred_locale": "en-US", "public_updates_channel_id": null, "nsfw_level": 0,
        "premium_progress_bar_enabled": false, "emojis": [], "stickers": [],
    });
    let rest = json!({
        "joined_at": "2026-01-01T00:00:00.000000+00:00", "large": false, "unavailable": false,
        "member_count": 5, "voice_states": [], "members": [], "presences": [],
        "stage_instances": [], "guild_scheduled_events": [], "threads": [],
        "roles": roles, "channels": channels,
    });
    for (key, value) in rest.as_object().unwrap() {
        guild[key] = value.clone();
    }
    guild
}

/// How long the double waits for the bot before failing the test: only a bound on a test
/// that hangs, never a measure of speed (a test passes on a machine of any speed), so it is
/// generous.
const PATIENCE: Duration = Duration::from_secs(120);

/// A deadline no test reaches, for the bot's deferral and autocomplete timers: with it, which
/// path an answer takes does not depend on how fast the machine is. The deferred path is
/// tested by deferring every call (`Duration::ZERO`).
pub const NEVER: Duration = Duration::from_secs(24 * 3_600);

/// Someone in the test server.
#[derive(Debug, Clone, Copy)]
pub struct Person {
    /// Their id.
    pub id: u64,
    /// Their user name.
    pub name: &'static str,
    /// Whether Discord reports Manage Messages for them.
    pub moderator: bool,
    /// Whether Discord reports Manage Server for them.
    pub manager: bool,
    /// Whether the account is a bot.
    pub bot: bool,
}

const PLAYER: Person = Person { id: 0, name: "", moderator: false, manager: false, bot: false };
pub const ALICE: Person = Person { id: 1_187_000_000_000_000_301, name: "alice", ..PLAYER };
pub const BOB: Person = Person { id: 1_187_000_000_000_000_302, name: "bob", ..PLAYER };
pub const CAROL: Person = Person { id: 1_187_000_000_000_000_303, name: "carol", ..PLAYER };
pub const MOD: Person =
    Person { id: 1_187_000_000_000_000_304, name: "mona", moderator: true, ..PLAYER };
pub const ADMIN: Person =
    Person { id: 1_187_000_000_000_000_305, name: "ada", manager: true, ..PLAYER };
/// The bot itself, as a member of the test server (challenged to play the computer).
pub const ME: Person = Person { id: double::APP_ID, name: "Variants", bot: true, ..PLAYER };

/// The test's person with id `id`, if it is one of them.
pub fn known_person(id: u64) -> Option<Person> {
    [ALICE, BOB, CAROL, MOD, ADMIN, ME].into_iter().find(|p| p.id == id)
}

impl Person {
    fn user(&self) -> Value {
        json!({"id": self.id.to_string(), "username": self.name, "global_name": null,
               "avatar": null, "bot": self.bot})
    }

    fn member(&self) -> Value {
        json!({
            "user": self.user(), "roles": [], "deaf": false, "mute": false, "flags": 0,
            "joined_at": "2026-01-01T00:00:00.000000+00:00",
            // MANAGE_GUILD (1 << 5) for managers, MANAGE_MESSAGES (1 << 13) for moderators.
            "permissions": if self.manager { "32" } else if self.moderator { "8192" } else { "0" },
        })
    }
}

/// Whether `e` is the follow-up that only mentions whom an updated message asks to act (an
/// update notifies nobody): not an answer of its own.
pub fn is_nudge(e: &Event) -> bool {
    let content = e.payload["content"].as_str().unwrap_or("");
    e.kind == Kind::Followup
        && content.ends_with('↑')
        && content.split_whitespace().all(|w| w == "↑" || (w.starts_with("<@") && w.ends_with('>')))
}

/// Whether the answer so far changed a public message in place while naming someone to
/// ping (`allowed_mentions.users`): a button's update, or the edit of a public deferral.
fn expects_nudge(events: &[&Event]) -> bool {
    let private = events.iter().any(|e| {
        matches!(e.kind, Kind::Callback(5 | 6))
            && e.payload["data"]["flags"].as_u64().is_some_and(|f| f & 64 != 0)
    });
    let names =
        |m: &Value| m["allowed_mentions"]["users"].as_array().is_some_and(|u| !u.is_empty());
    !private
        && events.iter().any(|e| match e.kind {
            Kind::Callback(7) => names(&e.payload["data"]),
            Kind::EditOriginal => names(&e.payload),
            _ => false,
        })
}

/// What the bot finally answered to one interaction.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The calls it made for this interaction, in order.
    pub events: Vec<Event>,
    /// The message as it stands after them (created or updated), if any.
    pub message: Option<Value>,
    /// Whether only the person who acted sees it.
    pub ephemeral: bool,
    /// The files it carried.
    pub files: Vec<(String, Vec<u8>)>,
}

impl Answer {
    /// The message text.
    pub fn content(&self) -> String {
        self.message.as_ref().and_then(|m| m["content"].as_str()).unwrap_or("").to_owned()
    }

    /// The message id.
    pub fn message_id(&self) -> u64 {
        self.message.as_ref().map_or(0, double::message_id)
    }

    /// The buttons under the message: (custom id, label).
    pub fn buttons(&self) -> Vec<(String, String)> {
        let Some(m) = &self.message else { return Vec::new() };
        let rows = m["components"].as_array().cloned().unwrap_or_default();
        rows.iter()
            .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
            .map(|b| {
                (
                    b["custom_id"].as_str().unwrap_or("").to_owned(),
                    b["label"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    }

    /// The custom id of the button labelled `label`.
    pub fn button(&self, label: &str) -> String {
        self.buttons()
            .into_iter()
            .find(|(_, l)| l == label)
            .map(|(id, _)| id)
            .unwrap_or_else(|| panic!("no button {label:?} under {:?}", self.content()))
    }

    /// The one PNG it carried.
    pub fn png(&self) -> &[u8] {
        assert_eq!(self.files.len(), 1, "expected one file, got {:?}", self.file_names());
        let (name, bytes) = &self.files[0];
        assert!(name.ends_with(".png"), "{name}");
        bytes
    }

    /// The one file whose name ends with `suffix`.
    pub fn file(&self, suffix: &str) -> &[u8] {
        let found: Vec<_> = self.files.iter().filter(|(n, _)| n.ends_with(suffix)).collect();
        assert_eq!(found.len(), 1, "expected one {suffix} file, got {:?}", self.file_names());
        &found[0].1
    }

    /// Who it notified (pinged), in order.
    pub fn pinged(&self) -> Vec<u64> {
        self.events.iter().flat_map(|e| e.pinged.clone()).collect()
    }

    /// The names of its files.
    pub fn file_names(&self) -> Vec<String> {
        self.files.iter().map(|(n, _)| n.clone()).collect()
    }
}

/// The double, with a bot connected to it.
pub struct Discord {
    state: Arc<double::State>,
    next: std::sync::atomic::AtomicU64,
    /// `Config::max_replays` of the bots started from here.
    max_replays: std::sync::atomic::AtomicUsize,
    /// Whether bots started from here take the production path ([`Discord::use_production_path`]).
    production: std::sync::atomic::AtomicBool,
    /// How the engine of the bots started from here thinks ([`Discord::think_with`]).
    think: std::sync::Mutex<ThinkConfig>,
    /// The client language of everyone's interactions from now on ([`Discord::speak`]).
    locale: std::sync::Mutex<String>,
    /// How long the bots started from here analyse each position ([`Discord::analyse_with`]).
    analysis: std::sync::Mutex<Duration>,
    /// Where the bots started from here serve `/healthz` and `/metrics`
    /// ([`Discord::serve_metrics`]).
    metrics_addr: std::sync::Mutex<Option<std::net::SocketAddr>>,
    /// Whether the bots started from here serve the board page ([`Discord::serve_pages`]).
    pages: std::sync::atomic::AtomicBool,
}

impl Discord {
    /// Starts the double (both ports on 127.0.0.1).
    pub async fn start() -> Discord {
        capture::install();
        Discord {
            state: double::start().await,
            next: std::sync::atomic::AtomicU64::new(1),
            max_replays: std::sync::atomic::AtomicUsize::new(discord::MAX_REPLAYS),
            production: std::sync::atomic::AtomicBool::new(false),
            // One engine thread, as on a two-core machine.
            think: std::sync::Mutex::new(ThinkConfig {
                threads: 1,
                level_8_time: engine::LEVEL_8_TIME,
                max_analyses: bot::thinkers::MAX_ANALYSES,
            }),
            locale: std::sync::Mutex::new("en-US".to_owned()),
            // A few thousand nodes a position: quick analyses, the same on every machine.
            analysis: std::sync::Mutex::new(Duration::from_millis(5)),
            metrics_addr: std::sync::Mutex::new(None),
            pages: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// Bots started from here serve the board page on a free loopback port, reached at
    /// `http://` and that address ([`bot::discord::Running::web_addr`] says which).
    pub fn serve_pages(&self) {
        self.pages.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// The operator enables Activities for the app: Discord gives it its default entry point
    /// command ("launch", launched by Discord), which a bulk overwrite must keep.
    pub fn enable_activities(&self) {
        let mut inner = self.state.lock();
        inner.activities = true;
        let entry = json!({
            "type": 4, "name": "launch", "description": "", "handler": 2,
            "integration_types": [0, 1], "contexts": [0, 1, 2],
            "default_member_permissions": null, "nsfw": false,
        });
        let held = double::held_command(&mut inner, &entry);
        inner.global.push(held);
    }

    /// `by` presses the app's entry point (the launcher's button) in the usual channel;
    /// returns the bot's answer.
    pub async fn press_entry_point(&self, by: Person) -> Answer {
        let token = self.send_entry_point(by);
        self.answer_to(&token).await
    }

    /// `by` presses the app's entry point in the usual channel; the interaction's token.
    fn send_entry_point(&self, by: Person) -> String {
        let entry = self.state.lock().global.iter().find(|c| c["type"] == json!(4)).cloned();
        let entry = entry.expect("an entry point: Activities enabled and registered");
        let (token, mut v) = self.interaction(2, by, CHANNEL);
        v["data"] = json!({"id": entry["id"], "name": entry["name"], "type": 4});
        self.send(&token, CHANNEL, None, v);
        token
    }

    /// Bots started from here serve `/healthz` and `/metrics` on a free loopback port
    /// ([`bot::discord::Running::metrics_addr`] says which).
    pub fn serve_metrics(&self) {
        *self.metrics_addr.lock().unwrap() = Some(([127, 0, 0, 1], 0).into());
    }

    /// Bots started after this analyse each position for `per_position`' worth of nodes.
    pub fn analyse_with(&self, per_position: Duration) {
        *self.analysis.lock().unwrap() = per_position;
    }

    /// From now on interactions come from clients set to `locale` (`zh-CN`), as Discord's
    /// `locale` field says.
    pub fn speak(&self, locale: &str) {
        *self.locale.lock().unwrap() = locale.to_owned();
    }

    /// Bots started after this think with `think` in games against them.
    pub fn think_with(&self, think: ThinkConfig) {
        *self.think.lock().unwrap() = think;
    }

    /// Bots started after this send to `https://discord.com` as in production, with
    /// serenity's rate limiter on: their HTTP client resolves `discord.com` to the double's
    /// HTTPS port and trusts its test CA, and nothing else differs.
    pub fn use_production_path(&self) {
        self.production.store(true, std::sync::atomic::Ordering::SeqCst);
    }

    /// An HTTP client that reaches the double's HTTPS port as `discord.com`.
    fn production_client(&self) -> reqwest::Client {
        let ca = reqwest::Certificate::from_der(double::TLS_CA).expect("the test CA");
        let double = std::net::SocketAddr::from(([127, 0, 0, 1], self.state.https_port));
        reqwest::Client::builder()
            .use_rustls_tls()
            .tls_built_in_root_certs(false)
            .add_root_certificate(ca)
            .resolve("discord.com", double)
            .build()
            .expect("an HTTP client for the double")
    }

    /// How many requests reached the plain REST port and the HTTPS port.
    pub fn requests_by_port(&self) -> (usize, usize) {
        let inner = self.state.lock();
        (inner.requests - inner.requests_over_tls, inner.requests_over_tls)
    }

    /// Requests the HTTPS port answered 429 because they came past their bucket's limit.
    pub fn rate_limited(&self) -> Vec<String> {
        self.state.lock().buckets.limited.clone()
    }

    /// The base URL to give serenity.
    pub fn api_base(&self) -> String {
        format!("http://127.0.0.1:{}", self.state.http_port)
    }

    /// Starts the bot on `db` against this double and waits until it has registered its
    /// commands after READY number `readies`.
    pub async fn start_bot(&self, db: &Path, defer_after: Duration) -> Running {
        self.start_bot_with_clock(db, defer_after, Arc::new(SystemClock)).await
    }

    /// Starts the bot with no server id: it registers its commands globally.
    pub async fn start_bot_global(&self, db: &Path) -> Running {
        self.launch(db, NEVER, Arc::new(SystemClock), None).await
    }

    /// As [`Discord::start_bot`], with the host's clock given.
    pub async fn start_bot_with_clock(
        &self,
        db: &Path,
        defer_after: Duration,
        clock: Arc<dyn Clock>,
    ) -> Running {
        self.launch(db, defer_after, clock, Some(GUILD)).await
    }

    async fn launch(
        &self,
        db: &Path,
        defer_after: Duration,
        clock: Arc<dyn Clock>,
        guild: Option<u64>,
    ) -> Running {
        let readies = self.state.lock().readies;
        self.state.lock().commands = None;
        let running = self.start_unregistered(db, defer_after, clock, guild).await;
        self.wait_registered(readies).await;
        running
    }

    /// Starts the bot without waiting for it to register its commands.
    pub async fn start_unregistered(
        &self,
        db: &Path,
        defer_after: Duration,
        clock: Arc<dyn Clock>,
        guild: Option<u64>,
    ) -> Running {
        let limits =
            Limits { analysis_per_position: *self.analysis.lock().unwrap(), ..Limits::default() };
        let host = Host::open(db, Arc::new(render::Renderer::new()), clock, limits)
            .expect("open the host");
        self.start_host(Arc::new(host), defer_after, guild).await
    }

    /// Starts the bot on `host` (any database), registering its commands in the test server,
    /// and waits until it has.
    pub async fn start_bot_on(&self, host: Arc<Host>) -> Running {
        let readies = self.state.lock().readies;
        self.state.lock().commands = None;
        let running = self.start_host(host, NEVER, Some(GUILD)).await;
        self.wait_registered(readies).await;
        running
    }

    async fn start_host(
        &self,
        host: Arc<Host>,
        defer_after: Duration,
        guild: Option<u64>,
    ) -> Running {
        let production = self.production.load(std::sync::atomic::Ordering::SeqCst);
        let config = Config {
            token: "test-token".to_owned(),
            guild,
            api_base: (!production).then(|| self.api_base()),
            http_client: production.then(|| self.production_client()),
            defer_after,
            autocomplete_within: NEVER,
            // Look for expired challenges often, so a test sees the sweep without waiting.
            sweep_every: Duration::from_millis(50),
            // All the shards the double recommends (`GET /gateway/bot`), as in production.
            shards: None,
            watch_every: discord::shards::WATCH_EVERY,
            register_pause: Duration::from_millis(10),
            max_replays: self.max_replays.load(std::sync::atomic::Ordering::SeqCst),
            think: *self.think.lock().unwrap(),
            backups: None,
            metrics_addr: *self.metrics_addr.lock().unwrap(),
            web: self.pages.load(std::sync::atomic::Ordering::SeqCst).then(|| discord::WebConfig {
                addr: ([127, 0, 0, 1], 0).into(),
                public_url: None,
                client_secret: self
                    .state
                    .lock()
                    .activity
                    .configured
                    .then(|| discord::ClientSecret(activity::CLIENT_SECRET.to_owned())),
            }),
        };
        discord::start(config, host).await.expect("start the bot")
    }

    /// How many replays a bot started after this may make at once.
    pub fn limit_replays(&self, n: usize) {
        self.max_replays.store(n, std::sync::atomic::Ordering::SeqCst);
    }

    /// Makes the next `n` command registrations fail with a 500.
    pub fn fail_registrations(&self, n: usize) {
        self.state.lock().fail_registrations = n;
    }

    /// Records an interaction as sent to nobody in particular (no bot need be connected), for
    /// tests of the double's own rules; returns its id and token.
    pub fn pretend_sent(&self, channel: u64) -> (u64, String) {
        let (token, v) = self.interaction(2, ALICE, channel);
        self.state.lock().sent(&token, channel, None, &v);
        (v["id"].as_str().unwrap().parse().unwrap(), token)
    }

    /// Discord asks the bot to reconnect and resume (op 7 RECONNECT); returns the RESUMEs so
    /// far, to wait on.
    pub fn ask_to_reconnect(&self) -> usize {
        let before = self.state.lock().resumes;
        self.state.send_op(7, Value::Null).expect("a gateway connection");
        before
    }

    /// Discord drops the session (op 9 INVALID_SESSION, not resumable): the bot must identify
    /// anew. Returns the READYs sent so far, to wait on.
    pub fn invalidate_session(&self) -> usize {
        let before = self.readies();
        self.state.send_op(9, json!(false)).expect("a gateway connection");
        before
    }

    /// Discord drops shard `shard`'s session (op 9 INVALID_SESSION, not resumable) and no
    /// other's: that shard must identify anew.
    pub fn drop_session(&self, shard: u32) {
        self.state.send_op_to(shard, 9, json!(false)).expect("the shard's gateway connection");
    }

    /// RESUMEs received.
    pub fn resumes(&self) -> usize {
        self.state.lock().resumes
    }

    /// The next channel posts and edits fail with `faults`, one each, in order.
    pub fn fail_channel(&self, faults: &[Fault]) {
        self.state.lock().channel_faults.extend(faults.iter().copied());
    }

    /// The next thread starts fail with `faults`, one each, in order.
    pub fn fail_threads(&self, faults: &[Fault]) {
        self.state.lock().thread_faults.extend(faults.iter().copied());
    }

    /// The threads the bot started, as Discord describes them now.
    pub fn threads(&self) -> Vec<Value> {
        let mut all: Vec<Value> = self.state.lock().threads.values().cloned().collect();
        all.sort_by_key(|t| t["id"].as_str().unwrap_or("").to_owned());
        all
    }

    /// The bot's next initial response is taken to come `by` after its interaction, on the
    /// double's clock: past 3 seconds, Discord answers 10062 Unknown interaction.
    pub fn stall_next_response(&self, by: Duration) {
        self.state.lock().stall_next_response = Some(by);
    }

    /// Whatever the bot sends after its next initial response is taken to come `by` later: past
    /// 15 minutes, the interaction's token no longer works (401, 50027).
    pub fn stall_after_next_response(&self, by: Duration) {
        self.state.lock().stall_after_next_response = Some(by);
    }

    /// The Discord error codes the double answered so far, by interaction token.
    pub fn refused(&self) -> Vec<(String, u64)> {
        self.state.lock().refused.clone()
    }

    /// How many command registrations were tried.
    pub fn registrations(&self) -> usize {
        self.state.lock().registrations
    }

    /// How many READY events the double has sent.
    pub fn readies(&self) -> usize {
        self.state.lock().readies
    }

    /// Waits until a bot connected after READY number `after` has registered its commands.
    pub async fn wait_registered(&self, after: usize) {
        self.wait_for("READY and command registration", || {
            let inner = self.state.lock();
            inner.readies > after && inner.commands.is_some()
        })
        .await;
    }

    /// The registered commands and the server they were registered in.
    pub fn commands(&self) -> (Option<u64>, Value) {
        self.state.lock().commands.clone().expect("commands registered")
    }

    /// From now on the bot must run `total` shards (`GET /gateway/bot` says so, and an
    /// IDENTIFY for another total is refused), and it is in `servers` (each one's
    /// GUILD_CREATE goes to its shard, as do its interactions).
    pub fn shard(&self, total: u32, servers: &[u64]) {
        let mut inner = self.state.lock();
        inner.shards = total;
        inner.servers = servers.to_vec();
    }

    /// The shard Discord sends server `server`'s events on.
    pub fn shard_of(&self, server: u64) -> u32 {
        self.state.shard_of(&json!({"guild_id": server.to_string()}))
    }

    /// The shards the bot identified as so far, in order: `[id, total]` each.
    pub fn identified_shards(&self) -> Vec<(u64, u64)> {
        self.identifies()
            .iter()
            .map(|d| (d["shard"][0].as_u64().unwrap_or(0), d["shard"][1].as_u64().unwrap_or(1)))
            .collect()
    }

    /// The IDENTIFY payloads the bot sent.
    pub fn identifies(&self) -> Vec<Value> {
        self.state.lock().identifies.clone()
    }

    /// The value Discord sends for choice `name` of option `option` of `command`, read from
    /// the registered commands (poise decides whether choices are numbers or strings).
    pub fn choice(&self, command: &str, option: &str, name: &str) -> Value {
        let (_, commands) = self.commands();
        let cmd = commands.as_array().unwrap().iter().find(|c| c["name"] == command).unwrap();
        let opt = cmd["options"].as_array().unwrap().iter().find(|o| o["name"] == option).unwrap();
        let choice = opt["choices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("no choice {name} for /{command} {option}"));
        choice["value"].clone()
    }

    /// The option type code of `option` of `command`.
    fn option_type(&self, command: &str, option: &str) -> u64 {
        let (_, commands) = self.commands();
        let cmd = commands.as_array().unwrap().iter().find(|c| c["name"] == command).unwrap();
        let opt = cmd["options"].as_array().unwrap().iter().find(|o| o["name"] == option);
        opt.and_then(|o| o["type"].as_u64()).unwrap_or(3)
    }

    async fn wait_for(&self, what: &str, mut done: impl FnMut() -> bool) {
        let deadline = Instant::now() + PATIENCE;
        while !done() {
            // A request Discord would refuse fails the test at once, with Discord's reason.
            let rejected = self.state.lock().rejected.clone();
            assert!(rejected.is_empty(), "Discord would refuse: {rejected:?}");
            assert!(Instant::now() < deadline, "timed out waiting for {what}");
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    }

    fn interaction(&self, kind: u8, by: Person, channel: u64) -> (String, Value) {
        let n = self.next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let token = format!("token-{n}-{}", self.state.http_port);
        // A thread's server is its channel's.
        let thread = self.state.lock().threads.get(&channel).cloned();
        let server = thread.as_ref().map_or_else(
            || server_of(channel),
            |t| t["guild_id"].as_str().unwrap().parse().unwrap(),
        );
        let mut v = json!({
            "type": kind,
            "id": (800_000_000_000_000_000u64 + n).to_string(),
            "application_id": APP_ID.to_string(),
            "token": token,
            "version": 1,
            "locale": self.locale.lock().unwrap().clone(),
            "guild_locale": "en-US",
            "entitlements": [],
            "attachment_size_limit": 10_485_760,
            "app_permissions": "2147483647",
            "guild_id": server.to_string(),
            "channel_id": channel.to_string(),
            "member": by.member(),
        });
        // Installed to the server: "0" names it. (Where the bot is not, `installs` reshapes
        // the interaction.)
        v["authorizing_integration_owners"] = json!({"0": server.to_string()});
        // The channel it came from, as Discord sends it with every interaction in a server:
        // a thread says so, and names its channel.
        v["channel"] = match thread {
            Some(t) => json!({
                "id": channel.to_string(), "type": t["type"], "name": t["name"],
                "parent_id": t["parent_id"], "guild_id": t["guild_id"],
                "thread_metadata": t["thread_metadata"], "flags": 0,
            }),
            None => json!({
                "id": channel.to_string(), "type": 0, "name": "games",
                "guild_id": server.to_string(), "flags": 0,
            }),
        };
        let unreached = self.state.lock().unreached.get(&channel).cloned();
        if let Some(place) = unreached {
            installs::reshape(&mut v, by, channel, &place);
        }
        (token, v)
    }

    /// The options of a slash command from `(name, value)` pairs; user options are resolved.
    fn options(&self, command: &str, args: &[(&str, Value)]) -> (Value, Value) {
        let mut users = serde_json::Map::new();
        let mut members = serde_json::Map::new();
        let mut channels = serde_json::Map::new();
        let options: Vec<Value> = args
            .iter()
            .map(|(name, value)| {
                let kind = self.option_type(command, name);
                if kind == 6 {
                    let id = value.as_str().unwrap().to_owned();
                    let person = id.parse().ok().and_then(known_person);
                    let user = person.map_or_else(
                        || json!({"id": id, "username": "someone", "bot": false}),
                        |p| p.user(),
                    );
                    users.insert(id.clone(), user);
                    // Discord resolves a server member as a partial member too (no user).
                    if let Some(p) = person {
                        let mut member = p.member();
                        member.as_object_mut().unwrap().remove("user");
                        members.insert(id.clone(), member);
                    }
                }
                if kind == 7 {
                    // Discord resolves a channel option as a partial channel.
                    let id = value.as_str().unwrap().to_owned();
                    let channel = json!({"id": id, "name": "puzzles", "type": 0,
                                         "permissions": "2048"});
                    channels.insert(id, channel);
                }
                json!({"name": name, "type": kind, "value": value})
            })
            .collect();
        let resolved = json!({"users": users, "members": members, "channels": channels});
        (Value::Array(options), resolved)
    }

    /// `by` runs `/command` with `args` in `channel`; returns the bot's final answer.
    pub async fn slash_in(
        &self,
        channel: u64,
        by: Person,
        command: &str,
        args: &[(&str, Value)],
    ) -> Answer {
        let token = self.send_slash(channel, by, command, args);
        self.answer_to(&token).await
    }

    /// `by` runs `/command` with `args` in their direct messages with the bot: no server, no
    /// member, the user alone, as Discord sends a DM interaction.
    pub async fn slash_in_dm(&self, by: Person, command: &str, args: &[(&str, Value)]) -> Answer {
        let (options, mut resolved) = self.options(command, args);
        // Outside a server nobody is a member.
        resolved.as_object_mut().unwrap().remove("members");
        let (token, mut v) = self.interaction(2, by, DM_CHANNEL);
        let fields = v.as_object_mut().unwrap();
        fields.remove("guild_id");
        fields.remove("guild_locale");
        fields.remove("member");
        fields.insert("user".to_owned(), by.user());
        fields.insert("context".to_owned(), json!(1));
        fields.insert("channel".to_owned(), json!({"id": DM_CHANNEL.to_string(), "type": 1}));
        // The bot's own DM, with the app installed to servers: "0" names no server.
        fields.insert("authorizing_integration_owners".to_owned(), json!({"0": "0"}));
        v["data"] = json!({
            "id": "700000000000000001", "name": command, "type": 1,
            "options": options, "resolved": resolved,
        });
        self.send(&token, DM_CHANNEL, None, v);
        self.answer_to(&token).await
    }

    /// `by` runs `/command` with `args` in the usual channel.
    pub async fn slash(&self, by: Person, command: &str, args: &[(&str, Value)]) -> Answer {
        self.slash_in(CHANNEL, by, command, args).await
    }

    /// Dispatches a slash command without waiting; returns its token.
    pub fn send_slash(
        &self,
        channel: u64,
        by: Person,
        command: &str,
        args: &[(&str, Value)],
    ) -> String {
        let (options, mut resolved) = self.options(command, args);
        let (token, mut v) = self.interaction(2, by, channel);
        if v.get("guild_id").is_none() {
            // Outside a server nobody is a member.
            resolved.as_object_mut().unwrap().remove("members");
        }
        if let Some(place) = v["context"].as_u64() {
            self.offered(command, place);
        }
        v["data"] = json!({
            "id": "700000000000000001", "name": command, "type": 1,
            "options": options, "resolved": resolved,
        });
        self.send(&token, channel, None, v);
        token
    }

    /// `by` types `typed` into option `option` of `/command`; returns the offered choices as
    /// (label, value).
    pub async fn autocomplete(
        &self,
        by: Person,
        command: &str,
        option: &str,
        typed: &str,
    ) -> Vec<(String, String)> {
        self.autocomplete_in(CHANNEL, by, command, option, typed).await
    }

    /// As [`Discord::autocomplete`], in `channel`.
    pub async fn autocomplete_in(
        &self,
        channel: u64,
        by: Person,
        command: &str,
        option: &str,
        typed: &str,
    ) -> Vec<(String, String)> {
        let (token, mut v) = self.interaction(4, by, channel);
        v["data"] = json!({
            "id": "700000000000000001", "name": command, "type": 1,
            "options": [{"name": option, "type": 3, "value": typed, "focused": true}],
        });
        self.send(&token, channel, None, v);
        let answer = self.answer_to(&token).await;
        let callback = answer.events.iter().find(|e| e.kind == Kind::Callback(8));
        let callback =
            callback.unwrap_or_else(|| panic!("no autocomplete answer: {:?}", answer.events));
        callback.payload["data"]["choices"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .iter()
            .map(|c| {
                (
                    c["name"].as_str().unwrap_or("").to_owned(),
                    c["value"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    }

    /// `by` presses the button `custom_id` under message `message_id`.
    pub async fn click(&self, by: Person, message_id: u64, custom_id: &str) -> Answer {
        let token = self.send_click(by, message_id, custom_id);
        self.answer_to(&token).await
    }

    /// Dispatches a button press without waiting; returns its token. The id need not be on
    /// the message now: a client showing an older state of it (or a forger) can send it.
    pub fn send_click(&self, by: Person, message_id: u64, custom_id: &str) -> String {
        let message = self.visible_message(by, message_id);
        let channel: u64 = message["channel_id"].as_str().unwrap().parse().unwrap();
        let (token, mut v) = self.interaction(3, by, channel);
        v["data"] = json!({"custom_id": custom_id, "component_type": 2});
        v["message"] = message;
        self.send(&token, channel, Some(message_id), v);
        token
    }

    /// `by` chooses `value` in the select menu `custom_id` of message `message_id`: as on
    /// Discord, only a value the menu offers can be chosen.
    pub async fn select(
        &self,
        by: Person,
        message_id: u64,
        custom_id: &str,
        value: &str,
    ) -> Answer {
        let token = self.send_select(by, message_id, custom_id, value);
        self.answer_to(&token).await
    }

    /// [`Discord::select`] for a choice that posts a new message for everyone besides
    /// updating the menu's own (a move played from the picker): waits for that message too,
    /// which is the answer.
    pub async fn select_posting(
        &self,
        by: Person,
        message_id: u64,
        custom_id: &str,
        value: &str,
    ) -> Answer {
        let token = self.send_select(by, message_id, custom_id, value);
        self.eventually("the chosen move's message", || {
            let inner = self.state.lock();
            inner
                .events
                .iter()
                .any(|e| e.token == token && e.kind == Kind::Followup && !is_nudge(e))
        })
        .await;
        self.answer_to(&token).await
    }

    /// Dispatches a choice in a select menu without waiting; returns its token.
    pub fn send_select(&self, by: Person, message_id: u64, custom_id: &str, value: &str) -> String {
        let message = self.visible_message(by, message_id);
        let menu = components(&message).into_iter().find(|c| c["custom_id"] == custom_id);
        let menu = menu.unwrap_or_else(|| panic!("no menu {custom_id} on {message_id}"));
        assert_eq!(menu["type"], 3, "{custom_id} is not a select menu");
        let offered = menu["options"].as_array().unwrap().iter().any(|o| o["value"] == value);
        assert!(offered, "{value} is not an option of {custom_id}: {menu}");
        let channel: u64 = message["channel_id"].as_str().unwrap().parse().unwrap();
        let (token, mut v) = self.interaction(3, by, channel);
        v["data"] = json!({"custom_id": custom_id, "component_type": 3, "values": [value]});
        v["message"] = message;
        self.send(&token, channel, Some(message_id), v);
        token
    }

    /// Message `message_id` as `by` sees it: an ephemeral message is seen only by whoever
    /// the interaction it answers came from.
    fn visible_message(&self, by: Person, message_id: u64) -> Value {
        let message = self
            .state
            .lock()
            .messages
            .get(&message_id)
            .cloned()
            .unwrap_or_else(|| panic!("no message {message_id} to act on"));
        if message["flags"].as_u64().is_some_and(|f| f & 64 != 0) {
            let owner = &message["interaction_metadata"]["user"]["id"];
            assert_eq!(owner, &json!(by.id.to_string()), "only its owner sees {message_id}");
        }
        message
    }

    fn send(&self, token: &str, channel: u64, message: Option<u64>, interaction: Value) {
        self.state.lock().sent(token, channel, message, &interaction);
        self.state.dispatch("INTERACTION_CREATE", interaction).expect("dispatch an interaction");
    }

    /// Waits until the bot has finished answering `token`: an immediate answer (a message, an
    /// update, autocomplete choices), or a deferral followed by its edit or follow-up.
    pub async fn answer_to(&self, token: &str) -> Answer {
        self.wait_for(&format!("the answer to {token}"), || {
            let inner = self.state.lock();
            let events: Vec<&Event> = inner.events.iter().filter(|e| e.token == token).collect();
            let deferred = events.iter().any(|e| matches!(e.kind, Kind::Callback(5 | 6)));
            let answered = events.iter().any(|e| matches!(e.kind, Kind::Callback(4 | 7 | 8)));
            let finished = events.iter().any(|e| {
                (e.kind == Kind::Followup && !is_nudge(e))
                    || (e.kind == Kind::EditOriginal && e.payload["content"] != json!("…"))
            });
            // A refusal after a public deferral is followed up privately, and the public
            // placeholder deleted.
            let placeholder = events.iter().any(|e| {
                matches!(e.kind, Kind::Callback(5))
                    && e.payload["data"]["flags"].as_u64().is_none_or(|f| f & 64 == 0)
            }) && events.iter().any(|e| e.kind == Kind::Followup && !is_nudge(e));
            let settled = !placeholder || events.iter().any(|e| e.kind == Kind::DeleteOriginal);
            // An update or an edit that asks someone to act notifies nobody by itself: the
            // bot nudges them with a follow-up, which is part of the answer.
            let nudged = !expects_nudge(&events) || events.iter().any(|e| is_nudge(e));
            (answered || (deferred && finished && settled)) && nudged
        })
        .await;
        let inner = self.state.lock();
        assert!(inner.sent.contains_key(token), "{token} was dispatched");
        let events: Vec<Event> =
            inner.events.iter().filter(|e| e.token == token).cloned().collect();
        // The answer players see: a follow-up if there is one, else the last message state.
        let last = events
            .iter()
            .rev()
            .find(|e| e.kind == Kind::Followup && !is_nudge(e))
            .or_else(|| events.iter().rev().find(|e| e.message.is_some() && !is_nudge(e)));
        let message = last.and_then(|e| e.message.clone());
        let ephemeral =
            message.as_ref().and_then(|m| m["flags"].as_u64()).is_some_and(|f| f & 64 != 0);
        let files: Vec<(String, Vec<u8>)> = events.iter().flat_map(|e| e.files.clone()).collect();
        Answer { events, message, ephemeral, files }
    }

    /// The interactions so far (but the unreadable ones sent on purpose, and those whose
    /// response came too late, which nobody can answer) that did not get exactly one initial response: Discord accepts one callback per
    /// interaction, and an interaction with none shows the player "The application did not
    /// respond". Returns (token, callbacks).
    pub fn not_answered_once(&self) -> Vec<(String, usize)> {
        let inner = self.state.lock();
        inner
            .sent
            .keys()
            .filter(|token| !token.starts_with("unanswerable"))
            // Discord refused its late response: nobody could answer it any more.
            .filter(|token| !inner.refused.iter().any(|(t, code)| t == *token && *code == 10062))
            .map(|token| {
                let callbacks = inner
                    .events
                    .iter()
                    .filter(|e| &e.token == token && matches!(e.kind, Kind::Callback(_)))
                    .count();
                (token.clone(), callbacks)
            })
            .filter(|(_, callbacks)| *callbacks != 1)
            .collect()
    }

    /// An INTERACTION_CREATE for `/board` that serenity cannot read (it lacks the required
    /// `attachment_size_limit`): the double's check refuses it, with serenity's reason; it is
    /// then sent anyway. Returns the reason and the token.
    pub fn send_unreadable(&self) -> (String, String) {
        let (token, mut v) = self.interaction(2, ALICE, CHANNEL);
        let token = format!("unanswerable-{token}");
        v["token"] = json!(token);
        v.as_object_mut().unwrap().remove("attachment_size_limit");
        v["data"] = json!({"id": "700000000000000001", "name": "board", "type": 1});
        let refused = self.state.dispatch("INTERACTION_CREATE", v.clone()).unwrap_err();
        self.state.lock().sent(&token, CHANNEL, None, &v);
        self.state.dispatch_unchecked("INTERACTION_CREATE", v).expect("dispatch");
        (refused, token)
    }

    /// The response type of every interaction callback so far, in order.
    pub fn callback_kinds(&self) -> Vec<u64> {
        let inner = self.state.lock();
        inner
            .events
            .iter()
            .filter_map(|e| match e.kind {
                Kind::Callback(k) => Some(k),
                _ => None,
            })
            .collect()
    }

    /// The calls the bot made in answer to `token` so far.
    pub fn events_for(&self, token: &str) -> Vec<Event> {
        self.state.lock().events.iter().filter(|e| e.token == token).cloned().collect()
    }

    /// The messages the bot posted in channels on its own so far (channel, content).
    pub fn channel_posts(&self) -> Vec<(u64, String)> {
        let inner = self.state.lock();
        inner
            .events
            .iter()
            .filter(|e| e.kind == Kind::ChannelMessage)
            .filter_map(|e| e.message.as_ref())
            .map(|m| {
                let channel = m["channel_id"].as_str().and_then(|c| c.parse().ok()).unwrap_or(0);
                (channel, m["content"].as_str().unwrap_or("").to_owned())
            })
            .collect()
    }

    /// From now on every request carrying files takes `takes` on `clock` (the bot's) to
    /// upload before Discord accepts it.
    pub fn upload_takes(&self, clock: &bot::model::ManualClock, takes: Duration) {
        self.state.lock().upload = Some((clock.clone(), takes));
    }

    /// Every call of `kind` the bot made so far.
    pub fn events_of(&self, kind: &Kind) -> Vec<Event> {
        self.state.lock().events.iter().filter(|e| e.kind == *kind).cloned().collect()
    }

    /// The messages the bot posted in channels on its own so far, with their files and whom
    /// each notified.
    pub fn posts(&self) -> Vec<Event> {
        let inner = self.state.lock();
        inner.events.iter().filter(|e| e.kind == Kind::ChannelMessage).cloned().collect()
    }

    /// The bot's last channel post (not an interaction's answer), as the double holds it now.
    pub fn last_post(&self) -> Option<Value> {
        let inner = self.state.lock();
        let posted = inner.events.iter().rev().find(|e| e.kind == Kind::ChannelMessage)?;
        let id = double::message_id(posted.message.as_ref()?);
        inner.messages.get(&id).cloned()
    }

    /// Who the bot's own channel posts notified so far, post by post.
    pub fn channel_pings(&self) -> Vec<Vec<u64>> {
        let inner = self.state.lock();
        inner
            .events
            .iter()
            .filter(|e| e.kind == Kind::ChannelMessage)
            .map(|e| e.pinged.clone())
            .collect()
    }

    /// The edits of channel messages so far (message id, payload).
    pub fn message_edits(&self) -> Vec<(u64, Value)> {
        let inner = self.state.lock();
        inner
            .events
            .iter()
            .filter(|e| e.kind == Kind::EditMessage)
            .map(|e| (e.message.as_ref().map_or(0, double::message_id), e.payload.clone()))
            .collect()
    }

    /// A message as the double holds it now.
    pub fn message(&self, id: u64) -> Option<Value> {
        self.state.lock().messages.get(&id).cloned()
    }

    /// Waits up to the double's patience for `done`.
    pub async fn eventually(&self, what: &str, done: impl FnMut() -> bool) {
        self.wait_for(what, done).await;
    }

    /// Fails the test if the bot called a route the double does not know, or serenity could
    /// not read something the double sent, or the bot logged an error.
    pub fn assert_clean(&self) {
        let unknown = self.state.lock().unknown.clone();
        assert!(unknown.is_empty(), "the bot called routes the double does not know: {unknown:?}");
        let rejected = self.state.lock().rejected.clone();
        assert!(rejected.is_empty(), "Discord would refuse: {rejected:?}");
        let problems = capture::problems();
        assert!(problems.is_empty(), "serenity or the bot reported problems: {problems:?}");
    }
}

/// A small seeded random number source for picking moves: `next(n)` is in `0..n`.
pub fn seeded(seed: u64) -> impl FnMut(usize) -> usize {
    let mut rng = seed;
    move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    }
}

/// Every component of a message: the buttons and menus of all its rows.
pub fn components(message: &Value) -> Vec<Value> {
    let rows = message["components"].as_array().cloned().unwrap_or_default();
    rows.iter().flat_map(|r| r["components"].as_array().cloned().unwrap_or_default()).collect()
}

/// The one select menu of an answer (a picker's step): its id and its values.
pub fn menu(answer: &Answer) -> (String, Vec<String>) {
    let message = answer.message.as_ref().expect("a picker message");
    let menus: Vec<Value> = components(message).into_iter().filter(|c| c["type"] == 3).collect();
    assert_eq!(menus.len(), 1, "one menu: {message}");
    let values = menus[0]["options"].as_array().unwrap();
    let values = values.iter().map(|o| o["value"].as_str().unwrap().to_owned()).collect();
    (menus[0]["custom_id"].as_str().unwrap().to_owned(), values)
}

#[cfg(test)]
mod tests {
    #[test]
    fn serenity_reads_the_test_server() {
        super::double::readable("GUILD_CREATE", &super::guild_create(super::GUILD)).unwrap();
    }
}
