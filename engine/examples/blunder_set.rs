//! Our analysis against a set of games judged by Fairy-Stockfish: `cargo run --release -p
//! engine --example blunder_set -- <set.tsv>… [--ms 300] [--chances C] [--threads 1]
//! [--scores FILE] [--load-scores FILE] [--list]`.
//!
//! Reads a set written by `second_opinion --dump … --confirm 16` (`engine/tests/data/
//! analysis/README.md`): every game's moves, and for every ply the other engine's scores for
//! the mover before and after it at the first depth (12) and, where either engine marked the
//! move at least an inaccuracy, at the deeper one (16, a cleared hash each search). Analyses
//! every game as the bot's `/analyse` does (`analysis::analyse`, level 8 with the game's
//! network, two lines, `ms` times Xiangqi's nodes a millisecond a position) and prints:
//!
//! - of the other engine's blunders, how many ours marks at all, a mistake or worse, a
//!   blunder: the set's blunders are the moves it calls a mistake or worse at the first depth
//!   and a blunder at the deeper; also those it calls a blunder at the deeper depth wherever it
//!   searched again, and (the figure) at the first depth alone;
//! - the moves ours marks a mistake or worse (and a blunder) that the other engine does not
//!   mark at all (at the deeper depth where it searched deeper, else at the first): false
//!   alarms;
//! - r between the two engines' first-side win percentages after each ply, and the seconds
//!   the analyses took (one thread each).
//!
//! `--chances C` labels our scores with the constant `C` instead of Xiangqi's own;
//! `--scores FILE` writes our scores for every ply, and `--load-scores FILE` reads them
//! instead of analysing (to try constants without searching again); `--list` lists the
//! other engine's blunders ours marks below a mistake.

#[path = "support/stats.rs"]
mod stats;

use std::{collections::HashMap, time::Instant};

use engine::{
    Request, Score,
    analysis::analyse,
    judge::{Chances, Judgement, judge},
};
use rules::{GameId, Side};

const GAME: GameId = GameId::Xiangqi;

type Error = Box<dyn std::error::Error + Send + Sync>;

fn parse_score(s: &str) -> Result<Score, Error> {
    let (kind, n) = s.split_once(':').ok_or_else(|| format!("a score: {s}"))?;
    let n: i32 = n.parse()?;
    Ok(if kind == "cp" { Score::Centipawns(n) } else { Score::Mate(n) })
}

fn text(s: Score) -> String {
    match s {
        Score::Centipawns(cp) => format!("cp:{cp}"),
        Score::Mate(n) => format!("mate:{n}"),
    }
}

/// One judged ply of the set: the other engine's view of it.
struct Ply {
    seed: u64,
    index: usize,
    mover: Side,
    played: String,
    position: String,
    /// At the first depth: the mover's scores before and after.
    shallow: (Score, Score),
    /// At the deeper depth, where searched again.
    deep: Option<(Score, Score)>,
}

/// Each game's seed and moves.
type Games = Vec<(u64, Vec<String>)>;

/// One ply as both judges saw it.
struct Row<'a> {
    ply: &'a Ply,
    /// Our label, theirs at the first depth, theirs at the deeper (where searched).
    ours: Option<Judgement>,
    shallow: Option<Judgement>,
    deep: Option<Option<Judgement>>,
    /// Our scores for the mover before and after.
    scores: (Score, Score),
}

impl Row<'_> {
    /// Their verdict: the deeper one where searched again, else the first.
    fn theirs(&self) -> Option<Judgement> {
        self.deep.unwrap_or(self.shallow)
    }
}

/// The set: each game's seed and moves, and its judged plies.
fn read_set(paths: &[String]) -> Result<(Games, Vec<Ply>), Error> {
    let (mut games, mut plies) = (Vec::new(), Vec::new());
    for path in paths {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
        for line in text.lines().filter(|l| !l.starts_with('#')) {
            let f: Vec<&str> = line.split('\t').collect();
            match f.first() {
                Some(&"game") => {
                    let moves = f
                        .get(2)
                        .map_or(Vec::new(), |m| m.split_whitespace().map(str::to_owned).collect());
                    games.push((f[1].parse()?, moves));
                }
                Some(&"ply") if f.len() >= 16 => {
                    let deep = if f[13] == "." {
                        None
                    } else {
                        Some((parse_score(f[13])?, parse_score(f[14])?))
                    };
                    plies.push(Ply {
                        seed: f[1].parse()?,
                        index: f[2].parse()?,
                        mover: if f[3] == "red" { Side::First } else { Side::Second },
                        played: f[4].to_owned(),
                        position: f[12].to_owned(),
                        shallow: (parse_score(f[5])?, parse_score(f[6])?),
                        deep,
                    });
                }
                _ => return Err(format!("{path}: an unreadable line: {line}").into()),
            }
        }
    }
    Ok((games, plies))
}

/// Our scores for the mover before and after every ply of a game.
type Ours = Vec<(Score, Score)>;

fn main() -> Result<(), Error> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1));
    let flags = ["--ms", "--chances", "--threads", "--scores", "--load-scores"];
    let mut paths = Vec::new();
    let mut i = 0;
    while i < args.len() {
        if flags.contains(&args[i].as_str()) {
            i += 2;
        } else {
            if !args[i].starts_with("--") {
                paths.push(args[i].clone());
            }
            i += 1;
        }
    }
    if paths.is_empty() {
        return Err("usage: blunder_set <set.tsv>… [--ms 300] [--chances C] …".into());
    }
    let ms: u64 = value("--ms").map_or(Ok(300), |v| v.parse())?;
    let threads: usize = value("--threads").map_or(Ok(1), |v| v.parse())?;
    let chances = match value("--chances") {
        Some(c) => Chances { per_centipawn: c.parse()? },
        None => Chances::of(GAME),
    };
    let (games, plies) = read_set(&paths)?;
    let nodes = ms * engine::nodes_per_ms(GAME);
    let request = Request { lines: 2, ..Request::judging(nodes) };

    let started = Instant::now();
    let ours: HashMap<u64, Ours> = if let Some(path) = value("--load-scores") {
        let mut ours: HashMap<u64, Ours> = HashMap::new();
        for line in std::fs::read_to_string(path)?.lines() {
            let f: Vec<&str> = line.split('\t').collect();
            let entry = ours.entry(f[0].parse()?).or_default();
            entry.push((parse_score(f[2])?, parse_score(f[3])?));
        }
        ours
    } else {
        let next = std::sync::atomic::AtomicUsize::new(0);
        let done = std::sync::Mutex::new(HashMap::new());
        std::thread::scope(|s| {
            for _ in 0..threads.max(1) {
                s.spawn(|| {
                    loop {
                        let k = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some((seed, moves)) = games.get(k) else { break };
                        let Ok(a) = analyse(GAME, None, moves, &request, |_, _| {}) else {
                            eprintln!("game {seed}: the analysis failed");
                            continue;
                        };
                        let scores: Ours = a.plies.iter().map(|p| (p.before, p.after)).collect();
                        eprintln!("game {seed}: {} plies", moves.len());
                        done.lock().unwrap_or_else(|e| e.into_inner()).insert(*seed, scores);
                    }
                });
            }
        });
        done.into_inner().unwrap_or_else(|e| e.into_inner())
    };
    let seconds = started.elapsed().as_secs_f64();
    if let Some(path) = value("--scores") {
        use std::io::Write;
        let mut out = std::fs::File::create(path)?;
        for (seed, _) in &games {
            for (i, (b, a)) in ours.get(seed).into_iter().flatten().enumerate() {
                writeln!(out, "{seed}\t{i}\t{}\t{}", text(*b), text(*a))?;
            }
        }
    }

    let chess = Chances::CHESS;
    let mut pairs = Vec::new();
    let mut rows = Vec::new();
    for p in &plies {
        let Some(&(before, after)) = ours.get(&p.seed).and_then(|o| o.get(p.index)) else {
            return Err(format!("game {} ply {}: not analysed", p.seed, p.index).into());
        };
        let mine = judge(chances, before, after);
        let shallow = judge(chess, p.shallow.0, p.shallow.1);
        let deep = p.deep.map(|(b, a)| judge(chess, b, a));
        let first = |percent: f64| if p.mover == Side::First { percent } else { 100.0 - percent };
        pairs.push((first(chess.win_percent(p.shallow.1)), first(chances.win_percent(after))));
        rows.push(Row { ply: p, ours: mine, shallow, deep, scores: (before, after) });
    }
    let plies_analysed: usize = games.iter().map(|(_, m)| m.len()).sum();
    println!(
        "{} games, {} judged plies ({plies_analysed} positions analysed in {seconds:.0} s, \
         {:.1} s per 100 plies); ours at {nodes} nodes a position, constant {}",
        games.len(),
        rows.len(),
        100.0 * seconds / plies_analysed.max(1) as f64,
        chances.per_centipawn
    );
    println!(
        "r with the other engine's win % after each ply (first depth): {:.3}",
        stats::pearson(&pairs)
    );
    let count = |labels: &mut dyn Iterator<Item = Option<Judgement>>| {
        let mut n = [0; 3];
        for j in labels.flatten() {
            n[j as usize] += 1;
        }
        format!("{}/{}/{}", n[0], n[1], n[2])
    };
    println!("ours ?!/?/??: {}", count(&mut rows.iter().map(|r| r.ours)));
    println!("theirs at the first depth ?!/?/??: {}", count(&mut rows.iter().map(|r| r.shallow)));
    let report = |name: &str, blunders: &[&Row]| {
        let n = blunders.len();
        let at_all = blunders.iter().filter(|r| r.ours.is_some()).count();
        let mistaken = blunders.iter().filter(|r| r.ours >= Some(Judgement::Mistake)).count();
        let called = blunders.iter().filter(|r| r.ours == Some(Judgement::Blunder)).count();
        let pc = |k: usize| 100.0 * k as f64 / n.max(1) as f64;
        println!(
            "{name}: {n}; ours marks {at_all} ({:.0} %) at all, {mistaken} ({:.1} %) a mistake \
             or worse, {called} ({:.0} %) blunders",
            pc(at_all),
            pc(mistaken),
            pc(called)
        );
    };
    // The set's blunders: a mistake or worse at the first depth, a blunder at the deeper.
    let deep_blunders: Vec<_> = rows
        .iter()
        .filter(|r| {
            r.shallow >= Some(Judgement::Mistake) && r.deep == Some(Some(Judgement::Blunder))
        })
        .collect();
    let any_deep: Vec<_> =
        rows.iter().filter(|r| r.deep == Some(Some(Judgement::Blunder))).collect();
    let shallow_blunders: Vec<_> =
        rows.iter().filter(|r| r.shallow == Some(Judgement::Blunder)).collect();
    report(
        "their blunders (a mistake or worse at the first depth, a blunder at the deeper)",
        &deep_blunders,
    );
    report("their blunders at the deeper depth, wherever searched again", &any_deep);
    report("their blunders at the first depth", &shallow_blunders);
    let alarms = rows.iter().filter(|r| r.ours >= Some(Judgement::Mistake) && r.theirs().is_none());
    let blunder_alarms =
        rows.iter().filter(|r| r.ours == Some(Judgement::Blunder) && r.theirs().is_none()).count();
    let below = rows
        .iter()
        .filter(|r| r.ours >= Some(Judgement::Mistake) && r.theirs() == Some(Judgement::Inaccuracy))
        .count();
    println!(
        "ours a mistake or worse, theirs nothing: {} (of them blunders: {blunder_alarms}); theirs \
         only an inaccuracy: {below}",
        alarms.clone().count()
    );
    for r in alarms {
        println!(
            "  alarm: game {} ply {} {}: ours {} → {} {}; theirs {} → {}",
            r.ply.seed,
            r.ply.index,
            r.ply.played,
            text(r.scores.0),
            text(r.scores.1),
            r.ours.map_or("-", Judgement::glyph),
            text(r.ply.deep.unwrap_or(r.ply.shallow).0),
            text(r.ply.deep.unwrap_or(r.ply.shallow).1),
        );
    }
    if args.iter().any(|a| a == "--list") {
        for r in deep_blunders.iter().filter(|r| r.ours < Some(Judgement::Mistake)) {
            let (b, a) = r.ply.deep.unwrap_or(r.ply.shallow);
            println!(
                "  missed: game {} ply {} {}: ours {} → {} ({:.0} → {:.0} %, {}); theirs {} → {} \
                 ({:.0} → {:.0} %); {}",
                r.ply.seed,
                r.ply.index,
                r.ply.played,
                text(r.scores.0),
                text(r.scores.1),
                chances.win_percent(r.scores.0),
                chances.win_percent(r.scores.1),
                r.ours.map_or("-", Judgement::glyph),
                text(b),
                text(a),
                chess.win_percent(b),
                chess.win_percent(a),
                position_before(&games, r.ply),
            );
        }
    }
    Ok(())
}

/// The position before `ply`, from the set where it has it (`.` where not), else replayed.
fn position_before(games: &Games, ply: &Ply) -> String {
    if ply.position != "." {
        return ply.position.clone();
    }
    let moves = games.iter().find(|(seed, _)| *seed == ply.seed).map(|(_, m)| m);
    let game = moves.and_then(|m| rules::Game::replay(GAME, None, &m[..ply.index]).ok());
    game.map_or_else(|| "?".to_owned(), |g| g.position_string().as_ref().to_owned())
}
