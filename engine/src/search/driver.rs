//! Iterative deepening and the root: each iteration searches the root moves best-first from
//! the last one, the first within an aspiration window; an iteration cut short still counts
//! once its first move has a score.

use super::{
    ASPIRATION, ASPIRATION_DEPTH, Found, INFINITY, MATE, MATE_BOUND, Scored, Searcher, legal,
    ordering::order_root, to_table,
};
use crate::{eval::Evaluate, tt::Bound};

impl<V: Evaluate> Searcher<V> {
    /// Iterative deepening from `root`, which must have legal moves and no outcome yet.
    pub fn run(&mut self, root: &V) -> Option<Found<V::Move>> {
        self.run_reporting(root, |_| {})
    }

    /// As [`Searcher::run`], calling `report` after each completed iteration (a UCI front
    /// end's `info` lines).
    pub fn run_reporting(
        &mut self,
        root: &V,
        mut report: impl FnMut(&Found<V::Move>),
    ) -> Option<Found<V::Move>> {
        let mut moves: Vec<Scored<V::Move>> = legal(root)
            .into_iter()
            .filter(|mv| self.only.as_ref().is_none_or(|only| only.contains(mv)))
            .map(|mv| Scored { mv, score: -INFINITY })
            .collect();
        if moves.is_empty() {
            return None;
        }
        self.engine_side = root.side_to_move();
        order_root(root, &mut moves);
        // A move that ends the game in the mover's favour at once is played whatever the
        // budget: no level misses a win in one.
        if let Some(win) = self.immediate_win(root, &moves) {
            let moves = vec![Scored { mv: win, score: MATE - 1 }];
            let (pv, lines) = (vec![win], vec![vec![win]]);
            return Some(Found { moves, pv, lines, depth: 1, nodes: self.nodes });
        }
        let mut found: Option<Found<V::Move>> = None;
        for depth in 1..=self.limits.depth.max(1) {
            self.root_depth = depth;
            let (scored, complete) = self.root(root, depth, &moves);
            if !complete {
                // A cut-short iteration whose first move (the last iteration's best) got its
                // score at the new depth is better than the last one: every move it searched
                // has a score at least as deep, and the best of them is the one to play. One
                // cut short before that keeps the last complete iteration's ranking.
                let searched = scored.first().is_some_and(|s| s.score > -INFINITY);
                if searched || found.is_none() {
                    let best = scored[0].mv;
                    let (depth, pv) = match found {
                        Some(f) if f.pv.first() == Some(&best) => (f.depth, f.pv),
                        Some(f) => (f.depth, vec![best]),
                        None => (depth, vec![best]),
                    };
                    let lines = self.lines_of(root, &scored, &pv);
                    let nodes = self.nodes;
                    found = Some(Found { moves: scored, pv, lines, depth, nodes });
                }
                break;
            }
            moves = scored;
            let pv = self.principal_variation(root);
            let lines = self.lines_of(root, &moves, &pv);
            let done = Found { moves: moves.clone(), pv, lines, depth, nodes: self.nodes };
            report(&done);
            found = Some(done);
            // A forced win or loss found, by an iteration deep enough to have seen any shorter
            // one (twice its length): deeper iterations only confirm it.
            let mate_plies = MATE - moves[0].score.abs();
            let settled = moves[0].score.abs() >= MATE_BOUND
                && i32::try_from(depth).unwrap_or(i32::MAX) >= 2 * mate_plies;
            // A lone legal move needs no deeper look to be chosen (one asked for alone, with
            // `only`, does: its score is wanted).
            if settled || (moves.len() == 1 && self.only.is_none()) {
                break;
            }
        }
        if let Some(f) = &mut found {
            f.nodes = self.nodes;
        }
        found
    }

    /// One iteration over the root moves, searched best-first from the last iteration, and
    /// whether it completed. Cut short, the moves searched come first, ranked, and the rest
    /// follow in their old order.
    pub(super) fn root(
        &mut self,
        root: &V,
        depth: u32,
        moves: &[Scored<V::Move>],
    ) -> (Vec<Scored<V::Move>>, bool) {
        let mut alpha = -INFINITY;
        let mut out: Vec<Scored<V::Move>> = Vec::with_capacity(moves.len());
        for (i, s) in moves.iter().enumerate() {
            let mut child = root.clone();
            let check = self.make(&mut child, s.mv, 0);
            let score = if i == 0 {
                self.aspirated(&child, check, depth, s.score)
            } else if i < self.lines {
                // One of the first lines asked for: its exact score.
                -self.negamax(&child, check, depth - 1, -INFINITY, INFINITY, 1)
            } else if self.margin > 0 || self.lines > 1 {
                // Is it within the margin of the best so far, or better than the last of the
                // lines asked for? A null window says; only a move that is gets searched again
                // for its exact score. One that is not can never be chosen or listed, since
                // those scores only rise.
                let mut floor = if self.margin > 0 { alpha - self.margin - 1 } else { alpha };
                if self.lines > 1 {
                    floor = floor.min(nth_best(&out, self.lines));
                }
                let probe = -self.negamax(&child, check, depth - 1, -floor - 1, -floor, 1);
                if probe > floor && !self.aborted {
                    -self.negamax(&child, check, depth - 1, -INFINITY, INFINITY, 1)
                } else {
                    probe
                }
            } else {
                let probe = -self.negamax(&child, check, depth - 1, -alpha - 1, -alpha, 1);
                if probe > alpha && !self.aborted {
                    -self.negamax(&child, check, depth - 1, -INFINITY, -alpha, 1)
                } else {
                    probe
                }
            };
            self.unmake();
            if self.aborted {
                out.sort_by_key(|s| std::cmp::Reverse(s.score));
                out.extend(moves[i..].iter().map(|s| Scored { mv: s.mv, score: -INFINITY }));
                return (out, false);
            }
            out.push(Scored { mv: s.mv, score });
            self.started = true;
            if score > alpha {
                alpha = score;
            }
        }
        // Best first; equal scores keep the previous order (stable sort).
        out.sort_by_key(|s| std::cmp::Reverse(s.score));
        self.table.store(
            root.table_key(),
            depth,
            to_table(out[0].score, 0),
            Bound::Exact,
            Some(out[0].mv),
        );
        (out, true)
    }

    /// The exact score of the first root move, played into `child`: first within a window
    /// around its score from the last iteration (`previous`), which cuts off more of the tree
    /// when the score stays inside it, and again with a full window when it does not.
    pub(super) fn aspirated(&mut self, child: &V, check: bool, depth: u32, previous: i32) -> i32 {
        if depth >= ASPIRATION_DEPTH && previous.abs() < MATE_BOUND {
            let (low, high) = (previous - ASPIRATION, previous + ASPIRATION);
            let score = -self.negamax(child, check, depth - 1, -high, -low, 1);
            if (score > low && score < high) || self.aborted {
                return score;
            }
        }
        -self.negamax(child, check, depth - 1, -INFINITY, INFINITY, 1)
    }

    /// A root move after which the game is over and won by the side that made it.
    pub(super) fn immediate_win(&mut self, root: &V, moves: &[Scored<V::Move>]) -> Option<V::Move> {
        let mover = root.side_to_move();
        moves.iter().map(|s| s.mv).find(|&mv| {
            let mut child = root.clone();
            self.make(&mut child, mv, 0);
            self.nodes += 1;
            let won = child.outcome(&self.history).is_some_and(|o| o.winner == Some(mover));
            self.unmake();
            won
        })
    }

    /// The lines of the first [`Searcher::lines`] of `moves`: `pv` for the best, and each
    /// other move followed by the line the table remembers after it.
    pub(super) fn lines_of(
        &self,
        root: &V,
        moves: &[Scored<V::Move>],
        pv: &[V::Move],
    ) -> Vec<Vec<V::Move>> {
        let searched = moves.iter().take(self.lines).filter(|s| s.score > -INFINITY);
        searched
            .enumerate()
            .map(|(i, s)| {
                if i == 0 && pv.first() == Some(&s.mv) {
                    return pv.to_vec();
                }
                let mut child = root.clone();
                child.play_unchecked(s.mv);
                std::iter::once(s.mv).chain(self.line_from(child, 31)).collect()
            })
            .collect()
    }

    /// The line the table remembers from `root`, as far as it stays legal.
    pub(super) fn principal_variation(&self, root: &V) -> Vec<V::Move> {
        self.line_from(root.clone(), 32)
    }

    /// The line the table remembers from `pos`, at most `most` moves, as far as it stays legal.
    fn line_from(&self, mut pos: V, most: usize) -> Vec<V::Move> {
        let mut pv = Vec::new();
        while pv.len() < most {
            let Some(entry) = self.table.probe(pos.table_key()) else { break };
            let Some(mv) = entry.best else { break };
            if !legal(&pos).contains(&mv) {
                break;
            }
            pos.play_unchecked(mv);
            pv.push(mv);
        }
        pv
    }
}

/// The `n`th best score among `scored` (the least of them when there are fewer), or the
/// lowest score there is when there are none: the bar a root move must pass to be listed.
fn nth_best<M>(scored: &[Scored<M>], n: usize) -> i32 {
    let mut scores: Vec<i32> = scored.iter().map(|s| s.score).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.get(n - 1).or(scores.last()).copied().map_or(-INFINITY, |s| s - 1)
}
