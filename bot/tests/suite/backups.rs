//! Backups of the SQLite database taken while moves are being committed, checked and restored;
//! a damaged or foreign file refused with words; a database in use not overwritten.
#![allow(clippy::unwrap_used)]

use std::{
    sync::{
        Arc,
        atomic::{AtomicBool, Ordering},
    },
    time::Duration,
};

use crate::common::Rng;
use bot::{
    host::{Answer, Host, Limits},
    model::{Actor, Place, SideChoice, SystemClock, User},
    store::{Store, backup},
};
use rules::GameId;

fn host(path: &std::path::Path) -> Host {
    let store = Store::open_sqlite(path).unwrap();
    Host::new(store, Arc::new(render::Renderer::new()), Arc::new(SystemClock), Limits::default())
}

/// Games `0..games` in channels of their own, each started from the usual position.
fn start_games(host: &Host, games: u64) {
    for g in 0..games {
        let place = Place::new(1, 100 + g);
        let (a, b) = (User::new(2 * g + 1, "a"), User::new(2 * g + 2, "b"));
        let game = GameId::ALL[g as usize % GameId::ALL.len()];
        let first = SideChoice::First;
        host.challenge(&Actor::player(&a), place, &b, game, first, None, None).unwrap();
        host.answer_challenge_here(&Actor::player(&b), place, Answer::Accept).unwrap();
    }
}

/// One random legal move in game `g`, by whoever is to move.
fn random_move(host: &Host, g: u64, rng: &mut Rng) {
    let place = Place::new(1, 100 + g);
    let Ok(snapshot) = host.snapshot(place) else { return };
    let game = rules::Game::from_position(snapshot.row.game, &snapshot.position).unwrap();
    let moves = game.legal_moves();
    if moves.is_empty() {
        return;
    }
    let mover = snapshot.row.players[snapshot.to_move].clone();
    let text = &moves[rng.below(moves.len())].text;
    let _ = host.play_move(&Actor::player(&mover), place, text, None);
}

#[test]
fn a_backup_taken_during_a_stream_of_moves_restores_a_database_whose_games_all_replay() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.sqlite3");
    let live = Arc::new(host(&db));
    start_games(&live, 10);
    let stop = Arc::new(AtomicBool::new(false));
    let players: Vec<_> = (0..2)
        .map(|t| {
            let (live, stop) = (live.clone(), stop.clone());
            std::thread::spawn(move || {
                let mut rng = Rng::new(t + 7);
                let mut played = 0;
                while !stop.load(Ordering::SeqCst) || played < 200 {
                    random_move(&live, rng.below(10) as u64, &mut rng);
                    played += 1;
                }
            })
        })
        .collect();
    // Three backups while the two threads commit moves, the first once some are committed
    // (however fast this machine plays them).
    let committed = || -> i64 {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.query_row("SELECT count(*) FROM moves", [], |r| r.get(0)).unwrap()
    };
    while committed() < 20 {
        std::thread::sleep(Duration::from_millis(10));
    }
    let mut copies = Vec::new();
    for i in 0..3 {
        std::thread::sleep(Duration::from_millis(50));
        let copy = dir.path().join(format!("backup-{i}.sqlite3"));
        let checked = backup::backup(&db, &copy).unwrap();
        assert_eq!(checked.games, 10);
        copies.push((copy, checked));
    }
    stop.store(true, Ordering::SeqCst);
    for p in players {
        p.join().unwrap();
    }
    let last = copies.last().unwrap();
    assert!(last.1.moves > 0, "moves were committed before the last backup");
    // Never over an existing file.
    let refused = backup::backup(&db, &last.0).unwrap_err();
    assert!(refused.to_string().contains("exists already"), "{refused}");
    // Restored into a new database, it opens and every game is there and replays.
    let restored = dir.path().join("restored.sqlite3");
    let checked = backup::restore(&last.0, &restored, 0).unwrap();
    assert_eq!(checked, last.1);
    assert_eq!(backup::check(&restored).unwrap(), last.1);
    let back = host(&restored);
    assert!(back.snapshot(Place::new(1, 100)).is_ok());
}

#[test]
fn a_damaged_or_foreign_file_is_refused_with_words_and_a_database_in_use_is_left_alone() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.sqlite3");
    let live = host(&db);
    start_games(&live, 2);
    let mut rng = Rng::new(3);
    for _ in 0..10 {
        random_move(&live, 0, &mut rng);
    }
    // Not a database at all.
    let junk = dir.path().join("junk.sqlite3");
    std::fs::write(&junk, b"these are not the pages you are looking for".repeat(200)).unwrap();
    let refused = backup::restore(&junk, &dir.path().join("new.sqlite3"), 0).unwrap_err();
    assert!(refused.to_string().contains("cannot be read as the bot's database"), "{refused}");
    // A database whose record was tampered with: a move that does not replay.
    let copy = dir.path().join("copy.sqlite3");
    backup::backup(&db, &copy).unwrap();
    let conn = rusqlite::Connection::open(&copy).unwrap();
    conn.execute("UPDATE moves SET canonical = 'a1a9' WHERE ply = 1", []).unwrap();
    drop(conn);
    let refused = backup::restore(&copy, &dir.path().join("new.sqlite3"), 0).unwrap_err();
    assert!(refused.to_string().contains("does not replay"), "{refused}");
    // Damaged pages: the integrity check, or SQLite itself, says so.
    let torn = dir.path().join("torn.sqlite3");
    backup::backup(&db, &torn).unwrap();
    let mut bytes = std::fs::read(&torn).unwrap();
    let half = bytes.len() / 2;
    for b in &mut bytes[half..half + 4096] {
        *b = 0x5A;
    }
    std::fs::write(&torn, bytes).unwrap();
    assert!(backup::check(&torn).is_err());
    // A good backup is not restored into the database of a bot that holds its lease.
    let good = dir.path().join("good.sqlite3");
    backup::backup(&db, &good).unwrap();
    assert!(live.hold_background(Duration::from_secs(60)).unwrap());
    let now = live.now().seconds();
    let refused = backup::restore(&good, &db, now).unwrap_err();
    assert!(refused.to_string().contains("stop it first"), "{refused}");
}

#[test]
fn rolling_backups_come_when_due_and_keep_the_newest() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bot.sqlite3");
    let live = host(&db);
    start_games(&live, 3);
    let rolling = backup::Rolling {
        db: db.clone(),
        dir: dir.path().join("backups"),
        every: Duration::from_secs(24 * 3_600),
        keep: 2,
    };
    let t0 = 1_795_737_600;
    let (first, checked) = rolling.run_if_due(t0).unwrap().unwrap();
    assert_eq!(checked.games, 3);
    assert!(rolling.run_if_due(t0 + 3_600).unwrap().is_none(), "not due after an hour");
    let (second, _) = rolling.run_if_due(t0 + 24 * 3_600).unwrap().unwrap();
    let (third, _) = rolling.run_if_due(t0 + 48 * 3_600 + 1).unwrap().unwrap();
    let mut kept: Vec<_> =
        std::fs::read_dir(&rolling.dir).unwrap().map(|e| e.unwrap().path()).collect();
    kept.sort();
    assert_eq!(kept, [second, third], "the newest two kept, {} removed", first.display());
}

#[test]
fn rolling_backups_are_read_from_the_environment() {
    let vars = |pairs: &'static [(&'static str, &'static str)]| {
        move |k: &str| pairs.iter().find(|(n, _)| *n == k).map(|(_, v)| (*v).to_owned())
    };
    let set = bot::discord::Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("BOT_BACKUP_DIR", "/var/backups/bot"),
        ("BOT_BACKUP_EVERY", "6"),
    ]))
    .unwrap();
    let rolling = set.backups.unwrap();
    assert_eq!((rolling.every, rolling.keep), (Duration::from_secs(6 * 3_600), 7));
    assert!(
        bot::discord::Config::from_vars(vars(&[("DISCORD_TOKEN", "t")])).unwrap().backups.is_none()
    );
    let on_postgres = bot::discord::Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("BOT_BACKUP_DIR", "/var/backups/bot"),
        ("BOT_DATABASE", "postgres://bot@db/chess"),
    ]));
    assert!(on_postgres.unwrap_err().to_string().contains("pg_dump"));
    let wrong = bot::discord::Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("BOT_BACKUP_DIR", "/var/backups/bot"),
        ("BOT_BACKUP_KEEP", "0"),
    ]));
    assert!(wrong.unwrap_err().to_string().contains("BOT_BACKUP_KEEP"));
}
