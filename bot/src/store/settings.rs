//! Settings rows: a server's time limits, default orientation and piece styles; a player's
//! board orientation and piece styles.

use std::time::Duration;

use render::PieceStyle;
use rules::GameId;

use super::{
    Tx,
    codec::{IntColumn, WordColumn},
    sql::{Columns, StoreResult, args},
};
use crate::model::{Lang, Moment, Orientation, ServerId, UserId};

/// A server's own settings; `None` means the bot's default.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ServerSettings {
    /// How long a player may take over a turn before the opponent may claim the game.
    pub turn_timeout: Option<Duration>,
    /// How long before the player to move is reminded (zero: never).
    pub reminder: Option<Duration>,
    /// How boards are drawn for players who chose nothing themselves.
    pub orientation: Option<Orientation>,
    /// The language of the bot's public posts here (turns, challenges, results).
    pub language: Option<Lang>,
    /// The server's language as Discord last gave it with a command (`guild_locale`): the
    /// language of public posts when none is chosen. Never changed by `update_server_settings`.
    pub discord_language: Option<Lang>,
    /// In a change: forget the chosen language, so posts follow the server's Discord language
    /// again. Always false as read.
    pub forget_language: bool,
    /// Whether a challenge starts its game in a thread of its own unless it says otherwise.
    pub threads: Option<bool>,
    /// Whether every member may announce tournaments (else only those who may manage it).
    pub tournaments: Option<bool>,
}

/// Whose piece style: a server's default or a player's own.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StyleOwner {
    /// A server's default for its members.
    Server(ServerId),
    /// A player's own, for the boards that answer them.
    User(UserId),
}

impl StyleOwner {
    fn table(self) -> (&'static str, &'static str, i64) {
        match self {
            StyleOwner::Server(s) => ("server_piece_styles", "server_id", s.sql()),
            StyleOwner::User(u) => ("user_piece_styles", "user_id", u.sql()),
        }
    }
}

/// A row's server settings (every column NULL: the defaults).
fn server_settings(r: &dyn Columns) -> StoreResult<ServerSettings> {
    Ok(ServerSettings {
        turn_timeout: r.duration("turn_timeout_secs")?,
        reminder: r.duration("reminder_secs")?,
        orientation: r.word("orientation")?,
        // A language this build has no catalogue for reads as none chosen.
        language: r.text("language")?.as_deref().and_then(Lang::from_locale),
        discord_language: r.text("discord_language")?.as_deref().and_then(Lang::from_locale),
        forget_language: false,
        threads: r.int("threads")?.map(|t| t != 0),
        tournaments: r.int("tournaments")?.map(|t| t != 0),
    })
}

impl Tx<'_> {
    /// A server's settings (all `None` if it never changed any).
    ///
    /// # Errors
    /// The store failed.
    pub fn server_settings(&mut self, server: ServerId) -> StoreResult<ServerSettings> {
        let found = self.row(
            "SELECT turn_timeout_secs, reminder_secs, orientation, language, discord_language,
                 threads, tournaments
             FROM server_settings WHERE server_id = ?1",
            &args![server],
            server_settings,
        )?;
        Ok(found.unwrap_or_default())
    }

    /// Changes the settings given as `Some`, keeping the others.
    ///
    /// # Errors
    /// The store failed.
    pub fn update_server_settings(
        &mut self,
        server: ServerId,
        change: &ServerSettings,
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO server_settings
                 (server_id, turn_timeout_secs, reminder_secs, orientation, language, updated_at,
                  threads, tournaments)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
             ON CONFLICT (server_id) DO UPDATE SET
                 turn_timeout_secs = COALESCE(?2, server_settings.turn_timeout_secs),
                 reminder_secs = COALESCE(?3, server_settings.reminder_secs),
                 orientation = COALESCE(?4, server_settings.orientation),
                 language = COALESCE(?5, server_settings.language),
                 updated_at = ?6,
                 threads = COALESCE(?7, server_settings.threads),
                 tournaments = COALESCE(?8, server_settings.tournaments)",
            &args![
                server,
                change.turn_timeout,
                change.reminder,
                change.orientation,
                change.language.map(Lang::code),
                now,
                change.threads.map(i64::from),
                change.tournaments.map(i64::from)
            ],
        )?;
        if change.forget_language {
            self.execute(
                "UPDATE server_settings SET language = NULL WHERE server_id = ?1",
                &args![server],
            )?;
        }
        Ok(())
    }

    /// Notes the server's language as Discord gives it.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_discord_language(
        &mut self,
        server: ServerId,
        lang: Lang,
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO server_settings (server_id, discord_language, updated_at)
             VALUES (?1, ?2, ?3)
             ON CONFLICT (server_id) DO UPDATE SET discord_language = ?2",
            &args![server, lang.code(), now],
        )?;
        Ok(())
    }

    /// Sets a server's turn time limit.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_turn_timeout(
        &mut self,
        server: ServerId,
        limit: Duration,
        now: Moment,
    ) -> StoreResult<()> {
        let change = ServerSettings { turn_timeout: Some(limit), ..ServerSettings::default() };
        self.update_server_settings(server, &change, now)
    }

    /// How a player wants boards drawn for them, if they said.
    ///
    /// # Errors
    /// The store failed.
    pub fn orientation(&mut self, user: UserId) -> StoreResult<Option<Orientation>> {
        let text = self.row(
            "SELECT orientation FROM user_settings WHERE user_id = ?1",
            &args![user],
            |r| r.text("orientation"),
        )?;
        Ok(text.flatten().as_deref().and_then(Orientation::from_word))
    }

    /// Records how a player wants boards drawn for them.
    ///
    /// # Errors
    /// The store failed.
    pub fn set_orientation(
        &mut self,
        user: UserId,
        orientation: Orientation,
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO user_settings (user_id, orientation, updated_at) VALUES (?1, ?2, ?3)
             ON CONFLICT (user_id) DO UPDATE SET orientation = ?2, updated_at = ?3",
            &args![user, orientation, now],
        )?;
        Ok(())
    }

    /// The piece style `owner` chose for `game`, if any.
    ///
    /// # Errors
    /// The store failed.
    pub fn piece_style(
        &mut self,
        owner: StyleOwner,
        game: GameId,
    ) -> StoreResult<Option<PieceStyle>> {
        let (table, key, id) = owner.table();
        let text = self.row(
            &format!("SELECT style FROM {table} WHERE {key} = ?1 AND game = ?2"),
            &args![id, game.id()],
            |r| r.text("style"),
        )?;
        Ok(text.flatten().as_deref().and_then(PieceStyle::from_word))
    }

    /// Every piece style `owner` chose, game by game.
    ///
    /// # Errors
    /// The store failed.
    pub fn piece_styles(&mut self, owner: StyleOwner) -> StoreResult<Vec<(GameId, PieceStyle)>> {
        let (table, key, id) = owner.table();
        let rows = self.rows(
            &format!("SELECT game, style FROM {table} WHERE {key} = ?1"),
            &args![id],
            |r| Ok((r.need_text("game")?, r.need_text("style")?)),
        )?;
        let mut out: Vec<(GameId, PieceStyle)> = rows
            .into_iter()
            .filter_map(|(game, style)| Some((game.parse().ok()?, PieceStyle::from_word(&style)?)))
            .collect();
        out.sort_by_key(|(g, _)| GameId::ALL.iter().position(|x| x == g));
        Ok(out)
    }

    /// Records `owner`'s piece style for `game`; `None` forgets it (back to the default).
    ///
    /// # Errors
    /// The store failed.
    pub fn set_piece_style(
        &mut self,
        owner: StyleOwner,
        game: GameId,
        style: Option<PieceStyle>,
        now: Moment,
    ) -> StoreResult<()> {
        let (table, key, id) = owner.table();
        match style {
            Some(style) => self.execute(
                &format!(
                    "INSERT INTO {table} ({key}, game, style, updated_at) VALUES (?1, ?2, ?3, ?4)
                     ON CONFLICT ({key}, game) DO UPDATE SET style = ?3, updated_at = ?4"
                ),
                &args![id, game.id(), style, now],
            )?,
            None => self.execute(
                &format!("DELETE FROM {table} WHERE {key} = ?1 AND game = ?2"),
                &args![id, game.id()],
            )?,
        };
        Ok(())
    }
}

/// Everything a reply needs to know about how its reader wants boards, read in one statement:
/// the server's settings, the reader's orientation and both piece styles for one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Looks {
    /// The server's settings (defaults outside servers).
    pub server: ServerSettings,
    /// The reader's own orientation, if they chose one.
    pub orientation: Option<Orientation>,
    /// The reader's own piece style for the game.
    pub user_style: Option<PieceStyle>,
    /// The server's piece style for the game.
    pub server_style: Option<PieceStyle>,
}

impl Tx<'_> {
    /// How `reader` (if any) on `server` (if any) wants boards of `game` (if any) drawn, and
    /// the server's settings: one statement. The parameters are read once, in the derived
    /// table `k`: SQLite prepares a statement again each time a parameter it joins on directly
    /// is bound anew, which cost about 200,000 instructions a turn (measured with callgrind on
    /// the load example).
    ///
    /// # Errors
    /// The store failed.
    pub fn looks(
        &mut self,
        server: Option<ServerId>,
        reader: Option<UserId>,
        game: Option<GameId>,
    ) -> StoreResult<Looks> {
        let found = self.row(
            "SELECT s.turn_timeout_secs, s.reminder_secs, s.orientation, s.language,
                 s.discord_language, s.threads, s.tournaments,
                 (SELECT u.orientation FROM user_settings u WHERE u.user_id = k.uid)
                     AS user_orientation,
                 (SELECT p.style FROM user_piece_styles p
                  WHERE p.user_id = k.uid AND p.game = k.game) AS user_style,
                 (SELECT p.style FROM server_piece_styles p
                  WHERE p.server_id = k.sid AND p.game = k.game) AS server_style
             FROM (SELECT CAST(?1 AS BIGINT) AS sid, CAST(?2 AS BIGINT) AS uid,
                          CAST(?3 AS TEXT) AS game) AS k
             LEFT JOIN server_settings s ON s.server_id = k.sid",
            &args![server, reader, game.map(GameId::id)],
            |r| {
                Ok(Looks {
                    server: server_settings(r)?,
                    orientation: r.word("user_orientation")?,
                    user_style: r.word("user_style")?,
                    server_style: r.word("server_style")?,
                })
            },
        )?;
        Ok(found.unwrap_or_default())
    }
}
