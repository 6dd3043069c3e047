//! Reading games back: the history list, and games whose player to move is due a reminder.

use rules::GameId;
use rusqlite::{Connection, params};

use super::{GameRow, game_row};
use crate::model::{ChannelId, ServerId, Sight, Timestamp, UserId};

/// Which games a history list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HistoryQuery {
    /// Games of this server (`None`: outside servers).
    pub server: Option<ServerId>,
    /// Only this channel's games.
    pub channel: Option<ChannelId>,
    /// Only games this player played.
    pub player: Option<UserId>,
    /// Only this game.
    pub game: Option<GameId>,
}

const WHERE: &str = "WHERE server_id IS ?1 AND (?2 IS NULL OR channel_id = ?2)
     AND (?3 IS NULL OR first_id = ?3 OR second_id = ?3) AND (?4 IS NULL OR game = ?4)
     AND (?5 IS NULL OR channel_id IN (SELECT value FROM json_each(?5)))";

fn args(q: &HistoryQuery) -> (Option<i64>, Option<i64>, Option<i64>, Option<&'static str>) {
    (
        q.server.map(ServerId::sql),
        q.channel.map(ChannelId::sql),
        q.player.map(UserId::sql),
        q.game.map(GameId::id),
    )
}

/// Games matching `q` in channels in `sight`, newest first, `limit` of them after skipping
/// `offset`.
pub fn history(
    conn: &Connection,
    q: &HistoryQuery,
    sight: &Sight,
    offset: usize,
    limit: usize,
) -> rusqlite::Result<Vec<GameRow>> {
    let (a, b, c, d) = args(q);
    let mut stmt = conn.prepare_cached(&format!(
        "SELECT * FROM games {WHERE} ORDER BY created_at DESC, id DESC LIMIT ?6 OFFSET ?7"
    ))?;
    let rows =
        stmt.query_map(params![a, b, c, d, sight.sql(), limit as i64, offset as i64], game_row)?;
    rows.collect()
}

/// How many games match `q` in channels in `sight`.
pub fn history_count(
    conn: &Connection,
    q: &HistoryQuery,
    sight: &Sight,
) -> rusqlite::Result<usize> {
    let (a, b, c, d) = args(q);
    let n: i64 = conn.query_row(
        &format!("SELECT count(*) FROM games {WHERE}"),
        params![a, b, c, d, sight.sql()],
        |r| r.get(0),
    )?;
    Ok(usize::try_from(n).unwrap_or(0))
}

/// Marks and returns the active games whose player to move has waited `reminder` seconds
/// (the game's own, frozen from the server's setting when it began, else `default`) without a
/// reminder at this ply. A reminder of 0 seconds means never; games against the bot are never
/// reminded (the bot moves at once, and its opponent chose a game at their own pace).
pub fn due_reminders(
    conn: &Connection,
    now: Timestamp,
    default: i64,
) -> rusqlite::Result<Vec<GameRow>> {
    let mut stmt = conn.prepare_cached(
        "UPDATE games SET reminded_ply = ply
         WHERE status = 'active' AND reminded_ply IS NOT ply AND id IN (
             SELECT g.id FROM games g
             WHERE g.status = 'active'
               AND g.engine_level IS NULL
               AND COALESCE(g.reminder_secs, ?2) > 0
               AND g.last_move_at + COALESCE(g.reminder_secs, ?2) <= ?1)
         RETURNING *",
    )?;
    let rows = stmt.query_map(params![now, default], game_row)?;
    rows.collect()
}
