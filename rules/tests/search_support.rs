//! What the rules crate adds for the engine's search, checked against slower answers worked out
//! another way, over random games of every game:
//! - the Zobrist hash kept move by move equals the one worked out from the position string's
//!   reading, and two positions share a hash exactly when they share a repetition key;
//! - `for_each_capture` lists exactly the legal moves whose target held an enemy piece, as the
//!   renderer's board view shows it;
//! - the end rules' shortcut for "has a legal move" agrees with the legal moves listed;
//! - a null move (the search's "pass") is the same position read afresh with the other side
//!   to move: its hash, its legal moves and its end all as if read from its position string;
//! - American Chess's Gauntlet at stake (the search's "check" there), on positions worked out
//!   by hand.

mod common;

use std::collections::HashMap;

use common::Rng;
use rules::{
    History, PlyInfo, Reason, Variant, abstract_chess::Abstract, amalgamated::Amalgamated,
    american::American, chess1999::Chess1999, xiangqi::Xiangqi,
};

/// Random games of `V` from its start, `games` of them up to `plies` plies each, calling
/// `check` on every position reached with the game's history up to it.
fn random_positions<V: Variant>(games: u64, plies: usize, mut check: impl FnMut(&V, &History)) {
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut pos = V::start();
        let mut history = History::new(pos.hash());
        check(&pos, &history);
        for _ in 0..plies {
            let mut moves = Vec::new();
            pos.legal_moves(&mut moves);
            if moves.is_empty() {
                break;
            }
            let mover = pos.side_to_move();
            let m = moves[rng.below(moves.len())];
            let moved = pos.move_cells(m);
            pos.play_unchecked(m);
            history.push(PlyInfo { mover, gave_check: pos.in_check(), moved }, pos.hash());
            check(&pos, &history);
        }
    }
}

fn hash_follows_the_position<V: Variant>(games: u64, plies: usize) -> usize {
    let mut by_key: HashMap<String, u64> = HashMap::new();
    let mut by_hash: HashMap<u64, String> = HashMap::new();
    random_positions::<V>(games, plies, |pos, _| {
        let text = pos.position_string();
        let read = V::from_position_string(&text).expect("a position string reads back");
        assert_eq!(pos.hash(), read.hash(), "hash kept move by move differs from scratch: {text}");
        let key = pos.repetition_key();
        let hash = pos.hash();
        assert_eq!(*by_key.entry(key.clone()).or_insert(hash), hash, "one key, two hashes: {key}");
        assert_eq!(*by_hash.entry(hash).or_insert(key.clone()), key, "one hash, two keys");
    });
    by_key.len()
}

fn captures_are_the_legal_moves_that_take<V: Variant>(games: u64, plies: usize) -> usize {
    let mut captures_seen = 0;
    random_positions::<V>(games, plies, |pos, history| {
        let view = pos.view();
        let mover = pos.side_to_move();
        let enemy_on = |cell| view.pieces.iter().any(|p| p.cell == cell && p.piece.side != mover);
        let mut legal = Vec::new();
        pos.legal_moves(&mut legal);
        let mut expected: Vec<String> = legal
            .iter()
            .filter(|&&m| {
                pos.move_cells(m).from.is_some() && pos.move_cells(m).to.is_some_and(enemy_on)
            })
            .map(|&m| pos.move_text(m))
            .collect();
        let outcome = pos.outcome(history);
        let for_want_of_moves = matches!(
            outcome.as_ref().map(|o| o.reason),
            Some(Reason::Checkmate | Reason::Stalemate)
        );
        assert!(!for_want_of_moves || legal.is_empty(), "{}", pos.position_string());
        assert!(!legal.is_empty() || outcome.is_some(), "{}", pos.position_string());
        let mut captures = Vec::new();
        pos.for_each_capture(|m| captures.push(pos.move_text(m)));
        expected.sort();
        captures.sort();
        assert_eq!(captures, expected, "captures of {}", pos.position_string());
        captures_seen += captures.len();
    });
    captures_seen
}

/// The positions whose null move was checked (American Chess has none: 0).
fn null_move_is_the_position_with_the_other_side_to_move<V: Variant>(
    games: u64,
    plies: usize,
) -> usize {
    let mut checked = 0;
    random_positions::<V>(games, plies, |pos, history| {
        // The search never passes in check (nor would the position be a legal one), nor once
        // the game is over.
        let live = !pos.in_check() && pos.outcome(history).is_none();
        let Some(null) = pos.null_move().filter(|_| live) else { return };
        let text = null.position_string();
        let read = V::from_position_string(&text).expect("a null move's position string reads");
        assert_eq!(null.side_to_move(), !pos.side_to_move(), "{text}");
        assert_eq!(null.hash(), read.hash(), "{text}");
        assert_eq!(null.count_legal_moves(), read.count_legal_moves(), "{text}");
        let fresh = |p: &V| p.outcome(&History::new(p.hash())).map(|o| o.reason);
        assert_eq!(fresh(&null), fresh(&read), "{text}");
        checked += 1;
    });
    checked
}

macro_rules! both_checks {
    ($($name:ident: $variant:ty, $games:expr, $plies:expr;)*) => {$(
        mod $name {
            use super::*;

            #[test]
            fn zobrist_hash_kept_move_by_move_matches_the_position() {
                let positions = hash_follows_the_position::<$variant>($games, $plies);
                assert!(positions > $games as usize * 20, "only {positions} positions");
            }

            #[test]
            fn a_null_move_is_the_position_read_with_the_other_side_to_move() {
                let checked =
                    null_move_is_the_position_with_the_other_side_to_move::<$variant>($games, $plies);
                let offers = <$variant>::start().null_move().is_some();
                assert!(!offers || checked > $games as usize * 20, "only {checked} positions");
            }

            #[test]
            fn capture_generation_lists_the_legal_captures() {
                let captures = captures_are_the_legal_moves_that_take::<$variant>($games, $plies);
                assert!(captures > 100, "only {captures} captures seen");
            }
        }
    )*};
}

both_checks! {
    xiangqi: Xiangqi, 40, 200;
    american: American, 20, 100;
    amalgamated: Amalgamated, 40, 200;
    abstract_chess: Abstract, 40, 200;
    chess1999: Chess1999, 10, 200;
}

/// American Chess's "check": the Gauntlet lost or won within a move.
#[test]
fn american_gauntlet_at_stake() {
    use rules::american::American;
    let at_stake =
        |position: &str| American::from_position_string(position).unwrap().gauntlet_at_stake();
    assert!(!at_stake(rules::american::START), "the start");
    // Red, whose move ends the turn, can take Blue's only General there (e8xe2).
    assert!(at_stake("11/4q6/11/11/11/11/11/4Q6/11 b 50"));
    // Blue's only General there can be taken.
    assert!(at_stake("11/4q6/11/11/11/11/11/4Q6/11 w 50"));
    // Neither General can reach the other.
    assert!(!at_stake("11/6q4/11/11/11/11/11/4Q6/11 w 10"));
    assert!(!at_stake("11/6q4/11/11/11/11/11/4Q6/11 b 10"));
    // Blue holds none: Red wins with its move unless it leaves.
    assert!(at_stake("11/6q4/11/11/11/11/11/Q10/11 b 10"));
    // Blue holds none: Blue must come in.
    assert!(at_stake("11/6q4/11/11/11/11/11/Q10/11 w 10"));
    // Two there: one taken leaves the other.
    assert!(!at_stake("11/4q6/11/11/11/11/11/4QQ5/11 w 50"));
}
