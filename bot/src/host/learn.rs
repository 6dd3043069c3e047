//! `/learn`: the lessons of each game ([`crate::learn`]), privately, a move at a time. A
//! member is on one exercise in each game; `/learn` carries on with it (or starts the first
//! one not solved), `/learn move:` plays a move in it. A move the rules refuse is refused with
//! their reason and does not count; a solved exercise keeps its stars (the best of the
//! member's tries) and leads to the next.

use rules::{BoardView, Game, GameId, LegalMove};

use super::{Choice, Host, Refusal, RefusalKind, Reply};
use crate::{
    learn::{self, Attempt, Exercise, Failure, Refused, Step},
    model::{Actor, Place},
    msg,
    store::learn::LearnAttempt,
    text::{Arg, Msg, Text},
};

/// Where a member's try at an exercise was when a picker or a page showed it: a move chosen
/// there is played only if the try is still there.
#[derive(Debug, Clone, Copy)]
pub(super) struct At {
    /// Which game's lessons.
    pub game: GameId,
    /// The exercise, from 0.
    pub exercise: u32,
    /// The try ([`learn::try_tag`]): changed by any move, and by starting again.
    pub tag: u32,
}

impl Host {
    /// `/learn` (of `game`, else the game `actor` learned last): the exercise they are on,
    /// or the first they have not solved; without either, how far they are in each game.
    ///
    /// # Errors
    /// The store failed.
    pub fn learn(
        &self,
        actor: &Actor,
        place: Place,
        game: Option<GameId>,
    ) -> Result<Reply, Refusal> {
        let going = self.read(|c| c.learn_attempt(actor.id(), game))?;
        let Some(game) = game.or(going.as_ref().map(|a| a.game)) else {
            return self.learn_overview(actor);
        };
        let (attempt, lead) = self.learn_resume(actor, game, going)?;
        Ok(self.exercise_reply(actor, place, &attempt, lead))
    }

    /// The exercise `actor` is on in `game` (`going`, as read), where it stands, with a word
    /// saying so; or the first they have not solved, started.
    ///
    /// # Errors
    /// The store failed.
    pub(super) fn learn_resume(
        &self,
        actor: &Actor,
        game: GameId,
        going: Option<LearnAttempt>,
    ) -> Result<(Attempt<'static>, Option<Msg>), Refusal> {
        let path = path_of(game)?;
        let on = going.filter(|a| a.game == game);
        if let Some((going, exercise)) = on.and_then(|a| path.find(&a.exercise).map(|e| (a, e))) {
            let Ok(attempt) = replayed(exercise, &going.moves) else {
                return Ok((self.learn_start(actor, exercise)?, Some(changed())));
            };
            // Shown, it is the game learned last: `/learn move:` goes to it.
            self.write(|tx| Ok(tx.touch_learn_attempt(actor.id(), game)?))?;
            return Ok((attempt, Some(Msg::new("learn-going"))));
        }
        let stars = self.read(|c| c.learn_stars(actor.id(), game))?;
        let next = path
            .exercises()
            .find(|e| !stars.iter().any(|(key, _)| *key == e.key()))
            .or_else(|| path.exercise(0))
            .ok_or_else(|| Refusal::keyed(RefusalKind::Nothing, "refusal-learn-none"))?;
        Ok((self.learn_start(actor, next)?, None))
    }

    /// Starts exercise `index` (from 0) of `game`'s path for `actor`, from its position (the
    /// Back, Start again and Skip buttons under an exercise).
    ///
    /// # Errors
    /// No such exercise (a forged button), or the store failed.
    pub fn learn_exercise(
        &self,
        actor: &Actor,
        place: Place,
        game: GameId,
        index: u32,
    ) -> Result<Reply, Refusal> {
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-stale-button");
        let exercise = path_of(game)?.exercise(index as usize).ok_or_else(stale)?;
        self.start_exercise(actor, place, exercise, None)
    }

    /// `actor`'s move `text` in the exercise they are on.
    ///
    /// # Errors
    /// No exercise going, a move the rules refuse (with their reason), or the store failed.
    pub fn learn_move(&self, actor: &Actor, place: Place, text: &str) -> Result<Reply, Refusal> {
        self.learn_moved(actor, place, text, None)
    }

    /// `actor`'s move `text` chosen in a picker opened `at` a point of their try.
    ///
    /// # Errors
    /// The try has moved on since (a stale picker), or what [`Host::learn_move`] refuses.
    pub(super) fn learn_play(
        &self,
        actor: &Actor,
        place: Place,
        text: &str,
        at: At,
    ) -> Result<Reply, Refusal> {
        self.learn_moved(actor, place, text, Some(at))
    }

    /// The exercise `actor` is on in `game`, as it stands, without a word before it (the
    /// picker's first Back).
    ///
    /// # Errors
    /// No exercise going in that game, or the store failed.
    pub(super) fn learn_where(
        &self,
        actor: &Actor,
        place: Place,
        game: GameId,
    ) -> Result<Reply, Refusal> {
        let (going, exercise) = self.learning(actor, Some(game))?;
        let Ok(attempt) = replayed(exercise, &going.moves) else {
            return self.start_exercise(actor, place, exercise, Some(changed()));
        };
        Ok(self.exercise_reply(actor, place, &attempt, None))
    }

    /// The exercise of `at`, where it stands, if `actor`'s try is still there.
    ///
    /// # Errors
    /// The try moved on (the picker is stale), or the store failed.
    pub(super) fn exercise_at(&self, actor: &Actor, at: At) -> Result<Attempt<'static>, Refusal> {
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-picker-stale");
        // No exercise going in that game any more: the picker is stale. A store failure is
        // said as one.
        let (going, exercise) = self.learning(actor, Some(at.game)).map_err(|refusal| {
            if refusal.kind == RefusalKind::Nothing { stale() } else { refusal }
        })?;
        if !at.is(exercise, &going) {
            return Err(stale());
        }
        replayed(exercise, &going.moves).map_err(|_| stale())
    }

    /// `actor`'s move `text`, in the exercise of `at` if there is one (checked still there),
    /// else in the one they are on in the game they learned last.
    fn learn_moved(
        &self,
        actor: &Actor,
        place: Place,
        text: &str,
        at: Option<At>,
    ) -> Result<Reply, Refusal> {
        Ok(match self.learn_step(actor, text, at)? {
            Moved::On(attempt, lead) => self.exercise_reply(actor, place, &attempt, Some(lead)),
            Moved::PathDone(said) => Reply::text(said, actor.lang),
        })
    }

    /// [`Host::learn_moved`]'s move, judged and kept: where the member is now, and what to
    /// say of it.
    pub(super) fn learn_step(
        &self,
        actor: &Actor,
        text: &str,
        at: Option<At>,
    ) -> Result<Moved, Refusal> {
        let (going, exercise) = self.learning(actor, at.map(|at| at.game))?;
        if at.is_some_and(|at| !at.is(exercise, &going)) {
            return Err(super::position_changed());
        }
        let Ok(mut attempt) = replayed(exercise, &going.moves) else {
            return Ok(Moved::On(self.learn_start(actor, exercise)?, changed()));
        };
        let before = attempt.game().clone();
        let step = attempt.play(text, learn::engine_answer).map_err(|r| refused(exercise, r))?;
        let played = played_arg(&before, text);
        match step {
            Step::Going { reached, reply } => {
                let mut moves = going.moves.clone();
                moves.extend(before.parse_move(text).ok().map(|m| m.text));
                moves.extend(reply.clone());
                self.move_on(actor, &going, &LearnAttempt { moves, ..going.clone() }, None)?;
                let lead = match (reached, reply) {
                    (_, Some(reply)) => {
                        let answer = reply_arg(&before, text, &reply);
                        msg!("learn-answered", played = played, reply = answer)
                    }
                    (Some(_), None) => msg!("learn-star", played = played),
                    (None, None) => msg!("learn-moved", played = played),
                };
                Ok(Moved::On(attempt, lead))
            }
            Step::Solved { used, stars } => {
                let lead = msg!(
                    "learn-solved",
                    played = played,
                    used = used,
                    par = exercise.par,
                    stars = "★".repeat(usize::from(stars))
                );
                // On to the next exercise; after the last, the last again from its start.
                let next = path_of(exercise.game)?.exercise(exercise.index + 1);
                let to = fresh(next.unwrap_or(exercise));
                self.move_on(actor, &going, &to, Some((exercise, stars)))?;
                match next {
                    Some(next) => Ok(Moved::On(replayed(next, &[])?, lead)),
                    None => {
                        let done = msg!("learn-path-done", game = Arg::strong(exercise.game));
                        Ok(Moved::PathDone(Text::from(lead).line(done)))
                    }
                }
            }
            Step::Failed(why) => {
                let why = match why {
                    Failure::NotWon { reply: Some(reply) } => {
                        msg!("learn-failed-answered", reply = reply_arg(&before, text, &reply))
                    }
                    Failure::NotWon { reply: None } => Msg::new("learn-failed-not-yet"),
                    Failure::Ended => Msg::new("learn-failed-ended"),
                };
                let lead =
                    msg!("learn-failed", played = played, why = Arg::Nested(Box::new(why.into())));
                self.move_on(actor, &going, &fresh(exercise), None)?;
                Ok(Moved::On(replayed(exercise, &[])?, lead))
            }
        }
    }

    /// Moves `actor` from `from` to `to`, keeping the stars of an exercise `solved`, in one
    /// transaction; refused if they moved meanwhile (an answer sent twice).
    fn move_on(
        &self,
        actor: &Actor,
        from: &LearnAttempt,
        to: &LearnAttempt,
        solved: Option<(&Exercise, u8)>,
    ) -> Result<(), Refusal> {
        let now = self.now();
        let moved = self.write(|tx| {
            if !tx.replace_learn_attempt(actor.id(), from, to, now)? {
                return Ok(false);
            }
            if let Some((exercise, stars)) = solved {
                tx.keep_learn_stars(actor.id(), exercise.game, &exercise.key(), stars, now)?;
            }
            Ok(true)
        })?;
        if moved { Ok(()) } else { Err(super::position_changed()) }
    }

    /// The legal moves of `actor`'s exercise matching what has been typed, for autocomplete.
    ///
    /// # Errors
    /// No exercise going.
    pub fn learn_move_choices(&self, actor: &Actor, typed: &str) -> Result<Vec<Choice>, Refusal> {
        Ok(super::info::move_choices(self.exercise_going(actor)?.game(), typed))
    }

    /// The board of the exercise `actor` is on, and its place in its path (for the console).
    ///
    /// # Errors
    /// The store failed.
    pub fn learn_position(&self, actor: &Actor) -> Result<Option<(BoardView, u32)>, Refusal> {
        let attempt = match self.exercise_going(actor) {
            Ok(attempt) => attempt,
            Err(none) if none.kind == RefusalKind::Nothing => return Ok(None),
            Err(failed) => return Err(failed),
        };
        let at = u32::try_from(attempt.exercise().index).unwrap_or(u32::MAX);
        Ok(Some((attempt.game().view(), at)))
    }

    /// Every legal move of `actor`'s exercise, listed for them alone (the console's `moves`).
    ///
    /// # Errors
    /// No exercise going.
    pub fn learn_legal_moves(&self, actor: &Actor) -> Result<Reply, Refusal> {
        Ok(super::info::moves_listed(self.exercise_going(actor)?.game(), actor.lang))
    }

    /// The exercise `actor` is on in the game they learned last, where it stands.
    fn exercise_going(&self, actor: &Actor) -> Result<Attempt<'static>, Refusal> {
        let (going, exercise) = self.learning(actor, None)?;
        replayed(exercise, &going.moves)
    }

    /// The exercise `actor` is on in `game`, else in the game they learned last.
    pub(super) fn learning(
        &self,
        actor: &Actor,
        game: Option<GameId>,
    ) -> Result<(LearnAttempt, &'static Exercise), Refusal> {
        let none = || Refusal::keyed(RefusalKind::Nothing, "refusal-learn-none-going");
        let going = self.read(|c| c.learn_attempt(actor.id(), game))?.ok_or_else(none)?;
        if game.is_some_and(|game| game != going.game) {
            return Err(none());
        }
        let exercise = path_of(going.game)?.find(&going.exercise).ok_or_else(none)?;
        Ok((going, exercise))
    }

    /// Puts `actor` on `exercise`, from its start, and shows it.
    fn start_exercise(
        &self,
        actor: &Actor,
        place: Place,
        exercise: &'static Exercise,
        lead: Option<Msg>,
    ) -> Result<Reply, Refusal> {
        let attempt = self.learn_start(actor, exercise)?;
        Ok(self.exercise_reply(actor, place, &attempt, lead))
    }

    /// Puts `actor` on `exercise`, from its start.
    pub(super) fn learn_start(
        &self,
        actor: &Actor,
        exercise: &'static Exercise,
    ) -> Result<Attempt<'static>, Refusal> {
        let now = self.now();
        self.write(|tx| Ok(tx.set_learn_attempt(actor.id(), &fresh(exercise), now)?))?;
        replayed(exercise, &[])
    }
}

/// What a move in an exercise led to.
pub(super) enum Moved {
    /// An exercise where it stands now (the same one after a move, the next after it was
    /// solved, the same from its start after a failure), and what to say of the move.
    On(Attempt<'static>, Msg),
    /// The whole path was solved: what to say.
    PathDone(Text),
}

impl At {
    /// Whether `going` is still at this point of `exercise`.
    fn is(self, exercise: &Exercise, going: &LearnAttempt) -> bool {
        self.game == exercise.game
            && self.exercise as usize == exercise.index
            && self.tag == learn::try_tag(exercise, &going.moves)
    }
}

/// `game`'s path, or a refusal if its file does not read (only an edited binary's could not).
pub(super) fn path_of(game: GameId) -> Result<&'static learn::Path, Refusal> {
    learn::path(game).map_err(|e| {
        tracing::error!("{e}");
        Refusal::keyed(RefusalKind::Internal, "refusal-learn-broken")
    })
}

/// The lead of an exercise whose kept moves no longer replay: its lesson was changed by a
/// new version of the bot since the member started it.
fn changed() -> Msg {
    Msg::new("learn-changed")
}

/// `exercise` from its start, as kept.
fn fresh(exercise: &Exercise) -> LearnAttempt {
    LearnAttempt { game: exercise.game, exercise: exercise.key(), moves: Vec::new() }
}

/// `exercise` with `moves` (both sides', as kept) played again.
pub(super) fn replayed<'a>(
    exercise: &'a Exercise,
    moves: &[String],
) -> Result<Attempt<'a>, Refusal> {
    let broken = |e: &dyn std::fmt::Display| {
        tracing::error!("lesson {} of {}: {e}", exercise.key(), exercise.game.id());
        Refusal::keyed(RefusalKind::Internal, "refusal-learn-broken")
    };
    let mut attempt = Attempt::start(exercise).map_err(|e| broken(&e))?;
    let mut k = 0;
    while let Some(text) = moves.get(k) {
        // The other side's answers are the kept ones, not searched again.
        let kept = moves.get(k + 1).cloned();
        let step = attempt.play(text, |_| kept).map_err(|e| broken(&format!("{e:?}")))?;
        k += match step {
            Step::Going { reply: Some(_), .. } => 2,
            _ => 1,
        };
    }
    Ok(attempt)
}

/// Why a move was refused, in words.
fn refused(exercise: &Exercise, why: Refused) -> Refusal {
    match why {
        Refused::Rules(e) => {
            let reason = Arg::sentence(Arg::Rules(exercise.game, e.said()));
            Refusal::new(RefusalKind::IllegalMove, msg!("refusal-illegal-move", reason = reason))
        }
        Refused::Unanswerable => {
            Refusal::keyed(RefusalKind::IllegalMove, "refusal-learn-unanswerable")
        }
        Refused::Over => Refusal::keyed(RefusalKind::Nothing, "refusal-learn-none-going"),
    }
}

/// The learner's move `text` from `before`, as players see it.
fn played_arg(before: &Game, text: &str) -> Arg {
    before.parse_move(text).map_or_else(|_| Arg::from(text), |m| legal_arg(&m))
}

/// The other side's answer `reply` after the learner's `text` from `before`.
fn reply_arg(before: &Game, text: &str, reply: &str) -> Arg {
    let mut after = before.clone();
    let answer = after.play(text).ok().and_then(|_| after.parse_move(reply).ok());
    answer.map_or_else(|| Arg::from(reply), |m| legal_arg(&m))
}

fn legal_arg(m: &LegalMove) -> Arg {
    Arg::Move { text: m.text.clone(), display: m.display.clone(), chinese: m.chinese.clone() }
}
