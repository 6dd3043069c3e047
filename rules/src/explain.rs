//! What every game's "why is this move illegal" starts with: no piece there, not yours, not a
//! move, your own piece in the way. Each game then explains its own piece rules.

use crate::{Cell, GameId, MoveError, Side};

/// The first refusals, common to every board move. `piece_at` names the side and kind of the
/// piece on a cell. Returns the moving piece's kind name when none applies.
pub(crate) fn basic_refusal(
    game: GameId,
    to_move: Side,
    from: Cell,
    to: Cell,
    piece_at: impl Fn(Cell) -> Option<(Side, &'static str)>,
) -> Result<&'static str, MoveError> {
    let name = |s| game.side_name(s);
    let Some((owner, kind)) = piece_at(from) else {
        return Err(MoveError::illegal(format!("there is no piece on {from}")));
    };
    if owner != to_move {
        return Err(MoveError::illegal(format!(
            "the {kind} on {from} is {}'s; it is {}'s move",
            name(owner),
            name(to_move)
        )));
    }
    if from == to {
        return Err(MoveError::illegal(format!("{from}{to} does not move the {kind}")));
    }
    if let Some((to_owner, to_kind)) = piece_at(to)
        && to_owner == owner
    {
        return Err(MoveError::illegal(format!("{to} holds your own {to_kind}")));
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
