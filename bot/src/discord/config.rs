//! How the bot connects to Discord, read from the environment.

use std::time::Duration;

use poise::serenity_prelude as serenity;

use super::shards::{self, ShardRange, ShardRangeError};
use crate::thinkers::ThinkConfig;

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
    pub shards: Option<ShardRange>,
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
    /// Rolling backups of the SQLite database (`BOT_BACKUP_DIR`, every `BOT_BACKUP_EVERY`
    /// hours, default 24; the newest `BOT_BACKUP_KEEP`, default 7), taken by the process doing
    /// the background work.
    pub backups: Option<crate::store::backup::Rolling>,
    /// Where to serve `GET /healthz` and `GET /metrics` (`BOT_METRICS_ADDR`, such as
    /// `127.0.0.1:9100`); `None`: nowhere.
    pub metrics_addr: Option<std::net::SocketAddr>,
    /// The board page (`BOT_WEB_ADDR`, `BOT_PUBLIC_URL`); `None`: not served, no Board button.
    pub web: Option<WebConfig>,
}

/// Where the board page is served and reached.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WebConfig {
    /// Where it listens (`BOT_WEB_ADDR`), behind the operator's HTTPS proxy.
    pub addr: std::net::SocketAddr,
    /// The address players reach it at (`BOT_PUBLIC_URL`, such as `https://chess.example.org`);
    /// `None`: `http://` and the address listened on (tests on this machine).
    pub public_url: Option<String>,
    /// The app's OAuth2 client secret (`DISCORD_CLIENT_SECRET`), set where the operator
    /// enabled Activities (README, "The board inside Discord"): the Board button and the
    /// entry point then open the board inside Discord. `None`: they give links.
    pub client_secret: Option<super::activity::ClientSecret>,
}

impl Config {
    /// A client to Discord's HTTP API as these settings say: the bot's token, the given
    /// HTTP client, and the double's base (without serenity's rate limiter, which honours a
    /// proxy only when it is off).
    pub fn http(&self) -> serenity::HttpBuilder {
        let mut http = serenity::HttpBuilder::new(&self.token);
        if let Some(client) = &self.http_client {
            http = http.client(client.clone());
        }
        if let Some(base) = &self.api_base {
            http = http.proxy(base.as_str()).ratelimiter_disabled(true);
        }
        http
    }
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
    /// The token is missing or empty, or a setting is not what it must be; the message says
    /// what to do.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = var("DISCORD_TOKEN").map(|t| t.trim().to_owned()).filter(|t| !t.is_empty());
        let token = token.ok_or(ConfigError::MissingToken)?;
        let guild = match var("DISCORD_GUILD_ID").map(|g| g.trim().to_owned()) {
            Some(g) if !g.is_empty() => {
                Some(g.parse::<u64>().map_err(|_| ConfigError::NotAServer(g))?)
            }
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
            Some(range) => Some(ShardRange::parse(&range)?),
            None => None,
        };
        let backups = match var("BOT_BACKUP_DIR").filter(|d| !d.trim().is_empty()) {
            None => None,
            Some(dir) => {
                let db = crate::store::configured_location(&var);
                if crate::store::is_postgres_url(&db) {
                    return Err(ConfigError::BackupsNeedSqlite);
                }
                let hours = number(&var, "BOT_BACKUP_EVERY", 1..=720, "hours")?.unwrap_or(24);
                let keep = number(&var, "BOT_BACKUP_KEEP", 1..=1_000, "a number of backups")?;
                Some(crate::store::backup::Rolling {
                    db: db.into(),
                    dir: dir.trim().into(),
                    every: Duration::from_secs(hours * 3_600),
                    keep: usize::try_from(keep.unwrap_or(7)).unwrap_or(7),
                })
            }
        };
        let metrics_addr = match var("BOT_METRICS_ADDR").map(|a| a.trim().to_owned()) {
            Some(a) if !a.is_empty() => Some(a.parse().map_err(|_| ConfigError::NotAnAddress(a))?),
            _ => None,
        };
        let web = web_config(&var)?;
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
            backups,
            metrics_addr,
            web,
        })
    }
}

/// The board page's settings: both `BOT_WEB_ADDR` and `BOT_PUBLIC_URL`, or neither; and
/// `DISCORD_CLIENT_SECRET` only with them.
fn web_config(var: &impl Fn(&str) -> Option<String>) -> Result<Option<WebConfig>, ConfigError> {
    let set = |key| var(key).map(|v: String| v.trim().to_owned()).filter(|v| !v.is_empty());
    match (set("BOT_WEB_ADDR"), set("BOT_PUBLIC_URL")) {
        (None, None) if set("DISCORD_CLIENT_SECRET").is_none() => Ok(None),
        (Some(addr), Some(url)) => {
            let addr = addr.parse().map_err(|_| ConfigError::NotAWebAddress(addr))?;
            let url = url.trim_end_matches('/').to_owned();
            let host = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
            // The page's files and socket are at the root of the address.
            if host.is_none_or(|h| h.is_empty() || h.contains(['/', '#', '?', ' '])) {
                return Err(ConfigError::NotAPublicUrl(url));
            }
            let client_secret = set("DISCORD_CLIENT_SECRET").map(super::activity::ClientSecret);
            Ok(Some(WebConfig { addr, public_url: Some(url), client_secret }))
        }
        (Some(_), None) | (None, Some(_)) => Err(ConfigError::WebHalfSet),
        (None, None) => Err(ConfigError::ActivityWithoutPage),
    }
}

/// A setting the bot cannot run with; the message says what to do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ConfigError {
    /// No bot token.
    #[error(
        "DISCORD_TOKEN is not set. Put the bot token from the Discord developer portal in the \
         environment or in a .env file (see README.md). To play without Discord: cargo run \
         --release -p bot -- local --game xiangqi"
    )]
    MissingToken,
    /// The server id is not a number.
    #[error("DISCORD_GUILD_ID must be a server id (a number), not `{0}`.")]
    NotAServer(String),
    /// A number out of its range.
    #[error("{key} must be {what} from {min} to {max}, not `{value}`.")]
    OutOfRange {
        /// The setting.
        key: String,
        /// What it counts.
        what: &'static str,
        /// The least it may be.
        min: u64,
        /// The most it may be.
        max: u64,
        /// What it was.
        value: String,
    },
    /// Rolling backups asked for on a PostgreSQL database.
    #[error(
        "BOT_BACKUP_DIR is for a SQLite database; back PostgreSQL up with pg_dump (README.md, \
         \"Backups\")."
    )]
    BackupsNeedSqlite,
    /// The metrics address is not an address and port.
    #[error(
        "BOT_METRICS_ADDR must be an address and port to serve /healthz and /metrics on, such \
         as 127.0.0.1:9100, not `{0}`."
    )]
    NotAnAddress(String),
    /// The board page's address is not an address and port.
    #[error(
        "BOT_WEB_ADDR must be an address and port to serve the board page on, such as \
         127.0.0.1:8080 (behind your HTTPS proxy), not `{0}`."
    )]
    NotAWebAddress(String),
    /// The board page's public address is not an http(s) URL.
    #[error(
        "BOT_PUBLIC_URL must be the address players reach the board page at, such as \
         https://chess.example.org (no path, query or fragment), not `{0}`."
    )]
    NotAPublicUrl(String),
    /// One of the board page's two settings without the other.
    #[error(
        "The board page needs both BOT_WEB_ADDR (where the bot listens) and BOT_PUBLIC_URL \
         (the HTTPS address your proxy gives it); set both, or neither (README.md, \"The board \
         page\")."
    )]
    WebHalfSet,
    /// Activities asked for without the page they show.
    #[error(
        "DISCORD_CLIENT_SECRET is set, but the board page is not served: an Activity shows the \
         board page, so set BOT_WEB_ADDR and BOT_PUBLIC_URL too (README.md, \"The board inside \
         Discord\")."
    )]
    ActivityWithoutPage,
    /// The shard range is not one.
    #[error(transparent)]
    Shards(#[from] ShardRangeError),
}

/// The number in setting `key`, if it is set: `what` within `range`, or an error saying so.
fn number(
    var: impl Fn(&str) -> Option<String>,
    key: &str,
    range: std::ops::RangeInclusive<u64>,
    what: &'static str,
) -> Result<Option<u64>, ConfigError> {
    let Some(n) = var(key).map(|n| n.trim().to_owned()).filter(|n| !n.is_empty()) else {
        return Ok(None);
    };
    match n.parse::<u64>() {
        Ok(v) if range.contains(&v) => Ok(Some(v)),
        _ => Err(ConfigError::OutOfRange {
            key: key.to_owned(),
            what,
            min: *range.start(),
            max: *range.end(),
            value: n,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ClientSecret;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let pairs: Vec<(String, String)> =
            pairs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        move |key| pairs.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone())
    }

    #[test]
    fn a_missing_token_is_a_clear_error() {
        for pairs in [&[][..], &[("DISCORD_TOKEN", "  ")][..]] {
            let e = Config::from_vars(vars(pairs)).unwrap_err().to_string();
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
                .unwrap_err()
                .to_string();
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
            let e = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), (key, value)]))
                .unwrap_err()
                .to_string();
            assert!(e.contains("ENGINE_THREADS must be a number of threads from 1 to 64"), "{e}");
        }
        let e = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("ENGINE_LEVEL_8_MS", "5")]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("ENGINE_LEVEL_8_MS must be milliseconds from 100"), "{e}");
    }

    #[test]
    fn the_token_is_never_printed() {
        let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "secret-token-value")])).unwrap();
        assert!(!format!("{c:?}").contains("secret"));
    }

    #[test]
    fn the_client_secret_comes_with_the_page_and_is_never_printed() {
        let page = [
            ("DISCORD_TOKEN", "t"),
            ("BOT_WEB_ADDR", "127.0.0.1:8080"),
            ("BOT_PUBLIC_URL", "https://chess.example.org"),
        ];
        let c = Config::from_vars(vars(&page)).unwrap();
        assert_eq!(c.web.map(|w| w.client_secret), Some(None), "no Activity unless asked");
        let with = [page.as_slice(), &[("DISCORD_CLIENT_SECRET", " oauth-secret-value ")]].concat();
        let c = Config::from_vars(vars(&with)).unwrap();
        let web = c.web.clone().unwrap();
        assert_eq!(web.client_secret, Some(ClientSecret("oauth-secret-value".to_owned())));
        assert!(!format!("{c:?} {web:?}").contains("oauth-secret"), "{web:?}");
        let alone = [("DISCORD_TOKEN", "t"), ("DISCORD_CLIENT_SECRET", "s")];
        let refused = Config::from_vars(vars(&alone)).err();
        assert_eq!(refused, Some(ConfigError::ActivityWithoutPage));
        assert!(refused.unwrap().to_string().contains("BOT_WEB_ADDR and BOT_PUBLIC_URL"));
    }
}
