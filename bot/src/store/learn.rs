//! Lessons (`/learn`): each member's stars per exercise, and the exercise they are on in each
//! game with the moves played in it so far. An exercise is named by its lesson and its place
//! in it (`tank/2`), so that lessons added to a path later keep what members earned.

use rules::GameId;

use super::{
    Tx, game_id,
    sql::{StoreResult, args},
};
use crate::model::{Lang, Moment, ServerId, UserId};

/// A link to a member's lessons in one game on the board page, as the store keeps it (the
/// secret's digest is its key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearnLink {
    /// The member it was given to.
    pub user: UserId,
    /// Their name, for the page.
    pub name: String,
    /// The server they asked on (its piece style), if any.
    pub server: Option<ServerId>,
    /// Which game's lessons.
    pub game: GameId,
    /// The language they asked in: the page's words.
    pub lang: Lang,
    /// When it stops working.
    pub expires_at: Moment,
    /// When it was revoked, if it was.
    pub revoked_at: Option<Moment>,
}

/// The exercise a member is on in one game, and the moves played in it so far (the other
/// side's answers included, in order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LearnAttempt {
    /// Which game.
    pub game: GameId,
    /// The exercise, `lesson/number`.
    pub exercise: String,
    /// The moves played so far, both sides' in order.
    pub moves: Vec<String>,
}

impl Tx<'_> {
    /// The exercise `user` is on in `game` (or in the game they touched last), if any.
    ///
    /// # Errors
    /// The store failed.
    pub fn learn_attempt(
        &mut self,
        user: UserId,
        game: Option<GameId>,
    ) -> StoreResult<Option<LearnAttempt>> {
        self.row(
            "SELECT game, exercise, moves FROM learn_attempts
             WHERE user_id = ?1 AND game = COALESCE(?2, game)
             ORDER BY touched DESC LIMIT 1",
            &args![user, game.map(GameId::id)],
            |r| {
                let moves = r.need_text("moves")?;
                Ok(LearnAttempt {
                    game: game_id(r, "game")?,
                    exercise: r.need_text("exercise")?,
                    moves: moves.split_whitespace().map(str::to_owned).collect(),
                })
            },
        )
    }

    /// Sets the exercise `user` is on in its game, and its moves so far; that game becomes the
    /// one they learned last.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_learn_attempt(
        &mut self,
        user: UserId,
        attempt: &LearnAttempt,
        now: Moment,
    ) -> StoreResult<()> {
        let moves = attempt.moves.join(" ");
        self.execute(
            "INSERT INTO learn_attempts (user_id, game, exercise, moves, updated_at, touched)
             VALUES (?1, ?2, ?3, ?4, ?5,
                     (SELECT COALESCE(MAX(touched), 0) + 1 FROM learn_attempts WHERE user_id = ?1))
             ON CONFLICT (user_id, game)
             DO UPDATE SET exercise = ?3, moves = ?4, updated_at = ?5, touched = excluded.touched",
            &args![user, attempt.game.id(), attempt.exercise.as_str(), moves.as_str(), now],
        )?;
        Ok(())
    }

    /// Makes `game` the one `user` learned last (what `/learn` alone and `/learn move:` go to),
    /// if they are on an exercise in it.
    ///
    /// # Errors
    /// The store failed.
    pub fn touch_learn_attempt(&mut self, user: UserId, game: GameId) -> StoreResult<()> {
        self.execute(
            "UPDATE learn_attempts
             SET touched = (SELECT MAX(touched) + 1 FROM learn_attempts WHERE user_id = ?1)
             WHERE user_id = ?1 AND game = ?2",
            &args![user, game.id()],
        )?;
        Ok(())
    }

    /// Moves `user` from `from` (the exercise and moves read before) to `to` in `from`'s
    /// game, only if they are still at `from`: two answers sent at once do not both count.
    /// Whether it was.
    ///
    /// # Errors
    /// The store failed.
    pub fn replace_learn_attempt(
        &mut self,
        user: UserId,
        from: &LearnAttempt,
        to: &LearnAttempt,
        now: Moment,
    ) -> StoreResult<bool> {
        let (was, moves) = (from.moves.join(" "), to.moves.join(" "));
        let changed = self.execute(
            "UPDATE learn_attempts SET exercise = ?5, moves = ?6, updated_at = ?7,
                    touched = (SELECT MAX(touched) + 1 FROM learn_attempts WHERE user_id = ?1)
             WHERE user_id = ?1 AND game = ?2 AND exercise = ?3 AND moves = ?4",
            &args![
                user,
                from.game.id(),
                from.exercise.as_str(),
                was.as_str(),
                to.exercise.as_str(),
                moves.as_str(),
                now
            ],
        )?;
        Ok(changed == 1)
    }

    /// Keeps `stars` for `user`'s exercise `exercise` of `game`, unless they had more.
    ///
    /// # Errors
    /// The store failed.
    pub fn keep_learn_stars(
        &mut self,
        user: UserId,
        game: GameId,
        exercise: &str,
        stars: u8,
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO learn_stars (user_id, game, exercise, stars, solved_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT (user_id, game, exercise)
             DO UPDATE SET stars = ?4, solved_at = ?5 WHERE learn_stars.stars < ?4",
            &args![user, game.id(), exercise, u32::from(stars), now],
        )?;
        Ok(())
    }

    /// `user`'s stars in `game`, by exercise.
    ///
    /// # Errors
    /// The store failed.
    pub fn learn_stars(&mut self, user: UserId, game: GameId) -> StoreResult<Vec<(String, u8)>> {
        self.rows(
            "SELECT exercise, stars FROM learn_stars WHERE user_id = ?1 AND game = ?2
             ORDER BY exercise",
            &args![user, game.id()],
            |r| {
                let stars = u8::try_from(r.need_count("stars")?).unwrap_or(0);
                Ok((r.need_text("exercise")?, stars))
            },
        )
    }

    /// Records a lessons link whose secret digests to `hash`, forgetting links that stopped
    /// working before `stale`.
    ///
    /// # Errors
    /// The store failed (a digest recorded twice is a failure: secrets are random).
    pub fn add_learn_link(
        &mut self,
        hash: &str,
        link: &LearnLink,
        now: Moment,
        stale: Moment,
    ) -> StoreResult<()> {
        self.execute("DELETE FROM learn_links WHERE expires_at < ?1", &args![stale])?;
        self.execute(
            "INSERT INTO learn_links
             (secret_hash, user_id, user_name, server_id, game, lang, created_at, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            &args![
                hash,
                link.user,
                link.name.as_str(),
                link.server,
                link.game.id(),
                link.lang.code(),
                now,
                link.expires_at
            ],
        )?;
        Ok(())
    }

    /// The lessons link whose secret digests to `hash`, revoked or expired or not.
    ///
    /// # Errors
    /// The store failed.
    pub fn learn_link(&mut self, hash: &str) -> StoreResult<Option<LearnLink>> {
        self.row(
            "SELECT user_id, user_name, server_id, game, lang, expires_at, revoked_at
             FROM learn_links WHERE secret_hash = ?1",
            &args![hash],
            |r| {
                Ok(LearnLink {
                    user: r.need_id("user_id")?,
                    name: r.need_text("user_name")?,
                    server: r.id("server_id")?,
                    game: game_id(r, "game")?,
                    lang: r.need_parsed("lang", Lang::from_locale)?,
                    expires_at: r.need_id("expires_at")?,
                    revoked_at: r.id("revoked_at")?,
                })
            },
        )
    }

    /// Revokes every lessons link `user` holds to `game` that still works; how many.
    ///
    /// # Errors
    /// The store failed.
    pub fn revoke_learn_links(
        &mut self,
        user: UserId,
        game: GameId,
        now: Moment,
    ) -> StoreResult<u64> {
        self.execute(
            "UPDATE learn_links SET revoked_at = ?3
             WHERE user_id = ?1 AND game = ?2 AND revoked_at IS NULL AND expires_at > ?3",
            &args![user, game.id(), now],
        )
    }
}
