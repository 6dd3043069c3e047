//! Moving without typing: the Move button under every turn's board opens a private picker
//! (a piece, then where it goes, then a promotion where the rules offer one), through the
//! real serenity client against the loopback Discord double, which checks every menu against
//! Discord's limits.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use rules::{Game, GameId, LegalMove};
use serde_json::json;
use support::{
    ALICE, Answer, BOB, CAROL, CHANNEL, Person, components, menu,
    world::{World, assert_board_picture, decoded_size, player},
};

/// A game from `position` that ends within `max_plies`: the moves of `script` first (each a
/// prefix of the move's text, chosen among the legal moves it matches; empty for any), then
/// random moves, each side taking a win in one when it has one. The moves chosen (not the
/// passes the rules play by themselves), of the shortest game over the seeds
/// tried of at least four plies (each player moves twice), found by the rules crate, not
/// written down by hand.
fn short_game(game: GameId, position: &str, script: &[String], max_plies: usize) -> Vec<String> {
    let mut best: Option<Vec<String>> = None;
    'seeds: for seed in 1..400u64 {
        let mut next = support::seeded(seed);
        let mut g = Game::from_position(game, position).unwrap();
        let mut chosen_moves = Vec::new();
        let limit = best.as_ref().map_or(max_plies, |b| b.len() - 1);
        while g.outcome().is_none() && g.moves().len() < limit {
            let moves = g.legal_moves();
            let ply = g.moves().len();
            let chosen = match script.get(ply) {
                Some(prefix) => {
                    let fits: Vec<&LegalMove> =
                        moves.iter().filter(|m| m.text.starts_with(prefix.as_str())).collect();
                    assert!(!fits.is_empty(), "{game:?}: no move {prefix} at ply {ply}");
                    fits[next(fits.len())].text.clone()
                }
                // The first four plies go on, so that each player picks twice.
                None if ply < 4 => {
                    let goes_on: Vec<&LegalMove> = moves
                        .iter()
                        .filter(|m| g.clone().play(&m.text).is_ok_and(|p| p.outcome.is_none()))
                        .collect();
                    if goes_on.is_empty() {
                        continue 'seeds;
                    }
                    goes_on[next(goes_on.len())].text.clone()
                }
                None => {
                    let mover = g.side_to_move();
                    let wins = moves.iter().find(|m| {
                        let mut after = g.clone();
                        after
                            .play(&m.text)
                            .is_ok_and(|p| p.outcome.is_some_and(|o| o.winner == Some(mover)))
                    });
                    wins.map_or_else(|| moves[next(moves.len())].text.clone(), |m| m.text.clone())
                }
            };
            g.play(&chosen).unwrap();
            chosen_moves.push(chosen);
        }
        if g.outcome().is_some() && g.moves().len() >= script.len().max(4) {
            best = Some(chosen_moves);
        }
    }
    best.unwrap_or_else(|| panic!("{game:?}: no game within {max_plies} plies"))
}

/// `challenger` challenges `opponent` to `game` from `position` in `channel`, moving first,
/// and the opponent accepts: the first board.
async fn start_from(w: &World, channel: u64, game: &str, position: &str) -> Answer {
    let d = &w.discord;
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", game)),
        ("side", d.choice("challenge", "side", "I move first")),
        ("position", json!(position)),
    ];
    let challenge = d.slash_in(channel, ALICE, "challenge", &args).await;
    assert!(!challenge.ephemeral, "{}", challenge.content());
    let accepted = d.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    assert!(accepted.content().starts_with("Game on!"), "{}", accepted.content());
    accepted
}

/// A step of the picker: private, with a menu and the board picture.
fn assert_picker_step(step: &Answer) {
    assert!(step.ephemeral, "the picker is private: {}", step.content());
    let (_, values) = menu(step);
    assert!((1..=25).contains(&values.len()), "{values:?}");
    let (w, h) = decoded_size(step.png());
    assert!(w.min(h) >= 600, "picker board {w}×{h}");
}

/// Pages through a picker step with Next until `value` is offered, and chooses it; `plays`
/// when the choice plays the move. Returns the answer and how many times Next was pressed.
async fn choose(
    w: &World,
    by: Person,
    mut step: Answer,
    value: &str,
    plays: bool,
) -> (Answer, usize) {
    let mut pages = 0;
    loop {
        assert_picker_step(&step);
        let (id, values) = menu(&step);
        if values.iter().any(|v| v == value) {
            let d = &w.discord;
            let chosen = if plays {
                d.select_posting(by, step.message_id(), &id, value).await
            } else {
                d.select(by, step.message_id(), &id, value).await
            };
            return (chosen, pages);
        }
        let next = step.button("Next ▶");
        step = w.discord.click(by, step.message_id(), &next).await;
        pages += 1;
    }
}

/// What a picked move did, beyond playing it.
#[derive(Default)]
struct Seen {
    paged: bool,
    promotion: bool,
    drop: bool,
}

/// Plays `text` in the game shown by `board` with the picker alone: Move, the piece, where
/// it goes, and what it becomes where there is a choice. Returns the new board.
async fn pick(w: &World, board: &Answer, by: Person, shadow: &mut Game, text: &str) -> Answer {
    pick_seen(w, board, by, shadow, text).await.0
}

async fn pick_seen(
    w: &World,
    board: &Answer,
    by: Person,
    shadow: &mut Game,
    text: &str,
) -> (Answer, Seen) {
    let d = &w.discord;
    let legal = shadow.legal_moves();
    let m = legal.iter().find(|m| m.text == text).unwrap().clone();
    let mut seen = Seen::default();
    let step = d.click(by, board.message_id(), &board.button("Move")).await;
    let picker = step.message_id();
    let origin = match (m.from, m.to) {
        (Some(from), _) => from.to_string(),
        (None, Some(_)) => {
            seen.drop = true;
            format!("{}@", m.text.split_once('@').unwrap().0.to_ascii_uppercase())
        }
        (None, None) => "pass".to_owned(),
    };
    let (mut answer, pages) = choose(w, by, step, &origin, m.to.is_none()).await;
    seen.paged |= pages > 0;
    if let Some(to) = m.to {
        let between = legal.iter().filter(|l| l.from == m.from && l.to == m.to).count();
        let promotion = between > 1 && m.from.is_some();
        let (next, pages) = choose(w, by, answer, &to.to_string(), !promotion).await;
        seen.paged |= pages > 0;
        answer = next;
        if promotion {
            seen.promotion = true;
            assert_picker_step(&answer);
            let (values_id, values) = menu(&answer);
            assert_eq!(values.len(), between, "one option per promotion: {values:?}");
            answer = d.select_posting(by, answer.message_id(), &values_id, text).await;
        }
    }
    let played = shadow.play(text).unwrap();
    assert!(!answer.ephemeral, "the move is for everyone: {}", answer.content());
    assert!(answer.content().contains(played.display()), "{}", answer.content());
    assert_board_picture(&answer);
    // The picker that played keeps only the move's words: no menu, no picture.
    let left = d.message(picker).unwrap();
    assert!(left["content"].as_str().unwrap().contains(played.display()), "{left}");
    assert_eq!((components(&left).len(), left["attachments"].as_array().unwrap().len()), (0, 0));
    (answer, seen)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_game_of_every_game_played_only_with_the_picker() {
    let w = World::new().await;
    // Sparse positions, so that random play with wins taken ends soon; Chess 1999's begins
    // with an APC's promotion choice and a drop, American Chess's with a Missile move on its
    // last page of destinations.
    let american = "5q5/r10/11/11/4M6/11/11/11/5Q5 w 1";
    let missile = Game::from_position(GameId::American, american).unwrap().legal_moves();
    let last = missile.iter().filter(|m| m.text.starts_with("e5")).filter_map(|m| m.to).max();
    let script = |moves: &[&str]| moves.iter().map(|m| (*m).to_owned()).collect::<Vec<_>>();
    let games = [
        (GameId::Xiangqi, "3k5/9/9/9/9/9/9/9/9/R3K3R w - - 0 1", vec![]),
        (GameId::American, american, vec![format!("e5{}", last.unwrap())]),
        (GameId::Amalgamated, "4k3/7p/8/8/8/8/P2R4/4K3 w 0 1", vec![]),
        (GameId::Abstract, "4k3/8/8/8/8/8/8/R3K2R w 0 1", vec![]),
        (
            GameId::Chess1999,
            "6k6/12A/13/13/13/13/13/13/13/13/13/6K6/13[T] w 0 1",
            script(&["m12m13=T", "", "T@"]),
        ),
    ];
    for (i, (id, position, script)) in games.into_iter().enumerate() {
        let channel = CHANNEL + 20 + i as u64;
        let moves = short_game(id, position, &script, 30);
        let mut board = start_from(&w, channel, id.name(), position).await;
        let mut shadow = Game::from_position(id, position).unwrap();
        let mut all = Seen::default();
        for text in &moves {
            let mover = player(shadow.side_to_move());
            let (next, seen) = pick_seen(&w, &board, mover, &mut shadow, text).await;
            all.paged |= seen.paged;
            all.promotion |= seen.promotion;
            all.drop |= seen.drop;
            board = next;
        }
        assert!(shadow.outcome().is_some(), "{id:?}: {moves:?}");
        let stored = w.stored(channel);
        let plies = shadow.moves().len();
        assert_eq!((stored.0 as usize, stored.1.as_str()), (plies, "finished"), "{id:?}");
        let labels: Vec<String> = board.buttons().into_iter().map(|(_, l)| l).collect();
        assert_eq!(labels, ["Analyse", "Rematch"], "no Move under a finished game");
        match id {
            GameId::American => assert!(all.paged, "the Missile's destinations are paged"),
            GameId::Chess1999 => assert!(all.promotion && all.drop, "a promotion and a drop"),
            _ => {}
        }
    }
    w.finish().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_picker_others_and_back_are_handled() {
    let w = World::new().await;
    let d = &w.discord;
    let board = w.start_game(CHANNEL, "Xiangqi", ALICE, BOB).await;
    let labels: Vec<String> = board.buttons().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["Move", "Flip board"]);
    // Bob is not to move, Carol does not play: both are told privately, nothing opens.
    let early = d.click(BOB, board.message_id(), &board.button("Move")).await;
    assert!(early.ephemeral && early.content().contains("Red to move"), "{}", early.content());
    let outsider = d.click(CAROL, board.message_id(), &board.button("Move")).await;
    assert!(
        outsider.ephemeral && outsider.content().contains("not playing"),
        "{}",
        outsider.content()
    );
    // Alice opens her picker, chooses the Cannon on h3, goes back, chooses it again.
    let picker = d.click(ALICE, board.message_id(), &board.button("Move")).await;
    assert_picker_step(&picker);
    assert!(picker.content().contains("Your move as **Red**"), "{}", picker.content());
    let (id, values) = menu(&picker);
    assert!(values.contains(&"h3".to_owned()) && values.contains(&"a1".to_owned()), "{values:?}");
    let cannon = d.select(ALICE, picker.message_id(), &id, "h3").await;
    assert_picker_step(&cannon);
    assert_eq!(cannon.message_id(), picker.message_id(), "the picker changes in place");
    assert!(cannon.content().contains("Cannon on h3"), "{}", cannon.content());
    // On its picture, h7 is reached by itself (teal), h10's Horse only over a screen (gold).
    let picture = image::load_from_memory(cannon.png()).unwrap().to_rgb8();
    let geometry = GameId::Xiangqi.geometry();
    let at = |name: &str| render::cell_center(geometry, rules::Side::First, name.parse().unwrap());
    let (x, y) = at("h7");
    let teal = picture.get_pixel(x as u32, y as u32).0;
    assert!(teal[1] > teal[0] + 60 && teal[2] > teal[0] + 40, "h7: {teal:?}");
    let (x, y) = at("h10");
    let gold = picture.get_pixel((x + 60.0 * 0.45 + 2.0) as u32, y as u32).0;
    assert!(gold[0] > 200 && gold[1] > 150 && gold[2] < 80, "h10: {gold:?}");
    let back = d.click(ALICE, cannon.message_id(), &cannon.button("Back")).await;
    assert_eq!(menu(&back).1, values, "Back shows the pieces again");
    let cannon = d.select(ALICE, back.message_id(), &menu(&back).0, "h3").await;
    // Meanwhile the move is typed: the picker is now stale, and nothing is played by it.
    let mut shadow = Game::new(GameId::Xiangqi);
    shadow.play("h3e3").unwrap();
    let typed = w.play(ALICE, "h3e3").await;
    assert!(!typed.ephemeral, "{}", typed.content());
    let stale = d.select(ALICE, cannon.message_id(), &menu(&cannon).0, "e3").await;
    assert!(stale.ephemeral && stale.content().contains("earlier position"), "{}", stale.content());
    assert_eq!(w.stored(CHANNEL).0, 1);
    // The old board's Move button is stale too; the new board's works, for Bob.
    let old = d.click(BOB, board.message_id(), &board.button("Move")).await;
    assert!(old.ephemeral && old.content().contains("earlier position"), "{}", old.content());
    let next = pick(&w, &typed, BOB, &mut shadow, "h10g8").await;
    assert_eq!(w.stored(CHANNEL).0, 2);
    assert!(next.content().contains("Red to move"), "{}", next.content());
    assert_eq!(next.pinged(), [ALICE.id], "the player to move is pinged");
    w.finish().await;
}
