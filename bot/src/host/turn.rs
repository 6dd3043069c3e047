//! Playing a move: the one command that changes the board, and the heart of durability.

use rules::{Game, Played, Ply, Side};

use super::{
    Host, Refusal, RefusalKind, Reply, engine_due, player_side, position_changed, status_line,
    to_act,
};
use crate::{
    i18n::{self, Lang},
    model::{Actor, Place, Timestamp, UserId},
    say,
    store::{GameRow, MoveRow, Tx, Version},
};

/// The longest text read as a move (the longest real ones, like Chess 1999's `m12m13=T`, are
/// under ten characters).
const MAX_MOVE_TEXT: usize = 32;

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
        self.play_move_in(actor, place, text, seen_ply).map_err(|r| r.in_lang(actor.lang))
    }

    fn play_move_in(
        &self,
        actor: &Actor,
        place: Place,
        text: &str,
        seen_ply: Option<u32>,
    ) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        if seen_ply.is_some_and(|seen| seen != row.ply) {
            return Err(position_changed());
        }
        let side = player_side(&row, actor)?;
        let game = self.load(&row)?;
        if game.side_to_move() != side {
            let to_move = game.side_to_move();
            self.keep(&row, game);
            return Err(not_your_turn(&row, to_move, actor.lang));
        }
        let mover = (actor.id(), actor.lang);
        let (game, played, version) =
            self.commit_move(&row, game, side, mover, text, |_, _, _| Ok(()))?;
        let lang = self.public_lang(place, Some(actor));
        let text = turn_text(&row, &game, &played, lang);
        let reply = Reply {
            ping: to_act(&row, &game),
            engine: engine_due(&row, &game),
            ..self.board_reply(&row, &game, Some(actor.id()), text, lang)
        };
        self.keep_at(row.id, version, game);
        Ok(reply)
    }

    /// Plays `text` for `side`, whose turn it is, by `player` (who reads `lang`), in `row`'s
    /// game (loaded as `game`) and
    /// commits it in one transaction with the passes the rules play after it and the end it
    /// brings; `also` runs in that transaction, given the game after the move and what was
    /// played. Returns the game after the move (out of the cache: put it
    /// back with [`Host::keep`]). On a refusal the cache holds no game ahead of the store.
    ///
    /// # Errors
    /// Not a move, an illegal move, or the position changed before it could be recorded.
    pub(super) fn commit_move(
        &self,
        row: &GameRow,
        mut game: Game,
        side: Side,
        (player, lang): (UserId, Lang),
        text: &str,
        also: impl FnOnce(&mut Tx<'_>, &Game, &Played) -> Result<(), Refusal>,
    ) -> Result<(Game, Played, Version), Refusal> {
        let text = text.trim();
        if text.chars().count() > MAX_MOVE_TEXT {
            // No notation is this long; and the rules would quote it back whole.
            self.keep(row, game);
            let refusal = say!(lang, "refusal-move-too-long", max = MAX_MOVE_TEXT);
            return Err(Refusal::new(RefusalKind::IllegalMove, refusal));
        }
        let played = match game.play(text) {
            Ok(played) => played,
            Err(e) => {
                self.keep(row, game);
                let reason = capitalise_first(&i18n::said(lang, row.game, &e.said()));
                return Err(Refusal::new(
                    RefusalKind::IllegalMove,
                    say!(lang, "refusal-illegal-move", reason = reason),
                ));
            }
        };
        let now = self.now();
        let committed = self.write(|tx| {
            let by = Some((text, player));
            let ply = record_plies(tx, row.id, row.ply, played.plies(), by, now)?;
            // An offer the mover made stands through the opponent's turn; the opponent's
            // offer is declined by playing on.
            let keep_offer = row.draw_offer.is_some_and(|(by, _)| by == side);
            let mut version = tx
                .advance(row.id, row.version, ply, keep_offer, now)?
                .ok_or_else(position_changed)?;
            if let Some(outcome) = &played.outcome {
                version = self.finish(tx, row, version, Some(outcome), now)?;
            }
            also(tx, &game, &played)?;
            Ok(version)
        });
        match committed {
            Ok(version) => Ok((game, played, version)),
            Err(refusal) => {
                // The in-memory game is a move ahead of the store: drop it.
                self.forget(row.id);
                Err(refusal)
            }
        }
    }
}

/// Records `plies` after ply `after`: the first as `by` typed it (a player's move: the text
/// they typed and who they are), the others as the rules played them by themselves (passes,
/// by nobody). Returns the ply reached. Each ply carries its own side and the position after
/// it, as the rules worked them out.
pub(super) fn record_plies<'p>(
    tx: &mut Tx<'_>,
    game_id: i64,
    after: u32,
    plies: impl IntoIterator<Item = &'p Ply>,
    mut by: Option<(&str, UserId)>,
    now: Timestamp,
) -> Result<u32, Refusal> {
    let mut ply = after;
    for p in plies {
        let (typed, player) = match by.take() {
            Some((typed, player)) => (typed.to_owned(), Some(player)),
            None => (p.text.clone(), None),
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
        };
        tx.insert_move(game_id, &row)?;
    }
    Ok(ply)
}

/// "**Red** h3e3 (C2=5) — Black to move, <@2>", with check, passes, warnings and the result,
/// in `lang`; in Chinese, a Xiangqi move is shown in Chinese notation ("**红方** 炮二平五
/// (h3e3)").
pub(super) fn turn_text(row: &GameRow, game: &Game, played: &Played, lang: Lang) -> String {
    let g = row.game;
    let side = |s| i18n::side_name(lang, g, s);
    let shown = match (&played.chinese, lang.script()) {
        (Some(c), Some(script)) => format!("{} ({})", c.in_script(script), played.text()),
        _ => played.display().to_owned(),
    };
    let mut text = format!("**{}** {shown}", side(played.mover()));
    if played.check && played.outcome.is_none() {
        text.push_str(&say!(lang, "turn-check"));
    }
    for pass in played.passes() {
        text.push_str(&say!(lang, "turn-pass", side = side(pass.side)));
    }
    text.push_str(" — ");
    text.push_str(&status_line(row, game, lang));
    if let Some(warning) = &played.warning {
        let warning = i18n::said(lang, g, warning);
        text.push('\n');
        text.push_str(&say!(lang, "turn-warning", side = side(played.mover()), warning = warning));
    }
    text
}

fn not_your_turn(row: &GameRow, to_move: Side, lang: Lang) -> Refusal {
    let (side, who) = (i18n::side_name(lang, row.game, to_move), row.players[to_move].id.mention());
    Refusal::new(
        RefusalKind::NotYourTurn,
        say!(lang, "refusal-not-your-turn", side = side, who = who),
    )
}

pub(super) fn capitalise_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
