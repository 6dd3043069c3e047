//! Discord's side of an Activity, in the double: the OAuth2 token exchange, `/users/@me` with
//! a member's token, activity instances, and LAUNCH_ACTIVITY. As strict as Discord's
//! documentation: the token endpoint takes only a form (`topics/oauth2`), the app's own
//! client id and secret, a code once; the instance endpoint answers only the bot and 404s an
//! instance it does not know (`activities/multiplayer-experience`).

use std::collections::HashMap;

use hyper::StatusCode;
use serde_json::{Value, json};

use super::{
    Discord, Person,
    double::{APP_ID, Event, Inner, Kind, Reply, json_reply},
};

/// The app's OAuth2 client secret, which the bots started by the tests are given.
pub const CLIENT_SECRET: &str = "test-client-secret";

/// What Discord holds for Activities.
#[derive(Debug, Default)]
pub struct Held {
    /// Authorisation codes not used yet, and whose they are.
    pub codes: HashMap<String, u64>,
    /// Access tokens, and whose they are.
    pub tokens: HashMap<String, u64>,
    /// Instances by id.
    pub instances: HashMap<String, Instance>,
    /// Token exchanges tried, and how many were refused.
    pub exchanges: usize,
    /// Instance lookups by the bot.
    pub lookups: usize,
    /// Whether the bots started from here are given the app's client secret (the operator
    /// set Activities up, README's steps).
    pub configured: bool,
    next: u64,
}

/// A running Activity.
#[derive(Debug, Clone)]
pub struct Instance {
    /// Its channel.
    pub channel: u64,
    /// The channel's server (`None`: a DM or group DM).
    pub server: Option<u64>,
    /// Who is in it.
    pub users: Vec<u64>,
}

impl Held {
    /// A code Discord's client gives `user`'s Activity for AUTHORIZE.
    pub fn issue_code(&mut self, user: u64) -> String {
        self.next += 1;
        let code = format!("code{:08}x{}", self.next, user % 100_000);
        self.codes.insert(code.clone(), user);
        code
    }

    /// `user` launches or joins the Activity in `channel`: its instance's id.
    pub fn launch(&mut self, channel: u64, server: Option<u64>, user: u64) -> String {
        let found = self.instances.iter_mut().find(|(_, i)| i.channel == channel);
        if let Some((id, instance)) = found {
            if !instance.users.contains(&user) {
                instance.users.push(user);
            }
            return id.clone();
        }
        self.next += 1;
        // Discord's shape: `i-<launch>-gc-<guild>-<channel>` (or `pc-<channel>`).
        let place = server.map_or_else(|| format!("pc-{channel}"), |s| format!("gc-{s}-{channel}"));
        let id = format!("i-{}-{place}", 1_300_000_000_000_000_000u64 + self.next);
        self.instances.insert(id.clone(), Instance { channel, server, users: vec![user] });
        id
    }
}

/// Discord's OAuth2 error (RFC 6749's shape).
fn oauth_error(status: StatusCode, error: &str, description: &str) -> Reply {
    json_reply(status, &json!({"error": error, "error_description": description}))
}

/// `application/x-www-form-urlencoded` read into pairs (`None`: not well formed).
fn form(body: &[u8]) -> Option<HashMap<String, String>> {
    let text = std::str::from_utf8(body).ok()?;
    let decode = |s: &str| -> Option<String> {
        let bytes = s.as_bytes();
        let mut out = Vec::with_capacity(bytes.len());
        let mut i = 0;
        while i < bytes.len() {
            match bytes[i] {
                b'+' => out.push(b' '),
                b'%' => {
                    let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
                    out.push(u8::from_str_radix(hex, 16).ok()?);
                    i += 2;
                }
                b => out.push(b),
            }
            i += 1;
        }
        String::from_utf8(out).ok()
    };
    text.split('&')
        .filter(|p| !p.is_empty())
        .map(|pair| {
            let (k, v) = pair.split_once('=')?;
            Some((decode(k)?, decode(v)?))
        })
        .collect()
}

/// `POST /oauth2/token`: a code for a member's token. A request the bot should never make
/// (JSON, the wrong client, another grant) is also recorded as refused by Discord's rules.
pub fn token(inner: &mut Inner, content_type: &str, body: &[u8]) -> Reply {
    inner.activity.exchanges += 1;
    let mut wrong = |why: String| inner.rejected.push(format!("POST /oauth2/token: {why}"));
    if !content_type.starts_with("application/x-www-form-urlencoded") {
        wrong(format!("the token endpoint takes a form, not {content_type:?}"));
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_request", "Form body required");
    }
    let Some(fields) = form(body) else {
        wrong("an unreadable form".to_owned());
        return oauth_error(StatusCode::BAD_REQUEST, "invalid_request", "Unreadable form");
    };
    let field = |k: &str| fields.get(k).map(String::as_str).unwrap_or("");
    if field("client_id") != APP_ID.to_string() || field("client_secret") != CLIENT_SECRET {
        wrong("not this app's client id and secret".to_owned());
        return oauth_error(StatusCode::UNAUTHORIZED, "invalid_client", "Invalid client");
    }
    if field("grant_type") != "authorization_code" {
        wrong(format!("grant_type {:?}", field("grant_type")));
        return oauth_error(StatusCode::BAD_REQUEST, "unsupported_grant_type", "Unsupported grant");
    }
    // A forged or used code is the member's page's doing, not the bot's: refused, not wrong.
    let Some(user) = inner.activity.codes.remove(field("code")) else {
        return oauth_error(
            StatusCode::BAD_REQUEST,
            "invalid_grant",
            "Invalid \"code\" in request.",
        );
    };
    inner.activity.next += 1;
    let access = format!("access{:06}u{user}", inner.activity.next);
    inner.activity.tokens.insert(access.clone(), user);
    json_reply(
        StatusCode::OK,
        &json!({
            "access_token": access, "token_type": "Bearer", "expires_in": 604_800,
            "refresh_token": format!("refresh{}", inner.activity.next), "scope": "identify",
        }),
    )
}

/// `GET /users/@me` with `Authorization: Bearer <token>`: the member (`UserPIIResponse`).
pub fn me(inner: &Inner, token: &str) -> Reply {
    let Some(&user) = inner.activity.tokens.get(token) else {
        return json_reply(
            StatusCode::UNAUTHORIZED,
            &json!({"message": "401: Unauthorized", "code": 0}),
        );
    };
    json_reply(
        StatusCode::OK,
        &json!({
            "id": user.to_string(), "username": name_of(user),
            "avatar": null, "discriminator": "0", "public_flags": 0, "flags": 0,
            "global_name": null, "mfa_enabled": false, "locale": "en-US",
        }),
    )
}

/// The test people's names.
fn name_of(user: u64) -> &'static str {
    super::known_person(user).map_or("someone", |p| p.name)
}

/// `GET /applications/{app}/activity-instances/{id}` (the bot's token): the instance
/// (`EmbeddedActivityInstance`), or Discord's 404.
pub fn instance(inner: &mut Inner, app: &str, id: &str) -> Reply {
    inner.activity.lookups += 1;
    let found = inner.activity.instances.get(id).filter(|_| app == APP_ID.to_string());
    let Some(i) = found else {
        return json_reply(StatusCode::NOT_FOUND, &json!({"message": "404: Not Found", "code": 0}));
    };
    let location = match i.server {
        Some(server) => json!({
            "id": format!("gc-{server}-{}", i.channel), "kind": "gc",
            "channel_id": i.channel.to_string(), "guild_id": server.to_string(),
        }),
        None => json!({"id": format!("pc-{}", i.channel), "kind": "pc",
                        "channel_id": i.channel.to_string()}),
    };
    let users: Vec<Value> = i.users.iter().map(|u| json!(u.to_string())).collect();
    json_reply(
        StatusCode::OK,
        &json!({
            "application_id": APP_ID.to_string(), "instance_id": id, "launch_id": "1",
            "location": location, "users": users,
        }),
    )
}

impl Discord {
    /// The operator sets Activities up: enabled for the app in the developer portal, and the
    /// bots started from here given its client secret (`DISCORD_CLIENT_SECRET`).
    pub fn set_up_activities(&self) {
        self.enable_activities();
        self.state.lock().activity.configured = true;
    }

    /// The code Discord's client gives `by`'s Activity when it asks to authorize.
    pub fn issue_code(&self, by: Person) -> String {
        self.state.lock().activity.issue_code(by.id)
    }

    /// The Activity's instance in `channel`, if one was launched there.
    pub fn instance_in(&self, channel: u64) -> Option<String> {
        let inner = self.state.lock();
        inner
            .activity
            .instances
            .iter()
            .find(|(_, i)| i.channel == channel)
            .map(|(id, _)| id.clone())
    }

    /// `by` joins (or starts) the Activity in `channel` from Discord's own buttons, without
    /// the bot: its instance's id.
    pub fn join_activity(&self, channel: u64, by: Person) -> String {
        let server = Some(super::server_of(channel));
        self.state.lock().activity.launch(channel, server, by.id)
    }

    /// The access tokens Discord gave `by`.
    pub fn tokens_of(&self, by: Person) -> Vec<String> {
        let inner = self.state.lock();
        let held = inner.activity.tokens.iter().filter(|(_, u)| **u == by.id);
        held.map(|(t, _)| t.clone()).collect()
    }

    /// `by` presses `custom_id` on message `message_id`, and the bot launches the Activity in
    /// answer (LAUNCH_ACTIVITY): that answer.
    pub async fn click_launching(&self, by: Person, message_id: u64, custom_id: &str) -> Event {
        let token = self.send_click(by, message_id, custom_id);
        self.launch_answer(&token).await
    }

    /// `by` presses the app's entry point, and the bot launches the Activity: that answer.
    pub async fn entry_point_launching(&self, by: Person) -> Event {
        let token = self.send_entry_point(by);
        self.launch_answer(&token).await
    }

    async fn launch_answer(&self, token: &str) -> Event {
        let launched = |e: &Event| e.token == token && e.kind == Kind::Callback(12);
        self.wait_for("a LAUNCH_ACTIVITY answer", || {
            let inner = self.state.lock();
            let answered = inner.events.iter().filter(|e| e.token == token).count();
            assert!(
                answered == 0 || inner.events.iter().any(launched),
                "answered otherwise: {:?}",
                inner.events.iter().filter(|e| e.token == token).collect::<Vec<_>>()
            );
            answered > 0
        })
        .await;
        let inner = self.state.lock();
        inner.events.iter().find(|e| launched(e)).cloned().unwrap()
    }
}

/// A stand-in for the Discord client around an Activity: a page that frames `src` and plays
/// Discord's part of the Embedded App SDK's message protocol (SDK 2.5.0, `src/Discord.ts`):
/// the handshake answered with READY, AUTHORIZE with `code` (refused as the member declining
/// where `code` is `decline`), AUTHENTICATE with `user`, the instance's `participants`. It keeps every message the page sent in `window.sent`, so a
/// test can hold the page to the protocol. Served at the board's own origin (the SDK takes
/// messages only from there and from Discord's), through [`super::browser::Page::serve`].
pub fn client_page(src: &str, code: &str, user: Person, participants: &[Person]) -> String {
    let person = |p: &Person| {
        json!({"id": p.id.to_string(), "username": p.name,
        "discriminator": "0", "global_name": null, "flags": 0, "bot": false})
    };
    let config = json!({
        "src": src, "code": code, "app": APP_ID.to_string(),
        "user": {"id": user.id.to_string(), "username": user.name, "discriminator": "0",
                 "public_flags": 0, "global_name": null},
        "participants": participants.iter().map(person).collect::<Vec<_>>(),
    });
    CLIENT_PAGE.replace("CONFIG", &config.to_string())
}

const CLIENT_PAGE: &str = r#"<!doctype html>
<html><head><meta charset="utf-8"><title>Discord (the tests' stand-in)</title></head>
<body style="margin:0">
<iframe id="activity" style="width:1000px;height:880px;border:0"></iframe>
<script>
const config = CONFIG;
window.sent = [];
const frame = document.getElementById('activity');
const reply = (message) => frame.contentWindow.postMessage(message, location.origin);
window.addEventListener('message', (event) => {
  if (event.source !== frame.contentWindow || !Array.isArray(event.data)) return;
  const [op, p] = event.data;
  window.sent.push({ op, cmd: p.cmd ?? null, args: p.args ?? null, payload: p });
  if (op === 0) {
    reply([1, { cmd: 'DISPATCH', evt: 'READY', nonce: null, data: { v: 1, config: {
      api_endpoint: '//discord.com/api', environment: 'production', cdn_host: 'cdn.discordapp.com' } } }]);
    return;
  }
  if (op !== 1) return;
  if (p.cmd === 'AUTHORIZE' && config.code === 'decline') {
    // The member says no to the authorisation: the SDK's error reply.
    reply([1, { cmd: p.cmd, evt: 'ERROR', nonce: p.nonce,
      data: { code: 5000, message: 'the member declined' } }]);
    return;
  }
  let data = null;
  if (p.cmd === 'AUTHORIZE') data = { code: config.code };
  if (p.cmd === 'AUTHENTICATE') data = { access_token: p.args.access_token, user: config.user,
    scopes: ['identify'], expires: '2026-12-31T00:00:00.000Z',
    application: { id: config.app, name: 'Variants', description: '' } };
  if (p.cmd === 'GET_ACTIVITY_INSTANCE_CONNECTED_PARTICIPANTS') data = { participants: config.participants };
  if (p.cmd === 'SUBSCRIBE') data = { evt: p.evt };
  reply([1, { cmd: p.cmd, evt: null, nonce: p.nonce, data }]);
});
// Discord tells the page when someone joins or leaves (the test calls this).
window.participantsNow = (list) => reply([1, { cmd: 'DISPATCH',
  evt: 'ACTIVITY_INSTANCE_PARTICIPANTS_UPDATE', nonce: null, data: { participants: list } }]);
frame.src = config.src;
</script>
</body></html>
"#;
