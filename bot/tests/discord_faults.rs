//! Discord failing the bot: command registration that fails for a while, or for good. In a
//! file of its own because a bot that gives up logs an error, which the end-to-end tests
//! sharing its process would take for trouble of their own.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::time::Duration;

use support::{CAROL, Discord, GUILD, NEVER};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_command_registration_is_tried_again() {
    let discord = Discord::start().await;
    let dir = tempfile::tempdir().unwrap();
    discord.fail_registrations(2);
    let bot = discord.start_bot(&dir.path().join("bot.sqlite3"), NEVER).await;
    assert_eq!(discord.registrations(), 3, "two failures, then success");
    let games = discord.slash(CAROL, "games", &[]).await;
    assert!(games.content().contains("Xiangqi"), "{}", games.content());
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_whose_commands_cannot_be_registered_stops_and_says_why() {
    let discord = Discord::start().await;
    let dir = tempfile::tempdir().unwrap();
    discord.fail_registrations(usize::MAX);
    let clock = std::sync::Arc::new(bot::model::SystemClock);
    let db = dir.path().join("bot.sqlite3");
    let mut bot = discord.start_unregistered(&db, NEVER, clock, Some(GUILD)).await;
    // It does not run on deaf: the client stops by itself, with the reason.
    let why = tokio::time::timeout(Duration::from_secs(120), bot.wait())
        .await
        .expect("the bot stopped by itself")
        .unwrap_err()
        .to_string();
    assert!(why.contains("could not be registered") && why.contains("4 tries"), "{why}");
    assert_eq!(discord.registrations(), 4);
    assert!(!bot.is_running());
}
