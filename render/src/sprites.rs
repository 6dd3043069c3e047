//! Pieces drawn once into transparent sprites and pasted onto every picture after that.

use image::RgbaImage;
use rules::{GameId, Side};

use crate::{
    PieceStyle,
    art::{self, Look},
    paint, palette,
    text::Text,
    theme,
};

/// Everything that decides how a piece sprite looks.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct SpriteKey {
    pub game: GameId,
    pub side: Side,
    /// The position-string letter, which picks the picture.
    pub letter: char,
    /// The style, already resolved for the game.
    pub style: PieceStyle,
    /// What is written on the piece in the letters style.
    pub label: &'static str,
    /// Radius in pixels.
    pub radius: u32,
    pub promoted: bool,
    pub dropped: bool,
    pub height: Option<u8>,
    /// In the palette's colours (every sprite the renderer pastes), or as drawn.
    pub quantised: bool,
}

/// How much of the sprite's box a picture fills, by kind of picture (radius multiples).
const TOKEN_BOX: f32 = 2.0;
const FIGURINE_BOX: f32 = 2.3;
const ICON_BOX: f32 = 1.5;

/// Draws one piece: its picture (or a disc with its letter), then badges for promotion, stack
/// height and drops.
pub(crate) fn bake(key: &SpriteKey, text: &Text) -> RgbaImage {
    let r = key.radius as f32;
    // Room for badges that stick out past the rim and for figurines a little wider than a disc.
    let size = (2.0 * r * 1.16 + 8.0).ceil() as u32;
    let mut img = RgbaImage::new(size, size);
    let c = (size as f32 / 2.0, size as f32 / 2.0);
    let look = art::look(key.game, key.side, key.letter, key.style);
    let picture = |scale: f32| art::rasterise(look, (r * scale).round() as u32);
    match look {
        Look::Token(_) => match picture(TOKEN_BOX) {
            Some(p) => paint::paste(&mut img, &p, c),
            None => letters(&mut img, key, text, c),
        },
        Look::Figurine(_) => {
            if key.promoted {
                // Promoted forms are told apart at a glance: the figurine stands on a gold disc.
                paint::disc(&mut img, c, r, theme::BADGE, 1.0);
                paint::ring(&mut img, c, r - r * 0.04, r * 0.08, theme::BADGE_TEXT, 1.0);
            }
            match picture(FIGURINE_BOX) {
                Some(p) => paint::paste(&mut img, &p, c),
                None => letters(&mut img, key, text, c),
            }
        }
        Look::Icon(_) => {
            let p = theme::icon_paint(key.game, key.side);
            paint::disc(&mut img, c, r, p.body, 1.0);
            paint::ring(&mut img, c, r - r * 0.05, r * 0.1, p.rim, 1.0);
            if let Some(glyph) = picture(ICON_BOX) {
                paint::paste(&mut img, &glyph, c);
            }
        }
        Look::Letters => letters(&mut img, key, text, c),
    }
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
    if key.quantised {
        // Quantised once here, as lila-gif does, so that pasting mostly copies palette colours.
        for p in img.pixels_mut() {
            let [r, g, b] = palette::snap([p[0], p[1], p[2]]);
            *p = image::Rgba([r, g, b, p[3]]);
        }
    }
    img
}

/// The letters style: a disc with a rim and the piece's letter or character.
fn letters(img: &mut RgbaImage, key: &SpriteKey, text: &Text, c: (f32, f32)) {
    let r = key.radius as f32;
    let p = theme::piece_paint(key.game, key.side);
    paint::disc(img, c, r, p.body, 1.0);
    paint::ring(img, c, r - r * 0.05, r * 0.1, p.rim, 1.0);
    // No inner ring: printed Xiangqi pieces often have one, but over a midgame board its two
    // extra anti-aliased edges per piece cost about 14% of the PNG's bytes (measured).
    let label = text.drawable(key.label);
    let wide = !label.is_ascii();
    let text_size = if wide { r * 1.18 } else { r * 1.25 };
    text.draw_centered(img, &label, c, text_size, p.ink);
}

fn badge(img: &mut RgbaImage, text: &Text, c: (f32, f32), r: f32, label: &str) {
    paint::disc(img, c, r + 1.5, theme::BADGE_TEXT, 1.0);
    paint::disc(img, c, r, theme::BADGE, 1.0);
    text.draw_centered(img, label, c, r * 1.5, theme::BADGE_TEXT);
}
