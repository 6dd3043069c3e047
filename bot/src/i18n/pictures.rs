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

/// The words of `game`'s legend in `lang`: its title, what each mark means, and each
/// diagram's caption (the piece's name, and its half when it is drawn on each).
pub fn legend_words(lang: Lang, game: rules::GameId) -> render::LegendWords {
    use rules::legend::Half;
    let say = |key: &str| CATALOGUE.text(lang, key, None);
    let marks = [
        "legend-moves-or-captures",
        "legend-moves-only",
        "legend-captures-only",
        "legend-over-one-piece",
        "legend-jumps",
        "legend-never-here",
    ]
    .map(say);
    let diagrams = rules::legend::legend(game);
    let captions = diagrams
        .iter()
        .map(|d| {
            let (piece, half) = d.caption(&diagrams);
            let name = super::piece_name(lang, game, piece);
            let mut args = FluentArgs::new();
            args.set("piece", name.clone());
            match half {
                Some(Half::Own) => CATALOGUE.text(lang, "legend-own-half", Some(&args)),
                Some(_) => CATALOGUE.text(lang, "legend-across-river", Some(&args)),
                None => name,
            }
        })
        .collect();
    let mut args = FluentArgs::new();
    args.set("game", game_name(lang, game));
    render::LegendWords {
        title: CATALOGUE.text(lang, "legend-title", Some(&args)),
        marks,
        captions,
    }
}
