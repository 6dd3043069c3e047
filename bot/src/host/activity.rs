//! The board as a Discord Activity: which game an Activity's member sees. The web adapter
//! learns from Discord who they are and which channel the Activity was opened in
//! ([`crate::web::Doorman`]); the host picks the channel's game and gives them a link of
//! their own to it, as the Board button does.

use super::{Host, PageLink, Refusal, RefusalKind};
use crate::{
    i18n::Lang,
    model::{Actor, ChannelId, Place, User},
};

impl Host {
    /// A board link of `user`'s own to the game of `place`'s channel: the one in play, else
    /// the channel's last one (an Activity opened from the Board button under a game that
    /// just ended shows that game). Watching is for anyone Discord lets into the channel's
    /// Activity, as reading the channel is.
    ///
    /// # Errors
    /// The channel has had no game, or the store failed.
    pub fn activity_link(
        &self,
        user: &User,
        lang: Lang,
        place: Place,
    ) -> Result<PageLink, Refusal> {
        let row = match self.read(|c| c.active_game(place.channel))? {
            Some(row) => row,
            None => self
                .read(|c| c.latest_game(place.channel))?
                .ok_or_else(|| Refusal::keyed(RefusalKind::Nothing, "activity-no-game"))?,
        };
        let actor = Actor { lang, ..Actor::player(user) };
        self.page_link(&actor, row.id, place)
    }

    /// Whether `channel` has had a game, which an Activity opened there would show.
    ///
    /// # Errors
    /// The store failed.
    pub fn channel_has_game(&self, channel: ChannelId) -> Result<bool, Refusal> {
        Ok(self.read(|c| c.latest_game(channel))?.is_some())
    }
}
