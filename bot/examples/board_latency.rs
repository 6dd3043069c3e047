//! How long a move made on one board page takes to be drawn on the opponent's page: Xiangqi
//! games of random legal moves between two pages in one headless Chromium, served by the web
//! adapter over a SQLite host, until `MOVES` moves were timed. Each move is timed on the pages'
//! own clock (both pages share the machine's), from the moment the mover's page sends it
//! (`data-sent-at`) to the moment the opponent's page has drawn it (`data-drawn-at`): commit,
//! news, the state read again and sent, and the page's redraw are all inside.
//!
//! ```sh
//! cargo run --release -p bot --example board_latency -- 500
//! ```
//!
//! Needs Debian's Chromium (`/usr/bin/chromium`). Prints the median, the 90th and 99th
//! percentiles and the slowest, in milliseconds (BENCHMARKS.md, "The board page").
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

#[path = "../tests/support/browser.rs"]
mod browser;

use std::sync::Arc;

use bot::{
    host::{Answer, Delivered, Host, Limits},
    model::{Actor, Place, SideChoice, SystemClock, User},
    web::{self, Web},
};
use rules::{GameId, Side};

fn main() {
    let moves: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(500);
    let dir = tempfile::tempdir().unwrap();
    let renderer = Arc::new(render::Renderer::new());
    let host = Host::open(
        &dir.path().join("bench.sqlite3"),
        renderer,
        Arc::new(SystemClock),
        Limits::default(),
    );
    let host = Arc::new(host.unwrap());
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(run(host, moves));
}

async fn run(host: Arc<Host>, wanted: usize) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let settled = host.clone();
    let outlet: web::Outlet = Arc::new(move |d| {
        let _ = settled.settle(d.id, &Delivered::Done);
    });
    tokio::spawn(web::serve(
        listener,
        Arc::new(Web { host: host.clone(), outlet, analyst: None, activity: None }),
    ));
    let browser = browser::Browser::launch().await;
    let pages = [browser.open("about:blank").await, browser.open("about:blank").await];
    // A page takes at most 4 messages a second after its first 10 (web/socket.rs), as a
    // person would: each page waits that long between its own moves, outside the timing.
    let pace = std::time::Duration::from_millis(260);
    let mut last_sent = [tokio::time::Instant::now(); 2];
    let mut rng = engine::rng::Rng::new(0x2545_f491_4f6c_dd1d);
    let mut random = move |n: usize| rng.below(n);
    let mut timings = Vec::with_capacity(wanted);
    let mut refused = 0;
    let mut channel = 0;
    while timings.len() < wanted {
        channel += 1;
        let place = Place::new(1, channel);
        // New players for each game: a member may open only so many challenges at once.
        let players = [
            User::new(1_000_000 + 2 * channel, "red"),
            User::new(1_000_001 + 2 * channel, "black"),
        ];
        let h = host.clone();
        let p = players.clone();
        let id = tokio::task::spawn_blocking(move || {
            let (red, black) = (Actor::player(&p[0]), Actor::player(&p[1]));
            h.challenge(&red, place, &p[1], GameId::Xiangqi, SideChoice::First, None, None)
                .unwrap();
            h.answer_challenge_here(&black, place, Answer::Accept).unwrap();
            h.snapshot(place).unwrap().row.id
        })
        .await
        .unwrap();
        for (page, player) in pages.iter().zip(&players) {
            let secret = host.page_link(&Actor::player(player), id, place).unwrap().secret;
            page.goto("about:blank").await;
            page.goto(&web::link_address(&url, &secret)).await;
            page.wait_for("document.body.dataset.ply === '0'", "the first state").await;
        }
        if channel <= 2 {
            // What the page weighed on the wire: the document and everything it fetched
            // (transfer sizes: headers included, 0 for what the cache answered alone), and
            // the first state over the socket.
            let weight = "(() => { const n = performance.getEntriesByType('navigation')[0]; \
                let sum = n ? n.transferSize : 0; \
                for (const r of performance.getEntriesByType('resource')) sum += r.transferSize; \
                return [sum, performance.getEntriesByType('resource').length, \
                        Number(document.body.dataset.stateBytes)]; })()";
            let w = pages[0].eval(weight).await;
            let visit = if channel == 1 { "first visit" } else { "next visit" };
            println!(
                "{visit}: {} bytes over HTTP in {} requests besides the page, first state {} bytes",
                w[0], w[1], w[2]
            );
        }
        let mut ply = 0u32;
        loop {
            let game = host.rules_game(id).unwrap();
            if game.outcome().is_some() || ply >= 150 || timings.len() >= wanted {
                break;
            }
            let legal = game.legal_moves();
            let chosen = legal[random(legal.len())].text.clone();
            let mover = usize::from(game.side_to_move() == Side::Second);
            let (from, to) = (&pages[mover], &pages[1 - mover]);
            tokio::time::sleep_until(last_sent[mover] + pace).await;
            last_sent[mover] = tokio::time::Instant::now();
            // Typed, as a player may: the field focused, the move, Enter.
            from.eval("document.getElementById('typed-move').focus()").await;
            from.type_text(&chosen).await;
            from.press_enter().await;
            ply += 1;
            // Drawn on the other page, or refused on this one (said, and the game left).
            let drawn = format!("document.body.dataset.ply === '{ply}'");
            let deadline = tokio::time::Instant::now() + browser::PATIENCE;
            loop {
                if to.eval(&drawn).await == serde_json::json!(true) {
                    break;
                }
                let notice = from.text("#notice").await;
                assert!(tokio::time::Instant::now() < deadline, "{chosen} never arrived");
                if !notice.is_empty() {
                    println!("{chosen} at ply {ply} was refused: {notice}");
                    refused += 1;
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
            }
            if to.eval(&drawn).await != serde_json::json!(true) {
                break;
            }
            let sent = from.eval("Number(document.body.dataset.sentAt)").await.as_f64().unwrap();
            let drawn = to.eval("Number(document.body.dataset.drawnAt)").await.as_f64().unwrap();
            timings.push(drawn - sent);
        }
    }
    timings.sort_by(f64::total_cmp);
    let at = |q: f64| timings[((timings.len() - 1) as f64 * q).round() as usize];
    println!(
        "{} moves in {channel} games ({refused} refused): median {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, slowest {:.1} ms",
        timings.len(),
        at(0.5),
        at(0.9),
        at(0.99),
        at(1.0)
    );
}
