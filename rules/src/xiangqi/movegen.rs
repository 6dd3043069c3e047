//! Move generation, attacks and legality for Xiangqi.
//!
//! Pseudo-legal moves follow each piece's rule (§4 of the spec); a move is legal when, after
//! it, the mover's General is not attacked, counting the facing Generals as an attack (§6).
//! Legality is tested by making the move on the board, asking [`Xiangqi::general_attacked`]
//! (a look outward from the General, not a full attack map) and taking the move back.

use super::{
    Xiangqi, XiangqiMove,
    board::{DIAGONAL, EMPTY, Kind, OFF, ORTHOGONAL, OWN_HALF, PALACE, POINTS, W, offset},
};
use crate::{
    Side,
    mailbox::{can_land, slide},
    zobrist,
};

/// A fixed-capacity move buffer. With at most the standard number of each piece (checked when
/// a position is read), a side has fewer than 128 pseudo-legal moves.
pub(crate) struct MoveBuf {
    moves: [XiangqiMove; 160],
    len: usize,
}

impl MoveBuf {
    pub(crate) fn new() -> MoveBuf {
        MoveBuf { moves: [XiangqiMove { from: 0, to: 0 }; 160], len: 0 }
    }

    #[inline]
    fn push(&mut self, from: u8, to: usize) {
        self.moves[self.len] = XiangqiMove { from, to: to as u8 };
        self.len += 1;
    }

    pub(crate) fn as_slice(&self) -> &[XiangqiMove] {
        &self.moves[..self.len]
    }
}

impl Xiangqi {
    /// One rank forward for `side`, in mailbox steps.
    #[inline]
    pub(crate) const fn forward(side: Side) -> i32 {
        match side {
            Side::First => W,
            Side::Second => -W,
        }
    }

    /// Every pseudo-legal move of the side to move.
    pub(crate) fn pseudo_moves(&self, buf: &mut MoveBuf) {
        let side = self.side;
        for &from in &POINTS {
            let p = self.board[usize::from(from)];
            if p != EMPTY && super::board::owner(p) == side {
                self.piece_moves(from, Kind::of(p), buf);
            }
        }
    }

    /// The pseudo-legal moves of `side`'s piece of `kind` on `from`.
    pub(crate) fn piece_moves(&self, from: u8, kind: Kind, buf: &mut MoveBuf) {
        let b = &self.board;
        let side = super::board::owner(b[usize::from(from)]);
        let s = side.index();
        let push = |buf: &mut MoveBuf, t: usize| buf.push(from, t);
        match kind {
            Kind::General => {
                for d in ORTHOGONAL {
                    let t = offset(from, d);
                    if PALACE[s][t] && can_land(b[t], side) {
                        buf.push(from, t);
                    }
                }
            }
            Kind::Adviser => {
                for d in DIAGONAL {
                    let t = offset(from, d);
                    if PALACE[s][t] && can_land(b[t], side) {
                        buf.push(from, t);
                    }
                }
            }
            Kind::Elephant => {
                for d in DIAGONAL {
                    let t = offset(from, 2 * d);
                    if OWN_HALF[s][t] && b[offset(from, d)] == EMPTY && can_land(b[t], side) {
                        buf.push(from, t);
                    }
                }
            }
            Kind::Horse => {
                for d in ORTHOGONAL {
                    if b[offset(from, d)] != EMPTY {
                        continue;
                    }
                    // Two points along `d`, one across it.
                    let across = if d == 1 || d == -1 { W } else { 1 };
                    for t in [offset(from, 2 * d + across), offset(from, 2 * d - across)] {
                        if can_land(b[t], side) {
                            buf.push(from, t);
                        }
                    }
                }
            }
            Kind::Tank => {
                for d in ORTHOGONAL {
                    let t = slide(b, from, d, |t| push(buf, t));
                    if can_land(b[t], side) {
                        buf.push(from, t);
                    }
                }
            }
            Kind::Cannon => {
                for d in ORTHOGONAL {
                    let mut t = slide(b, from, d, |t| push(buf, t));
                    if b[t] == OFF {
                        continue;
                    }
                    t = (t as i32 + d) as usize;
                    while b[t] == EMPTY {
                        t = (t as i32 + d) as usize;
                    }
                    if b[t] != OFF && can_land(b[t], side) {
                        buf.push(from, t);
                    }
                }
            }
            Kind::Soldier => {
                let t = offset(from, Self::forward(side));
                if can_land(b[t], side) {
                    buf.push(from, t);
                }
                if !OWN_HALF[s][usize::from(from)] {
                    for d in [1, -1] {
                        let t = offset(from, d);
                        if can_land(b[t], side) {
                            buf.push(from, t);
                        }
                    }
                }
            }
        }
    }

    /// Whether `side`'s General is attacked by the other side, the facing General included.
    pub(crate) fn general_attacked(&self, side: Side) -> bool {
        let b = &self.board;
        let k = self.generals[side.index()];
        let them = !side;
        let tank = super::board::piece(them, Kind::Tank);
        let cannon = super::board::piece(them, Kind::Cannon);
        let general = super::board::piece(them, Kind::General);
        let soldier = super::board::piece(them, Kind::Soldier);
        let horse = super::board::piece(them, Kind::Horse);
        // An enemy Soldier attacks from one point ahead of the General (it moves towards us)
        // or beside it (it stands on our side of the river, so it has crossed).
        let soldier_front = Self::forward(side);
        for d in ORTHOGONAL {
            let mut t = offset(k, d);
            if (d == soldier_front || d == 1 || d == -1) && b[t] == soldier {
                return true;
            }
            while b[t] == EMPTY {
                t = (t as i32 + d) as usize;
            }
            let first = b[t];
            if first == OFF {
                continue;
            }
            if first == tank || (first == general && (d == W || d == -W)) {
                return true;
            }
            t = (t as i32 + d) as usize;
            while b[t] == EMPTY {
                t = (t as i32 + d) as usize;
            }
            if b[t] == cannon {
                return true;
            }
        }
        // A Horse two points along one axis and one along the other attacks unless its leg,
        // the point diagonally next to the General between them, is occupied.
        for d in DIAGONAL {
            let leg = offset(k, d);
            if b[leg] != EMPTY {
                continue;
            }
            // Split the diagonal step into its file part and its rank part.
            let file_step = if d == W + 1 || d == -W + 1 { 1 } else { -1 };
            let rank_step = d - file_step;
            if b[offset(k, d + file_step)] == horse || b[offset(k, d + rank_step)] == horse {
                return true;
            }
        }
        false
    }

    /// Whether the pseudo-legal move `m` leaves the mover's General safe. Takes the position
    /// by `&mut` to make and unmake the move; it is unchanged on return.
    #[inline]
    pub(crate) fn is_legal_pseudo(&mut self, m: XiangqiMove) -> bool {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let moving = self.board[from];
        let captured = self.board[to];
        let side = self.side;
        self.board[to] = moving;
        self.board[from] = EMPTY;
        let general_moved = Kind::of(moving) == Kind::General;
        if general_moved {
            self.generals[side.index()] = m.to;
        }
        let safe = !self.general_attacked(side);
        self.board[from] = moving;
        self.board[to] = captured;
        if general_moved {
            self.generals[side.index()] = m.from;
        }
        safe
    }

    /// Calls `f` with every legal move.
    pub(crate) fn for_each_legal(&self, f: impl FnMut(XiangqiMove)) {
        self.legal_where(false, f);
    }

    /// Calls `f` with every legal capture.
    pub(crate) fn for_each_legal_capture(&self, f: impl FnMut(XiangqiMove)) {
        self.legal_where(true, f);
    }

    /// Whether the side to move has a legal move: the pseudo-legal moves are tried until one
    /// is (most often the first), where counting them all would try every one.
    pub(crate) fn has_legal_move(&self) -> bool {
        let mut buf = MoveBuf::new();
        self.pseudo_moves(&mut buf);
        let mut scratch = self.clone();
        buf.as_slice().iter().any(|&m| scratch.is_legal_pseudo(m))
    }

    /// The legal moves, or only the legal captures: only those are tried for legality.
    fn legal_where(&self, captures_only: bool, mut f: impl FnMut(XiangqiMove)) {
        let mut buf = MoveBuf::new();
        self.pseudo_moves(&mut buf);
        let mut scratch = self.clone();
        for &m in buf.as_slice() {
            let wanted = !captures_only || self.board[usize::from(m.to)] != EMPTY;
            if wanted && scratch.is_legal_pseudo(m) {
                f(m);
            }
        }
    }

    /// Plays a move known to be legal.
    pub(crate) fn make(&mut self, m: XiangqiMove) {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let moving = self.board[from];
        let captured = self.board[to];
        zobrist::put(&mut self.board, &mut self.hash, to, moving);
        zobrist::put(&mut self.board, &mut self.hash, from, EMPTY);
        self.hash ^= zobrist::SIDE;
        if Kind::of(moving) == Kind::General {
            self.generals[self.side.index()] = m.to;
        }
        self.clock = if captured != EMPTY { 0 } else { self.clock.saturating_add(1) };
        if self.side == Side::Second {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !self.side;
    }
}
