//! The game host: every command players use, as a plain blocking function.
//!
//! A command takes who acts ([`Actor`](crate::model::Actor)), where
//! ([`Place`](crate::model::Place)) and its arguments, and returns a [`Reply`] for the channel
//! or a [`Refusal`] for the actor alone. The Discord adapter and the local console mode only
//! translate to and from these calls.
//!
//! **Durability.** Every state change is one transaction of the [`Store`] (SQLite or
//! PostgreSQL: the host does not know which). A move is validated against the game as the
//! player saw it, and written with a compare-and-set on the game's version
//! (`UPDATE games … WHERE version = seen`) plus a `(game, ply)` primary key on the moves, so
//! of two racing moves, in one process or two, exactly one lands and the other is told the
//! position changed. The reply is built only after the commit: an acknowledged move is on disk.
//!
//! **Blocking.** The store and rendering block: async callers run host calls on the blocking
//! pool (`tokio::task::spawn_blocking`), never on a runtime worker thread.
//!
//! **Words.** Replies and refusals are typed ([`crate::text::Text`]): catalogue messages with
//! typed arguments, users by id. The host chooses the language (the channel's for what the
//! channel sees, the actor's for what only they see) and the edge words it.
//!
//! **One way through a reply.** A command reads the game, commits its change in one
//! transaction, then reads once what the reply needs about its audience (`audience.rs`) and
//! builds the reply from that. The game comes from the cache (`cache.rs`) and goes back to it
//! by itself.

mod action;
mod action_id;
mod activity;
mod analysis;
mod analysis_reply;
mod audience;
mod background;
mod board;
pub(crate) use board::file_labels;
mod cache;
mod challenge;
mod clock;
mod daily;
mod hint;
mod history;
mod info;
mod learn;
mod learn_page;
mod learn_shown;
mod lines;
mod offers;
mod opponent;
mod outbox;
mod page;
mod page_after;
mod pick_step;
mod picker;
mod picker_lists;
mod pings;
mod puzzles;
mod ratings;
mod replay;
mod reply;
mod settings;
mod threads;
mod tournament;
mod turn;

use std::{
    path::Path,
    sync::{Arc, Mutex, MutexGuard, PoisonError},
    time::Duration,
};

pub use action::{Action, ActionStyle, Answer, MAX_OPTIONS, Menu, MenuOption};
pub use action_id::ActionId;
pub use analysis::{ANALYSIS_PER_POSITION, Analysing, AnalysisJob, Look, analysis_progress};
pub use analysis_reply::WORST_MOVES;
pub use clock::{LiveTurn, clock_choices, read_clock};
pub use daily::{DAILY_HOUR, DailyChange};
pub use history::{PAGE, export_text};
pub use info::{Choice, MAX_CHOICES, Snapshot};
pub use learn_page::{LessonAction, LessonPage};
pub use opponent::EngineTurn;
pub use outbox::{CLAIM_TIME, Delivered, Delivery, FIRST_RETRY, MAX_ATTEMPTS, Say};
pub use page::{LINK_LIFE, Page, PageAction, PageLink, PageMove, PageMoved};
pub use page_after::PageAnalysis;
pub use pick_step::{Origin, PickStep};
pub use pings::{MAX_PINGS, PING_WINDOW};
pub use reply::{Attachment, EngineDue, Picture, Refusal, RefusalKind, Reply};
use rules::{Outcome, Side};
pub use settings::StyleChange;
pub use tournament::{
    BoardStart, Entry as TournamentEntry, MAX_PLAYERS, MAX_ROUNDS, MIN_PLAYERS, ROUND_DAYS,
    TournamentPost, TournamentSpec,
};

use crate::{
    model::{Clock, GameNo, Moment},
    store::{
        self, GameRow, GameStatus, OpenError, Store, StoreResult, Tx, Version, ratings::Change,
    },
    text::Msg,
};

/// Time limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How long a challenge stays open (1 hour).
    pub challenge_expiry: Duration,
    /// How long a player may take over a turn before the opponent may claim the game, unless
    /// the server set its own limit (3 days).
    pub turn_timeout: Duration,
    /// How long the player to move may wait before they are reminded, unless the server set
    /// its own (1 day).
    pub reminder: Duration,
    /// How long the engine looks at each position of an analysis, as nodes it searches in
    /// that time on the development machine ([`ANALYSIS_PER_POSITION`];
    /// `ENGINE_ANALYSIS_MS`).
    pub analysis_per_position: Duration,
}

/// A limit set wrongly in the environment; the message says what to do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{name} must be milliseconds from {min} to {max}, not {value:?}")]
pub struct LimitError {
    /// The variable.
    pub name: &'static str,
    /// What it held.
    pub value: String,
    /// The least it may be.
    pub min: u64,
    /// The most.
    pub max: u64,
}

impl Limits {
    /// The defaults, with `ENGINE_ANALYSIS_MS` (how long an analysis looks at each position,
    /// as nodes: 10 to 60,000) read through `var`.
    ///
    /// # Errors
    /// `ENGINE_ANALYSIS_MS` is not a number in range.
    pub fn from_vars(var: impl Fn(&str) -> Option<String>) -> Result<Limits, LimitError> {
        let mut limits = Limits::default();
        let name = "ENGINE_ANALYSIS_MS";
        if let Some(value) = var(name).filter(|v| !v.trim().is_empty()) {
            let (min, max) = (10, 60_000);
            let wrong = || LimitError { name, value: value.clone(), min, max };
            let ms: u64 = value.trim().parse().map_err(|_| wrong())?;
            if !(min..=max).contains(&ms) {
                return Err(wrong());
            }
            limits.analysis_per_position = Duration::from_millis(ms);
        }
        Ok(limits)
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            challenge_expiry: Duration::from_secs(3_600),
            turn_timeout: Duration::from_secs(3 * 86_400),
            reminder: Duration::from_secs(86_400),
            analysis_per_position: ANALYSIS_PER_POSITION,
        }
    }
}

/// The game host over one store. Share it (`Arc<Host>`) between threads: the store's
/// connections and the cache are behind mutexes.
pub struct Host {
    store: Store,
    cache: cache::Cache,
    renderer: Arc<render::Renderer>,
    clock: Arc<dyn Clock>,
    limits: Limits,
    pings: pings::PingBudget,
    /// The live games' deadlines this process watches.
    flags: clock::FlagBoard,
    /// This process, as the holder of leases and outbox claims ([`Host::holder`]).
    holder: String,
    /// Whether the starter puzzle banks were put in the store by this process.
    banks_loaded: std::sync::atomic::AtomicBool,
    /// Whether a tournament round was paired (or a tournament ended) since the adapter last
    /// looked ([`Host::tournament_work_waiting`]).
    rounds_waiting: std::sync::atomic::AtomicBool,
    /// Where players reach the board page (`BOT_PUBLIC_URL`), once the adapter serves it.
    page_url: std::sync::OnceLock<String>,
    /// What the operator graphs.
    metrics: crate::metrics::Metrics,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("limits", &self.limits).finish_non_exhaustive()
    }
}

/// How a game ended in the transaction that ended it.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Ended {
    /// The game's version after it.
    version: Version,
    /// The players' ratings before and after, if the game was rated.
    ratings: Option<Change>,
}

impl Host {
    /// A host on the SQLite database at `path` (created and migrated if needed).
    ///
    /// # Errors
    /// The database cannot be opened or migrated.
    pub fn open(
        path: &Path,
        renderer: Arc<render::Renderer>,
        clock: Arc<dyn Clock>,
        limits: Limits,
    ) -> Result<Host, OpenError> {
        Ok(Host::new(Store::open_sqlite(path)?, renderer, clock, limits))
    }

    /// A host on `store`.
    pub fn new(
        store: Store,
        renderer: Arc<render::Renderer>,
        clock: Arc<dyn Clock>,
        limits: Limits,
    ) -> Host {
        Host {
            store,
            cache: cache::Cache::default(),
            renderer,
            clock,
            limits,
            pings: pings::PingBudget::default(),
            flags: clock::FlagBoard::default(),
            holder: background::holder_name(),
            banks_loaded: std::sync::atomic::AtomicBool::new(false),
            rounds_waiting: std::sync::atomic::AtomicBool::new(false),
            page_url: std::sync::OnceLock::new(),
            metrics: crate::metrics::Metrics::new(),
        }
    }

    /// The process's metrics (what the adapter and the engine's threads record; the store's
    /// health and counts are read when they are written out).
    pub fn metrics(&self) -> &crate::metrics::Metrics {
        &self.metrics
    }

    /// The store: its health, for the operator's health check and metrics.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Every recorded ply of game `id`, passes included.
    ///
    /// # Errors
    /// The store failed.
    pub fn moves_of(&self, id: GameNo) -> Result<Vec<store::MoveRow>, Refusal> {
        self.read(|c| c.moves(id))
    }

    /// The current time by the host's clock.
    pub fn now(&self) -> Moment {
        self.clock.now()
    }

    /// Runs `f` on a read session: reads only.
    fn read<T>(&self, f: impl FnOnce(&mut Tx<'_>) -> StoreResult<T>) -> Result<T, Refusal> {
        Ok(self.store.read(f)?)
    }

    /// Runs `f` in one transaction: committed if it returns `Ok`, rolled back otherwise.
    fn write<T>(&self, f: impl FnOnce(&mut Tx<'_>) -> Result<T, Refusal>) -> Result<T, Refusal> {
        self.store.write(f)
    }

    /// The active game of the channel, or a refusal saying there is none.
    fn active(&self, place: crate::model::Place) -> Result<GameRow, Refusal> {
        self.read(|c| c.active_game(place.channel))?.ok_or_else(no_game)
    }

    /// An active game by id (from a button), or a refusal saying it is over.
    fn active_by_id(&self, id: GameNo) -> Result<GameRow, Refusal> {
        match self.read(|c| c.game(id))? {
            Some(row) if row.status == GameStatus::Active => Ok(row),
            Some(row) => Err(Refusal::new(
                RefusalKind::Stale,
                crate::msg!("refusal-game-over", result = lines::result_words(&row)),
            )),
            None => Err(no_game()),
        }
    }

    /// The turn limit of `row`'s game: the server's when it began, else the default.
    fn turn_timeout(&self, row: &GameRow) -> Duration {
        row.turn_timeout.unwrap_or(self.limits.turn_timeout)
    }

    /// Records the end of `row`'s game as read with `outcome`, unless it changed since.
    fn record_end(&self, row: &GameRow, outcome: &Outcome) -> Result<Ended, Refusal> {
        let now = self.now();
        let ended = self.write(|tx| self.finish(tx, row, row.version, Some(outcome), now))?;
        self.cache.forget(row.id);
        Ok(ended)
    }

    /// Ends `row`'s game, at version `seen`, with `outcome` (rated in the same transaction:
    /// both happen, or neither), or aborts it with `None`.
    ///
    /// # Errors
    /// The game changed since `seen`, or the store failed.
    fn finish(
        &self,
        tx: &mut Tx<'_>,
        row: &GameRow,
        seen: Version,
        outcome: Option<&Outcome>,
        now: Moment,
    ) -> Result<Ended, Refusal> {
        let version = tx.finish_game(row.id, seen, outcome, now)?.ok_or_else(position_changed)?;
        self.flags.arm(row.id, None);
        let ratings = match outcome {
            Some(outcome) => self.rate(tx, row, store::GameResult::of(outcome.winner), now)?,
            None => None,
        };
        // A tournament game's result is its board's, in the same transaction.
        self.tournament_game_ended(tx, row, outcome, now)?;
        Ok(Ended { version, ratings })
    }
}

/// Locks a mutex; a panic elsewhere while it was held leaves data that is still consistent
/// (the connection rolls back, the cache is checked against the store), so poisoning is ignored.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn no_game() -> Refusal {
    Refusal::keyed(RefusalKind::Nothing, "refusal-no-game")
}

fn position_changed() -> Refusal {
    Refusal::keyed(RefusalKind::PositionChanged, "refusal-position-changed")
}

/// The side a player plays, or a refusal for someone who does not play in this game.
fn player_side(row: &GameRow, actor: &crate::model::Actor) -> Result<Side, Refusal> {
    row.side_of(actor.id()).ok_or_else(|| {
        let players = lines::players(row);
        Refusal::new(
            RefusalKind::NotAPlayer,
            crate::msg!("refusal-not-a-player", players = players),
        )
    })
}

/// A message without arguments.
const fn say(key: &'static str) -> Msg {
    Msg::new(key)
}
