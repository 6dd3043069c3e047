//! Search speed per game: a fixed-depth search (depth 3, full strength) from the position 30
//! seeded random plies in (`selfplay::opening`), so the work is the same on every run. Nodes per
//! second is the node count (printed once per game) over the median time.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{Level, Request, selfplay::opening, think};
use rules::GameId;

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search depth 3");
    group.sample_size(10);
    for id in GameId::ALL {
        let game = opening(id, 30, 0).expect("a standard game");
        let request = Request { depth: Some(3), ..Request::new(Level::MAX, 0) };
        if let Some(t) = think(&game, &request) {
            println!("{}: {} nodes to depth {}", id.id(), t.nodes, t.depth);
        }
        group.bench_function(id.id(), |b| b.iter(|| think(&game, &request)));
    }
    group.finish();
}

criterion_group!(benches, search);
criterion_main!(benches);
