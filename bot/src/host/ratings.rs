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
    i18n::{self, Lang},
    model::{Place, Timestamp, User},
    say,
    store::{
        GameResult, GameRow, Tx,
        ratings::{Change, Rating, Score},
    },
};

/// How many players a leaderboard lists.
const BOARD: usize = 10;

impl Host {
    /// Rates `row`'s game, which just ended with `result`, if it is rated; inside the
    /// transaction that ended it. The two players' rows are locked first, so two games
    /// ending at once for one player are rated one after the other.
    pub(super) fn rate(
        &self,
        tx: &mut Tx<'_>,
        row: &GameRow,
        result: GameResult,
        now: Timestamp,
    ) -> Result<(), Refusal> {
        let standard = Game::new(row.game).position_string() == row.start;
        if !standard || row.engine.is_some() {
            return Ok(());
        }
        let server = row.place.server;
        let ids = BySide { first: row.players.first.id, second: row.players.second.id };
        let stored = tx.ratings_for_update(server, row.game, ids)?;
        let glicko = |r: Option<Rating>| {
            r.map_or_else(Glicko2Rating::default, |r| Glicko2Rating {
                rating: r.rating,
                deviation: r.deviation,
                volatility: r.volatility,
            })
        };
        let before = BySide { first: glicko(stored.first), second: glicko(stored.second) };
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
            let r = after[side];
            let rating =
                Rating { rating: r.rating, deviation: r.deviation, volatility: r.volatility };
            tx.save_rating(server, row.game, &row.players[side], rating, score, now)?;
        }
        let change = Change {
            before: BySide { first: before.first.rating, second: before.second.rating },
            after: BySide { first: after.first.rating, second: after.second.rating },
        };
        tx.set_rating_change(row.id, &change)?;
        Ok(())
    }

    /// `user`'s ratings and records on this server, one line per game.
    ///
    /// # Errors
    /// The store failed.
    pub fn rating(&self, place: Place, user: &User) -> Result<Reply, Refusal> {
        let standings = self.read(|c| c.standings_of(place.server, user.id))?;
        let lang = self.public_lang(place, None);
        let who = user.id.mention();
        if standings.is_empty() {
            return Ok(Reply::text(say!(lang, "ratings-none", who = who)));
        }
        let mut text = say!(lang, "ratings-title", who = who) + "\n";
        for s in standings {
            let line = say!(
                lang,
                "ratings-line",
                game = i18n::game_name(lang, s.game),
                rating = format!("{:.0}", s.rating),
                spread = format!("{:.0}", 2.0 * s.deviation),
                record = record(lang, s.wins, s.losses, s.draws)
            );
            text.push_str(&line);
            text.push('\n');
        }
        Ok(Reply::text(text.trim_end()))
    }

    /// The best players of `game` on this server.
    ///
    /// # Errors
    /// The store failed.
    pub fn leaderboard(&self, place: Place, game: GameId) -> Result<Reply, Refusal> {
        let rows = self.read(|c| c.leaderboard(place.server, game, BOARD))?;
        let lang = self.public_lang(place, None);
        let name = i18n::game_name(lang, game);
        if rows.is_empty() {
            return Ok(Reply::text(say!(lang, "leaderboard-empty", game = name)));
        }
        let mut text = say!(lang, "leaderboard-title", game = name) + "\n";
        for (i, s) in rows.iter().enumerate() {
            let line = say!(
                lang,
                "leaderboard-line",
                rank = i + 1,
                who = s.user.mention(),
                rating = format!("{:.0}", s.rating),
                spread = format!("{:.0}", 2.0 * s.deviation),
                record = record(lang, s.wins, s.losses, s.draws)
            );
            text.push_str(&line);
            text.push('\n');
        }
        Ok(Reply::text(text.trim_end()))
    }

    /// "\nRatings: <@1> 1500 → 1662 (+162), <@2> 1500 → 1338 (−162)" for a rated game that
    /// ended, else nothing.
    pub(super) fn rating_note(&self, row: &GameRow, lang: Lang) -> String {
        let change = match self.read(|c| c.rating_change(row.id)) {
            Ok(Some(change)) => change,
            _ => return String::new(),
        };
        let one = |side| {
            let (before, after) = (change.before[side], change.after[side]);
            let delta = (after - before).round();
            let sign = if delta >= 0.0 { "+" } else { "−" };
            format!(
                "{} {:.0} → {:.0} ({sign}{:.0})",
                row.players[side].id.mention(),
                before,
                after,
                delta.abs()
            )
        };
        let (first, second) = (one(rules::Side::First), one(rules::Side::Second));
        format!("\n{}", say!(lang, "ratings-after", first = first, second = second))
    }
}

/// "3 wins, 1 loss, 0 draws", in `lang`.
fn record(lang: Lang, wins: u32, losses: u32, draws: u32) -> String {
    say!(lang, "record", wins = wins, losses = losses, draws = draws)
}

#[cfg(test)]
mod tests {
    #[test]
    fn records_read_naturally() {
        use super::{Lang, record};
        assert_eq!(record(Lang::EnUs, 1, 0, 2), "1 win, 0 losses, 2 draws");
        assert_eq!(record(Lang::EnUs, 2, 1, 0), "2 wins, 1 loss, 0 draws");
        assert_eq!(record(Lang::ZhCn, 2, 1, 0), "2 胜，1 负，0 和");
    }
}
