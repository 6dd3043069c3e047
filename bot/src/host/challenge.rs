//! Challenges: made, accepted (starting a game), declined, cancelled, expired.

use std::hash::{BuildHasher, RandomState};

use rules::{BySide, Game, GameId, Side};

use super::{
    Action, ActionId, ActionStyle, Answer, Host, Refusal, RefusalKind, Reply, players_line,
    status_line, to_act,
};
use crate::{
    i18n::{self, Lang},
    model::{Actor, Place, SideChoice, User},
    say,
    store::{ChallengeRow, ChallengeStatus, NewChallenge, NewGame, Tx, Version},
};

impl Host {
    /// `actor` challenges `opponent` to `game` in this channel, playing `side`, from the
    /// standard start or from `position`.
    ///
    /// # Errors
    /// Challenging oneself or a bot, a game that cannot be played yet, a bad position, a
    /// channel with a game or an open challenge, or asking too often ([`super::MAX_PINGS`]
    /// challenges and offers in [`super::PING_WINDOW`]).
    pub fn challenge(
        &self,
        actor: &Actor,
        place: Place,
        opponent: &User,
        game: GameId,
        side: SideChoice,
        position: Option<&str>,
    ) -> Result<Reply, Refusal> {
        self.pinging(actor, || {
            if opponent.id == actor.id() {
                let refusal = say!(actor.lang, "refusal-self-challenge");
                return Err(Refusal::new(RefusalKind::SelfChallenge, refusal));
            }
            if opponent.bot {
                let refusal =
                    say!(actor.lang, "refusal-bot-opponent", them = opponent.id.mention());
                return Err(Refusal::new(RefusalKind::BotOpponent, refusal));
            }
            let position = position.map(str::trim).filter(|p| !p.is_empty());
            let start = start_game(game, position, actor.lang)?;
            let now = self.now();
            let expires = now + self.limits.challenge_expiry;
            let new =
                NewChallenge { place, challenger: &actor.user, opponent, game, side, position };
            let id = self.write(|tx| {
                tx.expire_challenges(now)?;
                ensure_channel_free(tx, place, actor.lang)?;
                Ok(tx.insert_challenge(&new, now, expires)?)
            })?;

            let lang = self.public_lang(place, Some(actor));
            let me = actor.id().mention();
            let them = opponent.id.mention();
            let sides = match side {
                SideChoice::Random => say!(lang, "challenge-sides-random"),
                SideChoice::First | SideChoice::Second => {
                    let mine = if side == SideChoice::First { Side::First } else { Side::Second };
                    say!(
                        lang,
                        "challenge-sides",
                        me = me.clone(),
                        mine = i18n::side_name(lang, game, mine),
                        yours = i18n::side_name(lang, game, !mine)
                    )
                }
            };
            let text = say!(
                lang,
                "challenge",
                position = if position.is_some() { "yes" } else { "no" },
                them = them,
                me = me,
                game = i18n::game_name(lang, game),
                sides = sides,
                open = i18n::duration(lang, self.limits.challenge_expiry)
            );
            let image = match position {
                Some(_) => {
                    let names =
                        BySide { first: actor.user.name.clone(), second: opponent.name.clone() };
                    self.render_png(&start, names, Side::First, "start.png".to_owned(), lang)
                }
                None => None,
            };
            let button = |answer, label, style| {
                Action::new(ActionId::Challenge { challenge: id, answer }, label, style)
            };
            let actions = vec![
                button(Answer::Accept, say!(lang, "button-accept"), ActionStyle::Success),
                button(Answer::Decline, say!(lang, "button-decline"), ActionStyle::Danger),
                button(Answer::Cancel, say!(lang, "button-cancel"), ActionStyle::Secondary),
            ];
            Ok(Reply { text, image, actions, ping: vec![opponent.id], ..Reply::default() })
        })
        .map_err(|r| r.in_lang(actor.lang))
    }

    /// Closes every challenge whose time is up and returns them, so an adapter can update
    /// their messages. (Every challenge command also does this first, so an expired challenge
    /// never blocks a channel even if nobody calls this.)
    ///
    /// # Errors
    /// The store failed.
    pub fn expire_challenges(&self) -> Result<Vec<ChallengeRow>, Refusal> {
        let now = self.now();
        self.write(|tx| Ok(tx.expire_challenges(now)?))
    }

    /// Records which chat message shows challenge `id`, so that when it expires the adapter
    /// can say so on that message ([`ChallengeRow::message_id`]).
    ///
    /// # Errors
    /// The store failed.
    pub fn note_challenge_message(&self, id: i64, message: u64) -> Result<(), Refusal> {
        self.read(|c| c.set_challenge_message(id, message))
    }

    /// What an expired challenge's message says instead, in the language of its server.
    pub fn expired_text(&self, c: &ChallengeRow) -> String {
        let lang = self.public_lang(c.place, None);
        say!(
            lang,
            "challenge-expired",
            me = c.challenger.id.mention(),
            them = c.opponent.id.mention(),
            game = i18n::game_name(lang, c.game)
        )
    }

    /// Answers the open challenge of this channel (for typed commands and the local mode).
    ///
    /// # Errors
    /// As [`Host::answer_challenge`], or there is no open challenge here.
    pub fn answer_challenge_here(
        &self,
        actor: &Actor,
        place: Place,
        answer: Answer,
    ) -> Result<Reply, Refusal> {
        let now = self.now();
        let open = self.write(|tx| {
            tx.expire_challenges(now)?;
            Ok(tx.open_challenge(place.channel)?)
        })?;
        match open {
            Some(c) => self.answer_challenge(actor, c.id, answer),
            None => Err(Refusal::new(
                RefusalKind::Nothing,
                say!(actor.lang, "refusal-no-open-challenge"),
            )),
        }
    }

    /// Accepts, declines or cancels challenge `id` (the challenge's buttons).
    ///
    /// # Errors
    /// The challenge is closed or expired, or it is not the actor's to answer that way.
    pub fn answer_challenge(
        &self,
        actor: &Actor,
        id: i64,
        answer: Answer,
    ) -> Result<Reply, Refusal> {
        self.answer_challenge_in(actor, id, answer).map_err(|r| r.in_lang(actor.lang))
    }

    fn answer_challenge_in(
        &self,
        actor: &Actor,
        id: i64,
        answer: Answer,
    ) -> Result<Reply, Refusal> {
        let now = self.now();
        let (challenge, started) = self.write(|tx| {
            tx.expire_challenges(now)?;
            let c = tx
                .challenge(id)?
                .ok_or_else(|| Refusal::keyed(RefusalKind::Nothing, "refusal-no-such-challenge"))?;
            if let Some(how) = closed_word(c.status) {
                let refusal = say!(actor.lang, "refusal-challenge-closed", how = how);
                return Err(Refusal::new(RefusalKind::Stale, refusal));
            }
            check_answerer(&c, actor, answer)?;
            let status = match answer {
                Answer::Accept => ChallengeStatus::Accepted,
                Answer::Decline => ChallengeStatus::Declined,
                Answer::Cancel => ChallengeStatus::Cancelled,
            };
            // The compare-and-set is the guard, not the read above: a store that lets two
            // answers run at once (several processes) must not start a declined challenge.
            if !tx.close_challenge(id, status, now)? {
                return Err(Refusal::keyed(RefusalKind::Stale, "refusal-challenge-just-answered"));
            }
            let started = match answer {
                Answer::Accept => Some(self.start_from(tx, &c, actor.lang)?),
                Answer::Decline | Answer::Cancel => None,
            };
            Ok((c, started))
        })?;

        let (me, them) = (challenge.challenger.id.mention(), challenge.opponent.id.mention());
        let lang = self.public_lang(challenge.place, Some(actor));
        let game = i18n::game_name(lang, challenge.game);
        match started {
            None if answer == Answer::Decline => {
                Ok(Reply::text(say!(lang, "challenge-declined", them = them, me = me, game = game)))
            }
            None => Ok(Reply::text(say!(lang, "challenge-withdrawn", me = me, them = them))),
            Some((game_id, game)) => self.game_on(game_id, game, actor),
        }
    }

    /// "Game on!": the board of a game that just began, for `actor` who began it.
    pub(super) fn game_on(
        &self,
        game_id: i64,
        game: Game,
        actor: &Actor,
    ) -> Result<Reply, Refusal> {
        let row = self.read(|c| c.game(game_id))?.ok_or_else(super::no_game)?;
        let lang = self.public_lang(row.place, Some(actor));
        let text = say!(
            lang,
            "game-on",
            game = i18n::game_name(lang, row.game),
            players = players_line(&row, lang),
            status = status_line(&row, &game, lang)
        );
        let reply = Reply {
            ping: to_act(&row, &game),
            engine: super::engine_due(&row, &game),
            ..self.board_reply(
                &row,
                &game,
                Some(actor.id()),
                text,
                self.public_lang(row.place, Some(actor)),
            )
        };
        self.keep(&row, game);
        Ok(reply)
    }

    /// Creates the game a challenge asked for, inside the accepting transaction.
    fn start_from(
        &self,
        tx: &mut Tx<'_>,
        c: &ChallengeRow,
        lang: Lang,
    ) -> Result<(i64, Game), Refusal> {
        let challenger_side = side_for(c.side);
        let mut players = BySide { first: &c.opponent, second: &c.opponent };
        players[challenger_side] = &c.challenger;
        let game = start_game(c.game, c.position.as_deref(), lang)?;
        let start = game.start_position_string();
        let new = NewGame {
            place: c.place,
            game: c.game,
            players,
            start: &start,
            challenge: Some(c.id),
            engine: None,
        };
        let id = self.insert_started(tx, &new, &game)?;
        Ok((id, game))
    }

    /// Records game `new`, begun as `game`, inside the transaction that starts it. A channel
    /// that has a game already is refused by the store's unique index
    /// ([`crate::store::Conflict::ChannelHasGame`]).
    pub(super) fn insert_started(
        &self,
        tx: &mut Tx<'_>,
        new: &NewGame,
        game: &Game,
    ) -> Result<i64, Refusal> {
        let now = self.now();
        let id = tx.insert_game(new, now)?;
        // A start position can force a pass at once; the game has already played it.
        let ply = super::turn::record_plies(tx, id, 0, &game.plies(), None, now)?;
        tx.advance(id, Version(0), ply, false, now)?.ok_or_else(super::position_changed)?;
        Ok(id)
    }
}

/// The side a challenger chose, the coin tossed if they left it to chance.
pub(super) fn side_for(choice: SideChoice) -> Side {
    match choice {
        SideChoice::First => Side::First,
        SideChoice::Second => Side::Second,
        SideChoice::Random => coin_toss(),
    }
}

/// The game a challenge starts, from the standard position or `position` (which must leave
/// something to play); refusals in `lang`.
pub(super) fn start_game(
    game: GameId,
    position: Option<&str>,
    lang: Lang,
) -> Result<Game, Refusal> {
    let bad = |e: rules::GameError| {
        let why = match &e {
            rules::GameError::Move(_, m) => i18n::said(lang, game, &m.said()),
            rules::GameError::Position(p) => i18n::said(lang, game, p.said()),
        };
        Refusal::new(RefusalKind::BadPosition, say!(lang, "refusal-bad-position", why = why))
    };
    let start = match position {
        Some(p) => Game::from_position(game, p).map_err(bad)?,
        None => Game::new(game),
    };
    if let Some(outcome) = start.outcome() {
        let result = i18n::outcome(lang, game, outcome);
        let refusal = say!(lang, "refusal-position-over", result = result);
        return Err(Refusal::new(RefusalKind::BadPosition, refusal));
    }
    Ok(start)
}

/// Refuses (in `lang`) when the channel has a game or an open challenge.
pub(super) fn ensure_channel_free(
    tx: &mut Tx<'_>,
    place: Place,
    lang: Lang,
) -> Result<(), Refusal> {
    if let Some(row) = tx.active_game(place.channel)? {
        let refusal = say!(
            lang,
            "refusal-channel-has-game",
            game = i18n::game_name(lang, row.game),
            players = players_line(&row, lang)
        );
        return Err(Refusal::new(RefusalKind::ChannelBusy, refusal));
    }
    if let Some(c) = tx.open_challenge(place.channel)? {
        let refusal = say!(
            lang,
            "refusal-channel-has-challenge",
            me = c.challenger.id.mention(),
            them = c.opponent.id.mention(),
            game = i18n::game_name(lang, c.game)
        );
        return Err(Refusal::new(RefusalKind::ChannelBusy, refusal));
    }
    Ok(())
}

/// How a closed challenge closed, as players read it; `None` while it is open.
fn closed_word(status: ChallengeStatus) -> Option<&'static str> {
    match status {
        ChallengeStatus::Open => None,
        ChallengeStatus::Accepted => Some("accepted"),
        ChallengeStatus::Declined => Some("declined"),
        ChallengeStatus::Cancelled => Some("cancelled"),
        ChallengeStatus::Expired => Some("expired"),
    }
}

/// Only the challenged player accepts or declines; only the challenger (or a moderator) cancels.
fn check_answerer(c: &ChallengeRow, actor: &Actor, answer: Answer) -> Result<(), Refusal> {
    let is_challenger = actor.id() == c.challenger.id;
    let is_opponent = actor.id() == c.opponent.id;
    let refuse = |m: String| Err(Refusal::new(RefusalKind::NotAPlayer, m));
    let lang = actor.lang;
    match answer {
        Answer::Accept | Answer::Decline if is_opponent => Ok(()),
        Answer::Accept | Answer::Decline if is_challenger => {
            refuse(say!(lang, "refusal-own-challenge"))
        }
        Answer::Accept | Answer::Decline => {
            refuse(say!(lang, "refusal-challenge-for-another", them = c.opponent.id.mention()))
        }
        Answer::Cancel if is_challenger || actor.moderator => Ok(()),
        Answer::Cancel if is_opponent => refuse(say!(lang, "refusal-cancel-by-challenger")),
        Answer::Cancel => {
            refuse(say!(lang, "refusal-cancel-not-yours", me = c.challenger.id.mention()))
        }
    }
}

/// A fair coin, from the standard library's randomly seeded hasher (no extra dependency).
fn coin_toss() -> Side {
    if RandomState::new().hash_one(0u8) & 1 == 0 { Side::First } else { Side::Second }
}
