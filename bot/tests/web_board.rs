//! The board page: served by the bot's web adapter over a real SQLite host, played in a real
//! browser (Debian's Chromium, over the DevTools protocol) by real mouse clicks, and attacked
//! over a raw WebSocket with everything a stranger could send.
#![allow(clippy::unwrap_used, clippy::expect_used)]

#[path = "support/browser.rs"]
mod browser;
mod common;

use std::{
    sync::{Arc, mpsc},
    time::Duration,
};

use bot::{
    host::{Delivered, Delivery, Host, LINK_LIFE, Say},
    i18n::{Lang, Plain},
    model::{GameNo, Place, SideChoice},
    web::{self, Web},
};
use common::{Fixture, PLACE, actor, alice, bob, carol};
use futures_util::{SinkExt, StreamExt};
use rules::GameId;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// The page served on a runtime of its own, as a process would serve it: stopping it cuts
/// every socket, as a restart does.
struct Server {
    port: u16,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Serves `host`'s pages on `port` (0: any); page moves' posts go to `posts`, settled.
    fn start(host: &Arc<Host>, port: u16, posts: mpsc::Sender<Delivery>) -> Server {
        let listener = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let settled = host.clone();
        let outlet: web::Outlet = Arc::new(move |d: Delivery| {
            settled.settle(d.id, &Delivered::Done).unwrap();
            let _ = posts.send(d);
        });
        let state = Arc::new(Web { host: host.clone(), outlet });
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Runtime::new().unwrap();
            let listener = {
                let _inside = runtime.enter();
                tokio::net::TcpListener::from_std(listener).unwrap()
            };
            runtime.spawn(web::serve(listener, state));
            let _ = stopped.recv();
            runtime.shutdown_background();
        });
        Server { port, stop: Some(stop), thread: Some(thread) }
    }

    fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Stops serving: every socket is cut.
    fn stop(mut self) -> u16 {
        self.halt();
        self.port
    }

    fn halt(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            t.join().unwrap();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// A Xiangqi game between Alice (Red) and Bob in `PLACE`, on a host the page serves.
fn game(fx: &Fixture) -> (Arc<Host>, GameNo) {
    let host = Arc::new(fx.second_host());
    host.challenge(&actor(&alice()), PLACE, &bob(), GameId::Xiangqi, SideChoice::First, None, None)
        .unwrap();
    host.answer_challenge_here(&actor(&bob()), PLACE, bot::host::Answer::Accept).unwrap();
    let id = host.snapshot(PLACE).unwrap().row.id;
    (host, id)
}

fn link(host: &Host, who: &bot::model::User, id: GameNo, place: Place) -> String {
    host.page_link(&actor(who), id, place).unwrap().secret
}

/// The selector of cell `[file, rank]`'s click target.
fn cell(file: u8, rank: u8) -> String {
    format!("[data-cell=\"{file},{rank}\"]")
}

fn at_ply(n: u32) -> String {
    format!("document.body.dataset.ply === '{n}'")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_players_and_a_watcher_play_by_clicking_and_every_page_follows() {
    let fx = Fixture::new();
    let (host, id) = game(&fx);
    let (posts, posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts.clone());
    let address = |secret: &str| web::link_address(&server.url(), secret);
    let (red, black, watcher) = (
        address(&link(&host, &alice(), id, PLACE)),
        address(&link(&host, &bob(), id, PLACE)),
        address(&link(&host, &carol(), id, PLACE)),
    );
    let browser = browser::Browser::launch().await;
    let red = browser.open(&red).await;
    let black = browser.open(&black).await;
    let watcher = browser.open(&watcher).await;
    for page in [&red, &black, &watcher] {
        page.wait_for(&at_ply(0), "the first state").await;
    }
    // The secret leaves the address bar once read.
    assert_eq!(red.eval("location.hash").await, json!(""));
    assert!(red.text("#you").await.contains("Red"), "{}", red.text("#you").await);
    assert!(watcher.text("#you").await.contains("watching"));

    // Red: the Cannon on h3, then e3. Its legal points are marked once it is picked.
    red.click(&cell(7, 2)).await;
    red.wait_for("document.querySelectorAll('.dot').length > 0", "h3's points").await;
    red.click(&cell(4, 2)).await;
    for page in [&red, &black, &watcher] {
        page.wait_for(&at_ply(1), "Red's move on every page").await;
    }
    let post = posted.recv_timeout(browser::PATIENCE).unwrap();
    let Say::Turn(reply) = &post.say else { panic!("not a board post: {:?}", post.say) };
    assert_eq!(post.channel, PLACE.channel);
    assert!(reply.image.is_some(), "the channel's post carries the board");
    assert!(reply.text.words(Lang::EnUs, &Plain).contains("h3e3"));
    let moves = host.moves_of(id).unwrap();
    assert_eq!((moves[0].canonical.as_str(), moves[0].player), ("h3e3", Some(alice().id)));
    assert!(watcher.text("#moves").await.contains("h3e3"));

    // A reader of Chinese (Traditional) watching: the page's words, the moves in Chinese
    // notation, and the files numbered as Chinese boards number them (Red's 九 … 一 along its
    // edge, Black's 1 … 9 along the other), as the pictures do for them.
    let reader = bot::model::Actor { lang: Lang::ZhTw, ..actor(&carol()) };
    let chinese = host.page_link(&reader, id, PLACE).unwrap().secret;
    let chinese = browser.open(&address(&chinese)).await;
    chinese.wait_for(&at_ply(1), "the Chinese page").await;
    assert_eq!(chinese.eval("document.documentElement.lang").await, json!("zh-TW"));
    assert!(chinese.text("#moves").await.contains("炮二平五"), "{}", chinese.text("#moves").await);
    assert!(chinese.text("#you").await.contains("觀看"), "{}", chinese.text("#you").await);
    let labels = "[...document.querySelectorAll('.coord')].map((t) => t.textContent).join(' ')";
    let labels = chinese.eval(labels).await;
    let labels = labels.as_str().unwrap();
    assert!(labels.starts_with("九 1 八 2"), "{labels}");
    let english = red
        .eval("[...document.querySelectorAll('.coord')].map((t) => t.textContent).join(' ')")
        .await;
    assert!(english.as_str().unwrap().starts_with("a a b b"), "{english}");

    // The watcher has no move to offer: a click on a piece marks nothing.
    watcher.click(&cell(1, 7)).await;
    assert_eq!(watcher.eval("document.querySelectorAll('.dot').length").await, json!(0));
    assert_eq!(watcher.eval("document.getElementById('typed').hidden").await, json!(true));

    // Black: the Horse h10 to g8.
    black.click(&cell(7, 9)).await;
    black.wait_for("document.querySelectorAll('.dot').length > 0", "h10's points").await;
    black.click(&cell(6, 7)).await;
    for page in [&red, &black, &watcher] {
        page.wait_for(&at_ply(2), "Black's move on every page").await;
    }
    assert!(posted.recv_timeout(browser::PATIENCE).is_ok());

    // README's picture of the page (`BOARD_SCREENSHOT=docs/board-page.png` remakes it): Red
    // to move, the Horse on h1 picked, its points marked.
    red.click(&cell(7, 0)).await;
    red.wait_for("document.querySelectorAll('.dot').length > 0", "h1's points").await;
    if let Ok(path) = std::env::var("BOARD_SCREENSHOT") {
        red.eval("window.scrollTo(0, 0)").await;
        red.wait_for("document.fonts.status === 'loaded'", "the fonts").await;
        let png = red.screenshot().await;
        std::fs::write(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(path), png)
            .unwrap();
    }

    // A move made in the chat (`/move`'s host call) shows on the pages; what was picked goes.
    host.play_move(&actor(&alice()), PLACE, "h1g3", None).unwrap();
    for page in [&red, &black, &watcher] {
        page.wait_for(&at_ply(3), "a /move on every page").await;
    }
    assert_eq!(red.eval("document.querySelectorAll('.dot, .picked').length").await, json!(0));

    // A move typed on the page, in another notation, goes through as /move's would; one the
    // rules refuse is explained on the page (Black's Cannon on h8 cannot pass its Horse).
    black.click("#typed-move").await;
    black.type_text("C8=5").await;
    black.click("#typed-send").await;
    black.wait_for("document.getElementById('notice').textContent !== ''", "the refusal").await;
    assert_eq!(host.moves_of(id).unwrap().len(), 3);
    black.click("#typed-move").await;
    black.type_text("C2=5").await;
    black.click("#typed-send").await;
    for page in [&black, &red, &watcher] {
        page.wait_for(&at_ply(4), "a typed move on every page").await;
    }
    assert_eq!(host.moves_of(id).unwrap()[3].canonical, "b8e8");

    // The server goes away (a restart): the pages reconnect by themselves and catch up with
    // what was played meanwhile.
    let port = server.stop();
    red.wait_for("document.getElementById('notice').textContent !== ''", "the lost connection")
        .await;
    host.play_move(&actor(&alice()), PLACE, "i1h1", None).unwrap();
    let _server = Server::start(&host, port, posts);
    for page in [&red, &black, &watcher] {
        page.wait_for(&at_ply(5), "the pages caught up after reconnecting").await;
    }
    assert_eq!(red.text("#notice").await, "");

    // Offers from the page: Black offers a draw, Red sees it and declines it; then Red
    // resigns (after confirming), and every page shows the result.
    black.click("#draw").await;
    red.wait_for("document.getElementById('decline').hidden === false", "the offer on Red's page")
        .await;
    assert!(red.text("#draw").await.contains("Accept"), "{}", red.text("#draw").await);
    assert!(watcher.text("#offers").await.contains("draw"));
    red.click("#decline").await;
    red.wait_for("document.getElementById('decline').hidden === true", "the offer declined").await;
    red.eval("window.confirm = () => true").await;
    red.click("#resign").await;
    for page in [&red, &black, &watcher] {
        page.wait_for("document.getElementById('game-controls').hidden === true                        || document.getElementById('status').textContent.includes('resign')",
            "the result on every page")
            .await;
        page.wait_for(
            "document.getElementById('status').textContent.includes('resign')",
            "the result",
        )
        .await;
    }
    assert_eq!(host.moves_of(id).unwrap().len(), 5, "resigning plays no move");
    let posted: Vec<_> = posted.try_iter().collect();
    assert!(
        posted.iter().any(|p| matches!(&p.say, Say::Turn(r) if r.text.words(Lang::EnUs, &Plain).contains("resign"))),
        "the resignation is posted in the channel"
    );

    // A phone held upright: the whole board fits 360 pixels.
    black.viewport(360, 740).await;
    let width =
        black.eval("document.querySelector('#board svg').getBoundingClientRect().right").await;
    assert!(width.as_f64().unwrap() <= 360.0, "the board is {width} pixels wide");
}

/// A raw socket to the page's server, saying hello with `secret`.
async fn socket(
    url: &str,
) -> tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>> {
    let ws = url.replace("http://", "ws://") + "/socket";
    tokio_tungstenite::connect_async(ws.as_str()).await.unwrap().0
}

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The next JSON message, or `None` once the socket closed.
async fn next(ws: &mut Socket) -> Option<Value> {
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
async fn next_refusal(ws: &mut Socket) -> Option<Value> {
    loop {
        let v = next(ws).await?;
        if v["t"] != "state" {
            return Some(v);
        }
    }
}

async fn hello(url: &str, secret: &str) -> (Socket, Value) {
    let mut ws = socket(url).await;
    ws.send(Message::Text(json!({ "t": "hello", "link": secret }).to_string())).await.unwrap();
    let first = next(&mut ws).await.expect("an answer to the hello");
    (ws, first)
}

async fn send(ws: &mut Socket, v: Value) {
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
    let (host, _) = game(&fx);
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
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let rest = url.strip_prefix("http://").unwrap();
    let (authority, path) = rest.split_at(rest.find('/').unwrap());
    let mut tcp = tokio::net::TcpStream::connect(authority).await.unwrap();
    let request =
        format!("GET {path} HTTP/1.1\r\nHost: {authority}\r\nConnection: close\r\n{extra}\r\n");
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_games_clocks_run_on_the_page_warn_of_low_time_and_its_flag_falls_there_and_premoves_wait_for_the_turn()
 {
    let fx = Fixture::new();
    let host = Arc::new(fx.second_host());
    let control: bot::live::TimeControl = "1+0".parse().unwrap();
    host.challenge(
        &actor(&alice()),
        PLACE,
        &bob(),
        GameId::Xiangqi,
        SideChoice::First,
        None,
        Some(control),
    )
    .unwrap();
    host.answer_challenge_here(&actor(&bob()), PLACE, bot::host::Answer::Accept).unwrap();
    let id = host.snapshot(PLACE).unwrap().row.id;
    // Both sides make their first moves; then Red's own minute runs.
    host.turn_shown(id, 0, host.stamp()).unwrap();
    host.play_move(&actor(&alice()), PLACE, "h3e3", None).unwrap();
    host.turn_shown(id, 1, host.stamp()).unwrap();
    host.play_move(&actor(&bob()), PLACE, "h8e8", None).unwrap();
    host.turn_shown(id, 2, host.stamp()).unwrap();
    // Red thinks 52 s of its minute before opening the page.
    fx.clock.advance(Duration::from_secs(52));
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    let browser = browser::Browser::launch().await;
    let address = web::link_address(&server.url(), &link(&host, &alice(), id, PLACE));
    let red = browser.open(&address).await;
    red.wait_for(&at_ply(2), "the first state").await;
    // Red at the bottom with its minute, running; Black's clock at the top, stopped.
    red.wait_for("!document.getElementById('clock-bottom').hidden", "the clocks").await;
    let running = "document.getElementById('clock-bottom').classList.contains('running')";
    assert_eq!(red.eval(running).await, json!(true));
    assert!(red.text("#clock-top").await.contains("1:00"), "{}", red.text("#clock-top").await);
    // Under ten seconds left: the low-time warning (a tone, and the page says whose).
    red.wait_for("document.body.dataset.lowTime === 'first'", "the low-time warning").await;
    assert!(
        red.eval("document.getElementById('clock-bottom').classList.contains('low')").await
            == json!(true)
    );
    let address = web::link_address(&server.url(), &link(&host, &bob(), id, PLACE));
    let black = browser.open(&address).await;
    black.wait_for(&at_ply(2), "Black's first state").await;
    assert_eq!(black.eval("document.body.dataset.lowTime ?? ''").await, json!(""));

    // A premove: in Red's turn Black picks the Horse on h10 and g8; nothing is sent yet.
    black.click(&cell(7, 9)).await;
    black.click(&cell(6, 7)).await;
    black.wait_for("document.querySelectorAll('.premove').length === 2", "the premove").await;
    assert_eq!(host.moves_of(id).unwrap().len(), 2);
    // Red moves in the chat: Black's premove is played at once.
    host.play_move(&actor(&alice()), PLACE, "i1i2", None).unwrap();
    host.turn_shown(id, 3, host.stamp()).unwrap();
    black.wait_for(&at_ply(4), "the premove played").await;
    assert_eq!(host.moves_of(id).unwrap()[3].canonical, "h10g8");
    assert_eq!(black.eval("document.querySelectorAll('.premove').length").await, json!(0));
    host.turn_shown(id, 4, host.stamp()).unwrap();
    // A premove that is not legal when the turn comes (the Chariot on a10 cannot pass its
    // Soldier on a7) is dropped, and the page says so; nothing is played.
    black.click(&cell(0, 9)).await;
    black.click(&cell(0, 5)).await;
    black
        .wait_for("document.querySelectorAll('.premove').length === 2", "the second premove")
        .await;
    host.play_move(&actor(&alice()), PLACE, "i2i1", None).unwrap();
    host.turn_shown(id, 5, host.stamp()).unwrap();
    black
        .wait_for("document.getElementById('notice').textContent.includes('premove')", "why")
        .await;
    assert_eq!(black.eval("document.querySelectorAll('.premove').length").await, json!(0));
    assert_eq!(host.moves_of(id).unwrap().len(), 5, "the illegal premove is not sent");

    // The minute passes on the bot's clock (and the grace a move in flight gets): the flag
    // falls, and the page says so.
    fx.clock.advance(Duration::from_secs(70));
    host.watch_passed_deadlines().unwrap();
    let flagged = host.flags_due().unwrap();
    assert_eq!(flagged.len(), 1, "one flag");
    red.wait_for("document.getElementById('status').textContent.includes('time')", "the flag")
        .await;
    assert_eq!(red.eval(running).await, json!(false));
    assert!(black.text("#status").await.contains("time"), "{}", black.text("#status").await);
}
