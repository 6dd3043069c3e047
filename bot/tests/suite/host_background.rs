//! Background work with several processes on one database: one holds the lease at a time, and
//! each delivery is claimed by one of them, retried by another once a dead one's claim runs
//! out. Two hosts on one database stand for two processes.
#![allow(clippy::unwrap_used)]

use crate::common;

use crate::common::{Fixture, Said, secs};
use bot::host::{CLAIM_TIME, Delivered, Say};
use rules::GameId;

/// The lease length the tests ask for.
const LEASE: std::time::Duration = secs(30);

fn one_host_holds_the_background_lease_until_it_runs_out_or_is_given_up(fx: Fixture) {
    let other = fx.second_host();
    assert_ne!(fx.host.holder(), other.holder());
    assert!(fx.host.hold_background(LEASE).unwrap());
    assert!(!other.hold_background(LEASE).unwrap(), "held by the first");
    // Renewing moves the end on: the second still cannot take it where it first ran out.
    fx.clock.advance(LEASE - secs(1));
    assert!(fx.host.hold_background(LEASE).unwrap());
    fx.clock.advance(secs(1));
    assert!(!other.hold_background(LEASE).unwrap(), "renewed");
    let held = fx.host.background_holder().unwrap().unwrap();
    assert_eq!(held.holder, fx.host.holder());
    // The holder stops renewing (it died): once the lease ran out, the other takes it.
    fx.clock.advance(LEASE);
    assert!(other.hold_background(LEASE).unwrap());
    assert!(!fx.host.hold_background(LEASE).unwrap(), "taken over");
    // Given up on an orderly stop, it is free at once.
    other.release_background().unwrap();
    assert!(fx.host.hold_background(LEASE).unwrap());
    // Giving up a lease one does not hold changes nothing.
    other.release_background().unwrap();
    assert_eq!(fx.host.background_holder().unwrap().unwrap().holder, fx.host.holder());
}

fn a_delivery_is_claimed_by_one_host_and_made_by_another_once_the_claim_runs_out(fx: Fixture) {
    let other = fx.second_host();
    fx.start(GameId::Xiangqi, common::PLACE);
    fx.clock.advance(secs(86_400));
    assert_eq!(fx.host.queue_reminders().unwrap(), 1);
    assert_eq!(other.queue_reminders().unwrap(), 0, "queued once");
    let due = fx.host.deliveries_due(10).unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    assert!(
        matches!(&due[0].say, Say::Post { text, .. } if text.said().contains("it is your turn"))
    );
    assert!(other.deliveries_due(10).unwrap().is_empty(), "claimed by the first host");
    // The first host dies before settling it: once its claim runs out, the other makes it.
    fx.clock.advance(CLAIM_TIME - secs(1));
    assert!(other.deliveries_due(10).unwrap().is_empty(), "still claimed");
    fx.clock.advance(secs(1));
    let retried = other.deliveries_due(10).unwrap();
    assert_eq!(retried.iter().map(|d| d.id).collect::<Vec<_>>(), [due[0].id]);
    other.settle(retried[0].id, &Delivered::Done).unwrap();
    fx.clock.advance(CLAIM_TIME);
    assert!(fx.host.deliveries_due(10).unwrap().is_empty(), "delivered once");
    assert!(other.deliveries_due(10).unwrap().is_empty());
}

fn a_delivery_given_back_untried_is_due_again_for_anyone(fx: Fixture) {
    let other = fx.second_host();
    fx.start(GameId::Xiangqi, common::PLACE);
    fx.clock.advance(secs(86_400));
    fx.host.queue_reminders().unwrap();
    let due = fx.host.deliveries_due(10).unwrap();
    assert_eq!(due.len(), 1);
    // Another host cannot give back what it does not hold.
    other.unclaim(due[0].id);
    assert!(other.deliveries_due(10).unwrap().is_empty());
    fx.host.unclaim(due[0].id);
    assert_eq!(other.deliveries_due(10).unwrap().len(), 1);
}

on_both_stores!(
    one_host_holds_the_background_lease_until_it_runs_out_or_is_given_up,
    a_delivery_is_claimed_by_one_host_and_made_by_another_once_the_claim_runs_out,
    a_delivery_given_back_untried_is_due_again_for_anyone,
);
