//! The text interface the bot uses: start, load, play, resign, draw, replay, and the view a
//! renderer draws.

#![allow(clippy::unwrap_used)] // tests unwrap freely: a panic is a failure message

use rules::{CellStyle, Game, GameError, GameId, MoveErrorKind, MoveFault, Outcome, Reason, Side};

#[test]
fn game_ids_parse_and_name_their_sides() {
    for (text, id) in [
        ("xiangqi", GameId::Xiangqi),
        ("Xiangqi", GameId::Xiangqi),
        ("american", GameId::American),
        ("American Chess", GameId::American),
        ("amalgamated-chess", GameId::Amalgamated),
        ("abstract", GameId::Abstract),
        ("chess1999", GameId::Chess1999),
        ("Chess 1999", GameId::Chess1999),
    ] {
        assert_eq!(text.parse::<GameId>(), Ok(id), "{text}");
    }
    let err = "chess".parse::<GameId>().unwrap_err().to_string();
    assert!(err.contains("xiangqi, american, amalgamated, abstract, chess1999"), "{err}");
    assert_eq!(GameId::Xiangqi.side_name(Side::Second), "Black");
    assert_eq!(GameId::American.side_name(Side::First), "Blue");
    assert_eq!(GameId::Chess1999.side_name(Side::Second), "Red");
    assert_eq!(GameId::Abstract.side_name(Side::First), "White");
}

#[test]
fn every_game_can_be_played() {
    for game in GameId::ALL {
        let g = Game::new(game);
        assert!(!g.legal_moves().is_empty(), "{game:?}");
    }
}

#[test]
fn a_refused_move_leaves_the_game_untouched() {
    let mut game = Game::new(GameId::Xiangqi);
    let before = game.position_string();
    let err = game.play("e1e3").unwrap_err();
    assert_eq!(err.kind(), MoveErrorKind::Illegal);
    assert_eq!(game.position_string(), before);
    assert!(game.moves().is_empty());
}

#[test]
fn played_moves_report_mover_text_display_and_check() {
    let mut game =
        Game::from_position(GameId::Xiangqi, "3k5/9/9/7R1/9/9/9/9/9/5K3 w - - 0 1").unwrap();
    let played = game.play("R2+3").unwrap();
    assert_eq!(played.mover(), Side::First);
    assert_eq!(played.text(), "h7h10");
    assert_eq!(played.display(), "h7h10 (R2+3)");
    assert!(played.check);
    assert!(game.in_check());
    assert_eq!(game.side_to_move(), Side::Second);
    assert_eq!(game.moves(), ["h7h10"]);
}

#[test]
fn resignation_and_agreement_end_the_game_once() {
    let mut game = Game::new(GameId::Xiangqi);
    let outcome = game.resign(Side::First);
    assert_eq!(outcome, Outcome::win(Side::Second, Reason::Resignation));
    // Already over: a later agreement does not overwrite the result.
    assert_eq!(game.agree_draw(), outcome);
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.play("h3e3").unwrap_err().kind(), MoveErrorKind::GameOver);

    let mut game = Game::new(GameId::Xiangqi);
    assert_eq!(game.agree_draw(), Outcome::draw(Reason::Agreement));
}

#[test]
fn a_loaded_position_that_is_already_over_says_so() {
    let game =
        Game::from_position(GameId::Xiangqi, "3k5/2P6/4R4/9/9/9/9/9/9/5K3 b - - 0 1").unwrap();
    assert_eq!(game.outcome(), Some(&Outcome::win(Side::First, Reason::Stalemate)));
}

#[test]
fn replay_rebuilds_and_names_the_bad_ply() {
    let game = Game::replay(GameId::Xiangqi, None, &["h3e3", "h10g8", "H2+3", "C2=5"]).unwrap();
    assert_eq!(game.moves(), ["h3e3", "h10g8", "h1g3", "b8e8"]);
    let err = Game::replay(GameId::Xiangqi, None, &["h3e3", "h3e3"]).unwrap_err();
    let GameError::Move(2, e) = &err else { panic!("{err}") };
    assert_eq!(e.fault(), &MoveFault::NoPiece { at: "h3".parse().unwrap() });
    assert_eq!(err.to_string(), "move 2 cannot be replayed: no-piece at=h3");
    let err = Game::replay(GameId::Xiangqi, Some("junk"), &[] as &[&str]).unwrap_err();
    assert!(matches!(err, GameError::Position(_)), "{err}");
}

#[test]
fn the_view_has_what_a_renderer_needs() {
    let mut game = Game::new(GameId::Xiangqi);
    let view = game.view();
    assert_eq!(view.pieces.len(), 32);
    assert_eq!((view.geometry.files, view.geometry.ranks), (9, 10));
    assert_eq!(view.geometry.cells, CellStyle::Points);
    assert_eq!(view.geometry.river.unwrap().labels, Some(("楚河", "漢界")));
    assert_eq!(view.geometry.palaces.len(), 2);
    let red_general = view.pieces.iter().find(|p| p.cell.to_string() == "e1").unwrap();
    assert_eq!((red_general.piece.name, red_general.piece.symbol), ("General", "帥"));
    let black_tank = view.pieces.iter().find(|p| p.cell.to_string() == "a10").unwrap();
    assert_eq!((black_tank.piece.side, black_tank.piece.symbol), (Side::Second, "車"));
    assert_eq!(view.side_to_move, Side::First);
    assert!(view.last_move.is_none() && view.check.is_none());
    assert_eq!(view.move_number, 1);

    for m in ["h3e3", "h10g8", "e3e7"] {
        game.play(m).unwrap();
    }
    let view = game.view();
    let last = view.last_move.unwrap();
    assert_eq!(
        (last.from.unwrap().to_string(), last.to.unwrap().to_string()),
        ("e3".into(), "e7".into())
    );
    assert_eq!(view.check, None, "no screen between e7 and e10: no check");
    assert_eq!((view.move_number, view.side_to_move), (2, Side::Second));

    let mut game =
        Game::from_position(GameId::Xiangqi, "3k5/9/9/7R1/9/9/9/9/9/5K3 w - - 0 1").unwrap();
    game.play("h7h10").unwrap();
    assert_eq!(game.view().check.map(|c| c.to_string()), Some("d10".into()));
}

#[test]
fn a_finished_match_refuses_moves_as_game_over() {
    use rules::{Match, Variant, xiangqi::Xiangqi};
    let pos = Xiangqi::from_position_string("3k5/2P6/4R4/9/9/9/9/9/9/5K3 b - - 0 1").unwrap();
    let mut m = Match::new(pos.clone());
    assert!(m.outcome().is_some());
    let start = Xiangqi::start();
    let some_move = start.parse_move("h3e3").unwrap();
    let err = m.play(some_move).unwrap_err();
    assert_eq!(err.kind(), MoveErrorKind::GameOver);
    let outcome = Outcome::win(Side::First, Reason::Stalemate);
    assert_eq!(err.fault(), &MoveFault::GameOver { outcome });
}

#[test]
fn describing_a_move_from_another_position_does_not_panic() {
    use rules::{Variant, xiangqi::Xiangqi};
    let start = Xiangqi::start();
    let m = start.parse_move("h3e3").unwrap();
    let mut after = start.clone();
    after.play_unchecked(m);
    // h3 is empty now: no piece to name in WXF, so the coordinates stand in.
    assert_eq!(after.move_display(m), "h3e3 (h3e3)");
}
