//! Server settings (for members who may manage the server) and turn reminders.

use std::time::Duration;

use render::PieceStyle;
use rules::GameId;

use super::{Host, Refusal, RefusalKind, Reply, lines, say};
use crate::{
    i18n::Lang,
    model::{Actor, Place, UserId},
    msg,
    store::{GameRow, ServerSettings, StyleOwner, outbox::Subject},
    text::{Arg, Msg, Text},
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
    /// The game does not offer the style.
    fn games(self) -> Result<Vec<GameId>, Refusal> {
        let offers = |g: GameId| self.style.is_none_or(|s| PieceStyle::offered(g).contains(&s));
        match self.game {
            Some(game) if !offers(game) => {
                let styles = Arg::any_of(PieceStyle::offered(game).iter().map(|&s| Arg::Style(s)));
                let refusal = msg!("refusal-style-not-offered", game = game, styles = styles);
                Err(Refusal::new(RefusalKind::BadArgument, refusal))
            }
            Some(game) => Ok(vec![game]),
            None => Ok(GameId::ALL.into_iter().filter(|&g| offers(g)).collect()),
        }
    }
}

/// The shortest turn time limit a server may set.
pub(super) const MIN_TURN_LIMIT: Duration = Duration::from_secs(60);
/// The longest time limit a server may set.
pub(super) const MAX_LIMIT: Duration = Duration::from_secs(90 * 86_400);

/// A reminder to post in the game's channel.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Reminder {
    /// The message, naming the player to move.
    pub text: Msg,
    /// The player to move: the one the reminder notifies.
    pub ping: UserId,
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
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, say("refusal-settings-not-in-server"))
        })?;
        let changing = change != ServerSettings::default() || pieces.is_some();
        if changing && !actor.manager {
            let refusal = say("refusal-settings-not-manager");
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        if change.turn_timeout.is_some_and(|t| !(MIN_TURN_LIMIT..=MAX_LIMIT).contains(&t)) {
            return Err(Refusal::new(RefusalKind::BadArgument, say("refusal-timeout-range")));
        }
        if change.reminder.is_some_and(|t| t > MAX_LIMIT) {
            return Err(Refusal::new(RefusalKind::BadArgument, say("refusal-reminder-range")));
        }
        let restyled = pieces.map(StyleChange::games).transpose()?.unwrap_or_default();
        if changing {
            let now = self.now();
            let style = pieces.and_then(|p| p.style);
            self.write(|tx| {
                tx.update_server_settings(server, &change, now)?;
                for &game in &restyled {
                    tx.set_piece_style(StyleOwner::Server(server), game, style, now)?;
                }
                Ok(())
            })?;
        }
        let (s, chosen) = self.read(|c| {
            Ok((c.server_settings(server)?, c.piece_styles(StyleOwner::Server(server))?))
        })?;
        let timeout = s.turn_timeout.unwrap_or(self.limits.turn_timeout);
        let reminder = s.reminder.unwrap_or(self.limits.reminder);
        let pieces = Arg::list(GameId::ALL.into_iter().map(|game| {
            let style = chosen.iter().find(|(g, _)| *g == game).map(|(_, s)| *s);
            let style = style.unwrap_or(PieceStyle::default_for(game));
            msg!("game-style", game = game, style = Arg::Style(style))
        }));
        let reminders = if reminder.is_zero() {
            say("settings-reminders-off")
        } else {
            msg!("settings-reminder-after", time = reminder)
        };
        let language: Arg = match s.language {
            Some(chosen) => chosen.native_name().into(),
            None => {
                let discord =
                    actor.server_lang.or(s.discord_language).unwrap_or(Lang::EnUs).native_name();
                msg!("settings-language-default", language = discord).into()
            }
        };
        let head = if changing && (change.turn_timeout.is_some() || change.reminder.is_some()) {
            say("settings-saved-limits")
        } else if changing {
            say("settings-saved")
        } else {
            say("settings-current")
        };
        let body = msg!(
            "settings-body",
            limit = timeout,
            reminder = reminders,
            orientation = Arg::choice(s.orientation.unwrap_or_default().key()),
            pieces = pieces,
            language = language,
            threads = Arg::yes_no(s.threads == Some(true)),
            tournaments = Arg::yes_no(s.tournaments == Some(true))
        );
        // The answer is for the member alone, in their language.
        let daily = self.daily_words(place);
        Ok(Reply::text(Text::from(head).line(body).line(daily), actor.lang))
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
        let games = change.games()?;
        let &[game] = games.as_slice() else {
            return Err(Refusal::new(RefusalKind::BadArgument, say("refusal-choose-one-game")));
        };
        let now = self.now();
        let owner = StyleOwner::User(actor.id());
        self.write(|c| Ok(c.set_piece_style(owner, game, change.style, now)?))?;
        let said = match change.style {
            Some(style) => msg!("own-style", game = game, style = Arg::Style(style)),
            None => msg!("own-style-default", game = game),
        };
        Ok(Reply::text(said, actor.lang))
    }

    /// Queues the reminders due now in the outbox ([`Host::deliveries_due`]); returns how
    /// many. Each active game whose player to move has waited the server's reminder time since
    /// the last move is reminded once per turn: marked as reminded and queued in one
    /// transaction, so two sweeps never remind twice and a crash between the two loses none.
    /// The words are written when the reminder is delivered (`Host::reminder`).
    ///
    /// # Errors
    /// The store failed.
    pub fn queue_reminders(&self) -> Result<usize, Refusal> {
        let now = self.now();
        self.write(|tx| {
            let due = tx.due_reminders(now, self.limits.reminder)?;
            for row in &due {
                tx.enqueue(Subject::Reminder(row.id), row.place.channel, now)?;
            }
            Ok(due.len())
        })
    }

    /// The reminder for game `row`, as of now: the player to move, named, and how long they
    /// have waited.
    pub(super) fn reminder(&self, row: &GameRow) -> Result<Reminder, Refusal> {
        let now = self.now();
        let side = self.load(row)?.side_to_move();
        let limit = self.turn_timeout(row);
        let waited = now.since(row.last_move_at);
        let (to_move, other) = (row.players[side].id, row.players[!side].id);
        let claim = if waited >= limit {
            msg!("reminder-claim-now", other = other)
        } else {
            msg!("reminder-claim-later", limit = limit, other = other)
        };
        let text = msg!(
            "reminder",
            who = to_move,
            game = Arg::strong(row.game),
            id = row.id,
            players = lines::players(row),
            waited = waited,
            claim = claim
        );
        Ok(Reminder { text, ping: to_move })
    }
}
