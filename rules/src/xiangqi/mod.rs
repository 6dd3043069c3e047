//! Xiangqi (Chinese chess), per `shared/rules/xiangqi.md`.
//!
//! ```
//! use rules::{Variant, xiangqi::Xiangqi};
//! let start = Xiangqi::start();
//! let mut moves = Vec::new();
//! start.legal_moves(&mut moves);
//! assert_eq!(moves.len(), 44);
//! assert_eq!(rules::perft(&start, 3), 79_666);
//! ```

mod board;
mod chase;
mod chinese;
mod explain;
mod fen;
mod loops;
mod movegen;
mod wxf;

pub use board::Kind;
pub use chinese::{ChineseText, NUMERALS, Script, red_file_numeral};

use crate::{
    BoardView, Cell, GameId, History, LastMove, MoveError, MoveFault, Outcome, PieceView,
    PlacedPiece, PositionError, Reason, Side, Variant,
    notation::{MoveText, parse_move_text},
};
use board::{EMPTY, POINTS, SIZE};

/// The start position.
pub const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

/// Half-moves without a capture after which the game is drawn (§7.4).
pub const MOVE_LIMIT: u32 = 120;

/// A Xiangqi move: from one point to another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct XiangqiMove {
    from: u8,
    to: u8,
}

impl XiangqiMove {
    /// The point the piece leaves.
    pub fn from(self) -> Cell {
        board::cell(self.from)
    }

    /// The point the piece goes to.
    pub fn to(self) -> Cell {
        board::cell(self.to)
    }
}

/// A validated Xiangqi position.
#[derive(Clone, PartialEq, Eq)]
pub struct Xiangqi {
    board: [u8; SIZE],
    side: Side,
    /// The mailbox index of each side's General.
    generals: [u8; 2],
    /// Half-moves since the last capture.
    clock: u32,
    /// Starts at 1, goes up after each Black move.
    fullmove: u32,
    /// The Zobrist hash of placement and side to move ([`Variant::hash`]).
    hash: u64,
}

impl std::fmt::Debug for Xiangqi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Xiangqi({})", self.position_string())
    }
}

impl Xiangqi {
    /// The piece on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<(Side, Kind)> {
        if !GameId::Xiangqi.geometry().contains(cell) {
            return None;
        }
        let p = self.board[usize::from(board::index(cell))];
        (p != EMPTY).then(|| (board::owner(p), Kind::of(p)))
    }

    /// Every piece on the board, rank 1 first: for evaluations, faster than asking
    /// [`Xiangqi::piece_at`] of all 90 points.
    pub fn pieces(&self) -> impl Iterator<Item = (Cell, Side, Kind)> + '_ {
        POINTS.iter().filter_map(|&i| {
            let p = self.board[usize::from(i)];
            (p != EMPTY).then(|| (board::cell(i), board::owner(p), Kind::of(p)))
        })
    }

    /// How many points the piece on `cell` could go to by the way it moves (taking an enemy
    /// piece included), whether or not its General would then be attacked: how free it is,
    /// for evaluations (a Horse with a blocked leg, a Cannon with no screen, a hemmed-in
    /// Tank). 0 for an empty point.
    pub fn reach(&self, cell: Cell) -> usize {
        let Some((_, kind)) = self.piece_at(cell) else { return 0 };
        let mut buf = movegen::MoveBuf::new();
        self.piece_moves(board::index(cell), kind, &mut buf);
        buf.as_slice().len()
    }

    /// Where `side`'s General stands.
    pub fn general(&self, side: Side) -> Cell {
        board::cell(self.generals[side.index()])
    }

    /// Half-moves since the last capture.
    pub fn clock(&self) -> u32 {
        self.clock
    }

    /// Whether `side` still has a Tank, Horse, Cannon or Soldier.
    fn has_attackers(&self, side: Side) -> bool {
        POINTS.iter().any(|&i| {
            let p = self.board[usize::from(i)];
            p != EMPTY
                && board::owner(p) == side
                && matches!(Kind::of(p), Kind::Tank | Kind::Horse | Kind::Cannon | Kind::Soldier)
        })
    }

    /// The legal move from `from` to `to`, if there is one. Looks only at the moving piece.
    fn find_move(&self, from: Cell, to: Cell) -> Option<XiangqiMove> {
        let (side, kind) = self.piece_at(from)?;
        if side != self.side {
            return None;
        }
        let wanted = XiangqiMove { from: board::index(from), to: board::index(to) };
        let mut buf = movegen::MoveBuf::new();
        self.piece_moves(wanted.from, kind, &mut buf);
        let pseudo = buf.as_slice().contains(&wanted);
        (pseudo && self.clone().is_legal_pseudo(wanted)).then_some(wanted)
    }
}

impl Variant for Xiangqi {
    type Move = XiangqiMove;
    const START: &'static str = START;
    const GAME: GameId = GameId::Xiangqi;

    fn from_position_string(text: &str) -> Result<Xiangqi, PositionError> {
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

    fn for_each_move(&self, f: impl FnMut(XiangqiMove)) {
        self.for_each_legal(f);
    }

    fn for_each_capture(&self, f: impl FnMut(XiangqiMove)) {
        self.for_each_legal_capture(f);
    }

    fn null_move(&self) -> Option<Self> {
        let mut null = self.clone();
        null.side = !self.side;
        null.hash ^= crate::zobrist::SIDE;
        Some(null)
    }

    fn play_unchecked(&mut self, m: XiangqiMove) {
        self.make(m);
    }

    fn move_display(&self, m: XiangqiMove) -> String {
        format!("{} ({})", self.move_text(m), self.wxf(m))
    }

    fn move_aliases(&self, m: XiangqiMove) -> Vec<String> {
        vec![self.wxf(m)]
    }

    fn move_chinese(&self, m: XiangqiMove) -> Option<ChineseText> {
        Some(ChineseText {
            simplified: self.chinese(m, Script::Simplified),
            traditional: self.chinese(m, Script::Traditional),
        })
    }

    fn move_cells(&self, m: XiangqiMove) -> LastMove {
        LastMove { from: Some(m.from()), to: Some(m.to()) }
    }

    fn parse_move(&self, text: &str) -> Result<XiangqiMove, MoveError> {
        match parse_move_text(text, GameId::Xiangqi.geometry())? {
            Some(MoveText::Board { from, to, promotion }) => {
                // README §5: text that reads as a move but matches no legal move is illegal.
                if let Some(letter) = promotion {
                    let game = GameId::Xiangqi;
                    return Err(MoveError::illegal(MoveFault::NoPromotion { game, letter }));
                }
                self.find_move(from, to).ok_or_else(|| self.explain_illegal(from, to))
            }
            Some(MoveText::Drop { .. }) => {
                Err(MoveError::illegal(MoveFault::NoDrops { game: GameId::Xiangqi }))
            }
            // Chinese characters (or full-width digits): Chinese notation (§8.3).
            None if !text.is_ascii() => self.parse_chinese(text),
            None => self.parse_wxf(text),
        }
    }

    fn in_check(&self) -> bool {
        self.general_attacked(self.side)
    }

    fn royal_cell(&self) -> Option<Cell> {
        Some(board::cell(self.generals[self.side.index()]))
    }

    fn outcome(&self, history: &History) -> Option<Outcome> {
        // §7, in order. 1: no legal move loses, in check or not.
        if !self.has_legal_move() {
            let reason = if self.in_check() { Reason::Checkmate } else { Reason::Stalemate };
            return Some(Outcome::win(!self.side, reason));
        }
        // 2: threefold repetition; perpetual check loses, then perpetual chasing.
        if let Some(verdict) = self.judge_loop(history) {
            return Some(verdict);
        }
        // 3: nobody can attack any more.
        if !self.has_attackers(Side::First) && !self.has_attackers(Side::Second) {
            return Some(Outcome::draw(Reason::NoAttackingPieces));
        }
        // 4: the move limit.
        if self.clock >= MOVE_LIMIT {
            return Some(Outcome::draw(Reason::MoveLimit(MOVE_LIMIT)));
        }
        None
    }

    fn view(&self) -> BoardView {
        let pieces = POINTS
            .iter()
            .filter_map(|&i| {
                let p = self.board[usize::from(i)];
                (p != EMPTY).then(|| {
                    let (side, kind) = (board::owner(p), Kind::of(p));
                    PlacedPiece {
                        cell: board::cell(i),
                        piece: PieceView {
                            side,
                            letter: kind.fen_letter(),
                            name: kind.name(),
                            symbol: kind.character(side),
                            latin: kind.wxf_str(),
                            promoted: false,
                            dropped: false,
                            height: None,
                        },
                    }
                })
            })
            .collect();
        BoardView {
            game: GameId::Xiangqi,
            geometry: GameId::Xiangqi.geometry(),
            pieces,
            hands: Vec::new(),
            side_to_move: self.side,
            last_move: None,
            check: None,
            move_number: self.fullmove,
            outcome: None,
        }
    }
}
