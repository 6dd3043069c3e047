//! Xiangqi as the search sees it with a network: the rules' position and its accumulators,
//! kept together so that the search's copy-make copies both, and each move updates the
//! accumulators by the pieces it moved and took. The score is the classical evaluation
//! corrected by the network (trained on the difference between the classical evaluation and
//! what deeper searches and results said); everything else is the rules' and the classical
//! evaluation's (move ordering, exchanges, null-move safety).

use std::sync::OnceLock;

use rules::{
    BoardView, Cell, History, LastMove, MoveError, Outcome, PositionError, Side, Variant,
    xiangqi::{ChineseText, Xiangqi, XiangqiMove},
};

use super::{Accumulators, Network};
use crate::eval::Evaluate;

/// A Xiangqi position with its network's accumulators.
#[derive(Clone, Debug)]
pub struct NetXiangqi {
    pos: Xiangqi,
    acc: Accumulators,
    net: &'static Network,
}

/// The network committed with the engine (`engine/nets/xiangqi.nnue`; `engine/nets/README.md`
/// says how it was made), read once.
static BUILTIN: std::sync::LazyLock<Result<Network, super::NetError>> =
    std::sync::LazyLock::new(|| Network::from_bytes(include_bytes!("../../nets/xiangqi.nnue")));

/// The network committed with the engine, or why it cannot be read (a test reads it, so a
/// damaged file never ships).
///
/// # Errors
/// The file is not a network for this build's architecture, or is damaged.
pub fn builtin() -> Result<&'static Network, &'static super::NetError> {
    BUILTIN.as_ref()
}

/// The network positions read from text use ([`install`]).
static INSTALLED: OnceLock<&'static Network> = OnceLock::new();

/// Makes `net` the one [`Variant::from_position_string`] and [`Variant::start`] use (the first
/// call wins); searches name theirs with [`NetXiangqi::new`].
pub fn install(net: &'static Network) -> &'static Network {
    INSTALLED.get_or_init(|| net)
}

impl NetXiangqi {
    /// `pos` with accumulators computed from scratch for `net`.
    pub fn new(pos: Xiangqi, net: &'static Network) -> NetXiangqi {
        let acc = Accumulators::new(net, pos.pieces());
        NetXiangqi { pos, acc, net }
    }

    /// The rules' position.
    pub fn position(&self) -> &Xiangqi {
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

impl Variant for NetXiangqi {
    type Move = XiangqiMove;
    const GAME: rules::GameId = Xiangqi::GAME;
    const START: &'static str = Xiangqi::START;

    fn from_position_string(text: &str) -> Result<NetXiangqi, PositionError> {
        let net = INSTALLED.get().copied().unwrap_or_else(|| {
            static ZERO: OnceLock<Network> = OnceLock::new();
            ZERO.get_or_init(Network::zero)
        });
        Ok(NetXiangqi::new(Xiangqi::from_position_string(text)?, net))
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

    fn for_each_move(&self, f: impl FnMut(XiangqiMove)) {
        self.pos.for_each_move(f);
    }

    fn for_each_capture(&self, f: impl FnMut(XiangqiMove)) {
        self.pos.for_each_capture(f);
    }

    fn play_unchecked(&mut self, m: XiangqiMove) {
        let (from, to) = (m.from(), m.to());
        if let Some((mover, kind)) = self.pos.piece_at(from) {
            let taken = self.pos.piece_at(to).map(|(_, k)| k);
            self.acc.moved(self.net, mover, kind, from, to, taken);
        }
        self.pos.play_unchecked(m);
    }

    fn move_text(&self, m: XiangqiMove) -> String {
        self.pos.move_text(m)
    }

    fn move_display(&self, m: XiangqiMove) -> String {
        self.pos.move_display(m)
    }

    fn move_aliases(&self, m: XiangqiMove) -> Vec<String> {
        self.pos.move_aliases(m)
    }

    fn move_chinese(&self, m: XiangqiMove) -> Option<ChineseText> {
        self.pos.move_chinese(m)
    }

    fn null_move(&self) -> Option<NetXiangqi> {
        let pos = self.pos.null_move()?;
        Some(NetXiangqi { pos, acc: self.acc.clone(), net: self.net })
    }

    fn move_cells(&self, m: XiangqiMove) -> LastMove {
        self.pos.move_cells(m)
    }

    fn parse_move(&self, text: &str) -> Result<XiangqiMove, MoveError> {
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

    fn view(&self) -> BoardView {
        self.pos.view()
    }
}

impl Evaluate for NetXiangqi {
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

    fn capture_value(&self, m: XiangqiMove) -> i32 {
        self.pos.capture_value(m)
    }

    fn royal_en_prise(&self) -> bool {
        self.pos.royal_en_prise()
    }

    fn capture_ceiling(&self, victim: i32) -> i32 {
        self.pos.capture_ceiling(victim)
    }

    fn mover_value(&self, m: XiangqiMove) -> i32 {
        self.pos.mover_value(m)
    }
}
