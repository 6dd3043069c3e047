//! What commands answer: a reply (text, maybe a board picture, maybe buttons or a menu) or a
//! refusal.

use std::fmt;

use super::{Action, Menu};
use crate::{
    i18n::{Lang, Plain},
    model::{ChannelId, GameNo, UserId},
    store::{Conflict, Outage, StoreError},
    text::{Msg, Text},
};

/// A successful command's answer, for everyone in the channel to see (or, for the commands
/// that only show something, for the person who asked).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Reply {
    /// The message, typed: the edge words it in [`Reply::lang`].
    pub text: Text,
    /// The language its words are for: the channel's for what the channel sees, the reader's
    /// for what only they see. Its pictures are captioned in it already.
    pub lang: Lang,
    /// A board picture, if the reply shows one.
    pub image: Option<Picture>,
    /// A menu to choose from, shown above the buttons (a step of the move picker).
    pub menu: Option<Box<Menu>>,
    /// Buttons to show under the message.
    pub actions: Vec<Action>,
    /// A file to attach besides the picture (an exported game, an animated replay).
    pub file: Option<Attachment>,
    /// Who this reply asks to act (the challenged player, the player to move): only they are
    /// notified. Every other mention in the text is shown without a ping, so lists and
    /// results never ping anyone.
    pub ping: Vec<UserId>,
    /// The game against the bot in which it is now the bot's turn: the adapter hands it to the
    /// engine once this reply is shown, so the bot's move comes after it.
    pub engine: Option<EngineDue>,
    /// A move played from the move picker, a message only its player sees: the reply is
    /// posted for everyone as a new message, and the picker keeps only its words.
    pub to_channel: bool,
    /// The thread the bot started for this game, which the reply ends (the game is over, the
    /// challenge declined): the adapter archives it once the reply is shown. Its history
    /// stays readable.
    pub archive: Option<ChannelId>,
    /// The turn of a live game this reply shows: once the post is accepted, the adapter says
    /// when ([`super::Host::turn_shown`]), and the player's clock runs from then.
    pub live_turn: Option<super::LiveTurn>,
}

/// A game against the bot waiting for the bot's move, and the person it plays (whose games
/// share the engine fairly with everyone else's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EngineDue {
    /// The game.
    pub game: GameNo,
    /// The bot's opponent.
    pub player: UserId,
}

/// A file with the name to attach it under.
#[derive(Clone, PartialEq, Eq)]
pub struct Attachment {
    /// `game-12.pgn`, `replay-12.gif`.
    pub file_name: String,
    /// Its contents.
    pub bytes: Vec<u8>,
}

impl fmt::Debug for Attachment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Attachment({}, {} bytes)", self.file_name, self.bytes.len())
    }
}

impl Reply {
    /// A reply of text only, in `lang`.
    pub fn text(text: impl Into<Text>, lang: Lang) -> Reply {
        Reply { text: text.into(), lang, ..Reply::default() }
    }
}

/// A PNG picture with the file name to attach it under.
#[derive(Clone, PartialEq, Eq)]
pub struct Picture {
    /// `board-<game>-<ply>.png`.
    pub file_name: String,
    /// The encoded PNG.
    pub png: Vec<u8>,
}

impl fmt::Debug for Picture {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Picture({}, {} bytes)", self.file_name, self.png.len())
    }
}

/// Why a command was refused. Shown only to the player who gave it, in their language (the
/// edge words it); nothing was changed.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// What kind of refusal, for the adapter and tests.
    pub kind: RefusalKind,
    /// What the player is told.
    pub message: Text,
}

impl Refusal {
    /// A refusal of `kind` saying `message`.
    pub fn new(kind: RefusalKind, message: impl Into<Text>) -> Refusal {
        Refusal { kind, message: message.into() }
    }

    /// A refusal of `kind` saying catalogue message `key` (one without arguments).
    pub fn keyed(kind: RefusalKind, key: &'static str) -> Refusal {
        Refusal::new(kind, Msg::new(key))
    }
}

/// For logs: the message in English, users by id.
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message.words(Lang::EnUs, &Plain))
    }
}

impl std::error::Error for Refusal {}

/// The kinds of refusal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefusalKind {
    /// The channel already has a game or an open challenge.
    ChannelBusy,
    /// A player challenged themselves.
    SelfChallenge,
    /// A player challenged a bot.
    BotOpponent,
    /// The start position was rejected.
    BadPosition,
    /// A side choice other than first, second or random.
    BadArgument,
    /// There is no game (or challenge, offer or request) to act on.
    Nothing,
    /// The actor does not play in this game, or is not the one this is for.
    NotAPlayer,
    /// It is the other player's turn.
    NotYourTurn,
    /// The move is not legal (or does not parse), with the rules' reason.
    IllegalMove,
    /// The game moved on since the player looked: nothing was played.
    PositionChanged,
    /// A button from an earlier state of the game or challenge.
    Stale,
    /// The bot is stopping: nothing was done.
    Unavailable,
    /// Not allowed now or not for this actor (abort after both moved, claim too early, …).
    NotAllowed,
    /// The actor asked too often (challenges and offers, which notify others); nothing was
    /// done.
    TooOften,
    /// The database cannot be used just now (unreachable, full, read-only): the player may
    /// try again in a moment.
    DatabaseDown,
    /// The store failed; nothing was changed.
    Internal,
}

impl From<StoreError> for Refusal {
    /// A conflict is the player's to know (someone else got there first); a failure is
    /// logged, and the player told only that nothing changed.
    fn from(e: StoreError) -> Refusal {
        match e {
            StoreError::Conflict(Conflict::PlyTaken) => super::position_changed(),
            StoreError::Conflict(Conflict::ChannelHasGame) => {
                Refusal::keyed(RefusalKind::ChannelBusy, "refusal-busy-game")
            }
            StoreError::Conflict(Conflict::ChannelHasChallenge) => {
                Refusal::keyed(RefusalKind::ChannelBusy, "refusal-busy-challenge")
            }
            StoreError::Unavailable { outage, .. } => {
                // Logged once, when it began, by the store's health.
                let key = match outage {
                    Outage::Unreachable => "refusal-database-unreachable",
                    Outage::Full => "refusal-database-full",
                    Outage::ReadOnly => "refusal-database-read-only",
                };
                Refusal::keyed(RefusalKind::DatabaseDown, key)
            }
            StoreError::Conflict(Conflict::Duplicate)
            | StoreError::Failure { .. }
            | StoreError::BadValue { .. }
            | StoreError::Closed
            | StoreError::ReadOnly => {
                tracing::error!("store error: {e}");
                Refusal::keyed(RefusalKind::Internal, "refusal-internal")
            }
        }
    }
}
