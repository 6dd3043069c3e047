//! Rendered pictures decoded back from PNG and probed: sizes, bytes, highlights, orientation,
//! glyph coverage, and every board geometry.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use image::RgbImage;
use render::{PieceStyle, RenderOptions, Renderer, cell_center, encode_png, picture_size};
use rules::{BoardView, BySide, Cell, Game, GameId, LastMove, PieceView, PlacedPiece, Side};

const MAX_BYTES: usize = 80 * 1024;

fn decode(png: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap().to_rgb8()
}

fn png_of(renderer: &Renderer, view: &BoardView, options: &RenderOptions) -> (Vec<u8>, RgbImage) {
    let png = renderer.png(view, options).unwrap();
    let img = decode(&png);
    (png, img)
}

fn pixel(img: &RgbImage, (x, y): (f32, f32)) -> [u8; 3] {
    img.get_pixel(x as u32, y as u32).0
}

fn game(position: &str, moves: &[&str]) -> Game {
    let mut g = Game::from_position(GameId::Xiangqi, position).unwrap();
    for m in moves {
        g.play(m).unwrap();
    }
    g
}

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

/// Positions along a few random games of every playable game, with last moves and checks.
fn sample_views() -> Vec<BoardView> {
    let mut views = Vec::new();
    let mut seed = 0x1234_5678_u64;
    for id in GameId::ALL.into_iter() {
        for _ in 0..4 {
            let mut g = Game::new(id);
            views.push(g.view());
            while g.outcome().is_none() && g.moves().len() < 160 {
                let legal = g.legal_moves();
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let pick = &legal[(seed >> 33) as usize % legal.len()];
                g.play(&pick.text).unwrap();
                if g.moves().len().is_multiple_of(10) || g.in_check() {
                    views.push(g.view());
                }
            }
            views.push(g.view());
        }
    }
    views
}

#[test]
fn every_picture_decodes_with_the_right_size_and_bounded_bytes() {
    let renderer = Renderer::new();
    let views = sample_views();
    assert!(views.len() > 40);
    let mut largest = 0;
    for view in &views {
        for bottom in Side::ALL {
            for style in [None, Some(PieceStyle::Pictures), Some(PieceStyle::Letters)] {
                let options = RenderOptions { bottom: Some(bottom), style, ..Default::default() };
                let (png, img) = png_of(&renderer, view, &options);
                let (w, h) = img.dimensions();
                assert_eq!((w, h), picture_size(view.geometry));
                assert!(w.min(h) >= 600, "short side {w}×{h}");
                assert_ne!(w, h, "square pictures get cropped on phones");
                assert!(
                    png.len() <= MAX_BYTES,
                    "{} bytes ({bottom:?}, {style:?}, {} pieces)",
                    png.len(),
                    view.pieces.len()
                );
                assert!(png.len() > 10_000, "suspiciously small: {} bytes", png.len());
                largest = largest.max(png.len());
            }
        }
    }
    eprintln!("largest picture: {largest} bytes");
}

#[test]
fn the_picture_is_opaque_rgb() {
    let png = Renderer::new().png(&Game::new(GameId::Xiangqi).view(), &Default::default()).unwrap();
    let decoded = image::load_from_memory(&png).unwrap();
    assert_eq!(decoded.color(), image::ColorType::Rgb8);
}

#[test]
fn the_last_move_is_highlighted_at_both_ends() {
    let renderer = Renderer::new();
    let before = game(rules::xiangqi::START, &[]);
    let after = game(rules::xiangqi::START, &["h3e3"]);
    let (_, plain) = png_of(&renderer, &before.view(), &Default::default());
    let (_, lit) = png_of(&renderer, &after.view(), &Default::default());
    let geometry = GameId::Xiangqi.geometry();
    // h3 is empty now: the point is tinted teal (green above red, where wood has red above
    // green). Probe off the grid lines and off the ring.
    let (x, y) = cell_center(geometry, Side::First, cell("h3"));
    let from = (x + 18.0, y + 18.0);
    let [r, g, _] = pixel(&lit, from);
    assert!(g > r, "from-point not highlighted: {:?}", pixel(&lit, from));
    let [r, g, _] = pixel(&plain, from);
    assert!(g < r, "the plain board is not teal there: {:?}", pixel(&plain, from));
    // e3 got the Cannon: a bracket at the corner of its cell, where the plain board is wood.
    let (x, y) = cell_center(geometry, Side::First, cell("e3"));
    let corner = (x - 60.0 * 0.49 + 2.0, y - 60.0 * 0.49 + 1.0);
    assert_ne!(pixel(&plain, corner), pixel(&lit, corner));
    let [r, g, b] = pixel(&lit, corner);
    assert!(g > r && b > r, "to-point bracket missing: {:?}", [r, g, b]);
}

#[test]
fn a_general_in_check_glows_red() {
    let renderer = Renderer::new();
    let position = "rnbakabnr/9/1c5c1/p1p3p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    let checking = game(position, &["h3e3"]);
    let quiet = game(position, &["h3g3"]);
    assert!(checking.in_check() && !quiet.in_check());
    let (_, hot) = png_of(&renderer, &checking.view(), &Default::default());
    let (_, calm) = png_of(&renderer, &quiet.view(), &Default::default());
    // Just outside the General's disc, diagonally (off the grid lines).
    let (x, y) = cell_center(GameId::Xiangqi.geometry(), Side::First, cell("e10"));
    let probe = (x + 21.0, y + 21.0);
    let [r, g, b] = pixel(&hot, probe);
    assert!(r > 200 && g < 150 && b < 150, "no red glow: {:?}", [r, g, b]);
    assert_ne!(pixel(&calm, probe), pixel(&hot, probe));
}

#[test]
fn flipping_puts_a1_in_the_other_corner() {
    let geometry = GameId::Xiangqi.geometry();
    let (w, h) = picture_size(geometry);
    let (ax, ay) = cell_center(geometry, Side::First, cell("a1"));
    assert!(ax < w as f32 / 2.0 && ay > h as f32 / 2.0, "a1 bottom-left when Red is below");
    let (fx, fy) = cell_center(geometry, Side::Second, cell("a1"));
    assert!(fx > w as f32 / 2.0 && fy < h as f32 / 2.0, "a1 top-right when Black is below");
    // Point symmetry through the picture's centre.
    assert!((fx + ax - w as f32).abs() <= 1.0 && (fy + ay - h as f32).abs() <= 1.0);

    // And the pixels follow: a lone Red Tank on a1 shows its red rim there, and only there.
    let renderer = Renderer::new();
    let g = game("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", &[]);
    let rim = |(x, y): (f32, f32)| (x + 60.0 * 0.42, y);
    let reddish = |p: [u8; 3]| p[0] > 150 && p[1] < 90 && p[2] < 90;
    let (_, up) = png_of(&renderer, &g.view(), &Default::default());
    let flipped_options = RenderOptions { bottom: Some(Side::Second), ..Default::default() };
    let (_, down) = png_of(&renderer, &g.view(), &flipped_options);
    assert!(reddish(pixel(&up, rim((ax, ay)))), "{:?}", pixel(&up, rim((ax, ay))));
    assert!(!reddish(pixel(&down, rim((ax, ay)))));
    assert!(reddish(pixel(&down, rim((fx, fy)))), "{:?}", pixel(&down, rim((fx, fy))));
}

#[test]
fn every_character_the_renderer_draws_itself_is_in_the_font() {
    // The captions the caller passes (results, side names in each language) are checked by
    // the bot's catalogue test, which knows every one.
    let renderer = Renderer::new();
    let mut texts: Vec<String> = vec![
        render::EXTRA_CHARACTERS.to_owned(),
        "abcdefghijklm 0123456789 to move Move Game over ... × · ~ +".to_owned(),
    ];
    for id in GameId::ALL {
        texts.push(id.name().to_owned());
        for side in Side::ALL {
            texts.push(id.side_name(side).to_owned());
        }
    }
    let view = Game::new(GameId::Xiangqi).view();
    for p in &view.pieces {
        texts.push(p.piece.symbol.to_owned());
        texts.push(p.piece.latin.to_owned());
    }
    if let Some((left, right)) = view.geometry.river.and_then(|r| r.labels) {
        texts.push(format!("{left}{right}"));
    }
    let missing: String =
        texts.concat().chars().filter(|&c| c != ' ' && !renderer.has_glyph(c)).collect();
    assert!(missing.is_empty(), "no glyph for: {missing:?}");
    // Names in scripts the subset covers keep their letters.
    for c in "Zoë José Ελενη Дмитрий".chars() {
        assert!(c == ' ' || renderer.has_glyph(c), "{c}");
    }
}

#[test]
fn names_the_font_cannot_draw_fall_back_to_the_side_name() {
    let renderer = Renderer::new();
    let view = Game::new(GameId::Xiangqi).view();
    let named = |first: &str, second: &str| RenderOptions {
        players: BySide { first: first.into(), second: second.into() },
        ..Default::default()
    };
    let (_, blank) = png_of(&renderer, &view, &Default::default());
    let (_, emoji) = png_of(&renderer, &view, &named("🎉🎉", "😀"));
    assert_eq!(blank, emoji, "undrawable names are left out entirely");
    let (png, long) = png_of(&renderer, &view, &named(&"W".repeat(300), &"m".repeat(300)));
    assert_ne!(blank, long);
    assert!(png.len() <= MAX_BYTES);
}

/// A hand-made piece: cell, side, symbol, promoted, dropped, stack height.
type Spec = (&'static str, Side, &'static str, bool, bool, Option<u8>);

/// A view of a game the rules crate cannot play yet, built by hand: the renderer must still
/// draw every geometry the five games use.
fn synthetic(game: GameId, pieces: &[Spec]) -> BoardView {
    BoardView {
        game,
        geometry: game.geometry(),
        pieces: pieces
            .iter()
            .map(|&(at, side, symbol, promoted, dropped, height)| PlacedPiece {
                cell: cell(at),
                piece: PieceView {
                    side,
                    letter: symbol.chars().next().unwrap(),
                    name: "piece",
                    symbol,
                    latin: symbol,
                    promoted,
                    dropped,
                    height,
                },
            })
            .collect(),
        hands: Vec::new(),
        side_to_move: Side::First,
        last_move: Some(LastMove { from: Some(cell("b2")), to: Some(cell("c3")) }),
        check: Some(cell("e1")),
        move_number: 7,
        outcome: None,
    }
}

#[test]
fn every_board_geometry_renders() {
    let renderer = Renderer::new();
    let plain = |at: &'static str, side, s| -> Spec { (at, side, s, false, false, None) };
    let views = [
        synthetic(
            GameId::American,
            &[
                plain("e1", Side::First, "Q"),
                plain("f9", Side::Second, "Q"),
                plain("c3", Side::First, "C"),
            ],
        ),
        synthetic(
            GameId::Amalgamated,
            &[
                plain("e1", Side::First, "K"),
                ("c3", Side::First, "N", false, false, None),
                ("d6", Side::First, "R", true, false, None),
                plain("e8", Side::Second, "K"),
            ],
        ),
        synthetic(
            GameId::Abstract,
            &[
                plain("e1", Side::First, "K"),
                ("c3", Side::First, "R", false, false, Some(4)),
                ("d7", Side::Second, "T", false, false, Some(5)),
                plain("e8", Side::Second, "K"),
            ],
        ),
        {
            let mut v = synthetic(
                GameId::Chess1999,
                &[
                    plain("g2", Side::First, "K"),
                    ("c3", Side::First, "T", false, true, None),
                    ("m12", Side::First, "A", true, false, None),
                    plain("g12", Side::Second, "K"),
                ],
            );
            let hand_piece = v.pieces[1].piece.clone();
            v.hands = vec![
                (Side::First, hand_piece.clone(), 2),
                (Side::Second, PieceView { side: Side::Second, ..hand_piece }, 1),
            ];
            v.check = Some(cell("g2"));
            v
        },
    ];
    for view in &views {
        for bottom in Side::ALL {
            let options = RenderOptions { bottom: Some(bottom), ..Default::default() };
            let (png, img) = png_of(&renderer, view, &options);
            let (w, h) = img.dimensions();
            assert!(w.min(h) >= 600 && w != h, "{:?}: {w}×{h}", view.game);
            assert!(png.len() <= MAX_BYTES, "{:?}: {} bytes", view.game, png.len());
            // The last move's from-square is tinted on squares and points alike.
            let [r, g, _] = pixel(&img, cell_center(view.geometry, bottom, cell("b2")));
            assert!(
                g > r,
                "{:?}: {:?}",
                view.game,
                pixel(&img, cell_center(view.geometry, bottom, cell("b2")))
            );
        }
    }
    // The Gauntlet is shaded: the same light square off and on the shaded files differs.
    let (_, img) = png_of(&renderer, &synthetic(GameId::American, &[]), &Default::default());
    let geometry = GameId::American.geometry();
    let off = pixel(&img, cell_center(geometry, Side::First, cell("b5")));
    let on = pixel(&img, cell_center(geometry, Side::First, cell("f5")));
    assert_ne!(off, on);
    let cool = |p: [u8; 3]| i32::from(p[2]) - i32::from(p[0]);
    assert!(cool(on) > cool(off), "shading is cooler: {off:?} vs {on:?}");
}

#[test]
fn rendering_is_a_pure_function_of_its_inputs() {
    let view = game(rules::xiangqi::START, &["h3e3", "h10g8"]).view();
    let a = Renderer::new().picture(&view, &Default::default());
    let shared = Renderer::new();
    let _ = shared.render(&game(rules::xiangqi::START, &[]).view(), &Default::default());
    let b = shared.picture(&view, &Default::default());
    assert_eq!(a, b, "caches change nothing");
    assert_eq!(decode(&encode_png(&a).unwrap()), a.to_rgb(), "PNG is lossless");
}

/// Every piece kind of a game, each side, in every state its view can show: the start
/// position's pieces (and hands), Amalgamated's promoted forms and Abstract's 5-stack.
fn every_piece(id: GameId) -> Vec<PieceView> {
    let mut views = vec![Game::new(id).view()];
    if id == GameId::Abstract {
        let five = "rnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/TNBQKBNR b 1 1";
        views.push(Game::from_position(id, five).unwrap().view());
    }
    let mut pieces: Vec<PieceView> = views
        .iter()
        .flat_map(|v| {
            v.pieces.iter().map(|p| p.piece.clone()).chain(v.hands.iter().map(|h| h.1.clone()))
        })
        .collect();
    if id == GameId::Amalgamated {
        let promoted: Vec<_> =
            pieces.iter().map(|p| PieceView { promoted: true, ..p.clone() }).collect();
        pieces.extend(promoted);
    }
    pieces
}

#[test]
fn no_two_kinds_share_a_picture_within_a_game() {
    let renderer = Renderer::new();
    for id in GameId::ALL {
        for &style in PieceStyle::offered(id) {
            let mut seen: std::collections::HashMap<Vec<u8>, String> = Default::default();
            for piece in every_piece(id) {
                let what = format!(
                    "{:?} {} {}{}",
                    piece.side,
                    piece.name,
                    piece.letter,
                    piece.height.map(|h| format!(" height {h}")).unwrap_or_default()
                );
                let sprite = renderer.piece_sprite(id, &piece, 30, Some(style));
                if let Some(other) = seen.insert(sprite.as_raw().clone(), what.clone())
                    && other != what
                {
                    panic!("{id:?} {style:?}: {what} looks like {other}");
                }
            }
            let kinds = seen.len();
            eprintln!("{id:?} {style:?}: {kinds} distinct pieces");
            assert!(kinds >= 12, "{id:?} {style:?}: only {kinds} pieces");
        }
    }
}

#[test]
fn an_indexed_png_decodes_to_the_picture_and_the_palette_stays_close_to_full_colour() {
    let renderer = Renderer::new();
    let mut worst_mean: f64 = 0.0;
    for view in sample_views().iter().step_by(7) {
        for &style in PieceStyle::offered(view.game) {
            let options = RenderOptions { style: Some(style), ..Default::default() };
            let picture = renderer.picture(view, &options);
            let png = encode_png(&picture).unwrap();
            // IHDR's colour type (byte 25 of the file) is 3: palette indices.
            assert_eq!(png[25], 3, "an indexed PNG");
            assert_eq!(decode(&png), renderer.render(view, &options), "exactly the picture");
            assert!(
                picture
                    .indices()
                    .iter()
                    .all(|&i| usize::from(i) < render::Picture::palette().len())
            );
            let full = renderer.render_full_colour(view, &options);
            let ours = picture.to_rgb();
            let diffs: Vec<u32> = full
                .pixels()
                .zip(ours.pixels())
                .map(|(a, b)| (0..3).map(|i| u32::from(a[i].abs_diff(b[i]))).sum())
                .collect();
            let mean = f64::from(diffs.iter().sum::<u32>()) / (3.0 * diffs.len() as f64);
            let far = diffs.iter().filter(|&&d| d > 90).count();
            worst_mean = worst_mean.max(mean);
            assert!(mean < 1.0, "{:?} {style:?}: mean error {mean:.2} per channel", view.game);
            assert!(
                far * 1000 < diffs.len(),
                "{:?} {style:?}: {far} pixels far from full colour",
                view.game
            );
        }
    }
    eprintln!("worst mean error per channel: {worst_mean:.3}");
}

#[test]
fn a_destination_reached_only_over_one_piece_is_marked_in_gold() {
    let renderer = Renderer::new();
    let view = game(rules::xiangqi::START, &[]).view();
    // The Cannon on h3: h7 by itself, h10's Horse only over the Black Cannon's screen.
    let options = RenderOptions {
        selected: Some(cell("h3")),
        destinations: vec![cell("h7"), cell("h10")],
        screened: vec![cell("h10")],
        ..Default::default()
    };
    let marked = renderer.render(&view, &options);
    let at = |name: &str| cell_center(view.geometry, Side::First, cell(name));
    let teal = |p: [u8; 3]| p[1] > p[0] + 60 && p[2] > p[0] + 40;
    let gold = |p: [u8; 3]| p[0] > 200 && p[1] > 150 && p[2] < 80;
    assert!(teal(pixel(&marked, at("h7"))), "{:?}", pixel(&marked, at("h7")));
    let (x, y) = at("h10");
    let r = 60.0 * 0.45 + 2.0;
    assert!(gold(pixel(&marked, (x + r, y))), "{:?}", pixel(&marked, (x + r, y)));
}

#[test]
fn a_selected_piece_has_its_destinations_marked_and_nothing_else() {
    let renderer = Renderer::new();
    let view = game(rules::xiangqi::START, &[]).view();
    let plain = renderer.render(&view, &Default::default());
    let options = RenderOptions {
        selected: Some(cell("b1")),
        destinations: vec![cell("a3"), cell("c3"), cell("b10")],
        ..Default::default()
    };
    let marked = renderer.render(&view, &options);
    let at = |name: &str| cell_center(view.geometry, Side::First, cell(name));
    let teal = |p: [u8; 3]| p[1] > p[0] + 60 && p[2] > p[0] + 40;
    // A dot on each empty destination; a ring around an occupied one (b10's Horse).
    for empty in ["a3", "c3"] {
        assert!(teal(pixel(&marked, at(empty))), "{empty}: {:?}", pixel(&marked, at(empty)));
        assert!(!teal(pixel(&plain, at(empty))));
    }
    let (x, y) = at("b10");
    let r = 60.0 * 0.45 + 2.0;
    assert!(teal(pixel(&marked, (x + r, y))), "{:?}", pixel(&marked, (x + r, y)));
    // The rest of the board is as it was, away from the marks and the selected piece.
    for other in ["e5", "h3", "e1", "i10"] {
        let (x, y) = at(other);
        for dx in [-20.0, 0.0, 20.0] {
            assert_eq!(pixel(&marked, (x + dx, y)), pixel(&plain, (x + dx, y)), "{other}");
        }
    }
}

#[test]
fn a_lesson_s_stars_are_gold_on_empty_points_and_at_the_corner_of_a_piece_to_take() {
    let renderer = Renderer::new();
    let view = game(rules::xiangqi::START, &[]).view();
    let plain = renderer.render(&view, &Default::default());
    let options = RenderOptions { stars: vec![cell("e5"), cell("b10")], ..Default::default() };
    let starred = renderer.render(&view, &options);
    let at = |name: &str| cell_center(view.geometry, Side::First, cell(name));
    let gold = |p: [u8; 3]| p[0] > 200 && p[1] > 150 && p[2] < 80;
    assert!(gold(pixel(&starred, at("e5"))), "{:?}", pixel(&starred, at("e5")));
    assert!(!gold(pixel(&plain, at("e5"))));
    // Black's Horse on b10 still shows at its centre; the star sits at its upper right.
    let (x, y) = at("b10");
    assert_eq!(pixel(&starred, (x, y)), pixel(&plain, (x, y)));
    let r = 60.0 * 0.45;
    let corner = (x + r * 0.62, y - r * 0.62);
    assert!(gold(pixel(&starred, corner)), "{:?}", pixel(&starred, corner));
    // Nowhere else.
    for other in ["e1", "a5", "i10"] {
        assert_eq!(pixel(&starred, at(other)), pixel(&plain, at(other)), "{other}");
    }
}

#[test]
fn every_game_has_a_legend_picture_that_shows_its_marks() {
    let renderer = Renderer::new();
    for id in GameId::ALL {
        let legend = renderer.legend(id, None, &english(id));
        let png = encode_png(&legend).unwrap();
        let img = decode(&png);
        assert_eq!(img, legend.to_rgb());
        let (w, h) = img.dimensions();
        assert!((600..=1100).contains(&w) && h > 300, "{id:?}: {w}×{h}");
        assert!(png.len() < 200_000, "{id:?}: {} bytes", png.len());
        // Without its marks a diagram draws differently: the marks are on the picture.
        let diagrams = rules::legend::legend(id);
        let bare: Vec<_> = diagrams
            .iter()
            .map(|d| rules::legend::Diagram { marks: Vec::new(), never: Vec::new(), ..d.clone() })
            .collect();
        let with = renderer.draw_legend(id, &diagrams, None, &english(id));
        let without = renderer.draw_legend(id, &bare, None, &english(id));
        assert_eq!(with.dimensions(), without.dimensions());
        let differing = with.indices().iter().zip(without.indices()).filter(|(a, b)| a != b);
        assert!(differing.count() > 1_000, "{id:?}: the marks are drawn");
    }
}

/// In a game played in Chinese, Xiangqi's files are numbered as Chinese boards number them:
/// only the labels along the two edges change (the board itself does not), they follow the
/// board when it is turned, and other games keep their letters.
#[test]
fn chinese_file_labels_change_only_xiangqi_edges() {
    let renderer = Renderer::new();
    for bottom in Side::ALL {
        let view = Game::new(GameId::Xiangqi).view();
        let letters = RenderOptions { bottom: Some(bottom), ..Default::default() };
        let chinese = RenderOptions { file_labels: render::FileLabels::Chinese, ..letters.clone() };
        let (_, a) = png_of(&renderer, &view, &letters);
        let (_, b) = png_of(&renderer, &view, &chinese);
        assert_eq!(a.dimensions(), b.dimensions());
        // Rows that differ lie in the margins above and below the board, never between the
        // first and last rank's points.
        let top = cell_center(
            view.geometry,
            bottom,
            cell(if bottom == Side::First { "a10" } else { "a1" }),
        )
        .1;
        let low = cell_center(
            view.geometry,
            bottom,
            cell(if bottom == Side::First { "a1" } else { "a10" }),
        )
        .1;
        let changed: Vec<u32> = (0..a.height())
            .filter(|&y| (0..a.width()).any(|x| a.get_pixel(x, y) != b.get_pixel(x, y)))
            .collect();
        assert!(!changed.is_empty(), "the labels changed ({bottom:?} at the bottom)");
        assert!(changed.iter().all(|&y| (y as f32) < top || (y as f32) > low), "{changed:?}");
        // Both edges changed: Red's numerals and Black's digits.
        assert!(
            changed.iter().any(|&y| (y as f32) < top) && changed.iter().any(|&y| (y as f32) > low)
        );
    }
    for game in [GameId::American, GameId::Amalgamated, GameId::Abstract, GameId::Chess1999] {
        let view = Game::new(game).view();
        let chinese =
            RenderOptions { file_labels: render::FileLabels::Chinese, ..Default::default() };
        assert_eq!(
            png_of(&renderer, &view, &Default::default()).0,
            png_of(&renderer, &view, &chinese).0,
            "{game:?} keeps its letters"
        );
    }
}

/// A legend's English words.
fn english(game: GameId) -> render::LegendWords {
    render::LegendWords::english(game, &rules::legend::legend(game))
}

#[test]
fn arrows_show_the_move_played_in_red_and_the_better_one_in_teal() {
    let renderer = Renderer::new();
    let view = game(rules::xiangqi::START, &[]).view();
    let arrow =
        |from: &str, to: &str, kind| render::Arrow { from: Some(cell(from)), to: cell(to), kind };
    let options = RenderOptions {
        arrows: vec![
            arrow("h3", "h7", render::ArrowKind::Played),
            arrow("b3", "e3", render::ArrowKind::Better),
            render::Arrow { from: None, to: cell("e5"), kind: render::ArrowKind::Better },
        ],
        ..Default::default()
    };
    let (_, img) = png_of(&renderer, &view, &options);
    let plain = renderer.render(&view, &Default::default());
    let at = |name: &str| cell_center(view.geometry, Side::First, cell(name));
    let red = |p: [u8; 3]| p[0] > 180 && p[1] < 60 && p[2] < 60;
    let teal = |p: [u8; 3]| p[1] > p[0] + 60 && p[2] > p[0] + 40;
    // Halfway along each shaft, and not there without the arrows.
    let (h3, h7) = (at("h3"), at("h7"));
    let mid = ((h3.0 + h7.0) / 2.0, (h3.1 + h7.1) / 2.0);
    assert!(red(pixel(&img, mid)) && !red(pixel(&plain, mid)), "{:?}", pixel(&img, mid));
    let (b3, e3) = (at("b3"), at("e3"));
    let mid = ((b3.0 + e3.0) / 2.0, (b3.1 + e3.1) / 2.0);
    assert!(teal(pixel(&img, mid)), "{:?}", pixel(&img, mid));
    // A drop's point is ringed.
    let (x, y) = at("e5");
    let ring = (x + 60.0 * 0.45 * 1.05, y);
    assert!(teal(pixel(&img, ring)), "{:?}", pixel(&img, ring));
}

#[test]
fn the_evaluation_graph_shades_each_side_s_chances_and_marks_the_mistakes() {
    let renderer = Renderer::new();
    let words = render::GraphWords {
        title: "Evaluation: alice vs bob".into(),
        sides: rules::BySide { first: "Red".into(), second: "Black".into() },
        marks: ["?! inaccuracy".into(), "? mistake".into(), "?? blunder".into()],
    };
    let percents = [50.0, 60.0, 40.0, 90.0, 10.0];
    let marks = [
        render::GraphMark { ply: 2, severity: render::Severity::Blunder },
        render::GraphMark { ply: 4, severity: render::Severity::Inaccuracy },
    ];
    let picture = renderer.evaluation_graph(GameId::Xiangqi, &percents, &marks, &words);
    let png = encode_png(&picture).unwrap();
    let img = decode(&png);
    assert_eq!(img.dimensions(), (800, 330));
    assert_eq!(img, picture.to_rgb(), "an indexed picture, exactly");
    let red = |p: [u8; 3]| p[0] > 150 && p[1] < 80 && p[2] < 80;
    let dark = |p: [u8; 3]| p[0] < 90 && p[1] < 90 && p[2] < 90;
    // The plot spans x 24–776 and y 52–272; ply k is at x = 24 + 752·k/4.
    let x = |k: f32| 24.0 + 752.0 * k / 4.0;
    // Red's area below the curve, Black's above: at ply 3 Red is at 90 %, at ply 4 at 10 %.
    assert!(red(pixel(&img, (x(3.0), 272.0 - 220.0 * 0.8))));
    assert!(dark(pixel(&img, (x(3.0), 52.0 + 220.0 * 0.05))));
    assert!(dark(pixel(&img, (x(4.0) - 2.0, 272.0 - 220.0 * 0.3))));
    // The blunder after ply 2 (40 %) is a red dot on the curve; the inaccuracy a gold one.
    let blunder = pixel(&img, (x(2.0), 272.0 - 220.0 * 0.4));
    assert!(red(blunder), "{blunder:?}");
    let gold = pixel(&img, (x(4.0) - 1.0, 272.0 - 220.0 * 0.1));
    assert!(gold[0] > 200 && gold[1] > 150 && gold[2] < 80, "{gold:?}");
}

#[test]
fn clocks_are_drawn_in_each_bar_amber_while_running_and_red_when_low() {
    use render::ClockFace;
    use std::time::Duration;
    let renderer = Renderer::new();
    let view = Game::new(GameId::Xiangqi).view();
    let face = |secs, running, low| ClockFace { left: Duration::from_secs(secs), running, low };
    let with = |first: ClockFace, second: ClockFace| RenderOptions {
        clocks: Some(BySide { first, second }),
        ..RenderOptions::default()
    };
    let probe = |options: &RenderOptions| {
        let (_, img) = png_of(&renderer, &view, options);
        let (w, h) = img.dimensions();
        let x = (w as f32 * 0.5).round() + 4.0;
        // Red (the first side) is at the bottom.
        (pixel(&img, (x, h as f32 - 20.0)), pixel(&img, (x, 20.0)))
    };
    let (bottom, top) = probe(&RenderOptions::default());
    assert_eq!((bottom, top), ([0x2B, 0x2F, 0x36], [0x2B, 0x2F, 0x36]), "no clocks: the bar");
    let (bottom, top) = probe(&with(face(180, true, false), face(175, false, false)));
    assert_eq!(bottom, [0xF5, 0xB7, 0x00], "the running clock is amber");
    assert_eq!(top, [0x1E, 0x21, 0x26], "the waiting clock is dark");
    let (bottom, _) = probe(&with(face(9, true, true), face(175, false, false)));
    assert_eq!(bottom, [0xE0, 0x1B, 0x1B], "a low clock is red");
    assert_eq!(face(9, true, true).reading(), "0:09.0");
}
