//! The board page's server attacked with everything a stranger could send: forged, stale,
//! revoked and expired links, moves out of turn, junk, floods and oversized messages over a raw
//! WebSocket; its HTTP answers' security headers and caching; and, on PostgreSQL, a move made
//! by another process reaching a page.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::browser;
use crate::common;
use crate::page_server;

use std::{
    sync::{Arc, mpsc},
    time::Duration,
};

use crate::common::{Fixture, PLACE, actor, alice, bob, carol};
use bot::{
    host::{Host, LINK_LIFE},
    model::Place,
};
use futures_util::{SinkExt, StreamExt};
use page_server::{Server, link, xiangqi_game as game};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// A raw socket to the page's server, saying hello with `secret`.
async fn socket(
    url: &str,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    let ws = url.replace("http://", "ws://") + "/socket";
    tokio_tungstenite::connect_async(ws.as_str()).await.unwrap().0
}

pub(crate) type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next JSON message, or `None` once the socket closed.
pub(crate) async fn next(ws: &mut Socket) -> Option<Value> {
    loop {
        let message = tokio::time::timeout(browser::PATIENCE, ws.next()).await.ok()??;
        match message {
            Ok(Message::Text(text)) => return serde_json::from_str(&text).ok(),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

/// The next message that is not a state.
pub(crate) async fn next_refusal(ws: &mut Socket) -> Option<Value> {
    loop {
        let v = next(ws).await?;
        if v["t"] != "state" {
            return Some(v);
        }
    }
}

pub(crate) async fn hello(url: &str, secret: &str) -> (Socket, Value) {
    let mut ws = socket(url).await;
    ws.send(Message::Text(json!({ "t": "hello", "link": secret }).to_string())).await.unwrap();
    let first = next(&mut ws).await.expect("an answer to the hello");
    (ws, first)
}

pub(crate) async fn send(ws: &mut Socket, v: Value) {
    ws.send(Message::Text(v.to_string())).await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn forged_stale_and_junk_messages_are_refused_and_change_nothing() {
    let fx = Fixture::new();
    let (host, id) = game(&fx);
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    let url = server.url();
    let (red, black, watcher) = (
        link(&host, &alice(), id, PLACE),
        link(&host, &bob(), id, PLACE),
        link(&host, &carol(), id, PLACE),
    );

    // A link from another channel is not given.
    let elsewhere = host.page_link(&actor(&carol()), id, Place::new(10, 999)).unwrap_err();
    assert!(common::Said::said(&elsewhere).contains("not played in this channel"));

    // Junk before the hello, a forged secret, a malformed one: refused, and the socket ends.
    let mut ws = socket(&url).await;
    send(&mut ws, json!({ "t": "move", "move": "h3e3", "ply": 0 })).await;
    let v = next(&mut ws).await.unwrap();
    assert_eq!((v["t"].as_str(), v["fatal"].as_bool()), (Some("refused"), Some(true)));
    assert!(next(&mut ws).await.is_none(), "the socket ends");
    let forged = "0123456789abcdef".repeat(4);
    for secret in [forged.as_str(), "short", "../../etc", &"é".repeat(64)] {
        let (mut ws, v) = hello(&url, secret).await;
        assert_eq!(v["t"], "refused", "{secret}");
        assert!(v["message"].as_str().unwrap().contains("not one the bot gave out"), "{v}");
        assert!(next(&mut ws).await.is_none());
    }

    // The watcher cannot move; Black cannot move in Red's turn; Red cannot move on a board
    // that is not the one shown; junk and unknown messages are refused.
    let (mut w, v) = hello(&url, &watcher).await;
    assert_eq!(v["t"], "state");
    assert_eq!(v["legal"], json!([]), "a watcher is offered no move");
    send(&mut w, json!({ "t": "move", "move": "h3e3", "ply": 0 })).await;
    let v = next_refusal(&mut w).await.unwrap();
    assert!(v["message"].as_str().unwrap().contains("watching"), "{v}");
    let (mut b, _) = hello(&url, &black).await;
    send(&mut b, json!({ "t": "move", "move": "h8e8", "ply": 0 })).await;
    let v = next_refusal(&mut b).await.unwrap();
    assert!(v["message"].as_str().unwrap().contains("Red"), "not Black's turn: {v}");
    let (mut r, v) = hello(&url, &red).await;
    assert_eq!(v["side"], "first");
    for junk in [
        json!({ "t": "move", "move": "h3e3", "ply": 7 }),
        json!({ "t": "move", "move": 12, "ply": 0 }),
        json!({ "t": "move", "move": "h3e3", "ply": -1 }),
        json!({ "t": "resign!" }),
        json!("h3e3"),
    ] {
        send(&mut r, junk.clone()).await;
        let v = next_refusal(&mut r).await.unwrap();
        assert_eq!(v["t"], "refused", "{junk}");
        assert_eq!(v["fatal"], false, "{junk}");
    }
    // The General may not leave its palace.
    send(&mut r, json!({ "t": "move", "move": "e1e3", "ply": 0 })).await;
    let v = next_refusal(&mut r).await.unwrap();
    assert_eq!((v["t"].as_str(), v["fatal"].as_bool()), (Some("refused"), Some(false)), "{v}");
    assert!(host.moves_of(id).unwrap().is_empty(), "nothing was played");

    // A move sent twice (a double click) is played once and answered once.
    send(&mut r, json!({ "t": "move", "move": "h3e3", "ply": 0 })).await;
    send(&mut r, json!({ "t": "move", "move": "h3e3", "ply": 0 })).await;
    let deadline = tokio::time::Instant::now() + browser::PATIENCE;
    loop {
        let v = next(&mut r).await.unwrap();
        assert_ne!(v["t"], "refused", "the second copy is not an error: {v}");
        if v["t"] == "state" && v["ply"] == 1 {
            break;
        }
        assert!(tokio::time::Instant::now() < deadline);
    }
    assert_eq!(host.moves_of(id).unwrap().len(), 1);

    // A flood: the socket refuses what comes too fast, and plays nothing of it.
    for _ in 0..40 {
        send(&mut b, json!({ "t": "move", "move": "zz", "ply": 1 })).await;
    }
    let mut too_fast = false;
    while let Some(v) =
        tokio::time::timeout(Duration::from_secs(5), next_refusal(&mut b)).await.ok().flatten()
    {
        too_fast |= v["message"].as_str().is_some_and(|m| m.contains("Too many"));
        if too_fast {
            break;
        }
    }
    assert!(too_fast, "a flood is told to slow down");

    // An oversized message ends the socket.
    let (mut big, _) = hello(&url, &red).await;
    let huge = json!({ "t": "move", "move": "x".repeat(4_000), "ply": 1 });
    let _ = big.send(Message::Text(huge.to_string())).await;
    let mut closed = false;
    while let Ok(Some(m)) = tokio::time::timeout(browser::PATIENCE, big.next()).await {
        if matches!(m, Ok(Message::Close(_)) | Err(_)) {
            closed = true;
            break;
        }
    }
    assert!(closed || big.next().await.is_none(), "an oversized message ends the socket");

    // A revoked link stops working; so does one past its life.
    assert_eq!(host.revoke_page_links(&actor(&carol()), id).unwrap(), 1);
    let (_, v) = hello(&url, &watcher).await;
    assert!(v["message"].as_str().unwrap().contains("revoked"), "{v}");
    fx.clock.advance(LINK_LIFE);
    let (_, v) = hello(&url, &red).await;
    assert!(v["message"].as_str().unwrap().contains("expired"), "{v}");
    assert_eq!(host.moves_of(id).unwrap().len(), 1, "only the one move was played");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_page_is_served_with_its_security_headers_and_no_inline_script() {
    let fx = Fixture::new();
    let (host, id) = game(&fx);
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    let (status, headers, body) = common_get(&format!("{}/board", server.url())).await;
    assert_eq!(status, 200);
    let policy = headers.get("content-security-policy").unwrap();
    assert!(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"));
    assert_eq!(headers.get("x-content-type-options").unwrap(), "nosniff");
    assert_eq!(headers.get("referrer-policy").unwrap(), "no-referrer");
    assert!(body.contains("<script type=\"module\" src=\"/board.js\">"));
    assert!(!body.contains("<script>"), "no inline script");
    // A second visit revalidates: the same tag, nothing sent again.
    let tag = headers.get("etag").unwrap().clone();
    let (status, _, body) =
        get_with(&format!("{}/board.js", server.url()), &format!("If-None-Match: {tag}\r\n")).await;
    assert_eq!(status, 200, "board.js has its own tag");
    assert!(!body.is_empty());
    let (status, _, body) =
        get_with(&format!("{}/board", server.url()), &format!("If-None-Match: {tag}\r\n")).await;
    assert_eq!((status, body.as_str()), (304, ""));
    let (status, headers, _) =
        common_get(&format!("{}/art/xiangqi/pictures/first/K", server.url())).await;
    assert_eq!(
        (status, headers.get("content-type").map(String::as_str)),
        (200, Some("image/svg+xml"))
    );
    for bad in [
        "/art/xiangqi/pictures/first/KK",
        "/art/nope/pictures/first/K",
        "/secret",
        "/art/xiangqi/pictures/third/K",
    ] {
        let (status, _, _) = common_get(&format!("{}{bad}", server.url())).await;
        assert_eq!(status, 404, "{bad}");
    }
    // The page's modules are served; a name that is not one is not.
    for (path, status) in [("/view.js", 200), ("/draw.js", 200), ("/after.js", 200), ("/x.js", 404)]
    {
        assert_eq!(common_get(&format!("{}{path}", server.url())).await.0, status, "{path}");
    }

    // A finished game's replay and analysis name the link in a header: without one, with a
    // forged one, or for a game still being played, words and nothing else.
    let analysis = format!("{}/analysis", server.url());
    let (status, _, body) = request("POST", &analysis, "").await;
    assert_eq!(status, 401, "{body}");
    assert!(body.contains("Board"), "{body}");
    let forged = format!("Authorization: Bearer {}\r\n", "ab".repeat(32));
    let (status, _, body) = request("GET", &format!("{}/replay.gif", server.url()), &forged).await;
    assert_eq!(status, 403, "{body}");
    assert!(body.contains("not one the bot gave out"), "{body}");
    let secret = link(&host, &alice(), id, PLACE);
    let real = format!("Authorization: Bearer {secret}\r\nAccept-Language: zh-CN\r\n");
    let (status, _, body) = request("POST", &analysis, &real).await;
    assert_eq!(status, 403, "{body}");
    assert!(
        body.contains(&format!("#{}", id.0)) && body.contains("还在进行"),
        "in Chinese: {body}"
    );
    let (status, _, _) = request("GET", &format!("{analysis}.png"), &real).await;
    assert_eq!(status, 403);
}

/// A GET over a bare TCP socket: status, headers (lower-case names) and body.
async fn common_get(url: &str) -> (u16, std::collections::HashMap<String, String>, String) {
    get_with(url, "").await
}

/// A GET with `extra` header lines.
async fn get_with(
    url: &str,
    extra: &str,
) -> (u16, std::collections::HashMap<String, String>, String) {
    request("GET", url, extra).await
}

/// A request with no body and `extra` header lines.
async fn request(
    method: &str,
    url: &str,
    extra: &str,
) -> (u16, std::collections::HashMap<String, String>, String) {
    request_with_body(method, url, extra, "").await
}

/// A request with `extra` header lines and `body`: status, headers (lower-case names) and
/// body.
pub(crate) async fn request_with_body(
    method: &str,
    url: &str,
    extra: &str,
    body: &str,
) -> (u16, std::collections::HashMap<String, String>, String) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let rest = url.strip_prefix("http://").unwrap();
    let (authority, path) = rest.split_at(rest.find('/').unwrap());
    let mut tcp = tokio::net::TcpStream::connect(authority).await.unwrap();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {authority}\r\nConnection: close\r\nContent-Length: {}\r\n{extra}\r\n{body}",
        body.len()
    );
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    tcp.read_to_end(&mut raw).await.unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let mut lines = head.lines();
    let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    (status, headers, body.to_owned())
}

/// The next state the socket is sent, skipping nothing else.
async fn next_state(ws: &mut Socket) -> Value {
    loop {
        let v = next(ws).await.expect("a state");
        if v["t"] == "state" {
            return v;
        }
    }
}

/// `f` on `host`, on the blocking pool (the PostgreSQL client blocks), which must succeed.
async fn off_runtime<T: Send + 'static>(
    host: &Arc<Host>,
    f: impl FnOnce(&Host) -> Result<T, bot::host::Refusal> + Send + 'static,
) -> T {
    let host = host.clone();
    tokio::task::spawn_blocking(move || f(&host)).await.unwrap().unwrap()
}

#[test]
fn on_postgresql_a_move_made_by_another_process_reaches_the_page() {
    // The PostgreSQL client blocks: the host is called off the runtime, as the adapters do.
    let fx = Fixture::postgres();
    let (host, id) = game(&fx);
    // Another process on the same database: its own connections, its own news.
    let other = Arc::new(fx.second_host());
    let secret = link(&host, &alice(), id, PLACE);
    let runtime = tokio::runtime::Runtime::new().unwrap();
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    runtime.block_on(async {
        let (mut ws, first) = hello(&server.url(), &secret).await;
        assert_eq!(first["ply"], 0);
        off_runtime(&other, |h| h.play_move(&actor(&alice()), PLACE, "h3e3", None)).await;
        assert_eq!(next_state(&mut ws).await["ply"], 1, "the other process's move");
        off_runtime(&host, |h| h.play_move(&actor(&bob()), PLACE, "h8e8", None)).await;
        assert_eq!(next_state(&mut ws).await["ply"], 2, "this process's own move, heard back");
        // An offer changes no move, and shows too.
        off_runtime(&other, |h| h.offer_draw(&actor(&alice()), PLACE)).await;
        assert_eq!(next_state(&mut ws).await["ply"], 2);
    });
}
