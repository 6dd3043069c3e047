//! What can be pressed or chosen under a reply: buttons and the move picker's menus. The ids
//! they send back are in `action_id.rs`.

use super::ActionId;
use crate::text::Text;

/// A button: what it says, how it looks, and the stateless id it sends back when pressed.
#[derive(Debug, Clone, PartialEq)]
pub struct Action {
    /// What pressing it does.
    pub id: ActionId,
    /// Its label, worded in the language of the message it is under.
    pub label: Text,
    /// Its colour.
    pub style: ActionStyle,
    /// Shown greyed out (a page button at the end of the list).
    pub disabled: bool,
}

impl Action {
    /// An enabled button.
    pub fn new(id: ActionId, label: impl Into<Text>, style: ActionStyle) -> Action {
        Action { id, label: label.into(), style, disabled: false }
    }
}

/// A button's colour, as Discord names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionStyle {
    /// Green: accepting.
    Success,
    /// Red: declining or cancelling.
    Danger,
    /// Blurple: the main thing to do (Move).
    Primary,
    /// Grey.
    Secondary,
}

/// An answer to a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The challenged player accepts.
    Accept,
    /// The challenged player declines.
    Decline,
    /// The challenger withdraws.
    Cancel,
}

/// A select menu under a reply (a step of the move picker): one choice among at most 25.
#[derive(Debug, Clone, PartialEq)]
pub struct Menu {
    /// What choosing sends back, with the chosen option's value.
    pub id: ActionId,
    /// What the menu says before anything is chosen.
    pub placeholder: Text,
    /// The options, at most [`MAX_OPTIONS`].
    pub options: Vec<MenuOption>,
}

/// The most options one menu holds (Discord's limit); longer lists are paged.
pub const MAX_OPTIONS: usize = 25;

/// One option of a [`Menu`].
#[derive(Debug, Clone, PartialEq)]
pub struct MenuOption {
    /// What it says.
    pub label: Text,
    /// A line under the label.
    pub description: Option<Text>,
    /// What choosing it sends back (a cell, a move): short and unique in its menu.
    pub value: String,
}
