//! The lessons of `/learn`, every one of them: each file reads, every exercise starts from a
//! position the rules accept with the learner to move and the game not over, its model
//! solution solves it within its par (three stars) with every move judged by the rules, and
//! every piece of each game is moved in some exercise.
#![allow(clippy::unwrap_used)]

use std::collections::BTreeSet;

use bot::learn::{self, Attempt, Goal, Step, engine_answer};
use rules::{Game, GameId};

/// Each spec's pieces, by the names the rules give them (a promoted piece under its own).
const PIECES: [(GameId, &[&str]); 5] = [
    (GameId::Xiangqi, &["General", "Adviser", "Elephant", "Horse", "Tank", "Cannon", "Soldier"]),
    (
        GameId::American,
        &[
            "Soldier",
            "Armor Brigade",
            "Colonel",
            "Recon Battalion",
            "Missile",
            "General",
            "Artillery",
        ],
    ),
    (
        GameId::Amalgamated,
        &[
            "Prince",
            "King",
            "Advisor",
            "General",
            "Elephant",
            "War Elephant",
            "Horse",
            "Knight",
            "Chariot",
            "Flying Chariot",
            "Pawn",
            "Soldier",
        ],
    ),
    (
        GameId::Abstract,
        &["1-stack", "2-stack", "3-stack", "4-stack", "5-stack", "6-stack", "royal stone"],
    ),
    (
        GameId::Chess1999,
        &[
            "General",
            "Guard",
            "Infantry battalion",
            "APC",
            "Fighter jet",
            "Bomber",
            "Attack helicopter",
            "Tank",
            "MRL",
            "Howitzer",
        ],
    ),
];

/// Each spec's special rules, by the names its lessons use.
const RULES: [(GameId, &[&str]); 5] = [
    (
        GameId::Xiangqi,
        &[
            "palace",
            "river",
            "elephant eye",
            "horse leg",
            "cannon screen",
            "flying General",
            "check",
            "checkmate",
            "stalemate loses",
            "perpetual check",
            "perpetual chase",
        ],
    ),
    (GameId::American, &["screen", "back line", "promotion", "Gauntlet", "pass", "50-turn limit"]),
    (
        GameId::Amalgamated,
        &[
            "river",
            "promotion",
            "demotion",
            "royal corridor",
            "compulsory Prince capture",
            "Prince exposure",
            "King safety",
            "bare Prince",
            "check",
            "checkmate",
            "point count",
        ],
    ),
    (GameId::Abstract, &["capture", "transfer", "repetition", "move limit"]),
    (GameId::Chess1999, &["command post", "promotion", "drop", "check", "checkmate"]),
];

#[test]
fn every_exercise_is_solved_within_its_par_by_its_model_solution() {
    let mut count = 0;
    for game in GameId::ALL {
        let path = learn::path(game).unwrap_or_else(|e| panic!("{e}"));
        for exercise in path.exercises() {
            let name = format!("{} exercise {} ({})", game.id(), exercise.index, exercise.lesson);
            let start = Game::replay(game, Some(exercise.position), &exercise.prelude)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(start.outcome().is_none(), "{name}: over before it starts");
            if exercise.goal == Goal::Escape {
                assert!(start.in_check(), "{name}: nothing to escape");
            }
            if let Goal::Stars(stars) = &exercise.goal {
                let view = start.view();
                for star in stars {
                    assert!(view.geometry.contains(*star), "{name}: {star} is off the board");
                    let own = view
                        .pieces
                        .iter()
                        .any(|p| p.cell == *star && p.piece.side == view.side_to_move);
                    assert!(!own, "{name}: a star on the learner's own piece ({star})");
                }
            }
            let mut attempt = Attempt::start(exercise).unwrap();
            let mut last = None;
            for (k, text) in exercise.solution.iter().enumerate() {
                let step = attempt
                    .play(text, engine_answer)
                    .unwrap_or_else(|e| panic!("{name}: move {} {text} refused: {e:?}", k + 1));
                let solved = matches!(step, Step::Solved { .. });
                assert_eq!(solved, k + 1 == exercise.solution.len(), "{name}: {text}: {step:?}");
                last = Some(step);
            }
            assert_eq!(last, Some(Step::Solved { used: exercise.par, stars: 3 }), "{name}");
            count += 1;
        }
    }
    assert!(count > 0);
}

#[test]
fn every_piece_of_every_game_is_moved_in_some_exercise() {
    for (game, names) in PIECES {
        let moved = moved_pieces(game);
        let missing: Vec<_> = names.iter().filter(|n| !moved.contains(**n)).collect();
        assert!(
            missing.is_empty(),
            "{}: no exercise moves {missing:?} (moved: {moved:?})",
            game.id()
        );
    }
}

/// The names of the learner's pieces the model solutions move, before and after each move
/// (a piece promoted or demoted by its move counts under both names).
fn moved_pieces(game: GameId) -> BTreeSet<String> {
    let mut moved = BTreeSet::new();
    for exercise in learn::path(game).unwrap().exercises() {
        let mut attempt = Attempt::start(exercise).unwrap();
        for text in &exercise.solution {
            let legal = attempt.game().parse_move(text).unwrap();
            let name_at = |game: &Game, cell| {
                let view = game.view();
                view.pieces.iter().find(|p| Some(p.cell) == cell).map(|p| p.piece.name.to_owned())
            };
            moved.extend(name_at(attempt.game(), legal.from));
            let mut after = attempt.game().clone();
            after.play(&legal.text).unwrap();
            moved.extend(name_at(&after, legal.to));
            attempt.play(text, engine_answer).unwrap();
        }
    }
    moved
}

#[test]
fn every_lesson_has_its_title_and_introduction_in_every_language() {
    use bot::i18n::{CATALOGUE, Lang};
    let mut missing = Vec::new();
    for game in GameId::ALL {
        for lesson in &learn::path(game).unwrap().lessons {
            for lang in Lang::ALL {
                for key in [lesson.words.title, lesson.words.intro] {
                    let text = CATALOGUE.lookup(lang, key, None, None);
                    if text.is_none_or(|t| t.trim().is_empty()) {
                        missing.push(format!("{}: {key}", lang.code()));
                    }
                }
            }
        }
    }
    assert!(missing.is_empty(), "{missing:#?}");
}

/// Every piece and every special rule each spec (`shared/rules/`) names, by the names its
/// lessons use: each must be taught by some lesson.
#[test]
fn every_piece_and_special_rule_of_each_spec_is_taught() {
    for ((game, pieces), (_, rules)) in PIECES.into_iter().zip(RULES) {
        let names: Vec<&str> = pieces.iter().chain(rules).copied().collect();
        let path = learn::path(game).unwrap();
        let teaches: BTreeSet<String> =
            path.lessons.iter().flat_map(|l| &l.teaches).map(|t| t.to_lowercase()).collect();
        let missing: Vec<_> =
            names.iter().filter(|n| !teaches.contains(&n.to_lowercase())).collect();
        assert!(missing.is_empty(), "{}: no lesson teaches {missing:?}", game.id());
        assert!(path.len() >= 40, "{}: {} exercises", game.id(), path.len());
    }
}

#[test]
fn the_script_answers_the_model_solution_and_the_engine_any_other_move() {
    let mut checked = 0;
    for game in GameId::ALL {
        let path = learn::path(game).unwrap();
        for exercise in path.exercises().filter(|e| !e.replies.is_empty()) {
            // The model solution's first move: the script's answer, the engine not asked.
            let mut attempt = Attempt::start(exercise).unwrap();
            let asked = std::cell::Cell::new(false);
            let step = attempt.play(exercise.solution[0], |_| {
                asked.set(true);
                None
            });
            let Ok(Step::Going { reply: Some(reply), .. }) = step else { continue };
            assert!(!asked.get(), "{}: the engine was asked", exercise.key());
            let scripted =
                attempt_game_after(exercise, &[exercise.solution[0]], exercise.replies[0]);
            assert_eq!(Some(reply), scripted, "{}", exercise.key());
            // Another first move that leaves the game going: the engine answers.
            let start = Game::replay(game, Some(exercise.position), &exercise.prelude).unwrap();
            let other = start.legal_moves().into_iter().find(|m| {
                let mut after = start.clone();
                m.text != exercise.solution[0]
                    && after.play(&m.text).is_ok_and(|p| p.outcome.is_none())
            });
            let Some(other) = other else { continue };
            let mut attempt = Attempt::start(exercise).unwrap();
            let asked = std::cell::Cell::new(false);
            let _ = attempt.play(&other.text, |g| {
                asked.set(true);
                engine_answer(g)
            });
            assert!(asked.get(), "{}: {} was answered by the script", exercise.key(), other.text);
            checked += 1;
        }
    }
    assert!(checked > 0, "no exercise with a script");
}

/// The scripted reply `reply` in its canonical text, after `moves` from `exercise`'s start.
fn attempt_game_after(exercise: &learn::Exercise, moves: &[&str], reply: &str) -> Option<String> {
    let mut game = Game::replay(exercise.game, Some(exercise.position), &exercise.prelude).ok()?;
    for m in moves {
        game.play(m).ok()?;
    }
    game.parse_move(reply).ok().map(|m| m.text)
}

#[test]
fn a_move_the_other_side_would_have_to_answer_is_refused_where_it_never_moves() {
    let cell = |c: &str| c.parse::<rules::Cell>().unwrap();
    let exercise = learn::Exercise {
        game: GameId::Xiangqi,
        lesson: "tank",
        words: learn::LessonWords {
            title: "learn-xiangqi-tank",
            intro: "learn-xiangqi-tank-intro",
        },
        index: 0,
        number: 1,
        position: "5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
        prelude: Vec::new(),
        goal: Goal::Stars(vec![cell("a6"), cell("g6")]),
        par: 2,
        solution: vec!["a1a6", "a6g6"],
        replies: Vec::new(),
    };
    let mut attempt = Attempt::start(&exercise).unwrap();
    // Along rank 10 the Tank would check the General on f10: nobody would answer it.
    assert_eq!(attempt.play("a1a10", engine_answer), Err(learn::Refused::Unanswerable));
    // The rules' own refusal.
    assert!(matches!(attempt.play("a1b2", engine_answer), Err(learn::Refused::Rules(_))));
    assert_eq!((attempt.used(), attempt.stars_left().len()), (0, 2), "neither counted");
    // The turn comes back after each move: two moves in a row.
    let reached = attempt.play("a1a6", engine_answer).unwrap();
    assert_eq!(reached, Step::Going { reached: Some(cell("a6")), reply: None });
    assert_eq!(attempt.game().side_to_move(), rules::Side::First);
    assert_eq!(attempt.play("a6g6", engine_answer), Ok(Step::Solved { used: 2, stars: 3 }));
    assert_eq!(attempt.play("g6g7", engine_answer), Err(learn::Refused::Over));
}
