//! Games and their moves.

use rules::{BySide, GameId, Outcome, Reason, Side};

use std::time::Duration;

use super::{
    Tx,
    codec::{WordColumn, millis},
    game_id, place,
    sql::{Columns, Conflict, StoreError, StoreResult, args},
    user,
};
use crate::{
    live::{Clocks, TimeControl},
    model::{
        ChallengeNo, ChannelId, EngineSeat, GameNo, Moment, Place, ServerId, Sight, Stamp, User,
        UserId,
    },
};

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

impl GameStatus {
    const fn sql(self) -> &'static str {
        match self {
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Aborted => "aborted",
        }
    }

    fn from_sql(text: &str) -> Option<GameStatus> {
        [GameStatus::Active, GameStatus::Finished, GameStatus::Aborted]
            .into_iter()
            .find(|s| s.sql() == text)
    }
}

/// How a finished game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameResult {
    /// This side won.
    Win(Side),
    /// Neither did.
    Draw,
}

impl GameResult {
    /// The result of a game the rules ended with `winner`.
    pub const fn of(winner: Option<Side>) -> GameResult {
        match winner {
            Some(side) => GameResult::Win(side),
            None => GameResult::Draw,
        }
    }

    /// As stored: `first`, `second` or `draw`.
    pub fn sql(self) -> &'static str {
        match self {
            GameResult::Win(side) => side.word(),
            GameResult::Draw => "draw",
        }
    }

    fn from_sql(text: &str) -> Option<GameResult> {
        match text {
            "draw" => Some(GameResult::Draw),
            side => Side::from_word(side).map(GameResult::Win),
        }
    }
}

/// How many times a game's moves or status have changed: every such change is a
/// compare-and-set from the version the writer read to the next, so a writer that read a game
/// before someone else changed it (in this process or another) changes nothing. A takeback
/// followed by a new move restores the ply, never the version.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Version(pub i64);

/// A standing draw offer or takeback request: who made it, at which ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offer {
    /// The side that made it.
    pub by: Side,
    /// The ply the game was at.
    pub ply: u32,
}

/// A game as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameRow {
    /// Its number.
    pub id: GameNo,
    /// Where it is played.
    pub place: Place,
    /// Which game.
    pub game: GameId,
    /// Who plays which side.
    pub players: BySide<User>,
    /// The start position string.
    pub start: rules::PositionString,
    /// Plies played (passes included): the moves table has rows 1 ..= ply.
    pub ply: u32,
    /// Its moves' and status's version, as read.
    pub version: Version,
    /// Active, finished or aborted.
    pub status: GameStatus,
    /// Who won, once finished.
    pub result: Option<GameResult>,
    /// How it ended, once finished: each reader words it in its own language.
    pub outcome: Option<Outcome>,
    /// A standing draw offer.
    pub draw_offer: Option<Offer>,
    /// A standing takeback request.
    pub takeback: Option<Offer>,
    /// When the game began.
    pub created_at: Moment,
    /// When the last move was played (or the game began).
    pub last_move_at: Moment,
    /// The turn time limit the server had set when the game began (`None`: the bot's
    /// default).
    pub turn_timeout: Option<Duration>,
    /// The reminder time likewise (zero: never).
    pub reminder: Option<Duration>,
    /// The ply at which the player to move was last reminded (queued in the outbox).
    pub reminded_ply: Option<u32>,
    /// The bot's seat, in a game against the bot itself.
    pub engine: Option<EngineSeat>,
    /// Hints the person took from the engine (`/hint`), in a game against the bot.
    pub hints: u32,
    /// A live game's clocks; `None` for a correspondence game.
    pub clocks: Option<Clocks>,
    /// When the flag of the side to move falls, while a live game's clock runs.
    pub deadline: Option<Stamp>,
}

impl GameRow {
    /// The side `user` plays, if they play.
    pub fn side_of(&self, user: UserId) -> Option<Side> {
        Side::ALL.into_iter().find(|&s| self.players[s].id == user)
    }
}

pub(super) fn game_row(row: &dyn Columns) -> StoreResult<GameRow> {
    let offer = |side: &str, ply: &str| -> StoreResult<Option<Offer>> {
        Ok(row.word(side)?.zip(row.count(ply)?).map(|(by, ply)| Offer { by, ply }))
    };
    Ok(GameRow {
        id: row.need_id("id")?,
        place: place(row)?,
        game: game_id(row, "game")?,
        players: BySide {
            first: user(row, "first_id", "first_name")?,
            second: user(row, "second_id", "second_name")?,
        },
        start: row.need_parsed("start_position", |t| t.parse().ok())?,
        ply: row.need_count("ply")?,
        version: Version(row.need_int("version")?),
        status: row.need_parsed("status", GameStatus::from_sql)?,
        result: row.parsed("result", GameResult::from_sql)?,
        outcome: outcome(row)?,
        draw_offer: offer("draw_offer_side", "draw_offer_ply")?,
        takeback: offer("takeback_side", "takeback_ply")?,
        created_at: row.need_id("created_at")?,
        last_move_at: row.need_id("last_move_at")?,
        turn_timeout: row.duration("turn_timeout_secs")?,
        reminder: row.duration("reminder_secs")?,
        reminded_ply: row.count("reminded_ply")?,
        engine: engine_seat(row)?,
        hints: row.need_count("hints")?,
        clocks: super::clocks::clocks(row)?,
        deadline: row.id("clock_deadline_ms")?,
    })
}

/// A finished game's outcome, from its result, its reason's key and the reason's limit and
/// points; `None` for a game not finished.
fn outcome(row: &dyn Columns) -> StoreResult<Option<Outcome>> {
    let Some(result) = row.parsed("result", GameResult::from_sql)? else { return Ok(None) };
    let key = row.need_text("reason")?;
    let limit = row.count("reason_limit")?.unwrap_or(0);
    // A reason this build does not know is shown as a plain "finished", not an error that
    // would hide a whole history page.
    let Some(reason) = Reason::from_key(&key, limit) else {
        tracing::warn!("unknown stored reason {key:?}");
        return Ok(None);
    };
    let winner = match result {
        GameResult::Win(side) => Some(side),
        GameResult::Draw => None,
    };
    let points = row.count("points_first")?.zip(row.count("points_second")?);
    Ok(Some(Outcome {
        winner,
        reason,
        points: points.map(|(first, second)| BySide { first, second }),
    }))
}

fn engine_seat(row: &dyn Columns) -> StoreResult<Option<EngineSeat>> {
    let Some(side) = row.word("engine_side")? else { return Ok(None) };
    let level = row.need_int("engine_level")?;
    let level = u8::try_from(level)
        .ok()
        .and_then(engine::Level::new)
        .ok_or_else(|| StoreError::bad_value("engine_level", level))?;
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
    pub start: &'a rules::PositionString,
    /// The challenge it came from.
    pub challenge: Option<ChallengeNo>,
    /// The bot's seat, in a game against the bot itself.
    pub engine: Option<EngineSeat>,
    /// The time control of a live game; `None` for correspondence.
    pub clock: Option<TimeControl>,
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
    pub position_after: rules::PositionString,
    /// When.
    pub played_at: Moment,
    /// In a live game, the mover's time left after the move (its increment added).
    pub clock: Option<Duration>,
}

fn move_row(row: &dyn Columns) -> StoreResult<MoveRow> {
    Ok(MoveRow {
        ply: row.need_count("ply")?,
        side: row.need_word("side")?,
        player: row.id("player_id")?,
        typed: row.need_text("typed")?,
        canonical: row.need_text("canonical")?,
        display: row.need_text("display")?,
        position_after: row.need_parsed("position_after", |t| t.parse().ok())?,
        played_at: row.need_id("played_at")?,
        clock: row.millis("clock_ms")?,
    })
}

/// The two things a player can propose to the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proposal {
    /// A draw.
    Draw,
    /// Taking back the proposer's last move.
    Takeback,
}

impl Tx<'_> {
    /// Records a new active game at version 0, with the server's time limits as they are now
    /// (they stay the game's); returns its id.
    ///
    /// # Errors
    /// [`Conflict::ChannelHasGame`] if the channel already has one; the store failed.
    pub fn insert_game(&mut self, g: &NewGame, now: Moment) -> StoreResult<GameNo> {
        self.returning_id(
            "INSERT INTO games (server_id, channel_id, game, first_id, first_name, second_id,
                 second_name, start_position, challenge_id, created_at, last_move_at,
                 turn_timeout_secs, reminder_secs, engine_level, engine_side,
                 clock_initial_ms, clock_increment_ms, clock_first_ms, clock_second_ms,
                 clock_moved)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?10,
                 (SELECT turn_timeout_secs FROM server_settings
                  WHERE server_id IS NOT DISTINCT FROM ?1),
                 (SELECT reminder_secs FROM server_settings
                  WHERE server_id IS NOT DISTINCT FROM ?1), ?11, ?12, ?13, ?14, ?13, ?13, ?15)
             RETURNING id",
            &args![
                g.place.server,
                g.place.channel,
                g.game.id(),
                g.players.first.id,
                &g.players.first.name,
                g.players.second.id,
                &g.players.second.name,
                g.start,
                g.challenge,
                now,
                g.engine.map(|e| e.level.number()),
                g.engine.map(|e| e.side),
                g.clock.map(|c| millis(c.initial())),
                g.clock.map(|c| millis(c.increment())),
                g.clock.map(|_| 0_i64),
            ],
        )
        .map(GameNo)
        .map_err(|e| e.duplicate_is(Conflict::ChannelHasGame))
    }

    /// The active game of a channel, if any.
    ///
    /// # Errors
    /// The store failed.
    pub fn active_game(&mut self, channel: ChannelId) -> StoreResult<Option<GameRow>> {
        self.row(
            "SELECT * FROM games WHERE channel_id = ?1 AND status = 'active'",
            &args![channel],
            game_row,
        )
    }

    /// A game by id.
    ///
    /// # Errors
    /// The store failed.
    pub fn game(&mut self, id: GameNo) -> StoreResult<Option<GameRow>> {
        self.row("SELECT * FROM games WHERE id = ?1", &args![id], game_row)
    }

    /// The active games of a server (or, with `None`, of direct messages) in channels in
    /// `sight`, oldest first.
    ///
    /// # Errors
    /// The store failed.
    pub fn active_games(
        &mut self,
        server: Option<ServerId>,
        sight: &Sight,
        limit: usize,
    ) -> StoreResult<Vec<GameRow>> {
        let sql = format!(
            "SELECT * FROM games WHERE server_id IS NOT DISTINCT FROM ?1 AND status = 'active'
               AND {} ORDER BY created_at, id LIMIT ?2",
            self.dialect().in_json_list(super::threads::SEEN_CHANNEL, 3)
        );
        self.rows(&sql, &args![server, limit as i64, sight], game_row)
    }

    /// The active games against the bot whose last move was played at `before` or earlier.
    ///
    /// # Errors
    /// The store failed.
    pub fn engine_games(&mut self, before: Moment) -> StoreResult<Vec<GameRow>> {
        self.rows(
            "SELECT * FROM games WHERE status = 'active' AND engine_level IS NOT NULL
               AND last_move_at <= ?1 ORDER BY last_move_at, id",
            &args![before],
            game_row,
        )
    }

    /// Every recorded ply of a game, in order.
    ///
    /// # Errors
    /// The store failed.
    pub fn moves(&mut self, game: GameNo) -> StoreResult<Vec<MoveRow>> {
        self.rows("SELECT * FROM moves WHERE game_id = ?1 ORDER BY ply", &args![game], move_row)
    }

    /// Records ply `m.ply` of `game`.
    ///
    /// # Errors
    /// [`Conflict::PlyTaken`] if that ply is recorded already; the store failed.
    pub fn insert_move(&mut self, game: GameNo, m: &MoveRow) -> StoreResult<()> {
        self.execute(
            "INSERT INTO moves (game_id, ply, side, player_id, typed, canonical, display,
                 position_after, auto, played_at, clock_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            &args![
                game,
                m.ply,
                m.side,
                m.player,
                &m.typed,
                &m.canonical,
                &m.display,
                &m.position_after,
                m.player.is_none(),
                m.played_at,
                m.clock.map(millis),
            ],
        )
        .map_err(|e| e.duplicate_is(Conflict::PlyTaken))?;
        Ok(())
    }

    /// Moves an active game at version `seen` to ply `to` (after recording or deleting
    /// moves), clears the takeback request, and the draw offer unless it stays. Returns the
    /// new version, or `None` if the game changed since `seen` or is over: the
    /// compare-and-set that keeps two racing turns from both landing.
    ///
    /// # Errors
    /// The store failed.
    pub fn advance(
        &mut self,
        game: GameNo,
        seen: Version,
        to: u32,
        keep_draw_offer: bool,
        now: Moment,
    ) -> StoreResult<Option<Version>> {
        let clear_offer =
            if keep_draw_offer { "" } else { ", draw_offer_side = NULL, draw_offer_ply = NULL" };
        let sql = format!(
            "UPDATE games SET ply = ?3, version = version + 1, last_move_at = ?4,
                 takeback_side = NULL, takeback_ply = NULL{clear_offer}
             WHERE id = ?1 AND version = ?2 AND status = 'active' RETURNING version"
        );
        let v = self.row(&sql, &args![game, seen.0, to, now], |r| r.need_int("version"))?;
        self.touch(game, v.is_some());
        Ok(v.map(Version))
    }

    /// Deletes the moves after ply `keep` (a takeback; [`Tx::advance`] follows).
    ///
    /// # Errors
    /// The store failed.
    pub fn truncate_moves(&mut self, game: GameNo, keep: u32) -> StoreResult<u64> {
        self.execute("DELETE FROM moves WHERE game_id = ?1 AND ply > ?2", &args![game, keep])
    }

    /// Ends an active game at version `seen` with `ending`, or aborts it with `None`. Returns
    /// the new version, or `None` if it changed since or was over already.
    ///
    /// # Errors
    /// The store failed.
    pub fn finish_game(
        &mut self,
        game: GameNo,
        seen: Version,
        outcome: Option<&Outcome>,
        now: Moment,
    ) -> StoreResult<Option<Version>> {
        let status = if outcome.is_some() { GameStatus::Finished } else { GameStatus::Aborted };
        let limit = outcome.map(|o| o.reason.limit()).filter(|&n| n > 0);
        let points = outcome.and_then(|o| o.points);
        let v = self.row(
            "UPDATE games SET status = ?3, result = ?4, reason = ?5, reason_limit = ?6,
                 points_first = ?7, points_second = ?8,
                 finished_at = ?9, version = version + 1, draw_offer_side = NULL,
                 clock_since_ms = NULL, clock_deadline_ms = NULL,
                 draw_offer_ply = NULL, takeback_side = NULL, takeback_ply = NULL
             WHERE id = ?1 AND version = ?2 AND status = 'active' RETURNING version",
            &args![
                game,
                seen.0,
                status.sql(),
                outcome.map(|o| GameResult::of(o.winner).sql()),
                outcome.map(|o| o.reason.key()),
                limit.map(i64::from),
                points.map(|p| i64::from(p.first)),
                points.map(|p| i64::from(p.second)),
                now
            ],
            |r| r.need_int("version"),
        )?;
        self.touch(game, v.is_some());
        Ok(v.map(Version))
    }

    /// Sets (or clears, with `None`) the standing draw offer or takeback request of `row`'s
    /// game, at its ply, if the game is still active at `row.version`. An offer is not a
    /// change of the game's moves: the version stays. False if the game changed.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_offer(
        &mut self,
        row: &GameRow,
        what: Proposal,
        by: Option<Side>,
    ) -> StoreResult<bool> {
        let sql = match what {
            Proposal::Draw => {
                "UPDATE games SET draw_offer_side = ?3, draw_offer_ply = ?4
                 WHERE id = ?1 AND version = ?2 AND status = 'active'"
            }
            Proposal::Takeback => {
                "UPDATE games SET takeback_side = ?3, takeback_ply = ?4
                 WHERE id = ?1 AND version = ?2 AND status = 'active'"
            }
        };
        let n = self.execute(sql, &args![row.id, row.version.0, by, by.map(|_| row.ply)])?;
        self.touch(row.id, n == 1);
        Ok(n == 1)
    }
}
