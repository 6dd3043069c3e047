//! The Discord adapter: slash commands and buttons on serenity + poise, translated into
//! [`Host`] calls and their replies into interaction responses.
//!
//! Nothing here decides anything about a game. A command reads its options, names the actor
//! and the place, runs the host call on the blocking pool (the store and rendering block) and
//! turns the [`crate::host::Reply`] into a message — or the [`crate::host::Refusal`] into an
//! ephemeral one. Buttons carry stateless ids that the host reads back from the store, so they
//! work after a restart; the adapter keeps no game state.
//!
//! Discord wants an answer within 3 seconds. A host call normally takes milliseconds; one that
//! has not finished after [`Config::defer_after`] is deferred ("thinking…") and its answer
//! edited in when it comes, so a slow disk never makes an interaction fail.

mod activity;
mod analysis;
mod buttons;
mod choices;
mod commands;
mod config;
mod cooldown;
mod deliver;
mod gate;
mod launch;
mod learn;
mod localise;
pub mod messages;
mod on_error;
mod operator;
mod people;
mod puzzles;
mod reach;
mod register;
mod running;
pub mod shards;
mod sight;
mod sweep;
mod threads;
mod tournament;

use std::{sync::Arc, time::Duration};

pub use activity::ClientSecret;
pub use config::{
    AUTOCOMPLETE_WITHIN, Config, ConfigError, DEFER_AFTER, MAX_REPLAYS, STOP_GRACE, WebConfig,
};
pub use messages::Discord;
pub use register::RegisterError;
pub use running::{Running, StartError, Stopped, start};

use crate::{host::Host, thinkers::Thinkers};

/// The adapter's error type for poise.
pub type Error = Box<dyn std::error::Error + Send + Sync>;
/// A command's context.
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// What every command can reach.
pub struct Data {
    /// The game host.
    pub host: Arc<Host>,
    /// How long a host call may run before the interaction is deferred.
    pub defer_after: Duration,
    /// How long autocomplete may look for choices before it offers none.
    pub autocomplete_within: Duration,
    /// When each user may use a command with a cooldown again.
    cooldowns: cooldown::Cooldowns,
    /// Replays being made now, by everyone ([`Config::max_replays`]).
    replays: Arc<tokio::sync::Semaphore>,
    /// Interactions being answered; closed when the bot stops.
    gate: Arc<gate::Gate>,
    /// The engine's threads, for games against the bot.
    thinkers: Arc<Thinkers>,
    /// Whether the board opens inside Discord, as an Activity (the operator set
    /// `DISCORD_CLIENT_SECRET`): the Board button and the entry point launch it.
    activities: bool,
    /// Where the bot may only answer interactions, and their latest tokens there.
    reach: Arc<reach::Reach>,
}

impl std::fmt::Debug for Data {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Data")
            .field("defer_after", &self.defer_after)
            .field("autocomplete_within", &self.autocomplete_within)
            .finish_non_exhaustive()
    }
}
