//! Glicko-2 ratings per game and per server, updated in the transaction that ends a game.
//!
//! Only games from the standard start position are rated (a game from a set-up position says
//! little about strength); aborted games never are. A player without a rating starts at 1500
//! with deviation 350, Glicko-2's defaults.

use rules::{BySide, Game, GameId, Side};
use rusqlite::{Connection, OptionalExtension, Row, params};
use skillratings::{
    Outcomes,
    glicko2::{Glicko2Config, Glicko2Rating, glicko2},
};

use super::game_id;
use crate::model::{ServerId, Timestamp, UserId};

/// A player's standing in one game on one server.
#[derive(Debug, Clone, PartialEq)]
pub struct Standing {
    /// The player.
    pub user: UserId,
    /// Their name when they last played.
    pub name: String,
    /// Which game.
    pub game: GameId,
    /// Glicko-2 rating.
    pub rating: f64,
    /// Glicko-2 rating deviation.
    pub deviation: f64,
    /// Games won, lost and drawn.
    pub wins: u32,
    /// Games lost.
    pub losses: u32,
    /// Games drawn.
    pub draws: u32,
}

/// A rated game's effect: each side's rating before and after.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Change {
    /// Before the game.
    pub before: BySide<f64>,
    /// After it.
    pub after: BySide<f64>,
}

fn server_key(server: Option<ServerId>) -> i64 {
    server.map_or(0, ServerId::sql)
}

fn standing(row: &Row) -> rusqlite::Result<Standing> {
    Ok(Standing {
        user: UserId::from_sql(row.get("user_id")?),
        name: row.get("name")?,
        game: game_id(row, "game")?,
        rating: row.get("rating")?,
        deviation: row.get("deviation")?,
        wins: row.get("wins")?,
        losses: row.get("losses")?,
        draws: row.get("draws")?,
    })
}

fn current(
    conn: &Connection,
    server: i64,
    game: &str,
    user: i64,
) -> rusqlite::Result<Glicko2Rating> {
    let found = conn
        .query_row(
            "SELECT rating, deviation, volatility FROM ratings
             WHERE server_id = ?1 AND game = ?2 AND user_id = ?3",
            params![server, game, user],
            |r| {
                Ok(Glicko2Rating { rating: r.get(0)?, deviation: r.get(1)?, volatility: r.get(2)? })
            },
        )
        .optional()?;
    Ok(found.unwrap_or_default())
}

/// Rates game `id`, which just ended with `result` (`first`, `second` or `draw`), if it was
/// played from the standard start between two people; returns the change. Call inside the
/// ending transaction.
pub fn rate_game(
    conn: &Connection,
    id: i64,
    result: &str,
    now: Timestamp,
) -> rusqlite::Result<Option<Change>> {
    let (server, game, start, ids, names, against_bot) = conn.query_row(
        "SELECT server_id, game, start_position, first_id, second_id, first_name, second_name,
             engine_level IS NOT NULL
         FROM games WHERE id = ?1",
        [id],
        |r| {
            let server: Option<i64> = r.get(0)?;
            Ok((
                server.unwrap_or(0),
                game_id(r, "game")?,
                r.get::<_, String>(2)?,
                BySide { first: r.get::<_, i64>(3)?, second: r.get::<_, i64>(4)? },
                BySide { first: r.get::<_, String>(5)?, second: r.get::<_, String>(6)? },
                r.get::<_, bool>(7)?,
            ))
        },
    )?;
    // Games against the bot are practice: they leave every rating as it was.
    let standard = Game::new(game).is_ok_and(|g| g.position_string() == start);
    if !standard || against_bot {
        return Ok(None);
    }
    let key = game.id();
    let before = BySide {
        first: current(conn, server, key, ids.first)?,
        second: current(conn, server, key, ids.second)?,
    };
    let outcome = match result {
        "first" => Outcomes::WIN,
        "second" => Outcomes::LOSS,
        _ => Outcomes::DRAW,
    };
    let (first, second) = glicko2(&before.first, &before.second, &outcome, &Glicko2Config::new());
    let after = BySide { first, second };
    for side in Side::ALL {
        let (won, lost, drawn) = match (result, side) {
            ("draw", _) => (0, 0, 1),
            ("first", Side::First) | ("second", Side::Second) => (1, 0, 0),
            _ => (0, 1, 0),
        };
        let r = after[side];
        conn.execute(
            "INSERT INTO ratings (server_id, game, user_id, name, rating, deviation, volatility,
                 wins, losses, draws, updated_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)
             ON CONFLICT (server_id, game, user_id) DO UPDATE SET
                 name = ?4, rating = ?5, deviation = ?6, volatility = ?7,
                 wins = wins + ?8, losses = losses + ?9, draws = draws + ?10, updated_at = ?11",
            params![
                server,
                key,
                ids[side],
                names[side],
                r.rating,
                r.deviation,
                r.volatility,
                won,
                lost,
                drawn,
                now
            ],
        )?;
    }
    let change = Change {
        before: BySide { first: before.first.rating, second: before.second.rating },
        after: BySide { first: after.first.rating, second: after.second.rating },
    };
    conn.execute(
        "UPDATE games SET first_rating_before = ?2, first_rating_after = ?3,
             second_rating_before = ?4, second_rating_after = ?5 WHERE id = ?1",
        params![
            id,
            change.before.first,
            change.after.first,
            change.before.second,
            change.after.second
        ],
    )?;
    Ok(Some(change))
}

/// The rating change recorded on game `id`, if it was rated.
pub fn change_of(conn: &Connection, id: i64) -> rusqlite::Result<Option<Change>> {
    conn.query_row(
        "SELECT first_rating_before, first_rating_after, second_rating_before, second_rating_after
         FROM games WHERE id = ?1",
        [id],
        |r| {
            let v: [Option<f64>; 4] = [r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?];
            Ok(match v {
                [Some(a), Some(b), Some(c), Some(d)] => Some(Change {
                    before: BySide { first: a, second: c },
                    after: BySide { first: b, second: d },
                }),
                _ => None,
            })
        },
    )
    .optional()
    .map(Option::flatten)
}

/// A player's standings on a server, one per game they have a rating in.
pub fn standings_of(
    conn: &Connection,
    server: Option<ServerId>,
    user: UserId,
) -> rusqlite::Result<Vec<Standing>> {
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM ratings WHERE server_id = ?1 AND user_id = ?2 ORDER BY game",
    )?;
    let rows = stmt.query_map(params![server_key(server), user.sql()], standing)?;
    rows.collect()
}

/// The best `limit` players of `game` on a server, highest rating first.
pub fn leaderboard(
    conn: &Connection,
    server: Option<ServerId>,
    game: GameId,
    limit: usize,
) -> rusqlite::Result<Vec<Standing>> {
    let mut stmt = conn.prepare_cached(
        "SELECT * FROM ratings WHERE server_id = ?1 AND game = ?2
         ORDER BY rating DESC, user_id LIMIT ?3",
    )?;
    let rows = stmt.query_map(params![server_key(server), game.id(), limit as i64], standing)?;
    rows.collect()
}
