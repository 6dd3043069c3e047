//! Where the bot may post by itself. Installed to a member's account, the app is used in
//! DMs, group DMs and servers that never added the bot: there it can only answer
//! interactions (Discord refuses its posts), so the channel is noted, and what the bot would
//! post there by itself waits in the outbox for the next interaction
//! ([`super::Tx::claim_held`]).

use super::{
    Tx,
    sql::{StoreResult, args},
};
use crate::model::{ChannelId, Moment};

impl Tx<'_> {
    /// Notes whether the bot may only answer interactions in `channel`.
    ///
    /// # Errors
    /// The store failed.
    pub fn note_answer_only(
        &mut self,
        channel: ChannelId,
        answer_only: bool,
        now: Moment,
    ) -> StoreResult<()> {
        if answer_only {
            self.execute(
                "INSERT INTO answer_only_channels (channel_id, noted_at) VALUES (?1, ?2)
                 ON CONFLICT (channel_id) DO UPDATE SET noted_at = ?2",
                &args![channel, now],
            )?;
        } else {
            self.execute(
                "DELETE FROM answer_only_channels WHERE channel_id = ?1",
                &args![channel],
            )?;
        }
        Ok(())
    }

    /// Whether the bot may only answer interactions in `channel`, as last noted.
    ///
    /// # Errors
    /// The store failed.
    pub fn answer_only(&mut self, channel: ChannelId) -> StoreResult<bool> {
        let found = self.row(
            "SELECT channel_id FROM answer_only_channels WHERE channel_id = ?1",
            &args![channel],
            |r| r.need_id::<ChannelId>("channel_id"),
        )?;
        Ok(found.is_some())
    }
}
