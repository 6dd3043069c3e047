//! The page's WebSocket: the game pushed to the page on every change, the player's moves in.
//!
//! The first message must be `{"t":"hello","link":SECRET}` within [`HELLO_WAIT`]; the link is
//! checked again with every state sent, so a revoked or expired link stops at the next
//! change. After it: `{"t":"move","move":TEXT,"ply":N}` plays `TEXT` on the board at ply `N`;
//! `{"t":"resign"|"draw"|"takeback"|"decline","ply":N}` does what the chat command does.
//! A lessons link's socket ([`serve_lesson`]) takes `{"t":"move","move":TEXT,"ply":N,
//! "exercise":E,"tag":G}` (a move in exercise `E` on try `G`, as its state named them) and
//! `{"t":"exercise","n":E}` (exercise `E` from its start), and answers each with the
//! lesson's state.
//! Everything is checked: a message over [`MAX_MESSAGE`] bytes closes the socket, more than
//! [`BURST`] messages at once are refused, anything that is not one of these shapes is
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

use super::{Web, blocking, state};
use crate::{
    host::{LessonAction, PageAction, PageMoved, Refusal, RefusalKind},
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
    Move { text: String, ply: u32, lesson: Option<(u32, u32)> },
    Act { action: PageAction, ply: u32 },
    Exercise(u32),
}

/// What to do with what arrived on the socket.
enum Incoming {
    /// End the socket.
    Close,
    /// Nothing more (answered already, or a ping).
    Skip,
    /// A message to act on.
    Said(Said),
}

/// `text` read as one of the page's messages.
fn read(text: &str) -> Option<Said> {
    let v: Value = serde_json::from_str(text).ok()?;
    match v.get("t")?.as_str()? {
        "hello" => Some(Said::Hello(v.get("link")?.as_str()?.to_owned())),
        "move" => {
            let text = v.get("move")?.as_str()?.to_owned();
            let ply = u32::try_from(v.get("ply")?.as_u64()?).ok()?;
            // A lesson's move names its exercise and try; a game's names neither.
            let number =
                |key: &str| v.get(key).map(|n| n.as_u64().and_then(|n| u32::try_from(n).ok()));
            let lesson = match (number("exercise"), number("tag")) {
                (None, None) => None,
                (Some(exercise), Some(tag)) => Some((exercise?, tag?)),
                _ => return None,
            };
            Some(Said::Move { text, ply, lesson })
        }
        "exercise" => Some(Said::Exercise(u32::try_from(v.get("n")?.as_u64()?).ok()?)),
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

/// Messages arriving faster than a person plays are refused: a bucket of `burst` messages,
/// refilled by `refill` a second.
pub(super) struct Pace {
    tokens: f64,
    at: Instant,
    burst: f64,
    refill: f64,
    refused: u32,
}

impl Pace {
    /// A socket's pace: [`BURST`] at once, [`REFILL`] a second.
    fn new() -> Pace {
        Pace::of(BURST, REFILL)
    }

    /// `burst` at once, `refill` more a second.
    pub(super) fn of(burst: f64, refill: f64) -> Pace {
        Pace { tokens: burst, at: Instant::now(), burst, refill, refused: 0 }
    }

    /// Whether one more message may be read now.
    pub(super) fn take(&mut self) -> bool {
        let now = Instant::now();
        let refilled = now.duration_since(self.at).as_secs_f64() * self.refill;
        self.tokens = (self.tokens + refilled).min(self.burst);
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
    let lessons = {
        let s = secret.clone();
        blocking(&web, move |w| w.host.lessons_of(&s)).await
    };
    match lessons {
        Ok(Some(link)) => {
            // Only the member changes their lessons: the store's news is not listened to.
            drop(news);
            return serve_lesson(web, socket, secret, link.lang).await;
        }
        Ok(None) => {}
        Err(refusal) => {
            let _ = refuse(&mut socket, &refusal, Lang::EnUs, true).await;
            return;
        }
    }
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
                let said = match incoming(&mut socket, &mut pace, lang, message).await {
                    Incoming::Close => return,
                    Incoming::Skip => continue,
                    Incoming::Said(said) => said,
                };
                let arrived = web.host.stamp();
                let s = secret.clone();
                let played = match said {
                    Said::Move { text, ply, lesson: None } => {
                        blocking(&web, move |w| w.host.page_move(&s, &text, ply, arrived)).await
                    }
                    Said::Act { action, ply } => blocking(&web, move |w| {
                        let posted = w.host.page_action(&s, action, ply, arrived)?;
                        Ok(PageMoved::Played(Box::new(posted)))
                    })
                    .await,
                    Said::Hello(_) | Said::Move { .. } | Said::Exercise(_) => {
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

/// Reads what arrived: junk and messages arriving too fast are refused here.
async fn incoming(
    socket: &mut WebSocket,
    pace: &mut Pace,
    lang: Lang,
    message: Option<Result<Message, axum::Error>>,
) -> Incoming {
    let answered = |sent: bool| if sent { Incoming::Skip } else { Incoming::Close };
    let text = match message {
        Some(Ok(Message::Text(text))) => text,
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => return Incoming::Skip,
        // A binary message is junk; a close, an error or an oversized message ends the
        // socket.
        Some(Ok(Message::Binary(_))) => {
            return answered(refuse(socket, &not_understood(), lang, false).await);
        }
        _ => return Incoming::Close,
    };
    if !pace.take() {
        if pace.refused > MAX_FLOOD {
            return Incoming::Close;
        }
        let slow = Refusal::keyed(RefusalKind::TooOften, "page-too-fast");
        return answered(refuse(socket, &slow, lang, false).await);
    }
    match read(&text) {
        Some(said) => Incoming::Said(said),
        None => answered(refuse(socket, &not_understood(), lang, false).await),
    }
}

/// Sends a lessons page the exercise as it stands; whether the socket goes on (not once the
/// link stopped working, or the socket closed).
async fn push_lesson(web: &Arc<Web>, socket: &mut WebSocket, secret: &str, lang: Lang) -> bool {
    let s = secret.to_owned();
    match blocking(web, move |w| w.host.lesson_page(&s)).await {
        Ok(page) => send(socket, &state::lesson_state(&page)).await,
        Err(refusal) => {
            let fatal = refusal.kind == RefusalKind::NotAllowed;
            refuse(socket, &refusal, lang, fatal).await && !fatal
        }
    }
}

/// A lessons link's socket: the member's exercise, their moves and buttons in. Only they
/// change it, so it is sent as each answer rather than on the store's news.
async fn serve_lesson(web: Arc<Web>, mut socket: WebSocket, secret: String, lang: Lang) {
    let mut pace = Pace::new();
    if !push_lesson(&web, &mut socket, &secret, lang).await {
        return;
    }
    loop {
        let message = socket.recv().await;
        let said = match incoming(&mut socket, &mut pace, lang, message).await {
            Incoming::Close => return,
            Incoming::Skip => continue,
            Incoming::Said(said) => said,
        };
        let s = secret.clone();
        let shown = match said {
            Said::Move { text, lesson: Some((exercise, tag)), .. } => {
                blocking(&web, move |w| w.host.lesson_move(&s, &text, exercise, tag)).await
            }
            Said::Exercise(n) => {
                blocking(&web, move |w| w.host.lesson_action(&s, LessonAction::Exercise(n))).await
            }
            Said::Hello(_) | Said::Move { .. } | Said::Act { .. } => {
                if !refuse(&mut socket, &not_understood(), lang, false).await {
                    return;
                }
                continue;
            }
        };
        match shown {
            Ok(page) => {
                if !send(&mut socket, &state::lesson_state(&page)).await {
                    return;
                }
            }
            Err(refusal) => {
                let fatal = refusal.kind == RefusalKind::NotAllowed;
                if !refuse(&mut socket, &refusal, lang, fatal).await || fatal {
                    return;
                }
                // The page may be behind (the chat moved the try on): it gets it as it stands.
                if !push_lesson(&web, &mut socket, &secret, lang).await {
                    return;
                }
            }
        }
    }
}
