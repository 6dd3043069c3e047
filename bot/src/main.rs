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
                           play one game at the console; boards are written to D (boards/)";

fn local(args: &[String]) -> ExitCode {
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
    if std::env::var_os("DISCORD_TOKEN").is_none() {
        eprintln!(
            "DISCORD_TOKEN is not set, so the Discord bot cannot start.\n\
             To play without Discord: cargo run --release -p bot -- local --game xiangqi"
        );
        return ExitCode::from(2);
    }
    eprintln!(
        "The Discord adapter is not built yet. Play at the console meanwhile:\n\
         cargo run --release -p bot -- local --game xiangqi"
    );
    ExitCode::from(2)
}
