//! Pieces drawn once into transparent sprites and pasted onto every picture after that.

use image::RgbaImage;

use crate::{paint, text::Text, theme};

/// Everything that decides how a piece sprite looks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct SpriteKey {
    pub paint: theme::PiecePaint,
    /// What is written on the piece.
    pub label: &'static str,
    /// Radius in pixels.
    pub radius: u32,
    pub promoted: bool,
    pub dropped: bool,
    pub height: Option<u8>,
}

/// Draws one piece: a shadowed disc with a rim, its label, and badges.
pub(crate) fn bake(key: &SpriteKey, text: &Text) -> RgbaImage {
    let r = key.radius as f32;
    // Room for the shadow and for badges that stick out past the rim.
    let size = (2.0 * r * 1.12 + 8.0).ceil() as u32;
    let mut img = RgbaImage::new(size, size);
    let c = (size as f32 / 2.0, size as f32 / 2.0);
    let p = key.paint;
    // No drop shadow either: its soft edge added as many distinct colours as the piece itself.
    paint::disc(&mut img, c, r, p.body, 1.0);
    paint::ring(&mut img, c, r - r * 0.05, r * 0.1, p.rim, 1.0);
    // No inner ring: printed Xiangqi pieces often have one, but over a midgame board its two
    // extra anti-aliased edges per piece cost about 14% of the PNG's bytes (measured).
    let label = text.drawable(key.label);
    let wide = !label.is_ascii();
    let text_size = if wide { r * 1.18 } else { r * 1.25 };
    text.draw_centered(&mut img, &label, c, text_size, p.ink);
    let badge_r = r * 0.36;
    let corner = (c.0 + r * 0.72, c.1 - r * 0.72);
    if let Some(h) = key.height {
        badge(&mut img, text, corner, badge_r, &h.to_string());
    } else if key.promoted {
        badge(&mut img, text, corner, badge_r, "+");
    }
    if key.dropped {
        badge(&mut img, text, (c.0 - r * 0.72, c.1 + r * 0.72), badge_r, "~");
    }
    img
}

fn badge(img: &mut RgbaImage, text: &Text, c: (f32, f32), r: f32, label: &str) {
    paint::disc(img, c, r + 1.5, theme::BADGE_TEXT, 1.0);
    paint::disc(img, c, r, theme::BADGE, 1.0);
    text.draw_centered(img, label, c, r * 1.5, theme::BADGE_TEXT);
}
