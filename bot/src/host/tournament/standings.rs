//! What the standings show: a picture of the crosstable (a round robin) or the Swiss table,
//! with points and tie-breaks, and in words the leaders (the podium at the end).

use super::{Host, Refusal, RefusalKind, Reply, no_tournament, say, table::Table, title};
use crate::{
    i18n::{Lang, standings_words},
    model::{Actor, Place, TournamentNo},
    msg,
    store::tournaments::{TournamentRow, TournamentStatus},
    text::Text,
    tournament::{Entry, Outcome, Seat, Side, tiebreaks},
};

impl Host {
    /// The standings of tournament `id`, or of the newest one of this server
    /// (`/tournament standings`, `/tournament show`), for everyone here.
    ///
    /// # Errors
    /// No such tournament on this server, or the store failed.
    pub fn tournament_standings(
        &self,
        actor: &Actor,
        place: Place,
        id: Option<TournamentNo>,
    ) -> Result<Reply, Refusal> {
        let t = match id {
            Some(id) => self.read(|tx| tx.tournament(id))?,
            None => {
                // The newest being played, else the newest over, else the newest announced.
                let server = place.server.ok_or_else(no_tournament)?;
                let going = self.read(|tx| tx.tournaments_of(server, true, 0, 20))?;
                let over = self.read(|tx| tx.tournaments_of(server, false, 0, 1))?;
                let running = going.iter().find(|t| t.status == TournamentStatus::Running).cloned();
                running.or_else(|| over.into_iter().next()).or_else(|| going.into_iter().next())
            }
        };
        // Nobody sees another server's tournament.
        let t = t.filter(|t| t.place.server == place.server).ok_or_else(no_tournament)?;
        let lang = self.public_lang(place.server, Some(actor));
        if t.status == TournamentStatus::Open || t.round == 0 {
            let refusal = msg!("refusal-tournament-not-begun", name = title(&t));
            return Err(Refusal::new(RefusalKind::Nothing, refusal));
        }
        self.standings_reply(&t, lang)
    }

    /// Tournament `id`'s record: every player's rounds so far, as its pairings and standings
    /// read them (for a report file, for checks).
    ///
    /// # Errors
    /// No such tournament, or the store failed.
    pub fn tournament_record(
        &self,
        id: TournamentNo,
    ) -> Result<crate::tournament::Record, Refusal> {
        let t = self.read(|tx| tx.tournament(id))?.ok_or_else(no_tournament)?;
        Ok(self.store.read(|tx| Table::read(tx, &t, t.round))?.record)
    }

    /// The standings of running or finished tournament `t` in `lang`: the picture, and the
    /// leaders in words.
    pub(super) fn standings_reply(&self, t: &TournamentRow, lang: Lang) -> Result<Reply, Refusal> {
        let table = self.store.read(|tx| Table::read(tx, t, t.round))?;
        let lines = tiebreaks::standings(&table.record, t.format.tiebreaks());
        let finished = t.status == TournamentStatus::Finished;
        // The rounds every game of which is over.
        let complete = table
            .record
            .players
            .iter()
            .map(|p| p.rounds.iter().take_while(|e| !matches!(e, Entry::Pending { .. })).count())
            .min()
            .unwrap_or(0);
        let name = |seat: Seat| table.user(seat).map_or(String::new(), |e| e.user.name.clone());
        let mut text = if finished {
            Text::from(say("tournament-podium"))
        } else {
            Text::from(msg!("tournament-leaders", round = complete as u32))
        };
        for l in lines.iter().take(3) {
            if let Some(e) = table.user(l.seat) {
                let points = l.points.to_string();
                text = text.line(msg!(
                    "standings-line",
                    place = l.place as u32,
                    who = e.user.id,
                    points = points
                ));
            }
        }
        let mut words = standings_words(
            lang,
            t.format.is_round_robin(),
            &t.name,
            t.game,
            t.id.0,
            complete as u32,
            finished,
        );
        let n = table.record.players.len();
        if t.format.is_round_robin() {
            words.header.extend((1..=n).map(|s| s.to_string()));
        } else {
            words.header.extend((1..=complete).map(|r| say_round(lang, r)));
        }
        words.header.extend(standings_tail(lang, t.format.is_round_robin()));
        for l in &lines {
            let Some(p) = table.record.player(l.seat) else { continue };
            let mut row = vec![l.place.to_string(), format!("{} ({})", name(l.seat), l.seat)];
            if t.format.is_round_robin() {
                for other in 1..=n {
                    let other = Seat(other as u16);
                    row.push(if other == l.seat {
                        "×".into()
                    } else {
                        crosstable_cell(&p.rounds, other)
                    });
                }
            } else {
                row.push(p.rating.to_string());
                row.extend(p.rounds.iter().take(complete).map(|e| swiss_cell(*e)));
            }
            row.push(l.points.to_string());
            row.extend(l.values.iter().map(ToString::to_string));
            words.rows.push(row);
        }
        words.podium = if finished { 3.min(words.rows.len()) } else { 0 };
        words.centred = (2..words.header.len()).collect();
        let picture = self.renderer.table(&words);
        let image = match render::encode_png(&picture) {
            Ok(png) => {
                Some(super::super::Picture { file_name: format!("standings-{}.png", t.id.0), png })
            }
            Err(e) => {
                tracing::warn!("the standings of tournament {} could not be drawn: {e}", t.id);
                None
            }
        };
        Ok(Reply { text, lang, image, ..Reply::default() })
    }
}

/// "R3".
fn say_round(lang: Lang, round: usize) -> String {
    crate::i18n::standings_round(lang, round as u32)
}

/// The headings after the rounds: points and the tie-breaks.
fn standings_tail(lang: Lang, round_robin: bool) -> Vec<String> {
    crate::i18n::standings_tail(lang, round_robin)
}

/// A round robin's cell: what the row's player scored against `other` (`1`, `½`, `0`; a
/// forfeit `+` or `-`; blank before they meet), both games of a double round robin.
fn crosstable_cell(rounds: &[Entry], other: Seat) -> String {
    let mut cell = String::new();
    for e in rounds {
        let mark = match *e {
            Entry::Played { opponent, outcome, .. } if opponent == other => match outcome {
                Outcome::Win => "1",
                Outcome::Draw => "½",
                Outcome::Loss => "0",
            },
            Entry::Forfeit { opponent, won, .. } if opponent == other => {
                if won {
                    "+"
                } else {
                    "-"
                }
            }
            _ => continue,
        };
        cell.push_str(mark);
    }
    cell
}

/// A Swiss cell: the opponent's number, the side (w/b) and the result, as FIDE's tables
/// write them: `5w1`, `12b½`, `+` for a bye, `-` for a round not played.
fn swiss_cell(e: Entry) -> String {
    let side = |s: Side| if s == Side::First { 'w' } else { 'b' };
    match e {
        Entry::Played { opponent, side: s, outcome } => {
            let r = match outcome {
                Outcome::Win => "1",
                Outcome::Draw => "½",
                Outcome::Loss => "0",
            };
            format!("{}{}{r}", opponent, side(s))
        }
        Entry::Forfeit { opponent, side: s, won } => {
            format!("{}{}{}", opponent, side(s), if won { "+" } else { "-" })
        }
        Entry::Bye => "+".into(),
        Entry::Absent(_) | Entry::Pending { .. } => "-".into(),
    }
}
