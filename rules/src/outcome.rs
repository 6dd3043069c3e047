//! How a game ended: who won (if anyone) and why, in words a player understands.

use crate::{GameId, Side};

/// Why a game ended. Each game uses the reasons its rules have.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Reason {
    /// The side to move was in check and had no legal move.
    Checkmate,
    /// The side to move was not in check and had no legal move. In Xiangqi this loses.
    Stalemate,
    /// A position occurred three times and one side gave check with every move since its first
    /// occurrence (Xiangqi): that side loses.
    PerpetualCheck,
    /// A position occurred for the third time.
    Repetition,
    /// Neither side has a piece left that could attack (Xiangqi: no Tank, Horse, Cannon or
    /// Soldier).
    NoAttackingPieces,
    /// The half-move clock reached the game's limit (the number is the limit).
    MoveLimit(u32),
    /// American Chess's end-of-turn verdict: only one side (the winner), or neither side (a
    /// draw), has a General in the Gauntlet after Red's move.
    Gauntlet,
    /// A game's limit on full turns was reached (the number is the limit).
    TurnLimit(u32),
    /// The winner captured the enemy royal stone (Abstract Chess).
    RoyalCaptured,
    /// The side to move had no legal action: a draw (Abstract Chess).
    NoLegalAction,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
}

impl Reason {
    /// A short name for the reason, for listings and the database: "checkmate",
    /// "perpetual check", "stalemate", …
    pub fn name(self) -> String {
        match self {
            Reason::Checkmate => "checkmate".into(),
            Reason::Stalemate => "stalemate".into(),
            Reason::PerpetualCheck => "perpetual check".into(),
            Reason::Repetition => "threefold repetition".into(),
            Reason::NoAttackingPieces => "no attacking pieces".into(),
            Reason::MoveLimit(_) => "move limit".into(),
            Reason::Gauntlet => "the Gauntlet".into(),
            Reason::TurnLimit(_) => "turn limit".into(),
            Reason::RoyalCaptured => "capture of the royal stone".into(),
            Reason::NoLegalAction => "no legal action".into(),
            Reason::Resignation => "resignation".into(),
            Reason::Agreement => "agreement".into(),
        }
    }
}

/// The result of a finished game.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// Why the game ended.
    pub reason: Reason,
}

impl Outcome {
    /// `side` wins for `reason`.
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome { winner: Some(side), reason }
    }

    /// A draw for `reason`.
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome { winner: None, reason }
    }

    /// The result as a player reads it, with the game's side names:
    /// "Red wins by checkmate", "Black wins: Red gave perpetual check", "Draw by agreement".
    ///
    /// ```
    /// use rules::{GameId, Outcome, Reason, Side};
    /// let o = Outcome::win(Side::Second, Reason::Stalemate);
    /// assert_eq!(o.describe(GameId::Xiangqi), "Black wins: Red has no legal move (stalemate)");
    /// ```
    pub fn describe(&self, game: GameId) -> String {
        let name = |s: Side| game.side_name(s);
        match (self.winner, self.reason) {
            (Some(w), Reason::Checkmate) => format!("{} wins by checkmate", name(w)),
            (Some(w), Reason::Stalemate) => {
                format!("{} wins: {} has no legal move (stalemate)", name(w), name(!w))
            }
            (Some(w), Reason::PerpetualCheck) => {
                format!("{} wins: {} gave perpetual check", name(w), name(!w))
            }
            (Some(w), Reason::Resignation) => format!("{} wins: {} resigned", name(w), name(!w)),
            (Some(w), Reason::Gauntlet) => {
                format!("{} wins: {} has no General left in the Gauntlet", name(w), name(!w))
            }
            (Some(w), Reason::RoyalCaptured) => {
                format!("{} wins by capturing {}'s royal stone", name(w), name(!w))
            }
            (Some(w), reason) => format!("{} wins by {}", name(w), reason.name()),
            (None, Reason::Stalemate) => "Draw by stalemate".into(),
            (None, Reason::Repetition) => "Draw by threefold repetition".into(),
            (None, Reason::NoAttackingPieces) => {
                "Draw: neither side has an attacking piece left".into()
            }
            (None, Reason::MoveLimit(n)) => format!("Draw: {n} half-moves without a capture"),
            (None, Reason::Agreement) => "Draw by agreement".into(),
            (None, Reason::NoLegalAction) => "Draw: the side to move has no legal action".into(),
            (None, Reason::Gauntlet) => "Draw: neither side has a General in the Gauntlet".into(),
            (None, Reason::TurnLimit(n)) => format!("Draw: {n} full turns played"),
            (None, reason) => format!("Draw by {}", reason.name()),
        }
    }
}
