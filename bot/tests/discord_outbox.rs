//! What the bot says on its own (turn reminders, expired challenges marked) when Discord fails
//! it: transient failures (429 with `retry_after`, a 5xx) are tried again later, on the host's
//! clock; refusals (50013 Missing Permissions, 50001 Missing Access, 50083 archived thread) are
//! given up and recorded with Discord's reason, never retried and never lost silently.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use bot::{host::FIRST_RETRY, model::ManualClock};
use serde_json::json;
use support::{ADMIN, ALICE, BOB, CHANNEL, Fault, world::World};

/// The reasons kept for deliveries given up, from the database.
fn given_up(w: &World) -> Vec<String> {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    let mut stmt =
        conn.prepare("SELECT failed FROM outbox WHERE failed IS NOT NULL ORDER BY id").unwrap();
    stmt.query_map([], |r| r.get(0)).unwrap().map(Result::unwrap).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_that_meets_a_rate_limit_and_an_outage_is_sent_later_once() {
    let clock = ManualClock::at(1_795_305_600);
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    d.slash(ADMIN, "settings", &[("reminder_hours", json!(2))]).await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    let reminders = || d.channel_posts().into_iter().filter(|(c, _)| *c == CHANNEL).count();
    d.fail_channel(&[Fault::RateLimited(0.5), Fault::ServerError]);
    clock.advance(2 * 3_600);
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
    clock.advance(3_600);
    w.swept().await;
    assert_eq!(reminders(), 1, "once");
    assert!(given_up(&w).is_empty());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn expiry_edits_that_discord_refuses_are_recorded_and_not_retried() {
    let clock = ManualClock::at(1_795_305_600);
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
    clock.advance(3_600);
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
    clock.advance(86_400);
    w.swept().await;
    assert_eq!(d.refused().len(), 3);
    w.finish().await;
}
