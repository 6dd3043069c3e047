//! What a tournament's thread is told: each round's pairings once its boards have started
//! (with the standings so far), and the final standings once it is over. Each is taken once.

use super::{Host, Refusal, Reply, title};
use crate::{
    model::{ChannelId, UserId},
    msg,
    store::tournaments::{BoardRow, TournamentRow, TournamentStatus},
    text::{Arg, Text},
};

/// Something to post in a tournament's thread: a round's pairings, the final standings.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPost {
    /// The thread.
    pub channel: ChannelId,
    /// What to post.
    pub reply: Reply,
}

impl Host {
    /// The announcements due in tournaments' threads: a round whose boards all started (its
    /// pairings, and the standings before it), a tournament that ended (the final standings).
    /// Each is taken once.
    ///
    /// # Errors
    /// The store failed.
    pub fn tournament_posts(&self) -> Result<Vec<TournamentPost>, Refusal> {
        let due = self.read(|tx| tx.tournaments_to_announce())?;
        let mut posts = Vec::new();
        for t in due {
            let Some(thread) = t.thread else { continue };
            let taken = self.write(|tx| {
                let Some(t) = tx.tournament(t.id)? else { return Ok(None) };
                let boards = tx.boards(t.id)?;
                let round = match t.status {
                    TournamentStatus::Running => {
                        let started = boards
                            .iter()
                            .filter(|b| b.round == t.round)
                            .all(|b| b.game.is_some() || b.result.is_some());
                        if !started {
                            return Ok(None);
                        }
                        t.round
                    }
                    _ => t.rounds + 1,
                };
                Ok::<_, Refusal>(tx.claim_announcement(t.id, round)?.then_some((t, boards)))
            })?;
            let Some((t, boards)) = taken else { continue };
            let reply = if t.status == TournamentStatus::Running {
                self.round_post(&t, &boards)?
            } else {
                self.final_post(&t)?
            };
            posts.push(TournamentPost { channel: thread, reply });
        }
        Ok(posts)
    }

    /// A round's pairings, each board with its thread, the players pinged (once), and the
    /// standings so far after the first round.
    fn round_post(&self, t: &TournamentRow, boards: &[BoardRow]) -> Result<Reply, Refusal> {
        let lang = self.public_lang(t.place.server, None);
        let mut lines = Vec::new();
        let mut ping = Vec::new();
        for b in boards.iter().filter(|b| b.round == t.round) {
            let line = match (b.second, b.result) {
                (None, _) => msg!("tournament-board-bye", who = b.first),
                (Some(second), Some(result)) => msg!(
                    "tournament-board-decided",
                    board = u32::from(b.board),
                    first = b.first,
                    second = second,
                    result = Arg::choice(result.key())
                ),
                (Some(second), None) => {
                    ping.extend([b.first, second]);
                    match b.thread {
                        Some(thread) => msg!(
                            "tournament-board",
                            board = u32::from(b.board),
                            first = b.first,
                            second = second,
                            thread = thread
                        ),
                        None => msg!(
                            "tournament-board-here",
                            board = u32::from(b.board),
                            first = b.first,
                            second = second
                        ),
                    }
                }
            };
            lines.push(line);
        }
        let bot_ids: Vec<UserId> = self
            .read(|tx| tx.entrants(t.id))?
            .iter()
            .filter(|e| e.level.is_some())
            .map(|e| e.user.id)
            .collect();
        ping.retain(|u| !bot_ids.contains(u));
        let mut text = Text::from(msg!(
            "tournament-round",
            name = title(t),
            round = u32::from(t.round),
            rounds = u32::from(t.rounds)
        ));
        for line in lines {
            text = text.line(line);
        }
        let text = match t.round_ends_at {
            Some(at) => text.line(msg!("tournament-round-ends", at = at)),
            None => text,
        };
        let mut reply = Reply { text, lang, ping, ..Reply::default() };
        if t.round > 1 {
            let standings = self.standings_reply(t, lang)?;
            reply.image = standings.image;
            reply.text = reply.text.line(standings.text);
        }
        Ok(reply)
    }

    /// The end of a tournament: the final standings and the podium.
    fn final_post(&self, t: &TournamentRow) -> Result<Reply, Refusal> {
        let lang = self.public_lang(t.place.server, None);
        let standings = self.standings_reply(t, lang)?;
        Ok(Reply {
            text: Text::from(msg!("tournament-over", name = title(t))).line(standings.text),
            ..standings
        })
    }
}
