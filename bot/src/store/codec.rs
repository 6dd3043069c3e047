//! How the host's vocabulary is written in columns and read back: the one place that knows.
//!
//! Ids and moments are 64-bit integers. Discord's ids are `u64` snowflakes and both databases
//! store `i64`: the cast is a bit-for-bit round trip, so every `u64` survives. Choices (sides,
//! piece styles, orientations) are words that never change once released.

use super::sql::{Columns, StoreError, StoreResult, Value};
use crate::model::{
    ChallengeNo, ChannelId, GameNo, Moment, Orientation, ServerId, SideChoice, Sight, Stamp,
    TournamentNo, UserId,
};
use crate::tournament::{BoardResult, Format};

/// A value stored as a 64-bit integer.
pub(crate) trait IntColumn: Copy {
    /// As stored.
    fn sql(self) -> i64;
    /// Read back.
    fn from_sql(v: i64) -> Self;
}

macro_rules! snowflake {
    ($($t:ty),*) => {$(
        impl IntColumn for $t {
            fn sql(self) -> i64 {
                // Bit for bit: ids above i64::MAX come back as they went in.
                self.0 as i64
            }
            fn from_sql(v: i64) -> $t {
                Self(v as u64)
            }
        }
        impl From<$t> for Value {
            fn from(v: $t) -> Value {
                Value::Int(v.sql())
            }
        }
    )*};
}
snowflake!(UserId, ChannelId, ServerId);

macro_rules! row_id {
    ($($t:ty),*) => {$(
        impl IntColumn for $t {
            fn sql(self) -> i64 {
                self.0
            }
            fn from_sql(v: i64) -> $t {
                Self(v)
            }
        }
        impl From<$t> for Value {
            fn from(v: $t) -> Value {
                Value::Int(v.0)
            }
        }
    )*};
}
row_id!(GameNo, ChallengeNo, TournamentNo);

impl IntColumn for Moment {
    fn sql(self) -> i64 {
        self.seconds()
    }
    fn from_sql(v: i64) -> Moment {
        Moment::from_seconds(v)
    }
}

impl From<Moment> for Value {
    fn from(v: Moment) -> Value {
        Value::Int(v.seconds())
    }
}

impl IntColumn for Stamp {
    fn sql(self) -> i64 {
        self.millis()
    }
    fn from_sql(v: i64) -> Stamp {
        Stamp::from_millis(v)
    }
}

impl From<Stamp> for Value {
    fn from(v: Stamp) -> Value {
        Value::Int(v.millis())
    }
}

/// A length of time as a millisecond column holds it (clocks).
pub(crate) fn millis(d: std::time::Duration) -> i64 {
    i64::try_from(d.as_millis()).unwrap_or(i64::MAX)
}

/// A choice stored as a word.
pub(crate) trait WordColumn: Copy + Sized + 'static {
    /// Every value, to read a word back.
    const ALL: &'static [Self];
    /// As stored.
    fn word(self) -> &'static str;
    /// Read back.
    fn from_word(text: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|v| v.word() == text)
    }
}

impl WordColumn for rules::Side {
    const ALL: &'static [Self] = &rules::Side::ALL;
    fn word(self) -> &'static str {
        match self {
            rules::Side::First => "first",
            rules::Side::Second => "second",
        }
    }
}

impl WordColumn for SideChoice {
    const ALL: &'static [Self] = &SideChoice::ALL;
    fn word(self) -> &'static str {
        self.key()
    }
}

impl WordColumn for Orientation {
    const ALL: &'static [Self] = &Orientation::ALL;
    fn word(self) -> &'static str {
        self.key()
    }
}

impl WordColumn for render::PieceStyle {
    const ALL: &'static [Self] = &render::PieceStyle::ALL;
    fn word(self) -> &'static str {
        self.key()
    }
}

impl WordColumn for Format {
    const ALL: &'static [Self] = &Format::ALL;
    fn word(self) -> &'static str {
        self.key()
    }
}

impl WordColumn for BoardResult {
    const ALL: &'static [Self] = &BoardResult::ALL;
    fn word(self) -> &'static str {
        self.key()
    }
}

macro_rules! word_value {
    ($($t:ty),*) => {$(
        impl From<$t> for Value {
            fn from(v: $t) -> Value {
                Value::Text(v.word().to_owned())
            }
        }
    )*};
}
word_value!(rules::Side, SideChoice, Orientation, render::PieceStyle, Format, BoardResult);

/// The channels in sight as a JSON array of ids, for the dialect's list test, or NULL for
/// every channel.
impl From<&Sight> for Value {
    fn from(sight: &Sight) -> Value {
        match sight {
            Sight::Everywhere => Value::Null,
            Sight::Channels(list) => {
                let ids: Vec<String> = list.iter().map(|c| c.sql().to_string()).collect();
                Value::Text(format!("[{}]", ids.join(",")))
            }
        }
    }
}

/// A length of time as whole seconds.
pub(crate) fn seconds(d: std::time::Duration) -> i64 {
    i64::try_from(d.as_secs()).unwrap_or(i64::MAX)
}

impl From<std::time::Duration> for Value {
    fn from(d: std::time::Duration) -> Value {
        Value::Int(seconds(d))
    }
}

impl dyn Columns + '_ {
    /// An integer column of ids or moments.
    pub(crate) fn id<T: IntColumn>(&self, column: &str) -> StoreResult<Option<T>> {
        Ok(self.int(column)?.map(T::from_sql))
    }

    /// An id or moment column that is never NULL.
    pub(crate) fn need_id<T: IntColumn>(&self, column: &str) -> StoreResult<T> {
        Ok(T::from_sql(self.need_int(column)?))
    }

    /// A word column.
    pub(crate) fn word<T: WordColumn>(&self, column: &str) -> StoreResult<Option<T>> {
        self.parsed(column, T::from_word)
    }

    /// A column of a length of time in seconds.
    pub(crate) fn duration(&self, column: &str) -> StoreResult<Option<std::time::Duration>> {
        match self.int(column)? {
            None => Ok(None),
            Some(v) => u64::try_from(v)
                .map(|s| Some(std::time::Duration::from_secs(s)))
                .map_err(|_| StoreError::bad_value(column, v)),
        }
    }

    /// A column of a length of time in milliseconds (clocks).
    pub(crate) fn millis(&self, column: &str) -> StoreResult<Option<std::time::Duration>> {
        match self.int(column)? {
            None => Ok(None),
            Some(v) => u64::try_from(v)
                .map(|ms| Some(std::time::Duration::from_millis(ms)))
                .map_err(|_| StoreError::bad_value(column, v)),
        }
    }

    /// A word column that is never NULL.
    pub(crate) fn need_word<T: WordColumn>(&self, column: &str) -> StoreResult<T> {
        self.word(column)?.ok_or_else(|| StoreError::bad_value(column, "NULL"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_survive_the_database() {
        for v in [0, 1, u64::MAX, 1 << 63, 1_234_567_890_123_456_789] {
            assert_eq!(UserId::from_sql(UserId(v).sql()), UserId(v));
        }
    }

    #[test]
    fn every_word_reads_back() {
        fn check<T: WordColumn + PartialEq + std::fmt::Debug>() {
            for &v in T::ALL {
                assert_eq!(T::from_word(v.word()), Some(v));
            }
            assert_eq!(T::from_word("nonsense"), None);
        }
        check::<rules::Side>();
        check::<SideChoice>();
        check::<Orientation>();
        check::<render::PieceStyle>();
        check::<Format>();
        check::<BoardResult>();
    }
}
