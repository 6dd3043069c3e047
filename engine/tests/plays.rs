//! The engine against the rules crate: a legal move in every game at every level, the same
//! move for the same seed and node limit, a win taken whenever one move wins, a win in two
//! moves found in every game, material not given away even at level 1, and whole games played
//! to their end.
#![allow(clippy::unwrap_used)]

use engine::{
    Evaluate, Level, Request, Score,
    selfplay::{Pairing, Playout, opening, play},
    think,
};
use rules::{Game, GameId};

/// A node limit small enough for a debug-profile test, the same on every machine.
const NODES: u64 = 4_000;

fn request(level: u8, seed: u64) -> Request {
    Request { nodes: Some(NODES), ..Request::new(Level::new(level).unwrap(), seed) }
}

#[test]
fn every_level_plays_a_legal_move_in_every_game() {
    for id in GameId::ALL {
        let game = Game::new(id);
        for level in 1..=8 {
            let thought = think(&game, &request(level, 1)).unwrap();
            assert!(game.parse_move(&thought.text).is_ok(), "{id} level {level}: {thought:?}");
            assert!(thought.nodes > 0 && thought.depth >= 1, "{id} level {level}: {thought:?}");
        }
    }
}

#[test]
fn the_same_seed_and_node_limit_give_the_same_move() {
    for id in GameId::ALL {
        let game = opening(id, 6, 3).unwrap();
        for seed in 0..3 {
            let a = think(&game, &request(2, seed)).unwrap();
            let b = think(&game, &request(2, seed)).unwrap();
            assert_eq!(a, b, "{id}, seed {seed}");
        }
    }
}

/// Whether playing `text` in `game` ends it with a win for the side that plays it.
fn wins_with(game: &Game, text: &str) -> bool {
    let mover = game.side_to_move();
    let mut after = game.clone();
    after.play(text).is_ok_and(|p| p.outcome.is_some_and(|o| o.winner == Some(mover)))
}

/// Positions from random playouts in which some move wins at once, as the rules crate says.
fn winning_chances(id: GameId, wanted: usize) -> Vec<(Game, Vec<String>)> {
    let mut found = Vec::new();
    for seed in 1..400u64 {
        let mut random = Playout::new(seed);
        let mut game = Game::new(id);
        while game.outcome().is_none() && game.moves().len() < 300 {
            let moves = game.legal_moves();
            let wins: Vec<String> = moves
                .iter()
                .filter(|m| wins_with(&game, &m.text))
                .map(|m| m.text.clone())
                .collect();
            if !wins.is_empty() {
                found.push((game.clone(), wins));
                break;
            }
            game.play(&moves[random.below(moves.len())].text).unwrap();
        }
        if found.len() == wanted {
            break;
        }
    }
    found
}

#[test]
fn a_move_that_wins_at_once_is_played_at_every_level() {
    for id in GameId::ALL {
        let chances = winning_chances(id, 3);
        assert!(!chances.is_empty(), "{id}: no position with a winning move found");
        for (game, wins) in &chances {
            for level in [1, 3] {
                let thought = think(game, &request(level, 11)).unwrap();
                assert!(
                    wins.contains(&thought.text),
                    "{id} level {level} played {} instead of one of {wins:?} in {}",
                    thought.text,
                    game.position_string()
                );
                assert_eq!(thought.score, Score::Mate(1), "{id}: {thought:?}");
            }
        }
    }
}

/// Positions in which the side to move wins with its second move whatever the opponent
/// replies, but not with its first: two per game, found by brute force over the rules in
/// seeded random playouts, and checked again below by the rules alone.
const WINS_IN_TWO: [(GameId, &str); 10] = [
    (GameId::Xiangqi, "3ak1b1r/1C2a4/b7n/p1p1n3p/3c2p1P/9/P1P3P2/B3p3B/3KAR3/6R2 b - - 11 38"),
    (GameId::Xiangqi, "3k5/9/3P1a1Rb/3NP1p2/6b2/9/9/9/9/1prAKAB2 w - - 2 108"),
    (GameId::American, "rn3q3nr/2q8/bC2ppb4/1p4p3p/1P4mpp1P/1CPc2m2P1/1Q1PQ2P3/6Q4/RNB4qR2 b 32"),
    (GameId::American, "1nb3q1r2/r2c3bpn1/1C5p2m/p2cp5p/6Cp3/PPP4qPN1/M1R2P5/1B9/1N1CQ1Q1q2 b 49"),
    (GameId::Amalgamated, "r2q3r/+Bppp1kp1/n3p1p1/7n/1P6/2P1+bP2/P2PP1PR/RN3KN1 b 4 19"),
    (GameId::Amalgamated, "r1bq1k2/1ppppp1p/p1+Nb2r1/3n2p1/8/P2P1B2/1PP1PPPP/RNBQKR2 w 3 12"),
    (GameId::Abstract, "1b1k1r2/2q1nT2/5Q1p/1p6/8/1n3RNb/P2t2R1/4KN1R b 8 33"),
    (GameId::Abstract, "2r1kr2/3p3p/3B2r1/tB6/8/4P3/Pb1T1R1N/1B2KP2 w 18 36"),
    (
        GameId::Chess1999,
        "2m2k4m2/B2J9/5g7/4a8/4i5H2/10J~2/10B2/1tI3I2IA2/3bI6m~1/1H11/3J9/5G1G5/5K2T2h1[] b 5 135",
    ),
    (
        GameId::Chess1999,
        "13/13/7k2B2/2M1i1J6/8iW1w1/8b1i2/1M7W3/4T1I2A3/1A2Ih4j2/9BI2/10m2/2t3K6/6GG5[] b 16 98",
    ),
];

/// Whether the side to move in `game` has a move that wins at once.
fn wins_at_once(game: &Game) -> bool {
    game.legal_moves().iter().any(|m| wins_with(game, &m.text))
}

/// Whether `first` leaves the opponent only replies after which the mover wins at once.
fn forces_a_win_next_move(game: &Game, first: &str) -> bool {
    let mover = game.side_to_move();
    let mut after = game.clone();
    if !after.play(first).is_ok_and(|p| p.outcome.is_none()) {
        return false;
    }
    let replies = after.legal_moves();
    !replies.is_empty()
        && replies.iter().all(|r| {
            let mut then = after.clone();
            then.play(&r.text).is_ok_and(|p| p.outcome.is_none())
                && then.side_to_move() == mover
                && wins_at_once(&then)
        })
}

#[test]
fn a_win_in_two_moves_is_found_in_every_game() {
    for id in GameId::ALL {
        assert!(WINS_IN_TWO.iter().any(|&(g, _)| g == id), "{id}: no position");
    }
    for (id, position) in WINS_IN_TWO {
        let game = Game::from_position(id, position).unwrap();
        assert!(!wins_at_once(&game), "{id}: a win in one in {position}");
        // Three plies: the move, every reply, the winning move.
        let request = Request { depth: Some(3), ..Request::new(Level::MAX, 5) };
        let thought = think(&game, &request).unwrap();
        assert!(
            forces_a_win_next_move(&game, &thought.text),
            "{id}: {} does not force a win in {position}",
            thought.text
        );
        assert_eq!(thought.score, Score::Mate(2), "{id}: {thought:?}");
    }
}

/// A draw is worth a little less than nothing to the engine (contempt), so that it plays on
/// from a level position instead of repeating moves. Where every line draws (Abstract Chess,
/// the spec's X9: no capture is possible, and the clock reaches 100 after the engine's move,
/// or after its opponent's reply), that is its score, for either side.
/// Xiangqi's loop rule inside the tree: a Horse chasing a Tank back and forth. The chase's
/// next move lets the Tank's side complete a threefold repetition in which the Horse's side
/// chased with every move, which loses it; the search sees that (the rules crate judges
/// every node) and plays something else.
#[test]
fn the_search_does_not_chase_into_a_lost_repetition() {
    let mut game =
        Game::from_position(GameId::Xiangqi, "3k5/9/9/2r6/9/9/9/4N4/9/4K4 w - - 0 1").unwrap();
    for m in ["e3d5", "c7c4", "d5e3", "c4c7", "e3d5", "c7c4"] {
        game.play(m).unwrap();
    }
    let chase_on =
        Request { depth: Some(4), only: vec!["d5e3".into()], ..Request::new(Level::MAX, 1) };
    let thought = think(&game, &chase_on).unwrap();
    assert_eq!(thought.score, Score::Mate(-1), "{thought:?}");
    let free = Request { depth: Some(4), ..Request::new(Level::MAX, 1) };
    let thought = think(&game, &free).unwrap();
    assert_ne!(thought.text, "d5e3");
    assert!(!matches!(thought.score, Score::Mate(n) if n < 0), "{thought:?}");
}

#[test]
fn a_draw_it_cannot_avoid_scores_a_little_below_nothing() {
    for placement in ["4k3/8/8/8/8/8/4P3/4K3 w", "4k3/4p3/8/8/8/8/8/4K3 b"] {
        // Every move draws at once.
        let position = format!("{placement} 99 70");
        let game = Game::from_position(GameId::Abstract, &position).unwrap();
        let moves = game.legal_moves();
        assert!(moves.len() > 1, "{position}");
        for m in &moves {
            let played = game.clone().play(&m.text).unwrap();
            assert!(played.outcome.is_some_and(|o| o.winner.is_none()), "{position}");
        }
        // So the engine's move draws (clock 99), or its opponent's reply does (clock 98).
        for clock in [99, 98] {
            let position = format!("{placement} {clock} 70");
            let game = Game::from_position(GameId::Abstract, &position).unwrap();
            let thought = think(&game, &request(8, 0)).unwrap();
            let contempt = Score::Centipawns(-engine::search::CONTEMPT);
            assert_eq!(thought.score, contempt, "{position}");
        }
    }
}

#[test]
fn level_1_takes_a_chariot_left_for_the_taking_whatever_the_seed() {
    // Red's chariot on a1 may take Black's on a2, which would otherwise take it; the Black
    // General, between its Advisers, cannot be mated soon.
    let position = "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
    let game = Game::from_position(GameId::Xiangqi, position).unwrap();
    // What the evaluation says of the position after the capture, for Red: nothing is left
    // to capture there, so level 1's one ply ends in it.
    let mut after = game.clone();
    after.play("a1a2").unwrap();
    let black = after.as_match::<rules::xiangqi::Xiangqi>().unwrap().position().evaluate();
    assert!(-black > 0, "a chariot against two Advisers is ahead: {}", -black);
    for seed in 0..10 {
        let thought = think(&game, &request(1, seed)).unwrap();
        assert_eq!(thought.text, "a1a2", "seed {seed}: {thought:?}");
        assert_eq!(thought.score, Score::Centipawns(-black), "{thought:?}");
    }
}

#[test]
fn low_levels_vary_their_choice_with_the_seed_and_high_levels_do_not() {
    for id in GameId::ALL {
        let game = Game::new(id);
        let choices = |level| -> std::collections::BTreeSet<String> {
            (0..8).map(|seed| think(&game, &request(level, seed)).unwrap().text).collect()
        };
        assert!(choices(1).len() > 1, "{id}: level 1 always plays the same opening move");
        assert_eq!(choices(7).len(), 1, "{id}: level 7 depends on the seed");
    }
}

#[test]
fn level_1_against_level_3_plays_every_game_to_its_end_or_a_hundred_plies() {
    for id in GameId::ALL {
        let mut game = Game::new(id);
        let mut plies = 0;
        while game.outcome().is_none() && plies < 100 {
            let level = if plies % 2 == 0 { 1 } else { 3 };
            let thought = think(&game, &request(level, plies)).unwrap();
            game.play(&thought.text).unwrap();
            plies += 1;
        }
        assert!(game.outcome().is_some() || plies == 100, "{id}");
        assert!(think(&game, &request(1, 0)).is_none() || game.outcome().is_none(), "{id}");
    }
}

#[test]
fn level_3_beats_level_1_in_xiangqi() {
    // Four games, alternating sides, each from its own seeded opening, with the levels' own
    // node limits: the same games on every machine. A careful player beats level 1.
    use rules::{BySide, Side};
    let (weak, strong) = (Level::new(1).unwrap(), Level::new(3).unwrap());
    let mut points = 0.0;
    for seed in 0..4 {
        let strong_side = if seed % 2 == 0 { Side::First } else { Side::Second };
        let levels = BySide::new_with(|s| if s == strong_side { strong } else { weak });
        let pairing = Pairing {
            game: GameId::Xiangqi,
            levels,
            seed,
            opening: 4,
            nodes: None,
            max_plies: 300,
        };
        points += match play(&pairing) {
            Some(side) if side == strong_side => 1.0,
            None => 0.5,
            Some(_) => 0.0,
        };
    }
    assert!(points >= 3.0, "level 3 scored {points}/4 against level 1");
}
