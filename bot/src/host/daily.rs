//! The daily puzzle: a server's managers choose a channel and an hour (UTC); from that hour
//! each day the process doing the background work records the day's puzzle and queues its
//! post in one transaction, once per server and day (the store's `UNIQUE (server_id, day)`),
//! so two processes, or a restart, neither repeat nor skip it. The post (in the server's
//! language) shows the board and a **Solve** button that gives the presser the puzzle
//! privately, and names who solved the day before's.

use super::{Action, ActionId, ActionStyle, Host, Refusal, RefusalKind, Reply, outbox::Say, say};
use crate::{
    model::{Actor, ChannelId, Place},
    msg,
    store::{outbox::Subject, puzzles::Attempt},
    text::{Arg, Text},
};

/// The hour (UTC) the daily puzzle is posted at unless a server chose another.
pub const DAILY_HOUR: u8 = 12;

/// A change to a server's daily puzzle.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DailyChange {
    /// Post it in this channel.
    pub channel: Option<ChannelId>,
    /// From this hour of the day, UTC (0–23).
    pub hour: Option<u8>,
    /// Stop posting it.
    pub off: bool,
}

impl DailyChange {
    /// Whether it changes anything.
    pub fn is_empty(&self) -> bool {
        *self == DailyChange::default()
    }
}

const DAY: i64 = 86_400;

impl Host {
    /// Sets this server's daily puzzle as `change` says (managers only).
    ///
    /// # Errors
    /// Not in a server, not a manager, an hour out of range, or the store failed.
    pub fn set_daily_puzzle(
        &self,
        actor: &Actor,
        place: Place,
        change: DailyChange,
    ) -> Result<(), Refusal> {
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, say("refusal-settings-not-in-server"))
        })?;
        if !actor.manager {
            return Err(Refusal::new(RefusalKind::NotAllowed, say("refusal-settings-not-manager")));
        }
        if change.hour.is_some_and(|h| h > 23) {
            return Err(Refusal::keyed(RefusalKind::BadArgument, "refusal-daily-hour"));
        }
        let now = self.now();
        self.write(|tx| {
            let current = tx.daily_settings(Some(server))?.into_iter().next();
            let channel = change.channel.or(current.map(|c| c.channel));
            let hour = change.hour.or(current.map(|c| c.hour)).unwrap_or(DAILY_HOUR);
            let to = if change.off { None } else { channel.map(|c| (c, hour)) };
            if to.is_none() && !change.off {
                return Err(Refusal::keyed(RefusalKind::BadArgument, "refusal-daily-channel"));
            }
            Ok(tx.set_daily(server, to, now)?)
        })
    }

    /// What `/settings` says of this server's daily puzzle.
    pub(super) fn daily_words(&self, place: Place) -> Text {
        let setting = place
            .server
            .and_then(|s| self.read(|c| c.daily_settings(Some(s))).ok())
            .and_then(|v| v.into_iter().next());
        match setting {
            Some(s) => msg!("settings-daily", channel = s.channel, hour = u32::from(s.hour)).into(),
            None => say("settings-daily-off").into(),
        }
    }

    /// Records and queues each server's puzzle of today whose hour has come and that has none
    /// yet; how many were queued. For the background work, on every pass.
    ///
    /// # Errors
    /// The store failed.
    pub fn queue_daily_puzzles(&self) -> Result<usize, Refusal> {
        self.load_banks()?;
        let now = self.now();
        let (day, hour) = (now.seconds().div_euclid(DAY), now.seconds().rem_euclid(DAY) / 3_600);
        let settings = self.read(|c| c.daily_settings(None))?;
        let mut queued = 0;
        for s in settings.into_iter().filter(|s| hour >= i64::from(s.hour)) {
            queued += self.write(|tx| {
                if tx.daily_on(s.server, day)?.is_some() {
                    return Ok(0);
                }
                let Some(puzzle) = tx.next_daily_puzzle(s.server)? else { return Ok(0) };
                let Some(id) = tx.add_daily(s.server, day, puzzle.id, s.channel, now)? else {
                    return Ok(0);
                };
                tx.enqueue(Subject::Daily(id), s.channel, now)?;
                Ok(1)
            })?;
        }
        Ok(queued)
    }

    /// The post of daily puzzle `id`, or `None` if it is gone.
    pub(super) fn daily_say(&self, id: i64) -> Result<Option<Say>, Refusal> {
        let Some(daily) = self.read(|c| c.daily(id))? else {
            return Ok(None);
        };
        let yesterday = self.read(|c| c.daily_on(daily.server, daily.day - 1))?;
        let p = &daily.puzzle;
        let place = Place { server: Some(daily.server), channel: daily.channel };
        let audience = self.audience(place, None, None, p.game);
        let mut text = Text::from(msg!(
            "daily-title",
            game = Arg::strong(p.game),
            side = Arg::strong(Arg::side(p.game, p.puzzle.solver))
        ));
        if let Some(before) = yesterday {
            let solvers = self.read(|c| c.solvers(before.puzzle.id, daily.server))?;
            text = text.line(match solvers.len() {
                0 => say("daily-nobody"),
                _ => msg!("daily-solvers", who = Arg::list(solvers.into_iter().map(Arg::User))),
            });
        }
        let options = super::puzzles::board_options(p, audience.style);
        let image = super::puzzles::replayed(p, 0).ok().and_then(|game| {
            self.draw_png(&game, &options, format!("daily-{}.png", daily.day), audience.lang)
        });
        let solve = ActionId::Puzzle { puzzle: p.id };
        let actions = vec![Action::new(solve, say("daily-solve"), ActionStyle::Primary)];
        Ok(Some(Say::Turn(Reply { text, lang: audience.lang, image, actions, ..Reply::default() })))
    }

    /// The Solve button under a daily puzzle: the puzzle, for the presser alone.
    ///
    /// # Errors
    /// They tried it already, have another puzzle going, or the store failed.
    pub fn start_puzzle(&self, actor: &Actor, place: Place, id: i64) -> Result<Reply, Refusal> {
        if let Some(open) = self.read(|c| c.open_attempt(actor.id()))? {
            if open.puzzle.id == id {
                return Ok(self.puzzle_reply(actor, place, &open, Some(say("puzzle-going"))));
            }
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-puzzle-other-going"));
        }
        let now = self.now();
        let puzzle = self.write(|tx| {
            let Some(p) = tx.puzzle(id)? else { return Ok(None) };
            if tx.tried(actor.id(), id)? {
                return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-puzzle-tried"));
            }
            tx.start_attempt(actor.id(), id, place.server, now)?;
            Ok(Some(p))
        })?;
        let puzzle =
            puzzle.ok_or_else(|| Refusal::keyed(RefusalKind::Stale, "refusal-stale-button"))?;
        let attempt = Attempt { puzzle, server: place.server, progress: 0 };
        Ok(self.puzzle_reply(actor, place, &attempt, None))
    }
}
