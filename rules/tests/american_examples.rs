//! The worked examples of `shared/rules/american-chess.md` §8, one test each.
#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use rules::{
    Cell, Game, GameId, Match, MoveFault, Outcome, PieceName, Reason, Side, Variant,
    american::American,
};

const START: &str = rules::american::START;

fn legal(position: &str) -> Vec<String> {
    let pos = American::from_position_string(position).unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.into_iter().map(|m| pos.move_text(m)).collect();
    texts.sort();
    texts
}

fn from(position: &str, square: &str) -> Vec<String> {
    legal(position)
        .into_iter()
        .filter(|m| {
            m.starts_with(square) && !m[square.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

fn sorted(list: &str) -> Vec<String> {
    let mut v: Vec<String> = list.split_whitespace().map(str::to_owned).collect();
    v.sort();
    v
}

fn rejects(position: &str, text: &str) -> MoveFault {
    let pos = American::from_position_string(position).unwrap();
    pos.parse_move(text).expect_err(text).fault().clone()
}

fn at(cell: &str) -> Cell {
    cell.parse().unwrap()
}

fn game(position: &str) -> Game {
    Game::from_position(GameId::American, position).unwrap()
}

#[test]
fn e1_start_position() {
    assert_eq!(legal(START).len(), 242);
    let red_first = START.replace(" w ", " b ");
    assert_eq!(legal(&red_first).len(), 242);
    assert_eq!(from(START, "b1"), sorted("b1a3 b1b3 b1c3 b1d2"));
    assert_eq!(
        rejects(START, "b1d1"),
        MoveFault::OwnPieceThere { at: at("d1"), piece: PieceName("Missile") }
    );
    assert_eq!(
        rejects(START, "b1d3"),
        MoveFault::OwnPieceThere { at: at("d3"), piece: PieceName("Artillery") }
    );
    assert_eq!(rejects(START, "b1c2"), MoveFault::ColonelJump);
}

#[test]
fn e2_missile_at_the_start() {
    let moves = from(START, "d1");
    assert_eq!(moves.len(), 63);
    assert!(moves.contains(&"d1f6".to_owned()));
    assert_eq!(rejects(START, "d1e9"), MoveFault::MissileBackLine { side: Side::Second });
}

#[test]
fn e3_artillery_at_the_start() {
    assert_eq!(from(START, "d3"), sorted("d3d2 d3c2 d3e2 d3c3 d3b3 d3a3 d3e3 d3d6 d3g6 d3a6"));
    assert!(matches!(rejects(START, "d3d5"), MoveFault::ScreenInTheWay { .. }));
    // Along rank 3, beyond the screen f3 the first piece is Blue's own h3.
    assert_eq!(
        rejects(START, "d3h3"),
        MoveFault::OwnPieceThere { at: at("h3"), piece: PieceName("Artillery") }
    );
}

#[test]
fn e4_one_screen_only() {
    let p = "5q5/11/r10/11/P10/11/p10/11/C4Q5 w 1";
    assert_eq!(
        from(p, "a1"),
        sorted("a1a2 a1b1 a1c1 a1d1 a1e1 a1b2 a1c3 a1d4 a1e5 a1f6 a1g7 a1h8 a1i9")
    );
    assert_eq!(rejects(p, "a1a3"), MoveFault::NoScreen { piece: PieceName("Artillery") });
    assert_eq!(
        rejects(p, "a1a5"),
        MoveFault::OwnPieceThere { at: at("a5"), piece: PieceName("Soldier") }
    );
    assert_eq!(
        rejects(p, "a1a7"),
        MoveFault::TooManyScreens {
            piece: PieceName("Artillery"),
            count: 2,
            from: at("a1"),
            to: at("a7")
        }
    );
    let mut g = game(p);
    g.play("a1i9").unwrap();
    assert!(g.position_string().starts_with("5q2Q2/"), "{}", g.position_string());
}

#[test]
fn e5_promotion() {
    let p = "3b7/2P8/4N6/11/11/6q4/11/11/4Q6 w 1";
    for input in ["c8d9", "c8xd9", "c8d9=Q", "C8D9=q"] {
        let mut g = game(p);
        g.play(input).unwrap_or_else(|e| panic!("{input}: {e}"));
        assert!(g.position_string().starts_with("3Q7/11/"), "{input}: {}", g.position_string());
    }
    let mut g = game(p);
    g.play("e7g9").unwrap();
    assert!(g.position_string().starts_with("3b2Q4/"));
    assert_eq!(from(p, "c8"), sorted("c8b7 c8b8 c8b9 c8c7 c8c9 c8d7 c8d8 c8d9"));
    for m in ["c8b9", "c8c9", "c8d9"] {
        let mut g = game(p);
        g.play(m).unwrap();
        let view = g.view();
        let to = m[2..].parse().unwrap();
        let piece = view.pieces.iter().find(|p| p.cell == to).unwrap();
        assert_eq!(piece.piece.name, "General", "{m}");
    }
    assert!(matches!(rejects(p, "c8c7=Q"), MoveFault::NothingPromotes { .. }));
    assert!(matches!(rejects(p, "c8d9=R"), MoveFault::GeneralPromotionOnly { letter: 'R' }));
}

#[test]
fn e6_victory_is_checked_after_reds_move_only() {
    let p = "11/q4q5/11/11/5Q5/11/11/11/11 w 10";
    let mut g = game(p);
    let played = g.play("f5f8").unwrap();
    assert_eq!(played.outcome, None, "Blue took Red's last Gauntlet General, but Red moves first");
    let mut red_wins = g.clone();
    assert_eq!(
        red_wins.play("a8f8").unwrap().outcome,
        Some(Outcome::win(Side::Second, Reason::Gauntlet))
    );
    let mut goes_on = g.clone();
    assert_eq!(goes_on.play("a8e8").unwrap().outcome, None);
    assert!(goes_on.position_string().ends_with(" w 11"));
    let mut blue_wins = g.clone();
    assert_eq!(
        blue_wins.play("a8a7").unwrap().outcome,
        Some(Outcome::win(Side::First, Reason::Gauntlet))
    );
}

#[test]
fn e7_neither_side_in_the_gauntlet_is_a_draw() {
    let p = "10m/11/q10/11/11/4Q6/11/11/11 b 12";
    let mut g = game(p);
    assert_eq!(g.play("k9e4").unwrap().outcome, Some(Outcome::draw(Reason::Gauntlet)));
    let mut g = game(p);
    assert_eq!(g.play("a7e7").unwrap().outcome, None);
}

#[test]
fn e8_turn_fifty() {
    let p = "11/4q6/11/11/11/11/11/4Q6/11 b 50";
    let mut g = game(p);
    assert_eq!(g.play("e8e7").unwrap().outcome, Some(Outcome::draw(Reason::TurnLimit(50))));
    let mut g = game(p);
    assert_eq!(g.play("e8a8").unwrap().outcome, Some(Outcome::win(Side::First, Reason::Gauntlet)));
}

#[test]
fn the_position_after_the_last_turn_loads_again() {
    let mut g = game("11/4q6/11/11/11/11/11/4Q6/11 b 50");
    g.play("e8e7").unwrap();
    let last = g.position_string();
    assert!(last.ends_with(" w 51"), "{last}");
    assert_eq!(Game::from_position(GameId::American, &last).unwrap().position_string(), last);
}

#[test]
fn e9_missile_limits() {
    let p = "5q5/r10/11/11/4M6/11/11/11/5Q5 w 1";
    assert_eq!(from(p, "e5").len(), 86);
    for m in ["e5a8", "e5a1", "e5e1"] {
        assert!(from(p, "e5").contains(&m.to_owned()), "{m}");
    }
    for m in ["e5e9", "e5k9", "e5f9"] {
        assert_eq!(rejects(p, m), MoveFault::MissileBackLine { side: Side::Second }, "{m}");
    }
    assert_eq!(
        rejects(p, "e5f1"),
        MoveFault::OwnPieceThere { at: at("f1"), piece: PieceName("General") }
    );
}

#[test]
fn e10_a_side_with_no_move_passes() {
    let mut g = game("11/11/5q5/11/11/11/11/5Q5/11 w 3");
    let played = g.play("f2f7").unwrap();
    let passes: Vec<_> = played.passes().iter().map(|p| (p.side, p.text.as_str())).collect();
    assert_eq!(passes, [(Side::Second, "pass")], "the engine passes for Red");
    assert_eq!(played.outcome, Some(Outcome::win(Side::First, Reason::Gauntlet)));
    assert_eq!(g.moves(), ["f2f7", "pass"]);
    // The stored moves, passes included, replay to the same game.
    let replayed =
        Game::replay(GameId::American, Some("11/11/5q5/11/11/11/11/5Q5/11 w 3"), g.moves())
            .unwrap();
    assert_eq!(replayed.outcome(), g.outcome());
    assert_eq!(replayed.moves(), g.moves());
}

#[test]
fn a_pass_forced_at_load_is_played_and_replays() {
    let start = "11/11/11/11/11/11/11/5Q5/11 b 3";
    let g = game(start);
    assert_eq!(g.moves(), ["pass"]);
    assert_eq!(g.outcome(), Some(&Outcome::win(Side::First, Reason::Gauntlet)));
    let replayed = Game::replay(GameId::American, Some(start), g.moves()).unwrap();
    assert_eq!(replayed.moves(), ["pass"]);
}

#[test]
fn a_decided_position_refuses_moves_as_game_over() {
    let mut pos = American::from_position_string("11/q4q5/11/11/5Q5/11/11/11/11 w 10").unwrap();
    for m in ["f5f8", "a8a7"] {
        let mv = pos.parse_move(m).unwrap();
        pos.play_unchecked(mv);
    }
    let err = pos.parse_move("f8f9").unwrap_err();
    assert_eq!(err.kind(), rules::MoveErrorKind::GameOver);
    assert!(
        matches!(err.fault(), MoveFault::GameOver { outcome } if outcome.winner == Some(Side::First)),
        "{err}"
    );
}

#[test]
fn eq_q_is_accepted_for_a_general_arriving_on_the_back_line() {
    let mut g = game("11/q4q5/11/11/5Q5/11/11/11/11 w 10");
    g.play("f5j9=Q").unwrap();
}

#[test]
fn loading_a_position_never_ends_the_game_by_itself() {
    // Neither side holds the Gauntlet, but no Red move has ended a turn yet.
    let m = Match::new(American::from_position_string("q10/11/11/11/11/11/11/11/Q10 w 5").unwrap());
    assert_eq!(m.outcome(), None);
    assert!(!m.legal_moves().is_empty());
}

#[test]
fn passing_is_only_for_a_side_without_moves() {
    assert!(matches!(rejects(START, "pass"), MoveFault::CannotPass));
    // Red has only a General boxed in by Blue pieces it cannot take... so give Red nothing:
    let pos = American::from_position_string("11/11/11/11/11/11/11/5Q5/11 b 3").unwrap();
    let mut moves = Vec::new();
    pos.legal_moves(&mut moves);
    assert_eq!(moves.len(), 1);
    assert_eq!(pos.move_text(moves[0]), "pass");
    assert_eq!(pos.parse_move("PASS").unwrap(), moves[0]);
}

#[test]
fn bad_american_positions_are_rejected_with_the_reason() {
    for (text, needle) in [
        ("11/11/11/11/11/11/11/11/11 w", "position-field-count game=american count=3"),
        ("11/11/11/11/11/11/11/11 w 1", "position-rank-count found=8 ranks=9"),
        ("11/11/11/11/11/11/11/11/10X w 1", "position-bad-letter game=american letter=\"X\""),
        ("11/11/11/11/11/11/11/11/11 w 52", "position-turn-range last=51 limit=50"),
        ("11/11/11/11/11/11/11/11/11 w 0", "position-turn-range last=51 limit=50"),
        ("M10/11/11/11/11/11/11/11/11 w 1", "position-missile-back-line side=Second at=a9"),
        ("P10/11/11/11/11/11/11/11/11 w 1", "position-would-be-general"),
        ("11/11/11/11/11/11/11/11/p10 w 1", "position-would-be-general"),
        ("11/11/11/11/11/11/11/11/MMM8 w 1", "position-too-many side=First piece=missile most=2"),
        ("11/11/11/11/11/11/11/11/11 b 51", "position-last-turn turn=51"),
    ] {
        let err = American::from_position_string(text).expect_err(text).to_string();
        assert!(err.contains(needle), "{text}: {err}");
    }
}
