//! Amalgamated Chess moves: each piece moves by the state it has where it stands (promoted on
//! the enemy half), and legality follows §6 of the spec: compulsory Prince capture, winning
//! bare-Prince moves, King safety, and Prince exposure allowed only when nothing else is left.

use super::{Amalgamated, AmalgamatedMove, Kind, SQUARES, home_half, in_corridor};
use crate::{
    Side,
    mailbox::{self, EMPTY, OFF, W, can_land, owner},
};

const ORTHOGONAL: [i32; 4] = [1, -1, W, -W];
const DIAGONAL: [i32; 4] = [W + 1, W - 1, -W + 1, -W - 1];
const ALL: [i32; 8] = [1, -1, W, -W, W + 1, W - 1, -W + 1, -W - 1];
const KNIGHT: [i32; 8] =
    [2 * W + 1, 2 * W - 1, -2 * W + 1, -2 * W - 1, W + 2, W - 2, -W + 2, -W - 2];
const ELEPHANT: [i32; 8] = [2, -2, 2 * W, -2 * W, 2 * W + 2, 2 * W - 2, -2 * W + 2, -2 * W - 2];

impl Amalgamated {
    /// Calls `f` with each pseudo-legal move of `side`'s piece on `from` (piece rules only).
    /// With `attacking`, a King reaches all eight neighbours: it attacks across the river and
    /// outside the corridor although it may not move there.
    pub(crate) fn piece_moves(
        &self,
        from: u8,
        attacking: bool,
        f: &mut impl FnMut(AmalgamatedMove),
    ) {
        let b = &self.board;
        let code = b[usize::from(from)];
        let side = owner(code);
        let promoted = !home_half(side, from);
        let mut push = |to: usize| f(AmalgamatedMove { from, to: to as u8 });
        let at = |d: i32| (i32::from(from) + d) as usize;
        let steps =
            |dirs: &[i32], push: &mut dyn FnMut(usize)| mailbox::steps(b, from, side, dirs, push);
        let sliders =
            |dirs: &[i32], push: &mut dyn FnMut(usize)| mailbox::sliders(b, from, side, dirs, push);
        match (Kind::of(code), promoted) {
            (Kind::Royal, false) => {
                // The Prince: one step along a line, inside the corridor.
                for d in ORTHOGONAL {
                    let t = at(d);
                    if b[t] != OFF && in_corridor(t as u8) && can_land(b[t], side) {
                        push(t);
                    }
                }
            }
            (Kind::Royal, true) => {
                for d in ALL {
                    let t = at(d);
                    let allowed = attacking
                        || (b[t] != OFF && in_corridor(t as u8) && !home_half(side, t as u8));
                    if allowed && can_land(b[t], side) {
                        push(t);
                    }
                }
            }
            (Kind::Advisor, promoted) => {
                sliders(&DIAGONAL, &mut push);
                if promoted {
                    steps(&ORTHOGONAL, &mut push); // diagonal steps are bishop moves already
                }
            }
            (Kind::Elephant, promoted) => {
                steps(&ELEPHANT, &mut push);
                if promoted {
                    steps(&ALL, &mut push);
                }
            }
            (Kind::Horse, promoted) => {
                steps(&KNIGHT, &mut push);
                if promoted {
                    steps(&ALL, &mut push);
                }
            }
            (Kind::Chariot, promoted) => {
                sliders(&ORTHOGONAL, &mut push);
                if promoted {
                    steps(&DIAGONAL, &mut push);
                }
            }
            (Kind::Pawn, false) => mailbox::pawn(b, from, side, &mut push),
            (Kind::Pawn, true) => steps(&ALL, &mut push),
        }
    }

    /// Every pseudo-legal move of `side`.
    pub(crate) fn pseudo_moves(
        &self,
        side: Side,
        attacking: bool,
        f: &mut impl FnMut(AmalgamatedMove),
    ) {
        for &from in &SQUARES {
            let p = self.board[usize::from(from)];
            if p != EMPTY && owner(p) == side {
                self.piece_moves(from, attacking, f);
            }
        }
    }

    /// Whether `by` could capture on `square` with its pieces' current move sets. Only the
    /// pieces whose kind could reach `square` from where they stand ([`could_reach`]) have
    /// their moves generated.
    pub(crate) fn attacked(&self, square: u8, by: Side) -> bool {
        SQUARES.iter().any(|&from| {
            let p = self.board[usize::from(from)];
            if p == EMPTY || owner(p) != by {
                return false;
            }
            if !could_reach(Kind::of(p), !home_half(by, from), from, square) {
                return false;
            }
            let mut hit = false;
            self.piece_moves(from, true, &mut |m| hit |= m.to == square);
            hit
        })
    }

    /// The legal moves, by §6.
    pub(crate) fn generate(&self, f: impl FnMut(AmalgamatedMove)) {
        self.generate_where(false, f);
    }

    /// The legal captures, by §6: only captures are tried for legality, and all the moves
    /// only when a capture that exposes the Prince needs to know whether any move does not.
    pub(crate) fn generate_captures(&self, f: impl FnMut(AmalgamatedMove)) {
        self.generate_where(true, f);
    }

    /// The legal moves, or only the legal captures.
    fn generate_where(&self, captures_only: bool, mut f: impl FnMut(AmalgamatedMove)) {
        let side = self.side;
        if self.decided {
            return;
        }
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(side, false, &mut |m| {
            if !captures_only || self.board[usize::from(m.to)] != EMPTY {
                pseudo.push(m);
            }
        });
        // 1. A capturable enemy Prince must be captured.
        if let Some(prince) = self.royal(!side).filter(|&r| home_half(!side, r)) {
            let captures: Vec<_> = pseudo.iter().copied().filter(|m| m.to == prince).collect();
            if !captures.is_empty() {
                captures.into_iter().for_each(f);
                return;
            }
        }
        // 2. Winning moves always; King safety always; Prince exposure only if unavoidable.
        let mut exposing = Vec::new();
        let mut any = false;
        for m in pseudo {
            match self.trial(m) {
                Trial::Legal => {
                    any = true;
                    f(m);
                }
                Trial::Exposing => exposing.push(m),
                Trial::Illegal => {}
            }
        }
        // Exposing moves are legal only when no move is plainly legal, captures or not.
        let safe_elsewhere = captures_only && !exposing.is_empty() && self.has_safe_move();
        if !any && !safe_elsewhere {
            exposing.into_iter().for_each(f);
        }
    }

    /// Whether some pseudo-legal move is legal under §6's second rule without exposing the
    /// Prince.
    fn has_safe_move(&self) -> bool {
        let mut any = false;
        self.pseudo_moves(self.side, false, &mut |m| any = any || self.trial(m) == Trial::Legal);
        any
    }

    /// Whether the side to move has a legal move ([`Amalgamated::generate`] lists at least
    /// one), deciding from the first pseudo-legal move that shows it: a capture of a
    /// capturable Prince, or any move that is not illegal (an exposing one is legal when
    /// nothing else is).
    pub(crate) fn has_legal_move(&self) -> bool {
        let side = self.side;
        if self.decided {
            return false;
        }
        let prince = self.royal(!side).filter(|&r| home_half(!side, r));
        let mut any = false;
        self.pseudo_moves(side, false, &mut |m| {
            any = any || prince == Some(m.to) || self.trial(m) != Trial::Illegal;
        });
        any
    }

    /// What pseudo-legal move `m` is under §6's second rule, once played out.
    fn trial(&self, m: AmalgamatedMove) -> Trial {
        let side = self.side;
        let mut after = self.clone();
        after.make(m);
        if after.bare_prince(!side) {
            return Trial::Legal;
        }
        let Some(royal) = after.royal(side) else { return Trial::Illegal };
        match (home_half(side, royal), after.attacked(royal, !side)) {
            (_, false) => Trial::Legal,
            (true, true) => Trial::Exposing,
            (false, true) => Trial::Illegal,
        }
    }
}

/// A pseudo-legal move played out: legal (it wins, or leaves the royal piece unattacked),
/// exposing (the royal piece attacked on its home half: legal only when no move is legal),
/// or illegal (the royal piece left attacked off its home half).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Trial {
    Legal,
    Exposing,
    Illegal,
}

/// Whether a piece of `kind` (promoted or not) on `from` could reach `to` on an empty board
/// by the shape of its moves: a cheap test that rules out most pieces before their moves are
/// generated. Never false where [`Amalgamated::piece_moves`] reaches `to`.
fn could_reach(kind: Kind, promoted: bool, from: u8, to: u8) -> bool {
    let (a, b) = (mailbox::cell(from), mailbox::cell(to));
    let (df, dr) = (a.file().abs_diff(b.file()), a.rank().abs_diff(b.rank()));
    let near = df.max(dr);
    match kind {
        Kind::Royal | Kind::Pawn => near == 1,
        Kind::Elephant | Kind::Horse => near <= 2,
        Kind::Advisor => df == dr || (promoted && near == 1),
        Kind::Chariot => df == 0 || dr == 0 || (promoted && near == 1),
    }
}
