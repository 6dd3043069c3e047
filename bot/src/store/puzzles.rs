//! Puzzles: the starter bank (no server) and those cut from a server's analysed games; each
//! member's attempts (at most one open at a time); puzzle ratings per server, game and member.

use engine::puzzle::{Puzzle, Theme};
use rules::GameId;

use super::{
    Tx, game_id,
    ratings::{Rating, rating, server_key, server_of_key},
    sql::{Columns, StoreError, StoreResult, args},
};
use crate::model::{GameNo, Moment, ServerId, UserId};

/// A stored puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct PuzzleRow {
    /// Its number.
    pub id: i64,
    /// Which game.
    pub game: GameId,
    /// The start, the solution and the theme.
    pub puzzle: Puzzle,
    /// The server whose game it was cut from (`None`: the starter bank).
    pub server: Option<ServerId>,
    /// The game it was cut from.
    pub source: Option<GameNo>,
    /// Its own rating.
    pub rating: Rating,
}

/// A member's attempt at a puzzle.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    /// The puzzle.
    pub puzzle: PuzzleRow,
    /// The server it was given on (0 outside servers).
    pub server: Option<ServerId>,
    /// Plies of the solution played so far.
    pub progress: u32,
}

/// How an attempt ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finish {
    /// The solution was found.
    Solved,
    /// A wrong move was played.
    Failed,
}

pub(super) const COLUMNS: &str = "p.id, p.game, p.position, p.moves, p.theme, p.server_id, p.source_game, \
                       p.rating, p.deviation, p.volatility";

pub(super) fn puzzle_row(r: &dyn Columns) -> StoreResult<PuzzleRow> {
    let game = game_id(r, "game")?;
    let position = r.need_text("position")?;
    let solver = rules::Game::from_position(game, &position)
        .map_err(|_| StoreError::bad_value("position", position.clone()))?
        .side_to_move();
    let theme = r.need_parsed("theme", Theme::from_key)?;
    let moves = r.need_text("moves")?.split_whitespace().map(str::to_owned).collect();
    Ok(PuzzleRow {
        id: r.need_int("id")?,
        game,
        puzzle: Puzzle { position, solver, moves, theme },
        server: r.id("server_id")?,
        source: r.id("source_game")?,
        rating: rating(r)?,
    })
}

impl Tx<'_> {
    /// Adds `puzzle` of `game` (from `server`'s game `source`, or the bank), unless that
    /// position is there already for that server; whether it was added.
    ///
    /// # Errors
    /// The store failed.
    pub fn add_puzzle(
        &mut self,
        game: GameId,
        puzzle: &Puzzle,
        server: Option<ServerId>,
        source: Option<GameNo>,
        now: Moment,
    ) -> StoreResult<bool> {
        let added = self.execute(
            "INSERT INTO puzzles (game, position, moves, theme, server_id, source_game,
                created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
             ON CONFLICT (game, position, COALESCE(server_id, 0)) DO NOTHING",
            &args![
                game.id(),
                puzzle.position.as_str(),
                puzzle.moves.join(" "),
                puzzle.theme.key(),
                server,
                source,
                now
            ],
        )?;
        Ok(added > 0)
    }

    /// How many puzzles of `game` the starter bank has in the store.
    ///
    /// # Errors
    /// The store failed.
    pub fn bank_size(&mut self, game: GameId) -> StoreResult<u32> {
        let n = self.row(
            "SELECT count(*) AS n FROM puzzles WHERE game = ?1 AND server_id IS NULL",
            &args![game.id()],
            |r| r.need_count("n"),
        )?;
        Ok(n.unwrap_or(0))
    }

    /// The next puzzle for `user` on `server`, of `game` or any: one they never tried, the
    /// server's own first (newest first), then the bank's nearest their `rating`.
    ///
    /// # Errors
    /// The store failed.
    pub fn next_puzzle(
        &mut self,
        user: UserId,
        server: Option<ServerId>,
        game: Option<GameId>,
        rating: f64,
    ) -> StoreResult<Option<PuzzleRow>> {
        let sql = format!(
            "SELECT {COLUMNS} FROM puzzles p
             WHERE p.game = COALESCE(?1, p.game)
               AND (p.server_id IS NULL OR p.server_id = ?2)
               AND NOT EXISTS (SELECT 1 FROM puzzle_attempts a
                               WHERE a.puzzle_id = p.id AND a.user_id = ?3)
             ORDER BY (p.server_id IS NULL), p.created_at DESC, abs(p.rating - ?4), p.id
             LIMIT 1"
        );
        self.row(&sql, &args![game.map(GameId::id), server, user, rating], puzzle_row)
    }

    /// `user`'s open attempt, if any.
    ///
    /// # Errors
    /// The store failed.
    pub fn open_attempt(&mut self, user: UserId) -> StoreResult<Option<Attempt>> {
        let sql = format!(
            "SELECT {COLUMNS}, a.server_id AS given_on, a.progress FROM puzzle_attempts a
             JOIN puzzles p ON p.id = a.puzzle_id
             WHERE a.user_id = ?1 AND a.status = 'open'"
        );
        self.row(&sql, &args![user], |r| {
            let server = server_of_key(r.need_int("given_on")?);
            Ok(Attempt { puzzle: puzzle_row(r)?, server, progress: r.need_count("progress")? })
        })
    }

    /// Puzzle `id`.
    ///
    /// # Errors
    /// The store failed.
    pub fn puzzle(&mut self, id: i64) -> StoreResult<Option<PuzzleRow>> {
        let sql = format!("SELECT {COLUMNS} FROM puzzles p WHERE p.id = ?1");
        self.row(&sql, &args![id], puzzle_row)
    }

    /// Whether `user` tried puzzle `id` (or is trying it).
    ///
    /// # Errors
    /// The store failed.
    pub fn tried(&mut self, user: UserId, id: i64) -> StoreResult<bool> {
        let found = self.row(
            "SELECT count(*) AS n FROM puzzle_attempts WHERE user_id = ?1 AND puzzle_id = ?2",
            &args![user, id],
            |r| r.need_int("n"),
        )?;
        Ok(found.unwrap_or(0) > 0)
    }

    /// Starts `user`'s attempt at puzzle `id` on `server`.
    ///
    /// # Errors
    /// The store failed, or the user has an attempt open already.
    pub fn start_attempt(
        &mut self,
        user: UserId,
        id: i64,
        server: Option<ServerId>,
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO puzzle_attempts (user_id, puzzle_id, server_id, started_at)
             VALUES (?1, ?2, ?3, ?4)",
            &args![user, id, server_key(server), now],
        )?;
        Ok(())
    }

    /// Moves `user`'s open attempt at puzzle `id` from ply `from` to `to`; false if it was
    /// not there (answered twice at once).
    ///
    /// # Errors
    /// The store failed.
    pub fn advance_attempt(
        &mut self,
        user: UserId,
        id: i64,
        from: u32,
        to: u32,
    ) -> StoreResult<bool> {
        let changed = self.execute(
            "UPDATE puzzle_attempts SET progress = ?4
             WHERE user_id = ?1 AND puzzle_id = ?2 AND progress = ?3 AND status = 'open'",
            &args![user, id, from, to],
        )?;
        Ok(changed > 0)
    }

    /// Ends `user`'s open attempt at puzzle `id`, at ply `at`; false if it was not open there.
    ///
    /// # Errors
    /// The store failed.
    pub fn finish_attempt(
        &mut self,
        user: UserId,
        id: i64,
        at: u32,
        finish: Finish,
        now: Moment,
    ) -> StoreResult<bool> {
        let status = match finish {
            Finish::Solved => "solved",
            Finish::Failed => "failed",
        };
        let changed = self.execute(
            "UPDATE puzzle_attempts SET status = ?4, finished_at = ?5
             WHERE user_id = ?1 AND puzzle_id = ?2 AND progress = ?3 AND status = 'open'",
            &args![user, id, at, status, now],
        )?;
        Ok(changed > 0)
    }

    /// `user`'s puzzle rating in `game` on `server`, locked until the transaction ends.
    ///
    /// # Errors
    /// The store failed.
    pub fn puzzle_rating_for_update(
        &mut self,
        server: Option<ServerId>,
        game: GameId,
        user: UserId,
    ) -> StoreResult<Option<Rating>> {
        let sql = format!(
            "SELECT rating, deviation, volatility FROM puzzle_ratings
             WHERE server_id = ?1 AND game = ?2 AND user_id = ?3{}",
            self.dialect().for_update()
        );
        self.row(&sql, &args![server_key(server), game.id(), user], rating)
    }

    /// Stores `user`'s new puzzle rating and the puzzle's, counting the attempt.
    ///
    /// # Errors
    /// The store failed.
    #[allow(clippy::too_many_arguments)]
    pub fn save_puzzle_ratings(
        &mut self,
        server: Option<ServerId>,
        game: GameId,
        user: UserId,
        mine: Rating,
        puzzle: i64,
        its: Rating,
        finish: Finish,
        now: Moment,
    ) -> StoreResult<()> {
        let (solved, failed) = match finish {
            Finish::Solved => (1u32, 0u32),
            Finish::Failed => (0, 1),
        };
        self.execute(
            "INSERT INTO puzzle_ratings (server_id, game, user_id, rating, deviation, volatility,
                solved, failed, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
             ON CONFLICT (server_id, game, user_id) DO UPDATE SET
                rating = excluded.rating, deviation = excluded.deviation,
                volatility = excluded.volatility,
                solved = puzzle_ratings.solved + excluded.solved,
                failed = puzzle_ratings.failed + excluded.failed,
                updated_at = excluded.updated_at",
            &args![
                server_key(server),
                game.id(),
                user,
                mine.rating,
                mine.deviation,
                mine.volatility,
                solved,
                failed,
                now
            ],
        )?;
        self.execute(
            "UPDATE puzzles SET rating = ?2, deviation = ?3, volatility = ?4 WHERE id = ?1",
            &args![puzzle, its.rating, its.deviation, its.volatility],
        )?;
        Ok(())
    }
}
