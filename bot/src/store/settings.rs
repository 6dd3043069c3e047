//! Settings rows: a server's time limits, default orientation and piece style; a player's
//! board orientation.

use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{Orientation, ServerId, Timestamp, UserId};

/// A server's own settings; `None` means the bot's default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// Seconds a player may take over a turn before the opponent may claim the game.
    pub turn_timeout: Option<i64>,
    /// Seconds after which the player to move is reminded (0: never).
    pub reminder: Option<i64>,
    /// How boards are drawn for players who chose nothing themselves.
    pub orientation: Option<Orientation>,
    /// `traditional` or `latin` (Xiangqi's pieces as characters or letters).
    pub piece_style: Option<String>,
}

/// A server's settings (all `None` if it never changed any).
pub fn server_settings(conn: &Connection, server: ServerId) -> rusqlite::Result<ServerSettings> {
    let mut stmt = conn.prepare_cached(
        "SELECT turn_timeout_secs, reminder_secs, orientation, piece_style
         FROM server_settings WHERE server_id = ?1",
    )?;
    let found = stmt
        .query_row([server.sql()], |r| {
            let orientation: Option<String> = r.get(2)?;
            Ok(ServerSettings {
                turn_timeout: r.get(0)?,
                reminder: r.get(1)?,
                orientation: orientation.as_deref().and_then(Orientation::from_sql),
                piece_style: r.get(3)?,
            })
        })
        .optional()?;
    Ok(found.unwrap_or_default())
}

/// Changes the settings given as `Some`, keeping the others.
pub fn update_server_settings(
    conn: &Connection,
    server: ServerId,
    change: &ServerSettings,
    now: Timestamp,
) -> rusqlite::Result<()> {
    conn.execute(
        "INSERT INTO server_settings
             (server_id, turn_timeout_secs, reminder_secs, orientation, piece_style, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)
         ON CONFLICT (server_id) DO UPDATE SET
             turn_timeout_secs = COALESCE(?2, turn_timeout_secs),
             reminder_secs = COALESCE(?3, reminder_secs),
             orientation = COALESCE(?4, orientation),
             piece_style = COALESCE(?5, piece_style),
             updated_at = ?6",
        params![
            server.sql(),
            change.turn_timeout,
            change.reminder,
            change.orientation.map(Orientation::sql),
            change.piece_style,
            now
        ],
    )?;
    Ok(())
}

/// Sets a server's turn time limit.
pub fn set_turn_timeout(
    conn: &Connection,
    server: ServerId,
    secs: i64,
    now: Timestamp,
) -> rusqlite::Result<()> {
    let change = ServerSettings { turn_timeout: Some(secs), ..ServerSettings::default() };
    update_server_settings(conn, server, &change, now)
}

/// How a player wants boards drawn for them, if they said.
pub fn orientation(conn: &Connection, user: UserId) -> rusqlite::Result<Option<Orientation>> {
    let mut stmt =
        conn.prepare_cached("SELECT orientation FROM user_settings WHERE user_id = ?1")?;
    let text: Option<String> = stmt.query_row([user.sql()], |r| r.get(0)).optional()?;
    Ok(text.as_deref().and_then(Orientation::from_sql))
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
