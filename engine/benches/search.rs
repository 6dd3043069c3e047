//! Search speed per game: a fixed-depth search (depth 3, full strength) from a middlegame
//! position reached by seeded random moves, so the work is the same on every run. Nodes per
//! second is the node count (printed once per game) over the median time.

use criterion::{Criterion, criterion_group, criterion_main};
use engine::{Level, Request, think};
use rules::{Game, GameId};

/// A position 30 plies into a seeded random game (fewer if it ended sooner).
fn middlegame(id: GameId) -> Game {
    let mut game = Game::new(id).expect("a standard game");
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..30 {
        let moves = game.legal_moves();
        if moves.is_empty() || game.outcome().is_some() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let pick = usize::try_from(state % moves.len() as u64).unwrap_or(0);
        let Ok(_) = game.play(&moves[pick].text) else { break };
    }
    game
}

fn search(c: &mut Criterion) {
    let mut group = c.benchmark_group("search depth 3");
    group.sample_size(10);
    for id in GameId::ALL {
        let game = middlegame(id);
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
