//! The bot end to end: the real serenity + poise client, unmodified, against the loopback
//! Discord double in `support/`, on a real SQLite file. Each test starts its own double and
//! bot, acts as players would (slash commands, autocomplete, buttons) and checks what comes
//! back — every PNG decoded — and what the database holds.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::time::Duration;

use bot::model::ManualClock;
use rules::{Game, GameId, Reason};
use serde_json::{Value, json};
use support::{
    ALICE, Answer, BOB, CAROL, CHANNEL, Discord, GUILD, Kind, MOD, NEVER,
    world::{World, a_xiangqi_mate, assert_board_picture, player},
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_register_in_the_server_with_their_options_and_autocomplete() {
    let w = World::new().await;
    let (guild, commands) = w.discord.commands();
    assert_eq!(guild, Some(GUILD), "registered in the development server");
    let names: Vec<&str> =
        commands.as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    for expected in [
        "challenge",
        "move",
        "resign",
        "draw",
        "takeback",
        "abort",
        "claim",
        "board",
        "moves",
        "rules",
        "games",
        "orientation",
    ] {
        assert!(names.contains(&expected), "/{expected} missing from {names:?}");
    }
    let command = |name: &str| {
        commands.as_array().unwrap().iter().find(|c| c["name"] == name).unwrap().clone()
    };
    let option = |c: &Value, name: &str| {
        c["options"].as_array().unwrap().iter().find(|o| o["name"] == name).unwrap().clone()
    };
    // Help text from the message catalogue.
    for c in commands.as_array().unwrap() {
        assert!(!c["description"].as_str().unwrap().is_empty(), "{c}");
    }
    let mv = option(&command("move"), "move");
    assert_eq!(mv["type"], 3);
    assert_eq!(mv["required"], true);
    assert_eq!(mv["autocomplete"], true);
    let challenge = command("challenge");
    let opponent = option(&challenge, "opponent");
    assert_eq!((opponent["type"].clone(), opponent["required"].clone()), (json!(6), json!(true)));
    let game = option(&challenge, "game");
    assert_eq!(game["required"], true);
    let choices: Vec<&str> =
        game["choices"].as_array().unwrap().iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(
        choices,
        ["Xiangqi", "American Chess", "Amalgamated Chess", "Abstract Chess", "Chess 1999"]
    );
    assert_ne!(option(&challenge, "side")["required"], true);
    assert_ne!(option(&challenge, "position")["required"], true);
    // In Chinese for members whose Discord is in Chinese (the double has checked every
    // locale's names against Discord's rules).
    assert_eq!(command("move")["name_localizations"]["zh-CN"], "走棋");
    assert_eq!(command("move")["name_localizations"]["zh-TW"], "走棋");
    assert_eq!(challenge["name_localizations"]["zh-TW"], "挑戰");
    assert_eq!(option(&challenge, "game")["name_localizations"]["zh-CN"], "游戏");
    assert_eq!(game["choices"][0]["name_localizations"]["zh-CN"], "象棋");
    assert_eq!(game["choices"][4]["name_localizations"]["zh-TW"], "西洋棋 1999");
    for c in commands.as_array().unwrap() {
        for lang in ["zh-CN", "zh-TW"] {
            assert!(c["description_localizations"][lang].is_string(), "{lang}: {c}");
        }
    }
    let board_options = command("board")["options"].as_array().map_or(0, Vec::len);
    assert_eq!(board_options, 0, "/board takes no options");
    // Only the GUILDS intent (1 << 0).
    assert_eq!(w.discord.identifies()[0]["intents"], 1);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn xiangqi_challenge_accept_moves_and_checkmate_with_every_board_decoded() {
    let w = World::new().await;
    let moves = a_xiangqi_mate();
    let start = w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    assert_board_picture(&start);
    let red_to_move = format!("Red to move, <@{}>", ALICE.id);
    assert!(start.content().contains(&red_to_move), "{}", start.content());
    let mut shadow = Game::new(GameId::Xiangqi);
    for (i, text) in moves.iter().enumerate() {
        let mover = player(shadow.side_to_move());
        let played = shadow.play(text).unwrap();
        let answer = w.play(mover, text).await;
        assert!(!answer.ephemeral, "ply {}: {}", i + 1, answer.content());
        let content = answer.content();
        let side = if mover.id == ALICE.id { "Red" } else { "Black" };
        // "**Red** h3e3 (C2=5) — Black to move, <@302>"
        assert!(content.starts_with(&format!("**{side}** {}", played.display())), "{content}");
        match &played.outcome {
            None => {
                let next = player(shadow.side_to_move());
                // "Red to move, <@301>" or "Red to move (in check), <@301>".
                let mention = format!("<@{}>", next.id);
                assert!(content.contains(" to move") && content.ends_with(&mention), "{content}");
            }
            Some(outcome) => {
                assert!(content.contains(&format!("**{side} wins by checkmate**")), "{content}");
                assert_eq!(outcome.reason, Reason::Checkmate);
            }
        }
        assert_board_picture(&answer);
        assert_eq!(w.stored(CHANNEL).0 as usize, i + 1);
    }
    assert_eq!(w.stored(CHANNEL), (moves.len() as u32, "finished".to_owned()));
    // The channel is free again; another move is refused.
    let after = w.play(BOB, "a10a9").await;
    assert!(
        after.ephemeral && after.content().contains("no game in progress"),
        "{}",
        after.content()
    );
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_game_of_every_other_game_through_discord() {
    let w = World::new().await;
    let others = GameId::ALL.into_iter().filter(|g| *g != GameId::Xiangqi);
    for (i, game) in others.enumerate() {
        let channel = CHANNEL + 10 + i as u64;
        let name = game.name();
        let start = w.start_game(channel, name, ALICE, BOB).await;
        assert_board_picture(&start);
        let mut shadow = Game::new(game);
        let mut pick = 7usize;
        // Sixteen plies picked from what autocomplete offers, then the side to move resigns.
        while shadow.outcome().is_none() && shadow.moves().len() < 16 {
            let mover = player(shadow.side_to_move());
            let offered = w.discord.autocomplete_in(channel, mover, "move", "move", "").await;
            assert!(!offered.is_empty() && offered.len() <= 25, "{name}: {offered:?}");
            pick = (pick * 31 + 11) % offered.len();
            let text = offered[pick].1.clone();
            let played = shadow.play(&text).unwrap();
            let answer = w.discord.slash_in(channel, mover, "move", &[("move", json!(text))]).await;
            assert!(!answer.ephemeral, "{name}: {}", answer.content());
            assert!(answer.content().contains(played.display()), "{name}: {}", answer.content());
            assert_board_picture(&answer);
        }
        if shadow.outcome().is_none() {
            let loser = player(shadow.side_to_move());
            let answer = w.discord.slash_in(channel, loser, "resign", &[]).await;
            let winner = game.side_name(!shadow.side_to_move());
            assert!(
                answer.content().contains("resigns")
                    && answer.content().contains(&format!("**{winner} wins")),
                "{name}: {}",
                answer.content()
            );
            assert_board_picture(&answer);
        }
        let (ply, status) = w.stored(channel);
        assert_eq!((ply as usize, status.as_str()), (shadow.moves().len(), "finished"), "{name}");
    }
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_only_legal_moves_and_honours_the_typed_prefix() {
    let w = World::new().await;
    // Before any game, nothing is offered.
    assert!(w.discord.autocomplete(ALICE, "move", "move", "").await.is_empty());
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let mut shadow = Game::new(GameId::Xiangqi);
    for text in ["h3e3", "h10g8"] {
        w.play(player(shadow.side_to_move()), text).await;
        shadow.play(text).unwrap();
    }
    let legal: Vec<rules::LegalMove> = shadow.legal_moves();
    let is_legal = |v: &str| legal.iter().any(|m| m.text == v);
    let all = w.discord.autocomplete(ALICE, "move", "move", "").await;
    assert_eq!(all.len(), 25.min(legal.len()));
    for (label, value) in &all {
        assert!(is_legal(value), "{value} offered but not legal");
        // Xiangqi shows both notations, "h1g3 · H2+3"; its Chinese notation is matched only.
        let m = legal.iter().find(|m| &m.text == value).unwrap();
        assert_eq!(label, &format!("{} · {}", m.text, m.aliases.join(" · ")));
    }
    for typed in ["b", "h1", "C", "c4", "R9+1", "车九", "zz"] {
        let offered = w.discord.autocomplete(ALICE, "move", "move", typed).await;
        let lower = typed.to_lowercase();
        let expected: Vec<&str> = legal
            .iter()
            .filter(|m| {
                let chinese = m.chinese.iter().flat_map(|c| [&c.simplified, &c.traditional]);
                std::iter::once(&m.text)
                    .chain(&m.aliases)
                    .chain(chinese)
                    .any(|f| f.to_lowercase().starts_with(&lower))
            })
            .map(|m| m.text.as_str())
            .collect();
        let values: Vec<&str> = offered.iter().map(|(_, v)| v.as_str()).collect();
        assert!(values.iter().all(|v| is_legal(v)), "{typed}: {values:?}");
        // Moves that start with what was typed come first, and all of them are there.
        assert_eq!(
            &values[..expected.len().min(25)],
            &expected[..expected.len().min(25)],
            "{typed}"
        );
    }
    assert!(w.discord.autocomplete(ALICE, "move", "move", "zz").await.is_empty());
    // A member whose Discord is in traditional Chinese sees the moves in Chinese first.
    w.discord.speak("zh-TW");
    let tank = legal.iter().find(|m| m.text == "a1a2").unwrap();
    let chinese = tank.chinese.as_ref().unwrap();
    let offered = w.discord.autocomplete(ALICE, "move", "move", &chinese.simplified).await;
    assert_eq!(offered[0], (format!("{} · a1a2", chinese.traditional), "a1a2".to_owned()));
    assert_eq!(chinese.traditional, "俥九進一");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_illegal_move_gets_a_private_error_and_the_game_is_unchanged() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let before = w.discord.slash(ALICE, "board", &[]).await;
    for (text, why) in [("a1a6", "a4"), ("e1e3", "one point"), ("bogus", "")] {
        let answer = w.play(ALICE, text).await;
        assert!(answer.ephemeral, "{text}: {}", answer.content());
        assert!(answer.files.is_empty());
        assert!(answer.content().contains(why), "{text}: {}", answer.content());
        assert_eq!(w.stored(CHANNEL), (0, "active".to_owned()));
    }
    let after = w.discord.slash(ALICE, "board", &[]).await;
    assert_eq!(before.png(), after.png(), "the board is the same picture");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn moves_by_a_non_player_or_out_of_turn_are_refused() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let carol = w.play(CAROL, "h3e3").await;
    assert!(
        carol.ephemeral && carol.content().contains("not playing in this game"),
        "{}",
        carol.content()
    );
    let bob = w.play(BOB, "h10g8").await;
    assert!(bob.ephemeral && bob.content().contains("not your turn"), "{}", bob.content());
    assert_eq!(w.stored(CHANNEL), (0, "active".to_owned()));
    let alice = w.play(ALICE, "h3e3").await;
    assert!(!alice.ephemeral);
    let again = w.play(ALICE, "b3e3").await;
    assert!(again.ephemeral && again.content().contains("not your turn"), "{}", again.content());
    // A second challenge in a busy channel, and challenging a bot, are refused too.
    let busy = w
        .discord
        .slash(
            CAROL,
            "challenge",
            &[
                ("opponent", json!(MOD.id.to_string())),
                ("game", w.discord.choice("challenge", "game", "Xiangqi")),
            ],
        )
        .await;
    assert!(busy.ephemeral && busy.content().contains("already"), "{}", busy.content());
    assert_eq!(w.stored(CHANNEL), (1, "active".to_owned()));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_old_buttons_still_work_and_stale_ones_are_refused() {
    let mut w = World::new().await;
    let challenge = w.challenge(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let accept = challenge.button("Accept");
    // Restart: a new client and host on the same database file.
    w.bot.take().unwrap().stop().await;
    let bot = w.discord.start_bot(&w.db(), NEVER).await;
    w.bot = Some(bot);
    let d = &w.discord;
    let started = d.click(BOB, challenge.message_id(), &accept).await;
    assert!(started.content().starts_with("Game on!"), "{}", started.content());
    let flip_at_start = started.button("Flip board");
    // The same Accept again: the challenge is closed.
    let again = d.click(BOB, challenge.message_id(), &accept).await;
    assert!(again.ephemeral && again.content().contains("no longer open"), "{}", again.content());
    // Flip works on the current board, and is stale once a move was played. Carol did not
    // ask for this board: she gets a turned copy of her own, and everyone else's stays.
    let before = d.message(started.message_id()).unwrap();
    let flipped = d.click(CAROL, started.message_id(), &flip_at_start).await;
    assert!(flipped.ephemeral);
    assert_ne!(flipped.message_id(), started.message_id());
    assert_board_picture(&flipped);
    assert_eq!(flipped.content(), started.content(), "flipping keeps the words");
    assert_ne!(flipped.png(), started.png(), "and turns the picture");
    assert_eq!(d.message(started.message_id()).unwrap(), before, "the shared board is unchanged");
    w.play(ALICE, "h3e3").await;
    let stale = d.click(CAROL, started.message_id(), &flip_at_start).await;
    assert!(stale.ephemeral && stale.content().contains("out of date"), "{}", stale.content());
    // A draw offer made before another restart can still be accepted after it.
    let offer = d.slash(BOB, "draw", &[]).await;
    let yes = offer.button("Accept draw");
    w.bot.take().unwrap().stop().await;
    let bot = w.discord.start_bot(&w.db(), NEVER).await;
    w.bot = Some(bot);
    let done = w.discord.click(ALICE, offer.message_id(), &yes).await;
    assert!(done.content().contains("Draw by agreement"), "{}", done.content());
    assert_eq!(w.stored(CHANNEL), (1, "finished".to_owned()));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_racing_moves_only_one_lands() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    for round in 0..5 {
        let mut shadow = Game::new(GameId::Xiangqi);
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        let moves: Vec<String> = conn
            .prepare("SELECT canonical FROM moves JOIN games ON games.id = moves.game_id WHERE channel_id = ?1 AND status = 'active' ORDER BY moves.ply")
            .unwrap()
            .query_map([CHANNEL as i64], |r| r.get(0))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        for m in &moves {
            shadow.play(m).unwrap();
        }
        let mover = player(shadow.side_to_move());
        let legal = shadow.legal_moves();
        let (a, b) = (&legal[round].text, &legal[legal.len() - 1 - round].text);
        let t1 = w.discord.send_slash(CHANNEL, mover, "move", &[("move", json!(a))]);
        let t2 = w.discord.send_slash(CHANNEL, mover, "move", &[("move", json!(b))]);
        let (r1, r2) = (w.discord.answer_to(&t1).await, w.discord.answer_to(&t2).await);
        let landed = [&r1, &r2].iter().filter(|r| !r.ephemeral).count();
        assert_eq!(landed, 1, "{} / {}", r1.content(), r2.content());
        let refused = if r1.ephemeral { &r1 } else { &r2 };
        assert!(
            refused.content().contains("position changed")
                || refused.content().contains("not your turn"),
            "{}",
            refused.content()
        );
        assert_eq!(w.stored(CHANNEL).0 as usize, moves.len() + 1);
    }
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_then_edited_and_refusals_stay_private() {
    // Defer every call at once, as if the disk were slow.
    let w = World::with_defer(Duration::ZERO).await;
    let start = w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    assert!(start.events.iter().any(|e| e.kind == Kind::Callback(6)), "button deferred");
    assert_board_picture(&start);
    let moved = w.play(ALICE, "h3e3").await;
    assert_eq!(moved.events[0].kind, Kind::Callback(5));
    assert!(moved.events.iter().any(|e| e.kind == Kind::EditOriginal));
    let attached = moved.message.as_ref().unwrap()["attachments"].as_array().unwrap().len();
    assert_eq!(attached, 1, "the deferred edit carries the one board");
    assert!(!moved.ephemeral);
    assert_board_picture(&moved);
    let refused = w.play(ALICE, "h10g8").await;
    assert!(refused.ephemeral, "{}", refused.content());
    assert!(refused.content().contains("not your turn"));
    assert!(
        refused.events.iter().any(|e| e.kind == Kind::DeleteOriginal),
        "the public placeholder is removed: {:?}",
        refused.events.iter().map(|e| (&e.kind, &e.payload)).collect::<Vec<_>>()
    );
    let moves = w.discord.slash(BOB, "moves", &[]).await;
    assert!(moves.ephemeral && moves.content().contains("legal moves"), "{}", moves.content());
    assert_eq!(w.stored(CHANNEL), (1, "active".to_owned()));
    w.finish().await;
}

/// What a player sees of an answer: its words, whether only they see it, its buttons' labels,
/// its files and who it notified.
type Seen = (String, bool, Vec<String>, Vec<(String, Vec<u8>)>, Vec<u64>);

fn seen(a: &Answer) -> Seen {
    let labels = a.buttons().into_iter().map(|(_, label)| label).collect();
    (a.content(), a.ephemeral, labels, a.files.clone(), a.pinged())
}

/// Thirty plies of Xiangqi chosen from the autocomplete lists, an illegal and an out-of-turn
/// move, and onlookers' commands every ten plies; what each answer showed.
async fn a_session(w: &World) -> Vec<Seen> {
    let mut shown = vec![seen(&w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await)];
    let mut shadow = Game::new(GameId::Xiangqi);
    for i in 0..30 {
        let mover = player(shadow.side_to_move());
        let offered = w.discord.autocomplete(mover, "move", "move", "").await;
        assert!(!offered.is_empty(), "autocomplete offered nothing at ply {i}");
        let text = offered[(i * 7) % offered.len()].1.clone();
        shadow.play(&text).unwrap();
        shown.push(seen(&w.play(mover, &text).await));
        if shadow.outcome().is_some() {
            break;
        }
        if i % 10 == 0 {
            let waiting = player(!shadow.side_to_move());
            shown.push(seen(&w.play(waiting, &text).await));
            let rules = [("game", w.discord.choice("rules", "game", "Xiangqi"))];
            for (command, args) in
                [("board", &[][..]), ("moves", &[]), ("rules", &rules), ("games", &[])]
            {
                shown.push(seen(&w.discord.slash(CAROL, command, args).await));
            }
        }
    }
    shown.push(seen(&w.play(player(shadow.side_to_move()), "a1a9").await));
    shown
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn deferred_answers_show_players_exactly_what_immediate_answers_show() {
    // The same session twice, on the same clock: every call answered at once, and every call
    // deferred (as on a slow machine). Players must not be able to tell them apart.
    let start = bot::model::Moment::from_seconds(1_795_305_600);
    let at_once = World::with(NEVER, std::sync::Arc::new(ManualClock::at(start))).await;
    let deferred = World::with(Duration::ZERO, std::sync::Arc::new(ManualClock::at(start))).await;
    let immediate = a_session(&at_once).await;
    let slow = a_session(&deferred).await;
    assert!(immediate.len() > 40, "{} answers", immediate.len());
    assert_eq!(immediate.len(), slow.len());
    for (i, (a, b)) in immediate.iter().zip(&slow).enumerate() {
        let shown = |s: &Seen| (s.0.clone(), s.1, s.2.clone(), s.4.clone());
        assert!(a == b, "answer {i} differs: {:?} / {:?}", shown(a), shown(b));
    }
    assert!(immediate.iter().any(|s| s.1), "the session includes private refusals");
    assert!(immediate.iter().any(|s| !s.3.is_empty()), "and pictures");
    assert!(immediate.iter().any(|s| !s.4.is_empty()), "and pings");
    // The two paths really were taken: no deferral in one, only deferrals in the other.
    let deferrals = |w: &World| {
        let inner = w.discord.callback_kinds();
        (
            inner.iter().filter(|k| matches!(k, 5 | 6)).count(),
            inner.iter().filter(|k| matches!(k, 4 | 7)).count(),
        )
    };
    assert_eq!(deferrals(&at_once).0, 0);
    assert_eq!(deferrals(&deferred).1, 0);
    at_once.finish().await;
    deferred.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_unanswered_challenge_expires_and_its_message_says_so() {
    let clock = ManualClock::at(bot::model::Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    let challenge = d
        .slash(
            ALICE,
            "challenge",
            &[
                ("opponent", json!(BOB.id.to_string())),
                ("game", d.choice("challenge", "game", "Abstract Chess")),
            ],
        )
        .await;
    assert!(challenge.content().contains("open for 1 hour"), "{}", challenge.content());
    let id = challenge.message_id();
    w.challenges_noted().await;
    // 59 minutes on, it is still open: a whole sweep later, nothing is edited.
    clock.advance(std::time::Duration::from_secs(59 * 60));
    w.swept().await;
    assert!(d.message_edits().is_empty());
    clock.advance(std::time::Duration::from_secs(60));
    d.eventually("the challenge message to be marked", || !d.message_edits().is_empty()).await;
    let edited = d.message(id).unwrap();
    assert!(edited["content"].as_str().unwrap().contains("expired unanswered"), "{edited}");
    assert_eq!(edited["components"], json!([]), "no buttons left");
    assert_eq!(edited["attachments"], json!([]), "and no picture, as before");
    assert_eq!(d.message_edits().len(), 1, "marked once");
    // Bob's old Accept button is refused privately; the channel is free for a new challenge.
    let late = d.click(BOB, id, &challenge.button("Accept")).await;
    assert!(late.ephemeral && late.content().contains("expired"), "{}", late.content());
    let fresh = d
        .slash(
            CAROL,
            "challenge",
            &[
                ("opponent", json!(BOB.id.to_string())),
                ("game", d.choice("challenge", "game", "Xiangqi")),
            ],
        )
        .await;
    assert!(!fresh.ephemeral, "{}", fresh.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_orientation_setting_keeps_your_side_at_the_bottom() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let set = w
        .discord
        .slash(
            ALICE,
            "orientation",
            &[("view", w.discord.choice("orientation", "view", "My side at the bottom"))],
        )
        .await;
    assert!(set.ephemeral && set.content().contains("your own side"), "{}", set.content());
    // The same position drawn both ways, by the renderer the bot uses.
    let renderer = render::Renderer::new();
    let drawn = |game: &Game, bottom| {
        let options = render::RenderOptions {
            bottom: Some(bottom),
            style: None,
            players: rules::BySide { first: "alice".to_owned(), second: "bob".to_owned() },
            captions: bot::i18n::captions(bot::i18n::Lang::EnUs, &game.view()),
            ..Default::default()
        };
        renderer.png(&game.view(), &options).unwrap()
    };
    let mut game = Game::new(GameId::Xiangqi);
    game.play("h3e3").unwrap();
    // After Alice's move Black is to move, but Alice asked for Red at the bottom.
    let mine = w.play(ALICE, "h3e3").await;
    assert_eq!(mine.png(), drawn(&game, rules::Side::First).as_slice());
    assert_ne!(mine.png(), drawn(&game, rules::Side::Second).as_slice());
    // Bob kept the default: after his move, the side to move (Red) is at the bottom; his own
    // /board shows the side to move too.
    game.play("h10g8").unwrap();
    let his = w.play(BOB, "h10g8").await;
    assert_eq!(his.png(), drawn(&game, rules::Side::First).as_slice());
    // Bob's Flip turns his own board round, for everyone.
    let flipped = w.discord.click(BOB, his.message_id(), &his.button("Flip board")).await;
    assert!(!flipped.ephemeral && flipped.message_id() == his.message_id());
    assert_eq!(flipped.png(), drawn(&game, rules::Side::Second).as_slice());
    // Carol's turns only her own copy, which she may then turn in place.
    let copy = w.discord.click(CAROL, his.message_id(), &flipped.button("Flip board")).await;
    assert!(copy.ephemeral && copy.message_id() != his.message_id());
    assert_eq!(copy.png(), drawn(&game, rules::Side::First).as_slice());
    let back = w.discord.click(CAROL, copy.message_id(), &copy.button("Flip board")).await;
    assert_eq!(back.message_id(), copy.message_id());
    assert_eq!(back.png(), drawn(&game, rules::Side::Second).as_slice());
    let shared = w.discord.message(his.message_id()).unwrap();
    assert_eq!(shared["components"], flipped.message.clone().unwrap()["components"]);
    // Every edit that brings a new picture replaces the old one: one board per message.
    for message in [&shared, &back.message.clone().unwrap()] {
        assert_eq!(message["attachments"].as_array().unwrap().len(), 1, "{message}");
    }
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_and_games_answer_with_text_and_a_start_picture() {
    let w = World::new().await;
    for game in GameId::ALL {
        let choice = w.discord.choice("rules", "game", game.name());
        let answer = w.discord.slash(CAROL, "rules", &[("game", choice)]).await;
        assert!(!answer.ephemeral);
        assert!(answer.content().contains(game.name()), "{}", answer.content());
        assert!(answer.content().len() <= 2_000);
        // The piece pictures' licences ask for their credit, whole, at the end.
        let credits = render::credits(game).join(" ");
        assert!(answer.content().ends_with(&credits), "{}", answer.content());
        // The picture is the legend of the pieces, the very one the renderer draws.
        assert_eq!(answer.file_names(), [format!("{}-pieces.png", game.id())]);
        let words = bot::i18n::legend_words(bot::i18n::Lang::EnUs, game);
        let legend = render::Renderer::new().legend(game, None, &words);
        let shown = image::load_from_memory(answer.png()).unwrap().to_rgb8();
        assert!(shown == legend.to_rgb(), "{} legend", game.name());
    }
    w.start_game(CHANNEL, "American Chess", ALICE, BOB).await;
    let games = w.discord.slash(CAROL, "games", &[]).await;
    let text = games.content();
    for game in GameId::ALL {
        assert!(text.contains(game.name()), "{text}");
    }
    assert!(text.contains(&format!("<#{CHANNEL}> American Chess")), "{text}");
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn takeback_draw_and_abort_through_buttons_and_commands() {
    let w = World::new().await;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    let ask = w.discord.slash(ALICE, "takeback", &[]).await;
    assert!(!ask.ephemeral, "{}", ask.content());
    // Only Bob can answer.
    let own = w.discord.click(ALICE, ask.message_id(), &ask.button("Accept takeback")).await;
    assert!(own.ephemeral, "{}", own.content());
    let yes = w.discord.click(BOB, ask.message_id(), &ask.button("Accept takeback")).await;
    assert!(yes.content().contains("taken back"), "{}", yes.content());
    assert_board_picture(&yes);
    assert_eq!(w.stored(CHANNEL), (0, "active".to_owned()));
    // A draw offer declined, then Bob may not abort after both moved, but a moderator may.
    w.play(ALICE, "h3e3").await;
    w.play(BOB, "h10g8").await;
    let offer = w.discord.slash(ALICE, "draw", &[]).await;
    let no = w.discord.click(BOB, offer.message_id(), &offer.button("Decline draw")).await;
    assert!(no.content().contains("declines"), "{}", no.content());
    let abort = w.discord.slash(BOB, "abort", &[]).await;
    assert!(abort.ephemeral, "{}", abort.content());
    let by_mod = w.discord.slash(MOD, "abort", &[]).await;
    assert!(!by_mod.ephemeral && by_mod.content().contains("abort"), "{}", by_mod.content());
    assert_eq!(w.stored(CHANNEL), (2, "aborted".to_owned()));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_double_checks_its_events_because_serenity_drops_unreadable_ones_silently() {
    let w = World::new().await;
    let (reason, token) = w.discord.send_unreadable();
    assert!(reason.contains("attachment_size_limit"), "{reason}");
    // Sent anyway, it never reaches the bot: no answer, no warning, nothing. The gateway
    // reads events in order, so once a /games sent after it is answered, the unreadable one
    // was read and dropped; and the bot is still there.
    let games = w.discord.slash(CAROL, "games", &[]).await;
    assert!(games.content().contains("Xiangqi"));
    assert!(w.discord.events_for(&token).is_empty());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_program_explains_a_missing_token_and_runs_from_a_dotenv_file() {
    let dir = tempfile::tempdir().unwrap();
    let program = || {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_bot"));
        c.current_dir(dir.path());
        for key in ["DISCORD_TOKEN", "DISCORD_GUILD_ID", "DISCORD_API_BASE", "BOT_DATABASE"] {
            c.env_remove(key);
        }
        c
    };
    // No token anywhere: a clear message and exit code 2.
    let out = program().output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("DISCORD_TOKEN is not set") && stderr.contains(".env"), "{stderr}");
    // Everything in a .env file: the real program connects to the double, registers its
    // commands in the server, answers, and creates its database where it was told.
    let discord = Discord::start().await;
    let db = dir.path().join("games").join("bot.sqlite3");
    std::fs::write(
        dir.path().join(".env"),
        format!(
            "DISCORD_TOKEN=test-token\nDISCORD_GUILD_ID={GUILD}\nDISCORD_API_BASE={}\nBOT_DATABASE={}\n",
            discord.api_base(),
            db.display()
        ),
    )
    .unwrap();
    // Only the working directory's .env counts: one in a parent folder is not read.
    let below = dir.path().join("below");
    std::fs::create_dir(&below).unwrap();
    let out = program().current_dir(&below).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "{}", String::from_utf8_lossy(&out.stderr));
    let child = program().stderr(std::process::Stdio::piped()).spawn().unwrap();
    discord.wait_registered(0).await;
    assert_eq!(discord.commands().0, Some(GUILD));
    let games = discord.slash(CAROL, "games", &[]).await;
    assert!(games.content().contains("Chess 1999"), "{}", games.content());
    assert!(db.exists(), "the database was created at BOT_DATABASE");
    // SIGTERM, as a service manager sends it, stops the bot in order: exit status 0, and a
    // log without terminal colour codes (standard error is a pipe here).
    // bash's own `kill`: a fresh machine need not have procps' /usr/bin/kill.
    let send = format!("kill -TERM {}", child.id());
    let term = std::process::Command::new("bash").args(["-c", &send]).output();
    assert!(term.unwrap().status.success());
    let out = tokio::task::spawn_blocking(move || child.wait_with_output()).await.unwrap().unwrap();
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{:?}: {log}", out.status);
    assert!(log.contains("stopping") && log.contains("registered"), "{log}");
    assert!(!log.contains('\u{1b}'), "colour codes in a log that is not a terminal: {log:?}");
    // A malformed .env is reported, without printing the line (it may hold the token).
    std::fs::write(dir.path().join(".env"), "DISCORD_TOKEN secret-token-value\n").unwrap();
    let out = program().output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains(".env is malformed") && !stderr.contains("secret"), "{stderr}");
    discord.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_a_server_id_the_commands_are_registered_globally() {
    let discord = Discord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = discord.start_bot_global(&dir.path().join("bot.sqlite3")).await;
    let (guild, commands) = discord.commands();
    assert_eq!(guild, None);
    assert!(commands.as_array().unwrap().iter().any(|c| c["name"] == "move"));
    bot.stop().await;
    discord.assert_clean();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn long_lists_and_long_input_fit_in_one_message() {
    // With real-sized ids, a list of a server's games outgrows Discord's 2,000 characters
    // long before it outgrows the list's own limit; the double refuses such a message.
    let w = World::new().await;
    // Four challengers, each within the budget of challenges that ping others.
    let people = [ALICE, BOB, CAROL, MOD];
    for i in 0..16 {
        let (challenger, opponent) = (people[i % 4], people[(i + 1) % 4]);
        w.start_game(CHANNEL + 3 + i as u64, "American Chess", challenger, opponent).await;
    }
    let games = w.discord.slash(CAROL, "games", &[]).await;
    let content = games.content();
    assert!(support::limits::length(&content) <= support::limits::CONTENT, "{content}");
    assert!(content.ends_with("… and more: see /history."), "{content}");
    let listed = content.lines().filter(|l| l.starts_with("• <#")).count();
    assert!((5..15).contains(&listed), "{listed} of 15 games listed: {content}");
    // A move of 3,000 characters is refused without being quoted back.
    let long = "h3e3".repeat(750);
    let refused = w.discord.slash_in(CHANNEL + 3, ALICE, "move", &[("move", json!(long))]).await;
    assert!(refused.ephemeral, "{}", refused.content());
    assert!(refused.content().contains("at most 32 characters"), "{}", refused.content());
    w.finish().await;
}

/// Carol runs each command: its answer names players, and pings none of them.
async fn no_pings(d: &Discord, commands: &[(&str, &[(&str, Value)])]) {
    for (command, args) in commands {
        let answer = d.slash(CAROL, command, args).await;
        assert!(answer.content().contains("<@"), "/{command}: {}", answer.content());
        assert!(answer.pinged().is_empty(), "/{command} pinged {:?}", answer.pinged());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_the_player_who_must_act_is_pinged() {
    let w = World::new().await;
    let d = &w.discord;
    let challenge = w.challenge(CHANNEL, "Xiangqi", ALICE, BOB).await;
    assert_eq!(challenge.pinged(), [BOB.id], "{}", challenge.content());
    // Accepting turns the challenge into the board in place, which notifies nobody: a short
    // follow-up pings Alice, who moves first, and nobody else.
    let accept = d.send_click(BOB, challenge.message_id(), &challenge.button("Accept"));
    d.eventually("Alice told it is her move", || {
        d.events_for(&accept).iter().any(|e| e.kind == Kind::Followup)
    })
    .await;
    let pinged: Vec<u64> = d.events_for(&accept).iter().flat_map(|e| e.pinged.clone()).collect();
    assert_eq!(pinged, [ALICE.id]);
    let moved = w.play(ALICE, "h3e3").await;
    assert_eq!(moved.pinged(), [BOB.id], "{}", moved.content());
    let offer = d.slash(BOB, "draw", &[]).await;
    assert_eq!(offer.pinged(), [ALICE.id], "{}", offer.content());
    // Lists name players without pinging them: the games in progress and the history now,
    // ratings once the game is over.
    no_pings(d, &[("games", &[]), ("history", &[])]).await;
    let resigned = d.slash(BOB, "resign", &[]).await;
    assert!(resigned.content().contains(&format!("<@{}>", ALICE.id)), "{}", resigned.content());
    assert!(resigned.pinged().is_empty(), "a result pings nobody: {:?}", resigned.pinged());
    let alice = json!(ALICE.id.to_string());
    let xiangqi = d.choice("leaderboard", "game", "Xiangqi");
    no_pings(d, &[("rating", &[("player", alice)]), ("leaderboard", &[("game", xiangqi)])]).await;
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_direct_messages_with_the_bot_games_need_starting_and_server_things_say_where() {
    let w = World::new().await;
    let d = &w.discord;
    // Games are played anywhere the app is used: in the bot's DM there is none until one is
    // started.
    let refused = d.slash_in_dm(ALICE, "move", &[("move", json!("h3e3"))]).await;
    assert!(refused.ephemeral, "{}", refused.content());
    assert!(refused.content().contains("no game in progress"), "{}", refused.content());
    // A server's own things say where they work, privately.
    let settings = d.slash_in_dm(ALICE, "settings", &[]).await;
    assert!(settings.ephemeral, "{}", settings.content());
    assert!(settings.content().contains("server that added the bot"), "{}", settings.content());
    // What does not need a game works there too.
    let rules =
        d.slash_in_dm(ALICE, "rules", &[("game", d.choice("rules", "game", "Xiangqi"))]).await;
    assert!(!rules.ephemeral, "{}", rules.content());
    assert_board_picture(&rules);
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_chinese_typed_in_chinese_notation_from_challenge_to_mate() {
    use bot::i18n::{Lang, captions};
    let w = World::new().await;
    let d = &w.discord;
    d.speak("zh-CN");
    let language = d.choice("settings", "language", "Simplified Chinese");
    let set = d.slash(support::ADMIN, "settings", &[("language", language)]).await;
    assert!(set.ephemeral, "{}", set.content());

    let challenge = d
        .slash(
            ALICE,
            "challenge",
            &[
                ("opponent", json!(BOB.id.to_string())),
                ("game", d.choice("challenge", "game", "Xiangqi")),
                ("side", d.choice("challenge", "side", "I move first")),
            ],
        )
        .await;
    let content = challenge.content();
    assert!(content.contains("邀请你下一局**象棋**") && content.contains("执红方"), "{content}");
    let labels: Vec<String> = challenge.buttons().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["接受", "拒绝", "撤回"]);
    let accepted = d.click(BOB, challenge.message_id(), &challenge.button("接受")).await;
    let content = accepted.content();
    assert!(content.starts_with("对局开始！**象棋**："), "{content}");
    assert!(content.contains(&format!("轮到红方走，<@{}>", ALICE.id)), "{content}");

    // Refusals follow each caller's own language.
    let early = d.slash(BOB, "move", &[("move", json!("炮８平５"))]).await;
    assert!(early.ephemeral && early.content().starts_with("还没轮到你"), "{}", early.content());
    let wrong = w.play(ALICE, "炮二进九").await;
    assert_eq!(wrong.content(), "炮二进九 不是红方此时的合法着法。");
    d.speak("en-US");
    let carol = w.play(CAROL, "炮二平五").await;
    assert!(carol.ephemeral, "{}", carol.content());
    assert!(carol.content().starts_with("You are not playing in this game"), "{}", carol.content());
    d.speak("zh-CN");

    let renderer = render::Renderer::new();
    let mut shadow = Game::new(GameId::Xiangqi);
    for (i, coordinates) in a_xiangqi_mate().iter().enumerate() {
        let legal = shadow.legal_moves();
        let m = legal.iter().find(|m| &m.text == coordinates).unwrap();
        let chinese = m.chinese.clone().unwrap();
        // Most moves typed as simplified Chinese, one in traditional, one as coordinates.
        let typed = match i {
            1 => chinese.traditional.clone(),
            2 => coordinates.clone(),
            _ => chinese.simplified.clone(),
        };
        let mover = player(shadow.side_to_move());
        let side = if mover.id == ALICE.id { "红方" } else { "黑方" };
        let played = shadow.play(coordinates).unwrap();
        let answer = w.play(mover, &typed).await;
        let content = answer.content();
        assert!(!answer.ephemeral, "ply {}: {content}", i + 1);
        let shown = format!("**{side}** {} ({coordinates})", chinese.simplified);
        assert!(content.starts_with(&shown), "{content}");
        if played.outcome.is_some() {
            assert!(content.contains(&format!("**{side}胜：将死**")), "{content}");
        } else {
            assert!(content.contains("轮到") && content.contains("走"), "{content}");
        }
        // The picture is the board drawn with Chinese words, as the bot's renderer draws it.
        let view = shadow.view();
        let options = render::RenderOptions {
            bottom: Some(if played.outcome.is_some() {
                !played.mover()
            } else {
                shadow.side_to_move()
            }),
            players: rules::BySide { first: "alice".to_owned(), second: "bob".to_owned() },
            captions: captions(Lang::ZhCn, &view),
            file_labels: render::FileLabels::Chinese,
            ..Default::default()
        };
        let expected = renderer.render(&view, &options);
        let got = image::load_from_memory(answer.png()).unwrap().to_rgb8();
        assert!(got == expected, "ply {}: the picture differs from the Chinese board", i + 1);
    }
    assert_eq!(w.stored(CHANNEL).1, "finished");
    // The rules in Chinese, with the legend of the pieces drawn in Chinese.
    let rules = d.slash(BOB, "rules", &[("game", d.choice("rules", "game", "Xiangqi"))]).await;
    assert!(rules.content().contains("中文记法") && rules.content().contains("炮二平五"));
    let legend = renderer.legend(
        GameId::Xiangqi,
        None,
        &bot::i18n::legend_words(Lang::ZhCn, GameId::Xiangqi),
    );
    let shown = image::load_from_memory(rules.png()).unwrap().to_rgb8();
    assert!(shown == legend.to_rgb(), "the Chinese legend");
    let after = w.play(BOB, "车1进1").await;
    assert!(after.ephemeral, "{}", after.content());
    assert_eq!(after.content(), "本频道没有进行中的对局。用 /挑战 开始一局。");
    w.finish().await;
}
