//! Work on a timer: closing challenges nobody answered (their messages are edited to say so,
//! without buttons), reminding players whose turn it has been for a while, and handing the
//! engine the games against the bot that wait for its move and that nobody handed it (after
//! a restart, or when a reply could not be shown). Of several processes on one database,
//! the one holding the background lease does it ([`Host::hold_background`]).

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use poise::serenity_prelude as serenity;
use tracing::{info, warn};

use super::{
    messages::{new_message, pings, words},
    reach::Reach,
};
use crate::{
    host::{Delivered, Delivery, Host, Say},
    thinkers::Thinkers,
};

/// How long (on the host's clock) a game against the bot may wait for its move before the
/// sweeper hands it to the engine: normally the adapter does so as soon as the player's move
/// is shown, and the bot's move must not come before it.
pub(super) const ENGINE_GRACE: Duration = Duration::from_secs(60);

/// Every `every`, until aborted: if this process holds the background lease (or can take it
/// over), expires challenges (which queues the marking of their messages), queues the turn
/// reminders that are due, delivers what the outbox holds, and wakes the engine for games
/// waiting on it (all of them on its first pass as the holder, which finds what a stopped or
/// dead process left); counts each finished pass in `passes`, whoever did the work.
pub(super) async fn run(
    http: Arc<serenity::Http>,
    host: Arc<Host>,
    reach: Arc<Reach>,
    thinkers: Arc<Thinkers>,
    every: Duration,
    backups: Option<crate::store::backup::Rolling>,
    passes: Arc<AtomicU64>,
) {
    let mut tick = tokio::time::interval(every);
    tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let lease = lease_time(every);
    let mut holding = false;
    loop {
        tick.tick().await;
        let held =
            blocking(&host, "holding the background lease", move |h| h.hold_background(lease))
                .await
                .unwrap_or(false);
        if held != holding {
            if held {
                info!("this process does the background work now ({})", host.holder());
            } else {
                info!("another process does the background work now");
            }
        }
        let first = held && !holding;
        holding = held;
        if held {
            background_pass(&http, &host, &reach, &thinkers, backups.as_ref(), first).await;
        }
        passes.fetch_add(1, Ordering::SeqCst);
    }
}

/// The longest a flag timer sleeps before it looks at the clock again: the host's clock may
/// be moved by hand (tests), and deadlines set by another process or by a board shown later
/// reach the watched set between two looks.
const FLAG_LOOK: Duration = Duration::from_millis(200);

/// Until aborted: ends live games whose flag fell, each within a look of its deadline, and
/// posts how they ended. Every process runs one for the deadlines it set, and at every look
/// for any stored deadline that has passed ([`Host::watch_passed_deadlines`]), so that a
/// process that died leaves no flag waiting; the one doing the background work also watches
/// every stored deadline ([`Host::rearm_flags`]). It also sets
/// off the tournament work a round paired here brings (in a task of its own).
pub(super) async fn flag_timer(
    http: Arc<serenity::Http>,
    host: Arc<Host>,
    reach: Arc<Reach>,
    thinkers: Arc<Thinkers>,
) {
    let busy = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let looks = Arc::new(std::sync::atomic::AtomicU32::new(0));
    loop {
        let wait = match host.next_flag() {
            Some(at) => at.since(host.stamp()).min(FLAG_LOOK),
            None => FLAG_LOOK,
        };
        tokio::time::sleep(wait).await;
        // Tournament rounds paired by this process (the last game of a round ended here)
        // start at once, not at the next background pass.
        if host.tournament_work_waiting() {
            looks.store(super::tournament::LOOKS, Ordering::SeqCst);
        }
        if looks.load(Ordering::SeqCst) > 0 {
            super::tournament::kick(&http, &host, &thinkers, &busy, &looks);
        }
        // Deadlines another process set and can no longer watch (it died, or lost its
        // gateway) are flagged from here too. A failure is the database's outage, which the
        // store's health reports once; this look just misses them.
        let h = host.clone();
        if let Ok(Err(e)) = tokio::task::spawn_blocking(move || h.watch_passed_deadlines()).await {
            tracing::debug!("passed deadlines not read: {e}");
        }
        let due = host.next_flag().is_some_and(|at| at <= host.stamp());
        let waiting = host.flags_waiting();
        if !due && !waiting {
            continue;
        }
        let posts = blocking(&host, "flagging games", Host::flags_due).await.unwrap_or_default();
        for post in posts {
            if let Some(again) = deliver_one(&http, &host, &reach, post).await {
                thinkers.wake(again);
            }
        }
    }
}

/// How long the background lease lasts from each renewal: three passes, and at least
/// [`MIN_LEASE`], so a pass that runs late (a busy machine) does not lose it, and a dead
/// holder's work moves within that.
pub(super) fn lease_time(every: Duration) -> Duration {
    (every * 3).max(MIN_LEASE)
}

/// The shortest background lease.
pub(super) const MIN_LEASE: Duration = Duration::from_secs(5);

/// One pass of the background work; `first` when this process has just taken it on.
async fn background_pass(
    http: &serenity::Http,
    host: &Arc<Host>,
    reach: &Reach,
    thinkers: &Thinkers,
    backups: Option<&crate::store::backup::Rolling>,
    first: bool,
) {
    blocking(host, "expiring challenges", Host::expire_challenges).await;
    blocking(host, "queueing reminders", Host::queue_reminders).await;
    blocking(host, "queueing daily puzzles", Host::queue_daily_puzzles).await;
    // The live games' deadlines, all of them, wherever they were set (and after a restart).
    blocking(host, "re-arming the clocks' flags", Host::rearm_flags).await;
    if let Some(rolling) = backups.cloned() {
        let now = host.now().seconds();
        match tokio::task::spawn_blocking(move || rolling.run_if_due(now)).await {
            Ok(Ok(Some((file, checked)))) => info!(
                "backed up {} games ({} plies) into {}",
                checked.games,
                checked.moves,
                file.display()
            ),
            Ok(Ok(None)) => {}
            Ok(Err(e)) => warn!("the rolling backup failed: {e}"),
            Err(e) => warn!("the rolling backup failed: {e}"),
        }
    }
    deliver(http, host, reach, thinkers).await;
    blocking(host, "starting tournaments due", Host::start_due_tournaments).await;
    // (A round paired by another process, or before a restart, is started from here.)
    let decided = blocking(host, "closing tournament rounds", Host::close_overdue_rounds).await;
    for post in decided.unwrap_or_default() {
        super::tournament::post_decided(http, post).await;
    }
    super::tournament::work(http, host, thinkers).await;
    let idle = if first { Duration::ZERO } else { ENGINE_GRACE };
    let waiting = move |h: &Host| h.engine_games_waiting(idle);
    for due in blocking(host, "finding engine games", waiting).await.unwrap_or_default() {
        thinkers.wake(due);
    }
}

/// Deliveries tried in one pass; the rest wait for the next.
const BATCH: usize = 50;

/// Runs `f` on the blocking pool; `None` (logged) if it failed.
pub(super) async fn blocking<T: Send + 'static>(
    host: &Arc<Host>,
    what: &str,
    f: impl FnOnce(&Host) -> Result<T, crate::host::Refusal> + Send + 'static,
) -> Option<T> {
    let h = host.clone();
    match tokio::task::spawn_blocking(move || f(&h)).await {
        Ok(Ok(value)) => Some(value),
        Ok(Err(refusal)) => {
            warn!("{what} failed: {refusal}");
            None
        }
        Err(e) => {
            warn!("{what} failed: {e}");
            None
        }
    }
}

/// Tries every delivery due, and records how each went.
async fn deliver(http: &serenity::Http, host: &Arc<Host>, reach: &Reach, thinkers: &Thinkers) {
    let due = move |h: &Host| h.deliveries_due(BATCH);
    let Some(due) = blocking(host, "reading the outbox", due).await else { return };
    for d in due {
        if let Some(again) = deliver_one(http, host, reach, d).await {
            thinkers.wake(again);
        }
    }
}

/// Makes delivery `d` (as a post, or where the bot may only answer as a follow-up:
/// [`super::reach`]) and records how it went; returns the game against the bot whose move
/// comes next, if the delivery showed a move after which the bot is to move again.
pub(super) async fn deliver_one(
    http: &serenity::Http,
    host: &Arc<Host>,
    reach: &Reach,
    d: Delivery,
) -> Option<crate::host::EngineDue> {
    // Where the bot may only answer, it follows an interaction up instead of posting.
    if reach.answer_only(host, d.channel).await {
        return super::reach::follow_up(http, host, reach, d).await;
    }
    let channel = serenity::ChannelId::new(d.channel.0.max(1));
    let mut again = None;
    let result = match &d.say {
        Say::Post { text, lang, ping } => {
            let message = serenity::CreateMessage::new()
                .content(words(text, *lang))
                .allowed_mentions(pings(ping));
            channel.send_message(http, message).await.map(drop)
        }
        Say::Edit { message, text, lang, archive } => {
            let edit = serenity::EditMessage::new()
                .content(words(text, *lang))
                .components(Vec::new())
                .allowed_mentions(pings(&[]));
            let message = serenity::MessageId::new((*message).max(1));
            let edited = channel.edit_message(http, message, edit).await.map(drop);
            if let (Ok(()), Some(thread)) = (&edited, archive) {
                super::threads::archive(http, *thread).await;
            }
            edited
        }
        Say::Turn(reply) => {
            again = reply.engine;
            let sent = channel.send_message(http, new_message(reply)).await.map(drop);
            if sent.is_ok() {
                if let Some(turn) = reply.live_turn {
                    super::deliver::shown_at(host, turn).await;
                }
                super::threads::archive_after(http, reply).await;
            }
            sent
        }
    };
    host.metrics().discord_response(result.as_ref().err().map(super::deliver::serenity_status));
    let how = judge(result);
    if how != Delivered::Done {
        warn!("delivery {} in channel {channel}: {how:?}", d.id);
    }
    blocking(host, "settling a delivery", move |h| h.settle(d.id, &how)).await;
    again
}

/// Whether a failed request may work later: rate limits, Discord's own errors and the network
/// may pass; a refusal of the request itself (no permission, no such message or channel, an
/// archived thread) will not.
pub(super) fn judge(result: Result<(), serenity::Error>) -> Delivered {
    use serenity::{Error, HttpError};
    match result {
        Ok(()) => Delivered::Done,
        Err(Error::Http(HttpError::UnsuccessfulRequest(e))) => {
            let why =
                format!("{} (HTTP {}, code {})", e.error.message, e.status_code, e.error.code);
            if e.status_code.as_u16() == 429 || e.status_code.is_server_error() {
                Delivered::Transient(why)
            } else {
                Delivered::Permanent(why)
            }
        }
        Err(Error::Http(HttpError::Request(e))) => Delivered::Transient(e.to_string()),
        Err(e) => Delivered::Permanent(e.to_string()),
    }
}
