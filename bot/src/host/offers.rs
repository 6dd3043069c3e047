//! Ending or rewinding a game by the players' will: resignation, draw offers, takebacks,
//! aborts, timeout claims; and the buttons that answer offers.

use rules::{Outcome, Reason, Side};

use super::{
    Action, ActionId, ActionStyle, Host, Refusal, RefusalKind, Reply, player_side, players_line,
    position_changed, result_line, status_line, to_act,
};
use crate::{
    i18n::{self, Lang},
    model::{Actor, Place, Sight},
    say,
    store::{GameRow, HistoryQuery, MoveRow, Offer},
};

impl Host {
    /// `actor` resigns the game in this channel.
    ///
    /// # Errors
    /// No game here, or the actor does not play in it.
    pub fn resign(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.resign_in(actor, place).map_err(|r| r.in_lang(actor.lang))
    }

    fn resign_in(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        let mut game = self.load(&row)?;
        let outcome = game.resign(side);
        self.record_end(&row, &outcome)?;
        let lang = self.public_lang(place, Some(actor));
        let text = say!(
            lang,
            "resigned",
            who = actor.id().mention(),
            side = i18n::side_name(lang, row.game, side),
            result = result_line(&row, &outcome, lang)
        );
        Ok(self.board_reply(&row, &game, Some(actor.id()), text, lang))
    }

    /// `actor` offers a draw, or accepts the opponent's standing offer.
    ///
    /// # Errors
    /// No game here, not a player, or the actor's own offer is already standing.
    pub fn offer_draw(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.pinging(actor, || self.offer_draw_now(actor, place)).map_err(|r| r.in_lang(actor.lang))
    }

    fn offer_draw_now(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        match row.draw_offer {
            Some((by, at)) if by != side => {
                return self.answer_draw_in(actor, &row, Some(at), true);
            }
            Some(_) => {
                let them = row.players[!side].id.mention();
                let refusal = say!(actor.lang, "refusal-draw-standing", them = them);
                return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
            }
            None => {}
        }
        if let Some(seat) = row.engine {
            // The bot answers at once.
            let accept = self.engine_takes_draw(&row, seat)?;
            self.set_offer(&row, Offer::Draw, Some(side))?;
            let row = self.active_by_id(row.id, actor.lang)?;
            // The bot answers in the language the human's offer was posted in.
            let bot =
                Actor { server_lang: actor.server_lang, ..Actor::player(&row.players[seat.side]) };
            return self.answer_draw_in(&bot, &row, None, accept);
        }
        self.set_offer(&row, Offer::Draw, Some(side))?;
        let lang = self.public_lang(place, Some(actor));
        let text = say!(
            lang,
            "draw-offered",
            who = actor.id().mention(),
            side = i18n::side_name(lang, row.game, side),
            them = row.players[!side].id.mention()
        );
        let id = |accept| ActionId::Draw { game: row.id, ply: row.ply, accept };
        let (yes, no) = (say!(lang, "button-accept-draw"), say!(lang, "button-decline-draw"));
        Ok(Reply {
            text,
            actions: yes_no(id, yes, no),
            ping: vec![row.players[!side].id],
            ..Reply::default()
        })
    }

    /// `actor` accepts or declines the opponent's standing draw offer (typed command).
    ///
    /// # Errors
    /// No game or no offer here, or the offer is the actor's own.
    pub fn answer_draw(&self, actor: &Actor, place: Place, accept: bool) -> Result<Reply, Refusal> {
        let row = self.active(place).map_err(|r| r.in_lang(actor.lang))?;
        self.answer_draw_in(actor, &row, None, accept).map_err(|r| r.in_lang(actor.lang))
    }

    /// `actor` asks to take back their last move, or accepts the opponent's standing request.
    ///
    /// # Errors
    /// No game here, not a player, no move of theirs to take back, or a request standing.
    pub fn request_takeback(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.pinging(actor, || self.request_takeback_now(actor, place))
            .map_err(|r| r.in_lang(actor.lang))
    }

    fn request_takeback_now(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        match row.takeback {
            Some((by, at)) if by != side => {
                return self.answer_takeback_in(actor, &row, Some(at), true);
            }
            Some(_) => {
                let them = row.players[!side].id.mention();
                let refusal = say!(actor.lang, "refusal-takeback-standing", them = them);
                return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
            }
            None => {}
        }
        let moves = self.read(|c| c.moves(row.id))?;
        let last = last_own_move(&moves, side).ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, say!(actor.lang, "refusal-nothing-to-take-back"))
        })?;
        self.set_offer(&row, Offer::Takeback, Some(side))?;
        if let Some(seat) = row.engine {
            // The bot grants it at once; its own reply, if it made one, goes too.
            let row = self.active_by_id(row.id, actor.lang)?;
            // The bot answers in the language the human's offer was posted in.
            let bot =
                Actor { server_lang: actor.server_lang, ..Actor::player(&row.players[seat.side]) };
            let mut reply = self.answer_takeback_in(&bot, &row, None, true)?;
            reply.ping.retain(|&u| u != actor.id());
            return Ok(reply);
        }
        let lang = self.public_lang(place, Some(actor));
        let text = say!(
            lang,
            "takeback-asked",
            who = actor.id().mention(),
            side = i18n::side_name(lang, row.game, side),
            move = last.display.clone(),
            them = row.players[!side].id.mention()
        );
        let id = |accept| ActionId::Takeback { game: row.id, ply: row.ply, accept };
        let (yes, no) =
            (say!(lang, "button-accept-takeback"), say!(lang, "button-decline-takeback"));
        Ok(Reply {
            text,
            actions: yes_no(id, yes, no),
            ping: vec![row.players[!side].id],
            ..Reply::default()
        })
    }

    /// `actor` accepts or declines the opponent's standing takeback request (typed command).
    ///
    /// # Errors
    /// No game or no request here, or the request is the actor's own.
    pub fn answer_takeback(
        &self,
        actor: &Actor,
        place: Place,
        accept: bool,
    ) -> Result<Reply, Refusal> {
        let row = self.active(place).map_err(|r| r.in_lang(actor.lang))?;
        self.answer_takeback_in(actor, &row, None, accept).map_err(|r| r.in_lang(actor.lang))
    }

    /// Calls the game off without a result: a player may while one side has not moved yet (or
    /// at any time in a game against the bot), a moderator always.
    ///
    /// # Errors
    /// No game here, not a player or moderator, or both sides have moved.
    pub fn abort(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.abort_in(actor, place).map_err(|r| r.in_lang(actor.lang))
    }

    fn abort_in(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        if row.side_of(actor.id()).is_none() && !actor.moderator {
            let players = players_line(&row, actor.lang);
            let refusal = say!(actor.lang, "refusal-abort-not-a-player", players = players);
            return Err(Refusal::new(RefusalKind::NotAPlayer, refusal));
        }
        // A game against the bot is unrated: its player may call it off at any time.
        if !actor.moderator && row.engine.is_none() {
            let moves = self.read(|c| c.moves(row.id))?;
            if Side::ALL.into_iter().all(|s| last_own_move(&moves, s).is_some()) {
                let refusal = say!(actor.lang, "refusal-abort-too-late");
                return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
            }
        }
        let now = self.now();
        self.write(|tx| self.finish(tx, &row, row.version, None, now))?;
        self.forget(row.id);
        let lang = self.public_lang(place, Some(actor));
        Ok(Reply::text(say!(
            lang,
            "aborted",
            who = actor.id().mention(),
            game = i18n::game_name(lang, row.game),
            players = players_line(&row, lang)
        )))
    }

    /// The opponent of the player to move claims the game once the turn time limit is over.
    ///
    /// # Errors
    /// No game here, not a player, the claimant's own turn, or time is not up yet.
    pub fn claim_timeout(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.claim_timeout_in(actor, place).map_err(|r| r.in_lang(actor.lang))
    }

    fn claim_timeout_in(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        let mut game = self.load(&row)?;
        let to_move = game.side_to_move();
        if to_move == side {
            self.keep(&row, game);
            let refusal = say!(actor.lang, "refusal-claim-own-turn");
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        let limit = self.turn_timeout(&row);
        let elapsed = self.now() - row.last_move_at;
        if elapsed < limit {
            self.keep(&row, game);
            let me = actor.lang;
            let refusal = say!(
                me,
                "refusal-claim-too-early",
                who = row.players[to_move].id.mention(),
                left = i18n::duration(me, limit - elapsed),
                limit = i18n::duration(me, limit)
            );
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        let outcome = game.finish(Outcome::win(side, Reason::Timeout));
        self.record_end(&row, &outcome)?;
        let lang = self.public_lang(place, Some(actor));
        let text = say!(
            lang,
            "claimed",
            who = actor.id().mention(),
            result = result_line(&row, &outcome, lang)
        );
        Ok(self.board_reply(&row, &game, Some(actor.id()), text, lang))
    }

    /// Presses a button: `id` is the custom id the button was made with.
    ///
    /// # Errors
    /// An unknown or stale button, or whatever the command it stands for refuses.
    ///
    /// The id is the presser's to forge, so it is never trusted for where it points: a game's
    /// or a challenge's buttons work only in its own channel, `/show` buttons only for games of
    /// this server in `sight`, and history pages only list this server's games in `sight`.
    pub fn press(
        &self,
        actor: &Actor,
        place: Place,
        sight: &Sight,
        id: &str,
    ) -> Result<Reply, Refusal> {
        self.press_in(actor, place, sight, id).map_err(|r| r.in_lang(actor.lang))
    }

    fn press_in(
        &self,
        actor: &Actor,
        place: Place,
        sight: &Sight,
        id: &str,
    ) -> Result<Reply, Refusal> {
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-stale-button");
        match ActionId::decode(id) {
            Some(ActionId::Challenge { challenge, answer }) => {
                let c = self.read(|c| c.challenge(challenge))?.ok_or_else(stale)?;
                if c.place != place {
                    return Err(stale());
                }
                self.answer_challenge(actor, challenge, answer)
            }
            Some(ActionId::Draw { game, ply, accept }) => {
                let row = self.active_here(place, game, actor.lang)?;
                self.answer_draw_in(actor, &row, Some(ply), accept)
            }
            Some(ActionId::Flip { game, ply, bottom }) => {
                let row = self.active_here(place, game, actor.lang)?;
                self.flip(&row, ply, bottom, actor)
            }
            Some(ActionId::History { page, query }) => {
                let query = HistoryQuery { server: place.server, ..query };
                self.history(query, sight, page)
            }
            Some(ActionId::Show { game, ply }) => self.show(place, sight, game, Some(ply)),
            Some(ActionId::Takeback { game, ply, accept }) => {
                let row = self.active_here(place, game, actor.lang)?;
                self.answer_takeback_in(actor, &row, Some(ply), accept)
            }
            None => Err(stale()),
        }
    }

    /// Active game `id`, if it is played in `place`'s channel.
    fn active_here(&self, place: Place, id: i64, lang: Lang) -> Result<GameRow, Refusal> {
        let row = self.active_by_id(id, lang)?;
        if row.place != place {
            return Err(super::no_game());
        }
        Ok(row)
    }

    fn answer_draw_in(
        &self,
        actor: &Actor,
        row: &GameRow,
        ply: Option<u32>,
        accept: bool,
    ) -> Result<Reply, Refusal> {
        let by = standing(row.draw_offer, ply, "draw", actor.lang)?;
        let side = player_side(row, actor)?;
        if side == by {
            let them = row.players[!side].id.mention();
            let refusal = say!(actor.lang, "refusal-own-draw-offer", them = them);
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        let lang = self.public_lang(row.place, Some(actor));
        if !accept {
            self.set_offer(row, Offer::Draw, None)?;
            let status = self.status_now(row, lang)?;
            let who = actor.id().mention();
            return Ok(Reply::text(say!(lang, "draw-declined", who = who, status = status)));
        }
        let mut game = self.load(row)?;
        let outcome = game.agree_draw();
        self.record_end(row, &outcome)?;
        let result = result_line(row, &outcome, lang);
        let text = say!(lang, "draw-accepted", who = actor.id().mention(), result = result);
        Ok(self.board_reply(row, &game, Some(actor.id()), text, lang))
    }

    fn answer_takeback_in(
        &self,
        actor: &Actor,
        row: &GameRow,
        ply: Option<u32>,
        accept: bool,
    ) -> Result<Reply, Refusal> {
        let by = standing(row.takeback, ply, "takeback", actor.lang)?;
        let side = player_side(row, actor)?;
        if side == by {
            let them = row.players[!side].id.mention();
            let refusal = say!(actor.lang, "refusal-own-takeback", them = them);
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        let lang = self.public_lang(row.place, Some(actor));
        if !accept {
            self.set_offer(row, Offer::Takeback, None)?;
            return Ok(Reply::text(say!(lang, "takeback-declined", who = actor.id().mention())));
        }
        let moves = self.read(|c| c.moves(row.id))?;
        let last = last_own_move(&moves, by).ok_or_else(|| {
            Refusal::new(RefusalKind::Stale, say!(actor.lang, "refusal-no-move-any-more"))
        })?;
        let target = last.ply - 1;
        let now = self.now();
        self.write(|tx| {
            tx.truncate_moves(row.id, target)?;
            tx.advance(row.id, row.version, target, false, now)?.ok_or_else(position_changed)
        })?;
        self.forget(row.id);
        let row = self.active_by_id(row.id, actor.lang)?;
        let game = self.load(&row)?;
        let text = say!(
            lang,
            "takeback-done",
            who = actor.id().mention(),
            them = row.players[by].id.mention(),
            move = last.display.clone(),
            status = status_line(&row, &game, lang)
        );
        let reply = Reply {
            ping: to_act(&row, &game),
            ..self.board_reply(&row, &game, Some(actor.id()), text, lang)
        };
        self.keep(&row, game);
        Ok(reply)
    }

    /// Sets or clears a standing offer at the game's current ply.
    fn set_offer(&self, row: &GameRow, what: Offer, by: Option<Side>) -> Result<(), Refusal> {
        self.write(|tx| if tx.set_offer(row, what, by)? { Ok(()) } else { Err(position_changed()) })
    }

    /// Whose turn it is in `row`'s game now, in `lang`.
    fn status_now(&self, row: &GameRow, lang: Lang) -> Result<String, Refusal> {
        let game = self.load(row)?;
        let line = status_line(row, &game, lang);
        self.keep(row, game);
        Ok(line)
    }
}

/// The side whose offer (`what`: `draw` or `takeback`) stands, checking a button's ply
/// against it; refusals in `lang`.
fn standing(
    offer: Option<(Side, u32)>,
    ply: Option<u32>,
    what: &'static str,
    lang: Lang,
) -> Result<Side, Refusal> {
    match (offer, ply) {
        (Some((by, at)), Some(p)) if p == at => Ok(by),
        (Some((by, _)), None) => Ok(by),
        (_, Some(_)) => {
            Err(Refusal::new(RefusalKind::Stale, say!(lang, "refusal-offer-closed", what = what)))
        }
        (None, None) => {
            Err(Refusal::new(RefusalKind::Nothing, say!(lang, "refusal-no-offer", what = what)))
        }
    }
}

/// The last move `side` made itself (not a pass the rules played for it).
fn last_own_move(moves: &[MoveRow], side: Side) -> Option<&MoveRow> {
    moves.iter().rev().find(|m| m.side == side && m.player.is_some())
}

/// An Accept and a Decline button.
fn yes_no(id: impl Fn(bool) -> ActionId, yes: String, no: String) -> Vec<Action> {
    vec![
        Action::new(id(true), yes, ActionStyle::Success),
        Action::new(id(false), no, ActionStyle::Danger),
    ]
}
