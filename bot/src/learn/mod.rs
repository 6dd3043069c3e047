//! Lessons that teach each game: a path of short exercises, one piece or one rule each, from
//! the first move to the first mate (`/learn`).
//!
//! Each exercise is data, not code (`data/lessons/<game>.txt`, read by [`read`]): a position,
//! a goal, a par and a model solution. The rules crate judges every move ([`Attempt`]): a move
//! it refuses is refused with its own reason and does not count. Stars are given as lichess's
//! Learn gives them: three at par or under, two a little over, one otherwise ([`stars`]).
//!
//! Goals ([`Goal`]):
//! - **stars**: reach every star with your pieces (a star on an enemy piece is taken by
//!   taking it). The other side never moves: the turn is handed back after each move, as
//!   lichess's Learn does, so a move that would give check there is refused (nobody would
//!   answer it).
//! - **win**: win the game by the rules (a mate, or whatever else the game counts as a win)
//!   within the par; the other side answers by the exercise's script, or by the engine.
//! - **draw**: the same for a draw the rules give (a lost game held).
//! - **escape**: get out of check in one move.
//!
//! An exercise may start after moves played from its position (its prelude), so that the
//! rules know the history a lesson on repetition needs.

mod attempt;
pub mod read;

use std::sync::OnceLock;

use rules::{Cell, GameId};

pub use self::attempt::{Attempt, Failure, Refused, Step};
use self::read::PathError;

/// What an exercise asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Goal {
    /// Reach (or take what stands on) every one of these points; the other side never moves.
    Stars(Vec<Cell>),
    /// Win by the rules within the par.
    Win,
    /// Draw by the rules within the par.
    Draw,
    /// Get out of check in one move.
    Escape,
}

/// One exercise of a lesson.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exercise {
    /// Which game.
    pub game: GameId,
    /// The lesson it belongs to.
    pub lesson: &'static str,
    /// The keys of its lesson's words.
    pub words: LessonWords,
    /// Where it stands in the game's path, from 0.
    pub index: usize,
    /// Where it stands in its lesson, from 1.
    pub number: usize,
    /// The position it starts from (before the prelude).
    pub position: &'static str,
    /// Moves played from `position` before the learner's first move, so that the rules know
    /// the history (a repetition); usually none.
    pub prelude: Vec<&'static str>,
    /// What it asks for.
    pub goal: Goal,
    /// The fewest of the learner's moves that do it: three stars at par.
    pub par: u32,
    /// A solution in `par` moves, in the game's move text (the learner's moves only).
    pub solution: Vec<&'static str>,
    /// The other side's answers to the model solution in a `win` or `draw` exercise, in
    /// order; the engine answers once the learner goes another way, or after them.
    pub replies: Vec<&'static str>,
}

impl Exercise {
    /// Its name where members' stars are kept: its lesson and its number there (`tank/2`), so
    /// that lessons added to the path later keep what was earned.
    pub fn key(&self) -> String {
        format!("{}/{}", self.lesson, self.number)
    }
}

/// The keys of a lesson's words in the message catalogue: its title (`learn-<game>-<lesson>`)
/// and what a newcomer needs to know for it (`…-intro`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LessonWords {
    /// The lesson's name.
    pub title: &'static str,
    /// What it teaches.
    pub intro: &'static str,
}

/// A lesson: a run of exercises that teach one piece or one rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lesson {
    /// Its name (`tank`).
    pub id: &'static str,
    /// The keys of its words.
    pub words: LessonWords,
    /// The spec's pieces and rules it teaches (the names the spec gives them), for the check
    /// that every one is taught.
    pub teaches: Vec<&'static str>,
    /// Its exercises, in order.
    pub exercises: Vec<Exercise>,
}

/// A game's whole path of lessons.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Path {
    /// Which game.
    pub game: GameId,
    /// Its lessons, in order.
    pub lessons: Vec<Lesson>,
}

impl Path {
    /// Every exercise, in order.
    pub fn exercises(&self) -> impl Iterator<Item = &Exercise> {
        self.lessons.iter().flat_map(|l| &l.exercises)
    }

    /// The exercise at `index` of the path.
    pub fn exercise(&self, index: usize) -> Option<&Exercise> {
        self.exercises().nth(index)
    }

    /// The exercise named `key` ([`Exercise::key`]).
    pub fn find(&self, key: &str) -> Option<&Exercise> {
        self.exercises().find(|e| e.key() == key)
    }

    /// How many exercises the path has.
    pub fn len(&self) -> usize {
        self.exercises().count()
    }

    /// Whether it has none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The lesson files, embedded in the binary.
fn source(game: GameId) -> &'static str {
    match game {
        GameId::Xiangqi => include_str!("../../../data/lessons/xiangqi.txt"),
        GameId::American => include_str!("../../../data/lessons/american.txt"),
        GameId::Amalgamated => include_str!("../../../data/lessons/amalgamated.txt"),
        GameId::Abstract => include_str!("../../../data/lessons/abstract.txt"),
        GameId::Chess1999 => include_str!("../../../data/lessons/chess1999.txt"),
    }
}

/// `game`'s path of lessons, read once from the embedded file.
///
/// # Errors
/// The file does not read (a test reads every one, so only an edited binary could).
pub fn path(game: GameId) -> Result<&'static Path, &'static PathError> {
    static PATHS: [OnceLock<Result<Path, PathError>>; 5] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new(), OnceLock::new()];
    let slot = GameId::ALL.iter().position(|&g| g == game).unwrap_or(0);
    PATHS[slot].get_or_init(|| read::path(game, source(game))).as_ref()
}

/// Stars for an exercise done in `used` moves of a par of `par`: three at par or under; two
/// over it by at most an eighth of it (at least one move); one otherwise (lichess's Learn).
///
/// ```
/// use bot::learn::stars;
/// assert_eq!((stars(3, 2), stars(3, 3), stars(3, 4), stars(3, 5)), (3, 3, 2, 1));
/// assert_eq!((stars(16, 18), stars(16, 19)), (2, 1));
/// ```
pub fn stars(par: u32, used: u32) -> u8 {
    let late = used.saturating_sub(par);
    if late == 0 {
        3
    } else if late <= (par / 8).max(1) {
        2
    } else {
        1
    }
}

/// How many nodes the engine searches for the other side's answer in an exercise: a lesson's
/// positions are small, and the answer must be the same on every machine.
pub const ANSWER_NODES: u64 = 20_000;

/// The engine's answer in an exercise's position: its best move at [`ANSWER_NODES`] nodes.
pub fn engine_answer(game: &rules::Game) -> Option<String> {
    engine::think(game, &engine::Request::judging(ANSWER_NODES)).map(|t| t.text)
}

/// A try at `exercise` with `moves` played (both sides', as kept), as a number: a picker or a
/// page that shows the try names it, and a move from them is played only while the try is
/// still that one. (The number of moves alone would not do: a try started again can reach the
/// same count by other moves.) FNV-1a over the exercise's key and the moves.
///
/// ```
/// # use bot::learn::{path, try_tag};
/// let exercise = path(rules::GameId::Xiangqi).unwrap().exercise(0).unwrap();
/// let (a, b) = (["a1a2".to_owned()], ["a1a3".to_owned()]);
/// assert_ne!(try_tag(exercise, &a), try_tag(exercise, &b));
/// assert_eq!(try_tag(exercise, &a), try_tag(exercise, &a));
/// ```
pub fn try_tag(exercise: &Exercise, moves: &[String]) -> u32 {
    let mut hash: u32 = 0x811c_9dc5;
    let key = exercise.key();
    let words = std::iter::once(key.as_str()).chain(moves.iter().map(String::as_str));
    for word in words {
        for byte in word.bytes().chain([b' ']) {
            hash ^= u32::from(byte);
            hash = hash.wrapping_mul(0x0100_0193);
        }
    }
    hash
}
