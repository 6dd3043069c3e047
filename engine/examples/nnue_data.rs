//! Training data for a game's network, from the engine's own games: self-play at a fixed
//! number of nodes a move, each game opened with a few random moves (varied openings), every
//! quiet position (not in check, past the random opening, no mate in view) written with the
//! search's score and, once the game is over, its result.
//!
//! `cargo run --release -p engine --example nnue_data -- [--game xiangqi] --games 2000 --nodes
//! 5000 --seed 1 --threads 2 --out data/nnue/xiangqi-1.txt [--network FILE]` writes a line per
//! position, `position;score;result`, score (centipawns) and result (1, 0.5, 0) for the side
//! to move.
//! With `--network`, the games are played and scored with that network (the next round's data).

use std::{
    io::Write,
    sync::{
        Mutex,
        atomic::{AtomicUsize, Ordering},
    },
    time::Instant,
};

use engine::{Evaluation, Level, Request, Score, nnue::Network, rng::Rng, think};
use rules::{Game, GameId, Side};

/// Moves made at random before the engine plays.
const RANDOM_PLIES: usize = 8;
/// A game still going after this many plies is scored a draw.
const MAX_PLIES: usize = 300;

struct Args {
    game: GameId,
    games: usize,
    nodes: u64,
    seed: u64,
    threads: usize,
    out: String,
    network: Option<&'static Network>,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        game: GameId::Xiangqi,
        games: 100,
        nodes: 5_000,
        seed: 1,
        threads: 2,
        out: "xiangqi.txt".into(),
        network: None,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let number = || value.parse::<u64>().map_err(|e| format!("{flag} {value}: {e}"));
        match flag.as_str() {
            "--game" => {
                a.game = value.parse().map_err(|_| format!("--game {value}: no such game"))?
            }
            "--games" => a.games = number()? as usize,
            "--nodes" => a.nodes = number()?,
            "--seed" => a.seed = number()?,
            "--threads" => a.threads = number()?.max(1) as usize,
            "--out" => a.out = value.clone(),
            "--network" => {
                let bytes = std::fs::read(&value).map_err(|e| format!("{value}: {e}"))?;
                let net = Network::from_bytes(&bytes).map_err(|e| format!("{value}: {e}"))?;
                a.network = Some(Box::leak(Box::new(net)));
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if let Some(net) = a.network.filter(|n| n.game() != a.game) {
        return Err(format!("--network is {}'s, not {}'s", net.game().id(), a.game.id()));
    }
    Ok(a)
}

/// One game from `seed`: its quiet positions with their scores, and the first side's result.
fn play(seed: u64, args: &Args) -> (Vec<(String, Side, i32)>, f32) {
    let mut rng = Rng::new(seed);
    let mut game = Game::new(args.game);
    let mut out = Vec::new();
    for ply in 0..MAX_PLIES {
        if game.outcome().is_some() {
            break;
        }
        if ply < RANDOM_PLIES {
            let legal = game.legal_moves();
            let pick = &legal[(rng.next_u64() % legal.len() as u64) as usize].text;
            if game.play(pick).is_err() {
                break;
            }
            continue;
        }
        let request = Request {
            nodes: Some(args.nodes),
            evaluation: args.network.map_or(Evaluation::Classical, Evaluation::Network),
            ..Request::new(Level::MAX, rng.next_u64())
        };
        let Some(thought) = think(&game, &request) else { break };
        if let Score::Centipawns(cp) = thought.score
            && !game.in_check()
        {
            out.push((game.position_string().to_string(), game.side_to_move(), cp));
        }
        if game.play(&thought.text).is_err() {
            break;
        }
    }
    let result = match game.outcome().and_then(|o| o.winner) {
        Some(Side::First) => 1.0,
        Some(Side::Second) => 0.0,
        None => 0.5,
    };
    (out, result)
}

fn main() -> Result<(), String> {
    let args = args()?;
    let file = std::fs::File::create(&args.out).map_err(|e| format!("{}: {e}", args.out))?;
    let out = Mutex::new(std::io::BufWriter::new(file));
    let (next_game, positions) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let started = Instant::now();
    std::thread::scope(|scope| {
        for _ in 0..args.threads {
            scope.spawn(|| {
                loop {
                    let g = next_game.fetch_add(1, Ordering::SeqCst);
                    if g >= args.games {
                        break;
                    }
                    let (seen, first) = play(args.seed.wrapping_mul(1_000_003) + g as u64, &args);
                    let mut lines = String::new();
                    for (pos, side, cp) in &seen {
                        let result = if *side == Side::First { first } else { 1.0 - first };
                        lines.push_str(&format!("{pos};{cp};{result}\n"));
                    }
                    positions.fetch_add(seen.len(), Ordering::SeqCst);
                    let mut w = out.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                    if let Err(e) = w.write_all(lines.as_bytes()) {
                        eprintln!("writing: {e}");
                    }
                }
            });
        }
    });
    out.into_inner().map_err(|e| e.to_string())?.flush().map_err(|e| e.to_string())?;
    let n = positions.load(Ordering::SeqCst);
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{} games, {n} positions in {secs:.1} s ({:.0} a second)",
        args.games,
        n as f64 / secs
    );
    Ok(())
}
