//! Perft speed, reported as leaf nodes per second (criterion's "elem/s"): bulk counting at the
//! last ply, one thread, the way Fairy-Stockfish counts, so the figures compare.
//!
//! `cargo bench -p rules` runs every case; `cargo bench -p rules -- american` runs one game's;
//! criterion's options follow: `cargo bench -p rules -- --warm-up-time 1 --measurement-time 3`.

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules::{GameId, perft_game};

/// (name, game, position string, depth). The middlegame positions are lines of the files in
/// `shared/perft/`.
const CASES: &[(&str, GameId, &str, u32)] = &[
    ("xiangqi/start/4", GameId::Xiangqi, rules::xiangqi::START, 4),
    (
        "xiangqi/middlegame/4",
        GameId::Xiangqi,
        "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
        4,
    ),
    ("american/start/3", GameId::American, rules::american::START, 3),
    (
        "american/middlegame/3",
        GameId::American,
        "1n2qQq1bnr/5c5/r4Qpc2p/pp1pp1ppp1p/1pPP5P1/PP2P1PPPP1/RN2P2C3/3C6Q/q1q1Q3BNR w 12",
        3,
    ),
    ("abstract/start/4", GameId::Abstract, rules::abstract_chess::START, 4),
    (
        "abstract/middlegame/3",
        GameId::Abstract,
        "r1btknnr/1pNb2p1/n5np/p7/8/6PN/N1PP3N/RNBQKB1B w 1 2",
        3,
    ),
    ("amalgamated/start/4", GameId::Amalgamated, rules::amalgamated::START, 4),
    (
        "amalgamated/middlegame/3",
        GameId::Amalgamated,
        "r1bqkbnr/pp1pp1p1/n1p2p1p/8/7P/P3B3/1PPPPPP1/RN1QKBNR w 12 7",
        3,
    ),
    ("chess1999/start/3", GameId::Chess1999, rules::chess1999::START, 3),
    // A position with pieces in hand (worked example C10 of the spec): drops everywhere.
    (
        "chess1999/hands/2",
        GameId::Chess1999,
        "13/6k6/13/13/13/13/13/13/13/13/13/6K6/13[GIATgiat] w 0 1",
        2,
    ),
];

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    for &(name, game, position, depth) in CASES {
        let run =
            |p: &str| perft_game(game, Some(p), depth, false).expect("valid bench position").0;
        group.throughput(Throughput::Elements(run(position)));
        group.bench_function(name, |b| b.iter(|| run(std::hint::black_box(position))));
    }
    group.finish();
}

criterion_group! {
    name = benches;
    // Defaults for this bench, set on the `Criterion` rather than the group, so criterion's
    // command-line options (`--measurement-time 3`, `--sample-size 20`) still override them.
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(10));
    targets = perft_benches
}
criterion_main!(benches);
