//! Where everything goes: from a board's geometry and orientation to pixel positions.

use rules::{Cell, CellStyle, Geometry, Side};

use crate::FileLabels;

/// The least width or height of a picture, in pixels.
pub(crate) const MIN_SHORT_SIDE: f32 = 600.0;

/// How many pitches the board area spans across and down: lines span (n - 1) gaps, squares n.
pub(crate) fn span(geometry: &Geometry) -> (f32, f32) {
    let (files, ranks) = (f32::from(geometry.files), f32::from(geometry.ranks));
    match geometry.cells {
        CellStyle::Points => (files - 1.0, ranks - 1.0),
        CellStyle::Squares => (files, ranks),
    }
}

/// The pixel layout of one board picture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Layout {
    /// Distance between neighbouring points, or the side of a square, in pixels.
    pub pitch: f32,
    pub files: u8,
    pub ranks: u8,
    pub style: CellStyle,
    /// Left and top pixel of the board area (the outer lines or the squares' edge).
    pub board_x: f32,
    pub board_y: f32,
    /// Width and height of the board area.
    pub board_w: f32,
    pub board_h: f32,
    /// Width of the coordinate margin around the board area.
    pub margin: f32,
    /// Height of the player bars above and below.
    pub bar: f32,
    pub width: u32,
    pub height: u32,
    /// The side whose pieces start at the bottom of the picture.
    pub bottom: Side,
    /// Whether file letters and rank numbers are drawn around the board.
    pub labels: bool,
    /// How the files are labelled, when they are.
    pub file_labels: FileLabels,
}

impl Layout {
    pub(crate) fn new(geometry: &Geometry, bottom: Side) -> Layout {
        let longest = geometry.files.max(geometry.ranks);
        // Sizes from the notes: 56–72 px per cell keeps the short side ≥ 600 px and the long
        // side ≤ ~800 px, and glyphs at ≥ half a cell stay legible on phones.
        let pitch: f32 = match (geometry.cells, longest) {
            (CellStyle::Points, 13..) => 48.0,
            (CellStyle::Points, _) => 60.0,
            (CellStyle::Squares, 11..) => 60.0,
            (CellStyle::Squares, _) => 72.0,
        };
        // The margin holds half a piece plus a label outside the lines or squares.
        let margin = match geometry.cells {
            CellStyle::Points => (pitch * 0.9).round(),
            CellStyle::Squares => (pitch * 0.5).round(),
        };
        // Discord shows small pictures badly on phones: keep the short side at least 600 px by
        // widening the margin if the board alone is narrower.
        let board_w = pitch * span(geometry).0;
        let margin = margin.max(((MIN_SHORT_SIDE - board_w) / 2.0).ceil());
        let bar = (pitch * 0.85).round().max(44.0);
        Layout::assemble(geometry, bottom, pitch, margin, bar, true)
    }

    /// A small board for the legend: `pitch` pixels a cell, a thin frame, no labels or bars.
    pub(crate) fn mini(geometry: &Geometry, pitch: f32) -> Layout {
        let margin = match geometry.cells {
            CellStyle::Points => (pitch * 0.62).round(),
            CellStyle::Squares => (pitch * 0.2).round(),
        };
        Layout::assemble(geometry, Side::First, pitch, margin, 0.0, false)
    }

    /// The layout of a board of `pitch` with `margin` around it and bars of height `bar`.
    fn assemble(
        geometry: &Geometry,
        bottom: Side,
        pitch: f32,
        margin: f32,
        bar: f32,
        labels: bool,
    ) -> Layout {
        let (cells_w, cells_h) = span(geometry);
        let (board_w, board_h) = (pitch * cells_w, pitch * cells_h);
        Layout {
            pitch,
            files: geometry.files,
            ranks: geometry.ranks,
            style: geometry.cells,
            board_x: margin,
            board_y: bar + margin,
            board_w,
            board_h,
            margin,
            bar,
            width: (board_w + 2.0 * margin).round() as u32,
            height: (board_h + 2.0 * margin + 2.0 * bar).round() as u32,
            bottom,
            labels,
            file_labels: FileLabels::Letters,
        }
    }

    /// The same layout with files labelled as `file_labels` says.
    pub(crate) fn with_file_labels(self, file_labels: FileLabels) -> Layout {
        Layout { file_labels, ..self }
    }

    /// The column (0 = left) and row (0 = top) a cell is drawn at.
    pub(crate) fn grid(&self, cell: Cell) -> (u8, u8) {
        match self.bottom {
            Side::First => (cell.file(), self.ranks - 1 - cell.rank()),
            Side::Second => (self.files - 1 - cell.file(), cell.rank()),
        }
    }

    /// The pixel centre of a cell: a point, or the middle of a square.
    pub(crate) fn center(&self, cell: Cell) -> (f32, f32) {
        let (col, row) = self.grid(cell);
        self.at(f32::from(col), f32::from(row))
    }

    /// The pixel centre of column `col`, row `row` (fractions allowed).
    pub(crate) fn at(&self, col: f32, row: f32) -> (f32, f32) {
        let half = match self.style {
            CellStyle::Points => 0.0,
            CellStyle::Squares => 0.5,
        };
        (self.board_x + (col + half) * self.pitch, self.board_y + (row + half) * self.pitch)
    }

    /// The radius of a piece.
    pub(crate) fn piece_radius(&self) -> f32 {
        match self.style {
            CellStyle::Points => self.pitch * 0.45,
            CellStyle::Squares => self.pitch * 0.42,
        }
    }
}
