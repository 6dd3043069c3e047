//! A UCI front end (`cargo run --release -p engine --example uci`), so that the engine can
//! play matches against other engines and be driven by GUIs. Standard UCI over text lines,
//! with the rules crate's position strings and move text (for Xiangqi the same as
//! Fairy-Stockfish's and pychess's), and three options: `UCI_Variant` (the game ids the bot
//! uses: `xiangqi`, `american`, `amalgamated`, `abstract`, `chess1999`), `Level` (1–8, default
//! 8, full strength) and `MultiPV` (how many of the best moves to score and report, 1–16).
//! `go` takes `depth`, `nodes`, `movetime`, the clocks and `searchmoves`; every completed
//! iteration is reported as one `info depth … multipv … score … nodes … nps … time … pv …`
//! line per move listed.
//!
//! A search runs on its own thread, so `stop`, `isready` and `quit` are answered while it
//! thinks. At the end of the input the search in progress finishes (as if a GUI waited for
//! `bestmove`); `quit` stops it.

use std::{
    io::{BufRead, Write},
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

use rules::{Game, GameId, Side};

use crate::{Level, Progress, Request, Score, Thought, think};

/// What the front end knows between commands.
struct Session<W> {
    out: Arc<Mutex<W>>,
    variant: GameId,
    level: Level,
    lines: usize,
    position: Position,
    search: Option<(Arc<AtomicBool>, JoinHandle<()>)>,
    /// The evaluation (`EvalFile`): classical unless a network was given.
    evaluation: crate::Evaluation,
}

/// The position `go` searches.
enum Position {
    /// None was given since the start or `ucinewgame`: the game's start, as UCI engines do.
    Start,
    /// The last `position` command's.
    Set(Game),
    /// The last `position` command was refused, for this reason.
    Refused(String),
}

/// Serves UCI commands from `input` until `quit` or the end of the input.
pub fn serve<W: Write + Send + 'static>(input: impl BufRead, out: W) {
    let mut session = Session {
        out: Arc::new(Mutex::new(out)),
        variant: GameId::Xiangqi,
        level: Level::MAX,
        lines: 1,
        position: Position::Start,
        search: None,
        evaluation: crate::Evaluation::Classical,
    };
    for line in input.lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => session.identify(),
            Some("isready") => session.say("readyok"),
            Some("ucinewgame") => {
                session.finish(true);
                session.position = Position::Start;
            }
            Some("setoption") => session.set_option(&words),
            Some("position") => session.position(&words),
            Some("go") => session.go(&words),
            Some("stop") => session.finish(true),
            Some("quit") => {
                session.finish(true);
                return;
            }
            _ => {}
        }
    }
    session.finish(false);
}

impl<W: Write + Send + 'static> Session<W> {
    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn identify(&self) {
        self.say("id name chess-variants engine");
        self.say("id author the chess-variants bot team");
        let variants: Vec<String> = GameId::ALL.iter().map(|g| format!("var {}", g.id())).collect();
        self.say(&format!(
            "option name UCI_Variant type combo default xiangqi {}",
            variants.join(" ")
        ));
        self.say("option name Level type spin default 8 min 1 max 8");
        self.say(&format!("option name MultiPV type spin default 1 min 1 max {MAX_LINES}"));
        self.say("option name EvalFile type string default <classical>");
        self.say("uciok");
    }

    fn set_option(&mut self, words: &[&str]) {
        let name = between(words, "name", "value");
        let value = after(words, "value");
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => match value.parse::<GameId>() {
                Ok(g) => {
                    self.variant = g;
                    self.position = Position::Start;
                }
                Err(e) => self.say(&format!("info string {e}")),
            },
            "level" => match value.parse().ok().and_then(Level::new) {
                Some(level) => self.level = level,
                None => self.say(&format!("info string Level is 1 to 8, not `{value}`")),
            },
            "multipv" => match value.parse::<usize>() {
                Ok(n @ 1..=MAX_LINES) => self.lines = n,
                _ => self.say(&format!("info string MultiPV is 1 to {MAX_LINES}, not `{value}`")),
            },
            "evalfile" => self.load_network(&value),
            _ => self.say(&format!("info string unknown option `{name}`")),
        }
    }

    /// `EvalFile`: the game the network in file `path` names evaluated by it, the others by
    /// their classical evaluation (`<classical>`: every game by its classical evaluation;
    /// `<builtin>`: each game by its committed network where it has one, as level 8 plays).
    /// A file that is not a network for this engine is refused, and the evaluation stays as
    /// it was.
    fn load_network(&mut self, path: &str) {
        if path.is_empty() || path == "<classical>" {
            self.evaluation = crate::Evaluation::Classical;
            return;
        }
        if path == "<builtin>" {
            self.evaluation = crate::Evaluation::Builtin;
            return;
        }
        let read = std::fs::read(path).map_err(|e| e.to_string());
        match read.and_then(|b| crate::nnue::Network::from_bytes(&b).map_err(|e| e.to_string())) {
            Ok(net) => {
                let (game, hash) = (net.game().id(), net.hash());
                self.say(&format!("info string EvalFile {path}: {game} network {hash:016x}"));
                self.evaluation = crate::Evaluation::Network(Box::leak(Box::new(net)));
            }
            Err(e) => self.say(&format!("info string EvalFile {path} refused: {e}")),
        }
    }

    /// Reads `position startpos|fen … [moves …]`. A position the rules refuse, or a move
    /// they refuse in the list, leaves no position at all (never the start, nor the position
    /// before the refused move): `go` then answers that it has none.
    fn position(&mut self, words: &[&str]) {
        self.finish(true);
        let moves_at = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
        let game = match words.get(1).copied() {
            Some("startpos") => Ok(Game::new(self.variant)),
            Some("fen") => Game::from_position(self.variant, &words[2..moves_at].join(" "))
                .map_err(|e| e.to_string()),
            _ => Err("position needs startpos or fen".to_owned()),
        };
        let game = game.and_then(|mut game| {
            for m in words.iter().skip(moves_at + 1) {
                game.play(m).map_err(|e| format!("{m}: {e}"))?;
            }
            Ok(game)
        });
        self.position = match game {
            Ok(game) => Position::Set(game),
            Err(e) => {
                self.say(&format!("info string {e}"));
                Position::Refused(e)
            }
        };
    }

    fn go(&mut self, words: &[&str]) {
        self.finish(true);
        let game = match &self.position {
            Position::Start => Game::new(self.variant),
            Position::Set(game) => game.clone(),
            Position::Refused(why) => {
                self.say(&format!("info string no position to search: {why}"));
                self.say("bestmove (none)");
                return;
            }
        };
        let stop = Arc::new(AtomicBool::new(false));
        let mut request = Request::new(self.level, 0);
        request.stop = Some(stop.clone());
        request.lines = self.lines;
        request.evaluation = self.evaluation;
        request.only = after(words, "searchmoves").split_whitespace().map(str::to_owned).collect();
        let number = |key: &str| -> Option<u64> { after(words, key).parse().ok() };
        request.nodes = number("nodes");
        request.depth = number("depth").and_then(|d| u32::try_from(d).ok());
        let clock = match game.side_to_move() {
            Side::First => (number("wtime"), number("winc")),
            Side::Second => (number("btime"), number("binc")),
        };
        request.time = match (number("movetime"), clock) {
            (Some(ms), _) => Some(Duration::from_millis(ms)),
            // A thirtieth of the time left, plus half the increment, within the time left.
            (None, (Some(left), inc)) => {
                let ms = (left / 30 + inc.unwrap_or(0) / 2).min(left.saturating_sub(50));
                Some(Duration::from_millis(ms.max(1)))
            }
            (None, (None, _)) => None,
        };
        let out = self.out.clone();
        let started = Instant::now();
        let progress = out.clone();
        // `info` lines after each completed iteration, and for the move chosen.
        request.progress =
            Some(Progress(Arc::new(move |t: &Thought| say(&progress, &info(t, started)))));
        let handle = std::thread::spawn(move || match think(&game, &request) {
            Some(t) => {
                say(&out, &info(&t, started));
                say(&out, &format!("bestmove {}", t.text));
            }
            None => say(&out, "bestmove (none)"),
        });
        self.search = Some((stop, handle));
    }

    /// Waits for the search in progress, stopping it first if `stop`.
    fn finish(&mut self, stop: bool) {
        if let Some((flag, handle)) = self.search.take() {
            if stop {
                flag.store(true, Ordering::Relaxed);
            }
            let _ = handle.join();
        }
    }
}

/// The most lines `MultiPV` may ask for.
const MAX_LINES: usize = 16;

/// `info depth … multipv … score cp|mate … nodes … nps … time … pv …` for each line of `t`, a
/// search begun at `started` (one line, the move chosen, when `t` has none).
fn info(t: &Thought, started: Instant) -> String {
    let score = |s: Score| match s {
        Score::Centipawns(cp) => format!("cp {cp}"),
        Score::Mate(n) => format!("mate {n}"),
    };
    let elapsed = started.elapsed();
    let seconds = elapsed.as_secs_f64().max(0.001);
    let nps = (t.nodes as f64 / seconds) as u64;
    let ms = elapsed.as_millis();
    let line = |k: usize, s: Score, pv: &[String]| {
        format!(
            "info depth {} multipv {k} score {} nodes {} nps {nps} time {ms} pv {}",
            t.depth,
            score(s),
            t.nodes,
            pv.join(" ")
        )
    };
    if t.lines.len() <= 1 {
        return line(1, t.score, &t.pv);
    }
    let lines: Vec<String> =
        t.lines.iter().enumerate().map(|(i, l)| line(i + 1, l.score, &l.pv)).collect();
    lines.join("\n")
}

fn say<W: Write>(out: &Mutex<W>, line: &str) {
    let mut out = out.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

/// The words after `key`, up to the next keyword of `go` or the end.
fn after(words: &[&str], key: &str) -> String {
    match words.iter().position(|w| *w == key) {
        Some(i) => words[i + 1..]
            .iter()
            .take_while(|w| !is_go_key(w))
            .copied()
            .collect::<Vec<_>>()
            .join(" "),
        None => String::new(),
    }
}

/// The words between `from` and `to`.
fn between(words: &[&str], from: &str, to: &str) -> String {
    let start = words.iter().position(|w| *w == from).map_or(words.len(), |i| i + 1);
    let end = words.iter().position(|w| *w == to).unwrap_or(words.len());
    words.get(start..end.max(start)).map(|w| w.join(" ")).unwrap_or_default()
}

/// The keywords of `go`, which end a value.
fn is_go_key(word: &str) -> bool {
    matches!(
        word,
        "wtime"
            | "btime"
            | "winc"
            | "binc"
            | "movestogo"
            | "depth"
            | "nodes"
            | "movetime"
            | "infinite"
            | "searchmoves"
            | "ponder"
            | "mate"
    )
}
