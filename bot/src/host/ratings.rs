//! Ratings as players read them: a player's standings, a game's leaderboard, and the change a
//! finished game made.

use rules::GameId;

use super::{Host, Refusal, Reply};
use crate::{
    model::{Place, User},
    store::{GameRow, ratings},
};

/// How many players a leaderboard lists.
const BOARD: usize = 10;

impl Host {
    /// `user`'s ratings and records on this server, one line per game.
    ///
    /// # Errors
    /// The store failed.
    pub fn rating(&self, place: Place, user: &User) -> Result<Reply, Refusal> {
        let standings = self.read(|c| ratings::standings_of(c, place.server, user.id))?;
        let who = user.id.mention();
        if standings.is_empty() {
            return Ok(Reply::text(format!(
                "{who} has no rated games here yet. Games from the usual start position are \
                 rated when they end (aborted games are not)."
            )));
        }
        let mut text = format!("**Ratings of {who}** (Glicko-2)\n");
        for s in standings {
            text.push_str(&format!(
                "• **{}**: {:.0} ± {:.0} — {}\n",
                s.game.name(),
                s.rating,
                2.0 * s.deviation,
                record(s.wins, s.losses, s.draws)
            ));
        }
        Ok(Reply::text(text.trim_end()))
    }

    /// The best players of `game` on this server.
    ///
    /// # Errors
    /// The store failed.
    pub fn leaderboard(&self, place: Place, game: GameId) -> Result<Reply, Refusal> {
        let rows = self.read(|c| ratings::leaderboard(c, place.server, game, BOARD))?;
        if rows.is_empty() {
            return Ok(Reply::text(format!(
                "Nobody has a rating in {} here yet: finish a game to get on the board.",
                game.name()
            )));
        }
        let mut text = format!("**{} leaderboard**\n", game.name());
        for (i, s) in rows.iter().enumerate() {
            text.push_str(&format!(
                "{}. {} — {:.0} ± {:.0} — {}\n",
                i + 1,
                s.user.mention(),
                s.rating,
                2.0 * s.deviation,
                record(s.wins, s.losses, s.draws)
            ));
        }
        Ok(Reply::text(text.trim_end()))
    }

    /// "\nRatings: <@1> 1500 → 1662 (+162), <@2> 1500 → 1338 (−162)" for a rated game that
    /// ended, else nothing.
    pub(super) fn rating_note(&self, row: &GameRow) -> String {
        let change = match self.read(|c| ratings::change_of(c, row.id)) {
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
        format!("\nRatings: {}, {}", one(rules::Side::First), one(rules::Side::Second))
    }
}

/// "3 wins, 1 loss, 0 draws".
fn record(wins: u32, losses: u32, draws: u32) -> String {
    let n = |k: u32, one: &str, many: &str| format!("{k} {}", if k == 1 { one } else { many });
    format!(
        "{}, {}, {}",
        n(wins, "win", "wins"),
        n(losses, "loss", "losses"),
        n(draws, "draw", "draws")
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn records_read_naturally() {
        assert_eq!(super::record(1, 0, 2), "1 win, 0 losses, 2 draws");
    }
}
