//! Why a coordinate move is not legal in American Chess, as a typed fault.

use super::{American, board::Kind};
use crate::{Cell, GameId, MoveError, MoveFault, PieceName, explain};

impl American {
    pub(super) fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        let named = |c| self.piece_at(c).map(|(side, kind)| (side, kind.name()));
        if let Err(refusal) = explain::basic_refusal(self.side, from, to, named) {
            return refusal;
        }
        let Some((_, kind)) = self.piece_at(from) else {
            return MoveError::illegal(MoveFault::NoPiece { at: from });
        };
        let piece = PieceName(kind.name());
        let df = i32::from(to.file()) - i32::from(from.file());
        let dr = i32::from(to.rank()) - i32::from(from.rank());
        let straight = df == 0 || dr == 0;
        let diagonal = df.abs() == dr.abs();
        let between = self.between(from, to);
        MoveError::illegal(match kind {
            Kind::Soldier => MoveFault::OneStepAnyWay { piece },
            Kind::Colonel => MoveFault::ColonelJump,
            Kind::Missile => MoveFault::MissileBackLine { side: !self.side },
            Kind::ArmorBrigade if !straight => MoveFault::RankOrFileOnly { piece },
            Kind::ReconBattalion if !diagonal => MoveFault::DiagonalOnly { piece },
            Kind::General | Kind::Artillery if !straight && !diagonal => {
                MoveFault::LinesOnly { piece }
            }
            Kind::Artillery => {
                let capture = self.piece_at(to).is_some();
                explain::screen_fault(GameId::American, piece, capture, &between, from, to)
            }
            _ => MoveFault::PathBlocked { piece, at: between.first().copied().unwrap_or(from) },
        })
    }

    /// The occupied squares strictly between two squares on one line.
    fn between(&self, a: Cell, b: Cell) -> Vec<Cell> {
        explain::between(a, b, |c| self.piece_at(c).is_some())
    }
}
