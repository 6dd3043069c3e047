//! SQLite and PostgreSQL end their migrations with the same schema: the same tables with the
//! same columns, so the store's one body of SQL reads and writes both alike.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::collections::BTreeSet;

use bot::store::{Store, postgres, sqlite::schema};

/// SQLite's columns kept only because SQLite cannot drop a column with a `CHECK`, and
/// PostgreSQL's own version table (SQLite keeps its version in `user_version`).
const ONLY_ONE_SIDE: [(&str, &str); 2] =
    [("server_settings", "piece_style"), ("schema_version", "version")];

#[test]
fn both_databases_migrate_to_the_same_tables_and_columns() {
    // PostgreSQL's baseline is SQLite's schema at its migration 9; later ones come in pairs.
    assert_eq!(schema::MIGRATIONS.len(), 8 + postgres::schema::MIGRATIONS.len());

    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bot.sqlite3");
    Store::open(&file.to_string_lossy()).unwrap();
    let conn = rusqlite::Connection::open(&file).unwrap();
    let mut stmt = conn
        .prepare(
            "SELECT m.name, p.name FROM sqlite_master m, pragma_table_info(m.name) p
             WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%'",
        )
        .unwrap();
    let sqlite: BTreeSet<(String, String)> = stmt
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();

    let url = common::pg::database();
    Store::open(&url).unwrap();
    let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
    let pg: BTreeSet<(String, String)> = client
        .query(
            "SELECT table_name::text, column_name::text FROM information_schema.columns
             WHERE table_schema = 'public'",
            &[],
        )
        .unwrap()
        .into_iter()
        .map(|r| (r.get(0), r.get(1)))
        .collect();

    let strip = |set: &BTreeSet<(String, String)>| -> BTreeSet<(String, String)> {
        set.iter()
            .filter(|(t, c)| !ONLY_ONE_SIDE.contains(&(t.as_str(), c.as_str())))
            .cloned()
            .collect()
    };
    let (sqlite, pg) = (strip(&sqlite), strip(&pg));
    assert!(sqlite.len() > 80, "{sqlite:?}");
    assert_eq!(
        sqlite.symmetric_difference(&pg).collect::<Vec<_>>(),
        Vec::<&(String, String)>::new(),
        "columns in one database and not the other"
    );
}

/// Games finished before results were stored as keys, each as the old schema kept it (the
/// reason's English name and the English result text) and the outcome it must read as now.
fn old_results() -> Vec<(&'static str, &'static str, &'static str, rules::Outcome)> {
    use rules::{BySide, Outcome, Reason, Side};
    vec![
        (
            "second",
            "stalemate",
            "Black wins: Red has no legal move (stalemate)",
            Outcome::win(Side::Second, Reason::Stalemate),
        ),
        (
            "first",
            "perpetual check",
            "Red wins: Black gave perpetual check",
            Outcome::win(Side::First, Reason::PerpetualCheck),
        ),
        (
            "draw",
            "move limit",
            "Draw: 120 half-moves without a capture",
            Outcome::draw(Reason::MoveLimit(120)),
        ),
        (
            "draw",
            "turn limit",
            "Draw: 100 full turns played",
            Outcome::draw(Reason::TurnLimit(100)),
        ),
        (
            "second",
            "the Gauntlet",
            "Red wins: Blue has no General left in the Gauntlet",
            Outcome::win(Side::Second, Reason::Gauntlet),
        ),
        (
            "first",
            "resignation",
            "White wins: Black resigned",
            Outcome::win(Side::First, Reason::Resignation),
        ),
        (
            "second",
            "agreement",
            "Draw by agreement — on points White 65, Black 67.5: Black wins",
            Outcome::on_points(Reason::Agreement, BySide { first: 130, second: 135 }),
        ),
        (
            "draw",
            "move limit",
            "Draw: 100 half-moves without a capture — on points White 4, Black 4: a tie",
            Outcome::on_points(Reason::MoveLimit(100), BySide { first: 8, second: 8 }),
        ),
        (
            "first",
            "capture of the Prince",
            "White wins by capturing Black's Prince",
            Outcome::win(Side::First, Reason::PrinceCaptured),
        ),
    ]
}

/// Inserts the old results as finished games (and one aborted game) with plain SQL.
fn insert_old_results(execute: &mut dyn FnMut(&str)) {
    for (i, (result, reason, text, _)) in old_results().iter().enumerate() {
        let text = text.replace('\'', "''");
        execute(&format!(
            "INSERT INTO games (id, channel_id, game, first_id, first_name, second_id, second_name,
                 start_position, status, result, reason, result_text, created_at, last_move_at)
             VALUES ({}, 10, 'xiangqi', 1, 'a', 2, 'b', 'x', 'finished', '{result}', '{reason}',
                 '{text}', 0, 0)",
            i + 1
        ));
    }
    execute(
        "INSERT INTO games (id, channel_id, game, first_id, first_name, second_id, second_name,
             start_position, status, created_at, last_move_at)
         VALUES (100, 10, 'xiangqi', 1, 'a', 2, 'b', 'x', 'aborted', 0, 0)",
    );
}

/// Reads every old game back through the store, now migrated.
fn assert_old_results_read_as_outcomes(store: &Store) {
    for (i, (_, reason, text, outcome)) in old_results().into_iter().enumerate() {
        let row = store.read(|tx| tx.game(bot::model::GameNo(i as i64 + 1))).unwrap().unwrap();
        assert_eq!(row.outcome, Some(outcome), "{reason}: {text}");
    }
    let aborted = store.read(|tx| tx.game(bot::model::GameNo(100))).unwrap().unwrap();
    assert_eq!(aborted.outcome, None);
}

#[test]
fn stored_result_texts_become_keys_and_values_on_both_databases() {
    // SQLite: a database at migration 9, with results as it stored them.
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("old.sqlite3");
    let conn = rusqlite::Connection::open(&file).unwrap();
    for sql in &schema::MIGRATIONS[..9] {
        conn.execute_batch(sql).unwrap();
    }
    conn.pragma_update(None, "user_version", 9).unwrap();
    insert_old_results(&mut |sql| {
        conn.execute_batch(sql).unwrap();
    });
    drop(conn);
    let store = Store::open(&file.to_string_lossy()).unwrap();
    assert_old_results_read_as_outcomes(&store);
    drop(store);

    // PostgreSQL: a database at its migration 1 (SQLite's 9), likewise.
    let url = common::pg::database();
    let mut client = ::postgres::Client::connect(&url, ::postgres::NoTls).unwrap();
    client.batch_execute(postgres::schema::MIGRATIONS[0]).unwrap();
    client
        .batch_execute(
            "CREATE TABLE schema_version (version BIGINT NOT NULL);
             INSERT INTO schema_version VALUES (1);",
        )
        .unwrap();
    insert_old_results(&mut |sql| client.batch_execute(sql).unwrap());
    drop(client);
    let store = Store::open(&url).unwrap();
    assert_old_results_read_as_outcomes(&store);
}

/// A read session refuses to change the database, on both; a write changes it.
#[test]
fn read_sessions_never_write_on_either_database() {
    use bot::{
        model::{Moment, Orientation, UserId},
        store::StoreError,
    };
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bot.sqlite3");
    let url = common::pg::database();
    for location in [file.to_string_lossy().into_owned(), url] {
        let store = Store::open(&location).unwrap();
        let (user, now) = (UserId(1_187_000_000_000_000_001), Moment::from_seconds(1));
        let refused = store.read(|tx| tx.set_orientation(user, Orientation::Own, now));
        assert!(matches!(refused, Err(StoreError::ReadOnly)), "{location}: {refused:?}");
        assert_eq!(store.read(|tx| tx.orientation(user)).unwrap(), None, "{location}");
        store.write(|tx| tx.set_orientation(user, Orientation::Own, now)).unwrap();
        assert_eq!(store.read(|tx| tx.orientation(user)).unwrap(), Some(Orientation::Own));
    }
}
