//! One go at an exercise: the learner's moves judged by the rules, the stars collected, the
//! other side's answers, and the verdict.

use rules::{Cell, Game, GameError, MoveError, Side};

use super::{Exercise, Goal, stars};

/// An exercise being played.
#[derive(Debug)]
pub struct Attempt<'a> {
    exercise: &'a Exercise,
    game: Game,
    learner: Side,
    used: u32,
    /// Both sides' moves, as a member's try keeps them.
    kept: Vec<String>,
    /// The stars not reached yet.
    left: Vec<Cell>,
    /// The other side's scripted answers not played yet.
    script: &'a [&'static str],
    over: bool,
}

/// What a counted move did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// The exercise goes on. `reached`: the star the move reached; `reply`: the other side's
    /// answer, in the game's move text.
    Going {
        /// The star the move reached, if it reached one.
        reached: Option<Cell>,
        /// The other side's answer, if it answered.
        reply: Option<String>,
    },
    /// Done, in `used` moves: `stars` stars (1–3).
    Solved {
        /// The learner's moves.
        used: u32,
        /// Stars earned.
        stars: u8,
    },
    /// Not done, and cannot be done from here: try again.
    Failed(Failure),
}

/// Why an attempt failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    /// The moves of a `win` or `draw` exercise are used up without the result; `reply`: the
    /// other side's answer that shows why, if it had one.
    NotWon {
        /// The other side's answer.
        reply: Option<String>,
    },
    /// The game ended otherwise than the exercise asks.
    Ended,
}

/// Why a move was refused: it does not count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refused {
    /// The rules refuse it, with their reason.
    Rules(MoveError),
    /// In a stars exercise the other side never moves, so a move it would have to answer (a
    /// check) or that ends the game before the last star is not played.
    Unanswerable,
    /// The attempt is over: start again.
    Over,
}

impl<'a> Attempt<'a> {
    /// A fresh go at `exercise`, from its position.
    ///
    /// # Errors
    /// The position does not read (the tests read every one).
    pub fn start(exercise: &'a Exercise) -> Result<Attempt<'a>, GameError> {
        let game = Game::replay(exercise.game, Some(exercise.position), &exercise.prelude)?;
        let left = match &exercise.goal {
            Goal::Stars(stars) => stars.clone(),
            Goal::Win | Goal::Draw | Goal::Escape => Vec::new(),
        };
        Ok(Attempt {
            exercise,
            learner: game.side_to_move(),
            game,
            used: 0,
            kept: Vec::new(),
            left,
            script: &exercise.replies,
            over: false,
        })
    }

    /// The exercise.
    pub fn exercise(&self) -> &'a Exercise {
        self.exercise
    }

    /// The position now.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The stars not reached yet.
    pub fn stars_left(&self) -> &[Cell] {
        &self.left
    }

    /// The learner's moves so far.
    pub fn used(&self) -> u32 {
        self.used
    }

    /// Both sides' moves so far (the learner's and the answers to them): how far the try
    /// is, for a picker opened on it.
    pub fn kept(&self) -> u32 {
        u32::try_from(self.kept.len()).unwrap_or(u32::MAX)
    }

    /// The try as a number ([`super::try_tag`]): what a picker or a page opened on it names.
    pub fn tag(&self) -> u32 {
        super::try_tag(self.exercise, &self.kept)
    }

    /// Plays the learner's move `text`; in a `win` or `draw` exercise the other side then
    /// answers by its script while the learner follows the model solution, else by `engine`
    /// (given the position, it names a move).
    ///
    /// # Errors
    /// The rules refuse the move, it would give check where nobody answers, or the attempt is
    /// over.
    pub fn play(
        &mut self,
        text: &str,
        engine: impl FnOnce(&Game) -> Option<String>,
    ) -> Result<Step, Refused> {
        if self.over {
            return Err(Refused::Over);
        }
        let legal = self.game.parse_move(text).map_err(Refused::Rules)?;
        let mut next = self.game.clone();
        let played = next.play(&legal.text).map_err(Refused::Rules)?;
        // The script answers the model solution: once the learner goes another way, the engine
        // answers instead.
        let foreseen = self.exercise.solution.get(self.used as usize);
        if foreseen
            .is_none_or(|m| self.game.parse_move(m).map(|m| m.text) != Ok(legal.text.clone()))
        {
            self.script = &[];
        }
        let step = match &self.exercise.goal {
            Goal::Stars(_) => {
                let reached = legal.to.filter(|to| self.left.contains(to));
                if !self.left.iter().all(|s| Some(*s) == reached) {
                    next = self.handed_back(&next)?;
                }
                self.left.retain(|s| Some(*s) != reached);
                self.used += 1;
                if self.left.is_empty() {
                    self.solved()
                } else {
                    Step::Going { reached, reply: None }
                }
            }
            Goal::Escape => {
                self.used += 1;
                self.solved()
            }
            Goal::Win | Goal::Draw => {
                self.used += 1;
                // The result wanted: the learner's win, or a draw.
                let wanted =
                    if self.exercise.goal == Goal::Win { Some(self.learner) } else { None };
                match played.outcome.as_ref().map(|o| o.winner) {
                    Some(winner) if winner == wanted => self.solved(),
                    Some(_) => self.failed(Failure::Ended),
                    None => {
                        let reply = self.answer(&mut next, engine);
                        // American Chess judges the Gauntlet after the second side's move:
                        // the answer can end the game either way.
                        match next.outcome().map(|o| o.winner) {
                            Some(winner) if winner == wanted => self.solved(),
                            Some(_) => self.failed(Failure::Ended),
                            None if self.used >= self.exercise.par => {
                                self.failed(Failure::NotWon { reply })
                            }
                            None => Step::Going { reached: None, reply },
                        }
                    }
                }
            }
        };
        self.kept.push(legal.text.clone());
        if let Step::Going { reply: Some(reply), .. } = &step {
            self.kept.push(reply.clone());
        }
        self.game = next;
        Ok(step)
    }

    /// The other side's answer in `game`, played: the script's next move while it is legal,
    /// else the engine's.
    fn answer(
        &mut self,
        game: &mut Game,
        engine: impl FnOnce(&Game) -> Option<String>,
    ) -> Option<String> {
        if let Some((&scripted, rest)) = self.script.split_first() {
            self.script = rest;
            if let Ok(legal) = game.parse_move(scripted) {
                game.play(&legal.text).ok()?;
                return Some(legal.text);
            }
            // A script that does not fit (a data error the tests would catch): the engine.
            self.script = &[];
        }
        let text = engine(game)?;
        game.play(&text).ok()?;
        Some(text)
    }

    /// `game` with the turn given back to the learner: the other side never moves in a stars
    /// exercise.
    fn handed_back(&self, game: &Game) -> Result<Game, Refused> {
        if game.outcome().is_none() && game.side_to_move() == self.learner {
            // A pass the rules played for the other side already gave it back.
            return Ok(game.clone());
        }
        let position = game.position_string();
        let mut fields: Vec<&str> = position.as_ref().split_whitespace().collect();
        let side = self.learner.fen_char().to_string();
        if let Some(field) = fields.get_mut(1) {
            *field = &side;
        }
        Game::from_position(game.id(), &fields.join(" ")).map_err(|_| Refused::Unanswerable)
    }

    fn solved(&mut self) -> Step {
        self.over = true;
        Step::Solved { used: self.used, stars: stars(self.exercise.par, self.used) }
    }

    fn failed(&mut self, why: Failure) -> Step {
        self.over = true;
        Step::Failed(why)
    }
}
