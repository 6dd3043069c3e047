//! Who a reply is for, read once: the language of the place it is posted in, and how the
//! player it answers wants boards drawn (orientation, piece style). One statement reads it all
//! ([`crate::store::Tx::looks`]), after the command's transaction; a setting that cannot be
//! read falls back to the defaults rather than hiding a move that was just committed.

use render::PieceStyle;
use rules::{Game, GameId, Side};

use super::Host;
use crate::{
    i18n::Lang,
    model::{Actor, Orientation, Place, ServerId, UserId},
    store::{GameRow, Looks, ServerSettings},
};

/// How a reply is worded and its boards drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Audience {
    /// The language of the reply.
    pub lang: Lang,
    /// The player the reply answers, whose board preferences apply.
    pub viewer: Option<UserId>,
    /// Which way up that player wants boards: their choice, else the server's, else the
    /// default.
    pub orientation: Orientation,
    /// The piece style: the player's for the game, else the server's (`None`: the game's own).
    pub style: Option<PieceStyle>,
    /// The server's settings.
    pub settings: ServerSettings,
}

impl Audience {
    /// The side at the bottom of a board of `row`'s game as `game` stands: the viewer's own
    /// side if they want it so and play in it, else the side to move.
    pub(super) fn bottom(&self, row: &GameRow, game: &Game) -> Side {
        let own = self.viewer.and_then(|v| row.side_of(v));
        match (self.orientation, own) {
            (Orientation::Own, Some(side)) => side,
            _ => game.side_to_move(),
        }
    }
}

impl Host {
    /// The audience of a public reply at `place` about a game of `game`, answering `actor`
    /// (whose command carries the server's Discord language), drawn for `viewer`.
    pub(super) fn audience(
        &self,
        place: Place,
        actor: Option<&Actor>,
        viewer: Option<UserId>,
        game: GameId,
    ) -> Audience {
        self.audience_of(place, actor, viewer, Some(game))
    }

    fn audience_of(
        &self,
        place: Place,
        actor: Option<&Actor>,
        viewer: Option<UserId>,
        game: Option<GameId>,
    ) -> Audience {
        let looks = self.looks(place.server, viewer, game);
        let lang = match place.server {
            Some(server) => {
                self.server_language(server, &looks.server, actor.and_then(|a| a.server_lang))
            }
            None => actor.map_or(Lang::EnUs, |a| a.lang),
        };
        Audience {
            lang,
            viewer,
            orientation: looks.orientation.or(looks.server.orientation).unwrap_or_default(),
            style: looks.user_style.or(looks.server_style),
            settings: looks.server,
        }
    }

    /// The audience of a reply only `actor` sees: in their language, boards as they like them.
    pub(super) fn private_audience(&self, place: Place, actor: &Actor, game: GameId) -> Audience {
        Audience { lang: actor.lang, ..self.audience(place, Some(actor), Some(actor.id()), game) }
    }

    /// The language of public posts on `server` when no board is drawn (lists, settings):
    /// see [`Host::audience`].
    pub(super) fn public_lang(&self, server: Option<ServerId>, actor: Option<&Actor>) -> Lang {
        let place = Place { server, channel: crate::model::ChannelId(0) };
        self.audience_of(place, actor, None, None).lang
    }

    /// How `reader` on `server` wants boards of `game`, or the defaults when it cannot be read.
    fn looks(
        &self,
        server: Option<ServerId>,
        reader: Option<UserId>,
        game: Option<GameId>,
    ) -> Looks {
        self.read(|c| c.looks(server, reader, game)).unwrap_or_else(|refusal| {
            tracing::warn!("settings could not be read; using the defaults: {refusal}");
            Looks::default()
        })
    }

    /// The language of posts on `server`: its chosen one, else `discord` (the language a
    /// command carried, noted for the posts no command brings), else the one noted last, else
    /// English.
    fn server_language(
        &self,
        server: ServerId,
        settings: &ServerSettings,
        discord: Option<Lang>,
    ) -> Lang {
        if let Some(chosen) = settings.language {
            return chosen;
        }
        let Some(discord) = discord else {
            return settings.discord_language.unwrap_or(Lang::EnUs);
        };
        if settings.discord_language != Some(discord) {
            // A failure only delays the noting.
            let now = self.now();
            let noted = self.store.write(|c| c.set_discord_language(server, discord, now));
            if let Err(e) = noted {
                tracing::warn!("the language of server {} was not noted: {e}", server.0);
            }
        }
        discord
    }
}
