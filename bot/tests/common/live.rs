//! Helpers for the tests of live games: a game with a clock started between Alice (Red) and
//! Bob, moves made now, boards reported shown, the stored row and clocks, a flag's words.

use std::time::Duration;

use bot::{
    host::{Answer, Delivery, Reply, Say},
    live::TimeControl,
    model::{GameNo, SideChoice},
};
use rules::GameId;

use super::{Fixture, PLACE, Said, actor, alice, bob};

/// The time control written `text`.
pub fn control(text: &str) -> TimeControl {
    text.parse().unwrap()
}

/// Alice (Red) challenges Bob to a live game with `clock` from `position`; Bob accepts.
pub fn start_live(fx: &Fixture, clock: &str, position: Option<&str>) -> (GameNo, Reply) {
    let (a, b) = (actor(&alice()), actor(&bob()));
    let challenge = fx
        .host
        .challenge(
            &a,
            PLACE,
            &bob(),
            GameId::Xiangqi,
            SideChoice::First,
            position,
            Some(control(clock)),
        )
        .unwrap();
    assert!(challenge.said().contains(&format!("Live game, {clock}")), "{}", challenge.said());
    let reply = fx.host.answer_challenge_here(&b, PLACE, Answer::Accept).unwrap();
    let id = fx.host.snapshot(PLACE).unwrap().row.id;
    (id, reply)
}

/// `who` plays `text` now.
pub fn play(fx: &Fixture, who: &bot::model::User, text: &str) -> Result<Reply, bot::host::Refusal> {
    fx.host.play_move(&actor(who), PLACE, text, None)
}

/// The reply's turn is shown `upload` after it was made.
pub fn shown(fx: &Fixture, reply: &Reply, upload: Duration) {
    let turn = reply.live_turn.expect("a live turn");
    fx.clock.advance(upload);
    fx.host.turn_shown(turn.game, turn.ply, fx.host.stamp()).unwrap();
}

pub fn row(fx: &Fixture, id: GameNo) -> bot::store::GameRow {
    fx.host.snapshot_by_id(id).unwrap().row
}

pub fn clocks(fx: &Fixture, id: GameNo) -> bot::live::Clocks {
    row(fx, id).clocks.unwrap()
}

/// The words of a flag's post.
pub fn post_words(d: &Delivery) -> String {
    match &d.say {
        Say::Turn(reply) => reply.said(),
        other => panic!("a flag is posted as a board, not {other:?}"),
    }
}
