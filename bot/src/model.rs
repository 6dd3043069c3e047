//! The host's vocabulary: who acts, where, which game, and what time it is.
//!
//! Users, channels and servers are Discord snowflakes (`u64`); the local mode makes up its
//! own. Games and challenges are numbered by the store ([`GameNo`], [`ChallengeNo`]). Times are
//! [`Moment`]s and lengths of time [`Duration`]s. How each is written in the database is the
//! store's business (`store/codec.rs`).

use std::{
    fmt,
    sync::{
        Arc,
        atomic::{AtomicI64, Ordering},
    },
    time::Duration,
};

pub use crate::i18n::Lang;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u64);
    };
}

id_type!(
    /// A Discord user (or a local-mode player).
    UserId
);
id_type!(
    /// A channel or thread: the place a game is played. A thread is a channel of its own.
    ChannelId
);
id_type!(
    /// A Discord server (guild).
    ServerId
);

/// A game's number: players see it as `#12` (`/show 12`), buttons carry it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameNo(pub i64);

/// A challenge's number, carried by its buttons.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ChallengeNo(pub i64);

/// A tournament's number: players see it as `#3` (`/tournament show 3`), buttons carry it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TournamentNo(pub i64);

impl fmt::Display for TournamentNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for GameNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl fmt::Display for ChallengeNo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A moment, to the second: when a move was played, when a challenge expires. Seconds since
/// the Unix epoch inside; moving it by a [`Duration`] saturates rather than wraps.
///
/// ```
/// use std::time::Duration;
/// use bot::model::Moment;
/// let start = Moment::from_seconds(1_000);
/// let later = start + Duration::from_secs(60);
/// assert_eq!(later.since(start), Duration::from_secs(60));
/// assert_eq!(start.since(later), Duration::ZERO);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Moment(i64);

impl Moment {
    /// The moment `seconds` after the Unix epoch.
    pub const fn from_seconds(seconds: i64) -> Moment {
        Moment(seconds)
    }

    /// Seconds since the Unix epoch.
    pub const fn seconds(self) -> i64 {
        self.0
    }

    /// How long after `earlier` this is (zero if it is not after it).
    pub fn since(self, earlier: Moment) -> Duration {
        Duration::from_secs(u64::try_from(self.0.saturating_sub(earlier.0)).unwrap_or(0))
    }
}

/// Whole seconds of `d`, as a moment's arithmetic counts them.
fn whole_seconds(d: Duration) -> i64 {
    i64::try_from(d.as_secs()).unwrap_or(i64::MAX)
}

impl std::ops::Add<Duration> for Moment {
    type Output = Moment;
    fn add(self, d: Duration) -> Moment {
        Moment(self.0.saturating_add(whole_seconds(d)))
    }
}

impl std::ops::Sub<Duration> for Moment {
    type Output = Moment;
    fn sub(self, d: Duration) -> Moment {
        Moment(self.0.saturating_sub(whole_seconds(d)))
    }
}

/// A person (or bot) as the host sees them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct User {
    /// Their id.
    pub id: UserId,
    /// The name drawn beside their side on board pictures.
    pub name: String,
    /// Whether the account is a bot (bots cannot be challenged).
    pub bot: bool,
}

impl User {
    /// A human user.
    pub fn new(id: u64, name: &str) -> User {
        User { id: UserId(id), name: name.to_owned(), bot: false }
    }
}

/// The bot's own seat in a game against it: the side it plays and how strongly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EngineSeat {
    /// The side the bot plays.
    pub side: rules::Side,
    /// Its level, 1-8.
    pub level: engine::Level,
}

/// Who is acting: a user, and whether the adapter says they may moderate games here (abort
/// any game, change server settings).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// The user.
    pub user: User,
    /// Whether they have moderator rights in this place (abort any game).
    pub moderator: bool,
    /// Whether they may manage the server (change its settings).
    pub manager: bool,
    /// Their language (Discord's `locale`): what is said to them alone is in it.
    pub lang: Lang,
    /// The server's language as Discord gives it with their command (`guild_locale`), for
    /// public posts when the server has not chosen one with `/settings language`.
    pub server_lang: Option<Lang>,
    /// When their command reached the bot (the interaction's arrival), which a live game's
    /// clock charges them to; `None`: when the host reads it.
    pub arrived: Option<Stamp>,
}

impl Actor {
    /// A player without moderator rights, who reads English.
    pub fn player(user: &User) -> Actor {
        Actor {
            user: user.clone(),
            moderator: false,
            manager: false,
            lang: Lang::EnUs,
            server_lang: None,
            arrived: None,
        }
    }

    /// The same actor reading `lang`.
    #[must_use]
    pub fn speaking(self, lang: Lang) -> Actor {
        Actor { lang, ..self }
    }

    /// The acting user's id.
    pub fn id(&self) -> UserId {
        self.user.id
    }
}

/// Which of a server's channels the person asking can see: a game is shown only to members
/// who can see its channel, as its messages are. Worked out by the adapter from Discord's
/// permissions; the local mode sees everything.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Sight {
    /// Every channel (the local mode, tests of the host alone).
    Everywhere,
    /// Only these channels.
    Channels(Vec<ChannelId>),
}

impl Sight {
    /// Whether `channel` is in sight.
    pub fn sees(&self, channel: ChannelId) -> bool {
        match self {
            Sight::Everywhere => true,
            Sight::Channels(list) => list.contains(&channel),
        }
    }
}

/// Where a command was given.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Place {
    /// The server, or `None` in direct messages and the local mode.
    pub server: Option<ServerId>,
    /// The channel or thread.
    pub channel: ChannelId,
}

impl Place {
    /// A channel of a server.
    pub const fn new(server: u64, channel: u64) -> Place {
        Place { server: Some(ServerId(server)), channel: ChannelId(channel) }
    }
}

/// Which side a challenger asked to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SideChoice {
    /// The challenger moves first.
    First,
    /// The challenger moves second.
    Second,
    /// Decided by a coin toss when the challenge is accepted.
    Random,
}

impl SideChoice {
    /// Every choice, in the order they are offered.
    pub const ALL: [SideChoice; 3] = [SideChoice::First, SideChoice::Second, SideChoice::Random];

    /// Its key, the same in every language: `first`, `second`, `random`.
    pub const fn key(self) -> &'static str {
        match self {
            SideChoice::First => "first",
            SideChoice::Second => "second",
            SideChoice::Random => "random",
        }
    }
}

/// How a player wants the board pictures that answer them drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Orientation {
    /// The side to move at the bottom (the default): after a move, the board faces the player
    /// whose turn it is.
    #[default]
    Turn,
    /// The player's own side at the bottom in every board that answers them, also after their
    /// own move, so the board does not turn round every ply.
    Own,
}

impl Orientation {
    /// Every orientation, in the order they are offered.
    pub const ALL: [Orientation; 2] = [Orientation::Turn, Orientation::Own];

    /// Its key, the same in every language: `turn`, `own`.
    pub const fn key(self) -> &'static str {
        match self {
            Orientation::Turn => "turn",
            Orientation::Own => "own",
        }
    }
}

/// A moment to the millisecond, for game clocks: when a board was shown, when a move arrived,
/// when a flag falls. Milliseconds since the Unix epoch inside.
///
/// ```
/// use std::time::Duration;
/// use bot::model::{Moment, Stamp};
/// let shown = Stamp::from_millis(1_000_500);
/// let arrived = shown + Duration::from_millis(2_250);
/// assert_eq!(arrived.since(shown), Duration::from_millis(2_250));
/// assert_eq!(arrived.moment(), Moment::from_seconds(1_002));
/// assert_eq!(Stamp::at(Moment::from_seconds(7)).millis(), 7_000);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Stamp(i64);

impl Stamp {
    /// The stamp `millis` milliseconds after the Unix epoch.
    pub const fn from_millis(millis: i64) -> Stamp {
        Stamp(millis)
    }

    /// The start of second `moment`.
    pub const fn at(moment: Moment) -> Stamp {
        Stamp(moment.0.saturating_mul(1_000))
    }

    /// Milliseconds since the Unix epoch.
    pub const fn millis(self) -> i64 {
        self.0
    }

    /// The second it falls in.
    pub const fn moment(self) -> Moment {
        Moment(self.0.div_euclid(1_000))
    }

    /// How long after `earlier` this is (zero if it is not after it).
    pub fn since(self, earlier: Stamp) -> Duration {
        Duration::from_millis(u64::try_from(self.0.saturating_sub(earlier.0)).unwrap_or(0))
    }
}

/// Whole milliseconds of `d`, as a stamp's arithmetic counts them.
fn whole_millis(d: Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

impl std::ops::Add<Duration> for Stamp {
    type Output = Stamp;
    fn add(self, d: Duration) -> Stamp {
        Stamp(self.0.saturating_add(whole_millis(d)))
    }
}

/// The host's source of time, injectable so tests can move time on without sleeping.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// The current time, to the millisecond.
    fn stamp(&self) -> Stamp;

    /// The current time, to the second.
    fn now(&self) -> Moment {
        self.stamp().moment()
    }
}

/// The real clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn stamp(&self) -> Stamp {
        let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        Stamp(since.map_or(0, whole_millis))
    }
}

/// A clock that only moves when told to: for tests. It counts milliseconds.
#[derive(Debug, Clone, Default)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock showing `now`.
    pub fn at(now: Moment) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(Stamp::at(now).0)))
    }

    /// Moves the clock on by `by` (to the millisecond).
    pub fn advance(&self, by: Duration) {
        self.0.fetch_add(whole_millis(by), Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn stamp(&self) -> Stamp {
        Stamp(self.0.load(Ordering::SeqCst))
    }
}
