//! The move picker's lists: where a move starts, the moves between two points, how a move
//! and a piece are named in a menu, and the pages of a long list with their buttons.

use rules::{BoardView, Cell, Game, LegalMove, PieceView};

use super::{Action, ActionStyle, MAX_OPTIONS, MenuOption, Origin, PickStep, picker::Picker};
use crate::{
    msg,
    text::{Arg, Msg, Text},
};

/// Where a legal move starts, for the picker: a piece, a piece in hand, or nowhere (a pass).
pub(super) fn origin(m: &LegalMove) -> Option<Origin> {
    match (m.from, m.to) {
        (Some(from), _) => Some(Origin::Cell(from)),
        (None, Some(_)) => m.text.split_once('@').and_then(|(letter, _)| {
            let mut chars = letter.chars();
            match (chars.next(), chars.next()) {
                (Some(l), None) => Some(Origin::Hand(l.to_ascii_uppercase())),
                _ => None,
            }
        }),
        (None, None) => None,
    }
}

/// The legal moves from `from` to `to` (more than one where the piece may promote).
pub(super) fn moves_between(moves: &[LegalMove], from: Origin, to: Cell) -> Vec<&LegalMove> {
    moves.iter().filter(|m| origin(m) == Some(from) && m.to == Some(to)).collect()
}

/// A move as a menu shows it: its notation, Chinese first for readers of Chinese.
pub(super) fn move_label(m: &LegalMove) -> Text {
    let spellings = std::iter::once(m.text.as_str())
        .chain(m.aliases.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" · ");
    let (text, chinese) = (m.text.clone(), m.chinese.clone());
    Text::from(Arg::MoveLabel { text, spellings, chinese })
}

/// The name of the piece at `from` (on the board or in the side to move's hand).
pub(super) fn origin_name(game: &Game, from: Origin) -> &'static str {
    piece_at(&game.view(), from).map_or("", |p| p.name)
}

/// The piece `from` names in `view`: on its cell, or in the side to move's hand.
pub(super) fn piece_at(view: &BoardView, from: Origin) -> Option<&PieceView> {
    match from {
        Origin::Cell(c) => view.pieces.iter().find(|p| p.cell == c).map(|p| &p.piece),
        Origin::Hand(letter) => view
            .hands
            .iter()
            .find(|(side, piece, _)| *side == view.side_to_move && piece.letter == letter)
            .map(|(_, piece, _)| piece),
    }
}

/// Page `page` of `options` (clamped to the last), the page and how many there are.
pub(super) fn paged(options: Vec<MenuOption>, page: u8) -> (Vec<MenuOption>, u8, u8) {
    let pages = options.len().div_ceil(MAX_OPTIONS).max(1);
    let pages = u8::try_from(pages).unwrap_or(u8::MAX);
    let page = page.min(pages - 1);
    let shown = options.into_iter().skip(usize::from(page) * MAX_OPTIONS).take(MAX_OPTIONS);
    (shown.collect(), page, pages)
}

/// "(page 2 of 4)" when there is more than one page.
pub(super) fn page_note(page: u8, pages: u8) -> Text {
    if pages < 2 {
        return Text::new();
    }
    Text::verbatim(" ").then(msg!(
        "picker-page",
        page = u32::from(page) + 1,
        pages = u32::from(pages)
    ))
}

/// The Previous and Next buttons of a paged step.
pub(super) fn page_buttons(
    picker: Picker,
    page: u8,
    pages: u8,
    step: impl Fn(u8) -> PickStep,
) -> Vec<Action> {
    let button =
        |page, key| Action::new(picker.id(step(page)), Msg::new(key), ActionStyle::Secondary);
    let mut buttons = Vec::new();
    if page > 0 {
        buttons.push(button(page - 1, "picker-previous"));
    }
    if page + 1 < pages {
        buttons.push(button(page + 1, "picker-next"));
    }
    buttons
}

/// The Back button, to `step`.
pub(super) fn back(picker: Picker, step: PickStep) -> Action {
    Action::new(picker.id(step), Msg::new("picker-back"), ActionStyle::Secondary)
}
