//! The order in which Article 4 generates candidates: subsets in lexicographic order, and
//! the exchanges between S1 and S2.

/// Calls `f` with each `k`-element subset of 0 .. n in lexicographic order, until it says
/// stop (returns false).
pub(super) fn for_each_combination(n: usize, k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
    fn walk(
        n: usize,
        k: usize,
        from: usize,
        current: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if current.len() == k {
            return f(current);
        }
        for i in from..n {
            if n - i < k - current.len() {
                break;
            }
            current.push(i);
            let go_on = walk(n, k, i + 1, current, f);
            current.pop();
            if !go_on {
                return false;
            }
        }
        true
    }
    walk(n, k, 0, &mut Vec::with_capacity(k), f);
}

/// The `k`-element subsets of 0 .. n, in lexicographic order.
pub(super) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current = Vec::with_capacity(k);
    fn walk(n: usize, k: usize, from: usize, current: &mut Vec<usize>, all: &mut Vec<Vec<usize>>) {
        if current.len() == k {
            all.push(current.clone());
            return;
        }
        for i in from..n {
            if n - i < k - current.len() {
                break;
            }
            current.push(i);
            walk(n, k, i + 1, current, all);
            current.pop();
        }
    }
    walk(n, k, 0, &mut current, &mut all);
    all
}

/// The exchanges of `k` players between S1 (BSNs 1 ..= n1) and S2 (n1 + 1 …) in the order
/// of Article 4.3: smallest difference of the sums moved, then the highest differing BSN
/// moved out of S1, then the lowest differing BSN moved out of S2. As (indices in S1,
/// indices in S2).
pub(super) fn exchanges(n1: usize, n2: usize, k: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    let mut all = Vec::new();
    for out in combinations(n1, k) {
        for into in combinations(n2, k) {
            all.push((out.clone(), into));
        }
    }
    let bsn_sum = |v: &[usize], base: usize| v.iter().map(|&i| i + base + 1).sum::<usize>();
    all.sort_by(|(o1, i1), (o2, i2)| {
        let d1 = bsn_sum(i1, n1) - bsn_sum(o1, 0);
        let d2 = bsn_sum(i2, n1) - bsn_sum(o2, 0);
        let desc = |v: &[usize]| {
            let mut v = v.to_vec();
            v.sort_unstable_by(|a, b| b.cmp(a));
            v
        };
        d1.cmp(&d2).then_with(|| desc(o2).cmp(&desc(o1))).then_with(|| i1.cmp(i2))
    });
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Article 4.3's examples, for eleven players (S1 = 1–5, S2 = 6–11).
    #[test]
    fn exchanges_follow_article_4_3() {
        let written = |k: usize| -> Vec<String> {
            exchanges(5, 6, k)
                .into_iter()
                .map(|(o, i)| {
                    let o: Vec<String> = o.iter().map(|x| (x + 1).to_string()).collect();
                    let i: Vec<String> = i.iter().map(|x| (x + 6).to_string()).collect();
                    format!("{}<>{}", o.join("+"), i.join("+"))
                })
                .collect()
        };
        let one = written(1);
        let at = |s: &str| one.iter().position(|x| x == s).expect(s);
        // 6↔4 (difference 2) before 8↔5 (3); moving 5 out of S1 before moving 4.
        assert!(at("4<>6") < at("5<>8"));
        // 5↔7 and 4↔6 both differ by 2: moving 5 out of S1 comes first.
        assert_eq!(&one[..3], ["5<>6", "5<>7", "4<>6"]);
        let two = written(2);
        let at = |s: &str| two.iter().position(|x| x == s).expect(s);
        // 8+6 for 4+3 (difference 7) before 9+8 for 5+4 (8); 5-2 out before 4-3.
        assert!(at("3+4<>6+8") < at("4+5<>8+9"));
        assert!(at("2+5<>6+7") < at("3+4<>6+7"));
        // Moving 6-9 in before 7-8.
        assert!(at("4+5<>6+9") < at("4+5<>7+8"));
        assert_eq!(two[0], "4+5<>6+7");
    }

    #[test]
    fn combinations_come_in_lexicographic_order() {
        assert_eq!(combinations(4, 2), [[0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3]]);
        assert_eq!(combinations(3, 0), [Vec::<usize>::new()]);
    }
}
