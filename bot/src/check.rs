//! `bot check`: what a fresh operator (or one who just restored a database) needs to know
//! before waiting for the bot to come online, each in words: the settings read, the token
//! accepted by Discord, the shard range against what Discord recommends, the database
//! reachable and at this build's schema with every game replaying, the metrics address free.

use poise::serenity_prelude as serenity;

use crate::{
    discord::Config,
    store::{self, Store, version::SchemaVersion},
};

/// One thing checked: whether it is fine, and what was found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// Fine (or only worth knowing).
    pub ok: bool,
    /// What was found, for the operator.
    pub said: String,
}

impl Finding {
    fn ok(said: impl Into<String>) -> Finding {
        Finding { ok: true, said: said.into() }
    }

    fn problem(said: impl Into<String>) -> Finding {
        Finding { ok: false, said: said.into() }
    }
}

/// Checks the settings `var` gives (the environment, after `.env`).
pub async fn run(var: impl Fn(&str) -> Option<String>) -> Vec<Finding> {
    let mut found = Vec::new();
    match Config::from_vars(&var) {
        Ok(config) => {
            found.push(Finding::ok("the settings are readable"));
            discord(&config, &mut found).await;
            if let Some(addr) = config.metrics_addr {
                found.push(match tokio::net::TcpListener::bind(addr).await {
                    Ok(_) => Finding::ok(format!("BOT_METRICS_ADDR {addr} is free")),
                    Err(e) => Finding::problem(format!(
                        "BOT_METRICS_ADDR {addr} cannot be listened on: {e} (another program, or \
                         a running bot, has it)"
                    )),
                });
            }
        }
        Err(e) => found.push(Finding::problem(e.to_string())),
    }
    let db = store::configured_location(&var);
    let checked = tokio::task::spawn_blocking(move || database(&db)).await;
    match checked {
        Ok(findings) => found.extend(findings),
        Err(e) => found.push(Finding::problem(format!("the database check failed: {e}"))),
    }
    found
}

/// The token, and the shards.
async fn discord(config: &Config, found: &mut Vec<Finding>) {
    let http = config.http().build();
    match http.get_current_user().await {
        Ok(me) => found.push(Finding::ok(format!(
            "Discord accepts the token: the bot is {} ({})",
            me.name, me.id
        ))),
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)))
            if e.status_code.as_u16() == 401 =>
        {
            found.push(Finding::problem(
                "Discord refuses DISCORD_TOKEN (401 Unauthorized): copy the bot's token again \
                 from the developer portal (Bot, Reset Token)",
            ));
            return;
        }
        Err(e) => {
            found.push(Finding::problem(format!("Discord cannot be reached: {e}")));
            return;
        }
    }
    let gateway = match http.get_bot_gateway().await {
        Ok(g) => g,
        Err(e) => {
            found.push(Finding::problem(format!("Discord's gateway cannot be asked: {e}")));
            return;
        }
    };
    let recommended = gateway.shards;
    if gateway.session_start_limit.remaining == 0 {
        found.push(Finding::problem(format!(
            "Discord allows no more gateway connections today (they come back in {} minutes)",
            gateway.session_start_limit.reset_after / 60_000
        )));
    }
    found.push(match config.shards {
        None => Finding::ok(format!("the bot runs all {recommended} shards Discord recommends")),
        Some(range) if range.total < recommended => Finding::problem(format!(
            "DISCORD_SHARDS says {} shards in all; Discord asks for at least {recommended} for \
             this bot's servers",
            range.total
        )),
        Some(range) => Finding::ok(format!(
            "this process runs shards {} to {} of {} (Discord recommends {recommended} in all)",
            range.first, range.last, range.total
        )),
    });
}

/// The database: reachable, its schema, every game replayed.
fn database(location: &str) -> Vec<Finding> {
    let shown = store::shown_location(location);
    let version = match store::version::schema_version(location) {
        Ok(Some(v)) => v,
        Ok(None) => return vec![creatable(location, &shown)],
        Err(e) => return vec![Finding::problem(format!("the database {shown}: {e}"))],
    };
    let SchemaVersion { found, known } = version;
    if found > known {
        return vec![Finding::problem(format!(
            "the database {shown} has schema version {found}, newer than this build knows \
             ({known}): run a newer build of the bot"
        ))];
    }
    let answers = format!("the database {shown} answers; schema version {found} of {known}");
    if found < known {
        return vec![Finding::ok(format!(
            "{answers}: the bot brings it up to date when it starts"
        ))];
    }
    let mut said = vec![Finding::ok(answers)];
    // A damaged page can leave every game readable: SQLite's own check looks at every page.
    if !store::is_postgres_url(location) {
        let path = std::path::Path::new(location);
        let read_only = rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY;
        let checked = rusqlite::Connection::open_with_flags(path, read_only)
            .map_err(|source| store::backup::BackupError::Unreadable { path: path.into(), source })
            .and_then(|conn| store::backup::integrity(path, &conn));
        if let Err(e) = checked {
            said.push(Finding::problem(e.to_string()));
            return said;
        }
        said.push(Finding::ok("SQLite's integrity check finds every page sound"));
    }
    let replayed = Store::open(location)
        .map_err(|e| e.to_string())
        .and_then(|s| store::verify::verify(&s).map_err(|e| e.to_string()));
    said.push(match replayed {
        Ok(c) => Finding::ok(format!(
            "every game replays to its recorded positions ({} games, {} plies)",
            c.games, c.moves
        )),
        Err(e) => Finding::problem(format!("the database {shown}: {e}")),
    });
    said
}

/// Whether the bot can create the SQLite file `location` that does not exist yet: its nearest
/// folder that exists must be a folder it may write in (the bot makes the folders below it).
fn creatable(location: &str, shown: &str) -> Finding {
    let path = std::path::Path::new(location);
    let mut folder = path.parent();
    while let Some(f) = folder.filter(|f| !f.as_os_str().is_empty() && !f.exists()) {
        folder = f.parent();
    }
    let folder = folder.filter(|f| !f.as_os_str().is_empty()).unwrap_or(std::path::Path::new("."));
    if !folder.is_dir() {
        return Finding::problem(format!(
            "{shown} cannot be created: {} is not a folder",
            folder.display()
        ));
    }
    // Writing is what the bot will do there: try it (and leave nothing).
    let probe = folder.join(format!(".bot-check-{}", std::process::id()));
    match std::fs::write(&probe, b"") {
        Ok(()) => {
            let _ = std::fs::remove_file(&probe);
            Finding::ok(format!("{shown} does not exist yet: the bot creates it when it starts"))
        }
        Err(e) => Finding::problem(format!(
            "{shown} cannot be created: the folder {} cannot be written ({e})",
            folder.display()
        )),
    }
}
