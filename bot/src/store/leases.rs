//! Leases: which one process does a piece of work that must not be done twice at once (the
//! background work: reminders, challenge expiry, the outbox, the bot's moves nobody waits
//! for). A lease is held until a time and renewed by its holder; once it runs out — the
//! holder died, or lost the database — the next process to ask takes it over. Taking and
//! renewing are one statement, so of two processes asking at once exactly one holds it.

use super::{
    Tx,
    sql::{StoreResult, args},
};
use crate::model::Moment;

/// A lease's holder and when it runs out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lease {
    /// The process holding it ([`crate::host::Host::holder`]).
    pub holder: String,
    /// When it runs out unless renewed.
    pub expires_at: Moment,
}

impl Tx<'_> {
    /// Takes lease `name` for `holder` until `until`, or renews it if `holder` has it; true if
    /// `holder` holds it now. Another's lease is taken only once it ran out by `now`.
    ///
    /// # Errors
    /// The store failed.
    pub fn hold_lease(
        &mut self,
        name: &str,
        holder: &str,
        now: Moment,
        until: Moment,
    ) -> StoreResult<bool> {
        let held = self.row(
            "INSERT INTO leases (name, holder, expires_at) VALUES (?1, ?2, ?4)
             ON CONFLICT (name) DO UPDATE SET holder = excluded.holder,
                 expires_at = excluded.expires_at
             WHERE leases.holder = excluded.holder OR leases.expires_at <= ?3
             RETURNING holder",
            &args![name, holder, now, until],
            |row| row.need_text("holder"),
        )?;
        Ok(held.is_some())
    }

    /// Gives lease `name` up if `holder` has it, so another process may take it at once.
    ///
    /// # Errors
    /// The store failed.
    pub fn drop_lease(&mut self, name: &str, holder: &str) -> StoreResult<()> {
        self.execute("DELETE FROM leases WHERE name = ?1 AND holder = ?2", &args![name, holder])?;
        Ok(())
    }

    /// Who holds lease `name`, if anyone ever took it (it may have run out).
    ///
    /// # Errors
    /// The store failed.
    pub fn lease(&mut self, name: &str) -> StoreResult<Option<Lease>> {
        self.row("SELECT holder, expires_at FROM leases WHERE name = ?1", &args![name], |row| {
            Ok(Lease { holder: row.need_text("holder")?, expires_at: row.need_id("expires_at")? })
        })
    }
}
