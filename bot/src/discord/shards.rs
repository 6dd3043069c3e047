//! Gateway shards. Discord splits a bot's servers between shards, server `s` on shard
//! `(s >> 22) % total`, each one websocket; it asks for sharding from about 1,000 servers and
//! refuses a single shard past 2,500. By default the bot asks Discord how many shards it
//! needs and runs them all; `DISCORD_SHARDS=<first>-<last>/<total>` runs only that range, so
//! that several processes (on several machines, sharing one PostgreSQL database) split the
//! gateway between them.
//!
//! serenity reconnects a dropped shard by itself (resuming its session, or identifying anew).
//! What it does is logged here, and a shard that stays down is restarted by the watch
//! (`watch`).

use std::{collections::HashMap, sync::Arc, time::Duration};

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

/// Which shards this process runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ShardRange {
    /// The first shard it runs.
    pub first: u32,
    /// The last shard it runs (included).
    pub last: u32,
    /// How many shards the bot has in all, over every process.
    pub total: u32,
}

/// The most shards the setting may name: far past any bot this serves.
const MAX_SHARDS: u32 = 4_096;

/// A `DISCORD_SHARDS` setting that is not a range of shards.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ShardRangeError {
    /// Not of the form `<first>-<last>/<total>`.
    #[error(
        "DISCORD_SHARDS must be <first>-<last>/<total>, such as 0-1/4 for shards 0 and 1 of \
         four (shards count from 0), not `{0}`."
    )]
    Form(String),
    /// A total of none, or of more than anyone needs.
    #[error("DISCORD_SHARDS: the total must be from 1 to {MAX_SHARDS}.")]
    Total,
    /// The range is not within the total.
    #[error("DISCORD_SHARDS: {first}-{last} is not a range of shards 0 to {} (of {total}).", total - 1)]
    Range {
        /// The first shard named.
        first: u32,
        /// The last shard named.
        last: u32,
        /// The total.
        total: u32,
    },
}

impl ShardRange {
    /// Reads `<first>-<last>/<total>` (`0-1/4`: shards 0 and 1 of four), or `<n>/<total>` for
    /// one shard.
    ///
    /// # Errors
    /// Not of that form, or the range is not within the total; the message says so.
    pub fn parse(text: &str) -> Result<ShardRange, ShardRangeError> {
        let text = text.trim();
        let bad = || ShardRangeError::Form(text.to_owned());
        let (range, total) = text.split_once('/').ok_or_else(bad)?;
        let (first, last) = range.split_once('-').unwrap_or((range, range));
        let number = |n: &str| n.trim().parse::<u32>().map_err(|_| bad());
        let (first, last, total) = (number(first)?, number(last)?, number(total)?);
        if total == 0 || total > MAX_SHARDS {
            return Err(ShardRangeError::Total);
        }
        if first > last || last >= total {
            return Err(ShardRangeError::Range { first, last, total });
        }
        Ok(ShardRange { first, last, total })
    }

    /// The shard server `server` is on, of `total`, as Discord assigns them.
    pub fn of_server(server: u64, total: u32) -> u32 {
        u32::try_from((server >> 22) % u64::from(total.max(1))).unwrap_or(0)
    }
}

/// Connects the shards: `range`, or all that Discord recommends. Returns when the client
/// stops.
///
/// # Errors
/// The client stopped on an error it cannot recover from (a bad token, refused intents).
pub async fn run(
    client: &mut serenity::Client,
    range: Option<ShardRange>,
) -> Result<(), serenity::Error> {
    match range {
        None => client.start_autosharded().await,
        // serenity's range here runs from `start` to `end` both included.
        Some(r) => client.start_shard_range(r.first..r.last, r.total).await,
    }
}

/// Logs a shard's change of state: players notice a shard that is down (the bot does not
/// answer in its servers), so the operator should see it too.
pub(super) fn log_stage(update: &serenity::ShardStageUpdateEvent) {
    use serenity::ConnectionStage::{Connected, Disconnected};
    match (update.old, update.new) {
        (_, Connected) => info!("shard {} connected", update.shard_id),
        (Connected, new) => {
            warn!("shard {} lost its connection ({new}); reconnecting", update.shard_id)
        }
        (_, Disconnected) => warn!("shard {} is disconnected", update.shard_id),
        _ => {}
    }
}

/// Logs a shard's new session, with the total: the operator splitting shards between
/// processes reads here how many Discord asked for.
pub(super) fn log_ready(ready: &serenity::Ready) {
    if let Some(shard) = ready.shard {
        info!("shard {} of {} ready ({} servers)", shard.id, shard.total, ready.guilds.len());
    }
}

/// Checks this often whether every shard is connected.
pub const WATCH_EVERY: Duration = Duration::from_secs(60);

/// After this many checks in a row that find a shard down, it is restarted.
pub const DOWN_CHECKS: u32 = 3;

/// What the watch does about one shard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Verdict {
    /// Connected, or not down for long.
    Fine,
    /// Down for [`DOWN_CHECKS`] checks with a runner: shut it and start it again.
    Restart,
    /// Down for that long with no runner: serenity is still trying to start it; say so.
    Waiting,
}

/// Counts, per shard, the checks in a row that found it down, given what the manager knows
/// (`runners`: each running shard and whether it is connected); returns what to do.
pub(super) fn judge(
    shards: impl IntoIterator<Item = u32>,
    runners: &HashMap<u32, bool>,
    down: &mut HashMap<u32, u32>,
) -> Vec<(u32, Verdict)> {
    shards
        .into_iter()
        .map(|shard| {
            let connected = runners.get(&shard).copied();
            if connected == Some(true) {
                down.remove(&shard);
                return (shard, Verdict::Fine);
            }
            let checks = down.entry(shard).or_insert(0);
            *checks += 1;
            if *checks < DOWN_CHECKS {
                return (shard, Verdict::Fine);
            }
            *checks = 0;
            (shard, if connected.is_some() { Verdict::Restart } else { Verdict::Waiting })
        })
        .collect()
}

/// Every `every`, until aborted: restarts a shard that has been down for [`DOWN_CHECKS`]
/// checks (serenity gave up on it, or it hangs), and logs one serenity is still starting.
pub(super) async fn watch(manager: Arc<serenity::ShardManager>, every: Duration) {
    let mut down = HashMap::new();
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    tick.tick().await;
    loop {
        tick.tick().await;
        let runners: HashMap<u32, bool> = manager
            .runners
            .lock()
            .await
            .iter()
            .map(|(id, r)| (id.0, r.stage == serenity::ConnectionStage::Connected))
            .collect();
        // The shards with a runner, and those down without one since an earlier check.
        let mut shards: Vec<u32> = runners.keys().chain(down.keys()).copied().collect();
        shards.sort_unstable();
        shards.dedup();
        for (shard, verdict) in judge(shards, &runners, &mut down) {
            match verdict {
                Verdict::Fine => {}
                Verdict::Restart => {
                    warn!("shard {shard} has been down for {DOWN_CHECKS} checks; restarting it");
                    manager.restart(serenity::ShardId(shard)).await;
                }
                Verdict::Waiting => {
                    warn!("shard {shard} is still not running; serenity keeps trying to start it");
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_range_is_read_and_checked() {
        assert_eq!(ShardRange::parse("0-1/4"), Ok(ShardRange { first: 0, last: 1, total: 4 }));
        assert_eq!(ShardRange::parse(" 2-3/4 "), Ok(ShardRange { first: 2, last: 3, total: 4 }));
        assert_eq!(ShardRange::parse("5/8"), Ok(ShardRange { first: 5, last: 5, total: 8 }));
        for (bad, says) in [
            ("4", "must be <first>-<last>/<total>"),
            ("a-b/4", "must be <first>-<last>/<total>"),
            ("0-1/0", "total must be from 1"),
            ("2-1/4", "not a range of shards 0 to 3"),
            ("0-4/4", "not a range of shards 0 to 3"),
        ] {
            let e = ShardRange::parse(bad).unwrap_err().to_string();
            assert!(e.contains(says), "{bad}: {e}");
        }
    }

    #[test]
    fn a_server_is_on_the_shard_discord_gives_it() {
        // The shard is in the bits above the 22 of worker, process and increment.
        let server = (5u64 << 22) | 0x3F_FFFF;
        assert_eq!(ShardRange::of_server(server, 1), 0);
        assert_eq!(ShardRange::of_server(server, 4), 1);
        assert_eq!(ShardRange::of_server(server, 8), 5);
        assert_eq!(ShardRange::of_server(1_187_000_000_000_000_100, 4), 1);
    }

    #[test]
    fn a_shard_down_for_three_checks_is_restarted_once_and_then_watched_again() {
        let mut down = HashMap::new();
        let runners = HashMap::from([(0, true), (1, false)]);
        for _ in 0..DOWN_CHECKS - 1 {
            let verdicts = judge([0, 1, 2], &runners, &mut down);
            assert!(verdicts.iter().all(|(_, v)| *v == Verdict::Fine), "{verdicts:?}");
        }
        let verdicts = judge([0, 1, 2], &runners, &mut down);
        assert_eq!(
            verdicts,
            vec![(0, Verdict::Fine), (1, Verdict::Restart), (2, Verdict::Waiting)]
        );
        // Counting starts again after a restart, and a shard back up is forgotten.
        let back = HashMap::from([(0, true), (1, true), (2, true)]);
        assert!(judge([0, 1, 2], &back, &mut down).iter().all(|(_, v)| *v == Verdict::Fine));
        assert!(down.is_empty());
    }
}
