//! What the store asks of a database: run a statement, read rows, commit. Two drivers answer
//! it, SQLite ([`super::sqlite`]) and PostgreSQL ([`super::postgres`]); the store's SQL is
//! written once, in the part of SQL both speak, with the few differences asked of the
//! [`Dialect`].
//!
//! Statements number their parameters `?1`, `?2`, … (SQLite's spelling); the PostgreSQL driver
//! turns them into `$1`, `$2`, … . Every integer column is 64-bit in both, so a row reads the
//! same whichever database wrote it.

use std::{fmt, sync::Arc};

/// How a store call failed.
#[derive(Debug, Clone, thiserror::Error)]
pub enum StoreError {
    /// The database refused the change because of what is already stored: nothing was written
    /// and the caller may tell the player why.
    #[error("conflict: {0:?}")]
    Conflict(Conflict),
    /// The database cannot be used just now (it cannot be reached, is full, or will not be
    /// written): nothing was written, and the same call may work in a moment. Which database,
    /// what is wrong, and the driver's error.
    #[error("{database} {outage}: {source}")]
    Unavailable {
        /// `SQLite` or `PostgreSQL`.
        database: &'static str,
        /// What is wrong.
        outage: Outage,
        /// The driver's error, kept whole for the log.
        #[source]
        source: Arc<dyn std::error::Error + Send + Sync>,
    },
    /// The database failed otherwise: which database, and its driver's error.
    #[error("{database}: {source}")]
    Failure {
        /// `SQLite` or `PostgreSQL`.
        database: &'static str,
        /// The driver's error, kept whole for the log.
        #[source]
        source: Arc<dyn std::error::Error + Send + Sync>,
    },
    /// A row that cannot be read back as the store wrote it.
    #[error("unexpected stored value {column} = {value}")]
    BadValue {
        /// The column.
        column: String,
        /// What it held.
        value: String,
    },
    /// The store was closed (the process is stopping).
    #[error("the store is closed")]
    Closed,
    /// A read session was asked to change the database: a bug, refused before it reached
    /// the database.
    #[error("a read session may not change the database")]
    ReadOnly,
}

/// Why the database cannot be used just now.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outage {
    /// No connection: the server is down or restarting, the network is cut, the disk fails.
    Unreachable,
    /// No space left: the disk, or a size limit.
    Full,
    /// The database will not be written (a read-only file or server).
    ReadOnly,
}

impl Outage {
    /// Every kind, for counters that show zeros.
    pub const ALL: [Outage; 3] = [Outage::Unreachable, Outage::Full, Outage::ReadOnly];

    /// A short name for logs and metrics' labels.
    pub const fn key(self) -> &'static str {
        match self {
            Outage::Unreachable => "unreachable",
            Outage::Full => "full",
            Outage::ReadOnly => "read_only",
        }
    }
}

impl fmt::Display for Outage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outage::Unreachable => "cannot be reached",
            Outage::Full => "is full",
            Outage::ReadOnly => "cannot be written",
        })
    }
}

/// What a change ran into.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Conflict {
    /// The channel already has an active game.
    ChannelHasGame,
    /// The channel already has an open challenge.
    ChannelHasChallenge,
    /// Another move was recorded at this ply first.
    PlyTaken,
    /// A uniqueness rule the call did not name (a driver's answer before the store names it).
    Duplicate,
}

impl StoreError {
    /// A failure of `database`, keeping the driver's error.
    pub(crate) fn failure(
        database: &'static str,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> StoreError {
        StoreError::Failure { database, source: Arc::new(source) }
    }

    /// `database` cannot be used just now (`outage`), keeping the driver's error.
    pub(crate) fn unavailable(
        database: &'static str,
        outage: Outage,
        source: impl std::error::Error + Send + Sync + 'static,
    ) -> StoreError {
        StoreError::Unavailable { database, outage, source: Arc::new(source) }
    }

    /// The same outage, named `outage` instead (the driver learnt more of why).
    pub(crate) fn with_outage(self, outage: Outage) -> StoreError {
        match self {
            StoreError::Unavailable { database, source, .. } => {
                StoreError::Unavailable { database, outage, source }
            }
            other => other,
        }
    }

    /// What is wrong, when the database cannot be used just now.
    pub fn outage(&self) -> Option<Outage> {
        match self {
            StoreError::Unavailable { outage, .. } => Some(*outage),
            _ => None,
        }
    }

    /// The same error, with a driver's [`Conflict::Duplicate`] named as `what`.
    pub(crate) fn duplicate_is(self, what: Conflict) -> StoreError {
        match self {
            StoreError::Conflict(Conflict::Duplicate) => StoreError::Conflict(what),
            other => other,
        }
    }

    /// A row that cannot be read back as the store wrote it.
    pub(crate) fn bad_value(column: &str, value: impl fmt::Debug) -> StoreError {
        StoreError::BadValue { column: column.to_owned(), value: format!("{value:?}") }
    }
}

/// Why a store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    /// The SQLite file's folder could not be made.
    #[error("cannot create the folder {path}: {source}")]
    Folder {
        /// The folder.
        path: std::path::PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The SQLite file could not be opened or set up.
    #[error("cannot open the database {path}: {source}")]
    Sqlite {
        /// The file.
        path: std::path::PathBuf,
        /// Why.
        source: rusqlite::Error,
    },
    /// The location is not a PostgreSQL URL.
    #[error("not a PostgreSQL URL ({0})")]
    Url(#[source] postgres::Error),
    /// PostgreSQL could not be reached.
    #[error("cannot connect to PostgreSQL: {0}")]
    Connect(#[source] StoreError),
    /// The schema could not be brought up to date.
    #[error(transparent)]
    Migrate(#[from] MigrateError),
}

impl OpenError {
    /// Whether the database could not be reached (it may come up later), rather than refused.
    pub fn unreachable(&self) -> bool {
        let store = match self {
            OpenError::Connect(e) | OpenError::Migrate(MigrateError::Store(e)) => e,
            OpenError::Migrate(MigrateError::Failed { source, .. }) => source,
            _ => return false,
        };
        store.outage() == Some(Outage::Unreachable)
    }
}

/// Why a database's schema could not be brought up to date (nothing is half applied).
#[derive(Debug, thiserror::Error)]
pub enum MigrateError {
    /// The database was written by a newer build.
    #[error(
        "the database has schema version {found}, newer than this build knows ({known}); run a \
         newer build of the bot"
    )]
    TooNew {
        /// Its version.
        found: usize,
        /// The newest this build knows.
        known: usize,
    },
    /// A migration failed.
    #[error("migration {number} failed: {source}")]
    Failed {
        /// Which (from 1).
        number: usize,
        /// Why.
        source: StoreError,
    },
    /// The database failed around the migrations.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A store call's result.
pub type StoreResult<T> = Result<T, StoreError>;

/// One statement parameter.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// SQL `NULL`.
    Null,
    /// A 64-bit integer (ids, plies, times).
    Int(i64),
    /// A double (ratings).
    Real(f64),
    /// Text.
    Text(String),
    /// A truth value (SQLite stores 0 or 1).
    Bool(bool),
}

impl From<i64> for Value {
    fn from(v: i64) -> Value {
        Value::Int(v)
    }
}

impl From<u32> for Value {
    fn from(v: u32) -> Value {
        Value::Int(i64::from(v))
    }
}

impl From<u8> for Value {
    fn from(v: u8) -> Value {
        Value::Int(i64::from(v))
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Real(v)
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::Bool(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::Text(v.to_owned())
    }
}

impl From<&rules::PositionString> for Value {
    fn from(v: &rules::PositionString) -> Value {
        Value::Text(v.to_string())
    }
}

impl From<&String> for Value {
    fn from(v: &String) -> Value {
        Value::Text(v.clone())
    }
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::Text(v)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

/// Statement parameters: `args![a, b]` is `[Value::from(a), Value::from(b)]`.
macro_rules! args {
    ($($x:expr),* $(,)?) => { [$($crate::store::sql::Value::from($x)),*] };
}
pub(crate) use args;

/// One row of a result, read by column name.
pub trait Columns {
    /// An integer column (`None`: NULL).
    ///
    /// # Errors
    /// No such column, or not an integer.
    fn int(&self, column: &str) -> StoreResult<Option<i64>>;
    /// A text column.
    ///
    /// # Errors
    /// No such column, or not text.
    fn text(&self, column: &str) -> StoreResult<Option<String>>;
    /// A double column.
    ///
    /// # Errors
    /// No such column, or not a number.
    fn real(&self, column: &str) -> StoreResult<Option<f64>>;
}

impl dyn Columns + '_ {
    /// An integer column that is never NULL.
    pub(crate) fn need_int(&self, column: &str) -> StoreResult<i64> {
        self.int(column)?.ok_or_else(|| StoreError::bad_value(column, "NULL"))
    }

    /// A text column that is never NULL.
    pub(crate) fn need_text(&self, column: &str) -> StoreResult<String> {
        self.text(column)?.ok_or_else(|| StoreError::bad_value(column, "NULL"))
    }

    /// A double column that is never NULL.
    pub(crate) fn need_real(&self, column: &str) -> StoreResult<f64> {
        self.real(column)?.ok_or_else(|| StoreError::bad_value(column, "NULL"))
    }

    /// A text column parsed by `parse`, which knows every value the store writes.
    pub(crate) fn parsed<T>(
        &self,
        column: &str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> StoreResult<Option<T>> {
        match self.text(column)? {
            None => Ok(None),
            Some(t) => parse(&t).map(Some).ok_or_else(|| StoreError::bad_value(column, t)),
        }
    }

    /// A parsed text column that is never NULL.
    pub(crate) fn need_parsed<T>(
        &self,
        column: &str,
        parse: impl FnOnce(&str) -> Option<T>,
    ) -> StoreResult<T> {
        self.parsed(column, parse)?.ok_or_else(|| StoreError::bad_value(column, "NULL"))
    }

    /// A column of small non-negative counts (plies, attempts).
    pub(crate) fn count(&self, column: &str) -> StoreResult<Option<u32>> {
        match self.int(column)? {
            None => Ok(None),
            Some(v) => u32::try_from(v).map(Some).map_err(|_| StoreError::bad_value(column, v)),
        }
    }

    /// A count column that is never NULL.
    pub(crate) fn need_count(&self, column: &str) -> StoreResult<u32> {
        self.count(column)?.ok_or_else(|| StoreError::bad_value(column, "NULL"))
    }
}

/// Which SQL a database speaks, for the few statements where the two differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// SQLite 3.45 and later.
    Sqlite,
    /// PostgreSQL 13 and later.
    Postgres,
}

impl Dialect {
    /// `column` is one of the integers in the JSON array bound as parameter `param` (or the
    /// parameter is NULL: no filter). Sight lists are short, and one parameter keeps the
    /// statement the same whatever their length.
    pub(crate) fn in_json_list(self, column: &str, param: usize) -> String {
        match self {
            Dialect::Sqlite => {
                format!("(?{param} IS NULL OR {column} IN (SELECT value FROM json_each(?{param})))")
            }
            Dialect::Postgres => format!(
                "(CAST(?{param} AS TEXT) IS NULL OR {column} IN \
                 (SELECT jsonb_array_elements_text(CAST(?{param} AS TEXT)::jsonb)::bigint))"
            ),
        }
    }

    /// What ends a `SELECT` that reads rows the transaction will then change, so that a
    /// concurrent transaction waits instead of reading the same values (SQLite has one
    /// writer at a time and needs nothing).
    pub(crate) fn for_update(self) -> &'static str {
        match self {
            Dialect::Sqlite => "",
            Dialect::Postgres => " FOR UPDATE",
        }
    }
}

/// A connection taken for one read or one transaction.
pub trait Session {
    /// The SQL this database speaks.
    fn dialect(&self) -> Dialect;
    /// Runs a statement; returns how many rows it changed.
    ///
    /// # Errors
    /// The database refused or failed.
    fn execute(&mut self, sql: &str, params: &[Value]) -> StoreResult<u64>;
    /// Runs a query, handing each row to `each`.
    ///
    /// # Errors
    /// The database refused or failed, or `each` did.
    fn query(
        &mut self,
        sql: &str,
        params: &[Value],
        each: &mut dyn FnMut(&dyn Columns) -> StoreResult<()>,
    ) -> StoreResult<()>;
    /// Makes a transaction's changes durable (a read session has nothing to commit).
    ///
    /// # Errors
    /// The commit failed: nothing was written.
    fn commit(self: Box<Self>) -> StoreResult<()>;
}

/// A connection that runs plain statements without parameters: all a session needs to begin,
/// commit and roll back.
pub(crate) trait Batch {
    /// Runs `sql`.
    ///
    /// # Errors
    /// The database refused or failed.
    fn batch(&mut self, sql: &str) -> StoreResult<()>;

    /// Whether a transaction is still open on the connection (SQLite ends one by itself
    /// when a write fails on the disk: there is then nothing to roll back).
    fn in_transaction(&self) -> bool {
        true
    }
}

/// A driver's connection for one session, with a transaction open on it for a write session:
/// committed by [`Opened::commit`], rolled back when it is dropped otherwise (the closure
/// failed or panicked, or the commit itself failed).
pub(crate) struct Opened<C: Batch> {
    /// The connection.
    pub(crate) conn: C,
    /// A transaction is open.
    open: bool,
}

impl<C: Batch> Opened<C> {
    /// `conn` for a read session, or with a transaction begun by `begin` for a write one.
    ///
    /// # Errors
    /// The transaction could not begin.
    pub(crate) fn new(mut conn: C, write: bool, begin: &str) -> StoreResult<Opened<C>> {
        if write {
            conn.batch(begin)?;
        }
        Ok(Opened { conn, open: write })
    }

    /// Commits the transaction, if one is open.
    ///
    /// # Errors
    /// The commit failed: nothing was written (and the transaction is rolled back on drop).
    pub(crate) fn commit(&mut self) -> StoreResult<()> {
        if self.open {
            self.conn.batch("COMMIT")?;
            self.open = false;
        }
        Ok(())
    }
}

impl<C: Batch> Drop for Opened<C> {
    fn drop(&mut self) {
        if self.open
            && self.conn.in_transaction()
            && let Err(e) = self.conn.batch("ROLLBACK")
        {
            tracing::error!("rolling back a transaction failed: {e}");
        }
    }
}

/// A database the store runs on.
pub trait Backend: Send + Sync + fmt::Debug {
    /// A session for reads (each statement on its own) or, with `write`, one transaction,
    /// rolled back unless committed.
    ///
    /// # Errors
    /// No connection could be had, or the transaction could not begin.
    fn session(&self, write: bool) -> StoreResult<Box<dyn Session + '_>>;

    /// Sets SQLite pragma `name` to `value` on the connection the store uses; whether this is
    /// a SQLite database that took it. For tests that make the disk full
    /// (`max_page_count`) or the file read-only (`query_only`).
    ///
    /// # Errors
    /// SQLite refused it.
    fn sqlite_pragma(&self, _name: &str, _value: i64) -> StoreResult<bool> {
        Ok(false)
    }

    /// Starts telling `news` what other processes commit (PostgreSQL's notifications), for as
    /// long as it lives. A database only this process uses needs nothing: the store tells its
    /// news itself.
    fn hear_news(&self, _news: std::sync::Weak<super::news::News>) {}
}
