//! Answering an interaction within Discord's 3-second window: the one path, [`deliver`], that
//! runs a host call on the blocking pool and answers at once, or defers and edits the answer
//! in; and how a slash command is answered ([`Slash`]).

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{
    Context, Data, Error,
    messages::{
        followup_refusal, nudge_followup, pings, post, private_reply, reader, refusal_text,
        to_edit, to_poise,
    },
    reach::Origin,
};
use crate::{
    host::{Host, Refusal, RefusalKind, Reply},
    i18n::Lang,
    text::Text,
};

/// What a command or button asks of the host.
pub(super) type Job = Box<dyn FnOnce(&Host) -> Result<Reply, Refusal> + Send>;

/// What the host answered: a reply for everyone, or a refusal for the actor alone.
pub(super) type Answer = Result<Reply, Refusal>;

/// The two ways an interaction is answered (a slash command, a button press), in the three
/// steps the one deferral path in [`deliver`] takes.
pub(super) trait Respond {
    /// The client to Discord's HTTP API, for what follows an answer (archiving a thread).
    fn http(&self) -> &serenity::Http;
    /// What was used, for the metrics: a slash command's name, `button` or `menu`.
    fn command(&self) -> String;
    /// Whether the interaction was deferred already, before the host was asked (a command
    /// that first does slow work of its own, like starting a thread): the answer then always
    /// comes through [`Respond::after_deferral`].
    fn deferred(&self) -> bool {
        false
    }
    /// The first and only response, when the host answered in time.
    async fn at_once(&self, answer: &Answer) -> Result<(), Error>;
    /// The first response when it did not: an acknowledgement ("thinking…").
    async fn defer(&self) -> Result<(), Error>;
    /// The answer once it came, after [`Respond::defer`].
    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error>;
    /// Where the interaction came from, for whether the bot may post there
    /// ([`super::reach`]).
    fn origin(&self) -> Option<Origin> {
        None
    }
    /// When Discord would not take the answer through the interaction (it expired before the
    /// bot answered, its token ran out, an outage): what everyone may see is shown through the
    /// channel instead, so a move that was played is never lost from view. Returns the new
    /// message when it posted one.
    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error>;
}

/// What [`deliver`] did: the host's answer, and the channel message that shows it when
/// Discord would not take it through the interaction.
pub(super) struct Delivered {
    /// The host's answer.
    pub answer: Answer,
    /// The channel message that shows it, when the interaction would not.
    pub posted: Option<serenity::MessageId>,
}

/// Runs `job` on the blocking pool (the store and rendering block) and answers through `how`:
/// at once if the host finished within `data.defer_after`, otherwise deferred first and the
/// answer delivered when it comes. A zero `defer_after` defers every call.
pub(super) async fn deliver(data: &Data, job: Job, how: &impl Respond) -> Result<Delivered, Error> {
    let began = std::time::Instant::now();
    let delivered = answer_through(data, job, how).await;
    let (metrics, command) = (data.host.metrics(), how.command());
    if let Ok(Delivered { answer, .. }) = &delivered {
        metrics.interaction(&command, outcome(answer));
        // A turn: a move played by `/move` or from the picker, shown to everyone.
        if let Ok(reply) = answer
            && (reply.to_channel || command == "move")
            && reply.image.is_some()
        {
            metrics.turn(began.elapsed());
        }
    } else {
        metrics.interaction(&command, crate::metrics::Outcome::Error);
    }
    delivered
}

/// How an interaction ended, for the metrics.
fn outcome(answer: &Answer) -> crate::metrics::Outcome {
    use crate::metrics::Outcome;
    match answer {
        Ok(_) => Outcome::Ok,
        Err(refusal) => match refusal.kind {
            RefusalKind::DatabaseDown => Outcome::DatabaseDown,
            RefusalKind::Internal => Outcome::Error,
            _ => Outcome::Refused,
        },
    }
}

/// The HTTP status of Discord's answer to a request that failed (0 when none came); `None`
/// when it succeeded.
pub(super) fn status_of<T>(result: &Result<T, Error>) -> Option<u16> {
    let e = result.as_ref().err()?;
    Some(e.downcast_ref::<serenity::Error>().map_or(0, serenity_status))
}

/// The HTTP status of a serenity error: Discord's answer, or 0 when none came.
pub(super) fn serenity_status(e: &serenity::Error) -> u16 {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.as_u16()
        }
        _ => 0,
    }
}

/// [`deliver`], without the metrics.
async fn answer_through(data: &Data, job: Job, how: &impl Respond) -> Result<Delivered, Error> {
    let Some(_pass) = data.gate.enter() else {
        let closed = Err(Refusal::keyed(RefusalKind::Unavailable, "refusal-restarting"));
        how.at_once(&closed).await?;
        return Ok(Delivered { answer: closed, posted: None });
    };
    let origin = how.origin();
    if let Some(origin) = &origin {
        data.reach.heard(&data.host, origin);
    }
    let host: Arc<Host> = data.host.clone();
    let mut task = tokio::task::spawn_blocking(move || job(&host));
    let in_time = if data.defer_after.is_zero() || how.deferred() {
        None
    } else {
        tokio::time::timeout(data.defer_after, &mut task).await.ok()
    };
    let (answer, shown) = match in_time {
        Some(done) => {
            let answer = done?;
            let shown = how.at_once(&answer).await;
            (answer, shown)
        }
        None => {
            let deferred = if how.deferred() { Ok(()) } else { how.defer().await };
            // The host's work goes on whether or not Discord took the deferral.
            let answer = task.await?;
            let shown = match deferred {
                Ok(()) => how.after_deferral(&answer).await,
                Err(e) => Err(e),
            };
            (answer, shown)
        }
    };
    data.host.metrics().discord_response(status_of(&shown));
    // Only a token whose answer Discord took carries follow-ups (a follow-up of a pending
    // deferral would replace its placeholder).
    if let (Some(origin), Ok(())) = (&origin, &shown) {
        data.reach.answered(origin);
    }
    let posted = match shown {
        Ok(()) => Ok(None),
        Err(failure) => {
            // What the host did stands (a move is committed); say so where Discord still
            // listens, rather than let the player read "try again".
            warn!("an answer could not be given through its interaction: {failure}");
            how.instead(&answer).await
        }
    };
    // A live game's turn runs from when Discord accepted the post that shows it.
    if let (Ok(Reply { live_turn: Some(turn), .. }), Ok(_)) = (&answer, &posted) {
        shown_at(&data.host, *turn).await;
    }
    // Where the bot may only answer, what waited for an interaction follows this one.
    if let Some(origin) = origin.filter(|o| o.answer_only) {
        let http = how.http();
        for due in super::reach::show_held(http, &data.host, &data.reach, &origin).await {
            data.thinkers.wake(due);
        }
    }
    // The bot's reply comes after the player's move is shown (or could not be).
    if let Ok(Reply { engine: Some(due), .. }) = &answer {
        data.thinkers.wake(*due);
    }
    if let Ok(reply) = &answer {
        super::threads::archive_after(how.http(), reply).await;
    }
    Ok(Delivered { answer, posted: posted? })
}

/// Tells the host that the post showing live turn `turn` was accepted by Discord now: the
/// player's clock runs from here. (A failure is logged: the turn then counts from the move's
/// commit, a little earlier.)
pub(super) async fn shown_at(host: &Arc<Host>, turn: crate::host::LiveTurn) {
    let at = host.stamp();
    let h = host.clone();
    let said = tokio::task::spawn_blocking(move || h.turn_shown(turn.game, turn.ply, at)).await;
    match said {
        Ok(Ok(())) => {}
        Ok(Err(refusal)) => warn!("game {}: the turn's start was not noted: {refusal}", turn.game),
        Err(e) => warn!("game {}: the turn's start was not noted: {e}", turn.game),
    }
}

/// Answers a slash command with what `job` returns: the reply for everyone, a refusal to the
/// actor alone.
pub(super) async fn answer(ctx: Context<'_>, job: Job) -> Result<(), Error> {
    answer_as(ctx, job, false).await.map(drop)
}

/// Answers a slash command only its user needs to see (a setting, a list of moves).
pub(super) async fn answer_privately(ctx: Context<'_>, job: Job) -> Result<(), Error> {
    answer_as(ctx, job, true).await.map(drop)
}

/// A reply a slash command showed.
pub(super) struct Shown {
    pub reply: Reply,
    /// The channel message that shows it, when Discord would not take it through the
    /// interaction (else the interaction's own response shows it).
    posted: Option<serenity::MessageId>,
}

impl Shown {
    /// The message that shows the reply.
    pub async fn message(&self, ctx: Context<'_>) -> Result<serenity::MessageId, Error> {
        if let Some(posted) = self.posted {
            return Ok(posted);
        }
        let poise::Context::Application(a) = ctx else {
            return Err("only slash commands are served".into());
        };
        Ok(a.interaction.get_response(ctx.http()).await?.id)
    }
}

/// Answers as [`answer`] (or privately); returns the reply if one was shown.
pub(super) async fn answer_as(
    ctx: Context<'_>,
    job: Job,
    private: bool,
) -> Result<Option<Shown>, Error> {
    let poise::Context::Application(actx) = ctx else {
        return Err("only slash commands are served".into());
    };
    // Where only the member would see a public answer, nothing is done that others should
    // see: the member is told why.
    if !private && super::reach::seen_by_member_alone(actx.interaction) {
        refuse(ctx, crate::text::Msg::new("refusal-seen-by-you-alone")).await?;
        return Ok(None);
    }
    let how = Slash { ctx, interaction: actx.interaction, private };
    let Delivered { answer, posted } = deliver(ctx.data(), job, &how).await?;
    Ok(answer.ok().map(|reply| Shown { reply, posted }))
}

/// Tells the caller alone why a command was not run (a cooldown, say).
pub(super) async fn refuse(ctx: Context<'_>, message: impl Into<Text>) -> Result<(), Error> {
    let lang = ctx.locale().map_or(Lang::EnUs, reader);
    ctx.send(private_reply(super::messages::words(&message.into(), lang))).await?;
    Ok(())
}

/// Answering a slash command.
pub(super) struct Slash<'a> {
    ctx: Context<'a>,
    interaction: &'a serenity::CommandInteraction,
    private: bool,
}

impl<'a> Slash<'a> {
    /// Answering `interaction` for everyone to see.
    pub fn public(ctx: Context<'a>, interaction: &'a serenity::CommandInteraction) -> Slash<'a> {
        Slash { ctx, interaction, private: false }
    }
}

impl Slash<'_> {
    /// The language of the member who gave the command.
    fn lang(&self) -> Lang {
        reader(&self.interaction.locale)
    }
}

impl Respond for Slash<'_> {
    fn http(&self) -> &serenity::Http {
        self.ctx.http()
    }

    fn origin(&self) -> Option<Origin> {
        let i = self.interaction;
        Some(Origin::of(i.channel_id, &i.token, &i.authorizing_integration_owners, i.context))
    }

    fn command(&self) -> String {
        self.ctx.command().qualified_name.to_string()
    }

    fn deferred(&self) -> bool {
        super::threads::deferred(self.ctx)
    }

    async fn at_once(&self, answer: &Answer) -> Result<(), Error> {
        let message = match answer {
            Ok(reply) => to_poise(reply).ephemeral(self.private),
            Err(refusal) => private_reply(refusal_text(refusal, self.lang())),
        };
        self.ctx.send(message).await?;
        Ok(())
    }

    async fn defer(&self) -> Result<(), Error> {
        if self.private { self.ctx.defer_ephemeral().await } else { self.ctx.defer().await }?;
        Ok(())
    }

    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error> {
        let http = self.ctx.http();
        match answer {
            Ok(reply) => {
                self.interaction.edit_response(http, to_edit(reply)).await?;
                // The edit that replaced "thinking…" notifies nobody: whoever must act is
                // nudged, as an answer given at once would have pinged them.
                if !self.private && !reply.ping.is_empty() {
                    self.interaction.create_followup(http, nudge_followup(&reply.ping)).await?;
                }
            }
            Err(refusal) => {
                refuse_after_deferral(http, self.interaction, refusal, self.lang()).await?;
            }
        }
        Ok(())
    }

    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error> {
        match answer {
            Ok(reply) if !self.private => {
                Ok(Some(post(self.ctx.http(), self.ctx.channel_id(), reply).await?))
            }
            // A private answer or a refusal cannot be shown to one person outside the
            // interaction; nothing was changed by a refusal.
            _ => {
                warn!("/{}: a private answer was lost", self.ctx.command().qualified_name);
                Ok(None)
            }
        }
    }
}

/// An interaction whose first response can be edited, followed up and deleted through its
/// token: a slash command or a button press.
pub(super) trait Original: Sync {
    /// Edits the first response.
    async fn edit(
        &self,
        http: &serenity::Http,
        edit: serenity::EditInteractionResponse,
    ) -> Result<serenity::Message, serenity::Error>;
    /// Follows the first response up.
    async fn follow(
        &self,
        http: &serenity::Http,
        followup: serenity::CreateInteractionResponseFollowup,
    ) -> Result<serenity::Message, serenity::Error>;
    /// Deletes the first response.
    async fn delete(&self, http: &serenity::Http) -> Result<(), serenity::Error>;
}

macro_rules! original {
    ($($t:ty),*) => {$(
        impl Original for $t {
            async fn edit(
                &self,
                http: &serenity::Http,
                edit: serenity::EditInteractionResponse,
            ) -> Result<serenity::Message, serenity::Error> {
                self.edit_response(http, edit).await
            }
            async fn follow(
                &self,
                http: &serenity::Http,
                followup: serenity::CreateInteractionResponseFollowup,
            ) -> Result<serenity::Message, serenity::Error> {
                self.create_followup(http, followup).await
            }
            async fn delete(&self, http: &serenity::Http) -> Result<(), serenity::Error> {
                self.delete_response(http).await
            }
        }
    )*};
}
original!(serenity::CommandInteraction, serenity::ComponentInteraction);

/// Tells the user of an interaction deferred in public, and only them, why it was refused.
/// The deferred message may be public; the refusal must not be. Discord turns the first
/// follow-up after a deferral into the placeholder itself, so the placeholder is settled
/// first, the refusal followed up privately, and the placeholder removed.
pub(super) async fn refuse_after_deferral(
    http: &serenity::Http,
    interaction: &impl Original,
    refusal: &Refusal,
    lang: Lang,
) -> Result<(), Error> {
    let settled =
        serenity::EditInteractionResponse::new().content("…").allowed_mentions(pings(&[]));
    interaction.edit(http, settled).await?;
    interaction.follow(http, followup_refusal(refusal, lang)).await?;
    interaction.delete(http).await?;
    Ok(())
}
