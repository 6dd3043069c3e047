//! Analysis and hints through the loopback double: a short game of each of the five games
//! analysed from `/analyse` or the Analyse button under its result, with the progress edits,
//! the graph decoded, the worst moves' buttons, and the stored analysis shown again without a
//! search; `/show` and `/export` of an analysed game; `/hint` refused between people, and
//! counted against the bot.

#![allow(clippy::unwrap_used)]

mod support;

use bot::discord::Running;
use rules::{Game, GameId};
use serde_json::json;
use support::{
    ALICE, BOB, CAROL, CHANNEL, Event, Kind,
    world::{World, assert_board_picture, decoded_size, player},
};

/// The analysis's message as the double holds it after `events`: its content and files.
fn edits(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .filter(|e| matches!(e.kind, Kind::Callback(4) | Kind::EditOriginal))
        .map(|e| e.payload["content"].as_str().or(e.payload["data"]["content"].as_str()))
        .map(|c| c.unwrap_or("").to_owned())
        .collect()
}

/// "3 / 7 positions" → (3, 7).
fn progress(text: &str) -> Option<(usize, usize)> {
    let (before, _) = text.split_once(" positions")?;
    let mut words = before.rsplit(' ');
    let total = words.next()?.parse().ok()?;
    let _slash = words.next()?;
    let done = words.next()?.parse().ok()?;
    Some((done, total))
}

fn bot(w: &World) -> &Running {
    w.bot.as_ref().unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_game_of_every_game_is_analysed_with_progress_a_graph_and_its_worst_moves() {
    let w = World::new().await;
    let d = &w.discord;
    let mut worst_pressed = 0;
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        let channel = CHANNEL + 10 + i as u64;
        let name = game.name();
        let id = i as u64 + 1;
        w.start_game(channel, name, ALICE, BOB).await;
        let shadow = engine::selfplay::opening(game, 6, 3 + i as u64).unwrap();
        for (text, ply) in shadow.moves().iter().zip(shadow.plies()) {
            if ply.forced {
                continue;
            }
            let args = [("move", json!(text))];
            let answer = d.slash_in(channel, player(ply.side), "move", &args).await;
            assert!(!answer.ephemeral, "{name}: {}", answer.content());
        }
        // No help during a game between people: neither an analysis nor a hint.
        let early = d.slash_in(channel, CAROL, "analyse", &[("id", json!(id))]).await;
        assert!(early.ephemeral && early.content().contains("still being played"), "{name}");
        let mover = player(shadow.side_to_move());
        let hint = d.slash_in(channel, mover, "hint", &[]).await;
        assert!(
            hint.ephemeral && hint.content().contains("only for games against me"),
            "{name}: {}",
            hint.content()
        );

        let result = d.slash_in(channel, mover, "resign", &[]).await;
        let button = result.button("Analyse");
        let before = bot(&w).positions_analysed();
        // The first game from the result's button, the others with the command.
        let token = if i == 0 {
            d.send_click(CAROL, result.message_id(), &button)
        } else {
            d.send_slash(channel, CAROL, "analyse", &[])
        };
        d.eventually(&format!("{name}: the analysis"), || {
            edits(&d.events_for(&token)).last().is_some_and(|c| c.contains("accuracy"))
        })
        .await;
        let events = d.events_for(&token);
        let said = edits(&events);
        let positions = shadow.moves().len() + 1;
        assert_eq!(progress(&said[0]), Some((0, positions)), "{name}: {said:?}");
        assert!(said[0].contains(&format!("`#{id}`")), "{name}: {}", said[0]);
        // Edited as it went, never backwards, then the summary. (The second look's positions
        // join the total once the first look is done.)
        let steps: Vec<(usize, usize)> = said.iter().filter_map(|s| progress(s)).collect();
        assert!(steps.len() >= 2, "{name}: {said:?}");
        assert!(steps.windows(2).all(|p| p[0].0 < p[1].0 && p[1].0 < p[1].1), "{steps:?}");
        assert!(steps.iter().all(|s| s.1 >= positions), "{steps:?}");
        let summary = said.last().unwrap();
        assert!(summary.contains(&format!("Analysis of **{name}** `#{id}`")), "{summary}");
        for side in rules::Side::ALL {
            let who = format!("**{}** <@{}>: accuracy **", game.side_name(side), player(side).id);
            assert!(summary.contains(&who) && summary.contains("** %;"), "{name}: {summary}");
            assert!(summary.contains(&who), "{name}: {summary}");
        }
        // Every position searched once, and the second look's again, each kept.
        let kept = |second: bool| -> u64 {
            let conn = rusqlite::Connection::open(w.db()).unwrap();
            let sql = "SELECT count(*) FROM analysis_positions WHERE game_id = ?1 \
                       AND (engine LIKE '%second look%') = ?2";
            let n: i64 =
                conn.query_row(sql, rusqlite::params![id as i64, second], |r| r.get(0)).unwrap();
            n as u64
        };
        assert_eq!(kept(false), positions as u64, "{name}");
        let searched = bot(&w).positions_analysed() - before;
        assert_eq!(searched, positions as u64 + kept(true), "{name}");
        let graph = events.iter().flat_map(|e| e.files.clone()).find(|(n, _)| n.ends_with(".png"));
        let (file, png) = graph.expect("the graph");
        assert_eq!(file, format!("analysis-{id}.png"));
        assert_eq!(decoded_size(&png), (800, 330), "{name}");
        assert_eq!(png[25], 3, "{name}: an indexed PNG");

        // Asked again: at once, from the store, without a search.
        let again = d.slash_in(channel, ALICE, "analyse", &[("id", json!(id))]).await;
        assert_eq!(again.content(), *summary, "{name}");
        assert!(matches!(again.events[0].kind, Kind::Callback(4)), "{name}: answered at once");
        assert_eq!(bot(&w).positions_analysed() - before, searched, "{name}: no search");

        // Each worst move shows its position, with arrows, to whoever presses it.
        let worst: Vec<String> =
            again.buttons().into_iter().map(|(id, _)| id).filter(|b| b.starts_with("j:")).collect();
        assert!(worst.len() <= 5, "{name}: {worst:?}");
        if worst.is_empty() {
            assert!(summary.contains("No inaccuracy, mistake or blunder"), "{summary}");
        }
        for id in &worst {
            let shown = d.click(BOB, again.message_id(), id).await;
            assert!(shown.ephemeral, "{name}: {}", shown.content());
            assert!(shown.content().contains("winning chances"), "{name}: {}", shown.content());
            assert_board_picture(&shown);
            worst_pressed += 1;
        }

        // `/show` gives the evaluation at a ply; `/export` the marks and evaluations.
        let show =
            d.slash_in(channel, CAROL, "show", &[("id", json!(id)), ("ply", json!(2))]).await;
        assert!(show.content().contains("Evaluation: **"), "{name}: {}", show.content());
        show.button("Analyse");
        let export = d.slash_in(channel, CAROL, "export", &[("id", json!(id))]).await;
        let pgn = String::from_utf8(export.file(".pgn").to_vec()).unwrap();
        assert_eq!(read_back(game, &pgn), shadow.moves().len(), "{name}: {pgn}");
    }
    assert!(worst_pressed >= 3, "worst moves pressed: {worst_pressed}");
    w.finish().await;
}

/// Reads an exported PGN's moves back (marks and `{ [%eval …] }` comments taken off) and
/// replays them; returns how many moves had an evaluation, checking each reads as a number
/// or a mate.
fn read_back(game: GameId, pgn: &str) -> usize {
    let body: String = pgn.lines().filter(|l| !l.starts_with('[')).collect::<Vec<_>>().join(" ");
    let mut moves = Vec::new();
    let mut rest = body.as_str();
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').unwrap() + open;
        let eval = rest[open + 1..close].trim();
        let value = eval.strip_prefix("[%eval ").and_then(|v| v.strip_suffix(']')).unwrap();
        assert!(value.parse::<f64>().is_ok() || value.starts_with('#'), "{eval}");
        let moved = rest[..open].split_whitespace().last().unwrap();
        moves.push(moved.trim_end_matches(['?', '!']).to_owned());
        rest = &rest[close + 1..];
    }
    Game::replay(game, None, &moves).unwrap_or_else(|e| panic!("{moves:?}: {e}"));
    moves.len()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hint_against_the_bot_is_shown_privately_and_counted_in_the_record() {
    let w = World::new().await;
    let d = &w.discord;
    let start = w.challenge_bot(CHANNEL, "Xiangqi", ALICE, "I move first", 1, None).await;
    assert!(!start.ephemeral, "{}", start.content());
    let hint = d.slash(ALICE, "hint", &[]).await;
    assert!(hint.ephemeral, "{}", hint.content());
    assert!(hint.content().starts_with("Hint, for you alone: "), "{}", hint.content());
    assert!(hint.content().contains("(1 hint taken in this game)"), "{}", hint.content());
    assert_board_picture(&hint);
    // Someone else gets no hint in Alice's game.
    let other = d.slash(BOB, "hint", &[]).await;
    assert!(other.ephemeral && !other.content().starts_with("Hint"), "{}", other.content());
    let resigned = d.slash(ALICE, "resign", &[]).await;
    assert!(
        resigned.content().contains("1 hint was taken in this game."),
        "{}",
        resigned.content()
    );
    let history = d.slash(CAROL, "history", &[]).await;
    assert!(history.content().contains("1 hint taken"), "{}", history.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_analysis_the_engine_cannot_take_now_is_refused_privately() {
    let discord = support::Discord::start().await;
    let machine = bot::thinkers::ThinkConfig::for_this_machine();
    let think = bot::thinkers::ThinkConfig { threads: 1, max_analyses: 0, ..machine };
    discord.think_with(think);
    let clock = std::sync::Arc::new(bot::model::SystemClock);
    let w = World::around(discord, support::NEVER, clock).await;
    let d = &w.discord;
    w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    w.play(ALICE, "h3e3").await;
    d.slash(BOB, "resign", &[]).await;
    let refused = d.slash(CAROL, "analyse", &[]).await;
    assert!(refused.ephemeral, "{}", refused.content());
    assert!(refused.content().contains("as many games as I can"), "{}", refused.content());
    assert_eq!(bot(&w).positions_analysed(), 0);
    w.finish().await;
}
