//! Playing the bot itself through the loopback double: `/challenge opponent:@bot level:`
//! starts a game at once, the bot's replies are posted as turns with their pictures, commands
//! stay quick while it thinks, a restarted bot still makes the move it was thinking about,
//! and such games are unrated and show their level.

mod support;

use std::{sync::Arc, time::Duration};

use bot::{model::SystemClock, thinkers::ThinkConfig};
use serde_json::json;
use support::{
    ALICE, CAROL, CHANNEL, Discord, Event, Kind, ME,
    world::{World, assert_board_picture, decoded_size},
};

/// Black (the bot) has two chariots against Red's bare king: it mates soon whatever Red does.
const TWO_CHARIOTS: &str = "3k5/r8/8r/9/9/9/9/9/9/4K4 w - - 0 1";

fn mention(p: support::Person) -> String {
    format!("<@{}>", p.id)
}

/// Checks that a post of the bot's own shows a whole board picture.
fn assert_post_has_board(post: &Event) {
    assert_eq!(post.files.len(), 1, "one picture: {:?}", post.files.len());
    let (name, png) = &post.files[0];
    assert!(name.ends_with(".png"), "{name}");
    let (w, h) = decoded_size(png);
    assert!(w.min(h) >= 600 && w != h, "board {w}×{h}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_the_bot_is_played_to_its_end_with_a_board_after_every_move() {
    let world = World::new().await;
    let d = &world.discord;
    let start =
        world.challenge_bot(CHANNEL, "Xiangqi", ALICE, "I move first", 4, Some(TWO_CHARIOTS)).await;
    assert!(!start.ephemeral, "{}", start.content());
    let text = start.content();
    assert!(text.starts_with("Game on!") && text.contains("(level 4)"), "{text}");
    assert!(text.contains(&format!("Red to move, <@{}>", ALICE.id)), "{text}");
    assert_board_picture(&start);
    // Alice asked for the game herself: nobody is pinged.
    assert!(start.pinged().is_empty(), "{:?}", start.pinged());

    let mut bot_moves = 0;
    for _ in 0..40 {
        let (game, status) = world.stored_game(CHANNEL);
        if status != "active" {
            break;
        }
        assert_eq!(game.side_to_move(), rules::Side::First, "Alice's turn after every bot move");
        let mine = game.legal_moves().swap_remove(0).text;
        let before = d.posts().len();
        let answer = world.play(ALICE, &mine).await;
        assert!(!answer.ephemeral, "{mine}: {}", answer.content());
        assert_board_picture(&answer);
        if world.stored_game(CHANNEL).1 != "active" {
            break;
        }
        assert!(answer.content().contains("is thinking…"), "{}", answer.content());
        assert!(answer.pinged().is_empty(), "the bot is not pinged: {:?}", answer.pinged());
        d.eventually("the bot's move", || d.posts().len() > before).await;
        let post = d.posts().pop().unwrap();
        bot_moves += 1;
        assert_post_has_board(&post);
        let text = post.message.as_ref().unwrap()["content"].as_str().unwrap().to_owned();
        assert!(text.starts_with("**Black**"), "{text}");
        if world.stored_game(CHANNEL).1 == "active" {
            assert_eq!(post.pinged, [ALICE.id], "{text}");
            assert!(text.contains("Red to move") && text.contains(&mention(ALICE)), "{text}");
        } else {
            assert!(text.contains("Black wins"), "{text}");
        }
    }
    let (game, status) = world.stored_game(CHANNEL);
    assert_eq!(status, "finished", "the game ended within 40 moves");
    assert_eq!(game.outcome().and_then(|o| o.winner), Some(rules::Side::Second));
    assert!(bot_moves >= 1);

    // History names the level; the game is unrated.
    let history = d.slash(ALICE, "history", &[]).await;
    assert!(history.content().contains("(level 4)"), "{}", history.content());
    let conn = rusqlite::Connection::open(world.db()).unwrap();
    let ratings: i64 = conn.query_row("SELECT count(*) FROM ratings", [], |r| r.get(0)).unwrap();
    assert_eq!(ratings, 0, "games against the bot are unrated");
    world.finish().await;
}

/// Whether an interaction was answered with its first and only response, not deferred.
fn answered_at_once(events: &[Event]) -> bool {
    events.first().is_some_and(|e| e.kind == Kind::Callback(4))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_moves_first_answers_others_while_it_thinks_and_moves_after_a_restart() {
    let discord = Discord::start().await;
    // Level 8 thinks for its whole budget: long enough to ask for a board meanwhile.
    let think = ThinkConfig { level_8_time: Duration::from_secs(4), ..one_thread() };
    discord.think_with(think);
    // A command not answered within a second would be deferred.
    let mut world = World::around(discord, Duration::from_secs(1), Arc::new(SystemClock)).await;
    let d = &world.discord;
    let start = world.challenge_bot(CHANNEL, "Xiangqi", ALICE, "I move second", 8, None).await;
    let text = start.content();
    assert!(text.contains(&format!("Red to move: <@{}> is thinking…", ME.id)), "{text}");
    let bot = world.bot.as_ref().unwrap();
    d.eventually("the engine thinking", || bot.engine_thinking() == 1).await;

    // Someone else's /board is answered at once while the engine thinks.
    let board = d.slash(CAROL, "board", &[]).await;
    assert!(answered_at_once(&board.events), "{:?}", board.events);
    assert_board_picture(&board);
    assert!(d.posts().is_empty(), "the bot had not moved yet when the board was answered");

    d.eventually("the bot's first move", || d.posts().len() == 1).await;
    let first = &d.posts()[0];
    assert_post_has_board(first);
    assert_eq!(first.pinged, [ALICE.id]);
    let (game, _) = world.stored_game(CHANNEL);
    assert_eq!(game.moves().len(), 1);

    // Alice answers; the bot is stopped while it thinks, and its move is not played.
    let reply = game.legal_moves().swap_remove(0).text;
    let answer = world.play(ALICE, &reply).await;
    assert!(!answer.ephemeral, "{}", answer.content());
    let bot = world.bot.take().unwrap();
    d.eventually("the engine thinking again", || bot.engine_thinking() == 1).await;
    bot.stop().await;
    assert_eq!(world.stored_game(CHANNEL).0.moves().len(), 2, "no move was played on the way out");
    assert_eq!(d.posts().len(), 1);

    // Back up, the bot finds the game waiting for it and moves, once.
    d.think_with(ThinkConfig { level_8_time: Duration::from_millis(300), ..one_thread() });
    world.bot = Some(d.start_bot(&world.db(), Duration::from_secs(1)).await);
    d.eventually("the bot's move after the restart", || d.posts().len() == 2).await;
    let again = &d.posts()[1];
    assert_post_has_board(again);
    assert_eq!(again.pinged, [ALICE.id]);
    world.swept().await;
    let (game, status) = world.stored_game(CHANNEL);
    assert_eq!((game.moves().len(), status.as_str()), (3, "active"));
    assert_eq!(d.posts().len(), 2, "shown once");
    world.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn against_the_bot_takebacks_are_granted_draws_judged_and_other_bots_refused() {
    let world = World::new().await;
    let d = &world.discord;
    world.challenge_bot(CHANNEL, "Xiangqi", ALICE, "I move first", 1, None).await;
    let (game, _) = world.stored_game(CHANNEL);
    let mine = game.legal_moves().swap_remove(0).text;
    world.play(ALICE, &mine).await;
    d.eventually("the bot's move", || d.posts().len() == 1).await;
    assert_eq!(world.stored_game(CHANNEL).0.moves().len(), 2);

    // A takeback takes back Alice's move and the bot's reply, at once.
    let takeback = d.slash(ALICE, "takeback", &[]).await;
    assert!(!takeback.ephemeral, "{}", takeback.content());
    assert!(takeback.content().contains("is taken back"), "{}", takeback.content());
    assert_eq!(world.stored_game(CHANNEL).0.moves().len(), 0);

    // At the start the bot is not behind, so it declines a draw; the game goes on.
    let draw = d.slash(ALICE, "draw", &[]).await;
    assert!(draw.content().contains("declines the draw offer"), "{}", draw.content());
    assert_eq!(world.stored_game(CHANNEL).1, "active");

    // The level is only for games against the bot.
    let level = d
        .slash(
            CAROL,
            "challenge",
            &[
                ("opponent", json!(ALICE.id.to_string())),
                ("game", d.choice("challenge", "game", "Xiangqi")),
                ("level", json!(3)),
            ],
        )
        .await;
    assert!(level.ephemeral && level.content().contains("games against me"), "{}", level.content());

    // A game against the bot may be called off at any time.
    let abort = d.slash(ALICE, "abort", &[]).await;
    assert!(abort.content().contains("aborted"), "{}", abort.content());

    // A chariot down with nothing to show for it, the bot takes a draw.
    let lost = "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1";
    world.challenge_bot(CHANNEL, "Xiangqi", ALICE, "I move first", 3, Some(lost)).await;
    let draw = d.slash(ALICE, "draw", &[]).await;
    assert!(draw.content().contains("accepts the draw offer"), "{}", draw.content());
    assert_eq!(world.stored_game(CHANNEL).1, "finished");
    world.finish().await;
}

/// One engine thread, as on a two-core machine.
fn one_thread() -> ThinkConfig {
    ThinkConfig { threads: 1, ..ThinkConfig::for_this_machine() }
}
