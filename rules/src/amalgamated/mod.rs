//! Amalgamated Chess (original version), per `shared/rules/amalgamated-chess.md`: chess with a
//! river; every piece is promoted exactly while it stands on the enemy half, the Prince becomes
//! a King by crossing, and every drawn ending is decided by points (Black +2.5).
//!
//! ```
//! use rules::{Variant, amalgamated::Amalgamated};
//! assert_eq!(Amalgamated::start().count_legal_moves(), 18);
//! ```

mod fen;
mod movegen;

use crate::{
    BoardView, BySide, Cell, GameId, History, LastMove, MoveError, MoveFault, Outcome, PieceName,
    PieceView, PlacedPiece, PositionError, Reason, Side, Variant,
    geometry::AMALGAMATED,
    mailbox::{self, EMPTY, SIZE},
    notation::{MoveText, parse_move_text},
    zobrist,
};

/// The start position: the chess array.
pub const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w 0 1";

/// Half-moves without a capture or Prince promotion after which the game is drawn (§7.6).
pub const MOVE_LIMIT: u32 = 100;

/// Black's extra points in any scored draw, in half-points.
const BLACK_BONUS: u32 = 5;

pub(crate) const SQUARES: [u8; 64] = mailbox::cells(&AMALGAMATED);

/// A piece on the board: whose, which, and whether it stands promoted (across the river).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Piece {
    /// Whose it is.
    pub side: Side,
    /// Which it is, named by its unpromoted form.
    pub kind: Kind,
    /// Whether it stands promoted: in the opponent's half, across the river.
    pub promoted: bool,
}

impl Piece {
    /// Its name as it stands (`Prince` or `King`, `Advisor` or `General`, …).
    pub fn name(self) -> &'static str {
        self.kind.name(self.promoted)
    }
}

/// A piece, named by its unpromoted form; its state follows from where it stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum Kind {
    /// Prince, King once across the river.
    Royal = 1,
    /// Advisor / General.
    Advisor = 2,
    /// Elephant / War Elephant.
    Elephant = 3,
    /// Horse / Knight.
    Horse = 4,
    /// Chariot / Flying Chariot.
    Chariot = 5,
    /// Pawn / Soldier.
    Pawn = 6,
}

impl Kind {
    const ALL: [Kind; 6] =
        [Kind::Royal, Kind::Advisor, Kind::Elephant, Kind::Horse, Kind::Chariot, Kind::Pawn];

    pub(crate) fn of(code: u8) -> Kind {
        Kind::ALL[usize::from((code & 7).clamp(1, 6) - 1)]
    }

    /// The position-string letter (uppercase).
    pub const fn letter(self) -> char {
        match self {
            Kind::Royal => 'K',
            Kind::Advisor => 'Q',
            Kind::Elephant => 'B',
            Kind::Horse => 'N',
            Kind::Chariot => 'R',
            Kind::Pawn => 'P',
        }
    }

    /// The piece's name in the given state.
    pub const fn name(self, promoted: bool) -> &'static str {
        match (self, promoted) {
            (Kind::Royal, false) => "Prince",
            (Kind::Royal, true) => "King",
            (Kind::Advisor, false) => "Advisor",
            (Kind::Advisor, true) => "General",
            (Kind::Elephant, false) => "Elephant",
            (Kind::Elephant, true) => "War Elephant",
            (Kind::Horse, false) => "Horse",
            (Kind::Horse, true) => "Knight",
            (Kind::Chariot, false) => "Chariot",
            (Kind::Chariot, true) => "Flying Chariot",
            (Kind::Pawn, false) => "Pawn",
            (Kind::Pawn, true) => "Soldier",
        }
    }

    /// Points in a scored draw, in half-points.
    const fn half_points(self, promoted: bool) -> u32 {
        2 * match (self, promoted) {
            (Kind::Royal, false) => 0,
            (Kind::Royal, true) => 3,
            (Kind::Advisor, false) => 7,
            (Kind::Advisor, true) => 11,
            (Kind::Elephant, false) => 5,
            (Kind::Elephant, true) => 12,
            (Kind::Horse, false) => 6,
            (Kind::Horse, true) => 12,
            (Kind::Chariot, false) => 10,
            (Kind::Chariot, true) => 13,
            (Kind::Pawn, false) => 2,
            (Kind::Pawn, true) => 6,
        }
    }

    const fn symbol(self) -> &'static str {
        match self {
            Kind::Royal => "K",
            Kind::Advisor => "Q",
            Kind::Elephant => "B",
            Kind::Horse => "N",
            Kind::Chariot => "R",
            Kind::Pawn => "P",
        }
    }
}

/// Whether a square is on `side`'s own half (White: ranks 1–4), per the geometry's river.
pub(crate) fn home_half(side: Side, square: u8) -> bool {
    on_home_half(side, mailbox::cell(square))
}

/// Whether `cell` is on `side`'s own half, where its pieces are unpromoted.
pub(crate) fn on_home_half(side: Side, cell: Cell) -> bool {
    let river = AMALGAMATED.river.map_or(3, |r| r.below_rank);
    match side {
        Side::First => cell.rank() <= river,
        Side::Second => cell.rank() > river,
    }
}

/// The royal corridor, files c–f.
pub(crate) fn in_corridor(square: u8) -> bool {
    (2..=5).contains(&mailbox::cell(square).file())
}

/// A move from one square to another; promotion and demotion follow from the squares.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct AmalgamatedMove {
    from: u8,
    to: u8,
}

impl AmalgamatedMove {
    /// The square left.
    pub fn from(self) -> Cell {
        mailbox::cell(self.from)
    }

    /// The square reached.
    pub fn to(self) -> Cell {
        mailbox::cell(self.to)
    }
}

/// A validated Amalgamated Chess position.
#[derive(Clone, PartialEq, Eq)]
pub struct Amalgamated {
    board: [u8; SIZE],
    side: Side,
    /// Half-moves since the last capture or Prince promotion.
    clock: u32,
    fullmove: u32,
    /// The last move captured the Prince or left a bare Prince: the position has no moves.
    /// Never set by reading a string, so perft from any position counts its moves.
    decided: bool,
    /// The Zobrist hash of placement and side to move ([`Variant::hash`]).
    hash: u64,
}

impl std::fmt::Debug for Amalgamated {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Amalgamated({})", self.position_string())
    }
}

impl Amalgamated {
    /// The piece on `cell`.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        if !AMALGAMATED.contains(cell) {
            return None;
        }
        let i = mailbox::index(cell);
        let p = self.board[usize::from(i)];
        (p != EMPTY).then(|| {
            let side = mailbox::owner(p);
            Piece { side, kind: Kind::of(p), promoted: !home_half(side, i) }
        })
    }

    /// Where `side`'s royal piece stands (`None` once its Prince was captured).
    pub(crate) fn royal(&self, side: Side) -> Option<u8> {
        let code = mailbox::code(side, Kind::Royal as u8);
        SQUARES.iter().copied().find(|&i| self.board[usize::from(i)] == code)
    }

    /// Whether `side` has nothing but a Prince.
    pub(crate) fn bare_prince(&self, side: Side) -> bool {
        let Some(royal) = self.royal(side) else { return false };
        home_half(side, royal)
            && SQUARES.iter().all(|&i| {
                let p = self.board[usize::from(i)];
                i == royal || p == EMPTY || mailbox::owner(p) != side
            })
    }

    /// The game is over by the position itself: the side to move lost its Prince or has only
    /// its Prince left.
    pub(crate) fn over_by_position(&self) -> bool {
        self.royal(self.side).is_none() || self.bare_prince(self.side)
    }

    /// Each side's points in half-points, Black's bonus included.
    pub fn half_points(&self) -> BySide<u32> {
        let mut points = BySide { first: 0, second: BLACK_BONUS };
        for &i in &SQUARES {
            let p = self.board[usize::from(i)];
            if p != EMPTY {
                let side = mailbox::owner(p);
                points[side] += Kind::of(p).half_points(!home_half(side, i));
            }
        }
        points
    }

    /// Half-moves since the last capture or Prince promotion.
    pub fn clock(&self) -> u32 {
        self.clock
    }

    pub(crate) fn make(&mut self, m: AmalgamatedMove) {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let moving = self.board[from];
        let captured = self.board[to];
        let crowned = Kind::of(moving) == Kind::Royal
            && home_half(self.side, m.from)
            && !home_half(self.side, m.to);
        zobrist::put(&mut self.board, &mut self.hash, to, moving);
        zobrist::put(&mut self.board, &mut self.hash, from, EMPTY);
        self.hash ^= zobrist::SIDE;
        self.clock = if captured != EMPTY || crowned { 0 } else { self.clock.saturating_add(1) };
        if self.side == Side::Second {
            self.fullmove = self.fullmove.saturating_add(1);
        }
        self.side = !self.side;
        self.decided = self.over_by_position();
    }

    /// The legal move from `from` to `to`, if any.
    fn find_move(&self, from: Cell, to: Cell) -> Option<AmalgamatedMove> {
        let wanted = AmalgamatedMove { from: mailbox::index(from), to: mailbox::index(to) };
        let mut found = None;
        self.generate(|m| {
            if m == wanted {
                found = Some(m);
            }
        });
        found
    }

    /// Why `from`→`to` is not legal here.
    fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        if self.over_by_position() {
            let mut history = History::new(0);
            let moved = crate::LastMove { from: None, to: None };
            history.push(crate::PlyInfo { mover: !self.side, gave_check: false, moved }, 1);
            if let Some(outcome) = self.outcome(&history) {
                return crate::game::game_over(&outcome);
            }
        }
        let named = |c| self.piece_at(c).map(|p: Piece| (p.side, p.name()));
        if let Err(refusal) = crate::explain::basic_refusal(self.side, from, to, named) {
            return refusal;
        }
        let Some(Piece { kind, promoted, .. }) = self.piece_at(from) else {
            return MoveError::illegal(MoveFault::NoPiece { at: from });
        };
        let wanted = AmalgamatedMove { from: mailbox::index(from), to: mailbox::index(to) };
        let mut pseudo = false;
        self.piece_moves(wanted.from, false, &mut |m| pseudo |= m == wanted);
        let piece = PieceName(kind.name(promoted));
        if pseudo {
            // It follows the piece rules: a royalty rule forbids it.
            let mut must_capture = false;
            self.generate(|m| must_capture |= self.royal(!self.side) == Some(m.to));
            if must_capture {
                return MoveError::illegal(MoveFault::MustCapturePrince);
            }
            let mut after = self.clone();
            after.make(wanted);
            let royal = after.royal(self.side).map(mailbox::cell);
            return MoveError::illegal(match royal {
                Some(king) if !home_half(self.side, mailbox::index(king)) => {
                    MoveFault::KingInCheck { from, to, king }
                }
                _ => MoveFault::PrinceExposed { from, to },
            });
        }
        let corridor = (2..=5).contains(&to.file());
        let (df, dr) = (from.file().abs_diff(to.file()), from.rank().abs_diff(to.rank()));
        let on_line = match kind {
            Kind::Advisor => df == dr,
            Kind::Chariot => df == 0 || dr == 0,
            _ => false,
        };
        let blocked = crate::explain::between(from, to, |c| self.piece_at(c).is_some());
        MoveError::illegal(match (kind, blocked.first()) {
            (Kind::Royal, _) if !corridor => MoveFault::RoyalCorridor { piece },
            (Kind::Royal, _) if promoted && home_half(self.side, mailbox::index(to)) => {
                MoveFault::KingRecross
            }
            (_, Some(&at)) if on_line => MoveFault::PathBlocked { piece, at },
            _ => MoveFault::NotAPieceMove { from, to, piece },
        })
    }
}

impl Variant for Amalgamated {
    type Move = AmalgamatedMove;
    const START: &'static str = START;
    const GAME: GameId = GameId::Amalgamated;

    fn from_position_string(text: &str) -> Result<Amalgamated, PositionError> {
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

    fn for_each_move(&self, f: impl FnMut(AmalgamatedMove)) {
        self.generate(f);
    }

    fn for_each_capture(&self, f: impl FnMut(AmalgamatedMove)) {
        self.generate_captures(f);
    }

    fn null_move(&self) -> Option<Self> {
        let mut null = self.clone();
        null.side = !self.side;
        null.hash ^= crate::zobrist::SIDE;
        null.decided = null.over_by_position();
        Some(null)
    }

    fn play_unchecked(&mut self, m: AmalgamatedMove) {
        self.make(m);
    }

    fn move_cells(&self, m: AmalgamatedMove) -> LastMove {
        LastMove { from: Some(m.from()), to: Some(m.to()) }
    }

    fn parse_move(&self, text: &str) -> Result<AmalgamatedMove, MoveError> {
        match parse_move_text(text, &AMALGAMATED)? {
            Some(MoveText::Board { from, to, promotion }) => {
                let m = self.find_move(from, to).ok_or_else(|| self.explain_illegal(from, to))?;
                // README §5: a suffix naming what arrives, on a move that crosses the river,
                // is accepted and ignored; promotion and demotion happen on their own.
                let crosses = home_half(self.side, m.from) != home_half(self.side, m.to);
                let letter = self.piece_at(from).map(|p| p.kind.letter());
                match promotion {
                    None => Ok(m),
                    Some(l) if crosses && Some(l) == letter => Ok(m),
                    Some(letter) => {
                        Err(MoveError::illegal(MoveFault::AutomaticPromotion { letter }))
                    }
                }
            }
            Some(MoveText::Drop { .. }) => {
                Err(MoveError::illegal(MoveFault::NoDrops { game: GameId::Amalgamated }))
            }
            None => Err(MoveError::syntax(MoveFault::NotAMove {
                game: GameId::Amalgamated,
                text: text.trim().to_owned(),
            })),
        }
    }

    fn in_check(&self) -> bool {
        self.royal(self.side)
            .is_some_and(|r| !home_half(self.side, r) && self.attacked(r, !self.side))
    }

    fn royal_cell(&self) -> Option<Cell> {
        self.royal(self.side).map(mailbox::cell)
    }

    fn outcome(&self, history: &History) -> Option<Outcome> {
        let mover = !self.side;
        // §7, in order.
        if self.royal(self.side).is_none() {
            return Some(Outcome::win(mover, Reason::PrinceCaptured));
        }
        if self.bare_prince(self.side) {
            return Some(Outcome::win(mover, Reason::BarePrince));
        }
        let scored = |reason| Some(Outcome::on_points(reason, self.half_points()));
        if !self.has_legal_move() {
            return if self.in_check() {
                Some(Outcome::win(mover, Reason::Checkmate))
            } else {
                scored(Reason::Stalemate)
            };
        }
        if history.repetition(3).is_some() {
            return scored(Reason::Repetition);
        }
        let pieces = SQUARES.iter().filter(|&&i| self.board[usize::from(i)] != EMPTY).count();
        let kings = Side::ALL.iter().all(|&s| self.royal(s).is_some_and(|r| !home_half(s, r)));
        if pieces == 2 && kings {
            return scored(Reason::DeadPosition);
        }
        if self.clock >= MOVE_LIMIT {
            return scored(Reason::MoveLimit(MOVE_LIMIT));
        }
        None
    }

    fn agreed_draw(&self) -> Outcome {
        Outcome::on_points(Reason::Agreement, self.half_points())
    }

    fn view(&self) -> BoardView {
        let pieces = SQUARES
            .iter()
            .filter_map(|&i| {
                let p = self.board[usize::from(i)];
                (p != EMPTY).then(|| {
                    let (side, kind) = (mailbox::owner(p), Kind::of(p));
                    let promoted = !home_half(side, i);
                    PlacedPiece {
                        cell: mailbox::cell(i),
                        piece: PieceView {
                            side,
                            letter: kind.letter(),
                            name: kind.name(promoted),
                            symbol: kind.symbol(),
                            latin: kind.symbol(),
                            promoted,
                            dropped: false,
                            height: None,
                        },
                    }
                })
            })
            .collect();
        BoardView {
            game: GameId::Amalgamated,
            geometry: &AMALGAMATED,
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
