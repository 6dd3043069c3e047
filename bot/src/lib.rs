//! The bot: the game host (every command as a plain function), its store (SQLite or
//! PostgreSQL), the Discord adapter and the local console mode.
//!
//! Data flows one way: a command (from Discord or the console) reaches the [`host::Host`],
//! which asks `rules` whether it is legal, commits the result to the [`store`], and draws the
//! board with `render`. Neither `rules` nor `render` knows about Discord or the database. In a
//! game against the bot, the [`thinkers`] ask `engine` for the bot's reply and the host plays
//! it the same way.
//!
//! Typed inside, words at the edge: the host's vocabulary is typed ([`model`]: ids, moments,
//! places; [`text`]: what is said, as catalogue messages with typed arguments), and only the
//! edges, [`discord`] and [`local`], turn it into words ([`i18n`]), each with its own markup.
//!
//! ```
//! use bot::{i18n::{Lang, Plain}, model::UserId, msg, text::{Arg, Text}};
//! let said = Text::from(msg!("result-won", result = Arg::strong("Red wins"),
//!     winner = UserId(1), loser = UserId(2)));
//! assert_eq!(said.words(Lang::EnUs, &Plain), "Red wins — @1 beat @2");
//! assert_eq!(said.words(Lang::EnUs, &bot::discord::Discord), "**Red wins** — <@1> beat <@2>");
//! ```

pub mod check;
pub mod discord;
pub mod host;
pub mod i18n;
pub mod learn;
pub mod live;
pub mod local;
pub mod metrics;
pub mod model;
pub mod store;
pub mod text;
pub mod text_board;
pub mod thinkers;
pub mod tournament;
pub mod web;
