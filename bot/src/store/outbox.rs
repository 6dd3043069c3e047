//! The outbox: what the bot must still say on its own, not in answer to anyone — turn
//! reminders, the marking of expired challenges' messages, and the bot's own turns in games
//! against it. An entry is written in the same
//! transaction as the change it reports, delivered by the sweeper, deleted once Discord took
//! it, put off after a transient failure, and kept with the reason when it is given up: nothing
//! is lost silently, and a restart picks up where the last process stopped.

use rusqlite::{Connection, OptionalExtension, Row, params};

use crate::model::{ChannelId, Timestamp, UserId};

/// What an entry is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Remind the player to move in a game (`ref_id`).
    Reminder,
    /// Mark the message of an expired challenge (`ref_id`).
    Expired,
    /// Show the bot's move in a game against it (`ref_id`), at the entry's ply.
    Turn,
}

impl Kind {
    fn sql(self) -> &'static str {
        match self {
            Kind::Reminder => "reminder",
            Kind::Expired => "expired",
            Kind::Turn => "turn",
        }
    }

    fn from_sql(text: &str) -> Option<Kind> {
        [Kind::Reminder, Kind::Expired, Kind::Turn].into_iter().find(|k| k.sql() == text)
    }
}

/// One entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// Its id.
    pub id: i64,
    /// What it is for.
    pub kind: Kind,
    /// The game or challenge.
    pub ref_id: i64,
    /// Where it is said.
    pub channel: ChannelId,
    /// A reminder's words, if they were written when it was queued, as earlier versions did
    /// (a reminder is now written when it is delivered); a turn's words.
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

fn entry(row: &Row) -> rusqlite::Result<Entry> {
    let kind: String = row.get("kind")?;
    Ok(Entry {
        id: row.get("id")?,
        kind: Kind::from_sql(&kind).ok_or_else(|| super::bad_value("kind", &kind))?,
        ref_id: row.get("ref_id")?,
        channel: ChannelId::from_sql(row.get("channel_id")?),
        text: row.get("text")?,
        ply: row.get::<_, Option<i64>>("ply")?.and_then(|p| u32::try_from(p).ok()),
        ping: row.get::<_, Option<i64>>("ping")?.map(UserId::from_sql),
        attempts: row.get("attempts")?,
        failed: row.get("failed")?,
    })
}

/// Adds an entry with nothing but what it is about, due now: its words are written when it
/// is delivered.
pub fn enqueue(
    conn: &Connection,
    kind: Kind,
    ref_id: i64,
    channel: ChannelId,
    now: Timestamp,
) -> rusqlite::Result<i64> {
    insert(conn, kind, ref_id, channel, None, now)
}

/// Adds the bot's turn at ply `ply` of game `game`, told in `text`, due now; returns its id.
pub fn enqueue_turn(
    conn: &Connection,
    game: i64,
    channel: ChannelId,
    ply: u32,
    text: &str,
    now: Timestamp,
) -> rusqlite::Result<i64> {
    insert(conn, Kind::Turn, game, channel, Some((ply, text)), now)
}

fn insert(
    conn: &Connection,
    kind: Kind,
    ref_id: i64,
    channel: ChannelId,
    turn: Option<(u32, &str)>,
    now: Timestamp,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO outbox (kind, ref_id, channel_id, text, ply, due_at, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6)",
        params![kind.sql(), ref_id, channel.sql(), turn.map(|t| t.1), turn.map(|t| t.0), now],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Up to `limit` entries due by `now`, oldest first.
pub fn due(conn: &Connection, now: Timestamp, limit: usize) -> rusqlite::Result<Vec<Entry>> {
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM outbox WHERE failed IS NULL AND due_at <= ?1 ORDER BY id LIMIT ?2",
    )?;
    let rows = stmt.query_map(params![now, limit as i64], entry)?;
    rows.collect()
}

/// Removes a delivered entry.
pub fn delivered(conn: &Connection, id: i64) -> rusqlite::Result<()> {
    conn.execute("DELETE FROM outbox WHERE id = ?1", [id])?;
    Ok(())
}

/// Counts a failed try and puts the entry off until `due_at`.
pub fn put_off(conn: &Connection, id: i64, due_at: Timestamp) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE outbox SET attempts = attempts + 1, due_at = ?2 WHERE id = ?1",
        params![id, due_at],
    )?;
    Ok(())
}

/// Gives an entry up, keeping why.
pub fn give_up(conn: &Connection, id: i64, why: &str) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE outbox SET attempts = attempts + 1, failed = ?2 WHERE id = ?1",
        params![id, why],
    )?;
    Ok(())
}

/// One entry by id, delivered ones excepted.
pub fn get(conn: &Connection, id: i64) -> rusqlite::Result<Option<Entry>> {
    conn.query_row("SELECT * FROM outbox WHERE id = ?1", [id], entry).optional()
}

/// The entries given up, newest first.
pub fn given_up(conn: &Connection, limit: usize) -> rusqlite::Result<Vec<Entry>> {
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM outbox WHERE failed IS NOT NULL ORDER BY id DESC LIMIT ?1",
    )?;
    let rows = stmt.query_map([limit as i64], entry)?;
    rows.collect()
}
