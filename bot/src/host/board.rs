//! Board pictures: which way up they are drawn, the Flip button, each player's orientation
//! setting, and the list of games.

use rules::{Game, GameId, Side};

use super::{
    Action, ActionId, ActionStyle, Ended, Host, Picture, Refusal, RefusalKind, Reply,
    audience::Audience, lines, say,
};
use crate::{
    i18n::{self, Lang},
    model::{Actor, GameNo, Orientation, Place, Sight},
    msg,
    store::{GameRow, GameStatus},
    text::{Arg, Part, Text},
};

/// How many games in progress `/games` lists.
const MAX_LISTED: usize = 15;

impl Host {
    /// A reply showing `game`'s board under `text`, drawn for `audience`, with a Flip button
    /// while the game goes on; a game that just ended (`ended`) says how the ratings moved.
    pub(super) fn board_reply(
        &self,
        row: &GameRow,
        game: &Game,
        audience: &Audience,
        text: Text,
        ended: Option<&Ended>,
    ) -> Reply {
        let bottom = audience.bottom(row, game);
        let image = self.picture(row, game, bottom, audience);
        let mut actions = board_buttons(row, game, bottom);
        actions.extend(self.page_button(row, game));
        let text = match ended.and_then(|e| e.ratings) {
            Some(change) => text.line(super::ratings::rating_note(row, &change)),
            None => text,
        };
        // A game that just ended (the bot's own last move included, which ends it without
        // an `Ended` of its own) leaves its thread to be archived.
        let over = ended.is_some() || game.outcome().is_some();
        let archive = if over { self.bot_thread(row.place.channel) } else { None };
        if over && !game.moves().is_empty() {
            actions.push(analyse_button(row.id));
        }
        if over && archive.is_none() && self.bot_thread(row.place.channel).is_none() {
            actions.push(rematch_button(row.id));
        }
        let text = if over && row.hints > 0 {
            text.line(msg!("analysis-hints", count = row.hints))
        } else {
            text
        };
        Reply { text, lang: audience.lang, image, actions, archive, ..Reply::default() }
    }

    /// The board picture of `game` with `bottom` at the bottom, for `audience`.
    pub(super) fn picture(
        &self,
        row: &GameRow,
        game: &Game,
        bottom: Side,
        audience: &Audience,
    ) -> Option<Picture> {
        let file_name = format!("board-{}-{}.png", row.id, game.moves().len());
        let options = render::RenderOptions {
            clocks: clock_faces(row, game, self.stamp()),
            ..render_options(row, bottom, audience)
        };
        self.draw_png(game, &options, file_name, audience.lang)
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
        let audience = self.audience(row.place, Some(viewer), Some(viewer.id()), row.game);
        let image = self.picture(row, &game, bottom, &audience);
        let mut actions = board_buttons(row, &game, bottom);
        actions.extend(self.page_button(row, &game));
        Ok(Reply { image, actions, lang: audience.lang, ..Reply::default() })
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
        self.write(|c| Ok(c.set_orientation(actor.id(), orientation, now)?))?;
        let said = match orientation {
            Orientation::Turn => say("orientation-turn"),
            Orientation::Own => say("orientation-own"),
        };
        Ok(Reply::text(said, actor.lang))
    }

    /// The games the bot hosts, and the games in progress on this server in channels in
    /// `sight`.
    ///
    /// # Errors
    /// The store failed.
    pub fn games(&self, place: Place, sight: &Sight) -> Result<Reply, Refusal> {
        let lang = self.public_lang(place.server, None);
        let title = Arg::strong(say("games-title-words"));
        let mut text = Text::from(msg!("games-title", title = title));
        for id in GameId::ALL {
            let geometry = id.geometry();
            let cells = match geometry.cells {
                rules::CellStyle::Points => "points",
                rules::CellStyle::Squares => "squares",
            };
            text = text.line(msg!(
                "games-line",
                game = Arg::strong(id),
                id = id.id(),
                files = u32::from(geometry.files),
                ranks = u32::from(geometry.ranks),
                cells = Arg::choice(cells),
                first = Arg::side(id, Side::First),
                second = Arg::side(id, Side::Second)
            ));
        }
        let active = self.read(|c| c.active_games(place.server, sight, MAX_LISTED + 1))?;
        text = text.then(Part::Break);
        if active.is_empty() {
            text = text.line(say("games-none-active"));
        } else {
            text = text.line(Arg::strong(say("games-active-title")));
            let items = active
                .iter()
                .take(MAX_LISTED)
                .map(|row| {
                    Text::from(msg!(
                        "games-active-line",
                        channel = row.place.channel,
                        game = row.game,
                        id = row.id,
                        players = lines::players(row),
                        ply = row.ply
                    ))
                })
                .collect();
            text = text.then(Part::Break).then(Part::List {
                items,
                separator: Box::new(Text::from(Part::Break)),
                more: say("games-more"),
                left_out: active.len().saturating_sub(MAX_LISTED),
            });
        }
        Ok(Reply::text(text, lang))
    }
}

/// How `row`'s boards are drawn for `audience` with `bottom` at the bottom: the players'
/// names and the piece style.
pub(super) fn render_options(
    row: &GameRow,
    bottom: Side,
    audience: &Audience,
) -> render::RenderOptions {
    render::RenderOptions {
        bottom: Some(bottom),
        style: audience.style,
        players: player_names(row),
        ..render::RenderOptions::default()
    }
}

/// A live game's clocks as they read at `now`, for its picture: the running one marked (none
/// once the game is over), a low one in red.
pub(super) fn clock_faces(
    row: &GameRow,
    game: &Game,
    now: crate::model::Stamp,
) -> Option<rules::BySide<render::ClockFace>> {
    let clocks = row.clocks?;
    let to_move = game.side_to_move();
    let going = row.status == GameStatus::Active && game.outcome().is_none();
    let face = |side| render::ClockFace {
        left: clocks.reading(side, to_move, now),
        running: going && side == to_move && clocks.since.is_some(),
        low: clocks.low(side, to_move, now),
    };
    Some(rules::BySide { first: face(Side::First), second: face(Side::Second) })
}

/// A live game's clocks as they stood after ply `ply` of its record (`/show`, `/replay`):
/// each side's time after its last move so far, its full time before its first; none running.
pub(super) fn recorded_clocks(
    row: &GameRow,
    moves: &[crate::store::MoveRow],
    ply: usize,
) -> Option<rules::BySide<render::ClockFace>> {
    let clocks = row.clocks?;
    let face = |side| {
        let last = moves[..ply.min(moves.len())]
            .iter()
            .rev()
            .find(|m| m.side == side && m.clock.is_some())
            .and_then(|m| m.clock);
        let left = last.unwrap_or(clocks.control.initial());
        let low = last.is_some() && crate::live::low_time(clocks.control, left);
        render::ClockFace { left, running: false, low }
    };
    Some(rules::BySide { first: face(Side::First), second: face(Side::Second) })
}

/// The players' names, to draw beside their sides.
pub(super) fn player_names(row: &GameRow) -> rules::BySide<String> {
    rules::BySide { first: row.players.first.name.clone(), second: row.players.second.name.clone() }
}

/// The buttons under a board of a game that goes on: Move (for a person to move) and Flip.
fn board_buttons(row: &GameRow, game: &Game, bottom: Side) -> Vec<Action> {
    let flip = flip_button(row, game, bottom);
    super::picker::move_button(row, game).into_iter().chain(flip).collect()
}

/// The Rematch button under a game's result.
pub(super) fn rematch_button(game: GameNo) -> Action {
    Action::new(ActionId::Rematch { game }, say("rematch-button"), ActionStyle::Secondary)
}

/// The Analyse button under a game's result (and under `/show` of a finished game).
pub(super) fn analyse_button(game: GameNo) -> Action {
    Action::new(ActionId::Analyse { game }, say("analyse-button"), ActionStyle::Primary)
}

/// The Flip button of a board drawn with `bottom` at the bottom, while the game goes on.
fn flip_button(row: &GameRow, game: &Game, bottom: Side) -> Option<Action> {
    let live = row.status == GameStatus::Active && game.outcome().is_none();
    live.then(|| {
        let id = ActionId::Flip { game: row.id, ply: game.moves().len() as u32, bottom: !bottom };
        Action::new(id, say("button-flip"), ActionStyle::Secondary)
    })
}

/// How a board's files are numbered for readers of `lang`: as Chinese boards number Xiangqi's
/// in Chinese, else by letters (other games keep their letters either way).
pub(crate) fn file_labels(lang: Lang) -> render::FileLabels {
    if lang.is_chinese() { render::FileLabels::Chinese } else { render::FileLabels::Letters }
}

/// An arrow for move `text` in `game`'s position, between the cells it has among the legal
/// moves: none if it is not legal there (a stored move from an older rules version).
pub(super) fn move_arrow(
    game: &Game,
    text: &str,
    kind: render::ArrowKind,
) -> Option<render::Arrow> {
    let m = game.legal_moves().into_iter().find(|m| m.text == text)?;
    m.to.map(|to| render::Arrow { from: m.from, to, kind })
}
