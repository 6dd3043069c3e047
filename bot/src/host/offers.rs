//! Ending or rewinding a game by the players' will: resignation, draw offers, takebacks,
//! aborts, timeout claims; and the buttons that answer offers.

use rules::{Outcome, Reason, Side};

use super::{
    Action, ActionId, ActionStyle, Host, Refusal, RefusalKind, Reply, lines, player_side,
    position_changed, say,
};
use crate::{
    model::{Actor, GameNo, Place, Sight},
    msg,
    store::{GameRow, HistoryQuery, MoveRow, Offer, Proposal},
    text::{Arg, Msg},
};

impl Host {
    /// `actor` resigns the game in this channel.
    ///
    /// # Errors
    /// No game here, or the actor does not play in it.
    pub fn resign(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        self.flag_first(&row, actor)?;
        let mut game = self.load(&row)?;
        let outcome = game.resign(side);
        let ended = self.record_end(&row, &outcome)?;
        let audience = self.audience(place, Some(actor), Some(actor.id()), row.game);
        let text = msg!(
            "resigned",
            who = actor.id(),
            side = Arg::side(row.game, side),
            result = lines::result(&row, &outcome)
        );
        Ok(self.board_reply(&row, &game, &audience, text.into(), Some(&ended)))
    }

    /// `actor` offers a draw, or accepts the opponent's standing offer.
    ///
    /// # Errors
    /// No game here, not a player, or the actor's own offer is already standing.
    pub fn offer_draw(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.pinging(actor, || self.offer_draw_now(actor, place))
    }

    fn offer_draw_now(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        self.flag_first(&row, actor)?;
        match row.draw_offer {
            Some(offer) if offer.by != side => {
                return self.answer_draw_in(actor, &row, Some(offer.ply), true);
            }
            Some(_) => {
                let refusal = msg!("refusal-draw-standing", them = row.players[!side].id);
                return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
            }
            None => {}
        }
        if let Some(seat) = row.engine {
            // The bot answers at once.
            let accept = self.engine_takes_draw(&row, seat)?;
            self.set_offer(&row, Proposal::Draw, Some(side))?;
            let row = self.active_by_id(row.id)?;
            // The bot answers in the language the human's offer was posted in.
            let bot =
                Actor { server_lang: actor.server_lang, ..Actor::player(&row.players[seat.side]) };
            return self.answer_draw_in(&bot, &row, None, accept);
        }
        self.set_offer(&row, Proposal::Draw, Some(side))?;
        let lang = self.public_lang(place.server, Some(actor));
        let text = msg!(
            "draw-offered",
            who = actor.id(),
            side = Arg::side(row.game, side),
            them = row.players[!side].id
        );
        let id = |accept| ActionId::Draw { game: row.id, ply: row.ply, accept };
        let (yes, no) = (say("button-accept-draw"), say("button-decline-draw"));
        Ok(Reply {
            text: text.into(),
            lang,
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
        let row = self.active(place)?;
        self.answer_draw_in(actor, &row, None, accept)
    }

    /// `actor` asks to take back their last move, or accepts the opponent's standing request.
    ///
    /// # Errors
    /// No game here, not a player, no move of theirs to take back, or a request standing.
    pub fn request_takeback(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.pinging(actor, || self.request_takeback_now(actor, place))
    }

    fn request_takeback_now(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        self.flag_first(&row, actor)?;
        match row.takeback {
            Some(offer) if offer.by != side => {
                return self.answer_takeback_in(actor, &row, Some(offer.ply), true);
            }
            Some(_) => {
                let refusal = msg!("refusal-takeback-standing", them = row.players[!side].id);
                return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
            }
            None => {}
        }
        let moves = self.read(|c| c.moves(row.id))?;
        let last = last_own_move(&moves, side).ok_or_else(|| {
            Refusal::keyed(RefusalKind::NotAllowed, "refusal-nothing-to-take-back")
        })?;
        self.set_offer(&row, Proposal::Takeback, Some(side))?;
        if let Some(seat) = row.engine {
            // The bot grants it at once; its own reply, if it made one, goes too.
            let row = self.active_by_id(row.id)?;
            // The bot answers in the language the human's offer was posted in.
            let bot =
                Actor { server_lang: actor.server_lang, ..Actor::player(&row.players[seat.side]) };
            let mut reply = self.answer_takeback_in(&bot, &row, None, true)?;
            reply.ping.retain(|&u| u != actor.id());
            return Ok(reply);
        }
        let lang = self.public_lang(place.server, Some(actor));
        let text = msg!(
            "takeback-asked",
            who = actor.id(),
            side = Arg::side(row.game, side),
            move = last.display.clone(),
            them = row.players[!side].id
        );
        let id = |accept| ActionId::Takeback { game: row.id, ply: row.ply, accept };
        let (yes, no) = (say("button-accept-takeback"), say("button-decline-takeback"));
        Ok(Reply {
            text: text.into(),
            lang,
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
        // A tournament game has a result: played, resigned, or lost by the player who let
        // their first move pass.
        if self.read(|c| c.board_of_game(row.id))?.is_some() {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-abort-tournament"));
        }
        if row.side_of(actor.id()).is_none() && !actor.moderator {
            let refusal = msg!("refusal-abort-not-a-player", players = lines::players(&row));
            return Err(Refusal::new(RefusalKind::NotAPlayer, refusal));
        }
        self.flag_first(&row, actor)?;
        // A game against the bot is unrated: its player may call it off at any time.
        if !actor.moderator && row.engine.is_none() {
            let moves = self.read(|c| c.moves(row.id))?;
            if Side::ALL.into_iter().all(|s| last_own_move(&moves, s).is_some()) {
                return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-abort-too-late"));
            }
        }
        let now = self.now();
        self.write(|tx| self.finish(tx, &row, row.version, None, now))?;
        self.cache.forget(row.id);
        let lang = self.public_lang(place.server, Some(actor));
        let text =
            msg!("aborted", who = actor.id(), game = row.game, players = lines::players(&row));
        Ok(Reply::text(text, lang))
    }

    /// The opponent of the player to move claims the game once the turn time limit is over.
    ///
    /// # Errors
    /// No game here, not a player, the claimant's own turn, or time is not up yet.
    pub fn claim_timeout(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let side = player_side(&row, actor)?;
        if row.clocks.is_some() {
            // A live game's flag falls by itself.
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-claim-live"));
        }
        let mut game = self.load(&row)?;
        let to_move = game.side_to_move();
        if to_move == side {
            return Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-claim-own-turn"));
        }
        let limit = self.turn_timeout(&row);
        let elapsed = self.now().since(row.last_move_at);
        if elapsed < limit {
            let refusal = msg!(
                "refusal-claim-too-early",
                who = row.players[to_move].id,
                left = limit - elapsed,
                limit = limit
            );
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        let outcome = game.finish(Outcome::win(side, Reason::Timeout));
        let ended = self.record_end(&row, &outcome)?;
        let audience = self.audience(place, Some(actor), Some(actor.id()), row.game);
        let text = msg!("claimed", who = actor.id(), result = lines::result(&row, &outcome));
        Ok(self.board_reply(&row, &game, &audience, text.into(), Some(&ended)))
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
                let row = self.active_here(place, game)?;
                self.answer_draw_in(actor, &row, Some(ply), accept)
            }
            Some(ActionId::Flip { game, ply, bottom }) => {
                let row = self.active_here(place, game)?;
                self.flip(&row, ply, bottom, actor)
            }
            Some(ActionId::History { page, query }) => {
                let query = HistoryQuery { server: place.server, ..query };
                self.history(query, sight, page)
            }
            Some(ActionId::Show { game, ply }) => self.show(place, sight, game, Some(ply)),
            Some(ActionId::Tournaments { page, past }) => {
                self.tournament_list(actor, place, past, page)
            }
            Some(ActionId::Takeback { game, ply, accept }) => {
                let row = self.active_here(place, game)?;
                self.answer_takeback_in(actor, &row, Some(ply), accept)
            }
            Some(ActionId::LearnBoard { game }) => self.learn_board_link(actor, place, game),
            Some(ActionId::LearnRevoke { game }) => self.revoke_lessons_links(actor, game),
            Some(ActionId::LearnPick { game, step: None, .. }) => {
                self.learn_where(actor, place, game)
            }
            Some(
                id @ (ActionId::Move { .. } | ActionId::Pick { .. } | ActionId::LearnPick { .. }),
            ) => {
                let (picker, step) = super::picker::Picker::of(id).ok_or_else(stale)?;
                self.pick_step(actor, place, picker, step)
            }
            Some(ActionId::Judged { game, ply }) => self.judged_move(place, sight, game, ply),
            Some(ActionId::Puzzle { puzzle }) => self.start_puzzle(actor, place, puzzle),
            Some(ActionId::Learn { game, exercise }) => {
                self.learn_exercise(actor, place, game, exercise)
            }
            Some(ActionId::Rematch { game }) => self.rematch(actor, place, game),
            Some(ActionId::Board { game }) => self.board_link(actor, place, game),
            Some(ActionId::Revoke { game }) => self.revoke_board_links(actor, game),
            Some(ActionId::Tournament { tournament, entry }) => {
                self.enter_tournament(actor, place, tournament, entry)
            }
            // The adapter runs the engine for an analysis still to make (`Host::analyse`); a
            // press answered here can only show one made already.
            Some(ActionId::Analyse { game }) => match self.analyse(place, sight, Some(game))? {
                super::Analysing::Done(reply) => Ok(*reply),
                super::Analysing::Needed(_) => Err(stale()),
            },
            None => Err(stale()),
        }
    }

    /// Active game `id`, if it is played in `place`'s channel.
    pub(super) fn active_here(&self, place: Place, id: GameNo) -> Result<GameRow, Refusal> {
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
        let by = standing(row.draw_offer, ply, "draw")?;
        let side = player_side(row, actor)?;
        if side == by {
            let refusal = msg!("refusal-own-draw-offer", them = row.players[!side].id);
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        self.flag_first(row, actor)?;
        let mut game = self.load(row)?;
        if !accept {
            self.set_offer(row, Proposal::Draw, None)?;
            let lang = self.public_lang(row.place.server, Some(actor));
            let status = lines::status(row, &game);
            return Ok(Reply::text(msg!("draw-declined", who = actor.id(), status = status), lang));
        }
        let outcome = game.agree_draw();
        let ended = self.record_end(row, &outcome)?;
        let audience = self.audience(row.place, Some(actor), Some(actor.id()), row.game);
        let result = lines::result(row, &outcome);
        let text = msg!("draw-accepted", who = actor.id(), result = result);
        Ok(self.board_reply(row, &game, &audience, text.into(), Some(&ended)))
    }

    fn answer_takeback_in(
        &self,
        actor: &Actor,
        row: &GameRow,
        ply: Option<u32>,
        accept: bool,
    ) -> Result<Reply, Refusal> {
        let by = standing(row.takeback, ply, "takeback")?;
        let side = player_side(row, actor)?;
        if side == by {
            let refusal = msg!("refusal-own-takeback", them = row.players[!side].id);
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        if !accept {
            self.set_offer(row, Proposal::Takeback, None)?;
            let lang = self.public_lang(row.place.server, Some(actor));
            return Ok(Reply::text(msg!("takeback-declined", who = actor.id()), lang));
        }
        // A flag that has fallen already decides the game first.
        self.flag_first(row, actor)?;
        let moves = self.read(|c| c.moves(row.id))?;
        let last = last_own_move(&moves, by)
            .ok_or_else(|| Refusal::keyed(RefusalKind::Stale, "refusal-no-move-any-more"))?;
        let target = last.ply - 1;
        let now = self.now();
        // A live game's clocks run on: the side whose turn it was keeps what it has left.
        let clocks = match row.clocks {
            Some(_) => {
                let running = self.load(row)?.side_to_move();
                self.clocks_taken_back(row, running, &moves[..target as usize])
            }
            None => None,
        };
        let mut after = None;
        if let Some(clocks) = &clocks {
            let before = self.replayed(row, &moves[..target as usize])?;
            after = Some((clocks, before));
        }
        self.write(|tx| {
            tx.truncate_moves(row.id, target)?;
            tx.advance(row.id, row.version, target, false, now)?.ok_or_else(position_changed)?;
            if let Some((clocks, game)) = &after {
                self.wind(tx, row.id, clocks, game)?;
            }
            Ok(())
        })?;
        self.cache.forget(row.id);
        let row = self.active_by_id(row.id)?;
        let game = self.load(&row)?;
        let audience = self.audience(row.place, Some(actor), Some(actor.id()), row.game);
        let text = msg!(
            "takeback-done",
            who = actor.id(),
            them = row.players[by].id,
            move = last.display.clone(),
            status = lines::status(&row, &game)
        );
        Ok(Reply {
            ping: lines::to_act(&row, &game),
            live_turn: Host::live_turn(&row, &game),
            ..self.board_reply(&row, &game, &audience, text.into(), None)
        })
    }

    /// Sets or clears a standing offer at the game's current ply.
    fn set_offer(&self, row: &GameRow, what: Proposal, by: Option<Side>) -> Result<(), Refusal> {
        self.write(|tx| if tx.set_offer(row, what, by)? { Ok(()) } else { Err(position_changed()) })
    }
}

/// The side whose offer (`what`: `draw` or `takeback`) stands, checking a button's ply
/// against it.
fn standing(offer: Option<Offer>, ply: Option<u32>, what: &'static str) -> Result<Side, Refusal> {
    let what = Arg::choice(what);
    match (offer, ply) {
        (Some(offer), Some(p)) if p == offer.ply => Ok(offer.by),
        (Some(offer), None) => Ok(offer.by),
        (_, Some(_)) => {
            Err(Refusal::new(RefusalKind::Stale, msg!("refusal-offer-closed", what = what)))
        }
        (None, None) => {
            Err(Refusal::new(RefusalKind::Nothing, msg!("refusal-no-offer", what = what)))
        }
    }
}

/// The last move `side` made itself (not a pass the rules played for it).
fn last_own_move(moves: &[MoveRow], side: Side) -> Option<&MoveRow> {
    moves.iter().rev().find(|m| m.side == side && m.player.is_some())
}

/// An Accept and a Decline button.
fn yes_no(id: impl Fn(bool) -> ActionId, yes: Msg, no: Msg) -> Vec<Action> {
    vec![
        Action::new(id(true), yes, ActionStyle::Success),
        Action::new(id(false), no, ActionStyle::Danger),
    ]
}
