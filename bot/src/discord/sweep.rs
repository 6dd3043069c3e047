//! Work on a timer: closing challenges nobody answered (their messages are edited to say so,
//! without buttons), and reminding players whose turn it has been for a while.

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use poise::serenity_prelude as serenity;
use tracing::warn;

use crate::host::Host;

/// Every `every`, until aborted: expires challenges and marks their messages, and posts the
/// turn reminders that are due; counts each finished pass in `passes`.
pub(super) async fn run(
    http: Arc<serenity::Http>,
    host: Arc<Host>,
    every: Duration,
    passes: Arc<AtomicU64>,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        challenges(&http, &host).await;
        reminders(&http, &host).await;
        passes.fetch_add(1, Ordering::SeqCst);
    }
}

/// Runs `f` on the blocking pool; `None` (logged) if it failed.
async fn blocking<T: Send + 'static>(
    host: &Arc<Host>,
    what: &str,
    f: impl FnOnce(&Host) -> Result<T, crate::host::Refusal> + Send + 'static,
) -> Option<T> {
    let h = host.clone();
    match tokio::task::spawn_blocking(move || f(&h)).await {
        Ok(Ok(value)) => Some(value),
        Ok(Err(refusal)) => {
            warn!("{what} failed: {refusal}");
            None
        }
        Err(e) => {
            warn!("{what} failed: {e}");
            None
        }
    }
}

async fn reminders(http: &serenity::Http, host: &Arc<Host>) {
    let Some(due) = blocking(host, "finding due reminders", Host::due_reminders).await else {
        return;
    };
    for reminder in due {
        if reminder.place.channel.0 == 0 {
            continue;
        }
        let channel = serenity::ChannelId::new(reminder.place.channel.0);
        let message = serenity::CreateMessage::new()
            .content(super::respond::fit(&reminder.text))
            .allowed_mentions(super::respond::pings(&[reminder.ping]));
        if let Err(e) = channel.send_message(http, message).await {
            // Marked as sent either way: a channel the bot cannot write to would otherwise be
            // retried every minute.
            warn!("could not post a reminder in channel {channel}: {e}");
        }
    }
}

async fn challenges(http: &serenity::Http, host: &Arc<Host>) {
    let Some(expired) = blocking(host, "expiring challenges", Host::expire_challenges).await else {
        return;
    };
    for c in expired {
        let (Some(message), channel) = (c.message_id, c.place.channel.0) else { continue };
        if message == 0 || channel == 0 {
            continue;
        }
        let edit = serenity::EditMessage::new()
            .content(super::respond::fit(&Host::expired_text(&c)))
            .components(Vec::new())
            .allowed_mentions(super::respond::pings(&[]));
        let channel = serenity::ChannelId::new(channel);
        if let Err(e) = channel.edit_message(http, serenity::MessageId::new(message), edit).await {
            // The message may have been deleted; the challenge is closed either way.
            warn!("could not mark challenge {} as expired: {e}", c.id);
        }
    }
}
