//! Games in threads of their own (`/challenge thread:`): the adapter starts the thread and
//! the host notes it, so that the game is seen by whoever sees the thread's channel (also once
//! the thread is archived and Discord no longer sends it), and so that the thread is archived
//! when its game ends.

use super::{Host, Refusal};
use crate::{
    i18n::Lang,
    model::{Actor, ChannelId, Place, ServerId, Sight},
};

impl Host {
    /// Notes that the bot started thread `thread` in `parent` (whose place it is) for a game.
    ///
    /// # Errors
    /// The store failed.
    pub fn record_thread(&self, thread: ChannelId, parent: Place) -> Result<(), Refusal> {
        let now = self.now();
        self.write(|tx| Ok(tx.record_thread(thread, parent.channel, parent.server, now)?))
    }

    /// Whether challenges on `server` start their games in a thread unless they say otherwise
    /// (`/settings threads:`; the channel by default, and when the store cannot tell).
    pub fn threads_by_default(&self, server: Option<ServerId>) -> bool {
        let Some(server) = server else { return false };
        self.read(|c| c.server_settings(server)).is_ok_and(|s| s.threads == Some(true))
    }

    /// For a challenge by `actor` on `server`: whether it starts its game in a thread unless
    /// it says otherwise ([`Host::threads_by_default`]), and the language the thread is named
    /// in, that of the server's posts (`/settings language`, else its Discord language).
    pub fn thread_setup(&self, actor: &Actor, server: Option<ServerId>) -> (bool, Lang) {
        (self.threads_by_default(server), self.public_lang(server, Some(actor)))
    }

    /// `channel`, if it is a thread the bot started for a game.
    pub(super) fn bot_thread(&self, channel: ChannelId) -> Option<ChannelId> {
        match self.read(|c| c.thread_parent(channel)) {
            Ok(parent) => parent.map(|_| channel),
            Err(e) => {
                tracing::warn!("could not tell whether {} is a game's thread: {e}", channel.0);
                None
            }
        }
    }

    /// Whether `channel` is in `sight`, a thread the bot started through its channel.
    pub(super) fn sees(&self, sight: &Sight, channel: ChannelId) -> bool {
        sight.sees(channel)
            || self.read(|c| c.thread_parent(channel)).ok().flatten().is_some_and(|p| sight.sees(p))
    }
}
