//! The board without pieces: frame, squares or lines, river, palaces, shaded files and
//! coordinates. It depends only on the game and the orientation, so it is drawn once and cached.

use rules::{Cell, CellStyle, Geometry, Side};

use crate::{
    layout::Layout,
    paint::{self, Canvas, Colour, Surface},
    text::Text,
    theme,
};

/// Draws the background of a board.
pub(crate) fn draw<S: Canvas>(geometry: &Geometry, layout: &Layout, text: &Text) -> S {
    let frame = match layout.style {
        CellStyle::Points => theme::WOOD,
        CellStyle::Squares => theme::FRAME,
    };
    let mut img = S::filled(layout.width, layout.height, frame);
    match layout.style {
        CellStyle::Points => lines(&mut img, geometry, layout, text),
        CellStyle::Squares => squares(&mut img, geometry, layout),
    }
    if layout.labels {
        coordinates(&mut img, layout, text);
    }
    // The player bars' backgrounds; their text changes with every picture.
    let (w, h) = (layout.width as f32, layout.height as f32);
    paint::rect(&mut img, (0.0, 0.0), (w, layout.bar), theme::BAR, 1.0);
    paint::rect(&mut img, (0.0, h - layout.bar), (w, h), theme::BAR, 1.0);
    img
}

fn lines(img: &mut impl Surface, g: &Geometry, l: &Layout, text: &Text) {
    // Grid lines are axis-aligned: draw them as whole-pixel rectangles, crisp and cheap to
    // compress. Only the palace diagonals need anti-aliasing.
    let w = (l.pitch / 28.0).round().max(2.0);
    let (x0, y0) = (l.board_x, l.board_y);
    let (x1, y1) = (x0 + l.board_w, y0 + l.board_h);
    fn hline(img: &mut impl Surface, y: f32, from: f32, to: f32, w: f32) {
        let top = (y - w / 2.0).round();
        paint::rect(img, (from - w / 2.0, top), (to + w / 2.0, top + w), theme::LINE, 1.0);
    }
    fn vline(img: &mut impl Surface, x: f32, from: f32, to: f32, w: f32) {
        let left = (x - w / 2.0).round();
        paint::rect(img, (left, from - w / 2.0), (left + w, to + w / 2.0), theme::LINE, 1.0);
    }
    // A heavier outer frame a little outside the grid, as on printed boards.
    let pad = (l.pitch * 0.12).round();
    hline(img, y0 - pad, x0 - pad, x1 + pad, w * 2.0);
    hline(img, y1 + pad, x0 - pad, x1 + pad, w * 2.0);
    vline(img, x0 - pad, y0 - pad, y1 + pad, w * 2.0);
    vline(img, x1 + pad, y0 - pad, y1 + pad, w * 2.0);
    for row in 0..l.ranks {
        hline(img, l.at(0.0, f32::from(row)).1, x0, x1, w);
    }
    // The river's rows, in picture rows (the gap between them is left open on inner files).
    let river_rows = g.river.map(|r| {
        let a = l.grid(Cell::new(0, r.below_rank)).1;
        let b = l.grid(Cell::new(0, r.below_rank + 1)).1;
        (a.min(b), a.max(b))
    });
    for col in 0..l.files {
        let x = l.at(f32::from(col), 0.0).0;
        let edge = col == 0 || col == l.files - 1;
        match river_rows {
            Some((top, bottom)) if !edge => {
                vline(img, x, y0, l.at(0.0, f32::from(top)).1, w);
                vline(img, x, l.at(0.0, f32::from(bottom)).1, y1, w);
            }
            _ => vline(img, x, y0, y1, w),
        }
    }
    for palace in g.palaces {
        for (a, b) in palace.diagonals() {
            paint::segment(img, l.center(a), l.center(b), w, theme::LINE);
        }
    }
    if let (Some((top, _)), Some(river)) = (river_rows, g.river)
        && let Some((left, right)) = river.labels
    {
        let cy = l.at(0.0, f32::from(top) + 0.5).1;
        let size = l.pitch * 0.5;
        let quarter = l.board_w / 4.0;
        let (left, right) = (text.drawable(left), text.drawable(right));
        text.draw_centered(img, &left, (x0 + quarter, cy), size, theme::LINE);
        text.draw_centered(img, &right, (x1 - quarter, cy), size, theme::LINE);
    }
}

fn squares(img: &mut impl Surface, g: &Geometry, l: &Layout) {
    for cell in g.cells() {
        let (cx, cy) = l.center(cell);
        let half = l.pitch / 2.0;
        let dark = (cell.file() + cell.rank()) % 2 == 0;
        let colour = if dark { theme::DARK_SQUARE } else { theme::LIGHT_SQUARE };
        paint::rect(img, (cx - half, cy - half), (cx + half, cy + half), colour, 1.0);
        if g.shaded_files.contains(&cell.file()) {
            paint::rect(img, (cx - half, cy - half), (cx + half, cy + half), theme::SHADE, 0.22);
        }
    }
    if let Some(river) = g.river {
        // A band of water on the line between the two halves.
        let a = l.center(Cell::new(0, river.below_rank)).1;
        let b = l.center(Cell::new(0, river.below_rank + 1)).1;
        let y = (a + b) / 2.0;
        let band = (l.pitch * 0.07).max(3.0);
        paint::rect(
            img,
            (l.board_x, y - band),
            (l.board_x + l.board_w, y + band),
            theme::WATER,
            1.0,
        );
    }
}

/// File labels above and below, rank numbers left and right, following the orientation.
fn coordinates(img: &mut impl Surface, l: &Layout, text: &Text) {
    let size = (l.pitch * 0.34).max(18.0);
    let colour: Colour = match l.style {
        CellStyle::Points => theme::LINE,
        CellStyle::Squares => theme::LABEL,
    };
    // Centre the labels in the part of the margin that pieces on the edge do not cover.
    let edge_gap = match l.style {
        CellStyle::Points => l.piece_radius() + (l.margin - l.piece_radius()) / 2.0,
        CellStyle::Squares => l.margin / 2.0,
    };
    let (top, bottom) = (l.board_y - edge_gap, l.board_y + l.board_h + edge_gap);
    let (left, right) = (l.board_x - edge_gap, l.board_x + l.board_w + edge_gap);
    for file in 0..l.files {
        let cell = Cell::new(file, 0);
        let (x, _) = l.center(cell);
        let (first, second) = l.file_labels.of(file);
        // The first side's edge is at the bottom unless the board is turned.
        let (at_bottom, at_top) =
            if l.bottom == Side::First { (first, second) } else { (second, first) };
        text.draw_centered(img, &at_top, (x, top), size, colour);
        text.draw_centered(img, &at_bottom, (x, bottom), size, colour);
    }
    for rank in 0..l.ranks {
        let (_, y) = l.center(Cell::new(0, rank));
        let label = (rank + 1).to_string();
        text.draw_centered(img, &label, (left, y), size, colour);
        text.draw_centered(img, &label, (right, y), size, colour);
    }
}
