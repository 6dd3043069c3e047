//! `/puzzle`: a puzzle for a member alone, from their server's own games first, then the
//! starter bank (`data/puzzles/`, loaded into the store once); answered move by move, the
//! bot playing the replies. Solved or failed, the member's puzzle rating in that game and the
//! puzzle's own move (Glicko-2, in the transaction that ends the attempt).
//!
//! A move the rules refuse is refused, not counted: only a legal wrong move fails. On the
//! solution's last move, any move that wins the game outright is accepted as well.

use std::sync::{
    Arc,
    atomic::{AtomicBool, Ordering},
};

use engine::puzzle::Bank;
use render::ArrowKind;
use rules::{Game, GameId};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use super::{
    Choice, Host, Refusal, RefusalKind, Reply, lines,
    ratings::{glicko, stored},
};
use crate::{
    model::{Actor, GameNo, Place},
    msg,
    store::puzzles::{Attempt, Finish, PuzzleRow},
    text::{Arg, Msg, Text},
};

/// The starter banks, as shipped in `data/puzzles/`.
const BANKS: [(GameId, &str); 5] = [
    (GameId::Xiangqi, include_str!("../../../data/puzzles/xiangqi.csv")),
    (GameId::American, include_str!("../../../data/puzzles/american.csv")),
    (GameId::Amalgamated, include_str!("../../../data/puzzles/amalgamated.csv")),
    (GameId::Abstract, include_str!("../../../data/puzzles/abstract.csv")),
    (GameId::Chess1999, include_str!("../../../data/puzzles/chess1999.csv")),
];

impl Host {
    /// A puzzle for `actor` (of `game`, or any): the one they have going, else a new one.
    ///
    /// # Errors
    /// No puzzle left for them, or the store failed.
    pub fn puzzle(
        &self,
        actor: &Actor,
        place: Place,
        game: Option<GameId>,
    ) -> Result<Reply, Refusal> {
        self.load_banks()?;
        if let Some(open) = self.read(|c| c.open_attempt(actor.id()))? {
            return Ok(self.puzzle_reply(actor, place, &open, Some(Msg::new("puzzle-going"))));
        }
        let now = self.now();
        let chosen = self.write(|tx| {
            let rating = match game {
                Some(g) => tx.puzzle_rating_for_update(place.server, g, actor.id())?,
                None => None,
            };
            let rating = rating.map_or(1500.0, |r| r.rating);
            let Some(next) = tx.next_puzzle(actor.id(), place.server, game, rating)? else {
                return Ok(None);
            };
            tx.start_attempt(actor.id(), next.id, place.server, now)?;
            Ok(Some(next))
        })?;
        let Some(puzzle) = chosen else {
            let game = game.map_or(Arg::choice("any"), Arg::Game);
            return Err(Refusal::new(
                RefusalKind::Nothing,
                msg!("refusal-no-puzzle-left", game = game),
            ));
        };
        let attempt = Attempt { puzzle, server: place.server, progress: 0 };
        Ok(self.puzzle_reply(actor, place, &attempt, None))
    }

    /// `actor`'s move `text` in the puzzle they have going.
    ///
    /// # Errors
    /// No puzzle going, a move the rules refuse, or the store failed.
    pub fn puzzle_move(&self, actor: &Actor, place: Place, text: &str) -> Result<Reply, Refusal> {
        let attempt = self.going(actor)?;
        let p = &attempt.puzzle;
        let solution = &p.puzzle.moves;
        let at = attempt.progress as usize;
        let mut game = replayed(p, at)?;
        let before = game.clone();
        let played = game.play(text).map_err(|e| {
            let reason = Arg::sentence(Arg::Rules(p.game, e.said()));
            Refusal::new(RefusalKind::IllegalMove, msg!("refusal-illegal-move", reason = reason))
        })?;
        let last = at + 1 >= solution.len();
        let won = game.outcome().is_some_and(|o| o.winner == Some(p.puzzle.solver));
        let right = solution.get(at).is_some_and(|m| *m == played.text()) || (last && won);
        let yours = super::turn::move_arg(&played);
        if right && !last {
            let reply = &solution[at + 1];
            let answered = game.play(reply).map_err(|e| broken(p, &e))?;
            let (from, to) = (attempt.progress, attempt.progress + 2);
            if !self.write(|tx| Ok(tx.advance_attempt(actor.id(), p.id, from, to)?))? {
                return Err(super::position_changed());
            }
            let lead =
                msg!("puzzle-correct", played = yours, reply = super::turn::move_arg(&answered));
            let next = Attempt { progress: to, ..attempt.clone() };
            return Ok(self.puzzle_reply(actor, place, &next, Some(lead)));
        }
        let finish = if right { Finish::Solved } else { Finish::Failed };
        let (mine, its) = self.rate_attempt(actor, &attempt, finish)?;
        let rating = |r: f64| r.round() as i64;
        let ratings = msg!(
            "puzzle-ratings",
            game = Arg::Game(p.game),
            before = rating(mine.before),
            after = rating(mine.after),
            puzzle_before = rating(its.before),
            puzzle_after = rating(its.after)
        );
        let audience = self.private_audience(place, actor, p.game);
        let options = |arrows| render::RenderOptions { arrows, ..board_options(p, audience.style) };
        let file_name = format!("puzzle-{}-{}.png", p.id, at);
        let (text, image) = if right {
            let theme = Arg::choice(p.puzzle.theme.key());
            let text = Text::from(msg!("puzzle-solved", played = yours, theme = theme));
            (text, self.draw_png(&game, &options(Vec::new()), file_name, actor.lang))
        } else {
            let solution = solution_words(&before, &solution[at..]);
            let text = Text::from(msg!("puzzle-failed", played = yours, solution = solution));
            let arrows = [
                super::board::move_arrow(&before, played.text(), ArrowKind::Played),
                super::board::move_arrow(&before, solution_first(p, at), ArrowKind::Better),
            ];
            let arrows = arrows.into_iter().flatten().collect();
            (text, self.draw_png(&before, &options(arrows), file_name, actor.lang))
        };
        Ok(Reply { text: text.line(ratings), lang: actor.lang, image, ..Reply::default() })
    }

    /// The position of the puzzle `actor` has going, if any (for a text board).
    ///
    /// # Errors
    /// The store failed.
    pub fn puzzle_position(&self, actor: &Actor) -> Result<Option<rules::BoardView>, Refusal> {
        let Some(attempt) = self.read(|c| c.open_attempt(actor.id()))? else { return Ok(None) };
        Ok(Some(replayed(&attempt.puzzle, attempt.progress as usize)?.view()))
    }

    /// Every legal move of the puzzle `actor` has going, listed for them alone (the
    /// console's `moves`).
    ///
    /// # Errors
    /// No puzzle going.
    pub fn puzzle_legal_moves(&self, actor: &Actor) -> Result<Reply, Refusal> {
        let attempt = self.going(actor)?;
        let game = replayed(&attempt.puzzle, attempt.progress as usize)?;
        Ok(super::info::moves_listed(&game, actor.lang))
    }

    /// The legal moves of `user`'s puzzle matching what has been typed, for autocomplete.
    ///
    /// # Errors
    /// No puzzle going.
    pub fn puzzle_move_choices(&self, actor: &Actor, typed: &str) -> Result<Vec<Choice>, Refusal> {
        let attempt = self.going(actor)?;
        let game = replayed(&attempt.puzzle, attempt.progress as usize)?;
        Ok(super::info::move_choices(&game, typed))
    }

    /// The puzzle `actor` has going.
    fn going(&self, actor: &Actor) -> Result<Attempt, Refusal> {
        let no_puzzle = || Refusal::keyed(RefusalKind::Nothing, "refusal-no-puzzle-going");
        self.read(|c| c.open_attempt(actor.id()))?.ok_or_else(no_puzzle)
    }

    /// Looks for puzzles in analysed game `id` and keeps them for its server, with the
    /// analysis's search (stopped by `stop`: then nothing is kept). Returns how many were new.
    ///
    /// # Errors
    /// The store failed.
    pub fn harvest_puzzles(
        &self,
        id: GameNo,
        stop: Option<Arc<AtomicBool>>,
    ) -> Result<usize, Refusal> {
        let Some(row) = self.read(|c| c.game(id))? else { return Ok(0) };
        let Some(analysed) = self.analysed(row)? else { return Ok(0) };
        let row = &analysed.row;
        let (_, request) = self.analysis_settings(row.game);
        let request = engine::Request { stop: stop.clone(), ..request };
        let texts = super::analysis::canonical(&analysed.moves);
        let found = engine::puzzle::puzzles_of(
            row.game,
            Some(&row.start),
            &texts,
            &analysed.analysis,
            &request,
        )
        .map_err(|e| broken_game(id, &e))?;
        if stop.is_some_and(|s| s.load(Ordering::SeqCst)) {
            return Ok(0);
        }
        let now = self.now();
        let server = row.place.server;
        self.write(|tx| {
            let mut added = 0;
            for puzzle in &found {
                added += usize::from(tx.add_puzzle(row.game, puzzle, server, Some(id), now)?);
            }
            Ok(added)
        })
    }

    /// Puts the starter banks in the store, once per process (a second process, or a restart,
    /// finds them there).
    pub(super) fn load_banks(&self) -> Result<(), Refusal> {
        if self.banks_loaded.load(Ordering::SeqCst) {
            return Ok(());
        }
        let now = self.now();
        for (game, text) in BANKS {
            let bank = Bank::parse(game, text).map_err(|e| broken_bank(game, &e))?;
            if self.read(|c| c.bank_size(game))? as usize >= bank.puzzles.len() {
                continue;
            }
            self.write(|tx| {
                for puzzle in &bank.puzzles {
                    tx.add_puzzle(game, puzzle, None, None, now)?;
                }
                Ok(())
            })?;
        }
        self.banks_loaded.store(true, Ordering::SeqCst);
        Ok(())
    }

    /// Rates the end of `attempt` for its member and the puzzle, and ends it; each one's
    /// rating before and after.
    fn rate_attempt(
        &self,
        actor: &Actor,
        attempt: &Attempt,
        finish: Finish,
    ) -> Result<(Moved, Moved), Refusal> {
        let p = &attempt.puzzle;
        let now = self.now();
        self.write(|tx| {
            if !tx.finish_attempt(actor.id(), p.id, attempt.progress, finish, now)? {
                return Err(super::position_changed());
            }
            let mine = tx.puzzle_rating_for_update(attempt.server, p.game, actor.id())?;
            let mine = mine.map_or_else(Glicko2Rating::default, glicko);
            let its = glicko(p.rating);
            let outcome = if finish == Finish::Solved { Outcomes::WIN } else { Outcomes::LOSS };
            let (me_after, it_after) = glicko2(&mine, &its, &outcome, &Glicko2Config::new());
            tx.save_puzzle_ratings(
                attempt.server,
                p.game,
                actor.id(),
                stored(me_after),
                p.id,
                stored(it_after),
                finish,
                now,
            )?;
            let mine = Moved { before: mine.rating, after: me_after.rating };
            Ok((mine, Moved { before: its.rating, after: it_after.rating }))
        })
    }

    /// The puzzle of `attempt` where it stands, for its member: the board with the solver at
    /// the bottom, whose move it is, and where it came from.
    pub(super) fn puzzle_reply(
        &self,
        actor: &Actor,
        place: Place,
        attempt: &Attempt,
        lead: Option<Msg>,
    ) -> Reply {
        let p = &attempt.puzzle;
        let mut text = lead.map(Text::from).unwrap_or_default();
        let title = msg!(
            "puzzle-title",
            id = p.id,
            game = Arg::strong(p.game),
            side = Arg::strong(Arg::side(p.game, p.puzzle.solver)),
            how = Arg::Edge(Box::new((
                Msg::new("how-puzzle-discord").into(),
                Msg::new("how-puzzle-console").into()
            )))
        );
        text = if text.is_empty() { Text::from(title) } else { text.line(title) };
        if let Some(source) = p.source.and_then(|id| self.read(|c| c.game(id)).ok().flatten()) {
            text = text.line(msg!(
                "puzzle-from",
                players = lines::players(&source),
                date = source.created_at
            ));
        }
        let audience = self.private_audience(place, actor, p.game);
        let options = board_options(p, audience.style);
        let image = replayed(p, attempt.progress as usize).ok().and_then(|game| {
            let file_name = format!("puzzle-{}-{}.png", p.id, attempt.progress);
            self.draw_png(&game, &options, file_name, actor.lang)
        });
        Reply { text, lang: actor.lang, image, ..Reply::default() }
    }
}

/// A rating before and after an attempt.
struct Moved {
    before: f64,
    after: f64,
}

/// How puzzle `p`'s boards are drawn: the solver at the bottom, in the reader's `style`.
pub(super) fn board_options(
    p: &PuzzleRow,
    style: Option<render::PieceStyle>,
) -> render::RenderOptions {
    render::RenderOptions {
        bottom: Some(p.puzzle.solver),
        style,
        ..render::RenderOptions::default()
    }
}

/// Puzzle `p`'s position after the first `plies` plies of its solution.
pub(super) fn replayed(p: &PuzzleRow, plies: usize) -> Result<Game, Refusal> {
    let mut game = Game::from_position(p.game, &p.puzzle.position).map_err(|e| broken(p, &e))?;
    for m in p.puzzle.moves.iter().take(plies) {
        game.play(m).map_err(|e| broken(p, &e))?;
    }
    Ok(game)
}

/// The solution's move at ply `at`.
fn solution_first(p: &PuzzleRow, at: usize) -> &str {
    p.puzzle.moves.get(at).map_or("", String::as_str)
}

/// The rest of a solution from `game`, as players read it: "Ch3, Ge2, Ce3".
fn solution_words(game: &Game, moves: &[String]) -> Arg {
    let mut game = game.clone();
    let mut words = Vec::new();
    for m in moves {
        match game.play(m) {
            Ok(played) => words.push(super::turn::move_arg(&played)),
            Err(_) => break,
        }
    }
    Arg::list(words)
}

fn broken(p: &PuzzleRow, e: &dyn std::fmt::Display) -> Refusal {
    tracing::error!("puzzle {} cannot be replayed: {e}", p.id);
    Refusal::keyed(RefusalKind::Internal, "refusal-internal")
}

fn broken_game(id: GameNo, e: &dyn std::fmt::Display) -> Refusal {
    tracing::error!("game {id} cannot be searched for puzzles: {e}");
    Refusal::keyed(RefusalKind::Internal, "refusal-record-broken")
}

fn broken_bank(game: GameId, e: &dyn std::fmt::Display) -> Refusal {
    tracing::error!("the puzzle bank of {} does not read: {e}", game.name());
    Refusal::keyed(RefusalKind::Internal, "refusal-internal")
}
