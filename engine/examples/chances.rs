//! Fits the constant analysis turns an evaluation into winning chances with
//! ([`engine::judge::Chances::of`]) to game results: `cargo run --release -p engine --example
//! chances -- <game> --positions FILE [--network FILE]`.
//!
//! Reads quiet positions labelled with their game's result, as `tune --save` writes them
//! (`result | position`, the first side's result), evaluates each as the search does (the
//! classical evaluation; with `--network`, corrected by that network of the game) and fits the
//! `k` of `1 / (1 + 10^(−k·eval/400))` that predicts the results best on the first nine
//! tenths (least squares, as the tuner fits it); prints `k`, the constant `c = k·ln 10 / 400`
//! of `2 / (1 + e^(−c·cp)) − 1`, and the squared error on the last tenth (other games).

use engine::{
    Evaluate,
    nnue::{Inputs, Net, Network},
    tune::{fit_scale_to, scaled_error},
};
use rules::{GameId, Variant};

type Error = Box<dyn std::error::Error>;

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: chances <game> --positions FILE [--network FILE]";
    let game: GameId = args.first().ok_or(usage)?.parse().map_err(|_| usage)?;
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1));
    let path = value("--positions").ok_or(usage)?;
    let text = std::fs::read_to_string(path)?;
    let labelled: Vec<(&str, f64)> = text
        .lines()
        .filter_map(|l| {
            let (result, position) = l.split_once(" | ")?;
            Some((position, result.parse().ok()?))
        })
        .collect();
    let judged = match value("--network") {
        Some(file) => {
            let net: &'static Network =
                Box::leak(Box::new(Network::from_bytes(&std::fs::read(file)?)?));
            println!("network {file} ({:016x})", net.hash());
            if net.game() != game {
                return Err(format!("{file} is not a network for {}", game.id()).into());
            }
            rules::with_variant!(game, V => with_network::<V>(&labelled, net)?)
        }
        None => {
            rules::with_variant!(game, V => judge(&labelled, |p| Ok(V::from_position_string(p)?))?)
        }
    };
    let cut = judged.len() - judged.len() / 10;
    let (fitted, held) = judged.split_at(cut);
    let k = fit_scale_to(fitted);
    let c = k * std::f64::consts::LN_10 / 400.0;
    println!(
        "{}: {} positions fitted, {} held out; k = {k:.3}, c = {c:.6}; held-out error {:.6}",
        game.id(),
        fitted.len(),
        held.len(),
        scaled_error(held, k)
    );
    Ok(())
}

/// [`judge`] with game `V`'s evaluation corrected by `net`.
fn with_network<V: Inputs>(
    labelled: &[(&str, f64)],
    net: &'static Network,
) -> Result<Vec<(f64, f64)>, Error> {
    judge(labelled, |p| Ok(Net::new(V::from_position_string(p)?, net)))
}

/// Each labelled position's evaluation for the first side as the search sees it, with its
/// result.
fn judge<V: Evaluate>(
    labelled: &[(&str, f64)],
    read: impl Fn(&str) -> Result<V, Error>,
) -> Result<Vec<(f64, f64)>, Error> {
    labelled.iter().map(|&(p, result)| Ok((f64::from(read(p)?.score()), result))).collect()
}
