//! What a renderer needs to draw a position, and nothing it would have to know rules for.

use crate::{Cell, GameId, Geometry, Outcome, Side};

/// A piece as a player sees it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PieceView {
    /// Whose piece it is.
    pub side: Side,
    /// The position-string letter, uppercase (`R`, `C`, …).
    pub letter: char,
    /// The piece's name in this game ("Tank", "Cannon", …).
    pub name: &'static str,
    /// A short symbol to draw on the piece: a Chinese character for Xiangqi (帥 / 將 …),
    /// otherwise a letter.
    pub symbol: &'static str,
    /// The same piece in Latin letters, for players who cannot read `symbol` (Xiangqi's WXF
    /// letters: K A E H R C P). Equal to `symbol` where that is already Latin.
    pub latin: &'static str,
    /// Shown promoted (Amalgamated Chess's `+`, Chess 1999's Infantry-made APC).
    pub promoted: bool,
    /// Entered the board by a drop (Chess 1999's `~`).
    pub dropped: bool,
    /// The number of stones, for Abstract Chess stacks.
    pub height: Option<u8>,
}

/// A piece on a cell.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedPiece {
    /// Where it stands.
    pub cell: Cell,
    /// What it is.
    pub piece: PieceView,
}

/// The cells a move touched, for highlighting.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastMove {
    /// Where the piece came from (`None` for a drop or a pass).
    pub from: Option<Cell>,
    /// Where it went (`None` for a pass).
    pub to: Option<Cell>,
}

/// Everything needed to draw one position: the board's shape, the pieces, whose turn it is, the
/// last move and a royal piece in check.
///
/// ```
/// use rules::{Game, GameId, Side};
/// let mut game = Game::new(GameId::Xiangqi);
/// game.play("h3e3").unwrap();
/// let view = game.view();
/// assert_eq!(view.pieces.len(), 32);
/// assert_eq!(view.side_to_move, Side::Second);
/// let last = view.last_move.unwrap();
/// assert_eq!(last.to.map(|c| c.to_string()).as_deref(), Some("e3"));
/// let cannon = view.pieces.iter().find(|p| p.cell == last.to.unwrap()).unwrap();
/// assert_eq!((cannon.piece.name, cannon.piece.symbol), ("Cannon", "炮"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardView {
    /// Which game.
    pub game: GameId,
    /// The board's shape and zones.
    pub geometry: &'static Geometry,
    /// Every piece on the board.
    pub pieces: Vec<PlacedPiece>,
    /// Pieces in hand, per side, with counts (Chess 1999); empty for other games.
    pub hands: Vec<(Side, PieceView, u8)>,
    /// The side to move.
    pub side_to_move: Side,
    /// The last move played, if known.
    pub last_move: Option<LastMove>,
    /// The cell of the side to move's royal piece when it is in check.
    pub check: Option<Cell>,
    /// The move number shown to players (full moves or turns, as the game counts them).
    pub move_number: u32,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
}
