//! The board page from Discord: the Board button under a game's board gives the presser a
//! private link of their own; a move made on the page is posted in the channel as a board,
//! through the real serenity client against the loopback double; a move made in the chat
//! shows on the page; Revoke ends a link.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;

use bot::model::SystemClock;
use serde_json::json;
use support::{ALICE, Answer, BOB, CAROL, CHANNEL, Discord, NEVER, Person, browser, world::World};

/// The address in a link message.
fn address(answer: &Answer) -> String {
    let content = answer.content();
    let at = content.find("http://").unwrap_or_else(|| panic!("no link in {content}"));
    content[at..].split_whitespace().next().unwrap().to_owned()
}

async fn link(w: &World, by: Person, board: &Answer) -> Answer {
    let link = w.discord.click(by, board.message_id(), &board.button("Board")).await;
    assert!(link.ephemeral, "a link is for its holder alone: {}", link.content());
    link
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_button_links_a_page_whose_moves_are_posted_in_the_channel() {
    let discord = Discord::start().await;
    discord.serve_pages();
    let w = World::around(discord, NEVER, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
    ];
    let challenge = d.slash(ALICE, "challenge", &args).await;
    let board = d.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    assert!(board.buttons().iter().any(|(_, label)| label == "Board"), "{:?}", board.buttons());

    let (red, black, watcher) =
        (link(&w, ALICE, &board).await, link(&w, BOB, &board).await, link(&w, CAROL, &board).await);
    for l in [&red, &black, &watcher] {
        assert!(l.content().contains("yours alone"), "{}", l.content());
    }
    assert_ne!(address(&red), address(&black), "each member gets a link of their own");

    let browser = browser::Browser::launch().await;
    let red_page = browser.open(&address(&red)).await;
    let watcher_page = browser.open(&address(&watcher)).await;
    for page in [&red_page, &watcher_page] {
        page.wait_for("document.body.dataset.ply === '0'", "the first state").await;
    }
    assert!(red_page.text("#title").await.contains("Xiangqi"));

    // Red plays h3e3 by clicking: the move is posted in the channel as a board, pinging Black.
    red_page.click("[data-cell=\"7,2\"]").await;
    red_page.wait_for("document.querySelectorAll('.dot').length > 0", "h3's points").await;
    red_page.click("[data-cell=\"4,2\"]").await;
    watcher_page
        .wait_for("document.body.dataset.ply === '1'", "the move on the watcher's page")
        .await;
    d.eventually("the page's move posted in the channel", || {
        d.posts().iter().any(|p| {
            let content = p.message.as_ref().and_then(|m| m["content"].as_str()).unwrap_or("");
            content.contains("h3e3") && p.pinged.contains(&BOB.id) && !p.files.is_empty()
        })
    })
    .await;
    assert_eq!(w.stored(CHANNEL), (1, "active".to_owned()));

    // Black answers in the chat: the pages follow.
    let moved = d.slash(BOB, "move", &[("move", json!("h8e8"))]).await;
    assert!(moved.content().contains("h8e8"), "{}", moved.content());
    for page in [&red_page, &watcher_page] {
        page.wait_for("document.body.dataset.ply === '2'", "the chat's move on the page").await;
    }

    // Revoke: Carol's link stops working at once.
    let revoked = d.click(CAROL, watcher.message_id(), &watcher.button("Revoke")).await;
    assert!(revoked.content().contains("no longer works"), "{}", revoked.content());
    let late = browser.open(&address(&watcher)).await;
    late.wait_for("document.getElementById('notice').textContent.includes('revoked')", "revoked")
        .await;
    w.discord.assert_clean();
}

/// With Activities enabled for the app, Discord gives it an entry point command and refuses
/// a bulk overwrite that leaves it out (the double too). The bot registers its commands
/// globally keeping it, handled by the app; pressed, it answers privately: no game in the
/// channel, or a link of the member's own to the channel's game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_activities_enabled_the_entry_point_is_kept_and_opens_the_channels_board() {
    let discord = Discord::start().await;
    discord.enable_activities();
    discord.serve_pages();
    let dir = tempfile::tempdir().unwrap();
    let bot = discord.start_bot_global(&dir.path().join("bot.sqlite3")).await;
    discord.wait_registered(0).await;
    let (guild, commands) = discord.commands();
    assert_eq!(guild, None, "registered globally");
    let commands = commands.as_array().unwrap();
    let entries: Vec<&serde_json::Value> = commands.iter().filter(|c| c["type"] == 4).collect();
    assert_eq!(entries.len(), 1, "{commands:?}");
    assert_eq!((&entries[0]["name"], &entries[0]["handler"]), (&json!("launch"), &json!(1)));
    assert!(commands.iter().any(|c| c["name"] == "challenge"), "the commands are registered too");

    let none = discord.press_entry_point(ALICE).await;
    assert!(none.ephemeral, "{}", none.content());
    assert!(none.content().contains("no game in progress"), "{}", none.content());

    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", discord.choice("challenge", "game", "Xiangqi")),
    ];
    let challenge = discord.slash(ALICE, "challenge", &args).await;
    discord.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    let link = discord.press_entry_point(CAROL).await;
    assert!(link.ephemeral, "a link is for its holder alone: {}", link.content());
    assert!(link.content().contains("yours alone"), "{}", link.content());
    let secret = address(&link).rsplit('#').next().unwrap().to_owned();
    assert_eq!(secret.len(), 64, "{}", link.content());
    discord.assert_clean();
    bot.stop().await;
}
