//! Analyses on the engine's threads, behind the live games: a worker takes an analysis only
//! when no game waits for the bot's move, searches one position of it, keeps it, and looks
//! again. A live game woken while every worker is busy stops an analysis search at once (the
//! position is searched again later), so an analysis never delays a move.
//!
//! At most one analysis per server at a time (a second game of that server is refused until
//! the first is done; the same game asked for again joins it) and at most
//! [`ThinkConfig::max_analyses`](super::ThinkConfig::max_analyses) in all, queued or running.

use std::{
    collections::VecDeque,
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
};

use crate::{host::AnalysisJob, model::GameNo};

/// What hears how an analysis goes. Called on an engine thread.
pub type OnAnalysis = Arc<dyn Fn(AnalysisEvent) + Send + Sync>;

/// How an analysis goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisEvent {
    /// `done` positions of `total` are searched and kept.
    Progress {
        /// Positions done.
        done: usize,
        /// Positions in all.
        total: usize,
    },
    /// Every position is searched and kept: ask the host for the summary.
    Done,
    /// It stopped before the end (the store failed, the bot is stopping); what was kept stays.
    Stopped,
}

/// Why an analysis was not taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnalysisBusy {
    /// Another game of the same server is being analysed.
    Server,
    /// As many analyses as allowed are queued or running.
    Full,
    /// The engine's threads are stopping.
    Stopping,
}

/// An analysis queued or running, with who listens to it.
pub(super) struct Task {
    pub job: AnalysisJob,
    pub listeners: Vec<OnAnalysis>,
    /// While a worker searches one of its positions: the flag that stops that search.
    pub searching: Option<Arc<AtomicBool>>,
}

impl Task {
    /// Tells every listener.
    pub fn tell(&self, event: AnalysisEvent) {
        for listener in &self.listeners {
            listener(event);
        }
    }

    fn progress(&self) -> AnalysisEvent {
        AnalysisEvent::Progress { done: self.job.done(), total: self.job.total() }
    }
}

/// One position of an analysis, handed to a worker.
pub(super) struct Search {
    pub job: AnalysisJob,
    pub ply: u32,
    pub stop: Arc<AtomicBool>,
}

/// The analyses queued or being searched, served round robin a position at a time.
#[derive(Default)]
pub(super) struct Analyses {
    /// The next to serve first; a task goes to the back after each of its positions.
    tasks: VecDeque<Task>,
    /// Positions searched and kept since the start, in every analysis: for tests, which check
    /// that a stored analysis is shown without searching again.
    pub searched: u64,
}

impl Analyses {
    /// Takes `job` (or joins the same game's analysis), within the limits; the listener hears
    /// where it stands at once.
    pub fn add(
        &mut self,
        job: AnalysisJob,
        listener: OnAnalysis,
        max: usize,
    ) -> Result<(), AnalysisBusy> {
        if let Some(task) = self.tasks.iter_mut().find(|t| t.job.game == job.game) {
            listener(task.progress());
            task.listeners.push(listener);
            return Ok(());
        }
        if self.tasks.iter().any(|t| t.job.server == job.server) {
            return Err(AnalysisBusy::Server);
        }
        if self.tasks.len() >= max {
            return Err(AnalysisBusy::Full);
        }
        let task = Task { job, listeners: vec![listener], searching: None };
        task.tell(task.progress());
        self.tasks.push_back(task);
        Ok(())
    }

    /// The next position to search, if an analysis waits for a worker.
    pub fn next(&mut self) -> Option<Search> {
        let task = self.tasks.iter_mut().find(|t| t.searching.is_none())?;
        let ply = *task.job.todo.first()?;
        let stop = Arc::new(AtomicBool::new(false));
        task.searching = Some(stop.clone());
        Some(Search { job: task.job.clone(), ply, stop })
    }

    /// Stops one search, so that its worker takes a live game's move instead; whether there
    /// was one to stop.
    pub fn preempt(&mut self) -> bool {
        let mut searching = self.tasks.iter().filter_map(|t| t.searching.as_ref());
        match searching.rfind(|s| !s.load(Ordering::SeqCst)) {
            Some(stop) => {
                stop.store(true, Ordering::SeqCst);
                true
            }
            None => false,
        }
    }

    /// Stops every search and forgets every analysis, telling its listeners.
    pub fn stop_all(&mut self) {
        for task in self.tasks.drain(..) {
            if let Some(stop) = &task.searching {
                stop.store(true, Ordering::SeqCst);
            }
            task.tell(AnalysisEvent::Stopped);
        }
    }

    /// A worker is done with position `ply` of game `game`: `kept` if it was searched to the
    /// end and kept, else it is searched again later. `failed`: the analysis cannot go on.
    /// `next`: the job of the analysis's next look, once the last position of this one is
    /// kept.
    pub fn finished(
        &mut self,
        game: GameNo,
        ply: u32,
        kept: bool,
        failed: bool,
        next: Option<AnalysisJob>,
    ) {
        let Some(at) = self.tasks.iter().position(|t| t.job.game == game) else { return };
        let Some(mut task) = self.tasks.remove(at) else { return };
        task.searching = None;
        if failed {
            task.tell(AnalysisEvent::Stopped);
            return;
        }
        if kept {
            task.job.todo.retain(|&p| p != ply);
            self.searched += 1;
            if let Some(next) = next.filter(|_| task.job.todo.is_empty()) {
                task.job = next;
            }
            task.tell(task.progress());
        }
        if task.job.todo.is_empty() {
            task.tell(AnalysisEvent::Done);
        } else if kept {
            self.tasks.push_back(task);
        } else {
            // Stopped for a live move: first again once the workers are free.
            self.tasks.push_front(task);
        }
    }

    /// How many analyses are queued or running.
    pub fn len(&self) -> usize {
        self.tasks.len()
    }

    /// How many positions are being searched now.
    pub fn searching(&self) -> usize {
        self.tasks.iter().filter(|t| t.searching.is_some()).count()
    }
}
