//! Fits a game's evaluation weights to the engine's own games (Texel's method, [`engine::tune`]):
//! `cargo run --release -p engine --example tune -- <game> [--games N] [--first S]
//! [--nodes N] [--plies R] [--threads T] [--epochs E] [--rate R] [--save FILE]
//! [--positions FILE] [--min-seen N] [--prior P] [--keep TEXT]… [--write]`.
//!
//! Plays `games` games of the engine against itself (seeds `first`…, `nodes` a move, each
//! from `plies` seeded random plies; every search bounded by nodes, so the games are the same
//! on any machine) and keeps their quiet positions labelled with the result (`--save` keeps
//! them as `result | position` lines, `--positions` reads them instead of playing). Then
//! fits the weights, the game's current ones to start from, on the first nine tenths of the
//! positions, and stops when the error on the last tenth (other games) stops falling. A term counted in fewer than `--min-seen`
//! positions (default 500), or whose name contains a `--keep` text, keeps its weight;
//! `--prior` pulls the others back toward where they started (default 0). Prints the errors
//! before and after and the largest changes; `--write` writes
//! `engine/src/eval/weights/<game>.rs`, with a header saying how it was made.

use engine::{
    Terms,
    tune::{Labelled, Settings, error, fit, fit_scale, samples, self_play, weights_file},
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
    min_seen: usize,
    prior: f64,
    keep: Vec<String>,
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
        min_seen: 500,
        prior: 0.0,
        keep: Vec::new(),
        // Quoted where a word has a space (`--keep " on "`), so the header's command runs.
        command: raw
            .iter()
            .map(|w| if w.contains(' ') { format!("\"{w}\"") } else { w.clone() })
            .collect::<Vec<_>>()
            .join(" "),
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
            "--min-seen" => a.min_seen = value()?.parse()?,
            "--prior" => a.prior = value()?.parse()?,
            "--keep" => a.keep.push(value()?.clone()),
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
    // The last tenth of the positions (whole games: they come game by game) is held out;
    // the fit stops when their error stops falling.
    let all = samples::<V>(&labelled);
    let cut = all.len() - all.len() / 10;
    let (held, samples): (Vec<_>, Vec<_>) =
        all.into_iter().enumerate().partition(|(i, _)| *i >= cut);
    let held: Vec<_> = held.into_iter().map(|(_, s)| s).collect();
    let samples: Vec<_> = samples.into_iter().map(|(_, s)| s).collect();
    let mut weights: Vec<f64> = V::WEIGHTS.iter().map(|&w| f64::from(w)).collect();
    let k = fit_scale(&samples, &weights);
    let before = error(&samples, &weights, k);
    let held_before = error(&held, &weights, k);
    eprintln!(
        "{} positions ({} held out); k = {k:.3}; error {before:.6}, held out {held_before:.6}",
        samples.len(),
        held.len()
    );
    // A term seen in few positions is left as it is: its fit would follow their noise.
    let mut seen = vec![0usize; weights.len()];
    for s in &samples {
        for &(t, _) in &s.terms {
            seen[t as usize] += 1;
        }
    }
    let fixed: Vec<bool> = (0..weights.len())
        .map(|i| {
            seen[i] < a.min_seen || a.keep.iter().any(|k| V::term_name(i).contains(k.as_str()))
        })
        .collect();
    eprintln!(
        "{} of {} terms are fitted (seen in at least {} positions, not kept)",
        fixed.iter().filter(|f| !**f).count(),
        weights.len(),
        a.min_seen
    );
    let settings = Settings { epochs: a.epochs, rate: a.rate, prior: a.prior };
    let (mut best, mut best_held) = (weights.clone(), held_before);
    fit(&samples, &mut weights, &fixed, k, settings, |epoch, w| {
        let e = error(&held, w, k);
        if epoch % 25 == 0 {
            eprintln!("epoch {epoch}: error {:.6}, held out {e:.6}", error(&samples, w, k));
        }
        if e < best_held {
            (best, best_held) = (w.to_vec(), e);
        }
        // Stop once the held-out error is clearly past its best.
        e < best_held * 1.002
    });
    let weights = best;
    let rounded: Vec<i32> = weights.iter().map(|w| w.round() as i32).collect();
    let after = error(&samples, &rounded.iter().map(|&w| f64::from(w)).collect::<Vec<_>>(), k);
    let held_after = error(&held, &rounded.iter().map(|&w| f64::from(w)).collect::<Vec<_>>(), k);
    eprintln!("error {before:.6} -> {after:.6}, held out {held_before:.6} -> {held_after:.6}");
    let mut changes: Vec<(usize, i32)> =
        rounded.iter().zip(V::WEIGHTS).map(|(n, o)| n - o).enumerate().collect();
    changes.sort_by_key(|&(_, d)| std::cmp::Reverse(d.abs()));
    for (i, d) in changes.iter().take(15) {
        eprintln!("{:+5} {} (now {})", d, V::term_name(*i), rounded[*i]);
    }
    if a.write {
        // The module of the game's evaluation, which its weights file is named after.
        let file = match a.game {
            GameId::Abstract => "abstract_chess",
            other => other.id(),
        };
        let header = format!(
            "{}'s evaluation weights, one per term of `eval/{file}.rs`, in centipawns.\n\n\
             Fitted by `cargo run --release -p engine --example tune -- {}` (Texel's method)\n\
             to {} quiet positions from {} (and {held} more held out): mean squared error \
             {before:.6} before, {after:.6} after; on the {held} held out, {held_before:.6} \
             and {held_after:.6} (k = {k:.3}).",
            a.game.name(),
            a.command,
            samples.len(),
            source,
            held = held.len(),
        );
        let path = format!("{}/src/eval/weights/{file}.rs", env!("CARGO_MANIFEST_DIR"));
        std::fs::write(&path, weights_file::<V>(&rounded, &header))?;
        eprintln!("wrote {path}");
    }
    Ok(())
}
