//! Picks the renderer's fixed palette and writes `render/src/palette/colours.rs`:
//!
//! ```text
//! cargo run --release -p render --example palette
//! ```
//!
//! It renders positions along seeded random games of every game, in every piece style, both
//! orientations, with and without names and result banners, all in full colour; trains
//! NeuQuant on their colours, each distinct colour weighted by the square root of how often it
//! appears (so that the edges of pieces and letters count, not only the wide flat areas); puts
//! the theme's flat colours in exactly; and keeps no two colours in one cell of the renderer's
//! lookup table (five bits a channel), so that each maps to itself. Run it again after changing
//! a colour, a piece picture or a style, then regenerate the samples.
#![allow(clippy::unwrap_used)] // a developer's tool: a panic is its error message

use std::collections::{HashMap, HashSet};

use color_quant::NeuQuant;
use render::{PieceStyle, RenderOptions, Renderer};
use rules::{BoardView, BySide, Game, GameId, Outcome, Reason, Side};

const COLOURS: usize = 255;

fn main() {
    let renderer = Renderer::new();
    let mut counts: HashMap<[u8; 3], u64> = HashMap::new();
    let mut pictures = 0;
    for view in corpus() {
        for &style in PieceStyle::offered(view.game) {
            for bottom in Side::ALL {
                let named = pictures % 2 == 0;
                let options = RenderOptions {
                    bottom: Some(bottom),
                    style: Some(style),
                    players: if named {
                        BySide { first: "alice".into(), second: "Bob the Builder".into() }
                    } else {
                        BySide::default()
                    },
                    ..RenderOptions::default()
                };
                for p in renderer.render_full_colour(&view, &options).pixels() {
                    *counts.entry(p.0).or_default() += 1;
                }
                pictures += 1;
            }
        }
    }
    let mut sample = Vec::new();
    for (c, n) in &counts {
        let weight = (*n as f64).sqrt().ceil() as usize;
        for _ in 0..weight {
            sample.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
    }
    let flat = render::flat_colours();
    let mut trained = COLOURS - flat.len();
    let palette = loop {
        let quant = NeuQuant::new(1, trained, &sample);
        let learnt = quant.color_map_rgb();
        let mut cells = HashSet::new();
        let mut palette = Vec::new();
        let learnt = learnt.chunks_exact(3).map(|c| [c[0], c[1], c[2]]);
        for c in flat.iter().copied().chain(learnt) {
            if cells.insert(cell(c)) {
                palette.push(c);
            }
        }
        if palette.len() >= COLOURS {
            palette.truncate(COLOURS);
            break palette;
        }
        trained += COLOURS - palette.len();
    };
    let mut out = String::from(
        "//! Written by `cargo run --release -p render --example palette`: do not edit by hand.\n\n\
         pub(crate) const COLOURS: [[u8; 3]; 255] = [\n",
    );
    for c in &palette {
        out += &format!("    [{}, {}, {}],\n", c[0], c[1], c[2]);
    }
    out += "];\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/src/palette/colours.rs");
    std::fs::write(path, out).unwrap();
    eprintln!(
        "{pictures} pictures, {} distinct colours, {} kept exactly, {} trained: wrote {path}",
        counts.len(),
        flat.len(),
        trained
    );
}

fn cell(c: [u8; 3]) -> (u8, u8, u8) {
    (c[0] >> 3, c[1] >> 3, c[2] >> 3)
}

/// Positions along seeded random games of every game, the last of each with a result banner.
fn corpus() -> Vec<BoardView> {
    let mut views = Vec::new();
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    for id in GameId::ALL {
        for _ in 0..3 {
            let mut g = Game::new(id);
            while g.outcome().is_none() && g.moves().len() < 120 {
                let legal = g.legal_moves();
                seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                let pick = &legal[(seed >> 33) as usize % legal.len()];
                g.play(&pick.text).unwrap();
                if g.moves().len().is_multiple_of(8) || g.in_check() {
                    views.push(g.view());
                }
            }
            let mut last = g.view();
            last.outcome.get_or_insert(Outcome::win(Side::First, Reason::Resignation));
            views.push(last);
        }
    }
    views
}
