//! Whole games judged by the engine: the blunder found with the better move, every game
//! analysed with figures in range, and the passes the rules play left unjudged.
#![allow(clippy::unwrap_used)]

use engine::{Level, Request, Score, analysis::analyse, judge::Judgement, selfplay::opening};
use rules::{Game, GameId, Side};

/// Level 8 bounded by nodes, so the analysis is the same on any machine.
fn request(nodes: u64) -> Request {
    Request { nodes: Some(nodes), ..Request::new(Level::MAX, 0) }
}

#[test]
fn letting_a_won_tank_and_its_forced_mate_go_is_a_blunder_and_taking_was_better() {
    // Red may take Black's Tank on a2; instead its own Tank steps aside, and Black's escapes.
    let start = "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
    let moves = ["a1b1".to_owned(), "a2a5".to_owned()];
    let mut heard = Vec::new();
    let a = analyse(GameId::Xiangqi, Some(start), &moves, &request(20_000), |done, total| {
        heard.push((done, total));
    })
    .unwrap();
    assert_eq!(heard, [(1, 3), (2, 3), (3, 3)]);
    let blunder = &a.plies[0];
    assert_eq!(blunder.mover, Side::First);
    assert_eq!(blunder.judgement, Some(Judgement::Blunder), "{blunder:?}");
    assert_eq!(blunder.better().map(|l| l.text.as_str()), Some("a1a2"));
    assert_eq!(blunder.best.len(), 2, "the best two moves");
    // Taking wins outright (a forced mate follows); after the move Red is worse.
    assert!(matches!(blunder.before, Score::Mate(n) if n > 0), "{blunder:?}");
    assert!(matches!(blunder.after, Score::Centipawns(cp) if cp < 0), "{blunder:?}");
    assert!(blunder.accuracy < 50.0, "{blunder:?}");
    assert!(a.start > 75.0 && a.plies[0].win_percent < a.start - 15.0, "{a:?}");
    assert_eq!(a.counts(Side::First), [0, 0, 1]);
}

#[test]
fn a_short_game_of_every_game_is_analysed_ply_by_ply() {
    for game in GameId::ALL {
        let moves = opening(game, 7, 10).unwrap().moves().to_vec();
        let a = analyse(game, None, &moves, &request(3_000), |_, _| {}).unwrap();
        assert_eq!(a.plies.len(), moves.len(), "{game:?}");
        let played: Vec<&str> = a.plies.iter().map(|p| p.played.as_str()).collect();
        assert_eq!(played, moves.iter().map(String::as_str).collect::<Vec<_>>());
        let mut replay = Game::new(game);
        for p in &a.plies {
            assert_eq!(p.mover, replay.side_to_move(), "{game:?}");
            assert!((0.0..=100.0).contains(&p.win_percent) && (0.0..=100.0).contains(&p.accuracy));
            assert!(!p.best.is_empty() && p.best.len() <= 2, "{game:?}: {p:?}");
            // The best line's move is legal where it was found.
            assert!(replay.parse_move(&p.best[0].text).is_ok(), "{game:?}: {p:?}");
            replay.play(&p.played).unwrap();
        }
        for side in Side::ALL {
            let accuracy = a.accuracy[side].unwrap();
            assert!((0.0..=100.0).contains(&accuracy), "{game:?}: {accuracy}");
        }
    }
}

#[test]
fn a_pass_the_rules_play_is_not_judged() {
    // American Chess: Blue takes Red's last piece; Red has no move, so the rules pass for it,
    // and Blue wins with its General in the Gauntlet.
    let start = "11/11/5q5/11/11/11/11/5Q5/11 w 3";
    let mut game = Game::from_position(GameId::American, start).unwrap();
    game.play("f2f7").unwrap();
    let moves = game.moves().to_vec();
    assert_eq!(moves.len(), 2, "{moves:?}");
    let a = analyse(GameId::American, Some(start), &moves, &request(2_000), |_, _| {}).unwrap();
    let pass = &a.plies[1];
    assert!(pass.forced && pass.judgement.is_none() && pass.best.is_empty(), "{pass:?}");
    assert_eq!(a.plies[0].after, Score::Mate(1), "the move won");
    assert!((a.plies[1].win_percent - a.plies[0].win_percent).abs() < 1e-9);
}

#[test]
fn a_position_at_a_time_gives_the_same_analysis_and_missing_positions_are_an_error() {
    use engine::analysis::{
        AnalysisError, assemble, deeper, positions, search_position, second_looks,
    };
    let game = GameId::Amalgamated;
    let moves = opening(game, 6, 3).unwrap().moves().to_vec();
    let whole = analyse(game, None, &moves, &request(2_000), |_, _| {}).unwrap();
    let positions = positions(game, None, &moves).unwrap();
    assert_eq!(positions.len(), moves.len() + 1);
    // The first look, then the second at the positions it names, as the bot does.
    let mut searched: Vec<_> =
        positions.iter().map(|p| search_position(p, &request(2_000))).collect();
    let first = assemble(game, None, &moves, &searched).unwrap();
    for k in second_looks(game, &first, &positions) {
        searched[k] = search_position(&positions[k], &deeper(&request(2_000)));
    }
    assert_eq!(assemble(game, None, &moves, &searched).unwrap(), whole);
    let missing = assemble(game, None, &moves, &searched[..3]);
    assert_eq!(missing, Err(AnalysisError::Incomplete { searched: 3, positions: moves.len() + 1 }));
}

#[test]
fn a_lone_legal_move_is_searched_in_full_so_a_forced_mate_is_not_a_blunder() {
    // Black mates in three from here (a game between levels 2 and 5, issue 56): after c3c2
    // Red, in check, has one legal move, e2e1. Searched for a single iteration, as the search
    // does when there is nothing to choose, that position scored a few pawns for Red instead
    // of mated, and c3c2, the best move, was called a blunder (as was Red's forced reply).
    let start = "2bakabR1/9/2R6/p1p1p3p/9/6p1P/2P6/2r5r/4K1c2/2BA5 b - - 0 19";
    let moves: Vec<String> =
        ["c3c2", "e2e1", "i3i1", "h10h1", "i1h1"].iter().map(|m| (*m).to_owned()).collect();
    let a = analyse(GameId::Xiangqi, Some(start), &moves, &request(20_000), |_, _| {}).unwrap();
    assert!(matches!(a.plies[0].before, Score::Mate(n) if n > 0), "{:?}", a.plies[0]);
    assert!(matches!(a.plies[0].after, Score::Mate(n) if n > 0), "{:?}", a.plies[0]);
    assert!(matches!(a.plies[1].before, Score::Mate(n) if n < 0), "{:?}", a.plies[1]);
    for ply in &a.plies {
        assert_eq!(ply.judgement, None, "{ply:?}");
    }
    assert_eq!(a.counts(Side::Second), [0, 0, 0]);
}
