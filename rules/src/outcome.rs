//! How a game ended: who won (if anyone) and why. [`Outcome::said`] gives the message key; the
//! bot words it.

use crate::{Arg, BySide, Said, Side};

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
    /// A position occurred three times and one side chased a piece with every move since its
    /// first occurrence, the other side neither checking nor chasing (Xiangqi): that side
    /// loses.
    PerpetualChase,
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
    /// A live game's clock ran out: the loser's, or a draw when the side with time left had
    /// nothing but its royal piece (which cannot win).
    OutOfTime,
    /// Decided from outside the game when its time was up (a tournament round's deadline): a
    /// draw, as the game stood.
    Adjudicated,
}

impl Reason {
    /// Every reason with no number, and the two limits with 0: for tests and catalogues.
    pub const ALL: [Reason; 19] = [
        Reason::Checkmate,
        Reason::Stalemate,
        Reason::PerpetualCheck,
        Reason::PerpetualChase,
        Reason::Repetition,
        Reason::NoAttackingPieces,
        Reason::MoveLimit(0),
        Reason::Gauntlet,
        Reason::TurnLimit(0),
        Reason::RoyalCaptured,
        Reason::NoLegalAction,
        Reason::PrinceCaptured,
        Reason::BarePrince,
        Reason::DeadPosition,
        Reason::Resignation,
        Reason::Agreement,
        Reason::Timeout,
        Reason::OutOfTime,
        Reason::Adjudicated,
    ];

    /// Its stable key, for catalogues and the database: "checkmate", "perpetual-check", …
    /// A limit's number is not part of it ([`Reason::limit`]).
    pub const fn key(self) -> &'static str {
        match self {
            Reason::Checkmate => "checkmate",
            Reason::Stalemate => "stalemate",
            Reason::PerpetualCheck => "perpetual-check",
            Reason::PerpetualChase => "perpetual-chase",
            Reason::Repetition => "repetition",
            Reason::NoAttackingPieces => "no-attacking-pieces",
            Reason::MoveLimit(_) => "move-limit",
            Reason::Gauntlet => "gauntlet",
            Reason::TurnLimit(_) => "turn-limit",
            Reason::RoyalCaptured => "royal-captured",
            Reason::NoLegalAction => "no-legal-action",
            Reason::PrinceCaptured => "prince-captured",
            Reason::BarePrince => "bare-prince",
            Reason::DeadPosition => "dead-position",
            Reason::Resignation => "resignation",
            Reason::Agreement => "agreement",
            Reason::Timeout => "timeout",
            Reason::OutOfTime => "out-of-time",
            Reason::Adjudicated => "adjudicated",
        }
    }

    /// The limit a [`Reason::MoveLimit`] or [`Reason::TurnLimit`] names; 0 for the others.
    pub const fn limit(self) -> u32 {
        match self {
            Reason::MoveLimit(n) | Reason::TurnLimit(n) => n,
            _ => 0,
        }
    }

    /// The reason with key `key` (and `limit` for the two limits): the inverse of
    /// [`Reason::key`] and [`Reason::limit`].
    ///
    /// ```
    /// use rules::Reason;
    /// assert_eq!(Reason::from_key("move-limit", 120), Some(Reason::MoveLimit(120)));
    /// assert_eq!(Reason::from_key("checkmate", 0), Some(Reason::Checkmate));
    /// assert_eq!(Reason::from_key("check mate", 0), None);
    /// ```
    pub fn from_key(key: &str, limit: u32) -> Option<Reason> {
        Reason::ALL.into_iter().find(|r| r.key() == key).map(|r| match r {
            Reason::MoveLimit(_) => Reason::MoveLimit(limit),
            Reason::TurnLimit(_) => Reason::TurnLimit(limit),
            r => r,
        })
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

    /// The result as a message for the player: `outcome-win` (arguments `winner`, `loser`,
    /// `reason`), `outcome-draw` (`reason`, `limit`), or, for a result on points,
    /// `outcome-points` (the draw as `drawn`, each side and its score, and `verdict`: `first`,
    /// `second` or `tie`).
    ///
    /// ```
    /// use rules::{Arg, Outcome, Reason, Side};
    /// let said = Outcome::win(Side::Second, Reason::Stalemate).said();
    /// assert_eq!(said.key, "outcome-win");
    /// assert_eq!(said.arg("loser"), Some(&Arg::Side(Side::First)));
    /// assert_eq!(said.arg("reason"), Some(&Arg::Key("stalemate")));
    /// ```
    pub fn said(&self) -> Said {
        if let Some(points) = self.points {
            let verdict = match self.winner {
                Some(Side::First) => "first",
                Some(Side::Second) => "second",
                None => "tie",
            };
            return Said::new("outcome-points")
                .with("drawn", Outcome::draw(self.reason).said())
                .with("first", Side::First)
                .with("first-points", Arg::HalfPoints(points.first))
                .with("second", Side::Second)
                .with("second-points", Arg::HalfPoints(points.second))
                .with("verdict", Arg::Key(verdict));
        }
        let reason = Arg::Key(self.reason.key());
        match self.winner {
            Some(w) => {
                Said::new("outcome-win").with("winner", w).with("loser", !w).with("reason", reason)
            }
            None => {
                Said::new("outcome-draw").with("reason", reason).with("limit", self.reason.limit())
            }
        }
    }
}
