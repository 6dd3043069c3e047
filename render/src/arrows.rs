//! Arrows over a board: the move a player made and the move the engine found better, for the
//! analysis of a game. A drop has no square to start from: its point is ringed instead.

use rules::Cell;

use crate::{
    layout::Layout,
    paint::{self, Colour, Surface},
    theme,
};

/// An arrow to draw over the pieces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Arrow {
    /// Where the move starts (`None` for a drop).
    pub from: Option<Cell>,
    /// Where it ends.
    pub to: Cell,
    /// Which move it shows.
    pub kind: ArrowKind,
}

/// Which move an arrow shows, and so its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ArrowKind {
    /// The move played: red, as a check glows.
    Played,
    /// The better move: the blue-green of the last move and the destinations.
    Better,
}

impl ArrowKind {
    fn colour(self) -> Colour {
        match self {
            ArrowKind::Played => theme::CHECK,
            ArrowKind::Better => theme::LAST_MOVE,
        }
    }
}

/// Draws `arrows` on a board laid out as `layout`.
pub(crate) fn draw(img: &mut impl Surface, layout: &Layout, arrows: &[Arrow]) {
    let pitch = layout.pitch;
    for arrow in arrows {
        let colour = arrow.kind.colour();
        let to = layout.center(arrow.to);
        let Some(from) = arrow.from.map(|c| layout.center(c)) else {
            paint::ring(img, to, layout.piece_radius() * 1.05, (pitch * 0.1).max(3.0), colour, 1.0);
            continue;
        };
        let (dx, dy) = (to.0 - from.0, to.1 - from.1);
        let length = dx.hypot(dy).max(1.0);
        let (ux, uy) = (dx / length, dy / length);
        // The head ends a little short of the centre, so the piece there stays readable.
        let tip = (to.0 - ux * pitch * 0.15, to.1 - uy * pitch * 0.15);
        let head = (pitch * 0.42).min(length * 0.6);
        let base = (tip.0 - ux * head, tip.1 - uy * head);
        let half = pitch * 0.22;
        let start = (from.0 + ux * pitch * 0.2, from.1 + uy * pitch * 0.2);
        paint::segment(img, start, base, (pitch * 0.13).max(3.0), colour);
        let left = (base.0 - uy * half, base.1 + ux * half);
        let right = (base.0 + uy * half, base.1 - ux * half);
        paint::triangle(img, [tip, left, right], colour);
    }
}
