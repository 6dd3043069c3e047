//! The bot: the game host (every command as a plain function), its SQLite store, the local
//! console mode, and the Discord adapter.
//!
//! Data flows one way: a command (from Discord or the console) reaches the [`host::Host`],
//! which asks `rules` whether it is legal, commits the result to the [`store`], and draws the
//! board with `render`. Neither `rules` nor `render` knows about Discord or SQLite. In a game
//! against the bot, the [`thinkers`] ask `engine` for the bot's reply and the host plays it
//! the same way.

pub mod discord;
pub mod host;
pub mod i18n;
pub mod local;
pub mod model;
pub mod store;
pub mod text;
pub mod text_board;
pub mod thinkers;
