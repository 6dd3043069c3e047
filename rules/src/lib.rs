//! The rules of the five chess variants the bot hosts: positions, moves, notation, legality,
//! outcomes and perft. Pure: no I/O, no async, no `unsafe`.
//!
//! # Layers
//! - Vocabulary shared by every game: [`GameId`], [`Side`], [`Cell`], [`Outcome`],
//!   [`MoveError`], [`PositionError`], and the board description for renderers
//!   ([`Geometry`], [`BoardView`]).
//! - Words stay outside: a refused move is a typed [`MoveFault`], and what a player should
//!   read (a refusal, a result, a warning) is a [`Said`], a stable key with typed arguments
//!   (cells, pieces, sides, numbers), which the bot's message catalogue words in the player's
//!   language; a refused position string ([`PositionError`]) is one too.
//! - One type per game implementing [`Variant`]: a validated position with fast move
//!   generation, its notation and its end rules.
//!   - [`xiangqi::Xiangqi`]: Chinese chess, 9 × 10 points, river and palaces, Red and Black;
//!     WXF notation besides coordinates.
//!   - [`american::American`]: American Chess, 11 × 9 squares, Blue and Red, three Generals
//!     each and the Gauntlet (files e–g) that decides the game.
//!   - [`amalgamated::Amalgamated`]: Amalgamated Chess, 8 × 8, pieces promote and demote as
//!     they cross the river, the Prince's corridor, a point count instead of draws.
//!   - [`abstract_chess::Abstract`]: Abstract Chess, 8 × 8, stacks of one to six stones that
//!     move by their height, one royal stone per side.
//!   - [`chess1999::Chess1999`]: Chess 1999, 13 × 13 points, command posts, captured pieces
//!     dropped back from the hand, promotions.
//! - [`GameId`] names a game at run time; [`GameId::with_variant`] is the one place where it
//!   becomes a variant type.
//! - [`Match`], a position with its history (repetition, perpetual check, result), generic
//!   over the variant; and [`Game`], the same behind an object-safe, text-in/text-out
//!   interface, which is all the bot uses.
//!
//! ```
//! use rules::{Game, GameId, Reason};
//! let mut game = Game::new(GameId::Xiangqi);
//! for m in ["a1a2", "a10a9", "a2a1", "a9a10", "a1a2", "a10a9", "a2a1", "a9a10"] {
//!     game.play(m).unwrap();
//! }
//! let outcome = game.outcome().unwrap();
//! assert_eq!((outcome.winner, outcome.reason), (None, Reason::Repetition));
//! ```

pub mod abstract_chess;
pub mod amalgamated;
pub mod american;
mod cell;
pub mod chess1999;
mod error;
mod explain;
mod fault;
mod game;
mod game_id;
mod geometry;
pub mod legend;
mod mailbox;
pub mod notation;
mod outcome;
mod perft;
mod said;
mod side;
mod variant;
mod view;
pub mod xiangqi;
mod zobrist;

pub use cell::{Cell, MAX_SIZE, ParseCellError};
pub use error::{MoveError, MoveErrorKind, MoveFault, PositionError};
pub use game::{EmptyPosition, Game, GameError, LegalMove, Match, Played, Ply, PositionString};
pub use game_id::{GameId, SideColour, UnknownGame, WithVariant};
pub use geometry::{CellStyle, Geometry, Palace, River};
pub use outcome::{Outcome, Reason};
pub use perft::{divide, perft, perft_game};
pub use said::{Arg, PieceName, Said};
pub use side::{BySide, Side};
pub use variant::{History, PlyInfo, Variant};
pub use view::{BoardView, LastMove, PieceView, PlacedPiece};
pub use xiangqi::ChineseText;
