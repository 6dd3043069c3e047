//! The Discord double's servers: REST on one loopback port (hyper, HTTP/1.1) and, as
//! `discord.com` over TLS with Discord's rate limits, on another; the gateway websocket on a
//! third (tokio-tungstenite). Everything serenity sends is recorded in
//! [`Inner`]; any route the double does not know is answered 404 and recorded, so the test
//! fails on it.

use std::{
    collections::HashMap,
    convert::Infallible,
    sync::{Arc, Mutex, MutexGuard},
    time::Duration,
};

use futures_util::{SinkExt, StreamExt};
use http_body_util::{BodyExt, Full};
use hyper::{Method, Request, Response, StatusCode, body::Bytes, service::service_fn};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::{net::TcpListener, sync::mpsc};
use tokio_tungstenite::tungstenite::Message as Frame;

use super::{activity, limits, multipart, ratelimit, schema};

/// The application (bot) id the double gives serenity in READY.
pub const APP_ID: u64 = 900_000_000_000_000_001;

/// What the bot did in answer to an interaction or on its own.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Kind {
    /// `POST /interactions/{id}/{token}/callback` with this response type.
    Callback(u64),
    /// `PATCH /webhooks/{app}/{token}/messages/@original`.
    EditOriginal,
    /// `DELETE /webhooks/{app}/{token}/messages/@original`.
    DeleteOriginal,
    /// `POST /webhooks/{app}/{token}`.
    Followup,
    /// `POST /channels/{c}/messages`.
    ChannelMessage,
    /// `PATCH /channels/{c}/messages/{m}`.
    EditMessage,
    /// `POST /channels/{c}/threads`: a thread started without a message.
    StartThread,
    /// `PATCH /channels/{thread}`: a thread changed (archived).
    EditThread,
}

/// One recorded call.
#[derive(Debug, Clone)]
pub struct Event {
    /// What it was.
    pub kind: Kind,
    /// The interaction token it answered (empty for channel messages).
    pub token: String,
    /// Its JSON payload.
    pub payload: Value,
    /// The files it carried: (file name, bytes).
    pub files: Vec<(String, Vec<u8>)>,
    /// The message it created or changed, as the double stores it after the call.
    pub message: Option<Value>,
    /// Who it notified: the users a newly created message pings (edits ping nobody).
    pub pinged: Vec<u64>,
}

/// A failure Discord may answer a channel post or edit with, on demand.
/// <https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes>
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Fault {
    /// 429 Too Many Requests, with `retry_after` seconds in the body and the header.
    /// <https://discord.com/developers/docs/topics/rate-limits#exceeding-a-rate-limit>
    RateLimited(f64),
    /// 502 Bad Gateway: Discord itself failed.
    ServerError,
    /// 403, 50013 Missing Permissions: the bot may not post or edit there.
    MissingPermissions,
    /// 403, 50001 Missing Access: the bot cannot see the channel any more.
    MissingAccess,
    /// 400, 50083 "Operation cannot be performed on an archived thread".
    ArchivedThread,
}

impl Fault {
    fn reply(self) -> (Reply, u64) {
        let (status, code, message) = match self {
            Fault::RateLimited(after) => return (too_many_requests(after), 429),
            Fault::ServerError => (StatusCode::BAD_GATEWAY, 0, "502: Bad Gateway"),
            Fault::MissingPermissions => (StatusCode::FORBIDDEN, 50013, "Missing Permissions"),
            Fault::MissingAccess => (StatusCode::FORBIDDEN, 50001, "Missing Access"),
            Fault::ArchivedThread => (StatusCode::BAD_REQUEST, 50083, "Thread is archived"),
        };
        (json_reply(status, &json!({"message": message, "code": code})), code)
    }
}

/// An interaction the double dispatched.
#[derive(Debug, Clone)]
pub struct Sent {
    /// Its channel.
    pub channel: u64,
    /// For a button press, the message holding the button.
    pub message: Option<u64>,
    /// When it was sent, on the double's clock.
    pub at: Duration,
    /// Whether it got its one initial response.
    pub acknowledged: bool,
    /// Its `interaction_metadata`, as Discord sets it on the messages that answer it.
    pub metadata: Value,
    /// Its server (`None` in a DM).
    pub server: Option<u64>,
    /// Whether a server's install (or the bot's own DM) authorised it: else only a member's
    /// install did, and its follow-ups are limited.
    pub guild_install: bool,
    /// Follow-ups made so far.
    pub followups: usize,
}

/// A channel the bot is not in.
#[derive(Debug, Clone)]
pub struct Unreached {
    /// Its server (`None`: a DM or group DM between members).
    pub server: Option<u64>,
    /// Who is in it (a private channel's recipients).
    pub members: Vec<u64>,
    /// In a server: the members may not send messages there (Discord then shows the app's
    /// answers to each member alone).
    pub muted: bool,
}

/// "Apps are limited to 5 followup messages per interaction if it was initiated from a
/// user-installed app and isn't installed in the server".
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages>
pub const USER_INSTALL_FOLLOWUPS: usize = 5;

/// "Interaction tokens are valid for 15 minutes", and the initial response must come "within
/// 3 seconds of receiving" the interaction.
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction>
pub const RESPONSE_WINDOW: Duration = Duration::from_secs(3);
/// How long an interaction's token works for edits and follow-ups.
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

/// Discord's bit for a deferred response still "thinking" (`LOADING`, 1 << 7).
/// <https://discord.com/developers/docs/resources/message#message-object-message-flags>
const LOADING: u64 = 1 << 7;

/// Everything recorded.
#[derive(Debug, Default)]
pub struct Inner {
    /// Calls, in order.
    pub events: Vec<Event>,
    /// Messages by id.
    pub messages: HashMap<u64, Value>,
    /// The original response message of each interaction token.
    pub originals: HashMap<String, u64>,
    /// Interactions by token.
    pub sent: HashMap<String, Sent>,
    /// The last registered command list, and where (`None` = globally).
    pub commands: Option<(Option<u64>, Value)>,
    /// Routes the double does not know.
    pub unknown: Vec<String>,
    /// Requests refused for breaking Discord's documented limits (`limits.rs`), with why.
    pub rejected: Vec<String>,
    /// Command registrations tried (`PUT …/commands`), failed ones included.
    pub registrations: usize,
    /// How many registrations still to fail with a 500, as a Discord outage would.
    pub fail_registrations: usize,
    /// IDENTIFY payloads received.
    pub identifies: Vec<Value>,
    /// How many shards the bot must run (`GET /gateway/bot` says so); 0 counts as 1.
    pub shards: u32,
    /// The servers the bot is in (each sent as GUILD_CREATE on its shard).
    pub servers: Vec<u64>,
    /// READY events sent.
    pub readies: usize,
    /// RESUMEs received (a session taken up again on a new connection).
    pub resumes: usize,
    /// Attachment bytes by URL path.
    pub files: HashMap<String, Vec<u8>>,
    /// The double's clock: it moves only when a test moves it (`stall_…`), so no deadline
    /// depends on how fast the machine is.
    pub now: Duration,
    /// How long the bot is taken to have needed for its next initial response.
    pub stall_next_response: Option<Duration>,
    /// How long after its next initial response the bot is taken to have needed for the rest.
    pub stall_after_next_response: Option<Duration>,
    /// Failures the next channel posts and edits meet, in order (`Discord::fail_channel`).
    pub channel_faults: std::collections::VecDeque<Fault>,
    /// Failures the next thread starts meet, in order (`Discord::fail_threads`).
    pub thread_faults: std::collections::VecDeque<Fault>,
    /// The threads started, by id, as Discord describes them (archived ones included).
    pub threads: HashMap<u64, Value>,
    /// Requests Discord answered with an error it documents for the situation (an expired
    /// interaction, a second response): `(token, code)`. Not a test failure by themselves:
    /// the bot must cope with them.
    pub refused: Vec<(String, u64)>,
    /// The rate limit buckets of the HTTPS port.
    pub buckets: ratelimit::Buckets,
    /// Requests served on either REST port, and on the HTTPS port alone.
    pub requests: usize,
    pub requests_over_tls: usize,
    /// How long uploading a request's files takes, on the bot's own (manual) clock: Discord
    /// accepts a post with a picture only once it has it, and a live game's clock must not
    /// charge that to the player who waits for it.
    pub upload: Option<(bot::model::ManualClock, Duration)>,
    /// Whether the operator enabled Activities for the app (the EMBEDDED flag): Discord then
    /// gives it an entry point command, and keeps it.
    pub activities: bool,
    /// The app's global commands as Discord holds them (`GET …/commands` lists them).
    pub global: Vec<Value>,
    /// Activities: codes, members' tokens, instances ([`activity`]).
    pub activity: activity::Held,
    /// Channels the bot is not in (DMs and group DMs between members, servers that did not
    /// add it), reached only through members' installs: its posts there are refused.
    pub unreached: HashMap<u64, Unreached>,
    next_id: u64,
}

impl Inner {
    /// Records an interaction as dispatched now.
    pub fn sent(&mut self, token: &str, channel: u64, message: Option<u64>, interaction: &Value) {
        // What Discord puts on the messages that answer it: who asked, and how.
        let mut metadata = json!({
            "id": interaction["id"], "type": interaction["type"],
            // A member in a server; the user alone in direct messages.
            "user": if interaction["member"].is_null() { &interaction["user"] } else { &interaction["member"]["user"] },
        });
        if let Some(id) = message {
            metadata["interacted_message_id"] = json!(id.to_string());
        }
        let server = interaction["guild_id"].as_str().and_then(|s| s.parse().ok());
        let owners = &interaction["authorizing_integration_owners"];
        let guild_install = owners.get("0").is_some() || owners.as_object().is_none();
        metadata["authorizing_integration_owners"] = owners.clone();
        let sent = Sent {
            channel,
            message,
            at: self.now,
            acknowledged: false,
            metadata,
            server,
            guild_install,
            followups: 0,
        };
        self.sent.insert(token.to_owned(), sent);
    }

    /// A fresh snowflake-like id.
    pub fn id(&mut self) -> u64 {
        self.next_id += 1;
        1_100_000_000_000_000_000 + self.next_id
    }
}

/// One shard's live gateway connection: where its frames go, and its session's sequence.
#[derive(Debug)]
struct Connection {
    tx: mpsc::UnboundedSender<String>,
    seq: u64,
}

/// The double's shared state.
#[derive(Debug)]
pub struct State {
    inner: Mutex<Inner>,
    /// The live connection of each shard, by shard id.
    gateway: Mutex<HashMap<u32, Connection>>,
    /// The REST port.
    pub http_port: u16,
    /// The HTTPS port, serving as `discord.com` ([`TLS_CA`] trusted).
    pub https_port: u16,
    /// The websocket port.
    pub ws_port: u16,
}

/// The CA that signed the HTTPS port's certificate for `discord.com` (`tls/README.md`).
pub const TLS_CA: &[u8] = include_bytes!("tls/ca.der");

/// The HTTPS port's TLS set-up: the certificate for `discord.com`, HTTP/1.1.
fn tls_acceptor() -> tokio_rustls::TlsAcceptor {
    use tokio_rustls::rustls::{
        ServerConfig,
        crypto::ring,
        pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer},
    };
    let certificate = CertificateDer::from(include_bytes!("tls/discord.com.der").to_vec());
    let key = PrivatePkcs8KeyDer::from(include_bytes!("tls/discord.com.key.der").to_vec());
    let mut config = ServerConfig::builder_with_provider(Arc::new(ring::default_provider()))
        .with_safe_default_protocol_versions()
        .expect("TLS versions")
        .with_no_client_auth()
        .with_single_cert(vec![certificate], PrivateKeyDer::Pkcs8(key))
        .expect("the double's certificate");
    config.alpn_protocols = vec![b"http/1.1".to_vec()];
    tokio_rustls::TlsAcceptor::from(Arc::new(config))
}

impl State {
    /// The recorded state.
    pub fn lock(&self) -> MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// How many shards the double tells the bot to run (`GET /gateway/bot`), and accepts.
    pub fn shards(&self) -> u32 {
        self.lock().shards.max(1)
    }

    /// The shard Discord sends `data`'s events on: its server's, `(server_id >> 22) %
    /// shards`; shard 0 for direct messages.
    /// <https://discord.com/developers/docs/events/gateway#sharding>
    pub fn shard_of(&self, data: &Value) -> u32 {
        let server = data["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        server.map_or(0, |g| u32::try_from((g >> 22) % u64::from(self.shards())).unwrap_or(0))
    }

    /// Sends a dispatch event over the live connection of the shard its server is on, after
    /// checking that serenity can read it: serenity 0.12.5 turns an event it cannot read into
    /// `Event::Unknown` without a word, so an unreadable payload would only show up as a bot
    /// that never answers.
    pub fn dispatch(&self, event: &str, data: Value) -> Result<(), String> {
        readable(event, &data)?;
        self.dispatch_unchecked(event, data)
    }

    /// Sends a gateway opcode other than a dispatch (7 RECONNECT, 9 INVALID_SESSION) on
    /// every live connection.
    /// <https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-opcodes>
    pub fn send_op(&self, op: u8, d: Value) -> Result<(), String> {
        let shards: Vec<u32> = self.connections().keys().copied().collect();
        if shards.is_empty() {
            return Err("no gateway connection".to_owned());
        }
        for shard in shards {
            self.send_op_to(shard, op, d.clone())?;
        }
        Ok(())
    }

    /// Sends a gateway opcode on shard `shard`'s connection.
    pub fn send_op_to(&self, shard: u32, op: u8, d: Value) -> Result<(), String> {
        let frame = json!({"op": op, "d": d}).to_string();
        let gateway = self.connections();
        let connection =
            gateway.get(&shard).ok_or(format!("no gateway connection for shard {shard}"))?;
        connection.tx.send(frame).map_err(|_| format!("shard {shard}'s connection is closed"))
    }

    /// Sends a dispatch event as it is, on the shard its server is on.
    pub fn dispatch_unchecked(&self, event: &str, data: Value) -> Result<(), String> {
        let shard = self.shard_of(&data);
        self.dispatch_to(shard, event, data)
    }

    /// Sends a dispatch event on shard `shard`'s connection, numbered in its session.
    fn dispatch_to(&self, shard: u32, event: &str, data: Value) -> Result<(), String> {
        let mut gateway = self.connections();
        let connection =
            gateway.get_mut(&shard).ok_or(format!("no gateway connection for shard {shard}"))?;
        connection.seq += 1;
        let frame = json!({"op": 0, "s": connection.seq, "t": event, "d": data}).to_string();
        connection.tx.send(frame).map_err(|_| format!("shard {shard}'s connection is closed"))
    }

    fn connections(&self) -> MutexGuard<'_, HashMap<u32, Connection>> {
        self.gateway.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Whether serenity can read `data` as the payload of `event`.
pub fn readable(event: &str, data: &Value) -> Result<(), String> {
    use poise::serenity_prelude as serenity;
    let result = match event {
        "READY" => serde_json::from_value::<serenity::Ready>(data.clone()).map(drop),
        "INTERACTION_CREATE" => {
            serde_json::from_value::<serenity::Interaction>(data.clone()).map(drop)
        }
        "GUILD_CREATE" => serde_json::from_value::<serenity::Guild>(data.clone()).map(drop),
        _ => Ok(()),
    };
    result.map_err(|e| format!("serenity cannot read this {event}: {e}"))
}

/// Checks that serenity can read a message the double returns.
fn check_message(inner: &mut Inner, message: &Value) {
    use poise::serenity_prelude as serenity;
    if let Err(e) = serde_json::from_value::<serenity::Message>(message.clone()) {
        inner.unknown.push(format!("the double made a message serenity cannot read: {e}"));
    }
}

/// Binds the three ports and serves them until the test ends.
pub async fn start() -> Arc<State> {
    let http = TcpListener::bind("127.0.0.1:0").await.expect("bind REST port");
    let https = TcpListener::bind("127.0.0.1:0").await.expect("bind HTTPS port");
    let ws = TcpListener::bind("127.0.0.1:0").await.expect("bind gateway port");
    let state = Arc::new(State {
        inner: Mutex::new(Inner { servers: vec![super::GUILD], ..Inner::default() }),
        gateway: Mutex::new(HashMap::new()),
        http_port: http.local_addr().expect("REST address").port(),
        https_port: https.local_addr().expect("HTTPS address").port(),
        ws_port: ws.local_addr().expect("gateway address").port(),
    });
    let s = state.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = http.accept().await {
            let s = s.clone();
            tokio::spawn(async move {
                let service = service_fn(move |req| serve(s.clone(), req));
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    let s = state.clone();
    let acceptor = tls_acceptor();
    tokio::spawn(async move {
        while let Ok((stream, _)) = https.accept().await {
            let (s, acceptor) = (s.clone(), acceptor.clone());
            tokio::spawn(async move {
                let Ok(stream) = acceptor.accept(stream).await else { return };
                let service = service_fn(move |req| serve_limited(s.clone(), req));
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), service)
                    .await;
            });
        }
    });
    let s = state.clone();
    tokio::spawn(async move {
        while let Ok((stream, _)) = ws.accept().await {
            tokio::spawn(gateway(s.clone(), stream));
        }
    });
    state
}

// ---------------------------------------------------------------------------------------------
// Gateway

async fn gateway(state: Arc<State>, stream: tokio::net::TcpStream) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else { return };
    let (mut sink, mut frames) = ws.split();
    let hello = json!({"op": 10, "d": {"heartbeat_interval": 45_000}}).to_string();
    if sink.send(Frame::Text(hello)).await.is_err() {
        return;
    }
    // IDENTIFY, or RESUME of the session a RECONNECT or a dropped connection left.
    let (shard, resume) = loop {
        match frames.next().await {
            Some(Ok(Frame::Text(text))) => {
                let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                if v["op"] == 2 {
                    state.lock().identifies.push(v["d"].clone());
                    match identify_shard(&v["d"], state.shards()) {
                        Ok(shard) => break (shard, false),
                        Err((code, why)) => {
                            state.lock().rejected.push(why.clone());
                            let close = tokio_tungstenite::tungstenite::protocol::CloseFrame {
                                code: code.into(),
                                reason: why.into(),
                            };
                            let _ = sink.send(Frame::Close(Some(close))).await;
                            return;
                        }
                    }
                }
                if v["op"] == 6 {
                    // The session id names the shard (`identified`).
                    let session = v["d"]["session_id"].as_str().unwrap_or("");
                    let shard = session.rsplit('-').next().and_then(|n| n.parse().ok());
                    break (shard.unwrap_or(0), true);
                }
            }
            Some(Ok(_)) => {}
            _ => return,
        }
    };
    let (tx, mut rx) = mpsc::unbounded_channel::<String>();
    {
        let mut gateway = state.connections();
        // A resumed session's events keep counting; a new one's count from 1 again.
        let seq = if resume { gateway.get(&shard).map_or(0, |c| c.seq) } else { 0 };
        gateway.insert(shard, Connection { tx, seq });
    }
    if resume {
        if state.dispatch_to(shard, "RESUMED", json!({})).is_err() {
            return;
        }
        // Counted once the new connection carries events, so a test that waits for it can
        // send at once.
        state.lock().resumes += 1;
    } else if !identified(&state, shard).await {
        return;
    }
    loop {
        tokio::select! {
            frame = frames.next() => match frame {
                Some(Ok(Frame::Text(text))) => {
                    let v: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
                    if v["op"] == 1 {
                        let ack = json!({"op": 11}).to_string();
                        if sink.send(Frame::Text(ack)).await.is_err() { break; }
                    }
                }
                Some(Ok(Frame::Close(_))) | None | Some(Err(_)) => break,
                Some(Ok(_)) => {}
            },
            out = rx.recv() => match out {
                Some(text) => if sink.send(Frame::Text(text)).await.is_err() { break; },
                None => break,
            },
        }
    }
}

/// The shard an IDENTIFY asks for, or the close code and reason Discord answers a bad one
/// with: 4010 Invalid shard (not within the total, or another total than the bot was told
/// to run; Discord answers a total too small for the bot's servers with 4011 Sharding
/// required).
/// <https://discord.com/developers/docs/topics/opcodes-and-status-codes#gateway-gateway-close-event-codes>
fn identify_shard(identify: &Value, shards: u32) -> Result<u32, (u16, String)> {
    let pair = identify["shard"].as_array().map(|p| (p.first(), p.get(1)));
    let (id, total) = match pair {
        Some((Some(id), Some(total))) => {
            (id.as_u64().unwrap_or(u64::MAX), total.as_u64().unwrap_or(0))
        }
        // No shard: one shard of one.
        _ => (0, 1),
    };
    if total < u64::from(shards) {
        return Err((4011, format!("IDENTIFY with {total} shards; this bot needs {shards}")));
    }
    if total != u64::from(shards) || id >= total {
        return Err((4010, format!("IDENTIFY as shard [{id}, {total}] of {shards}")));
    }
    Ok(u32::try_from(id).unwrap_or(0))
}

/// A new session on shard `shard`: READY, then each of the bot's servers on that shard as
/// GUILD_CREATE. Whether all were sent.
async fn identified(state: &State, shard: u32) -> bool {
    let ws_url = format!("ws://127.0.0.1:{}", state.ws_port);
    let total = state.shards();
    let servers = state.lock().servers.clone();
    let servers: Vec<u64> = servers
        .into_iter()
        .filter(|&g| state.shard_of(&json!({"guild_id": g.to_string()})) == shard)
        .collect();
    let unavailable: Vec<Value> =
        servers.iter().map(|g| json!({"id": g.to_string(), "unavailable": true})).collect();
    let ready = json!({
        "v": 10,
        "user": {"id": APP_ID.to_string(), "username": "Variants", "bot": true},
        "guilds": unavailable,
        "session_id": format!("double-session-{shard}"),
        "resume_gateway_url": ws_url,
        "shard": [shard, total],
        "application": {"id": APP_ID.to_string(), "flags": 0},
    });
    if let Err(e) =
        readable("READY", &ready).and_then(|()| state.dispatch_to(shard, "READY", ready))
    {
        state.lock().unknown.push(e);
        return false;
    }
    // Each server, with its roles and channels, as Discord sends it after READY with the
    // GUILDS intent: what the bot knows of who can see which channel.
    for server in servers {
        let guild = super::guild_create(server);
        if let Err(e) = readable("GUILD_CREATE", &guild)
            .and_then(|()| state.dispatch_to(shard, "GUILD_CREATE", guild))
        {
            state.lock().unknown.push(e);
            return false;
        }
    }
    state.lock().readies += 1;
    true
}

// ---------------------------------------------------------------------------------------------
// REST

pub type Reply = Response<Full<Bytes>>;

pub fn json_reply(status: StatusCode, body: &Value) -> Reply {
    let mut r = Response::new(Full::new(Bytes::from(body.to_string())));
    *r.status_mut() = status;
    r.headers_mut().insert("content-type", "application/json".parse().expect("header"));
    r
}

/// 429 Too Many Requests, to try again after `after` seconds: in the body, and in the
/// `Retry-After` header as whole seconds.
/// <https://discord.com/developers/docs/topics/rate-limits#exceeding-a-rate-limit>
fn too_many_requests(after: f64) -> Reply {
    let body =
        json!({"message": "You are being rate limited.", "retry_after": after, "global": false});
    let mut r = json_reply(StatusCode::TOO_MANY_REQUESTS, &body);
    let seconds = after.ceil().to_string();
    r.headers_mut().insert("retry-after", seconds.parse().expect("header"));
    r.headers_mut().insert("x-ratelimit-scope", "user".parse().expect("header"));
    r
}

fn no_content() -> Reply {
    let mut r = Response::new(Full::new(Bytes::new()));
    *r.status_mut() = StatusCode::NO_CONTENT;
    r
}

/// Serves a request as Discord does, within its rate limits ([`ratelimit`]): over its
/// bucket's limit, 429 with when to try again.
async fn serve_limited(
    state: Arc<State>,
    req: Request<hyper::body::Incoming>,
) -> Result<Reply, Infallible> {
    let bucket = ratelimit::bucket(req.method(), req.uri().path());
    let verdict = {
        let mut inner = state.lock();
        inner.requests_over_tls += 1;
        inner.buckets.take(&bucket)
    };
    let (mut reply, headers) = match verdict {
        ratelimit::Verdict::Served(headers) => (serve(state, req).await?, headers),
        ratelimit::Verdict::Limited(after, headers) => {
            (too_many_requests(after.as_secs_f64()), headers)
        }
    };
    for (name, value) in headers {
        reply.headers_mut().insert(name, value.parse().expect("header"));
    }
    Ok(reply)
}

/// The bot tokens the double's application has (the tests' bots and clients use these).
pub const KNOWN_TOKENS: [&str; 2] = ["test-token", "double-token"];

async fn serve(
    state: Arc<State>,
    req: Request<hyper::body::Incoming>,
) -> Result<Reply, Infallible> {
    state.lock().requests += 1;
    let method = req.method().clone();
    let path = req.uri().path().to_owned();
    let query = req.uri().query().map(str::to_owned);
    let content_type =
        req.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_owned();
    // Discord answers a bot token it does not know with 401 on every route the token is sent
    // to (the attachments' route stands for its CDN, which takes none).
    let authorization =
        req.headers().get("authorization").and_then(|v| v.to_str().ok()).map(str::to_owned);
    // A member's OAuth2 token reads who they are, and nothing else here.
    if let Some(token) = authorization.as_deref().and_then(|a| a.strip_prefix("Bearer ")) {
        if method == Method::GET && path == "/api/v10/users/@me" {
            return Ok(activity::me(&state.lock(), token));
        }
        let body = json!({"message": "401: Unauthorized", "code": 0});
        return Ok(json_reply(StatusCode::UNAUTHORIZED, &body));
    }
    if let Some(auth) = &authorization
        && !KNOWN_TOKENS.iter().any(|t| auth == &format!("Bot {t}"))
    {
        let body = json!({"message": "401: Unauthorized", "code": 0});
        return Ok(json_reply(StatusCode::UNAUTHORIZED, &body));
    }
    let body = req.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
    // OAuth2 is not in the OpenAPI description: its own rules ([`activity::token`]).
    if method == Method::POST && path == "/api/v10/oauth2/token" {
        return Ok(activity::token(&mut state.lock(), &content_type, &body));
    }
    let (payload, files) = match multipart::read(&content_type, &body) {
        Ok(b) => b,
        Err(e) => {
            state.lock().unknown.push(format!("{method} {path}: unreadable body: {e}"));
            return Ok(json_reply(StatusCode::BAD_REQUEST, &json!({"message": e, "code": 0})));
        }
    };
    if !files.is_empty()
        && let Some((clock, takes)) = &state.lock().upload
    {
        clock.advance(*takes);
    }
    let parts: Vec<String> = files.iter().map(|(part, _, _)| part.clone()).collect();
    let files: Vec<(String, Vec<u8>)> =
        files.into_iter().map(|(_, name, bytes)| (name, bytes)).collect();
    // The attachments' own route stands for Discord's CDN, which is not part of the API.
    if !path.starts_with("/attachments/") {
        let request = schema::Request {
            method: method.as_str(),
            path: &path,
            query: query.as_deref(),
            content_type: &content_type,
            body: &payload,
            parts: &parts,
        };
        match schema::spec().check(&request) {
            Ok(()) => {}
            Err(schema::Refusal::NoRoute(why)) => {
                state.lock().unknown.push(why);
                let body = json!({"message": "404: Not Found", "code": 0});
                return Ok(json_reply(StatusCode::NOT_FOUND, &body));
            }
            Err(schema::Refusal::Invalid(wrong)) => {
                return Ok(refuse(&state, &method, &path, wrong));
            }
        }
    }
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let breaches = match (&method, segments.as_slice()) {
        (&Method::POST, ["interactions", _, _, "callback"]) => limits::callback(&payload),
        (&Method::PATCH, ["webhooks", _, _, "messages", _])
        | (&Method::POST, ["webhooks", _, _])
        | (&Method::POST, ["channels", _, "messages"])
        | (&Method::PATCH, ["channels", _, "messages", _]) => limits::message(&payload),
        (&Method::PUT, ["applications", _, "commands"])
        | (&Method::PUT, ["applications", _, "guilds", _, "commands"]) => {
            limits::commands(&payload)
        }
        _ => Vec::new(),
    };
    if !breaches.is_empty() {
        return Ok(refuse(&state, &method, &path, breaches));
    }
    // Not a member: "Missing Access", for a post, an edit or a thread alike.
    if let (&Method::POST, ["channels", channel, "messages" | "threads"])
    | (&Method::PATCH, ["channels", channel, "messages", _]) = (&method, segments.as_slice())
    {
        let mut inner = state.lock();
        if channel.parse().ok().is_some_and(|c: u64| inner.unreached.contains_key(&c)) {
            inner.refused.push((format!("channel {channel}"), 50001));
            let body = json!({"message": "Missing Access", "code": 50001});
            return Ok(json_reply(StatusCode::FORBIDDEN, &body));
        }
    }
    if let (&Method::POST, ["channels", channel, "messages"])
    | (&Method::PATCH, ["channels", channel, "messages", _]) = (&method, segments.as_slice())
    {
        let mut inner = state.lock();
        if let Some(fault) = inner.channel_faults.pop_front() {
            let (reply, code) = fault.reply();
            inner.refused.push((format!("channel {channel}"), code));
            return Ok(reply);
        }
        // An archived thread takes nothing until it is unarchived.
        let archived = channel.parse().ok().and_then(|c: u64| inner.threads.get(&c).cloned());
        if archived.is_some_and(|t| t["thread_metadata"]["archived"] == json!(true)) {
            let (reply, code) = Fault::ArchivedThread.reply();
            inner.refused.push((format!("channel {channel}"), code));
            return Ok(reply);
        }
    }
    let reply = match (&method, segments.as_slice()) {
        // <https://discord.com/developers/docs/resources/user#get-current-user>
        (&Method::GET, ["users", "@me"]) => json_reply(
            StatusCode::OK,
            &json!({
                "id": APP_ID.to_string(), "username": "Variants", "discriminator": "0",
                "global_name": null, "avatar": null, "bot": true,
            }),
        ),
        (&Method::GET, ["gateway"]) => {
            json_reply(StatusCode::OK, &json!({"url": format!("ws://127.0.0.1:{}", state.ws_port)}))
        }
        // <https://discord.com/developers/docs/events/gateway#get-gateway-bot>
        (&Method::GET, ["gateway", "bot"]) => json_reply(
            StatusCode::OK,
            &json!({
                "url": format!("ws://127.0.0.1:{}", state.ws_port),
                "shards": state.shards(),
                "session_start_limit": {
                    "total": 1000, "remaining": 999, "reset_after": 14_400_000,
                    "max_concurrency": 1,
                },
            }),
        ),
        (&Method::PUT, ["applications", _, "guilds", guild, "commands"]) => {
            register(&state, guild.parse().ok(), payload)
        }
        (&Method::PUT, ["applications", _, "commands"]) => register(&state, None, payload),
        // <https://discord.com/developers/docs/interactions/application-commands#get-global-application-commands>
        (&Method::GET, ["applications", _, "commands"]) => {
            json_reply(StatusCode::OK, &Value::Array(state.lock().global.clone()))
        }
        (&Method::POST, ["interactions", _, token, "callback"]) => {
            callback(&state, token, payload, files)
        }
        (&Method::GET, ["applications", app, "activity-instances", id]) => {
            activity::instance(&mut state.lock(), app, id)
        }
        (_, ["webhooks", _, token, ..]) if !token_works(&mut state.lock(), token) => json_reply(
            StatusCode::UNAUTHORIZED,
            &json!({"message": "Invalid Webhook Token", "code": 50027}),
        ),
        (&Method::PATCH, ["webhooks", _, token, "messages", "@original"]) => {
            match edit_original(&state, token, payload, files) {
                Some(message) => json_reply(StatusCode::OK, &message),
                None => unknown_message(),
            }
        }
        (&Method::GET, ["webhooks", _, token, "messages", "@original"]) => {
            let inner = state.lock();
            match inner.originals.get(*token).and_then(|id| inner.messages.get(id)) {
                Some(message) => json_reply(StatusCode::OK, message),
                None => unknown_message(),
            }
        }
        (&Method::DELETE, ["webhooks", _, token, "messages", "@original"]) => {
            let mut inner = state.lock();
            if let Some(id) = inner.originals.get(*token).copied() {
                inner.messages.remove(&id);
            }
            record(&mut inner, Kind::DeleteOriginal, token, Value::Null, Vec::new(), None);
            no_content()
        }
        (&Method::POST, ["webhooks", _, token]) => {
            let mut inner = state.lock();
            let limited = inner.sent.get_mut(*token).is_some_and(|s| {
                s.followups += 1;
                !s.guild_install && s.followups > USER_INSTALL_FOLLOWUPS
            });
            if limited {
                let why = "This interaction has hit the maximum number of follow up messages";
                discord_error(&mut inner, token, StatusCode::BAD_REQUEST, 40094, why)
            } else {
                let message = followup(&mut inner, token, payload, files);
                json_reply(StatusCode::OK, &message)
            }
        }
        (&Method::POST, ["channels", channel, "messages"]) => {
            let mut inner = state.lock();
            let channel = channel.parse().unwrap_or(0);
            let message = new_message(&mut inner, channel, &payload, &files, None);
            record(&mut inner, Kind::ChannelMessage, "", payload, files, Some(message.clone()));
            json_reply(StatusCode::OK, &message)
        }
        (&Method::PATCH, ["channels", _, "messages", id]) => {
            let mut inner = state.lock();
            let id = id.parse().unwrap_or(0);
            match update_message(&mut inner, id, &payload, &files) {
                Some(message) => {
                    record(
                        &mut inner,
                        Kind::EditMessage,
                        "",
                        payload,
                        files,
                        Some(message.clone()),
                    );
                    json_reply(StatusCode::OK, &message)
                }
                None => unknown_message(),
            }
        }
        (&Method::POST, ["channels", channel, "threads"]) => {
            start_thread(&state, channel.parse().unwrap_or(0), payload)
        }
        (&Method::PATCH, ["channels", thread]) => {
            edit_thread(&mut state.lock(), thread.parse().unwrap_or(0), payload)
        }
        (&Method::GET, ["attachments", ..]) => match state.lock().files.get(&path) {
            Some(bytes) => {
                let mut r = Response::new(Full::new(Bytes::from(bytes.clone())));
                r.headers_mut().insert("content-type", "image/png".parse().expect("header"));
                r
            }
            None => unknown_message(),
        },
        _ => {
            state.lock().unknown.push(format!("{method} {path}"));
            json_reply(StatusCode::NOT_FOUND, &json!({"message": "404: Not Found", "code": 0}))
        }
    };
    Ok(reply)
}

/// `POST /channels/{channel}/threads` without a message: a thread of `channel`, unless a
/// fault was asked for, or `channel` is itself a thread (Discord: 50024, "Cannot execute
/// action on this channel type"). The bot learns of it as Discord tells it, by THREAD_CREATE.
/// <https://discord.com/developers/docs/resources/channel#start-thread-without-message>
fn start_thread(state: &State, channel: u64, payload: Value) -> Reply {
    let mut inner = state.lock();
    if let Some(fault) = inner.thread_faults.pop_front() {
        let (reply, code) = fault.reply();
        inner.refused.push((format!("thread in {channel}"), code));
        return reply;
    }
    if inner.threads.contains_key(&channel) {
        let body = json!({"message": "Cannot execute action on this channel type", "code": 50024});
        inner.refused.push((format!("thread in {channel}"), 50024));
        return json_reply(StatusCode::BAD_REQUEST, &body);
    }
    let id = inner.id();
    let thread = json!({
        "id": id.to_string(),
        "type": payload.get("type").cloned().unwrap_or(json!(12)),
        "guild_id": super::server_of(channel).to_string(),
        "parent_id": channel.to_string(),
        "owner_id": APP_ID.to_string(),
        "name": payload["name"],
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": false,
            "auto_archive_duration": payload.get("auto_archive_duration").cloned().unwrap_or(json!(4320)),
            "archive_timestamp": "2026-11-22T12:00:00.000000+00:00",
            "locked": false,
            "create_timestamp": "2026-11-22T12:00:00.000000+00:00",
        },
    });
    inner.threads.insert(id, thread.clone());
    record(&mut inner, Kind::StartThread, "", payload, Vec::new(), Some(thread.clone()));
    drop(inner);
    let mut created = thread.clone();
    created["newly_created"] = json!(true);
    state.dispatch("THREAD_CREATE", created).expect("THREAD_CREATE");
    json_reply(StatusCode::CREATED, &thread)
}

/// `PATCH /channels/{thread}`: a thread archived (or unarchived, locked, renamed).
/// <https://discord.com/developers/docs/resources/channel#modify-channel-json-params-thread>
fn edit_thread(inner: &mut Inner, id: u64, payload: Value) -> Reply {
    let Some(mut thread) = inner.threads.get(&id).cloned() else {
        let body = json!({"message": "Unknown Channel", "code": 10003});
        return json_reply(StatusCode::NOT_FOUND, &body);
    };
    for key in ["archived", "locked", "auto_archive_duration"] {
        if let Some(v) = payload.get(key) {
            thread["thread_metadata"][key] = v.clone();
        }
    }
    if let Some(name) = payload.get("name") {
        thread["name"] = name.clone();
    }
    inner.threads.insert(id, thread.clone());
    record(inner, Kind::EditThread, "", payload, Vec::new(), Some(thread.clone()));
    json_reply(StatusCode::OK, &thread)
}

/// A request Discord would refuse, answered as Discord answers an invalid form body; the test
/// fails with the reasons.
fn refuse(state: &State, method: &Method, path: &str, reasons: Vec<String>) -> Reply {
    state.lock().rejected.push(format!("{method} {path}: {}", reasons.join("; ")));
    let body = json!({"code": 50035, "message": "Invalid Form Body", "errors": reasons});
    json_reply(StatusCode::BAD_REQUEST, &body)
}

/// A command registration: stored, or failed on demand (`fail_registrations`), or refused
/// where Discord refuses it (an entry point where it may not be, or one left out).
fn register(state: &State, guild: Option<u64>, commands: Value) -> Reply {
    let wrong = entry_point_breaches(&state.lock(), guild, &commands);
    if !wrong.is_empty() {
        return refuse(state, &Method::PUT, "…/commands", wrong);
    }
    let mut inner = state.lock();
    inner.registrations += 1;
    if inner.fail_registrations > 0 {
        inner.fail_registrations -= 1;
        let body = json!({"message": "500: Internal Server Error", "code": 0});
        return json_reply(StatusCode::INTERNAL_SERVER_ERROR, &body);
    }
    let list = commands.as_array().cloned().unwrap_or_default();
    let is_entry = |c: &Value| c["type"] == json!(4);
    if guild.is_none() && inner.global.iter().any(is_entry) && !list.iter().any(is_entry) {
        // <https://github.com/serenity-rs/serenity/issues/2993>: the code Discord answers.
        let why = "You cannot remove this app's Entry Point command in a bulk update \
                   operation. Please include the Entry Point command in your update request or \
                   delete it separately.";
        inner.rejected.push(format!("PUT global commands: 50240 {why}"));
        let body = json!({"code": 50240, "message": why});
        return json_reply(StatusCode::BAD_REQUEST, &body);
    }
    if guild.is_none() {
        let held: Vec<Value> = list.iter().map(|c| held_command(&mut inner, c)).collect();
        inner.global = held;
    }
    inner.commands = Some((guild, commands));
    json_reply(StatusCode::OK, &json!([]))
}

/// What Discord documents of entry points that a command list breaks: only one, only global,
/// only for an app with Activities, and a `handler` on nothing else.
/// <https://discord.com/developers/docs/interactions/application-commands#entry-point-commands>
fn entry_point_breaches(inner: &Inner, guild: Option<u64>, commands: &Value) -> Vec<String> {
    let list = commands.as_array().cloned().unwrap_or_default();
    let entries = list.iter().filter(|c| c["type"] == json!(4)).count();
    let mut wrong = Vec::new();
    if list.iter().any(|c| c["type"] != json!(4) && !c["handler"].is_null()) {
        wrong.push("handler: only an entry point (type 4) has one".to_owned());
    }
    if entries > 0 && guild.is_some() {
        wrong.push("an app cannot have a PRIMARY_ENTRY_POINT guild command".to_owned());
    }
    if entries > 1 {
        wrong.push("an app has at most one entry point command".to_owned());
    }
    if entries > 0 && !inner.activities {
        wrong.push("an entry point needs Activities enabled for the app".to_owned());
    }
    wrong
}

/// `command` as Discord holds and lists it: with its id, application and version.
pub fn held_command(inner: &mut Inner, command: &Value) -> Value {
    inner.next_id += 1;
    let mut held = command.clone();
    let fields = [
        ("id", json!((710_000_000_000_000_000u64 + inner.next_id).to_string())),
        ("application_id", json!(APP_ID.to_string())),
        ("version", json!((720_000_000_000_000_000u64 + inner.next_id).to_string())),
        ("description", command.get("description").cloned().unwrap_or(json!(""))),
        ("type", command.get("type").cloned().unwrap_or(json!(1))),
    ];
    for (name, value) in fields {
        held[name] = value;
    }
    held
}

fn unknown_message() -> Reply {
    json_reply(StatusCode::NOT_FOUND, &json!({"message": "Unknown Message", "code": 10008}))
}

fn record(
    inner: &mut Inner,
    kind: Kind,
    token: &str,
    payload: Value,
    files: Vec<(String, Vec<u8>)>,
    message: Option<Value>,
) {
    let pinged = match kind {
        Kind::Callback(4) => limits::pinged(&payload["data"]),
        Kind::Followup | Kind::ChannelMessage => limits::pinged(&payload),
        _ => Vec::new(),
    };
    inner.events.push(Event { kind, token: token.to_owned(), payload, files, message, pinged });
}

/// Whether an interaction token still works for edits and follow-ups: it must have had its
/// initial response, and it lasts 15 minutes. A token that no longer works is recorded in
/// `refused` with Discord's code for it.
fn token_works(inner: &mut Inner, token: &str) -> bool {
    let now = inner.now;
    let works = inner
        .sent
        .get(token)
        .is_some_and(|s| s.acknowledged && now.saturating_sub(s.at) <= TOKEN_LIFETIME);
    if !works {
        inner.refused.push((token.to_owned(), 50027));
    }
    works
}

/// Discord's answer to an error it documents, recorded in `refused`.
fn discord_error(
    inner: &mut Inner,
    token: &str,
    status: StatusCode,
    code: u64,
    message: &str,
) -> Reply {
    inner.refused.push((token.to_owned(), code));
    json_reply(status, &json!({"message": message, "code": code}))
}

/// An interaction response: a new message (4), a deferred one (5), an update of the button's
/// message (6 deferred, 7 now), or autocomplete choices (8). Discord takes one per
/// interaction, within 3 seconds: a second gets 40060, a late one 10062.
fn callback(state: &State, token: &str, payload: Value, files: Vec<(String, Vec<u8>)>) -> Reply {
    let mut inner = state.lock();
    if let Some(stall) = inner.stall_next_response.take() {
        inner.now += stall;
    }
    let now = inner.now;
    let (acknowledged, late) = match inner.sent.get(token) {
        Some(s) => (s.acknowledged, now.saturating_sub(s.at) > RESPONSE_WINDOW),
        None => (false, true),
    };
    if acknowledged {
        let why = "Interaction has already been acknowledged.";
        return discord_error(&mut inner, token, StatusCode::BAD_REQUEST, 40060, why);
    }
    if late {
        return discord_error(
            &mut inner,
            token,
            StatusCode::NOT_FOUND,
            10062,
            "Unknown interaction",
        );
    }
    if let Some(s) = inner.sent.get_mut(token) {
        s.acknowledged = true;
    }
    if let Some(stall) = inner.stall_after_next_response.take() {
        inner.now += stall;
    }
    let kind = payload["type"].as_u64().unwrap_or(0);
    let data = payload.get("data").cloned().unwrap_or(Value::Null);
    let sent = inner.sent.get(token).cloned();
    let message = match kind {
        4 | 5 => {
            let channel = sent.as_ref().map_or(0, |s| s.channel);
            let mut data = data.clone();
            if kind == 5 {
                // The placeholder "thinks" until it is edited or followed up.
                data["flags"] = json!(data["flags"].as_u64().unwrap_or(0) | LOADING);
            }
            let answering = sent.as_ref().map(|s| &s.metadata);
            let message = new_message(&mut inner, channel, &data, &files, answering);
            let id = message_id(&message);
            inner.originals.insert(token.to_owned(), id);
            Some(message)
        }
        // "Only available for apps with Activities enabled".
        12 if !inner.activities => {
            let why = "Activities are not enabled for this application";
            inner.rejected.push(format!("LAUNCH_ACTIVITY: {why}"));
            return discord_error(&mut inner, token, StatusCode::BAD_REQUEST, 50035, why);
        }
        12 => {
            let (channel, server) = sent.as_ref().map_or((0, None), |s| (s.channel, s.server));
            let user = sent.as_ref().and_then(|s| s.metadata["user"]["id"].as_str()?.parse().ok());
            inner.activity.launch(channel, server, user.unwrap_or(0));
            None
        }
        6 | 7 => {
            let id = sent.as_ref().and_then(|s| s.message).unwrap_or(0);
            inner.originals.insert(token.to_owned(), id);
            if kind == 7 { update_message(&mut inner, id, &data, &files) } else { None }
        }
        _ => None,
    };
    record(&mut inner, Kind::Callback(kind), token, payload, files, message);
    no_content()
}

/// A follow-up message. As on Discord, the first follow-up after a deferral ("thinking…") does
/// not make a new message: it becomes the placeholder, which keeps its own visibility — a
/// follow-up marked ephemeral after a public deferral is public.
/// <https://discord.com/developers/docs/interactions/receiving-and-responding#create-followup-message>
fn followup(
    inner: &mut Inner,
    token: &str,
    payload: Value,
    files: Vec<(String, Vec<u8>)>,
) -> Value {
    let original = inner.originals.get(token).copied();
    let thinking = original
        .and_then(|id| inner.messages.get(&id))
        .and_then(|m| m["flags"].as_u64())
        .is_some_and(|f| f & LOADING != 0);
    let message = match original {
        Some(id) if thinking => {
            let mut edit = payload.clone();
            if let Some(fields) = edit.as_object_mut() {
                fields.remove("flags");
            }
            update_message(inner, id, &edit, &files).unwrap_or(Value::Null)
        }
        _ => {
            let sent = inner.sent.get(token).cloned();
            let channel = sent.as_ref().map_or(0, |s| s.channel);
            new_message(inner, channel, &payload, &files, sent.as_ref().map(|s| &s.metadata))
        }
    };
    record(inner, Kind::Followup, token, payload, files, Some(message.clone()));
    message
}

fn edit_original(
    state: &State,
    token: &str,
    payload: Value,
    files: Vec<(String, Vec<u8>)>,
) -> Option<Value> {
    let mut inner = state.lock();
    let id = *inner.originals.get(token)?;
    let message = update_message(&mut inner, id, &payload, &files)?;
    record(&mut inner, Kind::EditOriginal, token, payload, files, Some(message.clone()));
    Some(message)
}

pub fn message_id(message: &Value) -> u64 {
    message["id"].as_str().and_then(|s| s.parse().ok()).unwrap_or(0)
}

/// Stores the files as attachments served by the double, in the order of the payload's
/// `attachments` list.
fn attachments(inner: &mut Inner, port_hint: &str, files: &[(String, Vec<u8>)]) -> Vec<Value> {
    files
        .iter()
        .map(|(name, bytes)| {
            let id = inner.id();
            let path = format!("/attachments/{id}/{name}");
            inner.files.insert(path.clone(), bytes.clone());
            json!({
                "id": id.to_string(), "filename": name, "size": bytes.len(),
                "url": format!("{port_hint}{path}"), "proxy_url": format!("{port_hint}{path}"),
                "content_type": "image/png",
            })
        })
        .collect()
}

/// A message the bot posts; `answering` is the `interaction_metadata` of the interaction it
/// answers, which Discord sets on it (none for a plain channel message).
fn new_message(
    inner: &mut Inner,
    channel: u64,
    data: &Value,
    files: &[(String, Vec<u8>)],
    answering: Option<&Value>,
) -> Value {
    let id = inner.id();
    let attachments = attachments(inner, "http://127.0.0.1", files);
    let mut message = json!({
        "id": id.to_string(),
        "channel_id": channel.to_string(),
        "author": {"id": APP_ID.to_string(), "username": "Variants", "bot": true},
        "content": data.get("content").cloned().unwrap_or(json!("")),
        "timestamp": "2026-11-22T12:00:00.000000+00:00",
        "edited_timestamp": null,
        "tts": false,
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": [],
        "pinned": false,
        "type": 0,
        "flags": data.get("flags").cloned().unwrap_or(json!(0)),
        "components": data.get("components").cloned().unwrap_or(json!([])),
    });
    if let Some(metadata) = answering {
        message["interaction_metadata"] = metadata.clone();
    }
    // Where members may not send messages and the bot was not added, Discord's client shows
    // the app's answers to their member alone, whatever the app asked.
    if answering.is_some() && inner.unreached.get(&channel).is_some_and(|u| u.muted) {
        message["flags"] = json!(message["flags"].as_u64().unwrap_or(0) | 64);
    }
    check_message(inner, &message);
    inner.messages.insert(id, message.clone());
    message
}

/// Applies an edit: fields present replace the message's; new files replace its attachments
/// unless the payload lists attachments to keep.
fn update_message(
    inner: &mut Inner,
    id: u64,
    data: &Value,
    files: &[(String, Vec<u8>)],
) -> Option<Value> {
    let mut message = inner.messages.get(&id)?.clone();
    for key in ["content", "components", "flags"] {
        if let Some(v) = data.get(key) {
            message[key] = v.clone();
        }
    }
    let kept: Vec<Value> = match data.get("attachments").and_then(Value::as_array) {
        // Entries with an id of an existing attachment keep it; new ones are the files.
        Some(list) => {
            let existing = message["attachments"].as_array().cloned().unwrap_or_default();
            existing
                .into_iter()
                .filter(|a| {
                    list.iter().any(|k| k["id"].as_str() == a["id"].as_str() && a["id"].is_string())
                })
                .collect()
        }
        None if files.is_empty() => message["attachments"].as_array().cloned().unwrap_or_default(),
        None => Vec::new(),
    };
    let mut all = kept;
    all.extend(attachments(inner, "http://127.0.0.1", files));
    message["attachments"] = Value::Array(all);
    message["edited_timestamp"] = json!("2026-11-22T12:00:01.000000+00:00");
    // An edit ends a deferral's "thinking".
    if let Some(flags) = message["flags"].as_u64() {
        message["flags"] = json!(flags & !LOADING);
    }
    check_message(inner, &message);
    inner.messages.insert(id, message.clone());
    Some(message)
}
