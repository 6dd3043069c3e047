//! Challenges: made, then accepted, declined, cancelled or expired.

use rules::GameId;

use super::{
    Tx, game_id, outbox, place,
    sql::{Columns, Conflict, StoreError, StoreResult, args},
    user,
};
use crate::model::{ChallengeNo, ChannelId, Moment, Place, SideChoice, User};

/// Where a challenge stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChallengeStatus {
    /// Waiting for an answer.
    Open,
    /// Accepted: a game began.
    Accepted,
    /// Declined by the challenged player.
    Declined,
    /// Withdrawn by the challenger (or a moderator).
    Cancelled,
    /// Unanswered in time.
    Expired,
}

impl ChallengeStatus {
    const ALL: [ChallengeStatus; 5] = [
        ChallengeStatus::Open,
        ChallengeStatus::Accepted,
        ChallengeStatus::Declined,
        ChallengeStatus::Cancelled,
        ChallengeStatus::Expired,
    ];

    /// As stored.
    pub const fn sql(self) -> &'static str {
        match self {
            ChallengeStatus::Open => "open",
            ChallengeStatus::Accepted => "accepted",
            ChallengeStatus::Declined => "declined",
            ChallengeStatus::Cancelled => "cancelled",
            ChallengeStatus::Expired => "expired",
        }
    }

    fn from_sql(text: &str) -> Option<ChallengeStatus> {
        ChallengeStatus::ALL.into_iter().find(|s| s.sql() == text)
    }
}

/// A challenge as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChallengeRow {
    /// Its number (buttons carry it).
    pub id: ChallengeNo,
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
    pub position: Option<rules::PositionString>,
    /// Open, or how it closed.
    pub status: ChallengeStatus,
    /// When it stops being open.
    pub expires_at: Moment,
    /// The chat message showing it, once the adapter has said which.
    pub message_id: Option<u64>,
    /// The time control of the live game it asks for; `None` for correspondence.
    pub clock: Option<crate::live::TimeControl>,
}

fn challenge_row(row: &dyn Columns) -> StoreResult<ChallengeRow> {
    Ok(ChallengeRow {
        id: row.need_id("id")?,
        place: place(row)?,
        challenger: user(row, "challenger_id", "challenger")?,
        opponent: user(row, "opponent_id", "opponent")?,
        game: game_id(row, "game")?,
        side: row.need_word("side")?,
        position: row.parsed("position", |t| t.parse().ok())?,
        status: row.need_parsed("status", ChallengeStatus::from_sql)?,
        expires_at: row.need_id("expires_at")?,
        message_id: row.int("message_id")?.map(|m| m as u64),
        clock: match (row.int("clock_initial_ms")?, row.int("clock_increment_ms")?) {
            (Some(initial), Some(increment)) => Some(
                crate::live::TimeControl::from_millis(initial, increment)
                    .ok_or_else(|| StoreError::bad_value("clock_initial_ms", initial))?,
            ),
            _ => None,
        },
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
    pub position: Option<&'a rules::PositionString>,
    /// The time control of a live game; `None` for correspondence.
    pub clock: Option<crate::live::TimeControl>,
}

impl Tx<'_> {
    /// Marks every open challenge whose time is up as expired; returns them.
    ///
    /// Each expired challenge's message is to be marked, whichever command or pass expired
    /// it: an `expired` entry goes into the outbox in the same transaction.
    ///
    /// # Errors
    /// The store failed.
    pub fn expire_challenges(&mut self, now: Moment) -> StoreResult<Vec<ChallengeRow>> {
        let rows = self.rows(
            "UPDATE challenges SET status = 'expired', closed_at = ?1
             WHERE status = 'open' AND expires_at <= ?1 RETURNING *",
            &args![now],
            challenge_row,
        )?;
        for c in &rows {
            self.enqueue(outbox::Subject::Expired(c.id), c.place.channel, now)?;
        }
        Ok(rows)
    }

    /// Records a new open challenge; returns its id.
    ///
    /// # Errors
    /// [`Conflict::ChannelHasChallenge`] if the channel already has one; the store failed.
    pub fn insert_challenge(
        &mut self,
        c: &NewChallenge,
        now: Moment,
        expires_at: Moment,
    ) -> StoreResult<ChallengeNo> {
        self.returning_id(
            "INSERT INTO challenges (server_id, channel_id, challenger_id, challenger,
                 opponent_id, opponent, game, side, position, created_at, expires_at,
                 clock_initial_ms, clock_increment_ms)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) RETURNING id",
            &args![
                c.place.server,
                c.place.channel,
                c.challenger.id,
                &c.challenger.name,
                c.opponent.id,
                &c.opponent.name,
                c.game.id(),
                c.side,
                c.position,
                now,
                expires_at,
                c.clock.map(|c| super::codec::millis(c.initial())),
                c.clock.map(|c| super::codec::millis(c.increment())),
            ],
        )
        .map(ChallengeNo)
        .map_err(|e| e.duplicate_is(Conflict::ChannelHasChallenge))
    }

    /// Records which chat message shows challenge `id`.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_challenge_message(&mut self, id: ChallengeNo, message: u64) -> StoreResult<()> {
        self.execute(
            "UPDATE challenges SET message_id = ?2 WHERE id = ?1",
            &args![id, message as i64],
        )?;
        Ok(())
    }

    /// A challenge by id.
    ///
    /// # Errors
    /// The store failed.
    pub fn challenge(&mut self, id: ChallengeNo) -> StoreResult<Option<ChallengeRow>> {
        self.row("SELECT * FROM challenges WHERE id = ?1", &args![id], challenge_row)
    }

    /// The open challenge of a channel, if any.
    ///
    /// # Errors
    /// The store failed.
    pub fn open_challenge(&mut self, channel: ChannelId) -> StoreResult<Option<ChallengeRow>> {
        self.row(
            "SELECT * FROM challenges WHERE channel_id = ?1 AND status = 'open'",
            &args![channel],
            challenge_row,
        )
    }

    /// Closes an open challenge with `status`; false if it was no longer open (the
    /// compare-and-set that keeps two answers from both counting).
    ///
    /// # Errors
    /// The store failed.
    pub fn close_challenge(
        &mut self,
        id: ChallengeNo,
        status: ChallengeStatus,
        now: Moment,
    ) -> StoreResult<bool> {
        let n = self.execute(
            "UPDATE challenges SET status = ?2, closed_at = ?3 WHERE id = ?1 AND status = 'open'",
            &args![id, status.sql(), now],
        )?;
        Ok(n == 1)
    }
}
