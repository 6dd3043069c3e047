//! Why an action is not legal in Abstract Chess, as a typed fault.

use super::{Abstract, Piece};
use crate::{Cell, MoveError, MoveFault, PieceName, explain};

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
                MoveFault::RoyalTransfer
            } else if !adjacent {
                MoveFault::TransferTooFar { at: to, piece: PieceName(taker.name()) }
            } else {
                MoveFault::StackTooTall
            });
        }
        let named = |c| self.piece_at(c).map(|(side, piece)| (side, piece.name()));
        if let Err(refusal) = explain::basic_refusal(self.side, from, to, named) {
            return refusal;
        }
        let Some((_, piece)) = self.piece_at(from) else {
            return MoveError::illegal(MoveFault::NoPiece { at: from });
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
        let name = PieceName(piece.name());
        MoveError::illegal(match (piece, blocked.first()) {
            (Piece::Royal, _) => MoveFault::OneStepAnyWay { piece: name },
            (Piece::Stack(1), _) => MoveFault::OneStackStep,
            (_, Some(&at)) if on_line => MoveFault::PathBlocked { piece: name, at },
            _ => {
                MoveFault::MovesAs { at: from, piece: name, moves_as: PieceName(piece.moves_as()) }
            }
        })
    }
}
