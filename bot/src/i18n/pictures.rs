//! The words a board picture carries, in a language: `render` draws what it is given.

use std::{
    collections::HashMap,
    sync::{LazyLock, Mutex, PoisonError},
};

use rules::{BoardView, GameId, PieceName, legend::Half};

use super::{CATALOGUE, Lang, game_name, outcome, piece_name, side_name};

/// The captions of a picture of `view`, in `lang`: the sides' names, "to move", the game's
/// name, the move number or "Game over", and the result across a finished board.
pub fn captions(lang: Lang, view: &BoardView) -> render::Captions {
    let game = view.game;
    let status = if view.outcome.is_some() {
        say!(lang, "picture-game-over")
    } else {
        say!(lang, "picture-move", number = view.move_number)
    };
    render::Captions {
        sides: rules::BySide::new_with(|side| side_name(lang, game, side)),
        to_move: say!(lang, "picture-to-move"),
        game: game_name(lang, game),
        status,
        result: view.outcome.as_ref().map(|o| outcome(lang, game, o)),
    }
}

/// The words of `game`'s legend in `lang`: its title, what each mark means, and each
/// diagram's caption (the piece's name, and its half when it is drawn on each).
pub fn legend_words(lang: Lang, game: GameId) -> render::LegendWords {
    let marks = [
        "legend-moves-or-captures",
        "legend-moves-only",
        "legend-captures-only",
        "legend-over-one-piece",
        "legend-captures-over-one-piece",
        "legend-jumps",
        "legend-never-here",
    ]
    .map(|key| CATALOGUE.text(lang, key, None));
    let captions = caption_names(game)
        .into_iter()
        .map(|(piece, half)| {
            let piece = piece_name(lang, game, piece);
            match half {
                Some(Half::Own) => say!(lang, "legend-own-half", piece = piece),
                Some(_) => say!(lang, "legend-across-river", piece = piece),
                None => piece,
            }
        })
        .collect();
    let title = say!(lang, "legend-title", game = game_name(lang, game));
    render::LegendWords { title, marks, captions }
}

/// What a legend diagram's caption names: the piece, and its half when it is drawn on each.
type Caption = (PieceName, Option<Half>);

/// What each diagram of `game`'s legend names ([`rules::legend::Diagram::caption`]), worked
/// out once per game: finding the diagrams runs the game's move generation (about 2 s for
/// Chess 1999 in a debug build, measured), and the names do not change.
fn caption_names(game: GameId) -> Vec<Caption> {
    static NAMES: LazyLock<Mutex<HashMap<GameId, Vec<Caption>>>> = LazyLock::new(Mutex::default);
    let mut names = NAMES.lock().unwrap_or_else(PoisonError::into_inner);
    names
        .entry(game)
        .or_insert_with(|| {
            let diagrams = rules::legend::legend(game);
            diagrams.iter().map(|d| d.caption(&diagrams)).collect()
        })
        .clone()
}

/// The words of the evaluation graph of game `id`, a game of `game`, in `lang`: its title, the
/// sides' names, and what each mark means.
pub fn graph_words(lang: Lang, game: GameId, id: i64) -> render::GraphWords {
    render::GraphWords {
        title: say!(lang, "graph-title", game = game_name(lang, game), id = id),
        sides: rules::BySide::new_with(|side| side_name(lang, game, side)),
        marks: ["graph-inaccuracy", "graph-mistake", "graph-blunder"]
            .map(|key| CATALOGUE.text(lang, key, None)),
    }
}

/// The frame of a tournament's standings picture in `lang`: the title (its name, or the game
/// and number of one without), what the tie-breaks are, and the first headings.
pub fn standings_words(
    lang: Lang,
    round_robin: bool,
    name: &str,
    game: GameId,
    id: i64,
    round: u32,
    finished: bool,
) -> render::TableWords {
    let name = if name.is_empty() {
        say!(lang, "picture-tournament-default", game = game_name(lang, game), id = id)
    } else {
        name.to_owned()
    };
    let title = if finished {
        say!(lang, "standings-title-final", name = name)
    } else {
        say!(lang, "standings-title", name = name, round = round)
    };
    let subtitle =
        if round_robin { "standings-tiebreaks-round-robin" } else { "standings-tiebreaks-swiss" };
    let mut header = vec![
        CATALOGUE.text(lang, "standings-place", None),
        CATALOGUE.text(lang, "standings-player", None),
    ];
    if !round_robin {
        header.push(CATALOGUE.text(lang, "standings-rating", None));
    }
    render::TableWords {
        title,
        subtitle: CATALOGUE.text(lang, subtitle, None),
        header,
        ..render::TableWords::default()
    }
}

/// A round's heading in a Swiss table: "R3".
pub fn standings_round(lang: Lang, round: u32) -> String {
    say!(lang, "standings-round", round = round)
}

/// The headings after the results: points and the tie-breaks' short names.
pub fn standings_tail(lang: Lang, round_robin: bool) -> Vec<String> {
    let keys: &[&str] = if round_robin {
        &["standings-points", "standings-sb"]
    } else {
        &["standings-points", "standings-bh1", "standings-bh", "standings-wins"]
    };
    keys.iter().map(|k| CATALOGUE.text(lang, k, None)).collect()
}
