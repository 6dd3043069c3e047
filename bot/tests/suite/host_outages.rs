//! The database going away under play, and coming back: PostgreSQL stopped at once
//! (`pg_ctl stop -m immediate`) during a stream of moves from several games, SQLite's file
//! full (`PRAGMA max_page_count`, and a real tmpfs filled up) or not writable (`PRAGMA query_only`, SQLite's own
//! `SQLITE_READONLY`). Every acknowledged move survives, every refusal is worded for the
//! player, nothing is half written, and play resumes through the same host, without a
//! restart.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::common;

use std::{
    sync::{
        Arc, Mutex,
        atomic::{AtomicBool, Ordering},
    },
    thread,
    time::{Duration, Instant},
};

use crate::common::{Fixture, Rng, Said, T0, actor, alice, bob};
use bot::{
    host::{Host, Limits, Refusal, RefusalKind},
    model::{ManualClock, Place},
    store::{Outage, Store},
};
use rules::GameId;

const GAMES: u64 = 3;

fn place(i: u64) -> Place {
    Place::new(10, 100 + i)
}

/// What one game's player thread saw.
#[derive(Debug, Default)]
struct Seen {
    /// Moves acknowledged, with the ply each was played at.
    acknowledged: Vec<(usize, String)>,
    /// Refusals, worded in English.
    refusals: Vec<(RefusalKind, String)>,
}

/// Plays random legal moves in `place`'s game, both sides in turn, until `stop`: each
/// acknowledged move noted with its ply, each refusal noted. After a refusal the thread looks
/// at the stored game again (waiting while the database is down): a commit cut off by the
/// outage may have landed, or not.
fn player(host: Arc<Host>, place: Place, seed: u64, stop: Arc<AtomicBool>) -> Seen {
    let mut rng = Rng::new(seed);
    let mut seen = Seen::default();
    let id = host.snapshot(place).unwrap().row.id;
    let mut game = host.rules_game(id).unwrap();
    while !stop.load(Ordering::SeqCst) {
        let legal = game.legal_moves();
        if game.outcome().is_some() || legal.is_empty() {
            break;
        }
        let text = legal[rng.below(legal.len())].text.clone();
        let ply = game.moves().len();
        let by = if ply.is_multiple_of(2) { alice() } else { bob() };
        let seen_ply = u32::try_from(ply).unwrap();
        match host.play_move(&actor(&by), place, &text, Some(seen_ply)) {
            Ok(_) => {
                game.play(&text).unwrap();
                seen.acknowledged.push((ply, text));
            }
            Err(refusal) => {
                seen.refusals.push((refusal.kind, refusal.said()));
                game = look_again(&host, id, &stop);
            }
        }
    }
    seen
}

/// The stored game, once the database answers (or the test stops).
fn look_again(host: &Host, id: bot::model::GameNo, stop: &AtomicBool) -> rules::Game {
    loop {
        match host.rules_game(id) {
            Ok(game) => return game,
            Err(refusal) if !stop.load(Ordering::SeqCst) => {
                assert_eq!(refusal.kind, RefusalKind::DatabaseDown, "{}", refusal.said());
                thread::sleep(Duration::from_millis(20));
            }
            Err(refusal) => panic!("the database never came back: {}", refusal.said()),
        }
    }
}

/// Waits (on the machine's clock, for a condition, never for a duration) until `done`.
fn wait_until(what: &str, done: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(120);
    while !done() {
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn postgres_stopped_at_once_during_a_stream_of_moves_loses_no_acknowledged_move() {
    let cluster = common::pg::Stoppable::new();
    cluster.start();
    let url = cluster.new_database("outage");
    let clock = ManualClock::at(T0);
    let host = Arc::new(Host::new(
        Store::open(&url).unwrap(),
        Arc::new(render::Renderer::new()),
        Arc::new(clock),
        Limits::default(),
    ));
    for i in 0..GAMES {
        let (alice, bob) = (actor(&alice()), actor(&bob()));
        let side = bot::model::SideChoice::First;
        host.challenge(&alice, place(i), &common::bob(), GameId::Xiangqi, side, None, None)
            .unwrap();
        host.answer_challenge_here(&bob, place(i), bot::host::Answer::Accept).unwrap();
    }
    let stop = Arc::new(AtomicBool::new(false));
    let seen: Vec<Arc<Mutex<Option<Seen>>>> = (0..GAMES).map(|_| Arc::default()).collect();
    let threads: Vec<_> = (0..GAMES)
        .map(|i| {
            let (host, stop, out) = (host.clone(), stop.clone(), seen[i as usize].clone());
            thread::spawn(move || {
                let got = player(host, place(i), 7 + i, stop);
                *out.lock().unwrap() = Some(got);
            })
        })
        .collect();
    let plies = |host: &Host| -> Vec<u32> {
        (0..GAMES).map(|i| host.snapshot(place(i)).map_or(0, |s| s.row.ply)).collect()
    };
    // Play is under way in every game, then the server stops at once.
    wait_until("moves in every game", || plies(&host).iter().all(|&p| p >= 6));
    cluster.stop_immediately();
    wait_until("the host to see the database down", || host.store().health().outage().is_some());
    // Every player is refused, in words, while it is down (their threads keep trying).
    let refused = |host: &Host| host.store().health().refused(Outage::Unreachable);
    let before = refused(&host);
    wait_until("refusals during the outage", || refused(&host) >= before + 2 * GAMES);
    assert!(host.store().ping().is_err());
    cluster.start();
    // Where play stands, read once every game can be read again: a snapshot refused while the
    // server comes back would read as ply 0, and the ten moves below would not all be after
    // the outage.
    let read = |host: &Host| -> Option<Vec<u32>> {
        (0..GAMES).map(|i| host.snapshot(place(i)).ok().map(|s| s.row.ply)).collect()
    };
    let back = Mutex::new(None);
    wait_until("every game read again", || {
        let plies = read(&host);
        let all = plies.is_some();
        *back.lock().unwrap() = plies;
        all
    });
    let back = back.into_inner().unwrap().unwrap();
    // The same host carries on: more moves in every game.
    wait_until("play to resume in every game", || {
        plies(&host).iter().zip(&back).all(|(now, then)| *now >= then + 10)
    });
    stop.store(true, Ordering::SeqCst);
    for t in threads {
        t.join().unwrap();
    }
    assert!(host.store().health().recoveries() >= 1);
    assert_eq!(host.store().health().outage(), None);
    let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
    let mut down_refusals = 0;
    for (i, seen) in seen.iter().enumerate() {
        let seen = seen.lock().unwrap().take().unwrap();
        // Every refusal is the outage's, worded for the player; never the internal error,
        // never "not your turn" from a move half applied.
        for (kind, said) in &seen.refusals {
            assert_eq!(*kind, RefusalKind::DatabaseDown, "{said}");
            assert_eq!(said, "The bot cannot reach its database just now; try again in a moment.");
        }
        down_refusals += seen.refusals.len();
        // Every acknowledged move is stored at its ply.
        let stored: Vec<String> = client
            .query(
                "SELECT m.canonical FROM moves m JOIN games g ON g.id = m.game_id
                 WHERE g.channel_id = $1 ORDER BY m.ply",
                &[&i64::try_from(place(i as u64).channel.0).unwrap()],
            )
            .unwrap()
            .iter()
            .map(|r| r.get(0))
            .collect();
        for (ply, text) in &seen.acknowledged {
            assert_eq!(stored.get(*ply), Some(text), "game {i}, ply {ply}: {stored:?}");
        }
        // Play went on: six moves before the outage and ten after it are stored (waited for
        // above). A stored move not acknowledged is a commit the outage cut off after it
        // landed, which the player was told failed: at most one per refusal.
        assert!(stored.len() >= 16, "game {i}: {stored:?}");
        let unacknowledged = stored.len() - seen.acknowledged.len();
        assert!(unacknowledged <= seen.refusals.len(), "game {i}: {unacknowledged} unacknowledged");
    }
    assert!(down_refusals >= 3, "each player was refused at least once");
    // Each stored game replays to its recorded positions.
    let checked = bot::store::verify::verify(&Store::open(&url).unwrap()).unwrap();
    assert_eq!(checked.games, GAMES as usize);
}

#[test]
fn a_flag_that_falls_while_postgres_is_down_is_taken_once_it_is_back() {
    let cluster = common::pg::Stoppable::new();
    cluster.start();
    let url = cluster.new_database("flags");
    let clock = ManualClock::at(T0);
    let host = Host::new(
        Store::open(&url).unwrap(),
        Arc::new(render::Renderer::new()),
        Arc::new(clock.clone()),
        Limits::default(),
    );
    let place = place(0);
    let control = "1+0".parse().unwrap();
    let side = bot::model::SideChoice::First;
    host.challenge(&actor(&alice()), place, &bob(), GameId::Xiangqi, side, None, Some(control))
        .unwrap();
    host.answer_challenge_here(&actor(&bob()), place, bot::host::Answer::Accept).unwrap();
    host.play_move(&actor(&alice()), place, "h3e3", None).unwrap();
    host.play_move(&actor(&bob()), place, "h10g8", None).unwrap();
    // Red's minute runs out while the server is down: the timer cannot end the game yet.
    cluster.stop_immediately();
    clock.advance(Duration::from_secs(61));
    let refused = host.flags_due().unwrap_err();
    assert_eq!(refused.kind, RefusalKind::DatabaseDown);
    // Back: the flag is still watched (again from the failed look, with the grace a move on
    // its way gets), and taken at a look after that, once.
    cluster.start();
    clock.advance(Duration::from_secs(1));
    let posts = host.flags_due().unwrap();
    assert_eq!(posts.len(), 1);
    let words = match &posts[0].say {
        bot::host::Say::Post { text, .. } => text.said(),
        bot::host::Say::Turn(reply) => reply.text.said(),
        other => panic!("{other:?}"),
    };
    assert!(words.contains("Black wins on time"), "{words}");
    assert!(host.flags_due().unwrap().is_empty());
}

/// Plays `moves` alternately from the start of `place`'s Xiangqi game.
fn play_all(fx: &Fixture, moves: &[&str]) -> Result<(), Refusal> {
    for (ply, text) in moves.iter().enumerate() {
        let by = if ply.is_multiple_of(2) { alice() } else { bob() };
        fx.host.play_move(&actor(&by), common::PLACE, text, None)?;
    }
    Ok(())
}

/// The database's pages now.
fn pages(fx: &Fixture) -> i64 {
    fx.int("PRAGMA page_count")
}

#[test]
fn sqlite_full_refuses_in_words_keeps_the_file_whole_and_resumes_when_space_returns() {
    let fx = Fixture::new();
    fx.start(GameId::Xiangqi, common::PLACE);
    play_all(&fx, &["h3e3", "h10g8"]).unwrap();
    // No page more than the file has now: the next move's rows do not fit.
    let store = fx.host.store();
    assert!(store.sqlite_pragma("max_page_count", pages(&fx)).unwrap());
    // Moves until one does not fit (rows fill the free room of the pages there are first).
    let mut refused = None;
    for _ in 0..200 {
        if let Err(refusal) = play_next(&fx) {
            refused = Some(refusal);
            break;
        }
    }
    let refusal = refused.expect("a full database refuses a move");
    assert_eq!(refusal.kind, RefusalKind::DatabaseDown);
    assert!(refusal.said().contains("has run out of space"), "{}", refusal.said());
    assert_eq!(store.health().outage().map(|o| o.0), Some(Outage::Full));
    // Nothing half written: the file checks out, every game replays, the refused move is not
    // there and the game stands where the last acknowledged move left it.
    assert_eq!(fx.text("PRAGMA integrity_check"), "ok");
    let ply = fx.int("SELECT ply FROM games");
    assert_eq!(fx.int("SELECT count(*) FROM moves"), ply);
    assert_eq!(ply, i64::from(fx.host.snapshot(common::PLACE).unwrap().row.ply));
    // Reads are served meanwhile, and do not count as the database being back.
    assert_eq!(store.health().outage().map(|o| o.0), Some(Outage::Full));
    // Space returns: play goes on through the same host, at once; the outage is over for
    // the count once three writes in a row went through.
    store.sqlite_pragma("max_page_count", 1 << 30).unwrap();
    play_next(&fx).unwrap();
    assert_eq!(fx.int("SELECT ply FROM games"), ply + 1);
    assert_eq!(store.health().outage(), None);
    assert_eq!(store.health().recoveries(), 0);
    play_next(&fx).unwrap();
    play_next(&fx).unwrap();
    assert_eq!(store.health().recoveries(), 1);
    bot::store::backup::check(&fx.path()).unwrap();
}

/// Plays the first legal move of `PLACE`'s game as it is stored, by whoever is to move.
fn play_next(fx: &Fixture) -> Result<(), Refusal> {
    let id = fx.host.snapshot(common::PLACE)?.row.id;
    let game = fx.host.rules_game(id)?;
    let text = game.legal_moves()[0].text.clone();
    play_all_from(fx, game.moves().len(), &text)
}

/// Plays `text` as the mover at `ply`.
fn play_all_from(fx: &Fixture, ply: usize, text: &str) -> Result<(), Refusal> {
    let by = if ply.is_multiple_of(2) { alice() } else { bob() };
    fx.host.play_move(&actor(&by), common::PLACE, text, None).map(drop)
}

#[test]
fn sqlite_read_only_refuses_in_words_and_resumes() {
    let fx = Fixture::new();
    fx.start(GameId::Xiangqi, common::PLACE);
    play_all(&fx, &["h3e3"]).unwrap();
    let store = fx.host.store();
    store.sqlite_pragma("query_only", 1).unwrap();
    let refusal = play_all_from(&fx, 1, "h10g8").unwrap_err();
    assert_eq!(refusal.kind, RefusalKind::DatabaseDown);
    assert_eq!(
        refusal.said(),
        "The bot's database cannot be written to just now, so nothing could be saved. Your \
         games are safe; try again in a moment."
    );
    // Reading still works: the board is shown as it stands.
    assert_eq!(fx.host.snapshot(common::PLACE).unwrap().row.ply, 1);
    store.sqlite_pragma("query_only", 0).unwrap();
    play_all_from(&fx, 1, "h10g8").unwrap();
    assert_eq!(fx.int("SELECT count(*) FROM moves"), 2);
    assert_eq!(fx.text("PRAGMA integrity_check"), "ok");
}

/// A small tmpfs of the test's own, unmounted when dropped.
struct SmallDisk(tempfile::TempDir);

impl SmallDisk {
    /// `size` (as `mount -o size=` takes it) at a fresh folder; needs root, as CI runs.
    fn mount(size: &str) -> SmallDisk {
        let dir = tempfile::tempdir().unwrap();
        let status = std::process::Command::new("mount")
            .args(["-t", "tmpfs", "-o", &format!("size={size}"), "tmpfs"])
            .arg(dir.path())
            .status();
        assert!(status.is_ok_and(|s| s.success()), "mounting a tmpfs needs root");
        SmallDisk(dir)
    }
}

impl Drop for SmallDisk {
    fn drop(&mut self) {
        let _ = std::process::Command::new("umount").arg(self.0.path()).status();
    }
}

/// The database on a real disk that fills up (a tmpfs of 2 MB, the rest taken by another
/// file): every refused move is "has run out of space", the reads in between do not pass for
/// the database being back, nothing is half written, and once space returns the same host
/// plays on and counts one recovery.
#[test]
fn a_real_full_disk_refuses_in_words_and_resumes_when_space_returns() {
    let disk = SmallDisk::mount("2m");
    let file = disk.0.path().join("bot.sqlite3");
    let clock = ManualClock::at(T0);
    let host = Host::new(
        Store::open(&file.to_string_lossy()).unwrap(),
        Arc::new(render::Renderer::new()),
        Arc::new(clock),
        Limits::default(),
    );
    let place = place(0);
    let side = bot::model::SideChoice::First;
    host.challenge(&actor(&alice()), place, &bob(), GameId::Xiangqi, side, None, None).unwrap();
    host.answer_challenge_here(&actor(&bob()), place, bot::host::Answer::Accept).unwrap();
    let next = |host: &Host| {
        let row = host.snapshot(place)?.row;
        let game = host.rules_game(row.id)?;
        let by = if game.moves().len() % 2 == 0 { alice() } else { bob() };
        host.play_move(&actor(&by), place, &game.legal_moves()[0].text, None)
    };
    next(&host).unwrap();
    // Another file takes every byte left.
    let filler = disk.0.path().join("filler");
    {
        use std::io::Write;
        let mut f = std::fs::File::create(&filler).unwrap();
        while f.write_all(&[0_u8; 16 * 1024]).is_ok() {}
        let _ = f.sync_all();
    }
    let mut refusals = 0;
    for _ in 0..300 {
        if let Err(refusal) = next(&host) {
            refusals += 1;
            assert_eq!(refusal.kind, RefusalKind::DatabaseDown);
            assert!(refusal.said().contains("has run out of space"), "{}", refusal.said());
            // A read answers, and is no sign the database is back.
            host.store().ping().unwrap();
            assert_eq!(host.store().health().outage().map(|o| o.0), Some(Outage::Full));
            if refusals == 5 {
                break;
            }
        }
    }
    assert_eq!(refusals, 5, "a full disk refuses moves");
    assert_eq!(host.store().health().recoveries(), 0, "no recovery counted while full");
    std::fs::remove_file(&filler).unwrap();
    for _ in 0..3 {
        next(&host).unwrap();
    }
    assert_eq!(host.store().health().outage(), None);
    assert_eq!(host.store().health().recoveries(), 1);
    bot::store::backup::check(&file).unwrap();
}
