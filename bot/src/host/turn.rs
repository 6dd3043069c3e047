//! Playing a move: the one command that changes the board, and the heart of durability.

use std::time::Duration;

use rules::{Game, Played, Ply, Side};

use super::{
    Ended, Host, Refusal, RefusalKind, Reply,
    cache::Loaded,
    lines::{self, engine_due, to_act},
    player_side, position_changed,
};
use crate::{
    live::Clocks,
    model::{Actor, GameNo, Moment, Place, Stamp, UserId},
    msg,
    store::{GameRow, MoveRow, Tx},
    text::{Arg, Msg, Text},
};

/// The longest text read as a move (the longest real ones, like Chess 1999's `m12m13=T`, are
/// under ten characters).
const MAX_MOVE_TEXT: usize = 32;

/// A move committed: what was played, and the end it brought, if any.
pub(super) struct Committed {
    /// What the rules said of the move.
    pub played: Played,
    /// How the game ended, if the move ended it.
    pub ended: Option<Ended>,
    /// A live game's clocks after the move, and the deadline they run to.
    pub clocks: Option<(Clocks, Option<Stamp>)>,
}

impl Committed {
    /// `row` as the move left it, for the reply's words and picture (its clocks).
    pub(super) fn row_after(&self, row: GameRow) -> GameRow {
        match self.clocks {
            Some((clocks, deadline)) => GameRow { clocks: Some(clocks), deadline, ..row },
            None => row,
        }
    }
}

impl Host {
    /// `actor` plays `text` (any notation the game accepts) in this channel's game.
    ///
    /// `seen_ply` is the ply of the board the player was looking at, when the adapter knows it
    /// (a button, or a move typed under a board): if the game has moved on since, nothing is
    /// played. Without it, the move is checked against the current position and written only
    /// if the game is still there when the transaction runs.
    ///
    /// # Errors
    /// No game here, not a player, not their turn, an illegal move (with the rules' reason),
    /// or the position changed before the move could be recorded.
    pub fn play_move(
        &self,
        actor: &Actor,
        place: Place,
        text: &str,
        seen_ply: Option<u32>,
    ) -> Result<Reply, Refusal> {
        self.play_move_then(actor, place, text, seen_ply, |_, _| Ok(()))
    }

    /// [`Host::play_move`], with `also` run in the move's transaction, given the game's row
    /// before the move and the ply the move makes (the board page queues its post there).
    pub(super) fn play_move_then(
        &self,
        actor: &Actor,
        place: Place,
        text: &str,
        seen_ply: Option<u32>,
        also: impl FnOnce(&mut Tx<'_>, &GameRow) -> Result<(), Refusal>,
    ) -> Result<Reply, Refusal> {
        let row = self.active(place).map_err(|none| self.flagged_before(place, actor, none))?;
        if seen_ply.is_some_and(|seen| seen != row.ply) {
            return Err(position_changed());
        }
        let side = player_side(&row, actor)?;
        let mut game = self.load(&row)?;
        if game.side_to_move() != side {
            return Err(not_your_turn(&row, game.side_to_move()));
        }
        let arrived = actor.arrived.unwrap_or_else(|| self.stamp());
        let committed =
            self.commit_move(&row, &mut game, actor.id(), text, arrived, |tx, _, _| {
                also(tx, &row)
            })?;
        let row = committed.row_after(row);
        let audience = self.audience(place, Some(actor), Some(actor.id()), row.game);
        let text = turn_text(&row, &game, &committed.played);
        Ok(Reply {
            ping: to_act(&row, &game),
            engine: engine_due(&row, &game),
            live_turn: Host::live_turn(&row, &game),
            ..self.board_reply(&row, &game, &audience, text, committed.ended.as_ref())
        })
    }

    /// Plays `text` for the side to move, by `player`, in `row`'s game (loaded as `game`), and
    /// commits it in one transaction with the passes the rules play after it and the end it
    /// brings; `also` runs in that transaction, given the game after the move and what was
    /// played. In a live game the mover is charged up to `arrived`, when the move reached
    /// the bot. On success `game` is the game after the move, and goes back to the cache at
    /// the committed version; on a refusal after the move it is discarded (it ran ahead of the
    /// store).
    ///
    /// # Errors
    /// Not a move, an illegal move, the position changed before it could be recorded, or (a
    /// live game) the mover's flag fell before the move arrived: the game is then lost on
    /// time.
    pub(super) fn commit_move(
        &self,
        row: &GameRow,
        game: &mut Loaded<'_>,
        player: UserId,
        text: &str,
        arrived: Stamp,
        also: impl FnOnce(&mut Tx<'_>, &Game, &Played) -> Result<(), Refusal>,
    ) -> Result<Committed, Refusal> {
        if row.deadline.is_some_and(|deadline| arrived > deadline)
            && let Some(refusal) = self.too_late(row, arrived)
        {
            return Err(refusal);
        }
        let text = text.trim();
        if text.chars().count() > MAX_MOVE_TEXT {
            // No notation is this long; and the rules would quote it back whole.
            let refusal = msg!("refusal-move-too-long", max = MAX_MOVE_TEXT);
            return Err(Refusal::new(RefusalKind::IllegalMove, refusal));
        }
        let played = game.play(text).map_err(|e| {
            let reason = Arg::sentence(Arg::Rules(row.game, e.said()));
            Refusal::new(RefusalKind::IllegalMove, msg!("refusal-illegal-move", reason = reason))
        })?;
        let side = played.mover();
        let now = self.now();
        let committed = self.write(|tx| {
            let charged = self.charge(tx, row, side, arrived)?;
            let by = Some((text, player, charged.map(|(_, left)| left)));
            let ply = record_plies(tx, row.id, row.ply, played.plies(), by, now)?;
            // An offer the mover made stands through the opponent's turn; the opponent's
            // offer is declined by playing on.
            let keep_offer = row.draw_offer.is_some_and(|offer| offer.by == side);
            let version = tx
                .advance(row.id, row.version, ply, keep_offer, now)?
                .ok_or_else(position_changed)?;
            let ended = match &played.outcome {
                Some(outcome) => Some(self.finish(tx, row, version, Some(outcome), now)?),
                None => None,
            };
            also(tx, game, &played)?;
            let clocks = match charged {
                Some((clocks, _)) => Some((clocks, self.wind(tx, row.id, &clocks, game)?)),
                None => None,
            };
            Ok((version, ended, clocks))
        });
        match committed {
            Ok((version, ended, clocks)) => {
                game.committed(ended.map_or(version, |e| e.version));
                Ok(Committed { played, ended, clocks })
            }
            Err(refusal) => {
                game.ran_ahead();
                Err(refusal)
            }
        }
    }
}

/// Records `plies` after ply `after`: the first as `by` typed it (a player's move: the text
/// they typed, who they are and, in a live game, their time left after it), the others as the
/// rules played them by themselves (passes, by nobody, taking no time). Returns the ply
/// reached. Each ply carries its own side and the position after it, as the rules worked them
/// out.
pub(super) fn record_plies<'p>(
    tx: &mut Tx<'_>,
    game_id: GameNo,
    after: u32,
    plies: impl IntoIterator<Item = &'p Ply>,
    mut by: Option<(&str, UserId, Option<Duration>)>,
    now: Moment,
) -> Result<u32, Refusal> {
    let mut ply = after;
    for p in plies {
        let (typed, player, clock) = match by.take() {
            Some((typed, player, clock)) => (typed.to_owned(), Some(player), clock),
            None => (p.text.clone(), None, None),
        };
        ply += 1;
        let row = MoveRow {
            ply,
            side: p.side,
            player,
            typed,
            canonical: p.text.clone(),
            display: p.display.clone(),
            position_after: p.position.clone(),
            played_at: now,
            clock,
        };
        tx.insert_move(game_id, &row)?;
    }
    Ok(ply)
}

/// The move as players read it: in Chinese notation for readers of Chinese where the game
/// has one ("炮二平五 (h3e3)"), else as the rules show it ("h3e3 (C2=5)").
pub(super) fn move_arg(played: &Played) -> Arg {
    Arg::Move {
        text: played.text().to_owned(),
        display: played.display().to_owned(),
        chinese: played.chinese.clone(),
    }
}

/// "**Red** h3e3 (C2=5) — Black to move, @2", with check, passes, warnings and the result.
pub(super) fn turn_text(row: &GameRow, game: &Game, played: &Played) -> Text {
    let g = row.game;
    let side = Arg::strong(Arg::side(g, played.mover()));
    let mut text = Text::from(msg!("turn-move", side = side, played = move_arg(played)));
    if played.check && played.outcome.is_none() {
        text = text.then(Msg::new("turn-check"));
    }
    for pass in played.passes() {
        text = text.then(msg!("turn-pass", side = Arg::side(g, pass.side)));
    }
    text = text.then(msg!("turn-then", status = lines::status(row, game)));
    if let Some(warning) = &played.warning {
        let warning = Arg::Rules(g, warning.clone());
        let side = Arg::side(g, played.mover());
        text = text.line(msg!("turn-warning", side = side, warning = warning));
    }
    text
}

pub(super) fn not_your_turn(row: &GameRow, to_move: Side) -> Refusal {
    let (side, who) = (Arg::side(row.game, to_move), row.players[to_move].id);
    Refusal::new(RefusalKind::NotYourTurn, msg!("refusal-not-your-turn", side = side, who = who))
}
