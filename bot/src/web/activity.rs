//! The board inside Discord: an Activity. Discord shows the page in an iframe at
//! `https://<application id>.discordsays.com`, and its proxy forwards every request to this
//! server (the operator maps `/` to `BOT_PUBLIC_URL`'s host in the app's Activities settings).
//!
//! - `GET /` is the page itself, with Discord's frame parameters in its address
//!   (`frame_id`, `instance_id`, `platform`, …). It is the board page's own file, served with
//!   a policy that lets Discord's client frame it ([`FRAMED_BY`]); `/board` may not be framed.
//! - `GET /activity/app` tells the page the application's id, which the SDK needs first.
//! - `POST /activity/session` with `{"code": C, "instance": I}`: the page's Discord
//!   authorisation code and its instance. Nothing the page says is trusted: the code is
//!   exchanged for the member's token at Discord's OAuth2 endpoint, the member is who
//!   `/users/@me` says with that token, and the game is the one of the channel the instance
//!   is in, as Discord's activity-instance endpoint says with the bot's token, which must list
//!   the member among the instance's users ([`Doorman`], implemented by the Discord adapter).
//!   The answer is `{"link": SECRET, "access_token": T}`: a board link of the member's own to
//!   that channel's game (the game in play, else the channel's last one), which the page
//!   then uses like any link, and the token the SDK's `authenticate` needs.

use std::{future::Future, pin::Pin, sync::Arc};

use axum::{
    body::Bytes,
    extract::State,
    http::{HeaderMap, StatusCode},
    response::Response,
};
use serde_json::{Value, json};

use super::{Web, after, assets};
use crate::{
    host::{Refusal, RefusalKind},
    i18n::Lang,
    model::{ChannelId, ServerId, User},
    text::{Msg, Text},
};

/// Who may frame the Activity's page: Discord's clients (the web and desktop apps, their
/// test builds), and this app's own origin at Discord's Activity proxy
/// (`https://<application id>.discordsays.com`, added once the id is known).
const FRAMED_BY: &str = "'self' https://discord.com https://*.discord.com \
    https://discordapp.com https://*.discordapp.com";

/// The largest session request read: a code and an instance id are far smaller.
pub(super) const MAX_SESSION: usize = 1_024;

/// Members being let in at once, by everyone together; more are asked to wait a moment.
const AT_ONCE: usize = 4;
/// Members let in at once after a quiet while, and how many more a second: each is three
/// requests to Discord in the bot's name, which a stranger must not be able to spend.
const BURST: f64 = 20.0;
const REFILL: f64 = 2.0;

/// The Activity's door ([`Doorman`]), and how fast it may be knocked on.
pub struct Activity {
    door: Arc<dyn Doorman>,
    checks: tokio::sync::Semaphore,
    pace: std::sync::Mutex<super::socket::Pace>,
}

impl std::fmt::Debug for Activity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Activity").field("application", &self.door.application()).finish()
    }
}

impl Activity {
    /// Members let in by `door`.
    pub fn new(door: Arc<dyn Doorman>) -> Activity {
        Activity {
            door,
            checks: tokio::sync::Semaphore::new(AT_ONCE),
            pace: std::sync::Mutex::new(super::socket::Pace::of(BURST, REFILL)),
        }
    }

    /// Whether one more member may be let in now.
    fn may_check(&self) -> bool {
        self.pace.lock().map(|mut p| p.take()).unwrap_or(false)
    }
}

/// The `frame-ancestors` of the Activity's page for application `app`.
pub(super) fn framed_by(app: Option<u64>) -> String {
    match app {
        Some(app) => format!("{FRAMED_BY} https://{app}.discordsays.com"),
        None => FRAMED_BY.to_owned(),
    }
}

/// Who opened the Activity, as Discord says. (`Debug` leaves the member's token out.)
#[derive(Clone, PartialEq, Eq)]
pub struct Visitor {
    /// The member, as `/users/@me` names them.
    pub user: User,
    /// Their Discord language, if the bot speaks it.
    pub lang: Option<Lang>,
    /// The channel of the Activity's instance.
    pub channel: ChannelId,
    /// Its server (`None` in a DM or group DM).
    pub server: Option<ServerId>,
    /// The member's token, for the page's `authenticate`.
    pub access_token: String,
}

impl std::fmt::Debug for Visitor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Visitor")
            .field("user", &self.user)
            .field("lang", &self.lang)
            .field("channel", &self.channel)
            .field("server", &self.server)
            .finish_non_exhaustive()
    }
}

/// Why an Activity's member was not let in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Turned {
    /// Discord did not take the authorisation code (forged, used, or for another app).
    BadCode,
    /// Discord knows no such instance of this app.
    NoInstance,
    /// The member is not in the instance.
    NotInInstance,
    /// Discord could not be asked (down, slow, or refused the bot).
    Unreachable,
}

impl Turned {
    /// The refusal the page shows.
    fn refusal(self) -> Refusal {
        let (kind, key) = match self {
            Turned::BadCode => (RefusalKind::NotAllowed, "activity-bad-code"),
            Turned::NoInstance => (RefusalKind::NotAllowed, "activity-no-instance"),
            Turned::NotInInstance => (RefusalKind::NotAllowed, "activity-not-in-instance"),
            Turned::Unreachable => (RefusalKind::Internal, "activity-unreachable"),
        };
        Refusal::keyed(kind, key)
    }
}

/// A future the doorman answers with.
pub type Checked<'a> = Pin<Box<dyn Future<Output = Result<Visitor, Turned>> + Send + 'a>>;

/// Discord's side of letting a member in: the Discord adapter asks Discord's API.
pub trait Doorman: Send + Sync {
    /// The application's id (the SDK's client id), once known.
    fn application(&self) -> Option<u64>;
    /// Who holds authorisation `code`, and where instance `instance` is, if they are in it.
    fn check<'a>(&'a self, code: &'a str, instance: &'a str) -> Checked<'a>;
}

/// `GET /`: the page, framed by Discord; nothing where Activities are not set up.
pub(super) async fn page(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    match &web.activity {
        Some(activity) => assets::framed_page(&headers, activity.door.application()),
        None => assets::not_found().await,
    }
}

/// `GET /activity/app`.
/// `GET /activity/app`: the application's id, and the words the page needs before it has a
/// game's (if Discord's own side fails), in the reader's language.
pub(super) async fn app(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    let lang = after::reader(&headers);
    let Some(activity) = &web.activity else { return not_enabled(lang) };
    match activity.door.application() {
        Some(id) => {
            let failed = super::state::words(Text::from(Msg::new("activity-sdk-failed")), lang);
            let body = json!({ "client_id": id.to_string(), "failed": failed }).to_string();
            assets::secured("application/json", "no-store", body)
        }
        // Not connected to Discord yet.
        None => {
            after::refused(StatusCode::SERVICE_UNAVAILABLE, &Turned::Unreachable.refusal(), lang)
        }
    }
}

/// What the page sends: its authorisation code and instance id.
fn asked(body: &[u8]) -> Option<(String, String)> {
    let v: Value = serde_json::from_slice(body).ok()?;
    let field = |k: &str| v.get(k)?.as_str().map(str::to_owned);
    Some((field("code")?, field("instance")?))
}

/// Whether `instance` looks like an Activity instance id: Discord's own words
/// (`i-<digits>-gc-<digits>-<digits>`), short, and nothing that could change the address it is
/// put into.
pub fn instance_shaped(instance: &str) -> bool {
    (1..=160).contains(&instance.len())
        && instance.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// `POST /activity/session`.
pub(super) async fn session(
    State(web): State<Arc<Web>>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = after::reader(&headers);
    let Some(activity) = &web.activity else { return not_enabled(lang) };
    let Some((code, instance)) = asked(&body) else {
        let refusal = Refusal::keyed(RefusalKind::BadArgument, "page-not-understood");
        return after::refused(StatusCode::BAD_REQUEST, &refusal, lang);
    };
    // Discord's ids and codes are short: anything long is not one, and is not sent on.
    let plausible = |s: &str, most: usize| {
        !s.is_empty() && s.len() <= most && s.bytes().all(|b| b.is_ascii_graphic())
    };
    if !plausible(&code, 128) || !instance_shaped(&instance) {
        return after::refused(StatusCode::FORBIDDEN, &Turned::BadCode.refusal(), lang);
    }
    // Each check is three requests to Discord, in the bot's name: a few at a time and a
    // few a second, so that nobody can spend the bot's rate limits by sending junk codes.
    let turn = activity.checks.try_acquire().ok().filter(|_| activity.may_check());
    let Some(_turn) = turn else {
        let refusal = Refusal::keyed(RefusalKind::TooOften, "page-too-fast");
        return after::refused(StatusCode::TOO_MANY_REQUESTS, &refusal, lang);
    };
    let visitor = match activity.door.check(&code, &instance).await {
        Ok(visitor) => visitor,
        Err(turned) => {
            let status = match turned {
                Turned::Unreachable => StatusCode::BAD_GATEWAY,
                _ => StatusCode::FORBIDDEN,
            };
            return after::refused(status, &turned.refusal(), lang);
        }
    };
    let lang = visitor.lang.unwrap_or(lang);
    let (user, channel, server) = (visitor.user.clone(), visitor.channel, visitor.server);
    let place = crate::model::Place { server, channel };
    let made = super::blocking(&web, move |w| w.host.activity_link(&user, lang, place)).await;
    match made {
        Ok(link) => {
            let body = json!({ "link": link.secret, "access_token": visitor.access_token });
            assets::secured("application/json", "no-store", body.to_string())
        }
        Err(refusal) => after::refused(StatusCode::NOT_FOUND, &refusal, lang),
    }
}

/// This bot was not set up for Activities.
fn not_enabled(lang: Lang) -> Response {
    let refusal = Refusal::keyed(RefusalKind::Nothing, "activity-not-enabled");
    after::refused(StatusCode::NOT_FOUND, &refusal, lang)
}
