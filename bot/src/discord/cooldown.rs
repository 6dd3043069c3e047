//! Per-user cooldowns for commands that cost the bot a lot (an animated replay renders every
//! ply). Time comes from the host's clock, which tests replace by a manual one: poise has
//! cooldowns of its own, but they read the wall clock, so a test of them depends on how fast
//! the machine is.

use std::{collections::HashMap, sync::Mutex, time::Duration};

use crate::model::{Moment, UserId};

/// When each user may use each command again.
#[derive(Debug, Default)]
pub(super) struct Cooldowns {
    until: Mutex<HashMap<(UserId, &'static str), Moment>>,
}

/// Entries kept before expired ones are swept out, so the map stays small.
const SWEEP_ABOVE: usize = 1_024;

impl Cooldowns {
    /// Starts `command`'s cooldown of `length` for `user` at `now`; or, if the last one has
    /// not run out, leaves it and returns the time left.
    pub(super) fn start(
        &self,
        user: UserId,
        command: &'static str,
        now: Moment,
        length: Duration,
    ) -> Result<(), Duration> {
        let mut until = self.until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(&end) = until.get(&(user, command))
            && end > now
        {
            return Err(end.since(now));
        }
        if until.len() >= SWEEP_ABOVE {
            until.retain(|_, end| *end > now);
        }
        until.insert((user, command), now + length);
        Ok(())
    }

    /// Ends `command`'s cooldown for `user`: what it stood for was refused, and cost nothing.
    pub(super) fn forget(&self, user: UserId, command: &'static str) {
        let mut until = self.until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        until.remove(&(user, command));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cooldown_runs_out_after_its_seconds_and_is_per_user_and_command() {
        let c = Cooldowns::default();
        let (ann, ben) = (UserId(1), UserId(2));
        let (at, s) = (Moment::from_seconds, Duration::from_secs);
        assert_eq!(c.start(ann, "replay", at(100), s(10)), Ok(()));
        assert_eq!(c.start(ann, "replay", at(100), s(10)), Err(s(10)));
        assert_eq!(c.start(ann, "replay", at(109), s(10)), Err(s(1)));
        assert_eq!(c.start(ben, "replay", at(109), s(10)), Ok(()));
        assert_eq!(c.start(ann, "export", at(109), s(10)), Ok(()));
        assert_eq!(c.start(ann, "replay", at(110), s(10)), Ok(()));
        assert_eq!(c.start(ann, "replay", at(111), s(10)), Err(s(9)));
        c.forget(ann, "replay");
        assert_eq!(c.start(ann, "replay", at(111), s(10)), Ok(()));
    }

    #[test]
    fn expired_entries_are_swept_out() {
        let c = Cooldowns::default();
        let (at, s) = (Moment::from_seconds, Duration::from_secs);
        for user in 0..SWEEP_ABOVE as u64 {
            c.start(UserId(user), "replay", at(0), s(10)).unwrap();
        }
        c.start(UserId(u64::MAX), "replay", at(10), s(10)).unwrap();
        let kept = c.until.lock().unwrap().len();
        assert_eq!(kept, 1, "only the live cooldown is kept");
    }
}
