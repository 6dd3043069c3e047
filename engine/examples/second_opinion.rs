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
//!
//! Also prints how many of the other engine's blunders ours marks a mistake or worse, and lists
//! each of them ours marks below a mistake: the position, the move, both engines' win
//! percentages for the mover before and after it, and our best move. `--no-classical` skips
//! the classical analysis; `--dump <file>` writes every game's moves and every judged ply, for
//! `examples/blunder_set.rs`. `--confirm D` searches again, to depth `D` with a cleared hash
//! each time (so each score is the same whatever was searched before), the positions before and
//! after every ply the other engine marks a mistake or worse, and adds those scores and the
//! label they give to the dump (`.` for the plies not searched again): a steadier judge for the
//! set of `examples/blunder_set.rs`.

#[path = "common/uci_client.rs"]
mod uci_client;

#[path = "support/stats.rs"]
mod stats;

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
    /// The game's seed and the ply's index in it.
    at: (u64, usize),
    /// The position before the ply.
    position: String,
    /// Who played it and what.
    mover: Side,
    played: String,
    /// The other engine's scores for the mover before and after the ply.
    their_scores: (Score, Score),
    /// Ours (the network's) for the mover before and after, and our best move.
    our_scores: (Score, Score),
    best: String,
}

/// A score as the dump writes it.
fn text(s: Score) -> String {
    match s {
        Score::Centipawns(cp) => format!("cp:{cp}"),
        Score::Mate(n) => format!("mate:{n}"),
    }
}

/// A label as the dump writes it.
fn glyph(j: Option<Judgement>) -> &'static str {
    j.map_or("-", Judgement::glyph)
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
    let with_classical = !args.iter().any(|a| a == "--no-classical");
    let mut dump = match args.iter().position(|a| a == "--dump") {
        Some(i) => Some(std::fs::File::create(args.get(i + 1).ok_or("--dump <file>")?)?),
        None => None,
    };
    let depth = u32::try_from(depth)?;
    let confirm = u32::try_from(number("--confirm", 0))?;
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
        let request = |r: &Request| Request { lines: 2, ..r.clone() };
        let ours_network = analyse(GAME, None, &moves, &request(&network), |_, _| {})
            .map_err(|e| format!("an analysis failed: {e}"))?;
        let ours_classical = if with_classical {
            analyse(GAME, None, &moves, &request(&classical), |_, _| {})
                .map_err(|e| format!("an analysis failed: {e}"))?
        } else {
            ours_network.clone()
        };
        let theirs = their_judgements(&mut other, &moves, depth, &ours_network)?;
        let confirmed = if confirm > 0 {
            confirmed(&mut other, &moves, confirm, &ours_network, &theirs)?
        } else {
            vec![None; moves.len()]
        };
        let mut replayed = Game::new(GAME);
        if let Some(out) = &mut dump {
            use std::io::Write;
            writeln!(out, "game\t{seed}\t{}", moves.join(" "))?;
        }
        for (i, (theirs, their_scores)) in theirs.into_iter().enumerate() {
            let position = replayed.position_string().as_ref().to_owned();
            replayed.play(&moves[i])?;
            let p = &ours_network.plies[i];
            if p.forced {
                continue;
            }
            let ours = [
                judged(&ours_classical, i, CLASSICAL_CHANCES),
                judged(&ours_network, i, Chances::of(GAME)),
            ];
            let best = p.best.first().map_or_else(|| "-".to_owned(), |l| l.text.clone());
            let ply = Ply {
                theirs,
                ours,
                at: (seed, i),
                position,
                mover: p.mover,
                played: p.played.clone(),
                their_scores,
                our_scores: (p.before, p.after),
                best,
            };
            if let Some(out) = &mut dump {
                use std::io::Write;
                writeln!(
                    out,
                    "ply\t{seed}\t{i}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
                    if ply.mover == Side::First { "red" } else { "black" },
                    ply.played,
                    text(their_scores.0),
                    text(their_scores.1),
                    glyph(ply.theirs.1),
                    text(p.before),
                    text(p.after),
                    glyph(ply.ours[1].1),
                    ply.best,
                    ply.position,
                    confirmed[i].map_or_else(
                        || ".\t.\t.".to_owned(),
                        |(b, a)| format!(
                            "{}\t{}\t{}",
                            text(b),
                            text(a),
                            glyph(judge(Chances::CHESS, b, a))
                        )
                    ),
                )?;
            }
            plies.push(ply);
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
    let analyses: &[(usize, &str)] =
        if with_classical { &[(0, "classical"), (1, "network")] } else { &[(1, "network")] };
    for &(which, name) in analyses {
        let pairs: Vec<(f64, f64)> = plies.iter().map(|p| (p.theirs.0, p.ours[which].0)).collect();
        let blunders = plies.iter().filter(|p| p.theirs.1 == Some(Judgement::Blunder));
        let (mut seen, mut mistaken, mut called) = (0, 0, 0);
        for p in blunders.clone() {
            seen += usize::from(p.ours[which].1.is_some());
            mistaken += usize::from(p.ours[which].1 >= Some(Judgement::Mistake));
            called += usize::from(p.ours[which].1 == Some(Judgement::Blunder));
        }
        let ours_only = plies
            .iter()
            .filter(|p| p.ours[which].1 == Some(Judgement::Blunder) && p.theirs.1.is_none())
            .count();
        println!(
            "{name}: r = {:.3}; ?!/?/?? {}; of their {} blunders ours marks {seen} ({called} as \
             blunders); {ours_only} of our blunders they do not mark",
            stats::pearson(&pairs),
            counts(&mut plies.iter().map(|p| p.ours[which].1)),
            blunders.clone().count(),
        );
        let n = blunders.clone().count().max(1);
        println!(
            "{name}: of their {} blunders ours marks {seen} ({:.0} %) at all, {mistaken} ({:.0} %) \
             a mistake or worse, {called} ({:.0} %) blunders",
            blunders.clone().count(),
            100.0 * seen as f64 / n as f64,
            100.0 * mistaken as f64 / n as f64,
            100.0 * called as f64 / n as f64,
        );
    }
    let chess = Chances::CHESS;
    let ours = Chances::of(GAME);
    let missed: Vec<&Ply> = plies
        .iter()
        .filter(|p| {
            p.theirs.1 == Some(Judgement::Blunder) && p.ours[1].1 < Some(Judgement::Mistake)
        })
        .collect();
    println!(
        "their blunders the network's analysis marks below a mistake ({}); win % for the mover \
         before → after:",
        missed.len()
    );
    for p in missed {
        let (tb, ta) = p.their_scores;
        let (ob, oa) = p.our_scores;
        println!(
            "  game {} ply {} ({}) {}: theirs {:.0} → {:.0} ({} → {}); ours {:.0} → {:.0} ({} → {}, \
             {}); our best {}; {}",
            p.at.0,
            p.at.1,
            if p.mover == Side::First { "Red" } else { "Black" },
            p.played,
            chess.win_percent(tb),
            chess.win_percent(ta),
            text(tb),
            text(ta),
            ours.win_percent(ob),
            ours.win_percent(oa),
            text(ob),
            text(oa),
            glyph(p.ours[1].1),
            p.best,
            p.position,
        );
    }
    Ok(())
}

/// The other engine's view of one ply: the first side's win percentage after it and its label,
/// and its scores for the mover before and after it.
type TheirPly = ((f64, Option<Judgement>), (Score, Score));

/// The other engine's first-side win percentage after each ply of `moves` and its label for
/// the ply (and its scores); where a ply ends the game, the result (as our analysis has it) is what it left.
fn their_judgements(
    other: &mut Engine,
    moves: &[String],
    depth: u32,
    ours: &Analysis,
) -> Result<Vec<TheirPly>, Error> {
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
        judged.push(((first, judge(chess, before, after)), (before, after)));
    }
    Ok(judged)
}

/// The other engine's scores for the mover before and after each ply it marks a mistake or
/// worse, each position searched to `depth` with a cleared hash; `None` for the other plies.
fn confirmed(
    other: &mut Engine,
    moves: &[String],
    depth: u32,
    ours: &Analysis,
    theirs: &[TheirPly],
) -> Result<Vec<Option<(Score, Score)>>, Error> {
    let mut positions = vec![Game::new(GAME)];
    for text in moves {
        let mut next = positions.last().ok_or("no position")?.clone();
        next.play(text)?;
        positions.push(next);
    }
    let mut cache: std::collections::HashMap<usize, Score> = std::collections::HashMap::new();
    let mut fresh = |other: &mut Engine, k: usize| -> Result<Score, Error> {
        if let Some(&s) = cache.get(&k) {
            return Ok(s);
        }
        other.send("ucinewgame")?;
        other.send("isready")?;
        other.until("readyok", |_| {})?;
        let s = score(other, positions[k].position_string().as_ref(), depth)?;
        cache.insert(k, s);
        Ok(s)
    };
    let mut out = Vec::new();
    for (i, ply) in ours.plies.iter().enumerate() {
        let doubtful = theirs[i].0.1 >= Some(Judgement::Mistake);
        if ply.forced || !doubtful {
            out.push(None);
            continue;
        }
        let before = fresh(other, i)?;
        let after = if positions[i + 1].outcome().is_some() {
            ply.after
        } else {
            fresh(other, i + 1)?.turned()
        };
        out.push(Some((before, after)));
    }
    Ok(out)
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
