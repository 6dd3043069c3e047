//! A game in progress: a position with its history, its end rules applied after every move.
//!
//! [`Match`] is generic over a [`Variant`] and is what tests and tools use. [`Game`] hides the
//! variant behind one object-safe interface of strings and plain values, which is all the bot
//! needs: it never names a game's move type, so adding a game changes nothing in the bot.

use std::fmt::Debug;

use crate::{
    BoardView, Cell, GameId, History, LastMove, MoveError, MoveErrorKind, Outcome, PlyInfo,
    PositionError, Reason, Side, Variant, WithVariant,
};

/// A legal move with the ways it can be shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LegalMove {
    /// Canonical text (`h3e3`), what the store records.
    pub text: String,
    /// How players see it (`h3e3 (C2=5)`).
    pub display: String,
    /// Other spellings worth matching in autocomplete (`C2=5`).
    pub aliases: Vec<String>,
    /// The move in Chinese notation, in both scripts, for a game that has one (Xiangqi).
    pub chinese: Option<ChineseText>,
    /// The cell the piece leaves (`None` for a drop or a pass).
    pub from: Option<Cell>,
    /// The cell it reaches (`None` for a pass).
    pub to: Option<Cell>,
}

/// A move in Chinese notation (`炮二平五`), as each script writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChineseText {
    /// In simplified characters (`马８进７`).
    pub simplified: String,
    /// In traditional characters (`馬８進７`).
    pub traditional: String,
}

impl ChineseText {
    /// The text in `script`.
    pub fn in_script(&self, script: crate::xiangqi::Script) -> &str {
        match script {
            crate::xiangqi::Script::Simplified => &self.simplified,
            crate::xiangqi::Script::Traditional => &self.traditional,
        }
    }
}

/// What happened when a move was played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Played {
    /// Who moved.
    pub mover: Side,
    /// The move's canonical text.
    pub text: String,
    /// The move as players see it.
    pub display: String,
    /// The move in Chinese notation, in a game that has one (Xiangqi).
    pub chinese: Option<ChineseText>,
    /// Whether the move left the opponent in check.
    pub check: bool,
    /// Moves the game then played by itself: passes of a side with no legal move.
    pub auto: Vec<String>,
    /// Something the mover should know about the new position (`royal-stone-attacked`: "your
    /// royal stone on b1 can be captured"), where the rules allow it.
    pub warning: Option<crate::Said>,
    /// The result, if the move ended the game.
    pub outcome: Option<Outcome>,
    /// The position string after the move, then after each of the `auto` passes: what a
    /// store records for each ply.
    pub positions: Vec<String>,
}

/// A position of variant `V` with its history and result.
#[derive(Debug, Clone)]
pub struct Match<V: Variant> {
    start: V,
    position: V,
    moves: Vec<V::Move>,
    texts: Vec<String>,
    last: Option<LastMove>,
    history: History,
    outcome: Option<Outcome>,
}

impl<V: Variant> Match<V> {
    /// A game from `start`. The end rules are checked at once: a loaded position can already be
    /// over (a side with no legal move, say); a forced pass is played at once.
    pub fn new(start: V) -> Match<V> {
        let history = History::new(start.hash());
        let outcome = start.outcome(&history);
        let mut m = Match {
            position: start.clone(),
            start,
            moves: Vec::new(),
            texts: Vec::new(),
            last: None,
            history,
            outcome,
        };
        m.play_forced_passes();
        m
    }

    /// The current position.
    pub fn position(&self) -> &V {
        &self.position
    }

    /// The position the game started from.
    pub fn start(&self) -> &V {
        &self.start
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[V::Move] {
        &self.moves
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The positions and plies so far, as the end rules see them: a search goes on from here
    /// with the same repetition and perpetual-check rules.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The legal moves (none once the game is over).
    pub fn legal_moves(&self) -> Vec<V::Move> {
        let mut moves = Vec::new();
        if self.outcome.is_none() {
            self.position.legal_moves(&mut moves);
        }
        moves
    }

    /// Reads a move as typed and checks that it is legal now.
    ///
    /// # Errors
    /// The game is over, or the text is not a legal move (with the reason).
    pub fn parse(&self, text: &str) -> Result<V::Move, MoveError> {
        if let Some(outcome) = &self.outcome {
            return Err(game_over(outcome));
        }
        self.position.parse_move(text)
    }

    /// Plays a legal move and applies the end rules.
    ///
    /// # Errors
    /// The game is over, or `m` is not legal here.
    pub fn play(&mut self, m: V::Move) -> Result<Played, MoveError> {
        if let Some(outcome) = &self.outcome {
            return Err(game_over(outcome));
        }
        if !self.legal_moves().contains(&m) {
            let text = self.position.move_text(m);
            return Err(MoveError::illegal(crate::MoveFault::NotLegalHere { text }));
        }
        let mover = self.position.side_to_move();
        let display = self.position.move_display(m);
        let chinese = chinese_text(&self.position, m);
        let (text, check) = self.record(m);
        let mut positions = vec![self.position.position_string()];
        let mut copy = self.position.clone();
        let auto = self.play_forced_passes();
        // Each pass's position is written from a copy that plays the same passes.
        for pass in &self.moves[self.moves.len() - auto.len()..] {
            copy.play_unchecked(*pass);
            positions.push(copy.position_string());
        }
        let warning = if self.outcome.is_none() { self.position.warning(mover) } else { None };
        let outcome = self.outcome.clone();
        Ok(Played { mover, text, display, chinese, check, auto, warning, outcome, positions })
    }

    /// Plays a legal move and records it; returns its text and whether it gave check.
    fn record(&mut self, m: V::Move) -> (String, bool) {
        let mover = self.position.side_to_move();
        let text = self.position.move_text(m);
        let (from, to) = self.position.move_cells(m);
        self.position.play_unchecked(m);
        let check = self.position.in_check();
        self.history.push(PlyInfo { mover, gave_check: check }, self.position.hash());
        self.moves.push(m);
        self.texts.push(text.clone());
        self.last = Some(LastMove { from, to });
        self.outcome = self.position.outcome(&self.history);
        (text, check)
    }

    /// While the side to move can only pass, passes for it; returns the passes' texts.
    fn play_forced_passes(&mut self) -> Vec<String> {
        let mut passes = Vec::new();
        while self.outcome.is_none() {
            match self.legal_moves()[..] {
                [only] if self.position.is_pass(only) => passes.push(self.record(only).0),
                _ => break,
            }
        }
        passes
    }

    /// Reads and plays a move typed by a player.
    ///
    /// # Errors
    /// As [`Match::parse`].
    pub fn play_text(&mut self, text: &str) -> Result<Played, MoveError> {
        let m = self.parse(text)?;
        self.play(m)
    }

    /// The position for a renderer, with the last move and a royal piece in check.
    pub fn view(&self) -> BoardView {
        let mut view = self.position.view();
        view.last_move = self.last;
        view.check = if self.position.in_check() { self.position.royal_cell() } else { None };
        view.outcome = self.outcome.clone();
        view
    }

    /// Ends the game with `outcome` (resignation, agreement, a timeout), unless it is over.
    pub fn finish(&mut self, outcome: Outcome) -> &Outcome {
        self.outcome.get_or_insert(outcome)
    }
}

/// The refusal of a move after the end.
pub(crate) fn game_over(outcome: &Outcome) -> MoveError {
    MoveError::new(MoveErrorKind::GameOver, crate::MoveFault::GameOver { outcome: outcome.clone() })
}

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
    fn position_string(&self) -> String;
    fn start_position_string(&self) -> String;
    fn moves(&self) -> &[String];
    fn in_check(&self) -> bool;
    fn view(&self) -> BoardView;
    fn clone_box(&self) -> Box<dyn DynMatch>;
    fn as_any(&self) -> &dyn std::any::Any;
}

/// `m` in Chinese notation in `position`, where the game has it.
fn chinese_text<V: Variant>(position: &V, m: V::Move) -> Option<ChineseText> {
    position
        .move_chinese(m)
        .map(|[simplified, traditional]| ChineseText { simplified, traditional })
}

impl<V: Variant> Match<V> {
    fn describe(&self, m: V::Move) -> LegalMove {
        let (from, to) = self.position.move_cells(m);
        LegalMove {
            text: self.position.move_text(m),
            display: self.position.move_display(m),
            aliases: self.position.move_aliases(m),
            chinese: chinese_text(&self.position, m),
            from,
            to,
        }
    }
}

impl<V: Variant> DynMatch for Match<V> {
    fn id(&self) -> GameId {
        V::GAME
    }
    fn side_to_move(&self) -> Side {
        self.position.side_to_move()
    }
    fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
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
        self.position.agreed_draw()
    }
    fn position_string(&self) -> String {
        self.position.position_string()
    }
    fn start_position_string(&self) -> String {
        self.start.position_string()
    }
    fn moves(&self) -> &[String] {
        &self.texts
    }
    fn in_check(&self) -> bool {
        self.position.in_check()
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
    /// The rules engine cannot play this game yet.
    NotPlayable(GameId),
    /// The start position string was rejected.
    Position(PositionError),
    /// A recorded move was not legal when replayed (the ply, counted from 1, and why).
    Move(usize, MoveError),
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::NotPlayable(g) => write!(f, "{} cannot be played yet", g.name()),
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
/// let mut game = Game::new(GameId::Xiangqi).unwrap();
/// assert_eq!(game.legal_moves().len(), 44);
/// let played = game.play("C2=5").unwrap();
/// assert_eq!(played.text, "h3e3");
/// assert_eq!(played.display, "h3e3 (C2=5)");
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
    /// let game = Game::new(GameId::Xiangqi).unwrap();
    /// assert_eq!(game.as_match::<Xiangqi>().unwrap().legal_moves().len(), 44);
    /// assert!(game.as_match::<rules::american::American>().is_none());
    /// ```
    pub fn as_match<V: Variant>(&self) -> Option<&Match<V>> {
        self.0.as_any().downcast_ref::<Match<V>>()
    }

    /// A game of `id` from its standard start position.
    ///
    /// # Errors
    /// [`GameError::NotPlayable`] for a game the engine cannot play yet.
    pub fn new(id: GameId) -> Result<Game, GameError> {
        struct Start;
        impl WithVariant for Start {
            type Output = Game;
            fn run<V: Variant>(self) -> Game {
                Game(Box::new(Match::new(V::start())))
            }
        }
        Ok(id.with_variant(Start))
    }

    /// A game of `id` from a position string.
    ///
    /// # Errors
    /// The game is not playable yet, or the string is rejected (with the reason).
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
            None => Game::new(id)?,
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
    pub fn position_string(&self) -> String {
        self.0.position_string()
    }

    /// The position string the game started from.
    pub fn start_position_string(&self) -> String {
        self.0.start_position_string()
    }

    /// The canonical text of every move played.
    pub fn moves(&self) -> &[String] {
        self.0.moves()
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
