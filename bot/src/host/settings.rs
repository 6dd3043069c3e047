//! Server settings (for members who may manage the server) and turn reminders.

use render::PieceStyle;
use rules::GameId;

use super::{Host, LANG, Refusal, RefusalKind, Reply, players_line};
use crate::{
    model::{Actor, Orientation, Place, describe_duration},
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
    /// The game does not offer the style.
    fn games(self) -> Result<Vec<GameId>, Refusal> {
        let offers = |g: GameId| self.style.is_none_or(|s| PieceStyle::offered(g).contains(&s));
        match self.game {
            Some(game) if !offers(game) => {
                let names: Vec<&str> =
                    PieceStyle::offered(game).iter().map(|&s| style_name(s)).collect();
                Err(Refusal::new(
                    RefusalKind::BadArgument,
                    format!(
                        "{} does not offer that style; it has {}.",
                        game.name(),
                        names.join(" or ")
                    ),
                ))
            }
            Some(game) => Ok(vec![game]),
            None => Ok(GameId::ALL.into_iter().filter(|&g| offers(g)).collect()),
        }
    }
}

/// A style as players read it.
pub(super) fn style_name(style: PieceStyle) -> &'static str {
    match style {
        PieceStyle::Characters => "Chinese characters",
        PieceStyle::Pictures => "pictures",
        PieceStyle::Letters => "letters",
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
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, "Settings belong to a server; use this in one.")
        })?;
        let changing = change != ServerSettings::default() || pieces.is_some();
        if changing && !actor.manager {
            return Err(Refusal::new(
                RefusalKind::NotAllowed,
                "Only members who may manage this server can change its settings.",
            ));
        }
        if change.turn_timeout.is_some_and(|s| !(60..=MAX_SECS).contains(&s)) {
            return Err(Refusal::new(
                RefusalKind::BadArgument,
                "The turn time limit must be between 1 minute and 90 days.",
            ));
        }
        if change.reminder.is_some_and(|s| !(0..=MAX_SECS).contains(&s)) {
            return Err(Refusal::new(
                RefusalKind::BadArgument,
                "The reminder must come within 90 days (0 turns reminders off).",
            ));
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
        let s = self.read(|c| c.server_settings(server))?;
        let timeout = s.turn_timeout.unwrap_or(self.limits.turn_timeout);
        let reminder = s.reminder.unwrap_or(self.limits.reminder);
        let orientation = match s.orientation.unwrap_or_default() {
            Orientation::Turn => "the side to move at the bottom",
            Orientation::Own => "each player's own side at the bottom",
        };
        let chosen = self.read(|c| c.piece_styles(StyleOwner::Server(server)))?;
        let pieces: Vec<String> = GameId::ALL
            .into_iter()
            .map(|game| {
                let style = chosen.iter().find(|(g, _)| *g == game).map(|(_, s)| *s);
                let style = style.unwrap_or(PieceStyle::default_for(game));
                format!("{} {}", game.name(), style_name(style))
            })
            .collect();
        let pieces = pieces.join(", ");
        let reminders = if reminder == 0 {
            "off".to_owned()
        } else {
            format!("after {}", describe_duration(reminder))
        };
        let head = if changing && (change.turn_timeout.is_some() || change.reminder.is_some()) {
            "Settings saved. Time limits apply to games started from now on; games in progress \
             keep the ones they began with."
        } else if changing {
            "Settings saved."
        } else {
            "Settings of this server:"
        };
        Ok(Reply::text(format!(
            "{head}\n• Turn time limit: {} (then the opponent may /claim the game)\n\
             • Reminder to the player to move: {reminders}\n\
             • Boards show: {orientation} (players can choose their own with /orientation)\n\
             • Pieces: {pieces} (players can choose their own with /pieces)",
            describe_duration(timeout)
        )))
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
            return Err(Refusal::new(RefusalKind::BadArgument, "Choose one game."));
        };
        let now = self.now();
        let owner = StyleOwner::User(actor.id());
        self.read(|c| c.set_piece_style(owner, game, change.style, now))?;
        Ok(Reply::text(match change.style {
            Some(style) => {
                format!("{} boards that answer you now show {}.", game.name(), style_name(style))
            }
            None => format!(
                "{} boards that answer you now show this server's style, or the game's own.",
                game.name()
            ),
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
        let claim = if waited >= limit {
            format!("{other} may claim the game now with /claim.")
        } else {
            format!(
                "If you have not moved {} after the last move, {other} may claim the game with \
                 /claim.",
                describe_duration(limit)
            )
        };
        let text = format!(
            "{to_move}, it is your turn in **{}** `#{}` ({}), waiting for {}. {claim}",
            row.game.name(),
            row.id,
            players_line(row, LANG),
            describe_duration(waited)
        );
        Ok(Reminder { text, ping: row.players[side].id })
    }
}
