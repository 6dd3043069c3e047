//! Animated replays: a game's boards, one frame per ply, as a single GIF.
//!
//! Two things keep a replay small. **One palette for the whole animation**: the boards of a
//! game share nearly every colour, so NeuQuant is trained once on a sample of frames and each
//! distinct colour is looked up once (a cache), instead of quantising every frame anew.
//! **Frames hold only what changed**: after the first, a frame covers the bounding box of the
//! pixels that differ from the frame before, and inside it every unchanged pixel is the
//! transparent index, which LZW squeezes to almost nothing; the previous frame is kept below
//! (`DisposalMethod::Keep`). A move changes two cells, the last-move marks and the player bars,
//! so a frame costs a few kilobytes.
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

use std::{borrow::Cow, collections::HashMap, fmt};

use color_quant::NeuQuant;
use image::RgbImage;

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
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GifError {
    /// No frames were given.
    NoFrames,
    /// Frame `index` is not the size of the first.
    SizesDiffer {
        /// The frame.
        index: usize,
    },
    /// A side longer than GIF's 65,535 pixels.
    TooWide,
    /// Even the first and last frames alone are over the limit.
    TooLarge {
        /// Bytes of the smallest encoding tried.
        bytes: usize,
        /// The limit.
        max: usize,
    },
    /// The encoder failed (writing to memory: only on a bug).
    Encode(String),
    /// The frame source could not make frame `index`.
    Source {
        /// The frame.
        index: usize,
        /// Why.
        why: String,
    },
}

impl fmt::Display for GifError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GifError::NoFrames => write!(f, "an animation needs at least one frame"),
            GifError::SizesDiffer { index } => {
                write!(f, "frame {index} is not the same size as the first")
            }
            GifError::TooWide => write!(f, "a frame is wider or taller than a GIF can be"),
            GifError::TooLarge { bytes, max } => {
                write!(
                    f,
                    "the animation needs {bytes} bytes even with two frames; the limit is {max}"
                )
            }
            GifError::Encode(e) => write!(f, "GIF encoding failed: {e}"),
            GifError::Source { index, why } => write!(f, "frame {index} could not be made: {why}"),
        }
    }
}

impl std::error::Error for GifError {}

/// The palette index left for "unchanged" pixels; NeuQuant gets the other 255.
const TRANSPARENT: u8 = 255;

/// Where an animation's frames come from, one at a time: the encoder asks for frame `i` when it
/// needs it and drops it when done, mostly in increasing order (it starts again from 0 for each
/// pass, and samples a few frames first for its palette).
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
    fn frame(&mut self, index: usize) -> Result<RgbImage, String>;
}

/// Frames already in memory.
impl FrameSource for &[RgbImage] {
    fn len(&self) -> usize {
        <[RgbImage]>::len(self)
    }

    fn frame(&mut self, index: usize) -> Result<RgbImage, String> {
        self.get(index).cloned().ok_or_else(|| format!("no frame {index}"))
    }
}

/// Encodes `frames` (all the same size) as a looping GIF within `options.max_bytes`.
///
/// # Errors
/// No frames, frames of different sizes or too large for GIF, or an animation that cannot fit
/// the limit even as its first and last frames.
pub fn encode_gif(frames: &[RgbImage], options: &GifOptions) -> Result<Animation, GifError> {
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
    let mut palette = Palette::train(source, first)?;
    let mut stride = 1;
    loop {
        let picked = pick(source.len(), stride);
        let bytes = encode(source, &picked, size, &mut palette, options)?;
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
) -> Result<RgbImage, GifError> {
    let frame = source.frame(index).map_err(|why| GifError::Source { index, why })?;
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

/// The global palette and a cache from colour to index.
struct Palette {
    quant: NeuQuant,
    rgb: Vec<u8>,
    cache: HashMap<[u8; 3], u8>,
}

impl Palette {
    /// Trains on the first (already made), middle and last frames: between them they show
    /// every kind of piece, the marks and the banners the game's frames use.
    fn train(source: &mut impl FrameSource, first: RgbImage) -> Result<Palette, GifError> {
        let size = first.dimensions();
        let n = source.len();
        let mut later = vec![n / 2, n - 1];
        later.dedup();
        later.retain(|&i| i != 0);
        let mut sample = Vec::new();
        let mut add = |frame: &RgbImage| {
            for p in frame.pixels() {
                sample.extend_from_slice(&[p[0], p[1], p[2], 255]);
            }
        };
        add(&first);
        drop(first);
        for i in later {
            add(&fetch(source, i, Some(size))?);
        }
        // Sampling every 10th pixel trains in milliseconds at a quality a board needs.
        let quant = NeuQuant::new(10, usize::from(TRANSPARENT), &sample);
        let mut rgb = quant.color_map_rgb();
        rgb.resize(256 * 3, 0);
        Ok(Palette { quant, rgb, cache: HashMap::new() })
    }

    fn index(&mut self, c: [u8; 3]) -> u8 {
        let quant = &self.quant;
        *self.cache.entry(c).or_insert_with(|| {
            // NeuQuant has 255 colours, so the index always fits below TRANSPARENT.
            u8::try_from(quant.index_of(&[c[0], c[1], c[2], 255])).unwrap_or(0)
        })
    }
}

/// The bounding box `(left, top, width, height)` of the pixels that differ, if any.
fn changed_box(a: &RgbImage, b: &RgbImage) -> Option<(u32, u32, u32, u32)> {
    let (w, h) = a.dimensions();
    let (mut x0, mut y0, mut x1, mut y1) = (w, h, 0, 0);
    for y in 0..h {
        let (ra, rb) = (row(a, y), row(b, y));
        if ra == rb {
            continue;
        }
        let first = ra.chunks_exact(3).zip(rb.chunks_exact(3)).position(|(p, q)| p != q);
        let last = ra.chunks_exact(3).zip(rb.chunks_exact(3)).rposition(|(p, q)| p != q);
        if let (Some(f), Some(l)) = (first, last) {
            x0 = x0.min(f as u32);
            x1 = x1.max(l as u32);
            y0 = y0.min(y);
            y1 = y1.max(y);
        }
    }
    (x0 <= x1).then(|| (x0, y0, x1 - x0 + 1, y1 - y0 + 1))
}

fn row(img: &RgbImage, y: u32) -> &[u8] {
    let stride = img.width() as usize * 3;
    let start = y as usize * stride;
    &img.as_raw()[start..start + stride]
}

fn encode(
    source: &mut impl FrameSource,
    picked: &[usize],
    (w, h): (u16, u16),
    palette: &mut Palette,
    options: &GifOptions,
) -> Result<Vec<u8>, GifError> {
    let err = |e: ::gif::EncodingError| GifError::Encode(e.to_string());
    let mut out = Vec::new();
    {
        let mut encoder = ::gif::Encoder::new(&mut out, w, h, &palette.rgb).map_err(err)?;
        encoder.set_repeat(::gif::Repeat::Infinite).map_err(err)?;
        let mut previous: Option<RgbImage> = None;
        for (n, &i) in picked.iter().enumerate() {
            let current = fetch(source, i, Some((u32::from(w), u32::from(h))))?;
            let frame = &current;
            let last = n + 1 == picked.len();
            let delay = if last { options.last_frame_delay_ms } else { options.frame_delay_ms };
            let (left, top, width, height) = match &previous {
                None => (0, 0, u32::from(w), u32::from(h)),
                Some(before) => changed_box(before, frame).unwrap_or((0, 0, 1, 1)),
            };
            let mut buffer = Vec::with_capacity((width * height) as usize);
            for y in top..top + height {
                for x in left..left + width {
                    let p = frame.get_pixel(x, y).0;
                    let same = previous.as_ref().is_some_and(|b| b.get_pixel(x, y).0 == p);
                    buffer.push(if same { TRANSPARENT } else { palette.index(p) });
                }
            }
            let out_frame = ::gif::Frame {
                delay: delay / 10,
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
    fn the_changed_box_is_tight() {
        let a = RgbImage::new(10, 8);
        let mut b = a.clone();
        assert_eq!(changed_box(&a, &b), None);
        b.put_pixel(3, 2, image::Rgb([1, 2, 3]));
        b.put_pixel(7, 5, image::Rgb([1, 2, 3]));
        assert_eq!(changed_box(&a, &b), Some((3, 2, 5, 4)));
    }
}
