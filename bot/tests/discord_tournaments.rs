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
    ADMIN, ALICE, Answer, BOB, CAROL, CHANNEL, Discord, Person,
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
