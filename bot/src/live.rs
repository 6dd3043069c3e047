//! Live play: time controls and the two clocks of a game played against the clock.
//!
//! A game has a clock when its challenge named a [`TimeControl`] (`5+3`: five minutes each,
//! three seconds added after each move, Fischer's way); without one it is a correspondence
//! game, with the turn limit and reminders. [`Clocks`] is the arithmetic alone, a pure value
//! the host keeps in the game's row: the store writes it in the transaction of each move, so
//! a flag and a move that race are decided by the game's compare-and-set like any two writes.
//!
//! **Fair time in a chat.** A player is charged from the moment their opponent's move was
//! shown (the post that shows it accepted by Discord: uploading a picture must not cost the
//! player who is waiting for it) to the moment their own move reached the bot. Until the board
//! is reported shown, the turn counts from the commit of the move before, so a turn whose
//! board was never reported still ends.
//!
//! **First moves.** As on lichess, each side's first move has its own limit ([`FIRST_MOVE`])
//! and takes nothing off its clock; a side that lets it pass aborts the game (unrated). The
//! clocks run from each side's second move on.

use std::{fmt, str::FromStr, time::Duration};

use rules::{BySide, Side};

use crate::model::Stamp;

/// How long each side has for its first move before the game is aborted.
pub const FIRST_MOVE: Duration = Duration::from_secs(30);

/// The most minutes a time control may give (three hours).
pub const MAX_MINUTES: u32 = 180;
/// The most seconds a time control may add per move.
pub const MAX_INCREMENT: u32 = 180;

/// A time control: minutes for each side, and seconds added after each move (Fischer).
///
/// ```
/// use std::time::Duration;
/// use bot::live::TimeControl;
/// let blitz: TimeControl = "5+3".parse().unwrap();
/// assert_eq!(blitz.initial(), Duration::from_secs(300));
/// assert_eq!(blitz.increment(), Duration::from_secs(3));
/// assert_eq!(blitz.to_string(), "5+3");
/// assert_eq!(blitz.pgn_tag(), "300+3");
/// assert_eq!("10".parse::<TimeControl>().unwrap().to_string(), "10+0");
/// assert!("0+0".parse::<TimeControl>().is_err());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    minutes: u32,
    seconds: u32,
}

/// Why a typed time control was refused, with what was typed.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TimeControlError {
    /// Not of the form `minutes+seconds`.
    #[error("{0:?} is not a time control like 5+3")]
    NotAControl(String),
    /// Minutes out of 1 ..= [`MAX_MINUTES`].
    #[error("{0} minutes is out of range")]
    Minutes(u32),
    /// Seconds out of 0 ..= [`MAX_INCREMENT`].
    #[error("{0} seconds per move is out of range")]
    Increment(u32),
}

impl TimeControl {
    /// The controls offered first, fastest first (lichess's bullet, blitz, rapid and
    /// classical steps).
    pub const PRESETS: [TimeControl; 6] = [
        TimeControl { minutes: 1, seconds: 0 },
        TimeControl { minutes: 3, seconds: 2 },
        TimeControl { minutes: 5, seconds: 3 },
        TimeControl { minutes: 10, seconds: 5 },
        TimeControl { minutes: 15, seconds: 10 },
        TimeControl { minutes: 30, seconds: 20 },
    ];

    /// `minutes` each and `seconds` added per move.
    ///
    /// # Errors
    /// Minutes outside 1 ..= [`MAX_MINUTES`], seconds above [`MAX_INCREMENT`].
    pub fn new(minutes: u32, seconds: u32) -> Result<TimeControl, TimeControlError> {
        if !(1..=MAX_MINUTES).contains(&minutes) {
            return Err(TimeControlError::Minutes(minutes));
        }
        if seconds > MAX_INCREMENT {
            return Err(TimeControlError::Increment(seconds));
        }
        Ok(TimeControl { minutes, seconds })
    }

    /// Each side's time at the start.
    pub const fn initial(self) -> Duration {
        Duration::from_secs(self.minutes as u64 * 60)
    }

    /// The time added after each move.
    pub const fn increment(self) -> Duration {
        Duration::from_secs(self.seconds as u64)
    }

    /// Minutes each.
    pub const fn minutes(self) -> u32 {
        self.minutes
    }

    /// Seconds added per move.
    pub const fn seconds(self) -> u32 {
        self.seconds
    }

    /// As PGN's `[TimeControl]` tag writes it: seconds, `+`, the increment (`300+3`).
    pub fn pgn_tag(self) -> String {
        format!("{}+{}", self.initial().as_secs(), self.seconds)
    }

    /// The control of a stored game: its initial time and increment in milliseconds.
    pub fn from_millis(initial: i64, increment: i64) -> Option<TimeControl> {
        let minutes = u32::try_from(initial / 60_000).ok()?;
        let seconds = u32::try_from(increment / 1_000).ok()?;
        TimeControl::new(minutes, seconds).ok()
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.seconds)
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    /// `5+3`, `5 + 3` or `5` (no increment); full-width digits and plus (`５＋３`, as a
    /// Chinese or Japanese keyboard types them) read as their ASCII forms.
    fn from_str(text: &str) -> Result<TimeControl, TimeControlError> {
        let wrong = || TimeControlError::NotAControl(text.chars().take(40).collect());
        let narrow = half_width(text);
        let (minutes, seconds) = narrow.trim().split_once('+').unwrap_or((narrow.trim(), "0"));
        let number = |s: &str| {
            let s = s.trim();
            if s.is_empty() || s.len() > 6 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(wrong());
            }
            s.parse::<u32>().map_err(|_| wrong())
        };
        TimeControl::new(number(minutes)?, number(seconds)?)
    }
}

/// `text` with full-width digits, plus signs and spaces (U+FF10–FF19, U+FF0B, U+3000) made
/// their ASCII forms, and everything else kept.
///
/// ```
/// assert_eq!(bot::live::half_width("５＋３"), "5+3");
/// assert_eq!(bot::live::half_width("１０　+ ５"), "10 + 5");
/// ```
pub fn half_width(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '\u{FF10}'..='\u{FF19}' => char::from_digit(u32::from(c) - 0xFF10, 10).unwrap_or(c),
            '\u{FF0B}' => '+',
            '\u{3000}' => ' ',
            c => c,
        })
        .collect()
}

/// How fast a game is played, which ratings keep apart (as lichess rates speeds apart).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Pace {
    /// Against the clock.
    Live,
    /// A turn limit of days, with reminders.
    Correspondence,
}

impl Pace {
    /// Both, live first.
    pub const ALL: [Pace; 2] = [Pace::Live, Pace::Correspondence];

    /// The pace of a game with `control`.
    pub const fn of(control: Option<TimeControl>) -> Pace {
        match control {
            Some(_) => Pace::Live,
            None => Pace::Correspondence,
        }
    }

    /// Its key, the same in every language and in the store: `live`, `correspondence`.
    pub const fn key(self) -> &'static str {
        match self {
            Pace::Live => "live",
            Pace::Correspondence => "correspondence",
        }
    }

    /// The pace with key `key`.
    pub fn from_key(key: &str) -> Option<Pace> {
        Pace::ALL.into_iter().find(|p| p.key() == key)
    }
}

/// A game's two clocks: pure arithmetic over stamps, kept in the game's row.
///
/// ```
/// use std::time::Duration;
/// use bot::{live::{Clocks, TimeControl}, model::Stamp};
/// use rules::Side;
/// let control: TimeControl = "1+2".parse().unwrap();
/// let t0 = Stamp::from_millis(1_000_000);
/// // Each side's first move is free; Red's second move, 5 s after its turn began, costs 5 s
/// // and earns 2.
/// let clocks = Clocks::new(control).started(t0);
/// let (clocks, _) = clocks.charge(Side::First, t0, t0).unwrap();
/// let (clocks, _) = clocks.charge(Side::Second, t0, t0).unwrap();
/// let (clocks, left) = clocks.charge(Side::First, t0 + Duration::from_secs(5), t0).unwrap();
/// assert_eq!(left, Duration::from_secs(57));
/// assert_eq!(clocks.deadline(Side::Second), Some(t0 + Duration::from_secs(60)));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Clocks {
    /// The time control.
    pub control: TimeControl,
    /// Each side's time left when the running turn began.
    pub left: BySide<Duration>,
    /// When the running turn began: its board shown (or, until that is known, the move before
    /// committed). `None`: the clocks are stopped (the game is over).
    pub since: Option<Stamp>,
    /// Whether the side has made its first move: until then its clock does not run, and
    /// [`FIRST_MOVE`] is its limit.
    pub moved: BySide<bool>,
}

/// A move that came after its side's deadline: the flag fell first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Late {
    /// When the flag fell.
    pub deadline: Stamp,
}

impl Clocks {
    /// Both clocks full, not running yet.
    pub fn new(control: TimeControl) -> Clocks {
        let full = control.initial();
        Clocks {
            control,
            left: BySide { first: full, second: full },
            since: None,
            moved: BySide { first: false, second: false },
        }
    }

    /// The same clocks with the turn begun at `at`.
    #[must_use]
    pub fn started(self, at: Stamp) -> Clocks {
        Clocks { since: Some(at), ..self }
    }

    /// The same clocks stopped (the game is over).
    #[must_use]
    pub fn stopped(self) -> Clocks {
        Clocks { since: None, ..self }
    }

    /// Whether `side` is still within its first move.
    pub fn first_move(&self, side: Side) -> bool {
        !self.moved[side]
    }

    /// How long `to_move` may take over the running turn: its first-move limit or its clock.
    pub fn allowance(&self, to_move: Side) -> Duration {
        if self.moved[to_move] { self.left[to_move] } else { FIRST_MOVE }
    }

    /// When `to_move`'s flag falls if it does not move; `None` while stopped.
    pub fn deadline(&self, to_move: Side) -> Option<Stamp> {
        Some(self.since? + self.allowance(to_move))
    }

    /// `side`'s clock as it reads at `now` with `to_move` to move: the running clock counts
    /// down (not below zero); a side within its first move shows its full time.
    pub fn reading(&self, side: Side, to_move: Side, now: Stamp) -> Duration {
        match self.since {
            Some(since) if side == to_move && self.moved[side] => {
                self.left[side].saturating_sub(now.since(since))
            }
            _ => self.left[side],
        }
    }

    /// Whether `side`'s time is low at `now` ([`low_time`]).
    pub fn low(&self, side: Side, to_move: Side, now: Stamp) -> bool {
        self.moved[side] && low_time(self.control, self.reading(side, to_move, now))
    }

    /// Charges `mover` for a move that arrived at `arrived`, the next turn beginning at
    /// `next`: its time used comes off its clock and the increment goes on (nothing, on its
    /// first move). Returns the clocks after and the mover's time left after the move.
    ///
    /// # Errors
    /// The move came after the mover's deadline: [`Late`], with when the flag fell.
    pub fn charge(
        &self,
        mover: Side,
        arrived: Stamp,
        next: Stamp,
    ) -> Result<(Clocks, Duration), Late> {
        let since = self.since.unwrap_or(arrived);
        let used = arrived.since(since);
        if used > self.allowance(mover) {
            return Err(Late { deadline: since + self.allowance(mover) });
        }
        let mut after = *self;
        if self.moved[mover] {
            after.left[mover] = self.left[mover] - used + self.control.increment();
        }
        after.moved[mover] = true;
        after.since = Some(next);
        Ok((after, after.left[mover]))
    }

    /// The clocks after a takeback granted at `at` with `to_move` to move next: the side whose
    /// turn it was keeps what it had left (no time is given back to anyone), and the turn of
    /// the side to move next begins at `at`.
    #[must_use]
    pub fn taken_back(&self, running: Side, at: Stamp, moved: BySide<bool>) -> Clocks {
        let mut after = *self;
        after.left[running] = self.reading(running, running, at);
        after.moved = moved;
        after.since = Some(at);
        after
    }
}

/// A clock is low under this, or under a tenth of its initial time if that is more.
pub const LOW_TIME: Duration = Duration::from_secs(20);

/// Whether `left` is low time under `control`: under 20 s, or under a tenth of the initial
/// time (whichever a falling clock reaches first).
pub fn low_time(control: TimeControl, left: Duration) -> bool {
    left < (control.initial() / 10).max(LOW_TIME)
}

/// PGN's `[%clk]` reading: `0:04:57` (hours, minutes, whole seconds).
pub fn pgn_clock(left: Duration) -> String {
    let secs = left.as_secs();
    format!("{}:{:02}:{:02}", secs / 3_600, (secs / 60) % 60, secs % 60)
}
