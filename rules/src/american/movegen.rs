//! American Chess move generation. No piece is royal, so every move that follows the piece
//! rules is legal; a side with none passes.

use super::{
    American, AmericanMove,
    board::{
        ALL_DIRECTIONS, COLONEL, DIAGONAL, EMPTY, Kind, OFF, ORTHOGONAL, SQUARES, cell, owner,
        promotion_rank,
    },
};
use crate::mailbox::{can_land, slide};

impl American {
    /// Calls `f` with every legal move: the piece moves, or the pass when there are none.
    /// A position whose turn ended with a verdict has no moves at all.
    pub(crate) fn generate(&self, mut f: impl FnMut(AmericanMove)) {
        if self.decided {
            return;
        }
        let mut any = false;
        for &from in &SQUARES {
            let p = self.board[usize::from(from)];
            if p != EMPTY && owner(p) == self.side {
                self.piece_moves(from, Kind::of(p), &mut |m| {
                    any = true;
                    f(m);
                });
            }
        }
        if !any {
            f(AmericanMove::PASS);
        }
    }

    /// Whether the side to move has a move other than the pass: its pieces are asked in turn
    /// until one has.
    pub(crate) fn can_move(&self) -> bool {
        !self.decided && self.any_piece_move(|_| true)
    }

    /// Whether some move of a piece of the side to move satisfies `wanted` (piece by piece,
    /// stopping at the first piece that has one).
    fn any_piece_move(&self, wanted: impl Fn(AmericanMove) -> bool) -> bool {
        SQUARES.iter().any(|&from| {
            let p = self.board[usize::from(from)];
            let mut hit = false;
            if p != EMPTY && owner(p) == self.side {
                self.piece_moves(from, Kind::of(p), &mut |m| hit |= wanted(m));
            }
            hit
        })
    }

    /// Whether the Gauntlet may be lost or won within a move (a search treats it as check:
    /// no pruning there): the side to move holds no General in it, or holds one alone that
    /// the opponent can take; or it is Red, whose move ends the turn, and Blue holds none or
    /// one that Red can take.
    pub fn gauntlet_at_stake(&self) -> bool {
        if self.decided {
            return false;
        }
        let held = |side| {
            let mut at = self.gauntlet_generals(side);
            (at.next(), at.next().is_some())
        };
        let (mine, more) = held(self.side);
        let Some(mine) = mine else { return true };
        if self.side == crate::Side::Second {
            match held(crate::Side::First) {
                (None, _) => return true,
                (Some(theirs), false) if self.can_take(theirs) => return true,
                _ => {}
            }
        }
        if more {
            return false;
        }
        let mut opponent = self.clone();
        opponent.side = !self.side;
        opponent.can_take(mine)
    }

    /// Whether a piece of the side to move can move to `target`.
    fn can_take(&self, target: u8) -> bool {
        self.any_piece_move(|m| m.to == target)
    }

    /// The moves of the piece of `kind` on `from` (which belongs to the side to move).
    pub(crate) fn piece_moves(&self, from: u8, kind: Kind, f: &mut impl FnMut(AmericanMove)) {
        let b = &self.board;
        let side = self.side;
        let mut push = |to: usize| f(AmericanMove { from, to: to as u8 });
        let at = |d: i32| (i32::from(from) + d) as usize;
        let sliders = |dirs: &[i32], push: &mut dyn FnMut(usize)| {
            crate::mailbox::sliders(b, from, side, dirs, push);
        };
        match kind {
            Kind::Soldier => {
                for d in ALL_DIRECTIONS {
                    if can_land(b[at(d)], side) {
                        push(at(d));
                    }
                }
            }
            Kind::Colonel => {
                for d in COLONEL {
                    if can_land(b[at(d)], side) {
                        push(at(d));
                    }
                }
            }
            Kind::ArmorBrigade => sliders(&ORTHOGONAL, &mut push),
            Kind::ReconBattalion => sliders(&DIAGONAL, &mut push),
            Kind::General => sliders(&ALL_DIRECTIONS, &mut push),
            Kind::Missile => {
                let barred = promotion_rank(self.side);
                for &to in &SQUARES {
                    if to != from && can_land(b[usize::from(to)], side) && cell(to).rank() != barred
                    {
                        push(usize::from(to));
                    }
                }
            }
            Kind::Artillery => {
                for d in ALL_DIRECTIONS {
                    let mut t = slide(b, from, d, &mut push);
                    if b[t] == OFF {
                        continue;
                    }
                    // Over the screen to the first piece beyond it.
                    t = (t as i32 + d) as usize;
                    while b[t] == EMPTY {
                        t = (t as i32 + d) as usize;
                    }
                    if b[t] != OFF && can_land(b[t], side) {
                        push(t);
                    }
                }
            }
        }
    }
}
