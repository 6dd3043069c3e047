//! The computer opponent: a search and an evaluation for each of the five games, over the
//! `rules` crate. What is *legal* is the rules crate's; what is *good* is this crate's.
//!
//! - [`Evaluate`]: one evaluation module per game (`eval/`), material and placement from its
//!   spec.
//! - [`search`]: one search for every game, generic over [`Evaluate`].
//! - [`Level`]: strengths 1–8; [`think`] picks a move for a [`rules::Game`] at a level,
//!   deterministically for a given seed and node limit.
//!
//! ```
//! use engine::{Level, Request, think};
//! use rules::{Game, GameId};
//! let game = Game::new(GameId::Xiangqi);
//! let thought = think(&game, &Request::new(Level::MIN, 7)).unwrap();
//! assert!(game.parse_move(&thought.text).is_ok());
//! ```

pub mod analysis;
mod eval;
pub mod judge;
mod level;
pub mod nnue;
pub mod puzzle;
pub mod rng;
pub mod search;
pub mod selfplay;
pub mod timing;
mod tt;
pub mod tune;
pub mod uci;

use std::{
    sync::{Arc, atomic::AtomicBool},
    time::{Duration, Instant},
};

pub use eval::{
    Evaluate, ROYAL,
    terms::{Collected, Sink, Terms},
};
pub use level::{LEVEL_8_TIME, Level, Strength, nodes_per_ms};
use rules::Game;
use search::{Limits, MATE, MATE_BOUND, Searcher};

/// This engine's version as far as what it finds is concerned: change it with any change to
/// the search or the evaluation, so that the bot analyses its games anew instead of showing
/// what an older engine thought.
pub const VERSION: &str = "2026.11.28";

/// What to think about: how strong, with which seed for the choice among near-best moves,
/// and for how long.
#[derive(Debug, Clone)]
pub struct Request {
    /// How strong.
    pub level: Level,
    /// Seeds the choice among near-best moves: the same seed, level and node limit give the
    /// same move.
    pub seed: u64,
    /// At most this long (level 8 uses all of it).
    pub time: Option<Duration>,
    /// At most this many nodes, if fewer than the level's own limit.
    pub nodes: Option<u64>,
    /// At most this deep, if shallower than the level's own limit.
    pub depth: Option<u32>,
    /// Stop as soon as this is set, with the best move found so far.
    pub stop: Option<Arc<AtomicBool>>,
    /// Told the best line after each completed iteration.
    pub progress: Option<Progress>,
    /// How many of the best moves to score exactly and give lines for (MultiPV; at least 1).
    pub lines: usize,
    /// Search only these root moves, in the game's move text (none: every legal move). Texts
    /// that are not legal moves are left out.
    pub only: Vec<String>,
    /// Which evaluation: the classical one, or corrected by a network ([`Evaluation`]).
    pub evaluation: Evaluation,
}

/// How positions are evaluated.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Evaluation {
    /// The game's classical evaluation.
    #[default]
    Classical,
    /// Corrected by the network committed for the game, where it has one
    /// ([`nnue::builtin_for`]); the classical one elsewhere.
    Builtin,
    /// Corrected by this network in its own game; the classical one in the others.
    Network(&'static nnue::Network),
}

impl Evaluation {
    /// The network a search of `game` evaluates with, if any.
    pub fn network(self, game: rules::GameId) -> Option<&'static nnue::Network> {
        match self {
            Evaluation::Classical => None,
            Evaluation::Builtin => nnue::builtin_for(game),
            Evaluation::Network(net) => (net.game() == game).then_some(net),
        }
    }
}

/// What hears of each completed iteration: its best move, score, depth, nodes and line.
#[derive(Clone)]
pub struct Progress(pub Arc<dyn Fn(&Thought) + Send + Sync>);

impl std::fmt::Debug for Progress {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Progress")
    }
}

impl Request {
    /// Thinking at `level` with `seed`, within the level's own depth and node limits.
    pub fn new(level: Level, seed: u64) -> Request {
        Request {
            level,
            seed,
            time: None,
            nodes: None,
            depth: None,
            stop: None,
            progress: None,
            lines: 1,
            only: Vec::new(),
            evaluation: Evaluation::Classical,
        }
    }

    /// A move at `level` as a player gets one: levels 1–7 within their own depth and node
    /// limits (the same move on any machine), level 8 for `level_8_time` (the bot's is
    /// [`LEVEL_8_TIME`]).
    pub fn playing(level: Level, seed: u64, level_8_time: Duration) -> Request {
        let time = (level == Level::MAX).then_some(level_8_time);
        // Level 8 evaluates with the game's committed network where it has one (BENCHMARKS.md,
        // "A network evaluation"); the other levels keep the classical evaluation their node
        // budgets were set with.
        let evaluation =
            if level == Level::MAX { Evaluation::Builtin } else { Evaluation::Classical };
        Request { time, evaluation, ..Request::new(level, seed) }
    }

    /// The engine's best judgement of a position within `nodes` (the same on any machine):
    /// level 8, with the game's committed network where it has one ([`Evaluation::Builtin`]).
    /// What analysis, hints, puzzles and the bot's answer to a draw offer search with.
    pub fn judging(nodes: u64) -> Request {
        let evaluation = Evaluation::Builtin;
        Request { nodes: Some(nodes), evaluation, ..Request::new(Level::MAX, 0) }
    }

    /// A move at `level` on a clock: as [`Request::playing`], and never longer than
    /// [`timing::budget`] gives the move on `clock`, at any level.
    pub fn on_clock(
        level: Level,
        seed: u64,
        level_8_time: Duration,
        clock: timing::TimeLeft,
    ) -> Request {
        let budget = timing::budget(clock);
        let playing = Request::playing(level, seed, level_8_time);
        let time = playing.time.map_or(budget, |t| t.min(budget));
        Request { time: Some(time), ..playing }
    }
}

/// A score from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// In centipawns.
    Centipawns(i32),
    /// A forced win (positive) or loss (negative) in this many moves of the side to move.
    Mate(i32),
}

impl Score {
    /// The same score for the other side.
    pub const fn turned(self) -> Score {
        match self {
            Score::Centipawns(cp) => Score::Centipawns(-cp),
            Score::Mate(n) => Score::Mate(-n),
        }
    }

    fn from_search(score: i32) -> Score {
        if score >= MATE_BOUND {
            Score::Mate((MATE - score + 1) / 2)
        } else if score <= -MATE_BOUND {
            Score::Mate(-(MATE + score + 1) / 2)
        } else {
            Score::Centipawns(score)
        }
    }
}

/// The move chosen, and what the search saw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thought {
    /// The move, in the game's canonical move text (what [`Game::play`] takes).
    pub text: String,
    /// Its score.
    pub score: Score,
    /// The last completed iteration's depth.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
    /// The line the engine expects, from the chosen move if it is the best one.
    pub pv: Vec<String>,
    /// The best moves, best first, with their scores and lines: as many as
    /// [`Request::lines`] asked for (fewer if there are fewer moves). The first is the best
    /// move, which at the strongest levels is the move chosen.
    pub lines: Vec<Line>,
}

/// One of the best moves, with its score and the line the engine expects after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    /// The move, in the game's canonical move text.
    pub text: String,
    /// Its score, for the side to move.
    pub score: Score,
    /// The line, from the move on.
    pub pv: Vec<String>,
}

/// A move for the side to move in `game` (`None` once the game is over).
pub fn think(game: &Game, request: &Request) -> Option<Thought> {
    let id = game.id();
    if let Some(net) = request.evaluation.network(id) {
        return rules::with_variant!(id, V => think_net::<V>(game, net, request));
    }
    rules::with_variant!(id, V => think_as::<V>(game, request))
}

/// A move in `game`, of game `V`, evaluated with `net`.
fn think_net<V: nnue::Inputs>(
    game: &Game,
    net: &'static nnue::Network,
    request: &Request,
) -> Option<Thought> {
    let m = game.as_match::<V>()?;
    if m.outcome().is_some() {
        return None;
    }
    let root = nnue::Net::new(m.position().clone(), net);
    think_from(&root, m.history(), game.id(), request)
}

fn think_as<V: Evaluate>(game: &Game, request: &Request) -> Option<Thought> {
    let id = game.id();
    let game = game.as_match::<V>()?;
    if game.outcome().is_some() {
        return None;
    }
    think_from(game.position(), game.history(), id, request)
}

/// A move from `root`, reached by `history`, in game `id`.
fn think_from<V: Evaluate>(
    root: &V,
    history: &rules::History,
    id: rules::GameId,
    request: &Request,
) -> Option<Thought> {
    let strength = request.level.strength(id);
    let limits = Limits {
        depth: request.depth.map_or(strength.depth, |d| d.clamp(1, strength.depth)),
        nodes: request.nodes.map_or(strength.nodes, |n| n.min(strength.nodes)),
        deadline: request.time.map(|t| Instant::now() + t),
        stop: request.stop.clone(),
    };
    let mut searcher =
        Searcher::<V>::new(limits, history.clone(), strength.margin).lines(request.lines);
    if !request.only.is_empty() {
        let mut legal = Vec::new();
        root.legal_moves(&mut legal);
        let only = legal.into_iter().filter(|&m| request.only.contains(&root.move_text(m)));
        searcher = searcher.only(only.collect());
    }
    let report = |f: &search::Found<V::Move>| {
        if let (Some(progress), Some(best)) = (&request.progress, f.moves.first()) {
            (progress.0)(&Thought {
                text: root.move_text(best.mv),
                score: Score::from_search(best.score),
                depth: f.depth,
                nodes: f.nodes,
                pv: texts(root, &f.pv),
                lines: lines(root, f),
            });
        }
    };
    let found = searcher.run_reporting(root, report)?;
    let best = found.moves.first()?.score;
    // Never stray from a forced win, nor into a forced loss the best move avoids.
    // Otherwise a level with a margin draws among the moves within it, the better ones more
    // often; the strongest levels play the best move.
    let margin = if best.abs() >= MATE_BOUND { 0 } else { strength.margin };
    let chosen = if margin == 0 {
        &found.moves[0]
    } else {
        let near: Vec<_> = found.moves.iter().filter(|s| s.score >= best - margin).collect();
        let weights: Vec<u64> = near
            .iter()
            .map(|s| u64::try_from(margin - (best - s.score) + 1).unwrap_or(1))
            .collect();
        near[rng::Rng::new(request.seed).weighted(&weights)]
    };
    let pv = if chosen.score == best && found.pv.first() == Some(&chosen.mv) {
        texts(root, &found.pv)
    } else {
        texts(root, &[chosen.mv])
    };
    Some(Thought {
        text: root.move_text(chosen.mv),
        score: Score::from_search(chosen.score),
        depth: found.depth,
        nodes: found.nodes,
        pv,
        lines: lines(root, &found),
    })
}

/// The lines a search found, as text.
fn lines<V: rules::Variant>(root: &V, found: &search::Found<V::Move>) -> Vec<Line> {
    found
        .lines
        .iter()
        .zip(&found.moves)
        .map(|(line, s)| Line {
            text: root.move_text(s.mv),
            score: Score::from_search(s.score),
            pv: texts(root, line),
        })
        .collect()
}

/// The move texts of a line from `pos`.
fn texts<V: rules::Variant>(pos: &V, line: &[V::Move]) -> Vec<String> {
    let mut pos = pos.clone();
    line.iter()
        .map(|&m| {
            let text = pos.move_text(m);
            pos.play_unchecked(m);
            text
        })
        .collect()
}
