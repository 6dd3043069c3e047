//! What an exercise looks like in the chat: its words (the lesson, the goal), its board with
//! the stars left, its buttons; and how far a member is in each game's path.

use rules::{Cell, Game, GameId};

use super::{
    Action, ActionId, ActionStyle, Host, PickStep, Refusal, Reply, audience::Audience,
    learn::path_of,
};
use crate::{
    learn::{self, Attempt, Goal},
    model::{Actor, Place},
    msg,
    text::{Arg, Msg, Text},
};

impl Host {
    /// An exercise where it stands: the lesson, what to do, the board with the stars left.
    pub(super) fn exercise_reply(
        &self,
        actor: &Actor,
        place: Place,
        attempt: &Attempt<'_>,
        lead: Option<Msg>,
    ) -> Reply {
        let exercise = attempt.exercise();
        let game = exercise.game;
        let total = path_of(game).map_or(0, learn::Path::len);
        let (title, goal) = exercise_words(attempt, total);
        let mut text = lead.map(Text::from).unwrap_or_default();
        text = if text.is_empty() { Text::from(title) } else { text.line(title) };
        if attempt.used() == 0 {
            text = text.line(Msg::new(exercise.words.intro));
        }
        let how = Arg::Edge(Box::new((
            Msg::new("how-learn-discord").into(),
            Msg::new("how-learn-console").into(),
        )));
        text = text.line(goal).line(msg!("learn-how", how = how));
        let audience = self.private_audience(place, actor, game);
        let options = exercise_options(attempt.game(), &audience, attempt.stars_left());
        let file_name = format!("learn-{}-{}.png", game.id(), exercise.index + 1);
        let image = self.draw_png(attempt.game(), &options, file_name, actor.lang);
        let mut actions = steps(attempt, total);
        actions.extend(super::learn_page::board_button(self, game));
        Reply { text, lang: actor.lang, image, actions, ..Reply::default() }
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
    pub(super) fn learn_overview(&self, actor: &Actor) -> Result<Reply, Refusal> {
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

/// An exercise's title line (the game, the lesson, its place in a path of `total`) and its
/// goal where `attempt` stands.
pub(super) fn exercise_words(attempt: &Attempt<'_>, total: usize) -> (Msg, Msg) {
    let exercise = attempt.exercise();
    let game = exercise.game;
    let title = msg!(
        "learn-title",
        game = Arg::strong(game),
        lesson = Arg::strong(Arg::Nested(Box::new(Msg::new(exercise.words.title).into()))),
        number = exercise.index + 1,
        total = total
    );
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
    (title, goal)
}

/// How an exercise's board is drawn for `audience`: the learner at the bottom, the stars left
/// marked.
pub(super) fn exercise_options(
    game: &Game,
    audience: &Audience,
    stars: &[Cell],
) -> render::RenderOptions {
    render::RenderOptions {
        bottom: Some(game.side_to_move()),
        style: audience.style,
        stars: stars.to_vec(),
        ..render::RenderOptions::default()
    }
}

/// The buttons under an exercise of a path of `total` where `attempt` stands: the move
/// picker, back to the one before, this one again from its start, on to the next without
/// solving it.
fn steps(attempt: &Attempt<'_>, total: usize) -> Vec<Action> {
    let exercise = attempt.exercise();
    let at = u32::try_from(exercise.index).unwrap_or(u32::MAX);
    let button = |to: u32, key: &'static str| {
        let id = ActionId::Learn { game: exercise.game, exercise: to };
        Action::new(id, Msg::new(key), ActionStyle::Secondary)
    };
    let pick = ActionId::LearnPick {
        game: exercise.game,
        exercise: at,
        tag: attempt.tag(),
        step: Some(PickStep::Piece { page: 0 }),
    };
    let pick = Action::new(pick, Msg::new("button-move"), ActionStyle::Primary);
    let back = at.checked_sub(1).map(|to| button(to, "learn-back"));
    let next = (exercise.index + 1 < total).then(|| button(at + 1, "learn-next"));
    [pick].into_iter().chain(back).chain([button(at, "learn-again")]).chain(next).collect()
}
