//! Abstract Chess, per `shared/rules/abstract-chess.md`: stacks of one to six stones that move
//! by their height, one royal stone per side, and transfers of a stone between neighbouring
//! friendly stacks. Capturing the royal stone wins; there is no check rule.
//!
//! ```
//! use rules::{Variant, abstract_chess::Abstract};
//! assert_eq!(Abstract::start().count_legal_moves(), 70);
//! ```

mod explain;
mod fen;
mod movegen;

use crate::{
    BoardView, Cell, GameId, History, LastMove, MoveError, MoveFault, Outcome, PieceView,
    PlacedPiece, PositionError, Reason, Said, Side, Variant,
    geometry::ABSTRACT,
    mailbox::{self, EMPTY, SIZE},
    notation::{MoveText, parse_move_text},
    zobrist,
};

/// The start position: the chess array as stack heights.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1";

/// Half-moves without a capture after which the game is drawn (§7.4).
pub const MOVE_LIMIT: u32 = 100;

/// The kind code of the royal stone; kinds 1–6 are stack heights.
pub(crate) const ROYAL: u8 = 7;

/// The 64 squares' mailbox indices, rank 1 first.
pub(crate) const SQUARES: [u8; 64] = mailbox::cells(&ABSTRACT);

/// A move, capture or transfer, written from → to in every case.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AbstractMove {
    from: u8,
    to: u8,
}

impl AbstractMove {
    /// The square the stack or stone leaves (or gives a stone from).
    pub fn from(self) -> Cell {
        mailbox::cell(self.from)
    }

    /// The square it goes to (or the stack that receives the stone).
    pub fn to(self) -> Cell {
        mailbox::cell(self.to)
    }
}

/// What stands on a square, as players name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Piece {
    /// A stack of this many stones (1–6).
    Stack(u8),
    /// The royal stone.
    Royal,
}

impl Piece {
    fn of(code: u8) -> Piece {
        match code & 7 {
            ROYAL => Piece::Royal,
            h => Piece::Stack(h),
        }
    }

    /// "4-stack", "royal stone".
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Stack(1) => "1-stack",
            Piece::Stack(2) => "2-stack",
            Piece::Stack(3) => "3-stack",
            Piece::Stack(4) => "4-stack",
            Piece::Stack(5) => "5-stack",
            Piece::Stack(_) => "6-stack",
            Piece::Royal => "royal stone",
        }
    }

    /// The chess piece it moves as.
    pub const fn moves_as(self) -> &'static str {
        match self {
            Piece::Stack(1) => "pawn",
            Piece::Stack(2) => "knight",
            Piece::Stack(3) => "bishop",
            Piece::Stack(4 | 5) => "rook",
            Piece::Stack(_) => "queen",
            Piece::Royal => "king",
        }
    }

    /// The position-string letter (uppercase): P N B R T Q for heights 1–6, K for the royal.
    pub const fn letter(self) -> char {
        match self {
            Piece::Stack(1) => 'P',
            Piece::Stack(2) => 'N',
            Piece::Stack(3) => 'B',
            Piece::Stack(4) => 'R',
            Piece::Stack(5) => 'T',
            Piece::Stack(_) => 'Q',
            Piece::Royal => 'K',
        }
    }

    /// The letter of the chess piece it moves as, drawn on it.
    const fn symbol(self) -> &'static str {
        match self {
            Piece::Stack(1) => "P",
            Piece::Stack(2) => "N",
            Piece::Stack(3) => "B",
            Piece::Stack(4 | 5) => "R",
            Piece::Stack(_) => "Q",
            Piece::Royal => "K",
        }
    }
}

/// A validated Abstract Chess position.
#[derive(Clone, PartialEq, Eq)]
pub struct Abstract {
    board: [u8; SIZE],
    side: Side,
    /// Half-moves since the last capture (transfers do not reset it).
    clock: u32,
    fullmove: u32,
    /// The Zobrist hash of placement and side to move ([`Variant::hash`]).
    hash: u64,
}

impl std::fmt::Debug for Abstract {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Abstract({})", self.position_string())
    }
}

impl Abstract {
    /// What stands on `cell`, if anything.
    pub fn piece_at(&self, cell: Cell) -> Option<(Side, Piece)> {
        if !ABSTRACT.contains(cell) {
            return None;
        }
        let p = self.board[usize::from(mailbox::index(cell))];
        (p != EMPTY).then(|| (mailbox::owner(p), Piece::of(p)))
    }

    /// Where `side`'s royal stone stands (`None` once it has been captured).
    pub fn royal(&self, side: Side) -> Option<Cell> {
        let code = mailbox::code(side, ROYAL);
        SQUARES.iter().find(|&&i| self.board[usize::from(i)] == code).map(|&i| mailbox::cell(i))
    }

    /// Half-moves since the last capture.
    pub fn clock(&self) -> u32 {
        self.clock
    }

    fn find_move(&self, from: Cell, to: Cell) -> Option<AbstractMove> {
        let wanted = AbstractMove { from: mailbox::index(from), to: mailbox::index(to) };
        let mut found = None;
        self.moves_from(wanted.from, &mut |m| {
            if m == wanted {
                found = Some(m);
            }
        });
        found
    }
}

impl Variant for Abstract {
    type Move = AbstractMove;
    const START: &'static str = START;
    const GAME: GameId = GameId::Abstract;

    fn from_position_string(text: &str) -> Result<Abstract, PositionError> {
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

    fn for_each_move(&self, f: impl FnMut(AbstractMove)) {
        self.generate(f);
    }

    fn for_each_capture(&self, mut f: impl FnMut(AbstractMove)) {
        // Legality needs no trial here; a move onto a friendly stack is a transfer.
        self.generate(|m| {
            let target = self.board[usize::from(m.to)];
            if target != EMPTY && mailbox::owner(target) != self.side {
                f(m);
            }
        });
    }

    fn null_move(&self) -> Option<Self> {
        let mut null = self.clone();
        null.side = !self.side;
        null.hash ^= crate::zobrist::SIDE;
        Some(null)
    }

    fn play_unchecked(&mut self, m: AbstractMove) {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let (moving, target) = (self.board[from], self.board[to]);
        if target != EMPTY && mailbox::owner(target) == self.side {
            // A transfer: one stone from `from` onto the neighbouring stack.
            let left = if moving & 7 == 1 { EMPTY } else { moving - 1 };
            zobrist::put(&mut self.board, &mut self.hash, to, target + 1);
            zobrist::put(&mut self.board, &mut self.hash, from, left);
            self.clock = self.clock.saturating_add(1);
        } else {
            zobrist::put(&mut self.board, &mut self.hash, to, moving);
            zobrist::put(&mut self.board, &mut self.hash, from, EMPTY);
            self.clock = if target == EMPTY { self.clock.saturating_add(1) } else { 0 };
        }
        if self.side == Side::Second {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !self.side;
        self.hash ^= zobrist::SIDE;
    }

    fn move_cells(&self, m: AbstractMove) -> LastMove {
        LastMove { from: Some(m.from()), to: Some(m.to()) }
    }

    fn parse_move(&self, text: &str) -> Result<AbstractMove, MoveError> {
        match parse_move_text(text, ABSTRACT_GEOMETRY)? {
            Some(MoveText::Board { promotion: Some(letter), .. }) => {
                Err(MoveError::illegal(MoveFault::NoPromotion { game: GameId::Abstract, letter }))
            }
            Some(MoveText::Board { from, to, .. }) => {
                self.find_move(from, to).ok_or_else(|| self.explain_illegal(from, to))
            }
            Some(MoveText::Drop { .. }) => {
                Err(MoveError::illegal(MoveFault::NoDrops { game: GameId::Abstract }))
            }
            None => Err(MoveError::syntax(MoveFault::NotAMove {
                game: GameId::Abstract,
                text: text.trim().to_owned(),
            })),
        }
    }

    fn in_check(&self) -> bool {
        false
    }

    fn royal_cell(&self) -> Option<Cell> {
        self.royal(self.side)
    }

    fn warning(&self, mover: Side) -> Option<Said> {
        let royal = self.royal(mover)?;
        let target = mailbox::index(royal);
        let mut attacked = false;
        self.generate(|m| attacked |= m.to == target);
        attacked.then(|| Said::new("royal-stone-attacked").with("at", royal))
    }

    fn outcome(&self, history: &History) -> Option<Outcome> {
        // §7, in order.
        if self.royal(self.side).is_none() {
            return Some(Outcome::win(!self.side, Reason::RoyalCaptured));
        }
        if !self.has_legal_move() {
            return Some(Outcome::draw(Reason::NoLegalAction));
        }
        if history.repetition(3).is_some() {
            return Some(Outcome::draw(Reason::Repetition));
        }
        (self.clock >= MOVE_LIMIT).then(|| Outcome::draw(Reason::MoveLimit(MOVE_LIMIT)))
    }

    fn view(&self) -> BoardView {
        let pieces = SQUARES
            .iter()
            .filter_map(|&i| {
                let code = self.board[usize::from(i)];
                (code != EMPTY).then(|| {
                    let piece = Piece::of(code);
                    PlacedPiece {
                        cell: mailbox::cell(i),
                        piece: PieceView {
                            side: mailbox::owner(code),
                            letter: piece.letter(),
                            name: piece.name(),
                            symbol: piece.symbol(),
                            latin: piece.symbol(),
                            promoted: false,
                            dropped: false,
                            height: match piece {
                                Piece::Stack(h) => Some(h),
                                Piece::Royal => None,
                            },
                        },
                    }
                })
            })
            .collect();
        BoardView {
            game: GameId::Abstract,
            geometry: ABSTRACT_GEOMETRY,
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

const ABSTRACT_GEOMETRY: &crate::Geometry = &ABSTRACT;
