//! `/learn`: the lessons of each game ([`crate::learn`]), privately, a move at a time. A
//! member is on one exercise in each game; `/learn` carries on with it (or starts the first
//! one not solved), `/learn move:` plays a move in it. A move the rules refuse is refused with
//! their reason and does not count; a solved exercise keeps its stars (the best of the
//! member's tries) and leads to the next.

use rules::{BoardView, Game, GameId, LegalMove};

use super::{Action, ActionId, ActionStyle, Choice, Host, Refusal, RefusalKind, Reply};
use crate::{
    learn::{self, Attempt, Exercise, Failure, Goal, Refused, Step},
    model::{Actor, Place},
    msg,
    store::learn::LearnAttempt,
    text::{Arg, Msg, Text},
};

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
        let path = path_of(game)?;
        let on = going.filter(|a| a.game == game);
        if let Some((going, exercise)) = on.and_then(|a| path.find(&a.exercise).map(|e| (a, e))) {
            let Ok(attempt) = replayed(exercise, &going.moves) else {
                return self.start_exercise(actor, place, exercise, Some(changed()));
            };
            let lead = Msg::new("learn-going");
            return Ok(self.exercise_reply(actor, place, &attempt, Some(lead)));
        }
        let stars = self.read(|c| c.learn_stars(actor.id(), game))?;
        let next = path
            .exercises()
            .find(|e| !stars.iter().any(|(key, _)| *key == e.key()))
            .or_else(|| path.exercise(0))
            .ok_or_else(|| Refusal::keyed(RefusalKind::Nothing, "refusal-learn-none"))?;
        self.start_exercise(actor, place, next, None)
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
        let (going, exercise) = self.learning(actor)?;
        let Ok(mut attempt) = replayed(exercise, &going.moves) else {
            return self.start_exercise(actor, place, exercise, Some(changed()));
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
                Ok(self.exercise_reply(actor, place, &attempt, Some(lead)))
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
                    Some(next) => {
                        let attempt = replayed(next, &[])?;
                        Ok(self.exercise_reply(actor, place, &attempt, Some(lead)))
                    }
                    None => {
                        let done = msg!("learn-path-done", game = Arg::strong(exercise.game));
                        Ok(Reply::text(Text::from(lead).line(done), actor.lang))
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
                let attempt = replayed(exercise, &[])?;
                Ok(self.exercise_reply(actor, place, &attempt, Some(lead)))
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
        let (going, exercise) = self.learning(actor)?;
        replayed(exercise, &going.moves)
    }

    /// The exercise `actor` is on in the game they learned last.
    fn learning(&self, actor: &Actor) -> Result<(LearnAttempt, &'static Exercise), Refusal> {
        let none = || Refusal::keyed(RefusalKind::Nothing, "refusal-learn-none-going");
        let going = self.read(|c| c.learn_attempt(actor.id(), None))?.ok_or_else(none)?;
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
        let now = self.now();
        self.write(|tx| Ok(tx.set_learn_attempt(actor.id(), &fresh(exercise), now)?))?;
        let attempt = replayed(exercise, &[])?;
        Ok(self.exercise_reply(actor, place, &attempt, lead))
    }

    /// An exercise where it stands: the lesson, what to do, the board with the stars left.
    fn exercise_reply(
        &self,
        actor: &Actor,
        place: Place,
        attempt: &Attempt<'_>,
        lead: Option<Msg>,
    ) -> Reply {
        let exercise = attempt.exercise();
        let game = exercise.game;
        let total = path_of(game).map_or(0, learn::Path::len);
        let title = msg!(
            "learn-title",
            game = Arg::strong(game),
            lesson = Arg::strong(Arg::Nested(Box::new(Msg::new(exercise.words.title).into()))),
            number = exercise.index + 1,
            total = total
        );
        let mut text = lead.map(Text::from).unwrap_or_default();
        text = if text.is_empty() { Text::from(title) } else { text.line(title) };
        if attempt.used() == 0 {
            text = text.line(Msg::new(exercise.words.intro));
        }
        let side = Arg::strong(Arg::side(game, attempt.game().side_to_move()));
        let goal = match &exercise.goal {
            Goal::Stars(_) => msg!(
                "learn-goal-stars",
                side = side,
                left = attempt.stars_left().len(),
                par = exercise.par
            ),
            Goal::Win => msg!("learn-goal-win", side = side, par = exercise.par),
            Goal::Draw => msg!("learn-goal-draw", side = side, par = exercise.par),
            Goal::Escape => msg!("learn-goal-escape", side = side),
        };
        let how = Arg::Edge(Box::new((
            Msg::new("how-learn-discord").into(),
            Msg::new("how-learn-console").into(),
        )));
        text = text.line(goal).line(msg!("learn-how", how = how));
        let audience = self.private_audience(place, actor, game);
        let options = render::RenderOptions {
            bottom: Some(attempt.game().side_to_move()),
            style: audience.style,
            stars: attempt.stars_left().to_vec(),
            ..render::RenderOptions::default()
        };
        let file_name = format!("learn-{}-{}.png", game.id(), exercise.index + 1);
        let image = self.draw_png(attempt.game(), &options, file_name, actor.lang);
        Reply { text, lang: actor.lang, image, actions: steps(exercise, total), ..Reply::default() }
    }

    /// "Finished the Xiangqi lessons: 130 of 135 stars", for each game whose whole path
    /// `user` has solved (shown on `/rating`).
    ///
    /// # Errors
    /// The store failed.
    pub(super) fn lessons_finished(&self, user: crate::model::UserId) -> Result<Vec<Msg>, Refusal> {
        let mut finished = Vec::new();
        for game in GameId::ALL {
            let path = path_of(game)?;
            let stars = self.read(|c| c.learn_stars(user, game))?;
            let solved = path.exercises().filter(|e| stars.iter().any(|(k, _)| *k == e.key()));
            if path.is_empty() || solved.count() < path.len() {
                continue;
            }
            let earned: u32 = stars.iter().map(|(_, s)| u32::from(*s)).sum();
            finished.push(msg!(
                "learn-finished",
                game = Arg::strong(game),
                stars = earned,
                most = 3 * path.len()
            ));
        }
        Ok(finished)
    }

    /// How far `actor` is in each game's path.
    fn learn_overview(&self, actor: &Actor) -> Result<Reply, Refusal> {
        let mut text = Text::from(Msg::new("learn-overview"));
        for game in GameId::ALL {
            let total = path_of(game)?.len();
            let stars = self.read(|c| c.learn_stars(actor.id(), game))?;
            let earned: u32 = stars.iter().map(|(_, s)| u32::from(*s)).sum();
            text = text.line(msg!(
                "learn-overview-game",
                game = Arg::strong(game),
                solved = stars.len(),
                total = total,
                stars = earned,
                most = 3 * total
            ));
        }
        Ok(Reply::text(text, actor.lang))
    }
}

/// The buttons under `exercise` of a path of `total`: back to the one before, this one again
/// from its start, on to the next without solving it.
fn steps(exercise: &Exercise, total: usize) -> Vec<Action> {
    let at = u32::try_from(exercise.index).unwrap_or(u32::MAX);
    let button = |to: u32, key: &'static str| {
        let id = ActionId::Learn { game: exercise.game, exercise: to };
        Action::new(id, Msg::new(key), ActionStyle::Secondary)
    };
    let back = at.checked_sub(1).map(|to| button(to, "learn-back"));
    let next = (exercise.index + 1 < total).then(|| button(at + 1, "learn-next"));
    back.into_iter().chain([button(at, "learn-again")]).chain(next).collect()
}

/// `game`'s path, or a refusal if its file does not read (only an edited binary's could not).
fn path_of(game: GameId) -> Result<&'static learn::Path, Refusal> {
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
fn replayed<'a>(exercise: &'a Exercise, moves: &[String]) -> Result<Attempt<'a>, Refusal> {
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
