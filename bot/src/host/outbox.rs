//! What the bot says on its own — turn reminders, expired challenges marked on their message,
//! its own turns in games against it — through the store's outbox: the sweeper takes what is due ([`Host::deliveries_due`]), tries
//! it, and settles each ([`Host::settle`]): delivered, put off after a transient failure (an
//! outage, a rate limit; up to [`MAX_ATTEMPTS`] tries, waiting twice as long each time), or
//! given up with the reason kept (the bot may not post there, the message is gone).

use std::time::Duration;

use super::{Host, Refusal, Reply};
use crate::{
    i18n::Lang,
    model::{ChannelId, UserId},
    store::{
        self,
        outbox::{self, Subject},
    },
    text::Text,
};

/// Tries before a transiently failing delivery is given up.
pub const MAX_ATTEMPTS: u32 = 5;
/// How long before the second try; each further one waits twice as long.
pub const FIRST_RETRY: Duration = Duration::from_secs(60);
/// How long a delivery stays claimed by the process making it: far longer than a request to
/// Discord takes, so only a process that died (or lost the database) lets it run out, and
/// another process then makes the delivery.
pub const CLAIM_TIME: Duration = Duration::from_secs(300);

/// A delivery for the adapter to make.
#[derive(Debug, Clone, PartialEq)]
pub struct Delivery {
    /// The outbox entry, to settle.
    pub id: i64,
    /// Where.
    pub channel: ChannelId,
    /// What.
    pub say: Say,
}

/// What a delivery says.
#[derive(Debug, Clone, PartialEq)]
pub enum Say {
    /// A new message notifying `ping`.
    Post {
        /// The words.
        text: Text,
        /// Their language: the server's.
        lang: Lang,
        /// Who is notified.
        ping: Vec<UserId>,
    },
    /// Message `message` replaced by `text`, without its buttons.
    Edit {
        /// The message.
        message: u64,
        /// The new words.
        text: Text,
        /// Their language: the server's.
        lang: Lang,
        /// The bot's thread the message is in, to archive once edited (an expired challenge
        /// leaves nothing to do there).
        archive: Option<ChannelId>,
    },
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
        let entries = self.write(|tx| Ok(tx.claim_due(now, limit, &self.claim(now))?))?;
        self.composed(entries)
    }

    /// Up to `limit` deliveries waiting in `channel`, where the bot may only answer
    /// interactions: to show with the interaction being answered there now.
    ///
    /// # Errors
    /// The store failed.
    pub fn held_for(&self, channel: ChannelId, limit: usize) -> Result<Vec<Delivery>, Refusal> {
        let now = self.now();
        let claim = self.claim(now);
        let entries = self.write(|tx| Ok(tx.claim_held(channel, now, limit, &claim)?))?;
        self.composed(entries)
    }

    /// Notes whether the bot may only answer interactions in `channel` (as the interaction
    /// arriving from there says): what it would post there by itself then waits for the next
    /// interaction ([`Host::held_for`]).
    ///
    /// # Errors
    /// The store failed.
    pub fn note_answer_only(&self, channel: ChannelId, answer_only: bool) -> Result<(), Refusal> {
        let now = self.now();
        self.write(|tx| Ok(tx.note_answer_only(channel, answer_only, now)?))
    }

    /// Whether the bot may only answer interactions in `channel`, as last noted.
    ///
    /// # Errors
    /// The store failed.
    pub fn answer_only(&self, channel: ChannelId) -> Result<bool, Refusal> {
        self.read(|c| c.answer_only(channel))
    }

    /// What claimed `entries` say now; all given back if the store failed.
    fn composed(&self, entries: Vec<outbox::Entry>) -> Result<Vec<Delivery>, Refusal> {
        let mut out: Vec<Delivery> = Vec::new();
        let mut entries = entries.into_iter();
        while let Some(e) = entries.next() {
            let (id, channel) = (e.id, e.channel);
            match self.compose(e) {
                Ok(Some(say)) => out.push(Delivery { id, channel, say }),
                Ok(None) => {}
                Err(refusal) => {
                    // Given back, so that the next pass (here or elsewhere) tries them.
                    let untried = out.iter().map(|d| d.id).chain([id]).chain(entries.map(|e| e.id));
                    for d in untried {
                        self.unclaim(d);
                    }
                    return Err(refusal);
                }
            }
        }
        Ok(out)
    }

    /// This host's claim on a delivery it takes at `now`.
    pub(super) fn claim(&self, now: crate::model::Moment) -> outbox::Claim<'_> {
        outbox::Claim { by: &self.holder, until: now + CLAIM_TIME }
    }

    /// What entry `e` says now, or `None` once it was settled because it needs saying no more.
    fn compose(&self, e: outbox::Entry) -> Result<Option<Say>, Refusal> {
        let say = match e.subject {
            // Worded when it was queued, by a build before 2026-11-25.
            Subject::Reminder(_) if e.text.is_some() => Say::Post {
                text: Text::verbatim(e.text.clone().unwrap_or_default()),
                lang: Lang::EnUs,
                ping: e.ping.into_iter().collect(),
            },
            Subject::Reminder(game) => {
                // Written now; a turn that ended since it was queued (the game went on
                // from the ply it was marked at, or ended) needs none.
                let game = self.read(|c| c.game(game))?;
                let waiting = game.filter(|g| {
                    g.status == store::GameStatus::Active && g.reminded_ply == Some(g.ply)
                });
                let Some(row) = waiting else {
                    self.settle(e.id, &Delivered::Done)?;
                    return Ok(None);
                };
                let reminder = self.reminder(&row)?;
                let lang = self.public_lang(row.place.server, None);
                Say::Post { text: reminder.text.into(), lang, ping: vec![reminder.ping] }
            }
            Subject::Expired(challenge) => {
                let challenge = self.read(|c| c.challenge(challenge))?;
                match challenge.and_then(|c| Some((c.message_id.filter(|m| *m != 0)?, c))) {
                    Some((message, c)) => Say::Edit {
                        message,
                        text: Host::expired_text(&c).into(),
                        lang: self.public_lang(c.place.server, None),
                        archive: self.bot_thread(c.place.channel),
                    },
                    None => {
                        let why = "the challenge's message was never known";
                        self.settle(e.id, &Delivered::Permanent(why.to_owned()))?;
                        return Ok(None);
                    }
                }
            }
            Subject::Daily(id) => match self.daily_say(id)? {
                Some(say) => say,
                None => {
                    self.settle(e.id, &Delivered::Permanent("the puzzle is gone".to_owned()))?;
                    return Ok(None);
                }
            },
            Subject::Flag(game) => match self.flag_say(game)? {
                Some(say) => say,
                None => {
                    self.settle(e.id, &Delivered::Done)?;
                    return Ok(None);
                }
            },
            Subject::Turn(game) => match self.turn_say(game, e.ply.unwrap_or(0), None)? {
                Some(say) => say,
                None => {
                    self.settle(e.id, &Delivered::Done)?;
                    return Ok(None);
                }
            },
        };
        Ok(Some(say))
    }

    /// Records how delivery `id` went.
    ///
    /// # Errors
    /// The store failed.
    pub fn settle(&self, id: i64, how: &Delivered) -> Result<(), Refusal> {
        let now = self.now();
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
                    tx.put_off(id, now + FIRST_RETRY * (1 << entry.attempts.min(16)))?;
                }
            }
            Ok(())
        })
    }

    /// Gives delivery `id` back untried: it is due again on the sweeper's next pass, in
    /// whichever process does the background work then. (A failure to say so is logged: the
    /// claim then runs out by itself.)
    pub fn unclaim(&self, id: i64) {
        if let Err(e) = self.write(|tx| Ok(tx.release(id, &self.holder)?)) {
            tracing::warn!("delivery {id} could not be given back: {e}");
        }
    }

    /// The deliveries given up, newest first, with why: for the operator.
    ///
    /// # Errors
    /// The store failed.
    pub fn undelivered(&self, limit: usize) -> Result<Vec<outbox::Entry>, Refusal> {
        self.read(|c| c.given_up(limit))
    }
}
