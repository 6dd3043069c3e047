//! Threads the bot started for games, and the channel each belongs to.

use super::{
    Tx,
    sql::{StoreResult, args},
};
use crate::model::{ChannelId, Moment, ServerId};

impl Tx<'_> {
    /// Notes that `thread`, a thread of channel `parent` on `server`, was started by the bot
    /// for a game.
    ///
    /// # Errors
    /// The store failed.
    pub fn record_thread(
        &mut self,
        thread: ChannelId,
        parent: ChannelId,
        server: Option<ServerId>,
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO threads (thread_id, parent_id, server_id, created_at)
             VALUES (?1, ?2, ?3, ?4) ON CONFLICT (thread_id) DO NOTHING",
            &args![thread, parent, server, now],
        )?;
        Ok(())
    }

    /// The channel `channel` belongs to, if it is a thread the bot started.
    ///
    /// # Errors
    /// The store failed.
    pub fn thread_parent(&mut self, channel: ChannelId) -> StoreResult<Option<ChannelId>> {
        self.row("SELECT parent_id FROM threads WHERE thread_id = ?1", &args![channel], |r| {
            r.need_id("parent_id")
        })
    }
}

/// The channel a game's row is seen through, as SQL over the `games` table: its channel, or
/// the channel of the bot's thread it is played in.
pub(super) const SEEN_CHANNEL: &str = "COALESCE((SELECT t.parent_id FROM threads t \
     WHERE t.thread_id = games.channel_id), games.channel_id)";
