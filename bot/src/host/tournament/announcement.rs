//! What a tournament says of itself: its announcement (what it is, who is in, the Join and
//! Leave buttons while it is open), `/tournament show`, and `/tournament list`.

use super::{
    Action, ActionId, ActionStyle, Entry, Host, MIN_PLAYERS, ROUND_DAYS, Refusal, RefusalKind,
    Reply, lines, no_tournament, say, title,
};
use crate::{
    model::{Actor, Place, TournamentNo},
    msg,
    store::tournaments::{EntrantRow, TournamentRow, TournamentStatus},
    text::{Arg, Msg, Part, Text},
};

/// Tournaments a page of `/tournament list` shows.
pub const LIST_PAGE: u32 = 10;

impl Host {
    /// Page `page` (from 0) of the tournaments of this server, going or past, newest first
    /// (`/tournament list`), with ◀ ▶ buttons. An entry is never cut: what the message cannot
    /// hold is counted at its end.
    ///
    /// # Errors
    /// The store failed, or this is not a server.
    pub fn tournament_list(
        &self,
        actor: &Actor,
        place: Place,
        past: bool,
        page: u32,
    ) -> Result<Reply, Refusal> {
        let server = place
            .server
            .ok_or_else(|| Refusal::keyed(RefusalKind::NotAllowed, "refusal-tournament-server"))?;
        let (total, rows, pages, page) = self.read(|tx| {
            let total = tx.tournaments_count(server, !past)?;
            let pages = total.div_ceil(LIST_PAGE).max(1);
            let page = page.min(pages - 1);
            Ok((total, tx.tournaments_of(server, !past, page * LIST_PAGE, LIST_PAGE)?, pages, page))
        })?;
        let lang = self.public_lang(place.server, Some(actor));
        if rows.is_empty() {
            let key = if past { "tournament-list-none-past" } else { "tournament-list-none" };
            return Ok(Reply::text(say(key), lang));
        }
        let key = if past { "tournament-list-past" } else { "tournament-list" };
        let title = Msg::new(key).with("page", page + 1).with("pages", pages).with("total", total);
        let text = Text::from(title).then(Part::Break).then(Part::List {
            items: rows.iter().map(|t| Text::from(summary(t))).collect(),
            separator: Box::new(Text::from(Part::Break)),
            more: Msg::new("tournament-list-more"),
            left_out: 0,
        });
        let button = |label: &'static str, to: u32, disabled| Action {
            disabled,
            ..Action::new(
                ActionId::Tournaments { page: to, past },
                Text::verbatim(label),
                ActionStyle::Secondary,
            )
        };
        let actions = if pages > 1 {
            vec![
                button("◀", page.saturating_sub(1), page == 0),
                button("▶", (page + 1).min(pages - 1), page + 1 >= pages),
            ]
        } else {
            Vec::new()
        };
        Ok(Reply { text, lang, actions, ..Reply::default() })
    }

    /// Tournament `id` of this server as it stands (`/tournament show`): what it is and who
    /// plays, and once it began the standings, their picture with them.
    ///
    /// # Errors
    /// No such tournament on this server, or the store failed.
    pub fn tournament_show(
        &self,
        actor: &Actor,
        place: Place,
        id: TournamentNo,
    ) -> Result<Reply, Refusal> {
        let t = self.tournament_here(place, id)?;
        let mut shown = Reply { actions: Vec::new(), ..self.announcement(id, actor)? };
        if t.status != TournamentStatus::Open && t.round > 0 {
            let standings = self.standings_reply(&t, shown.lang)?;
            shown.text = shown.text.line(standings.text);
            shown.image = standings.image;
        }
        Ok(shown)
    }

    /// The announcement of tournament `id` as it stands: what it is, who is in, and the
    /// buttons to join and leave while it is open.
    pub(super) fn announcement(&self, id: TournamentNo, actor: &Actor) -> Result<Reply, Refusal> {
        let t = self.read(|tx| tx.tournament(id))?.ok_or_else(no_tournament)?;
        let entrants = self.read(|tx| tx.entrants(id))?;
        let lang = self.public_lang(t.place.server, Some(actor));
        let players: Vec<Arg> = entrants.iter().map(entrant_arg).collect();
        let mut text = Text::from(msg!(
            "tournament-announcement",
            name = title(&t),
            id = t.id.0,
            game = Arg::strong(t.game),
            format = Arg::choice(t.format.key()),
            rounds = u32::from(t.rounds),
            organiser = t.organiser.id
        ))
        .line(pace_line(&t));
        text = text.line(msg!(
            "tournament-players",
            count = players.len() as u32,
            players = Arg::list(players)
        ));
        text = text.line(match t.status {
            TournamentStatus::Open => match t.starts_at {
                Some(at) => msg!("tournament-open-until", at = at, least = MIN_PLAYERS as u32),
                None => {
                    msg!("tournament-open", least = MIN_PLAYERS as u32, organiser = t.organiser.id)
                }
            },
            TournamentStatus::Running => {
                msg!("tournament-running", round = u32::from(t.round), rounds = u32::from(t.rounds))
            }
            TournamentStatus::Finished => say("tournament-finished"),
            TournamentStatus::Cancelled => say("tournament-cancelled"),
        });
        let actions = if t.status == TournamentStatus::Open {
            let button = |entry, label: &'static str, style| {
                Action::new(ActionId::Tournament { tournament: id, entry }, say(label), style)
            };
            vec![
                button(Entry::Join, "button-join", ActionStyle::Success),
                button(Entry::Leave, "button-leave", ActionStyle::Secondary),
            ]
        } else {
            Vec::new()
        };
        Ok(Reply { text, lang, actions, ..Reply::default() })
    }
}

/// "5+3 (live)" or "correspondence: 7 days a round".
fn pace_line(t: &TournamentRow) -> Msg {
    match lines::pace(t.clock) {
        Some(pace) => pace,
        None => msg!(
            "tournament-correspondence",
            days = t.round_limit.map_or(u32::from(ROUND_DAYS), |l| (l.as_secs() / 86_400) as u32)
        ),
    }
}

/// One line of `/tournament list`.
fn summary(t: &TournamentRow) -> Msg {
    msg!(
        "tournament-summary",
        id = t.id.0,
        name = title(t),
        game = t.game,
        format = Arg::choice(t.format.key()),
        status = Arg::choice(t.status.sql()),
        round = u32::from(t.round),
        rounds = u32::from(t.rounds)
    )
}

/// An entrant as a list shows them: a mention, or the bot at its level.
fn entrant_arg(e: &EntrantRow) -> Arg {
    match e.level {
        Some(level) => {
            Arg::from(msg!("tournament-bot-entrant", who = e.user.id, level = u32::from(level)))
        }
        None => Arg::from(e.user.id),
    }
}
