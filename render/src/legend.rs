//! The legend that teaches a game's pieces: each piece alone on a small board of its game,
//! with its name and a mark on every cell it reaches, as `rules::legend` worked them out from
//! the game's move generation. Drawing only: the marks are the rules' answers.

use std::sync::{Arc, PoisonError};

use rules::{
    GameId,
    legend::{Diagram, Half, How, Mark},
};

use crate::{
    PieceStyle, Renderer, board,
    layout::{self, Layout},
    paint::{self, Colour, Surface},
    picture::Picture,
    renderer::SpriteSpec,
    theme,
};

/// Diagrams per row.
const COLUMNS: usize = 4;
/// Space between diagrams and around them.
const GAP: u32 = 14;
/// The height of a diagram's caption, and of the key's rows.
const CAPTION: u32 = 30;
/// The width the small boards aim at.
const BOARD_WIDTH: f32 = 216.0;

/// The marks, in the key's order (that of [`LegendWords::marks`]).
const KEY: [Sample; 7] = [
    Sample::Both,
    Sample::MoveOnly,
    Sample::CaptureOnly,
    Sample::OverScreen,
    Sample::CaptureOverScreen,
    Sample::Jump,
    Sample::Never,
];

/// Marks per row of the key.
const KEY_COLUMNS: usize = 4;

/// The words of a legend, in the reader's language: `render` draws what the caller chose.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct LegendWords {
    /// Above the key: "Xiangqi: how each piece moves".
    pub title: String,
    /// What each mark means, in this order: moves or captures; moves, no capture; captures
    /// only; moves and captures only over one piece; captures over one piece; jumps; never
    /// stands here.
    pub marks: [String; 7],
    /// Each diagram's caption, in the order of [`rules::legend::legend`] (see
    /// [`rules::legend::Diagram::caption`]).
    pub captions: Vec<String>,
}

impl LegendWords {
    /// Plain English words from the rules' names: for examples and tests. The bot words its
    /// legends from its catalogue instead.
    #[doc(hidden)]
    pub fn english(game: GameId, diagrams: &[Diagram]) -> LegendWords {
        let marks = [
            "moves or captures",
            "moves, no capture",
            "captures only",
            "only over one piece",
            "captures over one piece",
            "jumps",
            "never stands here",
        ]
        .map(str::to_owned);
        let captions = diagrams
            .iter()
            .map(|d| match d.caption(diagrams) {
                (name, Some(Half::Own)) => format!("{} (own half)", name.0),
                (name, Some(_)) => format!("{} (across the river)", name.0),
                (name, None) => name.0.to_owned(),
            })
            .collect();
        LegendWords { title: format!("{}: how each piece moves", game.name()), marks, captions }
    }
}

/// A kind of mark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sample {
    /// Moves there and captures there: a teal dot.
    Both,
    /// Moves there, cannot capture there: a teal ring.
    MoveOnly,
    /// Captures there only: a red cross.
    CaptureOnly,
    /// Gets there only with exactly one piece between, to move and to capture alike (the
    /// Howitzer): a gold dot.
    OverScreen,
    /// Captures there only with exactly one piece between (a Cannon beyond its first point,
    /// which moves there by itself): a gold cross. Apart from [`Sample::OverScreen`], so that
    /// nobody reads the Cannon as unable to move two points.
    CaptureOverScreen,
    /// Goes there over anything between: a wide ring around the other mark.
    Jump,
    /// May never stand there: a grey cell.
    Never,
}

/// The marks a cell gets: how it moves and captures there, drawn on top of each other.
fn samples(m: &Mark) -> Vec<Sample> {
    let mut out = match (m.moves, m.captures) {
        (How::Directly, How::Directly) => vec![Sample::Both],
        (How::Directly, How::Not) => vec![Sample::MoveOnly],
        (How::Not, How::Directly) => vec![Sample::CaptureOnly],
        (How::Directly, How::OverScreen) => vec![Sample::MoveOnly, Sample::CaptureOverScreen],
        (How::Not, How::OverScreen) => vec![Sample::CaptureOverScreen],
        (How::OverScreen, How::Directly) => vec![Sample::OverScreen, Sample::CaptureOnly],
        (How::Not, How::Not) => Vec::new(),
        (How::OverScreen, _) => vec![Sample::OverScreen],
    };
    if m.jumps {
        out.push(Sample::Jump);
    }
    out
}

impl Renderer {
    /// The legend of `game`: each piece on a small board with its marks and name, under a key
    /// of the marks, in `words`. Worked out by [`rules::legend::legend`] and drawn on first
    /// use, then cached (per game, style and words).
    pub fn legend(
        &self,
        game: GameId,
        style: Option<PieceStyle>,
        words: &LegendWords,
    ) -> Arc<Picture> {
        let key = (game, PieceStyle::resolve(style, game), words.clone());
        let cached = self.legends.lock().unwrap_or_else(PoisonError::into_inner).get(&key).cloned();
        cached.unwrap_or_else(|| {
            let diagrams = rules::legend::legend(game);
            let picture = Arc::new(self.draw_legend(game, &diagrams, Some(key.1), words));
            self.legends
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .insert(key, Arc::clone(&picture));
            picture
        })
    }

    /// The legend drawn from `diagrams`, in `words`.
    pub fn draw_legend(
        &self,
        game: GameId,
        diagrams: &[Diagram],
        style: Option<PieceStyle>,
        words: &LegendWords,
    ) -> Picture {
        let g = game.geometry();
        let pitch = (BOARD_WIDTH / layout::span(g).0).floor();
        let mini = Layout::mini(g, pitch);
        let background: Picture = board::draw(g, &mini, &self.text);
        let columns = COLUMNS.min(diagrams.len().max(1));
        let rows = diagrams.len().div_ceil(columns);
        let tile = (mini.width + GAP, mini.height + CAPTION + GAP);
        let key_rows = 1 + KEY.len().div_ceil(KEY_COLUMNS) as u32;
        let top = GAP + key_rows * CAPTION + GAP;
        let width = GAP + columns as u32 * tile.0;
        let height = top + rows as u32 * tile.1;
        let mut img = Picture::filled(width, height, theme::BAR);
        self.key(&mut img, words, width, pitch);
        let radius = mini.piece_radius().round() as u32;
        for (i, d) in diagrams.iter().enumerate() {
            let x = GAP + (i % columns) as u32 * tile.0;
            let y = top + (i / columns) as u32 * tile.1;
            let size = (pitch * 0.5).clamp(14.0, 18.0);
            let name = words.captions.get(i).map_or(String::new(), |c| self.text.drawable(c));
            let cx = x as f32 + mini.width as f32 / 2.0;
            self.text.draw_centered(&mut img, &name, (cx, y as f32 + 13.0), size, theme::BAR_TEXT);
            let (bx, by) = (x, y + CAPTION - 4);
            img.blit(&background, (bx, by));
            let at = |cell| {
                let (px, py) = mini.center(cell);
                (bx as f32 + px, by as f32 + py)
            };
            for &cell in &d.never {
                mark(&mut img, at(cell), pitch, Sample::Never);
            }
            let spec = SpriteSpec { style, radius, quantised: true };
            let sprite = self.sprite(game, &d.piece, spec);
            paint::paste(&mut img, &sprite, at(d.origin));
            for m in &d.marks {
                for sample in samples(m) {
                    mark(&mut img, at(m.cell), pitch, sample);
                }
            }
        }
        img
    }

    /// The key: the title, then what each mark means, [`KEY_COLUMNS`] to a row.
    fn key(&self, img: &mut Picture, words: &LegendWords, width: u32, pitch: f32) {
        let size = 16.0;
        let title = self.text.drawable(&words.title);
        self.text.draw(img, &title, (GAP as f32, GAP as f32 + 20.0), 20.0, theme::BAR_TEXT);
        let slot = (width - 2 * GAP) as f32 / KEY_COLUMNS as f32;
        let pitch = pitch.clamp(20.0, 26.0);
        for (i, (sample, label)) in KEY.iter().zip(&words.marks).enumerate() {
            let x = GAP as f32 + (i % KEY_COLUMNS) as f32 * slot;
            let row = (i / KEY_COLUMNS) as u32;
            let cy = (GAP + CAPTION * (1 + row) + CAPTION / 2) as f32 + 2.0;
            let c = (x + pitch / 2.0, cy);
            paint::rect(
                img,
                (c.0 - pitch / 2.0, c.1 - pitch / 2.0),
                (c.0 + pitch / 2.0, c.1 + pitch / 2.0),
                theme::WOOD,
                1.0,
            );
            if *sample == Sample::Jump {
                mark(img, c, pitch, Sample::Both);
            }
            mark(img, c, pitch, *sample);
            let words = self.text.drawable(label);
            self.text.draw(img, &words, (x + pitch + 6.0, cy + 5.0), size * 0.8, theme::BAR_DIM);
        }
    }
}

/// One mark centred on `c` for a board of `pitch`.
fn mark(img: &mut impl Surface, c: (f32, f32), pitch: f32, sample: Sample) {
    let r = pitch * 0.2;
    let outline: Colour = theme::BANNER;
    match sample {
        Sample::Both => {
            paint::disc(img, c, r, theme::LAST_MOVE, 1.0);
            paint::ring(img, c, r, 1.5, outline, 0.7);
        }
        Sample::MoveOnly => {
            paint::ring(img, c, r - 1.0, (pitch * 0.09).max(2.0), theme::LAST_MOVE, 1.0);
        }
        Sample::CaptureOnly => cross(img, c, r * 1.1, theme::CHECK),
        Sample::OverScreen => {
            paint::disc(img, c, r * 0.75, theme::BADGE, 1.0);
            paint::ring(img, c, r * 0.75, 1.5, outline, 0.8);
        }
        Sample::CaptureOverScreen => cross(img, c, r * 0.8, theme::BADGE),
        Sample::Jump => {
            paint::ring(img, c, pitch * 0.36, (pitch * 0.06).max(1.5), theme::LAST_MOVE, 1.0);
        }
        Sample::Never => {
            let h = pitch / 2.0;
            paint::rect(img, (c.0 - h, c.1 - h), (c.0 + h, c.1 + h), theme::BAR_DIM, 0.6);
        }
    }
}

fn cross(img: &mut impl Surface, (x, y): (f32, f32), r: f32, colour: Colour) {
    let w = (r * 0.45).max(2.0);
    paint::segment(img, (x - r, y - r), (x + r, y + r), w, colour);
    paint::segment(img, (x - r, y + r), (x + r, y - r), w, colour);
}

#[cfg(test)]
mod tests {
    use rules::{GameId, legend::legend};

    use super::{Sample, samples};

    /// The marks of the diagram of the piece named `name` in `game`, by cell name.
    fn marks_of(game: GameId, name: &str) -> Vec<(String, Vec<Sample>)> {
        let diagrams = legend(game);
        let d = diagrams.iter().find(|d| d.piece.name == name).expect("the piece has a diagram");
        d.marks.iter().map(|m| (m.cell.to_string(), samples(m))).collect()
    }

    #[test]
    fn a_cannon_moves_by_itself_and_captures_over_one_piece_unlike_a_howitzer() {
        for (game, name) in [(GameId::Xiangqi, "Cannon"), (GameId::American, "Artillery")] {
            let marks = marks_of(game, name);
            let far: Vec<&Vec<Sample>> =
                marks.iter().map(|(_, s)| s).filter(|s| s.len() > 1).collect();
            assert!(!far.is_empty(), "{name}: {marks:?}");
            for s in far {
                assert_eq!(s[..], [Sample::MoveOnly, Sample::CaptureOverScreen], "{name}");
            }
            assert!(marks.iter().all(|(_, s)| !s.contains(&Sample::OverScreen)), "{name}");
        }
        let howitzer = marks_of(GameId::Chess1999, "Howitzer");
        assert!(!howitzer.is_empty());
        for (cell, s) in &howitzer {
            assert_eq!(s.first(), Some(&Sample::OverScreen), "{cell}: {s:?}");
            assert!(!s.contains(&Sample::CaptureOverScreen), "{cell}");
        }
    }
}
