//! What every game's "why is this move illegal" starts with: no piece there, not yours, not a
//! move, your own piece in the way. Each game then explains its own piece rules.

use crate::{Cell, GameId, MoveError, MoveFault, PieceName, Side};

/// The first refusals, common to every board move. `piece_at` names the side and kind of the
/// piece on a cell. Returns the moving piece's kind name when none applies.
pub(crate) fn basic_refusal(
    to_move: Side,
    from: Cell,
    to: Cell,
    piece_at: impl Fn(Cell) -> Option<(Side, &'static str)>,
) -> Result<&'static str, MoveError> {
    let Some((owner, kind)) = piece_at(from) else {
        return Err(MoveError::illegal(MoveFault::NoPiece { at: from }));
    };
    let piece = PieceName(kind);
    if owner != to_move {
        return Err(MoveError::illegal(MoveFault::NotYours { piece, at: from, owner }));
    }
    if from == to {
        return Err(MoveError::illegal(MoveFault::StaysPut { piece, at: from }));
    }
    if let Some((to_owner, to_kind)) = piece_at(to)
        && to_owner == owner
    {
        let piece = PieceName(to_kind);
        return Err(MoveError::illegal(MoveFault::OwnPieceThere { at: to, piece }));
    }
    Ok(kind)
}

/// The occupied cells strictly between two cells on one line (rank, file or diagonal).
pub(crate) fn between(a: Cell, b: Cell, occupied: impl Fn(Cell) -> bool) -> Vec<Cell> {
    let df = (i32::from(b.file()) - i32::from(a.file())).signum();
    let dr = (i32::from(b.rank()) - i32::from(a.rank())).signum();
    let mut out = Vec::new();
    let mut c = a;
    while let Some(next) =
        Cell::try_new(i32::from(c.file()) + df, i32::from(c.rank()) + dr).filter(|&n| n != b)
    {
        if occupied(next) {
            out.push(next);
        }
        c = next;
    }
    out
}

/// Why a jumping piece (Xiangqi's Cannon, American Chess's Artillery) cannot go from `from` to
/// `to` along a line with `screens` pieces between them.
pub(crate) fn screen_fault(
    game: GameId,
    piece: PieceName,
    capture: bool,
    screens: &[Cell],
    from: Cell,
    to: Cell,
) -> MoveFault {
    match (capture, screens) {
        (false, _) => {
            MoveFault::ScreenInTheWay { game, piece, at: screens.first().copied().unwrap_or(from) }
        }
        (true, []) => MoveFault::NoScreen { piece },
        (true, several) => MoveFault::TooManyScreens {
            piece,
            count: u32::try_from(several.len()).unwrap_or(u32::MAX),
            from,
            to,
        },
    }
}
