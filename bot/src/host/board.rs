//! Board pictures: which way up they are drawn, the Flip button, each player's orientation
//! setting, and the list of games.

use rules::{Game, GameId, Side};

use super::{
    Action, ActionId, ActionStyle, Host, MAX_TEXT, Picture, Refusal, RefusalKind, Reply,
    players_line, text_length,
};
use crate::{
    i18n::{self, Lang},
    model::{Actor, Orientation, Place, Sight, UserId},
    say,
    store::{self, GameRow, GameStatus},
};

/// How many games in progress `/games` lists.
const MAX_LISTED: usize = 15;

impl Host {
    /// A reply showing `game`'s board under `text`, drawn for `viewer` (the player the reply
    /// answers), with a Flip button while the game goes on.
    pub(super) fn board_reply(
        &self,
        row: &GameRow,
        game: &Game,
        viewer: Option<UserId>,
        text: String,
        lang: Lang,
    ) -> Reply {
        let bottom = self.bottom_for(row, game, viewer);
        let image = self.picture(row, game, bottom, viewer, lang);
        let actions = flip_button(row, game, bottom, lang).into_iter().collect();
        // A game that just ended was rated in the same transaction: say how.
        let text =
            if game.outcome().is_some() { text + &self.rating_note(row, lang) } else { text };
        Reply { text, image, actions, ..Reply::default() }
    }

    /// Which side `viewer` wants at the bottom: their own if they asked for that (or, when
    /// they never said, if their server's default is that) and play in this game, else the
    /// side to move. A setting that cannot be read falls back to the default rather than
    /// hiding the move that was just committed.
    pub(super) fn bottom_for(&self, row: &GameRow, game: &Game, viewer: Option<UserId>) -> Side {
        let own = viewer.and_then(|user| {
            let side = row.side_of(user)?;
            let mine = self.read(|c| c.orientation(user)).ok().flatten();
            let wanted = mine.or_else(|| self.server_settings(row.place).orientation);
            (wanted == Some(Orientation::Own)).then_some(side)
        });
        own.unwrap_or_else(|| game.side_to_move())
    }

    /// A server's settings, or the defaults outside servers or when they cannot be read.
    pub(super) fn server_settings(&self, place: Place) -> store::ServerSettings {
        place.server.and_then(|s| self.read(|c| c.server_settings(s)).ok()).unwrap_or_default()
    }

    /// The board picture of `game` with `bottom` at the bottom, in the piece style `viewer`
    /// chose for the game, else their server's.
    pub(super) fn picture(
        &self,
        row: &GameRow,
        game: &Game,
        bottom: Side,
        viewer: Option<UserId>,
        lang: Lang,
    ) -> Option<Picture> {
        let file_name = format!("board-{}-{}.png", row.id, game.moves().len());
        let options = self.render_options(row, bottom, viewer);
        self.draw_png(game, &options, file_name, lang)
    }

    /// How `row`'s boards are drawn for `viewer` with `bottom` at the bottom: the players'
    /// names and the piece style.
    pub(super) fn render_options(
        &self,
        row: &GameRow,
        bottom: Side,
        viewer: Option<UserId>,
    ) -> render::RenderOptions {
        render::RenderOptions {
            bottom: Some(bottom),
            style: self.piece_style_for(row.game, row.place, viewer),
            players: player_names(row),
            ..render::RenderOptions::default()
        }
    }

    /// The piece style for `game` on boards that answer `viewer` at `place`: theirs, else
    /// their server's, else the game's default (`None`). A setting that cannot be read falls
    /// back to the default rather than hiding a board.
    pub(super) fn piece_style_for(
        &self,
        game: GameId,
        place: Place,
        viewer: Option<UserId>,
    ) -> Option<render::PieceStyle> {
        let owners = viewer
            .map(store::StyleOwner::User)
            .into_iter()
            .chain(place.server.map(store::StyleOwner::Server));
        owners.filter_map(|owner| self.read(|c| c.piece_style(owner, game)).ok().flatten()).next()
    }

    /// Draws `game` with `bottom` at the bottom and the players' names beside their sides, in
    /// the game's default style.
    pub(super) fn render_png(
        &self,
        game: &Game,
        players: rules::BySide<String>,
        bottom: Side,
        file_name: String,
        lang: Lang,
    ) -> Option<Picture> {
        let options = render::RenderOptions {
            bottom: Some(bottom),
            players,
            ..render::RenderOptions::default()
        };
        self.draw_png(game, &options, file_name, lang)
    }

    /// Draws `game` as `options` say, with its words in `lang`, and attaches it as
    /// `file_name`.
    pub(super) fn draw_png(
        &self,
        game: &Game,
        options: &render::RenderOptions,
        file_name: String,
        lang: Lang,
    ) -> Option<Picture> {
        let view = game.view();
        let options = render::RenderOptions {
            captions: i18n::captions(lang, &view),
            file_labels: file_labels(lang),
            ..options.clone()
        };
        match self.renderer.png(&view, &options) {
            Ok(png) => Some(Picture { file_name, png }),
            Err(e) => {
                // Whatever was played is already committed; a missing picture must not hide it.
                tracing::error!("rendering {file_name} failed: {e}");
                None
            }
        }
    }

    /// The Flip button: the active game `row`'s board at ply `ply`, drawn again with `bottom`
    /// at the bottom, in the piece style of `viewer` (who clicked). The reply has no text: the
    /// message keeps its words and changes its picture.
    ///
    /// # Errors
    /// The game has moved on since the board was drawn (stale).
    pub(super) fn flip(
        &self,
        row: &GameRow,
        ply: u32,
        bottom: Side,
        viewer: &Actor,
    ) -> Result<Reply, Refusal> {
        if row.ply != ply {
            return Err(Refusal::keyed(RefusalKind::Stale, "refusal-board-out-of-date"));
        }
        let game = self.load(row)?;
        let lang = self.public_lang(row.place, Some(viewer));
        let image = self.picture(row, &game, bottom, Some(viewer.id()), lang);
        let actions = flip_button(row, &game, bottom, lang).into_iter().collect();
        self.keep(row, game);
        Ok(Reply { image, actions, ..Reply::default() })
    }

    /// Sets which way up boards are drawn for `actor`.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_orientation(
        &self,
        actor: &Actor,
        orientation: Orientation,
    ) -> Result<Reply, Refusal> {
        let now = self.now();
        self.read(|c| c.set_orientation(actor.id(), orientation, now))?;
        Ok(Reply::text(match orientation {
            Orientation::Turn => say!(actor.lang, "orientation-turn"),
            Orientation::Own => say!(actor.lang, "orientation-own"),
        }))
    }

    /// The games the bot hosts, and the games in progress on this server in channels in
    /// `sight`.
    ///
    /// # Errors
    /// The store failed.
    pub fn games(&self, place: Place, sight: &Sight) -> Result<Reply, Refusal> {
        let lang = self.public_lang(place, None);
        let mut text = say!(lang, "games-title") + "\n";
        for id in GameId::ALL {
            let geometry = id.geometry();
            let cells = match geometry.cells {
                rules::CellStyle::Points => "points",
                rules::CellStyle::Squares => "squares",
            };
            let line = say!(
                lang,
                "games-line",
                game = i18n::game_name(lang, id),
                id = id.id(),
                files = geometry.files,
                ranks = geometry.ranks,
                cells = cells,
                first = i18n::side_name(lang, id, Side::First),
                second = i18n::side_name(lang, id, Side::Second)
            );
            text.push_str(&line);
            text.push('\n');
        }
        let active = self.read(|c| c.active_games(place.server, sight, MAX_LISTED + 1))?;
        if active.is_empty() {
            text.push('\n');
            text.push_str(&say!(lang, "games-none-active"));
        } else {
            text.push('\n');
            text.push_str(&say!(lang, "games-active-title"));
            text.push('\n');
            let more = say!(lang, "games-more") + "\n";
            let mut listed = 0;
            for row in active.iter().take(MAX_LISTED) {
                let line = say!(
                    lang,
                    "games-active-line",
                    channel = row.place.channel.0.to_string(),
                    game = i18n::game_name(lang, row.game),
                    id = row.id,
                    players = players_line(row, lang),
                    ply = row.ply
                ) + "\n";
                // Stop while the closing line still fits in one message.
                if text_length(&text) + text_length(&line) + text_length(&more) > MAX_TEXT {
                    break;
                }
                text.push_str(&line);
                listed += 1;
            }
            if active.len() > listed {
                text.push_str(&more);
            }
        }
        Ok(Reply::text(text.trim_end()))
    }
}

/// The players' names, to draw beside their sides.
pub(super) fn player_names(row: &GameRow) -> rules::BySide<String> {
    rules::BySide { first: row.players.first.name.clone(), second: row.players.second.name.clone() }
}

/// The Flip button of a board drawn with `bottom` at the bottom, while the game goes on.
fn flip_button(row: &GameRow, game: &Game, bottom: Side, lang: Lang) -> Option<Action> {
    let live = row.status == GameStatus::Active && game.outcome().is_none();
    live.then(|| {
        let id = ActionId::Flip { game: row.id, ply: game.moves().len() as u32, bottom: !bottom };
        Action::new(id, say!(lang, "button-flip"), ActionStyle::Secondary)
    })
}

/// How a board's files are numbered for readers of `lang`: as Chinese boards number Xiangqi's
/// in Chinese, else by letters (other games keep their letters either way).
pub(super) fn file_labels(lang: Lang) -> render::FileLabels {
    if lang.is_chinese() { render::FileLabels::Chinese } else { render::FileLabels::Letters }
}
