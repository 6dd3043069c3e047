//! The app's entry point: the button Discord's app launcher shows once the operator enabled
//! Activities for the app. Registration keeps it, handled by the app
//! ([`super::register`]); pressed, it opens the board of the channel's game inside Discord
//! where the operator set that up ([`super::activity`]), else answers privately with a link of
//! the member's own to it ([`crate::host::Host::launch`]); or says why there is none.
//!
//! poise knows no entry point: it reports the interaction as unknown (`on_error` leaves it
//! alone), and [`super::buttons::on_event`] answers it here, through the one deferral path.

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{
    Data, Error,
    deliver::{Answer, Job, Respond, deliver},
    messages::{attachments, content, pings, reader, refusal_text, rows, to_edit},
    people,
};
use crate::i18n::Lang;

/// Whether `interaction` is the entry point's.
pub(super) fn is_entry_point(interaction: &serenity::CommandInteraction) -> bool {
    interaction.data.kind == serenity::CommandType::PrimaryEntryPoint
}

/// Answers the entry point pressed in `interaction`.
pub(super) async fn launch(
    ctx: &serenity::Context,
    data: &Data,
    interaction: &serenity::CommandInteraction,
) -> Result<(), Error> {
    let actor = crate::model::Actor {
        lang: reader(&interaction.locale),
        server_lang: interaction.guild_locale.as_deref().and_then(Lang::from_locale),
        ..people::actor(&interaction.user, interaction.member.as_deref())
    };
    let place = people::place(interaction.guild_id, interaction.channel_id);
    if data.activities {
        let (host, channel) = (data.host.clone(), place.channel);
        let known = tokio::time::timeout(
            data.defer_after,
            tokio::task::spawn_blocking(move || host.channel_has_game(channel)),
        )
        .await;
        // The board opens inside Discord unless the channel surely has no game, which is
        // said below; a store too slow to say is left to the page.
        let none = matches!(known, Ok(Ok(Ok(false))));
        let launch = serenity::CreateInteractionResponse::LaunchActivity;
        if !none && super::activity::launched(interaction.create_response(ctx, launch)).await {
            return Ok(());
        }
    }
    let job: Job = Box::new(move |host| host.launch(&actor, place));
    deliver(data, job, &Private { ctx, interaction }).await.map(drop)
}

/// An entry point's answer: for the member alone.
struct Private<'a> {
    ctx: &'a serenity::Context,
    interaction: &'a serenity::CommandInteraction,
}

impl Private<'_> {
    fn lang(&self) -> Lang {
        reader(&self.interaction.locale)
    }
}

impl Respond for Private<'_> {
    fn http(&self) -> &serenity::Http {
        &self.ctx.http
    }

    fn command(&self) -> String {
        "launch".to_owned()
    }

    async fn at_once(&self, answer: &Answer) -> Result<(), Error> {
        let message = match answer {
            Ok(reply) => serenity::CreateInteractionResponseMessage::new()
                .content(content(reply))
                .components(rows(reply))
                .add_files(attachments(reply)),
            Err(refusal) => serenity::CreateInteractionResponseMessage::new()
                .content(refusal_text(refusal, self.lang())),
        };
        let message = message.allowed_mentions(pings(&[])).ephemeral(true);
        let response = serenity::CreateInteractionResponse::Message(message);
        self.interaction.create_response(self.ctx, response).await?;
        Ok(())
    }

    async fn defer(&self) -> Result<(), Error> {
        let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
        let ack = serenity::CreateInteractionResponse::Defer(private);
        self.interaction.create_response(self.ctx, ack).await?;
        Ok(())
    }

    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error> {
        match answer {
            Ok(reply) => {
                let edit = to_edit(reply).allowed_mentions(pings(&[]));
                self.interaction.edit_response(self.ctx, edit).await?;
            }
            // Deferred privately: the refusal takes the placeholder's place.
            Err(refusal) => {
                let words = serenity::EditInteractionResponse::new()
                    .content(refusal_text(refusal, self.lang()))
                    .allowed_mentions(pings(&[]));
                self.interaction.edit_response(self.ctx, words).await?;
            }
        }
        Ok(())
    }

    async fn instead(&self, _answer: &Answer) -> Result<Option<serenity::MessageId>, Error> {
        // A link is for the member alone: never posted in the channel.
        warn!("the entry point's private answer was lost");
        Ok(None)
    }
}
