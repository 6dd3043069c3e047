//! Animated replays: a game's boards, one frame per ply, as a single GIF.
//!
//! Two things keep a replay small and quick. **One palette, known in advance**: every picture
//! is drawn in the renderer's fixed palette, which becomes the GIF's global colour table, so no
//! frame is quantised at all. **Frames hold only what changed**: after the first, a ply is one
//! GIF frame per band of changed rows (the move's cells, each player bar), each covering the
//! bounding box of the pixels that differ from the frame before, where every unchanged pixel
//! is the transparent index, which LZW squeezes to almost nothing; the previous frame is kept
//! below (`DisposalMethod::Keep`). One box around a whole ply would span from one bar to the
//! other: nearly the whole board for LZW to read, every ply.
//!
//! The size limit is part of the call ([`GifOptions::max_bytes`], Discord's attachment limit
//! with a margin by default): an animation over it is encoded again keeping every second
//! (third, …) frame, always the first and the last, and [`Animation::stride`] says so.
//!
//! **Memory is bounded however long the game**: frames come from a [`FrameSource`] one at a
//! time, as the encoder needs them, and at most two are alive at once (the one being encoded
//! and the one before it, for the difference). A frame the renderer draws is about 1.3 MB, so
//! a replay of any length needs a few megabytes besides the GIF itself (≤ `max_bytes`), where
//! holding every frame of a 1,000-ply game would take over a gigabyte.

use std::{borrow::Cow, fmt, sync::Arc};

use crate::{Picture, palette};

/// Timing and size limit of an animation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GifOptions {
    /// How long each frame shows, in milliseconds (GIF counts hundredths of a second).
    pub frame_delay_ms: u16,
    /// How long the last frame shows before the animation starts again.
    pub last_frame_delay_ms: u16,
    /// The largest file allowed, in bytes.
    pub max_bytes: usize,
}

impl Default for GifOptions {
    /// One second a move, three on the final position, at most 9.5 MB (Discord takes 10 MB).
    fn default() -> GifOptions {
        GifOptions { frame_delay_ms: 1_000, last_frame_delay_ms: 3_000, max_bytes: 9_500_000 }
    }
}

/// An encoded animation.
#[derive(Clone, PartialEq, Eq)]
pub struct Animation {
    /// The GIF file.
    pub bytes: Vec<u8>,
    /// How many frames it holds.
    pub frames: usize,
    /// 1 if every frame given is in it; `k` if only every `k`-th is (plus the last), to stay
    /// within [`GifOptions::max_bytes`].
    pub stride: usize,
}

impl fmt::Debug for Animation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "Animation({} frames, stride {}, {} bytes)",
            self.frames,
            self.stride,
            self.bytes.len()
        )
    }
}

/// Why no animation could be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GifError {
    /// No frames were given.
    #[error("an animation needs at least one frame")]
    NoFrames,
    /// Frame `index` is not the size of the first.
    #[error("frame {index} is not the same size as the first")]
    SizesDiffer {
        /// The frame.
        index: usize,
    },
    /// A side longer than GIF's 65,535 pixels.
    #[error("a frame is wider or taller than a GIF can be")]
    TooWide,
    /// Even the first and last frames alone are over the limit.
    #[error("the animation needs {bytes} bytes even with two frames; the limit is {max}")]
    TooLarge {
        /// Bytes of the smallest encoding tried.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// The encoder failed (writing to memory: only on a bug), with its message.
    #[error("GIF encoding failed: {0}")]
    Encode(String),
    /// The frame source could not make frame `index`.
    #[error("frame {index} could not be made: {source}")]
    Source {
        /// The frame.
        index: usize,
        /// Why, as the source said.
        source: FrameError,
    },
}

/// Why a [`FrameSource`] could not make a frame: its own error, kept whole.
#[derive(Debug, Clone, thiserror::Error)]
#[error(transparent)]
pub struct FrameError(Arc<dyn std::error::Error + Send + Sync>);

impl FrameError {
    /// A frame error caused by `source`.
    pub fn new(source: impl std::error::Error + Send + Sync + 'static) -> FrameError {
        FrameError(Arc::new(source))
    }
}

/// Two frame errors are the same when they say the same.
impl PartialEq for FrameError {
    fn eq(&self, other: &FrameError) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

impl Eq for FrameError {}

/// There is no frame with this number.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("no frame {0}")]
pub struct NoFrame(pub usize);

/// The palette index left for "unchanged" pixels (the palette has 255 colours).
const TRANSPARENT: u8 = palette::UNUSED;

/// Where an animation's frames come from, one at a time: the encoder asks for frame `i` when it
/// needs it and drops it when done, mostly in increasing order (it starts again from 0 for each
/// pass).
pub trait FrameSource {
    /// How many frames the animation has.
    fn len(&self) -> usize;

    /// Whether it has none.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Frame `index` (below [`FrameSource::len`]).
    ///
    /// # Errors
    /// The frame cannot be made; the encoder stops with [`GifError::Source`].
    fn frame(&mut self, index: usize) -> Result<Picture, FrameError>;
}

/// Frames already in memory.
impl FrameSource for &[Picture] {
    fn len(&self) -> usize {
        <[Picture]>::len(self)
    }

    fn frame(&mut self, index: usize) -> Result<Picture, FrameError> {
        self.get(index).cloned().ok_or_else(|| FrameError::new(NoFrame(index)))
    }
}

/// Encodes `frames` (all the same size) as a looping GIF within `options.max_bytes`.
///
/// # Errors
/// No frames, frames of different sizes or too large for GIF, or an animation that cannot fit
/// the limit even as its first and last frames.
pub fn encode_gif(frames: &[Picture], options: &GifOptions) -> Result<Animation, GifError> {
    encode_gif_from(&mut { frames }, options)
}

/// Encodes the frames of `source` as [`encode_gif`] does, holding at most two at a time.
///
/// # Errors
/// As [`encode_gif`], or the source failed to make a frame.
pub fn encode_gif_from(
    source: &mut impl FrameSource,
    options: &GifOptions,
) -> Result<Animation, GifError> {
    if source.is_empty() {
        return Err(GifError::NoFrames);
    }
    let first = fetch(source, 0, None)?;
    let (w, h) = first.dimensions();
    let size = (
        u16::try_from(w).map_err(|_| GifError::TooWide)?,
        u16::try_from(h).map_err(|_| GifError::TooWide)?,
    );
    drop(first);
    let mut stride = 1;
    loop {
        let picked = pick(source.len(), stride);
        let bytes = encode(source, &picked, size, options)?;
        if bytes.len() <= options.max_bytes {
            return Ok(Animation { bytes, frames: picked.len(), stride });
        }
        if picked.len() <= 2 {
            return Err(GifError::TooLarge { bytes: bytes.len(), max: options.max_bytes });
        }
        // Aim straight for a stride that should fit, then creep up if it does not.
        let ratio = bytes.len().div_ceil(options.max_bytes.max(1));
        stride = (stride * ratio).max(stride + 1);
    }
}

/// Frame `index` of `source`, checked to be `size` if given.
fn fetch(
    source: &mut impl FrameSource,
    index: usize,
    size: Option<(u32, u32)>,
) -> Result<Picture, GifError> {
    let frame = source.frame(index).map_err(|source| GifError::Source { index, source })?;
    if size.is_some_and(|s| s != frame.dimensions()) {
        return Err(GifError::SizesDiffer { index });
    }
    Ok(frame)
}

/// The frames kept at `stride`: 0, stride, 2·stride, …, and always the last.
fn pick(n: usize, stride: usize) -> Vec<usize> {
    let mut picked: Vec<usize> = (0..n).step_by(stride).collect();
    if picked.last() != Some(&(n - 1)) {
        picked.push(n - 1);
    }
    picked
}

/// Rows of unchanged pixels that split a ply's changes into two bands.
const BAND_GAP: u32 = 12;

/// The boxes `(left, top, width, height)` around the pixels that differ, one per band of rows:
/// a move changes two cells and the two player bars, far apart, and one box around all of them
/// would cover nearly the whole board. Bands closer than [`BAND_GAP`] rows are merged.
fn changed_bands(a: &Picture, b: &Picture) -> Vec<(u32, u32, u32, u32)> {
    let (w, h) = a.dimensions();
    let mut bands: Vec<(u32, u32, u32, u32)> = Vec::new();
    // The band being grown: left, top, right, bottom (inclusive).
    let mut open: Option<(u32, u32, u32, u32)> = None;
    for y in 0..h {
        let (ra, rb) = (row(a, y), row(b, y));
        if ra == rb {
            continue;
        }
        let first = ra.iter().zip(rb).position(|(p, q)| p != q).unwrap_or(0) as u32;
        let last = ra.iter().zip(rb).rposition(|(p, q)| p != q).unwrap_or(0) as u32;
        open = match open {
            Some((x0, y0, x1, y1)) if y - y1 <= BAND_GAP => {
                Some((x0.min(first), y0, x1.max(last), y))
            }
            Some((x0, y0, x1, y1)) => {
                bands.push((x0, y0, x1 - x0 + 1, y1 - y0 + 1));
                Some((first, y, last, y))
            }
            None => Some((first, y, last, y)),
        };
    }
    if let Some((x0, y0, x1, y1)) = open {
        bands.push((x0, y0, x1 - x0 + 1, y1 - y0 + 1));
    }
    debug_assert!(bands.iter().all(|&(x, y, bw, bh)| x + bw <= w && y + bh <= h));
    bands
}

fn row(img: &Picture, y: u32) -> &[u8] {
    let stride = img.dimensions().0 as usize;
    let start = y as usize * stride;
    &img.indices()[start..start + stride]
}

fn encode(
    source: &mut impl FrameSource,
    picked: &[usize],
    (w, h): (u16, u16),
    options: &GifOptions,
) -> Result<Vec<u8>, GifError> {
    let err = |e: ::gif::EncodingError| GifError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        let mut table = palette::COLOURS.as_flattened().to_vec();
        table.resize(256 * 3, 0);
        let mut encoder = ::gif::Encoder::new(&mut out, w, h, &table).map_err(err)?;
        encoder.set_repeat(::gif::Repeat::Infinite).map_err(err)?;
        let mut previous: Option<Picture> = None;
        for (n, &i) in picked.iter().enumerate() {
            let current = fetch(source, i, Some((u32::from(w), u32::from(h))))?;
            let frame = &current;
            let last = n + 1 == picked.len();
            let delay = if last { options.last_frame_delay_ms } else { options.frame_delay_ms };
            // A ply's bands are written as frames of their own; all but the last show for no
            // time (viewers that clamp a zero delay show them for a tenth of a second: the
            // bars change just before the board does).
            let boxes = match &previous {
                None => vec![(0, 0, u32::from(w), u32::from(h))],
                Some(before) => {
                    let bands = changed_bands(before, frame);
                    if bands.is_empty() { vec![(0, 0, 1, 1)] } else { bands }
                }
            };
            let count = boxes.len();
            for (k, (left, top, width, height)) in boxes.into_iter().enumerate() {
                let mut buffer = Vec::with_capacity((width * height) as usize);
                let span = left as usize..(left + width) as usize;
                for y in top..top + height {
                    let now = &row(frame, y)[span.clone()];
                    match &previous {
                        None => buffer.extend_from_slice(now),
                        Some(before) => buffer.extend(
                            now.iter()
                                .zip(&row(before, y)[span.clone()])
                                .map(|(&p, &q)| if p == q { TRANSPARENT } else { p }),
                        ),
                    }
                }
                let out_frame = ::gif::Frame {
                    delay: if k + 1 == count { delay / 10 } else { 0 },
                    dispose: ::gif::DisposalMethod::Keep,
                    transparent: previous.as_ref().map(|_| TRANSPARENT),
                    // The box lies inside a frame whose sides fit in u16.
                    left: left as u16,
                    top: top as u16,
                    width: width as u16,
                    height: height as u16,
                    buffer: Cow::Owned(buffer),
                    ..::gif::Frame::default()
                };
                encoder.write_frame(&out_frame).map_err(err)?;
            }
            previous = Some(current);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn picking_keeps_the_first_and_last() {
        assert_eq!(pick(5, 1), [0, 1, 2, 3, 4]);
        assert_eq!(pick(5, 2), [0, 2, 4]);
        assert_eq!(pick(6, 2), [0, 2, 4, 5]);
        assert_eq!(pick(6, 10), [0, 5]);
        assert_eq!(pick(1, 3), [0]);
    }

    #[test]
    fn changes_far_apart_get_boxes_of_their_own() {
        use crate::paint::Surface;
        let a = Picture::filled(10, 40, [0, 0, 0]);
        let mut b = a.clone();
        assert_eq!(changed_bands(&a, &b), []);
        b.blend(3, 2, [255, 255, 255], 1.0);
        b.blend(7, 5, [255, 255, 255], 1.0);
        assert_eq!(changed_bands(&a, &b), [(3, 2, 5, 4)]);
        b.blend(1, 30, [255, 255, 255], 1.0);
        assert_eq!(changed_bands(&a, &b), [(3, 2, 5, 4), (1, 30, 1, 1)]);
    }
}
