//! Every command's refusals and the flows around offers, on a real database: each refusal the
//! issue lists has a test here, and each refused command leaves the game as it was.
#![allow(clippy::unwrap_used)]

use crate::common::{Fixture, PLACE, Said, actor, alice, bob, carol, png_size, secs};
use bot::{
    discord::Discord,
    host::{
        ActionId, Answer, Delivered, FIRST_RETRY, MAX_ATTEMPTS, MAX_PINGS, Origin, PING_WINDOW,
        PickStep, RefusalKind, Say,
    },
    model::{Actor, ChallengeNo, GameNo, Lang, Place, SideChoice, Sight, User},
    store::{GameStatus, HistoryQuery, ServerSettings},
};
use rules::GameId;

fn kind<T: std::fmt::Debug>(r: Result<T, bot::host::Refusal>) -> RefusalKind {
    r.unwrap_err().kind
}

fn ply(fx: &Fixture) -> u32 {
    fx.host.snapshot(PLACE).unwrap().row.ply
}

fn challenges_refused_for_oneself_bots_and_bad_positions(fx: Fixture) {
    let a = actor(&alice());
    let h = &fx.host;
    let e = h
        .challenge(&a, PLACE, &alice(), GameId::Xiangqi, SideChoice::First, None, None)
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::SelfChallenge);
    assert!(e.said().contains("yourself"), "{}", e.said());
    let robot = User { bot: true, ..User::new(99, "robot") };
    let e =
        h.challenge(&a, PLACE, &robot, GameId::Xiangqi, SideChoice::First, None, None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::BotOpponent);
    assert!(e.said().contains("<@99>") && e.said().contains("bot"), "{}", e.said());
    // A Chess 1999 position with a bad hand letter is refused with the rules' reason.
    let bad = "13/6k6/13/13/13/13/13/13/13/13/13/6K6/13[K] w 0 1";
    let e = h
        .challenge(&a, PLACE, &bob(), GameId::Chess1999, SideChoice::First, Some(bad), None)
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::BadPosition);
    assert!(e.said().contains("cannot be in a hand"), "{}", e.said());
    let e = h
        .challenge(
            &a,
            PLACE,
            &bob(),
            GameId::Xiangqi,
            SideChoice::First,
            Some("not a position"),
            None,
        )
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::BadPosition);
    // A position that is already over (Red is checkmated by two Tanks).
    let mate = "3k5/9/9/9/9/9/9/9/r8/r3K4 w - - 0 1";
    let e = h
        .challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::First, Some(mate), None)
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::BadPosition);
    assert!(e.said().contains("already over"), "{}", e.said());
    // None of that left anything behind: a proper challenge goes through.
    let reply =
        h.challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::Random, None, None).unwrap();
    assert!(reply.said().starts_with("<@2>, <@1> challenges you"), "{}", reply.said());
    assert_eq!(reply.actions.len(), 3);
}

fn a_channel_holds_one_game_and_one_open_challenge(fx: Fixture) {
    let (a, c) = (actor(&alice()), actor(&carol()));
    fx.host.challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::First, None, None).unwrap();
    let e = fx
        .host
        .challenge(&c, PLACE, &bob(), GameId::American, SideChoice::First, None, None)
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::ChannelBusy);
    assert!(e.said().contains("open challenge"), "{}", e.said());
    fx.host.answer_challenge_here(&actor(&bob()), PLACE, Answer::Accept).unwrap();
    let e = fx
        .host
        .challenge(&c, PLACE, &bob(), GameId::American, SideChoice::First, None, None)
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::ChannelBusy);
    assert!(e.said().contains("game in progress"), "{}", e.said());
    // Another channel (or a thread) is free.
    let thread = Place::new(10, 555);
    fx.host.challenge(&c, thread, &bob(), GameId::American, SideChoice::First, None, None).unwrap();
    // The database itself refuses a second active game in a channel.
    let second = fx.execute(
        "INSERT INTO games (channel_id, game, first_id, first_name, second_id, second_name,
             start_position, created_at, last_move_at)
         VALUES (100, 'xiangqi', 3, 'carol', 2, 'bob', 'x', 0, 0)",
    );
    assert!(second.is_err(), "the unique index must refuse a second active game");
}

fn only_the_right_people_answer_a_challenge_and_it_expires(fx: Fixture) {
    let (a, b, c) = (actor(&alice()), actor(&bob()), actor(&carol()));
    let reply = fx
        .host
        .challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::Second, None, None)
        .unwrap();
    let id = match reply.actions[0].id {
        ActionId::Challenge { challenge, .. } => challenge,
        other => panic!("{other:?}"),
    };
    assert_eq!(kind(fx.host.answer_challenge(&c, id, Answer::Accept)), RefusalKind::NotAPlayer);
    assert_eq!(kind(fx.host.answer_challenge(&a, id, Answer::Accept)), RefusalKind::NotAPlayer);
    assert_eq!(kind(fx.host.answer_challenge(&b, id, Answer::Cancel)), RefusalKind::NotAPlayer);
    fx.clock.advance(secs(3_600));
    let e = fx
        .host
        .press(
            &b,
            PLACE,
            &Sight::Everywhere,
            &ActionId::Challenge { challenge: id, answer: Answer::Accept }.encode(),
        )
        .unwrap_err();
    assert_eq!(e.kind, RefusalKind::Stale);
    assert!(e.said().contains("expired"), "{}", e.said());
    // The channel is free again; a cancelled challenge's buttons are stale too.
    let reply = fx
        .host
        .challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::Second, None, None)
        .unwrap();
    let cancel = reply.actions[2].id.encode();
    assert!(
        fx.host.press(&a, PLACE, &Sight::Everywhere, &cancel).unwrap().said().contains("withdrew")
    );
    assert_eq!(
        kind(fx.host.press(&b, PLACE, &Sight::Everywhere, &reply.actions[0].id.encode())),
        RefusalKind::Stale
    );
    // Accepting gives the challenger the side asked for.
    fx.host.challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::Second, None, None).unwrap();
    let started = fx.host.answer_challenge_here(&b, PLACE, Answer::Accept).unwrap();
    assert!(started.said().contains("Red <@2> vs Black <@1>"), "{}", started.said());
    assert!(started.said().ends_with("Red to move, <@2>"), "{}", started.said());
    assert!(png_size(&started.image.unwrap().png).0 >= 600);
    assert_eq!(kind(fx.host.press(&b, PLACE, &Sight::Everywhere, "nonsense")), RefusalKind::Stale);
}

fn moves_refused_for_no_game_outsiders_wrong_turn_illegal_moves_and_old_boards(fx: Fixture) {
    let (a, b, c) = (actor(&alice()), actor(&bob()), actor(&carol()));
    let e = fx.host.play_move(&a, PLACE, "h3e3", None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::Nothing);
    assert!(e.said().contains("/challenge"), "{}", e.said());
    fx.start(GameId::Xiangqi, PLACE);
    let e = fx.host.play_move(&c, PLACE, "h3e3", None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::NotAPlayer);
    assert!(e.said().contains("Red <@1> vs Black <@2>"), "{}", e.said());
    let e = fx.host.play_move(&b, PLACE, "h10g8", None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::NotYourTurn);
    assert!(e.said().contains("Red to move (<@1>)"), "{}", e.said());
    let e = fx.host.play_move(&a, PLACE, "h3h11", None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::IllegalMove);
    let e = fx.host.play_move(&a, PLACE, "b1d2", None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::IllegalMove);
    assert!(e.said().contains("Horse"), "{}", e.said());
    assert_eq!(ply(&fx), 0);
    fx.host.play_move(&a, PLACE, "C2=5", Some(0)).unwrap();
    assert_eq!(kind(fx.host.play_move(&b, PLACE, "h10g8", Some(0))), RefusalKind::PositionChanged);
    assert_eq!(ply(&fx), 1);
    // Chinese notation is read too, and recorded as the move it names.
    let reply = fx.host.play_move(&b, PLACE, "马8进7", Some(1)).unwrap();
    assert_eq!(reply.said(), "**Black** h10g8 (H8+7) — Red to move, <@1>");
    let e = fx.host.play_move(&a, PLACE, "炮二进九", None).unwrap_err();
    assert_eq!(e.kind, RefusalKind::IllegalMove);
    assert_eq!(kind(fx.host.resign(&c, PLACE)), RefusalKind::NotAPlayer);
}

fn draw_offers_stand_until_answered_or_played_through(fx: Fixture) {
    let (a, b) = (actor(&alice()), actor(&bob()));
    assert_eq!(kind(fx.host.offer_draw(&a, PLACE)), RefusalKind::Nothing);
    fx.start(GameId::Xiangqi, PLACE);
    assert_eq!(kind(fx.host.answer_draw(&b, PLACE, true)), RefusalKind::Nothing);
    let offer = fx.host.offer_draw(&a, PLACE).unwrap();
    assert_eq!(kind(fx.host.offer_draw(&a, PLACE)), RefusalKind::NotAllowed);
    assert_eq!(
        kind(fx.host.press(&a, PLACE, &Sight::Everywhere, &offer.actions[0].id.encode())),
        RefusalKind::NotAllowed
    );
    // Alice moves: her offer stands through Bob's turn.
    fx.host.play_move(&a, PLACE, "h3e3", None).unwrap();
    let declined =
        fx.host.press(&b, PLACE, &Sight::Everywhere, &offer.actions[1].id.encode()).unwrap();
    assert!(declined.said().contains("declines"), "{}", declined.said());
    assert_eq!(
        kind(fx.host.press(&b, PLACE, &Sight::Everywhere, &offer.actions[0].id.encode())),
        RefusalKind::Stale
    );
    // Bob moves, then offers during Alice's turn; Alice plays on instead, which declines it.
    fx.host.play_move(&b, PLACE, "h10g8", None).unwrap();
    let offer = fx.host.offer_draw(&b, PLACE).unwrap();
    fx.host.play_move(&a, PLACE, "b1c3", None).unwrap();
    assert_eq!(
        kind(fx.host.press(&a, PLACE, &Sight::Everywhere, &offer.actions[0].id.encode())),
        RefusalKind::Stale
    );
    assert_eq!(kind(fx.host.answer_draw(&a, PLACE, true)), RefusalKind::Nothing);
    // An offer accepted with the button ends the game as a draw by agreement.
    let offer = fx.host.offer_draw(&b, PLACE).unwrap();
    let done = fx.host.press(&a, PLACE, &Sight::Everywhere, &offer.actions[0].id.encode()).unwrap();
    assert!(done.said().contains("**Draw by agreement**"), "{}", done.said());
    assert!(done.image.is_some());
    let e =
        fx.host.press(&a, PLACE, &Sight::Everywhere, &offer.actions[0].id.encode()).unwrap_err();
    assert_eq!(e.kind, RefusalKind::Stale);
    assert!(e.said().contains("over"), "{}", e.said());
    assert_eq!(kind(fx.host.board(PLACE)), RefusalKind::Nothing);
}

fn takebacks_rewind_the_requesters_last_move(fx: Fixture) {
    let (a, b, c) = (actor(&alice()), actor(&bob()), actor(&carol()));
    fx.start(GameId::Xiangqi, PLACE);
    assert_eq!(kind(fx.host.request_takeback(&a, PLACE)), RefusalKind::NotAllowed);
    assert_eq!(kind(fx.host.request_takeback(&c, PLACE)), RefusalKind::NotAPlayer);
    fx.host.play_move(&a, PLACE, "h3e3", None).unwrap();
    let ask = fx.host.request_takeback(&a, PLACE).unwrap();
    assert!(ask.said().contains("h3e3 (C2=5)"), "{}", ask.said());
    assert_eq!(
        kind(fx.host.press(&a, PLACE, &Sight::Everywhere, &ask.actions[0].id.encode())),
        RefusalKind::NotAllowed
    );
    assert!(
        fx.host
            .press(&b, PLACE, &Sight::Everywhere, &ask.actions[1].id.encode())
            .unwrap()
            .said()
            .contains("declines")
    );
    assert_eq!(ply(&fx), 1);
    // Bob replies, then Alice asks again: both her move and Bob's reply are taken back.
    fx.host.play_move(&b, PLACE, "h10g8", None).unwrap();
    fx.host.request_takeback(&a, PLACE).unwrap();
    let done = fx.host.answer_takeback(&b, PLACE, true).unwrap();
    assert!(done.said().contains("Red to move, <@1>"), "{}", done.said());
    assert_eq!(ply(&fx), 0);
    assert_eq!(fx.host.moves_of(fx.host.snapshot(PLACE).unwrap().row.id).unwrap().len(), 0);
    // The game goes on normally from there.
    fx.host.play_move(&a, PLACE, "b1c3", None).unwrap();
    assert_eq!(ply(&fx), 1);
}

fn abort_before_both_moved_or_by_a_moderator(fx: Fixture) {
    let (a, b, c) = (actor(&alice()), actor(&bob()), actor(&carol()));
    fx.start(GameId::Xiangqi, PLACE);
    fx.host.play_move(&a, PLACE, "h3e3", None).unwrap();
    assert_eq!(kind(fx.host.abort(&c, PLACE)), RefusalKind::NotAPlayer);
    let aborted = fx.host.abort(&b, PLACE).unwrap();
    assert!(aborted.said().contains("no result"), "{}", aborted.said());
    fx.start(GameId::Xiangqi, PLACE);
    fx.host.play_move(&a, PLACE, "h3e3", None).unwrap();
    fx.host.play_move(&b, PLACE, "h10g8", None).unwrap();
    let e = fx.host.abort(&a, PLACE).unwrap_err();
    assert_eq!(e.kind, RefusalKind::NotAllowed);
    assert!(e.said().contains("resign"), "{}", e.said());
    let moderator = Actor { moderator: true, ..Actor::player(&carol()) };
    fx.host.abort(&moderator, PLACE).unwrap();
    assert_eq!(fx.int("SELECT count(*) FROM games WHERE status = 'aborted'"), 2);
    assert_eq!(fx.int("SELECT count(*) FROM games"), 2);
}

fn a_player_who_lets_the_turn_time_run_out_can_be_claimed_against(fx: Fixture) {
    let (a, b) = (actor(&alice()), actor(&bob()));
    fx.start(GameId::Xiangqi, PLACE);
    fx.host.play_move(&a, PLACE, "h3e3", None).unwrap();
    assert_eq!(kind(fx.host.claim_timeout(&b, PLACE)), RefusalKind::NotAllowed);
    fx.clock.advance(secs(3 * 86_400 - 60));
    let e = fx.host.claim_timeout(&a, PLACE).unwrap_err();
    assert!(e.said().contains("1 minute") && e.said().contains("3 days"), "{}", e.said());
    fx.clock.advance(secs(60));
    let won = fx.host.claim_timeout(&a, PLACE).unwrap();
    assert!(
        won.said().contains("**Red wins on time: Black did not move in time**"),
        "{}",
        won.said()
    );
    // A server's own limit, set by a moderator.
    fx.start(GameId::Xiangqi, PLACE);
    assert_eq!(kind(fx.host.set_turn_timeout(&a, PLACE, secs(3_600))), RefusalKind::NotAllowed);
    let moderator = Actor { moderator: true, ..Actor::player(&carol()) };
    assert_eq!(
        kind(fx.host.set_turn_timeout(&moderator, PLACE, secs(5))),
        RefusalKind::BadArgument
    );
    fx.host.set_turn_timeout(&moderator, PLACE, secs(3_600)).unwrap();
    // Not for the game in progress: it keeps the limit it began with, so nobody who manages
    // the server can shorten a turn and then claim.
    fx.clock.advance(secs(3_600));
    let e = fx.host.claim_timeout(&b, PLACE).unwrap_err();
    assert!(e.said().contains("3 days"), "{}", e.said());
    fx.host.resign(&a, PLACE).unwrap();
    // The next game has it.
    fx.start(GameId::Xiangqi, PLACE);
    fx.clock.advance(secs(3_600));
    fx.host.claim_timeout(&b, PLACE).unwrap();
    let row = fx.host.snapshot_by_id(GameNo(3)).unwrap().row;
    assert_eq!(row.status, GameStatus::Finished);
}

fn board_moves_suggestions_and_rules_for_players(fx: Fixture) {
    fx.start(GameId::Xiangqi, PLACE);
    let board = fx.host.board(PLACE).unwrap();
    assert!(board.said().contains("Red to move, <@1>"), "{}", board.said());
    assert!(board.image.is_some());
    let moves = fx.host.legal_moves(&actor(&alice()), PLACE).unwrap();
    assert!(
        moves.said().contains("44 legal moves") && moves.said().contains("h3e3 (C2=5)"),
        "{}",
        moves.said()
    );
    // Each list as a reader of `lang` sees it.
    let choices_in = |typed: &str, lang: Lang| -> Vec<(String, String)> {
        let choices = fx.host.move_choices(PLACE, typed).unwrap();
        choices.into_iter().map(|c| (c.label.words(lang, &Discord), c.value)).collect()
    };
    let choices = choices_in("h3", Lang::EnUs);
    assert!(
        !choices.is_empty() && choices.iter().all(|(_, value)| value.starts_with("h3")),
        "{choices:?}"
    );
    assert!(choices.iter().any(|(label, _)| label == "h3e3 · C2=5"), "{choices:?}");
    let wxf = choices_in("c2=", Lang::EnUs);
    assert!(wxf.iter().all(|(label, _)| label.contains("C2=")), "{wxf:?}");
    assert_eq!(fx.host.move_choices(PLACE, "").unwrap().len(), 25);
    assert!(fx.host.move_choices(PLACE, "zz").unwrap().is_empty());
    // Chinese notation is matched in either script, and shown first to those who read it.
    let chinese = choices_in("炮二", Lang::ZhCn);
    assert!(chinese.iter().any(|(label, _)| label == "炮二平五 · h3e3"), "{chinese:?}");
    assert!(chinese.iter().all(|(label, _)| label.starts_with("炮二")), "{chinese:?}");
    let horse = choices_in("傌八", Lang::ZhTw);
    assert!(horse.iter().any(|(label, _)| label == "傌八進七 · b1c3"), "{horse:?}");
    let english = choices_in("马八", Lang::EnUs);
    assert!(english.iter().any(|(label, _)| label == "b1c3 · H8+7"), "{english:?}");
    for game in rules::GameId::ALL {
        for lang in Lang::ALL {
            let reply = fx.host.rules(game, lang);
            // Discord counts a message's length in UTF-16 code units.
            assert!(
                bot::discord::messages::text_length(&reply.said()) < 2_000,
                "{game:?} {lang:?}"
            );
            let first = bot::i18n::side_name(lang, game, rules::Side::First);
            assert!(reply.said().contains(&first), "{game:?} {lang:?}");
            assert!(reply.image.is_some(), "{game:?}");
        }
    }
    let chess1999 = |lang| fx.host.rules(rules::GameId::Chess1999, lang).said();
    assert!(chess1999(Lang::EnUs).contains("reconstruct"));
    assert!(fx.host.rules(rules::GameId::Xiangqi, Lang::ZhCn).said().contains("炮二平五"));
    assert!(fx.host.rules(rules::GameId::Xiangqi, Lang::ZhTw).said().contains("馬8進7"));
}

fn an_export_from_a_start_with_the_second_side_to_move_numbers_its_moves_from_one_dots(
    fx: Fixture,
) {
    let (a, b) = (actor(&alice()), actor(&bob()));
    // Xiangqi's start, Black to move; Alice asks to play Black, so she moves first.
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
    fx.host
        .challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::Second, Some(start), None)
        .unwrap();
    fx.host.answer_challenge_here(&b, PLACE, Answer::Accept).unwrap();
    for (who, text) in [(&a, "h10g8"), (&b, "h3e3"), (&a, "i10h10")] {
        fx.host.play_move(who, PLACE, text, None).unwrap();
    }
    let id = fx.host.snapshot(PLACE).unwrap().row.id;
    let file = fx.host.export(PLACE, &Sight::Everywhere, id).unwrap().file.unwrap();
    let pgn = String::from_utf8(file.bytes).unwrap();
    assert!(pgn.contains("\n1... h10g8 2. h3e3 i10h10 *"), "{pgn}");
}

fn games_in_channels_out_of_sight_are_not_shown_and_buttons_are_not_trusted(fx: Fixture) {
    // Game 1 in a channel Carol cannot see; game 2 where she is.
    let hidden = Place::new(10, 101);
    fx.start(GameId::Xiangqi, hidden);
    fx.start(GameId::Xiangqi, PLACE);
    let carol = actor(&carol());
    let sight = Sight::Channels(vec![PLACE.channel]);
    for refused in [
        fx.host.show(PLACE, &sight, GameNo(1), None),
        fx.host.export(PLACE, &sight, GameNo(1)),
        fx.host.replay(PLACE, &sight, GameNo(1)),
    ] {
        // The same words as for a game that does not exist: its existence is private too.
        let message = refused.unwrap_err().said();
        assert_eq!(message, "There is no game #1 on this server. /history lists the games.");
    }
    assert!(fx.host.show(PLACE, &sight, GameNo(2), None).is_ok());
    assert!(fx.host.show(PLACE, &Sight::Everywhere, GameNo(1), None).is_ok());
    let query = HistoryQuery { server: PLACE.server, channel: None, player: None, game: None };
    let listed = fx.host.history(query, &sight, 0).unwrap().said();
    assert!(
        listed.contains("`#2`") && !listed.contains("`#1`") && listed.contains("1 in all"),
        "{listed}"
    );
    let games = fx.host.games(PLACE, &sight).unwrap().said();
    assert!(games.contains("(#2)") && !games.contains("(#1)"), "{games}");
    // Forged buttons: a /show button naming the hidden game, a history page of another
    // server, a draw answer for a game of another channel.
    let show = ActionId::Show { game: GameNo(1), ply: 0 }.encode();
    assert_eq!(kind(fx.host.press(&carol, PLACE, &sight, &show)), RefusalKind::Nothing);
    let elsewhere = HistoryQuery { server: Some(bot::model::ServerId(11)), ..query };
    let page = ActionId::History { page: 0, query: elsewhere }.encode();
    let listed = fx.host.press(&carol, PLACE, &sight, &page).unwrap().said();
    assert!(listed.contains("`#2`"), "this server's games, not server 11's: {listed}");
    let a = actor(&alice());
    fx.host.offer_draw(&a, hidden).unwrap();
    let answer = ActionId::Draw { game: GameNo(1), ply: 0, accept: true }.encode();
    let b = actor(&bob());
    assert_eq!(kind(fx.host.press(&b, PLACE, &Sight::Everywhere, &answer)), RefusalKind::Nothing);
    assert!(fx.host.press(&b, hidden, &Sight::Everywhere, &answer).is_ok());
}

fn every_expired_challenge_is_queued_for_marking_and_failures_are_kept(fx: Fixture) {
    let (a, b) = (actor(&alice()), actor(&bob()));
    fx.host.challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::First, None, None).unwrap();
    fx.host.note_challenge_message(ChallengeNo(1), 777).unwrap();
    fx.clock.advance(secs(3_600));
    // Not the sweeper: Bob's own challenge in the channel expires Alice's on the way.
    fx.host.challenge(&b, PLACE, &alice(), GameId::Xiangqi, SideChoice::First, None, None).unwrap();
    let due = fx.host.deliveries_due(10).unwrap();
    assert_eq!(due.len(), 1, "{due:?}");
    let Say::Edit { message, text, lang, archive } = &due[0].say else { panic!("{due:?}") };
    let text = text.words(*lang, &Discord);
    assert_eq!((*message, *archive), (777, None), "a channel's challenge: no thread to archive");
    assert!(text.contains("expired unanswered"), "{text}");
    // A transient failure puts it off, doubling the wait; the last try gives it up, with why.
    let id = due[0].id;
    for attempt in 0..MAX_ATTEMPTS - 1 {
        fx.host.settle(id, &Delivered::Transient("502 Bad Gateway".into())).unwrap();
        assert!(fx.host.deliveries_due(10).unwrap().is_empty(), "put off");
        fx.clock.advance(FIRST_RETRY * (1 << attempt));
        assert_eq!(fx.host.deliveries_due(10).unwrap().len(), 1, "due again");
    }
    fx.host.settle(id, &Delivered::Transient("502 Bad Gateway".into())).unwrap();
    fx.clock.advance(secs(86_400));
    assert!(fx.host.deliveries_due(10).unwrap().is_empty());
    let kept = fx.host.undelivered(10).unwrap();
    assert_eq!(kept.len(), 1);
    let why = kept[0].failed.clone().unwrap();
    assert!(why.contains("gave up after 5 tries") && why.contains("502"), "{why}");
}

fn asking_others_too_often_is_refused_until_the_window_passes(fx: Fixture) {
    let a = actor(&alice());
    let challenge =
        || fx.host.challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::First, None, None);
    // Challenge and cancel, again and again: each challenge pings Bob.
    for _ in 0..MAX_PINGS {
        assert!(!challenge().unwrap().ping.is_empty());
        fx.host.answer_challenge_here(&a, PLACE, Answer::Cancel).unwrap();
        fx.clock.advance(secs(60));
    }
    let e = challenge().unwrap_err();
    assert_eq!(e.kind, RefusalKind::TooOften);
    assert!(e.said().contains("wait 5 minutes"), "{}", e.said());
    // Refused attempts do not count; once the first ping is ten minutes old, one is free.
    fx.clock.advance(PING_WINDOW - secs(5 * 60));
    assert!(challenge().is_ok());
    assert_eq!(challenge().unwrap_err().kind, RefusalKind::TooOften, "one was free; it is spent");
    // Others are not affected.
    let b = actor(&bob());
    fx.host.answer_challenge_here(&b, PLACE, Answer::Accept).unwrap();
    assert!(fx.host.offer_draw(&b, PLACE).is_ok());
}

/// A server that has not chosen a language speaks the one Discord gives with its members'
/// commands, also in posts no command brings (an expired challenge); a chosen language wins;
/// each refusal is in its reader's own language.
fn a_server_speaks_its_discord_language_until_it_chooses_one(fx: Fixture) {
    let chinese =
        |u: &User| Actor { server_lang: Some(Lang::ZhCn), ..actor(u).speaking(Lang::ZhCn) };
    let first = SideChoice::First;
    let posted =
        fx.host.challenge(&chinese(&alice()), PLACE, &bob(), GameId::Xiangqi, first, None, None);
    assert!(posted.unwrap().said().contains("邀请你下一局**象棋**"));
    fx.host.note_challenge_message(ChallengeNo(1), 777).unwrap();
    fx.clock.advance(secs(3_600));
    // Bob's Discord is in English and his command carries no server language: his challenge
    // is posted in the language noted for the server, and so is the expiry of Alice's.
    let english = actor(&bob());
    let posted = fx.host.challenge(&english, PLACE, &alice(), GameId::Xiangqi, first, None, None);
    assert!(posted.unwrap().said().contains("邀请你下一局**象棋**"));
    let due = fx.host.deliveries_due(10).unwrap();
    let Say::Edit { text, lang, .. } = &due[0].say else { panic!("{due:?}") };
    let text = text.words(*lang, &Discord);
    assert!(text.contains("挑战无人回应，已过期"), "{text}");
    // A refusal is in its reader's language, whatever the server speaks.
    let busy = fx.host.challenge(&english, PLACE, &carol(), GameId::Xiangqi, first, None, None);
    assert!(busy.unwrap_err().said().starts_with("This channel already has an open challenge"));
    // Choosing English wins over Discord's Chinese.
    let manager = Actor { manager: true, ..chinese(&carol()) };
    let english_posts = ServerSettings { language: Some(Lang::EnUs), ..ServerSettings::default() };
    fx.host.settings(&manager, PLACE, english_posts, None).unwrap();
    let cancelled = fx.host.answer_challenge_here(&english, PLACE, Answer::Cancel).unwrap();
    assert!(cancelled.said().contains("withdrew the challenge"), "{}", cancelled.said());
    // Forgetting the choice goes back to the server's Discord language.
    let forget = ServerSettings { forget_language: true, ..ServerSettings::default() };
    fx.host.settings(&manager, PLACE, forget, None).unwrap();
    let posted = fx.host.challenge(&english, PLACE, &alice(), GameId::Xiangqi, first, None, None);
    assert!(posted.unwrap().said().contains("邀请你下一局**象棋**"));
}

/// The picker's ids and values are the presser's to forge: anything the picker did not offer
/// is refused as stale and plays nothing, and a real choice plays through `/move`'s path.
fn forged_picker_choices_are_refused_and_play_nothing(fx: Fixture) {
    let (a, b) = (actor(&alice()), actor(&bob()));
    fx.start(GameId::Xiangqi, PLACE);
    let game = fx.host.snapshot(PLACE).unwrap().row.id;
    let h = &fx.host;
    let opened = h.press(&a, PLACE, &Sight::Everywhere, &ActionId::Move { game, ply: 0 }.encode());
    let menu = opened.unwrap().menu.unwrap();
    let values: Vec<&str> = menu.options.iter().map(|o| o.value.as_str()).collect();
    // Every Red piece that can move is offered, the General among them.
    assert!(values.len() <= 25 && values.contains(&"h3") && values.contains(&"e1"), "{values:?}");
    let pick = |step| ActionId::Pick { game, ply: 0, step }.encode();
    let pieces = pick(PickStep::Piece { page: 0 });
    let cannon = Origin::Cell("h3".parse().unwrap());
    let targets = pick(PickStep::Target { from: cannon, page: 0 });
    let hand = pick(PickStep::Target { from: Origin::Hand('R'), page: 0 });
    let promotion = pick(PickStep::Promotion { from: cannon, to: "e3".parse().unwrap() });
    let forged = [
        (&pieces, "z99"),
        (&pieces, "pass"),
        (&pieces, "a5"),
        (&targets, "a5"),
        (&targets, "h3e3"),
        (&hand, "e3"),
        (&promotion, "h3e3"),
        (&"nonsense".to_owned(), "e3"),
    ];
    for (id, value) in forged {
        assert_eq!(kind(h.choose(&a, PLACE, id, value)), RefusalKind::Stale, "{id} {value}");
    }
    assert_eq!(kind(h.choose(&b, PLACE, &targets, "e3")), RefusalKind::NotYourTurn);
    let elsewhere = Place { channel: bot::model::ChannelId(PLACE.channel.0 + 1), ..PLACE };
    assert_eq!(kind(h.choose(&a, elsewhere, &targets, "e3")), RefusalKind::Nothing);
    assert_eq!(ply(&fx), 0);
    // Chosen for real: the move is played for everyone to see.
    let played = h.choose(&a, PLACE, &targets, "e3").unwrap();
    assert!(played.to_channel && played.menu.is_none(), "{played:?}");
    assert!(played.said().starts_with("**Red** h3e3 (C2=5)"), "{}", played.said());
    assert_eq!(ply(&fx), 1);
    let again = h.choose(&a, PLACE, &targets, "e3").unwrap_err();
    assert_eq!(again.kind, RefusalKind::Stale);
    assert!(again.said().contains("earlier position"), "{}", again.said());
    // Bob reads Chinese: his picker names the pieces in Chinese.
    let chinese = b.clone().speaking(Lang::ZhCn);
    let mine = ActionId::Move { game, ply: 1 }.encode();
    let menu = h.press(&chinese, PLACE, &Sight::Everywhere, &mine).unwrap().menu.unwrap();
    let labels: Vec<String> =
        menu.options.iter().map(|o| o.label.words(Lang::ZhCn, &Discord)).collect();
    assert!(labels.iter().any(|l| l.starts_with("炮")), "{labels:?}");
}

/// A game in a thread the bot started is seen by whoever sees the thread's channel, also
/// once Discord no longer lists the thread (archived): `/history`, `/games` and `/show`.
fn a_game_in_a_bot_thread_is_seen_through_its_channel(fx: Fixture) {
    let thread = Place { channel: bot::model::ChannelId(PLACE.channel.0 + 77), ..PLACE };
    fx.host.record_thread(thread.channel, PLACE).unwrap();
    fx.start(GameId::Xiangqi, thread);
    let c = actor(&carol());
    let parent = Sight::Channels(vec![PLACE.channel]);
    let elsewhere = Sight::Channels(vec![bot::model::ChannelId(PLACE.channel.0 + 5)]);
    let everything = HistoryQuery { server: PLACE.server, channel: None, player: None, game: None };
    let seen = fx.host.history(everything, &parent, 0).unwrap().said();
    assert!(seen.contains("#1"), "{seen}");
    let hidden = fx.host.history(everything, &elsewhere, 0).unwrap().said();
    assert!(!hidden.contains("#1"), "{hidden}");
    assert!(fx.host.games(PLACE, &parent).unwrap().said().contains("#1"));
    assert!(!fx.host.games(PLACE, &elsewhere).unwrap().said().contains("#1"));
    let game = fx.host.snapshot(thread).unwrap().row.id;
    assert!(fx.host.show(PLACE, &parent, game, None).is_ok());
    assert_eq!(kind(fx.host.show(PLACE, &elsewhere, game, None)), RefusalKind::Nothing);
    // Its end archives the thread; a game in a plain channel archives nothing.
    let over = fx.host.resign(&c, thread);
    assert_eq!(kind(over), RefusalKind::NotAPlayer);
    let over = fx.host.resign(&actor(&alice()), thread).unwrap();
    assert_eq!(over.archive, Some(thread.channel));
    fx.start(GameId::Xiangqi, PLACE);
    let plain = fx.host.resign(&actor(&alice()), PLACE).unwrap();
    assert_eq!(plain.archive, None);
}

on_both_stores!(
    a_game_in_a_bot_thread_is_seen_through_its_channel,
    forged_picker_choices_are_refused_and_play_nothing,
    a_server_speaks_its_discord_language_until_it_chooses_one,
    challenges_refused_for_oneself_bots_and_bad_positions,
    a_channel_holds_one_game_and_one_open_challenge,
    only_the_right_people_answer_a_challenge_and_it_expires,
    moves_refused_for_no_game_outsiders_wrong_turn_illegal_moves_and_old_boards,
    draw_offers_stand_until_answered_or_played_through,
    takebacks_rewind_the_requesters_last_move,
    abort_before_both_moved_or_by_a_moderator,
    a_player_who_lets_the_turn_time_run_out_can_be_claimed_against,
    board_moves_suggestions_and_rules_for_players,
    an_export_from_a_start_with_the_second_side_to_move_numbers_its_moves_from_one_dots,
    games_in_channels_out_of_sight_are_not_shown_and_buttons_are_not_trusted,
    every_expired_challenge_is_queued_for_marking_and_failures_are_kept,
    asking_others_too_often_is_refused_until_the_window_passes,
);
