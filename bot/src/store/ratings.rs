//! Ratings per game and per server: what is stored. The host computes them (Glicko-2) in the
//! transaction that ends a game.

use rules::{BySide, GameId, Side};

use super::{
    Tx,
    codec::{IntColumn, WordColumn},
    game_id,
    sql::{Columns, StoreResult, args},
};
use crate::{
    live::Pace,
    model::{GameNo, Moment, ServerId, User, UserId},
};

/// A player's standing in one game on one server.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The player.
    pub user: UserId,
    /// Their name when they last played.
    pub name: String,
    /// Which game.
    pub game: GameId,
    /// Live or correspondence: rated apart.
    pub pace: Pace,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 rating deviation.
    pub deviation: f64,
    /// Games won, lost and drawn.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

/// One player's rating in one game on one server.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 rating deviation.
    pub deviation: f64,
    /// Glicko-2 volatility.
    pub volatility: f64,
}

/// How a game counts in a player's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Won.
    Win,
    /// Lost.
    Loss,
    /// Drawn.
    Draw,
}

/// A rated game's effect: each side's rating before and after.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    /// Before the game.
    pub before: BySide<f64>,
    /// After it.
    pub after: BySide<f64>,
}

/// A server as the ratings and puzzle tables key it: 0 outside servers.
pub(super) fn server_key(server: Option<ServerId>) -> i64 {
    server.map_or(0, IntColumn::sql)
}

/// The server a [`server_key`] stands for.
pub(super) fn server_of_key(key: i64) -> Option<ServerId> {
    (key != 0).then(|| IntColumn::from_sql(key))
}

/// A rating from a row's `rating`, `deviation` and `volatility` columns.
pub(super) fn rating(r: &dyn Columns) -> StoreResult<Rating> {
    Ok(Rating {
        rating: r.need_real("rating")?,
        deviation: r.need_real("deviation")?,
        volatility: r.need_real("volatility")?,
    })
}

fn standing(row: &dyn Columns) -> StoreResult<Standing> {
    let count = |c: &str| Ok::<_, super::StoreError>(row.count(c)?.unwrap_or(0));
    Ok(Standing {
        user: row.need_id("user_id")?,
        name: row.need_text("name")?,
        game: game_id(row, "game")?,
        pace: row.need_parsed("pace", Pace::from_key)?,
        rating: row.need_real("rating")?,
        deviation: row.need_real("deviation")?,
        wins: count("wins")?,
        losses: count("losses")?,
        draws: count("draws")?,
    })
}

impl Tx<'_> {
    /// The ratings `players` have in `game` at `pace` on `server` (`None`: not rated yet), locked until
    /// the transaction ends, so that two games ending at once for one player rate one after
    /// the other. Rows are locked in id order: two such transactions cannot deadlock.
    ///
    /// # Errors
    /// The store failed.
    pub fn ratings_for_update(
        &mut self,
        server: Option<ServerId>,
        game: GameId,
        pace: Pace,
        players: BySide<UserId>,
    ) -> StoreResult<BySide<Option<Rating>>> {
        let sql = format!(
            "SELECT user_id, rating, deviation, volatility FROM ratings
             WHERE server_id = ?1 AND game = ?2 AND pace = ?5 AND user_id IN (?3, ?4)
             ORDER BY user_id{}",
            self.dialect().for_update()
        );
        let found = self.rows(
            &sql,
            &args![server_key(server), game.id(), players.first, players.second, pace.key()],
            |r| Ok((r.need_id::<UserId>("user_id")?, rating(r)?)),
        )?;
        let of = |u: UserId| found.iter().find(|(id, _)| *id == u).map(|(_, r)| *r);
        Ok(BySide { first: of(players.first), second: of(players.second) })
    }

    /// Stores `player`'s new rating in `game` at `pace` on `server` and counts `score` in
    /// their record.
    ///
    /// # Errors
    /// The store failed.
    #[allow(clippy::too_many_arguments)]
    pub fn save_rating(
        &mut self,
        server: Option<ServerId>,
        game: GameId,
        pace: Pace,
        player: &User,
        rating: Rating,
        score: Score,
        now: Moment,
    ) -> StoreResult<()> {
        let (won, lost, drawn) = match score {
            Score::Win => (1, 0, 0),
            Score::Loss => (0, 1, 0),
            Score::Draw => (0, 0, 1),
        };
        self.execute(
            "INSERT INTO ratings (server_id, game, user_id, name, rating, deviation, volatility,
                 wins, losses, draws, updated_at, pace)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)
             ON CONFLICT (server_id, game, pace, user_id) DO UPDATE SET
                 name = ?4, rating = ?5, deviation = ?6, volatility = ?7,
                 wins = ratings.wins + ?8, losses = ratings.losses + ?9,
                 draws = ratings.draws + ?10, updated_at = ?11",
            &args![
                server_key(server),
                game.id(),
                player.id,
                &player.name,
                rating.rating,
                rating.deviation,
                rating.volatility,
                won as i64,
                lost as i64,
                drawn as i64,
                now,
                pace.key()
            ],
        )?;
        Ok(())
    }

    /// Records on game `id` each side's rating before and after it.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_rating_change(&mut self, id: GameNo, change: &Change) -> StoreResult<()> {
        self.execute(
            "UPDATE games SET first_rating_before = ?2, first_rating_after = ?3,
                 second_rating_before = ?4, second_rating_after = ?5 WHERE id = ?1",
            &args![
                id,
                change.before.first,
                change.after.first,
                change.before.second,
                change.after.second
            ],
        )?;
        Ok(())
    }

    /// The rating change recorded on game `id`, if it was rated.
    ///
    /// # Errors
    /// The store failed.
    pub fn rating_change(&mut self, id: GameNo) -> StoreResult<Option<Change>> {
        let found = self.row(
            "SELECT first_rating_before, first_rating_after, second_rating_before,
                 second_rating_after FROM games WHERE id = ?1",
            &args![id],
            |r| {
                let side = |s: Side| -> StoreResult<Option<(f64, f64)>> {
                    let name = s.word();
                    let before = r.real(&format!("{name}_rating_before"))?;
                    Ok(before.zip(r.real(&format!("{name}_rating_after"))?))
                };
                Ok(side(Side::First)?.zip(side(Side::Second)?).map(|(f, s)| Change {
                    before: BySide { first: f.0, second: s.0 },
                    after: BySide { first: f.1, second: s.1 },
                }))
            },
        )?;
        Ok(found.flatten())
    }

    /// A player's standings on a server, one per game they have a rating in.
    ///
    /// # Errors
    /// The store failed.
    pub fn standings_of(
        &mut self,
        server: Option<ServerId>,
        user: UserId,
    ) -> StoreResult<Vec<Standing>> {
        self.rows(
            "SELECT * FROM ratings WHERE server_id = ?1 AND user_id = ?2
             ORDER BY game, pace DESC",
            &args![server_key(server), user],
            standing,
        )
    }

    /// The best `limit` players of `game` at `pace` on a server, highest rating first.
    ///
    /// # Errors
    /// The store failed.
    pub fn leaderboard(
        &mut self,
        server: Option<ServerId>,
        game: GameId,
        pace: Pace,
        limit: usize,
    ) -> StoreResult<Vec<Standing>> {
        self.rows(
            "SELECT * FROM ratings WHERE server_id = ?1 AND game = ?2 AND pace = ?4
             ORDER BY rating DESC, user_id LIMIT ?3",
            &args![server_key(server), game.id(), limit as i64, pace.key()],
            standing,
        )
    }
}
