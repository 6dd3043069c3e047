//! A replay's memory does not grow with the game: the encoder pulls frames from a source one at
//! a time. Measured as the process's peak resident memory (`VmHWM` in `/proc/self/status`; this
//! file holds one test, so nothing else runs beside it): encoding 1,000 board-sized frames must
//! add only a few frames to the peak, where holding them all would take over a gigabyte.
#![allow(clippy::unwrap_used)]

use render::{FrameSource, GifOptions, Picture, RenderOptions, Renderer, encode_gif_from};
use rules::{Game, GameId};

/// The process's peak resident memory so far, in bytes.
fn peak_resident() -> usize {
    let status = std::fs::read_to_string("/proc/self/status").expect("Linux's /proc");
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("a VmHWM line");
    let kib: usize = line.split_whitespace().nth(1).unwrap().parse().unwrap();
    kib * 1_024
}

/// A real board picture with a small mark moved a little each ply: board-sized frames, made
/// on demand.
struct Plies {
    board: Picture,
    count: usize,
}

impl FrameSource for Plies {
    fn len(&self) -> usize {
        self.count
    }

    fn frame(&mut self, index: usize) -> Result<Picture, render::FrameError> {
        let (w, h) = self.board.dimensions();
        let mut pixels = self.board.indices().to_vec();
        let (x0, y0) = ((index as u32 * 7) % (w - 8), (index as u32 * 3) % (h - 8));
        for y in y0..y0 + 8 {
            for x in x0..x0 + 8 {
                pixels[(y * w + x) as usize] = 7;
            }
        }
        Picture::from_indices(w, h, pixels).ok_or(render::FrameError::new(render::NoFrame(index)))
    }
}

#[test]
fn a_1000_ply_replay_holds_a_few_frames_at_a_time() {
    let board =
        Renderer::new().picture(&Game::new(GameId::Xiangqi).view(), &RenderOptions::default());
    let frame_bytes = board.indices().len();
    let mut source = Plies { board, count: 1_001 };
    let before = peak_resident();
    let animation = encode_gif_from(&mut source, &GifOptions::default()).unwrap();
    let peak = peak_resident().saturating_sub(before);
    assert_eq!(animation.frames, 1_001);
    let bound = 4 * frame_bytes + 2 * animation.bytes.len() + (4 << 20);
    println!(
        "frame {frame_bytes} B; GIF {} B; peak grew {peak} B ({:.1} frames); bound {bound} B",
        animation.bytes.len(),
        peak as f64 / frame_bytes as f64
    );
    assert!(peak <= bound, "the peak grew {peak} B, over {bound} B");
    assert!(peak < 1_001 * frame_bytes / 50, "nowhere near all the frames");
}
