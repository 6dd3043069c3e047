//! The lines many replies share: who plays, whose turn it is, how a game ended. Each is a
//! typed message; the edge words it.

use rules::{Game, Outcome, Side};

use super::EngineDue;
use crate::{
    live::TimeControl,
    model::UserId,
    msg,
    store::{GameRow, GameStatus},
    text::{Arg, Msg},
};

/// "Red @1 vs Black @2", with the bot's level in a game against it ("Black @2 (level 3)").
pub(super) fn players(row: &GameRow) -> Msg {
    let one = |side: Side| {
        let name = Arg::side(row.game, side);
        let who = row.players[side].id;
        match row.engine {
            Some(seat) if seat.side == side => {
                msg!(
                    "player-engine",
                    side = name,
                    who = who,
                    level = u32::from(seat.level.number())
                )
            }
            _ => msg!("player", side = name, who = who),
        }
    };
    msg!("players-line", first = one(Side::First), second = one(Side::Second))
}

/// Who must act now: the player to move while the game goes on, unless that is the bot.
pub(super) fn to_act(row: &GameRow, game: &Game) -> Vec<UserId> {
    match game.outcome() {
        Some(_) => Vec::new(),
        None if engine_due(row, game).is_some() => Vec::new(),
        None => vec![row.players[game.side_to_move()].id],
    }
}

/// The game, if it is one against the bot that goes on with the bot to move.
pub(super) fn engine_due(row: &GameRow, game: &Game) -> Option<EngineDue> {
    let seat = row.engine?;
    (game.outcome().is_none() && game.side_to_move() == seat.side)
        .then(|| EngineDue { game: row.id, player: row.players[!seat.side].id })
}

/// What comes after a move: whose turn it is, or how the game ended.
pub(super) fn status(row: &GameRow, game: &Game) -> Msg {
    match game.outcome() {
        Some(outcome) => result(row, outcome),
        None => {
            let side = game.side_to_move();
            let name = Arg::side(row.game, side);
            let check = Arg::yes_no(game.in_check());
            let who = row.players[side].id;
            let status = if engine_due(row, game).is_some() {
                msg!("status-thinking", side = name, check = check, who = who)
            } else {
                msg!("status-to-move", side = name, check = check, who = who)
            };
            match clock_line(row, game) {
                Some(clock) => msg!("status-live", status = status, clock = clock),
                None => status,
            }
        }
    }
}

/// A live game's running clock in words: when the flag of the side to move falls (Discord
/// counts it down), marked ⏰ when its time is low; within a first move, when that runs out.
fn clock_line(row: &GameRow, game: &Game) -> Option<Msg> {
    let (clocks, deadline) = (row.clocks?, row.deadline?);
    let side = game.side_to_move();
    let name = Arg::side(row.game, side);
    if clocks.first_move(side) {
        return Some(msg!("clock-first-move", side = name, when = Arg::Flag(deadline)));
    }
    let low = clocks.low(side, side, clocks.since?);
    Some(msg!("clock-running", low = Arg::yes_no(low), side = name, when = Arg::Flag(deadline)))
}

/// The line a live challenge or game adds: its time control.
pub(super) fn pace(clock: Option<TimeControl>) -> Option<Msg> {
    let c = clock?;
    Some(msg!("pace-live", control = c.to_string(), minutes = c.minutes(), seconds = c.seconds()))
}

/// "**Red wins by checkmate** — @1 beat @2", or the draw.
pub(super) fn result(row: &GameRow, outcome: &Outcome) -> Msg {
    let result = Arg::strong(Arg::Rules(row.game, outcome.said()));
    match outcome.winner {
        Some(w) => {
            let (winner, loser) = (row.players[w].id, row.players[!w].id);
            msg!("result-won", result = result, winner = winner, loser = loser)
        }
        None => msg!("result-drawn", result = result),
    }
}

/// A game's result as a phrase ("Red wins by checkmate"), or "aborted", "in progress, ply 12".
pub(super) fn result_words(row: &GameRow) -> Arg {
    match (&row.outcome, row.status) {
        (Some(outcome), _) => Arg::Rules(row.game, outcome.said()),
        (None, GameStatus::Active) => msg!("result-in-progress", ply = row.ply).into(),
        (None, GameStatus::Aborted) => msg!("result-aborted").into(),
        (None, GameStatus::Finished) => msg!("result-finished").into(),
    }
}
