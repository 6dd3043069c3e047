//! The legend's diagrams against the rules: every mark of a move is a legal move of the piece
//! alone on its board, and the features each game is known for show up.
#![allow(clippy::unwrap_used)]

use std::collections::HashSet;

use rules::{
    Cell, Game, GameId,
    legend::{Diagram, How, legend},
};

fn cell(name: &str) -> Cell {
    name.parse().unwrap()
}

fn find<'a>(diagrams: &'a [Diagram], name: &str) -> &'a Diagram {
    diagrams.iter().find(|d| d.piece.name == name).unwrap_or_else(|| panic!("no {name}"))
}

/// The cells where the piece moves as `moves` says and captures as `captures` says.
fn with(d: &Diagram, moves: How, captures: How) -> HashSet<Cell> {
    d.marks.iter().filter(|m| m.moves == moves && m.captures == captures).map(|m| m.cell).collect()
}

#[test]
fn every_diagram_marks_exactly_the_moves_of_the_piece_alone() {
    for id in GameId::ALL {
        let diagrams = legend(id);
        let expected = match id {
            GameId::Xiangqi => 8,
            GameId::American | GameId::Abstract => 7,
            GameId::Amalgamated => 12,
            GameId::Chess1999 => 10,
        };
        assert_eq!(diagrams.len(), expected, "{id:?}");
        for d in &diagrams {
            let game = Game::from_position(id, &d.position).unwrap();
            let moves: HashSet<Cell> = game
                .legal_moves()
                .into_iter()
                .filter(|m| m.from == Some(d.origin))
                .filter_map(|m| m.to)
                .collect();
            let marked: HashSet<Cell> =
                d.marks.iter().filter(|m| m.moves == How::Directly).map(|m| m.cell).collect();
            assert_eq!(marked, moves, "{id:?} {} on {}", d.piece.name, d.origin);
            assert!(!d.marks.is_empty(), "{id:?} {} goes nowhere", d.piece.name);
            assert_eq!(d.view.pieces.len(), 1, "the piece alone");
            assert_eq!(d.view.pieces[0].cell, d.origin);
            assert!(!d.never.contains(&d.origin));
        }
    }
}

#[test]
fn xiangqi_cannon_needs_a_screen_the_horse_never_jumps_the_advisor_keeps_to_its_palace() {
    let diagrams = legend(GameId::Xiangqi);
    let cannon = find(&diagrams, "Cannon");
    // Along its lines it moves; it captures over a screen, so not next to itself.
    let far = with(cannon, How::Directly, How::OverScreen);
    let near = with(cannon, How::Directly, How::Not);
    assert_eq!((far.len(), near.len()), (13, 4), "{far:?} {near:?}");
    assert!(cannon.marks.iter().all(|m| m.captures != How::Directly));
    let horse = find(&diagrams, "Horse");
    assert_eq!(with(horse, How::Directly, How::Directly).len(), 8);
    assert!(horse.marks.iter().all(|m| !m.jumps), "a Horse is blocked at its leg");
    let soldiers: Vec<&Diagram> = diagrams.iter().filter(|d| d.piece.name == "Soldier").collect();
    let moves: Vec<usize> = soldiers.iter().map(|d| d.marks.len()).collect();
    assert!(soldiers.iter().all(|d| d.marks.iter().all(|m| m.captures == How::Directly)));
    assert_eq!(moves, [1, 3], "forward only, then sideways too across the river");
    assert_eq!(soldiers[0].half, rules::legend::Half::Own);
    let advisor = find(&diagrams, "Adviser");
    assert!(advisor.never.contains(&cell("a1")) && advisor.never.contains(&cell("e5")));
    assert!(!advisor.never.contains(&cell("d1")) && !advisor.never.contains(&cell("e2")));
}

#[test]
fn amalgamated_pawns_capture_aside_elephants_jump_and_promoted_forms_differ() {
    let diagrams = legend(GameId::Amalgamated);
    let pawn = find(&diagrams, "Pawn");
    assert_eq!(with(pawn, How::Directly, How::Not).len(), 1, "one step forward, not capturing");
    assert_eq!(with(pawn, How::Not, How::Directly).len(), 2, "captures diagonally forward");
    let soldier = find(&diagrams, "Soldier");
    assert_eq!(with(soldier, How::Directly, How::Directly).len(), 8);
    let elephant = find(&diagrams, "Elephant");
    assert!(elephant.marks.iter().any(|m| m.jumps), "it jumps over any piece");
    let prince = find(&diagrams, "Prince");
    assert!(prince.never.contains(&cell("a1")) && prince.never.contains(&cell("b3")));
    assert!(!prince.never.contains(&cell("c1")) && !prince.never.contains(&cell("f4")));
}

#[test]
fn chess1999_howitzer_and_american_artillery_need_screens_the_colonel_jumps() {
    let c1999 = legend(GameId::Chess1999);
    let howitzer = find(&c1999, "Howitzer");
    assert!(!with(howitzer, How::OverScreen, How::OverScreen).is_empty());
    assert!(howitzer.marks.iter().all(|m| m.moves != How::Directly), "never without a screen");
    let general = find(&c1999, "General");
    assert!(general.never.len() > 150, "it keeps to its command post");
    let american = legend(GameId::American);
    let artillery = find(&american, "Artillery");
    assert!(artillery.marks.iter().any(|m| m.captures == How::OverScreen));
    assert!(find(&american, "Colonel").marks.iter().any(|m| m.jumps));
}
