//! Settings rows: a server's turn time limit, a player's board orientation.

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{Orientation, ServerId, Timestamp, UserId};

/// The turn time limit of a server, if it set one.
pub fn turn_timeout(conn: &Connection, server: ServerId) -> rusqlite::Result<Option<i64>> {
    conn.query_row(
        "SELECT turn_timeout_secs FROM server_settings WHERE server_id = ?1",
        [server.sql()],
        |r| r.get(0),
    )
    .optional()
}

/// Sets a server's turn time limit.
pub fn set_turn_timeout(
    conn: &Connection,
    server: ServerId,
    secs: i64,
    now: Timestamp,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO server_settings (server_id, turn_timeout_secs, updated_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (server_id) DO UPDATE SET turn_timeout_secs = ?2, updated_at = ?3",
        params![server.sql(), secs, now],
    )?;
    Ok(())
}

/// How a player wants boards drawn for them; the default when they never said.
pub fn orientation(conn: &Connection, user: UserId) -> rusqlite::Result<Orientation> {
    let mut stmt =
        conn.prepare_cached("SELECT orientation FROM user_settings WHERE user_id = ?1")?;
    let text: Option<String> = stmt.query_row([user.sql()], |r| r.get(0)).optional()?;
    Ok(text.as_deref().and_then(Orientation::from_sql).unwrap_or_default())
}

/// Records how a player wants boards drawn for them.
pub fn set_orientation(
    conn: &Connection,
    user: UserId,
    orientation: Orientation,
    now: Timestamp,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO user_settings (user_id, orientation, updated_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (user_id) DO UPDATE SET orientation = ?2, updated_at = ?3",
        params![user.sql(), orientation.sql(), now],
    )?;
    Ok(())
}
