//! Personal links to a game's board page: which member a link was given to, for which game,
//! until when, and whether it was revoked. The store keeps only a digest of each link's
//! secret (`web::links` makes and hashes them), so the database never holds a working link.

use super::{
    Tx,
    sql::{StoreResult, args},
};
use crate::model::{GameNo, Lang, Moment, UserId};

/// A link as the store keeps it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LinkRow {
    /// The game it shows.
    pub game: GameNo,
    /// The member it was given to.
    pub user: UserId,
    /// The language the member asked in: the page's words.
    pub lang: Lang,
    /// When it stops working.
    pub expires_at: Moment,
    /// When it was revoked, if it was.
    pub revoked_at: Option<Moment>,
}

impl Tx<'_> {
    /// Records a link whose secret digests to `hash`.
    ///
    /// # Errors
    /// The store failed (a digest recorded twice is a failure: secrets are random).
    pub fn add_link(&mut self, hash: &str, link: &LinkRow, now: Moment) -> StoreResult<()> {
        self.execute(
            "INSERT INTO board_links (secret_hash, game_id, user_id, lang, created_at, expires_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            &args![hash, link.game, link.user, link.lang.code(), now, link.expires_at],
        )?;
        Ok(())
    }

    /// The link whose secret digests to `hash`, revoked or expired or not.
    ///
    /// # Errors
    /// The store failed.
    pub fn link(&mut self, hash: &str) -> StoreResult<Option<LinkRow>> {
        self.row(
            "SELECT game_id, user_id, lang, expires_at, revoked_at FROM board_links
             WHERE secret_hash = ?1",
            &args![hash],
            |r| {
                Ok(LinkRow {
                    game: r.need_id("game_id")?,
                    user: r.need_id("user_id")?,
                    lang: r.need_parsed("lang", Lang::from_locale)?,
                    expires_at: r.need_id("expires_at")?,
                    revoked_at: r.id("revoked_at")?,
                })
            },
        )
    }

    /// Revokes every link `user` holds to `game` that still works; how many.
    ///
    /// # Errors
    /// The store failed.
    pub fn revoke_links(&mut self, user: UserId, game: GameNo, now: Moment) -> StoreResult<u64> {
        self.execute(
            "UPDATE board_links SET revoked_at = ?3
             WHERE user_id = ?1 AND game_id = ?2 AND revoked_at IS NULL AND expires_at > ?3",
            &args![user, game, now],
        )
    }

    /// Forgets links that stopped working before `before`; how many.
    ///
    /// # Errors
    /// The store failed.
    pub fn forget_links(&mut self, before: Moment) -> StoreResult<u64> {
        self.execute("DELETE FROM board_links WHERE expires_at < ?1", &args![before])
    }
}
