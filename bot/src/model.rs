//! The host's vocabulary: who acts, where, and what time it is.
//!
//! Ids are Discord snowflakes (`u64`); the local mode makes up its own. SQLite stores them as
//! `INTEGER` (an `i64`): the cast is a bit-for-bit round trip, so every `u64` survives.

use std::sync::{
    Arc,
    atomic::{AtomicI64, Ordering},
};

pub use crate::i18n::Lang;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub u64);

        impl $name {
            /// The id as SQLite stores it.
            pub const fn sql(self) -> i64 {
                self.0 as i64
            }

            /// The id read back from SQLite.
            pub const fn from_sql(v: i64) -> $name {
                $name(v as u64)
            }
        }
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

impl UserId {
    /// How replies name a user: a Discord mention, which the local mode replaces by a name.
    pub fn mention(self) -> String {
        format!("<@{}>", self.0)
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

    /// The channels in sight as a JSON array for SQL (`json_each`), or `None` for all.
    pub fn sql(&self) -> Option<String> {
        match self {
            Sight::Everywhere => None,
            Sight::Channels(list) => {
                let ids: Vec<String> = list.iter().map(|c| c.sql().to_string()).collect();
                Some(format!("[{}]", ids.join(",")))
            }
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

    /// As stored.
    pub const fn sql(self) -> &'static str {
        match self {
            SideChoice::First => "first",
            SideChoice::Second => "second",
            SideChoice::Random => "random",
        }
    }

    /// Read back from the store.
    pub fn from_sql(text: &str) -> Option<SideChoice> {
        SideChoice::ALL.into_iter().find(|c| c.sql() == text)
    }
}

/// A piece style as the store writes it.
pub const fn style_sql(style: render::PieceStyle) -> &'static str {
    match style {
        render::PieceStyle::Characters => "characters",
        render::PieceStyle::Pictures => "pictures",
        render::PieceStyle::Letters => "letters",
    }
}

/// A piece style read back from the store.
pub fn style_from_sql(text: &str) -> Option<render::PieceStyle> {
    match text {
        "characters" => Some(render::PieceStyle::Characters),
        "pictures" => Some(render::PieceStyle::Pictures),
        "letters" => Some(render::PieceStyle::Letters),
        _ => None,
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

    /// As stored.
    pub const fn sql(self) -> &'static str {
        match self {
            Orientation::Turn => "turn",
            Orientation::Own => "own",
        }
    }

    /// Read back from the store.
    pub fn from_sql(text: &str) -> Option<Orientation> {
        match text {
            "turn" => Some(Orientation::Turn),
            "own" => Some(Orientation::Own),
            _ => None,
        }
    }
}

/// Seconds since the Unix epoch, as the store records times.
pub type Timestamp = i64;

/// The host's source of time, injectable so tests can move time on without sleeping.
pub trait Clock: Send + Sync + std::fmt::Debug {
    /// The current time.
    fn now(&self) -> Timestamp;
}

/// The real clock.
#[derive(Debug, Clone, Copy, Default)]
pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> Timestamp {
        let since = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
        since.map_or(0, |d| d.as_secs() as i64)
    }
}

/// A clock that only moves when told to: for tests.
#[derive(Debug, Clone, Default)]
pub struct ManualClock(Arc<AtomicI64>);

impl ManualClock {
    /// A clock showing `now`.
    pub fn at(now: Timestamp) -> ManualClock {
        ManualClock(Arc::new(AtomicI64::new(now)))
    }

    /// Moves the clock on by `seconds`.
    pub fn advance(&self, seconds: i64) {
        self.0.fetch_add(seconds, Ordering::SeqCst);
    }
}

impl Clock for ManualClock {
    fn now(&self) -> Timestamp {
        self.0.load(Ordering::SeqCst)
    }
}

/// A duration for players: "3 days", "1 hour 20 minutes", "45 seconds".
pub fn describe_duration(seconds: i64) -> String {
    crate::i18n::duration(Lang::EnUs, seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_read_naturally() {
        assert_eq!(describe_duration(3 * 86_400), "3 days");
        assert_eq!(describe_duration(3_600 + 20 * 60 + 5), "1 hour 20 minutes");
        assert_eq!(describe_duration(86_400 + 30), "1 day");
        assert_eq!(describe_duration(45), "45 seconds");
        assert_eq!(describe_duration(-5), "0 seconds");
    }

    #[test]
    fn ids_survive_sqlite() {
        for v in [0, 1, u64::MAX, 1 << 63, 1_234_567_890_123_456_789] {
            assert_eq!(UserId::from_sql(UserId(v).sql()), UserId(v));
        }
    }
}
