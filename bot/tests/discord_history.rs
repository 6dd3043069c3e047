//! History, replays, exports, ratings and reminders end to end: the real serenity + poise
//! client against the loopback Discord double, on a real SQLite file.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use bot::model::ManualClock;
use rules::{Game, GameId, Side};
use serde_json::json;
use support::{
    ADMIN, ALICE, Answer, BOB, CAROL, CHANNEL, MOD, PRIVATE, Person,
    world::{World, assert_board_picture, player},
};

/// Plays `moves` in the channel's game, alternating from Alice (who moves first).
async fn play_all(w: &World, moves: &[&str]) {
    let mut game = Game::new(GameId::Xiangqi);
    for m in moves {
        let answer = w.play(player(game.side_to_move()), m).await;
        assert!(!answer.ephemeral, "{m}: {}", answer.content());
        game.play(m).unwrap();
    }
}

/// The game id shown in a reply, from its `#12`.
fn game_id_in(text: &str) -> i64 {
    let at = text.find('#').expect("a game number");
    text[at + 1..].chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap()
}

/// The id of the latest game in the database.
fn latest_game(w: &World) -> i64 {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    conn.query_row("SELECT max(id) FROM games", [], |r| r.get(0)).unwrap()
}

fn rows(answer: &Answer) -> Vec<i64> {
    answer.content().lines().filter(|l| l.starts_with("`#")).map(game_id_in).collect()
}

const OPENING: [&str; 6] = ["h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "b10c8"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn history_pages_both_ways_and_filters() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    // 23 games: Alice against Bob (Xiangqi, resigned), and Carol against Bob (Abstract
    // Chess, aborted), alternately; the last one left in progress. A few minutes apart, as
    // the budget of challenges that ping others asks.
    let mut ids = Vec::new();
    for i in 0..23 {
        clock.advance(bot::host::PING_WINDOW);
        let (a, game) = if i % 2 == 0 { (ALICE, "Xiangqi") } else { (CAROL, "Abstract Chess") };
        w.start_game(CHANNEL, game, a, BOB).await;
        ids.push(latest_game(&w));
        if i == 22 {
            break;
        }
        let end = if i % 2 == 0 { "resign" } else { "abort" };
        let answer = w.discord.slash(a, end, &[]).await;
        assert!(!answer.ephemeral, "{}", answer.content());
    }
    let newest_first: Vec<i64> = ids.iter().rev().copied().collect();
    let first = w.discord.slash(CAROL, "history", &[]).await;
    assert!(first.content().contains("page 1 of 3 (23 in all)"), "{}", first.content());
    assert_eq!(rows(&first), newest_first[..10]);
    assert!(first.content().contains("in progress"), "{}", first.content());
    assert!(first.content().contains("aborted") && first.content().contains("resign"));
    assert!(first.content().contains("<t:"), "dates as Discord timestamps");
    let id = first.message_id();
    // Forward to the end and back, editing the same message.
    let second = w.discord.click(CAROL, id, &first.button("▶")).await;
    assert_eq!(second.message_id(), id);
    assert_eq!(rows(&second), newest_first[10..20]);
    let third = w.discord.click(CAROL, id, &second.button("▶")).await;
    assert_eq!(rows(&third), newest_first[20..]);
    assert!(third.content().contains("page 3 of 3"));
    let disabled = |a: &Answer, label: &str| {
        let m = a.message.as_ref().unwrap();
        m["components"][0]["components"]
            .as_array()
            .unwrap()
            .iter()
            .find(|b| b["label"] == label)
            .map(|b| b["disabled"] == true)
            .unwrap()
    };
    assert!(disabled(&third, "▶") && !disabled(&third, "◀"));
    assert!(disabled(&first, "◀"));
    let back = w.discord.click(CAROL, id, &third.button("◀")).await;
    assert_eq!(rows(&back), rows(&second));
    // Filters: a player, a game, this channel only.
    let carol = w.choice_user(CAROL);
    let carols = w.discord.slash(ALICE, "history", &[("player", carol)]).await;
    assert!(carols.content().contains("(11 in all)"), "{}", carols.content());
    let xiangqi = w.discord.choice("history", "game", "Xiangqi");
    let only = w.discord.slash(ALICE, "history", &[("game", xiangqi)]).await;
    assert!(only.content().contains("(12 in all)"), "{}", only.content());
    let elsewhere = w
        .discord
        .slash_in(
            CHANNEL + 1,
            ALICE,
            "history",
            &[("scope", w.discord.choice("history", "scope", "This channel"))],
        )
        .await;
    assert!(elsewhere.content().contains("(0 in all)"), "{}", elsewhere.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn show_steps_through_a_game_in_place() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    play_all(&w, &OPENING).await;
    let id = latest_game(&w);
    let renderer = render::Renderer::new();
    let drawn = |ply: usize| {
        let game = Game::replay(GameId::Xiangqi, None, &OPENING[..ply]).unwrap();
        let options = render::RenderOptions {
            bottom: Some(Side::First),
            style: None,
            players: rules::BySide { first: "alice".to_owned(), second: "bob".to_owned() },
            captions: bot::i18n::captions(bot::i18n::Lang::EnUs, &game.view()),
            ..Default::default()
        };
        (renderer.png(&game.view(), &options).unwrap(), game.position_string())
    };
    let shown = w.discord.slash(CAROL, "show", &[("id", json!(id)), ("ply", json!(3))]).await;
    let content = shown.content();
    assert!(content.contains("ply 3 of 6"), "{content}");
    assert!(content.contains("**3. h1g3"), "the shown ply is bold: {content}");
    let (png, position) = drawn(3);
    assert_eq!(shown.png(), png.as_slice(), "the board at ply 3, its move highlighted");
    assert!(content.contains(position.as_str()), "{content}");
    let labels: Vec<String> = shown.buttons().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["⏮", "◀", "▶", "⏭"]);
    let message = shown.message_id();
    // Carol asked for it: she steps through it in place.
    let next = w.discord.click(CAROL, message, &shown.button("▶")).await;
    assert_eq!(next.message_id(), message, "edited in place");
    assert!(next.content().contains("ply 4 of 6"));
    assert_eq!(next.png(), drawn(4).0.as_slice());
    let end = w.discord.click(CAROL, message, &next.button("⏭")).await;
    assert!(end.content().contains("ply 6 of 6"));
    assert_eq!(end.png(), drawn(6).0.as_slice());
    let start = w.discord.click(CAROL, message, &end.button("⏮")).await;
    assert!(start.content().contains("ply 0 of 6"));
    assert_eq!(start.png(), drawn(0).0.as_slice());
    assert_board_picture(&start);
    // Alice did not: her press steps a copy only she sees, and Carol's view stays at ply 0.
    let before = w.discord.message(message).unwrap();
    let hers = w.discord.click(ALICE, message, &start.button("⏭")).await;
    assert!(hers.ephemeral && hers.message_id() != message, "{}", hers.content());
    assert!(hers.content().contains("ply 6 of 6"));
    assert_eq!(w.discord.message(message).unwrap(), before);
    // Past the end, and a game of another server, are refused privately.
    let past = w.discord.slash(CAROL, "show", &[("id", json!(id)), ("ply", json!(7))]).await;
    assert!(past.ephemeral && past.content().contains("from 0 to 6"), "{}", past.content());
    let none = w.discord.slash(CAROL, "show", &[("id", json!(id + 100))]).await;
    assert!(none.ephemeral && none.content().contains("no game"), "{}", none.content());
    w.finish().await;
}

/// The tags and moves of an export.
fn read_export(text: &str) -> (std::collections::HashMap<String, String>, Vec<String>) {
    let mut tags = std::collections::HashMap::new();
    let mut moves = Vec::new();
    for line in text.lines() {
        if let Some(tag) = line.strip_prefix('[') {
            let (key, rest) = tag.split_once(' ').unwrap();
            tags.insert(key.to_owned(), rest.trim_end_matches(']').trim_matches('"').to_owned());
        } else {
            for word in line.split_whitespace() {
                let is_number = word.ends_with('.')
                    && word[..word.len() - 1].chars().all(|c| c.is_ascii_digit());
                if !is_number && !["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
                    moves.push(word.to_owned());
                }
            }
        }
    }
    (tags, moves)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn export_re_imports_to_the_same_position_from_any_ply() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    play_all(&w, &OPENING).await;
    w.discord.slash(ALICE, "resign", &[]).await;
    let id = latest_game(&w);
    let export = w.discord.slash(CAROL, "export", &[("id", json!(id))]).await;
    assert!(!export.ephemeral);
    let text = String::from_utf8(export.file(&format!("game-{id}.pgn")).to_vec()).unwrap();
    let (tags, moves) = read_export(&text);
    assert_eq!(tags["Variant"], "xiangqi");
    assert_eq!(tags["White"], "alice");
    assert_eq!(tags["Black"], "bob");
    assert_eq!(tags["Result"], "0-1");
    assert_eq!(tags["FEN"], Game::new(GameId::Xiangqi).position_string().to_string());
    assert_eq!(moves, OPENING);
    // Every position of the export starts a new game that stands exactly there.
    for ply in [0, 3, 6] {
        let game = Game::replay(GameId::Xiangqi, Some(&tags["FEN"]), &moves[..ply]).unwrap();
        let position = game.position_string();
        let channel = CHANNEL + 10 + ply as u64;
        let challenge = w
            .discord
            .slash_in(
                channel,
                CAROL,
                "challenge",
                &[
                    ("opponent", json!(BOB.id.to_string())),
                    ("game", w.discord.choice("challenge", "game", "Xiangqi")),
                    ("position", json!(position.as_str())),
                ],
            )
            .await;
        assert!(!challenge.ephemeral, "{}", challenge.content());
        let started =
            w.discord.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
        assert!(started.content().starts_with("Game on!"), "{}", started.content());
        let new_id = latest_game(&w);
        let shown = w.discord.slash(CAROL, "show", &[("id", json!(new_id))]).await;
        assert!(
            shown.content().contains(&format!("Position: `{position}`")),
            "{}",
            shown.content()
        );
    }
    w.finish().await;
}

/// The numbers in a /rating line for `game`: (rating, wins, losses, draws).
fn rating_line(answer: &Answer, game: &str) -> Option<String> {
    answer.content().lines().find(|l| l.contains(game)).map(str::to_owned)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ratings_change_after_a_game_and_not_after_an_abort() {
    let w = World::new().await;
    let none = w.discord.slash(ALICE, "rating", &[]).await;
    assert!(none.content().contains("no rated games"), "{}", none.content());
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    play_all(&w, &OPENING[..2]).await;
    let resigned = w.discord.slash(BOB, "resign", &[]).await;
    // The result says how the ratings moved: equal players, so symmetric.
    let content = resigned.content();
    let ratings =
        format!("Ratings: <@{}> 1500 → 1662 (+162), <@{}> 1500 → 1338 (−162)", ALICE.id, BOB.id);
    assert!(content.contains(&ratings), "{content}");
    let alice = w.discord.slash(ALICE, "rating", &[]).await;
    let line = rating_line(&alice, "Xiangqi").unwrap();
    assert!(line.contains("1662") && line.contains("1 win, 0 losses, 0 draws"), "{line}");
    let bob = w.discord.slash(CAROL, "rating", &[("player", w.choice_user(BOB))]).await;
    assert!(rating_line(&bob, "Xiangqi").unwrap().contains("0 wins, 1 loss"), "{}", bob.content());
    let board = w
        .discord
        .slash(
            CAROL,
            "leaderboard",
            &[("game", w.discord.choice("leaderboard", "game", "Xiangqi"))],
        )
        .await;
    let content = board.content();
    let lines: Vec<&str> = content.lines().skip(1).collect();
    let (first, second) = (format!("1. <@{}>", ALICE.id), format!("2. <@{}>", BOB.id));
    assert!(lines[0].starts_with(&first) && lines[1].starts_with(&second), "{content}");
    // An aborted game, and a game from a set-up position, change nothing.
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let aborted = w.discord.slash(ALICE, "abort", &[]).await;
    assert!(!aborted.ephemeral && !aborted.content().contains("Ratings"), "{}", aborted.content());
    let setup = Game::replay(GameId::Xiangqi, None, &OPENING[..2]).unwrap().position_string();
    let challenge = w
        .discord
        .slash(
            ALICE,
            "challenge",
            &[
                ("opponent", json!(BOB.id.to_string())),
                ("game", w.discord.choice("challenge", "game", "Xiangqi")),
                ("side", w.discord.choice("challenge", "side", "I move first")),
                ("position", json!(setup.as_str())),
            ],
        )
        .await;
    w.discord.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    let unrated = w.discord.slash(BOB, "resign", &[]).await;
    assert!(!unrated.content().contains("Ratings"), "{}", unrated.content());
    let again = w.discord.slash(ALICE, "rating", &[]).await;
    assert_eq!(rating_line(&again, "Xiangqi"), Some(line));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reminder_is_sent_once_and_the_timeout_is_claimed() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    // Settings: only members who may manage the server may change them.
    let two_hours = [("reminder_hours", json!(2))];
    let refused = w.discord.slash(MOD, "settings", &two_hours).await;
    assert!(
        refused.ephemeral && refused.content().contains("Only members"),
        "{}",
        refused.content()
    );
    let saved = w.discord.slash(ADMIN, "settings", &two_hours).await;
    assert!(saved.content().contains("after 2 hours"), "{}", saved.content());
    let shown = w.discord.slash(ALICE, "settings", &[]).await;
    assert!(shown.content().contains("Turn time limit: 3 days"), "{}", shown.content());
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    let reminders =
        |w: &World| w.discord.channel_posts().into_iter().filter(|(c, _)| *c == CHANNEL).count();
    clock.advance(std::time::Duration::from_secs(3_600 + 59 * 60));
    w.swept().await;
    assert_eq!(reminders(&w), 0, "not yet");
    clock.advance(std::time::Duration::from_secs(60));
    w.discord.eventually("the reminder", || reminders(&w) == 1).await;
    let (_, text) = w.discord.channel_posts().pop().unwrap();
    assert!(text.starts_with(&format!("<@{}>, it is your turn", BOB.id)), "{text}");
    assert!(text.contains(&format!("<@{}> may claim the game with /claim", ALICE.id)), "{text}");
    assert!(text.contains("3 days"), "{text}");
    assert_eq!(w.discord.channel_pings().last(), Some(&vec![BOB.id]), "the reminder pings Bob");
    // Once per turn.
    clock.advance(std::time::Duration::from_secs(3_600));
    w.swept().await;
    assert_eq!(reminders(&w), 1);
    // Claiming before the limit is refused; after it, Alice wins on time.
    let early = w.discord.slash(ALICE, "claim", &[]).await;
    assert!(early.ephemeral, "{}", early.content());
    clock.advance(std::time::Duration::from_secs(3 * 86_400));
    let claimed = w.discord.slash(ALICE, "claim", &[]).await;
    assert!(
        !claimed.ephemeral && claimed.content().contains("Red wins on time"),
        "{}",
        claimed.content()
    );
    assert_eq!(w.stored(CHANNEL), (1, "finished".to_owned()));
    w.finish().await;
}

impl World {
    fn choice_user(&self, p: Person) -> serde_json::Value {
        json!(p.id.to_string())
    }
}

/// A random Xiangqi game of exactly `plies` plies (the first seed whose game lasts so long).
fn long_game(plies: usize) -> Vec<String> {
    for seed in 1u64.. {
        let mut rng = seed;
        let mut game = Game::new(GameId::Xiangqi);
        while game.moves().len() < plies && game.outcome().is_none() {
            let moves = game.legal_moves();
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            game.play(&moves[(rng % moves.len() as u64) as usize].text).unwrap();
        }
        if game.moves().len() == plies && game.outcome().is_none() {
            return game.moves().to_vec();
        }
    }
    unreachable!()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replay_of_a_100_ply_game_is_a_small_gif_with_a_frame_per_ply() {
    use image::AnimationDecoder;
    // The cooldown runs on the host's clock: however long the replay takes to make, the clock
    // stands still until the test moves it.
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let moves = long_game(100);
    let texts: Vec<&str> = moves.iter().map(String::as_str).collect();
    play_all(&w, &texts).await;
    let id = latest_game(&w);
    let replay = w.discord.slash(CAROL, "replay", &[("id", json!(id))]).await;
    assert!(!replay.ephemeral, "{}", replay.content());
    assert!(replay.content().contains("replay of 100 plies"), "{}", replay.content());
    let gif = replay.file(&format!("replay-{id}.gif"));
    assert!(gif.len() < 2_000_000, "{} bytes", gif.len());
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).unwrap();
    // A ply's bands of changes are frames of their own; the one that shows for a while ends
    // the ply.
    let frames: Vec<_> = decoder
        .into_frames()
        .collect_frames()
        .unwrap()
        .into_iter()
        .filter(|f| f.delay().numer_denom_ms().0 > 0)
        .collect();
    assert_eq!(frames.len(), 101, "the start and one frame per ply");
    // Every frame is a whole board, and the last shows the final position exactly as the
    // renderer draws an animation frame of it (the GIF's palette is the renderer's): the
    // board /show draws, without the last move's tint.
    let shown = w.discord.slash(CAROL, "show", &[("id", json!(id))]).await;
    let board = image::load_from_memory(shown.png()).unwrap().to_rgba8();
    for f in &frames {
        assert_eq!(f.buffer().dimensions(), board.dimensions());
    }
    let end = Game::replay(GameId::Xiangqi, None, &texts).unwrap();
    let options = render::RenderOptions {
        bottom: Some(Side::First),
        players: rules::BySide { first: "alice".to_owned(), second: "bob".to_owned() },
        animation_frame: true,
        captions: bot::i18n::captions(bot::i18n::Lang::EnUs, &end.view()),
        ..Default::default()
    };
    let drawn = render::Renderer::new().render(&end.view(), &options);
    let last = image::DynamicImage::ImageRgba8(frames.last().unwrap().buffer().clone()).to_rgb8();
    assert!(last == drawn, "the last frame is the final position");
    assert_ne!(board, image::DynamicImage::ImageRgb8(drawn).to_rgba8(), "/show keeps its tint");
    // A second replay right away hits the cooldown, privately; another player is not held
    // up by it; once the cooldown has run out, a replay is made again.
    let again = w.discord.slash(CAROL, "replay", &[("id", json!(id))]).await;
    assert!(again.ephemeral, "{}", again.content());
    assert_eq!(again.content(), "Please wait 10 s before using /replay again.");
    clock.advance(std::time::Duration::from_secs(9));
    let again = w.discord.slash(CAROL, "replay", &[("id", json!(id))]).await;
    assert_eq!(again.content(), "Please wait 1 s before using /replay again.");
    let other = w.discord.slash(ALICE, "replay", &[("id", json!(id))]).await;
    assert!(!other.ephemeral && other.file(".gif") == gif, "{}", other.content());
    clock.advance(std::time::Duration::from_secs(1));
    let later = w.discord.slash(CAROL, "replay", &[("id", json!(id))]).await;
    assert!(!later.ephemeral && later.file(".gif") == gif, "{}", later.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_change_the_piece_style_and_the_default_orientation() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let renderer = render::Renderer::new();
    let mut game = Game::new(GameId::Xiangqi);
    game.play("h3e3").unwrap();
    let drawn = |style, bottom| {
        let options = render::RenderOptions {
            bottom: Some(bottom),
            style,
            players: rules::BySide { first: "alice".to_owned(), second: "bob".to_owned() },
            captions: bot::i18n::captions(bot::i18n::Lang::EnUs, &game.view()),
            ..Default::default()
        };
        renderer.png(&game.view(), &options).unwrap()
    };
    let d = &w.discord;
    let change = [
        ("pieces", d.choice("settings", "pieces", "Letters")),
        ("pieces_game", d.choice("settings", "pieces_game", "Xiangqi")),
        ("orientation", d.choice("settings", "orientation", "My side at the bottom")),
    ];
    let saved = d.slash(ADMIN, "settings", &change).await;
    assert!(saved.ephemeral && saved.content().contains("Xiangqi letters"), "{}", saved.content());
    assert!(saved.content().contains("Chess 1999 pictures"), "{}", saved.content());
    // A style a game does not have is refused, privately, and changes nothing.
    let wrong = [
        ("pieces", d.choice("settings", "pieces", "Chinese characters (Xiangqi)")),
        ("pieces_game", d.choice("settings", "pieces_game", "Chess 1999")),
    ];
    let refused = d.slash(ADMIN, "settings", &wrong).await;
    assert!(refused.ephemeral, "{}", refused.content());
    assert_eq!(
        refused.content(),
        "Chess 1999 does not offer that style; it has pictures or letters."
    );
    // Alice chose nothing herself: the server's default keeps her side (Red) at the bottom
    // after her move, and the pieces are letters.
    let moved = w.play(ALICE, "h3e3").await;
    assert_eq!(moved.png(), drawn(Some(render::PieceStyle::Letters), Side::First).as_slice());
    // Her own choice wins over the server's: with "side to move", her /board shows Black
    // (to move) at the bottom, where the server's default would show her Red; with her own
    // piece style, pictures.
    let own = d.choice("orientation", "view", "Side to move at the bottom");
    d.slash(ALICE, "orientation", &[("view", own)]).await;
    let board = d.slash(ALICE, "board", &[]).await;
    assert_eq!(board.png(), drawn(Some(render::PieceStyle::Letters), Side::Second).as_slice());
    let mine = [
        ("game", d.choice("pieces", "game", "Xiangqi")),
        ("style", d.choice("pieces", "style", "Pictures")),
    ];
    let set = d.slash(ALICE, "pieces", &mine).await;
    assert!(set.ephemeral, "{}", set.content());
    assert_eq!(set.content(), "Xiangqi boards that answer you now show pictures.");
    let board = d.slash(ALICE, "board", &[]).await;
    assert_eq!(board.png(), drawn(Some(render::PieceStyle::Pictures), Side::Second).as_slice());
    // Bob's boards keep the server's letters; back to the default, Alice's do too.
    let bobs = d.slash(BOB, "board", &[]).await;
    assert_eq!(bobs.png(), drawn(Some(render::PieceStyle::Letters), Side::Second).as_slice());
    let reset = [
        ("game", d.choice("pieces", "game", "Xiangqi")),
        ("style", d.choice("pieces", "style", "The default")),
    ];
    d.slash(ALICE, "pieces", &reset).await;
    let board = d.slash(ALICE, "board", &[]).await;
    assert_eq!(board.png(), drawn(Some(render::PieceStyle::Letters), Side::Second).as_slice());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_square_shows_one_pieces_destinations_to_the_caller_only() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let d = &w.discord;
    let square = |s: &str| [("square", json!(s))];
    // The Red Horse on b1 has two moves: a3 and c3.
    let horse = d.slash(BOB, "moves", &square("b1")).await;
    assert!(horse.ephemeral, "{}", horse.content());
    assert!(
        horse.content().starts_with("The Red Horse on b1 can move 2 ways: "),
        "{}",
        horse.content()
    );
    let png = horse.png();
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap().to_rgb8();
    // The picture is the board with b1 selected and a3, c3 marked, drawn as the renderer does.
    let game = Game::new(GameId::Xiangqi);
    let options = render::RenderOptions {
        bottom: Some(Side::First),
        players: rules::BySide { first: "alice".to_owned(), second: "bob".to_owned() },
        selected: Some("b1".parse().unwrap()),
        destinations: vec!["a3".parse().unwrap(), "c3".parse().unwrap()],
        captions: bot::i18n::captions(bot::i18n::Lang::EnUs, &game.view()),
        ..Default::default()
    };
    let expected = render::Renderer::new().render(&game.view(), &options);
    assert!(img == expected, "the marked board");
    // Black's piece cannot move on Red's turn; empty squares and bad names are refused.
    let black = d.slash(BOB, "moves", &square("b10")).await;
    assert_eq!(black.content(), "The Black Horse on b10 cannot move now: it is Red's turn.");
    let empty = d.slash(BOB, "moves", &square("e5")).await;
    assert!(
        empty.ephemeral && empty.content() == "There is no piece on e5.",
        "{}",
        empty.content()
    );
    let outside = d.slash(BOB, "moves", &square("k4")).await;
    assert!(
        outside.ephemeral && outside.content().contains("is not a square"),
        "{}",
        outside.content()
    );
    // Without a square, the list as before.
    let all = d.slash(BOB, "moves", &[]).await;
    assert!(all.content().starts_with("**Red** to move has 44 legal moves"), "{}", all.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_private_channel_is_shown_only_to_those_who_see_the_channel() {
    let w = World::new().await;
    let d = &w.discord;
    // Alice and Bob play where only they can see; a public game beside it.
    w.start_game(PRIVATE, "Xiangqi", ALICE, BOB).await;
    w.start_game(CHANNEL, "Xiangqi", BOB, ALICE).await;
    let hidden = 1;
    let id = [("id", json!(hidden))];
    // Carol, in the public channel, learns nothing of it: not even that it exists.
    for refused in [
        d.slash(CAROL, "show", &id).await,
        d.slash(CAROL, "export", &id).await,
        d.slash(CAROL, "replay", &id).await,
    ] {
        assert!(refused.ephemeral, "{}", refused.content());
        assert!(refused.content().contains("There is no game #1"), "{}", refused.content());
    }
    let history = d.slash(CAROL, "history", &[]).await;
    assert!(
        history.content().contains("`#2`") && !history.content().contains("`#1`"),
        "{}",
        history.content()
    );
    let games = d.slash(CAROL, "games", &[]).await;
    assert!(
        games.content().contains("(#2)") && !games.content().contains("(#1)"),
        "{}",
        games.content()
    );
    // A button made up to name it is refused too.
    let forged = d.click(CAROL, history.message_id(), &format!("v:{hidden}:0")).await;
    assert!(
        forged.ephemeral && forged.content().contains("There is no game #1"),
        "{}",
        forged.content()
    );
    // Alice sees the channel, so she may look at it from anywhere on the server.
    let seen = d.slash(ALICE, "show", &id).await;
    assert!(!seen.ephemeral && seen.content().contains("`#1`"), "{}", seen.content());
    assert!(d.slash(ALICE, "history", &[]).await.content().contains("`#1`"));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn nobody_is_challenged_where_they_cannot_answer() {
    let w = World::new().await;
    let d = &w.discord;
    let game = d.choice("challenge", "game", "Xiangqi");
    let challenge = async |channel, opponent: &str| {
        let args = [("opponent", json!(opponent)), ("game", game.clone())];
        d.slash_in(channel, ALICE, "challenge", &args).await
    };
    // Carol cannot see the private channel, so she could never accept there.
    let unseen = challenge(PRIVATE, &CAROL.id.to_string()).await;
    assert!(
        unseen.ephemeral && unseen.content().contains("cannot see this channel"),
        "{}",
        unseen.content()
    );
    assert!(unseen.pinged().is_empty());
    // Someone who is not in the server at all.
    let stranger = challenge(CHANNEL, "1187000000000000399").await;
    assert!(
        stranger.ephemeral && stranger.content().contains("not a member"),
        "{}",
        stranger.content()
    );
    // Nothing was stored: Bob, who sees the channel, can be challenged there at once.
    let bob = challenge(PRIVATE, &BOB.id.to_string()).await;
    assert!(!bob.ephemeral && bob.pinged() == [BOB.id], "{}", bob.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replays_made_at_once_are_limited_for_everyone_together() {
    let mut w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    play_all(&w, &OPENING[..2]).await;
    let id = json!(latest_game(&w));
    // One at a time: each replay gives its slot back when it is done.
    w.bot.take().unwrap().stop().await;
    w.discord.limit_replays(1);
    w.bot = Some(w.discord.start_bot(&w.db(), support::NEVER).await);
    for by in [CAROL, ALICE] {
        let replay = w.discord.slash(by, "replay", &[("id", id.clone())]).await;
        assert!(!replay.ephemeral, "{}", replay.content());
    }
    // With no slot free, a replay is refused privately, with what to do.
    w.bot.take().unwrap().stop().await;
    w.discord.limit_replays(0);
    w.bot = Some(w.discord.start_bot(&w.db(), support::NEVER).await);
    let busy = w.discord.slash(BOB, "replay", &[("id", id)]).await;
    assert!(
        busy.ephemeral && busy.content().contains("try again in a minute"),
        "{}",
        busy.content()
    );
    w.finish().await;
}
