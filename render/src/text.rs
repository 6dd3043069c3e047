//! Text with the embedded font: measured and placed by its glyph outlines, so that a character
//! can be centred exactly on a piece.

use ab_glyph::{Font, FontRef, PxScale, ScaleFont, point};

use crate::paint::{Colour, Surface};

/// Noto Sans CJK TC Bold, subset to printable ASCII and `fonts/charset.txt` (see fonts/README.md).
pub(crate) const FONT_BYTES: &[u8] = include_bytes!("../../fonts/NotoSansCJKtc-Bold-subset.otf");

/// The characters beyond printable ASCII that the font subset carries.
pub const EXTRA_CHARACTERS: &str = include_str!("../../fonts/charset.txt");

/// The embedded font, parsed once.
pub(crate) struct Text {
    font: FontRef<'static>,
}

impl Text {
    pub(crate) fn new() -> Text {
        // The bytes are part of the binary and checked by the tests: failure is a build defect.
        let font = FontRef::try_from_slice(FONT_BYTES).expect("the embedded font parses");
        Text { font }
    }

    /// Whether the font has a real glyph (not the empty "notdef" box) for `c`.
    pub(crate) fn has_glyph(&self, c: char) -> bool {
        self.font.glyph_id(c).0 != 0
    }

    /// `text` with every character the font cannot draw removed.
    pub(crate) fn drawable(&self, text: &str) -> String {
        text.chars().filter(|&c| c == ' ' || self.has_glyph(c)).collect()
    }

    /// The advance width of `text` at `size` pixels.
    pub(crate) fn width(&self, text: &str, size: f32) -> f32 {
        let f = self.font.as_scaled(PxScale::from(size));
        let mut w = 0.0;
        let mut prev = None;
        for c in text.chars() {
            let g = f.glyph_id(c);
            if let Some(p) = prev {
                w += f.kern(p, g);
            }
            w += f.h_advance(g);
            prev = Some(g);
        }
        w
    }

    /// Draws `text` with its left end at `x` and its baseline at `baseline`.
    pub(crate) fn draw(
        &self,
        s: &mut impl Surface,
        text: &str,
        (x, baseline): (f32, f32),
        size: f32,
        colour: Colour,
    ) {
        let scale = PxScale::from(size);
        let f = self.font.as_scaled(scale);
        let mut pen = x;
        let mut prev = None;
        for c in text.chars() {
            let id = f.glyph_id(c);
            if let Some(p) = prev {
                pen += f.kern(p, id);
            }
            let glyph = id.with_scale_and_position(scale, point(pen, baseline));
            pen += f.h_advance(id);
            prev = Some(id);
            self.fill_glyph(s, glyph, colour);
        }
    }

    /// Draws `text` centred horizontally on `cx`, with the middle of its capital letters (or of
    /// a Chinese character's box) on `cy`.
    pub(crate) fn draw_centered(
        &self,
        s: &mut impl Surface,
        text: &str,
        (cx, cy): (f32, f32),
        size: f32,
        colour: Colour,
    ) {
        let width = self.width(text, size);
        // Centre on the ink of the text, not the line box: measure the outlines.
        let scale = PxScale::from(size);
        let (mut top, mut bottom) = (f32::MAX, f32::MIN);
        for c in text.chars() {
            let g = self.font.glyph_id(c).with_scale_and_position(scale, point(0.0, 0.0));
            if let Some(o) = self.font.outline_glyph(g) {
                let b = o.px_bounds();
                top = top.min(b.min.y);
                bottom = bottom.max(b.max.y);
            }
        }
        if top > bottom {
            return;
        }
        let baseline = cy - (top + bottom) / 2.0;
        self.draw(s, text, (cx - width / 2.0, baseline), size, colour);
    }

    fn fill_glyph(&self, s: &mut impl Surface, glyph: ab_glyph::Glyph, colour: Colour) {
        let Some(outline) = self.font.outline_glyph(glyph) else { return };
        let bounds = outline.px_bounds();
        let (w, h) = s.size();
        let mut hits = Vec::new();
        outline.draw(|gx, gy, cov| {
            let x = bounds.min.x as i64 + i64::from(gx);
            let y = bounds.min.y as i64 + i64::from(gy);
            if cov > 0.0 && x >= 0 && y >= 0 && x < i64::from(w) && y < i64::from(h) {
                hits.push((x as u32, y as u32, cov.min(1.0)));
            }
        });
        for (x, y, cov) in hits {
            s.blend(x, y, colour, cov);
        }
    }
}
