//! The one error handler for what poise catches before or after a command: a player always
//! gets a specific, private message in their language.

use tracing::{error, warn};

use super::{
    Context, Data, Error,
    messages::{private_reply, reader, words},
};
use crate::{i18n::Lang, msg, text::Msg};

/// Reports `error` to the player who met it.
pub(super) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let lang = |ctx: &Context<'_>| ctx.locale().map_or(Lang::EnUs, reader);
    let (ctx, message) = match &error {
        poise::FrameworkError::ArgumentParse { ctx, input, error, .. } => (
            *ctx,
            match input {
                Some(input) => {
                    msg!("refusal-bad-value", input = input.clone(), error = error.to_string())
                }
                None => msg!("refusal-bad-option", error = error.to_string()),
            },
        ),
        poise::FrameworkError::GuildOnly { ctx, .. } => (*ctx, Msg::new("refusal-server-only")),
        // The one check: a server thing used where the bot was not added (`reach`).
        poise::FrameworkError::CommandCheckFailed { ctx, error: None, .. } => {
            (*ctx, Msg::new("refusal-server-only"))
        }
        poise::FrameworkError::Command { ctx, error, .. } => {
            error!("/{} failed: {error}", ctx.command().qualified_name);
            (*ctx, Msg::new("refusal-command-failed"))
        }
        // The entry point is no poise command: `buttons::on_event` answers it.
        poise::FrameworkError::UnknownInteraction { interaction, .. }
            if super::launch::is_entry_point(interaction) =>
        {
            return;
        }
        other => {
            warn!("{other}");
            if let Err(e) = poise::builtins::on_error(error).await {
                error!("handling an error failed: {e}");
            }
            return;
        }
    };
    let reply = private_reply(words(&message.into(), lang(&ctx)));
    if let Err(e) = ctx.send(reply).await {
        error!("could not report an error to the player: {e}");
    }
}
