//! A database's schema version, read without changing anything (`bot check`): how many
//! migrations it has had, against how many this build knows.

use std::path::Path;

use super::{OpenError, StoreError, postgres, sqlite};

/// How far a database's schema is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SchemaVersion {
    /// Migrations it has had.
    pub found: usize,
    /// Migrations this build knows.
    pub known: usize,
}

/// The schema version of the database at `location` (as [`super::Store::open`] takes it);
/// `None` for a SQLite file that does not exist yet. Nothing is created or migrated.
///
/// # Errors
/// The database cannot be reached or read.
pub fn schema_version(location: &str) -> Result<Option<SchemaVersion>, OpenError> {
    if super::is_postgres_url(location) {
        let pg = |e| OpenError::Connect(postgres::failure(e));
        let mut client = ::postgres::Client::connect(location, ::postgres::NoTls).map_err(pg)?;
        let has_table: bool = client
            .query_one("SELECT to_regclass('schema_version') IS NOT NULL", &[])
            .and_then(|r| r.try_get(0))
            .map_err(pg)?;
        let found: i64 = if has_table {
            let row = client.query_opt("SELECT version FROM schema_version", &[]).map_err(pg)?;
            row.map(|r| r.try_get(0)).transpose().map_err(pg)?.unwrap_or(0)
        } else {
            0
        };
        let found = usize::try_from(found).map_err(|_| {
            OpenError::Connect(StoreError::bad_value("schema_version.version", found))
        })?;
        return Ok(Some(SchemaVersion { found, known: postgres::schema::MIGRATIONS.len() }));
    }
    let path = Path::new(location);
    if !path.exists() {
        return Ok(None);
    }
    let unreadable = |source| OpenError::Sqlite { path: path.to_owned(), source };
    let conn =
        rusqlite::Connection::open_with_flags(path, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(unreadable)?;
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(unreadable)?;
    let found = usize::try_from(found).unwrap_or(usize::MAX);
    Ok(Some(SchemaVersion { found, known: sqlite::schema::MIGRATIONS.len() }))
}
