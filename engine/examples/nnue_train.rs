//! Trains a game's network on data from `nnue_data`, on this machine's cores.
//!
//! `cargo run --release -p engine --example nnue_train -- [--game xiangqi] --data
//! data/nnue/xiangqi-1.txt
//! --mix 0.75 --epochs 10 --batch 4096 --rate 0.001 --seed 1 --threads 2 --out
//! engine/nets/xiangqi.nnue` reads every line (`position;score;result`), keeps one in twenty
//! aside to measure on, trains with Adam, and writes the quantised network. `--mix` is the
//! score's share of each target (the rest is the game's result).

use std::time::Instant;

use engine::nnue::{
    Inputs,
    train::{Mix, Sample, Trainer, quiet},
};
use rules::GameId;

struct Args {
    game: GameId,
    data: Vec<String>,
    mix: f32,
    epochs: usize,
    batch: usize,
    rate: f32,
    seed: u64,
    threads: usize,
    out: String,
    /// Only positions without a winning capture (`--quiet on`).
    quiet: bool,
}

fn args() -> Result<Args, String> {
    let mut a = Args {
        game: GameId::Xiangqi,
        data: Vec::new(),
        mix: 0.75,
        epochs: 10,
        batch: 4_096,
        rate: 0.001,
        seed: 1,
        threads: 2,
        out: "xiangqi.nnue".into(),
        quiet: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag} {value}: {e}");
        match flag.as_str() {
            "--game" => {
                a.game = value.parse().map_err(|_| format!("--game {value}: no such game"))?
            }
            "--data" => a.data.extend(value.split(',').map(str::to_owned)),
            "--mix" => a.mix = value.parse().map_err(|e| bad(&e))?,
            "--epochs" => a.epochs = value.parse().map_err(|e| bad(&e))?,
            "--batch" => a.batch = value.parse().map_err(|e| bad(&e))?,
            "--rate" => a.rate = value.parse().map_err(|e| bad(&e))?,
            "--seed" => a.seed = value.parse().map_err(|e| bad(&e))?,
            "--threads" => a.threads = value.parse().map_err(|e| bad(&e))?,
            "--out" => a.out = value.clone(),
            "--quiet" => a.quiet = value == "on",
            other => return Err(format!("unknown option {other}")),
        }
    }
    if a.data.is_empty() {
        return Err("--data FILE is needed".into());
    }
    Ok(a)
}

fn main() -> Result<(), String> {
    let args = args()?;
    let game = args.game;
    rules::with_variant!(game, V => train::<V>(&args))
}

/// The samples of `args`' data files, in game `V`.
fn read<V: Inputs>(args: &Args) -> Result<Vec<Sample>, String> {
    let mix = Mix { score: args.mix };
    let mut samples = Vec::new();
    for file in &args.data {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        for line in text.lines().filter(|l| !l.trim().is_empty()) {
            if args.quiet {
                let position = line.split(';').next().unwrap_or("");
                let pos = V::from_position_string(position).map_err(|e| e.to_string())?;
                if !quiet(&pos) {
                    continue;
                }
            }
            samples.push(Sample::from_line::<V>(line, mix).map_err(|e| format!("{file}: {e}"))?);
        }
    }
    Ok(samples)
}

fn train<V: Inputs>(args: &Args) -> Result<(), String> {
    let started = Instant::now();
    let mut samples = read::<V>(args)?;
    // A fixed shuffle (Fisher–Yates on SplitMix64), then one in twenty kept aside.
    let mut rng = engine::rng::Rng::new(args.seed);
    let mut next = || rng.next_u64();
    for i in (1..samples.len()).rev() {
        samples.swap(i, (next() % (i as u64 + 1)) as usize);
    }
    let held = samples.len() / 20;
    let (valid, train) = samples.split_at(held);
    println!(
        "{} positions ({} to train on, {} to measure) read in {:.1} s",
        samples.len(),
        train.len(),
        valid.len(),
        started.elapsed().as_secs_f64()
    );
    let mut trainer = Trainer::new(V::GAME, args.seed);
    trainer.rate = args.rate;
    println!("before: loss {:.6} (measured on the held-out positions)", trainer.loss(valid));
    let mut order: Vec<usize> = (0..train.len()).collect();
    let mut batch = Vec::with_capacity(args.batch);
    for epoch in 1..=args.epochs {
        for i in (1..order.len()).rev() {
            order.swap(i, (next() % (i as u64 + 1)) as usize);
        }
        for chunk in order.chunks(args.batch) {
            batch.clear();
            batch.extend(chunk.iter().map(|&i| train[i].clone()));
            trainer.step(&batch, args.threads);
        }
        // The rate falls by a third over the last third of the epochs.
        if epoch * 3 > args.epochs * 2 {
            trainer.rate *= 0.7;
        }
        println!(
            "epoch {epoch}: loss {:.6} held out, {:.6} trained on, {:.0} s",
            trainer.loss(valid),
            trainer.loss(&train[..train.len().min(valid.len().max(10_000))]),
            started.elapsed().as_secs_f64()
        );
    }
    let net = trainer.quantise();
    std::fs::write(&args.out, net.to_bytes()).map_err(|e| format!("{}: {e}", args.out))?;
    println!("wrote {} (hash {:016x})", args.out, net.hash());
    Ok(())
}
