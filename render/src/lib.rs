//! Board pictures for chat: a pure function from what `rules` describes ([`rules::BoardView`])
//! and a few options to an opaque RGB image, and one PNG encoder.
//!
//! The crate knows geometry and pieces, not Discord or SQLite, and not any game's rules: the
//! view says where the river and palaces are, what each piece is called and what to write on
//! it. Following lila-gif, everything that does not change from move to move is drawn once and
//! cached by the [`Renderer`]: the font is parsed at start-up, each board background is drawn
//! once per game and orientation, and each piece once per look. A picture is then a copy of
//! the background, a few highlights, pasted sprites and two bars of text.
//!
//! A file per concern: `options.rs` (what a picture shows besides the position: piece style,
//! orientation, names, words), `renderer.rs` (the caches and the drawing of one picture),
//! `encoding.rs` (indexed PNG), `animation.rs` (GIF replays), `legend.rs` (the pieces' legend),
//! `arrows.rs` (a move played and a better one, over a board), `chart.rs` (the evaluation
//! graph of an analysed game), `table.rs` (a tournament's standings), and below them the board, sprites, text, paint, palette and
//! theme.
//!
//! ```
//! use render::{RenderOptions, Renderer};
//! use rules::{Game, GameId};
//!
//! let renderer = Renderer::new();
//! let game = Game::new(GameId::Xiangqi);
//! let png = renderer.png(&game.view(), &RenderOptions::default()).unwrap();
//! assert!(png.starts_with(b"\x89PNG"));
//! ```

mod animation;
mod arrows;
mod art;
mod board;
mod chart;
mod encoding;
mod layout;
mod legend;
mod options;
mod paint;
mod palette;
mod picture;
mod renderer;
mod sprites;
mod table;
mod text;
mod theme;

use rules::{Cell, Geometry, Side};

/// Why a PNG could not be written (only on a bug: the pictures are made here).
pub use png::EncodingError;

use crate::layout::Layout;
pub use crate::{
    animation::{
        Animation, FrameError, FrameSource, GifError, GifOptions, NoFrame, encode_gif,
        encode_gif_from,
    },
    arrows::{Arrow, ArrowKind},
    art::{Look as PieceLook, credits, look as piece_look},
    chart::{GraphMark, GraphWords, Severity},
    encoding::encode_png,
    legend::LegendWords,
    options::{Captions, ClockFace, FileLabels, PieceStyle, RenderOptions},
    picture::Picture,
    renderer::Renderer,
    table::TableWords,
    text::EXTRA_CHARACTERS,
};

/// Every flat colour the renderer paints, which the palette holds exactly (for the palette
/// example).
#[doc(hidden)]
pub fn flat_colours() -> &'static [[u8; 3]] {
    &theme::FLAT
}

/// The pixel centre of `cell` in pictures of a board of this geometry with `bottom` at the
/// bottom: a point, or the middle of a square.
pub fn cell_center(geometry: &Geometry, bottom: Side, cell: Cell) -> (f32, f32) {
    Layout::new(geometry, bottom).center(cell)
}

/// The width and height of pictures of a board of this geometry.
pub fn picture_size(geometry: &Geometry) -> (u32, u32) {
    let l = Layout::new(geometry, Side::First);
    (l.width, l.height)
}
