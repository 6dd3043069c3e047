//! The [`Renderer`]: the font, and the caches of what does not change from move to move
//! (backgrounds, piece sprites, legends), and the drawing of one picture from them.

use std::{
    collections::HashMap,
    sync::{Arc, Mutex, PoisonError},
};

use image::RgbImage;
use rules::{BoardView, Cell, CellStyle, GameId, Side};

use crate::{
    EncodingError, FileLabels, LegendWords, Picture, PieceStyle, RenderOptions, board,
    encoding::encode_png,
    layout::Layout,
    paint::{self, Canvas, Surface},
    sprites,
    sprites::SpriteKey,
    text, theme,
};

/// How sprites are wanted: style, size and whether in the palette's colours.
#[derive(Debug, Clone, Copy)]
pub(crate) struct SpriteSpec {
    pub(crate) style: Option<PieceStyle>,
    pub(crate) radius: u32,
    pub(crate) quantised: bool,
}

impl RenderOptions {
    fn bottom(&self) -> Side {
        self.bottom.unwrap_or(Side::First)
    }
}

/// Draws board pictures. Build one at start-up and share it: it holds the parsed font and the
/// caches of backgrounds and piece sprites. It is `Sync`; the caches are behind mutexes that
/// are held only to look up or insert.
pub struct Renderer {
    pub(crate) text: text::Text,
    backgrounds: Mutex<HashMap<(GameId, Side, FileLabels), Arc<Picture>>>,
    sprites: Mutex<HashMap<SpriteKey, Arc<image::RgbaImage>>>,
    pub(crate) legends: Mutex<HashMap<(GameId, PieceStyle, LegendWords), Arc<Picture>>>,
}

impl std::fmt::Debug for Renderer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Renderer").finish_non_exhaustive()
    }
}

impl Default for Renderer {
    fn default() -> Renderer {
        Renderer::new()
    }
}

impl Renderer {
    /// A renderer with the embedded font.
    pub fn new() -> Renderer {
        Renderer {
            text: text::Text::new(),
            backgrounds: Mutex::new(HashMap::new()),
            sprites: Mutex::new(HashMap::new()),
            legends: Mutex::new(HashMap::new()),
        }
    }

    /// Whether the embedded font can draw `c`.
    pub fn has_glyph(&self, c: char) -> bool {
        self.text.has_glyph(c)
    }

    /// Draws the position in the fixed palette.
    pub fn picture(&self, view: &BoardView, options: &RenderOptions) -> Picture {
        let layout = self.layout(view, options);
        let background = (*self.background(view, &layout)).clone();
        self.draw(background, view, &layout, options, true)
    }

    /// Draws the position as a full-colour image: [`Renderer::picture`]'s pixels.
    pub fn render(&self, view: &BoardView, options: &RenderOptions) -> RgbImage {
        self.picture(view, options).to_rgb()
    }

    /// Draws the position without the palette: every blend in full colour, sprites as their
    /// SVGs rasterise. Slow (nothing is cached); for choosing the palette and for measuring
    /// what the palette costs, not for the bot.
    #[doc(hidden)]
    pub fn render_full_colour(&self, view: &BoardView, options: &RenderOptions) -> RgbImage {
        let layout = self.layout(view, options);
        let background = board::draw(view.geometry, &layout, &self.text);
        self.draw(background, view, &layout, options, false)
    }

    /// Draws the position and encodes it as an indexed PNG.
    ///
    /// # Errors
    /// Only if the encoder fails, which it does not for pictures this renderer makes.
    pub fn png(&self, view: &BoardView, options: &RenderOptions) -> Result<Vec<u8>, EncodingError> {
        encode_png(&self.picture(view, options))
    }

    /// Everything over the background: highlights, pieces, marks, bars and the result.
    fn draw<S: Canvas>(
        &self,
        mut img: S,
        view: &BoardView,
        layout: &Layout,
        options: &RenderOptions,
        quantised: bool,
    ) -> S {
        let shown_moves;
        let view = if options.selected.is_some() {
            shown_moves = BoardView { last_move: None, ..view.clone() };
            &shown_moves
        } else {
            view
        };
        self.under_pieces(&mut img, view, layout, options);
        let radius = layout.piece_radius().round() as u32;
        for placed in &view.pieces {
            let spec = SpriteSpec { style: options.style, radius, quantised };
            let sprite = self.sprite(view.game, &placed.piece, spec);
            paint::paste(&mut img, &sprite, layout.center(placed.cell));
        }
        self.over_pieces(&mut img, view, layout);
        marks(&mut img, view, layout, &options.destinations, &options.screened);
        stars(&mut img, view, layout, &options.stars);
        crate::arrows::draw(&mut img, layout, &options.arrows);
        self.bars(&mut img, view, layout, options, quantised);
        if let (Some(_), Some(result)) = (&view.outcome, &options.captions.result) {
            self.banner(&mut img, layout, result);
        }
        img
    }

    /// The layout of `view`'s picture: its orientation and (in Xiangqi) its file labels.
    fn layout(&self, view: &BoardView, options: &RenderOptions) -> Layout {
        let labels =
            if view.game == GameId::Xiangqi { options.file_labels } else { FileLabels::Letters };
        Layout::new(view.geometry, options.bottom()).with_file_labels(labels)
    }

    fn background(&self, view: &BoardView, layout: &Layout) -> Arc<Picture> {
        let key = (view.game, layout.bottom, layout.file_labels);
        if let Some(bg) = self.backgrounds.lock().unwrap_or_else(PoisonError::into_inner).get(&key)
        {
            return Arc::clone(bg);
        }
        let bg = Arc::new(board::draw(view.geometry, layout, &self.text));
        self.backgrounds
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key, Arc::clone(&bg));
        bg
    }

    /// The sprite of `piece` in `game` as boards draw it: `2 × radius` across plus room for
    /// badges, in the palette's colours (its edges stay translucent). Baked on first use and
    /// cached.
    pub fn piece_sprite(
        &self,
        game: GameId,
        piece: &rules::PieceView,
        radius: u32,
        style: Option<PieceStyle>,
    ) -> Arc<image::RgbaImage> {
        self.sprite(game, piece, SpriteSpec { style, radius, quantised: true })
    }

    pub(crate) fn sprite(
        &self,
        game: GameId,
        piece: &rules::PieceView,
        spec: SpriteSpec,
    ) -> Arc<image::RgbaImage> {
        let key = SpriteKey {
            game,
            side: piece.side,
            letter: piece.letter,
            style: PieceStyle::resolve(spec.style, game),
            label: piece.latin,
            radius: spec.radius,
            promoted: piece.promoted,
            dropped: piece.dropped,
            height: piece.height,
            quantised: spec.quantised,
        };
        if let Some(s) = self.sprites.lock().unwrap_or_else(PoisonError::into_inner).get(&key) {
            return Arc::clone(s);
        }
        let sprite = Arc::new(sprites::bake(&key, &self.text));
        self.sprites
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(key, Arc::clone(&sprite));
        sprite
    }

    /// Highlights that pieces stand on: last-move tint, the selected piece and the check glow.
    fn under_pieces(
        &self,
        img: &mut impl Surface,
        view: &BoardView,
        l: &Layout,
        options: &RenderOptions,
    ) {
        if let Some(cell) = options.selected {
            paint::disc(img, l.center(cell), l.pitch * 0.5, theme::LAST_MOVE, 0.6);
        }
        if let Some(last) = view.last_move.filter(|_| !options.animation_frame) {
            for cell in [last.from, last.to].into_iter().flatten() {
                let (cx, cy) = l.center(cell);
                match l.style {
                    CellStyle::Squares => {
                        let h = l.pitch / 2.0;
                        paint::rect(
                            img,
                            (cx - h, cy - h),
                            (cx + h, cy + h),
                            theme::LAST_MOVE,
                            0.38,
                        );
                    }
                    CellStyle::Points => {
                        paint::disc(img, (cx, cy), l.pitch * 0.47, theme::LAST_MOVE, 0.35);
                    }
                }
            }
        }
        if let Some(cell) = view.check {
            paint::glow(img, l.center(cell), l.pitch * 0.75, theme::CHECK, 0.95);
        }
    }

    /// Shape cues for the last move, visible without colour: a ring on the point left, corner
    /// brackets around the point reached.
    fn over_pieces(&self, img: &mut impl Surface, view: &BoardView, l: &Layout) {
        let Some(last) = view.last_move else { return };
        let w = (l.pitch / 16.0).max(3.0);
        if let Some(from) = last.from {
            paint::ring(img, l.center(from), l.pitch * 0.16, w, theme::LAST_MOVE, 1.0);
        }
        if let Some(to) = last.to {
            let (cx, cy) = l.center(to);
            let h = l.pitch * 0.49;
            let arm = l.pitch * 0.18;
            for (sx, sy) in [(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)] {
                let corner = (cx + sx * h, cy + sy * h);
                paint::segment(img, corner, (corner.0 - sx * arm, corner.1), w, theme::LAST_MOVE);
                paint::segment(img, corner, (corner.0, corner.1 - sy * arm), w, theme::LAST_MOVE);
            }
        }
    }

    /// The player bars: each side's name, who is to move, the move number and the game.
    fn bars(
        &self,
        img: &mut impl Canvas,
        view: &BoardView,
        l: &Layout,
        options: &RenderOptions,
        quantised: bool,
    ) {
        let (w, h) = (l.width as f32, l.height as f32);
        let size = (l.bar * 0.42).round();
        let small = (l.bar * 0.34).round();
        for (side, top) in [(!l.bottom, 0.0), (l.bottom, h - l.bar)] {
            let cy = top + l.bar / 2.0;
            let chip = (l.bar * 0.5, cy);
            let paint = theme::chip_paint(view.game, side);
            let to_move = view.outcome.is_none() && view.side_to_move == side;
            if to_move {
                paint::ring(img, chip, l.bar * 0.3, 3.0, theme::BADGE, 1.0);
            }
            paint::disc(img, chip, l.bar * 0.2, paint.body, 1.0);
            paint::ring(img, chip, l.bar * 0.2, 2.0, paint.rim, 1.0);
            let words = &options.captions;
            let side_name = self.text.drawable(&words.sides[side]);
            let to_move_word = self.text.drawable(&words.to_move);
            let name = self.text.drawable(options.players[side].trim());
            let mut x = l.bar * 0.95;
            let baseline = cy + size * 0.36;
            // With clocks, the names give up the middle of the bar to them.
            let room = if options.clocks.is_some() { w * 0.34 } else { w * 0.62 };
            let label =
                if name.is_empty() { side_name.clone() } else { self.fit(&name, size, room) };
            self.text.draw(img, &label, (x, baseline), size, theme::BAR_TEXT);
            x += self.text.width(&label, size) + size * 0.4;
            let detail = match (name.is_empty(), to_move) {
                (true, true) => to_move_word,
                (true, false) => String::new(),
                (false, true) if to_move_word.is_empty() => side_name,
                (false, true) => format!("{side_name} · {to_move_word}"),
                (false, false) => side_name,
            };
            self.text.draw(img, &detail, (x, baseline), small, theme::BAR_DIM);
            if let Some(clocks) = &options.clocks {
                self.clock(img, l, top, &clocks[side]);
            }
        }
        let right = |s: &str, size: f32| w - l.bar * 0.4 - self.text.width(s, size);
        let game = self.text.drawable(&options.captions.game);
        let status = self.text.drawable(&options.captions.status);
        for (side, top, label) in [(!l.bottom, 0.0, game), (l.bottom, h - l.bar, status)] {
            let baseline = top + l.bar / 2.0 + small * 0.36;
            let spec = SpriteSpec {
                style: options.style,
                radius: (l.bar * 0.32).round() as u32,
                quantised,
            };
            if !self.hand(img, view, l, side, top, spec) {
                self.text.draw(
                    img,
                    &label,
                    (right(&label, small), baseline),
                    small,
                    theme::BAR_DIM,
                );
            }
        }
    }

    /// A side's clock in the middle of its bar (from half the picture's width): amber while it
    /// runs, red when low, the bar's own grey otherwise.
    fn clock(&self, img: &mut impl Canvas, l: &Layout, top: f32, face: &crate::ClockFace) {
        let size = (l.bar * 0.46).round();
        let reading = face.reading();
        // As wide as the widest reading of this size, so the box does not jump as time passes.
        let box_w = self.text.width("0:00:00", size) + size * 0.8;
        let x0 = (l.width as f32 * 0.5).round();
        let (y0, y1) = (top + l.bar * 0.14, top + l.bar * 0.86);
        let (fill, ink) = match (face.low, face.running) {
            (true, _) => (theme::CHECK, theme::BAR_TEXT),
            (false, true) => (theme::BADGE, theme::BADGE_TEXT),
            (false, false) => (theme::BANNER, theme::BAR_TEXT),
        };
        paint::rect(img, (x0, y0), (x0 + box_w, y1), fill, 1.0);
        let x = x0 + box_w - size * 0.4 - self.text.width(&reading, size);
        let baseline = top + l.bar / 2.0 + size * 0.36;
        self.text.draw(img, &reading, (x, baseline), size, ink);
    }

    /// Pieces in `side`'s hand, right-aligned in its bar, each with its count. Returns whether
    /// there were any.
    fn hand(
        &self,
        img: &mut impl Canvas,
        view: &BoardView,
        l: &Layout,
        side: Side,
        top: f32,
        spec: SpriteSpec,
    ) -> bool {
        let pieces: Vec<_> = view.hands.iter().filter(|(s, _, n)| *s == side && *n > 0).collect();
        let radius = spec.radius;
        let size = l.bar * 0.34;
        let mut x = l.width as f32 - l.bar * 0.3;
        let cy = top + l.bar / 2.0;
        for (_, piece, count) in pieces.iter().rev() {
            let label = format!("×{count}");
            let label = self.text.drawable(&label);
            x -= self.text.width(&label, size);
            self.text.draw(img, &label, (x, cy + size * 0.36), size, theme::BAR_TEXT);
            x -= radius as f32 + 3.0;
            let sprite = self.sprite(view.game, piece, spec);
            paint::paste(img, &sprite, (x, cy));
            x -= radius as f32 + l.bar * 0.25;
        }
        !pieces.is_empty()
    }

    /// Shortens `name` with "..." until it fits in `room` pixels.
    fn fit(&self, name: &str, size: f32, room: f32) -> String {
        if self.text.width(name, size) <= room {
            return name.to_owned();
        }
        let mut chars: Vec<char> = name.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let candidate: String = chars.iter().collect::<String>() + "...";
            if self.text.width(&candidate, size) <= room {
                return candidate;
            }
        }
        "...".to_owned()
    }

    /// The result, across the middle of the board.
    fn banner(&self, img: &mut impl Surface, l: &Layout, message: &str) {
        let cy = l.board_y + l.board_h / 2.0;
        let half = l.pitch * 0.48;
        paint::rect(img, (0.0, cy - half), (l.width as f32, cy + half), theme::BANNER, 0.88);
        let mut size = l.pitch * 0.4;
        let message = self.text.drawable(message);
        while self.text.width(&message, size) > l.width as f32 * 0.94 && size > 12.0 {
            size -= 1.0;
        }
        self.text.draw_centered(img, &message, (l.width as f32 / 2.0, cy), size, theme::BAR_TEXT);
    }
}

/// The destinations of a selected piece: a dot on an empty cell, a ring around an occupied one;
/// in gold where it gets only over one piece between (`screened`), as the legend marks it.
fn marks(
    img: &mut impl Surface,
    view: &BoardView,
    l: &Layout,
    destinations: &[Cell],
    screened: &[Cell],
) {
    for &cell in destinations {
        let c = l.center(cell);
        let colour = if screened.contains(&cell) { theme::BADGE } else { theme::LAST_MOVE };
        if view.pieces.iter().any(|p| p.cell == cell) {
            let w = (l.pitch / 12.0).max(3.0);
            paint::ring(img, c, l.piece_radius() + w * 0.2, w, colour, 1.0);
        } else {
            paint::disc(img, c, l.pitch * 0.15, colour, 1.0);
            paint::ring(img, c, l.pitch * 0.15, 2.0, theme::BANNER, 0.6);
        }
    }
}

/// A lesson's stars: a gold star on each empty cell; on a piece (one to take), a smaller one
/// at its upper right, so the piece still shows.
fn stars(img: &mut impl Surface, view: &BoardView, l: &Layout, cells: &[Cell]) {
    for &cell in cells {
        let (cx, cy) = l.center(cell);
        let (centre, outer) = if view.pieces.iter().any(|p| p.cell == cell) {
            let r = l.piece_radius();
            ((cx + r * 0.62, cy - r * 0.62), l.pitch * 0.2)
        } else {
            ((cx, cy), l.pitch * 0.3)
        };
        let outline = (l.pitch / 30.0).max(1.5);
        star(img, centre, outer + outline, theme::BANNER);
        star(img, centre, outer, theme::BADGE);
    }
}

/// A filled five-pointed star of outer radius `outer`, one point up.
fn star(img: &mut impl Surface, (cx, cy): (f32, f32), outer: f32, colour: paint::Colour) {
    let inner = outer * 0.4;
    let corner = |k: usize, r: f32| {
        let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
        (cx + r * a.cos(), cy + r * a.sin())
    };
    for i in 0..5 {
        let tip = corner(2 * i, outer);
        let (left, right) = (corner(2 * i + 9, inner), corner(2 * i + 1, inner));
        paint::triangle(img, [(cx, cy), left, tip], colour);
        paint::triangle(img, [(cx, cy), tip, right], colour);
    }
}
