//! Fits Xiangqi's winning-chances constant to the scores analysis actually judges with (a
//! search at the analysis budget), not to the static evaluation: `cargo run --release -p
//! engine --example chances_search -- [--games 200] [--first 300000] [--play-nodes 20000]
//! [--judge-ms 300] [--every 5] [--threads 2] [--save FILE] [--load FILE]`.
//!
//! Plays `games` games of the engine against itself with its judging evaluation (level 8,
//! the network, `play-nodes` a move; seeds from `first`, 8 seeded random plies first, at most
//! 300 plies, an unfinished game counted a draw), then scores every `every`-th position after
//! the opening two ways: a one-ply search (the evaluation with captures resolved, which is
//! what `examples/chances.rs` fits, as the tuner saves quiet positions) and the search
//! `/analyse` makes (two lines, `judge-ms` times the game's nodes a millisecond). For each
//! it fits the constant `c` of [`Chances`] (with analysis's clamp) that best predicts the
//! results (least squares) on the first nine tenths of the games, and prints it with the
//! squared error on the last tenth. `--save` keeps the scored positions (`seed ply result
//! shallow judged`, Red's view), `--load` fits from such a file without playing.

use std::sync::Mutex;

use engine::{
    Request, Score,
    analysis::{Position, search_position},
    judge::Chances,
    selfplay::opening,
    think,
};
use rules::{Game, GameId, Side};

const GAME: GameId = GameId::Xiangqi;

type Error = Box<dyn std::error::Error + Send + Sync>;

/// One scored position: its game's seed, its ply, Red's result, and Red's two scores.
#[derive(Debug, Clone, Copy)]
struct Scored {
    seed: u64,
    ply: usize,
    result: f64,
    shallow: Score,
    judged: Score,
}

fn parse_score(s: &str) -> Option<Score> {
    let (kind, n) = s.split_once(':')?;
    let n = n.parse().ok()?;
    Some(if kind == "cp" { Score::Centipawns(n) } else { Score::Mate(n) })
}

fn text(s: Score) -> String {
    match s {
        Score::Centipawns(cp) => format!("cp:{cp}"),
        Score::Mate(n) => format!("mate:{n}"),
    }
}

/// The score of `game` for Red, searched as `request` says.
fn red_score(game: &Game, request: &Request) -> Option<Score> {
    let t = think(game, request)?;
    let s = t.lines.first().map_or(t.score, |l| l.score);
    Some(if game.side_to_move() == Side::First { s } else { s.turned() })
}

/// One game: its scored positions.
fn one_game(seed: u64, play: &Request, judge: &Request, every: usize) -> Vec<Scored> {
    let Some(mut game) = opening(GAME, 8, seed) else { return Vec::new() };
    let start = game.moves().len();
    while game.outcome().is_none() && game.moves().len() < 300 {
        let Some(t) = think(&game, play) else { break };
        if game.play(&t.text).is_err() {
            break;
        }
    }
    let result = match game.outcome().map(|o| o.winner) {
        Some(Some(Side::First)) => 1.0,
        Some(Some(Side::Second)) => 0.0,
        _ => 0.5,
    };
    let moves = game.moves().to_vec();
    let shallow = Request { depth: Some(1), ..Request::judging(u64::MAX) };
    let mut out = Vec::new();
    for ply in (start..moves.len()).step_by(every.max(1)) {
        let Ok(at) = Game::replay(GAME, None, &moves[..ply]) else { continue };
        if at.outcome().is_some() {
            continue;
        }
        // The judged score as analysis searches it (a lone legal move searched in full).
        let position = Position { game: at.clone(), searched: true };
        let judged = search_position(&position, judge).first().map(|l| l.score);
        let red = |s: Score| if at.side_to_move() == Side::First { s } else { s.turned() };
        let (Some(s), Some(j)) = (red_score(&at, &shallow), judged.map(red)) else {
            continue;
        };
        out.push(Scored { seed, ply, result, shallow: s, judged: j });
    }
    out
}

/// The mean squared error of `c`'s predictions for `(score, result)`.
fn error(pairs: &[(Score, f64)], c: f64) -> f64 {
    let chances = Chances { per_centipawn: c };
    let total: f64 =
        pairs.iter().map(|&(s, r)| (r - (1.0 + chances.winning_chances(s)) / 2.0).powi(2)).sum();
    total / pairs.len().max(1) as f64
}

/// The `c` with the least error (golden-section search).
fn fit(pairs: &[(Score, f64)]) -> f64 {
    let (mut a, mut b) = (0.000_1f64, 0.02f64);
    let phi = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (c, d) = (b - phi * (b - a), a + phi * (b - a));
        if error(pairs, c) < error(pairs, d) {
            b = d;
        } else {
            a = c;
        }
    }
    (a + b) / 2.0
}

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1));
    let number = |flag: &str, default: u64| -> u64 {
        value(flag).and_then(|v| v.parse().ok()).unwrap_or(default)
    };
    let scored: Vec<Scored> = if let Some(path) = value("--load") {
        std::fs::read_to_string(path)?
            .lines()
            .filter_map(|l| {
                let f: Vec<&str> = l.split_whitespace().collect();
                Some(Scored {
                    seed: f.first()?.parse().ok()?,
                    ply: f.get(1)?.parse().ok()?,
                    result: f.get(2)?.parse().ok()?,
                    shallow: parse_score(f.get(3)?)?,
                    judged: parse_score(f.get(4)?)?,
                })
            })
            .collect::<Vec<Scored>>()
    } else {
        let (games, first) = (number("--games", 200), number("--first", 300_000));
        let play = Request::judging(number("--play-nodes", 20_000));
        let judge_nodes = number("--judge-ms", 300) * engine::nodes_per_ms(GAME);
        let judge = Request { lines: 2, ..Request::judging(judge_nodes) };
        let every = usize::try_from(number("--every", 5))?;
        let threads = number("--threads", 2);
        let next = Mutex::new(first);
        let all = Mutex::new(Vec::new());
        // Kept as each game ends, so that a long run can be fitted before it is over.
        let save = match value("--save") {
            Some(path) => Some(Mutex::new(std::fs::File::create(path)?)),
            None => None,
        };
        std::thread::scope(|s| {
            for _ in 0..threads {
                s.spawn(|| {
                    loop {
                        let seed = {
                            let mut n = next.lock().unwrap_or_else(|e| e.into_inner());
                            if *n >= first + games {
                                break;
                            }
                            *n += 1;
                            *n - 1
                        };
                        let got = one_game(seed, &play, &judge, every);
                        eprintln!("game {seed}: {} positions", got.len());
                        if let Some(file) = &save {
                            use std::io::Write;
                            let mut file = file.lock().unwrap_or_else(|e| e.into_inner());
                            for s in &got {
                                let line = format!(
                                    "{} {} {} {} {}",
                                    s.seed,
                                    s.ply,
                                    s.result,
                                    text(s.shallow),
                                    text(s.judged)
                                );
                                let _ = writeln!(file, "{line}");
                            }
                        }
                        all.lock().unwrap_or_else(|e| e.into_inner()).extend(got);
                    }
                });
            }
        });
        let mut all = all.into_inner().unwrap_or_else(|e| e.into_inner());
        all.sort_by_key(|s| (s.seed, s.ply));
        all
    };
    let mut scored = scored;
    scored.sort_by_key(|s| (s.seed, s.ply));
    let mut seeds: Vec<u64> = scored.iter().map(|s| s.seed).collect();
    seeds.dedup();
    let cut = seeds.get(seeds.len() - seeds.len() / 10).copied().unwrap_or(u64::MAX);
    let results: Vec<f64> = seeds
        .iter()
        .map(|&seed| scored.iter().find(|s| s.seed == seed).map_or(0.5, |s| s.result))
        .collect();
    let (red, black) = (
        results.iter().filter(|&&r| r == 1.0).count(),
        results.iter().filter(|&&r| r == 0.0).count(),
    );
    println!(
        "{} games (Red +{red} ={} −{black}), {} positions; fitted on games before seed {cut}",
        seeds.len(),
        seeds.len() - red - black,
        scored.len()
    );
    for (name, pick) in [
        ("one-ply search", (|s: &Scored| s.shallow) as fn(&Scored) -> Score),
        ("analysis search", |s: &Scored| s.judged),
    ] {
        let (fitted, held): (Vec<_>, Vec<_>) = scored.iter().partition(|s| s.seed < cut);
        let fitted: Vec<(Score, f64)> = fitted.iter().map(|s| (pick(s), s.result)).collect();
        let held: Vec<(Score, f64)> = held.iter().map(|s| (pick(s), s.result)).collect();
        let c = fit(&fitted);
        println!(
            "{name}: c = {c:.6} (k = {:.3}); held-out error {:.6} (today's {:.6}: {:.6})",
            c * 400.0 / std::f64::consts::LN_10,
            error(&held, c),
            Chances::of(GAME).per_centipawn,
            error(&held, Chances::of(GAME).per_centipawn),
        );
        // How sure: the fit on every game, and on games drawn again with replacement.
        let rounds = usize::try_from(number("--bootstrap", 0))?;
        if rounds > 0 {
            let by_game: Vec<Vec<(Score, f64)>> = seeds
                .iter()
                .map(|&seed| {
                    scored.iter().filter(|s| s.seed == seed).map(|s| (pick(s), s.result)).collect()
                })
                .collect();
            let every: Vec<(Score, f64)> = by_game.iter().flatten().copied().collect();
            let mut draw = engine::rng::Rng::new(7);
            let mut fits: Vec<f64> = (0..rounds)
                .map(|_| {
                    let sample: Vec<(Score, f64)> = (0..by_game.len())
                        .flat_map(|_| {
                            by_game[(draw.next_u64() % by_game.len() as u64) as usize]
                                .iter()
                                .copied()
                        })
                        .collect();
                    fit(&sample)
                })
                .collect();
            fits.sort_by(f64::total_cmp);
            let at = |q: f64| fits[((fits.len() - 1) as f64 * q).round() as usize];
            println!(
                "{name}, every game: c = {:.6}; {rounds} resamplings of the games: 95 % from \
                 {:.6} to {:.6}",
                fit(&every),
                at(0.025),
                at(0.975)
            );
        }
    }
    Ok(())
}
