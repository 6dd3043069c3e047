//! `/analyse`: the engine judges a finished game, a position at a time.
//!
//! The host never searches for an analysis. [`Host::analyse`] answers at once with the stored
//! analysis when the engine and settings of today made one ([`AnalysisKey`]); otherwise it
//! hands out an [`AnalysisJob`]: the positions still to search. Whoever runs the engine (the
//! bot's engine threads, between the moves of live games; the console, at once) searches them
//! with [`AnalysisJob::searching`] and keeps each with [`Host::keep_analysed`], so an analysis
//! cut short by a restart goes on where it stopped. Once every position is kept, `analyse`
//! answers with the summary.
//!
//! An analysis takes two looks ([`Look`]): every position, then, deeper, the positions around
//! the moves the first look found close under a mistake ([`engine::analysis::second_looks`]),
//! kept under a key of their own. The second look's positions are known only once the first
//! is kept, so a job of the first look is followed by one of the second
//! ([`Host::analysis_next`]).
//!
//! A game still being played is not analysed: between people that would be help during the
//! game, and against the bot `/hint` is the way, counted in the record.

use std::time::Duration;

use engine::{
    Line,
    analysis::{Analysis, Position, assemble, positions},
};
use rules::GameId;

use super::{Host, Refusal, RefusalKind, Reply};
use crate::{
    model::{GameNo, Place, ServerId, Sight},
    msg,
    store::{GameRow, GameStatus, MoveRow, analyses::AnalysisKey},
    text::{Arg, Text},
};

/// How long the engine looks at each position of an analysis by default: 300 ms' worth of
/// nodes on the development machine ([`engine::nodes_per_ms`]), which analyses a game of 100
/// plies in about 30 s of one core (BENCHMARKS.md).
pub const ANALYSIS_PER_POSITION: Duration = Duration::from_millis(300);

/// What `/analyse` found: the analysis, or the work still to do for it.
#[derive(Debug)]
pub enum Analysing {
    /// Every position is searched: the summary.
    Done(Box<Reply>),
    /// Some positions are still to search.
    Needed(Box<AnalysisJob>),
}

/// Which look at a game's positions an analysis job takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// Every position, at the analysis's budget.
    First,
    /// The positions around the moves the first look found close under a mistake, searched
    /// [deeper](engine::analysis::deeper), as many as `count`.
    Second {
        /// How many positions the second look searches in all.
        count: usize,
    },
}

/// The positions of a game still to search for its analysis, in one of its looks.
#[derive(Debug, Clone)]
pub struct AnalysisJob {
    /// The game.
    pub game: GameNo,
    /// Where it was played: one analysis per server runs at a time.
    pub server: Option<ServerId>,
    /// The engine and settings doing it (the first look's key; the second's is derived).
    pub key: AnalysisKey,
    /// How each position is searched in the first look.
    pub request: engine::Request,
    /// Every position of the game, by ply (0: the start).
    pub positions: Vec<Position>,
    /// Which look this is.
    pub look: Look,
    /// The plies of the positions still to search in this look, in order.
    pub todo: Vec<u32>,
}

impl AnalysisJob {
    /// How many positions the analysis searches in all: every position, and the second look's
    /// once they are known.
    pub fn total(&self) -> usize {
        match self.look {
            Look::First => self.positions.len(),
            Look::Second { count } => self.positions.len() + count,
        }
    }

    /// How many are done.
    pub fn done(&self) -> usize {
        self.total() - self.todo.len()
    }

    /// The key this look's positions are kept under, and how each is searched.
    pub fn searching(&self) -> (AnalysisKey, engine::Request) {
        match self.look {
            Look::First => (self.key.clone(), self.request.clone()),
            Look::Second { .. } => (second_key(&self.key), engine::analysis::deeper(&self.request)),
        }
    }

    /// Which game it is a game of.
    pub fn kind(&self) -> GameId {
        self.positions.first().map_or(GameId::Xiangqi, |p| p.game.id())
    }
}

/// "Analysing Xiangqi #12… 34 / 81 positions ▰▰▰▰▱▱▱▱▱▱".
pub fn analysis_progress(game: GameId, id: GameNo, done: usize, total: usize) -> Text {
    const BAR: usize = 10;
    let full = (done * BAR).checked_div(total).unwrap_or(BAR).min(BAR);
    let bar = format!("{}{}", "▰".repeat(full), "▱".repeat(BAR - full));
    Text::from(msg!(
        "analysis-progress",
        game = Arg::strong(game),
        id = id,
        done = done,
        total = total,
        bar = bar
    ))
}

/// A finished analysis, read back from the store.
pub(super) struct Analysed {
    pub row: GameRow,
    pub moves: Vec<MoveRow>,
    pub analysis: Analysis,
}

impl Host {
    /// Game `id` (default: the channel's last finished game) analysed: at once if it was
    /// analysed already by this engine at these settings, else the positions still to search.
    ///
    /// # Errors
    /// No such game here in sight, a game still being played, or a game without moves.
    pub fn analyse(
        &self,
        place: Place,
        sight: &Sight,
        id: Option<GameNo>,
    ) -> Result<Analysing, Refusal> {
        let row = match id {
            Some(id) => self.game_here(place, sight, id)?,
            None => self
                .read(|c| c.last_finished_game(place.channel))?
                .ok_or_else(|| Refusal::keyed(RefusalKind::Nothing, "refusal-nothing-analysed"))?,
        };
        if row.status == GameStatus::Active {
            let refusal = msg!("refusal-analyse-game-on", id = row.id);
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        let moves = self.read(|c| c.moves(row.id))?;
        if moves.is_empty() {
            let refusal = msg!("refusal-analyse-no-moves", id = row.id);
            return Err(Refusal::new(RefusalKind::Nothing, refusal));
        }
        let kept = self.first_look(&row)?;
        let analysis = match self.looked(&row, &canonical(&moves), &kept)? {
            Ok(analysis) => analysis,
            Err(job) => return Ok(Analysing::Needed(Box::new(job))),
        };
        let analysed = Analysed { row, moves, analysis };
        Ok(Analysing::Done(Box::new(self.analysis_reply(place, &analysed))))
    }

    /// What is left of `job`'s analysis once its look is kept: the second look's job, or
    /// `None` once the analysis is complete.
    ///
    /// # Errors
    /// The store failed, or the game is gone or does not replay.
    pub fn analysis_next(&self, job: &AnalysisJob) -> Result<Option<AnalysisJob>, Refusal> {
        let Some(row) = self.read(|c| c.game(job.game))? else {
            return Err(Refusal::keyed(RefusalKind::Nothing, "refusal-record-broken"));
        };
        let moves = self.read(|c| c.moves(row.id))?;
        let kept = self.first_look(&row)?;
        Ok(self.looked(&row, &canonical(&moves), &kept)?.err())
    }

    /// The positions of `row`'s game its first look kept, by this engine at these settings.
    fn first_look(&self, row: &GameRow) -> Result<Vec<(u32, Vec<Line>)>, Refusal> {
        let (key, _) = self.analysis_settings(row.game);
        self.read(|c| c.kept_positions(row.id, &key))
    }

    /// `row`'s analysis through `texts` from what is `kept` (its first look's positions) and
    /// the second look's, or the job of the look still to search.
    fn looked(
        &self,
        row: &GameRow,
        texts: &[String],
        kept: &[(u32, Vec<Line>)],
    ) -> Result<Result<Analysis, AnalysisJob>, Refusal> {
        let (key, request) = self.analysis_settings(row.game);
        let (positions, todo) = missing(row, texts, kept)?;
        let job = |look, todo| AnalysisJob {
            game: row.id,
            server: row.place.server,
            key: key.clone(),
            request: request.clone(),
            positions: positions.clone(),
            look,
            todo,
        };
        if !todo.is_empty() {
            return Ok(Err(job(Look::First, todo)));
        }
        let first = assembled(row, texts, kept, &[])?;
        let again = engine::analysis::second_looks(row.game, &first, &positions);
        if again.is_empty() {
            return Ok(Ok(first));
        }
        let deeper = self.read(|c| c.kept_positions(row.id, &second_key(&key)))?;
        let todo: Vec<u32> = again
            .iter()
            .filter(|&&k| !deeper.iter().any(|(ply, _)| *ply as usize == k))
            .filter_map(|&k| u32::try_from(k).ok())
            .collect();
        if !todo.is_empty() {
            return Ok(Err(job(Look::Second { count: again.len() }, todo)));
        }
        Ok(Ok(assembled(row, texts, kept, &deeper)?))
    }

    /// The message that stands for `job`'s analysis while it runs, in the channel's language
    /// ([`analysis_progress`] words each step).
    pub fn analysis_started(&self, place: Place, job: &AnalysisJob) -> Reply {
        let lang = self.audience(place, None, None, job.kind()).lang;
        Reply::text(analysis_progress(job.kind(), job.game, job.done(), job.total()), lang)
    }

    /// Keeps what the engine found in position `ply` of `job`'s game.
    ///
    /// # Errors
    /// The store failed.
    pub fn keep_analysed(
        &self,
        job: &AnalysisJob,
        ply: u32,
        lines: &[Line],
    ) -> Result<(), Refusal> {
        let now = self.now();
        let (key, _) = job.searching();
        self.write(|tx| Ok(tx.keep_position(job.game, &key, ply, lines, now)?))
    }

    /// Game `row`'s analysis by this engine at these settings, if it is complete.
    pub(super) fn analysed(&self, row: GameRow) -> Result<Option<Analysed>, Refusal> {
        if row.status == GameStatus::Active {
            return Ok(None);
        }
        let kept = self.first_look(&row)?;
        if kept.is_empty() {
            return Ok(None);
        }
        let moves = self.read(|c| c.moves(row.id))?;
        match self.looked(&row, &canonical(&moves), &kept)? {
            Ok(analysis) => Ok(Some(Analysed { row, moves, analysis })),
            Err(_) => Ok(None),
        }
    }

    /// The engine and settings analyses are made with today, for a game of `game`, and the
    /// request that searches each position: a node budget, so the analysis is the same on any
    /// machine, and the game's network where it has one (its hash is part of the key, so a
    /// new network analyses games anew).
    pub(super) fn analysis_settings(&self, game: GameId) -> (AnalysisKey, engine::Request) {
        let ms = u64::try_from(self.limits.analysis_per_position.as_millis()).unwrap_or(u64::MAX);
        let nodes = ms.saturating_mul(engine::nodes_per_ms(game)).max(1_000);
        let request = engine::Request { lines: 2, ..engine::Request::judging(nodes) };
        let network = request.evaluation.network(game);
        let network = network.map(|n| format!(", network {:016x}", n.hash()));
        let key =
            format!("engine {}, {nodes} nodes{}", engine::VERSION, network.unwrap_or_default());
        (AnalysisKey(key), request)
    }
}

/// The key the second look's positions are kept under, from the first's.
fn second_key(first: &AnalysisKey) -> AnalysisKey {
    AnalysisKey(format!("{}, second look at {}×", first.0, engine::analysis::SECOND_LOOK))
}

/// The canonical texts of `moves`.
pub(super) fn canonical(moves: &[MoveRow]) -> Vec<String> {
    moves.iter().map(|m| m.canonical.clone()).collect()
}

/// The positions of `row`'s game through `texts`, and the plies of those to search that are
/// not among the `kept`.
fn missing(
    row: &GameRow,
    texts: &[String],
    kept: &[(u32, Vec<Line>)],
) -> Result<(Vec<Position>, Vec<u32>), Refusal> {
    let positions = positions(row.game, Some(&row.start), texts).map_err(|e| broken(row, &e))?;
    let todo = (0..positions.len())
        .filter(|&k| positions[k].searched && !kept.iter().any(|(ply, _)| *ply as usize == k))
        .filter_map(|k| u32::try_from(k).ok())
        .collect();
    Ok((positions, todo))
}

/// The analysis of `row`'s game through `texts` from the positions `kept` (the ones not
/// searched have no lines), those searched again `deeper` taking their second look's lines.
fn assembled(
    row: &GameRow,
    texts: &[String],
    kept: &[(u32, Vec<Line>)],
    deeper: &[(u32, Vec<Line>)],
) -> Result<Analysis, Refusal> {
    let mut searched = vec![Vec::new(); texts.len() + 1];
    for (ply, lines) in kept.iter().chain(deeper) {
        if let Some(slot) = searched.get_mut(*ply as usize) {
            slot.clone_from(lines);
        }
    }
    assemble(row.game, Some(&row.start), texts, &searched).map_err(|e| broken(row, &e))
}

fn broken(row: &GameRow, e: &dyn std::fmt::Display) -> Refusal {
    tracing::error!("game {} cannot be analysed: {e}", row.id);
    Refusal::keyed(RefusalKind::Internal, "refusal-record-broken")
}
