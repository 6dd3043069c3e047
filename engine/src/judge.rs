//! Judging a game's moves from the engine's evaluations, as lichess judges chess (lila's
//! `WinPercent`, `AccuracyPercent` and `Advice`): an evaluation becomes winning chances, a
//! move's accuracy follows from how much of them it gave away, and so does its label
//! (inaccuracy, mistake, blunder). One thing differs: the constant that turns centipawns into
//! winning chances is each game's own ([`Chances::of`]), fitted to the results of the engine's
//! games, because our evaluations are on other scales than Stockfish's chess.
//!
//! ```
//! use engine::{Score, judge::{Chances, Judgement, judge}};
//! let chess = Chances::CHESS;
//! // An even position, then a position where the mover is a Rook down: a blunder.
//! assert_eq!(judge(chess, Score::Centipawns(0), Score::Centipawns(-500)), Some(Judgement::Blunder));
//! assert_eq!(judge(chess, Score::Centipawns(0), Score::Centipawns(-10)), None);
//! ```

use rules::{BySide, GameId, Side};

use crate::Score;

/// How evaluations turn into winning chances in one game: `2 / (1 + e^(−c·cp)) − 1`, from −1
/// (lost) to +1 (won).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Chances {
    /// `c`, per centipawn of the engine's evaluation.
    pub per_centipawn: f64,
}

/// The centipawns lichess clamps chess evaluations to, and counts a mate as.
const CHESS_CLAMP: f64 = 1_000.0;

impl Chances {
    /// Chess's constant, fitted by lichess to rapid games between strong players and
    /// Stockfish's scale (lila pull request 11148). For reference and tests.
    pub const CHESS: Chances = Chances { per_centipawn: 0.003_682_08 };

    /// The constant of `game`, fitted to the results of the engine's own games: `c = k ·
    /// ln 10 / 400` for the `k` that best turns the evaluation analysis judges with into
    /// those results (`examples/chances.rs`, on new self-play games, each game with its
    /// network: American Chess's, Amalgamated Chess's, Chess 1999's and Abstract Chess's on
    /// 400, 1,200, 300 and 300 games of 3,000 nodes a move; BENCHMARKS.md, "Winning chances").
    ///
    /// Xiangqi's is fitted to the scores analysis judges with (a search at its budget, two
    /// lines) on 300 games of level 8 with its network at 20,000 nodes a move
    /// (`examples/chances_search.rs`): games of 3,000 nodes a move convert an advantage so
    /// much less surely that their constant (0.002877) made analysis mark only 59 % of
    /// Fairy-Stockfish's blunders in games between levels 2 and 5 a mistake or worse (83 %
    /// with this one; BENCHMARKS.md, "Analysis against Fairy-Stockfish on weaker games").
    pub const fn of(game: GameId) -> Chances {
        let per_centipawn = match game {
            GameId::Xiangqi => 0.004_026,     // k = 0.699, 20,000-node games
            GameId::American => 0.000_790,    // k = 0.137, with the network
            GameId::Amalgamated => 0.002_069, // k = 0.359, with the network
            GameId::Abstract => 0.001_054,    // k = 0.183, with the network
            GameId::Chess1999 => 0.000_763,   // k = 0.133, with the network
        };
        Chances { per_centipawn }
    }

    /// The centipawns at which this game's winning chances are chess's at ±1000, which lichess
    /// clamps to: evaluations beyond it, and mates, count as it.
    fn clamp(self) -> f64 {
        CHESS_CLAMP * Chances::CHESS.per_centipawn / self.per_centipawn
    }

    /// The winning chances, −1 to +1, of the side `score` is for.
    pub fn winning_chances(self, score: Score) -> f64 {
        let clamp = self.clamp();
        let cp = match score {
            Score::Centipawns(cp) => f64::from(cp).clamp(-clamp, clamp),
            Score::Mate(n) if n > 0 => clamp,
            Score::Mate(_) => -clamp,
        };
        2.0 / (1.0 + (-self.per_centipawn * cp).exp()) - 1.0
    }

    /// The same as a percentage, 0 to 100.
    pub fn win_percent(self, score: Score) -> f64 {
        50.0 + 50.0 * self.winning_chances(score)
    }
}

/// How good a move was, 0 to 100, from its mover's win percentage before and after it: 100
/// when it gave nothing away, falling off exponentially with what it gave (lichess's curve,
/// with its one point for the analysis being imperfect).
pub fn move_accuracy(before: f64, after: f64) -> f64 {
    if after >= before {
        return 100.0;
    }
    let raw = 103.166_810_071_164_9 * (-0.043_544_153_867_539_51 * (before - after)).exp()
        - 3.166_924_740_191_411;
    (raw + 1.0).clamp(0.0, 100.0)
}

/// What kind of bad move a move was.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    /// It gave away at least a tenth of the winning chances (on the −1…+1 scale): `?!`.
    Inaccuracy,
    /// At least two tenths: `?`.
    Mistake,
    /// At least three tenths: `??`.
    Blunder,
}

impl Judgement {
    /// The mark a game record gives it.
    pub const fn glyph(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "?!",
            Judgement::Mistake => "?",
            Judgement::Blunder => "??",
        }
    }
}

/// The winning chances (−1…+1) at which lichess's chess bands for moves around a forced mate
/// (700 and 999 centipawns) lie: game-independent, so that they mean the same in every game.
fn mate_band(cp: f64) -> f64 {
    Chances::CHESS.winning_chances(Score::Centipawns(cp as i32))
}

/// The label of a move from its mover's evaluation before (`before`, the best play there) and
/// after it (`after`), both from the mover's side, as lichess labels: by the winning chances
/// given away (0.1, 0.2, 0.3), or, around a forced mate, by how far from lost the mover was
/// when walking into one, or how far ahead they stayed after letting one go.
pub fn judge(chances: Chances, before: Score, after: Score) -> Option<Judgement> {
    let mating = |s: Score| matches!(s, Score::Mate(n) if n > 0);
    let mated = |s: Score| matches!(s, Score::Mate(n) if n <= 0);
    let wc = |s: Score| chances.winning_chances(s);
    let banded = |chances: f64, inaccuracy: f64, mistake: f64| {
        if chances > inaccuracy {
            Judgement::Inaccuracy
        } else if chances > mistake {
            Judgement::Mistake
        } else {
            Judgement::Blunder
        }
    };
    let (high, low) = (mate_band(999.0), mate_band(700.0));
    match (before, after) {
        // A mate let go: judged by how far ahead the mover still is.
        _ if mating(before) && !mating(after) => Some(banded(wc(after), high, low)),
        // Walking into a forced mate: judged by how lost the mover already was.
        _ if mated(after) && !mated(before) => Some(banded(-wc(before), high, low)),
        (Score::Centipawns(_), Score::Centipawns(_)) => {
            let lost = wc(before) - wc(after);
            [
                (BLUNDER, Judgement::Blunder),
                (MISTAKE, Judgement::Mistake),
                (0.1, Judgement::Inaccuracy),
            ]
            .into_iter()
            .find(|&(band, _)| lost >= band)
            .map(|(_, j)| j)
        }
        _ => None,
    }
}

/// The winning chances a move gives away to be a mistake.
const MISTAKE: f64 = 0.2;
/// To be a blunder.
const BLUNDER: f64 = 0.3;
/// Close under a mistake: within this of [`MISTAKE`] a move is [`doubtful`].
const DOUBT: f64 = 0.05;

/// Whether a move judged from `before` and `after` (both centipawns) fell just short of a
/// mistake: it gave away at least 0.15 of the winning chances but less than 0.2. A deeper
/// search often finds such a move was a mistake or worse (`analysis::second_looks`).
pub fn doubtful(chances: Chances, before: Score, after: Score) -> bool {
    match (before, after) {
        (Score::Centipawns(_), Score::Centipawns(_)) => {
            let lost = chances.winning_chances(before) - chances.winning_chances(after);
            (MISTAKE - DOUBT..MISTAKE).contains(&lost)
        }
        _ => false,
    }
}

/// Each side's accuracy over a game, 0 to 100, from the first side's win percentage before
/// the first move and after every ply (`win_percents`, one more than the plies), the first
/// ply played by `first`: the mean of a volatility-weighted mean and a harmonic mean of the
/// move accuracies, as lichess computes it. `None` for a side that made no move.
pub fn game_accuracy(first: Side, win_percents: &[f64]) -> BySide<Option<f64>> {
    let plies = win_percents.len().saturating_sub(1);
    // Each ply is weighted by how much the game swung around it: the standard deviation of
    // the win percentages in a window of a tenth of the game (2 to 8 values), the first
    // windows all at the start.
    let window = (plies / 10).clamp(2, 8).min(win_percents.len());
    let weights: Vec<f64> = (0..plies)
        .map(|i| {
            let start = i.saturating_sub(window - 2);
            standard_deviation(&win_percents[start..start + window]).clamp(0.5, 12.0)
        })
        .collect();
    let mut moves: BySide<Vec<(f64, f64)>> = BySide::new_with(|_| Vec::new());
    for (i, pair) in win_percents.windows(2).enumerate() {
        let mover = if i % 2 == 0 { first } else { !first };
        let (before, after) = match mover {
            Side::First => (pair[0], pair[1]),
            Side::Second => (100.0 - pair[0], 100.0 - pair[1]),
        };
        moves[mover].push((move_accuracy(before, after), weights[i]));
    }
    BySide::new_with(|side| {
        let list = &moves[side];
        if list.is_empty() {
            return None;
        }
        let total: f64 = list.iter().map(|(_, w)| w).sum();
        let weighted = list.iter().map(|(a, w)| a * w).sum::<f64>() / total;
        let harmonic = list.len() as f64 / list.iter().map(|(a, _)| 1.0 / a.max(1.0)).sum::<f64>();
        Some((weighted + harmonic) / 2.0)
    })
}

/// The population standard deviation.
fn standard_deviation(xs: &[f64]) -> f64 {
    if xs.is_empty() {
        return 0.0;
    }
    let n = xs.len() as f64;
    let mean = xs.iter().sum::<f64>() / n;
    (xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / n).sqrt()
}
