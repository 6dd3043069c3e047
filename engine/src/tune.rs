//! Texel's method: fit the evaluation's weights to the results of games. Each quiet position
//! of the engine's own games is labelled with how its game ended (1, ½, 0 for the first side);
//! the weights are moved to make `1 / (1 + 10^(−k·eval/400))` predict those results as well as
//! it can (least squares), `k` first fitted to the weights as they were. The evaluation is a
//! weighted sum of terms ([`Terms`]), so each position's terms are counted once and the fit is
//! a plain gradient descent (Adam) over them. `examples/tune.rs` runs it for a game.

use std::sync::atomic::{AtomicU64, Ordering};

use rules::{Game, GameId, Side};

use crate::{
    Evaluate, Level, Request,
    eval::terms::{Collected, Terms},
    search::quiet,
    selfplay::opening,
    think,
};

/// A position and how its game ended.
#[derive(Debug, Clone)]
pub struct Labelled {
    /// The position string.
    pub position: String,
    /// The first side's result: 1, ½ or 0.
    pub result: f64,
}

/// What a tuner learns from a position: its terms and its result.
#[derive(Debug, Clone)]
pub struct Sample {
    /// Each term that counts and how many times, for the first side.
    pub terms: Vec<(u32, i32)>,
    /// The first side's result: 1, ½ or 0.
    pub result: f64,
}

/// How the self-play went.
#[derive(Debug, Clone, Copy, Default)]
pub struct Played {
    /// Games played.
    pub games: u64,
    /// Of which the first side won, drew, lost.
    pub first: [u64; 3],
}

/// Plays the engine against itself at full strength, `nodes` a move, one game per seed in
/// `seeds` (an opening of `random_plies` seeded random plies, then at most `max_plies`; a game
/// still going then is a draw), on `threads` threads; returns the quiet positions after each
/// opening (not in check, no capture that wins material), labelled with their game's result.
pub fn self_play(
    game: GameId,
    seeds: std::ops::Range<u64>,
    nodes: u64,
    random_plies: usize,
    max_plies: usize,
    threads: usize,
) -> (Vec<Labelled>, Played) {
    let next = AtomicU64::new(seeds.start);
    let results = std::sync::Mutex::new((Vec::new(), Played::default()));
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| {
                loop {
                    let seed = next.fetch_add(1, Ordering::Relaxed);
                    if seed >= seeds.end {
                        return;
                    }
                    let Some((positions, winner)) =
                        one_game(game, seed, nodes, random_plies, max_plies)
                    else {
                        continue;
                    };
                    let result = match winner {
                        Some(Side::First) => 1.0,
                        Some(Side::Second) => 0.0,
                        None => 0.5,
                    };
                    if let Ok(mut r) = results.lock() {
                        r.1.games += 1;
                        r.1.first[match winner {
                            Some(Side::First) => 0,
                            None => 1,
                            Some(Side::Second) => 2,
                        }] += 1;
                        r.0.extend(
                            positions.into_iter().map(|position| Labelled { position, result }),
                        );
                    }
                }
            });
        }
    });
    results.into_inner().unwrap_or_default()
}

/// One game: its quiet positions and its winner.
fn one_game(
    game: GameId,
    seed: u64,
    nodes: u64,
    random_plies: usize,
    max_plies: usize,
) -> Option<(Vec<String>, Option<Side>)> {
    let mut g: Game = opening(game, random_plies, seed)?;
    let mut positions = Vec::new();
    while g.outcome().is_none() && g.moves().len() < max_plies {
        if rules::with_variant!(game, V => is_quiet::<V>(&g)) {
            positions.push(g.position_string().to_string());
        }
        let request = Request { nodes: Some(nodes), ..Request::new(Level::MAX, seed) };
        let thought = think(&g, &request)?;
        g.play(&thought.text).ok()?;
    }
    Some((positions, g.outcome().and_then(|o| o.winner)))
}

fn is_quiet<V: Evaluate>(game: &Game) -> bool {
    game.as_match::<V>().is_some_and(|m| quiet(m.position()))
}

/// The terms of each labelled position, as game `V` counts them.
pub fn samples<V: Terms>(labelled: &[Labelled]) -> Vec<Sample> {
    labelled
        .iter()
        .filter_map(|l| {
            let pos = V::from_position_string(&l.position).ok()?;
            let mut terms = Collected::default();
            pos.terms(&mut terms);
            Some(Sample { terms: terms.0, result: l.result })
        })
        .collect()
}

/// The evaluation of a sample with `weights`.
fn eval(sample: &Sample, weights: &[f64]) -> f64 {
    sample.terms.iter().map(|&(t, c)| weights[t as usize] * f64::from(c)).sum()
}

/// The predicted result for an evaluation.
fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

/// The mean squared error of the predictions.
pub fn error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    let total: f64 =
        samples.iter().map(|s| (s.result - sigmoid(k, eval(s, weights))).powi(2)).sum();
    total / samples.len().max(1) as f64
}

/// The scale `k` that fits the weights as they are best (golden-section search).
pub fn fit_scale(samples: &[Sample], weights: &[f64]) -> f64 {
    let judged: Vec<(f64, f64)> = samples.iter().map(|s| (eval(s, weights), s.result)).collect();
    fit_scale_to(&judged)
}

/// The scale `k` with which `1 / (1 + 10^(−k·eval/400))` predicts the results of `judged`
/// best (pairs of an evaluation and the result, both for the first side; least squares,
/// golden-section search): what turns an evaluation into winning chances.
pub fn fit_scale_to(judged: &[(f64, f64)]) -> f64 {
    let (mut a, mut b) = (0.05f64, 4.0f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let (c, d) = (b - phi * (b - a), a + phi * (b - a));
        if scaled_error(judged, c) < scaled_error(judged, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

/// The mean squared error of the predictions for `judged` (evaluation, result) at scale `k`.
pub fn scaled_error(judged: &[(f64, f64)], k: f64) -> f64 {
    let total: f64 = judged.iter().map(|&(e, r)| (r - sigmoid(k, e)).powi(2)).sum();
    total / judged.len().max(1) as f64
}

/// How a fit moves the weights.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Full passes over the samples.
    pub epochs: usize,
    /// Adam's step, in centipawns.
    pub rate: f64,
    /// The pull back toward the starting weights (ridge regression): `prior` times the
    /// squared distance, in centipawns, is added to the error. Adam moves a weight the
    /// samples barely decide as fast as one they decide well; this keeps the first where
    /// it was.
    pub prior: f64,
}

/// Moves `weights` (those not `fixed`) to lower the error on `samples` plus the prior's
/// pull, by full passes of Adam; calls `report` with each epoch's weights (which may stop
/// the fit by returning false: a held-out set's error rising, say).
pub fn fit(
    samples: &[Sample],
    weights: &mut [f64],
    fixed: &[bool],
    k: f64,
    settings: Settings,
    mut report: impl FnMut(usize, &[f64]) -> bool,
) {
    let n = weights.len();
    let start = weights.to_vec();
    let (mut m, mut v) = (vec![0.0; n], vec![0.0; n]);
    let (beta1, beta2) = (0.9f64, 0.999f64);
    let scale = k * std::f64::consts::LN_10 / 400.0;
    for epoch in 1..=settings.epochs {
        let mut gradient = vec![0.0; n];
        for s in samples {
            let p = sigmoid(k, eval(s, weights));
            let g = 2.0 * (p - s.result) * p * (1.0 - p) * scale;
            for &(t, c) in &s.terms {
                gradient[t as usize] += g * f64::from(c);
            }
        }
        let count = samples.len().max(1) as f64;
        for i in 0..n {
            if fixed.get(i).copied().unwrap_or(false) {
                continue;
            }
            let g = gradient[i] / count + 2.0 * settings.prior * (weights[i] - start[i]);
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(epoch as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(epoch as i32));
            weights[i] -= settings.rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
        if !report(epoch, weights) {
            return;
        }
    }
}

/// The Rust source of a weights file: one line a term, or a rank of a table (`general on
/// a1–g1`), named.
pub fn weights_file<V: Terms>(weights: &[i32], header: &str) -> String {
    let mut out = String::new();
    for line in header.lines() {
        out.push_str(&format!("//! {line}\n").replace("//! \n", "//!\n"));
    }
    out.push_str("\n#[rustfmt::skip]\n");
    out.push_str(&format!("pub(crate) const WEIGHTS: [i32; {}] = [\n", weights.len()));
    let mut i = 0;
    while i < weights.len() {
        let name = V::term_name(i);
        let Some((table, rank)) = on_rank(&name) else {
            out.push_str(&format!("    {}, // {name}\n", weights[i]));
            i += 1;
            continue;
        };
        let mut end = i + 1;
        while end < weights.len() && on_rank(&V::term_name(end)) == Some((table, rank)) {
            end += 1;
        }
        let values: Vec<String> = weights[i..end].iter().map(|w| format!("{w},")).collect();
        let last = V::term_name(end - 1);
        let last_point = last.rsplit(' ').next().unwrap_or_default();
        out.push_str(&format!("    {} // {name}–{last_point}\n", values.join(" ")));
        i = end;
    }
    out.push_str("];\n");
    out
}

/// A table term's table and rank: `general on b12` is (`general on`, `12`).
fn on_rank(name: &str) -> Option<(&str, &str)> {
    let (table, point) = name.rsplit_once(' ')?;
    let digits = point.trim_start_matches(|c: char| c.is_ascii_lowercase());
    let is_point = digits.len() < point.len()
        && !digits.is_empty()
        && digits.chars().all(|c| c.is_ascii_digit());
    (table.ends_with(" on") && is_point).then_some((table, digits))
}
