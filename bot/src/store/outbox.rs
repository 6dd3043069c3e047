//! The outbox: what the bot must still say on its own, not in answer to anyone — turn
//! reminders, the marking of expired challenges' messages, and the bot's own turns in games
//! against it. An entry is written in the same
//! transaction as the change it reports, delivered by the sweeper, deleted once Discord took
//! it, put off after a transient failure, and kept with the reason when it is given up: nothing
//! is lost silently, and a restart picks up where the last process stopped.

use super::{
    Tx,
    sql::{Columns, StoreError, StoreResult, Value, args},
};
use crate::model::{ChallengeNo, ChannelId, GameNo, Moment, UserId};

/// What an entry is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Subject {
    /// Remind the player to move in a game.
    Reminder(GameNo),
    /// Mark the message of an expired challenge.
    Expired(ChallengeNo),
    /// Show the bot's move in a game against it, at the entry's ply.
    Turn(GameNo),
    /// Post a server's daily puzzle (its `daily_puzzles` row).
    Daily(i64),
    /// Show how a live game ended when a clock ran out (at the entry's ply).
    Flag(GameNo),
}

impl Subject {
    /// Its kind and the row it refers to, as stored.
    fn sql(self) -> (&'static str, i64) {
        match self {
            Subject::Reminder(g) => ("reminder", g.0),
            Subject::Expired(c) => ("expired", c.0),
            Subject::Turn(g) => ("turn", g.0),
            Subject::Daily(id) => ("daily", id),
            Subject::Flag(g) => ("flag", g.0),
        }
    }

    fn from_sql(kind: &str, id: i64) -> Option<Subject> {
        match kind {
            "reminder" => Some(Subject::Reminder(GameNo(id))),
            "expired" => Some(Subject::Expired(ChallengeNo(id))),
            "turn" => Some(Subject::Turn(GameNo(id))),
            "daily" => Some(Subject::Daily(id)),
            "flag" => Some(Subject::Flag(GameNo(id))),
            _ => None,
        }
    }
}

/// One entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its id.
    pub id: i64,
    /// What it is about.
    pub subject: Subject,
    /// Where it is said.
    pub channel: ChannelId,
    /// A reminder's words, if they were written when it was queued, as versions before
    /// 2026-11-25 did (entries are now worded when they are delivered).
    pub text: Option<String>,
    /// The ply a turn reports.
    pub ply: Option<u32>,
    /// Whom it notifies.
    pub ping: Option<UserId>,
    /// Failed tries so far.
    pub attempts: u32,
    /// Why it was given up, if it was.
    pub failed: Option<String>,
}

/// Who holds an entry being delivered, and until when: after that, if it was not settled
/// (the process died), it is due again.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Claim<'a> {
    /// The process ([`crate::host::Host::holder`]).
    pub by: &'a str,
    /// When the claim runs out.
    pub until: Moment,
}

fn entry(row: &dyn Columns) -> StoreResult<Entry> {
    Ok(Entry {
        id: row.need_int("id")?,
        subject: {
            let (kind, id) = (row.need_text("kind")?, row.need_int("ref_id")?);
            Subject::from_sql(&kind, id).ok_or_else(|| StoreError::bad_value("kind", kind))?
        },
        channel: row.need_id("channel_id")?,
        text: row.text("text")?,
        ply: row.count("ply")?,
        ping: row.id("ping")?,
        attempts: row.count("attempts")?.unwrap_or(0),
        failed: row.text("failed")?,
    })
}

impl Tx<'_> {
    /// Adds an entry with nothing but what it is about, due now: its words are written when
    /// it is delivered.
    ///
    /// # Errors
    /// The store failed.
    pub fn enqueue(
        &mut self,
        subject: Subject,
        channel: ChannelId,
        now: Moment,
    ) -> StoreResult<i64> {
        self.insert_entry(subject, channel, None, now)
    }

    /// Adds a post about ply `ply` of a game (`subject`: the bot's turn, or a flag), due now
    /// and already claimed by `claim`, the process that is about to show it; returns its id.
    ///
    /// # Errors
    /// The store failed.
    pub fn enqueue_claimed(
        &mut self,
        subject: Subject,
        channel: ChannelId,
        ply: u32,
        now: Moment,
        claim: &Claim<'_>,
    ) -> StoreResult<i64> {
        self.insert_entry(subject, channel, Some((ply, claim)), now)
    }

    fn insert_entry(
        &mut self,
        subject: Subject,
        channel: ChannelId,
        turn: Option<(u32, &Claim<'_>)>,
        now: Moment,
    ) -> StoreResult<i64> {
        let (ply, claim) = (turn.map(|t| t.0), turn.map(|t| t.1));
        let (kind, ref_id) = subject.sql();
        self.returning_id(
            "INSERT INTO outbox (kind, ref_id, channel_id, ply, due_at, created_at,
                 claimed_by, claimed_until)
             VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?6, ?7) RETURNING id",
            &args![kind, ref_id, channel, ply, now, claim.map(|c| c.by), claim.map(|c| c.until)],
        )
    }

    /// Claims up to `limit` entries due by `now` that nobody holds (or whose claim ran out),
    /// oldest first: each is `claim.by`'s until `claim.until`, so no other process delivers
    /// it meanwhile. Entries for channels where the bot may only answer interactions wait
    /// for one there ([`Tx::claim_held`]).
    ///
    /// # Errors
    /// The store failed.
    pub fn claim_due(
        &mut self,
        now: Moment,
        limit: usize,
        claim: &Claim<'_>,
    ) -> StoreResult<Vec<Entry>> {
        let among = "channel_id NOT IN (SELECT channel_id FROM answer_only_channels)";
        self.claim_among(among, &[], now, limit, claim)
    }

    /// Claims, as [`Tx::claim_due`] does, up to `limit` due entries of `channel` (one where
    /// the bot may only answer interactions), to show with an interaction there.
    ///
    /// # Errors
    /// The store failed.
    pub fn claim_held(
        &mut self,
        channel: ChannelId,
        now: Moment,
        limit: usize,
        claim: &Claim<'_>,
    ) -> StoreResult<Vec<Entry>> {
        self.claim_among("channel_id = ?5", &args![channel], now, limit, claim)
    }

    /// Claims up to `limit` entries due by `now` that nobody holds, oldest first, among those
    /// the condition `among` picks (its parameters, `more`, numbered from `?5`).
    fn claim_among(
        &mut self,
        among: &str,
        more: &[Value],
        now: Moment,
        limit: usize,
        claim: &Claim<'_>,
    ) -> StoreResult<Vec<Entry>> {
        // The claim test is repeated outside the subquery: PostgreSQL re-checks the outer
        // condition on a row another transaction claimed meanwhile, not the subquery's.
        let sql = format!(
            "UPDATE outbox SET claimed_by = ?3, claimed_until = ?4
             WHERE id IN (SELECT id FROM outbox
                          WHERE failed IS NULL AND due_at <= ?1
                            AND (claimed_until IS NULL OR claimed_until <= ?1)
                            AND {among}
                          ORDER BY id LIMIT ?2)
               AND (claimed_until IS NULL OR claimed_until <= ?1)
             RETURNING *"
        );
        let mut params = args![now, limit as i64, claim.by, claim.until].to_vec();
        params.extend_from_slice(more);
        let mut entries = self.rows(&sql, &params, entry)?;
        entries.sort_by_key(|e| e.id);
        Ok(entries)
    }

    /// Gives entry `id` back untried if `by` holds it: it is due again at once.
    ///
    /// # Errors
    /// The store failed.
    pub fn release(&mut self, id: i64, by: &str) -> StoreResult<()> {
        self.execute(
            "UPDATE outbox SET claimed_by = NULL, claimed_until = NULL
             WHERE id = ?1 AND claimed_by = ?2",
            &args![id, by],
        )?;
        Ok(())
    }

    /// Removes a delivered entry.
    ///
    /// # Errors
    /// The store failed.
    pub fn delivered(&mut self, id: i64) -> StoreResult<()> {
        self.execute("DELETE FROM outbox WHERE id = ?1", &args![id])?;
        Ok(())
    }

    /// Counts a failed try and puts the entry off until `due_at`.
    ///
    /// # Errors
    /// The store failed.
    pub fn put_off(&mut self, id: i64, due_at: Moment) -> StoreResult<()> {
        self.execute(
            "UPDATE outbox SET attempts = attempts + 1, due_at = ?2,
                 claimed_by = NULL, claimed_until = NULL
             WHERE id = ?1",
            &args![id, due_at],
        )?;
        Ok(())
    }

    /// Gives an entry up, keeping why.
    ///
    /// # Errors
    /// The store failed.
    pub fn give_up(&mut self, id: i64, why: &str) -> StoreResult<()> {
        self.execute(
            "UPDATE outbox SET attempts = attempts + 1, failed = ?2,
                 claimed_by = NULL, claimed_until = NULL
             WHERE id = ?1",
            &args![id, why],
        )?;
        Ok(())
    }

    /// One entry by id, delivered ones excepted.
    ///
    /// # Errors
    /// The store failed.
    pub fn outbox_entry(&mut self, id: i64) -> StoreResult<Option<Entry>> {
        self.row("SELECT * FROM outbox WHERE id = ?1", &args![id], entry)
    }

    /// The entries given up, newest first.
    ///
    /// # Errors
    /// The store failed.
    pub fn given_up(&mut self, limit: usize) -> StoreResult<Vec<Entry>> {
        self.rows(
            "SELECT * FROM outbox WHERE failed IS NOT NULL ORDER BY id DESC LIMIT ?1",
            &args![limit as i64],
            entry,
        )
    }
}
