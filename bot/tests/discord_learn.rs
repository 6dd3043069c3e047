//! `/learn` through the loopback double: in every game a member starts the path, is offered
//! the legal moves as they type, makes a move the rules refuse and reads why, and works
//! through the first lesson's exercises by their model solutions (the refused move did not
//! count), privately, each answer with its board; skips an exercise and comes back with the
//! buttons under it; their stars are kept. The first exercise of each game is also played
//! with the move picker, which changes the private message in place.
#![allow(clippy::unwrap_used)]

mod support;

use bot::{
    discord::Discord,
    i18n::Lang,
    learn,
    text::{Arg, Text},
};
use rules::GameId;
use serde_json::json;
use support::{
    ALICE, CAROL, menu,
    world::{World, assert_board_picture},
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_works_through_the_first_lesson_of_every_game() {
    let w = World::new().await;
    let d = &w.discord;
    for game in GameId::ALL {
        let name = game.name();
        let path = learn::path(game).unwrap();
        let choice = d.choice("learn", "game", name);
        let shown = d.slash(ALICE, "learn", &[("game", choice)]).await;
        assert!(shown.ephemeral, "{name}: {}", shown.content());
        assert!(shown.content().contains(&format!("**{name}**")), "{}", shown.content());
        assert!(shown.content().contains("exercise 1 of"), "{}", shown.content());
        assert_board_picture(&shown);

        // The legal moves are offered as the member types.
        let first = path.exercise(0).unwrap();
        let opening = first.solution[0];
        let offered = d.autocomplete(ALICE, "learn", "move", &opening[..2]).await;
        assert!(offered.iter().any(|(_, v)| v == opening), "{name}: {offered:?}");

        // A move the rules refuse: not counted (the solutions below still solve), and the
        // rules' own reason.
        let refused = d.slash(ALICE, "learn", &[("move", json!("a1a1"))]).await;
        assert!(refused.ephemeral, "{}", refused.content());
        let start = rules::Game::replay(game, Some(first.position), &first.prelude).unwrap();
        let reason = Arg::sentence(Arg::Rules(game, start.parse_move("a1a1").unwrap_err().said()));
        let expected = Text::from(bot::msg!("refusal-illegal-move", reason = reason));
        assert_eq!(refused.content(), expected.words(Lang::EnUs, &Discord), "{name}");

        // The first lesson, by its model solutions.
        let lesson = path.lessons[0].exercises.len();
        let mut last = None;
        for exercise in path.exercises().take(lesson) {
            let mut answer = None;
            for m in &exercise.solution {
                answer = Some(d.slash(ALICE, "learn", &[("move", json!(m))]).await);
            }
            let answer = answer.unwrap();
            assert!(answer.ephemeral, "{}", answer.content());
            assert!(answer.content().contains("★★★"), "{}: {}", exercise.key(), answer.content());
            last = Some(answer);
        }
        // The next exercise is shown with its buttons; Skip, pressed on that private
        // message, shows the one after it in place.
        let shown = last.unwrap();
        let next = lesson + 1;
        assert!(shown.content().contains(&format!("exercise {next} of")), "{}", shown.content());
        let skip = shown.button("Skip ▶");
        let skipped = d.click(ALICE, shown.message_id(), &skip).await;
        let after = next + 1;
        assert!(
            skipped.content().contains(&format!("exercise {after} of")),
            "{}",
            skipped.content()
        );
        assert_board_picture(&skipped);
        let back = skipped.button("◀ Back");
        let again = d.click(ALICE, skipped.message_id(), &back).await;
        assert!(again.content().contains(&format!("exercise {next} of")), "{}", again.content());
        let conn = rusqlite::Connection::open(w.db()).unwrap();
        let kept: i64 = conn
            .query_row(
                "SELECT count(*) FROM learn_stars WHERE user_id = ?1 AND game = ?2 AND stars = 3",
                rusqlite::params![ALICE.id as i64, game.id()],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(kept as usize, lesson, "{name}");
    }
    // Someone who has not started has no move to make.
    let none = d.slash(CAROL, "learn", &[("move", json!("h3e3"))]).await;
    assert!(none.content().contains("not on an exercise"), "{}", none.content());
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_first_exercise_of_every_game_is_played_with_the_picker() {
    let w = World::new().await;
    let d = &w.discord;
    for game in GameId::ALL {
        let name = game.name();
        let exercise = learn::path(game).unwrap().exercise(0).unwrap();
        let choice = d.choice("learn", "game", name);
        let mut shown = d.slash(ALICE, "learn", &[("game", choice)]).await;
        let message = shown.message_id();
        let mut attempt = learn::Attempt::start(exercise).unwrap();
        for m in &exercise.solution {
            let legal = attempt.game().parse_move(m).unwrap();
            let from = legal.from.expect("a piece on the board").to_string();
            let to = legal.to.expect("a point to go to").to_string();
            let picker = d.click(ALICE, message, &shown.button("Move")).await;
            assert!(picker.ephemeral, "{}", picker.content());
            assert_eq!(picker.message_id(), message, "in place");
            assert_board_picture(&picker);
            let (id, pieces) = menu(&picker);
            assert!(pieces.contains(&from), "{name}: {from} in {pieces:?}");
            let targets = d.select(ALICE, message, &id, &from).await;
            let (id, points) = menu(&targets);
            assert!(points.contains(&to), "{name}: {to} in {points:?}");
            shown = d.select(ALICE, message, &id, &to).await;
            assert!(shown.ephemeral, "{}", shown.content());
            assert_eq!(shown.message_id(), message, "in place");
            attempt.play(m, |_| None).unwrap();
        }
        assert!(shown.content().contains("★★★"), "{name}: {}", shown.content());
        assert!(shown.content().contains("exercise 2 of"), "{name}: {}", shown.content());
        assert_board_picture(&shown);
    }
    w.finish().await;
}
