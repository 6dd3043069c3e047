//! The app installed to members' own accounts, through the loopback double: games in a DM and
//! a group DM between members, where the bot is no member and may only answer interactions.
//! Discord refuses its posts there (the double too, 50001), so every board comes as an
//! answer or a follow-up (at most five of an interaction, 40094 after), the engine's move as a
//! follow-up of the move it answers, and what the bot would post by itself (a flag; a move
//! whose interaction's token ran out) comes with the answer to the next interaction. Server
//! things say where they work.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::{sync::Arc, time::Duration};

use bot::model::{ManualClock, Moment, SystemClock};
use rules::{Game, GameId, Reason};
use serde_json::{Value, json};
use support::{
    ALICE, Answer, BOB, CAROL, Discord, Event, Kind, ME, Person, menu,
    world::{World, a_xiangqi_mate, assert_board_picture, player},
};

/// 2026-11-27 00:00 UTC.
const T0: Moment = Moment::from_seconds(1_795_737_600);

/// Alice challenges `opponent` to Xiangqi in `channel`, moving first (with `extra` options).
async fn challenge(
    d: &Discord,
    channel: u64,
    opponent: Person,
    extra: &[(&'static str, Value)],
) -> Answer {
    let mut args = vec![
        ("opponent", json!(opponent.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
    ];
    args.extend(extra.iter().cloned());
    let asked = d.slash_in(channel, ALICE, "challenge", &args).await;
    assert!(!asked.ephemeral, "{}", asked.content());
    asked
}

/// Nothing was posted by the bot on its own, and Discord refused none of its posts.
fn only_answers(d: &Discord) {
    assert!(d.posts().is_empty(), "posts: {:?}", d.channel_posts());
    let missing: Vec<_> = d.refused().into_iter().filter(|(_, code)| *code == 50001).collect();
    assert!(missing.is_empty(), "posts refused: {missing:?}");
}

/// How many outbox entries wait, unclaimed, for an interaction (`all`: claimed or not).
fn waiting(w: &World, all: bool) -> i64 {
    let db = rusqlite::Connection::open(w.db()).unwrap();
    let sql = if all {
        "SELECT count(*) FROM outbox"
    } else {
        "SELECT count(*) FROM outbox WHERE claimed_by IS NULL"
    };
    db.query_row(sql, [], |r| r.get(0)).unwrap()
}

/// The follow-ups an interaction got (nudges included), newest last.
fn followups(d: &Discord, answer: &Answer) -> Vec<Event> {
    let token = &answer.events[0].token;
    d.events_for(token).into_iter().filter(|e| e.kind == Kind::Followup).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_members_play_a_whole_game_in_their_dm_through_their_own_installs() {
    let discord = Discord::start().await;
    discord.serve_pages();
    let w = World::globally(discord, Arc::new(SystemClock)).await;
    let d = &w.discord;
    // Registered for installs to accounts, and offered in DMs and group DMs.
    let (_, commands) = d.commands();
    let challenge_command =
        commands.as_array().unwrap().iter().find(|c| c["name"] == "challenge").unwrap();
    assert_eq!(challenge_command["integration_types"], json!([0, 1]));
    assert_eq!(challenge_command["contexts"], json!([0, 1, 2]));

    let dm = d.private_channel(&[ALICE, BOB]);
    let asked = challenge(d, dm, BOB, &[]).await;
    let started = d.click(BOB, asked.message_id(), &asked.button("Accept")).await;
    assert!(started.content().starts_with("Game on!"), "{}", started.content());
    // The board's buttons work there: a link of one's own, and the picker.
    let link = d.click(BOB, started.message_id(), &started.button("Board")).await;
    assert!(link.ephemeral && link.content().contains("yours alone"), "{}", link.content());
    let mut shadow = Game::new(GameId::Xiangqi);
    let mate = a_xiangqi_mate();
    let first = shadow.legal_moves().into_iter().find(|m| m.text == mate[0]).unwrap();
    let (from, to) = (first.from.unwrap().to_string(), first.to.unwrap().to_string());
    let pieces = d.click(ALICE, started.message_id(), &started.button("Move")).await;
    assert!(pieces.ephemeral, "{}", pieces.content());
    let (id, _) = menu(&pieces);
    let points = d.select(ALICE, pieces.message_id(), &id, &from).await;
    let (id, _) = menu(&points);
    let picked = d.select_posting(ALICE, points.message_id(), &id, &to).await;
    assert!(!picked.ephemeral && picked.content().contains(&mate[0]), "{}", picked.content());
    shadow.play(&mate[0]).unwrap();
    for text in mate.into_iter().skip(1) {
        let mover = player(shadow.side_to_move());
        let played = shadow.play(&text).unwrap();
        let answer = d.slash_in(dm, mover, "move", &[("move", json!(text))]).await;
        assert!(!answer.ephemeral, "{}", answer.content());
        assert_board_picture(&answer);
        if played.outcome.is_some() {
            assert!(answer.content().contains("wins by checkmate"), "{}", answer.content());
        }
    }
    assert_eq!(shadow.outcome().map(|o| o.reason), Some(Reason::Checkmate));
    assert_eq!(w.stored(dm).1, "finished");
    only_answers(d);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_bot_in_a_group_dm_its_moves_follow_the_players_up() {
    let w = World::globally(Discord::start().await, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let group = d.private_channel(&[ALICE, BOB, CAROL]);
    let started = challenge(d, group, ME, &[("level", json!(1))]).await;
    assert!(started.content().contains("to move"), "{}", started.content());
    for ply in 0..3 {
        let (game, status) = w.stored_game(group);
        assert_eq!(status, "active");
        let mine = game.legal_moves().swap_remove(0).text;
        let moved = d.slash_in(group, ALICE, "move", &[("move", json!(mine))]).await;
        assert_board_picture(&moved);
        // The bot's move comes as a follow-up of Alice's, a board pinging her.
        d.eventually("the bot's move as a follow-up", || !followups(d, &moved).is_empty()).await;
        let reply = &followups(d, &moved)[0];
        assert!(!reply.files.is_empty(), "ply {ply}: a board");
        let text = reply.payload["content"].as_str().unwrap();
        assert!(text.contains(&format!("<@{}>", ALICE.id)), "{text}");
        assert_eq!(w.stored(group).0, 2 * (ply + 1));
    }
    // Carol may look.
    let board = d.slash_in(group, CAROL, "board", &[]).await;
    assert_board_picture(&board);
    only_answers(d);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_and_a_move_whose_token_ran_out_come_with_the_next_interaction() {
    let clock = ManualClock::at(T0);
    let w = World::globally(Discord::start().await, Arc::new(clock.clone())).await;
    let d = &w.discord;
    let dm = d.private_channel(&[ALICE, BOB]);
    let asked = challenge(d, dm, BOB, &[("clock", json!("1+0"))]).await;
    d.click(BOB, asked.message_id(), &asked.button("Accept")).await;
    for by in [ALICE, BOB] {
        let (game, _) = w.stored_game(dm);
        let mine = game.legal_moves().swap_remove(0).text;
        clock.advance(Duration::from_secs(1));
        d.slash_in(dm, by, "move", &[("move", json!(mine))]).await;
    }
    // Alice's clock runs from when Discord took the answer that began her turn.
    w.turn_noted(dm).await;
    // Alice walks away for 20 minutes: her flag falls, and the last move's token has run out,
    // so nothing can show it now.
    d.time_passes(Duration::from_secs(20 * 60));
    clock.advance(Duration::from_secs(61));
    d.eventually("the flag", || w.stored(dm).1 == "finished").await;
    d.eventually("the flag's follow-up refused", || {
        d.refused().iter().any(|(_, code)| *code == 50027)
    })
    .await;
    d.eventually("the flag waiting", || waiting(&w, false) == 1).await;
    // Bob looks at the board: the flag comes with the answer.
    let board = d.slash_in(dm, BOB, "board", &[]).await;
    d.eventually("the flag with the answer", || {
        followups(d, &board)
            .iter()
            .any(|e| e.payload["content"].as_str().is_some_and(|t| t.contains("on time")))
    })
    .await;
    only_answers(d);
    // Shown once: nothing waits any more.
    d.eventually("the outbox emptied", || waiting(&w, true) == 0).await;
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_engines_move_after_the_token_expired_waits_for_the_next_interaction() {
    let w = World::globally(Discord::start().await, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let group = d.private_channel(&[ALICE, BOB, CAROL]);
    challenge(d, group, ME, &[("level", json!(1))]).await;
    let (game, _) = w.stored_game(group);
    let mine = game.legal_moves().swap_remove(0).text;
    // Alice's move is answered; then 16 minutes pass before the bot could follow it up.
    d.stall_after_next_response(Duration::from_secs(16 * 60));
    let moved = d.slash_in(group, ALICE, "move", &[("move", json!(mine))]).await;
    d.eventually("the bot's move played", || w.stored(group).0 == 2).await;
    d.eventually("its follow-up refused", || {
        d.refused().iter().any(|(token, code)| *code == 50027 && token == &moved.events[0].token)
    })
    .await;
    assert!(followups(d, &moved).is_empty());
    d.eventually("the bot's move waiting", || waiting(&w, false) == 1).await;
    // Bob's next command brings the bot's move.
    let board = d.slash_in(group, BOB, "board", &[]).await;
    d.eventually("the bot's move with the answer", || {
        followups(d, &board).iter().any(|e| !e.files.is_empty())
    })
    .await;
    only_answers(d);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_a_server_without_the_bot_games_are_played_and_server_things_say_where_they_work() {
    let w = World::globally(Discord::start().await, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let outside = d.server_without_bot(false);
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
        ("thread", json!(true)),
    ];
    let token = d.send_slash(outside, ALICE, "challenge", &args);
    // No thread: the bot may not start one where it was not added, and says so after the
    // challenge.
    let said = |e: &Event| e.payload["content"].as_str().is_some_and(|t| t.contains("not added"));
    d.eventually("why there is no thread", || d.events_for(&token).iter().any(said)).await;
    assert!(d.threads().is_empty());
    // The challenge is the command's own answer, shown before the explanation.
    let shown = d.events_for(&token).into_iter().find(|e| e.kind == Kind::Callback(4)).unwrap();
    let asked = Answer {
        message: shown.message.clone(),
        events: vec![shown],
        ephemeral: false,
        files: vec![],
    };
    let started = d.click(BOB, asked.message_id(), &asked.button("Accept")).await;
    assert!(started.content().starts_with("Game on!"), "{}", started.content());
    let moved = d.slash_in(outside, ALICE, "move", &[("move", json!("h3e3"))]).await;
    assert!(!moved.ephemeral, "{}", moved.content());
    assert_board_picture(&moved);
    // Tournaments and a server's settings say where they work.
    let refused = d.sub_slash_in(outside, ALICE, "tournament", "list", &[]).await;
    assert!(refused.ephemeral, "{}", refused.content());
    assert!(refused.content().contains("server that added the bot"), "{}", refused.content());
    // Where Alice may not send messages, only she would see a challenge: the bot says so and
    // does nothing.
    let muted = d.server_without_bot(true);
    let alone = d
        .slash_in(
            muted,
            ALICE,
            "challenge",
            &[
                ("opponent", json!(CAROL.id.to_string())),
                ("game", d.choice("challenge", "game", "Xiangqi")),
            ],
        )
        .await;
    assert!(alone.ephemeral, "{}", alone.content());
    assert!(alone.content().contains("Only you would see"), "{}", alone.content());
    let open: i64 = rusqlite::Connection::open(w.db())
        .unwrap()
        .query_row("SELECT count(*) FROM challenges WHERE channel_id = ?1", [muted as i64], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(open, 0);
    only_answers(d);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_waits_comes_four_after_each_answer_and_nothing_is_lost() {
    let w = World::globally(Discord::start().await, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let dm = d.private_channel(&[ALICE, BOB]);
    // Six things the bot would have said by itself in a channel it knows it may only answer
    // in (noted, as an earlier interaction there would have noted it), queued as reminders
    // are.
    let db = rusqlite::Connection::open(w.db()).unwrap();
    db.execute(
        "INSERT INTO answer_only_channels (channel_id, noted_at) VALUES (?1, 0)",
        [dm as i64],
    )
    .unwrap();
    for n in 1..=6 {
        db.execute(
            "INSERT INTO outbox (kind, ref_id, channel_id, text, due_at, created_at)
             VALUES ('reminder', 1, ?1, ?2, 0, 0)",
            rusqlite::params![dm as i64, format!("waiting note {n}")],
        )
        .unwrap();
    }
    w.swept().await;
    assert!(d.posts().is_empty(), "the sweeper does not post where the bot may only answer");
    let notes = |answer: &Answer| -> Vec<String> {
        followups(d, answer)
            .iter()
            .filter_map(|e| e.payload["content"].as_str().map(str::to_owned))
            .filter(|t| t.starts_with("waiting note"))
            .collect()
    };
    let first = d.slash_in(dm, BOB, "games", &[]).await;
    d.eventually("four notes", || notes(&first).len() == 4).await;
    let second = d.slash_in(dm, ALICE, "games", &[]).await;
    d.eventually("the other two", || notes(&second).len() == 2).await;
    let expected: Vec<String> = (1..=6).map(|n| format!("waiting note {n}")).collect();
    assert_eq!(notes(&first), expected[..4], "the oldest four first, in order");
    assert_eq!(notes(&second), expected[4..], "then the rest, each once");
    d.eventually("every one settled", || waiting(&w, true) == 0).await;
    assert!(!d.refused().iter().any(|(_, code)| *code == 40094), "{:?}", d.refused());
    only_answers(d);
    w.finish().await;
}
