//! Challenges: made, accepted (starting a game), declined, cancelled, expired.

use std::hash::{BuildHasher, RandomState};

use rules::{BySide, Game, GameId, PositionString, Side};

use super::{Action, ActionId, ActionStyle, Answer, Host, Refusal, RefusalKind, Reply, lines, say};
use crate::{
    live::{Clocks, TimeControl},
    model::{Actor, ChallengeNo, GameNo, Place, SideChoice, User},
    msg,
    store::{ChallengeRow, ChallengeStatus, NewChallenge, NewGame, Tx, Version},
    text::{Arg, Msg, Text},
};

impl Host {
    /// `actor` challenges `opponent` to `game` in this channel, playing `side`, from the
    /// standard start or from `position`, against the clock with `clock` (`None`: a
    /// correspondence game).
    ///
    /// # Errors
    /// Challenging oneself or a bot, a bad position, a channel with a game or an open
    /// challenge, or asking too often ([`super::MAX_PINGS`] challenges and offers in
    /// [`super::PING_WINDOW`]).
    #[allow(clippy::too_many_arguments)]
    pub fn challenge(
        &self,
        actor: &Actor,
        place: Place,
        opponent: &User,
        game: GameId,
        side: SideChoice,
        position: Option<&str>,
        clock: Option<TimeControl>,
    ) -> Result<Reply, Refusal> {
        self.pinging(actor, || {
            if opponent.id == actor.id() {
                return Err(Refusal::keyed(RefusalKind::SelfChallenge, "refusal-self-challenge"));
            }
            if opponent.bot {
                let refusal = msg!("refusal-bot-opponent", them = opponent.id);
                return Err(Refusal::new(RefusalKind::BotOpponent, refusal));
            }
            let position = start_position(position)?;
            let start = start_game(game, position.as_ref())?;
            let now = self.now();
            let expires = now + self.limits.challenge_expiry;
            let new = NewChallenge {
                place,
                challenger: &actor.user,
                opponent,
                game,
                side,
                position: position.as_ref(),
                clock,
            };
            let id = self.write(|tx| {
                tx.expire_challenges(now)?;
                ensure_channel_free(tx, place)?;
                Ok(tx.insert_challenge(&new, now, expires)?)
            })?;

            let lang = self.public_lang(place.server, Some(actor));
            let (me, them) = (actor.id(), opponent.id);
            let sides = match side {
                SideChoice::Random => say("challenge-sides-random"),
                SideChoice::First | SideChoice::Second => {
                    let mine = if side == SideChoice::First { Side::First } else { Side::Second };
                    let (mine, yours) = (Arg::side(game, mine), Arg::side(game, !mine));
                    msg!("challenge-sides", me = me, mine = mine, yours = yours)
                }
            };
            let text = msg!(
                "challenge",
                position = Arg::yes_no(position.is_some()),
                them = them,
                me = me,
                game = Arg::strong(game),
                sides = sides,
                open = self.limits.challenge_expiry
            );
            let text = match lines::pace(clock) {
                Some(pace) => Text::from(text).line(pace),
                None => text.into(),
            };
            let image = position.is_some().then(|| {
                let names =
                    BySide { first: actor.user.name.clone(), second: opponent.name.clone() };
                let options = render::RenderOptions {
                    bottom: Some(Side::First),
                    players: names,
                    ..render::RenderOptions::default()
                };
                self.draw_png(&start, &options, "start.png".to_owned(), lang)
            });
            let button = |answer, label: &'static str, style| {
                Action::new(ActionId::Challenge { challenge: id, answer }, say(label), style)
            };
            let actions = vec![
                button(Answer::Accept, "button-accept", ActionStyle::Success),
                button(Answer::Decline, "button-decline", ActionStyle::Danger),
                button(Answer::Cancel, "button-cancel", ActionStyle::Secondary),
            ];
            Ok(Reply {
                text,
                lang,
                image: image.flatten(),
                actions,
                ping: vec![opponent.id],
                ..Reply::default()
            })
        })
    }

    /// `actor`, who played finished game `id` in this channel, asks for a rematch: the same
    /// game from the same start with the same clock, sides swapped; a challenge to the
    /// opponent, or against the bot a new game at once at the same level.
    ///
    /// # Errors
    /// The game is not this channel's or still going, the actor did not play it, or what the
    /// challenge itself refuses (a busy channel, asking too often).
    pub fn rematch(&self, actor: &Actor, place: Place, id: GameNo) -> Result<Reply, Refusal> {
        let row = self.read(|c| c.game(id))?.ok_or_else(super::no_game)?;
        if row.place.channel != place.channel {
            return Err(super::no_game());
        }
        if row.status == crate::store::GameStatus::Active {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-rematch-going"));
        }
        let side = super::player_side(&row, actor)?;
        let standard = Game::new(row.game).position_string() == row.start;
        let start = (!standard).then(|| row.start.to_string());
        let swapped = if side == Side::First { SideChoice::Second } else { SideChoice::First };
        let clock = row.clocks.map(|c| c.control);
        match row.engine {
            Some(seat) => {
                let me = User { bot: true, ..row.players[seat.side].clone() };
                let (game, level) = (row.game, seat.level);
                let start = start.as_deref();
                self.challenge_engine(actor, place, &me, game, swapped, start, level, clock)
            }
            None => {
                let them = &row.players[!side];
                self.challenge(actor, place, them, row.game, swapped, start.as_deref(), clock)
            }
        }
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
    pub fn note_challenge_message(&self, id: ChallengeNo, message: u64) -> Result<(), Refusal> {
        self.write(|c| Ok(c.set_challenge_message(id, message)?))
    }

    /// What an expired challenge's message says instead.
    pub(super) fn expired_text(c: &ChallengeRow) -> Msg {
        let (me, them) = (c.challenger.id, c.opponent.id);
        msg!("challenge-expired", me = me, them = them, game = Arg::strong(c.game))
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
            None => Err(Refusal::keyed(RefusalKind::Nothing, "refusal-no-open-challenge")),
        }
    }

    /// Accepts, declines or cancels challenge `id` (the challenge's buttons).
    ///
    /// # Errors
    /// The challenge is closed or expired, or it is not the actor's to answer that way.
    pub fn answer_challenge(
        &self,
        actor: &Actor,
        id: ChallengeNo,
        answer: Answer,
    ) -> Result<Reply, Refusal> {
        let now = self.now();
        let (challenge, started) = self.write(|tx| {
            tx.expire_challenges(now)?;
            let c = tx
                .challenge(id)?
                .ok_or_else(|| Refusal::keyed(RefusalKind::Nothing, "refusal-no-such-challenge"))?;
            if let Some(how) = closed_word(c.status) {
                let refusal = msg!("refusal-challenge-closed", how = Arg::choice(how));
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
                Answer::Accept => Some(self.start_from(tx, &c)?),
                Answer::Decline | Answer::Cancel => None,
            };
            Ok((c, started))
        })?;

        let (me, them) = (challenge.challenger.id, challenge.opponent.id);
        let game = challenge.game;
        match started {
            None => {
                let lang = self.public_lang(challenge.place.server, Some(actor));
                let said = match answer {
                    Answer::Decline => {
                        msg!("challenge-declined", them = them, me = me, game = game)
                    }
                    _ => msg!("challenge-withdrawn", me = me, them = them),
                };
                let archive = self.bot_thread(challenge.place.channel);
                Ok(Reply { archive, ..Reply::text(said, lang) })
            }
            Some((game_id, game)) => self.game_on(game_id, game, actor),
        }
    }

    /// "Game on!": the board of a game that just began, for `actor` who began it.
    pub(super) fn game_on(
        &self,
        game_id: GameNo,
        game: Game,
        actor: &Actor,
    ) -> Result<Reply, Refusal> {
        let row = self.read(|c| c.game(game_id))?.ok_or_else(super::no_game)?;
        let audience = self.audience(row.place, Some(actor), Some(actor.id()), row.game);
        let text = msg!(
            "game-on",
            game = Arg::strong(row.game),
            players = lines::players(&row),
            status = lines::status(&row, &game)
        );
        let text = match lines::pace(row.clocks.map(|c| c.control)) {
            Some(pace) => Text::from(text).line(pace),
            None => text.into(),
        };
        let reply = Reply {
            ping: lines::to_act(&row, &game),
            engine: lines::engine_due(&row, &game),
            live_turn: Host::live_turn(&row, &game),
            ..self.board_reply(&row, &game, &audience, text, None)
        };
        // The new game is cached from the start.
        self.keep_new(&row, game);
        Ok(reply)
    }

    /// Creates the game a challenge asked for, inside the accepting transaction.
    fn start_from(&self, tx: &mut Tx<'_>, c: &ChallengeRow) -> Result<(GameNo, Game), Refusal> {
        let challenger_side = side_for(c.side);
        let mut players = BySide { first: &c.opponent, second: &c.opponent };
        players[challenger_side] = &c.challenger;
        let game = start_game(c.game, c.position.as_ref())?;
        let start = game.start_position_string();
        let new = NewGame {
            place: c.place,
            game: c.game,
            players,
            start: &start,
            challenge: Some(c.id),
            engine: None,
            clock: c.clock,
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
    ) -> Result<GameNo, Refusal> {
        let now = self.now();
        let id = tx.insert_game(new, now)?;
        // A start position can force a pass at once; the game has already played it.
        let ply = super::turn::record_plies(tx, id, 0, &game.plies(), None, now)?;
        tx.advance(id, Version(0), ply, false, now)?.ok_or_else(super::position_changed)?;
        if let Some(control) = new.clock {
            // The first turn counts from the start until its board is shown.
            self.wind(tx, id, &Clocks::new(control).started(self.stamp()), game)?;
        }
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

/// A start position as typed: `None` for none (or only spaces).
pub(super) fn start_position(typed: Option<&str>) -> Result<Option<PositionString>, Refusal> {
    Ok(typed.and_then(|p| p.parse().ok()))
}

/// The game a challenge starts, from the standard position or `position` (which must leave
/// something to play).
pub(super) fn start_game(game: GameId, position: Option<&PositionString>) -> Result<Game, Refusal> {
    let start = match position {
        Some(p) => Game::from_position(game, p).map_err(|e| {
            let why = match &e {
                rules::GameError::Move(_, m) => m.said(),
                rules::GameError::Position(p) => p.said().clone(),
            };
            let refusal = msg!("refusal-bad-position", why = Arg::Rules(game, why));
            Refusal::new(RefusalKind::BadPosition, refusal)
        })?,
        None => Game::new(game),
    };
    if let Some(outcome) = start.outcome() {
        let refusal = msg!("refusal-position-over", result = Arg::Rules(game, outcome.said()));
        return Err(Refusal::new(RefusalKind::BadPosition, refusal));
    }
    Ok(start)
}

/// Refuses when the channel has a game or an open challenge.
pub(super) fn ensure_channel_free(tx: &mut Tx<'_>, place: Place) -> Result<(), Refusal> {
    if let Some(row) = tx.active_game(place.channel)? {
        let players = lines::players(&row);
        let refusal = msg!("refusal-channel-has-game", game = row.game, players = players);
        return Err(Refusal::new(RefusalKind::ChannelBusy, refusal));
    }
    if let Some(c) = tx.open_challenge(place.channel)? {
        let (me, them) = (c.challenger.id, c.opponent.id);
        let refusal = msg!("refusal-channel-has-challenge", me = me, them = them, game = c.game);
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
    let refuse = |m: Msg| Err(Refusal::new(RefusalKind::NotAPlayer, m));
    match answer {
        Answer::Accept | Answer::Decline if is_opponent => Ok(()),
        Answer::Accept | Answer::Decline if is_challenger => refuse(say("refusal-own-challenge")),
        Answer::Accept | Answer::Decline => {
            refuse(msg!("refusal-challenge-for-another", them = c.opponent.id))
        }
        Answer::Cancel if is_challenger || actor.moderator => Ok(()),
        Answer::Cancel if is_opponent => refuse(say("refusal-cancel-by-challenger")),
        Answer::Cancel => refuse(msg!("refusal-cancel-not-yours", me = c.challenger.id)),
    }
}

/// A fair coin, from the standard library's randomly seeded hasher (no extra dependency).
fn coin_toss() -> Side {
    if RandomState::new().hash_one(0u8) & 1 == 0 { Side::First } else { Side::Second }
}
