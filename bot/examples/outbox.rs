//! What claiming the outbox costs the sweeper, on a SQLite file: the query every background
//! pass runs (`Tx::claim_due`), over a backlog of entries in many channels, some of which
//! are channels where the bot may only answer (their entries wait for an interaction).
//!
//! `cargo run --release -p bot --example outbox -- [entries 5000] [channels 500]
//! [answer-only 100] [passes 2000]` queues `entries` entries over `channels` channels, notes
//! the first `answer-only` channels as answer-only, then times `passes` transactions that each
//! claim 50 entries and give them back. With `answer-only` above 0 it also times claiming a
//! single answer-only channel's entries (`Tx::claim_held`, an interaction there). Prints the
//! medians, in microseconds.

use std::time::Instant;

use bot::{
    model::{ChallengeNo, ChannelId, Moment},
    store::{
        Store, StoreError,
        outbox::{Claim, Subject},
    },
};

fn median(mut times: Vec<f64>) -> f64 {
    times.sort_by(f64::total_cmp);
    times[times.len() / 2]
}

fn arg(n: usize, default: u64) -> u64 {
    std::env::args().nth(n).and_then(|a| a.parse().ok()).unwrap_or(default)
}

fn main() -> Result<(), StoreError> {
    let (entries, channels, answer_only, passes) =
        (arg(1, 5_000), arg(2, 500).max(1), arg(3, 100), arg(4, 2_000));
    let dir = tempfile::tempdir().expect("a temporary folder");
    let db = dir.path().join("outbox.sqlite3").to_string_lossy().into_owned();
    let store = Store::open(&db).expect("the database opens");
    let now = Moment::from_seconds(1_795_737_600);
    let channel = |i: u64| ChannelId(1_187_000_000_000_000_000 + i % channels);
    store.write(|tx| {
        for i in 0..entries {
            tx.enqueue(
                Subject::Expired(ChallengeNo(i64::try_from(i).unwrap_or(0))),
                channel(i),
                now,
            )?;
        }
        for i in 0..answer_only.min(channels) {
            tx.note_answer_only(channel(i), true, now)?;
        }
        Ok::<_, StoreError>(())
    })?;
    let claim = Claim { by: "outbox-example", until: now + std::time::Duration::from_secs(300) };
    let time = |held: Option<ChannelId>| -> Result<f64, StoreError> {
        let mut times = Vec::new();
        for _ in 0..passes {
            let began = Instant::now();
            store.write(|tx| {
                let claimed = match held {
                    None => tx.claim_due(now, 50, &claim)?,
                    Some(channel) => tx.claim_held(channel, now, 4, &claim)?,
                };
                for e in claimed {
                    tx.release(e.id, claim.by)?;
                }
                Ok::<_, StoreError>(())
            })?;
            times.push(began.elapsed().as_secs_f64() * 1e6);
        }
        Ok(median(times))
    };
    println!(
        "claim_due of 50 and give back ({entries} entries, {channels} channels, {answer_only} \
         answer-only), median of {passes}: {:.1} µs",
        time(None)?
    );
    if answer_only > 0 {
        println!(
            "claim_held of 4 in one answer-only channel, median: {:.1} µs",
            time(Some(channel(0)))?
        );
    }
    Ok(())
}
