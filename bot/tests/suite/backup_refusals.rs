//! What `bot backup` and `bot restore` refuse, and what they leave behind when they fail: a
//! backup that cannot be written or does not check out leaves no file under the name asked
//! for; a folder that does not exist is named; a file that is not the bot's database (of no
//! schema, or of a newer one) is not restored; a backup of a running bot restores, twice.
#![allow(clippy::unwrap_used)]

use std::{path::Path, time::Duration};

use crate::common::{Fixture, PLACE, actor, alice, bob};
use bot::store::backup::{self, BackupError};

/// A database with a game of a few moves.
fn a_database() -> Fixture {
    let fx = Fixture::new();
    fx.start(rules::GameId::Xiangqi, PLACE);
    for (by, text) in [(alice(), "h3e3"), (bob(), "h10g8"), (alice(), "h1g3")] {
        fx.host.play_move(&actor(&by), PLACE, text, None).unwrap();
    }
    fx
}

/// The names in `dir`.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_backup_into_a_folder_that_does_not_exist_says_so() {
    let fx = a_database();
    let dir = tempfile::tempdir().unwrap();
    let to = dir.path().join("backups/bot-1.sqlite3");
    let refused = backup::backup(&fx.path(), &to).unwrap_err();
    let said = refused.to_string();
    assert!(said.contains("backups does not exist: make it first"), "{said}");
    assert!(names(dir.path()).is_empty());
}

#[test]
fn a_damaged_source_leaves_no_copy_behind() {
    let fx = a_database();
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("source.sqlite3");
    backup::backup(&fx.path(), &source).unwrap();
    // A move that does not replay.
    let conn = rusqlite::Connection::open(&source).unwrap();
    conn.execute("UPDATE moves SET canonical = 'a1a9' WHERE ply = 1", []).unwrap();
    drop(conn);
    let to = dir.path().join("copy.sqlite3");
    let refused = backup::backup(&source, &to).unwrap_err();
    assert!(refused.to_string().contains("does not replay"), "{refused}");
    assert_eq!(names(dir.path()), ["source.sqlite3"], "the refused copy is removed");
}

#[test]
fn a_backup_onto_a_full_disk_leaves_nothing_and_a_retry_works() {
    let fx = a_database();
    let disk = tempfile::tempdir().unwrap();
    let mounted = std::process::Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(disk.path())
        .status();
    assert!(mounted.is_ok_and(|s| s.success()), "mounting a tmpfs needs root");
    let to = disk.path().join("bot.sqlite3");
    let refused = backup::backup(&fx.path(), &to);
    let left = names(disk.path());
    let _ = std::process::Command::new("umount").arg(disk.path()).status();
    assert!(matches!(refused, Err(BackupError::Copy { .. })), "{refused:?}");
    assert!(left.is_empty(), "nothing left on the full disk: {left:?}");
    // With room, the same name is taken.
    backup::backup(&fx.path(), &to).unwrap();
}

#[test]
fn a_file_that_is_not_the_bots_database_is_not_restored() {
    let dir = tempfile::tempdir().unwrap();
    let into = dir.path().join("bot.sqlite3");
    // Tables named like the bot's, but none of its schema.
    let foreign = dir.path().join("foreign.sqlite3");
    let conn = rusqlite::Connection::open(&foreign).unwrap();
    conn.execute_batch("CREATE TABLE games (id INTEGER); CREATE TABLE moves (id INTEGER);")
        .unwrap();
    drop(conn);
    let said = backup::restore(&foreign, &into, 0).unwrap_err().to_string();
    assert!(said.contains("is not a database of this bot: it has had none"), "{said}");
    // The bot's, from a build newer than this one.
    let fx = a_database();
    let newer = dir.path().join("newer.sqlite3");
    backup::backup(&fx.path(), &newer).unwrap();
    let known = bot::store::sqlite::schema::MIGRATIONS.len();
    let conn = rusqlite::Connection::open(&newer).unwrap();
    conn.pragma_update(None, "user_version", known as i64 + 1).unwrap();
    drop(conn);
    let said = backup::restore(&newer, &into, 0).unwrap_err().to_string();
    assert!(said.contains(&format!("newer than this build knows ({known})")), "{said}");
    assert!(!into.exists(), "nothing restored");
}

#[test]
fn a_backup_of_a_running_bot_restores_and_restores_again() {
    let fx = a_database();
    // The bot holds its background lease as the backup is taken: the copy carries it.
    assert!(fx.host.hold_background(Duration::from_secs(180)).unwrap());
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("backup.sqlite3");
    backup::backup(&fx.path(), &file).unwrap();
    let into = dir.path().join("restored.sqlite3");
    let now = fx.host.now().seconds();
    backup::restore(&file, &into, now).unwrap();
    // No bot runs on the restored database: restoring into it again is not refused.
    backup::restore(&file, &into, now).unwrap();
    assert_eq!(backup::check(&into).unwrap().games, 1);
}
