//! Closing challenges nobody answered: every so often the host expires them, and their
//! messages are edited to say so, without buttons.

use std::{sync::Arc, time::Duration};

use poise::serenity_prelude as serenity;
use tracing::warn;

use crate::host::Host;

/// Expires challenges every `every` and marks their messages, until aborted.
pub(super) async fn challenges(http: Arc<serenity::Http>, host: Arc<Host>, every: Duration) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        tick.tick().await;
        let h = host.clone();
        let expired = match tokio::task::spawn_blocking(move || h.expire_challenges()).await {
            Ok(Ok(expired)) => expired,
            Ok(Err(refusal)) => {
                warn!("expiring challenges failed: {refusal}");
                continue;
            }
            Err(e) => {
                warn!("expiring challenges failed: {e}");
                continue;
            }
        };
        for c in expired {
            let (Some(message), channel) = (c.message_id, c.place.channel.0) else { continue };
            if message == 0 || channel == 0 {
                continue;
            }
            let edit =
                serenity::EditMessage::new().content(Host::expired_text(&c)).components(Vec::new());
            let channel = serenity::ChannelId::new(channel);
            if let Err(e) =
                channel.edit_message(&http, serenity::MessageId::new(message), edit).await
            {
                // The message may have been deleted; the challenge is closed either way.
                warn!("could not mark challenge {} as expired: {e}", c.id);
            }
        }
    }
}
