//! What the bot says, typed: catalogue messages with typed arguments, put together into a
//! [`Text`]. The host builds them; only the edge (the Discord adapter, the console) turns one
//! into words, in a language and with its own markup ([`crate::i18n::word`]): a user is a
//! mention in Discord and a name at the console, emphasis is bold in Discord and plain text at
//! the console, a list is cut to fit a Discord message and printed whole at the console.
//! (Code quotes, `` `h3e3` ``, stay in the catalogue: they read as well in plain text.)
//!
//! ```
//! use bot::{i18n::{Lang, Plain}, msg, text::{Arg, Text}};
//! use rules::{GameId, Side};
//! let line = msg!("player", side = Arg::side(GameId::Xiangqi, Side::First), who = "Ann");
//! let text = Text::from(line);
//! assert_eq!(text.words(Lang::EnUs, &Plain), "Red Ann");
//! assert_eq!(text.words(Lang::ZhCn, &Plain), "红方 Ann");
//! ```

use std::time::Duration;

use rules::{ChineseText, GameId, PieceName, Said, Side};

use crate::model::{ChannelId, GameNo, Moment, UserId};

/// A catalogue message and its arguments: `msg!("status-to-move", side = …, who = user)`.
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    /// The message's key in the catalogue (`bot/locales/<language>/*.ftl`).
    pub key: &'static str,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message without arguments.
    pub const fn new(key: &'static str) -> Msg {
        Msg { key, args: Vec::new() }
    }

    /// The same message with one more argument.
    #[must_use]
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// The argument named `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}

/// Message `key` of the catalogue with named arguments, each anything [`Arg`] converts from:
/// `msg!("status-to-move", side = Arg::side(game, side), check = Arg::choice("no"), who = user)`.
/// A test reads every `msg!` in the sources and checks that the English message uses exactly
/// the arguments given.
#[macro_export]
macro_rules! msg {
    ($key:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::text::Msg {
            key: $key,
            args: vec![$( (stringify!($name), $crate::text::Arg::from($value)) ),*],
        }
    };
}

/// One argument of a message, typed so that each edge and language writes it its own way.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Text shown as it is: a name, a move as typed, a position string.
    Text(String),
    /// A whole number (plurals follow the language).
    Number(i64),
    /// A user: a mention in Discord, a name at the console.
    User(UserId),
    /// A channel: a link in Discord.
    Channel(ChannelId),
    /// A day (a date in Discord's own format, shown in the reader's time zone).
    Date(Moment),
    /// When a live game's flag falls: in Discord a relative timestamp ("in 4 minutes") that
    /// every client counts down by itself.
    Flag(crate::model::Stamp),
    /// A length of time, in its two largest units ("1 hour 20 minutes").
    Duration(Duration),
    /// A game, by its name.
    Game(GameId),
    /// A side, by its name in a game ("Red").
    Side(GameId, Side),
    /// A piece, by its name in a game ("Horse").
    Piece(GameId, PieceName),
    /// A way of drawing pieces, by its name ("Chinese characters").
    Style(render::PieceStyle),
    /// What the rules said about a game of this kind (a refused move, a result).
    Rules(GameId, Said),
    /// A move: in Chinese notation for readers of Chinese where the game has it
    /// ("炮二平五 (h3e3)"), else as players see it ("h3e3 (C2=5)").
    Move {
        /// Its canonical text.
        text: String,
        /// How players see it.
        display: String,
        /// Its Chinese notation, where the game has one.
        chinese: Option<ChineseText>,
    },
    /// A move offered in a list: for readers of Chinese where the game has Chinese notation,
    /// that and the move's text ("炮二平五 · h3e3"), else its spellings ("h3e3 · C2=5").
    MoveLabel {
        /// Its canonical text.
        text: String,
        /// Its text and other spellings, as offered to readers without Chinese notation.
        spellings: String,
        /// Its Chinese notation, where the game has one.
        chinese: Option<ChineseText>,
    },
    /// One of a message's fixed choices: the catalogue selects on it, never shows it.
    Choice(&'static str),
    /// Several values, listed with the language's separator ("a, b, c"), or its "or" when
    /// `or` is set ("a or b").
    List {
        /// The values.
        items: Vec<Arg>,
        /// Listed as alternatives.
        or: bool,
    },
    /// A whole text (a nested message, several in a row).
    Nested(Box<Text>),
    /// Words that depend on where they are read: what to do in Discord (a slash command),
    /// and at the console (what to type).
    Edge(Box<(Text, Text)>),
    /// The value emphasised (bold in Discord).
    Strong(Box<Arg>),
    /// The value with its first letter capitalised, to start a sentence.
    Sentence(Box<Arg>),
}

impl Arg {
    /// A side by its name in `game`.
    pub const fn side(game: GameId, side: Side) -> Arg {
        Arg::Side(game, side)
    }

    /// `value`, emphasised.
    pub fn strong(value: impl Into<Arg>) -> Arg {
        Arg::Strong(Box::new(value.into()))
    }

    /// One of a message's fixed choices.
    pub const fn choice(key: &'static str) -> Arg {
        Arg::Choice(key)
    }

    /// `yes` or `no`, for messages that select on a truth.
    pub const fn yes_no(truth: bool) -> Arg {
        Arg::Choice(if truth { "yes" } else { "no" })
    }

    /// `value`, capitalised to start a sentence.
    pub fn sentence(value: impl Into<Arg>) -> Arg {
        Arg::Sentence(Box::new(value.into()))
    }

    /// Values listed with the language's separator.
    pub fn list(items: impl IntoIterator<Item = impl Into<Arg>>) -> Arg {
        Arg::List { items: items.into_iter().map(Into::into).collect(), or: false }
    }

    /// Values listed as alternatives ("a or b").
    pub fn any_of(items: impl IntoIterator<Item = impl Into<Arg>>) -> Arg {
        Arg::List { items: items.into_iter().map(Into::into).collect(), or: true }
    }
}

impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Arg {
        Arg::Text(t.to_owned())
    }
}

impl From<&String> for Arg {
    fn from(t: &String) -> Arg {
        Arg::Text(t.clone())
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(i64::from(n))
    }
}

impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<UserId> for Arg {
    fn from(u: UserId) -> Arg {
        Arg::User(u)
    }
}

impl From<ChannelId> for Arg {
    fn from(c: ChannelId) -> Arg {
        Arg::Channel(c)
    }
}

/// A game's number is shown as a number (the catalogue writes the `#`).
impl From<GameNo> for Arg {
    fn from(g: GameNo) -> Arg {
        Arg::Number(g.0)
    }
}

impl From<Moment> for Arg {
    fn from(m: Moment) -> Arg {
        Arg::Date(m)
    }
}

impl From<Duration> for Arg {
    fn from(d: Duration) -> Arg {
        Arg::Duration(d)
    }
}

/// A legal move as players read it ([`Arg::Move`]).
impl From<rules::LegalMove> for Arg {
    fn from(m: rules::LegalMove) -> Arg {
        Arg::Move { text: m.text, display: m.display, chinese: m.chinese }
    }
}

impl From<GameId> for Arg {
    fn from(g: GameId) -> Arg {
        Arg::Game(g)
    }
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Nested(Box::new(Text::from(m)))
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Nested(Box::new(t))
    }
}

/// What the bot says: messages, and the few things around them that are not words.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Text(pub Vec<Part>);

/// A piece of a [`Text`].
#[derive(Debug, Clone, PartialEq)]
pub enum Part {
    /// A catalogue message.
    Msg(Msg),
    /// A value on its own (a move, a name).
    Arg(Arg),
    /// Text that is the same in every language (a licence credit): shown as it is.
    Verbatim(String),
    /// A new line.
    Break,
    /// The text in small print (a footnote).
    Small(Box<Text>),
    /// A game's rules summary for players, in the reader's language (`data/rules/`).
    RulesOf(GameId),
    /// The first text if the edge can show it whole, else the second.
    Either(Box<Text>, Box<Text>),
    /// As many items as the edge can show, then `more` (a message given the number left out
    /// as `count`) if any were.
    List {
        /// The items, in order.
        items: Vec<Text>,
        /// What stands between two items.
        separator: Box<Text>,
        /// Said after the items when some were left out.
        more: Msg,
        /// Items the host left out already (past a fixed number): `more` is said for them too.
        left_out: usize,
    },
}

impl Text {
    /// Nothing.
    pub const fn new() -> Text {
        Text(Vec::new())
    }

    /// Whether there is nothing to say.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// The text with `part` after it.
    #[must_use]
    pub fn then(mut self, part: impl Into<Part>) -> Text {
        self.0.push(part.into());
        self
    }

    /// The text with `other` after it.
    #[must_use]
    pub fn and(mut self, other: Text) -> Text {
        self.0.extend(other.0);
        self
    }

    /// The text, a new line, and `more` (just `more` if the text is empty).
    #[must_use]
    pub fn line(self, more: impl Into<Text>) -> Text {
        if self.is_empty() { more.into() } else { self.then(Part::Break).and(more.into()) }
    }

    /// Texts one per line.
    pub fn lines(texts: impl IntoIterator<Item = Text>) -> Text {
        texts.into_iter().fold(Text::new(), |all, t| {
            if all.is_empty() { t } else { all.then(Part::Break).and(t) }
        })
    }

    /// Text shown as it is, in every language.
    pub fn verbatim(text: impl Into<String>) -> Text {
        Text(vec![Part::Verbatim(text.into())])
    }
}

impl From<Msg> for Part {
    fn from(m: Msg) -> Part {
        Part::Msg(m)
    }
}

impl From<Arg> for Part {
    fn from(a: Arg) -> Part {
        Part::Arg(a)
    }
}

impl From<Msg> for Text {
    fn from(m: Msg) -> Text {
        Text(vec![Part::Msg(m)])
    }
}

impl From<Part> for Text {
    fn from(p: Part) -> Text {
        Text(vec![p])
    }
}

impl From<Arg> for Text {
    fn from(a: Arg) -> Text {
        Text(vec![Part::Arg(a)])
    }
}
