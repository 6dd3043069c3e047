//! The contract every game implements, and the history a game's end rules may look at.

use std::fmt::Debug;

use crate::{
    BoardView, Cell, GameId, LastMove, MoveError, Outcome, PositionError, Side,
    xiangqi::ChineseText,
};

/// One game's rules over one validated position type.
///
/// A `Variant` value is a position: the board, the side to move and the game's counters. What
/// depends on history (repetition, perpetual check) is judged in [`Variant::outcome`] from a
/// [`History`]. The bot never sees this trait: it uses [`crate::Game`], which wraps a
/// [`crate::Match`] of any variant, so a new game plugs in without changes to the bot.
///
/// ```
/// use rules::{LastMove, Variant, xiangqi::Xiangqi};
/// let start = Xiangqi::start();
/// assert_eq!(start.count_legal_moves(), 44);
/// // A position string reads back to the same position.
/// let again = Xiangqi::from_position_string(&start.position_string()).unwrap();
/// assert_eq!(again.hash(), start.hash());
/// // Moves are small values; notation is the variant's.
/// let m = start.parse_move("C2=5").unwrap();
/// assert_eq!(start.move_text(m), "h3e3");
/// let LastMove { from, to } = start.move_cells(m);
/// assert_eq!((from.unwrap().to_string(), to.unwrap().to_string()), ("h3".into(), "e3".into()));
/// let mut after = start.clone();
/// after.play_unchecked(m);
/// assert_eq!(after.side_to_move(), rules::Side::Second);
/// ```
pub trait Variant: Clone + Debug + Send + Sync + 'static {
    /// A move of this game: small and `Copy`, cheap to generate by the million.
    type Move: Copy + Eq + Debug + Send + Sync + 'static;

    /// Which game this is.
    const GAME: GameId;

    /// The standard start position string.
    const START: &'static str;

    /// The standard start position.
    fn start() -> Self {
        Self::from_position_string(Self::START).expect("the start position string is valid")
    }

    /// Reads a position string.
    ///
    /// # Errors
    /// A message for the player saying what is wrong with the string.
    fn from_position_string(text: &str) -> Result<Self, PositionError>;

    /// Writes the canonical position string.
    fn position_string(&self) -> String;

    /// The part of the position that decides repetition: placement (with markers), hands and
    /// side to move, without clocks — the first two fields of every game's position string.
    fn repetition_key(&self) -> String {
        self.position_string().split(' ').take(2).collect::<Vec<_>>().join(" ")
    }

    /// A 64-bit hash of what [`Variant::repetition_key`] holds: equal keys give equal hashes,
    /// and different keys different ones but with a chance of about 2⁻⁶⁴. Repetition is judged
    /// by it, and the engine's transposition table is keyed by it. By default it hashes the
    /// key's text; every game here overrides it with a Zobrist hash kept up to date move by
    /// move, so that no string is built per position.
    fn hash(&self) -> u64 {
        self.repetition_key()
            .bytes()
            .fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3))
    }

    /// Whose turn it is.
    fn side_to_move(&self) -> Side;

    /// Calls `f` with every legal move, without building a list (the hot path of perft).
    fn for_each_move(&self, f: impl FnMut(Self::Move));

    /// Calls `f` with every legal move that takes an enemy piece: the moves quiescence search
    /// follows. The same as [`Variant::for_each_move`] keeping the moves whose target held an
    /// enemy piece, but the other moves are never tried for legality.
    fn for_each_capture(&self, f: impl FnMut(Self::Move));

    /// Appends every legal move to `out`.
    fn legal_moves(&self, out: &mut Vec<Self::Move>) {
        self.for_each_move(|m| out.push(m));
    }

    /// The number of legal moves (bulk counting in perft).
    fn count_legal_moves(&self) -> u64 {
        let mut n = 0;
        self.for_each_move(|_| n += 1);
        n
    }

    /// Plays `m`, which must be one of [`Variant::legal_moves`]; anything else leaves the
    /// position in an unspecified (but memory-safe) state.
    fn play_unchecked(&mut self, m: Self::Move);

    /// The canonical text of a legal move (`h3e3`, `m12m13=T`, `T@e5`). By default the two
    /// cells of [`Variant::move_cells`]; games with passes, drops or suffixes override it.
    fn move_text(&self, m: Self::Move) -> String {
        match self.move_cells(m) {
            LastMove { from: Some(from), to: Some(to) } => format!("{from}{to}"),
            _ => "pass".to_owned(),
        }
    }

    /// How the move is shown to players. Xiangqi adds WXF: `h3e3 (C2=5)`.
    fn move_display(&self, m: Self::Move) -> String {
        self.move_text(m)
    }

    /// Other accepted spellings of a move worth offering in autocomplete (Xiangqi's WXF).
    fn move_aliases(&self, _m: Self::Move) -> Vec<String> {
        Vec::new()
    }

    /// The move in Chinese notation, simplified then traditional, for a game that has one
    /// (Xiangqi, §8.3).
    fn move_chinese(&self, _m: Self::Move) -> Option<ChineseText> {
        None
    }

    /// The same position with the other side to move: a search's "null move", which asks
    /// whether a position is so good that its side could let the opponent move twice (American
    /// Chess: its own pass, ending the turn when Red passes; none where the side could only
    /// pass or the pass would decide the game). `None` where a game does not offer one (the
    /// default). Never a move of the game: its history is the searcher's to keep.
    fn null_move(&self) -> Option<Self> {
        None
    }

    /// Whether `m` is a pass, which the game plays by itself when it is the only legal move
    /// (American Chess).
    fn is_pass(&self, _m: Self::Move) -> bool {
        false
    }

    /// A warning for `mover` about the position after its move, when the game allows what a
    /// player would want to know of (Abstract Chess: "your royal stone can be captured").
    fn warning(&self, _mover: Side) -> Option<crate::Said> {
        None
    }

    /// The cells the move touched, for highlighting (and for engines: where it lands).
    fn move_cells(&self, m: Self::Move) -> LastMove;

    /// Reads a move as a player typed it, in any notation the game accepts.
    ///
    /// # Errors
    /// A specific message: what could not be read, or why that move is not legal here.
    fn parse_move(&self, text: &str) -> Result<Self::Move, MoveError>;

    /// Whether the side to move's royal piece is attacked (always `false` in games without check).
    fn in_check(&self) -> bool;

    /// The cell of the side to move's royal piece, if the game has one.
    fn royal_cell(&self) -> Option<Cell>;

    /// The game's end rules, run after every move (and on the loaded position), in the order the
    /// game's spec lists them.
    fn outcome(&self, history: &History) -> Option<Outcome>;

    /// The result of a draw by agreement (a game that scores draws on points overrides this).
    fn agreed_draw(&self) -> Outcome {
        Outcome::draw(crate::Reason::Agreement)
    }

    /// The pieces and counters of the position, for a renderer.
    fn view(&self) -> BoardView;
}

/// What one ply left behind, for end rules that look back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlyInfo {
    /// Who made the move.
    pub mover: Side,
    /// Whether the move left the opponent in check.
    pub gave_check: bool,
    /// The cells it touched: Xiangqi's chase rule takes the moves of a repetition back.
    pub moved: LastMove,
}

/// The positions and plies so far, oldest first. `keys` has one more entry than `plies`: the
/// start (or loaded) position's [`Variant::hash`], then the hash after each ply.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct History {
    pub(crate) keys: Vec<u64>,
    pub(crate) plies: Vec<PlyInfo>,
}

impl History {
    /// A history that starts at a position whose [`Variant::hash`] is `key`.
    pub fn new(key: u64) -> History {
        History { keys: vec![key], plies: Vec::new() }
    }

    /// Records a ply and the hash of the position it led to.
    pub fn push(&mut self, ply: PlyInfo, key: u64) {
        self.plies.push(ply);
        self.keys.push(key);
    }

    /// Forgets the last ply (for takebacks).
    pub fn pop(&mut self) {
        if self.plies.pop().is_some() {
            self.keys.pop();
        }
    }

    /// The number of plies played since the start (or loaded) position.
    pub fn len(&self) -> usize {
        self.plies.len()
    }

    /// Whether no ply has been played.
    pub fn is_empty(&self) -> bool {
        self.plies.is_empty()
    }

    /// Whether the current position occurred before (a search keeps such positions apart in
    /// its table: what they are worth depends on the way they were reached).
    pub fn repeats(&self) -> bool {
        self.keys.split_last().is_some_and(|(current, earlier)| earlier.contains(current))
    }

    /// If the current position has now occurred `times` times, the plies played since its first
    /// occurrence (up to and including the last ply).
    pub fn repetition(&self, times: usize) -> Option<&[PlyInfo]> {
        let current = self.keys.last()?;
        let mut seen = self.keys.iter().enumerate().filter(|(_, k)| *k == current);
        let (first, _) = seen.next()?;
        if 1 + seen.count() >= times { Some(&self.plies[first..]) } else { None }
    }
}
