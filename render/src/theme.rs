//! Colours. Opaque throughout, chosen to read on both Discord themes (white and #313338).

use rules::{GameId, Side, SideColour};

use crate::paint::Colour;

/// The frame around the board and the coordinate margin.
pub(crate) const FRAME: Colour = [0xC9, 0x9A, 0x5B];
/// Coordinates on the frame.
pub(crate) const LABEL: Colour = [0x3B, 0x24, 0x10];
/// The player bars.
pub(crate) const BAR: Colour = [0x2B, 0x2F, 0x36];
pub(crate) const BAR_TEXT: Colour = [0xF2, 0xF3, 0xF5];
pub(crate) const BAR_DIM: Colour = [0xA8, 0xAD, 0xB5];
/// Points boards (Xiangqi, Chess 1999): a wooden board with dark lines.
pub(crate) const WOOD: Colour = [0xEE, 0xCB, 0x8E];
pub(crate) const LINE: Colour = [0x5A, 0x37, 0x18];
/// Squares boards.
pub(crate) const LIGHT_SQUARE: Colour = [0xF0, 0xD9, 0xB5];
pub(crate) const DARK_SQUARE: Colour = [0xB5, 0x88, 0x63];
/// Shaded files (American Chess's Gauntlet), blended over the squares.
pub(crate) const SHADE: Colour = [0x3F, 0x6E, 0xB5];
/// A river on a squares board.
pub(crate) const WATER: Colour = [0x6F, 0xA8, 0xDC];
/// Last move: a colour-blind-safe blue-green plus a shape cue.
pub(crate) const LAST_MOVE: Colour = [0x1F, 0x9E, 0x89];
/// Check: a red glow under the royal piece.
pub(crate) const CHECK: Colour = [0xE0, 0x1B, 0x1B];
/// The result banner.
pub(crate) const BANNER: Colour = [0x1E, 0x21, 0x26];
/// Badges on pieces (promotion, height).
pub(crate) const BADGE: Colour = [0xF5, 0xB7, 0x00];
pub(crate) const BADGE_TEXT: Colour = [0x1E, 0x21, 0x26];

/// White's pieces and Black's ink in the letters style.
const IVORY: Colour = [0xF7, 0xF4, 0xEC];
/// Xiangqi's pieces in the letters style.
const XIANGQI_BODY: Colour = [0xF8, 0xE9, 0xC8];

/// Every flat colour the renderer paints: the palette holds each exactly.
pub(crate) const FLAT: [Colour; 27] = [
    FRAME,
    LABEL,
    BAR,
    BAR_TEXT,
    BAR_DIM,
    WOOD,
    LINE,
    LIGHT_SQUARE,
    DARK_SQUARE,
    WATER,
    LAST_MOVE,
    CHECK,
    BANNER,
    BADGE,
    BADGE_TEXT,
    IVORY,
    XIANGQI_BODY,
    RED,
    BLUE,
    INK,
    WHITE_RIM,
    WHITE_INK,
    BLACK_BODY,
    BLACK_RIM,
    dark(RED),
    dark(BLUE),
    ICON_INK,
];

const RED: Colour = [0xC0, 0x1F, 0x1F];
const BLUE: Colour = [0x1F, 0x4F, 0xC0];
const INK: Colour = [0x1A, 0x1A, 0x1A];
/// White's pieces (outside Xiangqi): an ivory disc with a dark rim and ink.
const WHITE_RIM: Colour = [0x3A, 0x3A, 0x3A];
const WHITE_INK: Colour = [0x22, 0x22, 0x22];
/// Black's pieces (outside Xiangqi): a dark disc with ivory ink.
const BLACK_BODY: Colour = [0x2A, 0x2A, 0x2A];
const BLACK_RIM: Colour = [0x0E, 0x0E, 0x0E];
/// The glyph of a military icon.
const ICON_INK: Colour = [0xFF, 0xFF, 0xFF];

/// The darker rim of an icon disc of colour `c`.
const fn dark(c: Colour) -> Colour {
    [c[0] / 2, c[1] / 2, c[2] / 2]
}

/// How a side's pieces are painted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct PiecePaint {
    pub body: Colour,
    pub rim: Colour,
    pub ink: Colour,
}

/// The colour that names a side in its game (the text colour of its pieces).
pub(crate) fn side_colour(game: GameId, side: Side) -> Colour {
    match game.colour(side) {
        SideColour::Red => RED,
        SideColour::Blue => BLUE,
        SideColour::White => IVORY,
        SideColour::Black => INK,
    }
}

/// Pieces: ivory discs with ink in the side's colour; White and Black invert for contrast.
pub(crate) fn piece_paint(game: GameId, side: Side) -> PiecePaint {
    let ink = side_colour(game, side);
    match game.colour(side) {
        SideColour::White => PiecePaint { body: IVORY, rim: WHITE_RIM, ink: WHITE_INK },
        SideColour::Black if game != GameId::Xiangqi => {
            PiecePaint { body: BLACK_BODY, rim: BLACK_RIM, ink: IVORY }
        }
        _ => PiecePaint { body: XIANGQI_BODY, rim: ink, ink },
    }
}

/// The chip that stands for a side in the player bars: a disc like its pieces'.
pub(crate) fn chip_paint(game: GameId, side: Side) -> PiecePaint {
    match game {
        GameId::American | GameId::Chess1999 => icon_paint(game, side),
        _ => piece_paint(game, side),
    }
}

/// Military icons: a white glyph on a disc in the side's colour, with a darker rim.
pub(crate) fn icon_paint(game: GameId, side: Side) -> PiecePaint {
    let body = side_colour(game, side);
    PiecePaint { body, rim: dark(body), ink: ICON_INK }
}
