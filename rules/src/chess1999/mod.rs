//! Chess 1999, per `shared/rules/chess-1999.md`: modern warfare on the 169 points of a 13 × 13
//! grid, Blue against Red; Generals and Guards inside command posts; pieces captured by
//! Infantry, APCs, Guards or the General come back as drops ("special forces").
//!
//! The start position and the command posts are a **reconstruction** (the original diagrams
//! are lost) and live as data in `data/chess1999/`, read at build time: a found original
//! replaces them there.
//!
//! ```
//! use rules::{Variant, chess1999::Chess1999};
//! let start = Chess1999::start();
//! assert_eq!(start.count_legal_moves(), 65);
//! ```

mod board;
mod fen;
mod movegen;

pub use board::{Kind, Piece};

use crate::{
    BoardView, Cell, GameId, History, LastMove, MoveError, MoveFault, Outcome, PieceName,
    PieceView, PlacedPiece, PositionError, Reason, Side, Variant,
    notation::{MoveText, parse_move_text},
    zobrist,
};
use board::xy;

/// The start position, read at build time from `data/chess1999/start.txt`.
pub const START: &str = include_str!("../../../data/chess1999/start.txt").trim_ascii();

/// Consecutive half-moves without a capture, drop or promotion that draw the game (§8).
pub const MOVE_LIMIT: u32 = 100;

/// `from` of a drop.
const DROP: u8 = u8::MAX;

/// A move or a drop.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Chess1999Move {
    /// Where the piece leaves from, or [`DROP`].
    from: u8,
    /// Where it goes.
    to: u8,
    /// The kind an APC promotes to, or the kind dropped (a [`Kind::index`]); 0 for none.
    extra: u8,
}

impl Chess1999Move {
    fn kind_of(extra: u8) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.index() == usize::from(extra))
    }

    /// Whether this is a drop.
    pub fn is_drop(self) -> bool {
        self.from == DROP
    }

    /// The point the piece leaves (`None` for a drop).
    pub fn from(self) -> Option<Cell> {
        (self.from != DROP).then(|| board::cell(self.from))
    }

    /// The point it goes to.
    pub fn to(self) -> Cell {
        board::cell(self.to)
    }
}

/// A validated Chess 1999 position.
#[derive(Clone, PartialEq, Eq)]
pub struct Chess1999 {
    board: [Option<Piece>; board::POINTS],
    /// Pieces in hand per side, counted by [`Kind::index`].
    hands: [[u8; 11]; 2],
    side: Side,
    /// Half-moves since the last capture, drop or promotion.
    clock: u32,
    /// From 1, up after each Red move.
    fullmove: u32,
    /// The Zobrist hash of placement, hands and side to move ([`Variant::hash`]).
    hash: u64,
}

impl std::fmt::Debug for Chess1999 {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Chess1999({})", self.position_string())
    }
}

impl Chess1999 {
    /// The piece on `cell`: its side, kind, `+` and `~` marks.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        if !GameId::Chess1999.geometry().contains(cell) {
            return None;
        }
        self.board[usize::from(board::index(cell))]
    }

    /// Half-moves since the last capture, drop or promotion.
    pub fn clock(&self) -> u32 {
        self.clock
    }

    /// How many pieces of `kind` `side` holds in hand.
    pub fn in_hand(&self, side: Side, kind: Kind) -> u8 {
        self.hands[side.index()][kind.index()]
    }

    fn general(&self, side: Side) -> Option<u8> {
        let general = Some(Piece::new(side, Kind::General));
        (0..board::POINTS as u8).find(|&i| self.board[usize::from(i)] == general)
    }

    /// The Zobrist hash worked out from the whole position ([`Variant::hash`] keeps it up to
    /// date move by move instead).
    fn hash_from_scratch(&self) -> u64 {
        let cells = self.board.iter().enumerate();
        let board = zobrist::board(cells.map(|(i, p)| (i, p.map_or(0, Piece::bits))));
        let hands = Side::ALL.iter().flat_map(|&s| {
            let counts = self.hands[s.index()].iter().enumerate();
            counts.map(move |(kind, &count)| zobrist::hand(s.index(), kind, count))
        });
        hands.fold(board, |h, key| h ^ key) ^ zobrist::side(self.side == Side::Second)
    }

    /// Puts `piece` on point `at`, keeping the hash in step.
    fn put(&mut self, at: usize, piece: Option<Piece>) {
        let old = self.board[at].map_or(0, Piece::bits);
        self.hash ^= zobrist::piece(at, old) ^ zobrist::piece(at, piece.map_or(0, Piece::bits));
        self.board[at] = piece;
    }

    /// Adds `delta` (±1) to `side`'s pieces of `kind` in hand, keeping the hash in step.
    fn add_to_hand(&mut self, side: Side, kind: Kind, delta: i8) {
        let (s, k) = (side.index(), kind.index());
        let old = self.hands[s][k];
        let new = old.saturating_add_signed(delta);
        self.hash ^= zobrist::hand(s, k, old) ^ zobrist::hand(s, k, new);
        self.hands[s][k] = new;
    }

    /// Plays a pseudo-legal move: captures to the hand or destroyed, promotions, clocks.
    fn apply(&mut self, m: Chess1999Move) {
        let side = self.side;
        let to = usize::from(m.to);
        let mut resets = false;
        if m.from == DROP {
            if let Some(kind) = Chess1999Move::kind_of(m.extra) {
                self.add_to_hand(side, kind, -1);
                self.put(to, Some(Piece::new(side, kind).with_tilde()));
            }
            resets = true;
        } else if let Some(mut piece) = self.board[usize::from(m.from)] {
            self.put(usize::from(m.from), None);
            if let Some(captured) = self.board[to] {
                // The capturer's type at the moment of capture decides (§9.11).
                if piece.kind().captures_to_hand() && !captured.dropped() {
                    self.add_to_hand(side, captured.kind(), 1);
                }
                resets = true;
            }
            let on_last_line = xy(m.to).1 == board::last_rank(side);
            if piece.kind() == Kind::Infantry && on_last_line {
                piece = piece.promoted_to(Kind::Apc).with_plus();
                resets = true;
            } else if let Some(kind) = Chess1999Move::kind_of(m.extra) {
                piece = piece.promoted_to(kind);
                resets = true;
            }
            self.put(to, Some(piece));
        }
        self.clock = if resets { 0 } else { self.clock.saturating_add(1) };
        if side == Side::Second {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !side;
        self.hash ^= zobrist::SIDE;
    }

    /// The legal move with this text's parts, if any.
    fn find(&self, wanted: Chess1999Move) -> Option<Chess1999Move> {
        let mut found = None;
        self.generate(|m| {
            if m == wanted {
                found = Some(m);
            }
        });
        found
    }

    /// Why the move from `from` to `to` (with `promotion`) is not legal here.
    fn explain_move(&self, from: Cell, to: Cell, promotion: Option<char>) -> MoveError {
        let Some(piece) = self.piece_at(from) else {
            return MoveError::illegal(MoveFault::NoPiece { at: from });
        };
        let (side, kind, plus) = (piece.side(), piece.kind(), piece.plus());
        let name = PieceName(kind.name());
        if side != self.side {
            return MoveError::illegal(MoveFault::NotYours { piece: name, at: from, owner: side });
        }
        let (fi, ti) = (board::index(from), board::index(to));
        let mut reaches = false;
        self.destinations(fi, &mut |d| reaches |= d == ti);
        if !reaches {
            return MoveError::illegal(MoveFault::CannotReach { piece: name, from, to });
        }
        if let Some(letter) = promotion {
            let last = xy(ti).1 == board::last_rank(self.side);
            return MoveError::illegal(match (kind, plus, last) {
                (Kind::Apc, true, _) => MoveFault::ApcNeverPromotesAgain,
                (Kind::Apc, false, false) => MoveFault::ApcNotOnLastLine { at: to },
                (Kind::Apc, false, true) => MoveFault::ApcPromotion { letter },
                _ => MoveFault::OnlyApcPromotes { piece: name, at: from },
            });
        }
        MoveError::illegal(MoveFault::LeavesGeneralInCheck { text: format!("{from}{to}") })
    }

    /// Why dropping `kind` on `to` is not legal here.
    fn explain_drop(&self, kind: Kind, to: Cell) -> MoveError {
        let ti = board::index(to);
        let (x, y) = xy(ti);
        let piece = PieceName(kind.name());
        if kind == Kind::General {
            return MoveError::illegal(MoveFault::GeneralNeverDropped);
        }
        if self.hands[self.side.index()][kind.index()] == 0 {
            return MoveError::illegal(MoveFault::NoneInHand { piece });
        }
        if self.board[usize::from(ti)].is_some() {
            return MoveError::illegal(MoveFault::DropOnOccupied { at: to });
        }
        if kind == Kind::Guard && board::post_side(x, y) != Some(self.side) {
            return MoveError::illegal(MoveFault::GuardOutsidePost);
        }
        if matches!(kind, Kind::Infantry | Kind::Apc) && y == board::last_rank(self.side) {
            return MoveError::illegal(MoveFault::DropOnLastLine { piece });
        }
        let text = format!("{}@{to}", kind.letter());
        MoveError::illegal(MoveFault::LeavesGeneralInCheck { text })
    }
}

impl Variant for Chess1999 {
    type Move = Chess1999Move;
    const START: &'static str = START;
    const GAME: GameId = GameId::Chess1999;

    fn from_position_string(text: &str) -> Result<Chess1999, PositionError> {
        fen::parse(text)
    }

    fn position_string(&self) -> String {
        fen::write(self)
    }

    fn side_to_move(&self) -> Side {
        self.side
    }

    fn hash(&self) -> u64 {
        self.hash
    }

    fn for_each_move(&self, f: impl FnMut(Chess1999Move)) {
        self.generate(f);
    }

    fn for_each_capture(&self, f: impl FnMut(Chess1999Move)) {
        self.generate_captures(f);
    }

    fn null_move(&self) -> Option<Self> {
        let mut null = self.clone();
        null.side = !self.side;
        null.hash ^= crate::zobrist::SIDE;
        Some(null)
    }

    fn play_unchecked(&mut self, m: Chess1999Move) {
        self.apply(m);
    }

    fn move_text(&self, m: Chess1999Move) -> String {
        let to = board::cell(m.to);
        match (m.from, Chess1999Move::kind_of(m.extra)) {
            (DROP, Some(kind)) => format!("{}@{to}", kind.letter()),
            (from, Some(kind)) => format!("{}{to}={}", board::cell(from), kind.letter()),
            (from, None) => format!("{}{to}", board::cell(from)),
        }
    }

    fn move_cells(&self, m: Chess1999Move) -> LastMove {
        LastMove { from: m.from(), to: Some(m.to()) }
    }

    fn parse_move(&self, text: &str) -> Result<Chess1999Move, MoveError> {
        match parse_move_text(text, GameId::Chess1999.geometry())? {
            Some(MoveText::Board { from, to, promotion }) => {
                let (fi, ti) = (board::index(from), board::index(to));
                let kind = self.piece_at(from).map(Piece::kind);
                let infantry_promotes =
                    kind == Some(Kind::Infantry) && xy(ti).1 == board::last_rank(self.side);
                let extra = match promotion {
                    None => 0,
                    // An Infantry battalion becomes an APC by itself; naming it is allowed.
                    Some('A') if infantry_promotes => 0,
                    Some(letter) => match Kind::from_letter(letter) {
                        Some(k @ (Kind::Helicopter | Kind::Tank | Kind::Mrl))
                            if kind == Some(Kind::Apc) =>
                        {
                            k.index() as u8
                        }
                        _ => return Err(self.explain_move(from, to, Some(letter))),
                    },
                };
                let wanted = Chess1999Move { from: fi, to: ti, extra };
                self.find(wanted).ok_or_else(|| self.explain_move(from, to, promotion))
            }
            Some(MoveText::Drop { letter, to }) => {
                let kind = Kind::from_letter(letter)
                    .ok_or_else(|| MoveError::syntax(MoveFault::NotADropLetter { letter }))?;
                let wanted =
                    Chess1999Move { from: DROP, to: board::index(to), extra: kind.index() as u8 };
                self.find(wanted).ok_or_else(|| self.explain_drop(kind, to))
            }
            None => Err(MoveError::syntax(MoveFault::NotAMove {
                game: GameId::Chess1999,
                text: text.trim().to_owned(),
            })),
        }
    }

    fn in_check(&self) -> bool {
        self.general_attacked(self.side)
    }

    fn royal_cell(&self) -> Option<Cell> {
        self.general(self.side).map(board::cell)
    }

    fn outcome(&self, history: &History) -> Option<Outcome> {
        if !self.has_legal_move() {
            return Some(if self.in_check() {
                Outcome::win(!self.side, Reason::Checkmate)
            } else {
                Outcome::draw(Reason::Stalemate)
            });
        }
        if history.repetition(3).is_some() {
            return Some(Outcome::draw(Reason::Repetition));
        }
        (self.clock >= MOVE_LIMIT).then(|| Outcome::draw(Reason::MoveLimit(MOVE_LIMIT)))
    }

    fn view(&self) -> BoardView {
        let look = |side, kind: Kind, promoted, dropped| PieceView {
            side,
            letter: kind.letter(),
            name: kind.name(),
            symbol: kind.symbol(),
            latin: kind.symbol(),
            promoted,
            dropped,
            height: None,
        };
        let pieces = (0..board::POINTS as u8)
            .filter_map(|i| {
                self.board[usize::from(i)].map(|p| PlacedPiece {
                    cell: board::cell(i),
                    piece: look(p.side(), p.kind(), p.plus(), p.dropped()),
                })
            })
            .collect();
        let hands = Side::ALL
            .into_iter()
            .flat_map(|side| {
                Kind::IN_HAND.iter().copied().filter_map(move |kind| {
                    let n = self.hands[side.index()][kind.index()];
                    (n > 0).then(|| (side, look(side, kind, false, false), n))
                })
            })
            .collect();
        BoardView {
            game: GameId::Chess1999,
            geometry: GameId::Chess1999.geometry(),
            pieces,
            hands,
            side_to_move: self.side,
            last_move: None,
            check: None,
            move_number: self.fullmove,
            outcome: None,
        }
    }
}
