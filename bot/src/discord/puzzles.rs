//! `/puzzle`: a puzzle for the member alone, and their moves in it.

use poise::serenity_prelude as serenity;

use super::{
    Context, Error, choices::GameChoice, deliver::answer_privately, people::who_and_where,
};
use crate::host::Host;

/// A puzzle for you alone, from this server's games first; answer it with move:.
#[poise::command(slash_command)]
pub(super) async fn puzzle(
    ctx: Context<'_>,
    #[description = "Which game (default: any)"] game: Option<GameChoice>,
    #[rename = "move"]
    #[description = "Your move in the puzzle you have going"]
    #[autocomplete = "puzzle_moves"]
    text: Option<String>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    match text {
        Some(text) => {
            answer_privately(ctx, Box::new(move |h: &Host| h.puzzle_move(&actor, place, &text)))
                .await
        }
        None => {
            let game = game.map(|g| g.0);
            answer_privately(ctx, Box::new(move |h: &Host| h.puzzle(&actor, place, game))).await
        }
    }
}

/// The legal moves of the member's puzzle matching what has been typed.
async fn puzzle_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (actor, _) = who_and_where(ctx);
    let typed = partial.to_owned();
    super::commands::offer(ctx, move |h: &Host| h.puzzle_move_choices(&actor, &typed)).await
}
