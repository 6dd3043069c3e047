//! Tournaments: announced, joined, started, paired round after round, finished.
//!
//! What the database guards: a player joins once (the primary key), a tournament starts once
//! and each round is paired once (compare-and-set on its status and round number, in the
//! transaction that writes the round's boards), a board's game starts once (its `game_id` is
//! set only where it is still NULL, in the transaction that creates the game, and is unique),
//! and a board's result is written once.

use rules::{GameId, Side};

use super::{
    Tx, game_id,
    sql::{Columns, StoreError, StoreResult, args},
};
use crate::{
    live::TimeControl,
    model::{ChannelId, Moment, Place, ServerId, TournamentNo, User, UserId},
    tournament::Format,
};

mod boards;

pub use boards::{BoardRow, NewBoard};

/// Where a tournament stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Announced: players join and leave.
    Open,
    /// Rounds being played.
    Running,
    /// Over: the standings are final.
    Finished,
    /// Called off before it started.
    Cancelled,
}

impl TournamentStatus {
    const ALL: [TournamentStatus; 4] = [
        TournamentStatus::Open,
        TournamentStatus::Running,
        TournamentStatus::Finished,
        TournamentStatus::Cancelled,
    ];

    /// As stored.
    pub const fn sql(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    fn from_sql(text: &str) -> Option<TournamentStatus> {
        TournamentStatus::ALL.into_iter().find(|s| s.sql() == text)
    }
}

/// A tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentRow {
    /// Its number.
    pub id: TournamentNo,
    /// The server, and the channel it was announced in (its games' threads are started there).
    pub place: Place,
    /// Its own thread (announcements, rounds, standings), once started.
    pub thread: Option<ChannelId>,
    /// The announcement message with the Join and Leave buttons.
    pub message: Option<u64>,
    /// What it is called.
    pub name: String,
    /// Which game.
    pub game: GameId,
    /// How rounds are paired.
    pub format: Format,
    /// How many rounds (a round robin's is known once it starts).
    pub rounds: u16,
    /// The clock of its games; `None`: correspondence.
    pub clock: Option<TimeControl>,
    /// How long a correspondence round lasts.
    pub round_limit: Option<std::time::Duration>,
    /// Who organised it.
    pub organiser: User,
    /// The level the bot plays at, when the organiser entered it.
    pub engine_level: Option<u8>,
    /// Where it stands.
    pub status: TournamentStatus,
    /// The round being played (0 before the start).
    pub round: u16,
    /// When a correspondence round ends.
    pub round_ends_at: Option<Moment>,
    /// The last round announced in its thread (one more than the rounds once the final
    /// standings are).
    pub announced: u16,
    /// The side the top seed had in round 1 (drawn at the start).
    pub first_side: Option<Side>,
    /// When it starts by itself, if the organiser said.
    pub starts_at: Option<Moment>,
    /// When it was announced.
    pub created_at: Moment,
}

fn small(row: &dyn Columns, column: &str) -> StoreResult<u16> {
    let v = row.need_int(column)?;
    u16::try_from(v).map_err(|_| StoreError::bad_value(column, v))
}

fn tournament_row(row: &dyn Columns) -> StoreResult<TournamentRow> {
    Ok(TournamentRow {
        id: row.need_id("id")?,
        place: Place {
            server: Some(row.need_id("server_id")?),
            channel: row.need_id("channel_id")?,
        },
        thread: row.id("thread_id")?,
        message: row.int("message_id")?.map(|m| m as u64),
        name: row.need_text("name")?,
        game: game_id(row, "game")?,
        format: row.need_word("format")?,
        rounds: small(row, "rounds")?,
        clock: match (row.int("clock_initial_ms")?, row.int("clock_increment_ms")?) {
            (Some(initial), Some(increment)) => Some(
                TimeControl::from_millis(initial, increment)
                    .ok_or_else(|| StoreError::bad_value("clock_initial_ms", initial))?,
            ),
            _ => None,
        },
        round_limit: row.duration("round_limit_s")?,
        organiser: User {
            id: row.need_id("organiser_id")?,
            name: row.need_text("organiser")?,
            bot: false,
        },
        engine_level: row.count("engine_level")?.and_then(|l| u8::try_from(l).ok()),
        status: row.need_parsed("status", TournamentStatus::from_sql)?,
        round: small(row, "round")?,
        round_ends_at: row.id("round_ends_at")?,
        announced: small(row, "announced")?,
        first_side: row.word("first_side")?,
        starts_at: row.id("starts_at")?,
        created_at: row.need_id("created_at")?,
    })
}

/// A player of a tournament as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntrantRow {
    /// Who (the bot itself when [`EntrantRow::level`] is set).
    pub user: User,
    /// The level the bot plays at, when this entrant is the bot.
    pub level: Option<u8>,
    /// Their pairing number, once it started.
    pub seat: Option<u16>,
    /// Their rating in the game when it started.
    pub rating: Option<i64>,
    /// The last round they were paired in before withdrawing (0: before the first); `None`
    /// while they play on.
    pub withdrawn: Option<u16>,
}

fn entrant_row(row: &dyn Columns) -> StoreResult<EntrantRow> {
    let level = row.count("engine_level")?.and_then(|l| u8::try_from(l).ok());
    Ok(EntrantRow {
        user: User {
            id: row.need_id("user_id")?,
            name: row.need_text("name")?,
            bot: level.is_some(),
        },
        level,
        seat: row.count("seat")?.and_then(|s| u16::try_from(s).ok()),
        rating: row.int("rating")?,
        withdrawn: row.count("withdrawn")?.and_then(|w| u16::try_from(w).ok()),
    })
}

/// What a new tournament says.
#[derive(Debug, Clone)]
pub struct NewTournament<'a> {
    /// Where it is announced.
    pub place: Place,
    /// Its name.
    pub name: &'a str,
    /// Which game.
    pub game: GameId,
    /// How rounds are paired.
    pub format: Format,
    /// A Swiss's rounds (0 for a round robin until it starts).
    pub rounds: u16,
    /// Its games' clock; `None`: correspondence.
    pub clock: Option<TimeControl>,
    /// How long a correspondence round lasts.
    pub round_limit: Option<std::time::Duration>,
    /// Who organises it.
    pub organiser: &'a User,
    /// The bot's level, when it plays.
    pub engine_level: Option<u8>,
    /// When it starts by itself.
    pub starts_at: Option<Moment>,
}

impl Tx<'_> {
    /// Records a new open tournament; returns its number.
    ///
    /// # Errors
    /// The store failed.
    pub fn insert_tournament(
        &mut self,
        t: &NewTournament,
        now: Moment,
    ) -> StoreResult<TournamentNo> {
        let (initial, increment) = match t.clock {
            Some(c) => {
                (Some(super::codec::millis(c.initial())), Some(super::codec::millis(c.increment())))
            }
            None => (None, None),
        };
        let id = self.returning_id(
            "INSERT INTO tournaments (server_id, channel_id, name, game, format, rounds,
                 clock_initial_ms, clock_increment_ms, round_limit_s, organiser_id, organiser,
                 engine_level, status, starts_at, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, 'open', ?13, ?14)
             RETURNING id",
            &args![
                t.place.server,
                t.place.channel,
                t.name,
                t.game.id(),
                t.format,
                u32::from(t.rounds),
                initial,
                increment,
                t.round_limit,
                t.organiser.id,
                &t.organiser.name,
                t.engine_level,
                t.starts_at,
                now
            ],
        )?;
        Ok(TournamentNo(id))
    }

    /// Tournament `id`.
    ///
    /// # Errors
    /// The store failed.
    pub fn tournament(&mut self, id: TournamentNo) -> StoreResult<Option<TournamentRow>> {
        self.row("SELECT * FROM tournaments WHERE id = ?1", &args![id], tournament_row)
    }

    /// Tournament `id`, locked until the transaction ends (PostgreSQL; SQLite has one writer
    /// at a time): the changes that settle its boards and pair its rounds go one at a time.
    ///
    /// # Errors
    /// The store failed.
    pub fn lock_tournament(&mut self, id: TournamentNo) -> StoreResult<Option<TournamentRow>> {
        let sql = format!("SELECT * FROM tournaments WHERE id = ?1{}", self.dialect().for_update());
        self.row(&sql, &args![id], tournament_row)
    }

    /// A server's tournaments, the newest first: those going (open or running) or those
    /// over; `limit` of them after the first `skip`.
    ///
    /// # Errors
    /// The store failed.
    pub fn tournaments_of(
        &mut self,
        server: ServerId,
        going: bool,
        skip: u32,
        limit: u32,
    ) -> StoreResult<Vec<TournamentRow>> {
        self.rows(
            &format!(
                "SELECT * FROM tournaments WHERE server_id = ?1 AND status IN {}
                 ORDER BY id DESC LIMIT ?2 OFFSET ?3",
                statuses(going)
            ),
            &args![server, limit, skip],
            tournament_row,
        )
    }

    /// How many tournaments of `server` are going (open or running), or are past.
    ///
    /// # Errors
    /// The store failed.
    pub fn tournaments_count(&mut self, server: ServerId, going: bool) -> StoreResult<u32> {
        let sql = format!(
            "SELECT count(*) AS n FROM tournaments WHERE server_id = ?1 AND status IN {}",
            statuses(going)
        );
        let n = self.row(&sql, &args![server], |r| r.need_int("n"))?.unwrap_or(0);
        Ok(u32::try_from(n).unwrap_or(0))
    }

    /// Notes the tournament's thread and the announcement message in it.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_tournament_message(
        &mut self,
        id: TournamentNo,
        thread: Option<ChannelId>,
        message: u64,
    ) -> StoreResult<()> {
        self.execute(
            "UPDATE tournaments SET thread_id = COALESCE(?2, thread_id), message_id = ?3 WHERE id = ?1",
            &args![id, thread, message as i64],
        )?;
        Ok(())
    }

    /// The players of tournament `id`: by pairing number once it started, by joining before.
    ///
    /// # Errors
    /// The store failed.
    pub fn entrants(&mut self, id: TournamentNo) -> StoreResult<Vec<EntrantRow>> {
        self.rows(
            "SELECT * FROM tournament_players WHERE tournament_id = ?1
             ORDER BY seat, joined_at, user_id",
            &args![id],
            entrant_row,
        )
    }

    /// Adds `user` to open tournament `id` (the bot at `level`); false if they are in it
    /// already.
    ///
    /// # Errors
    /// The store failed.
    pub fn join_tournament(
        &mut self,
        id: TournamentNo,
        user: &User,
        level: Option<u8>,
        now: Moment,
    ) -> StoreResult<bool> {
        let added = self.execute(
            "INSERT INTO tournament_players (tournament_id, user_id, name, engine_level, joined_at)
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (tournament_id, user_id) DO NOTHING",
            &args![id, user.id, &user.name, level, now],
        )?;
        Ok(added == 1)
    }

    /// Takes `user` out of open tournament `id`; false if they were not in it.
    ///
    /// # Errors
    /// The store failed.
    pub fn leave_tournament(&mut self, id: TournamentNo, user: UserId) -> StoreResult<bool> {
        let gone = self.execute(
            "DELETE FROM tournament_players WHERE tournament_id = ?1 AND user_id = ?2",
            &args![id, user],
        )?;
        Ok(gone == 1)
    }

    /// Marks `user` withdrawn from running tournament `id` after round `round`; false if they
    /// were not playing in it.
    ///
    /// # Errors
    /// The store failed.
    pub fn withdraw(&mut self, id: TournamentNo, user: UserId, round: u16) -> StoreResult<bool> {
        let done = self.execute(
            "UPDATE tournament_players SET withdrawn = ?3
             WHERE tournament_id = ?1 AND user_id = ?2 AND withdrawn IS NULL",
            &args![id, user, u32::from(round)],
        )?;
        Ok(done == 1)
    }

    /// Starts open tournament `id`: pairing numbers and ratings, its rounds, the initial
    /// side, round 1 (ending at `ends_at` if it is correspondence). False if it was not open
    /// any more (started or called off by another command).
    ///
    /// # Errors
    /// The store failed.
    pub fn begin_tournament(
        &mut self,
        id: TournamentNo,
        seats: &[(UserId, u16, i64)],
        rounds: u16,
        first_side: Side,
        ends_at: Option<Moment>,
    ) -> StoreResult<bool> {
        let begun = self.execute(
            "UPDATE tournaments SET status = 'running', round = 1, rounds = ?2, first_side = ?3,
                 round_ends_at = ?4
             WHERE id = ?1 AND status = 'open'",
            &args![id, u32::from(rounds), first_side, ends_at],
        )?;
        if begun != 1 {
            return Ok(false);
        }
        for &(user, seat, rating) in seats {
            self.execute(
                "UPDATE tournament_players SET seat = ?3, rating = ?4
                 WHERE tournament_id = ?1 AND user_id = ?2",
                &args![id, user, u32::from(seat), rating],
            )?;
        }
        Ok(true)
    }

    /// Moves running tournament `id` from round `from` to the next (ending at `ends_at`);
    /// false if another command did so first.
    ///
    /// # Errors
    /// The store failed.
    pub fn next_round(
        &mut self,
        id: TournamentNo,
        from: u16,
        ends_at: Option<Moment>,
    ) -> StoreResult<bool> {
        let moved = self.execute(
            "UPDATE tournaments SET round = round + 1, round_ends_at = ?3
             WHERE id = ?1 AND round = ?2 AND status = 'running'",
            &args![id, u32::from(from), ends_at],
        )?;
        Ok(moved == 1)
    }

    /// Ends tournament `id` (finished, or called off); false if it had ended already.
    ///
    /// # Errors
    /// The store failed.
    pub fn end_tournament(
        &mut self,
        id: TournamentNo,
        cancelled: bool,
        now: Moment,
    ) -> StoreResult<bool> {
        // Only an open tournament is called off, only a running one finishes.
        let (status, from) =
            if cancelled { ("cancelled", "open") } else { ("finished", "running") };
        let ended = self.execute(
            "UPDATE tournaments SET status = ?2, finished_at = ?3, round_ends_at = NULL
             WHERE id = ?1 AND status = ?4",
            &args![id, status, now, from],
        )?;
        Ok(ended == 1)
    }

    /// Calls tournament `id` off, open or running; false if it had ended already. Its games
    /// still going end as games; their boards are not counted any more.
    ///
    /// # Errors
    /// The store failed.
    pub fn cancel_tournament(&mut self, id: TournamentNo, now: Moment) -> StoreResult<bool> {
        let ended = self.execute(
            "UPDATE tournaments SET status = 'cancelled', finished_at = ?2, round_ends_at = NULL
             WHERE id = ?1 AND status IN ('open', 'running')",
            &args![id, now],
        )?;
        Ok(ended == 1)
    }

    /// Takes round `round`'s announcement of tournament `id` (at most once); false if it
    /// was taken.
    ///
    /// # Errors
    /// The store failed.
    pub fn claim_announcement(&mut self, id: TournamentNo, round: u16) -> StoreResult<bool> {
        let done = self.execute(
            "UPDATE tournaments SET announced = ?2 WHERE id = ?1 AND announced < ?2",
            &args![id, u32::from(round)],
        )?;
        Ok(done == 1)
    }

    /// Running tournaments whose current round is not announced yet, and finished ones whose
    /// end is not, with a thread to say it in.
    ///
    /// # Errors
    /// The store failed.
    pub fn tournaments_to_announce(&mut self) -> StoreResult<Vec<TournamentRow>> {
        self.rows(
            "SELECT * FROM tournaments WHERE thread_id IS NOT NULL
               AND ((status = 'running' AND announced < round)
                 OR (status = 'finished' AND announced <= rounds))
             ORDER BY id",
            &[],
            tournament_row,
        )
    }

    /// Open tournaments whose start time has come.
    ///
    /// # Errors
    /// The store failed.
    pub fn tournaments_due(&mut self, now: Moment) -> StoreResult<Vec<TournamentRow>> {
        self.rows(
            "SELECT * FROM tournaments WHERE status = 'open' AND starts_at <= ?1 ORDER BY id",
            &args![now],
            tournament_row,
        )
    }

    /// Running correspondence tournaments whose round's time is up.
    ///
    /// # Errors
    /// The store failed.
    pub fn rounds_overdue(&mut self, now: Moment) -> StoreResult<Vec<TournamentRow>> {
        self.rows(
            "SELECT * FROM tournaments WHERE status = 'running' AND round_ends_at <= ?1 ORDER BY id",
            &args![now],
            tournament_row,
        )
    }
}

/// The statuses of tournaments going (open or running), or past, as an SQL list.
fn statuses(going: bool) -> &'static str {
    if going { "('open', 'running')" } else { "('finished', 'cancelled')" }
}
