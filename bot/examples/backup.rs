//! How long a backup of a big database takes: `cargo run --release -p bot --example backup --
//! [games 10000] [plies 40]` writes that many games (each `plies` random legal plies of one of
//! the five games, through the store, without pictures) into a SQLite file, then times `bot
//! backup`'s work on it: the online copy, and the check (integrity and every game replayed).

use std::time::Instant;

use bot::{
    model::{Moment, Place, User},
    store::{MoveRow, NewGame, Store, Version, backup},
};
use rules::{Game, GameId};

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let games = args.first().copied().unwrap_or(10_000);
    let plies = args.get(1).copied().unwrap_or(40) as usize;
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("big.sqlite3");
    let store = Store::open_sqlite(&db).expect("the database");
    let began = Instant::now();
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    for g in 0..games {
        let id = GameId::ALL[g as usize % GameId::ALL.len()];
        let mut game = Game::new(id);
        let start = game.start_position_string();
        let (a, b) = (User::new(2 * g + 1, "a"), User::new(2 * g + 2, "b"));
        let new = NewGame {
            place: Place::new(1, 1_000 + g),
            game: id,
            players: rules::BySide { first: &a, second: &b },
            start: &start,
            challenge: None,
            engine: None,
            clock: None,
        };
        let mut rows = Vec::new();
        while game.outcome().is_none() && rows.len() < plies {
            let moves = game.legal_moves();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let text = moves[(seed % moves.len() as u64) as usize].text.clone();
            let played = game.play(&text).expect("a legal move");
            for p in played.plies() {
                rows.push(MoveRow {
                    ply: rows.len() as u32 + 1,
                    side: p.side,
                    player: None,
                    typed: p.text.clone(),
                    canonical: p.text.clone(),
                    display: p.display.clone(),
                    position_after: p.position.clone(),
                    played_at: Moment::from_seconds(0),
                    clock: None,
                });
            }
        }
        store
            .write(|tx| -> Result<(), bot::store::StoreError> {
                let id = tx.insert_game(&new, Moment::from_seconds(0))?;
                for row in &rows {
                    tx.insert_move(id, row)?;
                }
                tx.advance(id, Version(0), rows.len() as u32, false, Moment::from_seconds(0))?;
                Ok(())
            })
            .expect("a game written");
    }
    drop(store);
    let size = std::fs::metadata(&db).map_or(0, |m| m.len());
    println!(
        "{games} games written in {:.1} s; the database is {:.1} MB",
        began.elapsed().as_secs_f64(),
        size as f64 / 1e6
    );
    let copy = dir.path().join("copy.sqlite3");
    let began = Instant::now();
    let checked = backup::backup(&db, &copy).expect("a good backup");
    println!(
        "backup of {} games ({} plies): {:.2} s, copy and check",
        checked.games,
        checked.moves,
        began.elapsed().as_secs_f64()
    );
    let began = Instant::now();
    backup::check(&copy).expect("a good copy");
    println!(
        "the check alone (integrity, every game replayed): {:.2} s",
        began.elapsed().as_secs_f64()
    );
}
