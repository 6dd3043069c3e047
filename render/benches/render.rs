//! Render plus PNG encoding of a middlegame position, one benchmark per game the rules crate can
//! play, named `render/<game id>`. Medians go to BENCHMARKS.md.

use criterion::{Criterion, criterion_group, criterion_main};
use render::{RenderOptions, Renderer};
use rules::{Game, GameId};

/// A middlegame per playable game: a start position and the moves that reach it.
fn middlegame(game: GameId) -> Option<Game> {
    // `None` only for a game with no middlegame listed; a listed one must replay.
    let moves: &[&str] = match game {
        // A common opening (central Cannon against screen Horses) into the middlegame.
        GameId::Xiangqi => &[
            "h3e3", "h10g8", "h1g3", "i10h10", "i1h1", "b10c8", "b1c3", "c7c6", "g4g5", "b8b4",
            "b3a3", "h8i8", "h1h5", "a7a6", "e3e7", "a10a9",
        ],
        // Both sides develop Artillery and Soldiers; a Missile strikes.
        GameId::American => {
            &["f4f5", "f6f5", "d3d6", "h7g8", "e4e5", "e6e5", "b1c3", "b9b7", "d1j6", "g6g5"]
        }
        _ => return None,
    };
    Some(Game::replay(game, None, moves).expect("the benchmark's middlegame replays"))
}

fn render_benches(c: &mut Criterion) {
    let renderer = Renderer::new();
    let options = RenderOptions::default();
    let mut group = c.benchmark_group("render");
    for game in GameId::ALL.into_iter().filter(|g| g.is_playable()) {
        let g = middlegame(game).unwrap_or_else(|| panic!("no middlegame listed for {game}"));
        let view = g.view();
        // Warm the caches first: a running bot has drawn this board before.
        let _ = renderer.png(&view, &options);
        group.bench_function(game.id(), |b| {
            b.iter(|| renderer.png(std::hint::black_box(&view), &options).map(|png| png.len()))
        });
    }
    group.finish();
}

criterion_group!(benches, render_benches);
criterion_main!(benches);
