//! Button presses and menu choices: the message that holds the button is updated in place with
//! the reply (a board flipped, a challenge turned into the game, the next step of the move
//! picker); a refusal goes to the presser alone. A move played from the picker is posted for
//! everyone. And the gateway events poise does not route itself.

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::{
    Data, Error,
    deliver::{Answer, Job, Respond, deliver, refuse_after_deferral},
    messages::{
        MAX_TEXT, attachments, content, fit, followup_refusal, nudge_followup, nudge_text, pings,
        post, reader, refusal_text, rows, to_edit,
    },
    people,
};
use crate::{
    host::{ActionId, Host, Reply},
    model::Actor,
};

/// Answering a button press: the message that holds the button is updated in place with the
/// reply (a board flipped, a challenge turned into the game); a refusal goes to the presser
/// alone.
pub(super) struct Button<'a> {
    ctx: &'a serenity::Context,
    press: &'a serenity::ComponentInteraction,
    /// Answer with a new message for the presser alone instead of updating the button's
    /// message (a view button pressed on someone else's message).
    copy: bool,
    /// Answer with a new message for everyone (the Analyse button under a result).
    fresh: bool,
}

impl Button<'_> {
    /// Whether `press` should get a private copy: a view button ([`ActionId::is_view`]) on a
    /// message everyone sees that the presser did not ask for. The author of a `/history` or
    /// `/show` pages their own message; anyone else turns only their own copy, so nobody can
    /// change what others are looking at.
    /// The Move button always opens a private picker ([`ActionId::opens_private`]).
    fn wants_copy(press: &serenity::ComponentInteraction) -> bool {
        let id = ActionId::decode(&press.data.custom_id);
        if id.is_some_and(|a| a.opens_private()) {
            return true;
        }
        let view = id.is_some_and(|a| a.is_view());
        let message = &press.message;
        let private = message.flags.is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
        let author = match message.interaction_metadata.as_deref() {
            Some(serenity::MessageInteractionMetadata::Command(m)) => Some(m.user.id),
            Some(serenity::MessageInteractionMetadata::Component(m)) => Some(m.user.id),
            _ => None,
        };
        view && !private && author != Some(press.user.id)
    }

    /// Notifies whom an update of the button's message asks to act (the player to move once
    /// a challenge is accepted) with a short follow-up ([`nudge_text`]).
    async fn nudge(&self, answer: &Answer) -> Result<(), Error> {
        let Ok(reply) = answer else { return Ok(()) };
        if self.copy || reply.ping.is_empty() || reply.to_channel {
            return Ok(());
        }
        self.press.create_followup(self.ctx, nudge_followup(&reply.ping)).await?;
        Ok(())
    }

    /// A private copy's words: the reply's, or the pressed message's where the reply keeps
    /// them (a Flip changes only the picture).
    fn copy_text(&self, reply: &Reply) -> String {
        if reply.text.is_empty() { self.press.message.content.clone() } else { content(reply) }
    }

    /// A move played from the picker, for everyone: a new message under the interaction,
    /// pinging whoever is to move next.
    async fn announce(&self, reply: &Reply) -> Result<(), Error> {
        let everyone = serenity::CreateInteractionResponseFollowup::new()
            .content(content(reply))
            .components(rows(reply))
            .allowed_mentions(pings(&reply.ping))
            .add_files(attachments(reply));
        self.press.create_followup(self.ctx, everyone).await?;
        Ok(())
    }
}

impl Respond for Button<'_> {
    fn http(&self) -> &serenity::Http {
        &self.ctx.http
    }

    fn origin(&self) -> Option<super::reach::Origin> {
        let p = self.press;
        let owners = &p.authorizing_integration_owners;
        Some(super::reach::Origin::of(p.channel_id, &p.token, owners, p.context))
    }

    fn command(&self) -> String {
        match self.press.data.kind {
            serenity::ComponentInteractionDataKind::Button => "button",
            _ => "menu",
        }
        .to_owned()
    }

    async fn at_once(&self, answer: &Answer) -> Result<(), Error> {
        let response = match answer {
            // The picker keeps only the move's words (no menu, no picture).
            Ok(reply) if reply.to_channel => serenity::CreateInteractionResponse::UpdateMessage(
                serenity::CreateInteractionResponseMessage::new()
                    .content(content(reply))
                    .components(Vec::new())
                    .allowed_mentions(pings(&[])),
            ),
            Ok(reply) if self.fresh => serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(content(reply))
                    .components(rows(reply))
                    .allowed_mentions(pings(&[]))
                    .add_files(attachments(reply)),
            ),
            Ok(reply) if self.copy => serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(fit(&self.copy_text(reply), MAX_TEXT))
                    .components(rows(reply))
                    .allowed_mentions(pings(&[]))
                    .add_files(attachments(reply))
                    .ephemeral(true),
            ),
            Ok(reply) => {
                let mut msg = serenity::CreateInteractionResponseMessage::new()
                    .components(rows(reply))
                    .allowed_mentions(pings(&reply.ping));
                if !reply.text.is_empty() {
                    msg = msg.content(content(reply));
                }
                serenity::CreateInteractionResponse::UpdateMessage(
                    msg.add_files(attachments(reply)),
                )
            }
            Err(refusal) => serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .allowed_mentions(pings(&[]))
                    .content(refusal_text(refusal, reader(&self.press.locale)))
                    .ephemeral(true),
            ),
        };
        self.press.create_response(self.ctx, response).await?;
        if let Ok(reply) = answer
            && reply.to_channel
        {
            self.announce(reply).await?;
        }
        self.nudge(answer).await
    }

    async fn defer(&self) -> Result<(), Error> {
        let ack = if self.fresh {
            serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new(),
            )
        } else if self.copy {
            let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
            serenity::CreateInteractionResponse::Defer(private)
        } else {
            serenity::CreateInteractionResponse::Acknowledge
        };
        self.press.create_response(self.ctx, ack).await?;
        Ok(())
    }

    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error> {
        match answer {
            Ok(reply) if self.fresh => {
                self.press.edit_response(self.ctx, to_edit(reply)).await?;
            }
            Err(refusal) if self.fresh => {
                let lang = reader(&self.press.locale);
                refuse_after_deferral(&self.ctx.http, self.press, refusal, lang).await?;
            }
            Ok(reply) if reply.to_channel => {
                let words = serenity::EditInteractionResponse::new()
                    .content(content(reply))
                    .components(Vec::new())
                    .clear_attachments()
                    .allowed_mentions(pings(&[]));
                self.press.edit_response(self.ctx, words).await?;
                self.announce(reply).await?;
            }
            Ok(reply) if self.copy => {
                let edit = to_edit(reply).content(fit(&self.copy_text(reply), MAX_TEXT));
                self.press.edit_response(self.ctx, edit.allowed_mentions(pings(&[]))).await?;
            }
            Ok(reply) => {
                self.press.edit_response(self.ctx, to_edit(reply)).await?;
                return self.nudge(answer).await;
            }
            Err(refusal) => {
                let followup = followup_refusal(refusal, reader(&self.press.locale));
                self.press.create_followup(self.ctx, followup).await?;
            }
        }
        Ok(())
    }

    /// The button's message is updated through the channel, as the interaction would have,
    /// and whoever must act is nudged there: the interaction's follow-ups are gone with it.
    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error> {
        let reply = match answer {
            // A move played from the picker, or an analysis: the channel shows it.
            Ok(reply) if reply.to_channel || self.fresh => {
                let posted = post(&self.ctx.http, self.press.channel_id, reply).await?;
                return Ok(Some(posted));
            }
            Ok(reply) if !self.copy => reply,
            // A refusal or a private copy is for the presser alone.
            _ => {
                warn!("button {}: a private answer was lost", self.press.data.custom_id);
                return Ok(None);
            }
        };
        let mut edit = serenity::EditMessage::new()
            .components(rows(reply))
            .allowed_mentions(pings(&reply.ping));
        if !reply.text.is_empty() {
            edit = edit.content(content(reply));
        }
        for file in attachments(reply) {
            edit = edit.new_attachment(file);
        }
        let (channel, message) = (self.press.channel_id, self.press.message.id);
        channel.edit_message(self.ctx, message, edit).await?;
        if reply.ping.is_empty() {
            return Ok(None);
        }
        let nudge = serenity::CreateMessage::new()
            .content(nudge_text(&reply.ping))
            .allowed_mentions(pings(&reply.ping));
        Ok(Some(channel.send_message(self.ctx, nudge).await?.id))
    }
}

/// A button press, answered through the one deferral path.
async fn press(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    // The press reached the bot just now: a live game's clock charges up to here.
    let actor = Actor { arrived: Some(data.host.stamp()), ..people::presser(press) };
    let place = people::place(press.guild_id, press.channel_id);
    let sight =
        super::sight::of(&ctx.cache, press.guild_id, press.channel_id, press.member.as_ref());
    let id = press.data.custom_id.clone();
    if let Some(ActionId::Analyse { game }) = ActionId::decode(&id) {
        let how = Button { ctx, press, copy: false, fresh: true };
        return super::analysis::run(data, &ctx.http, &how, press, place, sight, Some(game)).await;
    }
    // Where the board opens inside Discord, the Board button launches it there: the page
    // finds the channel's game itself.
    if data.activities && matches!(ActionId::decode(&id), Some(ActionId::Board { .. })) {
        let launch = serenity::CreateInteractionResponse::LaunchActivity;
        if super::activity::launched(press.create_response(&ctx.http, launch)).await {
            return Ok(());
        }
    }
    let job: Job = match &press.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            // A menu takes one choice; Discord sends at least one value.
            let value = values.first().cloned().unwrap_or_default();
            Box::new(move |host: &Host| host.choose(&actor, place, &id, &value))
        }
        _ => Box::new(move |host: &Host| host.press(&actor, place, &sight, &id)),
    };
    // A rematch is a new challenge: a new message for everyone, noted like any challenge's so
    // that its expiry is marked on it.
    if let Some(ActionId::Rematch { .. }) = ActionId::decode(&press.data.custom_id) {
        let how = Button { ctx, press, copy: false, fresh: true };
        let delivered = deliver(data, job, &how).await?;
        let challenge = delivered.answer.ok().and_then(|reply| {
            reply.actions.iter().find_map(|a| match a.id {
                ActionId::Challenge { challenge, .. } => Some(challenge),
                _ => None,
            })
        });
        if let Some(challenge) = challenge {
            let shown = match delivered.posted {
                Some(posted) => Ok(posted),
                None => press.get_response(&ctx.http).await.map(|m| m.id),
            };
            match shown {
                Ok(message) => {
                    let host = data.host.clone();
                    let noted = tokio::task::spawn_blocking(move || {
                        host.note_challenge_message(challenge, message.get())
                    });
                    if let Ok(Err(e)) = noted.await {
                        warn!("the rematch's challenge message was not noted: {e}");
                    }
                }
                Err(e) => warn!("the rematch's challenge message is not known: {e}"),
            }
        }
        return Ok(());
    }
    let copy = Button::wants_copy(press);
    deliver(data, job, &Button { ctx, press, copy, fresh: false }).await.map(drop)
}

/// Events poise does not route itself: button presses and menu choices.
pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } => {
            let ctx = framework.serenity_context;
            if let Err(e) = press(ctx, framework.user_data, component).await {
                error!("button {} failed: {e}", component.data.custom_id);
            }
        }
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Command(command),
        } if super::launch::is_entry_point(command) => {
            let ctx = framework.serenity_context;
            if let Err(e) = super::launch::launch(ctx, framework.user_data, command).await {
                error!("the entry point failed: {e}");
            }
        }
        serenity::FullEvent::ShardStageUpdate { event } => super::shards::log_stage(event),
        serenity::FullEvent::Ratelimit { data } => {
            framework.user_data.host.metrics().rate_limited(data.timeout);
        }
        serenity::FullEvent::Ready { data_about_bot } => super::shards::log_ready(data_about_bot),
        _ => {}
    }
    Ok(())
}
