//! What the operator's metrics read from the database when they are scraped: games going,
//! and the outbox's backlog.

use super::{
    Tx,
    sql::{StoreResult, args},
};
use crate::model::Moment;

/// Games going, by game and pace.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GamesGoing {
    /// The game's stored key (`xiangqi`, …).
    pub game: String,
    /// Whether the games have clocks.
    pub live: bool,
    /// How many.
    pub count: i64,
}

impl Tx<'_> {
    /// Games in play, by game and by whether they have a clock.
    ///
    /// # Errors
    /// The store failed.
    pub fn games_going(&mut self) -> StoreResult<Vec<GamesGoing>> {
        self.rows(
            "SELECT game, live, count(*) AS n FROM (
                 SELECT game, CAST(CASE WHEN clock_initial_ms IS NULL THEN 0 ELSE 1 END AS BIGINT) AS live
                 FROM games WHERE status = 'active') AS going
             GROUP BY game, live ORDER BY game, live",
            &[],
            |r| {
                Ok(GamesGoing {
                    game: r.need_text("game")?,
                    live: r.need_int("live")? != 0,
                    count: r.need_int("n")?,
                })
            },
        )
    }

    /// Outbox entries not yet delivered nor given up, and when the oldest was written.
    ///
    /// # Errors
    /// The store failed.
    pub fn outbox_backlog(&mut self) -> StoreResult<(i64, Option<Moment>)> {
        let row = self.row(
            "SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE failed IS NULL",
            &args![],
            |r| Ok((r.need_int("n")?, r.int("oldest")?.map(Moment::from_seconds))),
        )?;
        Ok(row.unwrap_or((0, None)))
    }
}
