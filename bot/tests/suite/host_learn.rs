//! `/learn` on a real database: a member starts each game's path, plays a move the rules
//! refuse and reads why, solves exercises for stars (the best kept), fails one and starts it
//! again, carries on where they stopped in each game, sees how far they are, and plays with
//! the move picker instead of typing.
#![allow(clippy::unwrap_used)]

use crate::common::{Fixture, PLACE, Said, actor, alice, bob, png_size};
use bot::{
    host::{ActionId, Origin, PickStep, RefusalKind, Reply},
    learn::{self, Goal},
    model::{Actor, Sight},
    text::{Arg, Text},
};
use rules::GameId;

/// The stars `who` has kept in `game`, by exercise.
fn stars(fx: &Fixture, who: u64, game: GameId, exercise: &str) -> i64 {
    fx.int(&format!(
        "SELECT COALESCE(MAX(stars), 0) FROM learn_stars WHERE user_id = {who} \
         AND game = '{}' AND exercise = '{exercise}'",
        game.id()
    ))
}

fn a_member_works_through_the_first_lessons_of_every_game(fx: Fixture) {
    let host = &fx.host;
    let a = actor(&alice());
    for game in GameId::ALL {
        let path = learn::path(game).unwrap();
        let first = path.exercise(0).unwrap();
        let shown = host.learn(&a, PLACE, Some(game)).unwrap();
        let said = shown.said();
        assert!(said.contains(&format!("**{}**", game.name())), "{said}");
        assert!(said.contains(&format!("exercise 1 of {}", path.len())), "{said}");
        let png = &shown.image.as_ref().expect("the board").png;
        assert!(png_size(png).0 > 0);

        // A move the rules refuse: its reason, and it does not count.
        let start = rules::Game::replay(game, Some(first.position), &first.prelude).unwrap();
        let refused_text = illegal_move(&start);
        let refusal = host.learn_move(&a, PLACE, &refused_text).unwrap_err();
        assert_eq!(refusal.kind, RefusalKind::IllegalMove, "{}", refusal.said());
        let reason = start.parse_move(&refused_text).unwrap_err();
        let reason = Arg::sentence(Arg::Rules(game, reason.said()));
        let expected = Text::from(bot::msg!("refusal-illegal-move", reason = reason));
        assert_eq!(refusal.said(), expected.said());

        // The first two exercises solved by their model solutions, three stars each.
        for exercise in path.exercises().take(2) {
            let mut last = String::new();
            for m in &exercise.solution {
                last = host.learn_move(&a, PLACE, m).unwrap().said();
            }
            assert!(last.contains("★★★"), "{}: {last}", exercise.key());
            assert_eq!(stars(&fx, 1, game, &exercise.key()), 3, "{}", exercise.key());
        }
        // Carried on: the third exercise, where they stopped.
        let again = host.learn(&a, PLACE, Some(game)).unwrap();
        let said = again.said();
        assert!(said.starts_with("You were on this exercise:"), "{said}");
        assert!(said.contains(&format!("exercise 3 of {}", path.len())), "{said}");
        // Its buttons: the move picker, back to the second, the third again, on to the
        // fourth.
        let ids: Vec<ActionId> = again.actions.iter().map(|b| b.id).collect();
        let to = |exercise| ActionId::Learn { game, exercise };
        let pick = Some(PickStep::Piece { page: 0 });
        let tag = learn::try_tag(path.exercise(2).unwrap(), &[]);
        let picker = ActionId::LearnPick { game, exercise: 2, tag, step: pick };
        assert_eq!(ids, [picker, to(1), to(2), to(3)]);
        let skipped = host.press(&a, PLACE, &Sight::Everywhere, &to(3).encode()).unwrap().said();
        assert!(skipped.contains(&format!("exercise 4 of {}", path.len())), "{skipped}");
        assert_eq!(stars(&fx, 1, game, &path.exercise(2).unwrap().key()), 0, "skipped");
        let back = host.press(&a, PLACE, &Sight::Everywhere, &to(2).encode()).unwrap().said();
        assert!(back.contains(&format!("exercise 3 of {}", path.len())), "{back}");
    }
    // A forged button for an exercise that does not exist.
    let forged = ActionId::Learn { game: GameId::Xiangqi, exercise: 9_999 }.encode();
    let stale = host.press(&a, PLACE, &Sight::Everywhere, &forged).unwrap_err();
    assert_eq!(stale.kind, RefusalKind::Stale, "{}", stale.said());
    // `/learn` alone carries on in the game learned last.
    let last = host.learn(&a, PLACE, None).unwrap().said();
    assert!(last.contains(&format!("**{}**", GameId::Chess1999.name())), "{last}");
    // Someone who never started: how far they are in each game, and no move to make.
    let b = actor(&bob());
    let overview = host.learn(&b, PLACE, None).unwrap().said();
    assert!(overview.contains("0 of ") && overview.contains("exercises"), "{overview}");
    let none = host.learn_move(&b, PLACE, "h3e3").unwrap_err();
    assert_eq!(none.kind, RefusalKind::Nothing, "{}", none.said());
}

/// A move the rules refuse in `game`: one of the side to move's pieces sent to a cell it
/// cannot reach.
fn illegal_move(game: &rules::Game) -> String {
    let view = game.view();
    let legal = game.legal_moves();
    for piece in view.pieces.iter().filter(|p| p.piece.side == view.side_to_move) {
        for file in 0..view.geometry.files {
            for rank in 0..view.geometry.ranks {
                let to = rules::Cell::new(file, rank);
                let text = format!("{}{to}", piece.cell);
                if to != piece.cell && !legal.iter().any(|m| m.text == text) {
                    return text;
                }
            }
        }
    }
    panic!("every move is legal")
}

fn stars_are_the_best_of_the_tries_and_a_failed_exercise_starts_again(fx: Fixture) {
    let host = &fx.host;
    let a = actor(&alice());
    let path = learn::path(GameId::Xiangqi).unwrap();
    // The Tank's first exercise, its first move undone and made again: two moves over par,
    // then at par, then four over; the best stars are kept.
    let exercise = path.exercises().find(|e| e.lesson == "tank").unwrap();
    let key = exercise.key();
    host.learn(&a, PLACE, Some(GameId::Xiangqi)).unwrap();
    put_on(&fx, 1, GameId::Xiangqi, &key);
    // The model solution with a detour: its first move, back, and the rest.
    let first = exercise.solution[0];
    let back = format!("{}{}", &first[first.len() / 2..], &first[..first.len() / 2]);
    host.learn_move(&a, PLACE, first).unwrap();
    host.learn_move(&a, PLACE, &back).unwrap();
    let mut last = String::new();
    for m in &exercise.solution {
        last = host.learn_move(&a, PLACE, m).unwrap().said();
    }
    let used = exercise.par + 2;
    assert!(last.contains(&format!("done in {used} moves")), "{last}");
    let expected = learn::stars(exercise.par, used);
    assert_eq!(stars(&fx, 1, GameId::Xiangqi, &key), i64::from(expected));
    put_on(&fx, 1, GameId::Xiangqi, &key);
    for m in &exercise.solution {
        host.learn_move(&a, PLACE, m).unwrap();
    }
    assert_eq!(stars(&fx, 1, GameId::Xiangqi, &key), 3);
    put_on(&fx, 1, GameId::Xiangqi, &key);
    for _ in 0..2 {
        host.learn_move(&a, PLACE, first).unwrap();
        host.learn_move(&a, PLACE, &back).unwrap();
    }
    for m in &exercise.solution {
        host.learn_move(&a, PLACE, m).unwrap();
    }
    assert_eq!(stars(&fx, 1, GameId::Xiangqi, &key), 3, "the best is kept");

    // A mate in one missed: failed, and the exercise starts again from its position.
    let mate = path.exercises().find(|e| e.goal == Goal::Win && e.par == 1).unwrap();
    put_on(&fx, 1, GameId::Xiangqi, &mate.key());
    let start = rules::Game::replay(GameId::Xiangqi, Some(mate.position), &mate.prelude).unwrap();
    let wrong = start
        .legal_moves()
        .into_iter()
        .find(|m| {
            let mut after = start.clone();
            after.play(&m.text).unwrap().outcome.is_none()
        })
        .unwrap();
    let failed = host.learn_move(&a, PLACE, &wrong.text).unwrap().said();
    assert!(failed.contains("not this time"), "{failed}");
    assert_eq!(stars(&fx, 1, GameId::Xiangqi, &mate.key()), 0);
    let solved = host.learn_move(&a, PLACE, mate.solution[0]).unwrap().said();
    assert!(solved.contains("★★★"), "{solved}");
}

/// Puts member `who` on exercise `key` of `game`, from its start.
fn put_on(fx: &Fixture, who: u64, game: GameId, key: &str) {
    fx.execute(&format!(
        "UPDATE learn_attempts SET exercise = '{key}', moves = '' WHERE user_id = {who} \
         AND game = '{}'",
        game.id()
    ))
    .unwrap();
}

fn a_whole_path_solved_shows_on_rating(fx: Fixture) {
    let host = &fx.host;
    let a = actor(&alice());
    let game = GameId::Abstract;
    let path = learn::path(game).unwrap();
    host.learn(&a, PLACE, Some(game)).unwrap();
    let before = host.rating(PLACE, &alice(), None).unwrap().said();
    assert!(!before.contains("lessons"), "{before}");
    let mut last = String::new();
    for exercise in path.exercises() {
        for m in &exercise.solution {
            last = host.learn_move(&a, PLACE, m).unwrap().said();
        }
    }
    assert!(last.contains("the whole path is done"), "{last}");
    let most = 3 * path.len();
    let rating = host.rating(PLACE, &alice(), None).unwrap().said();
    let line = format!("Finished the **{}** lessons: {most} of {most} stars.", game.name());
    assert!(rating.contains(&line), "{rating}");
}

fn an_exercise_changed_since_it_was_started_starts_again(fx: Fixture) {
    let host = &fx.host;
    let a = actor(&alice());
    host.learn(&a, PLACE, Some(GameId::Xiangqi)).unwrap();
    // Moves kept that the exercise no longer replays (its lesson changed in a new version).
    fx.execute("UPDATE learn_attempts SET moves = 'i9i8 i8i7' WHERE user_id = 1").unwrap();
    let shown = host.learn(&a, PLACE, None).unwrap().said();
    assert!(shown.starts_with("This exercise has changed since you started it"), "{shown}");
    fx.execute("UPDATE learn_attempts SET moves = 'i9i8' WHERE user_id = 1").unwrap();
    let first = learn::path(GameId::Xiangqi).unwrap().exercise(0).unwrap().solution[0];
    let moved = host.learn_move(&a, PLACE, first).unwrap().said();
    assert!(moved.starts_with("This exercise has changed since you started it"), "{moved}");
    // And it is kept from its start: the move now counts.
    let counted = host.learn_move(&a, PLACE, first).unwrap().said();
    assert!(!counted.contains("has changed"), "{counted}");
}

/// The exercises of `game` a picker test plays: the first, the first to win against
/// answers, and the first with a piece in hand or a choice of what a piece becomes.
fn picked_exercises(game: GameId) -> Vec<&'static learn::Exercise> {
    let path = learn::path(game).unwrap();
    let first_win = path.exercises().find(|e| e.goal == Goal::Win && !e.replies.is_empty());
    let choice = path.exercises().find(|e| e.solution.iter().any(|m| m.contains(['@', '='])));
    let mut chosen: Vec<_> = path.exercise(0).into_iter().chain(first_win).chain(choice).collect();
    chosen.dedup_by_key(|e| e.index);
    chosen
}

/// Presses and chooses through the picker under `reply` (an exercise) to play `text`, as
/// the learner would: the Move button, the piece, where it goes, what it becomes. Menus are
/// paged through where the option is not on the first page.
fn pick(host: &bot::host::Host, a: &Actor, reply: &Reply, game: &rules::Game, text: &str) -> Reply {
    let legal = game.parse_move(text).unwrap();
    let origin = match legal.from {
        Some(cell) => Origin::Cell(cell),
        None => Origin::Hand(legal.text.chars().next().unwrap().to_ascii_uppercase()),
    };
    let opener = reply.actions.iter().find(|b| matches!(b.id, ActionId::LearnPick { .. }));
    let mut shown = host.press(a, PLACE, &Sight::Everywhere, &opener.unwrap().id.encode()).unwrap();
    let wanted = [origin.encode(), legal.to.map(|c| c.to_string()).unwrap_or_default(), legal.text];
    for value in wanted {
        loop {
            let Some(menu) = shown.menu.as_ref() else { return shown };
            if menu.options.iter().any(|o| o.value == value) {
                shown = host.choose(a, PLACE, &menu.id.encode(), &value).unwrap();
                break;
            }
            let next = shown.actions.iter().find(|b| b.label.said().contains("Next"));
            let next = next.unwrap_or_else(|| panic!("{value} is not offered: {shown:?}"));
            shown = host.press(a, PLACE, &Sight::Everywhere, &next.id.encode()).unwrap();
        }
    }
    shown
}

fn an_exercise_is_played_with_the_picker_of_each_game(fx: Fixture) {
    let host = &fx.host;
    let a = actor(&alice());
    for game in GameId::ALL {
        host.learn(&a, PLACE, Some(game)).unwrap();
        for exercise in picked_exercises(game) {
            put_on(&fx, 1, game, &exercise.key());
            let mut reply = host.learn(&a, PLACE, Some(game)).unwrap();
            let mut attempt = learn::Attempt::start(exercise).unwrap();
            // The picker's first step: the pieces, and Back to the exercise as it stands.
            let opener = reply.actions[0].id.encode();
            let opened = host.press(&a, PLACE, &Sight::Everywhere, &opener).unwrap();
            assert!(opened.menu.is_some() && opened.image.is_some(), "{opened:?}");
            let back = opened.actions.iter().find(|b| b.label.said() == "Back").unwrap();
            let back = host.press(&a, PLACE, &Sight::Everywhere, &back.id.encode()).unwrap();
            let number = format!("exercise {} of", exercise.index + 1);
            assert!(
                back.said().starts_with("**") && back.said().contains(&number),
                "{}",
                back.said()
            );
            for m in &exercise.solution {
                let menu_before = opened.menu.as_ref().map(|m| m.id.encode());
                reply = pick(host, &a, &reply, attempt.game(), m);
                attempt.play(m, |_| None).unwrap();
                // A picker opened before the move is stale now.
                if let Some(id) = &menu_before {
                    let value = opened.menu.as_ref().unwrap().options[0].value.clone();
                    let stale = host.choose(&a, PLACE, id, &value).unwrap_err();
                    assert_eq!(stale.kind, RefusalKind::Stale, "{}", stale.said());
                }
            }
            let said = reply.said();
            assert!(said.contains("★★★"), "{} of {}: {said}", exercise.key(), game.id());
            assert_eq!(stars(&fx, 1, game, &exercise.key()), 3, "{}", exercise.key());
        }
    }
    // Someone else pressing the learner's picker has no exercise there.
    let b = actor(&bob());
    let game = GameId::Xiangqi;
    let forged =
        ActionId::LearnPick { game, exercise: 0, tag: 0, step: Some(PickStep::Piece { page: 0 }) };
    let refused = host.press(&b, PLACE, &Sight::Everywhere, &forged.encode()).unwrap_err();
    assert_eq!(refused.kind, RefusalKind::Stale, "{}", refused.said());

    // A picker opened on one try is stale on another with as many moves: a first move, the
    // picker opened, Start again, another first move; the old picker's choice is refused.
    let exercise = learn::path(game).unwrap().exercise(0).unwrap();
    put_on(&fx, 1, game, &exercise.key());
    // Shown again, Xiangqi is the game learned last (Chess 1999 was): typed moves go to it.
    let shown = host.learn(&a, PLACE, Some(game)).unwrap().said();
    assert!(shown.contains("exercise 1 of"), "{shown}");
    let first = host.learn_move(&a, PLACE, exercise.solution[0]).unwrap();
    let opened = host.press(&a, PLACE, &Sight::Everywhere, &first.actions[0].id.encode()).unwrap();
    let menu = opened.menu.expect("the picker's pieces");
    let again = ActionId::Learn { game, exercise: 0 }.encode();
    host.press(&a, PLACE, &Sight::Everywhere, &again).unwrap();
    let start = learn::Attempt::start(exercise).unwrap();
    let other = start.game().legal_moves().into_iter().find(|m| {
        let mut t = learn::Attempt::start(exercise).unwrap();
        m.text != exercise.solution[0]
            && matches!(t.play(&m.text, |_| None), Ok(learn::Step::Going { .. }))
    });
    host.learn_move(&a, PLACE, &other.expect("another first move").text).unwrap();
    let stale = host.choose(&a, PLACE, &menu.id.encode(), &menu.options[0].value).unwrap_err();
    assert_eq!(stale.kind, RefusalKind::Stale, "{}", stale.said());
}

on_both_stores!(
    an_exercise_is_played_with_the_picker_of_each_game,
    an_exercise_changed_since_it_was_started_starts_again,
    a_whole_path_solved_shows_on_rating,
    a_member_works_through_the_first_lessons_of_every_game,
    stars_are_the_best_of_the_tries_and_a_failed_exercise_starts_again,
);
