//! The threefold-repetition verdict (§7.2): perpetual check loses, then perpetual chasing
//! loses, anything else is a draw, as Fairy-Stockfish judges it (`is_optional_game_end`).
//!
//! With P0 the position now (its third occurrence) and Pk the one k plies before it, PK the
//! first of the three: the side that just moved ("them") checks perpetually when P0, P2, …,
//! PK all have the other side in check, and the side to move ("us") when P1, P3, …, P(K−1)
//! do. Them chases perpetually when one piece of ours is chased by every one of their moves
//! into P0, P2, …, PK (the move into the first occurrence too, unless the game or the search
//! line starts there), the piece followed back through our own moves; us likewise over the
//! moves into P1, …, P(K−1).
//!
//! Nothing is recorded move by move: the positions of the stretch are worked out backwards
//! from P0 by taking back the moves the history remembers. None of them took anything (the
//! position came back, so no material was lost), except perhaps the move into PK; that one
//! took a piece exactly when the capture clock now equals K, and the piece it took is put
//! back as a placeholder of the right side, since only where it stood matters to the chase
//! rule's look at the position before that move.

use super::{
    Xiangqi,
    board::{EMPTY, Kind, piece},
    chase::{Points, chased},
};
use crate::{History, LastMove, Outcome, Reason, mailbox::index, zobrist};

impl Xiangqi {
    /// The verdict on a threefold repetition, if the position now occurs for the third time.
    pub(crate) fn judge_loop(&self, history: &History) -> Option<Outcome> {
        let stretch = history.repetition(3)?;
        let k = stretch.len();
        let plies = &history.plies;
        let first = plies.len() - k;
        // The move into P(d), for d = 0..=K (the last only when PK is not where the line
        // starts).
        let into = |d: usize| -> Option<LastMove> {
            (d < k || first >= 1).then(|| plies[plies.len() - 1 - d].moved)
        };
        let mut positions = vec![self.clone()];
        for d in 0..k {
            let moved = into(d)?;
            positions.push(positions[d].taken_back(moved, false)?);
        }
        let took = usize::try_from(self.clock).ok() == Some(k);
        let before_first = match into(k) {
            Some(moved) => Some(positions[k].taken_back(moved, took)?),
            None => None,
        };
        let chased_by = |d: usize| -> Option<Points> {
            let moved = into(d)?;
            let before = if d == k { before_first.as_ref()? } else { &positions[d + 1] };
            let (from, to) = cells(moved)?;
            Some(chased(before, from, to, &positions[d]))
        };
        let follow = |set: Points, d: usize| -> Points {
            // Our pieces as they stood in P(d + 1): the one the move into P(d) took from
            // `from` to `to` goes back.
            match into(d).and_then(cells) {
                Some((from, to)) if set.has(to) => {
                    let mut s = set;
                    s.remove(to);
                    s.add(from);
                    s
                }
                _ => set,
            }
        };
        let check = |d: usize| positions[d].in_check_now();
        let them_check = (0..=k).step_by(2).all(check);
        let us_check = (1..k).step_by(2).all(check);
        let mut them_chase = follow(chased_by(0).unwrap_or_default(), 1);
        them_chase = them_chase.and(chased_by(2).unwrap_or_default());
        for i in (4..=k).step_by(2) {
            if let Some(set) = chased_by(i) {
                them_chase = follow(them_chase, i - 1).and(set);
            }
        }
        let mut us_chase =
            follow(chased_by(1).unwrap_or_default(), 2).and(chased_by(3).unwrap_or_default());
        for i in (4..k).step_by(2) {
            us_chase = follow(us_chase, i).and(chased_by(i + 1).unwrap_or_default());
        }
        let us = self.side;
        let verdict = |them_do: bool, us_do: bool, reason: Reason| match (them_do, us_do) {
            (true, false) => Some(Outcome::win(us, reason)),
            (false, true) => Some(Outcome::win(!us, reason)),
            _ => None,
        };
        if them_check || us_check {
            return Some(
                verdict(them_check, us_check, Reason::PerpetualCheck)
                    .unwrap_or_else(|| Outcome::draw(Reason::Repetition)),
            );
        }
        Some(
            verdict(!them_chase.is_empty(), !us_chase.is_empty(), Reason::PerpetualChase)
                .unwrap_or_else(|| Outcome::draw(Reason::Repetition)),
        )
    }

    /// The position before `moved`, which led here: the piece goes back, and if the move
    /// took (`took`), a piece of the side now to move stands where it was taken (a Soldier:
    /// what it was does not matter here).
    fn taken_back(&self, moved: LastMove, took: bool) -> Option<Xiangqi> {
        let (from, to) = cells(moved)?;
        let mut before = self.clone();
        let moving = self.board[to];
        if moving == EMPTY || self.board[from] != EMPTY {
            return None;
        }
        let left = if took { piece(self.side, Kind::Soldier) } else { EMPTY };
        zobrist::put(&mut before.board, &mut before.hash, from, moving);
        zobrist::put(&mut before.board, &mut before.hash, to, left);
        before.hash ^= zobrist::SIDE;
        if Kind::of(moving) == Kind::General {
            before.generals[(!self.side).index()] = from as u8;
        }
        before.side = !self.side;
        Some(before)
    }

    /// Whether the side to move is in check (what "gave check" means for the move into it).
    fn in_check_now(&self) -> bool {
        self.general_attacked(self.side)
    }
}

/// A move's two points as mailbox indices.
fn cells(moved: LastMove) -> Option<(usize, usize)> {
    Some((usize::from(index(moved.from?)), usize::from(index(moved.to?))))
}
