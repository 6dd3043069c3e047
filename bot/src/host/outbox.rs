//! What the bot says on its own — turn reminders, expired challenges marked on their message,
//! its own turns in games against it — through the store's outbox: the sweeper takes what is due ([`Host::deliveries_due`]), tries
//! it, and settles each ([`Host::settle`]): delivered, put off after a transient failure (an
//! outage, a rate limit; up to [`MAX_ATTEMPTS`] tries, waiting twice as long each time), or
//! given up with the reason kept (the bot may not post there, the message is gone).

use super::{Host, Refusal, Reply, lock};
use crate::{
    model::{ChannelId, UserId},
    store::{self, outbox},
};

/// Tries before a transiently failing delivery is given up.
pub const MAX_ATTEMPTS: u32 = 5;
/// Seconds before the second try; each further one waits twice as long.
pub const FIRST_RETRY: i64 = 60;

/// A delivery for the adapter to make.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Delivery {
    /// The outbox entry, to settle.
    pub id: i64,
    /// Where.
    pub channel: ChannelId,
    /// What.
    pub say: Say,
}

/// What a delivery says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Say {
    /// A new message notifying `ping`.
    Post { text: String, ping: Vec<UserId> },
    /// Message `message` replaced by `text`, without its buttons.
    Edit { message: u64, text: String },
    /// The bot's own move in a game against it: a board, as a new message.
    Turn(Reply),
}

/// How a delivery went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Delivered {
    /// Discord took it.
    Done,
    /// It may work later (rate limited, a server error, the network); why.
    Transient(String),
    /// It will not work (no permission, no such message, an archived thread); why.
    Permanent(String),
}

impl Host {
    /// Up to `limit` deliveries due now, oldest first. An expired challenge whose message was
    /// never known is given up here, with that reason.
    ///
    /// # Errors
    /// The store failed.
    pub fn deliveries_due(&self, limit: usize) -> Result<Vec<Delivery>, Refusal> {
        let now = self.now();
        let entries = self.read(|c| c.due(now, limit + lock(&self.claimed).len()))?;
        let mut out: Vec<Delivery> = Vec::new();
        for e in entries {
            if out.len() == limit || !self.claim(e.id) {
                continue;
            }
            let (id, channel) = (e.id, e.channel);
            match self.compose(e) {
                Ok(Some(say)) => out.push(Delivery { id, channel, say }),
                Ok(None) => {}
                Err(refusal) => {
                    let mut claimed = lock(&self.claimed);
                    for d in out.iter().map(|d| d.id).chain([id]) {
                        claimed.remove(&d);
                    }
                    return Err(refusal);
                }
            }
        }
        Ok(out)
    }

    /// What entry `e` says now, or `None` once it was settled because it needs saying no more.
    fn compose(&self, e: outbox::Entry) -> Result<Option<Say>, Refusal> {
        let say = match e.kind {
            outbox::Kind::Reminder if e.text.is_some() => Say::Post {
                text: e.text.clone().unwrap_or_default(),
                ping: e.ping.into_iter().collect(),
            },
            outbox::Kind::Reminder => {
                // Written now; a turn that ended since it was queued (the game went on
                // from the ply it was marked at, or ended) needs none.
                let game = self.read(|c| c.game(e.ref_id))?;
                let waiting = game.filter(|g| {
                    g.status == store::GameStatus::Active && g.reminded_ply == Some(g.ply)
                });
                let Some(row) = waiting else {
                    self.settle(e.id, &Delivered::Done)?;
                    return Ok(None);
                };
                let reminder = self.reminder(&row)?;
                Say::Post { text: reminder.text, ping: vec![reminder.ping] }
            }
            outbox::Kind::Expired => {
                let challenge = self.read(|c| c.challenge(e.ref_id))?;
                match challenge.and_then(|c| Some((c.message_id.filter(|m| *m != 0)?, c))) {
                    Some((message, c)) => Say::Edit { message, text: Host::expired_text(&c) },
                    None => {
                        let why = "the challenge's message was never known";
                        self.settle(e.id, &Delivered::Permanent(why.to_owned()))?;
                        return Ok(None);
                    }
                }
            }
            outbox::Kind::Turn => {
                let text = e.text.clone().unwrap_or_default();
                match self.turn_say(e.ref_id, e.ply.unwrap_or(0), text)? {
                    Some(say) => say,
                    None => {
                        self.settle(e.id, &Delivered::Done)?;
                        return Ok(None);
                    }
                }
            }
        };
        Ok(Some(say))
    }

    /// Records how delivery `id` went.
    ///
    /// # Errors
    /// The store failed.
    pub fn settle(&self, id: i64, how: &Delivered) -> Result<(), Refusal> {
        let now = self.now();
        let _released = Release(self, id);
        self.write(|tx| {
            let Some(entry) = tx.outbox_entry(id)? else { return Ok(()) };
            match how {
                Delivered::Done => tx.delivered(id)?,
                Delivered::Permanent(why) => tx.give_up(id, why)?,
                Delivered::Transient(why) if entry.attempts + 1 >= MAX_ATTEMPTS => {
                    let why = format!("gave up after {MAX_ATTEMPTS} tries; the last: {why}");
                    tx.give_up(id, &why)?;
                }
                Delivered::Transient(_) => {
                    tx.put_off(id, now + (FIRST_RETRY << entry.attempts.min(16)))?;
                }
            }
            Ok(())
        })
    }

    /// Marks delivery `id` as being made, so that nobody else takes it; false if it already
    /// was. (A claim lives in this process only: after a restart everything unsettled is due
    /// again.)
    pub(super) fn claim(&self, id: i64) -> bool {
        lock(&self.claimed).insert(id)
    }

    /// Gives delivery `id` back untried: it is due again on the sweeper's next pass.
    pub fn unclaim(&self, id: i64) {
        lock(&self.claimed).remove(&id);
    }

    /// The deliveries given up, newest first, with why: for the operator.
    ///
    /// # Errors
    /// The store failed.
    pub fn undelivered(&self, limit: usize) -> Result<Vec<outbox::Entry>, Refusal> {
        self.read(|c| c.given_up(limit))
    }
}

/// Releases a delivery's claim when dropped, however settling it went.
struct Release<'a>(&'a Host, i64);

impl Drop for Release<'_> {
    fn drop(&mut self) {
        lock(&self.0.claimed).remove(&self.1);
    }
}
