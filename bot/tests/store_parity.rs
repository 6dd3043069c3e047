//! SQLite and PostgreSQL end their migrations with the same schema: the same tables with the
//! same columns, so the store's one body of SQL reads and writes both alike.
#![allow(clippy::unwrap_used)]

mod common;

use std::collections::BTreeSet;

use bot::store::{Store, postgres, schema};

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
