//! [`Match`]: a position of one variant with its history, its end rules applied after every
//! move.

use super::record::{LegalMove, Played, Ply, PositionString};
use crate::{BoardView, History, LastMove, MoveError, MoveErrorKind, Outcome, PlyInfo, Variant};

/// A position of variant `V` with its history and result.
///
/// ```
/// use rules::{Match, Variant, xiangqi::Xiangqi};
/// let mut game = Match::new(Xiangqi::start());
/// let m = game.parse("C2=5").unwrap();
/// let played = game.play(m).unwrap();
/// assert_eq!(played.text(), "h3e3");
/// assert_eq!(game.moves(), &[m]);
/// assert!(game.outcome().is_none());
/// ```
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

    /// The canonical text of every move played so far.
    pub fn move_texts(&self) -> &[String] {
        &self.texts
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
        let chinese = self.position.move_chinese(m);
        let (ply, check) = self.record(m, false);
        let passes = self.play_forced_passes();
        let mut played = Played::new(ply, passes);
        played.chinese = chinese;
        played.check = check;
        played.warning = if self.outcome.is_none() { self.position.warning(mover) } else { None };
        played.outcome = self.outcome.clone();
        Ok(played)
    }

    /// Plays a legal move and records it; returns its ply and whether it gave check.
    fn record(&mut self, m: V::Move, forced: bool) -> (Ply, bool) {
        let side = self.position.side_to_move();
        let text = self.position.move_text(m);
        let display = self.position.move_display(m);
        let last = self.position.move_cells(m);
        self.position.play_unchecked(m);
        let check = self.position.in_check();
        let info = PlyInfo { mover: side, gave_check: check, moved: last };
        self.history.push(info, self.position.hash());
        self.moves.push(m);
        self.texts.push(text.clone());
        self.last = Some(last);
        self.outcome = self.position.outcome(&self.history);
        let position = PositionString::written(self.position.position_string());
        (Ply { side, text, display, position, forced }, check)
    }

    /// While the side to move can only pass, passes for it; returns the passes' plies.
    fn play_forced_passes(&mut self) -> Vec<Ply> {
        let mut passes = Vec::new();
        while self.outcome.is_none() {
            match self.legal_moves()[..] {
                [only] if self.position.is_pass(only) => passes.push(self.record(only, true).0),
                _ => break,
            }
        }
        passes
    }

    /// Every ply played so far, from the start: what a store records for a game begun here
    /// (a start position can force passes at once).
    pub fn plies(&self) -> Vec<Ply> {
        let mut position = self.start.clone();
        self.moves
            .iter()
            .map(|&m| {
                let side = position.side_to_move();
                let (text, display) = (position.move_text(m), position.move_display(m));
                let forced = position.is_pass(m) && position.count_legal_moves() == 1;
                position.play_unchecked(m);
                let position = PositionString::written(position.position_string());
                Ply { side, text, display, position, forced }
            })
            .collect()
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

    /// Move `m` with the ways it can be shown.
    pub(super) fn describe(&self, m: V::Move) -> LegalMove {
        let LastMove { from, to } = self.position.move_cells(m);
        LegalMove {
            text: self.position.move_text(m),
            display: self.position.move_display(m),
            aliases: self.position.move_aliases(m),
            chinese: self.position.move_chinese(m),
            from,
            to,
        }
    }
}

/// The refusal of a move after the end.
pub(crate) fn game_over(outcome: &Outcome) -> MoveError {
    MoveError::new(MoveErrorKind::GameOver, crate::MoveFault::GameOver { outcome: outcome.clone() })
}
