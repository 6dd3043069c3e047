//! A live game's clocks in its row: read with the game, written in the transaction of each
//! move (whose compare-and-set on the game's version guards them), and the deadlines the
//! flag timers watch.

use rules::BySide;

use super::{
    Tx,
    codec::millis,
    games::game_row,
    sql::{Columns, StoreError, StoreResult, args},
};
use crate::{
    live::{Clocks, TimeControl},
    model::{ChannelId, GameNo, Stamp},
    store::GameRow,
};

/// A live game's clocks, from its columns; `None` for a correspondence game.
pub(super) fn clocks(row: &dyn Columns) -> StoreResult<Option<Clocks>> {
    let (Some(initial), Some(increment)) =
        (row.int("clock_initial_ms")?, row.int("clock_increment_ms")?)
    else {
        return Ok(None);
    };
    let control = TimeControl::from_millis(initial, increment)
        .ok_or_else(|| StoreError::bad_value("clock_initial_ms", (initial, increment)))?;
    let left = |column| Ok::<_, StoreError>(row.millis(column)?.unwrap_or(control.initial()));
    let moved = row.int("clock_moved")?.unwrap_or(0);
    Ok(Some(Clocks {
        control,
        left: BySide { first: left("clock_first_ms")?, second: left("clock_second_ms")? },
        since: row.id("clock_since_ms")?,
        moved: BySide { first: moved & 1 != 0, second: moved & 2 != 0 },
    }))
}

impl Tx<'_> {
    /// Writes `clocks` and the deadline they run to into game `game`: inside the transaction
    /// that changed its moves (whose compare-and-set on the version is the guard), or with a
    /// game over, stopped.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_clocks(
        &mut self,
        game: GameNo,
        clocks: &Clocks,
        deadline: Option<Stamp>,
    ) -> StoreResult<()> {
        let moved = i64::from(clocks.moved.first) | (i64::from(clocks.moved.second) << 1);
        self.execute(
            "UPDATE games SET clock_first_ms = ?2, clock_second_ms = ?3, clock_since_ms = ?4,
                 clock_deadline_ms = ?5, clock_moved = ?6, clock_shown = 0
             WHERE id = ?1",
            &args![
                game,
                millis(clocks.left.first),
                millis(clocks.left.second),
                clocks.since,
                deadline,
                moved
            ],
        )?;
        self.touch(game, true);
        Ok(())
    }

    /// Begins the running turn of live game `game` at `at` instead, with `deadline`, if the
    /// game is still active at ply `ply`, its turn began no later (the board that shows the
    /// turn was accepted by Discord after the move was committed, or in the same
    /// millisecond) and the turn was not shown yet. False otherwise.
    ///
    /// # Errors
    /// The store failed.
    pub fn clock_shown(
        &mut self,
        game: GameNo,
        ply: u32,
        at: Stamp,
        deadline: Stamp,
    ) -> StoreResult<bool> {
        // Once a turn: showing the board again (`/board`, a Flip) must not restart the clock.
        let n = self.execute(
            "UPDATE games SET clock_since_ms = ?3, clock_deadline_ms = ?4, clock_shown = 1
             WHERE id = ?1 AND ply = ?2 AND status = 'active' AND clock_since_ms <= ?3
               AND clock_shown = 0",
            &args![game, ply, at, deadline],
        )?;
        self.touch(game, n == 1);
        Ok(n == 1)
    }

    /// Whether live game `game`, still at version `seen`, has its deadline at `at` or before:
    /// checked in a statement that locks the game's row (PostgreSQL re-checks it against a
    /// change committed meanwhile), so a flag and a board shown later cannot both land.
    ///
    /// # Errors
    /// The store failed.
    pub fn flag_due(&mut self, game: GameNo, seen: i64, at: Stamp) -> StoreResult<bool> {
        let n = self.execute(
            "UPDATE games SET clock_deadline_ms = clock_deadline_ms
             WHERE id = ?1 AND version = ?2 AND status = 'active'
               AND clock_deadline_ms IS NOT NULL AND clock_deadline_ms <= ?3",
            &args![game, seen, at],
        )?;
        Ok(n == 1)
    }

    /// Every active live game's deadline, soonest first: what the flag timers watch.
    ///
    /// # Errors
    /// The store failed.
    pub fn clock_deadlines(&mut self) -> StoreResult<Vec<(GameNo, Stamp)>> {
        self.rows(
            "SELECT id, clock_deadline_ms FROM games
             WHERE status = 'active' AND clock_deadline_ms IS NOT NULL
             ORDER BY clock_deadline_ms, id",
            &args![],
            |r| Ok((r.need_id("id")?, r.need_id("clock_deadline_ms")?)),
        )
    }

    /// Active live games whose deadline is `at` or before, soonest first, at most `limit`:
    /// what any process flags, whoever set the deadline (the partial index `games_deadline`
    /// makes this a short look when none is due).
    ///
    /// # Errors
    /// The store failed.
    pub fn deadlines_passed(&mut self, at: Stamp, limit: u32) -> StoreResult<Vec<(GameNo, Stamp)>> {
        self.rows(
            "SELECT id, clock_deadline_ms FROM games
             WHERE status = 'active' AND clock_deadline_ms IS NOT NULL
               AND clock_deadline_ms <= ?1
             ORDER BY clock_deadline_ms, id LIMIT ?2",
            &args![at, limit],
            |r| Ok((r.need_id("id")?, r.need_id("clock_deadline_ms")?)),
        )
    }

    /// The channel's newest game, whatever became of it.
    ///
    /// # Errors
    /// The store failed.
    pub fn latest_game(&mut self, channel: ChannelId) -> StoreResult<Option<GameRow>> {
        self.row(
            "SELECT * FROM games WHERE channel_id = ?1 ORDER BY id DESC LIMIT 1",
            &args![channel],
            game_row,
        )
    }
}
