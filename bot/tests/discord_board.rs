//! The board page from Discord: the Board button under a game's board gives the presser a
//! private link of their own; a move made on the page is posted in the channel as a board,
//! through the real serenity client against the loopback double; a move made in the chat
//! shows on the page; Revoke ends a link.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::Arc;

use bot::model::SystemClock;
use serde_json::json;
use support::{
    ALICE, APP_ID, Answer, BOB, CAROL, CHANNEL, Discord, GUILD, MOD, NEVER, Person, activity,
    browser, world::World,
};

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

/// Alice challenges Bob to Xiangqi, moving first, and Bob accepts: the first board.
async fn xiangqi(d: &Discord) -> Answer {
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
    ];
    let challenge = d.slash(ALICE, "challenge", &args).await;
    d.click(BOB, challenge.message_id(), &challenge.button("Accept")).await
}

/// The entry point pressed in a channel without a game says so, privately.
async fn no_game_here(d: &Discord) {
    let none = d.press_entry_point(ALICE).await;
    assert!(none.ephemeral, "{}", none.content());
    assert!(none.content().contains("no game in progress"), "{}", none.content());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_board_button_links_a_page_whose_moves_are_posted_in_the_channel() {
    let discord = Discord::start().await;
    discord.serve_pages();
    let w = World::around(discord, NEVER, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let board = xiangqi(d).await;
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

    no_game_here(&discord).await;
    xiangqi(&discord).await;
    let link = discord.press_entry_point(CAROL).await;
    assert!(link.ephemeral, "a link is for its holder alone: {}", link.content());
    assert!(link.content().contains("yours alone"), "{}", link.content());
    let secret = address(&link).rsplit('#').next().unwrap().to_owned();
    assert_eq!(secret.len(), 64, "{}", link.content());
    discord.assert_clean();
    bot.stop().await;
}

/// The script expression `expr` evaluated in the Activity's frame, whose document is `d`.
fn in_frame(expr: &str) -> String {
    format!(
        "(() => {{ const d = document.getElementById('activity').contentDocument; return {expr}; }})()"
    )
}

/// An Activity's page opened by `by` in the stand-in Discord client at the bot's `origin`,
/// framing the board at instance `instance` (and the channel the address claims, which the
/// bot must not believe), with Discord's code `code` for them.
async fn activity<'b>(
    browser: &'b browser::Browser,
    origin: &str,
    (instance, code): (&str, &str),
    by: Person,
    here: &[Person],
) -> browser::Page<'b> {
    let src = format!(
        "/?frame_id=aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa&instance_id={instance}&platform=desktop\
         &guild_id={GUILD}&channel_id={CHANNEL}"
    );
    let page = browser.open("about:blank").await;
    page.serve(&format!("{origin}/discord-client*"), &activity::client_page(&src, code, by, here))
        .await;
    page.goto(&format!("{origin}/discord-client")).await;
    page
}

/// Waits until the Activity's page `page` was refused, and returns what it says.
async fn refused(page: &browser::Page<'_>) -> String {
    let done = in_frame("d?.body?.dataset.activity === 'refused'");
    page.wait_for(&done, "the Activity's refusal").await;
    page.eval(&in_frame("d.getElementById('notice').textContent"))
        .await
        .as_str()
        .unwrap()
        .to_owned()
}

/// Set up as an Activity (README's steps: Activities enabled, the client secret given), the
/// Board button and the entry point launch the board inside Discord. In a real browser, a
/// stand-in for the Discord client plays Discord's side of the SDK's protocol: the member
/// launches, is authorised (the bot exchanges the code with the double, asks who it is, and
/// where the instance is), and plays a move the channel sees. A forged code, another member's
/// code, a member not in the instance, an instance in another channel and an unknown one are
/// refused in words.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn set_up_as_an_activity_the_board_opens_inside_discord_for_whom_discord_names() {
    let discord = Discord::start().await;
    discord.serve_pages();
    discord.set_up_activities();
    let w = World::around(discord, NEVER, Arc::new(SystemClock)).await;
    let d = &w.discord;
    let origin = format!("http://{}", w.bot.as_ref().unwrap().web_addr().unwrap());
    no_game_here(d).await;
    let board = xiangqi(d).await;
    let launched = d.click_launching(ALICE, board.message_id(), &board.button("Board")).await;
    assert_eq!(launched.payload["type"], json!(12), "{:?}", launched.payload);
    d.entry_point_launching(BOB).await;
    let instance = d.instance_in(CHANNEL).expect("the launch made an instance in the channel");

    let browser = browser::Browser::launch().await;
    let code = d.issue_code(ALICE);
    let red = activity(&browser, &origin, (&instance, &code), ALICE, &[ALICE, CAROL]).await;
    red.wait_for(&in_frame("d?.body?.dataset.ply === '0'"), "the board inside Discord").await;
    let said = red.eval(&in_frame("d.getElementById('you').textContent")).await;
    assert!(said.as_str().unwrap().contains("You play"), "{said}");
    let here = red.eval(&in_frame("d.body.dataset.here")).await;
    assert_eq!(here, json!("alice,carol"), "who is in the Activity is shown");
    // Bob joins: Discord says so, and the page follows.
    let joined =
        json!([ALICE.id, CAROL.id, BOB.id]
        .iter()
        .zip(["alice", "carol", "bob"])
        .map(|(id, name)| json!({"id": id.to_string(), "username": name, "discriminator": "0",
                                 "flags": 0, "bot": false}))
        .collect::<Vec<_>>());
    red.eval(&format!("window.participantsNow({joined})")).await;
    red.wait_for(&in_frame("d.body.dataset.here === 'alice,carol,bob'"), "Bob shown").await;
    // The page kept to the protocol: the app's id, the code flow, the token the bot got.
    let sent = red.eval("window.sent").await;
    let sent = sent.as_array().unwrap();
    let cmd = |name: &str| sent.iter().find(|m| m["cmd"] == json!(name)).cloned();
    let handshake = sent.iter().find(|m| m["op"] == json!(0)).expect("a handshake");
    assert_eq!(handshake["payload"]["client_id"], json!(APP_ID.to_string()));
    let authorize = cmd("AUTHORIZE").expect("AUTHORIZE");
    assert_eq!(authorize["args"]["client_id"], json!(APP_ID.to_string()));
    assert_eq!(authorize["args"]["response_type"], json!("code"));
    assert_eq!(authorize["args"]["scope"], json!(["identify"]));
    let authenticate = cmd("AUTHENTICATE").expect("AUTHENTICATE");
    let token = authenticate["args"]["access_token"].as_str().unwrap().to_owned();
    assert_eq!(d.tokens_of(ALICE), vec![token], "the token Discord gave for Alice's code");

    // Red plays h3e3 by clicking in the Activity: the channel sees it.
    for cell in ["7,2", "4,2"] {
        let at = in_frame(&format!(
            "(() => {{ const f = document.getElementById('activity').getBoundingClientRect(); \
             const r = d.querySelector('[data-cell=\"{cell}\"]').getBoundingClientRect(); \
             return [f.x + r.x + r.width / 2, f.y + r.y + r.height / 2]; }})()"
        ));
        let at = red.eval(&at).await;
        red.click_at(at[0].as_f64().unwrap(), at[1].as_f64().unwrap()).await;
    }
    red.wait_for(&in_frame("d.body.dataset.ply === '1'"), "the move on the page").await;
    d.eventually("the Activity's move posted in the channel", || {
        d.posts().iter().any(|p| {
            let content = p.message.as_ref().and_then(|m| m["content"].as_str()).unwrap_or("");
            content.contains("h3e3") && p.pinged.contains(&BOB.id)
        })
    })
    .await;

    // Carol joined from Discord's own buttons: she watches.
    d.join_activity(CHANNEL, CAROL);
    let code = d.issue_code(CAROL);
    let watcher = activity(&browser, &origin, (&instance, &code), CAROL, &[ALICE, CAROL]).await;
    watcher.wait_for(&in_frame("d?.body?.dataset.ply === '1'"), "Carol's board").await;
    let said = watcher.eval(&in_frame("d.getElementById('you').textContent")).await;
    assert!(said.as_str().unwrap().contains("watching"), "{said}");

    // Refused, each in words.
    let declined = activity(&browser, &origin, (&instance, "decline"), ALICE, &[]).await;
    let words = refused(&declined).await;
    assert!(words.contains("did not let the board in") && words.contains("declined"), "{words}");
    let forged = activity(&browser, &origin, (&instance, "forged-code"), ALICE, &[]).await;
    assert!(refused(&forged).await.contains("did not confirm who you are"));
    let used = activity(&browser, &origin, (&instance, &code), CAROL, &[]).await;
    assert!(refused(&used).await.contains("did not confirm who you are"), "a code works once");
    // (Bob is in: his entry point joined him.) Mona has not joined.
    let outsider_code = d.issue_code(MOD);
    let outsider = activity(&browser, &origin, (&instance, &outsider_code), MOD, &[]).await;
    assert!(refused(&outsider).await.contains("does not list you"));
    let elsewhere = d.join_activity(CHANNEL + 1, ALICE);
    let code = d.issue_code(ALICE);
    let other = activity(&browser, &origin, (&elsewhere, &code), ALICE, &[]).await;
    let words = refused(&other).await;
    assert!(words.contains("No game has been played in this channel"), "{words}");
    let code = d.issue_code(ALICE);
    let unknown = "i-1300000000000000999-gc-1187000000000000100-1187000000000000200";
    let nowhere = activity(&browser, &origin, (unknown, &code), ALICE, &[]).await;
    assert!(refused(&nowhere).await.contains("does not know this activity"));
    d.assert_clean();
}
