//! A database checked as a whole, whichever it is: every game replayed by the rules from its
//! start through its recorded moves, each move reaching the position it recorded. `bot check`
//! runs it on a PostgreSQL database restored with `pg_restore`; `bot backup` runs the same
//! replay on its SQLite copies ([`super::backup`]).

use super::{Store, StoreError, Tx};

/// What a database that checks out holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Checked {
    /// Games, each replayed to its recorded position.
    pub games: usize,
    /// Plies recorded in them.
    pub moves: usize,
}

/// Why a database does not check out.
#[derive(Debug, thiserror::Error)]
pub enum VerifyError {
    /// The database could not be read.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A game's record does not replay to what it recorded.
    #[error("game {game} does not replay: {why}")]
    Game {
        /// The game's number.
        game: i64,
        /// What went wrong.
        why: String,
    },
}

/// Replays every game of `store`.
///
/// # Errors
/// The database cannot be read, or a game does not replay.
pub fn verify(store: &Store) -> Result<Checked, VerifyError> {
    store.read(|tx| {
        let games =
            tx.rows("SELECT id, game, start_position, ply FROM games ORDER BY id", &[], |r| {
                Ok((
                    r.need_int("id")?,
                    r.need_text("game")?,
                    r.need_text("start_position")?,
                    r.need_int("ply")?,
                ))
            })?;
        let mut checked = Checked { games: 0, moves: 0 };
        for (id, game, start, ply) in games {
            let moves = recorded(tx, id)?;
            let broken = |why: String| VerifyError::Game { game: id, why };
            if usize::try_from(ply).ok() != Some(moves.len()) {
                return Err(broken(format!("it is at ply {ply} with {} moves", moves.len())));
            }
            checked.moves += replay(&game, &start, moves).map_err(broken)?;
            checked.games += 1;
        }
        Ok(checked)
    })
}

/// Game `id`'s recorded plies: the move as the rules wrote it, and the position after it.
fn recorded(tx: &mut Tx<'_>, id: i64) -> Result<Vec<(String, String)>, StoreError> {
    tx.rows(
        "SELECT canonical, position_after FROM moves WHERE game_id = ?1 ORDER BY ply",
        &super::sql::args![id],
        |r| Ok((r.need_text("canonical")?, r.need_text("position_after")?)),
    )
}

/// Replays a game of `game` (its stored name) from `start` through `moves` (each the move and
/// the position recorded after it); how many plies it replayed, or what went wrong.
///
/// # Errors
/// The game or start is not one, a move is not legal, or a position differs.
pub(crate) fn replay(
    game: &str,
    start: &str,
    moves: impl IntoIterator<Item = (String, String)>,
) -> Result<usize, String> {
    let id: rules::GameId = game.parse().map_err(|_| format!("unknown game {game}"))?;
    let mut position =
        rules::Game::from_position(id, start).map_err(|e| format!("its start position: {e}"))?;
    let mut plies = 0;
    for (ply, (text, after)) in moves.into_iter().enumerate() {
        // A pass the rules play by themselves is recorded, and already played.
        if position.moves().len() <= ply {
            position.play(&text).map_err(|e| format!("ply {}: {text}: {e}", ply + 1))?;
        }
        // Each ply's recorded position is the one right after it, before any passes the rules
        // then played: compared where the replay stands at that ply.
        if position.moves().len() == ply + 1 && position.position_string() != after {
            return Err(format!("ply {} does not reach its recorded position", ply + 1));
        }
        plies += 1;
    }
    Ok(plies)
}
