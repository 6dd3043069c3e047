//! Fits a game's evaluation weights to the engine's own games (Texel's method, [`engine::tune`]):
//! `cargo run --release -p engine --example tune -- <game> [--games N] [--first S]
//! [--nodes N] [--plies R] [--threads T] [--epochs E] [--rate R] [--save FILE]
//! [--positions FILE] [--write]`.
//!
//! Plays `games` games of the engine against itself (seeds `first`…, `nodes` a move, each
//! from `plies` seeded random plies; every search bounded by nodes, so the games are the same
//! on any machine), keeps their quiet positions labelled with the result, fits the weights
//! (the game's current ones to start from) and prints the error before and after. `--save`
//! keeps the labelled positions (`result | position` lines) and `--positions` reads them
//! instead of playing; `--write` writes `engine/src/eval/weights/<game>.rs`, with a header
//! saying how it was made.

use engine::{
    Terms,
    tune::{Labelled, error, fit, fit_scale, samples, self_play, weights_file},
};
use rules::{
    GameId, abstract_chess::Abstract, amalgamated::Amalgamated, american::American,
    chess1999::Chess1999, xiangqi::Xiangqi,
};

type Error = Box<dyn std::error::Error + Send + Sync>;

struct Args {
    game: GameId,
    games: u64,
    first: u64,
    nodes: u64,
    plies: usize,
    threads: usize,
    epochs: usize,
    rate: f64,
    save: Option<String>,
    positions: Option<String>,
    write: bool,
    command: String,
}

fn args() -> Result<Args, Error> {
    let raw: Vec<String> = std::env::args().skip(1).collect();
    let mut it = raw.iter();
    let game: GameId = it.next().ok_or("name a game")?.parse()?;
    let mut a = Args {
        game,
        games: 200,
        first: 0,
        nodes: 5_000,
        plies: 8,
        threads: 2,
        epochs: 300,
        rate: 1.0,
        save: None,
        positions: None,
        write: false,
        command: raw.join(" "),
    };
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--games" => a.games = value()?.parse()?,
            "--first" => a.first = value()?.parse()?,
            "--nodes" => a.nodes = value()?.parse()?,
            "--plies" => a.plies = value()?.parse()?,
            "--threads" => a.threads = value()?.parse()?,
            "--epochs" => a.epochs = value()?.parse()?,
            "--rate" => a.rate = value()?.parse()?,
            "--save" => a.save = Some(value()?.clone()),
            "--positions" => a.positions = Some(value()?.clone()),
            "--write" => a.write = true,
            _ => return Err(format!("unknown argument {arg}").into()),
        }
    }
    Ok(a)
}

fn main() -> Result<(), Error> {
    let a = args()?;
    match a.game {
        GameId::Xiangqi => run::<Xiangqi>(&a),
        GameId::American => run::<American>(&a),
        GameId::Amalgamated => run::<Amalgamated>(&a),
        GameId::Abstract => run::<Abstract>(&a),
        GameId::Chess1999 => run::<Chess1999>(&a),
    }
}

fn run<V: Terms>(a: &Args) -> Result<(), Error> {
    let (labelled, source) = match &a.positions {
        Some(path) => {
            let text = std::fs::read_to_string(path)?;
            let labelled: Vec<Labelled> = text
                .lines()
                .filter_map(|l| {
                    let (result, position) = l.split_once(" | ")?;
                    Some(Labelled { position: position.to_owned(), result: result.parse().ok()? })
                })
                .collect();
            (labelled, format!("the positions in {path}"))
        }
        None => {
            let seeds = a.first..a.first + a.games;
            let (labelled, played) = self_play(a.game, seeds, a.nodes, a.plies, 400, a.threads);
            let [w, d, l] = played.first;
            eprintln!("{} games: first side +{w} ={d} -{l}", played.games);
            if let Some(path) = &a.save {
                let lines: Vec<String> =
                    labelled.iter().map(|l| format!("{} | {}", l.result, l.position)).collect();
                std::fs::write(path, lines.join("\n") + "\n")?;
            }
            let source = format!(
                "{} games of the engine against itself ({} nodes a move, openings of {} random \
                 plies, seeds {} to {})",
                played.games,
                a.nodes,
                a.plies,
                a.first,
                a.first + a.games - 1
            );
            (labelled, source)
        }
    };
    let samples = samples::<V>(&labelled);
    let mut weights: Vec<f64> = V::WEIGHTS.iter().map(|&w| f64::from(w)).collect();
    let k = fit_scale(&samples, &weights);
    let before = error(&samples, &weights, k);
    eprintln!("{} positions; k = {k:.3}; error {before:.6}", samples.len());
    let fixed = vec![false; weights.len()];
    fit(&samples, &mut weights, &fixed, k, a.epochs, a.rate, |epoch, e| {
        if epoch % 25 == 0 {
            eprintln!("epoch {epoch}: error {e:.6}");
        }
    });
    let rounded: Vec<i32> = weights.iter().map(|w| w.round() as i32).collect();
    let after = error(&samples, &rounded.iter().map(|&w| f64::from(w)).collect::<Vec<_>>(), k);
    eprintln!("error {before:.6} -> {after:.6}");
    let mut changes: Vec<(usize, i32)> =
        rounded.iter().zip(V::WEIGHTS).map(|(n, o)| n - o).enumerate().collect();
    changes.sort_by_key(|&(_, d)| std::cmp::Reverse(d.abs()));
    for (i, d) in changes.iter().take(15) {
        eprintln!("{:+5} {} (now {})", d, V::term_name(*i), rounded[*i]);
    }
    if a.write {
        let header = format!(
            "{}'s evaluation weights, one per term of `eval/{}.rs`, in centipawns.\n\n\
             Fitted by `cargo run --release -p engine --example tune -- {}` (Texel's method)\n\
             to {} quiet positions from {}: mean squared error {before:.6} before, \
             {after:.6} after (k = {k:.3}).",
            a.game.name(),
            match a.game {
                GameId::Abstract => "abstract_chess",
                other => other.id(),
            },
            a.command,
            samples.len(),
            source
        );
        let file = match a.game {
            GameId::Abstract => "abstract_chess",
            other => other.id(),
        };
        let path = format!("{}/src/eval/weights/{file}.rs", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(&path, weights_file::<V>(&rounded, &header))?;
        eprintln!("wrote {path}");
    }
    Ok(())
}
