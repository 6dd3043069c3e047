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

use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

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

/// Where an interaction came from, as far as posting goes. (No `Debug`: it holds a token.)
#[derive(Clone)]
pub(super) struct Origin {
    /// Its channel.
    pub channel: ChannelId,
    /// Its token, good for follow-ups for 15 minutes.
    pub token: String,
    /// Whether the bot may only answer there.
    pub answer_only: bool,
}

impl Origin {
    /// Where an interaction with these owners came from, in `context`.
    pub fn of(
        channel: serenity::ChannelId,
        token: &str,
        owners: &serenity::AuthorizingIntegrationOwners,
        context: Option<serenity::InteractionContext>,
    ) -> Origin {
        Origin {
            channel: ChannelId(channel.get()),
            token: token.to_owned(),
            answer_only: answer_only(owners, context),
        }
    }
}

/// Whether the bot may only answer where an interaction authorised by `owners` came from, in
/// `context`. The app posts by itself where a server installed it, and in its own DM with a
/// member; an interaction that names no owners at all (older payloads) is taken as from such
/// a place.
fn answer_only(
    owners: &serenity::AuthorizingIntegrationOwners,
    context: Option<serenity::InteractionContext>,
) -> bool {
    let installed = owners
        .0
        .iter()
        .any(|o| matches!(o, serenity::AuthorizingIntegrationOwner::GuildInstall(_)));
    let own_dm = context == Some(serenity::InteractionContext::BotDm);
    !owners.0.is_empty() && !installed && !own_dm
}

/// Whether the bot may only answer where the command `interaction` came from.
pub(super) fn answer_only_at(interaction: &serenity::CommandInteraction) -> bool {
    answer_only(&interaction.authorizing_integration_owners, interaction.context)
}

/// How long what the store said of a channel this process has not heard from is believed:
/// another process may hear it change.
const STORE_SAYS_FOR: Duration = Duration::from_secs(60);

/// What this process knows of each channel it heard from. (No `Debug`: it holds tokens.)
#[derive(Default)]
pub(super) struct Reach {
    spots: Mutex<HashMap<ChannelId, Spot>>,
}

#[derive(Clone, Default)]
struct Spot {
    answer_only: bool,
    /// Whether an interaction here said so (else the store did, at `read_at`).
    heard: bool,
    /// Whether the store has it (an interaction's note was written, or the store was read).
    noted: bool,
    read_at: Option<Instant>,
    /// The latest token here whose answer Discord took, for follow-ups.
    token: Option<String>,
}

impl Reach {
    fn spots(&self) -> std::sync::MutexGuard<'_, HashMap<ChannelId, Spot>> {
        self.spots.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// An interaction arrived from `origin`: this process knows at once whether the bot may
    /// only answer there, and the store learns it in the background when it changed (or was
    /// never noted), so the answer does not wait for the store.
    pub fn heard(self: &Arc<Self>, host: &Arc<Host>, origin: &Origin) {
        let (channel, only) = (origin.channel, origin.answer_only);
        let noted = {
            let mut spots = self.spots();
            let spot = spots.entry(channel).or_default();
            spot.noted = spot.heard && spot.noted && spot.answer_only == only;
            (spot.answer_only, spot.heard) = (only, true);
            spot.noted
        };
        if noted {
            return;
        }
        let (reach, h) = (self.clone(), host.clone());
        tokio::spawn(async move {
            let written = tokio::task::spawn_blocking(move || {
                // Most channels are where the bot was added, and never were anything else: a
                // read, not a write.
                if !only && !h.answer_only(channel)? {
                    return Ok(());
                }
                h.note_answer_only(channel, only)
            })
            .await;
            let why = match written {
                Ok(Ok(())) => {
                    if let Some(spot) = reach.spots().get_mut(&channel)
                        && spot.answer_only == only
                    {
                        spot.noted = true;
                    }
                    return;
                }
                Ok(Err(e)) => e.to_string(),
                Err(e) => e.to_string(),
            };
            // The next interaction here tries again.
            warn!("channel {}: whether the bot may post was not noted: {why}", channel.0);
        });
    }

    /// Discord took the answer to the interaction from `origin`: its token may carry
    /// follow-ups now.
    pub fn answered(&self, origin: &Origin) {
        if let Some(spot) = self.spots().get_mut(&origin.channel) {
            spot.token = Some(origin.token.clone());
        }
    }

    /// Whether the bot may only answer in `channel`: as heard here, else as the store says
    /// (another process heard it, or this one restarted since), read again after a while.
    pub async fn answer_only(&self, host: &Arc<Host>, channel: ChannelId) -> bool {
        if let Some(spot) = self.spots().get(&channel)
            && (spot.heard || spot.read_at.is_some_and(|at| at.elapsed() < STORE_SAYS_FOR))
        {
            return spot.answer_only;
        }
        let h = host.clone();
        let noted = tokio::task::spawn_blocking(move || h.answer_only(channel)).await;
        let only = matches!(noted, Ok(Ok(true)));
        let mut spots = self.spots();
        let spot = spots.entry(channel).or_default();
        // An interaction heard meanwhile knows better.
        if !spot.heard {
            spot.answer_only = only;
            spot.read_at = Some(Instant::now());
        }
        spot.answer_only
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

/// Discord's error code for a refused request, if it gave one.
fn discord_code(e: &serenity::Error) -> Option<isize> {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => Some(r.error.code),
        _ => None,
    }
}

/// The codes that say an interaction's token takes no more follow-ups: unknown webhook,
/// invalid webhook token, unknown interaction, the five follow-ups used up.
const TOKEN_SPENT: [isize; 4] = [10015, 50027, 10062, 40094];

/// Delivery `d`, in a channel where the bot may only answer: a follow-up of the channel's
/// latest interaction, or back to the outbox to wait for the next one. Returns the game
/// against the bot whose move comes next, as [`super::sweep::deliver_one`] does.
pub(super) async fn follow_up(
    http: &serenity::Http,
    host: &Arc<Host>,
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
    let mut again = None;
    let how = match sent {
        Ok(_) => {
            if let Say::Turn(reply) = &d.say {
                again = reply.engine;
                if let Some(turn) = reply.live_turn {
                    super::deliver::shown_at(host, turn).await;
                }
            }
            Delivered::Done
        }
        Err(e) if discord_code(&e).is_some_and(|c| TOKEN_SPENT.contains(&c)) => {
            // The token ran out: it waits for the next interaction.
            warn!("delivery {} waits for the next interaction in {}: {e}", d.id, d.channel.0);
            reach.spent(d.channel, &token);
            host.unclaim(d.id);
            return None;
        }
        Err(e) => {
            // Anything else as a post's failure: tried again later, or given up.
            let how = super::sweep::judge(Err(e));
            warn!("delivery {} in {}: {how:?}", d.id, d.channel.0);
            how
        }
    };
    let id = d.id;
    super::sweep::blocking(host, "settling a delivery", move |h| h.settle(id, &how)).await;
    again
}

/// After the answer to an interaction from `origin`, a channel where the bot may only answer:
/// what waited there, as follow-ups of it.
pub(super) async fn show_held(
    http: &serenity::Http,
    host: &Arc<Host>,
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
    let needed = serenity::Permissions::SEND_MESSAGES | serenity::Permissions::USE_EXTERNAL_APPS;
    answer_only_at(interaction)
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
    // (Checked after `guild_only`: in a server, the bot may post where that server added it.)
    Ok(!answer_only_at(a.interaction))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn who_authorised_an_interaction_says_whether_the_bot_may_post_there() {
        use self::serenity::InteractionContext::{BotDm, Guild, PrivateChannel};
        let of = |owners: serde_json::Value, context| {
            let owners: serenity::AuthorizingIntegrationOwners =
                serde_json::from_value(owners).unwrap();
            Origin::of(serenity::ChannelId::new(5), "t", &owners, context).answer_only
        };
        // A server that added the bot (and a member who installed it too).
        assert!(!of(json!({"0": "10"}), Some(Guild)));
        assert!(!of(json!({"0": "10", "1": "20"}), Some(Guild)));
        // A server that did not, a DM or group DM between members: answers only.
        assert!(of(json!({"1": "20"}), Some(Guild)));
        assert!(of(json!({"1": "20"}), Some(PrivateChannel)));
        // The bot's own DM, however installed.
        assert!(!of(json!({"0": "0"}), Some(BotDm)));
        assert!(!of(json!({"1": "20"}), Some(BotDm)));
        // No owners named (older payloads): where the bot was added.
        assert!(!of(json!({}), None));
    }
}
