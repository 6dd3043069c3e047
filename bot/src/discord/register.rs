//! Registering the slash commands with Discord once the gateway is ready. A failure is tried
//! again a few times, further apart each time; a bot whose commands still cannot be
//! registered stops with a clear message instead of running on deaf.

use std::{sync::Arc, time::Duration};

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::{Data, Error};

/// How many times registration is tried in all.
pub(super) const TRIES: u32 = 4;

/// Registers `commands` in server `guild` (globally without one): up to [`TRIES`] times,
/// `pause` after the first failure, doubling after each further one.
///
/// # Errors
/// The last failure.
pub(super) async fn register(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
    guild: Option<u64>,
    mut pause: Duration,
) -> Result<(), RegisterError> {
    let mut tried = 1;
    loop {
        let result = match guild {
            Some(g) => poise::builtins::register_in_guild(ctx, commands, g.into()).await,
            None => register_globally(ctx, commands).await,
        };
        match result {
            Ok(()) => {
                let place = guild.map_or("globally".to_owned(), |g| format!("in server {g}"));
                info!("{} commands registered {place}", commands.len());
                return Ok(());
            }
            Err(e) if tried < TRIES => {
                warn!("registering the commands failed ({e}); trying again in {pause:?}");
                tokio::time::sleep(pause).await;
                pause *= 2;
                tried += 1;
            }
            Err(e) => return Err(RegisterError(Arc::new(e))),
        }
    }
}

/// Both ways the app is installed: to servers, and to members' own accounts
/// ([`super::reach`]).
const INSTALLS: [serenity::InstallationContext; 2] =
    [serenity::InstallationContext::Guild, serenity::InstallationContext::User];

/// Everywhere a command is offered: servers, the bot's own DM, and other DMs and group DMs.
const EVERYWHERE: [serenity::InteractionContext; 3] = [
    serenity::InteractionContext::Guild,
    serenity::InteractionContext::BotDm,
    serenity::InteractionContext::PrivateChannel,
];

/// Registers `commands` globally in one bulk overwrite, for both [`INSTALLS`], keeping the
/// app's entry point where it has one. Discord gives an app whose operator enabled Activities
/// an entry point command (the launcher's button) and refuses a bulk overwrite without it
/// (code 50240), so it is read back and sent again, handled by the app: the bot answers it
/// ([`super::launch`]) rather than Discord launching a page.
async fn register_globally(
    ctx: &serenity::Context,
    commands: &[poise::Command<Data, Error>],
) -> Result<(), serenity::Error> {
    // A server's own things (tournaments, settings) are offered in servers only, where they
    // say if the bot was not added; everything else everywhere.
    let mut list: Vec<serenity::CreateCommand> = commands
        .iter()
        .filter_map(|command| {
            let places = if command.guild_only {
                vec![serenity::InteractionContext::Guild]
            } else {
                EVERYWHERE.to_vec()
            };
            let built = command.create_as_slash_command()?;
            Some(built.integration_types(INSTALLS.to_vec()).contexts(places))
        })
        .collect();
    let existing = serenity::Command::get_global_commands(ctx).await?;
    if let Some(entry) =
        existing.iter().find(|c| c.kind == serenity::CommandType::PrimaryEntryPoint)
    {
        list.push(
            serenity::CreateCommand::new(&entry.name)
                .kind(serenity::CommandType::PrimaryEntryPoint)
                .description(&entry.description)
                .handler(serenity::EntryPointHandlerType::AppHandler)
                .integration_types(INSTALLS.to_vec())
                .contexts(EVERYWHERE.to_vec()),
        );
    }
    serenity::Command::set_global_commands(ctx, list).await?;
    Ok(())
}

/// The slash commands could not be registered, after `TRIES` (four) tries: the last failure.
#[derive(Debug, Clone, thiserror::Error)]
#[error(
    "The slash commands could not be registered with Discord ({TRIES} tries; the last said: \
     {0}). Check DISCORD_TOKEN and DISCORD_GUILD_ID, and that the bot was invited with the \
     applications.commands scope."
)]
pub struct RegisterError(#[source] Arc<serenity::Error>);
