//! What commands answer: a reply (text, maybe a board picture, maybe buttons) or a refusal.

use std::fmt;

use rules::{GameId, Side};

use crate::{
    i18n::{Lang, Plain},
    model::{ChallengeNo, ChannelId, GameNo, ServerId, UserId},
    store::{Conflict, HistoryQuery, StoreError},
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

/// A button: what it says, how it looks, and the stateless id it sends back when pressed.
#[derive(Debug, Clone, PartialEq)]
pub struct Action {
    /// What pressing it does.
    pub id: ActionId,
    /// Its label, worded in the language of the message it is under.
    pub label: Text,
    /// Its colour.
    pub style: ActionStyle,
    /// Shown greyed out (a page button at the end of the list).
    pub disabled: bool,
}

impl Action {
    /// An enabled button.
    pub fn new(id: ActionId, label: impl Into<Text>, style: ActionStyle) -> Action {
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
        /// The challenge.
        challenge: ChallengeNo,
        /// The answer.
        answer: Answer,
    },
    /// Accept or decline the draw offered in `game` at ply `ply`.
    Draw {
        /// The game.
        game: GameNo,
        /// The ply the offer was made at.
        ply: u32,
        /// Accept (true) or decline.
        accept: bool,
    },
    /// Draw `game`, still at ply `ply`, again with `bottom` at the bottom.
    Flip {
        /// The game.
        game: GameNo,
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
        /// The game.
        game: GameNo,
        /// The ply.
        ply: u32,
    },
    /// Accept or decline the takeback requested in `game` at ply `ply`.
    Takeback {
        /// The game.
        game: GameNo,
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
                challenge: ChallengeNo(id.parse().ok()?),
                answer: match answer {
                    "accept" => Answer::Accept,
                    "decline" => Answer::Decline,
                    "cancel" => Answer::Cancel,
                    _ => return None,
                },
            }),
            ["d", game, ply, a] => Some(ActionId::Draw {
                game: GameNo(game.parse().ok()?),
                ply: ply.parse().ok()?,
                accept: yes_no(a)?,
            }),
            ["f", game, ply, bottom] => Some(ActionId::Flip {
                game: GameNo(game.parse().ok()?),
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
                Some(ActionId::Show { game: GameNo(game.parse().ok()?), ply: ply.parse().ok()? })
            }
            ["t", game, ply, a] => Some(ActionId::Takeback {
                game: GameNo(game.parse().ok()?),
                ply: ply.parse().ok()?,
                accept: yes_no(a)?,
            }),
            _ => None,
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn action_ids_round_trip_and_reject_junk() {
        let ids = [
            ActionId::Challenge { challenge: ChallengeNo(12), answer: Answer::Accept },
            ActionId::Challenge { challenge: ChallengeNo(1), answer: Answer::Cancel },
            ActionId::Draw { game: GameNo(5), ply: 40, accept: true },
            ActionId::Takeback { game: GameNo(i64::MAX), ply: u32::MAX, accept: false },
            ActionId::Flip { game: GameNo(3), ply: 0, bottom: Side::Second },
            ActionId::Flip { game: GameNo(3), ply: 7, bottom: Side::First },
            ActionId::Show { game: GameNo(9), ply: 0 },
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
