//! Why a coordinate move is not legal, in a sentence for the player. Only called after the
//! move was found not to be legal, so it may take its time.

use super::{
    Xiangqi, XiangqiMove,
    board::{self, EMPTY, Kind, OWN_HALF},
    movegen::MoveBuf,
};
use crate::{Cell, GameId, MoveError, Side, explain};

impl Xiangqi {
    /// Explains why `from`→`to` is not a legal move here.
    pub(super) fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        let named = |c| self.piece_at(c).map(|(side, kind)| (side, kind.name()));
        if let Err(refusal) = explain::basic_refusal(GameId::Xiangqi, self.side, from, to, named) {
            return refusal;
        }
        let Some((_, kind)) = self.piece_at(from) else {
            return MoveError::illegal(format!("there is no piece on {from}"));
        };
        let m = XiangqiMove { from: board::index(from), to: board::index(to) };
        let mut buf = MoveBuf::new();
        self.piece_moves(m.from, kind, &mut buf);
        if buf.as_slice().contains(&m) {
            let mut after = self.clone();
            after.make(m);
            return MoveError::illegal(if after.generals_facing() {
                format!(
                    "{from}{to} would leave the two Generals facing each other on the {}-file",
                    board::cell(after.generals[0]).file_char()
                )
            } else {
                format!("{from}{to} would leave your General in check")
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
    fn piece_rule(&self, kind: Kind, from: Cell, to: Cell) -> String {
        let df = i32::from(to.file()) - i32::from(from.file());
        let dr = i32::from(to.rank()) - i32::from(from.rank());
        let (adf, adr) = (df.abs(), dr.abs());
        let s = self.side.index();
        let to_index = usize::from(board::index(to));
        let step = |f: i32, r: i32| {
            Cell::try_new(i32::from(from.file()) + f, i32::from(from.rank()) + r).unwrap_or(from)
        };
        match kind {
            Kind::General if adf + adr == 1 => "the General may not leave its palace".into(),
            Kind::General => "the General moves one point along a line".into(),
            Kind::Adviser if adf == 1 && adr == 1 => "the Adviser may not leave its palace".into(),
            Kind::Adviser => "the Adviser moves one point diagonally".into(),
            Kind::Elephant if adf == 2 && adr == 2 => {
                if !OWN_HALF[s][to_index] {
                    "the Elephant may not cross the river".into()
                } else {
                    format!("the Elephant's eye at {} is blocked", step(df / 2, dr / 2))
                }
            }
            Kind::Elephant => "the Elephant moves exactly two points diagonally".into(),
            Kind::Horse if (adf, adr) == (1, 2) || (adf, adr) == (2, 1) => {
                let leg = if adf == 2 { step(df / 2, 0) } else { step(0, dr / 2) };
                format!("the Horse's leg at {leg} is blocked")
            }
            Kind::Horse => {
                "the Horse moves one point along a line, then one diagonally outward".into()
            }
            Kind::Tank | Kind::Cannon if df != 0 && dr != 0 => {
                format!("the {} moves along a rank or a file", kind.name())
            }
            Kind::Tank => match self.between(from, to).first() {
                Some(block) => format!("the Tank's path is blocked at {block}"),
                None => format!("{from}{to} is not a legal Tank move"),
            },
            Kind::Cannon => {
                let screens = self.between(from, to);
                let capture = self.board[to_index] != EMPTY;
                match (capture, screens.len()) {
                    (false, _) => format!(
                        "the Cannon moves only through empty points, and {} is in the way; \
                         it jumps only to capture",
                        screens.first().copied().unwrap_or(from)
                    ),
                    (true, 0) => "the Cannon needs exactly one piece to jump over (a screen) \
                                  to capture"
                        .into(),
                    (true, n) => format!(
                        "the Cannon captures over exactly one screen, and there are {n} \
                         pieces between {from} and {to}"
                    ),
                }
            }
            Kind::Soldier => {
                let forward = match self.side {
                    Side::First => dr,
                    Side::Second => -dr,
                };
                let crossed = !OWN_HALF[s][usize::from(board::index(from))];
                if forward < 0 {
                    "a Soldier never moves backward".into()
                } else if forward == 0 && adf == 1 && !crossed {
                    "a Soldier moves sideways only after crossing the river".into()
                } else {
                    "a Soldier moves one point forward, or sideways once across the river".into()
                }
            }
        }
    }
}
