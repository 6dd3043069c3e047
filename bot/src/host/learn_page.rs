//! Lessons on the board page: a member's link to their lessons in one game, what the page
//! shows of the exercise they are on, and their moves and buttons from it.
//!
//! A lessons link is made as a game's board link is ([`super::page`]): 256 random bits, the
//! store keeping only their digest, working for [`LINK_LIFE`]. It is given by the Board
//! button under an exercise, privately, to the member whose lessons they are. The page then
//! plays through the same host calls as `/learn move:` and the buttons under an exercise,
//! so the chat and the page are one try: a move from either is seen by the other the next
//! time it looks.

use rules::{BoardView, Cell, GameId, LegalMove, Side};

use super::{
    Action, ActionId, ActionStyle, Host, LINK_LIFE, PageLink, Refusal, RefusalKind, Reply,
    learn::{At, Moved, path_of},
    learn_shown::exercise_words,
    page::{digest, digest_of, new_secret},
};
use crate::{
    i18n::Lang,
    learn::Attempt,
    model::{Actor, ChannelId, Place, User},
    msg,
    store::learn::LearnLink,
    text::{Msg, Text},
};

/// What a lessons page shows: the exercise as it stands, for the member the link was given
/// to.
#[derive(Debug, Clone)]
pub struct LessonPage {
    /// Which game's lessons.
    pub game: GameId,
    /// The member's name.
    pub name: String,
    /// Their language.
    pub lang: Lang,
    /// How they want the pieces drawn.
    pub style: render::PieceStyle,
    /// The position.
    pub view: BoardView,
    /// The side they play.
    pub learner: Side,
    /// Their legal moves.
    pub legal: Vec<LegalMove>,
    /// The stars still to reach or take.
    pub stars: Vec<Cell>,
    /// The exercise's place in the path, from 0.
    pub exercise: u32,
    /// How many exercises the path has.
    pub total: u32,
    /// Both sides' moves of the try so far.
    pub ply: u32,
    /// The try ([`crate::learn::try_tag`]): a move sent must name it.
    pub tag: u32,
    /// The game, the lesson and the exercise's number.
    pub title: Text,
    /// What the lesson teaches.
    pub intro: Text,
    /// What to do.
    pub goal: Text,
    /// What the last move or button did, if anything.
    pub lead: Option<Text>,
}

/// What the holder of a lessons link does on the page besides moving.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonAction {
    /// Exercise `n` (from 0) from its start: the one before, this one again, the next.
    Exercise(u32),
}

impl Host {
    /// The Board button under an exercise: a link of `actor`'s own to their lessons in
    /// `game` on the board page, for them alone.
    ///
    /// # Errors
    /// Pages are not served, or the store failed.
    pub fn learn_board_link(
        &self,
        actor: &Actor,
        place: Place,
        game: GameId,
    ) -> Result<Reply, Refusal> {
        let url = self.served_url()?;
        let link = self.lessons_link(actor, place, game)?;
        let address = crate::web::link_address(&url, &link.secret);
        let text = msg!("learn-board-link", game = game, link = address, until = link.expires_at);
        Ok(super::page::link_reply(text, ActionId::LearnRevoke { game }, actor.lang))
    }

    /// The Revoke button under a lessons link: `actor`'s links to their lessons in `game` stop
    /// working.
    ///
    /// # Errors
    /// The store failed.
    pub fn revoke_lessons_links(&self, actor: &Actor, game: GameId) -> Result<Reply, Refusal> {
        let now = self.now();
        let count = self.write(|tx| Ok(tx.revoke_learn_links(actor.id(), game, now)?))?;
        Ok(Reply::text(msg!("learn-link-revoked", count = count), actor.lang))
    }

    /// A new link for `actor` to their lessons in `game`, asked for in `place`.
    ///
    /// # Errors
    /// The store failed.
    pub fn lessons_link(
        &self,
        actor: &Actor,
        place: Place,
        game: GameId,
    ) -> Result<PageLink, Refusal> {
        let secret = new_secret()?;
        let now = self.now();
        let link = LearnLink {
            user: actor.id(),
            name: actor.user.name.clone(),
            server: place.server,
            game,
            lang: actor.lang,
            expires_at: now + LINK_LIFE,
            revoked_at: None,
        };
        self.write(|tx| Ok(tx.add_learn_link(&digest(&secret), &link, now, now - LINK_LIFE)?))?;
        Ok(PageLink { secret, expires_at: link.expires_at })
    }

    /// The lessons link with `secret`, if it is one and works now; `None` if it is not a
    /// lessons link (it may be a game's).
    ///
    /// # Errors
    /// The link expired or was revoked, or the store failed.
    pub fn lessons_of(&self, secret: &str) -> Result<Option<LearnLink>, Refusal> {
        let Some(hash) = digest_of(secret) else { return Ok(None) };
        let Some(link) = self.read(|c| c.learn_link(&hash))? else { return Ok(None) };
        if link.revoked_at.is_some() {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-lessons-link-revoked"));
        }
        if link.expires_at <= self.now() {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-lessons-link-expired"));
        }
        Ok(Some(link))
    }

    /// What the page of lessons link `secret` shows now: the exercise the member is on in its
    /// game (the first not solved, started, if none).
    ///
    /// # Errors
    /// As [`Host::lessons_of`], or an unknown link.
    pub fn lesson_page(&self, secret: &str) -> Result<LessonPage, Refusal> {
        let (link, actor) = self.lesson_holder(secret)?;
        let going = self.read(|c| c.learn_attempt(actor.id(), Some(link.game)))?;
        let (attempt, _) = self.learn_resume(&actor, link.game, going)?;
        self.lesson_shown(&link, &attempt, None)
    }

    /// The holder of lessons link `secret` plays `text` in the exercise they are on, which
    /// the page showed as try `tag` of exercise `exercise`.
    ///
    /// # Errors
    /// As [`Host::lesson_page`]; the try moved on since the page showed it; a move the rules
    /// refuse, with their reason.
    pub fn lesson_move(
        &self,
        secret: &str,
        text: &str,
        exercise: u32,
        tag: u32,
    ) -> Result<LessonPage, Refusal> {
        let (link, actor) = self.lesson_holder(secret)?;
        let at = At { game: link.game, exercise, tag };
        match self.learn_step(&actor, text, Some(at))? {
            Moved::On(attempt, lead) => self.lesson_shown(&link, &attempt, Some(lead.into())),
            Moved::PathDone(said) => {
                let mut page = self.lesson_page(secret)?;
                page.lead = Some(said);
                Ok(page)
            }
        }
    }

    /// The holder of lessons link `secret` does `action`.
    ///
    /// # Errors
    /// As [`Host::lesson_page`]; no such exercise.
    pub fn lesson_action(&self, secret: &str, action: LessonAction) -> Result<LessonPage, Refusal> {
        let (link, actor) = self.lesson_holder(secret)?;
        let LessonAction::Exercise(n) = action;
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-stale-button");
        let exercise = path_of(link.game)?.exercise(n as usize).ok_or_else(stale)?;
        let attempt = self.learn_start(&actor, exercise)?;
        self.lesson_shown(&link, &attempt, None)
    }

    /// The link with `secret` and its holder as the learner acting.
    fn lesson_holder(&self, secret: &str) -> Result<(LearnLink, Actor), Refusal> {
        let unknown = || Refusal::keyed(RefusalKind::NotAllowed, "refusal-link-unknown");
        let link = self.lessons_of(secret)?.ok_or_else(unknown)?;
        let user = User { id: link.user, name: link.name.clone(), bot: false };
        let actor = Actor { lang: link.lang, ..Actor::player(&user) };
        Ok((link, actor))
    }

    /// The page of `attempt` for the holder of `link`.
    fn lesson_shown(
        &self,
        link: &LearnLink,
        attempt: &Attempt<'_>,
        lead: Option<Text>,
    ) -> Result<LessonPage, Refusal> {
        let exercise = attempt.exercise();
        let total = path_of(exercise.game)?.len();
        let (title, goal) = exercise_words(attempt, total);
        let place = Place { server: link.server, channel: ChannelId(0) };
        let audience = self.audience(place, None, Some(link.user), link.game);
        let game = attempt.game();
        Ok(LessonPage {
            game: link.game,
            name: link.name.clone(),
            lang: link.lang,
            style: render::PieceStyle::resolve(audience.style, link.game),
            view: game.view(),
            learner: game.side_to_move(),
            legal: game.legal_moves(),
            stars: attempt.stars_left().to_vec(),
            exercise: u32::try_from(exercise.index).unwrap_or(u32::MAX),
            total: u32::try_from(total).unwrap_or(u32::MAX),
            ply: attempt.kept(),
            tag: attempt.tag(),
            title: title.into(),
            intro: Msg::new(exercise.words.intro).into(),
            goal: goal.into(),
            lead,
        })
    }
}

/// The Board button under an exercise, when pages are served.
pub(super) fn board_button(host: &Host, game: GameId) -> Option<Action> {
    host.page_url().is_some().then(|| {
        let id = ActionId::LearnBoard { game };
        Action::new(id, Msg::new("button-board"), ActionStyle::Secondary)
    })
}
