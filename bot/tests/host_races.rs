//! Racing moves: of many players pressing at once, exactly one move lands.
#![allow(clippy::unwrap_used)]

mod common;

use std::{
    sync::{Arc, Barrier},
    thread,
};

use bot::host::{Host, RefusalKind};
use common::{Fixture, PLACE, actor, alice, raw};
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
    let conn = raw(&fx.path());
    let (rows, ply): (i64, i64) = conn
        .query_row("SELECT (SELECT count(*) FROM moves), (SELECT ply FROM games)", [], |r| {
            Ok((r.get(0)?, r.get(1)?))
        })
        .unwrap();
    assert_eq!((rows, ply), (1, 1));
    let snapshot = fx.host.snapshot(PLACE).unwrap();
    assert_eq!(snapshot.row.ply, 1);
    assert_eq!(snapshot.to_move, rules::Side::Second);
}

#[test]
fn fifty_threads_racing_through_one_host_land_one_move() {
    let fx = Fixture::new();
    fx.start(GameId::Xiangqi, PLACE);
    let host = Arc::new(fx.second_host());
    let (landed, refusals) = race(vec![host]);
    check_one_landed(&fx, landed, &refusals);
}

#[test]
fn fifty_threads_racing_through_separate_connections_land_one_move() {
    // Each host has its own SQLite connection and cache, like separate bot processes: only
    // the database's locking and the compare-and-set on the ply keep them apart.
    let fx = Fixture::new();
    fx.start(GameId::Xiangqi, PLACE);
    let hosts = (0..10).map(|_| Arc::new(fx.second_host())).collect();
    let (landed, refusals) = race(hosts);
    check_one_landed(&fx, landed, &refusals);
}
