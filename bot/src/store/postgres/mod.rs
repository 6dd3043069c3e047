//! The PostgreSQL driver, for several bot processes sharing one database.
//!
//! It runs on the `postgres` crate (the blocking client over `tokio-postgres`, both by Steven
//! Fackler, the Rust ecosystem's reference PostgreSQL client) with connections pooled by
//! `r2d2` (same author, the blocking pool `postgres`'s own documentation points to). The host
//! is blocking code on the blocking thread pool, so a blocking client fits it without a second
//! async layer. Each pooled connection keeps its prepared statements: a turn's statements are
//! parsed once per connection, not once per turn.
//!
//! A write session is one `READ COMMITTED` transaction. What SQLite's single writer gave for
//! free is made explicit: every change to a game is a compare-and-set on its version, uniqueness
//! is enforced by indexes, rows read to compute a change are locked (`FOR UPDATE`), and claims
//! on the outbox and the background lease are conditional updates.

mod news;
pub mod schema;

use std::{collections::HashMap, error::Error, fmt, time::Duration};

use bytes::BytesMut;
use postgres::{
    Client, NoTls, Row, Statement,
    error::SqlState,
    types::{IsNull, ToSql, Type, to_sql_checked},
};

use super::sql::{
    Backend, Batch, Columns, Conflict, Dialect, OpenError, Opened, Outage, Session, StoreError,
    StoreResult, Value,
};

/// Connections a process keeps at most. A host call holds one connection at a time, and the
/// blocking pool runs a few at once; more would only queue inside PostgreSQL.
const POOL_SIZE: u32 = 8;

/// How long a call waits for a connection before it is refused with "cannot be reached": a
/// player is told within Discord's three seconds, and a server restarting is usually back
/// before they try again.
const CONNECT_WAIT: Duration = Duration::from_secs(2);

/// A PostgreSQL database.
pub struct Postgres {
    /// `None` only while it is being dropped.
    pool: Option<r2d2::Pool<Manager>>,
    /// How to connect again: the news listener's own connection.
    config: postgres::Config,
}

impl fmt::Debug for Postgres {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Postgres").field("pool", &self.pool.as_ref().map(|p| p.state())).finish()
    }
}

impl Drop for Postgres {
    /// The blocking client runs each connection on a small runtime of its own, which must not
    /// be dropped inside an async task (the last `Arc<Host>` may well go there): the
    /// connections are closed on a thread of their own.
    fn drop(&mut self) {
        if let Some(pool) = self.pool.take()
            && std::thread::spawn(move || drop(pool)).join().is_err()
        {
            tracing::error!("closing the PostgreSQL connections panicked");
        }
    }
}

impl Postgres {
    /// Connects to the database at `url` (`postgres://user@host/db`, or with `?host=/socket/dir`)
    /// and migrates it.
    ///
    /// # Errors
    /// The URL is not one, the server cannot be reached, or the schema cannot be brought up to
    /// date; the message says which.
    pub fn connect(url: &str) -> Result<Postgres, OpenError> {
        let config: postgres::Config = url.parse().map_err(OpenError::Url)?;
        // One connection first, whose error says what is wrong (a server not up yet, or a
        // refused password, a missing database): the pool's would say only "timed out".
        drop(config.connect(NoTls).map_err(|e| OpenError::Connect(failure(e)))?);
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(1))
            .connection_timeout(CONNECT_WAIT)
            // Connections that fail in the background are the calls' to report: the pool's own
            // handler would log through `log`, which nobody reads here.
            .error_handler(Box::new(r2d2::NopErrorHandler))
            .build(Manager { config: config.clone() })
            .map_err(|e| OpenError::Connect(unreachable(e)))?;
        let mut conn = pool.get().map_err(|e| OpenError::Connect(unreachable(e)))?;
        schema::migrate(&mut conn.client)?;
        Ok(Postgres { pool: Some(pool), config })
    }
}

/// Opens pooled connections.
#[derive(Debug)]
struct Manager {
    config: postgres::Config,
}

/// A connection and the statements prepared on it, by their SQL.
struct Connection {
    client: Client,
    statements: HashMap<String, Statement>,
}

impl r2d2::ManageConnection for Manager {
    type Connection = Connection;
    type Error = postgres::Error;

    fn connect(&self) -> Result<Connection, postgres::Error> {
        Ok(Connection { client: self.config.connect(NoTls)?, statements: HashMap::new() })
    }

    fn is_valid(&self, conn: &mut Connection) -> Result<(), postgres::Error> {
        conn.client.simple_query("").map(|_| ())
    }

    fn has_broken(&self, conn: &mut Connection) -> bool {
        conn.client.is_closed()
    }
}

impl Connection {
    /// The statement for `sql` (written with `?N`), prepared once on this connection.
    fn prepare(&mut self, sql: &str) -> StoreResult<Statement> {
        if let Some(stmt) = self.statements.get(sql) {
            return Ok(stmt.clone());
        }
        let stmt = self.client.prepare(&numbered(sql)).map_err(failure)?;
        self.statements.insert(sql.to_owned(), stmt.clone());
        Ok(stmt)
    }
}

/// `?N` parameters written as PostgreSQL's `$N` (the store's SQL has no `?` in literals).
fn numbered(sql: &str) -> String {
    sql.replace('?', "$")
}

impl Backend for Postgres {
    fn hear_news(&self, news: std::sync::Weak<crate::store::news::News>) {
        news::hear(self.config.clone(), news);
    }

    fn session(&self, write: bool) -> StoreResult<Box<dyn Session + '_>> {
        let pool = self.pool.as_ref().ok_or(StoreError::Closed)?;
        let conn = pool.get().map_err(unreachable)?;
        Ok(Box::new(PgSession(Opened::new(conn, write, "BEGIN")?)))
    }
}

impl Batch for r2d2::PooledConnection<Manager> {
    fn batch(&mut self, sql: &str) -> StoreResult<()> {
        self.client.batch_execute(sql).map_err(failure)
    }
}

struct PgSession(Opened<r2d2::PooledConnection<Manager>>);

fn params(values: &[Value]) -> Vec<&(dyn ToSql + Sync)> {
    values.iter().map(|v| v as &(dyn ToSql + Sync)).collect()
}

impl Session for PgSession {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn execute(&mut self, sql: &str, values: &[Value]) -> StoreResult<u64> {
        let conn = &mut self.0.conn;
        let stmt = conn.prepare(sql)?;
        conn.client.execute(&stmt, &params(values)).map_err(refusal)
    }

    fn query(
        &mut self,
        sql: &str,
        values: &[Value],
        each: &mut dyn FnMut(&dyn Columns) -> StoreResult<()>,
    ) -> StoreResult<()> {
        let conn = &mut self.0.conn;
        let stmt = conn.prepare(sql)?;
        for row in conn.client.query(&stmt, &params(values)).map_err(refusal)? {
            each(&row)?;
        }
        Ok(())
    }

    fn commit(mut self: Box<Self>) -> StoreResult<()> {
        self.0.commit()
    }
}

impl ToSql for Value {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> Result<IsNull, Box<dyn Error + Sync + Send>> {
        match self {
            Value::Null => Ok(IsNull::Yes),
            Value::Int(v) => match *ty {
                Type::INT2 => i16::try_from(*v)?.to_sql(ty, out),
                Type::INT4 => i32::try_from(*v)?.to_sql(ty, out),
                Type::FLOAT8 => (*v as f64).to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
            Value::Real(v) => v.to_sql(ty, out),
            Value::Text(v) => v.to_sql(ty, out),
            Value::Bool(v) => match *ty {
                Type::INT8 => i64::from(*v).to_sql(ty, out),
                _ => v.to_sql(ty, out),
            },
        }
    }

    /// Any parameter type: [`ToSql::to_sql`] picks the encoding the statement asks for, and
    /// the encoders it calls refuse a value of the wrong kind.
    fn accepts(_: &Type) -> bool {
        true
    }

    to_sql_checked!();
}

impl Columns for Row {
    fn int(&self, column: &str) -> StoreResult<Option<i64>> {
        self.try_get(column).map_err(failure)
    }

    fn text(&self, column: &str) -> StoreResult<Option<String>> {
        self.try_get(column).map_err(failure)
    }

    fn real(&self, column: &str) -> StoreResult<Option<f64>> {
        self.try_get(column).map_err(failure)
    }
}

/// What went wrong, with the server's own message when it sent one (the error's `Display`
/// alone says only "db error").
fn describe(e: &postgres::Error) -> String {
    match e.as_db_error() {
        Some(db) => format!("{}: {}", db.severity(), db.message()),
        None => e.source().map_or_else(|| e.to_string(), |s| format!("{e}: {s}")),
    }
}

/// No connection could be had from the pool within [`CONNECT_WAIT`].
fn unreachable(e: r2d2::Error) -> StoreError {
    StoreError::unavailable("PostgreSQL", Outage::Unreachable, e)
}

/// The server's error, as an outage when it says the database cannot be used just now (the
/// connection lost, the server shutting down or starting, the disk full, a read-only
/// server), else as a failure.
pub(crate) fn failure(e: postgres::Error) -> StoreError {
    match outage(&e) {
        Some(outage) => StoreError::unavailable("PostgreSQL", outage, Described(e)),
        None => StoreError::failure("PostgreSQL", Described(e)),
    }
}

fn outage(e: &postgres::Error) -> Option<Outage> {
    if e.is_closed() || e.source().is_some_and(|s| s.is::<std::io::Error>()) {
        return Some(Outage::Unreachable);
    }
    let code = e.code()?;
    if code.code().starts_with("08")
        || [SqlState::ADMIN_SHUTDOWN, SqlState::CRASH_SHUTDOWN, SqlState::CANNOT_CONNECT_NOW]
            .contains(code)
    {
        Some(Outage::Unreachable)
    } else if [SqlState::DISK_FULL, SqlState::OUT_OF_MEMORY].contains(code) {
        Some(Outage::Full)
    } else if *code == SqlState::READ_ONLY_SQL_TRANSACTION {
        Some(Outage::ReadOnly)
    } else {
        None
    }
}

/// A PostgreSQL error that shows the server's own message when it sent one (the error's
/// `Display` alone says only "db error"), and keeps the error as its source.
#[derive(Debug)]
struct Described(postgres::Error);

impl std::fmt::Display for Described {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&describe(&self.0))
    }
}

impl Error for Described {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        Some(&self.0)
    }
}

/// A uniqueness rule refusing the statement is a conflict; anything else is a failure.
fn refusal(e: postgres::Error) -> StoreError {
    if e.code() == Some(&SqlState::UNIQUE_VIOLATION) {
        StoreError::Conflict(Conflict::Duplicate)
    } else {
        failure(e)
    }
}
