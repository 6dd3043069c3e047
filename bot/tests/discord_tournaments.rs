//! Tournaments through Discord: announced with `/tournament create` in a thread of its own,
//! joined with its buttons, started, every round's games started by the bot in threads of
//! their own and played there with `/move`, the rounds announced, the podium. Through the
//! real serenity client against the loopback Discord double, on a clock moved by hand.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::sync::OnceLock;

use bot::model::{ManualClock, Moment};
use rules::{Game, GameId, Reason};
use serde_json::{Value, json};
use support::{
    ADMIN, ALICE, Answer, BOB, CAROL, CHANNEL, Discord, MOD, Person,
    world::{World, decoded_size},
};

/// A short Xiangqi checkmate (40 plies or fewer) that random play finds, a side mating
/// whenever it can: found by the rules crate, not written down by hand.
fn a_quick_mate() -> &'static [String] {
    static MATE: OnceLock<Vec<String>> = OnceLock::new();
    MATE.get_or_init(|| {
        let mut best: Option<Vec<String>> = None;
        // A mate of 40 plies or fewer is short enough; the first such seed is taken.
        for seed in 1..400u64 {
            if best.as_ref().is_some_and(|b| b.len() <= 40) {
                break;
            }
            let mut next = support::seeded(seed);
            let mut game = Game::new(GameId::Xiangqi);
            let limit = best.as_ref().map_or(120, Vec::len);
            while game.outcome().is_none() && game.moves().len() < limit {
                let moves = game.legal_moves();
                let mate = moves.iter().find(|m| {
                    let mut g = game.clone();
                    g.play(&m.text)
                        .is_ok_and(|p| p.outcome.is_some_and(|o| o.reason == Reason::Checkmate))
                });
                let m =
                    mate.map_or_else(|| moves[next(moves.len())].text.clone(), |m| m.text.clone());
                game.play(&m).unwrap();
            }
            if game.outcome().is_some_and(|o| o.reason == Reason::Checkmate) {
                best = Some(game.moves().to_vec());
            }
        }
        best.expect("a checkmate")
    })
}

const PLAYERS: [Person; 4] = [ALICE, BOB, CAROL, ADMIN];

fn person(id: i64) -> Person {
    *PLAYERS.iter().find(|p| p.id as i64 == id).unwrap()
}

/// The thread an answer points to: "… in <#id>."
fn pointed_thread(answer: &Answer) -> u64 {
    let content = answer.content();
    let start = content.find("<#").unwrap_or_else(|| panic!("no thread named: {content}"));
    content[start + 2..].split('>').next().unwrap().parse().unwrap()
}

/// Messages the bot posted in `channel`, oldest first.
fn posted_in(d: &Discord, channel: u64) -> Vec<Value> {
    d.posts()
        .iter()
        .filter_map(|e| e.message.clone())
        .filter(|m| m["channel_id"] == json!(channel.to_string()))
        .collect()
}

/// Who plays first and second in the game of `thread`.
fn players_of(w: &World, thread: u64) -> (Person, Person) {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    let (first, second): (i64, i64) = conn
        .query_row(
            "SELECT first_id, second_id FROM games WHERE channel_id = ?1",
            [thread as i64],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    (person(first), person(second))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_with_a_clock_is_played_to_the_podium() {
    let clock = ManualClock::at(Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock).await;
    let d = &w.discord;
    let mate = a_quick_mate();
    let create = [
        ("game", d.sub_choice("tournament", "create", "game", "Xiangqi")),
        ("format", d.sub_choice("tournament", "create", "format", "Round robin")),
        ("clock", json!("5+3")),
        ("name", json!("Club night")),
    ];
    // Only a manager announces one.
    let no = d.sub_slash_in(CHANNEL, ALICE, "tournament", "create", &create).await;
    assert!(no.ephemeral && no.content().contains("manage this server"), "{}", no.content());
    let made = d.sub_slash_in(CHANNEL, ADMIN, "tournament", "create", &create).await;
    assert!(!made.ephemeral, "{}", made.content());
    let home = pointed_thread(&made);
    let announcement = &posted_in(d, home)[0];
    let text = announcement["content"].as_str().unwrap();
    assert!(text.contains("**Club night** (#1): a round robin of **Xiangqi**"), "{text}");
    assert!(text.contains("5+3"), "{text}");
    let message: u64 = announcement["id"].as_str().unwrap().parse().unwrap();
    let join =
        support::components(announcement).into_iter().find(|c| c["label"] == "Join").unwrap();
    let join = join["custom_id"].as_str().unwrap().to_owned();
    for p in PLAYERS {
        let joined = d.click(p, message, &join).await;
        assert!(joined.content().contains(&format!("<@{}>", p.id)), "{}", joined.content());
    }
    let twice = d.click(ALICE, message, &join).await;
    assert!(twice.ephemeral && twice.content().contains("already"), "{}", twice.content());
    let started = d.sub_slash_in(CHANNEL, ADMIN, "tournament", "start", &[("id", json!(1))]).await;
    assert!(started.content().contains("Round 1 of 3"), "{}", started.content());
    let mut seen_threads = 1;
    for round in 1..=3 {
        // The bot starts both boards in threads of their own and announces the round.
        d.eventually("the round's boards and announcement", || {
            d.threads().len() == seen_threads + 2
                && posted_in(d, home).iter().any(|m| {
                    m["content"].as_str().unwrap().contains(&format!("round {round} of 3:"))
                })
        })
        .await;
        let threads = d.threads();
        let boards: Vec<u64> = threads[seen_threads..]
            .iter()
            .map(|t| t["id"].as_str().unwrap().parse().unwrap())
            .collect();
        seen_threads += 2;
        let news = posted_in(d, home);
        let news = news.last().unwrap()["content"].as_str().unwrap().to_owned();
        for board in &boards {
            assert!(news.contains(&format!("<#{board}>")), "{news}");
        }
        for &board in &boards {
            let first_post = &posted_in(d, board)[0];
            let words = first_post["content"].as_str().unwrap();
            assert!(words.contains(&format!("Club night**, round {round}")), "{words}");
            assert!(words.contains("Game on!"), "{words}");
            let (red, black) = players_of(&w, board);
            let mut last = String::new();
            for (i, m) in mate.iter().enumerate() {
                let mover = if i % 2 == 0 { red } else { black };
                let played = d.slash_in(board, mover, "move", &[("move", json!(m))]).await;
                assert!(!played.ephemeral, "{}", played.content());
                last = played.content();
            }
            assert!(last.contains("wins by checkmate"), "{last}");
        }
    }
    d.eventually("the final standings", || {
        posted_in(d, home).iter().any(|m| m["content"].as_str().unwrap().contains("is over"))
    })
    .await;
    let end = d.posts().into_iter().rev().find(|e| {
        e.message.as_ref().is_some_and(|m| m["content"].as_str().unwrap().contains("is over"))
    });
    let end = end.unwrap();
    let (width, height) = decoded_size(&end.files[0].1);
    assert!(width > 300 && height > 150, "{width}×{height}");
    let content = end.message.as_ref().unwrap()["content"].as_str().unwrap().to_owned();
    assert!(content.contains("Final standings") && content.contains("1. <@"), "{content}");
    let standings = d.sub_slash_in(CHANNEL, BOB, "tournament", "standings", &[]).await;
    assert!(standings.content().contains("Final standings"), "{}", standings.content());
    let listed =
        d.sub_slash_in(CHANNEL, CAROL, "tournament", "list", &[("past", json!(true))]).await;
    assert!(
        listed.content().contains("Club night") && listed.content().contains("finished"),
        "{}",
        listed.content()
    );
    w.finish().await;
}

const DAN: Person = Person {
    id: 1_187_000_000_000_000_306,
    name: "dan",
    moderator: false,
    manager: false,
    bot: false,
};
const EVE: Person = Person {
    id: 1_187_000_000_000_000_307,
    name: "eve",
    moderator: false,
    manager: false,
    bot: false,
};
/// In joining order (all in the same second, so by id): their seats 1–7, nobody having a
/// rating yet.
const SEVEN: [Person; 7] = [ALICE, BOB, CAROL, MOD, ADMIN, DAN, EVE];

fn seat(n: usize) -> Person {
    SEVEN[n - 1]
}

/// The thread of the game between seats `a` and `b`, and who plays first there.
fn board_of(w: &World, a: usize, b: usize) -> (u64, Person, Person) {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    let (x, y) = (seat(a).id as i64, seat(b).id as i64);
    let (thread, first, second): (i64, i64, i64) = conn
        .query_row(
            "SELECT channel_id, first_id, second_id FROM games
             WHERE (first_id = ?1 AND second_id = ?2) OR (first_id = ?2 AND second_id = ?1)",
            [x, y],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap_or_else(|e| panic!("no game between seats {a} and {b}: {e}"));
    let find = |id: i64| *SEVEN.iter().find(|p| p.id as i64 == id).unwrap();
    (thread as u64, find(first), find(second))
}

async fn resigns(w: &World, loser: usize, winner: usize) {
    let (thread, ..) = board_of(w, loser, winner);
    let said = w.discord.slash_in(thread, seat(loser), "resign", &[]).await;
    assert!(said.content().contains("resigned"), "{}", said.content());
}

/// Waits until round `round`'s games (`boards` of them) have started.
async fn round_started(w: &World, round: u32, boards: i64) {
    let what = format!("round {round}'s {boards} games");
    w.discord
        .eventually(&what, || {
            let conn = rusqlite::Connection::open(w.db()).unwrap();
            let started: i64 = conn
                .query_row(
                    "SELECT count(*) FROM tournament_boards WHERE round = ?1 AND game_id IS NOT NULL",
                    [round],
                    |r| r.get(0),
                )
                .unwrap();
            started == boards
        })
        .await;
}

/// A Swiss of seven, three rounds, a 10+5 clock, every pairing and tie-break worked out by
/// hand (seats by joining order, nobody rated):
///
/// Round 1 (all on 0): S1 = 1–3, S2 = 4–7: 1–4, 2–5, 3–6, the bye to 7. 4 and 5 resign; 6
/// never makes a first move: a forfeit, 3 wins it (not a game).
/// Round 2: on 1 point {1, 2, 3, 7}: 1–3, 2–7 (nobody met; 3 and 7 have no colour yet). On 0
/// {4, 5, 6}: 4–5 would leave the bye to 6, who has an unplayed game ([C9]): 4–6, the bye to
/// 5. 3 withdraws (their game is resigned for them: 1 wins), 2 and 4 resign.
/// Round 3 (the last: 1 and 7, over half the points, are topscorers), 3 gone: {1, 7} meet. On
/// 1 {2, 5, 6}: 2–5 met, 2–6 would float 5 down again (the bye was a downfloat, [C14]): the
/// exchange 5–6 floats 2 instead, who meets 4 below. 1, 6 and 2 resign.
///
/// Points: 7: 3; 1: 2; 5: 2; 2, 3, 4, 6: 1. Buchholz (opponents' scores; own unplayed rounds
/// a dummy with one's own score, capped: a bye at ½ a round, 1½; a forfeit at the opponent's;
/// 3's withdrawal counts as a draw for his opponents, 1½): 1: 1 + 1½ + 3 = 5½, cut 1 → 4½;
/// 5: 1 + 1½ + 1 = 3½, cut → 2½: 1 is second, 5 third. 2: 2 + 3 + 1 = 6, cut → 5: fourth.
/// 3: 1 + 2 + 1 (the round he did not play, cut first) → 3; 4: 2 + 1 + 1 = 4 → 3; 6: 1
/// (forfeit, cut first) + 1 + 2 → 3; all three with one win: fifth together.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_swiss_of_seven_with_a_bye_a_withdrawal_and_a_forfeit() {
    let clock = ManualClock::at(Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock.clone()).await;
    let d = &w.discord;
    let create = [
        ("game", d.sub_choice("tournament", "create", "game", "Xiangqi")),
        ("format", d.sub_choice("tournament", "create", "format", "Swiss")),
        ("rounds", json!(3)),
        ("clock", json!("10+5")),
    ];
    let made = d.sub_slash_in(CHANNEL, ADMIN, "tournament", "create", &create).await;
    let home = pointed_thread(&made);
    let announcement = &posted_in(d, home)[0];
    let message: u64 = announcement["id"].as_str().unwrap().parse().unwrap();
    let join =
        support::components(announcement).into_iter().find(|c| c["label"] == "Join").unwrap();
    let join = join["custom_id"].as_str().unwrap().to_owned();
    for p in SEVEN {
        d.click(p, message, &join).await;
    }
    let started = d.sub_slash_in(CHANNEL, ADMIN, "tournament", "start", &[("id", json!(1))]).await;
    assert!(started.content().contains("Round 1 of 3"), "{}", started.content());
    // Round 1.
    round_started(&w, 1, 3).await;
    resigns(&w, 4, 1).await;
    resigns(&w, 5, 2).await;
    let (thread, first, _) = board_of(&w, 3, 6);
    if first.id == seat(3).id {
        let moved = d.slash_in(thread, seat(3), "move", &[("move", json!("h3e3"))]).await;
        assert!(!moved.ephemeral, "{}", moved.content());
    }
    // 6's first move is due 30 s after the board asking for it was shown: time moves only once
    // the bot has noted when (it does so just after the post).
    w.discord
        .eventually("6's turn noted", || {
            let conn = rusqlite::Connection::open(w.db()).unwrap();
            conn.query_row(
                "SELECT clock_shown FROM games WHERE channel_id = ?1",
                [thread as i64],
                |r| r.get::<_, i64>(0),
            )
            .unwrap()
                == 1
        })
        .await;
    clock.advance(std::time::Duration::from_secs(31));
    // Round 2.
    round_started(&w, 2, 3).await;
    let bye = |round: u32| {
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        let id: i64 = conn
            .query_row(
                "SELECT first_id FROM tournament_boards WHERE round = ?1 AND second_id IS NULL",
                [round],
                |r| r.get(0),
            )
            .unwrap();
        id as u64
    };
    assert_eq!(bye(1), seat(7).id);
    assert_eq!(bye(2), seat(5).id);
    for (a, b) in [(1, 3), (2, 7), (4, 6)] {
        board_of(&w, a, b);
    }
    let gone =
        d.sub_slash_in(CHANNEL, seat(3), "tournament", "withdraw", &[("id", json!(1))]).await;
    assert!(gone.content().contains("withdrawn"), "{}", gone.content());
    resigns(&w, 2, 7).await;
    resigns(&w, 4, 6).await;
    // Round 3.
    round_started(&w, 3, 3).await;
    for (a, b) in [(1, 7), (5, 6), (2, 4)] {
        board_of(&w, a, b);
    }
    resigns(&w, 1, 7).await;
    resigns(&w, 6, 5).await;
    resigns(&w, 2, 4).await;
    d.eventually("the final standings", || {
        posted_in(d, home).iter().any(|m| m["content"].as_str().unwrap().contains("is over"))
    })
    .await;
    let standings =
        d.sub_slash_in(CHANNEL, BOB, "tournament", "standings", &[("id", json!(1))]).await;
    let text = standings.content();
    let podium = format!(
        "Final standings:\n1. <@{}> — 3\n2. <@{}> — 2\n3. <@{}> — 2",
        seat(7).id,
        seat(1).id,
        seat(5).id
    );
    assert!(text.starts_with(&podium), "{text}");
    // The table's tie-breaks, as the host computed them.
    let host = bot::host::Host::open(
        &w.db(),
        std::sync::Arc::new(render::Renderer::new()),
        std::sync::Arc::new(clock.clone()),
        bot::host::Limits::default(),
    )
    .unwrap();
    let record = host.tournament_record(bot::model::TournamentNo(1)).unwrap();
    let lines = bot::tournament::tiebreaks::standings(
        &record,
        &bot::tournament::tiebreaks::Tiebreak::SWISS,
    );
    let row = |n: usize| -> (usize, Vec<String>) {
        let seat = bot::tournament::Seat(n as u16);
        let l = lines.iter().find(|l| l.seat == seat).unwrap();
        (l.place, l.values.iter().map(ToString::to_string).collect())
    };
    assert_eq!(row(7), (1, vec!["3.5".into(), "4.5".into(), "3".into()]));
    assert_eq!(row(1), (2, vec!["4.5".into(), "5.5".into(), "2".into()]));
    assert_eq!(row(5), (3, vec!["2.5".into(), "3.5".into(), "2".into()]));
    assert_eq!(row(2), (4, vec!["5".into(), "6".into(), "1".into()]));
    for n in [3, 4, 6] {
        assert_eq!(row(n), (5, vec!["3".into(), "4".into(), "1".into()]), "seat {n}");
    }
    assert!(standings.png().len() > 1_000);
    w.finish().await;
}

/// The bot stopped as a round ends (its last game resigned) and started again: the next
/// round is paired once, each of its games started once in the thread its board notes, the
/// round announced once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_as_a_round_ends_neither_pairs_nor_starts_twice() {
    let clock = ManualClock::at(Moment::from_seconds(1_795_305_600));
    let mut w = World::with_clock(clock.clone()).await;
    let create = [
        ("game", w.discord.sub_choice("tournament", "create", "game", "Xiangqi")),
        ("format", w.discord.sub_choice("tournament", "create", "format", "Round robin")),
    ];
    let made = w.discord.sub_slash_in(CHANNEL, ADMIN, "tournament", "create", &create).await;
    let home = pointed_thread(&made);
    let announcement = &posted_in(&w.discord, home)[0];
    let message: u64 = announcement["id"].as_str().unwrap().parse().unwrap();
    let join =
        support::components(announcement).into_iter().find(|c| c["label"] == "Join").unwrap();
    let join = join["custom_id"].as_str().unwrap().to_owned();
    for p in PLAYERS {
        w.discord.click(p, message, &join).await;
    }
    w.discord.sub_slash_in(CHANNEL, ADMIN, "tournament", "start", &[("id", json!(1))]).await;
    round_started(&w, 1, 2).await;
    let games: Vec<(u64, i64)> = {
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        let mut q = conn
            .prepare("SELECT channel_id, second_id FROM games WHERE status = 'active'")
            .unwrap();
        q.query_map([], |r| Ok((r.get::<_, i64>(0)? as u64, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect()
    };
    for (thread, second) in games {
        let said = w.discord.slash_in(thread, person(second), "resign", &[]).await;
        assert!(said.content().contains("resigned"), "{}", said.content());
    }
    // Stopped at once: round 2 is paired (in the last game's transaction); its boards may or
    // may not have been started.
    w.bot.take().unwrap().stop().await;
    let db = w.db();
    w.bot = Some(
        w.discord
            .start_bot_with_clock(&db, support::NEVER, std::sync::Arc::new(clock.clone()))
            .await,
    );
    // A board claimed by the stopped process is free again a minute later.
    clock.advance(std::time::Duration::from_secs(61));
    round_started(&w, 2, 2).await;
    let d = &w.discord;
    d.eventually("round 2 announced", || {
        posted_in(d, home).iter().any(|m| m["content"].as_str().unwrap().contains("round 2 of 3:"))
    })
    .await;
    let count = |sql: &str| -> i64 {
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        conn.query_row(sql, [], |r| r.get(0)).unwrap()
    };
    assert_eq!(count("SELECT count(*) FROM tournament_boards WHERE round = 2"), 2);
    assert_eq!(count("SELECT count(*) FROM games"), 4);
    // Each game in the thread its board notes. (A process stopped between Discord starting a
    // board's thread and the bot noting it leaves that thread empty: at most one here.)
    let noted = count(
        "SELECT count(DISTINCT b.thread_id) FROM tournament_boards b JOIN games g ON g.id = b.game_id AND g.channel_id = b.thread_id",
    );
    assert_eq!(noted, 4);
    assert!((5..=6).contains(&d.threads().len()), "{}", d.threads().len());
    let announced = posted_in(d, home)
        .iter()
        .filter(|m| m["content"].as_str().unwrap().contains("round 2 of 3:"))
        .count();
    assert_eq!(announced, 1);
    w.finish().await;
}

/// The organiser enters the bot at level 1 to make three: it plays its games by itself (its
/// first move when it has the first move), its opponents resign, and it takes its place in
/// the standings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_plays_in_a_tournament_when_entered() {
    let clock = ManualClock::at(Moment::from_seconds(1_795_305_600));
    let w = World::with_clock(clock).await;
    let d = &w.discord;
    let create = [
        ("game", d.sub_choice("tournament", "create", "game", "Xiangqi")),
        ("format", d.sub_choice("tournament", "create", "format", "Round robin")),
        ("bot_level", json!(1)),
    ];
    let made = d.sub_slash_in(CHANNEL, ADMIN, "tournament", "create", &create).await;
    let home = pointed_thread(&made);
    let announcement = &posted_in(d, home)[0];
    let text = announcement["content"].as_str().unwrap();
    assert!(text.contains(&format!("<@{}> (level 1)", support::ME.id)), "{text}");
    let message: u64 = announcement["id"].as_str().unwrap().parse().unwrap();
    let join =
        support::components(announcement).into_iter().find(|c| c["label"] == "Join").unwrap();
    let join = join["custom_id"].as_str().unwrap().to_owned();
    for p in [ALICE, BOB] {
        d.click(p, message, &join).await;
    }
    d.sub_slash_in(CHANNEL, ADMIN, "tournament", "start", &[("id", json!(1))]).await;
    for round in 1..=3u32 {
        round_started(&w, round, 1).await;
        let (thread, first, second, engine): (u64, i64, i64, Option<String>) = {
            let conn = rusqlite::Connection::open(w.db()).unwrap();
            conn.query_row(
                "SELECT channel_id, first_id, second_id, engine_side FROM games WHERE status = 'active'",
                [],
                |r| Ok((r.get::<_, i64>(0)? as u64, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .unwrap()
        };
        let human = match engine.as_deref() {
            Some("first") => {
                // The bot moves first, by itself.
                w.discord.eventually("the bot's first move", || w.stored(thread).0 >= 1).await;
                person(second)
            }
            Some(_) => person(first),
            None => person(second),
        };
        let said = d.slash_in(thread, human, "resign", &[]).await;
        assert!(said.content().contains("resigned"), "{}", said.content());
    }
    d.eventually("the final standings", || {
        posted_in(d, home).iter().any(|m| m["content"].as_str().unwrap().contains("is over"))
    })
    .await;
    let standings = d.sub_slash_in(CHANNEL, BOB, "tournament", "standings", &[]).await;
    // The bot won both its games.
    let podium = format!("1. <@{}> — 2", support::ME.id);
    assert!(standings.content().contains(&podium), "{}", standings.content());
    w.finish().await;
}
