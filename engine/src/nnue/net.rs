//! A game's position as the search sees it with a network: the rules' position and its
//! accumulators, kept together so that the search's copy-make copies both, and each move
//! updates the accumulators by the cells it changed. The score is the classical evaluation
//! corrected by the network (trained on the difference between the classical evaluation and
//! what deeper searches said); everything else is the rules' and the classical evaluation's
//! (move ordering, exchanges, null-move safety), passed through unchanged.

use std::sync::OnceLock;

use rules::{
    BoardView, Cell, GameId, History, LastMove, MoveError, Outcome, PositionError, Said, Side,
    Variant, xiangqi::ChineseText,
};

use super::{Accumulators, Inputs, Network};
use crate::eval::Evaluate;

/// A position with its network's accumulators.
#[derive(Clone, Debug)]
pub struct Net<V> {
    pos: V,
    acc: Accumulators,
    net: &'static Network,
}

/// The network positions read from text use, per game ([`install`]).
static INSTALLED: [OnceLock<&'static Network>; GAMES] = [const { OnceLock::new() }; GAMES];
/// A network of zeros per game, for positions read from text with none installed.
static ZEROS: [OnceLock<Network>; GAMES] = [const { OnceLock::new() }; GAMES];
const GAMES: usize = GameId::ALL.len();

/// `game`'s place in [`GameId::ALL`] (every game has one).
fn slot(game: GameId) -> usize {
    GameId::ALL.iter().position(|&g| g == game).unwrap_or(0)
}

/// Makes `net` the one its game's [`Variant::from_position_string`] and [`Variant::start`]
/// use (the first call per game wins); searches name theirs with [`Net::new`].
pub fn install(net: &'static Network) -> &'static Network {
    INSTALLED[slot(net.game())].get_or_init(|| net)
}

impl<V: Inputs> Net<V> {
    /// `pos` with accumulators computed from scratch for `net` (which must be `V`'s game's).
    pub fn new(pos: V, net: &'static Network) -> Net<V> {
        // Another game's network has other inputs: its rows would be misread.
        assert_eq!(net.game(), V::GAME, "a network for another game");
        let acc = Accumulators::of(net, &pos);
        Net { pos, acc, net }
    }

    /// The rules' position.
    pub fn position(&self) -> &V {
        &self.pos
    }

    /// The accumulators as the moves left them.
    pub fn accumulators(&self) -> &Accumulators {
        &self.acc
    }

    /// The network's correction for the side to move, in centipawns.
    pub fn net_score(&self) -> i32 {
        self.acc.evaluate(self.net, self.pos.side_to_move())
    }

    /// The score for the side to move: the classical evaluation, corrected by the network.
    pub fn corrected(&self) -> i32 {
        // Never a mate's score, whatever a network file says.
        let bound = crate::search::MATE_BOUND - 1;
        (self.pos.evaluate() + self.net_score()).clamp(-bound, bound)
    }
}

impl<V: Inputs> Variant for Net<V> {
    type Move = V::Move;
    const GAME: GameId = V::GAME;
    const START: &'static str = V::START;

    fn from_position_string(text: &str) -> Result<Net<V>, PositionError> {
        let game = slot(V::GAME);
        let net = INSTALLED[game]
            .get()
            .copied()
            .unwrap_or_else(|| ZEROS[game].get_or_init(|| Network::zero(V::GAME)));
        Ok(Net::new(V::from_position_string(text)?, net))
    }

    fn position_string(&self) -> String {
        self.pos.position_string()
    }

    fn repetition_key(&self) -> String {
        self.pos.repetition_key()
    }

    fn hash(&self) -> u64 {
        self.pos.hash()
    }

    fn side_to_move(&self) -> Side {
        self.pos.side_to_move()
    }

    fn for_each_move(&self, f: impl FnMut(V::Move)) {
        self.pos.for_each_move(f);
    }

    fn for_each_capture(&self, f: impl FnMut(V::Move)) {
        self.pos.for_each_capture(f);
    }

    fn legal_moves(&self, out: &mut Vec<V::Move>) {
        self.pos.legal_moves(out);
    }

    fn count_legal_moves(&self) -> u64 {
        self.pos.count_legal_moves()
    }

    fn play_unchecked(&mut self, m: V::Move) {
        if let Some([a, b]) = self.pos.touched(m) {
            // A drop names its cell twice: once is enough.
            let cells: &[Cell] = if a == b { &[a] } else { &[a, b] };
            self.acc.lift_move(self.net, &self.pos, cells);
            self.pos.play_unchecked(m);
            self.acc.put_move(self.net, &self.pos, cells);
        } else {
            let before = self.pos.clone();
            self.pos.play_unchecked(m);
            self.acc.update(self.net, &before, &self.pos);
        }
    }

    fn move_text(&self, m: V::Move) -> String {
        self.pos.move_text(m)
    }

    fn move_display(&self, m: V::Move) -> String {
        self.pos.move_display(m)
    }

    fn move_aliases(&self, m: V::Move) -> Vec<String> {
        self.pos.move_aliases(m)
    }

    fn move_chinese(&self, m: V::Move) -> Option<ChineseText> {
        self.pos.move_chinese(m)
    }

    fn null_move(&self) -> Option<Net<V>> {
        let pos = self.pos.null_move()?;
        Some(Net { pos, acc: self.acc.clone(), net: self.net })
    }

    fn is_pass(&self, m: V::Move) -> bool {
        self.pos.is_pass(m)
    }

    fn warning(&self, mover: Side) -> Option<Said> {
        self.pos.warning(mover)
    }

    fn move_cells(&self, m: V::Move) -> LastMove {
        self.pos.move_cells(m)
    }

    fn parse_move(&self, text: &str) -> Result<V::Move, MoveError> {
        self.pos.parse_move(text)
    }

    fn in_check(&self) -> bool {
        self.pos.in_check()
    }

    fn royal_cell(&self) -> Option<Cell> {
        self.pos.royal_cell()
    }

    fn outcome(&self, history: &History) -> Option<Outcome> {
        self.pos.outcome(history)
    }

    fn agreed_draw(&self) -> Outcome {
        self.pos.agreed_draw()
    }

    fn view(&self) -> BoardView {
        self.pos.view()
    }
}

impl<V: Inputs> Evaluate for Net<V> {
    fn worth_at(&self, cell: Cell) -> Option<(Side, i32)> {
        self.pos.worth_at(cell)
    }

    fn kind_at(&self, cell: Cell) -> usize {
        self.pos.kind_at(cell)
    }

    fn null_move_safe(&self) -> bool {
        self.pos.null_move_safe()
    }

    fn table_key(&self) -> u64 {
        self.pos.table_key()
    }

    /// The corrected score, for the first side.
    fn score(&self) -> i32 {
        crate::eval::for_side(self.pos.side_to_move(), self.corrected())
    }

    fn evaluate(&self) -> i32 {
        self.corrected()
    }

    fn capture_value(&self, m: V::Move) -> i32 {
        self.pos.capture_value(m)
    }

    fn royal_en_prise(&self) -> bool {
        self.pos.royal_en_prise()
    }

    fn capture_ceiling(&self, victim: i32) -> i32 {
        self.pos.capture_ceiling(victim)
    }

    fn mover_value(&self, m: V::Move) -> i32 {
        self.pos.mover_value(m)
    }
}
