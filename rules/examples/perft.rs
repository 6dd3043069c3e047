//! `cargo run --release -p rules --example perft -- <game> <depth> [<position>] [--divide]`
//!
//! Prints the node count as the last line; with `--divide`, first one line per legal move with
//! the count below it. Timing goes to standard error.

use std::{process::ExitCode, time::Instant};

use rules::GameId;

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let divide = args.iter().any(|a| a == "--divide");
    args.retain(|a| a != "--divide");
    let usage = "usage: perft <game> <depth> [<position string>] [--divide]";
    let (Some(game), Some(depth)) = (args.first(), args.get(1)) else {
        eprintln!("{usage}");
        return ExitCode::from(2);
    };
    let game: GameId = match game.parse() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("the depth must be a whole number\n{usage}");
        return ExitCode::from(2);
    };
    // The position may be given as one argument or as its space-separated fields.
    let position = (args.len() > 2).then(|| args[2..].join(" "));
    let started = Instant::now();
    match rules::perft_game(game, position.as_deref(), depth, divide) {
        Ok((nodes, parts)) => {
            let secs = started.elapsed().as_secs_f64();
            for (m, n) in parts {
                println!("{m}: {n}");
            }
            eprintln!("{nodes} nodes in {secs:.3} s: {:.0} nodes/s", nodes as f64 / secs);
            println!("{nodes}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(2)
        }
    }
}
