//! The evaluation graph of an analysed game: the first side's winning chances over the game as
//! an area in its colour against the other side's, with each player's mistakes marked, in the
//! board pictures' palette and bars. Drawn with the renderer's shapes (triangles, discs,
//! segments), so it is an indexed picture like a board.

use rules::{BySide, GameId, Side};

use crate::{
    Renderer,
    paint::{self, Surface},
    picture::Picture,
    theme,
};

/// The picture's size.
const WIDTH: u32 = 800;
const HEIGHT: u32 = 330;
/// The plot's box.
const LEFT: f32 = 24.0;
const TOP: f32 = 52.0;
const PLOT_WIDTH: f32 = 752.0;
const PLOT_HEIGHT: f32 = 220.0;

/// How bad a marked move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// `?!`: a gold dot.
    Inaccuracy,
    /// `?`: a red ring.
    Mistake,
    /// `??`: a red dot.
    Blunder,
}

/// A move marked on the graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GraphMark {
    /// The ply, from 1: the point after it is marked.
    pub ply: usize,
    /// How bad it was.
    pub severity: Severity,
}

/// The words on a graph, in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GraphWords {
    /// Above the plot: "Evaluation: alice vs bob".
    pub title: String,
    /// Each side's name, beside its colour.
    pub sides: BySide<String>,
    /// What each mark means: inaccuracy, mistake, blunder.
    pub marks: [String; 3],
}

impl Renderer {
    /// The evaluation graph of a game of `game`: `percents` holds the first side's win
    /// percentage at the start and after each ply; `marks` the plies to mark.
    pub fn evaluation_graph(
        &self,
        game: GameId,
        percents: &[f64],
        marks: &[GraphMark],
        words: &GraphWords,
    ) -> Picture {
        let mut img = Picture::filled(WIDTH, HEIGHT, theme::BAR);
        let title = self.text.drawable(&words.title);
        self.text.draw(&mut img, &title, (LEFT, 32.0), 20.0, theme::BAR_TEXT);
        let (first, second) =
            (theme::side_colour(game, Side::First), theme::side_colour(game, Side::Second));
        let (x0, y0, y1) = (LEFT, TOP, TOP + PLOT_HEIGHT);
        paint::rect(&mut img, (x0, y0), (x0 + PLOT_WIDTH, y1), second, 1.0);
        let points = plot(percents);
        // The first side's area: under each stretch between two points, a rectangle up to the
        // lower end and a triangle for the slope. Each reaches a little into its neighbours,
        // so that their soft edges leave no seams.
        for pair in points.windows(2) {
            let [(ax, ay), (bx, by)] = [pair[0], pair[1]];
            let (ax, bx) = (ax - 0.75, bx + 0.75);
            let lower = ay.max(by);
            paint::rect(&mut img, (ax, lower), (bx, y1), first, 1.0);
            let corner = if ay < by { (ax, by) } else { (bx, ay) };
            paint::triangle(&mut img, [(ax, ay), (bx, by), corner], first);
        }
        let mid = y0 + PLOT_HEIGHT / 2.0;
        paint::segment(&mut img, (x0, mid), (x0 + PLOT_WIDTH, mid), 1.0, theme::BAR_DIM);
        for m in marks {
            if let Some(&at) = points.get(m.ply) {
                mark(&mut img, at, m.severity);
            }
        }
        self.graph_key(&mut img, game, words);
        img
    }

    /// The sides' colours and the marks' meanings, in a row under the plot.
    fn graph_key(&self, img: &mut Picture, game: GameId, words: &GraphWords) {
        let y = TOP + PLOT_HEIGHT + 30.0;
        let size = 15.0;
        let mut x = LEFT;
        for side in Side::ALL {
            let chip = (x + 8.0, y - 5.0);
            paint::rect(
                img,
                (chip.0 - 7.0, chip.1 - 7.0),
                (chip.0 + 7.0, chip.1 + 7.0),
                theme::side_colour(game, side),
                1.0,
            );
            let name = self.text.drawable(&words.sides[side]);
            self.text.draw(img, &name, (x + 22.0, y), size, theme::BAR_TEXT);
            x += 34.0 + self.text.width(&name, size);
        }
        for (severity, label) in [Severity::Inaccuracy, Severity::Mistake, Severity::Blunder]
            .into_iter()
            .zip(&words.marks)
        {
            mark(img, (x + 8.0, y - 5.0), severity);
            let label = self.text.drawable(label);
            self.text.draw(img, &label, (x + 22.0, y), size, theme::BAR_DIM);
            x += 34.0 + self.text.width(&label, size);
        }
    }
}

/// The points of the curve in picture coordinates: evenly spread over the plot's width, 100 %
/// at its top.
fn plot(percents: &[f64]) -> Vec<(f32, f32)> {
    let steps = percents.len().saturating_sub(1).max(1) as f32;
    percents
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let share = (p.clamp(0.0, 100.0) / 100.0) as f32;
            (LEFT + PLOT_WIDTH * i as f32 / steps, TOP + PLOT_HEIGHT * (1.0 - share))
        })
        .collect()
}

/// One mark, centred on `at`.
fn mark(img: &mut impl Surface, at: (f32, f32), severity: Severity) {
    let outline = theme::BANNER;
    match severity {
        Severity::Inaccuracy => {
            paint::disc(img, at, 5.0, theme::BADGE, 1.0);
            paint::ring(img, at, 5.0, 1.5, outline, 1.0);
        }
        Severity::Mistake => {
            paint::disc(img, at, 6.0, theme::BAR_TEXT, 1.0);
            paint::ring(img, at, 6.0, 3.0, theme::CHECK, 1.0);
        }
        Severity::Blunder => {
            paint::disc(img, at, 7.0, theme::CHECK, 1.0);
            paint::ring(img, at, 7.0, 1.5, outline, 1.0);
        }
    }
}
