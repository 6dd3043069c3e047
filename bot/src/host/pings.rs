//! A budget on what notifies other people: challenges, draw offers and takeback requests each
//! ping someone, and a player who sends many in a row (challenge, cancel, challenge again…)
//! would ping their victim each time. Each player may send [`MAX_PINGS`] in any
//! [`PING_WINDOW`]; past that they are told when they may again. Kept in memory, on the host's
//! clock: a restart forgives.

use std::{
    collections::{HashMap, VecDeque},
    sync::Mutex,
    time::Duration,
};

use super::{Host, Refusal, RefusalKind, Reply};
use crate::{
    model::{Actor, Moment, UserId},
    msg,
};

/// Pings one player may send in a window.
pub const MAX_PINGS: usize = 5;
/// The window (10 minutes).
pub const PING_WINDOW: Duration = Duration::from_secs(600);

/// When each player's recent pings were sent.
#[derive(Debug, Default)]
pub(super) struct PingBudget {
    sent: Mutex<HashMap<UserId, VecDeque<Moment>>>,
}

impl PingBudget {
    /// `Err(time until one is free)` if `user` spent the budget by `now`.
    fn check(&self, user: UserId, now: Moment) -> Result<(), Duration> {
        let mut sent = self.sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let times = sent.entry(user).or_default();
        while times.front().is_some_and(|t| *t + PING_WINDOW <= now) {
            times.pop_front();
        }
        match times.front() {
            Some(&oldest) if times.len() >= MAX_PINGS => Err((oldest + PING_WINDOW).since(now)),
            _ => Ok(()),
        }
    }

    fn spend(&self, user: UserId, now: Moment) {
        let mut sent = self.sent.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if sent.len() > 4_096 {
            sent.retain(|_, times| times.back().is_some_and(|t| *t + PING_WINDOW > now));
        }
        sent.entry(user).or_default().push_back(now);
    }
}

impl Host {
    /// Runs `f` for `user` if their budget allows, and counts it if its reply pings anyone.
    pub(super) fn pinging(
        &self,
        actor: &Actor,
        f: impl FnOnce() -> Result<Reply, Refusal>,
    ) -> Result<Reply, Refusal> {
        let user = actor.id();
        let now = self.now();
        if let Err(wait) = self.pings.check(user, now) {
            let refusal = msg!(
                "refusal-too-often",
                count = MAX_PINGS,
                window = PING_WINDOW,
                wait = wait.max(Duration::from_secs(1))
            );
            return Err(Refusal::new(RefusalKind::TooOften, refusal));
        }
        let reply = f()?;
        if !reply.ping.is_empty() {
            self.pings.spend(user, now);
        }
        Ok(reply)
    }
}
