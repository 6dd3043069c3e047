//! The picture type the renderer draws into: one byte a pixel, an index into the fixed palette.

use image::{Rgb, RgbImage};

use crate::{
    paint::{Colour, Surface, mix, quantise},
    palette,
};

/// A board picture in the renderer's fixed palette of 255 colours: what [`crate::encode_png`]
/// writes as an indexed PNG and animations encode without a quantiser.
#[derive(Clone, PartialEq, Eq)]
pub struct Picture {
    width: u32,
    height: u32,
    pixels: Vec<u8>,
}

impl std::fmt::Debug for Picture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Picture({}×{})", self.width, self.height)
    }
}

impl Picture {
    /// A picture of one colour (snapped to the palette).
    pub(crate) fn filled(width: u32, height: u32, colour: Colour) -> Picture {
        Picture { width, height, pixels: vec![palette::index(colour); (width * height) as usize] }
    }

    /// A picture from palette indices, row by row; `None` unless there are `width × height` of
    /// them and each is a palette colour.
    pub fn from_indices(width: u32, height: u32, pixels: Vec<u8>) -> Option<Picture> {
        let fits = pixels.len() as u64 == u64::from(width) * u64::from(height);
        let valid = pixels.iter().all(|&i| usize::from(i) < palette::COLOURS.len());
        (fits && valid).then_some(Picture { width, height, pixels })
    }

    /// Copies `src` in with its top left corner at (x, y), clipped to this picture.
    pub(crate) fn blit(&mut self, src: &Picture, (x, y): (u32, u32)) {
        for row in 0..src.height {
            let ty = y + row;
            if ty >= self.height || x >= self.width {
                break;
            }
            let n = src.width.min(self.width - x) as usize;
            let from = (row * src.width) as usize;
            let to = (ty * self.width + x) as usize;
            self.pixels[to..to + n].copy_from_slice(&src.pixels[from..from + n]);
        }
    }

    /// Width and height in pixels.
    pub fn dimensions(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// The palette indices, row by row.
    pub fn indices(&self) -> &[u8] {
        &self.pixels
    }

    /// The palette every picture uses, as RGB triples (255 of them).
    pub fn palette() -> &'static [[u8; 3]] {
        &palette::COLOURS
    }

    /// The picture in full colour: the very pixels an indexed PNG of it decodes to.
    pub fn to_rgb(&self) -> RgbImage {
        let mut out = RgbImage::new(self.width, self.height);
        for (p, &i) in out.pixels_mut().zip(&self.pixels) {
            *p = Rgb(palette::colour(i));
        }
        out
    }
}

impl Surface for Picture {
    fn size(&self) -> (u32, u32) {
        (self.width, self.height)
    }

    /// Blends in full colour, then takes the palette colour nearest to the result.
    #[inline]
    fn blend(&mut self, x: u32, y: u32, c: Colour, a: f32) {
        let at = (y * self.width + x) as usize;
        let a = quantise(a);
        let result = if a >= 1.0 {
            c
        } else {
            let below = palette::colour(self.pixels[at]);
            [mix(below[0], c[0], a), mix(below[1], c[1], a), mix(below[2], c[2], a)]
        };
        self.pixels[at] = palette::index(result);
    }

    /// One table lookup: palette colours map to themselves.
    #[inline]
    fn put(&mut self, x: u32, y: u32, c: Colour) {
        self.pixels[(y * self.width + x) as usize] = palette::index(c);
    }
}
