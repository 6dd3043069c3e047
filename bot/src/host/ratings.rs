//! Ratings: Glicko-2 per game and per server, computed in the transaction that ends a game;
//! and as players read them: a player's standings, a game's leaderboard, and the change a
//! finished game made.
//!
//! Only games between two people from the standard start position are rated (a game from a
//! set-up position says little about strength, and games against the bot are practice);
//! aborted games never are. A player without a rating starts at 1500 with deviation 350,
//! Glicko-2's defaults.

use rules::{BySide, Game, GameId, Side};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use super::{Host, Refusal, Reply};
use crate::{
    live::Pace,
    model::{Moment, Place, User},
    msg,
    store::{
        GameResult, GameRow, Tx,
        ratings::{Change, Rating, Score},
    },
    text::{Arg, Msg, Text},
};

/// How many players a leaderboard lists.
const BOARD: usize = 10;

impl Host {
    /// Rates `row`'s game, which just ended with `result`, if it is rated; inside the
    /// transaction that ended it. The two players' rows are locked first, so two games
    /// ending at once for one player are rated one after the other. Returns how the ratings
    /// moved, for a rated game.
    pub(super) fn rate(
        &self,
        tx: &mut Tx<'_>,
        row: &GameRow,
        result: GameResult,
        now: Moment,
    ) -> Result<Option<Change>, Refusal> {
        let standard = Game::new(row.game).position_string() == row.start;
        if !standard || row.engine.is_some() {
            return Ok(None);
        }
        let server = row.place.server;
        let pace = Pace::of(row.clocks.map(|c| c.control));
        let ids = BySide { first: row.players.first.id, second: row.players.second.id };
        let found = tx.ratings_for_update(server, row.game, pace, ids)?;
        let glicko = |r: Option<Rating>| r.map_or_else(Glicko2Rating::default, glicko);
        let before = BySide { first: glicko(found.first), second: glicko(found.second) };
        let outcome = match result {
            GameResult::Win(Side::First) => Outcomes::WIN,
            GameResult::Win(Side::Second) => Outcomes::LOSS,
            GameResult::Draw => Outcomes::DRAW,
        };
        let (first, second) =
            glicko2(&before.first, &before.second, &outcome, &Glicko2Config::new());
        let after = BySide { first, second };
        for side in Side::ALL {
            let score = match result {
                GameResult::Draw => Score::Draw,
                GameResult::Win(w) if w == side => Score::Win,
                GameResult::Win(_) => Score::Loss,
            };
            let player = &row.players[side];
            tx.save_rating(server, row.game, pace, player, stored(after[side]), score, now)?;
        }
        let change = Change {
            before: BySide { first: before.first.rating, second: before.second.rating },
            after: BySide { first: after.first.rating, second: after.second.rating },
        };
        tx.set_rating_change(row.id, &change)?;
        Ok(Some(change))
    }

    /// `user`'s ratings and records on this server, one line per game and pace (or only at
    /// `pace`).
    ///
    /// # Errors
    /// The store failed.
    pub fn rating(&self, place: Place, user: &User, pace: Option<Pace>) -> Result<Reply, Refusal> {
        let mut standings = self.read(|c| c.standings_of(place.server, user.id))?;
        standings.retain(|s| pace.is_none_or(|p| s.pace == p));
        let lang = self.public_lang(place.server, None);
        let lessons = self.lessons_finished(user.id)?;
        if standings.is_empty() {
            let none = Text::from(msg!("ratings-none", who = user.id));
            return Ok(Reply::text(lessons.into_iter().fold(none, Text::line), lang));
        }
        let title = Arg::strong(msg!("ratings-title-words", who = user.id));
        let mut text = Text::from(msg!("ratings-title", title = title));
        for s in standings {
            text = text.line(msg!(
                "ratings-line",
                game = Arg::strong(s.game),
                pace = Arg::choice(s.pace.key()),
                rating = rounded(s.rating),
                spread = rounded(2.0 * s.deviation),
                record = record(s.wins, s.losses, s.draws)
            ));
        }
        Ok(Reply::text(lessons.into_iter().fold(text, Text::line), lang))
    }

    /// The best players of `game` at `pace` on this server.
    ///
    /// # Errors
    /// The store failed.
    pub fn leaderboard(&self, place: Place, game: GameId, pace: Pace) -> Result<Reply, Refusal> {
        let rows = self.read(|c| c.leaderboard(place.server, game, pace, BOARD))?;
        let lang = self.public_lang(place.server, None);
        let pace_word = Arg::choice(pace.key());
        if rows.is_empty() {
            let empty = msg!("leaderboard-empty", game = game, pace = pace_word);
            return Ok(Reply::text(empty, lang));
        }
        let title = msg!("leaderboard-title", game = game, pace = pace_word);
        let mut text = Text::from(Arg::strong(title));
        for (i, s) in rows.iter().enumerate() {
            text = text.line(msg!(
                "leaderboard-line",
                rank = i + 1,
                who = s.user,
                rating = rounded(s.rating),
                spread = rounded(2.0 * s.deviation),
                record = record(s.wins, s.losses, s.draws)
            ));
        }
        Ok(Reply::text(text, lang))
    }
}

/// "Ratings: @1 1500 → 1662 (+162), @2 1500 → 1338 (−162)", for a rated game that ended.
pub(super) fn rating_note(row: &GameRow, change: &Change) -> Msg {
    let one = |side| {
        let (before, after) = (change.before[side], change.after[side]);
        let delta = (after - before).round();
        let sign = if delta >= 0.0 { "+" } else { "−" };
        msg!(
            "rating-change",
            who = row.players[side].id,
            before = rounded(before),
            after = rounded(after),
            delta = format!("{sign}{:.0}", delta.abs())
        )
    };
    msg!("ratings-after", first = one(rules::Side::First), second = one(rules::Side::Second))
}

/// A rating as shown: a whole number.
fn rounded(rating: f64) -> String {
    format!("{rating:.0}")
}

/// "3 wins, 1 loss, 0 draws".
fn record(wins: u32, losses: u32, draws: u32) -> Msg {
    msg!("record", wins = wins, losses = losses, draws = draws)
}

/// A stored rating as Glicko-2 reads it (game ratings and puzzle ratings alike).
pub(super) fn glicko(r: Rating) -> Glicko2Rating {
    Glicko2Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
}

/// A Glicko-2 rating as the store keeps it.
pub(super) fn stored(r: Glicko2Rating) -> Rating {
    Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility }
}

#[cfg(test)]
mod tests {
    #[test]
    fn records_read_naturally() {
        use super::record;
        use crate::{
            i18n::{Lang, Plain},
            text::Text,
        };
        let words = |lang, w, l, d| Text::from(record(w, l, d)).words(lang, &Plain);
        assert_eq!(words(Lang::EnUs, 1, 0, 2), "1 win, 0 losses, 2 draws");
        assert_eq!(words(Lang::EnUs, 2, 1, 0), "2 wins, 1 loss, 0 draws");
        assert_eq!(words(Lang::ZhCn, 2, 1, 0), "2 胜，1 负，0 和");
    }
}
