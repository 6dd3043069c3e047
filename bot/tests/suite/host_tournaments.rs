//! Tournaments through the host, on both stores: announced, joined, started, every round's
//! boards started in threads and played to the end, standings and the podium; refusals;
//! withdrawals and forfeits; a Swiss with a bye; two processes.
#![allow(clippy::unwrap_used)]

use crate::common;

use crate::common::{Fixture, PLACE, Said, alice, bob, carol};
use bot::{
    host::{Host, TournamentSpec},
    model::{Actor, ChannelId, Place, Sight, TournamentNo, User, UserId},
    tournament::Format,
};
use rules::GameId;

fn dave() -> User {
    User::new(4, "dave")
}

fn erin() -> User {
    User::new(5, "erin")
}

fn manager(u: &User) -> Actor {
    Actor { manager: true, ..Actor::player(u) }
}

fn spec(format: Format, rounds: Option<u16>) -> TournamentSpec {
    TournamentSpec {
        game: GameId::Xiangqi,
        format,
        rounds,
        clock: None,
        round_days: None,
        starts_in_hours: None,
        name: Some("Friday club".into()),
        bot: None,
    }
}

/// The tournament's number, checked against its Join button.
fn number(made: &(TournamentNo, bot::host::Reply)) -> TournamentNo {
    let button = made.1.actions[0].id.encode();
    assert_eq!(button, format!("u:{}:join", made.0.0));
    made.0
}

fn press(
    host: &Host,
    who: &User,
    id: TournamentNo,
    what: &str,
) -> Result<bot::host::Reply, bot::host::Refusal> {
    host.press(&Actor::player(who), PLACE, &Sight::Everywhere, &format!("u:{}:{what}", id.0))
}

/// Starts every board waiting, each in a thread of its own (numbered from `next_thread`);
/// returns the threads and boards.
fn start_boards(
    host: &Host,
    next_thread: &mut u64,
) -> Vec<(ChannelId, bot::store::tournaments::BoardRow)> {
    let mut started = Vec::new();
    for b in host.boards_to_start(50).unwrap() {
        *next_thread += 1;
        let thread = ChannelId(*next_thread);
        host.note_board_thread(&b.board, thread).unwrap();
        let reply = host.start_board(&b.board, thread).unwrap();
        assert!(reply.said().contains(&format!("board {}", b.board.board)), "{}", reply.said());
        assert!(reply.image.is_some());
        started.push((thread, b.board));
    }
    started
}

fn seat_of(f: &Fixture, user: &User) -> i64 {
    f.int(&format!("SELECT seat FROM tournament_players WHERE user_id = {}", user.id.0))
}

/// A round robin of four in Xiangqi: announced by a manager, joined through the buttons,
/// started, and every round's games started in threads and ended (the player with the first
/// move wins each: the player with the second resigns). The next round is paired by the game
/// that ends a round; the posts announce each round once and the end once; the standings put
/// the podium in the order the results make.
fn a_round_robin_of_four_is_played_to_the_podium(f: Fixture) {
    let players = [alice(), bob(), carol(), dave()];
    let announced = f
        .host
        .create_tournament(&manager(&alice()), PLACE, spec(Format::RoundRobin, None))
        .unwrap();
    let id = number(&announced);
    let words = announced.1.said();
    assert!(words.contains(&format!("Friday club** (#{})", id.0)), "{words}");
    f.host.note_tournament_message(id, Some(ChannelId(900)), 77).unwrap();
    for p in &players {
        let reply = press(&f.host, p, id, "join").unwrap();
        assert!(reply.said().contains(&format!("<@{}>", p.id.0)));
    }
    let again = press(&f.host, &bob(), id, "join").unwrap_err();
    assert!(again.said().contains("already"), "{}", again.said());
    let started = f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    assert!(started.actions.is_empty(), "no more Join once it started");
    assert!(press(&f.host, &erin(), id, "join").unwrap_err().said().contains("has started"));
    let mut threads = 9_000;
    let mut posts = 0;
    for round in 1..=3 {
        let boards = start_boards(&f.host, &mut threads);
        assert_eq!(boards.len(), 2, "round {round}");
        assert!(f.host.boards_to_start(50).unwrap().is_empty(), "a board starts once");
        let announced = f.host.tournament_posts().unwrap();
        assert_eq!(announced.len(), 1, "round {round} announced once");
        assert_eq!(announced[0].channel, ChannelId(900));
        let words = announced[0].reply.said();
        assert!(words.contains(&format!("round {round} of 3")), "{words}");
        assert_eq!(announced[0].reply.ping.len(), 4, "everyone pinged once");
        assert_eq!(announced[0].reply.image.is_some(), round > 1);
        posts += 1;
        assert!(f.host.tournament_posts().unwrap().is_empty());
        for (thread, board) in boards {
            let loser = players.iter().find(|p| Some(p.id) == board.second).unwrap();
            let place = Place { server: PLACE.server, channel: thread };
            // Not even a moderator calls a tournament game off.
            let moderator = Actor { moderator: true, ..Actor::player(loser) };
            let no = f.host.abort(&moderator, place).unwrap_err();
            assert!(no.said().contains("cannot be called off"), "{}", no.said());
            f.host.resign(&Actor::player(loser), place).unwrap();
        }
    }
    assert!(f.host.boards_to_start(50).unwrap().is_empty());
    let end = f.host.tournament_posts().unwrap();
    assert_eq!((end.len(), posts), (1, 3));
    let words = end[0].reply.said();
    assert!(words.contains("Friday club") && words.contains("is over"), "{words}");
    let png = &end[0].reply.image.as_ref().unwrap().png;
    assert!(common::png_size(png).0 > 300);
    // Berger tables for four, the first move winning every game: seats 1 and 2 win two games,
    // 3 and 4 one. Seat 1 beat seat 2 (round 2: 1–2) and seat 4 beat seat 3 (round 2: 4–3):
    // direct encounter orders the ties.
    let by_seat = |s: i64| players.iter().find(|p| seat_of(&f, p) == s).unwrap().id;
    let order: Vec<UserId> = [1, 2, 4, 3].into_iter().map(by_seat).collect();
    let standings = f.host.tournament_standings(&Actor::player(&bob()), PLACE, Some(id)).unwrap();
    let text = standings.said();
    let at = |u: UserId| text.find(&format!("<@{}>", u.0)).unwrap();
    assert!(at(order[0]) < at(order[1]) && at(order[1]) < at(order[2]), "{text}");
    assert!(text.starts_with("Final standings"), "{text}");
    assert!(text.contains("1. <@") && text.contains("— 2"), "{text}");
    // Its games were rated as usual.
    assert_eq!(f.int("SELECT count(*) FROM ratings"), 4);
    // `/history` says which games were the tournament's.
    let query =
        bot::store::HistoryQuery { server: PLACE.server, channel: None, player: None, game: None };
    let listed = f.host.history(query, &Sight::Everywhere, 0).unwrap().said();
    assert!(listed.contains(&format!("tournament #{}, round 3", id.0)), "{listed}");
    assert!(listed.contains(&format!("tournament #{}, round 1", id.0)), "{listed}");
}

/// Refusals, each with its words: a non-manager announcing, a Swiss without rounds, an
/// outsider pressing Leave, starting with too few, someone else than the organiser
/// starting, another server's tournament.
fn refusals_say_why(f: Fixture) {
    let no =
        f.host.create_tournament(&Actor::player(&bob()), PLACE, spec(Format::RoundRobin, None));
    assert!(no.unwrap_err().said().contains("manage this server"));
    let no = f.host.create_tournament(&manager(&bob()), PLACE, spec(Format::Swiss, None));
    assert!(no.unwrap_err().said().contains("rounds:"));
    // A manager may let everyone announce them.
    let everyone = bot::store::ServerSettings { tournaments: Some(true), ..Default::default() };
    f.host.settings(&manager(&alice()), PLACE, everyone, None).unwrap();
    let yes =
        f.host.create_tournament(&Actor::player(&bob()), PLACE, spec(Format::RoundRobin, None));
    assert!(yes.is_ok());
    let id = number(
        &f.host.create_tournament(&manager(&alice()), PLACE, spec(Format::Swiss, Some(3))).unwrap(),
    );
    assert!(
        press(&f.host, &bob(), id, "leave").unwrap_err().said().contains("not in this tournament")
    );
    press(&f.host, &bob(), id, "join").unwrap();
    press(&f.host, &carol(), id, "join").unwrap();
    let early = f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap_err();
    assert!(early.said().contains("Only 2 players"), "{}", early.said());
    press(&f.host, &dave(), id, "join").unwrap();
    let not_yours = f.host.start_tournament(&Actor::player(&bob()), PLACE, id).unwrap_err();
    assert!(not_yours.said().contains("who organised it"), "{}", not_yours.said());
    // Three players cannot play three Swiss rounds.
    let few = f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap_err();
    assert!(few.said().contains("more than 3 players"), "{}", few.said());
    press(&f.host, &erin(), id, "join").unwrap();
    press(&f.host, &bob(), id, "leave").unwrap();
    press(&f.host, &bob(), id, "join").unwrap();
    // Elsewhere, the buttons do nothing.
    let elsewhere = Place::new(11, 100);
    let away = f.host.press(
        &Actor::player(&bob()),
        elsewhere,
        &Sight::Everywhere,
        &format!("u:{}:leave", id.0),
    );
    assert!(away.unwrap_err().said().contains("no such tournament"));
    let none =
        f.host.tournament_standings(&Actor::player(&bob()), elsewhere, Some(id)).unwrap_err();
    assert!(none.said().contains("no such tournament"));
    // A manager of another server is no manager here.
    let theirs = f.host.start_tournament(&manager(&carol()), elsewhere, id).unwrap_err();
    assert!(theirs.said().contains("no such tournament"));
    assert!(f.host.tournament_show(&Actor::player(&bob()), elsewhere, id).is_err());
    let shown = f.host.tournament_show(&Actor::player(&bob()), PLACE, id).unwrap();
    assert!(shown.said().contains("Players (4)") && shown.actions.is_empty(), "{}", shown.said());
    f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    assert!(
        press(&f.host, &bob(), id, "leave").unwrap_err().said().contains("/tournament withdraw")
    );
    let list = f.host.tournament_list(&Actor::player(&bob()), PLACE, false, 0).unwrap();
    assert!(list.said().contains("round 1 of 3"), "{}", list.said());
    // Called off by its organiser (not by a player): no more boards start.
    let no = f.host.cancel_tournament(&Actor::player(&bob()), PLACE, id).unwrap_err();
    assert!(no.said().contains("who organised it"), "{}", no.said());
    let off = f.host.cancel_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    assert!(off.said().contains("was called off"), "{}", off.said());
    assert!(f.host.boards_to_start(10).unwrap().is_empty());
    let again = f.host.cancel_tournament(&Actor::player(&alice()), PLACE, id).unwrap_err();
    assert!(again.said().contains("is over"), "{}", again.said());
}

/// A Swiss of five with a bye, and a withdrawal: the bye goes to the lowest rated player in
/// round 1 (ratings are equal: the last to join), the withdrawn player's game is resigned for
/// them and they are paired no more.
fn a_swiss_gives_the_bye_and_drops_who_withdraws(f: Fixture) {
    let players = [alice(), bob(), carol(), dave(), erin()];
    let id = number(
        &f.host.create_tournament(&manager(&alice()), PLACE, spec(Format::Swiss, Some(3))).unwrap(),
    );
    for p in &players {
        press(&f.host, p, id, "join").unwrap();
    }
    f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    let mut threads = 7_000;
    let boards = start_boards(&f.host, &mut threads);
    assert_eq!(boards.len(), 2);
    let bye = f.int(&format!(
        "SELECT first_id FROM tournament_boards WHERE tournament_id = {} AND second_id IS NULL",
        id.0
    ));
    assert_eq!(bye, 5, "the bye to the last seed (erin)");
    // Round 1: the first board's second player withdraws (their game is resigned for them);
    // the other board is drawn by agreement... resigned by its first player.
    let (thread, board) = &boards[0];
    let quitter = players.iter().find(|p| Some(p.id) == board.second).unwrap();
    let said = f.host.withdraw_from_tournament(&Actor::player(quitter), PLACE, id).unwrap();
    assert!(said.said().contains("withdrawn"), "{}", said.said());
    let gone =
        f.host.resign(&Actor::player(quitter), Place { server: PLACE.server, channel: *thread });
    assert!(gone.is_err(), "their game is over already");
    let (thread, board) = &boards[1];
    let first = players.iter().find(|p| p.id == board.first).unwrap();
    f.host.resign(&Actor::player(first), Place { server: PLACE.server, channel: *thread }).unwrap();
    // Round 2: four players left, two boards, no bye, the quitter nowhere.
    let boards = start_boards(&f.host, &mut threads);
    assert_eq!(boards.len(), 2, "round 2");
    assert!(boards.iter().all(|(_, b)| b.first != quitter.id && b.second != Some(quitter.id)));
    let standings = f.host.tournament_standings(&Actor::player(&bob()), PLACE, Some(id)).unwrap();
    assert!(standings.said().contains("after round 1"), "{}", standings.said());
}

/// Two processes on one database: boards are claimed by one or the other, never both; a
/// board's game starts once.
fn two_hosts_start_each_board_once(f: Fixture) {
    let id = number(
        &f.host
            .create_tournament(&manager(&alice()), PLACE, spec(Format::RoundRobin, None))
            .unwrap(),
    );
    for p in [alice(), bob(), carol(), dave()] {
        press(&f.host, &p, id, "join").unwrap();
    }
    f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    let other = f.second_host();
    let mine = f.host.boards_to_start(1).unwrap();
    let theirs = other.boards_to_start(50).unwrap();
    assert_eq!((mine.len(), theirs.len()), (1, 1));
    assert_ne!(mine[0].board.board, theirs[0].board.board);
    other.start_board(&theirs[0].board, ChannelId(5_001)).unwrap();
    let twice = f.host.start_board(&theirs[0].board, ChannelId(5_002)).unwrap_err();
    assert!(twice.said().contains("started already"), "{}", twice.said());
}

/// A correspondence round robin of three, a day a round: at the deadline a game still going
/// is drawn while the player to move is within the turn limit (three days), won by the player
/// waiting once the other is past it, as `/claim` would, and lost by forfeit by a player who
/// never made a first move; the next round follows each time.
fn correspondence_rounds_end_at_their_deadline(f: Fixture) {
    let mut daily = spec(Format::RoundRobin, None);
    daily.round_days = Some(1);
    let id = number(&f.host.create_tournament(&manager(&alice()), PLACE, daily).unwrap());
    for p in [alice(), bob(), carol()] {
        press(&f.host, &p, id, "join").unwrap();
    }
    f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    let mut threads = 3_000;
    let players = [alice(), bob(), carol()];
    let who = |u: UserId| players.iter().find(|p| p.id == u).unwrap().clone();
    let result = |round: u16| {
        f.text(&format!(
            "SELECT result FROM tournament_boards WHERE tournament_id = {} AND round = {round}",
            id.0
        ))
    };
    // Each round one board (three players: one sits out). Both sides move once.
    let both_move = |thread: ChannelId, board: &bot::store::tournaments::BoardRow| {
        let place = Place { server: PLACE.server, channel: thread };
        f.host.play_move(&Actor::player(&who(board.first)), place, "h3e3", None).unwrap();
        let second = who(board.second.unwrap());
        f.host.play_move(&Actor::player(&second), place, "h10g8", None).unwrap();
    };
    let boards = start_boards(&f.host, &mut threads);
    assert_eq!(boards.len(), 1);
    let (thread, board) = &boards[0];
    both_move(*thread, board);
    assert!(f.host.close_overdue_rounds().unwrap().is_empty(), "not yet");
    f.clock.advance(common::secs(86_400 + 60));
    let decided = f.host.close_overdue_rounds().unwrap();
    assert_eq!((decided.len(), decided[0].channel), (1, *thread));
    let words = decided[0].reply.said();
    assert!(words.contains("time is up") && words.contains("Draw by decision"), "{words}");
    assert_eq!(decided[0].reply.archive, Some(*thread));
    assert_eq!(result(1), "draw");
    assert_eq!(f.text("SELECT reason FROM games ORDER BY id LIMIT 1"), "adjudicated");
    // Round 2: both move once, then nobody for four days: the first player is past the
    // limit and loses.
    let boards = start_boards(&f.host, &mut threads);
    assert_eq!(boards.len(), 1, "round 2 started");
    both_move(boards[0].0, &boards[0].1);
    f.clock.advance(common::secs(4 * 86_400));
    assert_eq!(f.host.close_overdue_rounds().unwrap().len(), 1);
    assert_eq!(result(2), "second");
    // Round 3: nobody moves at all: the first player forfeits, the game unrated.
    let boards = start_boards(&f.host, &mut threads);
    assert_eq!(boards.len(), 1, "round 3 started");
    let rated = f.int("SELECT count(*) FROM games WHERE first_rating_after IS NOT NULL");
    f.clock.advance(common::secs(86_400 + 60));
    let decided = f.host.close_overdue_rounds().unwrap();
    let words = decided[0].reply.said();
    assert!(words.contains("never made a first move"), "{words}");
    assert_eq!(result(3), "second-forfeit");
    let now_rated = f.int("SELECT count(*) FROM games WHERE first_rating_after IS NOT NULL");
    assert_eq!(now_rated, rated, "a forfeit is not rated");
    assert_eq!(f.text(&format!("SELECT status FROM tournaments WHERE id = {}", id.0)), "finished");
}

/// A live game whose first move is never made is called off: in a tournament its board is
/// lost by forfeit by the player who was to move, the game unrated.
fn a_first_move_never_made_is_a_forfeit(f: Fixture) {
    let mut live = spec(Format::RoundRobin, None);
    live.clock = Some("1+0".parse().unwrap());
    let id = number(&f.host.create_tournament(&manager(&alice()), PLACE, live).unwrap());
    for p in [alice(), bob(), carol()] {
        press(&f.host, &p, id, "join").unwrap();
    }
    f.host.start_tournament(&Actor::player(&alice()), PLACE, id).unwrap();
    let mut threads = 4_000;
    let boards = start_boards(&f.host, &mut threads);
    let (_, board) = &boards[0];
    f.clock.advance(common::secs(31));
    f.host.flags_due().unwrap();
    let result = f.text(&format!(
        "SELECT result FROM tournament_boards WHERE tournament_id = {} AND round = 1",
        id.0
    ));
    assert_eq!(result, "second-forfeit");
    assert_eq!(f.int("SELECT count(*) FROM ratings"), 0, "a forfeit is not rated");
    let standings = f.host.tournament_standings(&Actor::player(&bob()), PLACE, Some(id)).unwrap();
    let second = board.second.unwrap();
    assert!(standings.said().contains(&format!("1. <@{}> — 1", second.0)), "{}", standings.said());
}

/// A tournament with a start time starts by itself then, with enough players; one without
/// enough is called off.
fn tournaments_start_at_their_time(f: Fixture) {
    let mut timed = spec(Format::RoundRobin, None);
    timed.starts_in_hours = Some(2);
    let id = number(&f.host.create_tournament(&manager(&alice()), PLACE, timed.clone()).unwrap());
    let thin = number(&f.host.create_tournament(&manager(&alice()), PLACE, timed).unwrap());
    for p in [alice(), bob(), carol()] {
        press(&f.host, &p, id, "join").unwrap();
    }
    press(&f.host, &bob(), thin, "join").unwrap();
    assert_eq!(f.host.start_due_tournaments().unwrap(), 0, "not yet");
    f.clock.advance(common::secs(2 * 3_600));
    assert_eq!(f.host.start_due_tournaments().unwrap(), 1);
    let status =
        |t: TournamentNo| f.text(&format!("SELECT status FROM tournaments WHERE id = {}", t.0));
    assert_eq!((status(id).as_str(), status(thin).as_str()), ("running", "cancelled"));
    assert_eq!(f.host.boards_to_start(10).unwrap().len(), 1);
}

/// `/tournament list` with 30 past and 25 open tournaments of 60-character names, in each
/// language: a page of ten whole entries (never one cut in the middle, never a bold marker left
/// open) within Discord's 2,000 units, the page and total said, and ◀ ▶ paging to the rest.
fn the_tournament_list_is_paged_and_never_cut_inside_an_entry(f: Fixture) {
    use bot::{discord::messages::content, i18n::Lang, store::ServerSettings};
    let admin = manager(&alice());
    let name = |i: usize| format!("{i:02} {}", "Ｗ".repeat(57));
    let mut made = Vec::new();
    for i in 0..55 {
        let spec = TournamentSpec { name: Some(name(i)), ..spec(Format::RoundRobin, None) };
        made.push(number(&f.host.create_tournament(&admin, PLACE, spec).unwrap()));
    }
    for id in &made[..30] {
        f.host.cancel_tournament(&admin, PLACE, *id).unwrap();
    }
    for (lang, more) in
        [(Lang::EnUs, "page 1 of 3"), (Lang::ZhCn, "第 1/3 页"), (Lang::ZhTw, "第 1/3 頁")]
    {
        let language = ServerSettings { language: Some(lang), ..ServerSettings::default() };
        f.host.settings(&admin, PLACE, language, None).unwrap();
        let past = f.host.tournament_list(&admin, PLACE, true, 0).unwrap();
        let words = content(&past);
        assert!(words.encode_utf16().count() <= 2_000, "{words}");
        assert!(words.contains(more), "{words}");
        assert_eq!(words.matches("**").count() % 2, 0, "a bold marker left open: {words}");
        // The newest past tournament first; each entry whole, with its name whole.
        let shown: Vec<usize> = (0..30).filter(|&i| words.contains(&name(i))).collect();
        assert_eq!(shown, (20..30).collect::<Vec<_>>());
        assert_eq!(past.actions.len(), 2);
        assert!(past.actions[0].disabled && !past.actions[1].disabled);
        // ▶ pages on, pressed as any member would press it; the last page has the first ten.
        let next = past.actions[1].id.encode();
        let second =
            f.host.press(&Actor::player(&bob()), PLACE, &Sight::Everywhere, &next).unwrap();
        assert!((10..20).all(|i| content(&second).contains(&name(i))), "{}", content(&second));
        let last = f.host.tournament_list(&admin, PLACE, true, 9).unwrap();
        assert!((0..10).all(|i| content(&last).contains(&name(i))), "{}", content(&last));
        assert!(last.actions[1].disabled, "the last page has no next");
        // The 25 going: three pages, the newest first.
        let going = f.host.tournament_list(&admin, PLACE, false, 0).unwrap();
        assert!((45..55).all(|i| content(&going).contains(&name(i))), "{}", content(&going));
        assert!(!content(&going).contains(&name(44)));
    }
    // The longest entries: names of 60 letters outside the Basic Multilingual Plane (two
    // UTF-16 units each, as Discord counts), in Chinese. A page of ten still fits one message
    // whole (the list would stop after a whole entry and count the rest if it did not).
    let wide = |i: usize| format!("{i:02} {}", "𝐖".repeat(57));
    let elsewhere = Place::new(12, 120);
    for i in 0..10 {
        let spec = TournamentSpec { name: Some(wide(i)), ..spec(Format::RoundRobin, None) };
        f.host.create_tournament(&admin, elsewhere, spec).unwrap();
    }
    let chinese = ServerSettings { language: Some(Lang::ZhTw), ..ServerSettings::default() };
    f.host.settings(&admin, elsewhere, chinese, None).unwrap();
    let words = content(&f.host.tournament_list(&admin, elsewhere, false, 0).unwrap());
    assert!(words.encode_utf16().count() <= 2_000, "{words}");
    assert_eq!(words.matches("**").count() % 2, 0, "a bold marker left open: {words}");
    assert!((0..10).all(|i| words.contains(&wide(i))), "{words}");
}

on_both_stores!(
    the_tournament_list_is_paged_and_never_cut_inside_an_entry,
    tournaments_start_at_their_time,
    correspondence_rounds_end_at_their_deadline,
    a_first_move_never_made_is_a_forfeit,
    a_round_robin_of_four_is_played_to_the_podium,
    refusals_say_why,
    a_swiss_gives_the_bye_and_drops_who_withdraws,
    two_hosts_start_each_board_once,
);
