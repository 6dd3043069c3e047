//! A game in progress: a position with its history, its end rules applied after every move.
//!
//! [`Match`] is generic over a [`Variant`] and is what tests and tools use. [`Game`] hides the
//! variant behind one object-safe interface of strings and plain values, which is all the bot
//! needs: it never names a game's move type, so adding a game changes nothing in the bot.
//!
//! - `matched.rs`: [`Match`], the typed game.
//! - `record.rs`: what a game hands out about moves ([`LegalMove`], [`Ply`], [`Played`]) and
//!   the [`PositionString`] that names a position.

mod matched;
mod record;
mod screen;

use std::fmt::Debug;

pub use matched::Match;
pub(crate) use matched::game_over;
pub use record::{EmptyPosition, LegalMove, Played, Ply, PositionString};

use crate::{
    BoardView, GameId, MoveError, Outcome, PositionError, Reason, Side, Variant, WithVariant,
};

/// What the object-safe [`Game`] needs from any [`Match`].
trait DynMatch: Debug + Send + Sync {
    fn id(&self) -> GameId;
    fn side_to_move(&self) -> Side;
    fn outcome(&self) -> Option<&Outcome>;
    fn legal_moves(&self) -> Vec<LegalMove>;
    fn parse(&self, text: &str) -> Result<LegalMove, MoveError>;
    fn play(&mut self, text: &str) -> Result<Played, MoveError>;
    fn finish(&mut self, outcome: Outcome) -> Outcome;
    fn agreed_draw(&self) -> Outcome;
    fn position_string(&self) -> PositionString;
    fn start_position_string(&self) -> PositionString;
    fn plies(&self) -> Vec<Ply>;
    fn moves(&self) -> &[String];
    fn in_check(&self) -> bool;
    fn view(&self) -> BoardView;
    fn clone_box(&self) -> Box<dyn DynMatch>;
    fn as_any(&self) -> &dyn std::any::Any;
}

impl<V: Variant> DynMatch for Match<V> {
    fn id(&self) -> GameId {
        V::GAME
    }
    fn side_to_move(&self) -> Side {
        self.position().side_to_move()
    }
    fn outcome(&self) -> Option<&Outcome> {
        Match::outcome(self)
    }
    fn legal_moves(&self) -> Vec<LegalMove> {
        Match::legal_moves(self).into_iter().map(|m| self.describe(m)).collect()
    }
    fn parse(&self, text: &str) -> Result<LegalMove, MoveError> {
        Match::parse(self, text).map(|m| self.describe(m))
    }
    fn play(&mut self, text: &str) -> Result<Played, MoveError> {
        self.play_text(text)
    }
    fn finish(&mut self, outcome: Outcome) -> Outcome {
        Match::finish(self, outcome).clone()
    }
    fn agreed_draw(&self) -> Outcome {
        self.position().agreed_draw()
    }
    fn position_string(&self) -> PositionString {
        PositionString::written(self.position().position_string())
    }
    fn start_position_string(&self) -> PositionString {
        PositionString::written(self.start().position_string())
    }
    fn plies(&self) -> Vec<Ply> {
        Match::plies(self)
    }
    fn moves(&self) -> &[String] {
        self.move_texts()
    }
    fn in_check(&self) -> bool {
        self.position().in_check()
    }
    fn view(&self) -> BoardView {
        Match::view(self)
    }
    fn clone_box(&self) -> Box<dyn DynMatch> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}

/// Why a game could not be created.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GameError {
    /// The start position string was rejected.
    Position(PositionError),
    /// A recorded move was not legal when replayed (the ply, counted from 1, and why).
    Move(usize, MoveError),
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Position(e) => write!(f, "bad position: {e}"),
            GameError::Move(ply, e) => write!(f, "move {ply} cannot be replayed: {e}"),
        }
    }
}

impl std::error::Error for GameError {}

/// A game of any of the five variants, driven by text. This is the whole interface the bot uses.
///
/// ```
/// use rules::{Game, GameId};
/// let mut game = Game::new(GameId::Xiangqi);
/// assert_eq!(game.legal_moves().len(), 44);
/// let played = game.play("C2=5").unwrap();
/// assert_eq!(played.text(), "h3e3");
/// assert_eq!(played.display(), "h3e3 (C2=5)");
/// assert!(game.play("h3e3").is_err()); // it is Black's move, and h3 is empty now
/// ```
#[derive(Debug)]
pub struct Game(Box<dyn DynMatch>);

impl Clone for Game {
    fn clone(&self) -> Game {
        Game(self.0.clone_box())
    }
}

impl Game {
    /// The typed game inside, when it is a game of variant `V` (`None` for another game): what
    /// an engine searching `V` starts from.
    ///
    /// ```
    /// use rules::{Game, GameId, xiangqi::Xiangqi};
    /// let game = Game::new(GameId::Xiangqi);
    /// assert_eq!(game.as_match::<Xiangqi>().unwrap().legal_moves().len(), 44);
    /// assert!(game.as_match::<rules::american::American>().is_none());
    /// ```
    pub fn as_match<V: Variant>(&self) -> Option<&Match<V>> {
        self.0.as_any().downcast_ref::<Match<V>>()
    }

    /// A game of `id` from its standard start position.
    ///
    /// ```
    /// use rules::{Game, GameId};
    /// let game = Game::new(GameId::Chess1999);
    /// assert_eq!(game.id(), GameId::Chess1999);
    /// assert!(game.moves().is_empty());
    /// ```
    pub fn new(id: GameId) -> Game {
        struct Start;
        impl WithVariant for Start {
            type Output = Game;
            fn run<V: Variant>(self) -> Game {
                Game(Box::new(Match::new(V::start())))
            }
        }
        id.with_variant(Start)
    }

    /// A game of `id` from a position string.
    ///
    /// # Errors
    /// The string is rejected (with the reason).
    pub fn from_position(id: GameId, position: &str) -> Result<Game, GameError> {
        struct Load<'a>(&'a str);
        impl WithVariant for Load<'_> {
            type Output = Result<Game, GameError>;
            fn run<V: Variant>(self) -> Self::Output {
                let start = V::from_position_string(self.0).map_err(GameError::Position)?;
                Ok(Game(Box::new(Match::new(start))))
            }
        }
        id.with_variant(Load(position))
    }

    /// Rebuilds a game from its start (standard when `None`) and its moves, as stored.
    ///
    /// # Errors
    /// The start or one of the moves is rejected.
    pub fn replay<S: AsRef<str>>(
        id: GameId,
        start: Option<&str>,
        moves: &[S],
    ) -> Result<Game, GameError> {
        let mut game = match start {
            Some(p) => Game::from_position(id, p)?,
            None => Game::new(id),
        };
        // Stored moves include the passes the engine played by itself (`Played::auto`):
        // replaying the move before them plays them again, so they are matched, not played.
        for (i, m) in moves.iter().enumerate() {
            let m = m.as_ref();
            match game.moves().get(i) {
                Some(done) if done != m => {
                    let why = crate::MoveFault::ReplayMismatch { text: m.to_owned() };
                    return Err(GameError::Move(i + 1, MoveError::illegal(why)));
                }
                Some(_) => {}
                None => {
                    game.play(m).map_err(|e| GameError::Move(i + 1, e))?;
                }
            }
        }
        Ok(game)
    }

    /// Which game this is.
    pub fn id(&self) -> GameId {
        self.0.id()
    }

    /// Whose turn it is.
    pub fn side_to_move(&self) -> Side {
        self.0.side_to_move()
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.0.outcome()
    }

    /// Every legal move (none once the game is over).
    pub fn legal_moves(&self) -> Vec<LegalMove> {
        self.0.legal_moves()
    }

    /// Reads a move as typed, without playing it.
    ///
    /// # Errors
    /// The game is over, or the text is not a legal move (with the reason).
    pub fn parse_move(&self, text: &str) -> Result<LegalMove, MoveError> {
        self.0.parse(text)
    }

    /// Reads and plays a move typed by a player.
    ///
    /// # Errors
    /// As [`Game::parse_move`]; the game is unchanged.
    pub fn play(&mut self, text: &str) -> Result<Played, MoveError> {
        self.0.play(text)
    }

    /// `side` resigns: the other side wins. Returns the result (an earlier one if the game was
    /// already over).
    pub fn resign(&mut self, side: Side) -> Outcome {
        self.0.finish(Outcome::win(!side, Reason::Resignation))
    }

    /// The players agree to a draw (scored as the game scores draws).
    pub fn agree_draw(&mut self) -> Outcome {
        let outcome = self.0.agreed_draw();
        self.0.finish(outcome)
    }

    /// Ends the game with a result decided outside the rules (a timeout claim, say).
    pub fn finish(&mut self, outcome: Outcome) -> Outcome {
        self.0.finish(outcome)
    }

    /// The current position string.
    pub fn position_string(&self) -> PositionString {
        self.0.position_string()
    }

    /// The position string the game started from.
    pub fn start_position_string(&self) -> PositionString {
        self.0.start_position_string()
    }

    /// Every ply played so far, from the start, passes included: what a store records for a
    /// game begun here (a start position can force passes at once).
    pub fn plies(&self) -> Vec<Ply> {
        self.0.plies()
    }

    /// The canonical text of every move played.
    pub fn moves(&self) -> &[String] {
        self.0.moves()
    }

    /// Whether `side` has nothing left but its royal piece (a lone General, King or royal
    /// stone, with nothing in hand), which cannot win by itself: a flag against such an
    /// opponent is a draw. Never in American Chess, where no piece is royal.
    ///
    /// ```
    /// use rules::{Game, GameId, Side};
    /// let game = Game::from_position(GameId::Xiangqi, "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1").unwrap();
    /// assert!(game.only_royal(Side::Second));
    /// assert!(!game.only_royal(Side::First));
    /// ```
    pub fn only_royal(&self, side: Side) -> bool {
        if self.id() == GameId::American {
            return false;
        }
        let view = self.view();
        view.hands.iter().all(|(s, _, n)| *s != side || *n == 0)
            && view
                .pieces
                .iter()
                .filter(|p| p.piece.side == side)
                .all(|p| p.piece.letter == 'K' && p.piece.height.unwrap_or(1) == 1)
    }

    /// Whether the side to move is in check.
    pub fn in_check(&self) -> bool {
        self.0.in_check()
    }

    /// The position for a renderer.
    pub fn view(&self) -> BoardView {
        self.0.view()
    }
}
