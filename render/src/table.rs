//! A table as a picture: a tournament's standings or crosstable, in the board pictures' bars
//! and palette. The words come in finished (the caller's language); this file only measures
//! and places them.

use crate::{Renderer, paint, picture::Picture, theme};

/// Space around the table and between columns.
const MARGIN: f32 = 20.0;
const GAP: f32 = 18.0;
const TITLE_SIZE: f32 = 22.0;
const TEXT_SIZE: f32 = 17.0;
const ROW: f32 = 30.0;
/// The widest a picture gets; wider tables are drawn smaller.
const MAX_WIDTH: f32 = 1_600.0;

/// The words of a table, in the reader's language.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct TableWords {
    /// Above it.
    pub title: String,
    /// A line under the title (the tie-breaks, what a mark means).
    pub subtitle: String,
    /// The columns' headings.
    pub header: Vec<String>,
    /// The rows, cell by cell (as many cells as headings).
    pub rows: Vec<Vec<String>>,
    /// How many rows from the top are the podium (their first cell is marked).
    pub podium: usize,
    /// Columns whose cells are centred (results, numbers); the others are left-aligned.
    pub centred: Vec<usize>,
}

impl Renderer {
    /// `words` as a picture: the title, the headings on a dark band, the rows in alternate
    /// shades, the podium's places on gold.
    pub fn table(&self, words: &TableWords) -> Picture {
        let columns = words.header.len().max(words.rows.iter().map(Vec::len).max().unwrap_or(0));
        let cell =
            |row: &[String], c: usize| row.get(c).map_or(String::new(), |t| self.text.drawable(t));
        let mut widths = vec![0.0f32; columns];
        for row in std::iter::once(&words.header).chain(&words.rows) {
            for (c, w) in widths.iter_mut().enumerate() {
                *w = w.max(self.text.width(&cell(row, c), TEXT_SIZE));
            }
        }
        let title = self.text.drawable(&words.title);
        let subtitle = self.text.drawable(&words.subtitle);
        let natural =
            MARGIN * 2.0 + widths.iter().sum::<f32>() + GAP * columns.saturating_sub(1) as f32;
        let natural = natural
            .max(self.text.width(&title, TITLE_SIZE) + 2.0 * MARGIN)
            .max(self.text.width(&subtitle, TEXT_SIZE) + 2.0 * MARGIN);
        // Too wide a table is drawn at a smaller size rather than cut.
        let scale = (MAX_WIDTH / natural).min(1.0);
        let (text, row_h, gap, margin) =
            (TEXT_SIZE * scale, ROW * scale, GAP * scale, MARGIN * scale);
        let widths: Vec<f32> = widths.iter().map(|w| w * scale).collect();
        let top = margin + TITLE_SIZE * scale * 1.6 + if subtitle.is_empty() { 0.0 } else { row_h };
        let height = top + row_h * (words.rows.len() as f32 + 1.0) + margin;
        let (width, height) = ((natural * scale).ceil() as u32, height.ceil() as u32);
        let mut img = Picture::filled(width, height, theme::BAR);
        self.text.draw(
            &mut img,
            &title,
            (margin, margin + TITLE_SIZE * scale),
            TITLE_SIZE * scale,
            theme::BAR_TEXT,
        );
        if !subtitle.is_empty() {
            let y = margin + TITLE_SIZE * scale * 1.6 + text;
            self.text.draw(&mut img, &subtitle, (margin, y), text, theme::BAR_DIM);
        }
        let right = width as f32 - margin / 2.0;
        for (r, row) in std::iter::once(&words.header).chain(&words.rows).enumerate() {
            let y0 = top + row_h * r as f32;
            let band = match r {
                0 => Some(theme::BANNER),
                r if r % 2 == 0 => Some(theme::BANNER),
                _ => None,
            };
            if let Some(colour) = band {
                paint::rect(&mut img, (margin / 2.0, y0), (right, y0 + row_h), colour, 1.0);
            }
            let baseline = y0 + row_h / 2.0 + text * 0.36;
            let mut x = margin;
            for (c, w) in widths.iter().enumerate() {
                let t = cell(row, c);
                let podium = r >= 1 && r <= words.podium && c == 0;
                if podium {
                    let centre = (x + w / 2.0, y0 + row_h / 2.0);
                    paint::disc(&mut img, centre, row_h * 0.4, theme::BADGE, 1.0);
                }
                let colour = match (r, podium) {
                    (0, _) => theme::BAR_DIM,
                    (_, true) => theme::BADGE_TEXT,
                    _ => theme::BAR_TEXT,
                };
                if words.centred.contains(&c) || podium {
                    self.text.draw_centered(
                        &mut img,
                        &t,
                        (x + w / 2.0, y0 + row_h / 2.0),
                        text,
                        colour,
                    );
                } else {
                    self.text.draw(&mut img, &t, (x, baseline), text, colour);
                }
                x += w + gap;
            }
        }
        img
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_grows_with_its_rows_and_keeps_to_the_palette() {
        let r = Renderer::new();
        let words = |rows: usize| TableWords {
            title: "Friday blitz — standings after round 3".into(),
            subtitle: "Tie-breaks: Buchholz cut 1, Buchholz, wins".into(),
            header: vec!["#".into(), "Player".into(), "Points".into()],
            rows: (0..rows)
                .map(|i| vec![(i + 1).to_string(), format!("Player {i}"), "2.5".into()])
                .collect(),
            podium: 3,
            centred: vec![0, 2],
        };
        let (small, big) = (r.table(&words(3)), r.table(&words(12)));
        assert_eq!(small.dimensions().0, big.dimensions().0);
        assert!(big.dimensions().1 > small.dimensions().1 + 8 * 25);
        // Gold discs for the podium: the badge colour is painted.
        let badge = crate::palette::index(theme::BADGE);
        assert!(small.indices().contains(&badge));
    }
}
