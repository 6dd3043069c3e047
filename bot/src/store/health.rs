//! Whether the database answers: every store call that ran into an outage
//! ([`StoreError::Unavailable`]) marks it down, the next call that succeeds marks it back. The
//! change is logged once each way (not once per refused call), and counted for the operator's
//! metrics: outages by kind, and recoveries ("reconnections": the PostgreSQL pool opens new
//! connections by itself; SQLite's file works again once space or permission returns).

use std::{
    sync::{
        Mutex, PoisonError,
        atomic::{AtomicBool, AtomicU64, Ordering},
    },
    time::{Duration, Instant},
};

use super::sql::{Outage, StoreError, StoreResult};

/// The database's state as the store's calls found it.
#[derive(Debug, Default)]
pub struct Health {
    /// Since when, and why, calls fail; `None` while they work.
    down: Mutex<Option<(Instant, Outage)>>,
    /// Whether `down` holds an outage: a call that succeeds reads only this (no lock).
    is_down: AtomicBool,
    /// Calls refused by an outage, by [`Outage::ALL`]'s order.
    refused: [AtomicU64; 3],
    /// Times the database came back after an outage.
    recoveries: AtomicU64,
}

impl Health {
    /// Notes how a call went: an outage marks the database down (logged when it was up); a
    /// success marks it up again (logged, and counted as a recovery, when it was down) — a
    /// committed write (`wrote`) ends any outage, a read only one of reaching the database (a
    /// full or read-only database still answers reads).
    pub(crate) fn note<T>(&self, result: &StoreResult<T>, wrote: bool) {
        match result {
            Ok(_) => self.up(wrote),
            Err(e) => {
                if let StoreError::Unavailable { outage, .. } = e {
                    self.down(*outage, e);
                }
            }
        }
    }

    fn down(&self, outage: Outage, e: &StoreError) {
        self.refused[index(outage)].fetch_add(1, Ordering::Relaxed);
        let mut down = self.down.lock().unwrap_or_else(PoisonError::into_inner);
        if down.is_none_or(|(_, was)| was != outage) {
            tracing::error!("the database {outage} ({e}); commands are refused until it is back");
            *down = Some((down.map_or_else(Instant::now, |(since, _)| since), outage));
            self.is_down.store(true, Ordering::SeqCst);
        }
    }

    fn up(&self, wrote: bool) {
        if !self.is_down.load(Ordering::SeqCst) {
            return;
        }
        let mut down = self.down.lock().unwrap_or_else(PoisonError::into_inner);
        if !wrote && down.is_some_and(|(_, outage)| outage != Outage::Unreachable) {
            return;
        }
        self.is_down.store(false, Ordering::SeqCst);
        if let Some((since, _)) = down.take() {
            self.recoveries.fetch_add(1, Ordering::Relaxed);
            tracing::info!("the database is back after {:.1} s", since.elapsed().as_secs_f64());
        }
    }

    /// Why the database is down, and for how long, if the last call found it so.
    pub fn outage(&self) -> Option<(Outage, Duration)> {
        let down = self.down.lock().unwrap_or_else(PoisonError::into_inner);
        down.map(|(since, outage)| (outage, since.elapsed()))
    }

    /// Calls refused because of `outage`, since the store was opened.
    pub fn refused(&self, outage: Outage) -> u64 {
        self.refused[index(outage)].load(Ordering::Relaxed)
    }

    /// Times the database came back after an outage.
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
