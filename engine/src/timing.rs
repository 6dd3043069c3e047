//! Thinking on a clock: how much of the time left the engine gives one move.
//!
//! A live game gives the engine its clock ([`TimeLeft`]); [`budget`] turns it into the most
//! one search may take: the time left, less a reserve for what is not searching (taking the
//! turn, posting the move), shared over the moves still to come, plus most of the increment.
//! Every level is capped by it, so no level loses on time however fast the control; level 8
//! also keeps its own ceiling ([`crate::LEVEL_8_TIME`]), and the node-bounded levels their
//! nodes. Since each move spends a share of what is left and keeps the reserve, the clock
//! shrinks geometrically and never reaches zero from searching alone.

use std::time::Duration;

/// A side's clock as the engine sees it before a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TimeLeft {
    /// What is left now: this move comes out of it.
    pub left: Duration,
    /// What is added after the move.
    pub increment: Duration,
    /// Moves the side has made so far (for the estimate of moves still to come).
    pub moves_made: u32,
}

/// The most of the time left kept back from searching: for taking the turn, posting the move
/// and a busy machine. A fifth of what is left, at most this.
pub const RESERVE: Duration = Duration::from_secs(2);

/// The moves still to come, as estimated: 35 at the start, one fewer every two moves made, and
/// never fewer than 15 (games of these variants run 40 to 100 moves a side).
pub fn moves_to_go(moves_made: u32) -> u32 {
    35u32.saturating_sub(moves_made / 2).max(15)
}

/// The most one search may take on `clock`.
///
/// ```
/// use std::time::Duration;
/// use engine::timing::{TimeLeft, budget};
/// let start = TimeLeft { left: Duration::from_secs(60), increment: Duration::ZERO, moves_made: 0 };
/// // 58 s usable (2 s kept back) over 35 moves to go.
/// assert_eq!(budget(start).as_millis(), 1_657);
/// let low = TimeLeft { left: Duration::from_millis(500), ..start };
/// assert!(budget(low) < Duration::from_millis(30));
/// ```
pub fn budget(clock: TimeLeft) -> Duration {
    let reserve = (clock.left / 5).min(RESERVE);
    let usable = clock.left.saturating_sub(reserve);
    let share = usable / moves_to_go(clock.moves_made) + clock.increment * 3 / 4;
    share.min(usable / 2)
}
