//! `/learn`: the lessons of each game, for the member alone, and their moves in them.

use poise::serenity_prelude as serenity;

use super::{
    Context, Error, choices::GameChoice, deliver::answer_privately, people::who_and_where,
};
use crate::host::Host;

/// Lessons for each game, from the first move to the first mate: /learn carries on where you
/// stopped.
#[poise::command(slash_command)]
pub(super) async fn learn(
    ctx: Context<'_>,
    #[description = "Which game to learn (default: the one you learned last)"] game: Option<
        GameChoice,
    >,
    #[rename = "move"]
    #[description = "Your move in the exercise you are on"]
    #[autocomplete = "learn_moves"]
    text: Option<String>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    match text {
        Some(text) => {
            answer_privately(ctx, Box::new(move |h: &Host| h.learn_move(&actor, place, &text)))
                .await
        }
        None => {
            let game = game.map(|g| g.0);
            answer_privately(ctx, Box::new(move |h: &Host| h.learn(&actor, place, game))).await
        }
    }
}

/// The legal moves of the member's exercise matching what has been typed.
async fn learn_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (actor, _) = who_and_where(ctx);
    let typed = partial.to_owned();
    super::commands::offer(ctx, move |h: &Host| h.learn_move_choices(&actor, &typed)).await
}
