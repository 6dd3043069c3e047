//! Where the bot may only answer. Installed to a member's account, the app is used in DMs,
//! group DMs and servers that never added the bot. There Discord refuses its posts (it is not
//! a member), so everything comes as an interaction's answer or its follow-ups: each
//! interaction says whether the app is installed where it came from
//! (`authorizing_integration_owners`), and the channel is noted as answer-only in the store
//! ([`crate::host::Host::note_answer_only`]).
//!
//! What the bot would post there by itself (the engine's move, a move made on the board page,
//! a flag, a reminder, an expired challenge) goes out as a follow-up of the channel's latest
//! interaction while Discord takes one (its token lasts 15 minutes; five follow-ups where only
//! a member's install authorises it). Otherwise it waits in the outbox and is shown after the
//! answer to the next interaction there ([`show_held`]): nothing is lost silently.

use std::{collections::HashMap, sync::Mutex};

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::messages::{attachments, content, pings, rows, words};
use crate::{
    host::{Delivered, Delivery, Host, Say},
    model::ChannelId,
};

/// How many waiting posts follow one answer: Discord takes five follow-ups of an interaction
/// that only a member's install authorises, and the answer may need one of its own.
pub(super) const HELD_PER_ANSWER: usize = 4;

/// Where an interaction came from, as far as posting goes.
#[derive(Debug, Clone)]
pub(super) struct Origin {
    /// Its channel.
    pub channel: ChannelId,
    /// Its token, good for follow-ups for 15 minutes.
    pub token: String,
    /// Whether the bot may only answer there.
    pub answer_only: bool,
}

impl Origin {
    /// Where an interaction with these owners came from. The app posts by itself only where a
    /// server installed it (or in its own DM with a member): an interaction that names no
    /// owners at all (older payloads) is taken as from such a place.
    pub fn of(
        channel: serenity::ChannelId,
        token: &str,
        owners: &serenity::AuthorizingIntegrationOwners,
    ) -> Origin {
        let installed = owners
            .0
            .iter()
            .any(|o| matches!(o, serenity::AuthorizingIntegrationOwner::GuildInstall(_)));
        Origin {
            channel: ChannelId(channel.get()),
            token: token.to_owned(),
            answer_only: !owners.0.is_empty() && !installed,
        }
    }
}

/// What this process knows of each channel it heard from.
#[derive(Debug, Default)]
pub(super) struct Reach {
    spots: Mutex<HashMap<ChannelId, Spot>>,
}

#[derive(Debug, Clone)]
struct Spot {
    answer_only: bool,
    /// The latest interaction's token there, while it may still take follow-ups.
    token: Option<String>,
}

impl Reach {
    fn spots(&self) -> std::sync::MutexGuard<'_, HashMap<ChannelId, Spot>> {
        self.spots.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// An interaction arrived from `origin`: its token is the channel's latest, and the store
    /// learns whether the bot may only answer there when that changed (or this process had
    /// not heard from the channel yet).
    pub async fn heard(&self, host: &std::sync::Arc<Host>, origin: &Origin) {
        let before = self.spots().insert(
            origin.channel,
            Spot { answer_only: origin.answer_only, token: Some(origin.token.clone()) },
        );
        if before.as_ref().is_some_and(|b| b.answer_only == origin.answer_only) {
            return;
        }
        let (h, channel, only, first) =
            (host.clone(), origin.channel, origin.answer_only, before.is_none());
        let noted = tokio::task::spawn_blocking(move || {
            // Most channels are where the bot was added, and never were anything else: a
            // read, not a write, the first time this process hears from one.
            if !only && first && !h.answer_only(channel)? {
                return Ok(());
            }
            h.note_answer_only(channel, only)
        })
        .await;
        let why = match noted {
            Ok(Ok(())) => return,
            Ok(Err(e)) => e.to_string(),
            Err(e) => e.to_string(),
        };
        // Not known to the store: the next interaction here tries again.
        self.spots().remove(&channel);
        warn!("channel {}: whether the bot may post was not noted: {why}", channel.0);
    }

    /// Whether the bot may only answer in `channel`: as heard here, else as the store says
    /// (another process heard it, or this one restarted since).
    pub async fn answer_only(&self, host: &std::sync::Arc<Host>, channel: ChannelId) -> bool {
        if let Some(spot) = self.spots().get(&channel) {
            return spot.answer_only;
        }
        let h = host.clone();
        let noted = tokio::task::spawn_blocking(move || h.answer_only(channel)).await;
        let only = matches!(noted, Ok(Ok(true)));
        self.spots().insert(channel, Spot { answer_only: only, token: None });
        only
    }

    fn token(&self, channel: ChannelId) -> Option<String> {
        self.spots().get(&channel).and_then(|s| s.token.clone())
    }

    /// Discord takes no more follow-ups of `token` (it expired, or used up its five).
    fn spent(&self, channel: ChannelId, token: &str) {
        if let Some(spot) = self.spots().get_mut(&channel)
            && spot.token.as_deref() == Some(token)
        {
            spot.token = None;
        }
    }
}

/// Delivery `d`, in a channel where the bot may only answer: a follow-up of the channel's
/// latest interaction, or back to the outbox to wait for the next one. Returns the game
/// against the bot whose move comes next, as [`super::sweep::deliver_one`] does.
pub(super) async fn follow_up(
    http: &serenity::Http,
    host: &std::sync::Arc<Host>,
    reach: &Reach,
    d: Delivery,
) -> Option<crate::host::EngineDue> {
    let Some(token) = reach.token(d.channel) else {
        host.unclaim(d.id);
        return None;
    };
    let message = match &d.say {
        Say::Post { text, lang, ping } => serenity::CreateInteractionResponseFollowup::new()
            .content(words(text, *lang))
            .allowed_mentions(pings(ping)),
        // The message cannot be edited any more (its interaction's token ran out long ago):
        // what it would have said comes as a message of its own.
        Say::Edit { text, lang, .. } => serenity::CreateInteractionResponseFollowup::new()
            .content(words(text, *lang))
            .allowed_mentions(pings(&[])),
        Say::Turn(reply) => serenity::CreateInteractionResponseFollowup::new()
            .content(content(reply))
            .components(rows(reply))
            .add_files(attachments(reply))
            .allowed_mentions(pings(&reply.ping)),
    };
    let sent = serenity::Builder::execute(message, http, (None, token.as_str())).await;
    host.metrics().discord_response(sent.as_ref().err().map(super::deliver::serenity_status));
    match sent {
        Ok(_) => {
            let mut again = None;
            if let Say::Turn(reply) = &d.say {
                again = reply.engine;
                if let Some(turn) = reply.live_turn {
                    super::deliver::shown_at(host, turn).await;
                }
            }
            let id = d.id;
            super::sweep::blocking(host, "settling a delivery", move |h| {
                h.settle(id, &Delivered::Done)
            })
            .await;
            again
        }
        Err(e) => {
            // Expired, used up, or Discord unreachable: it waits for the next interaction.
            warn!("delivery {} waits for the next interaction in {}: {e}", d.id, d.channel.0);
            reach.spent(d.channel, &token);
            host.unclaim(d.id);
            None
        }
    }
}

/// After the answer to an interaction from `origin`, a channel where the bot may only answer:
/// what waited there, as follow-ups of it.
pub(super) async fn show_held(
    http: &serenity::Http,
    host: &std::sync::Arc<Host>,
    reach: &Reach,
    origin: &Origin,
) -> Vec<crate::host::EngineDue> {
    let channel = origin.channel;
    let held = move |h: &Host| h.held_for(channel, HELD_PER_ANSWER);
    let mut again = Vec::new();
    for d in super::sweep::blocking(host, "reading what waits", held).await.unwrap_or_default() {
        again.extend(follow_up(http, host, reach, d).await);
    }
    again
}

/// Whether a public answer to `interaction` would be shown to its member alone: in a server
/// that did not add the bot, Discord shows the app's answers only to a member who may not
/// send messages there, or where the server turned apps like this one off (Use External
/// Apps), and says so to nobody (the client hides them).
pub(super) fn seen_by_member_alone(interaction: &serenity::CommandInteraction) -> bool {
    let owners = &interaction.authorizing_integration_owners;
    let origin = Origin::of(interaction.channel_id, "", owners);
    let needed = serenity::Permissions::SEND_MESSAGES | serenity::Permissions::USE_EXTERNAL_APPS;
    origin.answer_only
        && interaction.guild_id.is_some()
        && interaction.app_permissions.is_some_and(|p| !p.contains(needed))
}

/// Whether the command was given in a server that added the bot: tournaments and a server's
/// settings need its posts, threads and members (a poise check; refused in words by
/// [`super::on_error`]).
///
/// # Errors
/// None: a check that cannot fail.
pub(super) async fn installed_here(ctx: super::Context<'_>) -> Result<bool, super::Error> {
    let poise::Context::Application(a) = ctx else { return Ok(false) };
    let owners = &a.interaction.authorizing_integration_owners.0;
    // An interaction naming no owners comes from where the bot was added (older payloads).
    Ok(owners.is_empty()
        || owners
            .iter()
            .any(|o| matches!(o, serenity::AuthorizingIntegrationOwner::GuildInstall(Some(_)))))
}
