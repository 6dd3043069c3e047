//! Server settings (for members who may manage the server) and turn reminders.

use render::PieceStyle;
use rules::GameId;

use super::{Host, Refusal, RefusalKind, Reply, players_line};
use crate::{
    i18n::{self, Lang},
    model::{Actor, Orientation, Place},
    say,
    store::{self, GameRow, ServerSettings, StyleOwner},
};

/// A change of piece style: for one game, or (with `game: None`) for every game that offers
/// the style; `style: None` goes back to the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StyleChange {
    /// The game, or every game.
    pub game: Option<GameId>,
    /// The style, or the default.
    pub style: Option<PieceStyle>,
}

impl StyleChange {
    /// The games it changes.
    ///
    /// # Errors
    /// The game does not offer the style (said in `lang`).
    fn games(self, lang: Lang) -> Result<Vec<GameId>, Refusal> {
        let offers = |g: GameId| self.style.is_none_or(|s| PieceStyle::offered(g).contains(&s));
        match self.game {
            Some(game) if !offers(game) => {
                let names: Vec<String> =
                    PieceStyle::offered(game).iter().map(|&s| style_name(lang, s)).collect();
                let styles = names.join(&say!(lang, "list-or"));
                let refusal = say!(
                    lang,
                    "refusal-style-not-offered",
                    game = i18n::game_name(lang, game),
                    styles = styles
                );
                Err(Refusal::new(RefusalKind::BadArgument, refusal))
            }
            Some(game) => Ok(vec![game]),
            None => Ok(GameId::ALL.into_iter().filter(|&g| offers(g)).collect()),
        }
    }
}

/// A style as players read it, in `lang`.
pub(super) fn style_name(lang: Lang, style: PieceStyle) -> String {
    match style {
        PieceStyle::Characters => say!(lang, "style-characters"),
        PieceStyle::Pictures => say!(lang, "style-pictures"),
        PieceStyle::Letters => say!(lang, "style-letters"),
    }
}

/// The longest time limit a server may set.
const MAX_SECS: i64 = 90 * 86_400;

/// A reminder to post in the game's channel.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Reminder {
    /// The message, mentioning the player to move.
    pub text: String,
    /// The player to move: the one the reminder notifies.
    pub ping: crate::model::UserId,
}

impl Host {
    /// Changes this server's settings given as `Some` (members who may manage the server
    /// only), then shows them all. With nothing to change, anyone may look.
    ///
    /// # Errors
    /// Not in a server, not allowed, or a value out of range.
    pub fn settings(
        &self,
        actor: &Actor,
        place: Place,
        change: ServerSettings,
        pieces: Option<StyleChange>,
    ) -> Result<Reply, Refusal> {
        let me = actor.lang;
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, say!(me, "refusal-settings-not-in-server"))
        })?;
        let changing = change != ServerSettings::default() || pieces.is_some();
        if changing && !actor.manager {
            let refusal = say!(me, "refusal-settings-not-manager");
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        if change.turn_timeout.is_some_and(|s| !(60..=MAX_SECS).contains(&s)) {
            return Err(Refusal::new(RefusalKind::BadArgument, say!(me, "refusal-timeout-range")));
        }
        if change.reminder.is_some_and(|s| !(0..=MAX_SECS).contains(&s)) {
            return Err(Refusal::new(RefusalKind::BadArgument, say!(me, "refusal-reminder-range")));
        }
        let restyled = pieces.map(|p| p.games(me)).transpose()?.unwrap_or_default();
        if changing {
            let now = self.now();
            let style = pieces.and_then(|p| p.style);
            self.write(|tx| {
                tx.update_server_settings(server, &change, now)?;
                for &game in &restyled {
                    tx.set_piece_style(StyleOwner::Server(server), game, style, now)?;
                }
                Ok(())
            })
            .map_err(|r| r.in_lang(me))?;
        }
        let s = self.read(|c| c.server_settings(server)).map_err(|r| r.in_lang(me))?;
        // The answer is for the member alone, in their language.
        let lang = me;
        let timeout = s.turn_timeout.unwrap_or(self.limits.turn_timeout);
        let reminder = s.reminder.unwrap_or(self.limits.reminder);
        let orientation = match s.orientation.unwrap_or_default() {
            Orientation::Turn => "turn",
            Orientation::Own => "own",
        };
        let chosen = self.read(|c| c.piece_styles(StyleOwner::Server(server)))?;
        let pieces: Vec<String> = GameId::ALL
            .into_iter()
            .map(|game| {
                let style = chosen.iter().find(|(g, _)| *g == game).map(|(_, s)| *s);
                let style = style.unwrap_or(PieceStyle::default_for(game));
                let game = i18n::game_name(lang, game);
                say!(lang, "game-style", game = game, style = style_name(lang, style))
            })
            .collect();
        let pieces = pieces.join(&say!(lang, "list-sep"));
        let reminders = if reminder == 0 {
            say!(lang, "settings-reminders-off")
        } else {
            say!(lang, "settings-reminder-after", time = i18n::duration(lang, reminder))
        };
        let language = match s.language {
            Some(chosen) => chosen.native_name().to_owned(),
            None => {
                let discord =
                    actor.server_lang.or(s.discord_language).unwrap_or(Lang::EnUs).native_name();
                say!(lang, "settings-language-default", language = discord)
            }
        };
        let head = if changing && (change.turn_timeout.is_some() || change.reminder.is_some()) {
            say!(lang, "settings-saved-limits")
        } else if changing {
            say!(lang, "settings-saved")
        } else {
            say!(lang, "settings-current")
        };
        let body = say!(
            lang,
            "settings-body",
            limit = i18n::duration(lang, timeout),
            reminder = reminders,
            orientation = orientation,
            pieces = pieces,
            language = language
        );
        Ok(Reply::text(format!("{head}\n{body}")))
    }

    /// Sets how `actor` wants one game's pieces drawn on the boards that answer them.
    ///
    /// # Errors
    /// No game named, a style the game does not offer, or the store failed.
    pub fn set_own_piece_style(
        &self,
        actor: &Actor,
        change: StyleChange,
    ) -> Result<Reply, Refusal> {
        let lang = actor.lang;
        let games = change.games(lang)?;
        let &[game] = games.as_slice() else {
            return Err(Refusal::new(
                RefusalKind::BadArgument,
                say!(lang, "refusal-choose-one-game"),
            ));
        };
        let now = self.now();
        let owner = StyleOwner::User(actor.id());
        self.read(|c| c.set_piece_style(owner, game, change.style, now))
            .map_err(|r| r.in_lang(lang))?;
        let name = i18n::game_name(lang, game);
        Ok(Reply::text(match change.style {
            Some(style) => say!(lang, "own-style", game = name, style = style_name(lang, style)),
            None => say!(lang, "own-style-default", game = name),
        }))
    }

    /// Queues the reminders due now in the outbox ([`Host::deliveries_due`]); returns how
    /// many. Each active game whose player to move has waited the server's reminder time since
    /// the last move is reminded once per turn: marked as reminded and queued in one
    /// transaction, so two sweeps never remind twice and a crash between the two loses none.
    /// The words are written when the reminder is delivered ([`Host::reminder`]).
    ///
    /// # Errors
    /// The store failed.
    pub fn queue_reminders(&self) -> Result<usize, Refusal> {
        let now = self.now();
        self.write(|tx| {
            let due = tx.due_reminders(now, self.limits.reminder)?;
            for row in &due {
                let kind = store::outbox::Kind::Reminder;
                tx.enqueue(kind, row.id, row.place.channel, now)?;
            }
            Ok(due.len())
        })
    }

    /// The reminder for game `row`, as of now: the player to move, mentioned, and how long
    /// they have waited.
    pub(super) fn reminder(&self, row: &GameRow) -> Result<Reminder, Refusal> {
        let now = self.now();
        let game = self.load(row)?;
        let side = game.side_to_move();
        self.keep(row, game);
        let limit = self.turn_timeout(row);
        let waited = now - row.last_move_at;
        let (to_move, other) = (row.players[side].id.mention(), row.players[!side].id.mention());
        let lang = self.server_lang(row.place.server);
        let claim = if waited >= limit {
            say!(lang, "reminder-claim-now", other = other)
        } else {
            say!(lang, "reminder-claim-later", limit = i18n::duration(lang, limit), other = other)
        };
        let text = say!(
            lang,
            "reminder",
            who = to_move,
            game = i18n::game_name(lang, row.game),
            id = row.id,
            players = players_line(row, lang),
            waited = i18n::duration(lang, waited),
            claim = claim
        );
        Ok(Reminder { text, ping: row.players[side].id })
    }
}
