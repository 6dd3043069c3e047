//! Why a coordinate move is not legal, as a typed fault. Only called after the move was found
//! not to be legal, so it may take its time.

use super::{
    Xiangqi, XiangqiMove,
    board::{self, EMPTY, Kind, OWN_HALF},
    movegen::MoveBuf,
};
use crate::{Cell, GameId, MoveError, MoveFault, PieceName, Side, explain};

impl Xiangqi {
    /// Explains why `from`→`to` is not a legal move here.
    pub(super) fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        let named = |c| self.piece_at(c).map(|(side, kind)| (side, kind.name()));
        if let Err(refusal) = explain::basic_refusal(self.side, from, to, named) {
            return refusal;
        }
        let Some((_, kind)) = self.piece_at(from) else {
            return MoveError::illegal(MoveFault::NoPiece { at: from });
        };
        let m = XiangqiMove { from: board::index(from), to: board::index(to) };
        let mut buf = MoveBuf::new();
        self.piece_moves(m.from, kind, &mut buf);
        if buf.as_slice().contains(&m) {
            let mut after = self.clone();
            after.make(m);
            return MoveError::illegal(if after.generals_facing() {
                let file = board::cell(after.generals[0]).file_char();
                MoveFault::GeneralsFacing { from, to, file }
            } else {
                MoveFault::LeavesGeneralInCheck { text: format!("{from}{to}") }
            });
        }
        MoveError::illegal(self.piece_rule(kind, from, to))
    }

    /// Whether the Generals stand on one file with nothing between them.
    fn generals_facing(&self) -> bool {
        let [red, black] = self.generals.map(board::cell);
        red.file() == black.file() && self.between(red, black).is_empty()
    }

    /// The occupied points strictly between two points on one line.
    fn between(&self, a: Cell, b: Cell) -> Vec<Cell> {
        explain::between(a, b, |c| self.piece_at(c).is_some())
    }

    /// The piece rule that `from`→`to` breaks.
    fn piece_rule(&self, kind: Kind, from: Cell, to: Cell) -> MoveFault {
        let df = i32::from(to.file()) - i32::from(from.file());
        let dr = i32::from(to.rank()) - i32::from(from.rank());
        let (adf, adr) = (df.abs(), dr.abs());
        let s = self.side.index();
        let to_index = usize::from(board::index(to));
        let step = |f: i32, r: i32| {
            Cell::try_new(i32::from(from.file()) + f, i32::from(from.rank()) + r).unwrap_or(from)
        };
        let piece = PieceName(kind.name());
        match kind {
            Kind::General if adf + adr == 1 => MoveFault::PalaceOnly { piece },
            Kind::Adviser if adf == 1 && adr == 1 => MoveFault::PalaceOnly { piece },
            Kind::General => MoveFault::GeneralStep,
            Kind::Adviser => MoveFault::AdviserStep,
            Kind::Elephant if adf == 2 && adr == 2 => {
                if !OWN_HALF[s][to_index] {
                    MoveFault::ElephantRiver
                } else {
                    MoveFault::ElephantEye { at: step(df / 2, dr / 2) }
                }
            }
            Kind::Elephant => MoveFault::ElephantStep,
            Kind::Horse if (adf, adr) == (1, 2) || (adf, adr) == (2, 1) => {
                let leg = if adf == 2 { step(df / 2, 0) } else { step(0, dr / 2) };
                MoveFault::HorseLeg { at: leg }
            }
            Kind::Horse => MoveFault::HorseStep,
            Kind::Tank | Kind::Cannon if df != 0 && dr != 0 => MoveFault::RankOrFileOnly { piece },
            Kind::Tank => match self.between(from, to).first() {
                Some(&at) => MoveFault::PathBlocked { piece, at },
                None => MoveFault::NotAPieceMove { from, to, piece },
            },
            Kind::Cannon => {
                let screens = self.between(from, to);
                let capture = self.board[to_index] != EMPTY;
                explain::screen_fault(GameId::Xiangqi, piece, capture, &screens, from, to)
            }
            Kind::Soldier => {
                let forward = match self.side {
                    Side::First => dr,
                    Side::Second => -dr,
                };
                let crossed = !OWN_HALF[s][usize::from(board::index(from))];
                if forward < 0 {
                    MoveFault::SoldierBackward
                } else if forward == 0 && adf == 1 && !crossed {
                    MoveFault::SoldierSidewaysTooSoon
                } else {
                    MoveFault::SoldierStep
                }
            }
        }
    }
}
