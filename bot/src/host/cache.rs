//! The cache of active games: rebuilding a game means replaying its moves, so the host keeps
//! each active game's [`Game`] in memory, keyed by id and by the game's stored [`Version`].
//!
//! A game is taken out of the cache for the length of a command ([`Host::load`]) and goes back
//! by itself when the command is done with it ([`Loaded`]'s `Drop`), at the version it was read
//! at, or at the version a change committed ([`Loaded::committed`]). A game that ran ahead of
//! the store (a move the store then refused) is thrown away instead ([`Loaded::discard`]).
//! Every change to a game's moves bumps its version, in whichever process made it, so an entry
//! is used only if nothing changed since; the database stays the truth.

use std::{
    collections::HashMap,
    ops::{Deref, DerefMut},
    sync::Mutex,
};

use rules::Game;

use super::{Host, Refusal, lock, position_changed};
use crate::{
    model::GameNo,
    store::{GameRow, GameStatus, Version},
};

/// The games kept between commands.
#[derive(Debug, Default)]
pub(super) struct Cache(Mutex<HashMap<GameNo, (Version, Game)>>);

impl Cache {
    fn take(&self, id: GameNo, version: Version) -> Option<Game> {
        let cached = lock(&self.0).remove(&id);
        cached.filter(|(v, _)| *v == version).map(|(_, game)| game)
    }

    /// Keeps `game` at `version` while it goes on; forgets it once it is over.
    fn put(&self, id: GameNo, version: Version, game: Game) {
        let mut cache = lock(&self.0);
        if game.outcome().is_none() {
            cache.insert(id, (version, game));
        } else {
            cache.remove(&id);
        }
    }

    /// Forgets game `id` (after a takeback, or an end outside the rules).
    pub(super) fn forget(&self, id: GameNo) {
        lock(&self.0).remove(&id);
    }
}

/// A game taken out of the cache (or rebuilt from the store) for one command. An active game
/// goes back to the cache when dropped: at the version it was read at, or at the one
/// [`Loaded::committed`] set.
#[derive(Debug)]
pub(super) struct Loaded<'h> {
    cache: &'h Cache,
    id: GameNo,
    version: Version,
    game: Option<Game>,
    /// False for a game that is over in the store (finished or aborted), and once the game
    /// ran ahead of the store: only active games are kept.
    keep: bool,
}

impl Loaded<'_> {
    /// The game is now stored at `version` (a change to it was committed).
    pub(super) fn committed(&mut self, version: Version) {
        self.version = version;
    }

    /// The game ran ahead of the store (a change to it was refused): it will not go back.
    pub(super) fn ran_ahead(&mut self) {
        self.keep = false;
    }

    /// A copy of the game, for work that outlives the command (the engine's thinking).
    pub(super) fn to_game(&self) -> Game {
        (**self).clone()
    }
}

impl Deref for Loaded<'_> {
    type Target = Game;
    fn deref(&self) -> &Game {
        // Always `Some` until dropped or discarded, which take `self`.
        self.game.as_ref().unwrap_or_else(|| unreachable!("a loaded game is present"))
    }
}

impl DerefMut for Loaded<'_> {
    fn deref_mut(&mut self) -> &mut Game {
        self.game.as_mut().unwrap_or_else(|| unreachable!("a loaded game is present"))
    }
}

impl Drop for Loaded<'_> {
    fn drop(&mut self) {
        match self.game.take() {
            Some(game) if self.keep => self.cache.put(self.id, self.version, game),
            _ => self.cache.forget(self.id),
        }
    }
}

impl Host {
    /// The game of `row` at its stored version: from the cache if it is current, else replayed
    /// from the stored moves. It goes back to the cache when the returned guard is dropped.
    ///
    /// # Errors
    /// The store failed, a move was committed between reading the game and its moves, or
    /// the record cannot be replayed.
    pub(super) fn load(&self, row: &GameRow) -> Result<Loaded<'_>, Refusal> {
        let game = match self.cache.take(row.id, row.version) {
            Some(game) => game,
            None => {
                let moves = self.read(|c| c.moves(row.id))?;
                if moves.len() != row.ply as usize {
                    // A move (or takeback) was committed between reading the game and its moves.
                    return Err(position_changed());
                }
                self.replayed(row, &moves)?
            }
        };
        let (id, version, keep) = (row.id, row.version, row.status == GameStatus::Active);
        Ok(Loaded { cache: &self.cache, id, version, game: Some(game), keep })
    }
}

impl Host {
    /// Keeps a game that just began, at the version `row` was read at.
    pub(super) fn keep_new(&self, row: &GameRow, game: Game) {
        self.cache.put(row.id, row.version, game);
    }
}
