//! Render plus PNG encoding of a middlegame position, one benchmark per game the rules crate can
//! play, named `render/<game id>`. Medians go to BENCHMARKS.md.

use criterion::{Criterion, criterion_group, criterion_main};
use render::{
    Captions, FrameSource, GifOptions, Picture, RenderOptions, Renderer, encode_gif,
    encode_gif_from,
};
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

/// `plies` pseudo-random legal moves from the start (fewer if the game ends first).
fn random_plies(game: GameId, plies: usize) -> Game {
    let mut g = Game::new(game);
    let mut rng = 7u64;
    for _ in 0..plies {
        let moves = g.legal_moves();
        if g.outcome().is_some() || moves.is_empty() {
            break;
        }
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        g.play(&moves[(rng % moves.len() as u64) as usize].text).expect("legal");
    }
    g
}

fn render_benches(c: &mut Criterion) {
    let renderer = Renderer::new();
    let mut group = c.benchmark_group("render");
    for game in GameId::ALL.into_iter() {
        // Games without a listed middlegame get one by a dozen pseudo-random legal moves.
        let g = middlegame(game).unwrap_or_else(|| random_plies(game, 12));
        let view = g.view();
        // The words a bot's picture carries.
        let options = RenderOptions { captions: Captions::english(&view), ..Default::default() };
        // Warm the caches first: a running bot has drawn this board before.
        let _ = renderer.png(&view, &options);
        group.bench_function(game.id(), |b| {
            b.iter(|| renderer.png(std::hint::black_box(&view), &options).map(|png| png.len()))
        });
        // A live game's board: both clocks in the bars, the running one marked.
        let face = |secs, running| render::ClockFace {
            left: std::time::Duration::from_millis(secs),
            running,
            low: false,
        };
        let clocked = RenderOptions {
            clocks: Some(rules::BySide {
                first: face(297_400, true),
                second: face(301_000, false),
            }),
            ..options.clone()
        };
        let _ = renderer.png(&view, &clocked);
        group.bench_function(format!("{}-clocks", game.id()), |b| {
            b.iter(|| renderer.png(std::hint::black_box(&view), &clocked).map(|png| png.len()))
        });
    }
    group.finish();
}

/// The boards of a 100-ply random Xiangqi game (the first seed whose game lasts that long).
fn hundred_plies(renderer: &Renderer, options: &RenderOptions) -> Vec<Game> {
    for seed in 1u64.. {
        let mut rng = seed;
        let mut game = Game::new(GameId::Xiangqi);
        let mut games = vec![game.clone()];
        while games.len() <= 100 && game.outcome().is_none() {
            let moves = game.legal_moves();
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            game.play(&moves[(rng % moves.len() as u64) as usize].text).expect("legal");
            games.push(game.clone());
        }
        if games.len() == 101 {
            let _ = renderer.picture(&games[0].view(), options);
            return games;
        }
    }
    unreachable!()
}

/// The animated replay of a 100-ply game: encoding the 101 rendered frames, and rendering
/// them as well.
fn gif_benches(c: &mut Criterion) {
    let renderer = Renderer::new();
    // As /replay draws its frames.
    let options = RenderOptions { animation_frame: true, ..RenderOptions::default() };
    let games = hundred_plies(&renderer, &options);
    let frames: Vec<_> = games.iter().map(|g| renderer.picture(&g.view(), &options)).collect();
    let gif = GifOptions::default();
    let size = encode_gif(&frames, &gif).map(|a| a.bytes.len()).unwrap_or(0);
    println!("gif/xiangqi-100: {size} bytes");
    let mut group = c.benchmark_group("gif");
    group.bench_function("encode-xiangqi-100", |b| {
        b.iter(|| encode_gif(std::hint::black_box(&frames), &gif).map(|a| a.bytes.len()))
    });
    group.bench_function("render-and-encode-xiangqi-100", |b| {
        b.iter(|| {
            let frames: Vec<_> =
                games.iter().map(|g| renderer.picture(&g.view(), &options)).collect();
            encode_gif(&frames, &gif).map(|a| a.bytes.len())
        })
    });
    // As `/replay` does it: each frame drawn when the encoder asks, two alive at a time.
    group.bench_function("stream-xiangqi-100", |b| {
        b.iter(|| {
            let mut source = Drawn { renderer: &renderer, options: &options, games: &games };
            encode_gif_from(&mut source, &gif).map(|a| a.bytes.len())
        })
    });
    group.finish();
}

/// Boards drawn on demand.
struct Drawn<'a> {
    renderer: &'a Renderer,
    options: &'a RenderOptions,
    games: &'a [rules::Game],
}

impl FrameSource for Drawn<'_> {
    fn len(&self) -> usize {
        self.games.len()
    }

    fn frame(&mut self, index: usize) -> Result<Picture, render::FrameError> {
        Ok(self.renderer.picture(&self.games[index].view(), self.options))
    }
}

criterion_group!(boards, render_benches);
criterion_group! {
    name = replays;
    // Ten samples: a replay takes most of a second. Set on the `Criterion`, not the group, so
    // criterion's command-line options (`--sample-size`, `--measurement-time`) override it.
    config = Criterion::default().sample_size(10);
    targets = gif_benches
}
criterion_main!(boards, replays);
