//! The words a board picture carries, in a language: `render` draws what it is given.

use fluent_bundle::FluentArgs;
use rules::BoardView;

use super::{CATALOGUE, Lang, game_name, outcome, side_name};

/// The captions of a picture of `view`, in `lang`: the sides' names, "to move", the game's
/// name, the move number or "Game over", and the result across a finished board.
pub fn captions(lang: Lang, view: &BoardView) -> render::Captions {
    let game = view.game;
    let status = if view.outcome.is_some() {
        CATALOGUE.text(lang, "picture-game-over", None)
    } else {
        let mut args = FluentArgs::new();
        args.set("number", view.move_number);
        CATALOGUE.text(lang, "picture-move", Some(&args))
    };
    render::Captions {
        sides: rules::BySide::new_with(|side| side_name(lang, game, side)),
        to_move: CATALOGUE.text(lang, "picture-to-move", None),
        game: game_name(lang, game),
        status,
        result: view.outcome.as_ref().map(|o| outcome(lang, game, o)),
    }
}
