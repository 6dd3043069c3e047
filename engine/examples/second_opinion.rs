//! Our analysis beside a stronger engine's: `cargo run --release -p engine --example
//! second_opinion -- <UCI engine> [--games 8] [--depth 12] [--ms 300] [--first 0]`.
//!
//! Plays `games` Xiangqi games between levels 2 and 5 (sides alternating, seeds from `first`,
//! four random plies first, at most 200 plies), analyses each as the bot's `/analyse` does
//! (level 8 with the bot's node budget for `ms` a position, two lines), once with the classical
//! evaluation and the winning-chances constant it had (0.002435; before the network) and once
//! with the committed network and today's constant (after), and has the other engine
//! (Fairy-Stockfish, told `UCI_Variant xiangqi`; a benchmark's sparring partner, never a
//! test's) search every position to `depth`. Its moves are judged as lichess judges
//! Stockfish's and pychess-variants Fairy-Stockfish's: its centipawns through chess's
//! constant; ours through Xiangqi's own.
//!
//! Prints, for each of our two analyses: how closely the first side's win percentage after each
//! ply follows the other engine's (Pearson's r), each side's inaccuracies, mistakes and
//! blunders, how many of the other engine's blunders ours marks at all and as blunders, and
//! how many of ours it does not mark at all.

#[path = "common/uci_client.rs"]
mod uci_client;

use engine::{
    Evaluation, Level, Request, Score,
    analysis::{Analysis, analyse},
    judge::{Chances, Judgement, judge},
    selfplay::{Pairing, play_out},
};
use rules::{BySide, Game, GameId, Side};
use uci_client::{Engine, Error};

const GAME: GameId = GameId::Xiangqi;

/// The score at `depth` of `position` for its side to move, as `other` finds it.
fn score(other: &mut Engine, position: &str, depth: u32) -> Result<Score, Error> {
    other.send(&format!("position fen {position}"))?;
    other.send(&format!("go depth {depth}"))?;
    let mut last = None;
    other.until("bestmove", |l| {
        let words: Vec<&str> = l.split_whitespace().collect();
        let Some(at) = words.iter().position(|w| *w == "score") else { return };
        let n = words.get(at + 2).and_then(|n| n.parse::<i32>().ok());
        last = match (words.get(at + 1).copied(), n) {
            (Some("cp"), Some(n)) => Some(Score::Centipawns(n)),
            (Some("mate"), Some(n)) => Some(Score::Mate(n)),
            _ => last,
        };
    })?;
    last.ok_or_else(|| format!("no score for {position}").into())
}

/// One ply as each judge saw it.
struct Ply {
    /// The other engine's first-side win percentage after the ply, and its label.
    theirs: (f64, Option<Judgement>),
    /// Ours, with the classical evaluation and with the network.
    ours: [(f64, Option<Judgement>); 2],
}

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let command = args.first().ok_or("usage: second_opinion <UCI engine> [--games N]…")?;
    let number = |flag: &str, default: u64| -> u64 {
        let at = args.iter().position(|a| a == flag);
        at.and_then(|i| args.get(i + 1)).and_then(|v| v.parse().ok()).unwrap_or(default)
    };
    let (games, depth, ms, first) =
        (number("--games", 8), number("--depth", 12), number("--ms", 300), number("--first", 0));
    let depth = u32::try_from(depth)?;
    let nodes = ms * engine::nodes_per_ms(GAME);
    let network = Request::judging(nodes);
    let classical = Request { evaluation: Evaluation::Classical, ..network.clone() };
    let mut other = Engine::start(command, GAME, &[])?;
    let mut plies = Vec::new();
    for seed in first..first + games {
        let (weak, middle) = (Level::new(2).ok_or("level")?, Level::new(5).ok_or("level")?);
        let levels = if seed % 2 == 0 { (weak, middle) } else { (middle, weak) };
        let levels = BySide::new_with(|s| if s == Side::First { levels.0 } else { levels.1 });
        let pairing = Pairing { game: GAME, levels, seed, opening: 4, nodes: None, max_plies: 200 };
        let played = play_out(&pairing).ok_or("a game did not play out")?;
        let moves = played.moves().to_vec();
        let ours = [&classical, &network]
            .map(|r| analyse(GAME, None, &moves, &Request { lines: 2, ..r.clone() }, |_, _| {}));
        let [Ok(ours_classical), Ok(ours_network)] = ours else {
            return Err("an analysis failed".into());
        };
        let theirs = their_judgements(&mut other, &moves, depth, &ours_network)?;
        for (i, theirs) in theirs.into_iter().enumerate() {
            if !ours_network.plies[i].forced {
                let ours = [
                    judged(&ours_classical, i, CLASSICAL_CHANCES),
                    judged(&ours_network, i, Chances::of(GAME)),
                ];
                plies.push(Ply { theirs, ours });
            }
        }
        eprintln!("game {seed}: {} plies", moves.len());
    }
    println!(
        "{games} games of levels 2 and 5, {} plies; ours at {nodes} nodes a position, theirs at \
         depth {depth}",
        plies.len()
    );
    let counts = |labels: &mut dyn Iterator<Item = Option<Judgement>>| {
        let mut n = [0; 3];
        for j in labels.flatten() {
            n[j as usize] += 1;
        }
        format!("{}/{}/{}", n[0], n[1], n[2])
    };
    println!("theirs: ?!/?/?? {}", counts(&mut plies.iter().map(|p| p.theirs.1)));
    for (which, name) in [(0, "classical"), (1, "network")] {
        let pairs: Vec<(f64, f64)> = plies.iter().map(|p| (p.theirs.0, p.ours[which].0)).collect();
        let blunders = plies.iter().filter(|p| p.theirs.1 == Some(Judgement::Blunder));
        let (mut seen, mut called) = (0, 0);
        for p in blunders.clone() {
            seen += usize::from(p.ours[which].1.is_some());
            called += usize::from(p.ours[which].1 == Some(Judgement::Blunder));
        }
        let ours_only = plies
            .iter()
            .filter(|p| p.ours[which].1 == Some(Judgement::Blunder) && p.theirs.1.is_none())
            .count();
        println!(
            "{name}: r = {:.3}; ?!/?/?? {}; of their {} blunders ours marks {seen} ({called} as \
             blunders); {ours_only} of our blunders they do not mark",
            pearson(&pairs),
            counts(&mut plies.iter().map(|p| p.ours[which].1)),
            blunders.count(),
        );
    }
    Ok(())
}

/// The other engine's first-side win percentage after each ply of `moves` and its label for
/// the ply; where a ply ends the game, the result (as our analysis has it) is what it left.
fn their_judgements(
    other: &mut Engine,
    moves: &[String],
    depth: u32,
    ours: &Analysis,
) -> Result<Vec<(f64, Option<Judgement>)>, Error> {
    let mut game = Game::new(GAME);
    let mut scores = Vec::new();
    for text in moves {
        scores.push((game.side_to_move(), score(other, game.position_string().as_ref(), depth)?));
        game.play(text)?;
    }
    let last = match game.outcome() {
        Some(_) => None,
        None => Some(score(other, game.position_string().as_ref(), depth)?),
    };
    let chess = Chances::CHESS;
    let mut judged = Vec::new();
    for (i, &(mover, before)) in scores.iter().enumerate() {
        let next = scores.get(i + 1).map(|&(_, s)| s).or(last);
        let after = next.map_or(ours.plies[i].after, Score::turned);
        let for_mover = chess.win_percent(after);
        let first = if mover == Side::First { for_mover } else { 100.0 - for_mover };
        judged.push((first, judge(chess, before, after)));
    }
    Ok(judged)
}

/// Xiangqi's winning-chances constant before the network (fitted to the classical
/// evaluation of 8a37d56).
const CLASSICAL_CHANCES: Chances = Chances { per_centipawn: 0.002_435 };

/// Ply `i` of `analysis` judged with `chances`: the first side's win percentage after it, and
/// its label.
fn judged(analysis: &Analysis, i: usize, chances: Chances) -> (f64, Option<Judgement>) {
    let ply = &analysis.plies[i];
    let for_mover = chances.win_percent(ply.after);
    let first = if ply.mover == Side::First { for_mover } else { 100.0 - for_mover };
    (first, judge(chances, ply.before, ply.after))
}

/// Pearson's correlation of the pairs.
fn pearson(pairs: &[(f64, f64)]) -> f64 {
    let n = pairs.len().max(1) as f64;
    let (mx, my) = pairs.iter().fold((0.0, 0.0), |(a, b), &(x, y)| (a + x / n, b + y / n));
    let (mut sxy, mut sxx, mut syy) = (0.0, 0.0, 0.0);
    for &(x, y) in pairs {
        sxy += (x - mx) * (y - my);
        sxx += (x - mx) * (x - mx);
        syy += (y - my) * (y - my);
    }
    sxy / (sxx * syy).sqrt().max(f64::MIN_POSITIVE)
}
