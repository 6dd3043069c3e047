//! Perft speed, reported as leaf nodes per second (criterion's "elem/s"): bulk counting at the
//! last ply, one thread, the way Fairy-Stockfish counts, so the figures compare.
//!
//! `cargo bench -p rules` runs every case; `cargo bench -p rules -- xiangqi` runs Xiangqi's.

use std::time::Duration;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules::{Variant, perft, xiangqi::Xiangqi};

/// (name, game, position string, depth). The middlegame position is the third line of
/// `shared/perft/xiangqi.perft`.
const CASES: &[(&str, &str, u32)] = &[
    ("xiangqi/start/4", rules::xiangqi::START, 4),
    (
        "xiangqi/middlegame/4",
        "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
        4,
    ),
];

fn perft_benches(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft");
    group.sample_size(10).measurement_time(Duration::from_secs(10));
    for &(name, position, depth) in CASES {
        let pos = Xiangqi::from_position_string(position).expect("valid bench position");
        let nodes = perft(&pos, depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| b.iter(|| perft(std::hint::black_box(&pos), depth)));
    }
    group.finish();
}

criterion_group!(benches, perft_benches);
criterion_main!(benches);
