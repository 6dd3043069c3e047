//! Who does the background work — reminders, challenge expiry, the outbox, the bot's moves
//! nobody is waiting for — when several processes share one database: the holder of the
//! [`BACKGROUND`] lease, renewed on every pass of its sweeper and taken over by another
//! process once it runs out (the holder died) or is given up (the holder stopped).

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::Duration,
};

use super::{Host, Refusal};
use crate::store::leases::Lease;

/// The background work's lease.
pub const BACKGROUND: &str = "background";

impl Host {
    /// This process's name as a holder of leases and outbox claims: the machine, the process
    /// id and a number unique in the process, so that a restarted process (whose id may come
    /// round again) or a second host in one process is a holder of its own.
    pub fn holder(&self) -> &str {
        &self.holder
    }

    /// Whether the database takes a write now: one small committed write (this process's row
    /// of the `health-probe` lease, which nothing waits for). Health checks make it, so that
    /// they follow whether moves can be written, not whether a connection opens.
    ///
    /// # Errors
    /// The database does not answer or will not be written.
    pub fn probe_write(&self) -> Result<(), crate::store::StoreError> {
        let now = self.now();
        self.store.write(|tx| tx.hold_lease(HEALTH_PROBE, &self.holder, now, now)).map(drop)
    }

    /// Takes or renews the background lease for `time` by the host's clock (a second at
    /// least); true if this host holds it now and should do the background work.
    ///
    /// # Errors
    /// The store failed: do no background work until it answers again.
    pub fn hold_background(&self, time: Duration) -> Result<bool, Refusal> {
        let now = self.now();
        let until = now + time.max(Duration::from_secs(1));
        self.write(|tx| Ok(tx.hold_lease(BACKGROUND, &self.holder, now, until)?))
    }

    /// Gives the background lease up if this host holds it, so that another process takes
    /// over at once instead of when it runs out: for an orderly stop.
    ///
    /// # Errors
    /// The store failed (the lease then runs out by itself).
    pub fn release_background(&self) -> Result<(), Refusal> {
        self.write(|tx| Ok(tx.drop_lease(BACKGROUND, &self.holder)?))
    }

    /// Who holds the background lease, if anyone ever took it: for the operator and tests.
    ///
    /// # Errors
    /// The store failed.
    pub fn background_holder(&self) -> Result<Option<Lease>, Refusal> {
        self.read(|tx| tx.lease(BACKGROUND))
    }
}

/// A holder name for a new host: `machine/process id/n`.
pub(super) fn holder_name() -> String {
    static HOSTS: AtomicU64 = AtomicU64::new(0);
    let machine = std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|m| m.trim().replace('/', "-"))
        .filter(|m| !m.is_empty())
        .unwrap_or_else(|| "host".to_owned());
    let nonce = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.subsec_nanos());
    let n = HOSTS.fetch_add(1, Ordering::Relaxed);
    format!("{machine}/{}/{n}-{nonce:x}", std::process::id())
}

/// The lease row health checks write ([`Host::probe_write`]); it never runs for any time.
const HEALTH_PROBE: &str = "health-probe";
