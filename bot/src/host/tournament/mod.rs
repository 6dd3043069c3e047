//! Tournaments: a server's members (and the bot, if the organiser wants) play a round robin or
//! a Swiss in one of the games, every round's games in threads of their own.
//!
//! The host keeps the tournament in the store and decides everything: who joins, when it
//! starts, each round's pairing (`crate::tournament`, in the transaction that ends the round's
//! last game, so a round is paired once however many processes run), each board's result, the
//! standings. The adapter does what needs Discord: it starts a thread for each board the host
//! hands it ([`Host::boards_to_start`]), then asks the host to start the game there
//! ([`Host::start_board`]), and posts the announcements the host hands it
//! ([`Host::tournament_posts`]).
//!
//! A file per concern: this one the tournament's life before its rounds (announcing, joining,
//! leaving, starting, withdrawing), `announcement.rs` what it says of itself, `rounds.rs` the rounds (pairing, starting boards, results),
//! `table.rs` the record they are paired from, `posts.rs` what the tournament's thread is told,
//! `standings.rs` what the standings show.

mod announcement;
mod posts;
mod rounds;
mod standings;
mod table;

use std::{
    hash::{BuildHasher, RandomState},
    time::Duration,
};

use rules::{GameId, Side};

use super::{Action, ActionId, ActionStyle, Host, Refusal, RefusalKind, Reply, lines, say};
use crate::{
    live::{Pace, TimeControl},
    model::{Actor, Place, TournamentNo, User, UserId},
    msg,
    store::tournaments::{EntrantRow, NewTournament, TournamentRow, TournamentStatus},
    text::{Arg, Text},
    tournament::{Format, berger},
};

pub use posts::TournamentPost;
pub use rounds::BoardStart;

/// The fewest players a tournament starts with.
pub const MIN_PLAYERS: usize = 3;
/// The most players a tournament takes: a round's announcement (a line per board, with its
/// thread and players) must fit one Discord message, and the standings one picture.
pub const MAX_PLAYERS: usize = 32;
/// The most rounds a Swiss may have.
pub const MAX_ROUNDS: u16 = 15;
/// How long a correspondence round lasts unless the organiser says: a week.
pub const ROUND_DAYS: u16 = 7;

/// What `/tournament create` asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TournamentSpec {
    /// Which game.
    pub game: GameId,
    /// How rounds are paired.
    pub format: Format,
    /// A Swiss's rounds.
    pub rounds: Option<u16>,
    /// The games' clock; `None`: correspondence.
    pub clock: Option<TimeControl>,
    /// Days a correspondence round lasts.
    pub round_days: Option<u16>,
    /// Hours from now it starts by itself.
    pub starts_in_hours: Option<u16>,
    /// Its name.
    pub name: Option<String>,
    /// The bot plays in it at this level.
    pub bot: Option<(User, engine::Level)>,
}

/// What a button under a tournament's announcement does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// Join it.
    Join,
    /// Leave it (before it starts).
    Leave,
}

impl Host {
    /// `actor` announces a tournament in this channel (a member who may manage the server, or
    /// anyone where `/settings tournaments:` says so): its number, and the announcement with
    /// its Join and Leave buttons.
    ///
    /// # Errors
    /// Not a manager, a Swiss without a sensible number of rounds, a name too long.
    pub fn create_tournament(
        &self,
        actor: &Actor,
        place: Place,
        spec: TournamentSpec,
    ) -> Result<(TournamentNo, Reply), Refusal> {
        let Some(server) = place.server else {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-tournament-server"));
        };
        // Managers, and every member where the server says so (`/settings tournaments:`).
        if !actor.manager && self.read(|tx| tx.server_settings(server))?.tournaments != Some(true) {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-tournament-manager"));
        }
        let rounds = match (spec.format, spec.rounds) {
            (Format::Swiss, None) => {
                return Err(Refusal::keyed(RefusalKind::BadArgument, "refusal-tournament-rounds"));
            }
            (Format::Swiss, Some(r)) if r == 0 || r > MAX_ROUNDS => {
                let refusal = msg!("refusal-tournament-rounds-range", most = u32::from(MAX_ROUNDS));
                return Err(Refusal::new(RefusalKind::BadArgument, refusal));
            }
            (Format::Swiss, Some(r)) => r,
            (_, _) => 0,
        };
        let name = spec.name.as_deref().map(str::trim).unwrap_or("");
        if name.chars().count() > 60 {
            return Err(Refusal::keyed(RefusalKind::BadArgument, "refusal-tournament-name"));
        }
        let now = self.now();
        let round_limit = match spec.clock {
            Some(_) => None,
            None => Some(Duration::from_secs(
                86_400 * u64::from(spec.round_days.unwrap_or(ROUND_DAYS).clamp(1, 60)),
            )),
        };
        let new = NewTournament {
            place,
            name,
            game: spec.game,
            format: spec.format,
            rounds,
            clock: spec.clock,
            round_limit,
            organiser: &actor.user,
            engine_level: spec.bot.as_ref().map(|(_, level)| level.number()),
            starts_at: spec
                .starts_in_hours
                .map(|h| now + Duration::from_secs(3_600 * u64::from(h))),
        };
        let id = self.write(|tx| {
            let id = tx.insert_tournament(&new, now)?;
            if let Some((me, level)) = &spec.bot {
                tx.join_tournament(id, me, Some(level.number()), now)?;
            }
            Ok(id)
        })?;
        Ok((id, self.announcement(id, actor)?))
    }

    /// Notes the tournament's thread (if the adapter started one) and the message that
    /// shows its announcement.
    ///
    /// # Errors
    /// The store failed.
    pub fn note_tournament_message(
        &self,
        id: TournamentNo,
        thread: Option<crate::model::ChannelId>,
        message: u64,
    ) -> Result<(), Refusal> {
        // Not noted as a game's thread: no game ending in it may archive it.
        self.write(|tx| Ok(tx.set_tournament_message(id, thread, message)?))
    }

    /// `actor` joins or leaves open tournament `id` (its buttons); the announcement again,
    /// with the players as they are now.
    ///
    /// # Errors
    /// It started or ended, they joined already, or they were not in it.
    pub fn enter_tournament(
        &self,
        actor: &Actor,
        place: Place,
        id: TournamentNo,
        entry: Entry,
    ) -> Result<Reply, Refusal> {
        let now = self.now();
        self.write(|tx| {
            let t = tx.lock_tournament(id)?.ok_or_else(no_tournament)?;
            // Its buttons work where it was announced, and nowhere else.
            let here = place.channel == t.place.channel || Some(place.channel) == t.thread;
            if t.place.server != place.server || !here {
                return Err(no_tournament());
            }
            match (t.status, entry) {
                (TournamentStatus::Open, Entry::Join) => {
                    if tx.entrants(id)?.len() >= MAX_PLAYERS {
                        let refusal = msg!("refusal-tournament-full", most = MAX_PLAYERS as u32);
                        return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
                    }
                    if !tx.join_tournament(id, &actor.user, None, now)? {
                        return Err(Refusal::keyed(
                            RefusalKind::Stale,
                            "refusal-tournament-joined",
                        ));
                    }
                }
                (TournamentStatus::Open, Entry::Leave) => {
                    if !tx.leave_tournament(id, actor.id())? {
                        return Err(Refusal::keyed(
                            RefusalKind::NotAPlayer,
                            "refusal-tournament-not-in",
                        ));
                    }
                }
                (TournamentStatus::Running, Entry::Join) => {
                    return Err(Refusal::keyed(RefusalKind::Stale, "refusal-tournament-started"));
                }
                (TournamentStatus::Running, Entry::Leave) => {
                    return Err(Refusal::keyed(
                        RefusalKind::Stale,
                        "refusal-tournament-leave-running",
                    ));
                }
                _ => return Err(Refusal::keyed(RefusalKind::Stale, "refusal-tournament-over")),
            }
            Ok(())
        })?;
        self.announcement(id, actor)
    }

    /// `actor` starts tournament `id`: its organiser, or a manager of the server.
    ///
    /// # Errors
    /// Not theirs to start, too few players, not open any more.
    pub fn start_tournament(
        &self,
        actor: &Actor,
        place: Place,
        id: TournamentNo,
    ) -> Result<Reply, Refusal> {
        let t = self.tournament_here(place, id)?;
        organiser_or_manager(&t, actor, |them| msg!("refusal-tournament-organiser", them = them))?;
        self.begin(&t)?;
        self.announcement(id, actor)
    }

    /// `actor` calls tournament `id` off: its organiser, or a manager of its server.
    ///
    /// # Errors
    /// Not theirs to call off, or it is over already.
    pub fn cancel_tournament(
        &self,
        actor: &Actor,
        place: Place,
        id: TournamentNo,
    ) -> Result<Reply, Refusal> {
        let t = self.tournament_here(place, id)?;
        organiser_or_manager(&t, actor, |them| msg!("refusal-tournament-cancel", them = them))?;
        self.call_off(id)?;
        let lang = self.public_lang(place.server, Some(actor));
        Ok(Reply::text(msg!("tournament-called-off", name = title(&t), who = actor.id()), lang))
    }

    /// Calls tournament `id` off (the adapter does, when it cannot start the tournament's
    /// thread: its games could not have threads either).
    ///
    /// # Errors
    /// It is over already, or the store failed.
    pub fn call_off(&self, id: TournamentNo) -> Result<(), Refusal> {
        let now = self.now();
        if !self.write(|tx| Ok::<_, Refusal>(tx.cancel_tournament(id, now)?))? {
            return Err(Refusal::keyed(RefusalKind::Stale, "refusal-tournament-over"));
        }
        Ok(())
    }

    /// Starts the open tournaments whose start time has come (with enough players; the
    /// others are called off); returns how many started.
    ///
    /// # Errors
    /// The store failed.
    pub fn start_due_tournaments(&self) -> Result<usize, Refusal> {
        let now = self.now();
        let due = self.read(|tx| tx.tournaments_due(now))?;
        let mut started = 0;
        for t in due {
            match self.begin(&t) {
                Ok(()) => started += 1,
                Err(refusal) if refusal.kind == RefusalKind::NotAllowed => {
                    self.write(|tx| Ok(tx.end_tournament(t.id, true, now)?))?;
                    self.rounds_waiting.store(true, std::sync::atomic::Ordering::SeqCst);
                }
                Err(refusal) => tracing::warn!("tournament {} could not start: {refusal}", t.id),
            }
        }
        Ok(started)
    }

    /// `actor` leaves running tournament `id`: their game going is lost by forfeit, their
    /// later rounds forfeited (a round robin's) or not paired (a Swiss's).
    ///
    /// # Errors
    /// They are not playing in it, or it is not running.
    pub fn withdraw_from_tournament(
        &self,
        actor: &Actor,
        place: Place,
        id: TournamentNo,
    ) -> Result<Reply, Refusal> {
        let game = self.write(|tx| {
            let t = tx.lock_tournament(id)?.ok_or_else(no_tournament)?;
            if t.place.server != place.server {
                return Err(no_tournament());
            }
            if t.status != TournamentStatus::Running {
                return Err(Refusal::keyed(RefusalKind::Stale, "refusal-tournament-not-running"));
            }
            if !tx.withdraw(id, actor.id(), t.round)? {
                return Err(Refusal::keyed(RefusalKind::NotAPlayer, "refusal-tournament-not-in"));
            }
            let boards = tx.boards(id)?;
            let going = boards.iter().find(|b| {
                b.round == t.round
                    && b.result.is_none()
                    && (b.first == actor.id() || b.second == Some(actor.id()))
            });
            Ok(going.cloned())
        })?;
        let lang = self.public_lang(place.server, Some(actor));
        let mut text = Text::from(msg!("tournament-withdrawn", who = actor.id()));
        if let Some(board) = game {
            match board.game {
                Some(game) => {
                    // Their game is resigned for them: the opponent wins, the round goes on.
                    let reply = self.resign_for(actor, game)?;
                    text = text.line(reply.text);
                }
                None => self.forfeit_unstarted(&board, actor.id())?,
            }
        }
        Ok(Reply::text(text, lang))
    }

    /// Seats, rounds and round 1 of open tournament `t`, in one transaction.
    fn begin(&self, t: &TournamentRow) -> Result<(), Refusal> {
        let now = self.now();
        let pace = Pace::of(t.clock);
        self.write(|tx| {
            let t = tx.lock_tournament(t.id)?.ok_or_else(no_tournament)?;
            if t.status != TournamentStatus::Open {
                return Err(Refusal::keyed(RefusalKind::Stale, "refusal-tournament-started"));
            }
            let entrants = tx.entrants(t.id)?;
            if entrants.len() < MIN_PLAYERS {
                let refusal = msg!(
                    "refusal-tournament-too-few",
                    count = entrants.len() as u32,
                    least = MIN_PLAYERS as u32
                );
                return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
            }
            let n = u16::try_from(entrants.len()).unwrap_or(u16::MAX);
            let rounds = match t.format {
                Format::RoundRobin => berger::rounds(n, false),
                Format::DoubleRoundRobin => berger::rounds(n, true),
                Format::Swiss if t.rounds >= n => {
                    let refusal = msg!(
                        "refusal-tournament-rounds-players",
                        rounds = u32::from(t.rounds),
                        count = u32::from(n)
                    );
                    return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
                }
                Format::Swiss => t.rounds,
            };
            let board = tx.leaderboard(t.place.server, t.game, pace, 10_000)?;
            let rating = |e: &EntrantRow| -> i64 {
                board.iter().find(|s| s.user == e.user.id).map_or(0, |s| s.rating.round() as i64)
            };
            let mut order: Vec<(UserId, i64, u64)> = entrants
                .iter()
                .map(|e| (e.user.id, rating(e), RandomState::new().hash_one(e.user.id.0)))
                .collect();
            if t.format == Format::Swiss {
                // The initial ranking: rating, then the order they joined in.
                order.sort_by_key(|o| std::cmp::Reverse(o.1));
            } else {
                // A round robin's numbers are drawn by lot (C.05).
                order.sort_by_key(|o| o.2);
            }
            let seats: Vec<(UserId, u16, i64)> =
                order.iter().enumerate().map(|(i, o)| (o.0, i as u16 + 1, o.1)).collect();
            let first_side = if RandomState::new().hash_one(t.id.0) & 1 == 0 {
                Side::First
            } else {
                Side::Second
            };
            let ends = t.round_limit.map(|l| now + l);
            if !tx.begin_tournament(t.id, &seats, rounds, first_side, ends)? {
                return Err(Refusal::keyed(RefusalKind::Stale, "refusal-tournament-started"));
            }
            let t = tx.tournament(t.id)?.ok_or_else(no_tournament)?;
            if !self.pair_round(tx, &t, 1)? {
                tx.end_tournament(t.id, false, now)?;
            }
            Ok(())
        })?;
        self.rounds_waiting.store(true, std::sync::atomic::Ordering::SeqCst);
        Ok(())
    }
}

impl Host {
    /// Tournament `id`, if it is `place`'s server's: nobody reaches another server's (a
    /// manager there is not one here).
    fn tournament_here(&self, place: Place, id: TournamentNo) -> Result<TournamentRow, Refusal> {
        let t = self.read(|tx| tx.tournament(id))?.ok_or_else(no_tournament)?;
        if t.place.server != place.server {
            return Err(no_tournament());
        }
        Ok(t)
    }
}

/// Refuses anyone but `t`'s organiser and the server's managers, with `why` (given the
/// organiser).
fn organiser_or_manager(
    t: &TournamentRow,
    actor: &Actor,
    why: impl FnOnce(UserId) -> crate::text::Msg,
) -> Result<(), Refusal> {
    if t.organiser.id == actor.id() || actor.manager {
        return Ok(());
    }
    Err(Refusal::new(RefusalKind::NotAllowed, why(t.organiser.id)))
}

fn no_tournament() -> Refusal {
    Refusal::keyed(RefusalKind::Nothing, "refusal-no-tournament")
}

/// A tournament's name: the organiser's, or "Tournament #3".
fn title(t: &TournamentRow) -> Arg {
    if t.name.is_empty() {
        Arg::strong(msg!("tournament-default-name", id = t.id.0))
    } else {
        Arg::strong(t.name.as_str())
    }
}
