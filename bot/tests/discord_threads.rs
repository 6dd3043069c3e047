//! A thread for every game: `/challenge … thread:` (or the server's setting) starts the game
//! in a public thread of the channel, every command works in it, and the thread is archived
//! when the game ends; without the permission to start threads the game is played in the
//! channel. Through the real serenity client against the loopback Discord double.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use serde_json::{Value, json};
use support::{
    ADMIN, ALICE, Answer, BOB, CAROL, CHANNEL, Discord, Fault, Kind, Person, components,
    world::{World, assert_board_picture},
};

/// `/challenge` by Alice to `opponent` at Xiangqi, moving first, in `channel`, with `extra`
/// options.
fn challenge_args(
    d: &Discord,
    opponent: Person,
    extra: &[(&'static str, Value)],
) -> Vec<(&'static str, Value)> {
    let mut args = vec![
        ("opponent", json!(opponent.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
    ];
    args.extend(extra.iter().cloned());
    args
}

/// The newest message the bot posted in `channel`, and the custom id of its button `label`.
fn newest_in(d: &Discord, channel: u64, label: &str) -> (u64, String) {
    let id = asked_message(d, channel);
    let message = d.message(id).unwrap();
    let button = components(&message).into_iter().find(|c| c["label"] == label);
    let button = button.unwrap_or_else(|| panic!("no {label} on {message}"));
    (id, button["custom_id"].as_str().unwrap().to_owned())
}

/// The newest message the bot posted in `channel`.
fn asked_message(d: &Discord, channel: u64) -> u64 {
    let posts = d.posts();
    let message = posts
        .iter()
        .rev()
        .filter_map(|e| e.message.as_ref())
        .find(|m| m["channel_id"] == json!(channel.to_string()))
        .unwrap_or_else(|| panic!("nothing posted in {channel}"));
    message["id"].as_str().unwrap().parse().unwrap()
}

/// The thread's id in the words that point to it: "The game is in <#id>."
fn pointed_thread(answer: &Answer) -> u64 {
    let content = answer.content();
    let start = content.find("<#").unwrap_or_else(|| panic!("no thread named: {content}"));
    content[start + 2..].split('>').next().unwrap().parse().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_thread_from_challenge_to_result_with_the_thread_archived() {
    let w = World::new().await;
    let d = &w.discord;
    let args = challenge_args(d, BOB, &[("thread", json!(true))]);
    let asked = d.slash_in(CHANNEL, ALICE, "challenge", &args).await;
    assert!(!asked.ephemeral, "{}", asked.content());
    let thread = pointed_thread(&asked);
    let threads = d.threads();
    assert_eq!(threads.len(), 1);
    let t = &threads[0];
    assert_eq!(t["id"], json!(thread.to_string()));
    assert_eq!(t["parent_id"], json!(CHANNEL.to_string()));
    assert_eq!(t["type"], json!(11), "a public thread");
    assert_eq!(t["name"], json!("alice vs bob · Xiangqi"));
    // The challenge is in the thread, pinging Bob; he accepts there.
    let (challenge, accept) = newest_in(d, thread, "Accept");
    let message = d.message(challenge).unwrap();
    assert!(message["content"].as_str().unwrap().contains(&format!("<@{}>", BOB.id)));
    let started = d.click(BOB, challenge, &accept).await;
    assert!(started.content().starts_with("Game on!"), "{}", started.content());
    assert_board_picture(&started);
    // The channel itself is free: a second game starts there meanwhile.
    let second = challenge_args(d, CAROL, &[]);
    let there = d.slash_in(CHANNEL, ALICE, "challenge", &second).await;
    assert!(!there.ephemeral && there.content().contains("challenges you"), "{}", there.content());
    // Every command works in the thread: a typed move, the picker, /board, /resign.
    let typed = d.slash_in(thread, ALICE, "move", &[("move", json!("h3e3"))]).await;
    assert!(!typed.ephemeral && typed.content().contains("h3e3"), "{}", typed.content());
    let picker = d.click(BOB, typed.message_id(), &typed.button("Move")).await;
    assert!(picker.ephemeral, "{}", picker.content());
    let board = d.slash_in(thread, CAROL, "board", &[]).await;
    assert!(board.content().contains("Black to move"), "{}", board.content());
    assert!(d.threads()[0]["thread_metadata"]["archived"] == json!(false));
    let resigned = d.slash_in(thread, BOB, "resign", &[]).await;
    assert!(resigned.content().contains("**Red wins"), "{}", resigned.content());
    // The game is over: the thread is archived, its messages kept.
    d.eventually("the thread archived", || {
        d.threads()[0]["thread_metadata"]["archived"] == json!(true)
    })
    .await;
    assert!(d.message(challenge).is_some());
    assert_eq!(d.events_of(&Kind::EditThread).len(), 1);
    assert_eq!(w.stored(thread), (1, "finished".to_owned()));
    // The game is listed with the channel's games for whoever sees the channel.
    let listed = d.slash_in(CHANNEL, CAROL, "history", &[]).await;
    assert!(listed.content().contains("alice") || listed.content().contains(&ALICE.id.to_string()));
    assert!(listed.content().contains("#1"), "{}", listed.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_can_make_threads_the_default_and_a_challenge_can_decline_them() {
    let w = World::new().await;
    let d = &w.discord;
    let set = d.slash_in(CHANNEL, ADMIN, "settings", &[("threads", json!(true))]).await;
    assert!(set.content().contains("in a thread of their own"), "{}", set.content());
    let asked = d.slash_in(CHANNEL, ALICE, "challenge", &challenge_args(d, BOB, &[])).await;
    let thread = pointed_thread(&asked);
    assert_eq!(d.threads().len(), 1);
    // Declined: nothing will happen in the thread any more, so it is archived.
    let (challenge, decline) = newest_in(d, thread, "Decline");
    let declined = d.click(BOB, challenge, &decline).await;
    assert!(declined.content().contains("declined"), "{}", declined.content());
    d.eventually("the thread archived", || {
        d.threads()[0]["thread_metadata"]["archived"] == json!(true)
    })
    .await;
    // `thread: False` plays in the channel despite the setting.
    let args = challenge_args(d, BOB, &[("thread", json!(false))]);
    let here = d.slash_in(CHANNEL, ALICE, "challenge", &args).await;
    assert!(here.content().contains("challenges you"), "{}", here.content());
    assert_eq!(d.threads().len(), 1, "no new thread");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_permission_to_start_threads_the_game_is_played_in_the_channel() {
    let w = World::new().await;
    let d = &w.discord;
    d.fail_threads(&[Fault::MissingPermissions]);
    let args = challenge_args(d, BOB, &[("thread", json!(true))]);
    let token = d.send_slash(CHANNEL, ALICE, "challenge", &args);
    let private = |e: &support::Event| {
        e.kind == Kind::Followup
            && e.message.as_ref().is_some_and(|m| m["flags"].as_u64().unwrap_or(0) & 64 != 0)
    };
    d.eventually("the private explanation", || d.events_for(&token).iter().any(private)).await;
    let events = d.events_for(&token);
    // Deferred while the thread was tried, then edited in.
    assert!(events.iter().any(|e| e.kind == Kind::Callback(5)), "{events:?}");
    let challenge = events.iter().find(|e| e.kind == Kind::EditOriginal).unwrap();
    let shown = challenge.message.as_ref().unwrap();
    assert_eq!(shown["channel_id"], json!(CHANNEL.to_string()));
    assert!(shown["content"].as_str().unwrap().contains("challenges you"), "{shown}");
    let note = events.iter().find(|e| private(e)).unwrap().message.as_ref().unwrap();
    assert!(note["content"].as_str().unwrap().contains("permission to create public threads"));
    assert!(d.threads().is_empty());
    // The challenge works in the channel as ever.
    let id: u64 = shown["id"].as_str().unwrap().parse().unwrap();
    let accept = components(shown).into_iter().find(|c| c["label"] == "Accept").unwrap();
    let started = d.click(BOB, id, accept["custom_id"].as_str().unwrap()).await;
    assert!(started.content().starts_with("Game on!"), "{}", started.content());
    assert_eq!(w.stored(CHANNEL).1, "active");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_bot_in_a_thread_gets_its_moves_there_and_ends_archived() {
    let w = World::new().await;
    let d = &w.discord;
    // Black (the bot) has two Tanks against Red's bare General: it mates soon.
    let two_tanks = "3k5/r8/8r/9/9/9/9/9/9/4K4 w - - 0 1";
    let args = [
        ("opponent", json!(support::ME.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
        ("level", json!(2)),
        ("position", json!(two_tanks)),
        ("thread", json!(true)),
    ];
    let asked = d.slash_in(CHANNEL, ALICE, "challenge", &args).await;
    let thread = pointed_thread(&asked);
    assert_eq!(d.threads()[0]["name"], json!("alice vs Variants · Xiangqi"));
    let (board, _) = newest_in(d, thread, "Move");
    assert!(d.message(board).unwrap()["content"].as_str().unwrap().starts_with("Game on!"));
    for _ in 0..40 {
        let (game, status) = w.stored_game(thread);
        if status != "active" {
            break;
        }
        let mine = game.legal_moves().swap_remove(0).text;
        let before = d.posts().len();
        let answer = d.slash_in(thread, ALICE, "move", &[("move", json!(mine))]).await;
        assert!(!answer.ephemeral, "{}", answer.content());
        if w.stored_game(thread).1 != "active" {
            break;
        }
        d.eventually("the bot's move", || d.posts().len() > before).await;
        let post = d.posts().pop().unwrap();
        let posted_in = post.message.as_ref().unwrap()["channel_id"].clone();
        assert_eq!(posted_in, json!(thread.to_string()), "the bot moves in the thread");
    }
    assert_eq!(w.stored_game(thread).1, "finished");
    d.eventually("the thread archived", || {
        d.threads()[0]["thread_metadata"]["archived"] == json!(true)
    })
    .await;
    w.finish().await;
}

/// A game's thread is named in the server's language as its posts are: a server set to Chinese
/// with `/settings language:` gets Chinese thread names though its Discord language (the
/// interactions' `guild_locale`) is English; set back, English again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn thread_names_follow_the_servers_language_setting() {
    let w = World::new().await;
    let d = &w.discord;
    d.slash_in(CHANNEL, ADMIN, "settings", &[("threads", json!(true))]).await;
    let names = [
        ("Simplified Chinese", "alice 对 bob · 象棋"),
        ("Traditional Chinese", "alice 對 bob · 象棋"),
        ("The server's Discord language", "alice vs bob · Xiangqi"),
    ];
    for (i, (language, expected)) in names.into_iter().enumerate() {
        let choice = d.choice("settings", "language", language);
        let set = d.slash_in(CHANNEL, ADMIN, "settings", &[("language", choice)]).await;
        assert!(set.ephemeral, "{}", set.content());
        let asked = d.slash_in(CHANNEL, ALICE, "challenge", &challenge_args(d, BOB, &[])).await;
        let thread = pointed_thread(&asked);
        assert_eq!(d.threads()[i]["name"], json!(expected));
        // Cancelled (the button whose id says so, whatever its label), so that Alice may
        // challenge again.
        let message = d.message(asked_message(d, thread)).unwrap();
        let cancel = components(&message)
            .into_iter()
            .find(|c| c["custom_id"].as_str().is_some_and(|id| id.ends_with(":cancel")));
        let cancel = cancel.unwrap()["custom_id"].as_str().unwrap().to_owned();
        let id = message["id"].as_str().unwrap().parse().unwrap();
        assert!(!d.click(ALICE, id, &cancel).await.content().is_empty());
    }
    w.finish().await;
}
