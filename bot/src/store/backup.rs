//! Backups of a SQLite database, taken while the bot runs, and restores into a stopped one.
//!
//! A copy is made with SQLite's online backup API (`sqlite3_backup_*` through rusqlite), in
//! one step: a consistent snapshot of the database as of one moment, however many moves are
//! being committed meanwhile (the database is in WAL mode, so the copy holds a read snapshot
//! and writers go on). A file copy is never used: it can catch a page half-written. Every
//! copy is then checked before it is called good: SQLite's `integrity_check`, and every game
//! replayed by the rules from its start through its recorded moves to the position each move
//! recorded. A restore checks the file the same way first, refuses to write into a database
//! whose bot still holds its background lease, and copies with the same API.

use std::{
    path::{Path, PathBuf},
    time::Duration,
};

use rusqlite::{Connection, OpenFlags, OptionalExtension, backup::Backup};

pub use super::verify::Checked;

/// Why a backup or restore was refused, in words for the operator.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The file cannot be opened or read as a SQLite database.
    #[error("{path} cannot be read as the bot's database: {source}")]
    Unreadable {
        /// The file.
        path: PathBuf,
        /// SQLite's reason.
        source: rusqlite::Error,
    },
    /// SQLite's integrity check found damage.
    #[error("{path} is damaged: SQLite's integrity check says {said}")]
    Damaged {
        /// The file.
        path: PathBuf,
        /// What the check said first.
        said: String,
    },
    /// A game's record does not replay to what it recorded.
    #[error("{path}: game {game} does not replay: {why}")]
    Game {
        /// The file.
        path: PathBuf,
        /// The game's number.
        game: i64,
        /// What went wrong.
        why: String,
    },
    /// The copy itself failed.
    #[error("copying {from} to {to} failed: {source}")]
    Copy {
        /// From.
        from: PathBuf,
        /// To.
        to: PathBuf,
        /// SQLite's reason.
        source: rusqlite::Error,
    },
    /// The file to write exists already (a backup never overwrites one).
    #[error("{0} exists already: choose a new file for the backup")]
    Exists(PathBuf),
    /// The backup folder cannot be made, read or tidied.
    #[error("the backup folder {path} cannot be used: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The folder to write the backup into does not exist.
    #[error("the folder {0} does not exist: make it first (mkdir -p), or name another")]
    NoFolder(PathBuf),
    /// The file is a SQLite database, but not (or not yet, or no longer) the bot's.
    #[error("{path} is not a database of this bot: {why}")]
    NotTheBots {
        /// The file.
        path: PathBuf,
        /// What is wrong with it.
        why: String,
    },
    /// The database to restore into is in use by a running bot.
    #[error(
        "the bot using {path} holds its background lease until {until} (Unix time): stop it \
         first, then restore"
    )]
    InUse {
        /// The database.
        path: PathBuf,
        /// When its lease runs out.
        until: i64,
    },
}

/// Rolling backups (`BOT_BACKUP_DIR`, `BOT_BACKUP_EVERY`, `BOT_BACKUP_KEEP`): the process
/// doing the background work takes one when the newest is `every` old, into `dir` as
/// `bot-<Unix seconds>.sqlite3`, and keeps the newest `keep`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rolling {
    /// The database backed up.
    pub db: PathBuf,
    /// Where the backups go.
    pub dir: PathBuf,
    /// How often.
    pub every: Duration,
    /// How many are kept.
    pub keep: usize,
}

impl Rolling {
    /// Takes a backup if the newest in the folder is `every` old at `now_secs` (or there is
    /// none), then removes the oldest beyond `keep`. Returns the new file and what it holds.
    ///
    /// # Errors
    /// The folder cannot be made or read, or the backup failed or did not check out (then
    /// the failed copy is removed).
    pub fn run_if_due(&self, now_secs: i64) -> Result<Option<(PathBuf, Checked)>, BackupError> {
        let folder = |source| BackupError::Folder { path: self.dir.clone(), source };
        std::fs::create_dir_all(&self.dir).map_err(folder)?;
        let mut taken = self.taken().map_err(folder)?;
        let every = i64::try_from(self.every.as_secs()).unwrap_or(i64::MAX);
        if taken.last().is_some_and(|&(at, _)| now_secs.saturating_sub(at) < every) {
            return Ok(None);
        }
        let file = self.dir.join(format!("bot-{now_secs}.sqlite3"));
        let checked = match backup(&self.db, &file) {
            Ok(checked) => checked,
            Err(e) => {
                let _ = std::fs::remove_file(&file);
                return Err(e);
            }
        };
        taken.push((now_secs, file.clone()));
        let extra = taken.len().saturating_sub(self.keep.max(1));
        for (_, old) in taken.drain(..extra) {
            std::fs::remove_file(&old).map_err(folder)?;
        }
        Ok(Some((file, checked)))
    }

    /// The backups in the folder, oldest first, with when each was taken.
    fn taken(&self) -> std::io::Result<Vec<(i64, PathBuf)>> {
        let mut taken = Vec::new();
        for entry in std::fs::read_dir(&self.dir)? {
            let path = entry?.path();
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            let at = name.strip_prefix("bot-").and_then(|n| n.strip_suffix(".sqlite3"));
            if let Some(at) = at.and_then(|n| n.parse::<i64>().ok()) {
                taken.push((at, path));
            }
        }
        taken.sort();
        Ok(taken)
    }
}

/// How long a backup or restore waits for a lock before giving up.
const WAIT: Duration = Duration::from_secs(30);

/// Copies the SQLite database at `from` (which a bot may be using) into the new file `to`,
/// then checks the copy.
///
/// # Errors
/// `to` exists, `from` cannot be read, the copy failed, or the copy does not check out.
pub fn backup(from: &Path, to: &Path) -> Result<Checked, BackupError> {
    if to.exists() {
        return Err(BackupError::Exists(to.to_owned()));
    }
    if let Some(folder) = to.parent().filter(|f| !f.as_os_str().is_empty())
        && !folder.is_dir()
    {
        return Err(BackupError::NoFolder(folder.to_owned()));
    }
    let source = open(from, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    // A copy that fails, or does not check out, is not left behind under the name asked for
    // (nor is its journal): a retry would be refused as existing, and a damaged copy must not
    // pass for a backup.
    let copied = copy_into(&source, from, to).and_then(|()| check(to));
    if copied.is_err() {
        for leftover in [to.to_owned(), with_suffix(to, "-journal")] {
            let _ = std::fs::remove_file(leftover);
        }
    }
    copied
}

/// The snapshot of `source` (the database at `from`) written into the new file `to`, as one
/// self-contained file.
fn copy_into(source: &Connection, from: &Path, to: &Path) -> Result<(), BackupError> {
    let mut copy = Connection::open(to).map_err(|source| copy_failed(from, to, source))?;
    one_step(source, &mut copy).map_err(|source| copy_failed(from, to, source))?;
    // One self-contained file: the copy leaves WAL mode (the bot's database is in it), so it
    // needs no -wal or -shm file beside it, even when it is read.
    copy.query_row("PRAGMA journal_mode = DELETE", [], |r| r.get::<_, String>(0))
        .map_err(|source| copy_failed(from, to, source))?;
    Ok(())
}

/// `path` with `suffix` after its name (`bot.sqlite3-journal`).
fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(suffix);
    PathBuf::from(name)
}

/// Checks the database file at `path`: SQLite's integrity check, and every game replayed.
///
/// # Errors
/// It cannot be read, is damaged, or a game does not replay.
pub fn check(path: &Path) -> Result<Checked, BackupError> {
    let conn = open(path, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    integrity(path, &conn)?;
    let known = super::sqlite::schema::MIGRATIONS.len();
    let not_ours = |why: String| BackupError::NotTheBots { path: path.to_owned(), why };
    let unreadable = |source| BackupError::Unreadable { path: path.to_owned(), source };
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(unreadable)?;
    match usize::try_from(found) {
        Ok(0) => return Err(not_ours("it has had none of the bot's schema (version 0)".into())),
        Ok(found) if found <= known => {}
        _ => {
            return Err(not_ours(format!(
                "its schema version {found} is newer than this build knows ({known}): use a \
                 newer build of the bot"
            )));
        }
    }
    replay_all(path, &conn)
}

/// SQLite's integrity check of the open database at `path`.
///
/// # Errors
/// It cannot be read, or is damaged (what the check said first).
pub fn integrity(path: &Path, conn: &Connection) -> Result<(), BackupError> {
    let unreadable = |source| BackupError::Unreadable { path: path.to_owned(), source };
    let said: String =
        conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).map_err(unreadable)?;
    if said != "ok" {
        return Err(BackupError::Damaged { path: path.to_owned(), said });
    }
    Ok(())
}

/// Restores the checked backup `file` into the database at `into`, whose bot must be stopped.
///
/// # Errors
/// `file` does not check out, the bot using `into` still holds its lease, or the copy failed.
pub fn restore(file: &Path, into: &Path, now_secs: i64) -> Result<Checked, BackupError> {
    let checked = check(file)?;
    if into.exists() {
        let target = open(into, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
        // A database without the table (older, or not the bot's) has nobody holding it.
        let until: Option<i64> = target
            .query_row(
                "SELECT expires_at FROM leases WHERE name = 'background' AND expires_at > ?1",
                [now_secs],
                |r| r.get(0),
            )
            .optional()
            .unwrap_or(None);
        if let Some(until) = until {
            return Err(BackupError::InUse { path: into.to_owned(), until });
        }
    }
    let source = open(file, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let mut target = Connection::open(into).map_err(|source| copy_failed(file, into, source))?;
    target.busy_timeout(WAIT).map_err(|source| copy_failed(file, into, source))?;
    one_step(&source, &mut target).map_err(|source| copy_failed(file, into, source))?;
    // A backup of a running bot carries that bot's background lease; nobody holds it now (a
    // bot holding the target's was refused above), so a restore, or the next, is not refused
    // for it.
    let leases: i64 = target
        .query_row("SELECT count(*) FROM sqlite_master WHERE name = 'leases'", [], |r| r.get(0))
        .map_err(|source| copy_failed(file, into, source))?;
    if leases > 0 {
        target
            .execute("DELETE FROM leases", [])
            .map_err(|source| copy_failed(file, into, source))?;
    }
    Ok(checked)
}

/// Opens `path` as a SQLite database that must exist, and reads its header (a file that is
/// not a database fails here, with SQLite's "file is not a database").
fn open(path: &Path, flags: OpenFlags) -> Result<Connection, BackupError> {
    let unreadable = |source| BackupError::Unreadable { path: path.to_owned(), source };
    let conn = Connection::open_with_flags(path, flags | OpenFlags::SQLITE_OPEN_NO_MUTEX)
        .map_err(unreadable)?;
    conn.busy_timeout(WAIT).map_err(unreadable)?;
    conn.query_row("SELECT count(*) FROM sqlite_master", [], |r| r.get::<_, i64>(0))
        .map_err(unreadable)?;
    Ok(conn)
}

/// The whole database in one backup step (all its pages): one consistent snapshot. A step
/// that finds the database locked is tried again, for at most [`WAIT`].
fn one_step(from: &Connection, to: &mut Connection) -> rusqlite::Result<()> {
    use rusqlite::backup::StepResult;
    let backup = Backup::new(from, to)?;
    let began = std::time::Instant::now();
    loop {
        match backup.step(-1)? {
            StepResult::Done => return Ok(()),
            StepResult::More | StepResult::Busy | StepResult::Locked if began.elapsed() < WAIT => {
                std::thread::sleep(Duration::from_millis(20));
            }
            _ => {
                return Err(rusqlite::Error::SqliteFailure(
                    rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
                    Some("the database stayed locked".to_owned()),
                ));
            }
        }
    }
}

fn copy_failed(from: &Path, to: &Path, source: rusqlite::Error) -> BackupError {
    BackupError::Copy { from: from.to_owned(), to: to.to_owned(), source }
}

/// Replays every game of the database at `path` from its start through its moves, checking
/// each move's recorded position.
fn replay_all(path: &Path, conn: &Connection) -> Result<Checked, BackupError> {
    let unreadable = |source| BackupError::Unreadable { path: path.to_owned(), source };
    let mut games = conn
        .prepare("SELECT id, game, start_position FROM games ORDER BY id")
        .map_err(unreadable)?;
    let rows = games
        .query_map([], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?))
        })
        .map_err(unreadable)?;
    let mut moves = conn
        .prepare("SELECT canonical, position_after FROM moves WHERE game_id = ?1 ORDER BY ply")
        .map_err(unreadable)?;
    let mut checked = Checked { games: 0, moves: 0 };
    for row in rows {
        let (id, game, start) = row.map_err(unreadable)?;
        let recorded: Vec<(String, String)> = moves
            .query_map([id], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
            .and_then(Iterator::collect)
            .map_err(unreadable)?;
        checked.moves += super::verify::replay(&game, &start, recorded)
            .map_err(|why| BackupError::Game { path: path.to_owned(), game: id, why })?;
        checked.games += 1;
    }
    Ok(checked)
}
