//! Animated replays: a real 100-ply game rendered frame by frame, encoded, decoded again with
//! the `gif` crate and composed frame over frame, compared with the pictures it came from.
#![allow(clippy::unwrap_used)]

use image::RgbImage;
use render::{GifError, GifOptions, Picture, RenderOptions, Renderer, encode_gif};
use rules::{Game, GameId};

/// The boards of a random Xiangqi game of exactly `plies` plies (the first seed whose game
/// lasts that long), from the start position on.
fn game_frames(plies: usize) -> Vec<Picture> {
    let renderer = Renderer::new();
    let options = RenderOptions { animation_frame: true, ..RenderOptions::default() };
    for seed in 1u64.. {
        let mut rng = seed;
        let mut game = Game::new(GameId::Xiangqi);
        let mut frames = vec![renderer.picture(&game.view(), &options)];
        while frames.len() <= plies && game.outcome().is_none() {
            let moves = game.legal_moves();
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            game.play(&moves[(rng % moves.len() as u64) as usize].text).unwrap();
            frames.push(renderer.picture(&game.view(), &options));
        }
        if frames.len() == plies + 1 {
            return frames;
        }
    }
    unreachable!()
}

/// Decodes a GIF and composes its frames as a viewer does: each frame's opaque pixels drawn
/// over the canvas left by the previous ones. Returns the canvas at the end of every ply (a
/// frame that shows for some time; a ply's earlier bands show for none) and every frame's
/// rectangle.
/// A frame's rectangle: left, top, width, height.
type Rect = (u16, u16, u16, u16);

fn compose(bytes: &[u8]) -> (u16, u16, Vec<RgbImage>, Vec<Rect>) {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let (w, h) = (decoder.width(), decoder.height());
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = RgbImage::new(u32::from(w), u32::from(h));
    let mut out = Vec::new();
    let mut rects = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        rects.push((frame.left, frame.top, frame.width, frame.height));
        for y in 0..frame.height {
            for x in 0..frame.width {
                let i = frame.buffer[usize::from(y) * usize::from(frame.width) + usize::from(x)];
                if Some(i) == frame.transparent {
                    continue;
                }
                let c = &palette[usize::from(i) * 3..usize::from(i) * 3 + 3];
                let (px, py) = (u32::from(frame.left + x), u32::from(frame.top + y));
                canvas.put_pixel(px, py, image::Rgb([c[0], c[1], c[2]]));
            }
        }
        if frame.delay > 0 {
            out.push(canvas.clone());
        }
    }
    (w, h, out, rects)
}

#[test]
fn a_100_ply_game_animates_faithfully_and_small() {
    let frames = game_frames(100);
    let animation = encode_gif(&frames, &GifOptions::default()).unwrap();
    assert_eq!((animation.frames, animation.stride), (101, 1));
    let bytes = animation.bytes.len();
    assert!(bytes < 2_000_000, "{bytes} bytes for 100 plies");
    let (w, h, composed, rects) = compose(&animation.bytes);
    assert_eq!((u32::from(w), u32::from(h)), frames[0].dimensions());
    assert_eq!(composed.len(), 101);
    for (left, top, fw, fh) in &rects {
        assert!(left + fw <= w && top + fh <= h, "a frame outside the screen");
    }
    // Later frames hold only what changed: far smaller than the board.
    let area = |r: &Rect| u32::from(r.2) * u32::from(r.3);
    let full = u32::from(w) * u32::from(h);
    assert_eq!(area(&rects[0]), full);
    assert!(rects[1..].iter().all(|r| area(r) < full), "a later frame covers the whole board");
    // Every composed frame is exactly its source picture: the GIF's palette is the renderer's.
    println!("{bytes} bytes");
    for (i, (frame, shown)) in frames.iter().zip(&composed).enumerate() {
        assert!(frame.to_rgb() == *shown, "frame {i} differs from its picture");
    }
    // And each differs from the frame before it where a move was played.
    for (i, pair) in composed.windows(2).enumerate() {
        assert_ne!(pair[0], pair[1], "frame {} shows no move", i + 1);
    }
}

#[test]
fn a_tight_limit_keeps_every_kth_frame_with_the_first_and_last() {
    let frames = game_frames(30);
    let whole = encode_gif(&frames, &GifOptions::default()).unwrap();
    let limit = whole.bytes.len() / 2;
    let options = GifOptions { max_bytes: limit, ..GifOptions::default() };
    let small = encode_gif(&frames, &options).unwrap();
    assert!(small.bytes.len() <= limit);
    assert!(small.stride > 1, "{small:?}");
    let (_, _, composed, _) = compose(&small.bytes);
    assert_eq!(composed.len(), small.frames);
    assert!(composed[0] == frames[0].to_rgb(), "the first frame is kept");
    let last = composed.last().unwrap();
    assert!(*last == frames.last().unwrap().to_rgb(), "the last frame is kept");
    // Two frames that cannot fit are an error, not a panic.
    let options = GifOptions { max_bytes: 1_000, ..GifOptions::default() };
    assert!(matches!(encode_gif(&frames, &options), Err(GifError::TooLarge { .. })));
}

#[test]
fn bad_input_is_an_error() {
    assert_eq!(encode_gif(&[], &GifOptions::default()), Err(GifError::NoFrames));
    let blank = |h: u32| Picture::from_indices(20, h, vec![0; 20 * h as usize]).unwrap();
    let frames = vec![blank(10), blank(11)];
    assert_eq!(
        encode_gif(&frames, &GifOptions::default()),
        Err(GifError::SizesDiffer { index: 1 })
    );
    let one = encode_gif(&[blank(10)], &GifOptions::default()).unwrap();
    assert_eq!(one.frames, 1);
}
