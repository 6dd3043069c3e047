//! Discord failing the bot, and the bot carrying on.
//!
//! Discord's clock on interactions, on the double's own clock (it moves only when a test moves
//! it): an initial response after 3 seconds gets 10062 Unknown interaction, a second one 40060,
//! and a token no longer works after 15 minutes (50027). Whatever the host did stands, so a
//! move played is shown in the channel and the opponent pinged even when the interaction could
//! not carry the answer.
//!
//! What the bot says on its own (turn reminders, expired challenges marked): transient failures
//! (429 with `retry_after`, a 5xx) are tried again later, on the host's clock; refusals (50013
//! Missing Permissions, 50001 Missing Access, 50083 archived thread) are given up and recorded
//! with Discord's reason, never retried and never lost silently.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::{sync::Arc, time::Duration};

use bot::{host::FIRST_RETRY, model::ManualClock};
use poise::serenity_prelude as serenity;
use serde_json::json;
use support::{ADMIN, ALICE, APP_ID, BOB, CHANNEL, Discord, Fault, world::World};

const LATE: Duration = Duration::from_secs(4);
const EXPIRED: Duration = Duration::from_secs(16 * 60);

/// A serenity HTTP client pointed at the double, as the bot's is.
fn client(discord: &Discord) -> serenity::Http {
    serenity::HttpBuilder::new("Bot double-token")
        .proxy(discord.api_base())
        .ratelimiter_disabled(true)
        .application_id(serenity::ApplicationId::new(APP_ID))
        .build()
}

/// The Discord error code of a failed request.
fn code(result: serenity::Result<impl Sized>) -> Option<isize> {
    match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e))) => {
            Some(e.error.code)
        }
        _ => None,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_double_keeps_discord_s_clock_on_interactions() {
    let discord = Discord::start().await;
    let http = client(&discord);
    let message = || {
        serenity::CreateInteractionResponse::Message(
            serenity::CreateInteractionResponseMessage::new().content("Game on!"),
        )
    };
    let (id, token) = discord.pretend_sent(CHANNEL);
    let id = serenity::InteractionId::new(id);
    http.create_interaction_response(id, &token, &message(), Vec::new()).await.unwrap();
    // One initial response per interaction.
    let again = http.create_interaction_response(id, &token, &message(), Vec::new()).await;
    assert_eq!(code(again), Some(40060));
    // Three seconds to give it.
    let (late_id, late) = discord.pretend_sent(CHANNEL);
    discord.stall_next_response(LATE);
    let late_answer = serenity::InteractionId::new(late_id);
    let result = http.create_interaction_response(late_answer, &late, &message(), Vec::new()).await;
    assert_eq!(code(result), Some(10062));
    // Fifteen minutes for everything after it.
    let (slow_id, slow) = discord.pretend_sent(CHANNEL);
    discord.stall_after_next_response(EXPIRED);
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new(),
    );
    let slow_id = serenity::InteractionId::new(slow_id);
    http.create_interaction_response(slow_id, &slow, &defer, Vec::new()).await.unwrap();
    let edit = serenity::EditInteractionResponse::new().content("Game on!");
    assert_eq!(
        code(http.edit_original_interaction_response(&slow, &edit, Vec::new()).await),
        Some(50027)
    );
    discord.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_follow_up_after_a_deferral_becomes_the_placeholder_as_on_discord() {
    let discord = Discord::start().await;
    let http = client(&discord);
    let (id, token) = discord.pretend_sent(CHANNEL);
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new(),
    );
    let id = serenity::InteractionId::new(id);
    http.create_interaction_response(id, &token, &defer, Vec::new()).await.unwrap();
    let placeholder = http.get_original_interaction_response(&token).await.unwrap();
    assert!(placeholder.flags.unwrap().contains(serenity::MessageFlags::LOADING));
    // Marked ephemeral, but it becomes the public placeholder: a refusal sent this way would
    // be shown to everyone.
    let private = serenity::CreateInteractionResponseFollowup::new()
        .content("That is not your move.")
        .ephemeral(true);
    let shown = http.create_followup_message(&token, &private, Vec::new()).await.unwrap();
    assert_eq!(shown.id, placeholder.id);
    let flags = shown.flags.unwrap();
    assert!(
        !flags.contains(serenity::MessageFlags::EPHEMERAL)
            && !flags.contains(serenity::MessageFlags::LOADING)
    );
    // The next follow-up is a message of its own.
    let next = http.create_followup_message(&token, &private, Vec::new()).await.unwrap();
    assert_ne!(next.id, placeholder.id);
    assert!(next.flags.unwrap().contains(serenity::MessageFlags::EPHEMERAL));
    discord.assert_clean();
}

/// Alice plays h3e3 after the test made Discord refuse the interaction's answer; the move is
/// posted in the channel instead, pinging Bob, and refused with `code`. Returns the post.
async fn move_posted_instead(w: &World, code: u64) -> (u64, String) {
    let d = &w.discord;
    let posts_before = d.channel_posts().len();
    let token = d.send_slash(CHANNEL, ALICE, "move", &[("move", json!("h3e3"))]);
    d.eventually("the move posted in the channel", || d.channel_posts().len() > posts_before).await;
    assert!(d.refused().contains(&(token, code)), "{:?}", d.refused());
    let (channel, text) = d.channel_posts().last().cloned().unwrap();
    assert!(text.contains("h3e3"), "{text}");
    assert_eq!(d.channel_pings().last().cloned().unwrap(), [BOB.id]);
    assert_eq!(w.stored(CHANNEL), (1, "active".to_owned()));
    (channel, text)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_answered_too_late_is_shown_in_the_channel_and_the_opponent_pinged() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.discord.stall_next_response(LATE);
    let (channel, text) = move_posted_instead(&w, 10062).await;
    assert_eq!(channel, CHANNEL);
    assert!(!text.contains("try again"), "{text}");
    // The game goes on as usual.
    let reply = w.play(BOB, "h10g8").await;
    assert!(!reply.ephemeral, "{}", reply.content());
    assert_eq!(w.stored(CHANNEL), (2, "active".to_owned()));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deferred_move_whose_token_ran_out_is_shown_in_the_channel() {
    // Every answer deferred; this one's work takes past the token's 15 minutes.
    let w = World::with_defer(Duration::ZERO).await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.discord.stall_after_next_response(EXPIRED);
    move_posted_instead(&w, 50027).await;
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_answered_too_late_is_posted_and_its_expiry_still_marked() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    d.stall_next_response(LATE);
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
    ];
    let token = d.send_slash(CHANNEL, ALICE, "challenge", &args);
    d.eventually("the challenge posted in the channel", || !d.channel_posts().is_empty()).await;
    assert!(d.refused().contains(&(token, 10062)), "{:?}", d.refused());
    let posted = d.last_post().unwrap();
    assert_eq!(d.channel_pings().last().cloned().unwrap(), [BOB.id]);
    // The posted message is the challenge's: an hour on, it is the one marked.
    w.challenges_noted().await;
    clock.advance(std::time::Duration::from_secs(3_600));
    d.eventually("the challenge message to be marked", || !d.message_edits().is_empty()).await;
    let (edited, _) = d.message_edits()[0].clone();
    assert_eq!(edited, double_id(&posted));
    let marked = d.message(edited).unwrap();
    assert!(marked["content"].as_str().unwrap().contains("expired unanswered"), "{marked}");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_button_answered_too_late_updates_its_message_with_one_board_and_nudges() {
    let w = World::new().await;
    let d = &w.discord;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    let ask = d.slash(ALICE, "takeback", &[]).await;
    d.stall_next_response(LATE);
    let token = d.send_click(BOB, ask.message_id(), &ask.button("Accept takeback"));
    d.eventually("the offer's message edited", || !d.message_edits().is_empty()).await;
    assert!(d.refused().contains(&(token, 10062)), "{:?}", d.refused());
    let edited = d.message(ask.message_id()).unwrap();
    assert!(edited["content"].as_str().unwrap().contains("taken back"), "{edited}");
    // The new board replaces whatever the message showed: one picture.
    assert_eq!(edited["attachments"].as_array().unwrap().len(), 1, "{edited}");
    // Alice is to move again, and is told so in the channel since the edit notifies nobody.
    d.eventually("the nudge", || !d.channel_pings().is_empty()).await;
    assert_eq!(d.channel_pings().last().cloned().unwrap(), [ALICE.id]);
    assert_eq!(w.stored(CHANNEL), (0, "active".to_owned()));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn on_the_production_path_serenity_keeps_discord_s_rate_limits() {
    // https://discord.com over TLS, serenity's rate limiter on: the double's HTTPS port
    // declares a bucket per route and answers 429 to a request past it.
    let discord = Discord::start().await;
    discord.use_production_path();
    // Registration fails three times: four tries on one bucket, one more than it allows at
    // once, so the fourth must wait for the bucket's window as the headers said.
    discord.fail_registrations(3);
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::around(discord, support::NEVER, Arc::new(clock.clone())).await;
    let d = &w.discord;
    assert_eq!(d.registrations(), 4);
    assert!(d.rate_limited().is_empty(), "past a declared limit: {:?}", d.rate_limited());
    // A game played through it, with a reminder that meets a 429: serenity waits as it is
    // told and sends it again itself, so the outbox has nothing to retry.
    d.slash(ADMIN, "settings", &[("reminder_hours", json!(2))]).await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    w.play(BOB, "h10g8").await;
    d.fail_channel(&[Fault::RateLimited(0.2)]);
    clock.advance(std::time::Duration::from_secs(2 * 3_600));
    d.eventually("the reminder", || !d.channel_posts().is_empty()).await;
    assert_eq!(d.refused(), [(format!("channel {CHANNEL}"), 429)]);
    assert_eq!(d.channel_pings(), [vec![ALICE.id]]);
    assert!(given_up(&w).is_empty());
    assert!(d.rate_limited().is_empty(), "past a declared limit: {:?}", d.rate_limited());
    let (plain, tls) = d.requests_by_port();
    assert!(plain == 0 && tls > 10, "{plain} plain requests, {tls} over TLS");
    w.finish().await;
}

/// A message's id, as the double serialises it.
fn double_id(message: &serde_json::Value) -> u64 {
    message["id"].as_str().unwrap().parse().unwrap()
}

/// The reasons kept for deliveries given up, from the database.
fn given_up(w: &World) -> Vec<String> {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    let mut stmt =
        conn.prepare("SELECT failed FROM outbox WHERE failed IS NOT NULL ORDER BY id").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_that_meets_a_rate_limit_and_an_outage_is_sent_later_once() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    d.slash(ADMIN, "settings", &[("reminder_hours", json!(2))]).await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    let reminders = || d.channel_posts().into_iter().filter(|(c, _)| *c == CHANNEL).count();
    d.fail_channel(&[Fault::RateLimited(0.5), Fault::ServerError]);
    clock.advance(std::time::Duration::from_secs(2 * 3_600));
    w.swept().await;
    assert_eq!(reminders(), 0, "rate limited");
    assert_eq!(d.refused().len(), 1);
    // Tried again a minute later (on the host's clock): Discord is down.
    w.swept().await;
    assert_eq!(d.refused().len(), 1, "not before its time");
    clock.advance(FIRST_RETRY);
    w.swept().await;
    assert_eq!(d.refused().len(), 2);
    assert_eq!(reminders(), 0);
    // Two minutes after that, it goes through, once, still pinging Bob.
    clock.advance(2 * FIRST_RETRY);
    d.eventually("the reminder", || reminders() == 1).await;
    assert_eq!(d.channel_pings().last(), Some(&vec![BOB.id]));
    clock.advance(std::time::Duration::from_secs(3_600));
    w.swept().await;
    assert_eq!(reminders(), 1, "once");
    assert!(given_up(&w).is_empty());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_put_off_is_dropped_once_the_player_has_moved() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    d.slash(ADMIN, "settings", &[("reminder_hours", json!(2))]).await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    d.fail_channel(&[Fault::ServerError]);
    clock.advance(std::time::Duration::from_secs(2 * 3_600));
    w.swept().await;
    assert_eq!(d.refused().len(), 1, "Discord was down");
    // Bob moves before the reminder is tried again: it is not sent at all.
    w.play(BOB, "h10g8").await;
    clock.advance(FIRST_RETRY);
    w.swept().await;
    assert!(d.channel_posts().is_empty(), "{:?}", d.channel_posts());
    assert!(given_up(&w).is_empty());
    // Alice's own turn is reminded in its time, with how long she has waited then.
    clock.advance(std::time::Duration::from_secs(2 * 3_600));
    d.eventually("Alice's reminder", || !d.channel_posts().is_empty()).await;
    let (_, text) = d.channel_posts()[0].clone();
    assert!(text.contains(&format!("<@{}>, it is your turn", ALICE.id)), "{text}");
    assert!(text.contains("waiting for 2 hours"), "{text}");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expiry_edits_that_discord_refuses_are_recorded_and_not_retried() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    for channel in CHANNEL + 3..CHANNEL + 6 {
        let args = [
            ("opponent", json!(BOB.id.to_string())),
            ("game", d.choice("challenge", "game", "Xiangqi")),
        ];
        let challenge = d.slash_in(channel, ALICE, "challenge", &args).await;
        assert!(!challenge.ephemeral, "{}", challenge.content());
    }
    d.fail_channel(&[Fault::MissingPermissions, Fault::MissingAccess, Fault::ArchivedThread]);
    w.challenges_noted().await;
    clock.advance(std::time::Duration::from_secs(3_600));
    d.eventually("three refusals", || d.refused().len() == 3).await;
    w.swept().await;
    let codes: Vec<u64> = d.refused().into_iter().map(|(_, code)| code).collect();
    assert_eq!(codes, [50013, 50001, 50083]);
    let kept = given_up(&w);
    assert_eq!(kept.len(), 3, "{kept:?}");
    for (why, code) in kept.iter().zip(["50013", "50001", "50083"]) {
        assert!(why.contains(code), "{why}");
    }
    assert!(d.message_edits().is_empty());
    // Never tried again.
    clock.advance(std::time::Duration::from_secs(86_400));
    w.swept().await;
    assert_eq!(d.refused().len(), 3);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_resumes_after_reconnect_and_identifies_after_an_invalid_session() {
    let w = World::new().await;
    let d = &w.discord;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    // RECONNECT: the bot takes the same session up again on a new connection.
    let resumes = d.ask_to_reconnect();
    d.eventually("a RESUME", || d.resumes() > resumes).await;
    let moved = w.play(ALICE, "h3e3").await;
    assert!(!moved.ephemeral, "{}", moved.content());
    // INVALID_SESSION: the bot identifies anew, gets READY and the server again.
    let readies = d.invalidate_session();
    d.eventually("a new READY", || d.readies() > readies).await;
    let moved = w.play(BOB, "h10g8").await;
    assert!(!moved.ephemeral, "{}", moved.content());
    assert_eq!(w.stored(CHANNEL), (2, "active".to_owned()));
    w.finish().await;
}
