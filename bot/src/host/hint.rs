//! `/hint`: in a game against the bot, the engine's best move for the player, shown to them
//! alone with an arrow on the board, and counted in the game's record (the result and
//! `/history` say how many were taken). Between people nobody gets the engine's help.
//!
//! The search is the one analyses make of each position (a node budget, so the same on any
//! machine), run on the blocking pool that answers commands, like the glance the bot takes
//! at a draw offer: short, and rate-limited by the adapter.

use render::ArrowKind;

use super::{Host, Refusal, RefusalKind, Reply, player_side};
use crate::{
    model::{Actor, Place},
    msg,
    text::Arg,
};

impl Host {
    /// The engine's best move for `actor` in this channel's game against the bot, for them
    /// alone; the hint is counted.
    ///
    /// # Errors
    /// No game here, a game between people, someone who does not play in it, or the bot's
    /// turn.
    pub fn hint(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        if row.engine.is_none() {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-hint-people"));
        }
        let side = player_side(&row, actor)?;
        let game = self.load(&row)?;
        if game.side_to_move() != side {
            return Err(Refusal::keyed(RefusalKind::NotYourTurn, "refusal-hint-my-turn"));
        }
        let (_, request) = self.analysis_settings(row.game);
        let request = engine::Request { lines: 1, ..request };
        let Some(thought) = engine::think(&game, &request) else {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-hint-my-turn"));
        };
        let best = game.legal_moves().into_iter().find(|m| m.text == thought.text);
        let Some(best) = best else {
            tracing::error!("game {}: the engine's hint {} is not legal", row.id, thought.text);
            return Err(Refusal::keyed(RefusalKind::Internal, "refusal-internal"));
        };
        self.write(|tx| Ok(tx.count_hint(row.id)?))?;
        let count = row.hints + 1;
        let arrows = super::board::move_arrow(&game, &best.text, ArrowKind::Better);
        let audience = self.private_audience(place, actor, row.game);
        let options = render::RenderOptions {
            arrows: arrows.into_iter().collect(),
            ..super::board::render_options(&row, side, &audience)
        };
        let file_name = format!("hint-{}-{}.png", row.id, row.ply);
        let image = self.draw_png(&game, &options, file_name, audience.lang);
        let best = Arg::from(best);
        let text = msg!("hint-title", best = best, count = count);
        Ok(Reply { text: text.into(), lang: actor.lang, image, ..Reply::default() })
    }
}
