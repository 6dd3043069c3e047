//! A second, deliberately simple Chess 1999 move generator, written straight from
//! `shared/rules/chess-1999.md` with plain loops over a grid of characters and no code shared
//! with the engine (not even the command posts, which it takes from the spec's §1), compared
//! with the engine by perft on hundreds of positions reached by random play, many with pieces
//! in hand. No independent engine plays this game, so two independent readings of the spec
//! agreeing is the check.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

mod common;

use common::Rng;
use rules::{Game, GameId, Variant, chess1999::Chess1999, perft_game};

/// A piece: uppercase letter, Red or not, `+`, `~`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct P {
    letter: char,
    red: bool,
    plus: bool,
    tilde: bool,
}

#[derive(Clone, Debug)]
struct Pos {
    /// `grid[y][x]`, y = rank - 1.
    grid: [[Option<P>; 13]; 13],
    /// Hand letters per side (0 Blue, 1 Red).
    hands: [Vec<char>; 2],
    red_to_move: bool,
}

/// A move: from (or none for a drop), to, the promotion letter or the dropped letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Mv {
    from: Option<(i32, i32)>,
    to: (i32, i32),
    letter: Option<char>,
}

fn parse(text: &str) -> Pos {
    let (placement, rest) = text.split_once('[').unwrap();
    let (hand, rest) = rest.split_once(']').unwrap();
    let mut grid = [[None; 13]; 13];
    for (row, rank) in placement.split('/').enumerate() {
        let y = 12 - row;
        let mut x = 0;
        let chars: Vec<char> = rank.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if chars[i].is_ascii_digit() {
                let mut n = chars[i].to_digit(10).unwrap() as usize;
                if i + 1 < chars.len() && chars[i + 1].is_ascii_digit() {
                    n = n * 10 + chars[i + 1].to_digit(10).unwrap() as usize;
                    i += 1;
                }
                x += n;
                i += 1;
                continue;
            }
            let plus = chars[i] == '+';
            if plus {
                i += 1;
            }
            let c = chars[i];
            let tilde = i + 1 < chars.len() && chars[i + 1] == '~';
            if tilde {
                i += 1;
            }
            grid[y][x] = Some(P {
                letter: c.to_ascii_uppercase(),
                red: c.is_ascii_lowercase(),
                plus,
                tilde,
            });
            x += 1;
            i += 1;
        }
    }
    let mut hands = [Vec::new(), Vec::new()];
    for c in hand.chars() {
        hands[usize::from(c.is_ascii_lowercase())].push(c.to_ascii_uppercase());
    }
    let red_to_move = rest.split_whitespace().next() == Some("b");
    Pos { grid, hands, red_to_move }
}

fn on(x: i32, y: i32) -> bool {
    (0..13).contains(&x) && (0..13).contains(&y)
}

/// The command post a point is in: 0 Blue (f1–h3), 1 Red (f11–h13).
fn post(x: i32, y: i32) -> Option<usize> {
    if !(5..=7).contains(&x) {
        return None;
    }
    if (0..=2).contains(&y) {
        Some(0)
    } else if (10..=12).contains(&y) {
        Some(1)
    } else {
        None
    }
}

fn centre(post: usize) -> (i32, i32) {
    if post == 0 { (6, 1) } else { (6, 11) }
}

/// A one-point diagonal step along a command-post line: a corner and the centre of one post.
fn post_step(a: (i32, i32), b: (i32, i32)) -> bool {
    let (dx, dy) = ((b.0 - a.0).abs(), (b.1 - a.1).abs());
    if dx != 1 || dy != 1 {
        return false;
    }
    match (post(a.0, a.1), post(b.0, b.1)) {
        (Some(p), Some(q)) if p == q => a == centre(p) || b == centre(p),
        _ => false,
    }
}

impl Pos {
    fn get(&self, x: i32, y: i32) -> Option<P> {
        if on(x, y) { self.grid[y as usize][x as usize] } else { None }
    }

    /// Points the piece on (x, y) can move to or capture on, by its rule alone.
    fn targets(&self, x: i32, y: i32) -> Vec<(i32, i32)> {
        let p = self.get(x, y).unwrap();
        let own = |t: (i32, i32)| self.get(t.0, t.1).is_some_and(|q| q.red == p.red);
        let empty = |t: (i32, i32)| on(t.0, t.1) && self.get(t.0, t.1).is_none();
        let mut out = Vec::new();
        let mine = usize::from(p.red);
        let fwd = if p.red { -1 } else { 1 };
        let all8 = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)];
        let orth = [(1, 0), (-1, 0), (0, 1), (0, -1)];
        let diag = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
        // Straight along a post diagonal: one step, or two through an empty middle.
        let post_runs = |out: &mut Vec<(i32, i32)>| {
            for (dx, dy) in diag {
                let a = (x + dx, y + dy);
                if post_step((x, y), a) {
                    out.push(a);
                    let b = (x + 2 * dx, y + 2 * dy);
                    if empty(a) && post_step(a, b) {
                        out.push(b);
                    }
                }
            }
        };
        match p.letter {
            'K' | 'G' => {
                for (dx, dy) in all8 {
                    let t = (x + dx, y + dy);
                    if post(t.0, t.1) == Some(mine) && (dx == 0 || dy == 0 || post_step((x, y), t))
                    {
                        out.push(t);
                    }
                }
            }
            'I' => {
                out.extend([(x, y + fwd), (x + 1, y), (x - 1, y)]);
                for dx in [1, -1] {
                    if post_step((x, y), (x + dx, y + fwd)) {
                        out.push((x + dx, y + fwd));
                    }
                }
            }
            'A' => {
                for (dx, dy) in orth {
                    out.push((x + dx, y + dy));
                    if empty((x + dx, y + dy)) {
                        out.push((x + 2 * dx, y + 2 * dy));
                    }
                }
                post_runs(&mut out);
            }
            'J' => {
                for (dx, dy) in orth {
                    for d in 1..13 {
                        out.push((x + d * dx, y + d * dy));
                        if !empty((x + d * dx, y + d * dy)) {
                            break;
                        }
                    }
                }
                post_runs(&mut out);
            }
            'B' | 'H' => {
                for (dx, dy) in all8 {
                    for d in 1..13 {
                        let between_clear = (1..d).all(|k| empty((x + k * dx, y + k * dy)));
                        let long_enough = if p.letter == 'B' { d >= 4 } else { d <= 4 };
                        if between_clear && long_enough {
                            out.push((x + d * dx, y + d * dy));
                        }
                    }
                }
            }
            'T' => {
                for (dx, dy) in
                    [(1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1)]
                {
                    // The orthogonal neighbour along the long axis, and the diagonal neighbour
                    // towards the destination.
                    let ortho = if dx == 2 || dx == -2 { (x + dx / 2, y) } else { (x, y + dy / 2) };
                    let diagonal = (x + i32::signum(dx), y + i32::signum(dy));
                    if empty(ortho) || empty(diagonal) {
                        out.push((x + dx, y + dy));
                    }
                }
            }
            'M' => {
                for (sx, sy) in diag {
                    for (ex, ey) in [(1, 0), (2, 0), (0, 1), (0, 2)] {
                        let dest = (x + 3 * sx + ex * sx, y + 3 * sy + ey * sy);
                        let mut path: Vec<(i32, i32)> =
                            (1..=3).map(|k| (x + k * sx, y + k * sy)).collect();
                        if ex == 2 {
                            path.push((x + 4 * sx, y + 3 * sy));
                        }
                        if ey == 2 {
                            path.push((x + 3 * sx, y + 4 * sy));
                        }
                        let occupied = path.iter().filter(|t| on(t.0, t.1) && !empty(**t)).count();
                        if on(dest.0, dest.1) && occupied <= 1 {
                            out.push(dest);
                        }
                    }
                }
            }
            'W' => {
                for (dx, dy) in orth {
                    let mut d = 1;
                    while on(x + d * dx, y + d * dy) && empty((x + d * dx, y + d * dy)) {
                        d += 1;
                    }
                    let Some(screen) = self.get(x + d * dx, y + d * dy) else { continue };
                    if screen.letter == 'W' {
                        continue;
                    }
                    d += 1;
                    while on(x + d * dx, y + d * dy) {
                        match self.get(x + d * dx, y + d * dy) {
                            None => out.push((x + d * dx, y + d * dy)),
                            Some(q) => {
                                if q.red != p.red && q.letter != 'W' {
                                    out.push((x + d * dx, y + d * dy));
                                }
                                break;
                            }
                        }
                        d += 1;
                    }
                }
                // Corner to opposite corner of a post, over a screen on its centre.
                if let Some(k) = post(x, y) {
                    let c = centre(k);
                    let far = (2 * c.0 - x, 2 * c.1 - y);
                    let corner = (x - c.0).abs() == 1 && (y - c.1).abs() == 1;
                    if corner
                        && self.get(c.0, c.1).is_some_and(|s| s.letter != 'W')
                        && self.get(far.0, far.1).is_none_or(|q| q.red != p.red && q.letter != 'W')
                    {
                        out.push(far);
                    }
                }
            }
            other => panic!("unknown piece {other}"),
        }
        out.into_iter().filter(|t| on(t.0, t.1) && !own(*t)).collect()
    }

    fn attacked_general(&self, red: bool) -> bool {
        let mut king = None;
        for y in 0..13 {
            for x in 0..13 {
                if self.get(x, y) == Some(P { letter: 'K', red, plus: false, tilde: false }) {
                    king = Some((x, y));
                }
            }
        }
        let Some(k) = king else { return false };
        for y in 0..13 {
            for x in 0..13 {
                if self.get(x, y).is_some_and(|p| p.red != red) && self.targets(x, y).contains(&k) {
                    return true;
                }
            }
        }
        false
    }

    fn pseudo(&self) -> Vec<Mv> {
        let red = self.red_to_move;
        let last = if red { 0 } else { 12 };
        let mut out = Vec::new();
        for y in 0..13 {
            for x in 0..13 {
                let Some(p) = self.get(x, y) else { continue };
                if p.red != red {
                    continue;
                }
                for t in self.targets(x, y) {
                    out.push(Mv { from: Some((x, y)), to: t, letter: None });
                    if p.letter == 'A' && !p.plus && t.1 == last {
                        for l in ['H', 'T', 'M'] {
                            out.push(Mv { from: Some((x, y)), to: t, letter: Some(l) });
                        }
                    }
                }
            }
        }
        let mut kinds = self.hands[usize::from(red)].clone();
        kinds.sort_unstable();
        kinds.dedup();
        for l in kinds {
            for y in 0..13 {
                for x in 0..13 {
                    if self.get(x, y).is_some() {
                        continue;
                    }
                    let ok = match l {
                        'I' | 'A' => y != last,
                        'G' => post(x, y) == Some(usize::from(red)),
                        _ => true,
                    };
                    if ok {
                        out.push(Mv { from: None, to: (x, y), letter: Some(l) });
                    }
                }
            }
        }
        out
    }

    fn play(&self, m: Mv) -> Pos {
        let mut next = self.clone();
        let red = self.red_to_move;
        let (tx, ty) = m.to;
        match m.from {
            None => {
                let l = m.letter.unwrap();
                let hand = &mut next.hands[usize::from(red)];
                let i = hand.iter().position(|c| *c == l).unwrap();
                hand.remove(i);
                next.grid[ty as usize][tx as usize] =
                    Some(P { letter: l, red, plus: false, tilde: true });
            }
            Some((fx, fy)) => {
                let mut p = self.get(fx, fy).unwrap();
                if let Some(q) = self.get(tx, ty)
                    && matches!(p.letter, 'I' | 'A' | 'G' | 'K')
                    && !q.tilde
                {
                    next.hands[usize::from(red)].push(q.letter);
                }
                let last = if red { 0 } else { 12 };
                if p.letter == 'I' && ty == last {
                    p = P { letter: 'A', plus: true, ..p };
                } else if let Some(l) = m.letter {
                    p = P { letter: l, ..p };
                }
                next.grid[fy as usize][fx as usize] = None;
                next.grid[ty as usize][tx as usize] = Some(p);
            }
        }
        next.red_to_move = !red;
        next
    }

    fn legal(&self) -> Vec<Pos> {
        self.pseudo()
            .into_iter()
            .map(|m| self.play(m))
            .filter(|after| !after.attacked_general(self.red_to_move))
            .collect()
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let next = self.legal();
        if depth == 1 {
            return next.len() as u64;
        }
        next.iter().map(|p| p.perft(depth - 1)).sum()
    }
}

/// Positions reached by random play from the start (over when a game ends), one every few plies.
fn random_positions(n: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut rng = Rng::new(1999);
    while out.len() < n {
        let mut game = Game::new(GameId::Chess1999);
        let plies = 20 + rng.below(160);
        while game.outcome().is_none() && game.moves().len() < plies {
            // Captures often, drops seldom: hands fill up (captures by Infantry, APCs, Guards
            // and the General) and are not emptied at once.
            let here = Chess1999::from_position_string(&game.position_string()).unwrap();
            let moves: Vec<String> = game.legal_moves().into_iter().map(|m| m.text).collect();
            let captures: Vec<&String> = moves
                .iter()
                .filter(|m| !m.contains('@'))
                .filter(|m| {
                    let to = &m[m[1..].find(|c: char| c.is_ascii_lowercase()).unwrap() + 1..];
                    let to = to.split('=').next().unwrap();
                    here.piece_at(to.parse().unwrap()).is_some()
                })
                .collect();
            let quiet: Vec<&String> = moves.iter().filter(|m| !m.contains('@')).collect();
            let m = if !captures.is_empty() && rng.below(2) == 0 {
                captures[rng.below(captures.len())]
            } else if !quiet.is_empty() && rng.below(6) != 0 {
                quiet[rng.below(quiet.len())]
            } else {
                &moves[rng.below(moves.len())]
            };
            game.play(m).unwrap();
            if game.moves().len().is_multiple_of(7) && game.outcome().is_none() {
                out.push(game.position_string().to_string());
            }
        }
    }
    out.truncate(n);
    out
}

#[test]
fn the_start_position_agrees_to_depth_three() {
    let start = rules::chess1999::START;
    for depth in 1..=3 {
        let engine = perft_game(GameId::Chess1999, Some(start), depth, false).unwrap().0;
        assert_eq!(parse(start).perft(depth), engine, "depth {depth}");
    }
}

#[test]
fn the_two_generators_agree_on_hundreds_of_random_positions() {
    let positions = random_positions(240);
    let with_hands = positions.iter().filter(|p| !p.contains("[]")).count();
    assert!(with_hands >= 60, "only {with_hands} positions with pieces in hand");
    // Depth 2 everywhere, and depth 3 on every fourth position without pieces in hand (with
    // hundreds of drops a side, depth 3 takes the simple generator too long); two threads.
    let disagreements: Vec<String> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|t| {
                let positions = &positions;
                scope.spawn(move || {
                    let mut found = Vec::new();
                    for (i, p) in positions.iter().enumerate().skip(t).step_by(2) {
                        let depth = if i.is_multiple_of(4) && p.contains("[]") { 3 } else { 2 };
                        let engine =
                            perft_game(GameId::Chess1999, Some(p), depth, false).unwrap().0;
                        let naive = parse(p).perft(depth);
                        if engine != naive {
                            found
                                .push(format!("{p} depth {depth}: engine {engine}, naive {naive}"));
                        }
                    }
                    found
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    });
    let deep = positions
        .iter()
        .enumerate()
        .filter(|(i, p)| i.is_multiple_of(4) && p.contains("[]"))
        .count();
    eprintln!(
        "{} positions, {with_hands} with pieces in hand, {deep} also at depth 3",
        positions.len()
    );
    assert!(disagreements.is_empty(), "{}", disagreements.join("\n"));
}
