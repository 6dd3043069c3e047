//! Racing moves: of many players pressing at once, exactly one move lands.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::{
    sync::{Arc, Barrier},
    thread,
};

use crate::common::{Fixture, PLACE, actor, alice};
use bot::host::{Host, RefusalKind};
use rules::GameId;

const RACERS: usize = 50;

/// Starts all `hosts[i % len]` racers on the same move from ply 0; returns how many landed and
/// the refusals of the others.
fn race(hosts: Vec<Arc<Host>>) -> (usize, Vec<RefusalKind>) {
    let barrier = Arc::new(Barrier::new(RACERS));
    let moves = ["h3e3", "b3e3", "b1c3", "h1g3", "a4a5"];
    let handles: Vec<_> = (0..RACERS)
        .map(|i| {
            let host = hosts[i % hosts.len()].clone();
            let barrier = barrier.clone();
            thread::spawn(move || {
                barrier.wait();
                // Each racer saw the starting board (ply 0) and plays one of several moves.
                host.play_move(&actor(&alice()), PLACE, moves[i % moves.len()], Some(0))
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let landed = results.iter().filter(|r| r.is_ok()).count();
    let refusals = results.into_iter().filter_map(Result::err).map(|e| e.kind).collect();
    (landed, refusals)
}

fn check_one_landed(fx: &Fixture, landed: usize, refusals: &[RefusalKind]) {
    assert_eq!(landed, 1, "{refusals:?}");
    assert_eq!(refusals.len(), RACERS - 1);
    assert!(refusals.iter().all(|k| *k == RefusalKind::PositionChanged), "{refusals:?}");
    let (rows, ply) = (fx.int("SELECT count(*) FROM moves"), fx.int("SELECT ply FROM games"));
    assert_eq!((rows, ply), (1, 1));
    let snapshot = fx.host.snapshot(PLACE).unwrap();
    assert_eq!(snapshot.row.ply, 1);
    assert_eq!(snapshot.to_move, rules::Side::Second);
}

fn fifty_threads_racing_through_one_host_land_one_move(fx: Fixture) {
    fx.start(GameId::Xiangqi, PLACE);
    let host = Arc::new(fx.second_host());
    let (landed, refusals) = race(vec![host]);
    check_one_landed(&fx, landed, &refusals);
}

fn fifty_threads_racing_through_separate_connections_land_one_move(fx: Fixture) {
    // Each host has its own connections and cache, like separate bot processes: only the
    // database's locking and the compare-and-set on the game's version keep them apart.
    fx.start(GameId::Xiangqi, PLACE);
    let hosts = (0..10).map(|_| Arc::new(fx.second_host())).collect();
    let (landed, refusals) = race(hosts);
    check_one_landed(&fx, landed, &refusals);
}

fn a_host_never_plays_against_a_cached_position_another_changed(fx: Fixture) {
    // Host `a` caches the game after Black's h10g8. Through host `b` (another process), Black
    // takes it back and plays b10c8 instead: the ply is 2 again, the position is not. Red's
    // next move through `a` must be judged and recorded on the position as stored.
    let (red, black) = (actor(&alice()), actor(&common::bob()));
    fx.start(GameId::Xiangqi, PLACE);
    let a = fx.second_host();
    let b = fx.second_host();
    a.play_move(&red, PLACE, "h3e3", None).unwrap();
    a.play_move(&black, PLACE, "h10g8", None).unwrap();
    let cached = a.snapshot(PLACE).unwrap();
    b.request_takeback(&black, PLACE).unwrap();
    b.answer_takeback(&red, PLACE, true).unwrap();
    b.play_move(&black, PLACE, "b10c8", None).unwrap();
    let changed = b.snapshot(PLACE).unwrap();
    assert_eq!(changed.row.ply, cached.row.ply);
    assert_ne!(changed.position, cached.position);
    assert_ne!(changed.row.version, cached.row.version);
    // Red's chariot i1-i2 is legal in both positions; only the stored one may be recorded.
    a.play_move(&red, PLACE, "i1i2", None).unwrap();
    let fresh = fx.second_host().snapshot(PLACE).unwrap();
    assert_eq!(a.snapshot(PLACE).unwrap().position, fresh.position);
    let mut replay = rules::Game::new(GameId::Xiangqi);
    for m in ["h3e3", "b10c8", "i1i2"] {
        replay.play(m).unwrap();
    }
    assert_eq!(fresh.position, replay.position_string());
}

on_both_stores!(
    a_host_never_plays_against_a_cached_position_another_changed,
    fifty_threads_racing_through_separate_connections_land_one_move,
    fifty_threads_racing_through_one_host_land_one_move,
);
