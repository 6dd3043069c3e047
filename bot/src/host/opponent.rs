//! The bot as an opponent: games against it begin at once, and its turns are thought out by
//! the engine away from the host and played like any move.
//!
//! The host never searches. [`Host::engine_turn`] hands out what to think about (a copy of
//! the game at its ply), the caller runs the engine wherever it likes (the Discord adapter: on
//! its own threads, one per core at most), and [`Host::play_engine`] plays the move found if
//! the game is still where it was. The move and the message that shows it are committed in
//! one transaction (an outbox entry), so a bot stopped after its move still shows it once it
//! is back, and a bot stopped mid-think finds the game waiting ([`Host::engine_games_waiting`]).
//!
//! Against the bot: a takeback is granted at once, a draw offer is accepted when the engine
//! judges itself behind, a player may abort at any time (the game is unrated
//! anyway), and nobody is reminded to move.

use std::time::Duration;

use engine::Level;
use rules::{BySide, Game, GameId, Played};

use super::{
    EngineDue, Host, Refusal,
    challenge::{ensure_channel_free, side_for, start_game, start_position},
    lines,
    outbox::{Delivery, Say},
    turn::turn_text,
};
use crate::{
    live::TimeControl,
    model::{Actor, EngineSeat, GameNo, Place, SideChoice, User},
    store::{GameRow, GameStatus, NewGame},
};

/// What the engine is to think about: game `game_id` at ply `ply`, with the bot to move.
#[derive(Debug, Clone)]
pub struct EngineTurn {
    /// The game.
    pub game_id: GameNo,
    /// Its ply when the turn was handed out.
    pub ply: u32,
    /// How strongly the bot plays.
    pub level: Level,
    /// The seed for the level's choice among near-best moves: the same in a given game at a
    /// given ply, so a restarted bot chooses the same move.
    pub seed: u64,
    /// The game to think about.
    pub game: Game,
    /// In a live game, the bot's clock as it reads now: its search is budgeted from it.
    pub clock: Option<engine::timing::TimeLeft>,
}

/// How many nodes the engine looks at when answering a draw offer: a glance, not a think.
const DRAW_JUDGEMENT_NODES: u64 = 3_000;

/// The bot accepts a draw when a short look gives it at most these winning chances (−1 lost,
/// +1 won, by the game's own constant as analysis shows them): −0.18 is a pawn down in chess
/// by lichess's constant, an expected score of 41 %. Judged in chances, not centipawns, so
/// that it means as much in every game and with either evaluation, whose scales differ (a
/// Xiangqi centipawn moves the expected result 3.6 times as much as an American Chess one).
/// Never in a balanced game it could still win.
const DRAW_WHEN_CHANCES_AT_MOST: f64 = -0.18;

/// Whether the bot, judged at `score` for itself in `game`, takes a draw.
fn takes_draw(game: rules::GameId, score: engine::Score) -> bool {
    engine::judge::Chances::of(game).winning_chances(score) <= DRAW_WHEN_CHANCES_AT_MOST
}

impl Host {
    /// `actor` starts a game of `game` against the bot (`me`) at `level` in this channel,
    /// playing `side`, from the standard start or from `position`, against the clock with
    /// `clock`. It begins at once; if the
    /// bot moves first, the reply says so ([`Reply::engine`](super::Reply::engine)).
    ///
    /// # Errors
    /// A game that cannot be played yet, a bad position, or a channel with a game or an open
    /// challenge.
    #[allow(clippy::too_many_arguments)]
    pub fn challenge_engine(
        &self,
        actor: &Actor,
        place: Place,
        me: &User,
        game: GameId,
        side: SideChoice,
        position: Option<&str>,
        level: Level,
        clock: Option<TimeControl>,
    ) -> Result<super::Reply, Refusal> {
        let position = start_position(position)?;
        let started = start_game(game, position.as_ref())?;
        let human = side_for(side);
        let mut players = BySide { first: me, second: me };
        players[human] = &actor.user;
        let start = started.start_position_string();
        let new = NewGame {
            place,
            game,
            players,
            start: &start,
            challenge: None,
            engine: Some(EngineSeat { side: !human, level }),
            clock,
        };
        let now = self.now();
        let id = self.write(|tx| {
            tx.expire_challenges(now)?;
            ensure_channel_free(tx, place)?;
            self.insert_started(tx, &new, &started)
        })?;
        let mut reply = self.game_on(id, started, actor)?;
        // The player asked for this game: nobody needs notifying.
        reply.ping.clear();
        Ok(reply)
    }

    /// What the engine should think about in game `id`: `None` unless it is an active game
    /// against the bot with the bot to move.
    ///
    /// # Errors
    /// The store failed, or the game cannot be replayed.
    pub fn engine_turn(&self, id: GameNo) -> Result<Option<EngineTurn>, Refusal> {
        let Some((row, seat)) = self.active_engine_game(id)? else { return Ok(None) };
        let game = self.load(&row)?;
        let clock = self.clock_of(&row, seat.side);
        Ok(lines::engine_due(&row, &game).map(|_| EngineTurn {
            game_id: id,
            ply: row.ply,
            level: seat.level,
            seed: (id.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(row.ply),
            game: game.to_game(),
            clock,
        }))
    }

    /// The games against the bot waiting for its move whose last move is at least `idle` old
    /// (zero: all of them): what a restarted bot, or one that lost track of a game, must still
    /// think about.
    ///
    /// # Errors
    /// The store failed.
    pub fn engine_games_waiting(&self, idle: Duration) -> Result<Vec<EngineDue>, Refusal> {
        let before = self.now() - idle;
        let rows = self.read(|c| c.engine_games(before))?;
        let mut due = Vec::new();
        for row in rows {
            let Ok(game) = self.load(&row) else { continue };
            due.extend(lines::engine_due(&row, &game));
        }
        Ok(due)
    }

    /// Plays `text`, the engine's move for `turn`, if the game is still where it was when the
    /// turn was handed out (the same ply and the same position: a takeback and a new move
    /// since would restore the ply, not the position). Returns the message that shows it, to
    /// deliver now and settle ([`Host::settle`]); it waits in the outbox until then. `None` if
    /// the game moved on.
    ///
    /// # Errors
    /// The store failed, or the engine's move was refused (a bug: it is logged).
    pub fn play_engine(&self, turn: &EngineTurn, text: &str) -> Result<Option<Delivery>, Refusal> {
        let Some((row, seat)) = self.active_engine_game(turn.game_id)? else { return Ok(None) };
        if row.ply != turn.ply {
            return Ok(None);
        }
        let mut game = self.load(&row)?;
        if game.position_string() != turn.game.position_string() || game.side_to_move() != seat.side
        {
            return Ok(None);
        }
        let bot = row.players[seat.side].id;
        let ply = row.ply + 1;
        let mut entry = 0;
        let arrived = self.stamp();
        let committed = self.commit_move(&row, &mut game, bot, text, arrived, |tx, _, _| {
            // Claimed by this process as it is written, so that no sweeper (here or in
            // another process) shows it too; if this process dies before showing it, the
            // claim runs out and the background work shows it.
            let now = self.now();
            let turn = crate::store::outbox::Subject::Turn(row.id);
            entry = tx.enqueue_claimed(turn, row.place.channel, ply, now, &self.claim(now))?;
            Ok(())
        });
        let committed = committed.inspect_err(|refusal| {
            tracing::error!("game {}: the engine's move {text} was refused: {refusal}", row.id);
        })?;
        drop(game);
        match self.turn_say(row.id, ply, Some(committed.played))? {
            Some(say) => Ok(Some(Delivery { id: entry, channel: row.place.channel, say })),
            None => {
                self.settle(entry, &super::Delivered::Done)?;
                Ok(None)
            }
        }
    }

    /// The message showing the bot's move at ply `ply` of game `id`: what it played (`played`,
    /// or worked out again from the record) and the board as it stands after that move (and
    /// the passes the rules played after it). `None` if the game has moved on since: its
    /// player has seen the move and answered it.
    pub(super) fn turn_say(
        &self,
        id: GameNo,
        ply: u32,
        played: Option<Played>,
    ) -> Result<Option<Say>, Refusal> {
        let Some(row) = self.read(|c| c.game(id))? else { return Ok(None) };
        if row.ply < ply || row.status == GameStatus::Aborted {
            return Ok(None);
        }
        let moves = self.read(|c| c.moves(id))?;
        if moves.iter().skip(ply as usize).any(|m| m.player.is_some()) {
            return Ok(None);
        }
        let played = match played {
            Some(played) => played,
            None => {
                let Some(bots) = ply.checked_sub(1).and_then(|i| moves.get(i as usize)) else {
                    return Ok(None);
                };
                let mut before = self.replayed(&row, &moves[..bots.ply as usize - 1])?;
                before.play(&bots.canonical).map_err(|e| {
                    tracing::error!("game {id}: the bot's move {} is unplayable: {e}", bots.ply);
                    super::Refusal::keyed(super::RefusalKind::Internal, "refusal-record-broken")
                })?
            }
        };
        let game = self.load(&row)?;
        let human = row.engine.map(|seat| row.players[!seat.side].id);
        let audience = self.audience(row.place, None, human, row.game);
        let text = turn_text(&row, &game, &played);
        let reply = super::Reply {
            ping: lines::to_act(&row, &game),
            engine: lines::engine_due(&row, &game),
            live_turn: Host::live_turn(&row, &game),
            ..self.board_reply(&row, &game, &audience, text, None)
        };
        Ok(Some(Say::Turn(reply)))
    }

    /// Game `id` and the bot's seat in it, if it is an active game against the bot.
    fn active_engine_game(&self, id: GameNo) -> Result<Option<(GameRow, EngineSeat)>, Refusal> {
        let row = self.read(|c| c.game(id))?;
        Ok(row
            .filter(|r| r.status == GameStatus::Active)
            .and_then(|r| r.engine.map(|seat| (r, seat))))
    }

    /// Whether the bot accepts a draw in `row`'s game: when a short look gives it winning
    /// chances of [`DRAW_WHEN_CHANCES_AT_MOST`] or less.
    pub(super) fn engine_takes_draw(
        &self,
        row: &GameRow,
        seat: EngineSeat,
    ) -> Result<bool, Refusal> {
        let game = self.load(row)?;
        let request = engine::Request::judging(DRAW_JUDGEMENT_NODES);
        let thought = engine::think(&game, &request);
        let to_move = game.side_to_move();
        let Some(thought) = thought else { return Ok(true) };
        let for_bot = if to_move == seat.side { thought.score } else { thought.score.turned() };
        Ok(takes_draw(game.id(), for_bot))
    }
}

#[cfg(test)]
mod tests {
    use engine::Score::{Centipawns, Mate};
    use rules::GameId::{American, Xiangqi};

    use super::takes_draw;

    #[test]
    fn the_bot_takes_a_draw_when_its_chances_are_low_in_that_games_own_scale() {
        // Balanced or ahead: never.
        assert!(!takes_draw(Xiangqi, Centipawns(0)));
        assert!(!takes_draw(American, Centipawns(500)));
        // Xiangqi's constant (0.004026): 60 centipawns down is chances of −0.12, 200 of −0.38.
        assert!(!takes_draw(Xiangqi, Centipawns(-60)));
        assert!(takes_draw(Xiangqi, Centipawns(-200)));
        // American Chess's is flatter (0.000790): 300 down is only −0.12; 600 is −0.23.
        assert!(!takes_draw(American, Centipawns(-300)));
        assert!(takes_draw(American, Centipawns(-600)));
        // Mated, in any game; mating, never.
        assert!(takes_draw(American, Mate(-3)));
        assert!(!takes_draw(Xiangqi, Mate(2)));
    }
}
