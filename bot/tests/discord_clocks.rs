//! Live games through the loopback double, on a clock the test moves: `/challenge clock:` in
//! each of the five games, the turns' countdowns and pictures, a flag that falls with nobody
//! typing (posted once, in a thread too), a restart that re-arms it, and an upload that costs
//! the waiting player nothing. No test sleeps: the flag timer looks at the manual clock.
#![allow(clippy::unwrap_used)]

mod support;

use std::{sync::Arc, time::Duration};

use bot::model::{Clock, ManualClock, Moment};
use serde_json::{Value, json};
use support::{
    ALICE, BOB, CHANNEL, Discord, NEVER, Person,
    world::{World, assert_board_picture, player},
};

/// 2026-11-27 00:00 UTC.
const T0: Moment = Moment::from_seconds(1_795_737_600);

fn clock_args(
    d: &Discord,
    game: &str,
    clock: &str,
    extra: &[(&'static str, Value)],
) -> Vec<(&'static str, Value)> {
    let mut args = vec![
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", game)),
        ("side", d.choice("challenge", "side", "I move first")),
        ("clock", json!(clock)),
    ];
    args.extend(extra.iter().cloned());
    args
}

/// Alice challenges Bob to `game` with `clock` in `channel`, and Bob accepts.
async fn start(w: &World, channel: u64, game: &str, clock: &str) -> support::Answer {
    let d = &w.discord;
    let asked = d.slash_in(channel, ALICE, "challenge", &clock_args(d, game, clock, &[])).await;
    let text = asked.content();
    assert!(text.contains(&format!("Live game, {clock}")), "{text}");
    let started = d.click(BOB, asked.message_id(), &asked.button("Accept")).await;
    let text = started.content();
    assert!(text.starts_with("Game on!") && text.contains("must make a first move <t:"), "{text}");
    assert_board_picture(&started);
    w.turn_noted(channel).await;
    started
}

/// `moves` plies of the channel's game, each by whoever is to move, `think` apart; every
/// answer is a board with the flag's countdown.
async fn play(w: &World, clock: &ManualClock, channel: u64, moves: usize, think: Duration) {
    for _ in 0..moves {
        let (game, status) = w.stored_game(channel);
        if status != "active" {
            return;
        }
        let by: Person = player(game.side_to_move());
        let mine = game.legal_moves().swap_remove(0).text;
        clock.advance(think);
        let answer = w.discord.slash_in(channel, by, "move", &[("move", json!(mine))]).await;
        assert!(!answer.ephemeral, "{mine}: {}", answer.content());
        assert_board_picture(&answer);
        w.turn_noted(channel).await;
        if w.stored_game(channel).1 == "active" {
            let text = answer.content();
            assert!(text.contains("flag falls <t:") || text.contains("first move <t:"), "{text}");
        }
    }
}

/// The bot's own posts in `channel` whose words contain `words`.
fn posts_saying(d: &Discord, channel: u64, words: &str) -> usize {
    d.channel_posts().iter().filter(|(c, text)| *c == channel && text.contains(words)).count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_live_game_of_each_of_the_five_games_is_played_to_its_flag() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    for game in ["Xiangqi", "American Chess", "Amalgamated Chess", "Abstract Chess", "Chess 1999"] {
        start(&w, CHANNEL, game, "3+2").await;
        play(&w, &clock, CHANNEL, 8, Duration::from_secs(1)).await;
        let (position, status) = w.stored_game(CHANNEL);
        assert_eq!(status, "active", "{game}");
        // The player to move walks away; nobody types, and the flag falls by itself.
        let loser = position.side_to_move();
        let before = posts_saying(d, CHANNEL, "on time");
        clock.advance(Duration::from_secs(200));
        d.eventually("the flag's post", || posts_saying(d, CHANNEL, "on time") > before).await;
        assert_eq!(w.stored(CHANNEL).1, "finished", "{game}");
        let post = d.last_post().unwrap();
        let text = post["content"].as_str().unwrap();
        let winner = player(!loser);
        assert!(text.contains(&format!("<@{}> beat", winner.id)), "{game}: {text}");
        assert!(post["attachments"].as_array().is_some_and(|a| a.len() == 1), "{post}");
    }
    w.swept().await;
    assert_eq!(posts_saying(d, CHANNEL, "on time"), 5, "each flag posted once");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_in_a_thread_is_posted_there_once_and_the_thread_archived() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    let args = clock_args(d, "Xiangqi", "1+0", &[("thread", json!(true))]);
    let asked = d.slash_in(CHANNEL, ALICE, "challenge", &args).await;
    let content = asked.content();
    let start = content.find("<#").unwrap_or_else(|| panic!("no thread named: {content}"));
    let thread: u64 = content[start + 2..].split('>').next().unwrap().parse().unwrap();
    let challenge = d
        .posts()
        .into_iter()
        .rev()
        .filter_map(|e| e.message)
        .find(|m| m["channel_id"] == json!(thread.to_string()))
        .unwrap();
    let id: u64 = challenge["id"].as_str().unwrap().parse().unwrap();
    let accept = support::components(&challenge)
        .into_iter()
        .find(|c| c["label"] == "Accept")
        .and_then(|c| c["custom_id"].as_str().map(str::to_owned))
        .unwrap();
    d.click(BOB, id, &accept).await;
    w.turn_noted(thread).await;
    play(&w, &clock, thread, 3, Duration::from_secs(2)).await;
    clock.advance(Duration::from_secs(61));
    d.eventually("the flag's post", || posts_saying(d, thread, "on time") == 1).await;
    d.eventually("the thread archived", || {
        d.threads()[0]["thread_metadata"]["archived"] == json!(true)
    })
    .await;
    w.swept().await;
    assert_eq!(posts_saying(d, thread, "on time"), 1);
    assert_eq!(w.stored(thread).1, "finished");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_with_a_clock_running_re_arms_the_flag() {
    let clock = ManualClock::at(T0);
    let mut w = World::with_clock(clock.clone()).await;
    start(&w, CHANNEL, "Xiangqi", "1+0").await;
    play(&w, &clock, CHANNEL, 3, Duration::from_secs(1)).await;
    w.bot.take().unwrap().stop().await;
    // Back up: nothing but the stored deadline knows the flag is due.
    let db = w.db();
    w.bot = Some(w.discord.start_bot_with_clock(&db, NEVER, Arc::new(clock.clone())).await);
    clock.advance(Duration::from_secs(61));
    let d = &w.discord;
    d.eventually("the flag's post", || posts_saying(d, CHANNEL, "on time") == 1).await;
    assert_eq!(w.stored(CHANNEL).1, "finished");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn uploading_the_board_costs_the_waiting_player_nothing() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    start(&w, CHANNEL, "Xiangqi", "5+3").await;
    play(&w, &clock, CHANNEL, 2, Duration::from_secs(1)).await;
    // From now on each picture takes 4 s to upload.
    d.upload_takes(&clock, Duration::from_secs(4));
    let committed = clock.stamp();
    let answer = d.slash_in(CHANNEL, ALICE, "move", &[("move", json!("h1g3"))]).await;
    assert_board_picture(&answer);
    // Bob's turn runs from when Discord had the picture, four seconds after the commit.
    let since = || -> i64 {
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        conn.query_row("SELECT clock_since_ms FROM games ORDER BY id DESC LIMIT 1", [], |r| {
            r.get(0)
        })
        .unwrap()
    };
    let shown = committed.millis() + 4_000;
    d.eventually("the turn begun when shown", || since() == shown).await;
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_a_millisecond_late_is_refused_and_the_game_lost_on_time() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    start(&w, CHANNEL, "Xiangqi", "1+0").await;
    play(&w, &clock, CHANNEL, 2, Duration::ZERO).await;
    // Red's turn began when Black's board was accepted, now; a minute and a millisecond on,
    // Red's move arrives.
    clock.advance(Duration::from_millis(60_001));
    let late = d.slash_in(CHANNEL, ALICE, "move", &[("move", json!("h1g3"))]).await;
    assert!(late.ephemeral, "{}", late.content());
    assert!(late.content().contains("Your time ran out"), "{}", late.content());
    d.eventually("the flag's post", || posts_saying(d, CHANNEL, "on time") == 1).await;
    let (game, status) = w.stored_game(CHANNEL);
    assert_eq!((status.as_str(), game.moves().len()), ("finished", 2), "the late move not played");
    assert!(d.channel_posts().last().unwrap().1.contains("Black wins on time"));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_first_move_never_made_aborts_and_a_lone_general_draws_on_time() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    start(&w, CHANNEL, "Xiangqi", "3+2").await;
    clock.advance(Duration::from_secs(31));
    d.eventually("the abort", || posts_saying(d, CHANNEL, "did not make a first move") == 1).await;
    assert_eq!(w.stored(CHANNEL).1, "aborted");
    // Red keeps a lone General against Black's Chariot: Black's flag is a draw.
    let lone = "r3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1";
    let args = clock_args(d, "Xiangqi", "1+0", &[("position", json!(lone))]);
    let asked = d.slash_in(CHANNEL, ALICE, "challenge", &args).await;
    d.click(BOB, asked.message_id(), &asked.button("Accept")).await;
    w.turn_noted(CHANNEL).await;
    for (by, text) in [(ALICE, "d1d2"), (BOB, "a10a9"), (ALICE, "d2d1"), (BOB, "a9a8")] {
        let answer = d.slash_in(CHANNEL, by, "move", &[("move", json!(text))]).await;
        assert!(!answer.ephemeral, "{text}: {}", answer.content());
        w.turn_noted(CHANNEL).await;
    }
    clock.advance(Duration::from_secs(1));
    play(&w, &clock, CHANNEL, 1, Duration::ZERO).await;
    clock.advance(Duration::from_secs(61));
    d.eventually("the draw", || posts_saying(d, CHANNEL, "Draw on time") == 1).await;
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn live_ratings_are_their_own_and_the_export_reads_back_the_clocks() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    start(&w, CHANNEL, "Xiangqi", "5+3").await;
    play(&w, &clock, CHANNEL, 4, Duration::from_millis(2_500)).await;
    let resigned = d.slash_in(CHANNEL, BOB, "resign", &[]).await;
    assert!(resigned.content().contains("Ratings:"), "{}", resigned.content());
    let live = d.choice("rating", "pace", "Live (with a clock)");
    let rating = d.slash_in(CHANNEL, ALICE, "rating", &[("pace", live)]).await;
    assert!(rating.content().contains("Xiangqi** (live): 1662"), "{}", rating.content());
    let correspondence = d.choice("leaderboard", "pace", "Correspondence");
    let game = d.choice("leaderboard", "game", "Xiangqi");
    let args = [("game", game), ("pace", correspondence)];
    let board = d.slash_in(CHANNEL, ALICE, "leaderboard", &args).await;
    assert!(board.content().contains("Nobody has a correspondence rating"), "{}", board.content());
    let id: i64 = {
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        conn.query_row("SELECT id FROM games ORDER BY id DESC LIMIT 1", [], |r| r.get(0)).unwrap()
    };
    let export = d.slash_in(CHANNEL, ALICE, "export", &[("id", json!(id))]).await;
    let pgn = String::from_utf8(export.file(".pgn").to_vec()).unwrap();
    assert!(pgn.contains("[TimeControl \"300+3\"]"), "{pgn}");
    let clocks: Vec<&str> =
        pgn.split("[%clk ").skip(1).map(|rest| rest.split(']').next().unwrap()).collect();
    // Both first moves free; then each move costs 2.5 s and earns 3.
    assert_eq!(clocks, ["0:05:00", "0:05:00", "0:05:00", "0:05:00"], "{pgn}");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rematch_button_under_a_flag_starts_the_same_control_with_sides_swapped() {
    let clock = ManualClock::at(T0);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    start(&w, CHANNEL, "Amalgamated Chess", "1+0").await;
    play(&w, &clock, CHANNEL, 2, Duration::ZERO).await;
    clock.advance(Duration::from_secs(61));
    d.eventually("the flag's post", || posts_saying(d, CHANNEL, "on time") == 1).await;
    let post = d.last_post().unwrap();
    let id: u64 = post["id"].as_str().unwrap().parse().unwrap();
    let rematch = support::components(&post)
        .into_iter()
        .find(|c| c["label"] == "Rematch")
        .and_then(|c| c["custom_id"].as_str().map(str::to_owned))
        .unwrap_or_else(|| panic!("no Rematch under {post}"));
    let asked = d.click(BOB, id, &rematch).await;
    assert!(!asked.ephemeral, "{}", asked.content());
    let text = asked.content();
    assert!(
        text.contains("Live game, 1+0") && text.contains(&format!("<@{}>", ALICE.id)),
        "{text}"
    );
    assert_ne!(asked.message_id(), id, "a new message");
    w.challenges_noted().await;
    let started = d.click(ALICE, asked.message_id(), &asked.button("Accept")).await;
    let text = started.content();
    assert!(text.starts_with("Game on!"), "{text}");
    assert!(text.contains(&format!("White <@{}>", BOB.id)), "{text}");
    w.finish().await;
}

/// Full-width digits, as a Chinese keyboard types them (`５＋３`), are offered and read as
/// `5+3`, in each of the three languages: autocomplete offers the control worded in the
/// member's language, and the challenge made with what was typed is a 5+3 game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn full_width_digits_are_read_as_a_time_control_in_every_language() {
    let w = World::new().await;
    let d = &w.discord;
    for (locale, worded) in
        [("en-US", "5+3 · 5 minutes"), ("zh-CN", "5+3 · 每方5分钟"), ("zh-TW", "5+3 · 每方5分鐘")]
    {
        d.speak(locale);
        for typed in ["５＋３", "５+３", "５ ＋ ３"] {
            let offered = d.autocomplete(ALICE, "challenge", "clock", typed).await;
            assert!(!offered.is_empty(), "nothing offered for {typed:?} in {locale}");
            let (label, value) = &offered[0];
            assert_eq!(value, "5+3", "{typed:?} in {locale}");
            assert!(label.starts_with(worded), "{label} in {locale}");
        }
        // Typed without choosing from the list: read the same.
        let asked = d.slash(ALICE, "challenge", &clock_args(d, "Xiangqi", "１０＋５", &[])).await;
        assert!(!asked.ephemeral, "{}", asked.content());
        assert!(asked.content().contains("10+5"), "{}", asked.content());
        let cancel = asked.buttons().into_iter().find(|(id, _)| id.ends_with(":cancel")).unwrap();
        d.click(ALICE, asked.message_id(), &cancel.0).await;
    }
    w.finish().await;
}
