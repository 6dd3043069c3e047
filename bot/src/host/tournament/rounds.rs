//! A tournament's rounds: paired in the transaction that ends the round before (or starts the
//! tournament), each board's game started once in a thread the adapter made for it, each
//! result written in the transaction that ends its game, and the rounds announced.

use std::{sync::atomic::Ordering, time::Duration};

use rules::{BySide, Game, Outcome, Reason, Side};

use super::{
    Host, Refusal, RefusalKind, Reply, TournamentPost, lines, no_tournament, table::Table, title,
};
use crate::{
    model::{Actor, ChannelId, EngineSeat, GameNo, Moment, Place, UserId},
    msg,
    store::{
        GameRow, NewGame, Tx,
        tournaments::{BoardRow, NewBoard, TournamentRow, TournamentStatus},
    },
    text::Text,
    tournament::{BoardResult, Format, Seat, berger, dutch},
};

/// How long a process holds a board while it starts the board's thread and game.
const BOARD_CLAIM: Duration = Duration::from_secs(60);

/// A board whose game is to start: the adapter starts a thread for it (unless it has one) in
/// the tournament's channel, then calls [`Host::start_board`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardStart {
    /// The board.
    pub board: BoardRow,
    /// Where the tournament is (the thread's channel).
    pub place: Place,
    /// The players' names (the thread's name), first move first.
    pub names: (String, String),
    /// The tournament's name and round, for the thread's name.
    pub round: u16,
    /// Which game.
    pub game: rules::GameId,
    /// The language of the tournament's server (the thread's name is in it).
    pub lang: crate::i18n::Lang,
}

impl Host {
    /// Whether a round was paired or a tournament ended since the last call (the adapter's
    /// cue to start boards and post announcements at once rather than at its next pass).
    pub fn tournament_work_waiting(&self) -> bool {
        self.rounds_waiting.swap(false, Ordering::SeqCst)
    }

    /// Writes round `round`'s boards of running tournament `t`: by the Berger tables, or the
    /// Dutch system over the record so far. A Swiss that cannot be paired any more ends.
    pub(super) fn pair_round(
        &self,
        tx: &mut Tx<'_>,
        t: &TournamentRow,
        round: u16,
    ) -> Result<bool, Refusal> {
        // The record of the rounds before this one.
        let table = Table::read(tx, t, round - 1)?;
        let user = |seat: Seat| table.user(seat).map(|e| e.user.id);
        let mut boards = Vec::new();
        match t.format {
            Format::RoundRobin | Format::DoubleRoundRobin => {
                let n = u16::try_from(table.record.players.len()).unwrap_or(u16::MAX);
                let double = t.format == Format::DoubleRoundRobin;
                let pairing = berger::round(n, round, double).ok_or_else(no_tournament)?;
                for b in pairing.boards {
                    let (Some(first), Some(second)) = (user(b.first), user(b.second)) else {
                        continue;
                    };
                    // A player who withdrew forfeits the rest of their games.
                    let result = match (table.withdrawn(first), table.withdrawn(second)) {
                        (false, false) => None,
                        (true, false) => Some(BoardResult::SecondByForfeit),
                        (false, true) => Some(BoardResult::FirstByForfeit),
                        (true, true) => Some(BoardResult::DoubleForfeit),
                    };
                    boards.push(NewBoard { first, second: Some(second), result });
                }
            }
            Format::Swiss => {
                let side = t.first_side.unwrap_or(Side::First);
                let pairing = match dutch::pair(&table.record, side) {
                    Ok(pairing) => pairing,
                    Err(e) => {
                        tracing::info!("tournament {} ends after round {}: {e}", t.id, round - 1);
                        return Ok(false);
                    }
                };
                for b in pairing.boards {
                    if let (Some(first), Some(second)) = (user(b.first), user(b.second)) {
                        boards.push(NewBoard { first, second: Some(second), result: None });
                    }
                }
                if let Some(bye) = pairing.bye.and_then(user) {
                    boards.push(NewBoard {
                        first: bye,
                        second: None,
                        result: Some(BoardResult::Bye),
                    });
                }
            }
        }
        tx.insert_boards(t.id, round, &boards)?;
        Ok(true)
    }

    /// In the transaction that ends game `row` (`outcome`, or `None` when it was called
    /// off): if it is a tournament game, its board's result, and if that ends the round, the
    /// next round's pairing or the tournament's end. A game called off is lost by forfeit by
    /// the player who was to move (a first move never made).
    pub(in crate::host) fn tournament_game_ended(
        &self,
        tx: &mut Tx<'_>,
        row: &GameRow,
        outcome: Option<&Outcome>,
        now: Moment,
    ) -> Result<(), Refusal> {
        let Some(board) = tx.board_of_game(row.id)? else { return Ok(()) };
        // Locks the tournament: the games ending a round at once settle one after the other.
        let Some(t) = tx.lock_tournament(board.tournament)? else { return Ok(()) };
        let result = match outcome.map(|o| o.winner) {
            Some(Some(Side::First)) => BoardResult::First,
            Some(Some(Side::Second)) => BoardResult::Second,
            Some(None) => BoardResult::Draw,
            None if row.ply.is_multiple_of(2) => BoardResult::SecondByForfeit,
            None => BoardResult::FirstByForfeit,
        };
        if tx.settle_board(&board, result)? {
            self.round_settled(tx, &t, now)?;
        }
        Ok(())
    }

    /// After a board of `t`'s current round got its result: when none is left, the next
    /// round is paired, or the tournament ends.
    fn round_settled(
        &self,
        tx: &mut Tx<'_>,
        t: &TournamentRow,
        now: Moment,
    ) -> Result<(), Refusal> {
        let open = tx.boards(t.id)?.iter().any(|b| b.round == t.round && b.result.is_none());
        if open || t.status != TournamentStatus::Running {
            return Ok(());
        }
        let next = t.round + 1;
        let paired = next <= t.rounds && self.pair_round(tx, t, next)?;
        if paired {
            tx.next_round(t.id, t.round, t.round_limit.map(|l| now + l))?;
            // A round of forfeits only (everyone else withdrew) is over as soon as it begins.
            if let Some(t) = tx.tournament(t.id)? {
                self.round_settled(tx, &t, now)?;
            }
        } else {
            tx.end_tournament(t.id, false, now)?;
        }
        self.rounds_waiting.store(true, Ordering::SeqCst);
        Ok(())
    }

    /// A board whose game never started is lost by forfeit by `user` (who withdrew).
    pub(super) fn forfeit_unstarted(&self, board: &BoardRow, user: UserId) -> Result<(), Refusal> {
        let now = self.now();
        self.write(|tx| {
            let Some(t) = tx.lock_tournament(board.tournament)? else { return Ok(()) };
            let result = if board.first == user {
                BoardResult::SecondByForfeit
            } else {
                BoardResult::FirstByForfeit
            };
            if tx.settle_unstarted_board(board, result)? {
                self.round_settled(tx, &t, now)?;
            }
            Ok(())
        })
    }

    /// `actor` resigns tournament game `game` (when they withdraw).
    pub(super) fn resign_for(&self, actor: &Actor, game: GameNo) -> Result<Reply, Refusal> {
        let row = self.read(|tx| tx.game(game))?.ok_or_else(super::super::no_game)?;
        self.resign(actor, row.place)
    }

    /// Claims boards whose games are to start, for this process, for a while.
    ///
    /// # Errors
    /// The store failed.
    pub fn boards_to_start(&self, limit: u32) -> Result<Vec<BoardStart>, Refusal> {
        let now = self.now();
        let holder = self.holder.clone();
        let claimed = self.write(|tx| {
            let boards = tx.claim_boards(&holder, now, now + BOARD_CLAIM, limit)?;
            let mut out = Vec::new();
            for b in boards {
                let Some(t) = tx.tournament(b.tournament)? else { continue };
                let entrants = tx.entrants(t.id)?;
                out.push((b, t, entrants));
            }
            Ok::<_, Refusal>(out)
        })?;
        // Read after the claim's transaction, never inside it (a read needs a connection of
        // its own, which a process's other writers may hold).
        let mut out = Vec::new();
        for (b, t, entrants) in claimed {
            let name = |u: Option<UserId>| {
                entrants
                    .iter()
                    .find(|e| Some(e.user.id) == u)
                    .map(|e| e.user.name.clone())
                    .unwrap_or_default()
            };
            out.push(BoardStart {
                names: (name(Some(b.first)), name(b.second)),
                place: t.place,
                round: b.round,
                game: t.game,
                lang: self.public_lang(t.place.server, None),
                board: b,
            });
        }
        Ok(out)
    }

    /// Lets go of board `b`, which this process claimed and could not start: the next pass
    /// (of any process) tries it again.
    ///
    /// # Errors
    /// The store failed.
    pub fn release_board(&self, b: &BoardRow) -> Result<(), Refusal> {
        let holder = self.holder.clone();
        self.write(|tx| Ok(tx.release_board(b, &holder)?))
    }

    /// Notes the thread the adapter started for board `b` (so that a restart reuses it);
    /// returns the board's thread: this one, or one noted first by a process whose claim ran
    /// out (then the new one stays empty).
    ///
    /// # Errors
    /// The store failed.
    pub fn note_board_thread(&self, b: &BoardRow, thread: ChannelId) -> Result<ChannelId, Refusal> {
        let t = self.read(|tx| tx.tournament(b.tournament))?.ok_or_else(no_tournament)?;
        self.record_thread(thread, t.place)?;
        self.write(|tx| Ok(tx.set_board_thread(b, thread)?))
    }

    /// Starts board `b`'s game in `thread`: the first board, for the thread. Once only: a
    /// board started already is refused.
    ///
    /// # Errors
    /// The board has its game already, or the store failed.
    pub fn start_board(&self, b: &BoardRow, thread: ChannelId) -> Result<Reply, Refusal> {
        let t = self.read(|tx| tx.tournament(b.tournament))?.ok_or_else(no_tournament)?;
        let entrants = self.read(|tx| tx.entrants(t.id))?;
        let who = |id: Option<UserId>| entrants.iter().find(|e| Some(e.user.id) == id).cloned();
        let (Some(first), Some(second)) = (who(Some(b.first)), who(b.second)) else {
            return Err(no_tournament());
        };
        let engine =
            [(Side::First, &first), (Side::Second, &second)].into_iter().find_map(|(side, e)| {
                let level = engine::Level::new(e.level?)?;
                Some(EngineSeat { side, level })
            });
        let game = Game::new(t.game);
        let start = game.start_position_string();
        let players = BySide { first: &first.user, second: &second.user };
        let place = Place { server: t.place.server, channel: thread };
        let new = NewGame {
            place,
            game: t.game,
            players,
            start: &start,
            challenge: None,
            engine,
            clock: t.clock,
        };
        let id = self.write(|tx| {
            let id = self.insert_started(tx, &new, &game)?;
            if !tx.set_board_game(b, id)? {
                return Err(Refusal::keyed(RefusalKind::Stale, "refusal-board-started"));
            }
            Ok(id)
        })?;
        let human = if first.level.is_some() { &second.user } else { &first.user };
        let actor = Actor { server_lang: None, ..Actor::player(human) };
        let mut reply = self.game_on(id, game, &actor)?;
        let header = msg!(
            "tournament-game",
            name = title(&t),
            round = u32::from(b.round),
            board = u32::from(b.board)
        );
        reply.text = Text::from(header).line(reply.text);
        Ok(reply)
    }

    /// Ends the correspondence rounds whose time is up: each game still going is decided as
    /// `/claim` would decide it (the player to move is out of time: the opponent wins), else
    /// drawn. Returns what to post in each decided game's thread (which is then archived).
    ///
    /// # Errors
    /// The store failed.
    pub fn close_overdue_rounds(&self) -> Result<Vec<TournamentPost>, Refusal> {
        let now = self.now();
        let overdue = self.read(|tx| tx.rounds_overdue(now))?;
        let mut decided = Vec::new();
        for t in overdue {
            let boards = self.read(|tx| tx.boards(t.id))?;
            for b in boards.iter().filter(|b| b.round == t.round && b.result.is_none()) {
                let Some(id) = b.game else {
                    self.write(|tx| {
                        let Some(t) = tx.lock_tournament(t.id)? else { return Ok(()) };
                        if tx.settle_unstarted_board(b, BoardResult::DoubleForfeit)? {
                            self.round_settled(tx, &t, now)?;
                        }
                        Ok(())
                    })?;
                    continue;
                };
                let Some(row) = self.read(|tx| tx.game(id))? else { continue };
                if row.status != crate::store::GameStatus::Active {
                    continue;
                }
                let mut game = self.load(&row)?;
                let to_move = game.side_to_move();
                let (ended, text) = if row.ply < 2 {
                    // A player who never made a first move did not play: a forfeit, as in a
                    // live game whose first move never came.
                    drop(game);
                    let ended = self.write(|tx| self.finish(tx, &row, row.version, None, now));
                    self.cache.forget(row.id);
                    (ended.map(drop), msg!("tournament-no-show", who = row.players[to_move].id))
                } else {
                    let out_of_time = now.since(row.last_move_at) >= self.turn_timeout(&row);
                    let outcome = if out_of_time {
                        game.finish(Outcome::win(!to_move, Reason::Timeout))
                    } else {
                        game.finish(Outcome::draw(Reason::Adjudicated))
                    };
                    drop(game);
                    let result = lines::result(&row, &outcome);
                    (
                        self.record_end(&row, &outcome).map(drop),
                        msg!("tournament-adjudicated", result = result),
                    )
                };
                // A game that changed meanwhile (a last move, a resignation) ended its own way.
                if ended.is_ok() {
                    let lang = self.public_lang(row.place.server, None);
                    let archive = self.bot_thread(row.place.channel);
                    let reply = Reply { archive, ..Reply::text(text, lang) };
                    decided.push(TournamentPost { channel: row.place.channel, reply });
                }
            }
        }
        Ok(decided)
    }
}
