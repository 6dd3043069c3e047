//! Live games' clocks in the host: charging a move, beginning a turn when its board is shown,
//! and the flag that falls with nobody typing.
//!
//! The arithmetic is [`crate::live::Clocks`]; this is where it meets the store. Every change
//! of a game's clocks is written in the transaction that changes its moves or ends it, so a
//! move and a flag that race are decided by the game's compare-and-set on its version, on
//! SQLite and on PostgreSQL across processes alike: exactly one of them lands.
//!
//! **Timers.** The host keeps the deadlines it knows in memory ([`FlagBoard`]): those its own
//! commands set, and, in the process doing the background work, every stored one
//! ([`Host::rearm_flags`], on each pass and so after a restart). A timer (the adapter's, or
//! the console's) asks [`Host::flags_due`] about the soonest; the sweep is only a backstop.

use std::{
    collections::{BTreeSet, HashMap},
    sync::Mutex,
};

use engine::timing::TimeLeft;
use rules::{BySide, Game, Outcome, Reason, Side};

use super::{
    Delivery, Host, Refusal, RefusalKind, Reply, lines, lock,
    outbox::{Delivered, Say},
};
use crate::{
    live::{Clocks, TimeControl},
    model::{Actor, GameNo, Place, Stamp},
    msg,
    store::{GameRow, GameStatus, MoveRow, Tx},
    text::Arg,
};

/// The most passed deadlines one look picks up; the rest wait for the next look.
const PASSED_AT_ONCE: u32 = 100;

/// How long after a deadline the timer flags a game: a move that arrived just in time is
/// committed first (a move is checked against its arrival, not its commit).
const FLAG_GRACE_MS: i64 = 250;

/// The turn of a live game a reply shows: once Discord has accepted the post, the adapter
/// says when ([`Host::turn_shown`]), and the player's clock runs from then.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct LiveTurn {
    /// The game.
    pub game: GameNo,
    /// Its ply when the reply was made.
    pub ply: u32,
}

/// The deadlines a process watches, soonest first, and the flag posts it has still to show.
#[derive(Debug, Default)]
pub(super) struct FlagBoard {
    inner: Mutex<Board>,
}

#[derive(Debug, Default)]
struct Board {
    by_time: BTreeSet<(Stamp, GameNo)>,
    by_game: HashMap<GameNo, Stamp>,
    /// Flags this process wrote outside a timer (a move that came too late), to show.
    posts: Vec<Delivery>,
}

impl Board {
    fn set(&mut self, game: GameNo, deadline: Option<Stamp>) {
        if let Some(old) = self.by_game.remove(&game) {
            self.by_time.remove(&(old, game));
        }
        if let Some(at) = deadline {
            self.by_game.insert(game, at);
            self.by_time.insert((at, game));
        }
    }
}

impl FlagBoard {
    /// Watches `game`'s deadline (or stops watching it, with `None`).
    pub(super) fn arm(&self, game: GameNo, deadline: Option<Stamp>) {
        lock(&self.inner).set(game, deadline);
    }

    /// Takes the games whose deadline is `now` or earlier.
    fn take_due(&self, now: Stamp) -> Vec<GameNo> {
        let mut board = lock(&self.inner);
        let due: Vec<(Stamp, GameNo)> =
            board.by_time.iter().take_while(|(at, _)| *at <= now).copied().collect();
        for &(at, game) in &due {
            board.by_time.remove(&(at, game));
            board.by_game.remove(&game);
        }
        due.into_iter().map(|(_, game)| game).collect()
    }
}

/// The time controls offered as `typed` is typed (`/challenge clock:`): what was typed first
/// when it reads as a control, then the presets that begin with it (all of them for nothing
/// typed).
pub fn clock_choices(typed: &str) -> Vec<super::Choice> {
    let typed = crate::live::half_width(typed);
    let typed = typed.trim();
    let exact = typed.parse::<TimeControl>().ok();
    let presets = TimeControl::PRESETS.into_iter().filter(|c| c.to_string().starts_with(typed));
    let mut controls: Vec<TimeControl> = exact.into_iter().collect();
    controls.extend(presets.filter(|c| Some(*c) != exact));
    controls
        .into_iter()
        .map(|c| super::Choice {
            label: msg!(
                "clock-choice",
                control = c.to_string(),
                minutes = c.minutes(),
                seconds = c.seconds()
            )
            .into(),
            value: c.to_string(),
        })
        .collect()
}

/// Reads a time control as typed (`/challenge clock:`); nothing typed is no clock.
///
/// # Errors
/// Not a time control, or out of range: the refusal says what to type.
pub fn read_clock(typed: Option<&str>) -> Result<Option<TimeControl>, Refusal> {
    let Some(typed) = typed.map(str::trim).filter(|t| !t.is_empty()) else { return Ok(None) };
    typed.parse().map(Some).map_err(|_| {
        let refusal = msg!(
            "refusal-bad-clock",
            typed = typed.chars().take(40).collect::<String>(),
            min = 1_u32,
            max = crate::live::MAX_MINUTES,
            seconds = crate::live::MAX_INCREMENT
        );
        Refusal::new(RefusalKind::BadArgument, refusal)
    })
}

impl Host {
    /// The current time by the host's clock, to the millisecond.
    pub fn stamp(&self) -> Stamp {
        self.clock.stamp()
    }

    /// The soonest deadline this process watches, if any: a timer sleeps until then.
    pub fn next_flag(&self) -> Option<Stamp> {
        lock(&self.flags.inner).by_time.first().map(|&(at, _)| at)
    }

    /// Whether a flag this process wrote (a move that came too late) waits to be shown.
    pub fn flags_waiting(&self) -> bool {
        !lock(&self.flags.inner).posts.is_empty()
    }

    /// How many deadlines this process watches.
    pub fn flags_watched(&self) -> usize {
        lock(&self.flags.inner).by_game.len()
    }

    /// Watches every stored deadline (the process doing the background work does, on every
    /// pass: a restart re-arms the timers from the store, and deadlines other processes set
    /// are watched here too).
    ///
    /// # Errors
    /// The store failed.
    pub fn rearm_flags(&self) -> Result<usize, Refusal> {
        let deadlines = self.read(|c| c.clock_deadlines())?;
        let mut board = lock(&self.flags.inner);
        for &(game, at) in &deadlines {
            board.set(game, Some(at));
        }
        Ok(deadlines.len())
    }

    /// Watches every live game whose stored deadline has passed, whichever process set it:
    /// a process that died (or lost its connection to Discord) leaves its games' flags to
    /// whoever looks next, not to the holder of the background lease minutes later. The
    /// game's compare-and-set makes one flagger win. Returns how many were found.
    ///
    /// # Errors
    /// The store failed.
    pub fn watch_passed_deadlines(&self) -> Result<usize, Refusal> {
        let passed = self.read(|c| c.deadlines_passed(self.stamp(), PASSED_AT_ONCE))?;
        for &(game, at) in &passed {
            self.flags.arm(game, Some(at));
        }
        Ok(passed.len())
    }

    /// Flags every watched game whose deadline has passed, and returns the posts that say
    /// so (with those a late move wrote): the caller shows them and settles each
    /// ([`Host::settle`]). A game that moved on in time, or ended otherwise, is left alone.
    ///
    /// # Errors
    /// The store failed (the games stay watched, for the next try).
    pub fn flags_due(&self) -> Result<Vec<Delivery>, Refusal> {
        let now = self.stamp();
        let mut out = std::mem::take(&mut lock(&self.flags.inner).posts);
        // A move that arrived in time may still be on its way to its commit: the timer gives
        // it a moment before it takes the flag.
        let due = self.flags.take_due(Stamp::from_millis(now.millis() - FLAG_GRACE_MS));
        for (i, &game) in due.iter().enumerate() {
            match self.flag(game, now) {
                Ok(Some(delivery)) => out.push(delivery),
                Ok(None) => {}
                Err(refusal) => {
                    // Watched again from the stored deadlines, so nothing is lost.
                    for &game in &due[i..] {
                        self.flags.arm(game, Some(now));
                    }
                    lock(&self.flags.inner).posts.extend(out);
                    return Err(refusal);
                }
            }
        }
        Ok(out)
    }

    /// Ends live game `id` on time if its flag fell by `at`: the side to move loses (a draw
    /// when the opponent has nothing but its royal piece), or, when that side had not made
    /// its first move, the game is aborted. Written with the post that says so (claimed by
    /// this process, which shows it) in one transaction. `None` if the game is over, moved on
    /// in time, or has no clock. A deadline that moved later (the board was shown after
    /// the move's commit) is watched again.
    ///
    /// # Errors
    /// The store failed.
    pub fn flag(&self, id: GameNo, at: Stamp) -> Result<Option<Delivery>, Refusal> {
        let Some(row) = self.read(|c| c.game(id))? else { return Ok(None) };
        let (Some(clocks), Some(deadline)) = (row.clocks, row.deadline) else { return Ok(None) };
        if row.status != GameStatus::Active {
            return Ok(None);
        }
        if deadline > at {
            self.flags.arm(id, Some(deadline));
            return Ok(None);
        }
        let game = self.load(&row)?.to_game();
        let to_move = game.side_to_move();
        let outcome = if clocks.first_move(to_move) {
            None
        } else if game.only_royal(!to_move) {
            Some(Outcome::draw(Reason::OutOfTime))
        } else {
            Some(Outcome::win(!to_move, Reason::OutOfTime))
        };
        let now = self.now();
        let mut stopped = clocks.stopped();
        if !clocks.first_move(to_move) {
            stopped.left[to_move] = std::time::Duration::ZERO;
        }
        let entry = self.write(|tx| {
            // The deadline is checked again in the statement that locks the game: a board
            // shown meanwhile (which moves it later without a new version) wins.
            if !tx.flag_due(id, row.version.0, at)? {
                return Err(super::position_changed());
            }
            self.finish(tx, &row, row.version, outcome.as_ref(), now)?;
            tx.set_clocks(id, &stopped, None)?;
            let flag = crate::store::outbox::Subject::Flag(id);
            Ok(tx.enqueue_claimed(flag, row.place.channel, row.ply, now, &self.claim(now))?)
        });
        let entry = match entry {
            Ok(entry) => entry,
            // A move (or a resignation, an agreement, a board shown later) got there first:
            // whatever deadline stands now is watched.
            Err(refusal) if refusal.kind == RefusalKind::PositionChanged => {
                let now = self.read(|c| c.game(id))?;
                self.flags.arm(id, now.and_then(|r| r.deadline));
                return Ok(None);
            }
            Err(refusal) => return Err(refusal),
        };
        self.cache.forget(id);
        match self.flag_say(id)? {
            Some(say) => Ok(Some(Delivery { id: entry, channel: row.place.channel, say })),
            None => {
                self.settle(entry, &Delivered::Done)?;
                Ok(None)
            }
        }
    }

    /// The post saying live game `id` ended on time: its last board with the clocks, and the
    /// result (or the abort of a game whose first move never came).
    pub(super) fn flag_say(&self, id: GameNo) -> Result<Option<Say>, Refusal> {
        let Some(row) = self.read(|c| c.game(id))? else { return Ok(None) };
        let mut game = self.load(&row)?.to_game();
        let loser = game.side_to_move();
        let text = match (&row.outcome, row.status) {
            (Some(outcome), _) => {
                game.finish(outcome.clone());
                msg!("flag-fell", result = lines::result(&row, outcome))
            }
            (None, GameStatus::Aborted) => msg!(
                "flag-first-move",
                side = Arg::side(row.game, loser),
                who = row.players[loser].id,
                game = row.game
            ),
            (None, _) => return Ok(None),
        };
        let audience = self.audience(row.place, None, None, row.game);
        let ratings = self.read(|c| c.rating_change(id))?;
        let ended = super::Ended { version: row.version, ratings };
        let reply = self.board_reply(&row, &game, &audience, text.into(), Some(&ended));
        let archive = self.bot_thread(row.place.channel);
        Ok(Some(Say::Turn(Reply { archive, ..reply })))
    }

    /// Keeps a flag's post written outside a timer for the next look to show.
    pub(super) fn keep_flag_post(&self, post: Delivery) {
        lock(&self.flags.inner).posts.push(post);
    }

    /// A move of `row`'s game arrived at `arrived`, after the deadline the row was read
    /// with: unless the stored deadline has moved since (the board was shown later), the game
    /// is ended on time, its post kept for the timer to show, and the mover told privately.
    /// `None`: the move was in time after all.
    pub(super) fn too_late(&self, row: &GameRow, arrived: Stamp) -> Option<Refusal> {
        match self.flag(row.id, arrived) {
            Ok(Some(post)) => self.keep_flag_post(post),
            Ok(None) => {
                // Flagged already (by a timer), or not late: the stored game tells which. A
                // game that ended otherwise is refused by the usual path.
                let stored = self.read(|c| c.game(row.id)).ok().flatten()?;
                let on_time = stored.outcome.is_some_and(|o| o.reason == Reason::OutOfTime);
                if !on_time && stored.status != GameStatus::Aborted {
                    return None;
                }
            }
            Err(refusal) => {
                tracing::warn!("game {}: flagging a late move: {refusal}", row.id);
                return Some(refusal);
            }
        }
        Some(Refusal::keyed(RefusalKind::NotAllowed, "refusal-flag-fell"))
    }

    /// A live game's flag that fell before `actor`'s action arrived decides the game before
    /// the action does: a resignation, a draw offer or its answer, a takeback request or its
    /// answer, an abort that reached the bot after the flag fell is refused, and the game ends
    /// on time instead (its post kept for the timer to show). The comparison is with the
    /// action's arrival, as a move's is: what reached the bot in time stands, however long
    /// it then took. Moves have their own check, worded for the mover ([`Host::too_late`]).
    ///
    /// # Errors
    /// The flag fell first (the game is over on time now), or the store failed.
    pub(super) fn flag_first(&self, row: &GameRow, actor: &Actor) -> Result<(), Refusal> {
        let arrived = actor.arrived.unwrap_or_else(|| self.stamp());
        if row.deadline.is_none_or(|deadline| arrived <= deadline) {
            return Ok(());
        }
        if let Some(post) = self.flag(row.id, arrived)? {
            self.keep_flag_post(post);
        } else {
            // Flagged already (by a timer), or the deadline moved later (its board was shown
            // after the row was read): the stored game tells which.
            let stored = self.read(|c| c.game(row.id))?;
            let on_time = stored.is_some_and(|s| {
                s.outcome.as_ref().is_some_and(|o| o.reason == Reason::OutOfTime)
                    || (s.status == GameStatus::Aborted && s.outcome.is_none())
            });
            if !on_time {
                return Ok(());
            }
        }
        Err(Refusal::keyed(RefusalKind::Stale, "refusal-flag-fallen"))
    }

    /// Why `actor` finds no game here to move in: if the channel's last game just ended on
    /// time without them winning (its timer got there before their move), that, rather than
    /// `none`.
    pub(super) fn flagged_before(&self, place: Place, actor: &Actor, none: Refusal) -> Refusal {
        let latest = self.read(|c| c.latest_game(place.channel)).ok().flatten();
        let flagged = latest.is_some_and(|row| {
            let side = row.side_of(actor.id());
            row.outcome.is_some_and(|o| {
                o.reason == Reason::OutOfTime && side.is_some() && o.winner != side
            })
        });
        if flagged { Refusal::keyed(RefusalKind::NotAllowed, "refusal-flag-fell") } else { none }
    }

    /// The turn of live game `id` at ply `ply` was shown at `at` (Discord accepted the post):
    /// the player's clock runs from then, not from the commit before it. Nothing happens if
    /// the game moved on or is over.
    ///
    /// # Errors
    /// The store failed.
    pub fn turn_shown(&self, id: GameNo, ply: u32, at: Stamp) -> Result<(), Refusal> {
        let Some(row) = self.read(|c| c.game(id))? else { return Ok(()) };
        let Some(clocks) = row.clocks.filter(|_| row.status == GameStatus::Active) else {
            return Ok(());
        };
        if row.ply != ply {
            return Ok(());
        }
        let game = self.load(&row)?;
        let deadline = at + clocks.allowance(game.side_to_move());
        drop(game);
        if self.write(|tx| Ok(tx.clock_shown(id, ply, at, deadline)?))? {
            self.flags.arm(id, Some(deadline));
        }
        Ok(())
    }

    /// Charges the mover of `row`'s game for a move that arrived at `arrived`, inside the
    /// transaction that records it: the clocks as stored now (a board shown since the row
    /// was read moves the turn's start), the clocks after, and the mover's time left. `None`
    /// for a game without a clock.
    pub(super) fn charge(
        &self,
        tx: &mut Tx<'_>,
        row: &GameRow,
        mover: Side,
        arrived: Stamp,
    ) -> Result<Option<(Clocks, std::time::Duration)>, Refusal> {
        if row.clocks.is_none() {
            return Ok(None);
        }
        let Some(clocks) = tx.game(row.id)?.and_then(|r| r.clocks) else { return Ok(None) };
        match clocks.charge(mover, arrived, self.stamp().max(arrived)) {
            Ok(after) => Ok(Some(after)),
            // The flag fell between the check before the transaction and now: as if the
            // game had moved on (the timer flags it).
            Err(_) => Err(super::position_changed()),
        }
    }

    /// Writes `clocks` after a change to `game` (a move, a takeback, the start) and watches
    /// the new deadline: that of the side to move, or none once the game is over.
    pub(super) fn wind(
        &self,
        tx: &mut Tx<'_>,
        id: GameNo,
        clocks: &Clocks,
        game: &Game,
    ) -> Result<Option<Stamp>, Refusal> {
        let (clocks, deadline) = match game.outcome() {
            Some(_) => (clocks.stopped(), None),
            None => (*clocks, clocks.deadline(game.side_to_move())),
        };
        tx.set_clocks(id, &clocks, deadline)?;
        self.flags.arm(id, deadline);
        Ok(deadline)
    }

    /// The clocks of `row`'s game after a takeback to `moves` granted now, with `running` the
    /// side whose turn it was: no time comes back to anyone.
    pub(super) fn clocks_taken_back(
        &self,
        row: &GameRow,
        running: Side,
        moves: &[MoveRow],
    ) -> Option<Clocks> {
        let clocks = row.clocks?;
        let moved = |side| moves.iter().any(|m| m.side == side && m.player.is_some());
        let moved = BySide { first: moved(Side::First), second: moved(Side::Second) };
        Some(clocks.taken_back(running, self.stamp(), moved))
    }

    /// `side`'s clock in game `id` as an engine playing it sees it now, in a live game with
    /// `side` to move.
    ///
    /// # Errors
    /// The store failed.
    pub fn time_left(&self, id: GameNo, side: Side) -> Result<Option<TimeLeft>, Refusal> {
        let Some(row) = self.read(|c| c.game(id))? else { return Ok(None) };
        Ok(self.clock_of(&row, side))
    }

    /// `side`'s clock in `row`'s game, to move now, as the engine budgets from it: within
    /// its first move, what is left of that limit (and no increment).
    pub(super) fn clock_of(&self, row: &GameRow, side: Side) -> Option<TimeLeft> {
        let clocks = row.clocks?;
        let now = self.stamp();
        let first = clocks.first_move(side);
        let left = if first {
            crate::live::FIRST_MOVE.saturating_sub(now.since(clocks.since.unwrap_or(now)))
        } else {
            clocks.reading(side, side, now)
        };
        let increment = if first { std::time::Duration::ZERO } else { clocks.control.increment() };
        Some(TimeLeft { left, increment, moves_made: row.ply / 2 })
    }

    /// The turn a reply about `row`'s game (with `game` as it stands) shows, if it is a live
    /// game still going.
    pub(super) fn live_turn(row: &GameRow, game: &Game) -> Option<LiveTurn> {
        (row.clocks.is_some() && game.outcome().is_none())
            .then(|| LiveTurn { game: row.id, ply: game.moves().len() as u32 })
    }
}
