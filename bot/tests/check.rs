//! `bot check`, as an operator runs it: the bot program against the double, on a SQLite file
//! and on a PostgreSQL database restored with `pg_dump` / `pg_restore`.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
mod support;

use std::{path::Path, process::Command};

use common::{Fixture, PLACE, actor, alice, bob};
use support::Discord;

/// The SQLite schema's version now.
const SQLITE: usize = bot::store::sqlite::schema::MIGRATIONS.len();

/// `bot check` in `dir` with `vars`: whether it passed, and what it printed.
fn check(dir: &Path, vars: &[(&str, &str)]) -> (bool, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bot"));
    command.arg("check").current_dir(dir);
    for key in ["DISCORD_TOKEN", "DISCORD_GUILD_ID", "DISCORD_API_BASE", "BOT_DATABASE"] {
        command.env_remove(key);
    }
    for (k, v) in vars {
        command.env(k, v);
    }
    // The double answers on this runtime's other threads meanwhile.
    let out = tokio::task::block_in_place(|| command.output().unwrap());
    let said =
        format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out.status.success(), said)
}

/// A game with a few moves, through the host.
fn a_game(fx: &Fixture) {
    fx.start(rules::GameId::Xiangqi, PLACE);
    for (by, text) in [(alice(), "h3e3"), (bob(), "h10g8"), (alice(), "h1g3")] {
        fx.host.play_move(&actor(&by), PLACE, text, None).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_good_setup_passes_and_each_problem_is_said() {
    let d = Discord::start().await;
    let api = d.api_base();
    let dir = tempfile::tempdir().unwrap();
    let fx = Fixture::new();
    a_game(&fx);
    let db = fx.location();
    let base = [("DISCORD_TOKEN", "test-token"), ("DISCORD_API_BASE", api.as_str())];
    let run = |extra: Vec<(&'static str, String)>| {
        let mut vars: Vec<(&str, String)> =
            base.iter().map(|(k, v)| (*k, (*v).to_owned())).collect();
        vars.push(("BOT_DATABASE", db.clone()));
        vars.extend(extra);
        let vars: Vec<(&str, &str)> = vars.iter().map(|(k, v)| (*k, v.as_str())).collect();
        check(dir.path(), &vars)
    };
    let (passed, said) = run(vec![("BOT_METRICS_ADDR", "127.0.0.1:0".to_owned())]);
    assert!(passed, "{said}");
    for line in [
        "ok      Discord accepts the token: the bot is Variants",
        "ok      the bot runs all 1 shards Discord recommends",
        &format!("schema version {SQLITE} of {SQLITE}"),
        "ok      every game replays to its recorded positions (1 games, 3 plies)",
        "ok      BOT_METRICS_ADDR 127.0.0.1:0 is free",
        "All is well",
    ] {
        assert!(said.contains(line), "{line} in:\n{said}");
    }
    // A token Discord does not know.
    let (passed, said) = run(vec![("DISCORD_TOKEN", "not-the-token".to_owned())]);
    assert!(!passed);
    assert!(said.contains("PROBLEM Discord refuses DISCORD_TOKEN (401 Unauthorized)"), "{said}");
    // The metrics address taken by another program.
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = taken.local_addr().unwrap().to_string();
    let (passed, said) = run(vec![("BOT_METRICS_ADDR", addr.clone())]);
    assert!(!passed);
    assert!(said.contains(&format!("PROBLEM BOT_METRICS_ADDR {addr} cannot be listened on")));
    // Fewer shards than Discord asks for.
    d.shard(2, &[support::server(0), support::server(1)]);
    let (passed, said) = run(vec![("DISCORD_SHARDS", "0-0/1".to_owned())]);
    assert!(!passed);
    assert!(said.contains("DISCORD_SHARDS says 1 shards in all; Discord asks for at least 2"));
    // A move tampered with in the file.
    fx.execute("UPDATE moves SET canonical = 'h10g8' WHERE ply = 3").unwrap();
    let (passed, said) = run(Vec::new());
    assert!(!passed);
    assert!(said.contains("game 1 does not replay: ply 3"), "{said}");
    // No token at all: the settings are refused, the database still checked.
    let (passed, said) = check(dir.path(), &[("BOT_DATABASE", &db)]);
    assert!(!passed);
    assert!(said.contains("PROBLEM DISCORD_TOKEN is not set"), "{said}");
    assert!(said.contains(&format!("schema version {SQLITE} of {SQLITE}")), "{said}");
}

/// What `bot check` catches that a replay of the games does not: a damaged page (an index's,
/// which no replay reads), a database file the bot could not create, a `.env` it cannot read
/// (exit status 1, as README says).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn damage_an_uncreatable_file_and_a_malformed_env_are_problems() {
    let d = Discord::start().await;
    let api = d.api_base();
    let dir = tempfile::tempdir().unwrap();
    let fx = Fixture::new();
    a_game(&fx);
    let run = |db: &str| {
        let vars = [("DISCORD_TOKEN", "test-token"), ("DISCORD_API_BASE", api.as_str())];
        let mut vars = vars.to_vec();
        vars.push(("BOT_DATABASE", db));
        check(dir.path(), &vars)
    };
    // An index's root page overwritten: every game still replays, SQLite's check says no.
    let damaged = dir.path().join("damaged.sqlite3");
    bot::store::backup::backup(&fx.path(), &damaged).unwrap();
    let conn = rusqlite::Connection::open(&damaged).unwrap();
    let page_size: i64 = conn.query_row("PRAGMA page_size", [], |r| r.get(0)).unwrap();
    let root: i64 = conn
        .query_row("SELECT rootpage FROM sqlite_master WHERE name = 'games_by_server'", [], |r| {
            r.get(0)
        })
        .unwrap();
    drop(conn);
    let mut bytes = std::fs::read(&damaged).unwrap();
    let at = usize::try_from((root - 1) * page_size).unwrap();
    bytes[at..at + 512].fill(0x5A);
    std::fs::write(&damaged, bytes).unwrap();
    let (passed, said) = run(damaged.to_str().unwrap());
    assert!(!passed, "{said}");
    assert!(said.contains("PROBLEM") && said.contains("damaged"), "{said}");
    assert!(!said.contains("All is well"), "{said}");
    // A database under a file, and in a folder nobody may write.
    let file = dir.path().join("a-file");
    std::fs::write(&file, b"").unwrap();
    let (passed, said) = run(file.join("data/bot.sqlite3").to_str().unwrap());
    assert!(!passed && said.contains("is not a folder"), "{said}");
    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    let chattr = |flag| Command::new("chattr").arg(flag).arg(&locked).status().unwrap();
    assert!(chattr("+i").success(), "chattr needs root");
    let (passed, said) = run(locked.join("bot.sqlite3").to_str().unwrap());
    chattr("-i");
    assert!(!passed && said.contains("cannot be written"), "{said}");
    // A `.env` line that is not `KEY=value`.
    std::fs::write(dir.path().join(".env"), "DISCORD_TOKEN test-token\n").unwrap();
    let out = tokio::task::block_in_place(|| {
        Command::new(env!("CARGO_BIN_EXE_bot")).arg("check").current_dir(dir.path()).output()
    })
    .unwrap();
    assert_eq!(out.status.code(), Some(1), "{out:?}");
    assert!(String::from_utf8_lossy(&out.stdout).contains("PROBLEM"), "{out:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_database_restored_with_pg_restore_is_verified() {
    let d = Discord::start().await;
    let api = d.api_base();
    let (restored, dir) = tokio::task::spawn_blocking(|| {
        let fx = Fixture::postgres();
        a_game(&fx);
        let url = fx.location();
        let name = url.split('?').next().unwrap().rsplit('/').next().unwrap().to_owned();
        let cluster = common::pg::cluster();
        let dump = cluster.path().join(format!("{name}.dump"));
        let dump = dump.to_str().unwrap();
        let host = cluster.path().to_str().unwrap();
        common::pg::run("pg_dump", &["-Fc", "-h", host, "-U", "postgres", "-f", dump, &name]);
        let copy = format!("{name}_restored");
        common::pg::run("createdb", &["-h", host, "-U", "postgres", &copy]);
        common::pg::run("pg_restore", &["-h", host, "-U", "postgres", "-d", &copy, dump]);
        (cluster.url(&copy), tempfile::tempdir().unwrap())
    })
    .await
    .unwrap();
    let vars = [
        ("DISCORD_TOKEN", "test-token"),
        ("DISCORD_API_BASE", api.as_str()),
        ("BOT_DATABASE", restored.as_str()),
    ];
    let (passed, said) = check(dir.path(), &vars);
    assert!(passed, "{said}");
    let known = bot::store::postgres::schema::MIGRATIONS.len();
    assert!(said.contains(&format!("schema version {known} of {known}")), "{said}");
    assert!(said.contains("(1 games, 3 plies)"), "{said}");
}
