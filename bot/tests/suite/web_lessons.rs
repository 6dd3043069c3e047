//! Lessons on the board page, in Chromium: a member presses Board under an exercise, opens
//! the link it gives, and completes the first lesson of each game by clicks: the stars drawn
//! are the exercise's and go as they are reached, a typed move the rules refuse is answered
//! with their reason, each solved exercise leads to the next. The lesson's buttons go back
//! and forth, and the chat carries on where the page stopped. Over a raw socket, a lessons
//! link refuses what a stranger could send.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, mpsc};

use crate::{
    browser,
    common::{Fixture, PLACE, Said, actor, alice},
    page_server::{Server, cell},
    web_attacks::{hello, next, next_refusal, send},
};
use bot::{
    host::{ActionId, Host, RefusalKind},
    i18n::{Lang, Plain},
    learn::{self, Attempt},
    model::{Actor, Sight},
    text::{Arg, Text},
    web,
};
use rules::{Cell, GameId};
use serde_json::{Value, json};

/// The secret of the link the Board button under `actor`'s exercise in `game` gives.
fn board_button_link(host: &Host, a: &Actor, game: GameId) -> String {
    let shown = host.learn(a, PLACE, Some(game)).unwrap();
    let board = shown.actions.iter().find(|b| matches!(b.id, ActionId::LearnBoard { .. }));
    let board = board.expect("a Board button under the exercise");
    let reply = host.press(a, PLACE, &Sight::Everywhere, &board.id.encode()).unwrap();
    let revoke = ActionId::LearnRevoke { game };
    assert!(reply.actions.iter().any(|b| b.id == revoke), "a Revoke button under the link");
    let said = reply.said();
    let at = said.find("/board#").expect("a link to the board") + "/board#".len();
    said[at..at + 64].to_owned()
}

fn at_cell(c: Cell) -> String {
    cell(c.file(), c.rank())
}

/// The stars the page draws, as `file,rank`, sorted.
async fn stars_drawn(page: &browser::Page<'_>) -> Vec<String> {
    let v = page
        .eval("[...document.querySelectorAll('#board [data-star]')].map((s) => s.dataset.star)")
        .await;
    let mut shown: Vec<String> = serde_json::from_value(v).unwrap();
    shown.sort();
    shown
}

fn stars_left(attempt: &Attempt<'_>) -> Vec<String> {
    let mut left: Vec<String> =
        attempt.stars_left().iter().map(|c| format!("{},{}", c.file(), c.rank())).collect();
    left.sort();
    left
}

/// The condition that the page shows exercise `n` (from 0) after `ply` moves of the try.
fn showing(n: usize, ply: u32) -> String {
    format!("document.body.dataset.exercise === '{n}' && document.body.dataset.ply === '{ply}'")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_lesson_of_each_game_is_completed_by_clicks() {
    let fx = Fixture::new();
    let host = Arc::new(fx.second_host());
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    host.serve_pages_at(&server.url());
    let browser = browser::Browser::launch().await;
    let a = actor(&alice());
    for game in GameId::ALL {
        let path = learn::path(game).unwrap();
        let lesson = path.lessons[0].exercises.len();
        // One socket takes ten messages at once (then four a second): the lesson's moves are
        // all sent on one page, however fast the browser clicks.
        let moves: usize = path.exercises().take(lesson).map(|e| e.solution.len()).sum();
        assert!(moves <= 10, "{game:?}: {moves} moves in the first lesson");
        let secret = board_button_link(&host, &a, game);
        let page = browser.open(&web::link_address(&server.url(), &secret)).await;
        page.wait_for(&showing(0, 0), "the first exercise").await;
        if let (GameId::Chess1999, Ok(path)) = (game, std::env::var("LESSON_SCREENSHOT")) {
            // README's picture of a lesson (`LESSON_SCREENSHOT=docs/lesson-page.png`).
            page.wait_for("document.fonts.status === 'loaded'", "the fonts").await;
            let png = page.screenshot().await;
            let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
            std::fs::write(root.join(path), png).unwrap();
        }
        let intro = page.text("#lesson-intro").await;
        assert!(!intro.is_empty(), "{game:?}: the lesson's words");
        assert_eq!(page.eval("document.getElementById('game-controls').hidden").await, json!(true));

        for exercise in path.exercises().take(lesson) {
            let mut attempt = Attempt::start(exercise).unwrap();
            assert_eq!(stars_drawn(&page).await, stars_left(&attempt), "{}", exercise.key());
            for m in &exercise.solution {
                let legal = attempt.game().parse_move(m).unwrap();
                let all = attempt.game().legal_moves();
                let joined =
                    all.iter().filter(|l| l.from == legal.from && l.to == legal.to).count();
                let from = legal.from.expect("the first lessons move pieces on the board");
                page.click(&at_cell(from)).await;
                page.wait_for("document.querySelectorAll('#board .dot, #board .capture, #board .transfer').length > 0", "the piece's moves marked").await;
                page.click(&at_cell(legal.to.unwrap())).await;
                if joined > 1 {
                    page.wait_for("!document.getElementById('choices').hidden", "the choices")
                        .await;
                    page.click(&format!("#choices button[data-move=\"{}\"]", legal.text)).await;
                }
                let step = attempt.play(m, |_| None).unwrap();
                if matches!(step, learn::Step::Going { .. }) {
                    page.wait_for(&showing(exercise.index, attempt.kept()), m).await;
                    assert_eq!(stars_drawn(&page).await, stars_left(&attempt), "after {m}");
                }
            }
            page.wait_for(&showing(exercise.index + 1, 0), "the next exercise").await;
            let lead = page.text("#lesson-lead").await;
            assert!(lead.contains("★★★"), "{}: {lead}", exercise.key());
        }
        let kept = fx.int(&format!(
            "SELECT count(*) FROM learn_stars WHERE user_id = 1 AND game = '{}' AND stars = 3",
            game.id()
        ));
        assert_eq!(kept as usize, lesson, "{game:?}: every exercise's stars kept");
        // The chat carries on where the page stopped.
        let chat = host.learn(&a, PLACE, Some(game)).unwrap().said();
        assert!(chat.contains(&format!("exercise {} of", lesson + 1)), "{chat}");

        if game == GameId::Xiangqi {
            // On a page of its own (a socket takes ten messages at once, and the lesson took
            // nine): a typed move the rules refuse, answered with their reason and not
            // counted; then Skip, Back and Start again, by their buttons.
            let secret = board_button_link(&host, &a, game);
            let page = browser.open(&web::link_address(&server.url(), &secret)).await;
            page.wait_for(&showing(lesson, 0), "the exercise the chat is on").await;
            let here = path.exercise(lesson).unwrap();
            let start = Attempt::start(here).unwrap();
            page.click("#typed-move").await;
            page.type_text("a1a1").await;
            page.press_enter().await;
            let reason = start.game().parse_move("a1a1").unwrap_err().said();
            let said = Text::from(bot::msg!(
                "refusal-illegal-move",
                reason = Arg::sentence(Arg::Rules(game, reason))
            ));
            let said = said.words(Lang::EnUs, &Plain).replace("**", "").replace('`', "");
            let shown =
                format!("document.getElementById('notice').textContent === {}", json!(said));
            page.wait_for(&shown, "the rules' reason").await;
            page.click("#lesson-next").await;
            page.wait_for(&showing(lesson + 1, 0), "the exercise after").await;
            page.click("#lesson-back").await;
            page.wait_for(&showing(lesson, 0), "the exercise before").await;
            let legal = start.game().parse_move(here.solution[0]).unwrap();
            page.click(&at_cell(legal.from.unwrap())).await;
            page.click(&at_cell(legal.to.unwrap())).await;
            page.wait_for(&showing(lesson, 1), "a move").await;
            page.click("#lesson-again").await;
            page.wait_for(&showing(lesson, 0), "the exercise from its start").await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lessons_link_refuses_what_a_stranger_could_send() {
    let fx = Fixture::new();
    let host = Arc::new(fx.second_host());
    let (posts, _posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    let url = server.url();
    let a = actor(&alice());
    let secret = host.lessons_link(&a, PLACE, GameId::Xiangqi).unwrap().secret;
    let (mut ws, first) = hello(&url, &secret).await;
    assert_eq!(first["t"], "state", "{first}");
    assert_eq!(first["lesson"]["exercise"], 0, "{first}");
    let legal: Vec<Value> = first["legal"].as_array().unwrap().clone();
    let a_move = legal[0]["text"].as_str().unwrap().to_owned();

    // A game's messages, a move without its exercise, junk: not understood.
    for junk in [
        json!({ "t": "resign", "ply": 0 }),
        json!({ "t": "move", "move": a_move, "ply": 0 }),
        json!({ "t": "move", "move": a_move, "ply": 0, "exercise": 0 }),
        json!({ "t": "move", "move": a_move, "ply": 0, "exercise": 0, "tag": -1 }),
        json!({ "t": "exercise", "n": -1 }),
        json!({ "t": "exercise" }),
        json!({ "t": "hello", "link": secret }),
    ] {
        send(&mut ws, junk.clone()).await;
        let refused = next_refusal(&mut ws).await.expect("a refusal");
        assert_eq!(refused["t"], "refused", "{junk}: {refused}");
        assert_eq!(refused["fatal"], false, "{junk}: {refused}");
    }
    // An exercise the path does not have; a move for another exercise or an older ply.
    send(&mut ws, json!({ "t": "exercise", "n": 9_999 })).await;
    let refused = next_refusal(&mut ws).await.unwrap();
    assert!(refused["message"].as_str().unwrap().contains("no longer valid"), "{refused}");
    let tag = first["lesson"]["tag"].as_u64().unwrap();
    for (exercise, tag) in [(1, tag), (0, tag + 1)] {
        let wrong =
            json!({ "t": "move", "move": a_move, "ply": 0, "exercise": exercise, "tag": tag });
        send(&mut ws, wrong).await;
        let refused = next_refusal(&mut ws).await.unwrap();
        assert!(refused["message"].as_str().unwrap().contains("position changed"), "{refused}");
    }
    // Nothing was played: the try is where it began.
    let going = host.lesson_page(&secret).unwrap();
    assert_eq!((going.exercise, going.ply), (0, 0));
    // Revoked (the Revoke button under the link), the link ends its socket with words.
    let revoke = ActionId::LearnRevoke { game: GameId::Xiangqi }.encode();
    let revoked = host.press(&a, PLACE, &Sight::Everywhere, &revoke).unwrap().said();
    assert!(revoked.contains("no longer works"), "{revoked}");
    let (mut ws, refused) = hello(&url, &secret).await;
    assert_eq!(refused["fatal"], true, "{refused}");
    assert!(refused["message"].as_str().unwrap().contains("revoked"), "{refused}");
    assert!(next(&mut ws).await.is_none());
    // A forged secret is refused, and the socket ends.
    let forged = "0".repeat(64);
    let (mut ws, refused) = hello(&url, &forged).await;
    assert_eq!(refused["fatal"], true, "{refused}");
    assert!(next(&mut ws).await.is_none());
    let unknown = host.lesson_page(&forged).unwrap_err();
    assert_eq!(unknown.kind, RefusalKind::NotAllowed);
}
