//! The board as a Discord Activity, Discord's side: letting a member in ([`Door`], the web
//! adapter's [`crate::web::Doorman`]) and launching the Activity from an interaction
//! ([`launched`]).
//!
//! Letting in asks Discord three things, none of which the page could forge: the member's
//! token for the page's authorisation code (`POST /oauth2/token`, a form with the app's client
//! id and secret, as Discord's Activity samples send it, without a `redirect_uri`), who that
//! token belongs to (`GET /users/@me`), and where the page's instance is and who is in it
//! (`GET /applications/{app}/activity-instances/{instance}`, with the bot's token).

use std::{sync::OnceLock, time::Duration};

use poise::serenity_prelude as serenity;
use serde_json::Value;

use crate::{
    i18n::Lang,
    model::{ChannelId, ServerId, User, UserId},
    web::{Checked, Doorman, Turned, Visitor},
};

/// The app's OAuth2 client secret (`DISCORD_CLIENT_SECRET`); never printed.
#[derive(Clone, PartialEq, Eq)]
pub struct ClientSecret(pub String);

impl std::fmt::Debug for ClientSecret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ClientSecret(…)")
    }
}

/// How long one of Discord's answers may take.
const PATIENCE: Duration = Duration::from_secs(10);

/// Lets Activity members in by asking Discord.
pub(super) struct Door {
    /// Where Discord's API is (`https://discord.com`, or the tests' double).
    pub base: String,
    /// The bot's token.
    pub token: String,
    pub secret: ClientSecret,
    pub client: reqwest::Client,
    /// The application's id, known once the gateway said READY.
    pub application: std::sync::Arc<OnceLock<u64>>,
    /// Until when Discord asked the bot to wait (a 429): no check asks it anything before.
    pub paused_until: std::sync::Mutex<Option<std::time::Instant>>,
}

impl Door {
    fn url(&self, path: &str) -> String {
        format!("{}/api/v10{path}", self.base.trim_end_matches('/'))
    }

    /// The JSON of a successful answer to `request`; `Err(Some(status))` for Discord's
    /// refusal, `Err(None)` when Discord could not be asked.
    async fn ask(&self, request: reqwest::RequestBuilder) -> Result<Value, Option<u16>> {
        let answer = request.timeout(PATIENCE).send().await.map_err(|e| {
            tracing::warn!("Discord could not be asked for an Activity's member: {e}");
            None
        })?;
        let status = answer.status();
        if status.as_u16() == 429 {
            // Asking again at once would count against the bot's standing with Discord.
            let wait = answer.headers().get("retry-after").and_then(|v| v.to_str().ok());
            let wait = wait.and_then(|w| w.parse::<f64>().ok()).unwrap_or(5.0).clamp(0.5, 600.0);
            tracing::warn!("Discord asked the Activity's checks to wait {wait} s");
            let until = std::time::Instant::now() + Duration::from_secs_f64(wait);
            *self.paused_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner) =
                Some(until);
            return Err(None);
        }
        let body = answer.text().await.map_err(|_| None)?;
        if !status.is_success() {
            tracing::info!("Discord refused an Activity's check ({status}): {body}");
            return Err(Some(status.as_u16()));
        }
        serde_json::from_str(&body).map_err(|_| None)
    }

    async fn visitor(&self, code: &str, instance: &str) -> Result<Visitor, Turned> {
        let app = *self.application.get().ok_or(Turned::Unreachable)?;
        let paused = *self.paused_until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if paused.is_some_and(|until| std::time::Instant::now() < until) {
            return Err(Turned::Unreachable);
        }
        // Only an instance id's characters go into the address, and anything else is refused
        // before Discord is asked anything.
        if !crate::web::instance_shaped(instance) {
            return Err(Turned::NoInstance);
        }
        let form = [
            ("client_id", app.to_string()),
            ("client_secret", self.secret.0.clone()),
            ("grant_type", "authorization_code".to_owned()),
            ("code", code.to_owned()),
        ];
        let exchange = self.client.post(self.url("/oauth2/token")).form(&form);
        let granted = self.ask(exchange).await.map_err(|e| match e {
            Some(400 | 401) => Turned::BadCode,
            _ => Turned::Unreachable,
        })?;
        let access = text(&granted, "access_token").ok_or(Turned::Unreachable)?;
        let me = self.client.get(self.url("/users/@me")).bearer_auth(&access);
        let me = self.ask(me).await.map_err(|e| match e {
            Some(401) => Turned::BadCode,
            _ => Turned::Unreachable,
        })?;
        let id = text(&me, "id").and_then(|i| i.parse().ok()).ok_or(Turned::Unreachable)?;
        let path = format!("/applications/{app}/activity-instances/{instance}");
        let asked =
            self.client.get(self.url(&path)).header("Authorization", format!("Bot {}", self.token));
        let found = self.ask(asked).await.map_err(|e| match e {
            Some(404) => Turned::NoInstance,
            _ => Turned::Unreachable,
        })?;
        let inside = found["users"].as_array().is_some_and(|users| {
            users.iter().any(|u| u.as_str().and_then(|u| u.parse::<u64>().ok()) == Some(id))
        });
        if !inside {
            return Err(Turned::NotInInstance);
        }
        let location = &found["location"];
        let channel = text(location, "channel_id").and_then(|c| c.parse().ok());
        let channel = channel.ok_or(Turned::NoInstance)?;
        let server = text(location, "guild_id").and_then(|g| g.parse().ok());
        let name = text(&me, "global_name").or_else(|| text(&me, "username"));
        Ok(Visitor {
            user: User { id: UserId(id), name: name.unwrap_or_default(), bot: false },
            lang: text(&me, "locale").as_deref().and_then(Lang::from_locale),
            channel: ChannelId(channel),
            server: server.map(ServerId),
            access_token: access,
        })
    }
}

/// A string field of `v`.
fn text(v: &Value, key: &str) -> Option<String> {
    v.get(key)?.as_str().map(str::to_owned)
}

impl Doorman for Door {
    fn application(&self) -> Option<u64> {
        self.application.get().copied()
    }

    fn check<'a>(&'a self, code: &'a str, instance: &'a str) -> Checked<'a> {
        Box::pin(self.visitor(code, instance))
    }
}

/// The Activity launched by `sent` (an interaction's LAUNCH_ACTIVITY answer being sent):
/// whether Discord took it. Where it did not, the interaction is still unanswered, and the
/// caller answers it another way.
pub(super) async fn launched(
    sent: impl std::future::Future<Output = serenity::Result<()>>,
) -> bool {
    match sent.await {
        Ok(()) => true,
        Err(e) => {
            tracing::warn!("Discord did not launch the board's Activity: {e}");
            false
        }
    }
}
