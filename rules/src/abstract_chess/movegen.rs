//! Abstract Chess actions: moves and captures by stack height, and transfers. Every action that
//! follows the rules is legal (no check rule); a side whose royal stone is gone has none.

use super::{Abstract, AbstractMove, ROYAL, SQUARES};
use crate::mailbox::{self, EMPTY, OFF, W, owner};

const ORTHOGONAL: [i32; 4] = [1, -1, W, -W];
const DIAGONAL: [i32; 4] = [W + 1, W - 1, -W + 1, -W - 1];
const ALL: [i32; 8] = [1, -1, W, -W, W + 1, W - 1, -W + 1, -W - 1];
const KNIGHT: [i32; 8] =
    [2 * W + 1, 2 * W - 1, -2 * W + 1, -2 * W - 1, W + 2, W - 2, -W + 2, -W - 2];

impl Abstract {
    /// Calls `f` with every legal action of the side to move.
    pub(crate) fn generate(&self, mut f: impl FnMut(AbstractMove)) {
        if self.royal(self.side).is_none() {
            return; // the game is over
        }
        for &from in &SQUARES {
            let p = self.board[usize::from(from)];
            if p != EMPTY && owner(p) == self.side {
                self.moves_from(from, &mut f);
            }
        }
    }

    /// Whether the side to move has an action: its pieces are asked in turn until one has.
    pub(crate) fn has_legal_move(&self) -> bool {
        self.royal(self.side).is_some()
            && SQUARES.iter().any(|&from| {
                let mut any = false;
                self.moves_from(from, &mut |_| any = true);
                any
            })
    }

    /// The actions of the side to move's stack or royal stone on `from`.
    pub(crate) fn moves_from(&self, from: u8, f: &mut impl FnMut(AbstractMove)) {
        let b = &self.board;
        let side = self.side;
        let code = b[usize::from(from)];
        if code == EMPTY || code == OFF || owner(code) != side {
            return;
        }
        let mut push = |to: usize| f(AbstractMove { from, to: to as u8 });
        let at = |d: i32| (i32::from(from) + d) as usize;
        let steps =
            |dirs: &[i32], push: &mut dyn FnMut(usize)| mailbox::steps(b, from, side, dirs, push);
        let sliders =
            |dirs: &[i32], push: &mut dyn FnMut(usize)| mailbox::sliders(b, from, side, dirs, push);
        let height = code & 7;
        match height {
            ROYAL => steps(&ALL, &mut push),
            1 => mailbox::pawn(b, from, side, &mut push),
            2 => steps(&KNIGHT, &mut push),
            3 => sliders(&DIAGONAL, &mut push),
            4 | 5 => sliders(&ORTHOGONAL, &mut push),
            _ => sliders(&ALL, &mut push),
        }
        // Transfers: one stone to a neighbouring friendly stack of at most five.
        if height != ROYAL {
            for d in ALL {
                let t = b[at(d)];
                if t != EMPTY && t != OFF && owner(t) == side && t & 7 <= 5 {
                    push(at(d));
                }
            }
        }
    }
}
