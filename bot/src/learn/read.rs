//! Reading a game's lesson file (`data/lessons/<game>.txt`).
//!
//! One line per lesson and one per exercise; `#` starts a comment line:
//!
//! ```text
//! lesson tank: Tank
//! stars 5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1 | a6 g6 g2 | 3 | a1a6 a6g6 g6g2
//! win 3k5/9/9/9/9/7R1/9/9/9/4K4 w - - 0 1 | - | 1 | h5d5
//! win <position> | - | 2 | <first move> <second move> | <the other side's reply>
//! ```
//!
//! A lesson line names the lesson (the key of its words) and, after the colon, the spec's
//! pieces and rules it teaches, separated by commas. An exercise line is its goal (`stars`,
//! `win`, `draw` or `escape`), then, separated by `|`: the position (optionally followed by
//! `;` and moves played from it before the learner's turn), the stars (`-` for none), the
//! par, the model solution (the learner's moves) and, for a `win` or a `draw`, the other
//! side's scripted replies. The rules are not asked here; the tests play every exercise.

use rules::{Cell, GameId};

use super::{Exercise, Goal, Lesson, LessonWords, Path};

/// Why a lesson file does not read: the line and what is wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("data/lessons/{}.txt line {line}: {what}", game.id())]
pub struct PathError {
    /// Whose file.
    pub game: GameId,
    /// The line, from 1.
    pub line: usize,
    /// What is wrong.
    pub what: String,
}

/// Reads `game`'s path from the text of its file.
///
/// # Errors
/// A line that is not a lesson or an exercise, an exercise before any lesson, or a field
/// that does not read.
pub fn path(game: GameId, text: &'static str) -> Result<Path, PathError> {
    let mut lessons: Vec<Lesson> = Vec::new();
    let mut index = 0;
    for (n, line) in text.lines().enumerate() {
        let fail = |what: String| PathError { game, line: n + 1, what };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix("lesson ") {
            let (id, teaches) = rest.split_once(':').unwrap_or((rest, ""));
            let teaches: Vec<&str> =
                teaches.split(',').map(str::trim).filter(|t| !t.is_empty()).collect();
            let id = id.trim();
            let words = words(game, id);
            lessons.push(Lesson { id, words, teaches, exercises: Vec::new() });
            continue;
        }
        let lesson =
            lessons.last_mut().ok_or_else(|| fail("an exercise before any lesson".into()))?;
        let number = lesson.exercises.len() + 1;
        let exercise =
            exercise(game, (lesson.id, lesson.words), (index, number), line).map_err(fail)?;
        lesson.exercises.push(exercise);
        index += 1;
    }
    Ok(Path { game, lessons })
}

/// One exercise line.
fn exercise(
    game: GameId,
    (lesson, words): (&'static str, LessonWords),
    (index, number): (usize, usize),
    line: &'static str,
) -> Result<Exercise, String> {
    let (kind, rest) = line.split_once(' ').ok_or("an exercise line needs its fields")?;
    let fields: Vec<&str> = rest.split('|').map(str::trim).collect();
    let [position, stars, par, solution, replies @ ..] = fields.as_slice() else {
        return Err(format!("{} fields; an exercise has 4 or 5", fields.len()));
    };
    let stars: Vec<Cell> = match *stars {
        "-" => Vec::new(),
        cells => cells
            .split_whitespace()
            .map(|c| c.parse().map_err(|_| format!("{c:?} is not a point")))
            .collect::<Result<_, _>>()?,
    };
    let goal = match kind {
        "stars" if stars.is_empty() => return Err("a stars exercise without stars".into()),
        "stars" => Goal::Stars(stars),
        _ if !stars.is_empty() => return Err(format!("stars in a {kind} exercise")),
        "win" => Goal::Win,
        "draw" => Goal::Draw,
        "escape" => Goal::Escape,
        other => return Err(format!("{other:?} is not a goal (stars, win, draw or escape)")),
    };
    let par: u32 = par.parse().map_err(|_| format!("{par:?} is not a par"))?;
    let solution: Vec<&str> = solution.split_whitespace().collect();
    if par == 0 || solution.len() != par as usize {
        return Err(format!("a par of {par} with a solution of {} moves", solution.len()));
    }
    let replies = match replies {
        [] => Vec::new(),
        [replies] => replies.split_whitespace().collect(),
        _ => return Err("more than 5 fields".into()),
    };
    if !replies.is_empty() && !matches!(goal, Goal::Win | Goal::Draw) {
        return Err("replies in an exercise the other side does not play in".into());
    }
    let (position, prelude) = position.split_once(';').unwrap_or((position, ""));
    let (position, prelude) = (position.trim(), prelude.split_whitespace().collect());
    Ok(Exercise {
        game,
        lesson,
        words,
        index,
        number,
        position,
        prelude,
        goal,
        par,
        solution,
        replies,
    })
}

/// The keys of lesson `id`'s words. A path is read once a process, so the few keys made here
/// live as long as the program, as the catalogue's own do.
fn words(game: GameId, id: &str) -> LessonWords {
    let key = |suffix: &str| -> &'static str {
        Box::leak(format!("learn-{}-{id}{suffix}", game.id()).into_boxed_str())
    };
    LessonWords { title: key(""), intro: key("-intro") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_reads_into_lessons_of_exercises() {
        let text = "# Xiangqi\n\nlesson tank: Tank, river\n\
            stars 5k3/9/9/9/9/9/9/9/9/R3K4 w - - 0 1 | a6 g6 | 2 | a1a6 a6g6\n\
            lesson mate: check\n\
            win 3k5/9/9/9/9/7R1/9/9/9/4K4 w - - 0 1 | - | 1 | h5d5\n";
        let read = path(GameId::Xiangqi, text).expect("it reads");
        assert_eq!(read.lessons.len(), 2);
        assert_eq!(read.lessons[0].teaches, ["Tank", "river"]);
        let second = read.exercise(1).expect("two exercises");
        assert_eq!((second.lesson, second.index, second.goal.clone()), ("mate", 1, Goal::Win));
        assert_eq!(second.key(), "mate/1");
        assert_eq!(second.position, "3k5/9/9/9/9/7R1/9/9/9/4K4 w - - 0 1");
        let first = read.exercise(0).expect("two exercises");
        let stars = vec!["a6".parse().expect("a point"), "g6".parse().expect("a point")];
        assert_eq!(first.goal, Goal::Stars(stars));
        assert_eq!((first.par, first.solution.clone()), (2, vec!["a1a6", "a6g6"]));
        assert!(first.prelude.is_empty());
        let text =
            "lesson loops\nwin 3k5/9/9/7R1/9/9/9/9/9/5K3 w - - 0 1; h7h10 d10d9 | - | 1 | h10h9";
        let loops = path(GameId::Xiangqi, text).expect("it reads");
        let exercise = loops.exercise(0).expect("one exercise");
        assert_eq!(exercise.position, "3k5/9/9/7R1/9/9/9/9/9/5K3 w - - 0 1");
        assert_eq!(exercise.prelude, ["h7h10", "d10d9"]);
    }

    #[test]
    fn a_wrong_line_is_named_with_what_is_wrong() {
        let wrong = |text: &'static str| path(GameId::Xiangqi, text).unwrap_err().to_string();
        assert_eq!(
            wrong("stars x | a6 | 1 | a1a6"),
            "data/lessons/xiangqi.txt line 1: an exercise before any lesson"
        );
        let lesson = |line: &str| format!("lesson a\n{line}");
        let said = |line: &str| wrong(Box::leak(lesson(line).into_boxed_str()));
        assert!(said("stars x | - | 1 | a1a6").ends_with("line 2: a stars exercise without stars"));
        assert!(said("stars x | z99 | 1 | a1a6").ends_with("\"z99\" is not a point"));
        assert!(said("win x | - | 2 | a1a6").ends_with("a par of 2 with a solution of 1 moves"));
        assert!(
            said("mate x | - | 1 | a1a6")
                .ends_with("\"mate\" is not a goal (stars, win, draw or escape)")
        );
        assert!(said("escape x | - | 1").ends_with("3 fields; an exercise has 4 or 5"));
        assert!(
            said("stars x | a6 | 1 | a1a6 | b1b2")
                .ends_with("replies in an exercise the other side does not play in")
        );
    }
}
