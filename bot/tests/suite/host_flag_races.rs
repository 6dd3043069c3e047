//! A flag that has fallen decides the game, whatever arrives after it: a resignation, a draw
//! offer or its acceptance, a takeback request, an abort that reaches the bot after a live
//! game's deadline (inside the quarter second the timer waits for a move on its way) is
//! refused, and the game is lost on time, posted once; what arrived before the deadline
//! stands, however late it is handled. Every duration comes from the manual clock.
#![allow(clippy::unwrap_used)]

use std::time::Duration;

use crate::common::{
    Fixture, PLACE, Said, actor, alice, bob,
    live::{play, post_words, row, start_live},
    secs,
};
use bot::{
    host::Refusal,
    model::{Actor, GameNo, User},
    store::GameStatus,
};
use rules::{Reason, Side};

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// A 1+0 game in which both sides made their first move; Red is to move, and its flag falls
/// 60 s from now.
fn red_to_move_with_a_minute(fx: &Fixture) -> GameNo {
    let (id, _) = start_live(fx, "1+0", None);
    play(fx, &alice(), "h3e3").unwrap();
    play(fx, &bob(), "h10g8").unwrap();
    id
}

/// `who`, acting now (their action reached the bot at this moment).
fn now(fx: &Fixture, who: &User) -> Actor {
    Actor { arrived: Some(fx.host.stamp()), ..actor(who) }
}

/// The game was lost on time by Red, its post waits for the timer once, and `refused` says
/// the clock ran out.
fn red_lost_on_time(fx: &Fixture, id: GameNo, refused: &Refusal) {
    assert!(refused.said().contains("A clock has run out"), "{}", refused.said());
    let row = row(fx, id);
    assert_eq!(row.status, GameStatus::Finished);
    let outcome = row.outcome.unwrap();
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Second), Reason::OutOfTime));
    let posts = fx.host.flags_due().unwrap();
    assert_eq!(posts.len(), 1, "the flag is posted once");
    assert!(post_words(&posts[0]).contains("Red's clock ran out"), "{}", post_words(&posts[0]));
    fx.clock.advance(secs(1));
    assert!(fx.host.flags_due().unwrap().is_empty());
}

fn a_resignation_after_the_flag_is_refused_and_the_game_lost_on_time(fx: Fixture) {
    let id = red_to_move_with_a_minute(&fx);
    fx.clock.advance(ms(60_100));
    // Red resigns 100 ms after its flag fell, before the timer looked.
    let refused = fx.host.resign(&now(&fx, &alice()), PLACE).unwrap_err();
    red_lost_on_time(&fx, id, &refused);
    // So does Black's resignation: the flag came first, and Black won.
    let id = red_to_move_with_a_minute(&fx);
    fx.clock.advance(ms(60_100));
    let refused = fx.host.resign(&now(&fx, &bob()), PLACE).unwrap_err();
    red_lost_on_time(&fx, id, &refused);
}

fn a_draw_accepted_after_the_flag_is_refused_and_the_game_lost_on_time(fx: Fixture) {
    let id = red_to_move_with_a_minute(&fx);
    fx.clock.advance(secs(50));
    // Red offers a draw in time; her flag falls; Black's acceptance comes 100 ms later, by
    // the button or by typing.
    fx.host.offer_draw(&now(&fx, &alice()), PLACE).unwrap();
    fx.clock.advance(ms(10_100));
    let refused = fx.host.answer_draw(&now(&fx, &bob()), PLACE, true).unwrap_err();
    red_lost_on_time(&fx, id, &refused);
    let id = red_to_move_with_a_minute(&fx);
    fx.clock.advance(secs(50));
    fx.host.offer_draw(&now(&fx, &alice()), PLACE).unwrap();
    fx.clock.advance(ms(10_100));
    let refused = fx.host.offer_draw(&now(&fx, &bob()), PLACE).unwrap_err();
    red_lost_on_time(&fx, id, &refused);
}

fn an_offer_request_or_abort_after_the_flag_is_refused(fx: Fixture) {
    let moderator = |u: &User| Actor { moderator: true, ..now(&fx, u) };
    type Act = fn(&Fixture, &Actor) -> Result<bot::host::Reply, Refusal>;
    let acts: [(&str, Act); 3] = [
        ("a draw offer", |fx, a| fx.host.offer_draw(a, PLACE)),
        ("a takeback request", |fx, a| fx.host.request_takeback(a, PLACE)),
        ("an abort", |fx, a| fx.host.abort(a, PLACE)),
    ];
    for (what, act) in acts {
        let id = red_to_move_with_a_minute(&fx);
        fx.clock.advance(ms(60_100));
        let refused = act(&fx, &moderator(&bob())).map(|_| what).unwrap_err();
        red_lost_on_time(&fx, id, &refused);
    }
}

fn an_action_that_arrived_before_the_flag_stands(fx: Fixture) {
    let id = red_to_move_with_a_minute(&fx);
    fx.clock.advance(secs(60));
    // Red's resignation reached the bot at the deadline and is handled 200 ms later.
    let arrived = Actor { arrived: Some(fx.host.stamp()), ..actor(&alice()) };
    fx.clock.advance(ms(200));
    let resigned = fx.host.resign(&arrived, PLACE).unwrap();
    assert!(resigned.said().contains("resigned"), "{}", resigned.said());
    let outcome = row(&fx, id).outcome.unwrap();
    assert_eq!((outcome.winner, outcome.reason), (Some(Side::Second), Reason::Resignation));
    fx.clock.advance(secs(1));
    assert!(fx.host.flags_due().unwrap().is_empty(), "no flag after the resignation");
}

fn a_flag_and_a_late_resignation_in_two_processes_have_one_outcome(fx: Fixture) {
    let other = fx.second_host();
    let id = red_to_move_with_a_minute(&fx);
    fx.clock.advance(ms(60_300));
    // The other process's timer flags the game; the resignation that came after the flag
    // finds it over on time, whichever is handled first.
    let late = now(&fx, &alice());
    assert!(other.flag(id, fx.host.stamp()).unwrap().is_some());
    let refused = fx.host.resign(&late, PLACE).unwrap_err();
    assert!(refused.said().contains("no game"), "{}", refused.said());
    let outcome = row(&fx, id).outcome.unwrap();
    assert_eq!(outcome.reason, Reason::OutOfTime);
    assert_eq!(fx.int("SELECT COUNT(*) FROM outbox WHERE kind = 'flag'"), 1);
}

on_both_stores!(
    a_resignation_after_the_flag_is_refused_and_the_game_lost_on_time,
    a_draw_accepted_after_the_flag_is_refused_and_the_game_lost_on_time,
    an_offer_request_or_abort_after_the_flag_is_refused,
    an_action_that_arrived_before_the_flag_stands,
    a_flag_and_a_late_resignation_in_two_processes_have_one_outcome,
);
