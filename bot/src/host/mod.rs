//! The game host: every command players use, as a plain blocking function.
//!
//! A command takes who acts ([`Actor`]), where ([`Place`]) and its arguments, and returns a
//! [`Reply`] for the channel or a [`Refusal`] for the actor alone. The Discord adapter and the
//! local console mode only translate to and from these calls.
//!
//! **Durability.** Every state change is one transaction of the [`Store`] (SQLite or
//! PostgreSQL: the host does not know which). A move is validated against the game as the
//! player saw it, and written with a compare-and-set on the game's version
//! (`UPDATE games … WHERE version = seen`) plus a `(game, ply)` primary key on the moves, so
//! of two racing moves, in one process or two, exactly one lands and the other is told the
//! position changed. The reply is built only after the commit: an acknowledged move is on disk.
//!
//! **Blocking.** The store and rendering block: async callers run host calls on the blocking
//! pool (`tokio::task::spawn_blocking`), never on a runtime worker thread.
//!
//! **Cache.** Rebuilding a game means replaying its moves, so the host keeps each active game's
//! [`Game`] in memory, keyed by id and by the game's stored [`store::Version`]. Every change
//! to a game's moves bumps the version, in whichever process made it, so an entry is used only
//! if nothing changed since; the database stays the truth, and a stale or missing entry is
//! rebuilt from it.

mod background;
mod board;
mod challenge;
mod history;
mod info;
mod offers;
mod opponent;
mod outbox;
mod pings;
mod ratings;
mod replay;
mod reply;
mod settings;
mod turn;

use std::{
    collections::HashMap,
    path::Path,
    sync::{Arc, Mutex, MutexGuard, PoisonError},
};

pub use history::{PAGE, export_text};
pub use info::{Choice, MAX_CHOICES, Snapshot};
pub use opponent::EngineTurn;
pub use outbox::{CLAIM_SECONDS, Delivered, Delivery, FIRST_RETRY, MAX_ATTEMPTS, Say};
pub use pings::{MAX_PINGS, PING_WINDOW};
pub use reply::{
    Action, ActionId, ActionStyle, Answer, Attachment, EngineDue, MAX_TEXT, Picture, Refusal,
    RefusalKind, Reply, text_length,
};
use rules::{Game, Outcome, Side};
pub use settings::StyleChange;

use crate::{
    i18n::{self, Lang},
    model::{Clock, Place},
    say,
    store::{self, GameRow, GameStatus, Store, StoreResult, Tx, Version},
};

/// A game's result in `lang` ("Red wins by checkmate").
fn result_words(row: &GameRow, lang: Lang) -> Option<String> {
    row.outcome.as_ref().map(|o| i18n::outcome(lang, row.game, o))
}

/// Time limits, in seconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How long a challenge stays open (1 hour).
    pub challenge_expiry: i64,
    /// How long a player may take over a turn before the opponent may claim the game, unless
    /// the server set its own limit (3 days).
    pub turn_timeout: i64,
    /// How long the player to move may wait before they are reminded, unless the server set
    /// its own (1 day).
    pub reminder: i64,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits { challenge_expiry: 3_600, turn_timeout: 3 * 86_400, reminder: 86_400 }
    }
}

/// The game host over one store. Share it (`Arc<Host>`) between threads: the store's
/// connections and the cache are behind mutexes.
pub struct Host {
    store: Store,
    cache: Mutex<HashMap<i64, (Version, Game)>>,
    renderer: Arc<render::Renderer>,
    clock: Arc<dyn Clock>,
    limits: Limits,
    pings: pings::PingBudget,
    /// This process, as the holder of leases and outbox claims ([`Host::holder`]).
    holder: String,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Host").field("limits", &self.limits).finish_non_exhaustive()
    }
}

impl Host {
    /// A host on the SQLite database at `path` (created and migrated if needed).
    ///
    /// # Errors
    /// The database cannot be opened or migrated; the message says why.
    pub fn open(
        path: &Path,
        renderer: Arc<render::Renderer>,
        clock: Arc<dyn Clock>,
        limits: Limits,
    ) -> Result<Host, String> {
        Ok(Host::new(Store::open_sqlite(path)?, renderer, clock, limits))
    }

    /// A host on `store`.
    pub fn new(
        store: Store,
        renderer: Arc<render::Renderer>,
        clock: Arc<dyn Clock>,
        limits: Limits,
    ) -> Host {
        Host {
            store,
            cache: Mutex::new(HashMap::new()),
            renderer,
            clock,
            limits,
            pings: pings::PingBudget::default(),
            holder: background::holder_name(),
        }
    }

    /// Every recorded ply of game `id`, passes included.
    ///
    /// # Errors
    /// The store failed.
    pub fn moves_of(&self, id: i64) -> Result<Vec<store::MoveRow>, Refusal> {
        self.read(|c| c.moves(id))
    }

    /// The current time by the host's clock.
    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Runs `f` on a read session (reads, or single statements).
    fn read<T>(&self, f: impl FnOnce(&mut Tx<'_>) -> StoreResult<T>) -> Result<T, Refusal> {
        Ok(self.store.read(f)?)
    }

    /// Runs `f` in one transaction: committed if it returns `Ok`, rolled back otherwise.
    fn write<T>(&self, f: impl FnOnce(&mut Tx<'_>) -> Result<T, Refusal>) -> Result<T, Refusal> {
        self.store.write(f)
    }

    /// The language of public posts at `place`: the server's choice (`/settings language`),
    /// else the server's Discord language as `actor`'s command carried it, else English. In
    /// direct messages, the actor's own.
    pub fn public_lang(&self, place: Place, actor: Option<&crate::model::Actor>) -> Lang {
        match place.server {
            Some(server) => self.language_of(server, actor.and_then(|a| a.server_lang)),
            None => actor.map_or(Lang::EnUs, |a| a.lang),
        }
    }

    /// The language of posts on `server` when no command says more: its chosen language, else
    /// the one Discord last gave with a command, else English (also outside servers).
    fn server_lang(&self, server: Option<crate::model::ServerId>) -> Lang {
        server.map_or(Lang::EnUs, |s| self.language_of(s, None))
    }

    /// The language of posts on `server`: its chosen one, else `discord` (the language a
    /// command carried, noted for the posts no command brings), else the one noted last, else
    /// English.
    fn language_of(&self, server: crate::model::ServerId, discord: Option<Lang>) -> Lang {
        // A setting that cannot be read counts as none chosen.
        let settings = self.read(|c| c.server_settings(server)).unwrap_or_default();
        if let Some(chosen) = settings.language {
            return chosen;
        }
        let Some(discord) = discord else {
            return settings.discord_language.unwrap_or(Lang::EnUs);
        };
        // A failure only delays the noting.
        if settings.discord_language != Some(discord) {
            let now = self.now();
            let noted = self.store.write(|c| c.set_discord_language(server, discord, now));
            if let Err(e) = noted {
                tracing::warn!("the language of server {} was not noted: {e}", server.0);
            }
        }
        discord
    }

    /// The active game of the channel, or a refusal saying there is none.
    fn active(&self, place: Place) -> Result<GameRow, Refusal> {
        self.read(|c| c.active_game(place.channel))?.ok_or_else(no_game)
    }

    /// An active game by id (from a button), or a refusal (in `lang`) saying it is over.
    fn active_by_id(&self, id: i64, lang: Lang) -> Result<GameRow, Refusal> {
        match self.read(|c| c.game(id))? {
            Some(row) if row.status == GameStatus::Active => Ok(row),
            Some(row) => {
                let result =
                    result_words(&row, lang).unwrap_or_else(|| say!(lang, "result-aborted"));
                Err(Refusal::new(
                    RefusalKind::Stale,
                    say!(lang, "refusal-game-over", result = result),
                ))
            }
            None => Err(no_game()),
        }
    }

    /// The game of `row` at its stored version: from the cache if it is current, else
    /// replayed from the stored moves. The entry is taken out of the cache; put it back with
    /// [`Host::keep`] once done.
    fn load(&self, row: &GameRow) -> Result<Game, Refusal> {
        let cached = lock(&self.cache).remove(&row.id);
        if let Some((_, game)) = cached.filter(|(v, _)| *v == row.version) {
            return Ok(game);
        }
        let moves = self.read(|c| c.moves(row.id))?;
        if moves.len() != row.ply as usize {
            // A move (or takeback) was committed between reading the game and its moves.
            return Err(position_changed());
        }
        self.replayed(row, &moves)
    }

    /// Puts `row`'s game back in the cache, at the version it was read at (only active games
    /// are kept).
    fn keep(&self, row: &GameRow, game: Game) {
        self.keep_at(row.id, row.version, game);
    }

    /// Puts game `id` back in the cache at `version`, the one a change just committed.
    fn keep_at(&self, id: i64, version: Version, game: Game) {
        let mut cache = lock(&self.cache);
        if game.outcome().is_none() {
            cache.insert(id, (version, game));
        } else {
            cache.remove(&id);
        }
    }

    /// Forgets a cached game (after a takeback or an end outside the rules).
    fn forget(&self, id: i64) {
        lock(&self.cache).remove(&id);
    }

    /// The turn limit of `row`'s game: the server's when it began, else the default.
    fn turn_timeout(&self, row: &GameRow) -> i64 {
        row.turn_timeout.unwrap_or(self.limits.turn_timeout)
    }

    /// Records the end of `row`'s game as read with `outcome`, unless it changed since.
    fn record_end(&self, row: &GameRow, outcome: &Outcome) -> Result<(), Refusal> {
        let now = self.now();
        self.write(|tx| self.finish(tx, row, row.version, Some(outcome), now))?;
        self.forget(row.id);
        Ok(())
    }

    /// Ends `row`'s game, at version `seen`, with `outcome` (rated in the same transaction:
    /// both happen, or neither), or aborts it with `None`. Returns the new version.
    ///
    /// # Errors
    /// The game changed since `seen`, or the store failed.
    fn finish(
        &self,
        tx: &mut Tx<'_>,
        row: &GameRow,
        seen: Version,
        outcome: Option<&Outcome>,
        now: i64,
    ) -> Result<Version, Refusal> {
        let version = tx.finish_game(row.id, seen, outcome, now)?.ok_or_else(position_changed)?;
        if let Some(outcome) = outcome {
            self.rate(tx, row, store::GameResult::of(outcome.winner), now)?;
        }
        Ok(version)
    }
}

/// Locks a mutex; a panic elsewhere while it was held leaves data that is still consistent
/// (the connection rolls back, the cache is checked against the store), so poisoning is ignored.
fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn no_game() -> Refusal {
    Refusal::keyed(RefusalKind::Nothing, "refusal-no-game")
}

fn position_changed() -> Refusal {
    Refusal::keyed(RefusalKind::PositionChanged, "refusal-position-changed")
}

/// The side a player plays, or a refusal for someone who does not play in this game.
fn player_side(row: &GameRow, actor: &crate::model::Actor) -> Result<Side, Refusal> {
    row.side_of(actor.id()).ok_or_else(|| {
        let players = players_line(row, actor.lang);
        Refusal::new(
            RefusalKind::NotAPlayer,
            say!(actor.lang, "refusal-not-a-player", players = players),
        )
    })
}

/// "Red <@1> vs Black <@2>", and the bot's level in a game against it ("Black <@2> (level 3)").
fn players_line(row: &GameRow, lang: Lang) -> String {
    let one = |side: Side| {
        let name = i18n::side_name(lang, row.game, side);
        let who = row.players[side].id.mention();
        match row.engine {
            Some(seat) if seat.side == side => {
                say!(lang, "player-engine", side = name, who = who, level = seat.level.number())
            }
            _ => say!(lang, "player", side = name, who = who),
        }
    };
    say!(lang, "players-line", first = one(Side::First), second = one(Side::Second))
}

/// Who must act now: the player to move while the game goes on, unless that is the bot.
fn to_act(row: &GameRow, game: &Game) -> Vec<crate::model::UserId> {
    match game.outcome() {
        Some(_) => Vec::new(),
        None if engine_due(row, game).is_some() => Vec::new(),
        None => vec![row.players[game.side_to_move()].id],
    }
}

/// The game, if it is one against the bot that goes on with the bot to move.
fn engine_due(row: &GameRow, game: &Game) -> Option<EngineDue> {
    let seat = row.engine?;
    (game.outcome().is_none() && game.side_to_move() == seat.side)
        .then(|| EngineDue { game: row.id, player: row.players[!seat.side].id })
}

/// What comes after a move: whose turn it is, or how the game ended.
fn status_line(row: &GameRow, game: &Game, lang: Lang) -> String {
    match game.outcome() {
        Some(outcome) => result_line(row, outcome, lang),
        None => {
            let side = game.side_to_move();
            let name = i18n::side_name(lang, row.game, side);
            let check = if game.in_check() { "yes" } else { "no" };
            let who = row.players[side].id.mention();
            if engine_due(row, game).is_some() {
                say!(lang, "status-thinking", side = name, check = check, who = who)
            } else {
                say!(lang, "status-to-move", side = name, check = check, who = who)
            }
        }
    }
}

/// "**Red wins by checkmate** — <@1> beat <@2>", or the draw.
fn result_line(row: &GameRow, outcome: &Outcome, lang: Lang) -> String {
    let result = i18n::outcome(lang, row.game, outcome);
    match outcome.winner {
        Some(w) => {
            let (winner, loser) = (row.players[w].id.mention(), row.players[!w].id.mention());
            say!(lang, "result-won", result = result, winner = winner, loser = loser)
        }
        None => say!(lang, "result-drawn", result = result),
    }
}
