//! The board page (the `web` adapter): personal links to a game's page, what a page shows of
//! the game, and a move made on it.
//!
//! **Links.** A link carries a secret of 256 random bits, given to one member for one game
//! ([`Host::page_link`]) in the channel where the game is played: whoever can press the
//! game's Board button can see the game in Discord. The store keeps the secret's SHA-256
//! digest only, so a copy of the database holds no working link. A link works for
//! [`LINK_LIFE`] (a correspondence game outlasts it: the member presses Board again), until
//! revoked ([`Host::revoke_page_links`]); a player plays from it, anyone else watches.
//!
//! **One host.** A move from a page goes through [`Host::play_move`]'s own path, with the
//! ply the page showed: the same checks and clock charging as `/move`. Its board post for the
//! channel is queued in the move's transaction, claimed by this process, so a process that
//! dies before posting leaves it to the background work, as the bot's own moves do.

use std::time::Duration;

use rules::{BoardView, Game, LegalMove, Side};
use sha2::{Digest, Sha256};

use super::{
    Action, ActionId, ActionStyle, Delivery, Host, Refusal, RefusalKind, Reply, Say, lines, no_game,
};
use crate::{
    i18n::Lang,
    model::{Actor, GameNo, Moment, Place, Stamp, UserId},
    msg,
    store::{GameRow, GameStatus, links::LinkRow, outbox::Subject},
    text::{Arg, Text},
};

/// How long a board link works.
pub const LINK_LIFE: Duration = Duration::from_secs(3 * 86_400);

/// The length of a link's secret: 32 random bytes, in hexadecimal.
const SECRET_LEN: usize = 64;

/// A link just made: its secret (to put in the address) and when it stops working.
#[derive(Clone, PartialEq, Eq)]
pub struct PageLink {
    /// The secret, 64 hexadecimal digits.
    pub secret: String,
    /// When the link stops working.
    pub expires_at: Moment,
}

/// Never the secret, so that no log can show it.
impl std::fmt::Debug for PageLink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PageLink").field("expires_at", &self.expires_at).finish_non_exhaustive()
    }
}

/// What a page shows: the game as it stands, for the member the link was given to.
#[derive(Debug, Clone)]
pub struct Page {
    /// The game's row (players, clocks, status).
    pub row: GameRow,
    /// The position.
    pub view: BoardView,
    /// The member looking.
    pub visitor: UserId,
    /// Their language.
    pub lang: Lang,
    /// The side they play, if they play.
    pub side: Option<Side>,
    /// How they want the pieces drawn: their style for the game, else the server's, else the
    /// game's own. (A page keeps the player's side at the bottom whatever their orientation
    /// setting says: a board that turns under the mouse after every move cannot be played.)
    pub style: render::PieceStyle,
    /// Their legal moves, when it is their turn.
    pub legal: Vec<LegalMove>,
    /// The moves played, in order.
    pub moves: Vec<PageMove>,
    /// Whose turn it is, or how the game ended.
    pub status: Text,
    /// When this was read, for the clocks.
    pub now: Stamp,
}

/// One move of the list.
#[derive(Debug, Clone)]
pub struct PageMove {
    /// Who made it.
    pub side: Side,
    /// Its canonical text.
    pub text: String,
    /// As the reader reads it (Chinese notation for readers of Chinese, where the game has it).
    pub said: Arg,
}

/// What a player does on a page besides moving; each is the chat command of the same name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageAction {
    /// `/resign`.
    Resign,
    /// `/draw`: offers a draw, or accepts the opponent's offer.
    Draw,
    /// `/takeback`: asks to take the last move back, or grants the opponent's request.
    Takeback,
    /// Declines the opponent's standing draw offer or takeback request.
    Decline,
}

/// The delivery id of a post that is not in the outbox: shown once, now, by the process
/// that made it (settling it changes nothing).
const NOT_QUEUED: i64 = 0;

/// What a move from a page did.
#[derive(Debug)]
pub enum PageMoved {
    /// It was played; the board post for the channel, to show and settle.
    Played(Box<Delivery>),
    /// The same move by the same player was played already at that ply (sent twice).
    Already,
}

impl Host {
    /// Serves board pages at `url` (`BOT_PUBLIC_URL`, the address players reach): boards of
    /// games that go on get a Board button from now on. Set once; later calls change nothing.
    pub fn serve_pages_at(&self, url: &str) {
        let _ = self.page_url.set(url.trim_end_matches('/').to_owned());
    }

    /// Where players reach the board page, if it is served.
    pub fn page_url(&self) -> Option<&str> {
        self.page_url.get().map(String::as_str)
    }

    /// The Board button under a board of `row`'s game, while it goes on and pages are served.
    pub(super) fn page_button(&self, row: &GameRow, game: &Game) -> Option<Action> {
        let going = row.status == GameStatus::Active && game.outcome().is_none();
        (going && self.page_url().is_some()).then(|| {
            let id = ActionId::Board { game: row.id };
            Action::new(id, crate::text::Msg::new("button-board"), ActionStyle::Secondary)
        })
    }

    /// The Board button: a link of `actor`'s own to game `game`'s page, for them alone, with a
    /// button that revokes it.
    ///
    /// # Errors
    /// Pages are not served, the game is not played in `place`, or the store failed.
    pub fn board_link(&self, actor: &Actor, place: Place, game: GameNo) -> Result<Reply, Refusal> {
        let url = self.served_url()?;
        let link = self.page_link(actor, game, place)?;
        let address = crate::web::link_address(&url, &link.secret);
        let text = msg!("board-link", game = game, link = address, until = link.expires_at);
        Ok(link_reply(text, ActionId::Revoke { game }, actor.lang))
    }

    /// Where pages are served, for a button that asks for a link; a button left from when
    /// they were is stale now.
    pub(super) fn served_url(&self) -> Result<String, Refusal> {
        let url = self.page_url().map(str::to_owned);
        url.ok_or_else(|| Refusal::keyed(RefusalKind::Stale, "refusal-stale-button"))
    }

    /// The app's entry point (the launcher Discord shows where the operator enabled
    /// Activities): a link of `actor`'s own to the board of the channel's game, as the Board
    /// button gives.
    ///
    /// # Errors
    /// No game in the channel, pages are not served, or the store failed.
    pub fn launch(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        if self.page_url().is_none() {
            return Err(Refusal::keyed(RefusalKind::Nothing, "launch-no-page"));
        }
        self.board_link(actor, place, row.id)
    }

    /// The Revoke button: `actor`'s links to game `game` stop working.
    ///
    /// # Errors
    /// The store failed.
    pub fn revoke_board_links(&self, actor: &Actor, game: GameNo) -> Result<Reply, Refusal> {
        let count = self.revoke_page_links(actor, game)?;
        Ok(Reply::text(msg!("board-link-revoked", count = count), actor.lang))
    }

    /// A new link for `actor` to game `game`'s page, asked for in `place`.
    ///
    /// # Errors
    /// No such game, the game is not played in `place`, or the store failed.
    pub fn page_link(
        &self,
        actor: &Actor,
        game: GameNo,
        place: Place,
    ) -> Result<PageLink, Refusal> {
        let row = self.read(|c| c.game(game))?.ok_or_else(no_game)?;
        if row.place.channel != place.channel {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-link-elsewhere"));
        }
        let secret = new_secret()?;
        let now = self.now();
        let link = LinkRow {
            game,
            user: actor.id(),
            lang: actor.lang,
            expires_at: now + LINK_LIFE,
            revoked_at: None,
        };
        self.write(|tx| {
            tx.forget_links(now - LINK_LIFE)?;
            tx.add_link(&digest(&secret), &link, now)?;
            Ok(())
        })?;
        Ok(PageLink { secret, expires_at: link.expires_at })
    }

    /// Revokes every working link `actor` holds to game `game`; how many there were.
    ///
    /// # Errors
    /// The store failed.
    pub fn revoke_page_links(&self, actor: &Actor, game: GameNo) -> Result<u64, Refusal> {
        let now = self.now();
        self.write(|tx| Ok(tx.revoke_links(actor.id(), game, now)?))
    }

    /// The game the link with `secret` shows, if the link works.
    ///
    /// # Errors
    /// The secret is malformed or unknown, the link expired or was revoked, or the store
    /// failed.
    pub fn page_game(&self, secret: &str) -> Result<(LinkRow, GameRow), Refusal> {
        let link = self.link_of(secret)?;
        let row = self.read(|c| c.game(link.game))?.ok_or_else(no_game)?;
        Ok((link, row))
    }

    /// What the page of the link with `secret` shows now.
    ///
    /// # Errors
    /// As [`Host::page_game`]; or the game's record cannot be replayed.
    pub fn page(&self, secret: &str) -> Result<Page, Refusal> {
        let (link, row) = self.page_game(secret)?;
        let moves = self.read(|c| c.moves(row.id))?;
        let mut game = self.replayed(&row, &[])?;
        let mut list = Vec::with_capacity(moves.len());
        for (i, m) in moves.iter().enumerate() {
            // A pass the rules played by themselves (American Chess, a side with no move) is
            // stored too, and was played again, and listed, with the move before it.
            if i < list.len() {
                continue;
            }
            let played = game.play(&m.canonical).map_err(|e| {
                tracing::error!("game {} cannot be replayed at ply {}: {e}", row.id, m.ply);
                Refusal::keyed(RefusalKind::Internal, "refusal-record-broken")
            })?;
            let said = super::turn::move_arg(&played);
            list.push(PageMove { side: played.mover(), text: played.text().to_owned(), said });
            list.extend(played.passes().iter().map(|p| PageMove {
                side: p.side,
                text: p.text.clone(),
                said: Arg::from(p.display.clone()),
            }));
        }
        let side = row.side_of(link.user);
        let playing = row.status == GameStatus::Active && game.outcome().is_none();
        let legal = match side {
            Some(s) if playing && game.side_to_move() == s => game.legal_moves(),
            _ => Vec::new(),
        };
        let status = page_status(&row, &game);
        let audience = self.audience(row.place, None, Some(link.user), row.game);
        Ok(Page {
            style: render::PieceStyle::resolve(audience.style, row.game),
            view: game.view(),
            visitor: link.user,
            lang: link.lang,
            side,
            legal,
            moves: list,
            status,
            now: self.stamp(),
            row,
        })
    }

    /// The holder of the link with `secret` plays `text` in its game, on the board at ply
    /// `seen_ply`; the move reached the bot at `arrived`.
    ///
    /// # Errors
    /// As [`Host::page_game`] and [`Host::play_move`]: not a player, not their turn, an
    /// illegal move, a position that changed, a game over or replaced.
    pub fn page_move(
        &self,
        secret: &str,
        text: &str,
        seen_ply: u32,
        arrived: Stamp,
    ) -> Result<PageMoved, Refusal> {
        let (link, row, actor) = self.page_player(secret, arrived)?;
        let mut entry = None;
        let played = self.play_move_then(&actor, row.place, text, Some(seen_ply), |tx, before| {
            if before.id != row.id {
                return Err(Refusal::keyed(RefusalKind::Stale, "refusal-link-game-over"));
            }
            let now = self.now();
            let turn = Subject::Turn(before.id);
            let claim = self.claim(now);
            entry = Some(tx.enqueue_claimed(
                turn,
                before.place.channel,
                before.ply + 1,
                now,
                &claim,
            )?);
            Ok(())
        });
        match (played, entry) {
            (Ok(reply), Some(id)) => {
                let delivery = Delivery { id, channel: row.place.channel, say: Say::Turn(reply) };
                Ok(PageMoved::Played(Box::new(delivery)))
            }
            (Ok(_), None) => Err(Refusal::keyed(RefusalKind::Internal, "refusal-record-broken")),
            (Err(refusal), _) if refusal.kind == RefusalKind::PositionChanged => {
                let moves = self.read(|c| c.moves(row.id))?;
                let sent_twice = moves.get(seen_ply as usize).is_some_and(|m| {
                    m.player == Some(link.user)
                        && (m.canonical == text.trim() || m.typed == text.trim())
                });
                if sent_twice { Ok(PageMoved::Already) } else { Err(refusal) }
            }
            (Err(refusal), _) => Err(refusal),
        }
    }

    /// The holder of the link with `secret` does `action` in its game, on the board at ply
    /// `seen_ply`: the same host call as the chat command. Returns the post for the channel.
    ///
    /// # Errors
    /// As [`Host::page_game`] and the command's own refusals (not a player, nothing to
    /// answer, a game over), or the game moved on since the page showed it.
    pub fn page_action(
        &self,
        secret: &str,
        action: PageAction,
        seen_ply: u32,
        arrived: Stamp,
    ) -> Result<Delivery, Refusal> {
        let (_, row, actor) = self.page_player(secret, arrived)?;
        let Some(side) = row.side_of(actor.id()) else { return Err(no_game()) };
        if row.status != GameStatus::Active {
            return Err(Refusal::keyed(RefusalKind::Stale, "refusal-link-game-over"));
        }
        if row.ply != seen_ply {
            return Err(super::position_changed());
        }
        let place = row.place;
        let theirs = |offer: Option<crate::store::Offer>| offer.is_some_and(|o| o.by != side);
        let reply = match action {
            PageAction::Resign => self.resign(&actor, place)?,
            PageAction::Draw if theirs(row.draw_offer) => self.answer_draw(&actor, place, true)?,
            PageAction::Draw => self.offer_draw(&actor, place)?,
            PageAction::Takeback if theirs(row.takeback) => {
                self.answer_takeback(&actor, place, true)?
            }
            PageAction::Takeback => self.request_takeback(&actor, place)?,
            PageAction::Decline if theirs(row.draw_offer) => {
                self.answer_draw(&actor, place, false)?
            }
            PageAction::Decline => self.answer_takeback(&actor, place, false)?,
        };
        Ok(Delivery { id: NOT_QUEUED, channel: place.channel, say: Say::Turn(reply) })
    }

    /// The link with `secret`, its game, and its holder as the player acting, whose action
    /// reached the bot at `arrived`.
    ///
    /// # Errors
    /// As [`Host::page_game`]; or the holder only watches the game.
    fn page_player(
        &self,
        secret: &str,
        arrived: Stamp,
    ) -> Result<(LinkRow, GameRow, Actor), Refusal> {
        let (link, row) = self.page_game(secret)?;
        let Some(side) = row.side_of(link.user) else {
            return Err(Refusal::keyed(RefusalKind::NotAPlayer, "refusal-link-watching"));
        };
        let actor =
            Actor { lang: link.lang, arrived: Some(arrived), ..Actor::player(&row.players[side]) };
        Ok((link, row, actor))
    }

    /// The link with `secret`, if it works now.
    fn link_of(&self, secret: &str) -> Result<LinkRow, Refusal> {
        let unknown = || Refusal::keyed(RefusalKind::NotAllowed, "refusal-link-unknown");
        let hash = digest_of(secret).ok_or_else(unknown)?;
        let link = self.read(|c| c.link(&hash))?;
        let link = link.ok_or_else(unknown)?;
        if link.revoked_at.is_some() {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-link-revoked"));
        }
        if link.expires_at <= self.now() {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-link-expired"));
        }
        Ok(link)
    }
}

/// Whose turn it is, or how the game ended.
fn page_status(row: &GameRow, game: &Game) -> Text {
    match row.status {
        GameStatus::Active => Text::from(lines::status(row, game)),
        _ => Text::from(msg!("page-over", result = lines::result_words(row))),
    }
}

/// A new link's secret: 32 random bytes, in hexadecimal.
pub(super) fn new_secret() -> Result<String, Refusal> {
    let mut bytes = [0u8; SECRET_LEN / 2];
    getrandom::fill(&mut bytes).map_err(|e| {
        tracing::error!("no random bytes for a board link: {e}");
        Refusal::keyed(RefusalKind::Internal, "refusal-link-unavailable")
    })?;
    Ok(hex(&bytes))
}

/// What the store keeps of `secret` (as a page sent it), if it is shaped like a secret.
pub(super) fn digest_of(secret: &str) -> Option<String> {
    let shaped = secret.len() == SECRET_LEN && secret.bytes().all(|b| b.is_ascii_hexdigit());
    shaped.then(|| digest(&secret.to_ascii_lowercase()))
}

/// The SHA-256 digest of a link's secret, in hexadecimal: what the store keeps.
pub(super) fn digest(secret: &str) -> String {
    hex(&Sha256::digest(secret.as_bytes()))
}

fn hex(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::with_capacity(bytes.len() * 2), |mut s, b| {
        let _ = write!(s, "{b:02x}");
        s
    })
}

/// A link given to one member (`text`, in `lang`), with the Revoke button `revoke` that ends
/// it.
pub(super) fn link_reply(text: impl Into<Text>, revoke: ActionId, lang: Lang) -> Reply {
    let revoke = Action::new(revoke, crate::text::Msg::new("button-revoke"), ActionStyle::Danger);
    Reply { actions: vec![revoke], ..Reply::text(text, lang) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_digest_is_sha256_in_hexadecimal() {
        // The standard test vector for "abc".
        assert_eq!(
            digest("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
