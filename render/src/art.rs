//! Piece pictures: the SVG files of `pieces/` (see its README for sets, authors and licences),
//! embedded in the binary so that the bot needs no files at run time, chosen by game, side and
//! piece letter, and rasterised by resvg when a sprite is first baked.
//!
//! Pictures are chosen by what a piece does, not by its letter: Amalgamated Chess writes its
//! Advisor `Q`, but it moves like a bishop, so it gets the bishop figurine; its Elephant jumps
//! two squares and gets an elephant of its own (drawn from the Xiangqi picture set).

use image::{Rgba, RgbaImage};
use resvg::{tiny_skia, usvg};
use rules::{GameId, Side};

use crate::PieceStyle;

/// How a piece of a style is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Look {
    /// The SVG is the whole piece, disc included (Xiangqi's sets).
    Token(&'static [u8]),
    /// A figurine standing on the square, as western sets draw pieces.
    Figurine(&'static [u8]),
    /// A one-colour glyph (white on game-icons' black square) to draw on a disc in the side's
    /// colour.
    Icon(&'static [u8]),
    /// The piece's letter or character on a disc, drawn with the embedded font.
    Letters,
}

macro_rules! svg {
    ($path:expr) => {
        include_bytes!(concat!("../../pieces/", $path))
    };
}

/// The picture of the piece with position-string letter `letter` (uppercase) of `side` in
/// `game`, in `style` (already resolved for the game).
pub fn look(game: GameId, side: Side, letter: char, style: PieceStyle) -> Look {
    let art = match (game, style) {
        (_, PieceStyle::Letters) => None,
        (GameId::Xiangqi, PieceStyle::Characters) => xiangqi_characters(side, letter),
        (GameId::Xiangqi, _) => xiangqi_pictures(side, letter),
        (GameId::Amalgamated | GameId::Abstract, _) => figurine(game, side, letter),
        (GameId::American, _) => american(letter),
        (GameId::Chess1999, _) => chess1999(letter),
    };
    art.unwrap_or(Look::Letters)
}

/// Xiangqi's pieces from one of its sets (a folder of `red_*.svg` and `black_*.svg`).
macro_rules! xiangqi_set {
    ($dir:literal, $side:expr, $letter:expr) => {{
        let svg: &'static [u8] = match ($side, $letter) {
            (Side::First, 'K') => svg!(concat!($dir, "/red_king.svg")),
            (Side::First, 'A') => svg!(concat!($dir, "/red_advisor.svg")),
            (Side::First, 'B') => svg!(concat!($dir, "/red_elephant.svg")),
            (Side::First, 'N') => svg!(concat!($dir, "/red_horse.svg")),
            (Side::First, 'R') => svg!(concat!($dir, "/red_chariot.svg")),
            (Side::First, 'C') => svg!(concat!($dir, "/red_cannon.svg")),
            (Side::First, 'P') => svg!(concat!($dir, "/red_pawn.svg")),
            (Side::Second, 'K') => svg!(concat!($dir, "/black_king.svg")),
            (Side::Second, 'A') => svg!(concat!($dir, "/black_advisor.svg")),
            (Side::Second, 'B') => svg!(concat!($dir, "/black_elephant.svg")),
            (Side::Second, 'N') => svg!(concat!($dir, "/black_horse.svg")),
            (Side::Second, 'R') => svg!(concat!($dir, "/black_chariot.svg")),
            (Side::Second, 'C') => svg!(concat!($dir, "/black_cannon.svg")),
            (Side::Second, 'P') => svg!(concat!($dir, "/black_pawn.svg")),
            _ => return None,
        };
        Some(Look::Token(svg))
    }};
}

fn xiangqi_characters(side: Side, letter: char) -> Option<Look> {
    xiangqi_set!("xiangqi-characters", side, letter)
}

fn xiangqi_pictures(side: Side, letter: char) -> Option<Look> {
    xiangqi_set!("xiangqi-pictures", side, letter)
}

/// Western figurines by what the piece moves like. Amalgamated: Prince/King `K`, Advisor `Q`
/// (a bishop), Elephant `B`, Horse `N`, Chariot `R`, Pawn `P`. Abstract: stacks of 1–6 stones
/// `P N B R T Q` (the 5-stack `T` is a rook too; its height badge tells it from the 4-stack)
/// and the royal stone `K`.
fn figurine(game: GameId, side: Side, letter: char) -> Option<Look> {
    let white = side == Side::First;
    let moves_like = match (game, letter) {
        (GameId::Amalgamated, 'Q') => 'B',
        (GameId::Amalgamated, 'B') => 'E',
        (GameId::Abstract, 'T') => 'R',
        _ => letter,
    };
    let svg: &'static [u8] = match (white, moves_like) {
        (true, 'K') => svg!("figurines/wK.svg"),
        (true, 'Q') => svg!("figurines/wQ.svg"),
        (true, 'R') => svg!("figurines/wR.svg"),
        (true, 'B') => svg!("figurines/wB.svg"),
        (true, 'E') => svg!("figurines/wE.svg"),
        (true, 'N') => svg!("figurines/wN.svg"),
        (true, 'P') => svg!("figurines/wP.svg"),
        (false, 'K') => svg!("figurines/bK.svg"),
        (false, 'Q') => svg!("figurines/bQ.svg"),
        (false, 'R') => svg!("figurines/bR.svg"),
        (false, 'B') => svg!("figurines/bB.svg"),
        (false, 'E') => svg!("figurines/bE.svg"),
        (false, 'N') => svg!("figurines/bN.svg"),
        (false, 'P') => svg!("figurines/bP.svg"),
        _ => return None,
    };
    Some(Look::Figurine(svg))
}

fn american(letter: char) -> Option<Look> {
    let svg: &'static [u8] = match letter {
        'P' => svg!("military/american-soldier-1.svg"),
        'R' => svg!("military/american-armor-1.svg"),
        'N' => svg!("military/american-colonel-1.svg"),
        'B' => svg!("military/american-recon-1.svg"),
        'M' => svg!("military/american-missile-1.svg"),
        'Q' => svg!("military/american-general-1.svg"),
        'C' => svg!("military/american-artillery-1.svg"),
        _ => return None,
    };
    Some(Look::Icon(svg))
}

fn chess1999(letter: char) -> Option<Look> {
    let svg: &'static [u8] = match letter {
        'K' => svg!("military/chess1999-general-1.svg"),
        'G' => svg!("military/chess1999-guard-2.svg"),
        'I' => svg!("military/chess1999-infantry-1.svg"),
        'A' => svg!("military/chess1999-apc-1.svg"),
        'J' => svg!("military/chess1999-fighter-1.svg"),
        'B' => svg!("military/chess1999-bomber-1.svg"),
        'H' => svg!("military/chess1999-helicopter-1.svg"),
        'T' => svg!("military/chess1999-tank-2.svg"),
        'M' => svg!("military/chess1999-mrl-1.svg"),
        'W' => svg!("military/chess1999-howitzer-1.svg"),
        _ => return None,
    };
    Some(Look::Icon(svg))
}

/// The credit lines the pictures of `game` require (CC BY), for the bot to show with them.
pub fn credits(game: GameId) -> &'static [&'static str] {
    const XIANGQI: &str = "Xiangqi pictures by Jasmin Scharrer & Sebastian Pipping, CC BY 4.0; \
                           characters by PlayOK, CC0.";
    const FIGURINES: &str = "Figurines: Chessnut by Alexis Luengas, Apache-2.0.";
    const ELEPHANT: &str = "Elephant after Jasmin Scharrer & Sebastian Pipping, CC BY 4.0.";
    const ICONS: &str = "Icons made by Delapouite, Lorc, Quoting, Sbed and Skoll from \
                         game-icons.net, CC BY 3.0.";
    match game {
        GameId::Xiangqi => &[XIANGQI],
        GameId::Amalgamated => &[FIGURINES, ELEPHANT],
        GameId::Abstract => &[FIGURINES],
        GameId::American | GameId::Chess1999 => &[ICONS],
    }
}

/// game-icons' files are a white glyph on a full black square: the square goes, so that the
/// glyph can stand on a disc of the side's colour.
const ICON_BACKGROUND: &str = r#"<path d="M0 0h512v512H0z"/>"#;

/// Rasterises `svg` centred in a `size`×`size` box (its longer side fills the box), as
/// straight-alpha RGBA. `None` if the SVG does not parse, which the tests rule out for every
/// embedded file.
pub(crate) fn rasterise(look: Look, size: u32) -> Option<RgbaImage> {
    let bytes = match look {
        Look::Token(b) | Look::Figurine(b) => std::borrow::Cow::Borrowed(b),
        Look::Icon(b) => {
            let text = std::str::from_utf8(b).ok()?;
            std::borrow::Cow::Owned(text.replacen(ICON_BACKGROUND, "", 1).into_bytes())
        }
        Look::Letters => return None,
    };
    let tree = usvg::Tree::from_data(&bytes, &usvg::Options::default()).ok()?;
    let mut pixmap = tiny_skia::Pixmap::new(size, size)?;
    let (w, h) = (tree.size().width(), tree.size().height());
    let scale = size as f32 / w.max(h);
    let (dx, dy) = ((size as f32 - w * scale) / 2.0, (size as f32 - h * scale) / 2.0);
    let transform = tiny_skia::Transform::from_scale(scale, scale).post_translate(dx, dy);
    resvg::render(&tree, transform, &mut pixmap.as_mut());
    let mut img = RgbaImage::new(size, size);
    for (from, to) in pixmap.pixels().iter().zip(img.pixels_mut()) {
        let c = from.demultiply();
        *to = Rgba([c.red(), c.green(), c.blue(), c.alpha()]);
    }
    Some(img)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every piece letter of every game, as the rules crate writes them.
    const LETTERS: [(GameId, &str); 5] = [
        (GameId::Xiangqi, "KABNRCP"),
        (GameId::American, "PRNBMQC"),
        (GameId::Amalgamated, "KQBNRP"),
        (GameId::Abstract, "PNBRTQK"),
        (GameId::Chess1999, "KGIAJBHTMW"),
    ];

    #[test]
    fn every_piece_of_every_game_has_a_picture_that_rasterises() {
        for (game, letters) in LETTERS {
            for &style in PieceStyle::offered(game) {
                for side in Side::ALL {
                    for letter in letters.chars() {
                        let look = look(game, side, letter, style);
                        if style == PieceStyle::Letters {
                            assert_eq!(look, Look::Letters);
                            continue;
                        }
                        assert_ne!(look, Look::Letters, "{game:?} {side:?} {letter} {style:?}");
                        let img = rasterise(look, 64).unwrap();
                        let opaque = img.pixels().filter(|p| p[3] == 255).count();
                        assert!(opaque > 64 * 64 / 20, "{game:?} {letter}: {opaque} opaque pixels");
                    }
                }
            }
        }
    }
}
