//! Reading games back: the history list, and games whose player to move is due a reminder.

use rules::GameId;

use super::{
    Tx,
    games::{GameRow, game_row},
    sql::{StoreResult, Value, args},
};
use crate::model::{ChannelId, Moment, ServerId, Sight, UserId};

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

impl Tx<'_> {
    /// The `WHERE` clause of a history query (parameters 1 to 5) and its parameters.
    fn history_filter(&self, q: &HistoryQuery, sight: &Sight) -> (String, [Value; 5]) {
        let sql = format!(
            // Each optional parameter is compared with a column before it is tested for NULL:
            // PostgreSQL takes a parameter's type from its first use.
            "WHERE server_id IS NOT DISTINCT FROM ?1 AND (channel_id = ?2 OR ?2 IS NULL)
               AND (first_id = ?3 OR second_id = ?3 OR ?3 IS NULL)
               AND (game = ?4 OR ?4 IS NULL) AND {}",
            self.dialect().in_json_list(super::threads::SEEN_CHANNEL, 5)
        );
        let params = args![q.server, q.channel, q.player, q.game.map(GameId::id), sight,];
        (sql, params)
    }

    /// Games matching `q` in channels in `sight`, newest first, `limit` of them after
    /// skipping `offset`.
    ///
    /// # Errors
    /// The store failed.
    pub fn history(
        &mut self,
        q: &HistoryQuery,
        sight: &Sight,
        offset: usize,
        limit: usize,
    ) -> StoreResult<Vec<GameRow>> {
        let (filter, params) = self.history_filter(q, sight);
        let sql = format!(
            "SELECT * FROM games {filter} ORDER BY created_at DESC, id DESC LIMIT ?6 OFFSET ?7"
        );
        let mut all = params.to_vec();
        all.extend(args![limit as i64, offset as i64]);
        self.rows(&sql, &all, game_row)
    }

    /// How many games match `q` in channels in `sight`.
    ///
    /// # Errors
    /// The store failed.
    pub fn history_count(&mut self, q: &HistoryQuery, sight: &Sight) -> StoreResult<usize> {
        let (filter, params) = self.history_filter(q, sight);
        let sql = format!("SELECT count(*) AS n FROM games {filter}");
        let n = self.row(&sql, &params, |r| r.need_int("n"))?.unwrap_or(0);
        Ok(usize::try_from(n).unwrap_or(0))
    }

    /// Marks and returns the active games whose player to move has waited their reminder
    /// time (the game's own, frozen from the server's setting when it began, else `default`)
    /// without a reminder at this ply. A reminder of zero means never; games against the
    /// bot are never reminded (the bot moves at once, and its opponent chose a game at their
    /// own pace), nor live games (their clocks decide). Marking is not a change of the game's
    /// moves: its version stays.
    ///
    /// # Errors
    /// The store failed.
    pub fn due_reminders(
        &mut self,
        now: Moment,
        default: std::time::Duration,
    ) -> StoreResult<Vec<GameRow>> {
        self.rows(
            "UPDATE games SET reminded_ply = ply
             WHERE status = 'active' AND reminded_ply IS DISTINCT FROM ply
               AND engine_level IS NULL AND clock_initial_ms IS NULL
               AND COALESCE(reminder_secs, ?2) > 0
               AND last_move_at + COALESCE(reminder_secs, ?2) <= ?1
             RETURNING *",
            &args![now, default],
            game_row,
        )
    }
}
