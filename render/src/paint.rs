//! Anti-aliased drawing by coverage: each pixel near a shape is blended by how much of it the
//! shape covers (its signed distance, clamped to one pixel). Cheap, exact, and the same on every
//! machine; imageproc's circles and lines are not anti-aliased.

use image::{Rgb, RgbImage, Rgba, RgbaImage};

/// An opaque colour.
pub(crate) type Colour = [u8; 3];

/// Something a shape can be blended onto: the RGB canvas or an RGBA sprite.
pub(crate) trait Surface {
    fn size(&self) -> (u32, u32);
    /// Blends `colour` over pixel (x, y) with opacity `alpha` in 0..=1.
    fn blend(&mut self, x: u32, y: u32, colour: Colour, alpha: f32);

    /// Sets pixel (x, y) to the opaque `colour`: what [`Surface::blend`] does at full opacity,
    /// without the arithmetic (most of a pasted sprite).
    fn put(&mut self, x: u32, y: u32, colour: Colour) {
        self.blend(x, y, colour, 1.0);
    }
}

/// A surface a whole picture is drawn on: the indexed [`crate::Picture`], or full colour for
/// the palette's own example.
pub(crate) trait Canvas: Surface + Clone {
    /// A canvas of one colour.
    fn filled(width: u32, height: u32, colour: Colour) -> Self;
}

impl Canvas for RgbImage {
    fn filled(width: u32, height: u32, colour: Colour) -> Self {
        RgbImage::from_pixel(width, height, Rgb(colour))
    }
}

impl Canvas for crate::Picture {
    fn filled(width: u32, height: u32, colour: Colour) -> Self {
        crate::Picture::filled(width, height, colour)
    }
}

impl Surface for RgbImage {
    fn size(&self) -> (u32, u32) {
        self.dimensions()
    }

    #[inline]
    fn blend(&mut self, x: u32, y: u32, c: Colour, a: f32) {
        let Rgb(p) = self.get_pixel_mut(x, y);
        let a = quantise(a);
        if a >= 1.0 {
            *p = c;
            return;
        }
        for i in 0..3 {
            p[i] = mix(p[i], c[i], a);
        }
    }
}

impl Surface for RgbaImage {
    fn size(&self) -> (u32, u32) {
        self.dimensions()
    }

    /// Porter-Duff "over" onto a possibly transparent pixel.
    #[inline]
    fn blend(&mut self, x: u32, y: u32, c: Colour, a: f32) {
        let Rgba(p) = self.get_pixel_mut(x, y);
        let a = quantise(a);
        let below = f32::from(p[3]) / 255.0;
        let out = a + below * (1.0 - a);
        if out <= 0.0 {
            return;
        }
        for i in 0..3 {
            let v = (f32::from(c[i]) * a + f32::from(p[i]) * below * (1.0 - a)) / out;
            p[i] = v.round().clamp(0.0, 255.0) as u8;
        }
        p[3] = (out * 255.0).round() as u8;
    }
}

/// Coverage rounded to eighths: edges look the same, but the picture has far fewer distinct
/// colours, which the PNG encoder turns into fewer bytes.
#[inline]
pub(crate) fn quantise(a: f32) -> f32 {
    (a * 8.0).round() / 8.0
}

#[inline]
pub(crate) fn mix(below: u8, over: u8, a: f32) -> u8 {
    (f32::from(below) + (f32::from(over) - f32::from(below)) * a).round() as u8
}

/// Blends `c` over every pixel of the box by `coverage(px, py)` (the pixel centre's share of the
/// shape, 0..=1) times `alpha`. Every shape below is one coverage function.
fn fill(
    s: &mut impl Surface,
    (x0, y0, x1, y1): (f32, f32, f32, f32),
    c: Colour,
    alpha: f32,
    coverage: impl Fn(f32, f32) -> f32,
) {
    let (w, h) = s.size();
    let xs = (x0.floor().max(0.0) as u32)..(x1.ceil().min(w as f32).max(0.0) as u32);
    let ys = (y0.floor().max(0.0) as u32)..(y1.ceil().min(h as f32).max(0.0) as u32);
    for y in ys {
        for x in xs.clone() {
            let cov = coverage(x as f32 + 0.5, y as f32 + 0.5);
            if cov > 0.0 {
                s.blend(x, y, c, cov.min(1.0) * alpha);
            }
        }
    }
}

/// A filled disc.
pub(crate) fn disc(s: &mut impl Surface, (cx, cy): (f32, f32), r: f32, c: Colour, alpha: f32) {
    let bbox = (cx - r - 1.0, cy - r - 1.0, cx + r + 1.0, cy + r + 1.0);
    fill(s, bbox, c, alpha, |px, py| r - (px - cx).hypot(py - cy) + 0.5);
}

/// A ring of width `w` centred on radius `r`.
pub(crate) fn ring(
    s: &mut impl Surface,
    (cx, cy): (f32, f32),
    r: f32,
    w: f32,
    c: Colour,
    alpha: f32,
) {
    let outer = r + w / 2.0 + 1.0;
    let bbox = (cx - outer, cy - outer, cx + outer, cy + outer);
    fill(s, bbox, c, alpha, |px, py| w / 2.0 - ((px - cx).hypot(py - cy) - r).abs() + 0.5);
}

/// A glow in three flat steps, strongest at the centre, fading out at radius `r`. Steps rather
/// than a smooth gradient: a gradient adds thousands of distinct colours, and bytes, to the PNG.
pub(crate) fn glow(s: &mut impl Surface, c: (f32, f32), r: f32, colour: Colour, alpha: f32) {
    for (radius, a) in [(1.0, 0.35), (0.72, 0.5), (0.46, 0.7)] {
        disc(s, c, r * radius, colour, alpha * a);
    }
}

/// A straight segment of width `w` with square-ish ends.
pub(crate) fn segment(
    s: &mut impl Surface,
    (ax, ay): (f32, f32),
    (bx, by): (f32, f32),
    w: f32,
    c: Colour,
) {
    let (dx, dy) = (bx - ax, by - ay);
    let len2 = (dx * dx + dy * dy).max(1e-6);
    let half = w / 2.0;
    let bbox = (
        ax.min(bx) - half - 1.0,
        ay.min(by) - half - 1.0,
        ax.max(bx) + half + 1.0,
        ay.max(by) + half + 1.0,
    );
    fill(s, bbox, c, 1.0, |px, py| {
        let t = (((px - ax) * dx + (py - ay) * dy) / len2).clamp(0.0, 1.0);
        half - (px - (ax + t * dx)).hypot(py - (ay + t * dy)) + 0.5
    });
}

/// A filled triangle (pixels whose centre is inside, with a soft edge).
pub(crate) fn triangle(s: &mut impl Surface, [a, b, c]: [(f32, f32); 3], colour: Colour) {
    let bbox = (
        a.0.min(b.0).min(c.0) - 1.0,
        a.1.min(b.1).min(c.1) - 1.0,
        a.0.max(b.0).max(c.0) + 1.0,
        a.1.max(b.1).max(c.1) + 1.0,
    );
    // The signed distance to each edge, positive inside whichever way round the corners go.
    let area = (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0);
    let sign = if area < 0.0 { -1.0 } else { 1.0 };
    let edge = |(px, py): (f32, f32), (qx, qy): (f32, f32), x: f32, y: f32| {
        let (dx, dy) = (qx - px, qy - py);
        sign * (dx * (y - py) - dy * (x - px)) / dx.hypot(dy).max(1e-6)
    };
    fill(s, bbox, colour, 1.0, |x, y| {
        edge(a, b, x, y).min(edge(b, c, x, y)).min(edge(c, a, x, y)) + 0.5
    });
}

/// An axis-aligned filled rectangle with opacity (pixels whose centre is inside).
pub(crate) fn rect(
    s: &mut impl Surface,
    (x0, y0): (f32, f32),
    (x1, y1): (f32, f32),
    c: Colour,
    alpha: f32,
) {
    fill(s, (x0, y0, x1, y1), c, alpha, |_, _| 1.0);
}

/// Pastes an RGBA sprite centred on (cx, cy), blending it over what is below.
pub(crate) fn paste(canvas: &mut impl Surface, sprite: &RgbaImage, (cx, cy): (f32, f32)) {
    let (w, h) = sprite.dimensions();
    let x0 = (cx - w as f32 / 2.0).round() as i64;
    let y0 = (cy - h as f32 / 2.0).round() as i64;
    let (cw, ch) = canvas.size();
    for (sx, sy, Rgba(p)) in sprite.enumerate_pixels() {
        if p[3] == 0 {
            continue;
        }
        let (x, y) = (x0 + i64::from(sx), y0 + i64::from(sy));
        if x < 0 || y < 0 || x >= i64::from(cw) || y >= i64::from(ch) {
            continue;
        }
        // Most of a piece is opaque: those pixels are set, not blended.
        if p[3] == 255 {
            canvas.put(x as u32, y as u32, [p[0], p[1], p[2]]);
        } else {
            canvas.blend(x as u32, y as u32, [p[0], p[1], p[2]], f32::from(p[3]) / 255.0);
        }
    }
}
