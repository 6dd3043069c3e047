//! Whether the database can be used: every store call that ran into an outage
//! ([`StoreError::Unavailable`]) marks it down; it is up again when a call of the kind that
//! failed succeeds. The change is logged once each way (not once per refused call), and
//! counted for the operator's metrics: outages by kind, and recoveries ("reconnections": the
//! PostgreSQL pool opens new connections by itself; SQLite's file works again once space or
//! permission returns).
//!
//! **Writes decide.** An outage a write ran into (a full disk, a file or server that will not
//! be written) ends only when a write commits: the database still answers reads then, and a
//! read proves nothing about the moves players are refused. An outage met opening a session
//! (the server cannot be reached) ends with any call that succeeds.
//!
//! **One outage, one line.** A disk that is nearly full lets some writes through (SQLite reuses
//! the room its log already has) and refuses others: the database comes and goes by the
//! second. So an outage is over for the log and the recovery count only once
//! [`SETTLED_WRITES`] writes in a row have committed; one that comes back before then is the
//! same outage going on (no new line, no new recovery). Commands are served again at the first
//! write that commits, and [`Health::outage`] says so at once.

use std::{
    sync::{
        Mutex, PoisonError,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use super::sql::{Outage, StoreError, StoreResult};

/// Writes in a row that must commit before an outage is over for the log and the count.
pub const SETTLED_WRITES: u32 = 3;

/// An outage: since when, why, and whether a write ran into it (then only a write ends it).
#[derive(Debug, Clone, Copy)]
struct Down {
    since: Instant,
    outage: Outage,
    by_write: bool,
}

/// What the calls found.
#[derive(Debug, Default)]
struct State {
    /// The outage going on, if any.
    down: Option<Down>,
    /// An outage a committed write ended, with the writes committed since (none failed): it
    /// is settled once they reach [`SETTLED_WRITES`].
    ending: Option<(Down, Instant, u32)>,
}

/// The database's state as the store's calls found it.
#[derive(Debug, Default)]
pub struct Health {
    state: Mutex<State>,
    /// Whether an outage is going on or ending: a call that succeeds with neither reads only
    /// this (no lock).
    watching: AtomicBool,
    /// Calls refused by an outage, by [`Outage::ALL`]'s order.
    refused: [AtomicU64; 3],
    /// Times the database came back after an outage.
    recoveries: AtomicU64,
}

impl Health {
    /// Notes how a call went; `write` when it was (part of) a write transaction: an outage
    /// marks the database down (logged when it was up); a success may mark it up again (see
    /// the module's docs): a committed write (`write`) ends any outage, a read only one met
    /// opening a session.
    pub(crate) fn note<T>(&self, result: &StoreResult<T>, write: bool) {
        match result {
            Ok(_) => self.up(write),
            Err(e) => {
                if let StoreError::Unavailable { outage, .. } = e {
                    self.down(*outage, write, e);
                }
            }
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn down(&self, outage: Outage, by_write: bool, e: &StoreError) {
        self.refused[index(outage)].fetch_add(1, Ordering::Relaxed);
        let mut state = self.lock();
        self.watching.store(true, Ordering::SeqCst);
        let known = match (state.down.take(), state.ending.take()) {
            (Some(down), _) => Some(down),
            // Back before it settled: the same outage goes on.
            (None, Some((down, _, _))) => Some(down),
            (None, None) => None,
        };
        let down = match known {
            Some(down) => {
                if down.outage != outage {
                    tracing::error!("the database {outage} now ({e})");
                }
                Down { outage, by_write: down.by_write || by_write, ..down }
            }
            None => {
                tracing::error!(
                    "the database {outage} ({e}); commands are refused until it is back"
                );
                Down { since: Instant::now(), outage, by_write }
            }
        };
        state.down = Some(down);
    }

    fn up(&self, write: bool) {
        if !self.watching.load(Ordering::SeqCst) {
            return;
        }
        let mut state = self.lock();
        if let Some(down) = state.down {
            if !write && (down.by_write || down.outage != Outage::Unreachable) {
                return;
            }
            state.down = None;
            state.ending = Some((down, Instant::now(), 0));
        }
        // A read says nothing of whether writes go on working.
        if let Some((down, back, writes)) = state.ending {
            let writes = if write || !down.by_write { writes + 1 } else { writes };
            if writes >= SETTLED_WRITES || !down.by_write {
                state.ending = None;
                self.watching.store(false, Ordering::SeqCst);
                self.recoveries.fetch_add(1, Ordering::Relaxed);
                let lasted = back.duration_since(down.since).as_secs_f64();
                tracing::info!("the database is back after {lasted:.1} s");
            } else {
                state.ending = Some((down, back, writes));
            }
        }
    }

    /// Why the database is down, and for how long, if the last call of the kind that failed
    /// found it so.
    pub fn outage(&self) -> Option<(Outage, Duration)> {
        self.lock().down.map(|d| (d.outage, d.since.elapsed()))
    }

    /// Calls refused because of `outage`, since the store was opened.
    pub fn refused(&self, outage: Outage) -> u64 {
        self.refused[index(outage)].load(Ordering::Relaxed)
    }

    /// Times the database came back after an outage (and stayed back for
    /// [`SETTLED_WRITES`] writes).
    pub fn recoveries(&self) -> u64 {
        self.recoveries.load(Ordering::Relaxed)
    }
}

fn index(outage: Outage) -> usize {
    match outage {
        Outage::Unreachable => 0,
        Outage::Full => 1,
        Outage::ReadOnly => 2,
    }
}
