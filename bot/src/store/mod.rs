//! The durable store: one SQLite file, opened in WAL mode with `synchronous = FULL`, so a
//! committed turn survives a crash of the process and of the machine.
//!
//! The store knows rows, not rules: it reads and writes challenges, games, moves and server
//! settings, and enforces what the database can enforce by itself (one active game and one open
//! challenge per channel, one row per ply). Every function takes a `&Connection`, so the host
//! decides what runs inside one transaction. rusqlite is blocking: the async Discord adapter
//! calls the host on the blocking thread pool, never on a runtime worker.

mod history;
pub mod outbox;
pub mod ratings;
pub mod schema;
mod settings;

use std::path::Path;

use rules::{BySide, GameId, Side};
use rusqlite::{Connection, OptionalExtension, Row, params};

pub use history::{HistoryQuery, due_reminders, history, history_count};
pub use settings::{
    ServerSettings, StyleOwner, orientation, piece_style, piece_styles, server_settings,
    set_orientation, set_piece_style, set_turn_timeout, update_server_settings,
};

use crate::model::{
    ChannelId, EngineSeat, Place, ServerId, SideChoice, Sight, Timestamp, User, UserId,
};

/// The default database file, relative to the working directory.
pub const DEFAULT_PATH: &str = "data/bot.sqlite3";

/// Opens (creating it and its folder if needed) and migrates the database at `path`.
///
/// # Errors
/// The file cannot be created or opened, or the schema cannot be brought up to date.
pub fn open(path: &Path) -> Result<Connection, String> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("cannot create the folder {}: {e}", dir.display()))?;
    }
    let mut conn = Connection::open(path)
        .map_err(|e| format!("cannot open the database {}: {e}", path.display()))?;
    configure(&conn).map_err(|e| format!("cannot configure {}: {e}", path.display()))?;
    schema::migrate(&mut conn).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(conn)
}

/// WAL lets readers work while a turn commits; `FULL` makes each commit durable (an fsync of
/// the log, about 0.3 ms on the development machine); the busy timeout makes a second process
/// on the same file wait for the lock instead of failing.
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(10))?;
    Ok(())
}

/// A side as the database spells it.
pub fn side_sql(side: Side) -> &'static str {
    match side {
        Side::First => "first",
        Side::Second => "second",
    }
}

fn side_from_sql(text: &str) -> Option<Side> {
    match text {
        "first" => Some(Side::First),
        "second" => Some(Side::Second),
        _ => None,
    }
}

fn bad_value(column: &str, value: &str) -> rusqlite::Error {
    rusqlite::Error::InvalidColumnType(
        0,
        format!("{column} = {value:?}"),
        rusqlite::types::Type::Text,
    )
}

pub(crate) fn game_id(row: &Row, column: &str) -> rusqlite::Result<GameId> {
    let text: String = row.get(column)?;
    text.parse().map_err(|_| bad_value(column, &text))
}

fn optional_side(row: &Row, column: &str) -> rusqlite::Result<Option<Side>> {
    let text: Option<String> = row.get(column)?;
    match text {
        None => Ok(None),
        Some(t) => side_from_sql(&t).map(Some).ok_or_else(|| bad_value(column, &t)),
    }
}

fn place(row: &Row) -> rusqlite::Result<Place> {
    Ok(Place {
        server: row.get::<_, Option<i64>>("server_id")?.map(ServerId::from_sql),
        channel: ChannelId::from_sql(row.get("channel_id")?),
    })
}

fn user(row: &Row, id: &str, name: &str) -> rusqlite::Result<User> {
    Ok(User { id: UserId::from_sql(row.get(id)?), name: row.get(name)?, bot: false })
}

// ---------------------------------------------------------------------------------------------
// Challenges

/// A challenge as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRow {
    /// Its id (buttons carry it).
    pub id: i64,
    /// Where it was made.
    pub place: Place,
    /// Who challenged.
    pub challenger: User,
    /// Who was challenged.
    pub opponent: User,
    /// Which game.
    pub game: GameId,
    /// The challenger's side.
    pub side: SideChoice,
    /// A start position other than the standard one.
    pub position: Option<String>,
    /// `open`, `accepted`, `declined`, `cancelled` or `expired`.
    pub status: String,
    /// When it stops being open.
    pub expires_at: Timestamp,
    /// The chat message showing it, once the adapter has said which.
    pub message_id: Option<u64>,
}

fn challenge_row(row: &Row) -> rusqlite::Result<ChallengeRow> {
    let side: String = row.get("side")?;
    Ok(ChallengeRow {
        id: row.get("id")?,
        place: place(row)?,
        challenger: user(row, "challenger_id", "challenger")?,
        opponent: user(row, "opponent_id", "opponent")?,
        game: game_id(row, "game")?,
        side: SideChoice::from_sql(&side).ok_or_else(|| bad_value("side", &side))?,
        position: row.get("position")?,
        status: row.get("status")?,
        expires_at: row.get("expires_at")?,
        message_id: row.get::<_, Option<i64>>("message_id")?.map(|m| m as u64),
    })
}

/// What a new challenge says.
#[derive(Debug, Clone)]
pub struct NewChallenge<'a> {
    /// Where.
    pub place: Place,
    /// Who challenges.
    pub challenger: &'a User,
    /// Whom.
    pub opponent: &'a User,
    /// Which game.
    pub game: GameId,
    /// The challenger's side.
    pub side: SideChoice,
    /// A start position, if not the standard one.
    pub position: Option<&'a str>,
}

/// Marks every open challenge whose time is up as expired; returns them.
///
/// Each expired challenge's message is to be marked, whichever command or pass expired it: an
/// `expired` entry goes into the outbox in the same transaction.
pub fn expire_challenges(conn: &Connection, now: Timestamp) -> rusqlite::Result<Vec<ChallengeRow>> {
    let mut stmt = conn.prepare_cached(
        "UPDATE challenges SET status = 'expired', closed_at = ?1
         WHERE status = 'open' AND expires_at <= ?1 RETURNING *",
    )?;
    let rows: Vec<ChallengeRow> =
        stmt.query_map([now], challenge_row)?.collect::<Result<_, _>>()?;
    for c in &rows {
        outbox::enqueue(conn, outbox::Kind::Expired, c.id, c.place.channel, now)?;
    }
    Ok(rows)
}

/// Records a new open challenge. Fails with a constraint error if the channel already has one.
pub fn insert_challenge(
    conn: &Connection,
    c: &NewChallenge,
    now: Timestamp,
    expires_at: Timestamp,
) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO challenges (server_id, channel_id, challenger_id, challenger, opponent_id,
             opponent, game, side, position, created_at, expires_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
        params![
            c.place.server.map(ServerId::sql),
            c.place.channel.sql(),
            c.challenger.id.sql(),
            c.challenger.name,
            c.opponent.id.sql(),
            c.opponent.name,
            c.game.id(),
            c.side.sql(),
            c.position,
            now,
            expires_at
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// Records which chat message shows challenge `id`.
pub fn set_challenge_message(conn: &Connection, id: i64, message: u64) -> rusqlite::Result<()> {
    conn.execute(
        "UPDATE challenges SET message_id = ?2 WHERE id = ?1",
        params![id, message as i64],
    )?;
    Ok(())
}

/// A challenge by id.
pub fn challenge(conn: &Connection, id: i64) -> rusqlite::Result<Option<ChallengeRow>> {
    conn.query_row("SELECT * FROM challenges WHERE id = ?1", [id], challenge_row).optional()
}

/// The open challenge of a channel, if any.
pub fn open_challenge(
    conn: &Connection,
    channel: ChannelId,
) -> rusqlite::Result<Option<ChallengeRow>> {
    conn.query_row(
        "SELECT * FROM challenges WHERE channel_id = ?1 AND status = 'open'",
        [channel.sql()],
        challenge_row,
    )
    .optional()
}

/// Closes an open challenge with `status`; false if it was no longer open.
pub fn close_challenge(
    conn: &Connection,
    id: i64,
    status: &str,
    now: Timestamp,
) -> rusqlite::Result<bool> {
    let n = conn.execute(
        "UPDATE challenges SET status = ?2, closed_at = ?3 WHERE id = ?1 AND status = 'open'",
        params![id, status, now],
    )?;
    Ok(n == 1)
}

// ---------------------------------------------------------------------------------------------
// Games

/// Where a game stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameStatus {
    /// Being played.
    Active,
    /// Ended with a result.
    Finished,
    /// Called off without a result.
    Aborted,
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// Its id.
    pub id: i64,
    /// Where it is played.
    pub place: Place,
    /// Which game.
    pub game: GameId,
    /// Who plays which side.
    pub players: BySide<User>,
    /// The start position string.
    pub start: String,
    /// Plies played (passes included): the moves table has rows 1 ..= ply.
    pub ply: u32,
    /// Active, finished or aborted.
    pub status: GameStatus,
    /// `first`, `second` or `draw`, once finished.
    pub result: Option<String>,
    /// The result as players read it, once finished.
    pub result_text: Option<String>,
    /// A standing draw offer: who made it, at which ply.
    pub draw_offer: Option<(Side, u32)>,
    /// A standing takeback request: who made it, at which ply.
    pub takeback: Option<(Side, u32)>,
    /// When the game began.
    pub created_at: Timestamp,
    /// When the last move was played (or the game began).
    pub last_move_at: Timestamp,
    /// The turn time limit in seconds the server had set when the game began (`None`: the
    /// bot's default).
    pub turn_timeout: Option<i64>,
    /// The reminder time likewise (0: never).
    pub reminder: Option<i64>,
    /// The ply at which the player to move was last reminded (queued in the outbox).
    pub reminded_ply: Option<u32>,
    /// The bot's seat, in a game against the bot itself.
    pub engine: Option<EngineSeat>,
}

impl GameRow {
    /// The side `user` plays, if they play.
    pub fn side_of(&self, user: UserId) -> Option<Side> {
        Side::ALL.into_iter().find(|&s| self.players[s].id == user)
    }
}

pub(crate) fn game_row(row: &Row) -> rusqlite::Result<GameRow> {
    let status: String = row.get("status")?;
    let ply: i64 = row.get("ply")?;
    let offer = |side: &str, ply: &str| -> rusqlite::Result<Option<(Side, u32)>> {
        let p: Option<i64> = row.get(ply)?;
        Ok(optional_side(row, side)?.zip(p.map(|p| p as u32)))
    };
    Ok(GameRow {
        id: row.get("id")?,
        place: place(row)?,
        game: game_id(row, "game")?,
        players: BySide {
            first: user(row, "first_id", "first_name")?,
            second: user(row, "second_id", "second_name")?,
        },
        start: row.get("start_position")?,
        ply: u32::try_from(ply).map_err(|_| bad_value("ply", &ply.to_string()))?,
        status: match status.as_str() {
            "active" => GameStatus::Active,
            "finished" => GameStatus::Finished,
            "aborted" => GameStatus::Aborted,
            other => return Err(bad_value("status", other)),
        },
        result: row.get("result")?,
        result_text: row.get("result_text")?,
        draw_offer: offer("draw_offer_side", "draw_offer_ply")?,
        takeback: offer("takeback_side", "takeback_ply")?,
        created_at: row.get("created_at")?,
        last_move_at: row.get("last_move_at")?,
        turn_timeout: row.get("turn_timeout_secs")?,
        reminder: row.get("reminder_secs")?,
        reminded_ply: row
            .get::<_, Option<i64>>("reminded_ply")?
            .and_then(|p| u32::try_from(p).ok()),
        engine: engine_seat(row)?,
    })
}

fn engine_seat(row: &Row) -> rusqlite::Result<Option<EngineSeat>> {
    let Some(side) = optional_side(row, "engine_side")? else { return Ok(None) };
    let level: i64 = row.get("engine_level")?;
    let level = u8::try_from(level)
        .ok()
        .and_then(engine::Level::new)
        .ok_or_else(|| bad_value("engine_level", &level.to_string()))?;
    Ok(Some(EngineSeat { side, level }))
}

/// What a new game says.
#[derive(Debug, Clone)]
pub struct NewGame<'a> {
    /// Where.
    pub place: Place,
    /// Which game.
    pub game: GameId,
    /// Who plays which side.
    pub players: BySide<&'a User>,
    /// The start position string.
    pub start: &'a str,
    /// The challenge it came from.
    pub challenge: Option<i64>,
    /// The bot's seat, in a game against the bot itself.
    pub engine: Option<EngineSeat>,
}

/// Records a new active game, with the server's time limits as they are now (they stay the
/// game's). Fails with a constraint error if the channel already has one.
pub fn insert_game(conn: &Connection, g: &NewGame, now: Timestamp) -> rusqlite::Result<i64> {
    conn.execute(
        "INSERT INTO games (server_id, channel_id, game, first_id, first_name, second_id,
             second_name, start_position, challenge_id, created_at, last_move_at,
             turn_timeout_secs, reminder_secs, engine_level, engine_side)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10,
             (SELECT turn_timeout_secs FROM server_settings WHERE server_id IS ?1),
             (SELECT reminder_secs FROM server_settings WHERE server_id IS ?1), ?11, ?12)",
        params![
            g.place.server.map(ServerId::sql),
            g.place.channel.sql(),
            g.game.id(),
            g.players.first.id.sql(),
            g.players.first.name,
            g.players.second.id.sql(),
            g.players.second.name,
            g.start,
            g.challenge,
            now,
            g.engine.map(|e| e.level.number()),
            g.engine.map(|e| side_sql(e.side)),
        ],
    )?;
    Ok(conn.last_insert_rowid())
}

/// The active game of a channel, if any.
pub fn active_game(conn: &Connection, channel: ChannelId) -> rusqlite::Result<Option<GameRow>> {
    let mut stmt =
        conn.prepare_cached("SELECT * FROM games WHERE channel_id = ?1 AND status = 'active'")?;
    stmt.query_row([channel.sql()], game_row).optional()
}

/// A game by id.
pub fn game(conn: &Connection, id: i64) -> rusqlite::Result<Option<GameRow>> {
    let mut stmt = conn.prepare_cached("SELECT * FROM games WHERE id = ?1")?;
    stmt.query_row([id], game_row).optional()
}

/// The active games of a server (or, with `None`, of direct messages), oldest first.
pub fn active_games(
    conn: &Connection,
    server: Option<ServerId>,
    sight: &Sight,
    limit: usize,
) -> rusqlite::Result<Vec<GameRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM games WHERE server_id IS ?1 AND status = 'active'
           AND (?3 IS NULL OR channel_id IN (SELECT value FROM json_each(?3)))
         ORDER BY created_at, id LIMIT ?2",
    )?;
    let rows =
        stmt.query_map(params![server.map(ServerId::sql), limit as i64, sight.sql()], game_row)?;
    rows.collect()
}

/// The active games against the bot whose last move was played at `before` or earlier.
pub fn engine_games(conn: &Connection, before: Timestamp) -> rusqlite::Result<Vec<GameRow>> {
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM games WHERE status = 'active' AND engine_level IS NOT NULL
           AND last_move_at <= ?1 ORDER BY last_move_at, id",
    )?;
    let rows = stmt.query_map([before], game_row)?;
    rows.collect()
}

/// One ply as recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveRow {
    /// Counted from 1.
    pub ply: u32,
    /// Who moved.
    pub side: Side,
    /// The player, or `None` for a pass the rules played by themselves.
    pub player: Option<UserId>,
    /// As the player typed it.
    pub typed: String,
    /// Canonical text, what a replay plays.
    pub canonical: String,
    /// As players see it.
    pub display: String,
    /// The position string after the move.
    pub position_after: String,
    /// When.
    pub played_at: Timestamp,
}

/// Every recorded ply of a game, in order.
pub fn moves(conn: &Connection, game: i64) -> rusqlite::Result<Vec<MoveRow>> {
    let mut stmt = conn.prepare_cached("SELECT * FROM moves WHERE game_id = ?1 ORDER BY ply")?;
    let rows = stmt.query_map([game], |row| {
        let side: String = row.get("side")?;
        Ok(MoveRow {
            ply: row.get("ply")?,
            side: side_from_sql(&side).ok_or_else(|| bad_value("side", &side))?,
            player: row.get::<_, Option<i64>>("player_id")?.map(UserId::from_sql),
            typed: row.get("typed")?,
            canonical: row.get("canonical")?,
            display: row.get("display")?,
            position_after: row.get("position_after")?,
            played_at: row.get("played_at")?,
        })
    })?;
    rows.collect()
}

/// Records ply `m.ply` of `game`. Fails with a constraint error if that ply exists.
pub fn insert_move(conn: &Connection, game: i64, m: &MoveRow) -> rusqlite::Result<()> {
    let mut stmt = conn.prepare_cached(
        "INSERT INTO moves (game_id, ply, side, player_id, typed, canonical, display,
             position_after, auto, played_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
    )?;
    stmt.execute(params![
        game,
        m.ply,
        side_sql(m.side),
        m.player.map(UserId::sql),
        m.typed,
        m.canonical,
        m.display,
        m.position_after,
        m.player.is_none(),
        m.played_at
    ])?;
    Ok(())
}

/// Moves an active game from ply `from` to ply `to` (after recording or deleting moves), and
/// clears the draw offer unless it stays. False if the game was no longer active at `from`:
/// the compare-and-set that keeps two racing turns from both landing.
pub fn advance(
    conn: &Connection,
    game: i64,
    from: u32,
    to: u32,
    keep_draw_offer: bool,
    now: Timestamp,
) -> rusqlite::Result<bool> {
    let mut stmt = conn.prepare_cached(
        "UPDATE games SET ply = ?3, last_move_at = ?4, takeback_side = NULL, takeback_ply = NULL,
             draw_offer_side = CASE WHEN ?5 THEN draw_offer_side END,
             draw_offer_ply = CASE WHEN ?5 THEN draw_offer_ply END
         WHERE id = ?1 AND ply = ?2 AND status = 'active'",
    )?;
    Ok(stmt.execute(params![game, from, to, now, keep_draw_offer])? == 1)
}

/// Deletes the moves after ply `keep` (a takeback).
pub fn truncate_moves(conn: &Connection, game: i64, keep: u32) -> rusqlite::Result<usize> {
    conn.execute("DELETE FROM moves WHERE game_id = ?1 AND ply > ?2", params![game, keep])
}

/// Ends an active game at ply `ply` with a result (`first`, `second` or `draw`) and rates it
/// (unless it was played against the bot), or aborts it when `result` is `None`. False if it was no longer active at that ply.
pub fn finish_game(
    conn: &Connection,
    game: i64,
    ply: u32,
    result: Option<(&str, &str, &str)>,
    now: Timestamp,
) -> rusqlite::Result<bool> {
    let (status, (result, reason, text)) = match result {
        Some(r) => ("finished", (Some(r.0), Some(r.1), Some(r.2))),
        None => ("aborted", (None, None, None)),
    };
    let n = conn.execute(
        "UPDATE games SET status = ?3, result = ?4, reason = ?5, result_text = ?6,
             finished_at = ?7, draw_offer_side = NULL, draw_offer_ply = NULL,
             takeback_side = NULL, takeback_ply = NULL
         WHERE id = ?1 AND ply = ?2 AND status = 'active'",
        params![game, ply, status, result, reason, text, now],
    )?;
    // Rated in the same transaction that ends the game: both happen, or neither.
    if let (1, Some(result)) = (n, result) {
        ratings::rate_game(conn, game, result, now)?;
    }
    Ok(n == 1)
}

/// Sets (or clears, with `None`) the standing draw offer or takeback request of an active game
/// at ply `ply`. `what` is `draw_offer` or `takeback`. False if the game moved on.
pub fn set_offer(
    conn: &Connection,
    game: i64,
    ply: u32,
    what: Offer,
    by: Option<Side>,
) -> rusqlite::Result<bool> {
    let sql = match what {
        Offer::Draw => {
            "UPDATE games SET draw_offer_side = ?3, draw_offer_ply = CASE WHEN ?3 IS NULL THEN NULL ELSE ?2 END
             WHERE id = ?1 AND ply = ?2 AND status = 'active'"
        }
        Offer::Takeback => {
            "UPDATE games SET takeback_side = ?3, takeback_ply = CASE WHEN ?3 IS NULL THEN NULL ELSE ?2 END
             WHERE id = ?1 AND ply = ?2 AND status = 'active'"
        }
    };
    Ok(conn.execute(sql, params![game, ply, by.map(side_sql)])? == 1)
}

/// The two things a player can propose to the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Offer {
    /// A draw.
    Draw,
    /// Taking back the proposer's last move.
    Takeback,
}

/// Whether an error is a uniqueness or check constraint failing (the database refusing a
/// second active game in a channel, say), as opposed to an I/O failure.
pub fn is_constraint(e: &rusqlite::Error) -> bool {
    matches!(e.sqlite_error_code(), Some(rusqlite::ErrorCode::ConstraintViolation))
}
