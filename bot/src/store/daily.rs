//! The daily puzzle: where and at which hour each server wants it, and the puzzle of each
//! server's day, recorded once (`UNIQUE (server_id, day)`), so that two processes, or one
//! restarted, post it exactly once.

use super::{
    Tx,
    puzzles::{COLUMNS, PuzzleRow, puzzle_row},
    sql::{StoreResult, args},
};
use crate::model::{ChannelId, Moment, ServerId, UserId};

/// A server's daily puzzle setting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DailySetting {
    /// The server.
    pub server: ServerId,
    /// Where the puzzle is posted.
    pub channel: ChannelId,
    /// From which hour of the day (UTC).
    pub hour: u8,
}

/// One server's puzzle of one day.
#[derive(Debug, Clone, PartialEq)]
pub struct Daily {
    /// Its row.
    pub id: i64,
    /// The server.
    pub server: ServerId,
    /// Days since 1970-01-01 (UTC).
    pub day: i64,
    /// The puzzle.
    pub puzzle: PuzzleRow,
    /// Where it is posted.
    pub channel: ChannelId,
}

impl Tx<'_> {
    /// Sets `server`'s daily puzzle to `channel` at `hour` (UTC), or switches it off (`None`).
    ///
    /// # Errors
    /// The store failed.
    pub fn set_daily(
        &mut self,
        server: ServerId,
        to: Option<(ChannelId, u8)>,
        now: Moment,
    ) -> StoreResult<()> {
        match to {
            Some((channel, hour)) => self.execute(
                "INSERT INTO daily_settings (server_id, channel_id, hour, updated_at)
                 VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT (server_id) DO UPDATE SET channel_id = ?2, hour = ?3, updated_at = ?4",
                &args![server, channel, u32::from(hour), now],
            )?,
            None => {
                self.execute("DELETE FROM daily_settings WHERE server_id = ?1", &args![server])?
            }
        };
        Ok(())
    }

    /// Every server's daily puzzle setting, or `server`'s alone.
    ///
    /// # Errors
    /// The store failed.
    pub fn daily_settings(&mut self, server: Option<ServerId>) -> StoreResult<Vec<DailySetting>> {
        self.rows(
            "SELECT server_id, channel_id, hour FROM daily_settings
             WHERE server_id = COALESCE(?1, server_id) ORDER BY server_id",
            &args![server],
            |r| {
                let hour = u8::try_from(r.need_count("hour")?).unwrap_or(0);
                Ok(DailySetting {
                    server: r.need_id("server_id")?,
                    channel: r.need_id("channel_id")?,
                    hour,
                })
            },
        )
    }

    /// Records `server`'s puzzle of `day` unless one is recorded already; its row if this
    /// call recorded it.
    ///
    /// # Errors
    /// The store failed.
    pub fn add_daily(
        &mut self,
        server: ServerId,
        day: i64,
        puzzle: i64,
        channel: ChannelId,
        now: Moment,
    ) -> StoreResult<Option<i64>> {
        self.row(
            "INSERT INTO daily_puzzles (server_id, day, puzzle_id, channel_id, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (server_id, day) DO NOTHING RETURNING id",
            &args![server, day, puzzle, channel, now],
            |r| r.need_int("id"),
        )
    }

    /// Daily puzzle row `id`.
    ///
    /// # Errors
    /// The store failed.
    pub fn daily(&mut self, id: i64) -> StoreResult<Option<Daily>> {
        self.daily_where("d.id = ?1", &args![id])
    }

    /// `server`'s puzzle of `day`.
    ///
    /// # Errors
    /// The store failed.
    pub fn daily_on(&mut self, server: ServerId, day: i64) -> StoreResult<Option<Daily>> {
        self.daily_where("d.server_id = ?1 AND d.day = ?2", &args![server, day])
    }

    fn daily_where(
        &mut self,
        filter: &str,
        params: &[super::sql::Value],
    ) -> StoreResult<Option<Daily>> {
        let sql = format!(
            "SELECT {COLUMNS}, d.id AS daily_id, d.server_id AS daily_server, d.day,
                    d.channel_id AS daily_channel
             FROM daily_puzzles d JOIN puzzles p ON p.id = d.puzzle_id WHERE {filter}"
        );
        self.row(&sql, params, |r| {
            Ok(Daily {
                id: r.need_int("daily_id")?,
                server: r.need_id("daily_server")?,
                day: r.need_int("day")?,
                puzzle: puzzle_row(r)?,
                channel: r.need_id("daily_channel")?,
            })
        })
    }

    /// The next puzzle for `server`'s day: one never its daily puzzle, its own first, then the
    /// bank's in order.
    ///
    /// # Errors
    /// The store failed.
    pub fn next_daily_puzzle(&mut self, server: ServerId) -> StoreResult<Option<PuzzleRow>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM puzzles p
             WHERE (p.server_id IS NULL OR p.server_id = ?1)
               AND NOT EXISTS (SELECT 1 FROM daily_puzzles d
                               WHERE d.server_id = ?1 AND d.puzzle_id = p.id)
             ORDER BY (p.server_id IS NULL), p.created_at DESC, p.id LIMIT 1"
        );
        self.row(&sql, &args![server], puzzle_row)
    }

    /// Who solved puzzle `puzzle` on `server`, first solver first.
    ///
    /// # Errors
    /// The store failed.
    pub fn solvers(&mut self, puzzle: i64, server: ServerId) -> StoreResult<Vec<UserId>> {
        self.rows(
            "SELECT user_id FROM puzzle_attempts
             WHERE puzzle_id = ?1 AND server_id = ?2 AND status = 'solved'
             ORDER BY finished_at, user_id",
            &args![puzzle, server],
            |r| r.need_id("user_id"),
        )
    }
}
