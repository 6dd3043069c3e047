//! American Chess, per `shared/rules/american-chess.md`: 11 × 9 squares, Blue against Red,
//! three Generals each; after each of Red's moves, whoever alone keeps a General in the
//! Gauntlet (files e–g) wins.
//!
//! ```
//! use rules::{Variant, american::American};
//! let start = American::start();
//! assert_eq!(start.count_legal_moves(), 242);
//! ```

mod board;
mod explain;
mod fen;
mod movegen;

pub use board::Kind;

use crate::{
    BoardView, Cell, GameId, History, LastMove, MoveError, MoveFault, Outcome, PieceView,
    PlacedPiece, PositionError, Reason, Side, Variant,
    notation::{MoveText, parse_move_text},
    zobrist,
};
use board::{EMPTY, SIZE, SQUARES};

/// The start position.
pub const START: &str =
    "rnbmqqqmbnr/11/3c1c1c3/ppppppppppp/11/PPPPPPPPPPP/3C1C1C3/11/RNBMQQQMBNR w 1";

/// After Red's move in this full turn, a game still undecided is drawn (§6).
pub const TURN_LIMIT: u32 = 50;

/// An American Chess move, or the pass of a side that has none.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AmericanMove {
    from: u8,
    to: u8,
}

impl AmericanMove {
    /// The pass (no square of the board has index 0).
    pub const PASS: AmericanMove = AmericanMove { from: 0, to: 0 };

    /// Where the piece leaves from (`None` for the pass).
    pub fn from(self) -> Option<Cell> {
        (self != Self::PASS).then(|| board::cell(self.from))
    }

    /// Where the piece goes (`None` for the pass).
    pub fn to(self) -> Option<Cell> {
        (self != Self::PASS).then(|| board::cell(self.to))
    }
}

/// A validated American Chess position.
#[derive(Clone, PartialEq, Eq)]
pub struct American {
    board: [u8; SIZE],
    side: Side,
    /// The current full turn, from 1.
    turn: u32,
    /// Red's move just ended a turn with a verdict (one side or neither holds the Gauntlet):
    /// the position has no moves. Never set by reading a position string, since loading a
    /// position never ends the game by itself (§6).
    decided: bool,
    /// The Zobrist hash of placement and side to move ([`Variant::hash`]).
    hash: u64,
}

impl std::fmt::Debug for American {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "American({})", self.position_string())
    }
}

impl American {
    /// The piece on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<(Side, Kind)> {
        if !GameId::American.geometry().contains(cell) {
            return None;
        }
        let p = self.board[usize::from(board::index(cell))];
        (p != EMPTY).then(|| (board::owner(p), Kind::of(p)))
    }

    /// The current full turn.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Whether `side` has a General on a Gauntlet square.
    pub fn holds_gauntlet(&self, side: Side) -> bool {
        self.gauntlet_generals(side).next().is_some()
    }

    /// The squares of `side`'s Generals in the Gauntlet.
    fn gauntlet_generals(&self, side: Side) -> impl Iterator<Item = u8> + '_ {
        let general = board::piece(side, Kind::General);
        SQUARES
            .iter()
            .copied()
            .filter(move |&i| self.board[usize::from(i)] == general && board::in_gauntlet(i))
    }

    /// The verdict at the end of a full turn (§6), ignoring the turn limit.
    fn verdict(&self) -> Option<Outcome> {
        match (self.holds_gauntlet(Side::First), self.holds_gauntlet(Side::Second)) {
            (true, false) => Some(Outcome::win(Side::First, Reason::Gauntlet)),
            (false, true) => Some(Outcome::win(Side::Second, Reason::Gauntlet)),
            (false, false) => Some(Outcome::draw(Reason::Gauntlet)),
            (true, true) => None,
        }
    }

    /// The legal move from `from` to `to`, if any.
    fn find_move(&self, from: Cell, to: Cell) -> Option<AmericanMove> {
        let (side, kind) = self.piece_at(from)?;
        if side != self.side || self.decided {
            return None;
        }
        let wanted = AmericanMove { from: board::index(from), to: board::index(to) };
        let mut found = None;
        self.piece_moves(wanted.from, kind, &mut |m| {
            if m == wanted {
                found = Some(m);
            }
        });
        found
    }

    /// Whether the piece making `m` becomes a General on arrival.
    fn promotes(&self, m: AmericanMove) -> bool {
        let p = self.board[usize::from(m.from)];
        m != AmericanMove::PASS
            && !matches!(Kind::of(p), Kind::General | Kind::Missile)
            && board::cell(m.to).rank() == board::promotion_rank(board::owner(p))
    }
}

impl Variant for American {
    type Move = AmericanMove;
    const START: &'static str = START;
    const GAME: GameId = GameId::American;

    fn from_position_string(text: &str) -> Result<American, PositionError> {
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

    fn for_each_move(&self, f: impl FnMut(AmericanMove)) {
        self.generate(f);
    }

    fn for_each_capture(&self, mut f: impl FnMut(AmericanMove)) {
        // No piece is royal: every pseudo-legal move is legal, so there is nothing to skip.
        self.generate(|m| {
            if m != AmericanMove::PASS && self.board[usize::from(m.to)] != EMPTY {
                f(m);
            }
        });
    }

    /// The position after a pass, as a side with no move plays it (Red's ends the turn, with
    /// its verdict), but only where the side to move could move and the pass would not decide
    /// the game: a pass position (§5) gets no null move, its only move is the pass itself.
    fn null_move(&self) -> Option<Self> {
        if !self.can_move() {
            return None;
        }
        let mut null = self.clone();
        null.play_unchecked(AmericanMove::PASS);
        (!null.decided).then_some(null)
    }

    fn play_unchecked(&mut self, m: AmericanMove) {
        if m != AmericanMove::PASS {
            let promotes = self.promotes(m);
            let (from, to) = (usize::from(m.from), usize::from(m.to));
            let moving = self.board[from];
            let arriving = if promotes { board::piece(self.side, Kind::General) } else { moving };
            zobrist::put(&mut self.board, &mut self.hash, from, EMPTY);
            zobrist::put(&mut self.board, &mut self.hash, to, arriving);
        }
        if self.side == Side::Second {
            self.turn = self.turn.saturating_add(1);
            self.decided = self.verdict().is_some();
        }
        self.side = !self.side;
        self.hash ^= zobrist::SIDE;
    }

    fn is_pass(&self, m: AmericanMove) -> bool {
        m == AmericanMove::PASS
    }

    fn move_cells(&self, m: AmericanMove) -> LastMove {
        LastMove { from: m.from(), to: m.to() }
    }

    fn parse_move(&self, text: &str) -> Result<AmericanMove, MoveError> {
        if self.decided
            && let Some(outcome) = self.verdict()
        {
            return Err(crate::game::game_over(&outcome));
        }
        if text.trim().eq_ignore_ascii_case("pass") {
            let mut only_pass = false;
            self.generate(|m| only_pass = m == AmericanMove::PASS);
            return if only_pass {
                Ok(AmericanMove::PASS)
            } else {
                Err(MoveError::illegal(MoveFault::CannotPass))
            };
        }
        match parse_move_text(text, GameId::American.geometry())? {
            Some(MoveText::Board { from, to, promotion }) => {
                let m = self.find_move(from, to).ok_or_else(|| self.explain_illegal(from, to))?;
                // `=Q` names what arrives on the opponent's back line (a promoted piece, or a
                // General that was one already): accepted and ignored there (README §5).
                let reaches_back_line = to.rank() == board::promotion_rank(self.side);
                match promotion {
                    None => Ok(m),
                    Some('Q') if reaches_back_line => Ok(m),
                    Some('Q') => Err(MoveError::illegal(MoveFault::NothingPromotes {
                        from,
                        to,
                        side: !self.side,
                    })),
                    Some(letter) => {
                        Err(MoveError::illegal(MoveFault::GeneralPromotionOnly { letter }))
                    }
                }
            }
            Some(MoveText::Drop { .. }) => {
                Err(MoveError::illegal(MoveFault::NoDrops { game: GameId::American }))
            }
            None => Err(MoveError::syntax(MoveFault::NotAMove {
                game: GameId::American,
                text: text.trim().to_owned(),
            })),
        }
    }

    fn in_check(&self) -> bool {
        false
    }

    fn royal_cell(&self) -> Option<Cell> {
        None
    }

    fn outcome(&self, history: &History) -> Option<Outcome> {
        // Victory is judged only at the end of a full turn, after Red's move (§6); loading a
        // position never ends the game by itself.
        let last = history.plies.last()?;
        if last.mover != Side::Second {
            return None;
        }
        let finished_turn = self.turn.saturating_sub(1);
        self.verdict().or_else(|| {
            (finished_turn >= TURN_LIMIT).then(|| Outcome::draw(Reason::TurnLimit(TURN_LIMIT)))
        })
    }

    fn view(&self) -> BoardView {
        let pieces = SQUARES
            .iter()
            .filter_map(|&i| {
                let p = self.board[usize::from(i)];
                (p != EMPTY).then(|| {
                    let (side, kind) = (board::owner(p), Kind::of(p));
                    PlacedPiece {
                        cell: board::cell(i),
                        piece: PieceView {
                            side,
                            letter: kind.letter().chars().next().unwrap_or('?'),
                            name: kind.name(),
                            symbol: kind.letter(),
                            latin: kind.letter(),
                            promoted: false,
                            dropped: false,
                            height: None,
                        },
                    }
                })
            })
            .collect();
        BoardView {
            game: GameId::American,
            geometry: GameId::American.geometry(),
            pieces,
            hands: Vec::new(),
            side_to_move: self.side,
            last_move: None,
            check: None,
            move_number: self.turn,
            outcome: None,
        }
    }
}
