//! Where each piece can go (§4), what attacks a point (§7), drops (§6) and legality.

use super::{
    Chess1999, Chess1999Move, DROP,
    board::{self, Kind, Piece, at, forward, last_rank, post_diagonal_step, post_side, xy},
};
use crate::Side;

const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const DIAGONAL: [(i32, i32); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KING: [(i32, i32); 8] =
    [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];

impl Chess1999 {
    fn at(&self, x: i32, y: i32) -> Option<Option<Piece>> {
        at(x, y).map(|i| self.board[usize::from(i)])
    }

    fn empty(&self, x: i32, y: i32) -> bool {
        matches!(self.at(x, y), Some(None))
    }

    /// Calls `f` with every point the piece on `from` can move to or capture on by its own
    /// rule, ignoring whether its General is left attacked.
    pub(super) fn destinations(&self, from: u8, f: &mut impl FnMut(u8)) {
        let Some(piece) = self.board[usize::from(from)] else { return };
        let side = piece.side();
        let (x, y) = xy(from);
        // A destination that is on the board and not held by a friendly piece.
        let mut land = |tx: i32, ty: i32| {
            if let Some(to) = at(tx, ty) {
                match self.board[usize::from(to)] {
                    Some(p) if p.side() == side => {}
                    _ => f(to),
                }
            }
        };
        match piece.kind() {
            Kind::General | Kind::Guard => {
                for (dx, dy) in KING {
                    let diagonal = dx != 0 && dy != 0;
                    if post_side(x + dx, y + dy) == Some(side)
                        && (!diagonal || post_diagonal_step(x, y, dx, dy))
                    {
                        land(x + dx, y + dy);
                    }
                }
            }
            Kind::Infantry => {
                let fwd = forward(side);
                for (dx, dy) in [(0, fwd), (1, 0), (-1, 0)] {
                    land(x + dx, y + dy);
                }
                for dx in [1, -1] {
                    if post_diagonal_step(x, y, dx, fwd) {
                        land(x + dx, y + fwd);
                    }
                }
            }
            Kind::Apc => {
                for (dx, dy) in ORTHOGONAL {
                    self.run(x, y, dx, dy, 2, &mut land);
                }
                self.post_runs(x, y, &mut land);
            }
            Kind::Jet => {
                for (dx, dy) in ORTHOGONAL {
                    self.run(x, y, dx, dy, N_MAX, &mut land);
                }
                self.post_runs(x, y, &mut land);
            }
            Kind::Helicopter => {
                for (dx, dy) in KING {
                    self.run(x, y, dx, dy, 4, &mut land);
                }
            }
            Kind::Bomber => {
                for (dx, dy) in KING {
                    // Every point passed over must be empty, so the run stops at the first piece.
                    for k in 1..N_MAX {
                        let (tx, ty) = (x + k * dx, y + k * dy);
                        match self.at(tx, ty) {
                            None => break,
                            Some(occupant) => {
                                if k >= 4 {
                                    land(tx, ty);
                                }
                                if occupant.is_some() {
                                    break;
                                }
                            }
                        }
                    }
                }
            }
            Kind::Tank => {
                for (dx, dy) in DIAGONAL {
                    // Long axis along x: (2dx, dy); along y: (dx, 2dy).
                    for (tx, ty, ox, oy) in [(2 * dx, dy, dx, 0), (dx, 2 * dy, 0, dy)] {
                        if at(x + tx, y + ty).is_none() {
                            continue;
                        }
                        if self.empty(x + ox, y + oy) || self.empty(x + dx, y + dy) {
                            land(x + tx, y + ty);
                        }
                    }
                }
            }
            Kind::Mrl => {
                for (dx, dy) in DIAGONAL {
                    let diagonal_occupied =
                        (1..=3).filter(|k| !self.empty(x + k * dx, y + k * dy)).count();
                    let (cx, cy) = (x + 3 * dx, y + 3 * dy);
                    for (ox, oy) in [(dx, 0), (0, dy)] {
                        if at(cx + ox, cy + oy).is_none() {
                            continue;
                        }
                        if diagonal_occupied <= 1 {
                            land(cx + ox, cy + oy);
                        }
                        let second = diagonal_occupied + usize::from(!self.empty(cx + ox, cy + oy));
                        if second <= 1 && at(cx + 2 * ox, cy + 2 * oy).is_some() {
                            land(cx + 2 * ox, cy + 2 * oy);
                        }
                    }
                }
            }
            Kind::Howitzer => {
                for (dx, dy) in ORTHOGONAL {
                    self.howitzer_line(x, y, dx, dy, side, N_MAX, &mut land);
                }
                if let Some(post) = board::on_post_diagonal(x, y) {
                    let (cx, cy) = board::post_centre(post);
                    if (x, y) != (cx, cy) {
                        let (dx, dy) = ((cx - x).signum(), (cy - y).signum());
                        self.howitzer_line(x, y, dx, dy, side, 2, &mut land);
                    }
                }
            }
        }
    }

    /// Up to `max` points from `(x, y)` along `(dx, dy)` through empty points; the first piece
    /// met ends the run (a capture if it is an enemy).
    fn run(&self, x: i32, y: i32, dx: i32, dy: i32, max: i32, land: &mut impl FnMut(i32, i32)) {
        for k in 1..=max {
            let (tx, ty) = (x + k * dx, y + k * dy);
            match self.at(tx, ty) {
                None => break,
                Some(None) => land(tx, ty),
                Some(Some(_)) => {
                    land(tx, ty);
                    break;
                }
            }
        }
    }

    /// Runs straight along a command-post diagonal from a point on one (at most 2 steps).
    fn post_runs(&self, x: i32, y: i32, land: &mut impl FnMut(i32, i32)) {
        for (dx, dy) in DIAGONAL {
            if post_diagonal_step(x, y, dx, dy) {
                // The second step continues along the same line only if it is one too.
                if self.empty(x + dx, y + dy) && post_diagonal_step(x + dx, y + dy, dx, dy) {
                    land(x + 2 * dx, y + 2 * dy);
                }
                land(x + dx, y + dy);
            }
        }
    }

    /// A Howitzer's line: over exactly one non-Howitzer screen, then empty points or a
    /// non-Howitzer enemy; `max` points at most (2 along a command-post diagonal).
    #[allow(clippy::too_many_arguments)]
    fn howitzer_line(
        &self,
        x: i32,
        y: i32,
        dx: i32,
        dy: i32,
        side: Side,
        max: i32,
        land: &mut impl FnMut(i32, i32),
    ) {
        let mut screened = false;
        for k in 1..=max {
            let (tx, ty) = (x + k * dx, y + k * dy);
            let Some(occupant) = self.at(tx, ty) else { break };
            match (screened, occupant) {
                (false, None) => {}
                (false, Some(p)) => {
                    if p.kind() == Kind::Howitzer {
                        return;
                    }
                    screened = true;
                }
                (true, None) => land(tx, ty),
                (true, Some(p)) => {
                    if p.side() != side && p.kind() != Kind::Howitzer {
                        land(tx, ty);
                    }
                    return;
                }
            }
        }
    }

    /// Whether a piece of `by` attacks the point `target`.
    pub(super) fn attacked(&self, target: u8, by: Side) -> bool {
        self.attacked_from(target, by, 0..board::POINTS as u8)
    }

    /// Every pseudo-legal move and drop of the side to move.
    pub(super) fn pseudo_moves(&self, f: &mut impl FnMut(Chess1999Move)) {
        let side = self.side;
        for from in 0..board::POINTS as u8 {
            let Some(p) = self.board[usize::from(from)] else { continue };
            if p.side() != side {
                continue;
            }
            let promotes = p.kind() == Kind::Apc && !p.plus();
            self.destinations(from, &mut |to| {
                f(Chess1999Move { from, to, extra: 0 });
                if promotes && xy(to).1 == last_rank(side) {
                    for k in [Kind::Helicopter, Kind::Tank, Kind::Mrl] {
                        f(Chess1999Move { from, to, extra: k.index() as u8 });
                    }
                }
            });
        }
        self.any_drop(|m| {
            f(m);
            false
        });
    }

    /// Whether `found` holds for one of the pseudo-legal drops of the side to move, which are
    /// offered to it in order until it does (all of them when it never does).
    fn any_drop(&self, mut found: impl FnMut(Chess1999Move) -> bool) -> bool {
        let side = self.side;
        Kind::IN_HAND.iter().any(|&kind| {
            self.hands[side.index()][kind.index()] > 0
                && (0..board::POINTS as u8).any(|to| {
                    self.board[usize::from(to)].is_none()
                        && drop_allowed(kind, side, to)
                        && found(Chess1999Move { from: DROP, to, extra: kind.index() as u8 })
                })
        })
    }

    /// Every legal move and drop: pseudo-legal ones that leave the mover's General safe.
    pub(super) fn generate(&self, mut f: impl FnMut(Chess1999Move)) {
        let legality = Legality::of(self);
        self.pseudo_moves(&mut |m| {
            if legality.allows(self, m) {
                f(m);
            }
        });
    }

    /// Calls `f` with every legal capture (a board move onto an enemy piece).
    pub(super) fn generate_captures(&self, mut f: impl FnMut(Chess1999Move)) {
        let legality = Legality::of(self);
        self.pseudo_moves(&mut |m| {
            let capture = !m.is_drop() && self.board[usize::from(m.to)].is_some();
            if capture && legality.allows(self, m) {
                f(m);
            }
        });
    }

    /// Whether the side to move has a legal move.
    ///
    /// Drops come first, stopping at the first legal one: out of check most are legal without
    /// a trial. Then each piece's moves, stopping after the first piece that has a legal one
    /// (the rest of that piece's moves are listed, not tried). (An APC's promotions are legal
    /// exactly when its plain move to the same point is: what it becomes does not change what
    /// attacks the General.)
    pub(super) fn has_legal_move(&self) -> bool {
        let legality = Legality::of(self);
        let side = self.side;
        if self.any_drop(|m| legality.allows(self, m)) {
            return true;
        }
        (0..board::POINTS as u8).any(|from| {
            if self.board[usize::from(from)].is_none_or(|p| p.side() != side) {
                return false;
            }
            let mut any = false;
            self.destinations(from, &mut |to| {
                any = any || legality.allows(self, Chess1999Move { from, to, extra: 0 });
            });
            any
        })
    }

    /// Whether a piece of `by` on one of the points `from` attacks `target`. After a trial
    /// move, `from` may be where the enemy pieces stood before it: one it captured is gone.
    fn attacked_from(&self, target: u8, by: Side, from: impl IntoIterator<Item = u8>) -> bool {
        let (tx, ty) = xy(target);
        from.into_iter().any(|at| {
            let Some(p) = self.board[usize::from(at)].filter(|p| p.side() == by) else {
                return false;
            };
            if !could_reach(p.kind(), xy(at), (tx, ty)) {
                return false;
            }
            let mut hit = false;
            self.destinations(at, &mut |to| hit |= to == target);
            hit
        })
    }

    /// Whether `side`'s General is attacked (false if it has none).
    pub(super) fn general_attacked(&self, side: Side) -> bool {
        self.general(side).is_some_and(|g| self.attacked(g, !side))
    }
}

/// What deciding a pseudo-legal move's legality needs, worked out once per position: where
/// the mover's General stands, where the enemy pieces stand (only they can attack it, and a
/// move changes none of them but the one it captures), and which drops need no trial.
struct Legality {
    general: Option<u8>,
    enemies: Vec<u8>,
    drops: SafeDrops,
}

impl Legality {
    fn of(position: &Chess1999) -> Legality {
        let side = position.side;
        let enemies: Vec<u8> = (0..board::POINTS as u8)
            .filter(|&i| position.board[usize::from(i)].is_some_and(|p| p.side() != side))
            .collect();
        let general = position.general(side);
        let drops = SafeDrops::of(position, general, &enemies);
        Legality { general, enemies, drops }
    }

    /// Whether pseudo-legal move `m` leaves the mover's General unattacked.
    fn allows(&self, position: &Chess1999, m: Chess1999Move) -> bool {
        if m.from == DROP && self.drops.allow(m.to) {
            return true;
        }
        let Some(general) = self.general else { return true };
        let general = if m.from == general { m.to } else { general };
        let mut after = position.clone();
        after.apply(m);
        !after.attacked_from(general, !position.side, self.enemies.iter().copied())
    }
}

/// Which drops are legal without playing them out. A drop only adds a piece, and every
/// attack but the Howitzer's is blocked, never opened, by a piece in the way; the Howitzer
/// needs a screen, which a dropped piece can be. So out of check a drop cannot expose its own
/// General unless the point is on the General's rank or file, or within two points of it
/// (the Howitzer's command-post diagonal), with an enemy Howitzer on the board.
struct SafeDrops {
    /// Out of check: the General's point, if a dropped piece could screen a Howitzer at all.
    out_of_check: Option<Option<(i32, i32)>>,
}

impl SafeDrops {
    /// For `position`, whose mover's General stands on `general`, with enemy pieces on
    /// `enemies`.
    fn of(position: &Chess1999, general: Option<u8>, enemies: &[u8]) -> SafeDrops {
        let by = !position.side;
        if general.is_some_and(|g| position.attacked_from(g, by, enemies.iter().copied())) {
            return SafeDrops { out_of_check: None };
        }
        // (By kind: a piece also carries whether it was dropped or promoted.)
        let screenable = enemies
            .iter()
            .any(|&i| position.board[usize::from(i)].is_some_and(|p| p.kind() == Kind::Howitzer));
        SafeDrops { out_of_check: Some(general.filter(|_| screenable).map(xy)) }
    }

    /// Whether a drop on `to` is legal for certain (else it is played out to see).
    fn allow(&self, to: u8) -> bool {
        match self.out_of_check {
            None => false,
            Some(None) => true,
            Some(Some((gx, gy))) => {
                let (x, y) = xy(to);
                x != gx && y != gy && (x - gx).abs().max((y - gy).abs()) > 2
            }
        }
    }
}

/// The longest run on this board.
const N_MAX: i32 = board::N;

/// Whether a piece of `kind` on `from` could possibly reach `to`, by distance alone: a cheap
/// filter before generating its moves.
fn could_reach(kind: Kind, (fx, fy): (i32, i32), (tx, ty): (i32, i32)) -> bool {
    let (dx, dy) = ((tx - fx).abs(), (ty - fy).abs());
    let line = dx == 0 || dy == 0 || dx == dy;
    let far = dx.max(dy);
    match kind {
        Kind::General | Kind::Guard | Kind::Infantry => far <= 1,
        Kind::Apc => line && far <= 2,
        Kind::Jet => dx == 0 || dy == 0 || (dx == dy && far <= 2),
        Kind::Bomber => line && far >= 4,
        Kind::Helicopter => line && far <= 4,
        Kind::Tank => (dx, dy) == (1, 2) || (dx, dy) == (2, 1),
        Kind::Mrl => matches!((dx, dy), (3, 4) | (4, 3) | (3, 5) | (5, 3)),
        Kind::Howitzer => dx == 0 || dy == 0 || (dx == 2 && dy == 2),
    }
}

/// Whether `side` may drop a `kind` on the (empty) point `to` (§6).
pub(super) fn drop_allowed(kind: Kind, side: Side, to: u8) -> bool {
    let (x, y) = xy(to);
    match kind {
        Kind::Infantry | Kind::Apc => y != last_rank(side),
        Kind::Guard => post_side(x, y) == Some(side),
        Kind::General => false,
        _ => true,
    }
}
