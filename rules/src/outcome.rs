//! How a game ended: who won (if anyone) and why, in words a player understands.

use crate::{BySide, GameId, Side};

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
    /// The winner captured the enemy Prince (Amalgamated Chess).
    PrinceCaptured,
    /// The winner left the opponent nothing but its Prince (Amalgamated Chess).
    BarePrince,
    /// Only the two royal pieces are left, both Kings (Amalgamated Chess).
    DeadPosition,
    /// A player resigned.
    Resignation,
    /// The players agreed to a draw.
    Agreement,
    /// The side to move let the turn time limit pass and the opponent claimed the game.
    Timeout,
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
            Reason::PrinceCaptured => "capture of the Prince".into(),
            Reason::BarePrince => "bare Prince".into(),
            Reason::DeadPosition => "dead position".into(),
            Reason::Resignation => "resignation".into(),
            Reason::Agreement => "agreement".into(),
            Reason::Timeout => "timeout".into(),
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
    /// For a game that scores draws on points (Amalgamated Chess): each side's total in
    /// half-points (Black's 2.5 included); the winner is the side with more.
    pub points: Option<BySide<u32>>,
}

impl Outcome {
    /// `side` wins for `reason`.
    pub const fn win(side: Side, reason: Reason) -> Outcome {
        Outcome { winner: Some(side), reason, points: None }
    }

    /// A draw for `reason`.
    pub const fn draw(reason: Reason) -> Outcome {
        Outcome { winner: None, reason, points: None }
    }

    /// A drawn result decided by points (in half-points): the side with more wins.
    pub fn on_points(reason: Reason, half_points: BySide<u32>) -> Outcome {
        let winner = match half_points.first.cmp(&half_points.second) {
            std::cmp::Ordering::Greater => Some(Side::First),
            std::cmp::Ordering::Less => Some(Side::Second),
            std::cmp::Ordering::Equal => None,
        };
        Outcome { winner, reason, points: Some(half_points) }
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
        if let Some(points) = self.points {
            let drawn = Outcome::draw(self.reason).describe(game);
            let show = |half: u32| {
                if half.is_multiple_of(2) {
                    (half / 2).to_string()
                } else {
                    format!("{}.5", half / 2)
                }
            };
            let verdict = match self.winner {
                Some(w) => format!("{} wins", name(w)),
                None => "a tie".to_owned(),
            };
            return format!(
                "{drawn} — on points {} {}, {} {}: {verdict}",
                name(Side::First),
                show(points.first),
                name(Side::Second),
                show(points.second)
            );
        }
        match (self.winner, self.reason) {
            (Some(w), Reason::Checkmate) => format!("{} wins by checkmate", name(w)),
            (Some(w), Reason::Stalemate) => {
                format!("{} wins: {} has no legal move (stalemate)", name(w), name(!w))
            }
            (Some(w), Reason::PerpetualCheck) => {
                format!("{} wins: {} gave perpetual check", name(w), name(!w))
            }
            (Some(w), Reason::Timeout) => {
                format!("{} wins on time: {} did not move in time", name(w), name(!w))
            }
            (Some(w), Reason::Resignation) => format!("{} wins: {} resigned", name(w), name(!w)),
            (Some(w), Reason::Gauntlet) => {
                format!("{} wins: {} has no General left in the Gauntlet", name(w), name(!w))
            }
            (Some(w), Reason::PrinceCaptured) => {
                format!("{} wins by capturing {}'s Prince", name(w), name(!w))
            }
            (Some(w), Reason::BarePrince) => {
                format!("{} wins: {} has nothing left but its Prince", name(w), name(!w))
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
            (None, Reason::DeadPosition) => "Draw: only the two Kings are left".into(),
            (None, Reason::NoLegalAction) => "Draw: the side to move has no legal action".into(),
            (None, Reason::Gauntlet) => "Draw: neither side has a General in the Gauntlet".into(),
            (None, Reason::TurnLimit(n)) => format!("Draw: {n} full turns played"),
            (None, reason) => format!("Draw by {}", reason.name()),
        }
    }
}
