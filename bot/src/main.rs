//! The bot's command line: `bot` runs the Discord bot; `bot local …` plays at the console.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("local") => local(&args[1..]),
        Some("--help" | "-h" | "help") => {
            println!("{USAGE}");
            ExitCode::SUCCESS
        }
        Some(other) => {
            eprintln!("Unknown command `{other}`.\n\n{USAGE}");
            ExitCode::from(2)
        }
        None => discord(),
    }
}

const USAGE: &str = "\
Usage:
  bot                      run the Discord bot (needs DISCORD_TOKEN)
  bot local [--game G] [--dir D] [--position P] [--db FILE]
            [--engine LEVEL [--engine-plays first|second] [--seed N]]
                           play one game at the console; boards are written to D (boards/)";

fn local(args: &[String]) -> ExitCode {
    init_logging("warn");
    let options = match bot::local::Options::parse(args) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("Error: {e}");
            return ExitCode::from(2);
        }
    };
    let stdin = std::io::stdin().lock();
    let mut stdout = std::io::stdout().lock();
    match bot::local::run(&options, stdin, &mut stdout) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("Error: {e}");
            ExitCode::FAILURE
        }
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
    // A SQLite file by default; a postgres:// URL for several processes on one database.
    let db = std::env::var("BOT_DATABASE").unwrap_or_else(|_| bot::store::DEFAULT_PATH.to_owned());
    let host = match bot::store::Store::open(&db) {
        Ok(store) => std::sync::Arc::new(bot::host::Host::new(
            store,
            std::sync::Arc::new(render::Renderer::new()),
            std::sync::Arc::new(bot::model::SystemClock),
            bot::host::Limits::default(),
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
        tracing::info!("database {db}; press Ctrl-C to stop");
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
fn load_dotenv(path: &std::path::Path) -> Result<(), String> {
    match dotenvy::from_path(path) {
        Ok(()) => Ok(()),
        Err(e) if e.not_found() => Ok(()),
        Err(dotenvy::Error::LineParse(_, at)) => Err(format!(
            "{} is malformed near character {at} of a line: each line must be NAME=value \
             (see .env.example).",
            path.display()
        )),
        Err(e) => Err(format!("{} cannot be read: {e}", path.display())),
    }
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
