//! The words for what the rules say ([`rules::Said`]: a refused move, a result, a warning) and
//! for the names they use (games, sides, pieces), in a language.
//!
//! Each argument is written the way its type asks: a cell as the game writes cells, a side by
//! its colour's name in the game (`side-red`), a piece by its name in the game
//! (`piece-<game>-<key>`), a number as a Fluent number (so plurals follow the language), and a
//! list of moves joined by the language's "or".

use fluent_bundle::{FluentArgs, FluentValue};
use rules::{Arg, GameId, Outcome, PieceName, Said, Side};

use super::{CATALOGUE, Lang};

/// What the rules said, in `lang`, about a game of `game`.
pub fn said(lang: Lang, game: GameId, said: &Said) -> String {
    CATALOGUE.text(lang, said.key, Some(&args(lang, game, said)))
}

/// What the rules said in `lang` alone: `None` if that language lacks the message or cannot
/// fill it with these arguments (the tests' check; players get the English fallback).
#[cfg(test)]
pub(super) fn said_strictly(lang: Lang, game: GameId, said: &Said) -> Option<String> {
    CATALOGUE.lookup(lang, said.key, None, Some(&args(lang, game, said)))
}

/// The arguments of `said` as Fluent takes them.
fn args(lang: Lang, game: GameId, said: &Said) -> FluentArgs<'static> {
    let mut args = FluentArgs::new();
    for (name, arg) in &said.args {
        args.set(*name, value(lang, game, arg));
    }
    args
}

/// A game's result, in `lang`: "Red wins by checkmate", "红方将死对方获胜".
pub fn outcome(lang: Lang, game: GameId, outcome: &Outcome) -> String {
    said(lang, game, &outcome.said())
}

/// A side's name in `game`, in `lang`: "Red", "红方".
pub fn side_name(lang: Lang, game: GameId, side: Side) -> String {
    CATALOGUE.text(lang, &format!("side-{}", game.colour(side).key()), None)
}

/// A game's name, in `lang`.
pub fn game_name(lang: Lang, game: GameId) -> String {
    CATALOGUE.text(lang, &format!("game-{}", game.id()), None)
}

/// A piece's name in `game`, in `lang`.
pub fn piece_name(lang: Lang, game: GameId, piece: PieceName) -> String {
    CATALOGUE.text(lang, &format!("piece-{}-{}", game.id(), piece.key()), None)
}

/// One argument as Fluent takes it.
fn value(lang: Lang, game: GameId, arg: &Arg) -> FluentValue<'static> {
    match arg {
        Arg::Cell(c) => c.to_string().into(),
        Arg::Piece(p) => piece_name(lang, game, *p).into(),
        Arg::Side(s) => side_name(lang, game, *s).into(),
        Arg::Number(n) => FluentValue::from(*n),
        Arg::HalfPoints(h) if h % 2 == 0 => FluentValue::from(h / 2),
        Arg::HalfPoints(h) => format!("{}.5", h / 2).into(),
        Arg::Text(t) => t.clone().into(),
        Arg::Moves(moves) => moves.join(&CATALOGUE.text(lang, "list-or", None)).into(),
        Arg::Key(k) => (*k).into(),
        Arg::Game(g) => g.id().into(),
        Arg::Said(inner) => said(lang, game, inner).into(),
    }
}
