//! Per-user cooldowns for commands that cost the bot a lot (an animated replay renders every
//! ply). Time comes from the host's clock, which tests replace by a manual one: poise has
//! cooldowns of its own, but they read the wall clock, so a test of them depends on how fast
//! the machine is.

use std::{collections::HashMap, sync::Mutex};

use crate::model::{Timestamp, UserId};

/// When each user may use each command again.
#[derive(Debug, Default)]
pub(super) struct Cooldowns {
    until: Mutex<HashMap<(UserId, &'static str), Timestamp>>,
}

/// Entries kept before expired ones are swept out, so the map stays small.
const SWEEP_ABOVE: usize = 1_024;

impl Cooldowns {
    /// Starts `command`'s cooldown of `seconds` for `user` at `now`; or, if the last one has
    /// not run out, leaves it and returns the seconds left.
    pub(super) fn start(
        &self,
        user: UserId,
        command: &'static str,
        now: Timestamp,
        seconds: i64,
    ) -> Result<(), i64> {
        let mut until = self.until.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(&end) = until.get(&(user, command))
            && end > now
        {
            return Err(end - now);
        }
        if until.len() >= SWEEP_ABOVE {
            until.retain(|_, end| *end > now);
        }
        until.insert((user, command), now + seconds);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cooldown_runs_out_after_its_seconds_and_is_per_user_and_command() {
        let c = Cooldowns::default();
        let (ann, ben) = (UserId(1), UserId(2));
        assert_eq!(c.start(ann, "replay", 100, 10), Ok(()));
        assert_eq!(c.start(ann, "replay", 100, 10), Err(10));
        assert_eq!(c.start(ann, "replay", 109, 10), Err(1));
        assert_eq!(c.start(ben, "replay", 109, 10), Ok(()));
        assert_eq!(c.start(ann, "export", 109, 10), Ok(()));
        assert_eq!(c.start(ann, "replay", 110, 10), Ok(()));
        assert_eq!(c.start(ann, "replay", 111, 10), Err(9));
    }

    #[test]
    fn expired_entries_are_swept_out() {
        let c = Cooldowns::default();
        for user in 0..SWEEP_ABOVE as u64 {
            c.start(UserId(user), "replay", 0, 10).unwrap();
        }
        c.start(UserId(u64::MAX), "replay", 10, 10).unwrap();
        let kept = c.until.lock().unwrap().len();
        assert_eq!(kept, 1, "only the live cooldown is kept");
    }
}
