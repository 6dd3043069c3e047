//! Server settings (for members who may manage the server) and turn reminders.

use super::{Host, Refusal, RefusalKind, Reply, players_line};
use crate::{
    model::{Actor, Orientation, Place, describe_duration},
    store::{self, GameRow, ServerSettings},
};

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
    ) -> Result<Reply, Refusal> {
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, "Settings belong to a server; use this in one.")
        })?;
        let changing = change != ServerSettings::default();
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
        if changing {
            let now = self.now();
            self.read(|c| store::update_server_settings(c, server, &change, now))?;
        }
        let s = self.read(|c| store::server_settings(c, server))?;
        let timeout = s.turn_timeout.unwrap_or(self.limits.turn_timeout);
        let reminder = s.reminder.unwrap_or(self.limits.reminder);
        let orientation = match s.orientation.unwrap_or_default() {
            Orientation::Turn => "the side to move at the bottom",
            Orientation::Own => "each player's own side at the bottom",
        };
        let pieces = match s.piece_style.as_deref() {
            Some("latin") => "Latin letters",
            _ => "traditional (Chinese characters in Xiangqi)",
        };
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
             • Pieces: {pieces}",
            describe_duration(timeout)
        )))
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
            let due = store::due_reminders(tx, now, self.limits.reminder)?;
            for row in &due {
                let kind = store::outbox::Kind::Reminder;
                store::outbox::enqueue(tx, kind, row.id, row.place.channel, now)?;
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
        self.keep(row.id, game);
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
            players_line(row),
            describe_duration(waited)
        );
        Ok(Reminder { text, ping: row.players[side].id })
    }
}
