//! The page's WebSocket: the game pushed to the page on every change, the player's moves in.
//!
//! The first message must be `{"t":"hello","link":SECRET}` within [`HELLO_WAIT`]; the link is
//! checked again with every state sent, so a revoked or expired link stops at the next
//! change. After it: `{"t":"move","move":TEXT,"ply":N}` plays `TEXT` on the board at ply `N`;
//! `{"t":"resign"|"draw"|"takeback"|"decline","ply":N}` does what the chat command does.
//! Everything is checked: a message over [`MAX_MESSAGE`] bytes closes the socket, more than
//! [`BURST`] messages at once are refused, anything that is not one of the two shapes is
//! answered with a refusal and changes nothing.

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use axum::{
    extract::{
        State, WebSocketUpgrade,
        ws::{Message, WebSocket},
    },
    response::Response,
};
use serde_json::Value;

use super::{Web, state};
use crate::{
    host::{PageAction, PageMoved, Refusal, RefusalKind},
    i18n::Lang,
    model::GameNo,
    store::news::Heard,
};

/// How long a new socket may take to say which link it is.
const HELLO_WAIT: Duration = Duration::from_secs(10);
/// The largest message read: a hello or a move is far smaller.
const MAX_MESSAGE: usize = 1_024;
/// How many messages may arrive at once before some are refused.
const BURST: f64 = 10.0;
/// How many more a second.
const REFILL: f64 = 4.0;
/// How many refused for arriving too fast before the socket is closed.
const MAX_FLOOD: u32 = 50;

/// The socket's read buffer: four of the largest message a page may send.
const READ_BUFFER: usize = 4 * MAX_MESSAGE;

/// `GET /socket`.
pub(super) async fn upgrade(State(web): State<Arc<Web>>, ws: WebSocketUpgrade) -> Response {
    // A page's messages are at most 1 KB: a small read buffer, not the default 128 KiB kept
    // (and zeroed before each read) by every open page (BENCHMARKS.md, "The board page").
    ws.max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .read_buffer_size(READ_BUFFER)
        .on_upgrade(move |socket| serve(web, socket))
}

/// A message the page sent, checked.
enum Said {
    Hello(String),
    Move { text: String, ply: u32 },
    Act { action: PageAction, ply: u32 },
}

/// `text` read as one of the page's messages.
fn read(text: &str) -> Option<Said> {
    let v: Value = serde_json::from_str(text).ok()?;
    match v.get("t")?.as_str()? {
        "hello" => Some(Said::Hello(v.get("link")?.as_str()?.to_owned())),
        "move" => {
            let text = v.get("move")?.as_str()?.to_owned();
            let ply = u32::try_from(v.get("ply")?.as_u64()?).ok()?;
            Some(Said::Move { text, ply })
        }
        kind @ ("resign" | "draw" | "takeback" | "decline") => {
            let action = match kind {
                "resign" => PageAction::Resign,
                "draw" => PageAction::Draw,
                "takeback" => PageAction::Takeback,
                _ => PageAction::Decline,
            };
            let ply = u32::try_from(v.get("ply")?.as_u64()?).ok()?;
            Some(Said::Act { action, ply })
        }
        _ => None,
    }
}

/// Messages arriving faster than a person plays are refused.
struct Pace {
    tokens: f64,
    at: Instant,
    refused: u32,
}

impl Pace {
    fn new() -> Pace {
        Pace { tokens: BURST, at: Instant::now(), refused: 0 }
    }

    /// Whether one more message may be read now.
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens = (self.tokens + now.duration_since(self.at).as_secs_f64() * REFILL).min(BURST);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            self.refused += 1;
            false
        }
    }
}

async fn send(socket: &mut WebSocket, value: &Value) -> bool {
    socket.send(Message::Text(value.to_string().into())).await.is_ok()
}

/// A refusal the page shows; `fatal` ones end the socket (the page does not reconnect).
async fn refuse(socket: &mut WebSocket, refusal: &Refusal, lang: Lang, fatal: bool) -> bool {
    let mut v = state::refused(refusal, lang);
    v["fatal"] = Value::Bool(fatal);
    send(socket, &v).await
}

fn not_understood() -> Refusal {
    Refusal::keyed(RefusalKind::BadArgument, "page-not-understood")
}

/// Runs `f` on the blocking pool (the host blocks).
async fn blocking<T: Send + 'static>(
    web: &Arc<Web>,
    f: impl FnOnce(&Web) -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    let web = web.clone();
    tokio::task::spawn_blocking(move || f(&web))
        .await
        .unwrap_or_else(|_| Err(Refusal::keyed(RefusalKind::Internal, "refusal-internal")))
}

/// Sends the page its state now; the game's number, or `None` once the link stopped working
/// (the refusal was sent) or the socket closed.
async fn push(web: &Arc<Web>, socket: &mut WebSocket, secret: &str, lang: Lang) -> Option<GameNo> {
    let secret = secret.to_owned();
    match blocking(web, move |w| w.host.page(&secret)).await {
        Ok(page) => send(socket, &state::state(&page)).await.then_some(page.row.id),
        Err(refusal) => {
            let fatal = refusal.kind == RefusalKind::NotAllowed;
            let _ = refuse(socket, &refusal, lang, fatal).await;
            (!fatal).then_some(GameNo(0))
        }
    }
}

async fn serve(web: Arc<Web>, mut socket: WebSocket) {
    let mut pace = Pace::new();
    // Subscribed before the first state is read, so no change falls between the two. (On
    // PostgreSQL the first subscription opens the listening connection: off the runtime.)
    let store = web.host.store().clone();
    let Ok(mut news) = tokio::task::spawn_blocking(move || store.listen()).await else { return };
    let hello = tokio::time::timeout(HELLO_WAIT, socket.recv()).await;
    let secret = match hello {
        Ok(Some(Ok(Message::Text(text)))) => match read(&text) {
            Some(Said::Hello(secret)) => secret,
            _ => {
                let _ = refuse(&mut socket, &not_understood(), Lang::EnUs, true).await;
                return;
            }
        },
        _ => return,
    };
    let lang = {
        let s = secret.clone();
        match blocking(&web, move |w| w.host.page_game(&s)).await {
            Ok((link, _)) => link.lang,
            Err(refusal) => {
                let _ = refuse(&mut socket, &refusal, Lang::EnUs, true).await;
                return;
            }
        }
    };
    let Some(mut game) = push(&web, &mut socket, &secret, lang).await else { return };
    loop {
        tokio::select! {
            heard = news.next() => match heard {
                Heard::Changed(g) if g != game => {}
                Heard::Changed(_) | Heard::Missed => {
                    let Some(g) = push(&web, &mut socket, &secret, lang).await else { return };
                    game = g;
                }
                Heard::Closed => return,
            },
            message = socket.recv() => {
                let text = match message {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    // A binary message is junk; a close, an error or an oversized message ends
                    // the socket.
                    Some(Ok(Message::Binary(_))) => {
                        if !refuse(&mut socket, &not_understood(), lang, false).await { return }
                        continue;
                    }
                    _ => return,
                };
                if !pace.take() {
                    if pace.refused > MAX_FLOOD {
                        return;
                    }
                    let slow = Refusal::keyed(RefusalKind::TooOften, "page-too-fast");
                    if !refuse(&mut socket, &slow, lang, false).await { return }
                    continue;
                }
                let arrived = web.host.stamp();
                let s = secret.clone();
                let played = match read(&text) {
                    Some(Said::Move { text, ply }) => {
                        blocking(&web, move |w| w.host.page_move(&s, &text, ply, arrived)).await
                    }
                    Some(Said::Act { action, ply }) => blocking(&web, move |w| {
                        let posted = w.host.page_action(&s, action, ply, arrived)?;
                        Ok(PageMoved::Played(Box::new(posted)))
                    })
                    .await,
                    _ => {
                        if !refuse(&mut socket, &not_understood(), lang, false).await { return }
                        continue;
                    }
                };
                match played {
                    Ok(PageMoved::Played(delivery)) => {
                        let outlet = web.outlet.clone();
                        // The post may take a while (an upload); the pages hear of the move
                        // from its commit, not from the post.
                        tokio::task::spawn_blocking(move || outlet(*delivery));
                    }
                    Ok(PageMoved::Already) => {}
                    Err(refusal) => {
                        if !refuse(&mut socket, &refusal, lang, false).await { return }
                        // The page may be behind: it gets the game as it stands.
                        let Some(g) = push(&web, &mut socket, &secret, lang).await else { return };
                        game = g;
                    }
                }
            }
        }
    }
}
