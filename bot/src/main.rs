//! The bot's command line: `bot` runs the Discord bot; `bot local …` plays at the console.

use std::process::ExitCode;

use clap::Parser;

/// A Discord bot that hosts five chess variants: Xiangqi, American Chess, Amalgamated Chess,
/// Abstract Chess and Chess 1999.
///
/// Without a command it runs the Discord bot, which needs DISCORD_TOKEN (in the environment or
/// a .env file; see README.md) and keeps its games in BOT_DATABASE (a SQLite file,
/// data/bot.sqlite3 by default, or a postgres:// URL).
#[derive(Debug, Parser)]
#[command(name = "bot", version)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, clap::Subcommand)]
enum Command {
    /// Play one game at the console; boards are written as pictures to --dir.
    Local(bot::local::Options),
    /// Copy the bot's SQLite database (BOT_DATABASE) into a new FILE, safely while the bot
    /// runs (SQLite's online backup), and check the copy: integrity, and every game replayed.
    Backup {
        /// The new file.
        file: std::path::PathBuf,
    },
    /// Check the settings before starting the bot: the token (asking Discord), the shards,
    /// the database (reachable, its schema, every game replayed: run it on a database restored
    /// with pg_restore) and the metrics address. Exits 1 if anything is wrong.
    Check,
    /// Check a backup FILE and restore it into the bot's SQLite database (BOT_DATABASE),
    /// which no running bot may be using.
    Restore {
        /// The backup.
        file: std::path::PathBuf,
    },
}

fn main() -> ExitCode {
    match Cli::parse().command {
        Some(Command::Local(options)) => local(&options),
        Some(Command::Backup { file }) => backup(&file, false),
        Some(Command::Restore { file }) => backup(&file, true),
        Some(Command::Check) => check(),
        None => discord(),
    }
}

fn local(options: &bot::local::Options) -> ExitCode {
    init_logging("warn");
    // Read on a thread of its own when the game has a clock: the flag falls while you think.
    let stdin = std::io::BufReader::new(std::io::stdin());
    let mut stdout = std::io::stdout().lock();
    match bot::local::run(options, stdin, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `bot backup FILE` (or, with `restore`, `bot restore FILE`) on BOT_DATABASE.
fn backup(file: &std::path::Path, restore: bool) -> ExitCode {
    if let Err(e) = load_dotenv(std::path::Path::new(".env")) {
        eprintln!("{e}");
        return ExitCode::from(2);
    }
    let db = bot::store::configured_location(|k| std::env::var(k).ok());
    if bot::store::is_postgres_url(&db) {
        eprintln!(
            "BOT_DATABASE is a PostgreSQL database: back it up with pg_dump and restore it with \
             pg_restore (README.md, \"Backups\")."
        );
        return ExitCode::from(2);
    }
    let db = std::path::Path::new(&db);
    let began = std::time::Instant::now();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX));
    let done = if restore {
        bot::store::backup::restore(file, db, now)
    } else {
        bot::store::backup::backup(db, file)
    };
    match done {
        Ok(checked) => {
            let (what, from, to) =
                if restore { ("Restored", file, db) } else { ("Backed up", db, file) };
            println!(
                "{what} {} into {} in {:.1} s: integrity ok, {} games ({} plies) replayed.",
                from.display(),
                to.display(),
                began.elapsed().as_secs_f64(),
                checked.games,
                checked.moves
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// `bot check`: each finding on a line, and whether all is well.
fn check() -> ExitCode {
    // A `.env` that cannot be read is a finding like any other (README: exit status 1).
    if let Err(e) = load_dotenv(std::path::Path::new(".env")) {
        println!("PROBLEM {e}");
        println!("1 problem(s): the bot would not start.");
        return ExitCode::FAILURE;
    }
    init_logging("error");
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("The async runtime cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    let found = runtime.block_on(bot::check::run(|k| std::env::var(k).ok()));
    for finding in &found {
        println!("{} {}", if finding.ok { "ok     " } else { "PROBLEM" }, finding.said);
    }
    let problems = found.iter().filter(|f| !f.ok).count();
    if problems == 0 {
        println!("All is well: start the bot with `bot`.");
        ExitCode::SUCCESS
    } else {
        println!("{problems} problem(s): the bot would not serve as it should.");
        ExitCode::FAILURE
    }
}

fn discord() -> ExitCode {
    // Before logging starts, so a `RUST_LOG` in the file counts.
    if let Err(e) = load_dotenv(std::path::Path::new(".env")) {
        eprintln!("{e}");
        return ExitCode::from(2);
    }
    init_logging("info,serenity=warn,poise=warn");
    let config = match bot::discord::Config::from_vars(|k| std::env::var(k).ok()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let limits = match bot::host::Limits::from_vars(|k| std::env::var(k).ok()) {
        Ok(limits) => limits,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    // A SQLite file by default; a postgres:// URL for several processes on one database.
    let db = bot::store::configured_location(|k| std::env::var(k).ok());
    let host = match open_store(&db) {
        Ok(store) => std::sync::Arc::new(bot::host::Host::new(
            store,
            std::sync::Arc::new(render::Renderer::new()),
            std::sync::Arc::new(bot::model::SystemClock),
            limits,
        )),
        Err(e) => {
            eprintln!("The database cannot be opened: {e}");
            return ExitCode::FAILURE;
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("The async runtime cannot start: {e}");
            return ExitCode::FAILURE;
        }
    };
    runtime.block_on(async move {
        let mut running = match bot::discord::start(config, host).await {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
        };
        tracing::info!("database {}; press Ctrl-C to stop", bot::store::shown_location(&db));
        let ended = tokio::select! {
            () = stop_signal() => None,
            ended = running.wait() => Some(ended),
        };
        match ended {
            None => {
                tracing::info!("stopping");
                running.stop().await;
                ExitCode::SUCCESS
            }
            Some(Ok(())) => ExitCode::SUCCESS,
            Some(Err(e)) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        }
    })
}

/// Opens the store at `db`. A PostgreSQL server that cannot be reached yet (started with the
/// bot, or restarting) is waited for, and the log says so every half minute; the bot goes
/// online once it answers. Anything else that stops the store from opening is returned.
fn open_store(db: &str) -> Result<bot::store::Store, bot::store::OpenError> {
    const LOOK_EVERY: std::time::Duration = std::time::Duration::from_secs(1);
    const SAY_EVERY: std::time::Duration = std::time::Duration::from_secs(30);
    let began = std::time::Instant::now();
    let mut said: Option<std::time::Instant> = None;
    loop {
        match bot::store::Store::open(db) {
            Err(e) if e.unreachable() && bot::store::is_postgres_url(db) => {
                if said.is_none_or(|at| at.elapsed() >= SAY_EVERY) {
                    tracing::warn!(
                        "waiting for the database at {} ({e}); the bot goes online once it answers",
                        bot::store::shown_location(db)
                    );
                    said = Some(std::time::Instant::now());
                }
                std::thread::sleep(LOOK_EVERY);
            }
            opened => {
                if said.is_some() && opened.is_ok() {
                    tracing::info!(
                        "the database answers, after {:.0} s of waiting",
                        began.elapsed().as_secs_f64()
                    );
                }
                return opened;
            }
        }
    }
}

/// Logs to standard error; `RUST_LOG` overrides `default`. Colours only on a terminal: a log
/// file or a service manager's journal gets plain text.
fn init_logging(default: &str) {
    use std::io::IsTerminal;
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new(default));
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::stderr().is_terminal())
        .init();
}

/// Loads the settings in `path` (the working directory's `.env`; never a parent folder's, so a
/// bot started elsewhere does not pick up another project's token). A missing file is fine;
/// a malformed one is an error that says where, without printing the line (it may hold the
/// token).
fn load_dotenv(path: &std::path::Path) -> Result<(), DotenvError> {
    let path = path.to_owned();
    match dotenvy::from_path(&path) {
        Ok(()) => Ok(()),
        Err(e) if e.not_found() => Ok(()),
        Err(dotenvy::Error::LineParse(_, at)) => Err(DotenvError::Malformed { path, at }),
        Err(source) => Err(DotenvError::Unreadable { path, source }),
    }
}

/// Why the `.env` file could not be loaded (never with the line: it may hold the token).
#[derive(Debug, thiserror::Error)]
enum DotenvError {
    #[error(
        "{} is malformed near character {at} of a line: each line must be NAME=value (see \
         .env.example).",
        path.display()
    )]
    Malformed { path: std::path::PathBuf, at: usize },
    #[error("{} cannot be read: {source}", path.display())]
    Unreadable { path: std::path::PathBuf, source: dotenvy::Error },
}

/// Resolves on Ctrl-C (SIGINT) or SIGTERM, which service managers and `docker stop` send: both
/// stop the bot the same orderly way.
async fn stop_signal() {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        match signal(SignalKind::terminate()) {
            Ok(mut term) => {
                tokio::select! {
                    _ = tokio::signal::ctrl_c() => {}
                    _ = term.recv() => {}
                }
            }
            Err(e) => {
                tracing::warn!("SIGTERM cannot be watched ({e}); stop with Ctrl-C");
                let _ = tokio::signal::ctrl_c().await;
            }
        }
    }
    #[cfg(not(unix))]
    let _ = tokio::signal::ctrl_c().await;
}
