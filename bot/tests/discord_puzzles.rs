//! Puzzles through the loopback double: in every game a puzzle solved and one failed, with
//! the puzzle ratings changed; a move the rules refuse is not counted; and a puzzle cut from
//! the server's own analysed game offered first, saying where it came from.
#![allow(clippy::unwrap_used)]

mod support;

use rules::{Game, GameId};
use serde_json::json;
use support::{
    ALICE, BOB, CAROL, CHANNEL, Person,
    world::{World, assert_board_picture},
};

/// The puzzle `who` has going: its game, start and solution.
fn open_puzzle(w: &World, who: Person) -> (GameId, String, Vec<String>) {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    let (game, position, moves): (String, String, String) = conn
        .query_row(
            "SELECT p.game, p.position, p.moves FROM puzzle_attempts a
             JOIN puzzles p ON p.id = a.puzzle_id
             WHERE a.user_id = ?1 AND a.status = 'open'",
            [who.id as i64],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .unwrap();
    (game.parse().unwrap(), position, moves.split_whitespace().map(str::to_owned).collect())
}

/// `who`'s puzzle rating in `game`, and their solved and failed counts.
fn rating(w: &World, who: Person, game: GameId) -> (f64, i64, i64) {
    let conn = rusqlite::Connection::open(w.db()).unwrap();
    conn.query_row(
        "SELECT rating, solved, failed FROM puzzle_ratings WHERE user_id = ?1 AND game = ?2",
        rusqlite::params![who.id as i64, game.id()],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_of_every_game_is_solved_and_another_failed() {
    let w = World::new().await;
    let d = &w.discord;
    for game in GameId::ALL {
        let name = game.name();
        let choice = d.choice("puzzle", "game", name);
        let given = d.slash(ALICE, "puzzle", &[("game", choice.clone())]).await;
        assert!(given.ephemeral, "{name}: {}", given.content());
        assert!(given.content().starts_with("Puzzle `#"), "{name}: {}", given.content());
        assert!(given.content().contains(&format!("**{name}**")), "{}", given.content());
        assert_board_picture(&given);
        let (id, _, solution) = open_puzzle(&w, ALICE);
        assert_eq!(id, game);
        // Asked again while it is going: the same puzzle.
        let again = d.slash(ALICE, "puzzle", &[]).await;
        assert!(again.content().starts_with("You have this puzzle going:"), "{}", again.content());
        // A move the rules refuse is not counted.
        let typo = d.slash(ALICE, "puzzle", &[("move", json!("zz9"))]).await;
        assert!(typo.ephemeral && typo.content().contains("zz9"), "{name}: {}", typo.content());
        for (i, m) in solution.iter().enumerate().step_by(2) {
            let answer = d.slash(ALICE, "puzzle", &[("move", json!(m))]).await;
            assert!(answer.ephemeral, "{name}: {}", answer.content());
            let expected = if i + 1 == solution.len() { "Solved: " } else { "Correct: " };
            assert!(answer.content().starts_with(expected), "{name}: {}", answer.content());
            assert_board_picture(&answer);
        }
        let (solved_at, solved, failed) = rating(&w, ALICE, game);
        assert!(solved_at > 1500.0 && (solved, failed) == (1, 0), "{name}: {solved_at}");

        d.slash(BOB, "puzzle", &[("game", choice)]).await;
        let (_, position, solution) = open_puzzle(&w, BOB);
        let start = Game::from_position(game, &position).unwrap();
        // A legal move other than the solution's that does not win outright either (on the
        // last move, any outright win counts).
        let solver = start.side_to_move();
        let wins = |text: &str| {
            let mut after = start.clone();
            after.play(text).is_ok() && after.outcome().is_some_and(|o| o.winner == Some(solver))
        };
        let moves = start.legal_moves();
        let wrong = moves.into_iter().find(|m| m.text != solution[0] && !wins(&m.text));
        let wrong = wrong.unwrap_or_else(|| panic!("{name}: {position} {solution:?}"));
        let answer = d.slash(BOB, "puzzle", &[("move", json!(wrong.text))]).await;
        assert!(answer.content().starts_with("Not this time: "), "{name}: {}", answer.content());
        assert!(answer.content().contains("The solution: "), "{name}: {}", answer.content());
        assert!(answer.content().contains("puzzle rating: 1500 → "), "{}", answer.content());
        assert_board_picture(&answer);
        let (failed_at, solved, failed) = rating(&w, BOB, game);
        assert!(failed_at < 1500.0 && (solved, failed) == (0, 1), "{name}: {failed_at}");
    }
    let none = d.slash(CAROL, "puzzle", &[("move", json!("h3e3"))]).await;
    assert!(none.ephemeral && none.content().contains("no puzzle going"), "{}", none.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_blunder_in_a_server_game_becomes_its_first_puzzle() {
    let discord = support::Discord::start().await;
    // Enough nodes for the engine to see the skewer in the analysis.
    discord.analyse_with(std::time::Duration::from_millis(40));
    let clock = std::sync::Arc::new(bot::model::SystemClock);
    let w = World::around(discord, support::NEVER, clock).await;
    let d = &w.discord;
    // Black steps its General onto the ninth rank, where Red's Tank checks and takes the Tank
    // behind it.
    let start = "3aka3/r8/9/9/9/9/9/9/9/3K4R b - - 0 1";
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
        ("position", json!(start)),
    ];
    let challenge = d.slash(ALICE, "challenge", &args).await;
    d.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    w.play(BOB, "e10e9").await;
    w.play(ALICE, "i1i9").await;
    d.slash(BOB, "resign", &[]).await;
    let token = d.send_slash(CHANNEL, CAROL, "analyse", &[]);
    d.eventually("the analysis", || {
        d.events_for(&token)
            .iter()
            .any(|e| e.payload["content"].as_str().is_some_and(|c| c.contains("accuracy")))
    })
    .await;
    let given = d.slash(CAROL, "puzzle", &[]).await;
    let text = given.content();
    assert!(text.contains(&format!("From Red <@{}> vs Black <@{}>", ALICE.id, BOB.id)), "{text}");
    let (_, position, solution) = open_puzzle(&w, CAROL);
    assert!(position.starts_with("3a1a3/r3k4/9/9/9/9/9/9/9/3K4R w"), "{position}");
    assert_eq!(solution.first().map(String::as_str), Some("i1i9"));
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_daily_puzzle_is_switched_on_posted_and_solved_privately() {
    let w = World::new().await;
    let d = &w.discord;
    let args = [("daily_puzzle", json!(CHANNEL.to_string())), ("daily_puzzle_hour", json!(0))];
    let set = d.slash(support::ADMIN, "settings", &args).await;
    assert!(set.ephemeral, "{}", set.content());
    let said = format!("Daily puzzle: in <#{CHANNEL}> from 0:00 UTC.");
    assert!(set.content().contains(&said), "{}", set.content());
    d.eventually("the daily puzzle", || {
        d.posts().iter().any(|p| {
            p.payload["content"].as_str().is_some_and(|c| c.starts_with("**Daily puzzle**"))
        })
    })
    .await;
    let post = d
        .posts()
        .into_iter()
        .find(|p| p.payload["content"].as_str().is_some_and(|c| c.starts_with("**Daily puzzle**")))
        .unwrap();
    let message = post.message.clone().unwrap();
    let id: u64 = message["id"].as_str().unwrap().parse().unwrap();
    let solve = support::components(&message).into_iter().find(|c| c["label"] == "Solve").unwrap();
    let given = d.click(CAROL, id, solve["custom_id"].as_str().unwrap()).await;
    assert!(given.ephemeral && given.content().starts_with("Puzzle `#"), "{}", given.content());
    assert_board_picture(&given);
    // Posted once, however many sweeps pass.
    let before = w.bot.as_ref().unwrap().sweeps();
    d.eventually("two more sweeps", || w.bot.as_ref().unwrap().sweeps() >= before + 3).await;
    let daily = d
        .posts()
        .iter()
        .filter(|p| {
            p.payload["content"].as_str().is_some_and(|c| c.starts_with("**Daily puzzle**"))
        })
        .count();
    assert_eq!(daily, 1);
    w.finish().await;
}
