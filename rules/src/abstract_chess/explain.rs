//! Why an action is not legal in Abstract Chess, in a sentence for the player.

use super::{Abstract, Piece};
use crate::{Cell, GameId, MoveError, explain};

impl Abstract {
    pub(super) fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        // A friendly target means the player meant a transfer: explain its rules first.
        if let (Some((mine, giver)), Some((theirs, taker))) =
            (self.piece_at(from), self.piece_at(to))
            && mine == self.side
            && theirs == mine
            && from != to
        {
            let adjacent =
                from.file().abs_diff(to.file()) <= 1 && from.rank().abs_diff(to.rank()) <= 1;
            return MoveError::illegal(if giver == Piece::Royal || taker == Piece::Royal {
                "the royal stone cannot give or receive stones".to_owned()
            } else if !adjacent {
                format!(
                    "{to} holds your own {}, but stones move only to a neighbouring stack",
                    taker.name()
                )
            } else {
                "a stack cannot grow past six stones".to_owned()
            });
        }
        let named = |c| self.piece_at(c).map(|(side, piece)| (side, piece.name()));
        if let Err(refusal) = explain::basic_refusal(GameId::Abstract, self.side, from, to, named) {
            return refusal;
        }
        let Some((_, piece)) = self.piece_at(from) else {
            return MoveError::illegal(format!("there is no piece on {from}"));
        };
        let df = from.file().abs_diff(to.file());
        let dr = from.rank().abs_diff(to.rank());
        let on_line = match piece {
            Piece::Stack(3) => df == dr,
            Piece::Stack(4 | 5) => df == 0 || dr == 0,
            Piece::Stack(6) => df == dr || df == 0 || dr == 0,
            _ => false,
        };
        let blocked = explain::between(from, to, |c| self.piece_at(c).is_some());
        MoveError::illegal(match (piece, blocked.first()) {
            (Piece::Royal, _) => "the royal stone moves one square in any direction".to_owned(),
            (Piece::Stack(1), _) => {
                "a 1-stack moves one square forward, or captures one square diagonally forward"
                    .to_owned()
            }
            (_, Some(block)) if on_line => {
                format!("the {}'s path is blocked at {block}", piece.name())
            }
            _ => format!("{from} holds a {}, which moves as a {}", piece.name(), piece.moves_as()),
        })
    }
}
