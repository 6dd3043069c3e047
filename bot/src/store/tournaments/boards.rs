//! A tournament's boards: written when their round is paired, claimed while a process starts
//! their game, tied to that game once, and settled once.

use super::small;
use crate::{
    model::{ChannelId, GameNo, Moment, TournamentNo, UserId},
    store::{
        Tx,
        sql::{Columns, StoreResult, args},
    },
    tournament::BoardResult,
};

/// One board of a round as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRow {
    /// The tournament.
    pub tournament: TournamentNo,
    /// The round, from 1.
    pub round: u16,
    /// The board, from 1.
    pub board: u16,
    /// The player with the first move (the bye's player).
    pub first: UserId,
    /// The player with the second move; `None` on the bye.
    pub second: Option<UserId>,
    /// The thread started for its game.
    pub thread: Option<ChannelId>,
    /// Its game, once started.
    pub game: Option<GameNo>,
    /// How it ended, once it has.
    pub result: Option<BoardResult>,
}

fn board_row(row: &dyn Columns) -> StoreResult<BoardRow> {
    Ok(BoardRow {
        tournament: row.need_id("tournament_id")?,
        round: small(row, "round")?,
        board: small(row, "board")?,
        first: row.need_id("first_id")?,
        second: row.id("second_id")?,
        thread: row.id("thread_id")?,
        game: row.id("game_id")?,
        result: row.word("result")?,
    })
}

/// A board as a round's pairing makes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NewBoard {
    /// The player with the first move (the bye's player).
    pub first: UserId,
    /// The player with the second move; `None` for the bye.
    pub second: Option<UserId>,
    /// Decided already (the bye; a forfeit against a player who withdrew).
    pub result: Option<BoardResult>,
}

impl Tx<'_> {
    /// Writes round `round`'s boards of tournament `id`, numbered from 1.
    ///
    /// # Errors
    /// A board written already ([`super::Conflict::Duplicate`]), or the store failed.
    pub fn insert_boards(
        &mut self,
        id: TournamentNo,
        round: u16,
        boards: &[NewBoard],
    ) -> StoreResult<()> {
        for (i, b) in boards.iter().enumerate() {
            self.execute(
                "INSERT INTO tournament_boards (tournament_id, round, board, first_id, second_id, result)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                &args![id, u32::from(round), i as u32 + 1, b.first, b.second, b.result],
            )?;
        }
        Ok(())
    }

    /// Every board of tournament `id`, by round and board.
    ///
    /// # Errors
    /// The store failed.
    pub fn boards(&mut self, id: TournamentNo) -> StoreResult<Vec<BoardRow>> {
        self.rows(
            "SELECT * FROM tournament_boards WHERE tournament_id = ?1 ORDER BY round, board",
            &args![id],
            board_row,
        )
    }

    /// The board game `game` is played on, if it is a tournament game.
    ///
    /// # Errors
    /// The store failed.
    pub fn board_of_game(&mut self, game: GameNo) -> StoreResult<Option<BoardRow>> {
        self.row("SELECT * FROM tournament_boards WHERE game_id = ?1", &args![game], board_row)
    }

    /// Writes how a board ended, unless it has a result already; false then.
    ///
    /// # Errors
    /// The store failed.
    pub fn settle_board(&mut self, b: &BoardRow, result: BoardResult) -> StoreResult<bool> {
        let done = self.execute(
            "UPDATE tournament_boards SET result = ?4
             WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND result IS NULL",
            &args![b.tournament, u32::from(b.round), u32::from(b.board), result],
        )?;
        Ok(done == 1)
    }

    /// Claims up to `limit` boards of running tournaments whose game is still to start (and
    /// that nobody else holds), for `holder` until `until`.
    ///
    /// # Errors
    /// The store failed.
    pub fn claim_boards(
        &mut self,
        holder: &str,
        now: Moment,
        until: Moment,
        limit: u32,
    ) -> StoreResult<Vec<BoardRow>> {
        let waiting = self.rows(
            "SELECT b.* FROM tournament_boards b JOIN tournaments t ON t.id = b.tournament_id
             WHERE t.status = 'running' AND b.round = t.round AND b.game_id IS NULL
               AND b.result IS NULL AND b.second_id IS NOT NULL
               AND (b.claimed_until IS NULL OR b.claimed_until <= ?1)
             ORDER BY b.tournament_id, b.board LIMIT ?2",
            &args![now, limit],
            board_row,
        )?;
        let mut claimed = Vec::new();
        for b in waiting {
            let took = self.execute(
                "UPDATE tournament_boards SET claimed_by = ?4, claimed_until = ?5
                 WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND game_id IS NULL
                   AND (claimed_until IS NULL OR claimed_until <= ?6)",
                &args![b.tournament, u32::from(b.round), u32::from(b.board), holder, until, now],
            )?;
            if took == 1 {
                claimed.push(b);
            }
        }
        Ok(claimed)
    }

    /// Notes the thread started for a board's game, unless one was noted first (by a process
    /// whose claim ran out); returns the board's thread.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_board_thread(&mut self, b: &BoardRow, thread: ChannelId) -> StoreResult<ChannelId> {
        let key = args![b.tournament, u32::from(b.round), u32::from(b.board), thread];
        self.execute(
            "UPDATE tournament_boards SET thread_id = ?4
             WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND thread_id IS NULL",
            &key,
        )?;
        let noted = self.row(
            "SELECT thread_id FROM tournament_boards
             WHERE tournament_id = ?1 AND round = ?2 AND board = ?3",
            &key[..3],
            |r| r.id::<ChannelId>("thread_id"),
        )?;
        Ok(noted.flatten().unwrap_or(thread))
    }

    /// Lets go of a board `holder` claimed and could not start (Discord refused its thread,
    /// say), so the next pass tries again at once rather than when the claim runs out.
    ///
    /// # Errors
    /// The store failed.
    pub fn release_board(&mut self, b: &BoardRow, holder: &str) -> StoreResult<()> {
        self.execute(
            "UPDATE tournament_boards SET claimed_by = NULL, claimed_until = NULL
             WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND claimed_by = ?4
               AND game_id IS NULL",
            &args![b.tournament, u32::from(b.round), u32::from(b.board), holder],
        )?;
        Ok(())
    }

    /// Decides a board whose game never started (a withdrawal, a round's deadline); false if
    /// it has a game or a result by now.
    ///
    /// # Errors
    /// The store failed.
    pub fn settle_unstarted_board(
        &mut self,
        b: &BoardRow,
        result: BoardResult,
    ) -> StoreResult<bool> {
        let done = self.execute(
            "UPDATE tournament_boards SET result = ?4
             WHERE tournament_id = ?1 AND round = ?2 AND board = ?3
               AND result IS NULL AND game_id IS NULL",
            &args![b.tournament, u32::from(b.round), u32::from(b.board), result],
        )?;
        Ok(done == 1)
    }

    /// Ties game `game` to its board, unless the board has a game or a result already; false
    /// then.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_board_game(&mut self, b: &BoardRow, game: GameNo) -> StoreResult<bool> {
        let done = self.execute(
            "UPDATE tournament_boards SET game_id = ?4, claimed_by = NULL, claimed_until = NULL
             WHERE tournament_id = ?1 AND round = ?2 AND board = ?3 AND game_id IS NULL
               AND result IS NULL",
            &args![b.tournament, u32::from(b.round), u32::from(b.board), game],
        )?;
        Ok(done == 1)
    }
}
