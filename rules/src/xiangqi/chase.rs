//! Which enemy pieces a move chases (§7.2): the Asian Xiangqi Federation's rule as
//! Fairy-Stockfish judges it (`Position::chased()`, AXF chasing), ported faithfully, quirks
//! included, since the spec names Fairy-Stockfish the reference where its own description is
//! unclear.
//!
//! After a move, the pieces of the side now to move (the victim, "us") that the mover ("them")
//! chases are those it newly attacks, with the piece that moved or one it uncovered, other
//! than the General and uncrossed Soldiers, that are either stronger than the attacker (a Tank
//! attacked by a Horse or Cannon; a Tank, Cannon or Horse by an Elephant or Adviser) or not
//! protected (no piece of ours could take back once the attacker is gone, pinned ones not
//! counting, nor a General that would then face the other). Attacks of a piece by one of its
//! own kind that it attacks back are not chases, unless the attacked piece is pinned, or the
//! attacker is a Horse whose leg toward it is free while the other's is blocked. A move that
//! pins one of our protectors chases what it protected; a move that sets up a discovered check
//! chases what the piece in front could then take.
//!
//! Only [`super::Xiangqi::judge_loop`] asks, at a threefold repetition: the positions of the
//! stretch are worked out backwards from the current one, so nothing is computed move by
//! move.

use super::{
    Xiangqi,
    board::{DIAGONAL, EMPTY, Kind, OFF, ORTHOGONAL, OWN_HALF, PALACE, POINTS, W, offset},
};
use crate::{Side, mailbox::owner};

/// A set of points, by mailbox index.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Points([u64; 4]);

impl Points {
    pub(crate) fn one(i: usize) -> Points {
        let mut p = Points::default();
        p.add(i);
        p
    }

    pub(crate) fn has(self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }

    pub(crate) fn add(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }

    pub(crate) fn remove(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }

    /// `self` with `i` added if it was missing and removed if it was there.
    fn toggled(mut self, i: usize) -> Points {
        self.0[i / 64] ^= 1 << (i % 64);
        self
    }

    pub(crate) fn and(self, o: Points) -> Points {
        Points(std::array::from_fn(|k| self.0[k] & o.0[k]))
    }

    pub(crate) fn or(self, o: Points) -> Points {
        Points(std::array::from_fn(|k| self.0[k] | o.0[k]))
    }

    pub(crate) fn minus(self, o: Points) -> Points {
        Points(std::array::from_fn(|k| self.0[k] & !o.0[k]))
    }

    pub(crate) fn is_empty(self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    fn count(self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub(crate) fn iter(self) -> impl Iterator<Item = usize> {
        (0..4).flat_map(move |k| {
            let mut w = self.0[k];
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    k * 64 + bit
                })
            })
        })
    }
}

/// The four points a step along the lines from `i` (on the board).
fn wazir(i: usize) -> Points {
    around(i, &ORTHOGONAL)
}

/// The four points a diagonal step from `i` (on the board).
fn fers(i: usize) -> Points {
    around(i, &DIAGONAL)
}

fn around(i: usize, dirs: &[i32; 4]) -> Points {
    let mut p = Points::default();
    for &d in dirs {
        let t = offset(i as u8, d);
        if on_board(t) {
            p.add(t);
        }
    }
    p
}

fn on_board(i: usize) -> bool {
    POINTS.contains(&(i as u8))
}

/// Every point of the rank and the file through `i`, `i` excluded.
fn lines(i: usize) -> Points {
    let mut p = Points::default();
    for &d in &ORTHOGONAL {
        let mut t = offset(i as u8, d);
        while on_board(t) {
            p.add(t);
            t = offset(t as u8, d);
        }
    }
    p
}

/// The whole line (rank or file) through `a` and `b`, which share one.
fn line_through(a: usize, b: usize) -> Points {
    let same_rank = a / W as usize == b / W as usize;
    let mut p = Points::one(a);
    for &d in if same_rank { &[1, -1] } else { &[W, -W] } {
        let mut t = offset(a as u8, d);
        while on_board(t) {
            p.add(t);
            t = offset(t as u8, d);
        }
    }
    p
}

/// A position seen through an occupancy that may differ from its own (pieces lifted for
/// x-rays, or put back as they stood before the move).
struct View<'a> {
    pos: &'a Xiangqi,
}

impl View<'_> {
    fn occupied(&self) -> Points {
        let mut p = Points::default();
        for &i in &POINTS {
            if self.pos.board[usize::from(i)] != EMPTY {
                p.add(usize::from(i));
            }
        }
        p
    }

    fn kind(&self, i: usize) -> Option<(Side, Kind)> {
        let code = self.pos.board[i];
        (code != EMPTY && code != OFF).then(|| (owner(code), Kind::of(code)))
    }

    /// `side`'s pieces (of `kinds`, or all).
    fn pieces(&self, side: Side, kinds: &[Kind]) -> Points {
        let mut p = Points::default();
        for &i in &POINTS {
            let i = usize::from(i);
            if let Some((s, k)) = self.kind(i)
                && s == side
                && (kinds.is_empty() || kinds.contains(&k))
            {
                p.add(i);
            }
        }
        p
    }

    /// The General and the Soldiers of `side` that have not crossed the river: never chased.
    fn unchaseable(&self, side: Side) -> Points {
        let mut p = self.pieces(side, &[Kind::General]);
        for i in self.pieces(side, &[Kind::Soldier]).iter() {
            if OWN_HALF[side.index()][i] {
                p.add(i);
            }
        }
        p
    }

    fn general(&self, side: Side) -> usize {
        usize::from(self.pos.generals[side.index()])
    }
}

/// The points a `side` piece of `kind` on `i` attacks through `occ`, as the piece moves but
/// ignoring where it may stand (palace, own half) and the river's hold on Soldiers
/// (Fairy-Stockfish's `attacks_bb`). A Cannon attacks what lies beyond exactly one screen.
fn raw_attacks(side: Side, kind: Kind, i: usize, occ: Points) -> Points {
    let mut p = Points::default();
    let at = |d: i32| offset(i as u8, d);
    match kind {
        Kind::General => return wazir(i),
        Kind::Adviser => return fers(i),
        Kind::Elephant => {
            for &d in &DIAGONAL {
                let (eye, t) = (at(d), at(2 * d));
                if on_board(t) && !occ.has(eye) {
                    p.add(t);
                }
            }
        }
        Kind::Horse => {
            for &d in &ORTHOGONAL {
                if !on_board(at(d)) || occ.has(at(d)) {
                    continue;
                }
                let across = if d == 1 || d == -1 { W } else { 1 };
                for t in [at(2 * d + across), at(2 * d - across)] {
                    if on_board(t) {
                        p.add(t);
                    }
                }
            }
        }
        Kind::Tank | Kind::Cannon => {
            for &d in &ORTHOGONAL {
                let mut t = at(d);
                let mut screens = 0;
                while on_board(t) {
                    if kind == Kind::Tank || screens == 1 {
                        p.add(t);
                    }
                    if occ.has(t) {
                        screens += 1;
                        if kind == Kind::Tank || screens == 2 {
                            break;
                        }
                    }
                    t = offset(t as u8, d);
                }
            }
        }
        Kind::Soldier => {
            let forward = Xiangqi::forward(side);
            for d in [forward, 1, -1] {
                if on_board(at(d)) {
                    p.add(at(d));
                }
            }
        }
    }
    p
}

/// Whether `kind` of `side` may stand on `i` (palace, own half): Fairy-Stockfish's
/// mobility regions.
fn may_stand(side: Side, kind: Kind, i: usize) -> bool {
    match kind {
        Kind::General | Kind::Adviser => PALACE[side.index()][i],
        Kind::Elephant => OWN_HALF[side.index()][i],
        _ => on_board(i),
    }
}

/// The points a `side` piece of `kind` on `i` attacks with the real occupancy, within where
/// it may go, a Soldier kept to its file before the river (`attacks_from`).
fn attacks_from(view: &View, side: Side, kind: Kind, i: usize) -> Points {
    let mut p = raw_attacks(side, kind, i, view.occupied());
    if kind == Kind::Soldier && OWN_HALF[side.index()][i] {
        p = p.and(Points::one(offset(i as u8, Xiangqi::forward(side))));
    }
    let mut within = Points::default();
    for t in p.iter() {
        if may_stand(side, kind, t) {
            within.add(t);
        }
    }
    within
}

/// `side`'s pieces that attack `s` through `occ` (`attackers_to`): the point must be one the
/// piece may stand on, and on `side`'s own half only a Soldier straight behind attacks it.
fn attackers_to(view: &View, s: usize, occ: Points, side: Side) -> Points {
    let mut p = Points::default();
    for i in view.pieces(side, &[]).iter() {
        if !occ.has(i) {
            continue;
        }
        let Some((_, kind)) = view.kind(i) else { continue };
        if !may_stand(side, kind, s) || !raw_attacks(side, kind, i, occ).has(s) {
            continue;
        }
        let behind = offset(s as u8, -Xiangqi::forward(side));
        if kind == Kind::Soldier && OWN_HALF[side.index()][s] && i != behind {
            continue;
        }
        p.add(i);
    }
    p
}

/// The pieces, of either side, that stand between `side`'s General and an enemy Tank, Cannon
/// or Horse that would attack it without them (`blockersForKing`): a lone piece on a Tank's
/// line, both pieces between a Cannon and the General, a Horse's leg.
fn blockers(view: &View, side: Side) -> Points {
    let king = view.general(side);
    let enemy = !side;
    let all = view.occupied();
    let mut snipers: Vec<(usize, Kind)> = Vec::new();
    for i in view.pieces(enemy, &[Kind::Tank, Kind::Cannon]).iter() {
        let Some((_, kind)) = view.kind(i) else { continue };
        if lines(king).has(i) && !raw_attacks(enemy, kind, i, all).has(king) {
            snipers.push((i, kind));
        }
    }
    for i in view.pieces(enemy, &[Kind::Horse]).iter() {
        if horse_leg(i, king).is_some() && !attacks_from(view, enemy, Kind::Horse, i).has(king) {
            snipers.push((i, Kind::Horse));
        }
    }
    let mut sliding = Points::default();
    for &(i, kind) in &snipers {
        if kind != Kind::Cannon {
            sliding.add(i);
        }
    }
    let occupancy = all.minus(sliding);
    let mut out = Points::default();
    for (i, kind) in snipers {
        let between = match kind {
            Kind::Horse => horse_leg(i, king).map_or_else(Points::default, Points::one),
            _ => strictly_between(i, king),
        };
        let b = between.and(if kind == Kind::Cannon { all.toggled(i) } else { occupancy });
        let n = b.count();
        if n == 1 || (kind == Kind::Cannon && n == 2) {
            out = out.or(b);
        }
    }
    out
}

/// The points strictly between two points on one line.
fn strictly_between(a: usize, b: usize) -> Points {
    let mut p = Points::default();
    let same_rank = a / W as usize == b / W as usize;
    let step = if same_rank { 1 } else { W as usize };
    let (lo, hi) = (a.min(b), a.max(b));
    let mut t = lo + step;
    while t < hi {
        p.add(t);
        t += step;
    }
    p
}

/// The leg of a Horse on `horse` toward `target`, if `target` is a Horse's jump away.
fn horse_leg(horse: usize, target: usize) -> Option<usize> {
    ORTHOGONAL.into_iter().find_map(|d| {
        let across = if d == 1 || d == -1 { W } else { 1 };
        let lands = [offset(horse as u8, 2 * d + across), offset(horse as u8, 2 * d - across)];
        lands.contains(&target).then(|| offset(horse as u8, d))
    })
}

/// The pieces of the side to move in `after` that the move `from`→`to` out of `before` chases.
pub(crate) fn chased(before: &Xiangqi, from: usize, to: usize, after: &Xiangqi) -> Points {
    let view = View { pos: after };
    let us = after.side;
    let them = !us;
    let occ = view.occupied();
    let ours = view.pieces(us, &[]);
    let mut pins = blockers(&view, us);
    // A lone piece of ours on the file the two Generals share would leave them facing.
    let their_file = lines(view.general(them))
        .or(Points::one(view.general(them)))
        .minus(row_of(view.general(them)));
    let on_file = their_file.and(ours);
    let others = on_file.minus(Points::one(view.general(us)));
    if on_file.has(view.general(us)) && others.count() <= 1 {
        pins = pins.or(others);
    }
    let mut b = Points::default();
    let add = |b: &mut Points, attacker: usize, kind: Kind, mut attacks: Points| {
        if attacks.minus(*b).is_empty() {
            return;
        }
        attacks = attacks.minus(view.unchaseable(us));
        if matches!(kind, Kind::Horse | Kind::Cannon) {
            *b = b.or(attacks.and(view.pieces(us, &[Kind::Tank])));
        }
        if matches!(kind, Kind::Elephant | Kind::Adviser) {
            let stronger = view.pieces(us, &[Kind::Tank, Kind::Cannon, Kind::Horse]);
            *b = b.or(attacks.and(stronger));
        }
        if kind == Kind::Horse && !fers(attacker).and(occ).is_empty() {
            for s in attacks.and(view.pieces(us, &[Kind::Horse])).iter() {
                if raw_attacks(us, Kind::Horse, s, occ).has(attacker) {
                    attacks.remove(s);
                }
            }
        } else {
            attacks = attacks.minus(view.pieces(us, &[kind]).minus(pins));
        }
        let lifted = occ.toggled(attacker);
        for s in attacks.iter() {
            let roots = attackers_to(&view, s, lifted, us).minus(pins);
            let facing = roots == Points::one(view.general(us))
                && raw_attacks(them, Kind::Tank, view.general(them), lifted).has(s);
            if roots.is_empty() || facing {
                b.add(s);
            }
        }
    };
    // Direct attacks by the piece that moved.
    if let Some((_, moved)) = view.kind(to)
        && !matches!(moved, Kind::General | Kind::Soldier)
    {
        let mut direct = attacks_from(&view, them, moved, to).and(ours);
        if matches!(moved, Kind::Tank | Kind::Cannon) {
            direct = direct.minus(line_through(from, to));
        }
        add(&mut b, to, moved, direct);
    }
    // Discovered attacks: a Horse whose leg, an Elephant whose eye was on `from`, a Tank or
    // Cannon on a line through `from`, a Cannon with a new screen on `to`.
    let captured = before.board[to] != EMPTY;
    let candidates = wazir(from)
        .and(view.pieces(them, &[Kind::Horse]))
        .or(fers(from).and(view.pieces(them, &[Kind::Elephant])))
        .or(lines(from).and(view.pieces(them, &[Kind::Cannon, Kind::Tank])))
        .or(lines(to).and(view.pieces(them, &[Kind::Cannon])));
    let old = if captured { occ } else { occ.toggled(to) }.toggled(from);
    for s in candidates.iter() {
        let Some((_, kind)) = view.kind(s) else { continue };
        let discovered =
            ours.and(raw_attacks(them, kind, s, occ)).minus(raw_attacks(them, kind, s, old));
        add(&mut b, s, kind, discovered);
    }
    // New pins: of a protector of ours (what it protected is chased), or of a piece of theirs
    // in front of our General (what it could take with a discovered check is chased).
    let before_view = View { pos: before };
    let new_blockers = blockers(&view, us).minus(blockers(&before_view, us));
    for s in new_blockers.and(ours).iter() {
        let Some((_, kind)) = view.kind(s) else { continue };
        let fake_rooted = ours.minus(view.unchaseable(us)).and(raw_attacks(us, kind, s, occ));
        let their_free = blockers(&view, them);
        for s2 in fake_rooted.iter() {
            if !attackers_to(&view, s2, occ, them).minus(their_free).is_empty() {
                b.add(s2);
            }
        }
    }
    let our_general = view.general(us);
    for s in new_blockers.and(view.pieces(them, &[])).iter() {
        let Some((_, kind)) = view.kind(s) else { continue };
        let mut threats = attacks_from(&view, them, kind, s).and(ours);
        let zone = attacks_from(&view, us, Kind::General, our_general);
        b = b.or(threats.minus(zone));
        threats = threats.and(zone);
        let lifted = occ.toggled(s).toggled(our_general);
        for s2 in threats.iter() {
            if !attackers_to(&view, s2, lifted, them).minus(Points::one(s)).is_empty() {
                b.add(s2);
            }
        }
    }
    b
}

/// Every point of the rank through `i`.
fn row_of(i: usize) -> Points {
    line_through(i, if on_board(i + 1) { i + 1 } else { i - 1 })
}
