//! The engine's threads: the bot's moves in games against it are searched here, off the async
//! runtime and off the blocking pool that answers commands, at most one search per thread
//! and at most one thread per core, so commands stay as quick while the engine thinks.
//!
//! Games wait in a fair queue: each player's games take turns with everyone else's (round
//! robin by player), so someone playing the bot in five channels does not make a newcomer
//! wait behind all five. A game is queued at most once, however often it is woken.
//!
//! A worker asks the host what to think about ([`Host::engine_turn`]), searches, and plays the
//! move found ([`Host::play_engine`]) only if the game is still where it was; the message that
//! shows the move is handed to `on_move` (the adapter posts it). Stopping abandons searches
//! without playing them: the move was not committed, so a restarted bot thinks again.

use std::{
    collections::{HashMap, HashSet, VecDeque},
    sync::{
        Arc, Condvar, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread::JoinHandle,
    time::{Duration, Instant},
};

use tracing::warn;

use self::analyses::{Analyses, Search};
pub use self::analyses::{AnalysisBusy, AnalysisEvent, OnAnalysis};
use crate::{
    host::{AnalysisJob, Delivery, EngineDue, Host, Refusal, Say},
    model::{GameNo, UserId},
};

mod analyses;

/// What the adapter does with a move the engine played: shows it. Called on the engine's
/// thread; the next move in that game waits until it returns.
pub type OnMove = Arc<dyn Fn(Delivery) + Send + Sync>;

/// How the engine's threads work.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ThinkConfig {
    /// Searches at once (default: one fewer than the cores, at least one).
    pub threads: usize,
    /// How long level 8 thinks per move ([`engine::LEVEL_8_TIME`]); the other levels stop at
    /// their own node limits.
    pub level_8_time: Duration,
    /// Analyses queued or running at once, on every server together ([`MAX_ANALYSES`]).
    pub max_analyses: usize,
}

/// Analyses queued or running at once by default: each takes about half a minute of a core,
/// and live games come first.
pub const MAX_ANALYSES: usize = 4;

impl ThinkConfig {
    /// One search per core but one (which stays free for commands), and level 8's usual time.
    pub fn for_this_machine() -> ThinkConfig {
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        ThinkConfig {
            threads: cores.saturating_sub(1).max(1),
            level_8_time: engine::LEVEL_8_TIME,
            max_analyses: MAX_ANALYSES,
        }
    }
}

/// The engine's worker threads and their queue.
pub struct Thinkers {
    shared: Arc<Shared>,
    workers: Mutex<Vec<JoinHandle<()>>>,
    max_analyses: usize,
}

impl std::fmt::Debug for Thinkers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Thinkers").field("thinking", &self.thinking()).finish_non_exhaustive()
    }
}

struct Shared {
    state: Mutex<State>,
    wake: Condvar,
}

#[derive(Default)]
struct State {
    queue: FairQueue,
    /// The searches running, by game, with the flag that stops each.
    running: HashMap<GameNo, Arc<AtomicBool>>,
    /// Games whose move failed, and when: not tried again before [`REST`] has passed.
    resting: HashMap<GameNo, Instant>,
    /// Analyses, served when no live game waits.
    analyses: Analyses,
    /// Workers waiting for work: none means a live game must stop an analysis to be served.
    idle: usize,
    closed: bool,
}

/// What a worker does next.
enum Work {
    /// Thinks about the bot's move in a live game.
    Move(EngineDue, Arc<AtomicBool>),
    /// Searches one position of an analysis.
    Analysis(Box<Search>),
}

/// How long a game whose move failed (a store error) waits before the engine tries again.
const REST: Duration = Duration::from_secs(60);

impl Thinkers {
    /// Starts `config.threads` workers over `host`, handing each move played to `on_move`.
    pub fn start(host: Arc<Host>, config: ThinkConfig, on_move: OnMove) -> Arc<Thinkers> {
        let shared = Arc::new(Shared { state: Mutex::new(State::default()), wake: Condvar::new() });
        let thinkers = Arc::new(Thinkers {
            shared,
            workers: Mutex::new(Vec::new()),
            max_analyses: config.max_analyses,
        });
        let mut workers = Vec::new();
        for n in 0..config.threads.max(1) {
            let (me, host, on_move) = (thinkers.clone(), host.clone(), on_move.clone());
            let spawned = std::thread::Builder::new()
                .name(format!("engine-{n}"))
                .spawn(move || me.work(&host, config, &on_move));
            match spawned {
                Ok(handle) => workers.push(handle),
                Err(e) => warn!("could not start an engine thread: {e}"),
            }
        }
        *lock(&thinkers.workers) = workers;
        thinkers
    }

    /// Queues game `due` for the bot's move, unless it is queued or being thought about.
    pub fn wake(&self, due: EngineDue) {
        let mut state = lock(&self.shared.state);
        state.resting.retain(|_, failed| failed.elapsed() < REST);
        let busy = state.running.contains_key(&due.game) || state.resting.contains_key(&due.game);
        if !state.closed && !busy && state.queue.push(due) {
            if state.idle == 0 {
                // Every worker is busy: one searching an analysis takes this move instead.
                state.analyses.preempt();
            }
            self.shared.wake.notify_one();
        }
    }

    /// Queues `job`'s analysis (or joins the same game's), to run when no live game waits;
    /// `listener` hears how it goes, at once where it stands.
    ///
    /// # Errors
    /// Another game of the same server is being analysed, as many analyses as allowed are
    /// queued, or the threads are stopping.
    pub fn analyse(&self, job: AnalysisJob, listener: OnAnalysis) -> Result<(), AnalysisBusy> {
        let mut state = lock(&self.shared.state);
        if state.closed {
            return Err(AnalysisBusy::Stopping);
        }
        state.analyses.add(job, listener, self.max_analyses)?;
        self.shared.wake.notify_one();
        Ok(())
    }

    /// How many analyses are queued or running.
    pub fn analyses(&self) -> usize {
        lock(&self.shared.state).analyses.len()
    }

    /// How many positions of analyses are being searched now.
    pub fn analysing(&self) -> usize {
        lock(&self.shared.state).analyses.searching()
    }

    /// How many positions of analyses were searched and kept since the start.
    pub fn positions_analysed(&self) -> u64 {
        lock(&self.shared.state).analyses.searched
    }

    /// How many searches are running now.
    pub fn thinking(&self) -> usize {
        lock(&self.shared.state).running.len()
    }

    /// How many games wait for a free thread.
    pub fn queued(&self) -> usize {
        lock(&self.shared.state).queue.len()
    }

    /// Stops: abandons the searches running (their moves are not played), forgets the queue,
    /// and waits for the threads to end.
    pub fn stop(&self) {
        {
            let mut state = lock(&self.shared.state);
            state.closed = true;
            state.queue = FairQueue::default();
            for stop in state.running.values() {
                stop.store(true, Ordering::SeqCst);
            }
            state.analyses.stop_all();
        }
        self.shared.wake.notify_all();
        let workers = std::mem::take(&mut *lock(&self.workers));
        for worker in workers {
            if worker.join().is_err() {
                warn!("an engine thread panicked");
            }
        }
    }

    /// One worker: takes the next game (or position of an analysis), thinks, plays, shows;
    /// until stopped.
    fn work(&self, host: &Host, config: ThinkConfig, on_move: &OnMove) {
        while let Some(work) = self.next() {
            let (due, stop) = match work {
                Work::Move(due, stop) => (due, stop),
                Work::Analysis(search) => {
                    self.analyse_position(host, &search);
                    continue;
                }
            };
            let played = self.think(host, config, due, &stop);
            {
                let mut state = lock(&self.shared.state);
                state.running.remove(&due.game);
            }
            match played {
                Ok(Some(delivery)) => {
                    // After passes the bot may be to move again; that move comes after this one.
                    let again = match &delivery.say {
                        Say::Turn(reply) => reply.engine,
                        _ => None,
                    };
                    on_move(delivery);
                    if let Some(again) = again {
                        self.wake(again);
                    }
                }
                Ok(None) => {}
                Err(why) => {
                    warn!("game {}: the engine could not move: {why}", due.game);
                    // Not again at once: the sweeper would wake it on every pass.
                    let mut state = lock(&self.shared.state);
                    state.resting.insert(due.game, Instant::now());
                }
            }
        }
    }

    /// Searches one position of an analysis and keeps it, unless a live game or a stop
    /// interrupted the search (the position is then searched again later, or never).
    fn analyse_position(&self, host: &Host, search: &Search) {
        let Some(position) = search.job.positions.get(search.ply as usize) else { return };
        let (_, request) = search.job.searching();
        let request = engine::Request { stop: Some(search.stop.clone()), ..request };
        let lines = engine::analysis::search_position(position, &request);
        let interrupted = search.stop.load(Ordering::SeqCst);
        let mut failed = !interrupted
            && host.keep_analysed(&search.job, search.ply, &lines).is_err_and(|why| {
                warn!("game {}: the analysis could not be kept: {why}", search.job.game);
                true
            });
        // The look is complete: the analysis goes on with its second look, if it needs one.
        let mut next = None;
        if !interrupted && !failed && search.job.todo == [search.ply] {
            match host.analysis_next(&search.job) {
                Ok(job) => next = job,
                Err(why) => {
                    warn!("game {}: the analysis cannot go on: {why}", search.job.game);
                    failed = true;
                }
            }
            // The analysis is complete: its game's puzzles are cut for its server, unless a
            // live game stops the search meanwhile (then that game gives none).
            if next.is_none() && !failed {
                let harvested = host.harvest_puzzles(search.job.game, Some(search.stop.clone()));
                if let Err(why) = harvested {
                    warn!("game {}: no puzzles were cut from it: {why}", search.job.game);
                }
            }
        }
        let kept = !interrupted;
        let mut state = lock(&self.shared.state);
        state.analyses.finished(search.job.game, search.ply, kept, failed, next);
    }

    /// Waits for work: a live game's move first, else a position of an analysis; `None`
    /// once stopped.
    fn next(&self) -> Option<Work> {
        let mut state = lock(&self.shared.state);
        loop {
            if state.closed {
                return None;
            }
            if let Some(due) = state.queue.pop() {
                let stop = Arc::new(AtomicBool::new(false));
                state.running.insert(due.game, stop.clone());
                return Some(Work::Move(due, stop));
            }
            if let Some(search) = state.analyses.next() {
                return Some(Work::Analysis(Box::new(search)));
            }
            state.idle += 1;
            state = self.shared.wake.wait(state).unwrap_or_else(std::sync::PoisonError::into_inner);
            state.idle -= 1;
        }
    }

    /// Thinks about game `due` and plays the move found, unless stopped meanwhile.
    fn think(
        &self,
        host: &Host,
        config: ThinkConfig,
        due: EngineDue,
        stop: &Arc<AtomicBool>,
    ) -> Result<Option<Delivery>, Refusal> {
        let Some(turn) = host.engine_turn(due.game)? else {
            return Ok(None);
        };
        let mut request = match turn.clock {
            // A live game: no level may lose on time.
            Some(clock) => {
                engine::Request::on_clock(turn.level, turn.seed, config.level_8_time, clock)
            }
            None => engine::Request::playing(turn.level, turn.seed, config.level_8_time),
        };
        request.stop = Some(stop.clone());
        let began = Instant::now();
        let thought = engine::think(&turn.game, &request);
        host.metrics().search(began.elapsed());
        let Some(thought) = thought else { return Ok(None) };
        if stop.load(Ordering::SeqCst) {
            // Stopped, not finished: a restarted bot thinks this move again.
            return Ok(None);
        }
        host.play_engine(&turn, &thought.text)
    }
}

/// Locks a mutex; what it guards stays consistent if a holder panicked (a worker's panic
/// only loses its own search).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// Games waiting for the engine, served round robin by player.
#[derive(Debug, Default)]
struct FairQueue {
    /// Players with games waiting, the next to be served first.
    players: VecDeque<UserId>,
    /// Each player's waiting games, oldest first.
    games: HashMap<UserId, VecDeque<GameNo>>,
    /// Every game waiting.
    waiting: HashSet<GameNo>,
}

impl FairQueue {
    /// Queues `due`; false if its game was already waiting.
    fn push(&mut self, due: EngineDue) -> bool {
        if !self.waiting.insert(due.game) {
            return false;
        }
        let games = self.games.entry(due.player).or_default();
        if games.is_empty() {
            self.players.push_back(due.player);
        }
        games.push_back(due.game);
        true
    }

    /// The next game: the oldest of the player whose turn it is, who then goes to the back.
    fn pop(&mut self) -> Option<EngineDue> {
        let player = self.players.pop_front()?;
        let games = self.games.get_mut(&player)?;
        let game = games.pop_front()?;
        if games.is_empty() {
            self.games.remove(&player);
        } else {
            self.players.push_back(player);
        }
        self.waiting.remove(&game);
        Some(EngineDue { game, player })
    }

    fn len(&self) -> usize {
        self.waiting.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn due(game: i64, player: u64) -> EngineDue {
        EngineDue { game: GameNo(game), player: UserId(player) }
    }

    #[test]
    fn players_take_turns_and_each_player_s_games_keep_their_order() {
        let mut q = FairQueue::default();
        for (game, player) in [(1, 7), (2, 7), (3, 7), (4, 8), (5, 9), (6, 8)] {
            assert!(q.push(due(game, player)));
        }
        assert!(!q.push(due(2, 7)), "a game waits once");
        let order: Vec<i64> = std::iter::from_fn(|| q.pop()).map(|d| d.game.0).collect();
        assert_eq!(order, [1, 4, 5, 2, 6, 3]);
        assert_eq!(q.len(), 0);
        assert!(q.push(due(2, 7)), "a game served may wait again");
    }
}
