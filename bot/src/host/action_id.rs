//! The stateless ids buttons and menus send back: what pressing or choosing does, with
//! everything needed to do it.

use rules::{GameId, Side};

use super::{Answer, PickStep};
use crate::{
    model::{ChallengeNo, ChannelId, GameNo, ServerId, TournamentNo, UserId},
    store::HistoryQuery,
};

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
    /// Open the move picker of `game` at ply `ply` (the Move button under a turn's board).
    Move {
        /// The game.
        game: GameNo,
        /// The ply the board shows.
        ply: u32,
    },
    /// A step of the move picker of `game` at ply `ply`: pressed (a page, Back), it shows
    /// that step; chosen in its menu, it takes the choice.
    Pick {
        /// The game.
        game: GameNo,
        /// The ply the picker was opened at.
        ply: u32,
        /// Which step.
        step: PickStep,
    },
    /// Analyse finished game `game` (the Analyse button under a result and under `/show`).
    Analyse {
        /// The game.
        game: GameNo,
    },
    /// Show ply `ply` of analysed game `game` with arrows for the move played and the better
    /// one (a worst-move button under an analysis).
    Judged {
        /// The game.
        game: GameNo,
        /// The ply, from 1.
        ply: u32,
    },
    /// A new game like finished game `game`, sides swapped (the Rematch button under a
    /// result).
    Rematch {
        /// The game that ended.
        game: GameNo,
    },
    /// Solve puzzle `puzzle` (the Solve button under a daily puzzle).
    Puzzle {
        /// The puzzle.
        puzzle: i64,
    },
    /// Join or leave open tournament `tournament` (the buttons under its announcement).
    Tournament {
        /// The tournament.
        tournament: TournamentNo,
        /// Join or leave.
        entry: super::tournament::Entry,
    },
    /// Page `page` (from 0) of this server's tournaments, going or `past`.
    Tournaments {
        /// The page.
        page: u32,
        /// The finished ones, rather than those going.
        past: bool,
    },
    /// A link of the presser's own to `game`'s board page (the Board button under a board).
    Board {
        /// The game.
        game: GameNo,
    },
    /// End the presser's links to `game`'s board page (under the message with the link).
    Revoke {
        /// The game.
        game: GameNo,
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
    /// Start exercise `exercise` (its place in the path, from 0) of `game`'s lessons, for the
    /// presser (the Back, Start again and Skip buttons under an exercise).
    Learn {
        /// Which game's path.
        game: GameId,
        /// The exercise.
        exercise: u32,
    },
    /// A link of the presser's own to their lessons in `game` on the board page (the Board
    /// button under an exercise).
    LearnBoard {
        /// Which game's lessons.
        game: GameId,
    },
    /// End the presser's links to their lessons in `game` (under the message with the link).
    LearnRevoke {
        /// Which game's lessons.
        game: GameId,
    },
    /// The move picker in exercise `exercise` of `game`'s lessons, opened on the presser's
    /// try `tag` (the Move button under an exercise): `step` of it, or without one, the
    /// exercise where it stands (the picker's first Back).
    LearnPick {
        /// Which game's path.
        game: GameId,
        /// The exercise.
        exercise: u32,
        /// The try when the picker was opened ([`crate::learn::try_tag`]).
        tag: u32,
        /// Which step.
        step: Option<PickStep>,
    },
}

impl ActionId {
    /// Whether the button only changes how something is shown (Flip, history pages, stepping
    /// through a game), not the game: pressed by anyone but the message's author, it answers
    /// with a copy for the presser alone instead of changing everyone's message.
    pub fn is_view(&self) -> bool {
        matches!(
            self,
            ActionId::Flip { .. }
                | ActionId::History { .. }
                | ActionId::Show { .. }
                | ActionId::Tournaments { .. }
        )
    }

    /// Whether pressing it opens a message for the presser alone instead of changing the
    /// message it is under (the Move button opens the presser's own picker; a worst move of an
    /// analysis is shown to the presser alone).
    pub fn opens_private(&self) -> bool {
        matches!(
            self,
            ActionId::Move { .. }
                | ActionId::Judged { .. }
                | ActionId::Puzzle { .. }
                | ActionId::Board { .. }
                | ActionId::LearnBoard { .. }
        )
    }

    /// The id as sent to Discord (`c:12:accept`, `d:5:40:yes`, `t:5:40:no`, `f:5:40:2`,
    /// `k:5:40:t:h3:0`); well under Discord's 100-character limit.
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
            ActionId::Tournaments { page, past } => format!("l:{page}:{}", yes_no(past)),
            ActionId::Move { game, ply } => format!("m:{game}:{ply}"),
            ActionId::Pick { game, ply, step } => format!("k:{game}:{ply}:{}", step.encode()),
            ActionId::Analyse { game } => format!("a:{game}"),
            ActionId::Rematch { game } => format!("r:{game}"),
            ActionId::Board { game } => format!("b:{game}"),
            ActionId::Revoke { game } => format!("x:{game}"),
            ActionId::Judged { game, ply } => format!("j:{game}:{ply}"),
            ActionId::Puzzle { puzzle } => format!("z:{puzzle}"),
            ActionId::Learn { game, exercise } => format!("e:{}:{exercise}", game.id()),
            ActionId::LearnBoard { game } => format!("w:{}", game.id()),
            ActionId::LearnRevoke { game } => format!("o:{}", game.id()),
            ActionId::LearnPick { game, exercise, tag, step } => {
                let step = step.map_or_else(|| "x".to_owned(), |s| s.encode());
                format!("y:{}:{exercise}:{tag}:{step}", game.id())
            }
            ActionId::Tournament { tournament, entry } => {
                let e = match entry {
                    super::tournament::Entry::Join => "join",
                    super::tournament::Entry::Leave => "leave",
                };
                format!("u:{tournament}:{e}")
            }
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
            ["l", page, past] => {
                Some(ActionId::Tournaments { page: page.parse().ok()?, past: yes_no(past)? })
            }
            ["m", game, ply] => {
                Some(ActionId::Move { game: GameNo(game.parse().ok()?), ply: ply.parse().ok()? })
            }
            ["k", game, ply, ref step @ ..] => Some(ActionId::Pick {
                game: GameNo(game.parse().ok()?),
                ply: ply.parse().ok()?,
                step: PickStep::decode(step)?,
            }),
            ["a", game] => Some(ActionId::Analyse { game: GameNo(game.parse().ok()?) }),
            ["r", game] => Some(ActionId::Rematch { game: GameNo(game.parse().ok()?) }),
            ["b", game] => Some(ActionId::Board { game: GameNo(game.parse().ok()?) }),
            ["x", game] => Some(ActionId::Revoke { game: GameNo(game.parse().ok()?) }),
            ["z", puzzle] => Some(ActionId::Puzzle { puzzle: puzzle.parse().ok()? }),
            ["e", game, exercise] => {
                Some(ActionId::Learn { game: game.parse().ok()?, exercise: exercise.parse().ok()? })
            }
            ["w", game] => Some(ActionId::LearnBoard { game: game.parse().ok()? }),
            ["o", game] => Some(ActionId::LearnRevoke { game: game.parse().ok()? }),
            ["y", game, exercise, tag, ref step @ ..] => Some(ActionId::LearnPick {
                game: game.parse().ok()?,
                exercise: exercise.parse().ok()?,
                tag: tag.parse().ok()?,
                step: match step {
                    ["x"] => None,
                    step => Some(PickStep::decode(step)?),
                },
            }),
            ["u", tournament, entry] => Some(ActionId::Tournament {
                tournament: TournamentNo(tournament.parse().ok()?),
                entry: match entry {
                    "join" => super::tournament::Entry::Join,
                    "leave" => super::tournament::Entry::Leave,
                    _ => return None,
                },
            }),
            ["j", game, ply] => {
                Some(ActionId::Judged { game: GameNo(game.parse().ok()?), ply: ply.parse().ok()? })
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::Origin;

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
            ActionId::Rematch { game: GameNo(i64::MAX) },
            ActionId::Move { game: GameNo(9), ply: 12 },
            ActionId::Learn { game: GameId::Chess1999, exercise: 62 },
            ActionId::Learn { game: GameId::Xiangqi, exercise: u32::MAX },
            ActionId::LearnPick { game: GameId::Xiangqi, exercise: 3, tag: 0, step: None },
            ActionId::LearnBoard { game: GameId::Amalgamated },
            ActionId::LearnRevoke { game: GameId::Abstract },
            ActionId::LearnPick {
                game: GameId::Chess1999,
                exercise: u32::MAX,
                tag: u32::MAX,
                step: Some(PickStep::Promotion {
                    from: Origin::Cell("m12".parse().unwrap()),
                    to: "m13".parse().unwrap(),
                }),
            },
            ActionId::Board { game: GameNo(9) },
            ActionId::Revoke { game: GameNo(9) },
            ActionId::Pick { game: GameNo(9), ply: 12, step: PickStep::Piece { page: 3 } },
            ActionId::Pick {
                game: GameNo(i64::MAX),
                ply: u32::MAX,
                step: PickStep::Target { from: Origin::Cell("m13".parse().unwrap()), page: 255 },
            },
            ActionId::Pick {
                game: GameNo(4),
                ply: 0,
                step: PickStep::Target { from: Origin::Hand('T'), page: 0 },
            },
            ActionId::Pick {
                game: GameNo(4),
                ply: 9,
                step: PickStep::Promotion {
                    from: Origin::Cell("m12".parse().unwrap()),
                    to: "m13".parse().unwrap(),
                },
            },
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
        for junk in [
            "",
            "c:x:accept",
            "c:1:maybe",
            "d:1:2",
            "t:1:2:yes:no",
            "flip",
            "f:1:2:3",
            "m:1",
            "k:1:2:p",
            "k:1:2:t:z9:0",
            "k:1:2:t:TT@:0",
            "k:1:2:t:t@:0",
            "k:1:2:q:h3",
            "k:1:2:x:0",
            "e:chess:1",
            "e:xiangqi:-1",
            "e:xiangqi",
            "y:xiangqi:1:2",
            "y:xiangqi:1:2:x:0",
            "y:xiangqi:1:-2:x",
            "y:go:1:2:p:0",
            "w:go",
            "o:",
            "o:abstract:1",
            "w:xiangqi:1",
        ] {
            assert_eq!(ActionId::decode(junk), None, "{junk}");
        }
    }
}
