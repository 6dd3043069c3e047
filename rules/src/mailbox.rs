//! The padded mailbox that Xiangqi and American Chess share: boards of up to 12 × 10 cells
//! inside a 16 × 14 array with two cells of padding on every side, so that every step, slide
//! and two-cell jump from a cell lands on another cell or on an `OFF` cell and no move
//! generator needs a bounds check. Each game keeps its own piece kinds (codes 1–7); the
//! second player's pieces carry [`SECOND`].

use crate::{Cell, Geometry, Side};

/// Width of the padded array: a cell's index is `(rank + 2) * W + file + 2`.
pub(crate) const W: i32 = 16;
/// Size of the padded array (14 rows of 16).
pub(crate) const SIZE: usize = 224;
pub(crate) const EMPTY: u8 = 0;
/// Set on the second player's pieces.
pub(crate) const SECOND: u8 = 8;
/// Padding around the board.
pub(crate) const OFF: u8 = 16;

/// The index of a cell.
#[inline]
pub(crate) const fn index(cell: Cell) -> u8 {
    ((cell.rank() as i32 + 2) * W + cell.file() as i32 + 2) as u8
}

/// The cell at an index that holds a board cell.
#[inline]
pub(crate) const fn cell(index: u8) -> Cell {
    Cell::new(index % W as u8 - 2, index / W as u8 - 2)
}

/// The code of `side`'s piece of kind `kind` (1–7).
#[inline]
pub(crate) const fn code(side: Side, kind: u8) -> u8 {
    match side {
        Side::First => kind,
        Side::Second => kind | SECOND,
    }
}

/// The side owning a piece code.
#[inline]
pub(crate) const fn owner(code: u8) -> Side {
    if code & SECOND == 0 { Side::First } else { Side::Second }
}

/// Whether `mover`'s piece may land on a cell holding `target`: empty or an enemy piece (never
/// `OFF`). One comparison: the enemy's codes are the seven from `enemy_low`.
#[inline]
pub(crate) fn can_land(target: u8, mover: Side) -> bool {
    let enemy_low = code(!mover, 1);
    target == EMPTY || target.wrapping_sub(enemy_low) < 7
}

/// Calls `push` with each empty cell from `from` along `d`, and returns the first cell that is
/// not empty (a piece, or `OFF` at the edge). Every slider moves alike until then.
#[inline]
pub(crate) fn slide(board: &[u8; SIZE], from: u8, d: i32, mut push: impl FnMut(usize)) -> usize {
    let mut t = (i32::from(from) + d) as usize;
    while board[t] == EMPTY {
        push(t);
        t = (t as i32 + d) as usize;
    }
    t
}

/// Calls `push` with each cell one step (or jump) along `dirs` from `from` where `mover`'s
/// piece may land.
#[inline]
pub(crate) fn steps(
    board: &[u8; SIZE],
    from: u8,
    mover: Side,
    dirs: &[i32],
    push: &mut dyn FnMut(usize),
) {
    for &d in dirs {
        let t = (i32::from(from) + d) as usize;
        if can_land(board[t], mover) {
            push(t);
        }
    }
}

/// Calls `push` with each cell a rider reaches from `from` along `dirs`: the empty cells, then
/// the first piece if it is an enemy.
#[inline]
pub(crate) fn sliders(
    board: &[u8; SIZE],
    from: u8,
    mover: Side,
    dirs: &[i32],
    push: &mut dyn FnMut(usize),
) {
    for &d in dirs {
        let t = slide(board, from, d, &mut *push);
        if can_land(board[t], mover) {
            push(t);
        }
    }
}

/// Calls `push` with a chess pawn's moves from `from`: one step forward onto an empty cell, or
/// one step diagonally forward onto an enemy piece (no double step, no en passant).
pub(crate) fn pawn(board: &[u8; SIZE], from: u8, mover: Side, push: &mut dyn FnMut(usize)) {
    let forward = match mover {
        Side::First => W,
        Side::Second => -W,
    };
    let at = |d: i32| (i32::from(from) + d) as usize;
    if board[at(forward)] == EMPTY {
        push(at(forward));
    }
    for d in [forward + 1, forward - 1] {
        let t = board[at(d)];
        if t != EMPTY && can_land(t, mover) {
            push(at(d));
        }
    }
}

/// A board of `geometry`'s shape with no pieces: its cells `EMPTY`, the rest `OFF`.
pub(crate) fn blank(geometry: &Geometry) -> [u8; SIZE] {
    let mut b = [OFF; SIZE];
    for c in geometry.cells() {
        b[usize::from(index(c))] = EMPTY;
    }
    b
}

/// The indices of `geometry`'s cells, rank 1 first.
pub(crate) const fn cells<const N: usize>(geometry: &Geometry) -> [u8; N] {
    let mut t = [0u8; N];
    let mut n = 0;
    let mut rank = 0;
    while rank < geometry.ranks {
        let mut file = 0;
        while file < geometry.files {
            t[n] = index(Cell::new(file, rank));
            n += 1;
            file += 1;
        }
        rank += 1;
    }
    t
}
