//! Ending or rewinding a game by the players' will: resignation, draw offers, takebacks,
//! aborts, timeout claims; and the buttons that answer offers.

use rules::{Outcome, Reason, Side};

use super::{
    Action, ActionId, ActionStyle, Host, LANG, Refusal, RefusalKind, Reply, player_side,
    players_line, position_changed, result_line, status_line, to_act,
};
use crate::{
    i18n,
    model::{Actor, Place, Sight, describe_duration},
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
        self.pinging(actor.id(), || self.offer_draw_now(actor, place))
    }

    fn offer_draw_now(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        match row.draw_offer {
            Some((by, at)) if by != side => {
                return self.answer_draw_in(actor, &row, Some(at), true);
            }
            Some(_) => {
                return Err(Refusal::new(
                    RefusalKind::NotAllowed,
                    format!(
                        "You have already offered a draw; it stands until {} answers it or moves.",
                        row.players[!side].id.mention()
                    ),
                ));
            }
            None => {}
        }
        if let Some(seat) = row.engine {
            // The bot answers at once.
            let accept = self.engine_takes_draw(&row, seat)?;
            self.set_offer(&row, Offer::Draw, Some(side))?;
            let row = self.active_by_id(row.id)?;
            let bot = Actor::player(&row.players[seat.side]);
            return self.answer_draw_in(&bot, &row, None, accept);
        }
        self.set_offer(&row, Offer::Draw, Some(side))?;
        let text = format!(
            "{} ({}) offers a draw. {}, accept or decline (playing a move declines too).",
            actor.id().mention(),
            row.game.side_name(side),
            row.players[!side].id.mention()
        );
        let id = |accept| ActionId::Draw { game: row.id, ply: row.ply, accept };
        Ok(Reply {
            text,
            actions: yes_no(id, "Accept draw", "Decline draw"),
            ping: vec![row.players[!side].id],
            ..Reply::default()
        })
    }

    /// `actor` accepts or declines the opponent's standing draw offer (typed command).
    ///
    /// # Errors
    /// No game or no offer here, or the offer is the actor's own.
    pub fn answer_draw(&self, actor: &Actor, place: Place, accept: bool) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        self.answer_draw_in(actor, &row, None, accept)
    }

    /// `actor` asks to take back their last move, or accepts the opponent's standing request.
    ///
    /// # Errors
    /// No game here, not a player, no move of theirs to take back, or a request standing.
    pub fn request_takeback(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.pinging(actor.id(), || self.request_takeback_now(actor, place))
    }

    fn request_takeback_now(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        match row.takeback {
            Some((by, at)) if by != side => {
                return self.answer_takeback_in(actor, &row, Some(at), true);
            }
            Some(_) => {
                return Err(Refusal::new(
                    RefusalKind::NotAllowed,
                    format!(
                        "You have already asked for a takeback; wait for {} to answer.",
                        row.players[!side].id.mention()
                    ),
                ));
            }
            None => {}
        }
        let moves = self.read(|c| c.moves(row.id))?;
        let last = last_own_move(&moves, side).ok_or_else(|| {
            Refusal::new(
                RefusalKind::NotAllowed,
                "You have not moved yet, so there is nothing to take back.",
            )
        })?;
        self.set_offer(&row, Offer::Takeback, Some(side))?;
        if let Some(seat) = row.engine {
            // The bot grants it at once; its own reply, if it made one, goes too.
            let row = self.active_by_id(row.id)?;
            let bot = Actor::player(&row.players[seat.side]);
            let mut reply = self.answer_takeback_in(&bot, &row, None, true)?;
            reply.ping.retain(|&u| u != actor.id());
            return Ok(reply);
        }
        let text = format!(
            "{} ({}) asks to take back their move {}. {}, accept or decline.",
            actor.id().mention(),
            row.game.side_name(side),
            last.display,
            row.players[!side].id.mention()
        );
        let id = |accept| ActionId::Takeback { game: row.id, ply: row.ply, accept };
        Ok(Reply {
            text,
            actions: yes_no(id, "Accept takeback", "Decline takeback"),
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
        let row = self.active(place)?;
        self.answer_takeback_in(actor, &row, None, accept)
    }

    /// Calls the game off without a result: a player may while one side has not moved yet (or
    /// at any time in a game against the bot), a moderator always.
    ///
    /// # Errors
    /// No game here, not a player or moderator, or both sides have moved.
    pub fn abort(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        if row.side_of(actor.id()).is_none() && !actor.moderator {
            return Err(Refusal::new(
                RefusalKind::NotAPlayer,
                format!(
                    "Only the players ({}) or a moderator can abort this game.",
                    players_line(&row, LANG)
                ),
            ));
        }
        // A game against the bot is unrated: its player may call it off at any time.
        if !actor.moderator && row.engine.is_none() {
            let moves = self.read(|c| c.moves(row.id))?;
            if Side::ALL.into_iter().all(|s| last_own_move(&moves, s).is_some()) {
                return Err(Refusal::new(
                    RefusalKind::NotAllowed,
                    "Both players have moved, so this game can no longer be aborted. You can \
                     resign or offer a draw; a moderator can still abort it.",
                ));
            }
        }
        let now = self.now();
        self.write(|tx| self.finish(tx, &row, row.version, None, now))?;
        self.forget(row.id);
        Ok(Reply::text(format!(
            "{} aborted the game of {} ({}). It has no result.",
            actor.id().mention(),
            row.game.name(),
            players_line(&row, LANG)
        )))
    }

    /// The opponent of the player to move claims the game once the turn time limit is over.
    ///
    /// # Errors
    /// No game here, not a player, the claimant's own turn, or time is not up yet.
    pub fn claim_timeout(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        let mut game = self.load(&row)?;
        let to_move = game.side_to_move();
        if to_move == side {
            self.keep(&row, game);
            return Err(Refusal::new(
                RefusalKind::NotAllowed,
                "It is your turn: only your opponent could claim the game on time.",
            ));
        }
        let limit = self.turn_timeout(&row);
        let elapsed = self.now() - row.last_move_at;
        if elapsed < limit {
            self.keep(&row, game);
            return Err(Refusal::new(
                RefusalKind::NotAllowed,
                format!(
                    "{} still has {} to move (the limit here is {} per turn). You can claim the \
                     game once it is over.",
                    row.players[to_move].id.mention(),
                    describe_duration(limit - elapsed),
                    describe_duration(limit)
                ),
            ));
        }
        let outcome = game.finish(Outcome::win(side, Reason::Timeout));
        self.record_end(&row, &outcome)?;
        let text = format!(
            "{} claims the game on time. {}",
            actor.id().mention(),
            result_line(&row, &outcome, LANG)
        );
        Ok(self.board_reply(&row, &game, Some(actor.id()), text, LANG))
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
        let stale = || Refusal::new(RefusalKind::Stale, "This button is no longer valid.");
        match ActionId::decode(id) {
            Some(ActionId::Challenge { challenge, answer }) => {
                let c = self.read(|c| c.challenge(challenge))?.ok_or_else(stale)?;
                if c.place != place {
                    return Err(stale());
                }
                self.answer_challenge(actor, challenge, answer)
            }
            Some(ActionId::Draw { game, ply, accept }) => {
                let row = self.active_here(place, game)?;
                self.answer_draw_in(actor, &row, Some(ply), accept)
            }
            Some(ActionId::Flip { game, ply, bottom }) => {
                let row = self.active_here(place, game)?;
                self.flip(&row, ply, bottom, actor.id())
            }
            Some(ActionId::History { page, query }) => {
                let query = HistoryQuery { server: place.server, ..query };
                self.history(query, sight, page)
            }
            Some(ActionId::Show { game, ply }) => self.show(place, sight, game, Some(ply)),
            Some(ActionId::Takeback { game, ply, accept }) => {
                let row = self.active_here(place, game)?;
                self.answer_takeback_in(actor, &row, Some(ply), accept)
            }
            None => Err(stale()),
        }
    }

    /// Active game `id`, if it is played in `place`'s channel.
    fn active_here(&self, place: Place, id: i64) -> Result<GameRow, Refusal> {
        let row = self.active_by_id(id)?;
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
        let by = standing(row.draw_offer, ply, "draw offer")?;
        let side = player_side(row, actor)?;
        if side == by {
            return Err(Refusal::new(
                RefusalKind::NotAllowed,
                format!(
                    "This is your own draw offer; only {} can answer it.",
                    row.players[!side].id.mention()
                ),
            ));
        }
        if !accept {
            self.set_offer(row, Offer::Draw, None)?;
            return Ok(Reply::text(format!(
                "{} declines the draw offer. The game goes on: {}",
                actor.id().mention(),
                self.status_now(row)?
            )));
        }
        let mut game = self.load(row)?;
        let outcome = game.agree_draw();
        self.record_end(row, &outcome)?;
        let text = format!(
            "{} accepts the draw offer. {}",
            actor.id().mention(),
            result_line(row, &outcome, LANG)
        );
        Ok(self.board_reply(row, &game, Some(actor.id()), text, LANG))
    }

    fn answer_takeback_in(
        &self,
        actor: &Actor,
        row: &GameRow,
        ply: Option<u32>,
        accept: bool,
    ) -> Result<Reply, Refusal> {
        let by = standing(row.takeback, ply, "takeback request")?;
        let side = player_side(row, actor)?;
        if side == by {
            return Err(Refusal::new(
                RefusalKind::NotAllowed,
                format!(
                    "This is your own takeback request; only {} can answer it.",
                    row.players[!side].id.mention()
                ),
            ));
        }
        if !accept {
            self.set_offer(row, Offer::Takeback, None)?;
            return Ok(Reply::text(format!(
                "{} declines the takeback. The game goes on.",
                actor.id().mention()
            )));
        }
        let moves = self.read(|c| c.moves(row.id))?;
        let last = last_own_move(&moves, by).ok_or_else(|| {
            Refusal::new(RefusalKind::Stale, "There is no move to take back any more.")
        })?;
        let target = last.ply - 1;
        let now = self.now();
        self.write(|tx| {
            tx.truncate_moves(row.id, target)?;
            tx.advance(row.id, row.version, target, false, now)?.ok_or_else(position_changed)
        })?;
        self.forget(row.id);
        let row = self.active_by_id(row.id)?;
        let game = self.load(&row)?;
        let text = format!(
            "{} accepts: {}'s move {} is taken back. {}",
            actor.id().mention(),
            row.players[by].id.mention(),
            last.display,
            status_line(&row, &game, LANG)
        );
        let reply = Reply {
            ping: to_act(&row, &game),
            ..self.board_reply(&row, &game, Some(actor.id()), text, LANG)
        };
        self.keep(&row, game);
        Ok(reply)
    }

    /// Sets or clears a standing offer at the game's current ply.
    fn set_offer(&self, row: &GameRow, what: Offer, by: Option<Side>) -> Result<(), Refusal> {
        self.write(|tx| if tx.set_offer(row, what, by)? { Ok(()) } else { Err(position_changed()) })
    }

    /// Whose turn it is in `row`'s game now.
    fn status_now(&self, row: &GameRow) -> Result<String, Refusal> {
        let game = self.load(row)?;
        let line = status_line(row, &game, LANG);
        self.keep(row, game);
        Ok(line)
    }
}

/// The side whose offer stands, checking a button's ply against it.
fn standing(offer: Option<(Side, u32)>, ply: Option<u32>, what: &str) -> Result<Side, Refusal> {
    match (offer, ply) {
        (Some((by, at)), Some(p)) if p == at => Ok(by),
        (Some((by, _)), None) => Ok(by),
        (_, Some(_)) => {
            Err(Refusal::new(RefusalKind::Stale, format!("That {what} is no longer open.")))
        }
        (None, None) => {
            Err(Refusal::new(RefusalKind::Nothing, format!("There is no {what} to answer.")))
        }
    }
}

/// The last move `side` made itself (not a pass the rules played for it).
fn last_own_move(moves: &[MoveRow], side: Side) -> Option<&MoveRow> {
    moves.iter().rev().find(|m| m.side == side && m.player.is_some())
}

/// An Accept and a Decline button.
fn yes_no(id: impl Fn(bool) -> ActionId, yes: &'static str, no: &'static str) -> Vec<Action> {
    vec![
        Action::new(id(true), yes, ActionStyle::Success),
        Action::new(id(false), no, ActionStyle::Danger),
    ]
}
