//! The daily puzzle on a real database and a clock the test moves: posted from its hour,
//! exactly once a day whether asked again, by a second process or after a restart; its Solve
//! button; the next day's post naming who solved it. On SQLite and PostgreSQL.
#![allow(clippy::unwrap_used)]

use crate::common::{Fixture, PLACE, Said, actor, alice, bob, secs};
use bot::{
    host::{ActionId, DailyChange, Delivered, RefusalKind, Say},
    model::{Actor, ChannelId, Sight},
};

fn daily_puzzle_is_posted_once_a_day(mut fx: Fixture) {
    let manager = Actor { manager: true, ..actor(&alice()) };
    let change = DailyChange { channel: Some(ChannelId(100)), hour: Some(12), off: false };
    let refused = fx.host.set_daily_puzzle(&actor(&bob()), PLACE, change).unwrap_err();
    assert_eq!(refused.kind, RefusalKind::NotAllowed, "managers only");
    fx.host.set_daily_puzzle(&manager, PLACE, change).unwrap();
    let settings = fx.host.settings(&manager, PLACE, Default::default(), None).unwrap();
    assert!(
        settings.said().contains("Daily puzzle: in <#100> from 12:00 UTC."),
        "{}",
        settings.said()
    );

    // Midnight: not yet. Noon: once, whoever asks, and after a restart.
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 0);
    fx.clock.advance(secs(12 * 3_600));
    let other = fx.second_host();
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 1);
    assert_eq!(other.queue_daily_puzzles().unwrap(), 0, "another process");
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 0, "again");
    fx.reopen();
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 0, "after a restart");
    let due = fx.host.deliveries_due(10).unwrap();
    assert_eq!(due.len(), 1);
    assert_eq!(due[0].channel, ChannelId(100));
    let Say::Turn(post) = &due[0].say else { panic!("{:?}", due[0].say) };
    assert!(post.said().starts_with("**Daily puzzle** · **"), "{}", post.said());
    assert!(post.image.is_some());
    let solve = post.actions.iter().find(|a| matches!(a.id, ActionId::Puzzle { .. })).unwrap();
    fx.host.settle(due[0].id, &Delivered::Done).unwrap();

    // Bob solves it from the button, privately.
    let b = actor(&bob());
    let given = fx.host.press(&b, PLACE, &Sight::Everywhere, &solve.id.encode()).unwrap();
    assert!(given.said().starts_with("Puzzle `#"), "{}", given.said());
    let ActionId::Puzzle { puzzle } = solve.id else { unreachable!() };
    let moves: String = fx.text(&format!("SELECT moves FROM puzzles WHERE id = {puzzle}"));
    for m in moves.split_whitespace().step_by(2) {
        fx.host.puzzle_move(&b, PLACE, m).unwrap();
    }
    let again = fx.host.press(&b, PLACE, &Sight::Everywhere, &solve.id.encode()).unwrap_err();
    assert!(again.said().contains("tried this puzzle already"), "{}", again.said());

    // The next day's, from its hour, names him.
    fx.clock.advance(secs(20 * 3_600));
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 0, "8:00: not yet");
    fx.clock.advance(secs(4 * 3_600));
    assert_eq!(other.queue_daily_puzzles().unwrap(), 1, "the other process's turn");
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 0);
    let due = fx.host.deliveries_due(10).unwrap();
    let Say::Turn(post) = &due[0].say else { panic!("{:?}", due[0].say) };
    assert!(post.said().contains("Yesterday's puzzle was solved by <@2>."), "{}", post.said());
    assert_eq!(fx.int("SELECT count(*) FROM daily_puzzles"), 2);
    assert_eq!(fx.int("SELECT count(DISTINCT puzzle_id) FROM daily_puzzles"), 2);

    // Switched off: no more.
    let off = DailyChange { off: true, ..DailyChange::default() };
    fx.host.set_daily_puzzle(&manager, PLACE, off).unwrap();
    fx.clock.advance(secs(24 * 3_600));
    assert_eq!(fx.host.queue_daily_puzzles().unwrap(), 0);
}

on_both_stores!(daily_puzzle_is_posted_once_a_day);
