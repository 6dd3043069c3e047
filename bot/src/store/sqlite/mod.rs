//! The SQLite driver: one file, opened in WAL mode with `synchronous = FULL`, so a committed
//! turn survives a crash of the process and of the machine. One connection serves the process
//! (SQLite has one writer at a time anyway); a transaction is `BEGIN IMMEDIATE`, so it holds the
//! write lock from its first statement and never fails half-way for want of it.

use std::{
    path::Path,
    sync::{Mutex, MutexGuard, PoisonError},
};

use rusqlite::{
    Connection, ErrorCode,
    types::{ToSqlOutput, ValueRef},
};

pub mod schema;

use super::sql::{
    Backend, Batch, Columns, Conflict, Dialect, OpenError, Opened, Outage, Session, StoreError,
    StoreResult, Value,
};

/// A SQLite database file.
#[derive(Debug)]
pub struct Sqlite {
    conn: Mutex<Connection>,
}

impl Sqlite {
    /// Opens (creating it and its folder if needed) and migrates the database at `path`.
    ///
    /// # Errors
    /// The file cannot be created or opened, or the schema cannot be brought up to date.
    pub fn open(path: &Path) -> Result<Sqlite, OpenError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)
                .map_err(|source| OpenError::Folder { path: dir.to_owned(), source })?;
        }
        let sqlite = |source| OpenError::Sqlite { path: path.to_owned(), source };
        let mut conn = Connection::open(path).map_err(sqlite)?;
        configure(&conn).map_err(sqlite)?;
        schema::migrate(&mut conn)?;
        Ok(Sqlite { conn: Mutex::new(conn) })
    }
}

/// WAL lets readers work while a turn commits; `FULL` makes each commit durable (an fsync of
/// the log, about 0.3 ms on the development machine); the busy timeout makes a second process
/// on the same file wait for the lock instead of failing. Every statement goes through the
/// prepared-statement cache, which holds all of the store's (about 50; rusqlite keeps 16 by
/// default).
fn configure(conn: &Connection) -> rusqlite::Result<()> {
    conn.set_prepared_statement_cache_capacity(64);
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(std::time::Duration::from_secs(10))?;
    Ok(())
}

impl Backend for Sqlite {
    fn session(&self, write: bool) -> StoreResult<Box<dyn Session + '_>> {
        // A panic elsewhere while the connection was held left it consistent (its transaction
        // rolls back when the session drops), so poisoning is ignored.
        let conn = self.conn.lock().unwrap_or_else(PoisonError::into_inner);
        let file = conn.path().filter(|p| !p.is_empty()).map(std::path::PathBuf::from);
        let diagnose = |e| if write { diagnosed(e, file.as_deref()) } else { e };
        let opened = Opened::new(conn, write, "BEGIN IMMEDIATE").map_err(diagnose)?;
        Ok(Box::new(SqliteSession { opened, write }))
    }

    fn sqlite_pragma(&self, name: &str, value: i64) -> StoreResult<bool> {
        let conn = self.conn.lock().unwrap_or_else(PoisonError::into_inner);
        conn.pragma_update(None, name, value).map_err(failure)?;
        Ok(true)
    }
}

impl Batch for MutexGuard<'_, Connection> {
    fn batch(&mut self, sql: &str) -> StoreResult<()> {
        self.execute_batch(sql).map_err(failure)
    }

    fn in_transaction(&self) -> bool {
        !self.is_autocommit()
    }
}

struct SqliteSession<'a> {
    opened: Opened<MutexGuard<'a, Connection>>,
    /// A write transaction: its failures to reach the disk are looked into ([`diagnosed`]).
    write: bool,
}

impl SqliteSession<'_> {
    fn diagnosed(&self, e: StoreError) -> StoreError {
        if !self.write {
            return e;
        }
        let file = self.opened.conn.path().filter(|p| !p.is_empty()).map(Path::new);
        diagnosed(e, file)
    }
}

impl Session for SqliteSession<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn execute(&mut self, sql: &str, params: &[Value]) -> StoreResult<u64> {
        let done =
            self.opened.conn.prepare_cached(sql).map_err(failure).and_then(|mut stmt| {
                stmt.execute(rusqlite::params_from_iter(params)).map_err(refusal)
            });
        done.map(|n| n as u64).map_err(|e| self.diagnosed(e))
    }

    fn query(
        &mut self,
        sql: &str,
        params: &[Value],
        each: &mut dyn FnMut(&dyn Columns) -> StoreResult<()>,
    ) -> StoreResult<()> {
        let mut stmt = self.opened.conn.prepare_cached(sql).map_err(failure)?;
        let mut rows = stmt.query(rusqlite::params_from_iter(params)).map_err(refusal)?;
        while let Some(row) = rows.next().map_err(refusal)? {
            each(row)?;
        }
        Ok(())
    }

    fn commit(mut self: Box<Self>) -> StoreResult<()> {
        let done = self.opened.commit();
        done.map_err(|e| self.diagnosed(e))
    }
}

impl rusqlite::ToSql for Value {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(match self {
            Value::Null => ToSqlOutput::from(rusqlite::types::Null),
            Value::Int(v) => ToSqlOutput::from(*v),
            Value::Real(v) => ToSqlOutput::from(*v),
            Value::Text(v) => ToSqlOutput::from(v.as_str()),
            Value::Bool(v) => ToSqlOutput::from(i64::from(*v)),
        })
    }
}

impl Columns for rusqlite::Row<'_> {
    fn int(&self, column: &str) -> StoreResult<Option<i64>> {
        self.get(column).map_err(failure)
    }

    fn text(&self, column: &str) -> StoreResult<Option<String>> {
        match self.get_ref(column).map_err(failure)? {
            ValueRef::Null => Ok(None),
            ValueRef::Text(t) => Ok(Some(String::from_utf8_lossy(t).into_owned())),
            other => Err(StoreError::bad_value(column, other.data_type())),
        }
    }

    fn real(&self, column: &str) -> StoreResult<Option<f64>> {
        self.get(column).map_err(failure)
    }
}

/// SQLite's error, as an outage when the file is full, will not be written, or cannot be read
/// from the disk (`SQLITE_FULL`, `SQLITE_READONLY`, `SQLITE_IOERR`, `SQLITE_CANTOPEN`), else as
/// a failure. SQLite rolls back the statement (or the transaction) that ran into it, so
/// nothing is half written.
fn failure(e: rusqlite::Error) -> StoreError {
    let outage = match e.sqlite_error_code() {
        Some(ErrorCode::DiskFull) => Some(Outage::Full),
        Some(ErrorCode::ReadOnly) => Some(Outage::ReadOnly),
        Some(ErrorCode::SystemIoFailure | ErrorCode::CannotOpen) => Some(Outage::Unreachable),
        _ => None,
    };
    match outage {
        Some(outage) => StoreError::unavailable("SQLite", outage, e),
        None => StoreError::failure("SQLite", e),
    }
}

/// `e`, a write that could not reach the disk (`SQLITE_IOERR`, `SQLITE_CANTOPEN`: SQLite
/// does not say why), named for what the file system says of `file` and its write-ahead log:
/// a file that will not be opened for writing (read-only, immutable, on a read-only mount) is
/// [`Outage::ReadOnly`]; a folder where one more page does not fit is [`Outage::Full`].
/// Anything else stays [`Outage::Unreachable`].
fn diagnosed(e: StoreError, file: Option<&Path>) -> StoreError {
    use std::io::ErrorKind;
    let (Some(Outage::Unreachable), Some(file)) = (e.outage(), file) else { return e };
    let mut wal = file.as_os_str().to_owned();
    wal.push("-wal");
    for f in [file, Path::new(&wal)] {
        let opened = std::fs::OpenOptions::new().append(true).open(f);
        if opened.is_err_and(|e| {
            matches!(e.kind(), ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem)
        }) {
            return e.with_outage(Outage::ReadOnly);
        }
    }
    let mut probe = file.as_os_str().to_owned();
    probe.push("-space-probe");
    let probe = Path::new(&probe);
    let written = std::fs::write(probe, [0_u8; 4096]);
    let _ = std::fs::remove_file(probe);
    match written {
        Err(w) if w.kind() == ErrorKind::StorageFull => e.with_outage(Outage::Full),
        Err(w)
            if matches!(w.kind(), ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem) =>
        {
            e.with_outage(Outage::ReadOnly)
        }
        _ => e,
    }
}

/// A uniqueness rule refusing the statement is a conflict; anything else is a failure.
fn refusal(e: rusqlite::Error) -> StoreError {
    const UNIQUE: i32 = rusqlite::ffi::SQLITE_CONSTRAINT_UNIQUE;
    const PRIMARY_KEY: i32 = rusqlite::ffi::SQLITE_CONSTRAINT_PRIMARYKEY;
    match &e {
        rusqlite::Error::SqliteFailure(f, _)
            if f.code == ErrorCode::ConstraintViolation
                && matches!(f.extended_code, UNIQUE | PRIMARY_KEY) =>
        {
            StoreError::Conflict(Conflict::Duplicate)
        }
        _ => failure(e),
    }
}
