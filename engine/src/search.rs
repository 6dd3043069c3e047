//! The search, the same for every game: iterative deepening (an iteration cut short still
//! counts once its first move has a score) over a principal-variation alpha-beta search with
//! a transposition table, aspiration windows at the root, quiescence over captures, check
//! extensions, late-move reductions, move ordering by hash move, captures (most valuable
//! victim, then least valuable attacker), killers and history, and a draw worth a little less
//! than nothing to the engine's side ([`CONTEMPT`]).
//!
//! Each game's end rules run inside the tree exactly as in a real game: every node asks the
//! position's [`Variant::outcome`] with the [`History`] of the line searched, so repetition,
//! Xiangqi's perpetual check, American Chess's Gauntlet and passes, Amalgamated's point count
//! and Chess 1999's drops are judged by the rules crate itself. No null-move pruning: passes
//! and zugzwang make it unsound in some of these games.

use std::{
    sync::{
        Arc, LazyLock,
        atomic::{AtomicBool, Ordering},
    },
    time::Instant,
};

use rules::{Cell, History, MAX_SIZE, Outcome, PlyInfo, Side, Variant};

use crate::{
    eval::Evaluate,
    tt::{Bound, Table},
};

/// Above any evaluation: a win `n` plies from the root scores `MATE - n`.
pub const MATE: i32 = 30_000;
/// Scores at least this far from zero are wins or losses found by the search.
pub const MATE_BOUND: i32 = MATE - 1_000;
const INFINITY: i32 = MATE + 1;
/// The deepest line searched, quiescence included.
const MAX_PLY: usize = 96;
/// How deep quiescence follows captures.
const MAX_QUIESCENCE: usize = 8;
/// What a capture may gain beyond the victim's value (a promotion, placement) in delta pruning.
const DELTA: i32 = 200;
/// What a draw is worth to the side the engine plays: a little less than nothing, so that it
/// plays on from a level position instead of repeating moves (a player who challenged the bot
/// wants a game, not a shuffle), yet takes a draw rather than a position it judges worse by
/// more than this.
pub const CONTEMPT: i32 = 25;
/// Half the width of the aspiration window around the last iteration's score.
const ASPIRATION: i32 = 50;
/// The first iteration searched with an aspiration window (the earlier ones are cheap and
/// their scores swing).
const ASPIRATION_DEPTH: u32 = 4;
/// The largest depth and move index the late-move reduction table distinguishes.
const REDUCTION_TABLE: usize = 64;

/// When a search must stop.
#[derive(Debug, Clone, Default)]
pub struct Limits {
    /// The deepest iteration (plies).
    pub depth: u32,
    /// At most this many nodes (checked once the first root move has a score).
    pub nodes: u64,
    /// Stop at this instant.
    pub deadline: Option<Instant>,
    /// Stop when this is set.
    pub stop: Option<Arc<AtomicBool>>,
}

/// A root move and the score its search returned (exact unless the search was cut short).
#[derive(Debug, Clone, Copy)]
pub struct Scored<M> {
    pub mv: M,
    pub score: i32,
}

/// What a search found.
#[derive(Debug, Clone)]
pub struct Found<M> {
    /// The root moves of the last completed iteration, best first.
    pub moves: Vec<Scored<M>>,
    /// The principal variation from the root.
    pub pv: Vec<M>,
    /// The last completed iteration's depth.
    pub depth: u32,
    /// Nodes visited.
    pub nodes: u64,
}

/// One search's state.
pub struct Searcher<V: Evaluate> {
    limits: Limits,
    /// For levels that choose among near-best moves: every root move scoring within this
    /// many centipawns of the best gets its exact score (the others only a bound below that).
    /// At 0 only the best move's score is exact.
    margin: i32,
    history: History,
    table: Table<V::Move>,
    killers: Vec<[Option<V::Move>; 2]>,
    quiet_history: Vec<i32>,
    /// The side the engine plays, for whom a draw is worth `-CONTEMPT`.
    engine_side: Side,
    nodes: u64,
    aborted: bool,
    started: bool,
}

impl<V: Evaluate> std::fmt::Debug for Searcher<V> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Searcher").field("nodes", &self.nodes).finish_non_exhaustive()
    }
}

/// The history table's indices for one end of a move: every cell of the largest board, and 0
/// for none (a drop's origin).
const CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize + 1;

/// The index of a move's pair of cells in the history table.
fn history_index(from: Option<Cell>, to: Option<Cell>) -> usize {
    let index = |c: Option<Cell>| {
        c.map_or(0, |c| 1 + usize::from(c.rank()) * MAX_SIZE as usize + usize::from(c.file()))
    };
    index(from) * CELLS + index(to)
}

impl<V: Evaluate> Searcher<V> {
    /// A search within `limits`, going on from a game with `history`, giving exact scores to
    /// the root moves within `margin` of the best.
    pub fn new(limits: Limits, history: History, margin: i32) -> Searcher<V> {
        Searcher {
            limits,
            margin,
            history,
            table: Table::new(1 << 16),
            killers: vec![[None; 2]; MAX_PLY + 1],
            quiet_history: vec![0; CELLS * CELLS],
            engine_side: Side::First,
            nodes: 0,
            aborted: false,
            started: false,
        }
    }

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
        let mut moves: Vec<Scored<V::Move>> =
            legal(root).into_iter().map(|mv| Scored { mv, score: -INFINITY }).collect();
        if moves.is_empty() {
            return None;
        }
        self.engine_side = root.side_to_move();
        order_root(root, &mut moves);
        // A move that ends the game in the mover's favour at once is played whatever the
        // budget: no level misses a win in one.
        if let Some(win) = self.immediate_win(root, &moves) {
            let moves = vec![Scored { mv: win, score: MATE - 1 }];
            return Some(Found { moves, pv: vec![win], depth: 1, nodes: self.nodes });
        }
        let mut found: Option<Found<V::Move>> = None;
        for depth in 1..=self.limits.depth.max(1) {
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
                    found = Some(Found { moves: scored, pv, depth, nodes: self.nodes });
                }
                break;
            }
            moves = scored;
            let pv = self.principal_variation(root);
            let done = Found { moves: moves.clone(), pv, depth, nodes: self.nodes };
            report(&done);
            found = Some(done);
            // A forced win or loss found: deeper iterations only confirm it.
            if moves[0].score.abs() >= MATE_BOUND || moves.len() == 1 {
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
    fn root(
        &mut self,
        root: &V,
        depth: u32,
        moves: &[Scored<V::Move>],
    ) -> (Vec<Scored<V::Move>>, bool) {
        let mut alpha = -INFINITY;
        let mut out: Vec<Scored<V::Move>> = Vec::with_capacity(moves.len());
        for (i, s) in moves.iter().enumerate() {
            let mut child = root.clone();
            let check = self.make(&mut child, s.mv);
            let score = if i == 0 {
                self.aspirated(&child, check, depth, s.score)
            } else if self.margin > 0 {
                // Is it within the margin of the best so far? A null window says; only a move
                // that is gets searched again for its exact score. One that is not can never
                // be chosen, since the best only rises.
                let floor = alpha - self.margin - 1;
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
            root.hash(),
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
    fn aspirated(&mut self, child: &V, check: bool, depth: u32, previous: i32) -> i32 {
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
    fn immediate_win(&mut self, root: &V, moves: &[Scored<V::Move>]) -> Option<V::Move> {
        let mover = root.side_to_move();
        moves.iter().map(|s| s.mv).find(|&mv| {
            let mut child = root.clone();
            self.make(&mut child, mv);
            self.nodes += 1;
            let won = child.outcome(&self.history).is_some_and(|o| o.winner == Some(mover));
            self.unmake();
            won
        })
    }

    /// The line the table remembers from `root`, as far as it stays legal.
    fn principal_variation(&self, root: &V) -> Vec<V::Move> {
        let mut pv = Vec::new();
        let mut pos = root.clone();
        while pv.len() < 32 {
            let Some(entry) = self.table.probe(pos.hash()) else { break };
            let Some(mv) = entry.best else { break };
            if !legal(&pos).contains(&mv) {
                break;
            }
            pos.play_unchecked(mv);
            pv.push(mv);
        }
        pv
    }

    /// Plays `mv` on `pos` and records it in the line's history; returns whether it gave
    /// check (the position's `in_check`, worked out once per node).
    fn make(&mut self, pos: &mut V, mv: V::Move) -> bool {
        let mover = pos.side_to_move();
        pos.play_unchecked(mv);
        let gave_check = pos.in_check();
        self.history.push(PlyInfo { mover, gave_check }, pos.hash());
        gave_check
    }

    fn unmake(&mut self) {
        self.history.pop();
    }

    /// Whether the search must stop now, never before the first root move is searched (so
    /// there is always a move with a score). The clock and the stop flag are read every 256
    /// nodes (about 10 ms in Chess 1999, the slowest game, so a time budget is kept to within
    /// that); the node budget is compared every 1,024 nodes, which is where node-bounded
    /// searches, and so the levels' moves, have always stopped.
    fn out_of_time(&mut self) -> bool {
        if self.aborted {
            return true;
        }
        if !self.started || !self.nodes.is_multiple_of(256) {
            return false;
        }
        let stopped = self.limits.stop.as_ref().is_some_and(|s| s.load(Ordering::Relaxed));
        let late = self.limits.deadline.is_some_and(|d| Instant::now() >= d);
        let spent = self.nodes.is_multiple_of(1_024) && self.nodes >= self.limits.nodes;
        self.aborted = stopped || late || spent;
        self.aborted
    }

    /// The score of an ended game for the side to move at `ply`: a draw is worth
    /// `-CONTEMPT` to the engine's side.
    fn ended(&self, outcome: &Outcome, pos: &V, ply: usize) -> i32 {
        let distance = i32::try_from(ply).unwrap_or(0);
        match outcome.winner {
            None if pos.side_to_move() == self.engine_side => -CONTEMPT,
            None => CONTEMPT,
            Some(w) if w == pos.side_to_move() => MATE - distance,
            Some(_) => -(MATE - distance),
        }
    }

    /// The score of `pos` (never the root: `ply` ≥ 1), whose side to move is `in_check`.
    fn negamax(
        &mut self,
        pos: &V,
        in_check: bool,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        if let Some(outcome) = pos.outcome(&self.history) {
            return self.ended(&outcome, pos, ply);
        }
        // Check extension: a line in check is searched one ply deeper.
        let depth = if in_check && ply < MAX_PLY / 2 { depth + 1 } else { depth };
        if depth == 0 || ply >= MAX_PLY - MAX_QUIESCENCE {
            return self.quiesce(pos, alpha, beta, ply, 0, None);
        }
        let key = pos.hash();
        let hash_move = match self.table.probe(key) {
            Some(e) => {
                let score = from_table(e.score, ply);
                if e.depth >= depth {
                    let cut = match e.bound {
                        Bound::Exact => true,
                        Bound::Lower => score >= beta,
                        Bound::Upper => score <= alpha,
                    };
                    if cut {
                        return score;
                    }
                }
                e.best
            }
            None => None,
        };
        let mut moves = legal(pos);
        self.order(pos, &mut moves, hash_move, ply);
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        for (i, &mv) in moves.iter().enumerate() {
            let capture = pos.capture_value(mv) > 0;
            let mut child = pos.clone();
            let check = self.make(&mut child, mv);
            let score = if i == 0 {
                -self.negamax(&child, check, depth - 1, -beta, -alpha, ply + 1)
            } else {
                // Late quiet moves are searched shallower first (reduced: the later and the
                // deeper, the more; less on the principal variation), all with a null
                // window; a move that beats alpha is searched again in full.
                let quiet = !capture && !in_check && !check;
                let reduction = if depth >= 2 && i >= 3 && quiet {
                    let r = reduction(depth, i);
                    let on_pv = beta - alpha > 1;
                    if on_pv { r.saturating_sub(1) } else { r }
                } else {
                    0
                };
                let first = (depth - 1).saturating_sub(reduction);
                let mut s = -self.negamax(&child, check, first, -alpha - 1, -alpha, ply + 1);
                if s > alpha && reduction > 0 && !self.aborted {
                    s = -self.negamax(&child, check, depth - 1, -alpha - 1, -alpha, ply + 1);
                }
                if s > alpha && s < beta && !self.aborted {
                    s = -self.negamax(&child, check, depth - 1, -beta, -alpha, ply + 1);
                }
                s
            };
            self.unmake();
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
            }
            if score > alpha {
                alpha = score;
            }
            if alpha >= beta {
                if !capture {
                    self.remember_quiet(pos, mv, depth, ply);
                }
                break;
            }
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > original_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, depth, to_table(best, ply), bound, best_move);
        best
    }

    /// Captures only, from a standing evaluation: a quiet position is judged as it stands.
    /// `last` is where the capture before this one landed, if any.
    fn quiesce(
        &mut self,
        pos: &V,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        depth: usize,
        last: Option<Cell>,
    ) -> i32 {
        self.nodes += 1;
        if self.out_of_time() {
            return 0;
        }
        if let Some(outcome) = pos.outcome(&self.history) {
            return self.ended(&outcome, pos, ply);
        }
        let stand = pos.evaluate();
        if stand >= beta || depth >= MAX_QUIESCENCE {
            return stand;
        }
        alpha = alpha.max(stand);
        // Only captures that could lift the score to alpha (delta pruning), and past the first
        // two plies only those that take more than they risk, or take back on the square of
        // the last capture: pieces that capture anywhere (American Chess's Missile) would
        // otherwise make every sequence of even trades worth following, all over the board.
        // Where even the first two plies explode, the game skips the captures that risk more
        // than they take and can be taken back.
        let mut captures: Vec<(i32, V::Move, bool)> = Vec::new();
        pos.for_each_capture(|m| {
            let victim = pos.capture_value(m);
            let attacker = pos.mover_value(m);
            let hopeful = stand + victim + DELTA > alpha;
            let worth_following =
                depth < 2 || victim > attacker || (last.is_some() && pos.move_cells(m).to == last);
            if hopeful && worth_following {
                captures.push((mvv_lva(victim, attacker), m, victim < attacker));
            }
        });
        captures.sort_by_key(|c| std::cmp::Reverse(c.0));
        for (_, mv, risky) in captures {
            let mut child = pos.clone();
            self.make(&mut child, mv);
            // A game that says so skips the captures that lose the capturer for less.
            let to = pos.move_cells(mv).to;
            if V::SKIP_LOSING_CAPTURES && risky && to.is_some_and(|cell| child.can_take_on(cell)) {
                self.unmake();
                continue;
            }
            let score = -self.quiesce(&child, -beta, -alpha, ply + 1, depth + 1, to);
            self.unmake();
            if self.aborted {
                return 0;
            }
            if score >= beta {
                return score;
            }
            alpha = alpha.max(score);
        }
        alpha
    }

    /// Hash move, then captures by victim and attacker, then killers, then quiet moves by
    /// history.
    fn order(&self, pos: &V, moves: &mut [V::Move], hash_move: Option<V::Move>, ply: usize) {
        let killers = self.killers[ply.min(MAX_PLY)];
        moves.sort_by_cached_key(|&m| {
            if Some(m) == hash_move {
                return i32::MIN;
            }
            let victim = pos.capture_value(m);
            if victim > 0 {
                return -(1_000_000 + mvv_lva(victim, pos.mover_value(m)));
            }
            if killers.contains(&Some(m)) {
                return -900_000;
            }
            let rules::LastMove { from, to } = pos.move_cells(m);
            -self.quiet_history[history_index(from, to)].min(800_000)
        });
    }

    /// A quiet move that cut off: a killer at this ply, and history for its cells.
    fn remember_quiet(&mut self, pos: &V, mv: V::Move, depth: u32, ply: usize) {
        let slot = &mut self.killers[ply.min(MAX_PLY)];
        if slot[0] != Some(mv) {
            slot[1] = slot[0];
            slot[0] = Some(mv);
        }
        let rules::LastMove { from, to } = pos.move_cells(mv);
        let entry = &mut self.quiet_history[history_index(from, to)];
        let bonus = i32::try_from(depth * depth).unwrap_or(i32::MAX);
        *entry = entry.saturating_add(bonus);
    }
}

/// Late-move reductions by remaining depth and move index: about ln(depth)·ln(index)/2, at
/// least one ply, as chess engines reduce; a game with a couple of hundred moves a position
/// (American Chess) reaches its later moves only this way. Worked out once, for every search.
static REDUCTIONS: LazyLock<[[u8; REDUCTION_TABLE]; REDUCTION_TABLE]> = LazyLock::new(|| {
    let mut table = [[0u8; REDUCTION_TABLE]; REDUCTION_TABLE];
    for (depth, row) in table.iter_mut().enumerate() {
        for (i, r) in row.iter_mut().enumerate().skip(1) {
            let plies = ((depth.max(1) as f64).ln() * ((i + 1) as f64).ln() / 2.0).floor();
            *r = plies.clamp(1.0, 8.0) as u8;
        }
    }
    table
});

/// Plies to reduce the `i`th move (from 0) at `depth`.
fn reduction(depth: u32, i: usize) -> u32 {
    let d = usize::try_from(depth).unwrap_or(usize::MAX).min(REDUCTION_TABLE - 1);
    u32::from(REDUCTIONS[d][i.min(REDUCTION_TABLE - 1)])
}

/// A score as the table keeps it: a win or loss counted from the node, not the root, so the
/// entry holds wherever the position recurs.
fn to_table(score: i32, ply: usize) -> i32 {
    win_moved(score, i32::try_from(ply).unwrap_or(0))
}

/// A table score as seen `ply` plies from the root.
fn from_table(score: i32, ply: usize) -> i32 {
    win_moved(score, -i32::try_from(ply).unwrap_or(0))
}

/// `score` with a win moved `plies` further off (a loss likewise), other scores as they are.
fn win_moved(score: i32, plies: i32) -> i32 {
    if score >= MATE_BOUND {
        score + plies
    } else if score <= -MATE_BOUND {
        score - plies
    } else {
        score
    }
}

/// The legal moves of `pos`.
fn legal<V: Variant>(pos: &V) -> Vec<V::Move> {
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    moves
}

/// Root moves before the first iteration: captures first, as inside the tree.
fn order_root<V: Evaluate>(pos: &V, moves: &mut [Scored<V::Move>]) {
    moves.sort_by_cached_key(|s| {
        let victim = pos.capture_value(s.mv);
        if victim > 0 { -mvv_lva(victim, pos.mover_value(s.mv)) } else { 0 }
    });
}

/// The order of captures: most valuable victim first, then least valuable attacker.
fn mvv_lva(victim: i32, attacker: i32) -> i32 {
    victim * 16 - attacker / 16
}
