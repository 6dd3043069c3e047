//! Whether a set of players can be paired at all: Edmonds' blossom algorithm for a maximum
//! matching in a general graph (players who may meet are joined by an edge).
//!
//! The Dutch system's completion criterion (C.4) asks, for every choice of downfloaters,
//! whether the players still to pair can all be paired (one left over for the bye when their
//! number is odd, and only a player who may have the bye). Brackets are small, so a plain
//! O(V³) matching per question is quick enough.

/// The size of a maximum matching of the graph on `n` vertices whose edges `joined` gives.
pub fn max_pairs(n: usize, joined: impl Fn(usize, usize) -> bool) -> usize {
    let adj = adjacency(n, joined);
    Blossom::new(&adj).run()
}

/// Whether all `n` players can be paired, or all but one who `may_sit_out` when `n` is odd.
pub fn pairable(
    n: usize,
    joined: impl Fn(usize, usize) -> bool,
    may_sit_out: impl Fn(usize) -> bool,
) -> bool {
    if n.is_multiple_of(2) {
        return max_pairs(n, joined) * 2 == n;
    }
    // A stand-in for the bye, joined to everyone who may have it.
    let bye = n;
    let pairs = max_pairs(n + 1, |a, b| {
        if a == bye {
            may_sit_out(b)
        } else if b == bye {
            may_sit_out(a)
        } else {
            joined(a, b)
        }
    });
    pairs * 2 == n + 1
}

fn adjacency(n: usize, joined: impl Fn(usize, usize) -> bool) -> Vec<Vec<usize>> {
    let mut adj = vec![Vec::new(); n];
    for a in 0..n {
        for b in a + 1..n {
            if joined(a, b) {
                adj[a].push(b);
                adj[b].push(a);
            }
        }
    }
    adj
}

const NONE: usize = usize::MAX;

/// Edmonds' algorithm: grow alternating trees from each free vertex, shrinking odd cycles
/// (blossoms) into their base, until an augmenting path is found or none exists.
struct Blossom<'a> {
    adj: &'a [Vec<usize>],
    mate: Vec<usize>,
    parent: Vec<usize>,
    base: Vec<usize>,
    used: Vec<bool>,
    in_blossom: Vec<bool>,
    queue: std::collections::VecDeque<usize>,
}

impl<'a> Blossom<'a> {
    fn new(adj: &'a [Vec<usize>]) -> Self {
        let n = adj.len();
        Blossom {
            adj,
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            in_blossom: vec![false; n],
            queue: std::collections::VecDeque::new(),
        }
    }

    fn run(mut self) -> usize {
        let n = self.adj.len();
        let mut pairs = 0;
        for root in 0..n {
            if self.mate[root] != NONE {
                continue;
            }
            let mut v = self.augmenting_path(root);
            if v != NONE {
                pairs += 1;
            }
            while v != NONE {
                let pv = self.parent[v];
                let next = self.mate[pv];
                self.mate[v] = pv;
                self.mate[pv] = v;
                v = next;
            }
        }
        pairs
    }

    fn lowest_common_base(&self, mut a: usize, mut b: usize) -> usize {
        let mut seen = vec![false; self.adj.len()];
        loop {
            a = self.base[a];
            seen[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if seen[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[self.mate[v]]] = true;
            self.parent[v] = child;
            child = self.mate[v];
            v = self.parent[self.mate[v]];
        }
    }

    fn augmenting_path(&mut self, root: usize) -> usize {
        let n = self.adj.len();
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for i in 0..self.adj[v].len() {
                let to = self.adj[v][i];
                if self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    let base = self.lowest_common_base(v, to);
                    self.in_blossom.iter_mut().for_each(|b| *b = false);
                    self.mark_path(v, base, to);
                    self.mark_path(to, base, v);
                    for u in 0..n {
                        if self.in_blossom[self.base[u]] {
                            self.base[u] = base;
                            if !self.used[u] {
                                self.used[u] = true;
                                self.queue.push_back(u);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return to;
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push_back(next);
                }
            }
        }
        NONE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every matching size checked against trying every subset of edges, on small graphs
    /// whose edges come from a fixed pseudo-random sequence (odd cycles included).
    #[test]
    fn agrees_with_brute_force() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for trial in 0..300 {
            let n = 2 + trial % 8;
            let density = next() % 100;
            let mut edges = vec![vec![false; n]; n];
            #[allow(clippy::needless_range_loop)]
            for a in 0..n {
                for b in a + 1..n {
                    let e = next() % 100 < density;
                    edges[a][b] = e;
                    edges[b][a] = e;
                }
            }
            let fast = max_pairs(n, |a, b| edges[a][b]);
            assert_eq!(fast, brute(&edges, 0, &mut vec![false; n]), "trial {trial}");
        }
    }

    fn brute(edges: &[Vec<bool>], from: usize, taken: &mut Vec<bool>) -> usize {
        let n = edges.len();
        let Some(a) = (from..n).find(|&a| !taken[a]) else { return 0 };
        taken[a] = true;
        let mut best = brute(edges, a + 1, taken);
        for b in a + 1..n {
            if !taken[b] && edges[a][b] {
                taken[b] = true;
                best = best.max(1 + brute(edges, a + 1, taken));
                taken[b] = false;
            }
        }
        taken[a] = false;
        best
    }

    #[test]
    fn the_bye_goes_only_to_who_may_have_it() {
        // A triangle: any two can meet; one sits out.
        assert!(pairable(3, |_, _| true, |v| v == 2));
        assert!(!pairable(3, |_, _| true, |_| false));
        // A path 0–1–2: only 0 or 2 can sit out.
        let path = |a: usize, b: usize| a.abs_diff(b) == 1;
        assert!(pairable(3, path, |v| v == 0));
        assert!(!pairable(3, path, |v| v == 1));
        // Four players, two of whom have met everyone else.
        assert!(!pairable(4, |a, b| a.min(b) == 0 && b.max(a) == 1, |_| true));
    }
}
