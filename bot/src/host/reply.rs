//! What commands answer: a reply (text, maybe a board picture, maybe buttons) or a refusal.

use std::fmt;

use rules::{GameId, Side};

use crate::{
    model::{ChannelId, ServerId, UserId},
    store::{Conflict, HistoryQuery, StoreError},
};

/// A successful command's answer, for everyone in the channel to see.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Reply {
    /// The message, in Discord markdown. Users are named by mentions (`<@id>`).
    pub text: String,
    /// A board picture, if the reply shows one.
    pub image: Option<Picture>,
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
}

/// A game against the bot waiting for the bot's move, and the person it plays (whose games
/// share the engine fairly with everyone else's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct EngineDue {
    /// The game.
    pub game: i64,
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

/// The longest reply text: one Discord message holds 2,000 characters, counted in UTF-16
/// code units ([`text_length`]). Lists stop early to stay within it.
pub const MAX_TEXT: usize = 2_000;

/// A text's length as Discord counts it (UTF-16 code units; an emoji counts two).
pub fn text_length(text: &str) -> usize {
    text.encode_utf16().count()
}

impl Reply {
    /// A reply of text only.
    pub fn text(text: impl Into<String>) -> Reply {
        Reply { text: text.into(), ..Reply::default() }
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

/// A button: what it says, how it looks, and the stateless id it sends back when pressed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    /// What pressing it does.
    pub id: ActionId,
    /// Its label, in the language of the message it is under.
    pub label: String,
    /// Its colour.
    pub style: ActionStyle,
    /// Shown greyed out (a page button at the end of the list).
    pub disabled: bool,
}

impl Action {
    /// An enabled button.
    pub fn new(id: ActionId, label: impl Into<String>, style: ActionStyle) -> Action {
        Action { id, label: label.into(), style, disabled: false }
    }
}

/// A button's colour, as Discord names them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionStyle {
    /// Green: accepting.
    Success,
    /// Red: declining or cancelling.
    Danger,
    /// Grey.
    Secondary,
}

/// An answer to a challenge.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer {
    /// The challenged player accepts.
    Accept,
    /// The challenged player declines.
    Decline,
    /// The challenger withdraws.
    Cancel,
}

/// What a button does, with everything needed to do it: buttons carry no server-side state,
/// so they still work after a restart, and a button from an older position is recognised as
/// stale by its ply.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionId {
    /// Answer challenge `challenge`.
    Challenge {
        /// The challenge id.
        challenge: i64,
        /// The answer.
        answer: Answer,
    },
    /// Accept or decline the draw offered in `game` at ply `ply`.
    Draw {
        /// The game id.
        game: i64,
        /// The ply the offer was made at.
        ply: u32,
        /// Accept (true) or decline.
        accept: bool,
    },
    /// Draw `game`, still at ply `ply`, again with `bottom` at the bottom.
    Flip {
        /// The game id.
        game: i64,
        /// The ply the board shows.
        ply: u32,
        /// The side to draw at the bottom.
        bottom: Side,
    },
    /// Page `page` (from 0) of a history list.
    History {
        /// The page.
        page: u32,
        /// Which games.
        query: HistoryQuery,
    },
    /// Show `game` at ply `ply`.
    Show {
        /// The game id.
        game: i64,
        /// The ply.
        ply: u32,
    },
    /// Accept or decline the takeback requested in `game` at ply `ply`.
    Takeback {
        /// The game id.
        game: i64,
        /// The ply the request was made at.
        ply: u32,
        /// Accept (true) or decline.
        accept: bool,
    },
}

impl ActionId {
    /// Whether the button only changes how something is shown (Flip, history pages, stepping
    /// through a game), not the game: pressed by anyone but the message's author, it answers
    /// with a copy for the presser alone instead of changing everyone's message.
    pub fn is_view(&self) -> bool {
        matches!(self, ActionId::Flip { .. } | ActionId::History { .. } | ActionId::Show { .. })
    }

    /// The id as sent to Discord (`c:12:accept`, `d:5:40:yes`, `t:5:40:no`, `f:5:40:2`); well under
    /// Discord's 100-character limit.
    pub fn encode(&self) -> String {
        let yes_no = |b: bool| if b { "yes" } else { "no" };
        match *self {
            ActionId::Challenge { challenge, answer } => {
                let a = match answer {
                    Answer::Accept => "accept",
                    Answer::Decline => "decline",
                    Answer::Cancel => "cancel",
                };
                format!("c:{challenge}:{a}")
            }
            ActionId::Draw { game, ply, accept } => format!("d:{game}:{ply}:{}", yes_no(accept)),
            ActionId::Flip { game, ply, bottom } => {
                format!("f:{game}:{ply}:{}", if bottom == Side::First { 1 } else { 2 })
            }
            ActionId::Takeback { game, ply, accept } => {
                format!("t:{game}:{ply}:{}", yes_no(accept))
            }
            ActionId::History { page, query } => {
                let opt = |v: Option<u64>| v.map_or_else(|| "-".to_owned(), |v| v.to_string());
                format!(
                    "h:{page}:{}:{}:{}:{}",
                    opt(query.server.map(|s| s.0)),
                    opt(query.channel.map(|c| c.0)),
                    opt(query.player.map(|p| p.0)),
                    query.game.map_or("-", GameId::id)
                )
            }
            ActionId::Show { game, ply } => format!("v:{game}:{ply}"),
        }
    }

    /// Reads an id made by [`ActionId::encode`], ignoring a `#n` suffix (which the Discord
    /// adapter adds to tell apart two buttons of one message that do the same thing); `None`
    /// for anything else.
    pub fn decode(text: &str) -> Option<ActionId> {
        let text = text.split_once('#').map_or(text, |(id, _)| id);
        let parts: Vec<&str> = text.split(':').collect();
        let yes_no = |s: &str| match s {
            "yes" => Some(true),
            "no" => Some(false),
            _ => None,
        };
        match parts[..] {
            ["c", id, answer] => Some(ActionId::Challenge {
                challenge: id.parse().ok()?,
                answer: match answer {
                    "accept" => Answer::Accept,
                    "decline" => Answer::Decline,
                    "cancel" => Answer::Cancel,
                    _ => return None,
                },
            }),
            ["d", game, ply, a] => Some(ActionId::Draw {
                game: game.parse().ok()?,
                ply: ply.parse().ok()?,
                accept: yes_no(a)?,
            }),
            ["f", game, ply, bottom] => Some(ActionId::Flip {
                game: game.parse().ok()?,
                ply: ply.parse().ok()?,
                bottom: match bottom {
                    "1" => Side::First,
                    "2" => Side::Second,
                    _ => return None,
                },
            }),
            ["h", page, server, channel, player, game] => {
                let opt = |v: &str| if v == "-" { Ok(None) } else { v.parse::<u64>().map(Some) };
                Some(ActionId::History {
                    page: page.parse().ok()?,
                    query: HistoryQuery {
                        server: opt(server).ok()?.map(ServerId),
                        channel: opt(channel).ok()?.map(ChannelId),
                        player: opt(player).ok()?.map(UserId),
                        game: if game == "-" { None } else { Some(game.parse().ok()?) },
                    },
                })
            }
            ["v", game, ply] => {
                Some(ActionId::Show { game: game.parse().ok()?, ply: ply.parse().ok()? })
            }
            ["t", game, ply, a] => Some(ActionId::Takeback {
                game: game.parse().ok()?,
                ply: ply.parse().ok()?,
                accept: yes_no(a)?,
            }),
            _ => None,
        }
    }
}

/// Why a command was refused. Shown only to the player who gave it; nothing was changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Refusal {
    /// What kind of refusal, for the adapter and tests.
    pub kind: RefusalKind,
    /// The message, written for the player.
    pub message: String,
    /// The catalogue key of the message and its arguments (as text), for a refusal made where
    /// its reader is not known (a store conflict): [`Refusal::in_lang`] words it again for them.
    pub key: Option<(&'static str, Vec<(&'static str, String)>)>,
}

impl Refusal {
    /// A refusal of `kind` saying `message`.
    pub fn new(kind: RefusalKind, message: impl Into<String>) -> Refusal {
        Refusal { kind, message: message.into(), key: None }
    }

    /// A refusal of `kind` saying catalogue message `key` (one without arguments), in English
    /// until [`Refusal::in_lang`] words it for its reader.
    pub fn keyed(kind: RefusalKind, key: &'static str) -> Refusal {
        Refusal::keyed_with(kind, key, Vec::new())
    }

    /// The same with the message's arguments, given as text.
    pub fn keyed_with(
        kind: RefusalKind,
        key: &'static str,
        args: Vec<(&'static str, String)>,
    ) -> Refusal {
        let message = words(crate::i18n::Lang::EnUs, key, &args);
        Refusal { kind, message, key: Some((key, args)) }
    }

    /// The same refusal for a reader of `lang`: a keyed message is worded in it; any other
    /// was already worded for its reader.
    #[must_use]
    pub fn in_lang(self, lang: crate::i18n::Lang) -> Refusal {
        match &self.key {
            Some((key, args)) => Refusal { message: words(lang, key, args), ..self },
            None => self,
        }
    }
}

/// Message `key` in `lang` with text arguments.
fn words(lang: crate::i18n::Lang, key: &str, args: &[(&'static str, String)]) -> String {
    let mut fluent = fluent_bundle::FluentArgs::new();
    for (name, value) in args {
        fluent.set(*name, value.clone());
    }
    crate::i18n::CATALOGUE.text(lang, key, Some(&fluent))
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
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
            StoreError::Conflict(Conflict::Duplicate) | StoreError::Failure(_) => {
                tracing::error!("store error: {e}");
                Refusal::keyed(RefusalKind::Internal, "refusal-internal")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_ids_round_trip_and_reject_junk() {
        let ids = [
            ActionId::Challenge { challenge: 12, answer: Answer::Accept },
            ActionId::Challenge { challenge: 1, answer: Answer::Cancel },
            ActionId::Draw { game: 5, ply: 40, accept: true },
            ActionId::Takeback { game: i64::MAX, ply: u32::MAX, accept: false },
            ActionId::Flip { game: 3, ply: 0, bottom: Side::Second },
            ActionId::Flip { game: 3, ply: 7, bottom: Side::First },
            ActionId::Show { game: 9, ply: 0 },
            ActionId::History {
                page: 3,
                query: HistoryQuery {
                    server: Some(ServerId(u64::MAX)),
                    channel: Some(ChannelId(u64::MAX)),
                    player: Some(UserId(u64::MAX)),
                    game: Some(GameId::Amalgamated),
                },
            },
            ActionId::History {
                page: 0,
                query: HistoryQuery { server: None, channel: None, player: None, game: None },
            },
        ];
        for id in ids {
            let text = id.encode();
            assert!(text.len() <= 100);
            assert_eq!(ActionId::decode(&text), Some(id), "{text}");
            assert_eq!(ActionId::decode(&format!("{text}#1")), Some(id), "{text}#1");
        }
        for junk in ["", "c:x:accept", "c:1:maybe", "d:1:2", "t:1:2:yes:no", "flip", "f:1:2:3"] {
            assert_eq!(ActionId::decode(junk), None, "{junk}");
        }
    }
}
