//! A match between two UCI engines, refereed by the rules crate:
//! `cargo run --release -p engine --example match -- <engine A> <engine B> --game G
//! --games N --movetime MS [--nodes N] [--concurrency C] [--option-a NAME=VALUE]…
//! [--option-b NAME=VALUE]… [--openings FILE] [--first K]`.
//!
//! An engine is a command line (split at spaces: `"target/release/examples/uci"`, or a
//! Fairy-Stockfish binary, which speaks UCI with `UCI_Variant xiangqi`). Both are told
//! `UCI_Variant` = the game, then the options given (`--option-b "Skill Level=8"`). Each
//! opening is played twice, the engines swapping sides: Xiangqi's from
//! `engine/examples/openings/xiangqi.txt` (lines of real openings in WXF), the other games'
//! four random plies drawn with the game's number as the seed. Every move an engine sends is
//! checked by the rules; an illegal or missing move loses. A game still going after 400 plies
//! is a draw. `--first K` starts at game K (to add games to a match already played).
//! `--nodes N` bounds each move by nodes instead of time (`go nodes N`: the same moves on a
//! busy machine, for comparing two commits of our engine while something else runs).
//! `--concurrency C` plays C games at once, each with its own pair of engines (each engine
//! thinks on one core: at most as many as the machine has cores).
//!
//! Prints each game's result as it ends, then A's wins, draws and losses, its score and the
//! Elo difference with its 95 % margin (from the games' own spread).

#[path = "common/uci_client.rs"]
mod uci_client;

use engine::selfplay::opening;
use rules::{Game, GameId, Side};
use uci_client::{Engine, Error};

/// A game still going after this many plies is a draw.
const MAX_PLIES: usize = 400;

/// What the command line asks for.
struct Args {
    engines: [String; 2],
    options: [Vec<(String, String)>; 2],
    game: GameId,
    games: usize,
    first: usize,
    movetime: u64,
    nodes: Option<u64>,
    concurrency: usize,
    openings: Option<String>,
}

fn args() -> Result<Args, Error> {
    let mut it = std::env::args().skip(1);
    let mut engines = Vec::new();
    let mut a = Args {
        engines: [String::new(), String::new()],
        options: [Vec::new(), Vec::new()],
        game: GameId::Xiangqi,
        games: 10,
        first: 0,
        movetime: 200,
        nodes: None,
        concurrency: 1,
        openings: None,
    };
    while let Some(arg) = it.next() {
        let mut value = || it.next().ok_or_else(|| format!("{arg} needs a value"));
        match arg.as_str() {
            "--game" => a.game = value()?.parse()?,
            "--games" => a.games = value()?.parse()?,
            "--first" => a.first = value()?.parse()?,
            "--movetime" => a.movetime = value()?.parse()?,
            "--nodes" => a.nodes = Some(value()?.parse()?),
            "--concurrency" => a.concurrency = value()?.parse::<usize>()?.max(1),
            "--openings" => a.openings = Some(value()?),
            "--option-a" | "--option-b" => {
                let v = value()?;
                let (name, val) = v.split_once('=').ok_or("an option is NAME=VALUE")?;
                let k = usize::from(arg == "--option-b");
                a.options[k].push((name.trim().to_owned(), val.trim().to_owned()));
            }
            _ if arg.starts_with("--") => return Err(format!("unknown option {arg}").into()),
            _ => engines.push(arg),
        }
    }
    let [one, two]: [String; 2] =
        engines.try_into().map_err(|_| "name two engines (command lines)")?;
    a.engines = [one, two];
    Ok(a)
}

/// How long each move is thought about.
#[derive(Clone, Copy)]
enum Budget {
    /// Milliseconds.
    Time(u64),
    /// Nodes.
    Nodes(u64),
}

impl Engine {
    /// The engine's move after `moves` from the start, thinking as `budget` says.
    fn best_move(&mut self, moves: &[String], budget: Budget) -> Result<String, Error> {
        let position = match moves {
            [] => "position startpos".to_owned(),
            _ => format!("position startpos moves {}", moves.join(" ")),
        };
        self.send(&position)?;
        match budget {
            Budget::Time(ms) => self.send(&format!("go movetime {ms}"))?,
            Budget::Nodes(n) => self.send(&format!("go nodes {n}"))?,
        }
        let line = self.until("bestmove", |_| {})?;
        Ok(line.split_whitespace().nth(1).unwrap_or("(none)").to_owned())
    }
}

/// The openings: Xiangqi's from the file (WXF lines, played to check them and turned into
/// canonical move text), the other games' random plies.
fn openings(game: GameId, file: Option<&str>, count: usize) -> Result<Vec<Vec<String>>, Error> {
    let default = concat!(env!("CARGO_MANIFEST_DIR"), "/examples/openings/xiangqi.txt");
    let path = match (file, game) {
        (Some(f), _) => Some(f.to_owned()),
        (None, GameId::Xiangqi) => Some(default.to_owned()),
        (None, _) => None,
    };
    let Some(path) = path else {
        return Ok((0..count as u64)
            .map(|seed| opening(game, 4, seed).map(|g| g.moves().to_vec()).unwrap_or_default())
            .collect());
    };
    let mut lines = Vec::new();
    for line in std::fs::read_to_string(&path)?.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut g = Game::new(game);
        for m in line.split_whitespace() {
            g.play(m).map_err(|e| format!("{path}: `{line}`: {m}: {e}"))?;
        }
        lines.push(g.moves().to_vec());
    }
    Ok(lines)
}

/// How a game ended, for engine A: 1, ½ or 0.
fn play_game(
    engines: &mut [Engine; 2],
    a_side: Side,
    game: GameId,
    opening: &[String],
    budget: Budget,
) -> Result<(f64, String), Error> {
    let mut g = Game::new(game);
    for m in opening {
        g.play(m)?;
    }
    for e in engines.iter_mut() {
        e.send("ucinewgame")?;
    }
    while g.outcome().is_none() && g.moves().len() < MAX_PLIES {
        let mover = g.side_to_move();
        let k = usize::from(mover != a_side);
        let text = engines[k].best_move(g.moves(), budget)?;
        if let Err(e) = g.play(&text) {
            let a_wins = k == 1;
            let why = format!("{} played `{text}`, not a move: {e}", engines[k].name);
            return Ok((if a_wins { 1.0 } else { 0.0 }, why));
        }
    }
    let score = match g.outcome().and_then(|o| o.winner) {
        Some(w) if w == a_side => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    let why = match g.outcome() {
        Some(o) => format!("{:?} after {} plies", o.reason, g.moves().len()),
        None => format!("draw at the {MAX_PLIES}-ply limit"),
    };
    Ok((score, why))
}

/// The Elo difference for a score fraction `p` (clamped away from 0 and 1).
fn elo(p: f64) -> f64 {
    let p = p.clamp(0.001, 0.999);
    -400.0 * (1.0 / p - 1.0).log10()
}

fn main() -> Result<(), Error> {
    let args = args()?;
    let lines = openings(args.game, args.openings.as_deref(), args.games.div_ceil(2))?;
    if lines.is_empty() {
        return Err("no openings".into());
    }
    let budget = args.nodes.map_or(Budget::Time(args.movetime), Budget::Nodes);
    let games: Vec<usize> = (args.first..args.first + args.games).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|scope| -> Result<(), Error> {
        let workers: Vec<_> = (0..args.concurrency.min(games.len()))
            .map(|_| {
                scope.spawn(|| -> Result<(), Error> {
                    let mut engines = [
                        Engine::start(&args.engines[0], args.game, &args.options[0])?,
                        Engine::start(&args.engines[1], args.game, &args.options[1])?,
                    ];
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(&n) = games.get(i) else { return Ok(()) };
                        let line = &lines[(n / 2) % lines.len()];
                        // Each opening twice, A first then A second.
                        let a_side = if n % 2 == 0 { Side::First } else { Side::Second };
                        let (score, why) =
                            play_game(&mut engines, a_side, args.game, line, budget)?;
                        println!(
                            "game {n}: A plays {} after `{}`: {} ({why})",
                            if a_side == Side::First { "first" } else { "second" },
                            line.join(" "),
                            match score {
                                s if s > 0.75 => "A wins",
                                s if s < 0.25 => "B wins",
                                _ => "draw",
                            }
                        );
                        results.lock().map_err(|_| "a game thread panicked")?.push(score);
                    }
                })
            })
            .collect();
        for w in workers {
            w.join().map_err(|_| "a game thread panicked")??;
        }
        Ok(())
    })?;
    let scores = results.into_inner().map_err(|_| "a game thread panicked")?;
    if scores.is_empty() {
        return Ok(());
    }
    let n = scores.len() as f64;
    let (wins, draws) = (
        scores.iter().filter(|&&s| s > 0.75).count(),
        scores.iter().filter(|&&s| (s - 0.5).abs() < 0.25).count(),
    );
    let losses = scores.len() - wins - draws;
    let p = scores.iter().sum::<f64>() / n;
    let sd = (scores.iter().map(|s| (s - p).powi(2)).sum::<f64>() / n).sqrt() / n.sqrt();
    let (low, high) = (elo(p - 1.96 * sd), elo(p + 1.96 * sd));
    println!("A: {} vs B: {}", args.engines[0], args.engines[1]);
    println!(
        "{}: A +{wins} ={draws} -{losses}: {:.1}/{} ({:.1} %), Elo {:+.0} (95 %: {:+.0} to {:+.0})",
        args.game.id(),
        p * n,
        scores.len(),
        100.0 * p,
        elo(p),
        low,
        high
    );
    Ok(())
}
