//! Settings rows: a server's time limits, default orientation and piece styles; a player's
//! board orientation and piece styles.

use render::PieceStyle;
use rules::GameId;
use rusqlite::{Connection, OptionalExtension, params};

use crate::model::{Orientation, ServerId, Timestamp, UserId, style_from_sql, style_sql};

/// A server's own settings; `None` means the bot's default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// Seconds a player may take over a turn before the opponent may claim the game.
    pub turn_timeout: Option<i64>,
    /// Seconds after which the player to move is reminded (0: never).
    pub reminder: Option<i64>,
    /// How boards are drawn for players who chose nothing themselves.
    pub orientation: Option<Orientation>,
}

/// A server's settings (all `None` if it never changed any).
pub fn server_settings(conn: &Connection, server: ServerId) -> rusqlite::Result<ServerSettings> {
    let mut stmt = conn.prepare_cached(
        "SELECT turn_timeout_secs, reminder_secs, orientation
         FROM server_settings WHERE server_id = ?1",
    )?;
    let found = stmt
        .query_row([server.sql()], |r| {
            let orientation: Option<String> = r.get(2)?;
            Ok(ServerSettings {
                turn_timeout: r.get(0)?,
                reminder: r.get(1)?,
                orientation: orientation.as_deref().and_then(Orientation::from_sql),
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
             (server_id, turn_timeout_secs, reminder_secs, orientation, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (server_id) DO UPDATE SET
             turn_timeout_secs = COALESCE(?2, turn_timeout_secs),
             reminder_secs = COALESCE(?3, reminder_secs),
             orientation = COALESCE(?4, orientation),
             updated_at = ?5",
        params![
            server.sql(),
            change.turn_timeout,
            change.reminder,
            change.orientation.map(Orientation::sql),
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

/// Whose piece style: a server's default or a player's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StyleOwner {
    /// A server's default for its members.
    Server(ServerId),
    /// A player's own, for the boards that answer them.
    User(UserId),
}

impl StyleOwner {
    fn table(self) -> (&'static str, &'static str, i64) {
        match self {
            StyleOwner::Server(s) => ("server_piece_styles", "server_id", s.sql()),
            StyleOwner::User(u) => ("user_piece_styles", "user_id", u.sql()),
        }
    }
}

/// The piece style `owner` chose for `game`, if any.
pub fn piece_style(
    conn: &Connection,
    owner: StyleOwner,
    game: GameId,
) -> rusqlite::Result<Option<PieceStyle>> {
    let (table, key, id) = owner.table();
    let mut stmt =
        conn.prepare_cached(&format!("SELECT style FROM {table} WHERE {key} = ?1 AND game = ?2"))?;
    let text: Option<String> = stmt.query_row(params![id, game.id()], |r| r.get(0)).optional()?;
    Ok(text.as_deref().and_then(style_from_sql))
}

/// Every piece style `owner` chose, game by game.
pub fn piece_styles(
    conn: &Connection,
    owner: StyleOwner,
) -> rusqlite::Result<Vec<(GameId, PieceStyle)>> {
    let (table, key, id) = owner.table();
    let mut stmt =
        conn.prepare_cached(&format!("SELECT game, style FROM {table} WHERE {key} = ?1"))?;
    let rows = stmt.query_map([id], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))?;
    let mut out = Vec::new();
    for row in rows {
        let (game, style) = row?;
        if let (Ok(game), Some(style)) = (game.parse::<GameId>(), style_from_sql(&style)) {
            out.push((game, style));
        }
    }
    out.sort_by_key(|(g, _)| GameId::ALL.iter().position(|x| x == g));
    Ok(out)
}

/// Records `owner`'s piece style for `game`; `None` forgets it (back to the default).
pub fn set_piece_style(
    conn: &Connection,
    owner: StyleOwner,
    game: GameId,
    style: Option<PieceStyle>,
    now: Timestamp,
) -> rusqlite::Result<()> {
    let (table, key, id) = owner.table();
    match style {
        Some(style) => conn.execute(
            &format!(
                "INSERT INTO {table} ({key}, game, style, updated_at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT ({key}, game) DO UPDATE SET style = ?3, updated_at = ?4"
            ),
            params![id, game.id(), style_sql(style), now],
        )?,
        None => conn.execute(
            &format!("DELETE FROM {table} WHERE {key} = ?1 AND game = ?2"),
            params![id, game.id()],
        )?,
    };
    Ok(())
}
