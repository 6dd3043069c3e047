//! The durable store: challenges, games, moves, ratings, settings and the outbox, on SQLite
//! (one file, the default) or PostgreSQL (several bot processes sharing one database).
//!
//! The store knows rows, not rules. [`Store::read`] and [`Store::write`] hand a [`Tx`] to a
//! closure; a write is one transaction, committed if the closure returns `Ok` and rolled back
//! otherwise, so the host decides what happens together. `Tx`'s methods return typed rows and a
//! typed [`StoreError`]: a [`Conflict`] (a second active game in a channel, a ply recorded
//! twice) is something to tell the player; a failure is not.
//!
//! What the database can enforce, it does: one active game and one open challenge per
//! channel (unique indexes), one row per ply (a primary key), and a compare-and-set on each
//! game's [`Version`] for every change to its moves or status, so that of two processes racing
//! to move in one game exactly one lands.
//!
//! The SQL is written once ([`sql`] says in which dialect); the drivers ([`sqlite`],
//! [`postgres`]) run it and keep each database's schema up to date. Both block: the async
//! Discord adapter calls the host on the blocking thread pool, never on a runtime worker.

pub mod analyses;
pub mod backup;
mod challenges;
mod clocks;
mod codec;
pub mod daily;
mod games;
pub mod gauges;
mod health;
mod history;
pub mod learn;
pub mod leases;
pub mod links;
pub mod news;
pub mod outbox;
pub mod postgres;
pub mod puzzles;
pub mod ratings;
mod reach;
mod settings;
pub mod sql;
pub mod sqlite;
mod threads;
pub mod tournaments;
pub mod verify;
pub mod version;

use std::{path::Path, sync::Arc};

pub use challenges::{ChallengeRow, ChallengeStatus, NewChallenge};
pub use games::{GameResult, GameRow, GameStatus, MoveRow, NewGame, Offer, Proposal, Version};
pub use health::Health;
pub use history::HistoryQuery;
pub use settings::{Looks, ServerSettings, StyleOwner};
pub use sql::{Conflict, Dialect, MigrateError, OpenError, Outage, StoreError, StoreResult};

use self::sql::{Backend, Columns, Session, Value};
use crate::model::{Place, User};

/// The default database file, relative to the working directory.
pub const DEFAULT_PATH: &str = "data/bot.sqlite3";

/// A store on one database. Cheap to clone: clones share the database's connections.
#[derive(Debug, Clone)]
pub struct Store {
    backend: Arc<dyn Backend>,
    /// Whether the database answered the last call, shared by the clones.
    health: Arc<Health>,
    /// The games each committed transaction changed, for subscribers.
    news: Arc<news::News>,
    /// Set once the backend's own news (PostgreSQL's notifications) is being heard.
    hearing: Arc<std::sync::OnceLock<()>>,
}

impl Store {
    /// Opens the store `location` names: a `postgres://` or `postgresql://` URL selects
    /// PostgreSQL; anything else is the path of a SQLite file (created if needed). Either is
    /// migrated to the current schema.
    ///
    /// # Errors
    /// The database cannot be reached, opened or migrated.
    pub fn open(location: &str) -> Result<Store, OpenError> {
        if is_postgres_url(location) {
            Ok(Store::on(Arc::new(postgres::Postgres::connect(location)?)))
        } else {
            Store::open_sqlite(Path::new(location))
        }
    }

    /// Opens (creating it and its folder if needed) and migrates the SQLite file at `path`.
    ///
    /// # Errors
    /// The file cannot be created, opened or migrated.
    pub fn open_sqlite(path: &Path) -> Result<Store, OpenError> {
        Ok(Store::on(Arc::new(sqlite::Sqlite::open(path)?)))
    }

    fn on(backend: Arc<dyn Backend>) -> Store {
        Store { backend, health: Arc::default(), news: Arc::default(), hearing: Arc::default() }
    }

    /// Whether the database answers, as the last calls found it.
    pub fn health(&self) -> &Health {
        &self.health
    }

    /// Hears the games committed transactions change from now on, in this process and (on
    /// PostgreSQL) every other. The first call on PostgreSQL opens the connection that listens,
    /// and returns once it does.
    pub fn listen(&self) -> news::Listener {
        let listener = self.news.listen();
        self.hearing.get_or_init(|| self.backend.hear_news(Arc::downgrade(&self.news)));
        listener
    }

    /// Sets SQLite pragma `name` to `value` on the store's connection (tests use it to make
    /// the disk full or the file read-only); whether the database is SQLite and took it.
    ///
    /// # Errors
    /// SQLite refused it.
    #[doc(hidden)]
    pub fn sqlite_pragma(&self, name: &str, value: i64) -> StoreResult<bool> {
        self.backend.sqlite_pragma(name, value)
    }

    /// Asks the database something trivial: whether it answers now.
    ///
    /// # Errors
    /// It does not ([`StoreError::Unavailable`] when it cannot be reached).
    pub fn ping(&self) -> StoreResult<()> {
        self.read(|tx| {
            tx.row("SELECT CAST(1 AS BIGINT) AS one", &[], |r| r.need_int("one")).map(drop)
        })
    }

    /// A read session or, with `write`, a transaction; a failure to open one is noted.
    fn session(&self, write: bool) -> StoreResult<Box<dyn Session + '_>> {
        let session = self.backend.session(write);
        if session.is_err() {
            self.health.note(&session, write);
        }
        session
    }

    /// Runs `f` on a read session (each statement on its own; single-statement writes too).
    ///
    /// # Errors
    /// The store failed, or `f` did.
    pub fn read<T, E: From<StoreError>>(
        &self,
        f: impl FnOnce(&mut Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut session = self.session(false)?;
        let mut tx = Tx {
            session: &mut *session,
            writable: false,
            health: &self.health,
            failed: false,
            changed: false,
            touched: Vec::new(),
        };
        let value = f(&mut tx);
        // Reached, if every statement ran (opening a SQLite session touches nothing).
        if !tx.failed {
            self.health.note(&Ok(()), false);
        }
        value
    }

    /// Runs `f` in one transaction: committed if it returns `Ok`, rolled back otherwise.
    ///
    /// # Errors
    /// The store failed (nothing was written), or `f` did (its changes are rolled back).
    pub fn write<T, E: From<StoreError>>(
        &self,
        f: impl FnOnce(&mut Tx<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let mut session = self.session(true)?;
        let mut tx = Tx {
            session: &mut *session,
            writable: true,
            health: &self.health,
            failed: false,
            changed: false,
            touched: Vec::new(),
        };
        let value = f(&mut tx)?;
        // A transaction that changed nothing commits without touching the disk: it proves
        // nothing about whether writes work, and is noted as a read.
        let wrote = tx.changed;
        let touched = std::mem::take(&mut tx.touched);
        let notifies = session.dialect() == Dialect::Postgres;
        if notifies {
            // Delivered at commit, to every process listening (this one too), or never.
            for game in &touched {
                let notify = "SELECT pg_notify('game_news', CAST(CAST(?1 AS BIGINT) AS TEXT))";
                let sent = session.execute(notify, &sql::args![*game]);
                if sent.is_err() {
                    self.health.note(&sent, true);
                }
                sent?;
            }
        }
        let committed = session.commit();
        self.health.note(&committed, wrote);
        committed?;
        if !notifies {
            self.news.tell(&touched);
        }
        Ok(value)
    }
}

/// The database `BOT_DATABASE` names through `var` (the environment, after `.env`): its
/// value, or [`DEFAULT_PATH`] when it is unset or empty.
pub fn configured_location(var: impl Fn(&str) -> Option<String>) -> String {
    var("BOT_DATABASE").filter(|d| !d.trim().is_empty()).unwrap_or_else(|| DEFAULT_PATH.to_owned())
}

/// A database location as the log may show it: a PostgreSQL URL's password hidden (in the
/// user part or as a `password=` parameter).
pub fn shown_location(location: &str) -> String {
    let Some((scheme, rest)) = location.split_once("://") else { return location.to_owned() };
    let (authority, tail) = rest.split_at(rest.find(['/', '?']).unwrap_or(rest.len()));
    let authority = match authority.rsplit_once('@') {
        Some((user, host)) if user.contains(':') => {
            format!("{}:***@{host}", user.split(':').next().unwrap_or(""))
        }
        _ => authority.to_owned(),
    };
    let tail: Vec<String> = tail
        .split('&')
        .map(|part| match part.split_once("password=") {
            Some((before, _)) if before.is_empty() || before.ends_with('?') => {
                format!("{before}password=***")
            }
            _ => part.to_owned(),
        })
        .collect();
    format!("{scheme}://{authority}{}", tail.join("&"))
}

/// Whether a database location is a PostgreSQL connection URL.
pub fn is_postgres_url(location: &str) -> bool {
    location.starts_with("postgres://") || location.starts_with("postgresql://")
}

/// One read session or one transaction: the store's operations, as methods. A read session
/// refuses any statement that would change the database ([`StoreError::ReadOnly`]): changes
/// go through [`Store::write`], one transaction each.
pub struct Tx<'s> {
    session: &'s mut (dyn Session + 's),
    writable: bool,
    /// Told of every outage a statement runs into.
    health: &'s Health,
    /// Whether a statement failed.
    failed: bool,
    /// Whether a statement changed a row.
    changed: bool,
    /// The games a statement changed, for [`Store::listen`]'s subscribers once the
    /// transaction commits.
    touched: Vec<crate::model::GameNo>,
}

impl std::fmt::Debug for Tx<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tx").field("dialect", &self.session.dialect()).finish()
    }
}

impl Tx<'_> {
    /// The SQL the database speaks.
    fn dialect(&self) -> Dialect {
        self.session.dialect()
    }

    /// Notes that `game` changed in this transaction (when it changed, for the news).
    fn touch(&mut self, game: crate::model::GameNo, changed: bool) {
        if changed && !self.touched.contains(&game) {
            self.touched.push(game);
        }
    }

    /// Runs a statement; returns how many rows it changed.
    fn execute(&mut self, sql: &str, params: &[Value]) -> StoreResult<u64> {
        self.writing(sql)?;
        let done = self.session.execute(sql, params);
        self.changed |= done.as_ref().is_ok_and(|&n| n > 0);
        self.noted(done)
    }

    /// `done`, a statement's result, with a failure noted (for [`Store::read`], and the
    /// store's health).
    fn noted<T>(&mut self, done: StoreResult<T>) -> StoreResult<T> {
        if done.is_err() {
            self.failed = true;
            self.health.note(&done, self.writable);
        }
        done
    }

    /// Refuses `sql` in a read session if it would change the database.
    fn writing(&self, sql: &str) -> StoreResult<()> {
        if changes(sql) && !self.writable {
            return Err(StoreError::ReadOnly);
        }
        Ok(())
    }

    /// The rows of a query, each read by `decode`.
    fn rows<T>(
        &mut self,
        sql: &str,
        params: &[Value],
        decode: impl Fn(&dyn Columns) -> StoreResult<T>,
    ) -> StoreResult<Vec<T>> {
        self.writing(sql)?;
        let mut out = Vec::new();
        let mut returned = false;
        let done = self.session.query(sql, params, &mut |row| {
            returned = true;
            out.push(decode(row)?);
            Ok(())
        });
        // `INSERT … RETURNING` and the like changed a row for each they returned.
        self.changed |= changes(sql) && returned && done.is_ok();
        self.noted(done).map(|()| out)
    }

    /// The first row of a query, if any.
    fn row<T>(
        &mut self,
        sql: &str,
        params: &[Value],
        decode: impl Fn(&dyn Columns) -> StoreResult<T>,
    ) -> StoreResult<Option<T>> {
        Ok(self.rows(sql, params, decode)?.into_iter().next())
    }

    /// An id a statement returned (`INSERT … RETURNING id`).
    fn returning_id(&mut self, sql: &str, params: &[Value]) -> StoreResult<i64> {
        self.row(sql, params, |r| r.need_int("id"))?
            .ok_or_else(|| StoreError::bad_value("id", "none returned"))
    }
}

/// Whether `sql` is a statement that changes rows.
fn changes(sql: &str) -> bool {
    let verb = sql.split_whitespace().next().unwrap_or("");
    ["INSERT", "UPDATE", "DELETE"].iter().any(|v| verb.eq_ignore_ascii_case(v))
}

fn game_id(row: &dyn Columns, column: &str) -> StoreResult<rules::GameId> {
    let text = row.need_text(column)?;
    text.parse().map_err(|_| StoreError::bad_value(column, text))
}

fn place(row: &dyn Columns) -> StoreResult<Place> {
    Ok(Place { server: row.id("server_id")?, channel: row.need_id("channel_id")? })
}

fn user(row: &dyn Columns, id: &str, name: &str) -> StoreResult<User> {
    Ok(User { id: row.need_id(id)?, name: row.need_text(name)?, bot: false })
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_password_is_never_shown() {
        let shown = |l| super::shown_location(l);
        assert_eq!(
            shown("postgres://bot:s3cret@db:5432/games"),
            "postgres://bot:***@db:5432/games"
        );
        assert_eq!(
            shown("postgresql:///games?user=bot&password=s3cret&host=/run"),
            "postgresql:///games?user=bot&password=***&host=/run"
        );
        assert_eq!(shown("postgresql:///games?password=x"), "postgresql:///games?password=***");
        assert_eq!(shown("postgres://bot@db/games"), "postgres://bot@db/games");
        assert_eq!(shown("data/bot.sqlite3"), "data/bot.sqlite3");
    }
}
