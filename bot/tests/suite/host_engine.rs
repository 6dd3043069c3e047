//! The host's side of games against the bot, on a real database: a turn handed out and played
//! only where the game still is, the message of a move that was played but not shown
//! delivered after a restart, and each turn shown once.
#![allow(clippy::unwrap_used)]

use crate::common::{Fixture, PLACE, Said, actor, alice};
use bot::{
    host::{CLAIM_TIME, Delivered, Say},
    model::{SideChoice, User},
};
use engine::Level;
use rules::GameId;

fn me() -> User {
    User { bot: true, ..User::new(900, "Variants") }
}

/// The engine's move for the turn handed out, at level 1.
fn think(turn: &bot::host::EngineTurn) -> String {
    engine::think(&turn.game, &engine::Request::new(Level::MIN, turn.seed)).unwrap().text
}

#[test]
fn a_move_played_but_not_shown_is_shown_after_a_restart_and_only_once() {
    let mut fx = Fixture::new();
    let a = actor(&alice());
    let start = fx
        .host
        .challenge_engine(
            &a,
            PLACE,
            &me(),
            GameId::Xiangqi,
            SideChoice::Second,
            None,
            Level::MIN,
            None,
        )
        .unwrap();
    let due = start.engine.expect("the bot moves first");
    let turn = fx.host.engine_turn(due.game).unwrap().expect("its turn");
    let delivery = fx.host.play_engine(&turn, &think(&turn)).unwrap().expect("played");
    let Say::Turn(reply) = &delivery.say else { panic!("{:?}", delivery.say) };
    assert!(reply.image.is_some() && reply.ping == [alice().id], "{reply:?}");
    // Claimed by the engine's thread: the sweeper does not take it meanwhile.
    assert!(fx.host.deliveries_due(10).unwrap().is_empty());

    // The process dies before Discord took it: once its claim runs out, the next one
    // delivers it, picture and all.
    fx.reopen();
    assert!(fx.host.engine_turn(due.game).unwrap().is_none(), "the move stands: Alice's turn");
    assert!(fx.host.deliveries_due(10).unwrap().is_empty(), "still claimed by the dead process");
    fx.clock.advance(CLAIM_TIME);
    let due_now = fx.host.deliveries_due(10).unwrap();
    assert_eq!(due_now.len(), 1);
    let Say::Turn(again) = &due_now[0].say else { panic!("{:?}", due_now[0].say) };
    assert_eq!((&again.said(), &again.ping), (&reply.said(), &reply.ping));
    assert!(again.image.is_some());
    fx.host.settle(due_now[0].id, &Delivered::Done).unwrap();
    assert!(fx.host.deliveries_due(10).unwrap().is_empty(), "shown once");
}

#[test]
fn a_turn_is_played_only_where_the_game_still_is() {
    let fx = Fixture::new();
    let a = actor(&alice());
    let h = &fx.host;
    h.challenge_engine(
        &a,
        PLACE,
        &me(),
        GameId::Xiangqi,
        SideChoice::First,
        None,
        Level::MIN,
        None,
    )
    .unwrap();
    let moved = h.play_move(&a, PLACE, "h3e3", None).unwrap();
    let due = moved.engine.expect("the bot's turn");
    assert!(moved.ping.is_empty(), "the bot is not pinged");
    let turn = h.engine_turn(due.game).unwrap().unwrap();
    let reply = think(&turn);

    // Alice takes her move back (granted at once) and plays another: the same ply, another
    // position. The move thought out for the old one is not played.
    let back = h.request_takeback(&a, PLACE).unwrap();
    assert!(back.said().contains("is taken back"), "{}", back.said());
    h.play_move(&a, PLACE, "b3e3", None).unwrap();
    assert_eq!(h.snapshot(PLACE).unwrap().row.ply, turn.ply);
    assert!(h.play_engine(&turn, &reply).unwrap().is_none());
    assert_eq!(h.snapshot(PLACE).unwrap().row.ply, turn.ply, "nothing was played");

    // The turn handed out now is played.
    let fresh = h.engine_turn(due.game).unwrap().unwrap();
    assert!(h.play_engine(&fresh, &think(&fresh)).unwrap().is_some());
    assert_eq!(h.snapshot(PLACE).unwrap().row.ply, turn.ply + 1);
    // Waiting games: none, it is Alice's turn.
    assert!(h.engine_games_waiting(std::time::Duration::ZERO).unwrap().is_empty());
}
