//! The board page played in a real browser (Debian's Chromium, over the DevTools protocol) by
//! real mouse clicks, served by the bot's web adapter over a real SQLite host: two players and
//! watchers, a reconnect, offers, a reader of Chinese, a phone's width, a live game's clocks and
//! premoves. (Each game played to its end: `web_games.rs`; what a stranger could send:
//! `web_attacks.rs`.)
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::browser;
use crate::page_server;

use std::{
    sync::{Arc, mpsc},
    time::Duration,
};

use crate::common::{Fixture, PLACE, actor, alice, bob, carol};
use bot::{
    host::{Limits, Say},
    i18n::{Lang, Plain},
    model::SideChoice,
    thinkers::{ThinkConfig, Thinkers},
    web,
};
use page_server::{Server, at_ply, cell, link, xiangqi_game as game};
use rules::GameId;
use serde_json::json;

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

    // Black: the Horse h10 to g8, dragged.
    black.drag(&cell(7, 9), &cell(6, 7)).await;
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
    // Each offer is confirmed first: a refusal sends nothing.
    black.eval("window.confirm = (q) => { window.asked = q; return false; }").await;
    black.click("#draw").await;
    black.wait_for("window.asked === 'Offer your opponent a draw?'", "the confirmation").await;
    black.eval("window.confirm = () => true").await;
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
    // A premove that is not legal when the turn comes (the Chariot on a10 cannot pass its
    // Soldier on a7) is dropped, and the page says so; nothing is played. Black presses on
    // the Chariot just as the board post is shown (Red's clock starts: a state arrives and
    // the board is redrawn before the release): the press is not lost, the Chariot is picked.
    let drawn = black.eval("document.body.dataset.drawnAt").await;
    black.press(&cell(0, 9)).await;
    host.turn_shown(id, 4, host.stamp()).unwrap();
    black.wait_for(&format!("document.body.dataset.drawnAt !== {drawn}"), "the redraw").await;
    black.release(&cell(0, 9)).await;
    black.wait_for("document.querySelectorAll('.picked').length === 1", "a10 picked").await;
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_page_shows_its_replay_and_its_analysis() {
    let fx = Fixture::new();
    // Analysed at a few thousand nodes a position, as a test can afford.
    let quick = Limits { analysis_per_position: Duration::from_millis(5), ..Limits::default() };
    let host = Arc::new(fx.host_with(quick));
    host.challenge(&actor(&alice()), PLACE, &bob(), GameId::Xiangqi, SideChoice::First, None, None)
        .unwrap();
    host.answer_challenge_here(&actor(&bob()), PLACE, bot::host::Answer::Accept).unwrap();
    let id = host.snapshot(PLACE).unwrap().row.id;
    for (who, m) in [(alice(), "h3e3"), (bob(), "h8e8"), (alice(), "h1g3")] {
        host.play_move(&actor(&who), PLACE, m, None).unwrap();
    }
    let red = link(&host, &alice(), id, PLACE);
    host.resign(&actor(&bob()), PLACE).unwrap();
    // The engine's threads, as the bot runs them, start the page's analysis.
    let (moves, _) = mpsc::channel();
    let on_move: bot::thinkers::OnMove = Arc::new(move |d| {
        let _ = moves.send(d);
    });
    let config = ThinkConfig { threads: 1, ..ThinkConfig::for_this_machine() };
    let thinkers = Thinkers::start(host.clone(), config, on_move);
    let engine = thinkers.clone();
    let analyst: web::Analyst = Arc::new(move |job| {
        engine.analyse(job, Arc::new(|_| {})).map_err(|e| panic!("not queued: {e:?}"))
    });
    let (posts, _posted) = mpsc::channel();
    let server = Server::start_with(&host, 0, posts, Some(analyst));
    let browser = browser::Browser::launch().await;
    let page = browser.open(&web::link_address(&server.url(), &red)).await;
    page.wait_for(
        "document.getElementById('after').hidden === false",
        "the finished game's buttons",
    )
    .await;
    assert_eq!(page.text("#replay").await, "Replay");

    // The replay: the same animation as /replay, shown on the page.
    page.click("#replay").await;
    page.wait_for(
        "document.getElementById('replay-gif').complete && document.getElementById('replay-gif').naturalWidth > 0",
        "the replay",
    )
    .await;
    // The analysis: made on the engine's threads (the page asks again until it is), then its
    // words and its graph.
    page.click("#analysis").await;
    page.wait_for(
        "document.getElementById('analysis-graph').complete && document.getElementById('analysis-graph').naturalWidth > 0",
        "the analysis's graph",
    )
    .await;
    let said = page.text("#analysis-text").await;
    assert!(said.contains("accuracy") && said.contains(&format!("#{}", id.0)), "{said}");
    // The players by name, as the page names them, in plain text.
    assert!(said.contains("alice") && said.contains("bob"), "{said}");
    assert!(!said.contains('@') && !said.contains('`') && !said.contains("**"), "{said}");
    assert_eq!(page.text("#notice").await, "");
    thinkers.stop();
}
