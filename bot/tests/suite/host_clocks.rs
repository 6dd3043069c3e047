//! Live games in the host: time controls on challenges, the clocks charged from the moment a
//! board is shown to the moment a move arrives, first-move limits, flags that fall with nobody
//! typing (and the race of a flag with a move), a lone royal piece drawing on time, takebacks
//! that give no time back, and deadlines re-armed after a restart. Every duration comes from
//! the manual clock.
#![allow(clippy::unwrap_used)]

use crate::common;

use std::time::Duration;

use crate::common::{
    Fixture, PLACE, Said, actor, alice, bob,
    live::{clocks, control, play, post_words, row, shown, start_live},
    secs,
};
use bot::{
    host::{Answer, Reply, Say},
    live::{FIRST_MOVE, TimeControl},
    model::SideChoice,
    store::GameStatus,
};
use rules::{GameId, Reason, Side};

/// How long past a deadline the timer waits for a move already on its way.
const GRACE: Duration = Duration::from_millis(250);

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

#[test]
fn time_controls_read_as_players_write_them() {
    assert_eq!(control(" 5 + 3 ").to_string(), "5+3");
    assert_eq!(control("15+10").pgn_tag(), "900+10");
    for bad in ["", "+", "5+", "five", "0+3", "181+0", "5+181", "5+3+1", "-1+2", "99999999999+1"] {
        assert!(bad.parse::<TimeControl>().is_err(), "{bad:?}");
    }
    let refusal = bot::host::read_clock(Some("5 minutes")).unwrap_err();
    assert!(refusal.said().contains("like 5+3"), "{}", refusal.said());
    assert_eq!(bot::host::read_clock(Some("  ")).unwrap(), None);
    let offered: Vec<String> = bot::host::clock_choices("").into_iter().map(|c| c.value).collect();
    assert_eq!(offered, ["1+0", "3+2", "5+3", "10+5", "15+10", "30+20"]);
    let typed: Vec<String> = bot::host::clock_choices("7+1").into_iter().map(|c| c.value).collect();
    assert_eq!(typed, ["7+1"]);
}

fn first_moves_are_free_then_the_clock_charges_from_the_shown_board(fx: Fixture) {
    let (id, start) = start_live(&fx, "3+2", None);
    let t0 = fx.host.stamp();
    // Red's first move has its own limit, counted until the board was shown.
    assert!(start.said().contains("must make a first move <t:"), "{}", start.said());
    assert_eq!(row(&fx, id).deadline, Some(t0 + FIRST_MOVE));
    shown(&fx, &start, secs(2));
    assert_eq!(row(&fx, id).deadline, Some(t0 + secs(2) + FIRST_MOVE));
    fx.clock.advance(secs(20));
    let red = play(&fx, &alice(), "h3e3").unwrap();
    fx.clock.advance(secs(25));
    let black = play(&fx, &bob(), "h10g8").unwrap();
    // Neither first move cost anything, nor earned the increment.
    let c = clocks(&fx, id);
    assert_eq!((c.left.first, c.left.second), (secs(180), secs(180)));
    assert!(black.said().contains("Red's flag falls <t:"), "{}", black.said());
    // The upload of Black's board costs Red nothing: Red is charged from when it was shown.
    shown(&fx, &black, secs(3));
    fx.clock.advance(ms(7_250));
    let red2 = play(&fx, &alice(), "h1g3").unwrap();
    let c = clocks(&fx, id);
    assert_eq!(c.left.first, secs(180) - ms(7_250) + secs(2));
    assert_eq!(c.left.second, secs(180));
    // The move keeps its mover's time after it, for PGN's %clk.
    let moves = fx.host.moves_of(id).unwrap();
    assert_eq!(moves[2].clock, Some(ms(174_750)));
    assert_eq!(moves[0].clock, Some(secs(180)));
    // The reply's picture shows both clocks (the test of pictures decodes it).
    assert!(red2.image.is_some());
    drop(red);
    // Black's deadline runs from Red's commit until Black's board is shown.
    let now = fx.host.stamp();
    assert_eq!(row(&fx, id).deadline, Some(now + secs(180)));
    shown(&fx, &red2, ms(1_500));
    assert_eq!(row(&fx, id).deadline, Some(now + ms(1_500) + secs(180)));
}

fn a_flag_falls_with_nobody_typing_and_is_posted_once(fx: Fixture) {
    let (id, _) = start_live(&fx, "1+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    // Red thinks past its minute: nothing happens a millisecond before.
    fx.clock.advance(ms(59_999));
    assert!(fx.host.flags_due().unwrap().is_empty());
    // At the deadline, the timer still gives a move on its way a quarter of a second.
    fx.clock.advance(ms(1));
    assert!(fx.host.flags_due().unwrap().is_empty());
    fx.clock.advance(GRACE);
    let posts = fx.host.flags_due().unwrap();
    assert_eq!(posts.len(), 1);
    let words = post_words(&posts[0]);
    assert!(words.contains("Black wins on time: Red's clock ran out"), "{words}");
    let row = row(&fx, id);
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.outcome.unwrap().reason, Reason::OutOfTime);
    assert_eq!(row.clocks.unwrap().left.first, Duration::ZERO);
    // Rated like any result between people.
    assert!(words.contains("Ratings: <@1> 1500 → "), "{words}");
    fx.host.settle(posts[0].id, &bot::host::Delivered::Done).unwrap();
    fx.clock.advance(secs(5));
    assert!(fx.host.flags_due().unwrap().is_empty());
    assert_eq!(fx.host.rearm_flags().unwrap(), 0);
    assert!(fx.host.deliveries_due(10).unwrap().is_empty(), "the post is not made twice");
}

fn a_move_a_millisecond_late_is_refused_and_loses_on_time(fx: Fixture) {
    let (id, _) = start_live(&fx, "1+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(ms(60_001));
    let refused = play(&fx, &alice(), "h1g3").unwrap_err();
    assert!(refused.said().contains("Your time ran out"), "{}", refused.said());
    let row = row(&fx, id);
    assert_eq!(row.outcome.unwrap().winner, Some(Side::Second));
    assert_eq!(fx.host.moves_of(id).unwrap().len(), 2, "the late move was not recorded");
    // The post that says so waits for the timer, once.
    let posts = fx.host.flags_due().unwrap();
    assert_eq!(posts.len(), 1);
    assert!(post_words(&posts[0]).contains("Red's clock ran out"));
    assert!(fx.host.flags_due().unwrap().is_empty());
}

fn a_live_game_is_neither_claimed_nor_reminded(fx: Fixture) {
    start_live(&fx, "30+20", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(secs(4 * 86_400));
    let refused = fx.host.claim_timeout(&actor(&bob()), PLACE).unwrap_err();
    assert!(refused.said().contains("has a clock"), "{}", refused.said());
    assert_eq!(fx.host.queue_reminders().unwrap(), 0, "no reminder in a live game");
}

fn a_move_exactly_at_the_deadline_still_counts(fx: Fixture) {
    let (id, _) = start_live(&fx, "1+5", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(secs(60));
    play(&fx, &alice(), "h1g3").unwrap();
    assert_eq!(clocks(&fx, id).left.first, secs(5));
}

fn a_lone_general_cannot_win_on_time(fx: Fixture) {
    // Red has nothing but its General; Black a Chariot.
    let (id, _) = start_live(&fx, "1+0", Some("r3k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1"));
    play(&fx, &alice(), "d1d2").unwrap();
    play(&fx, &bob(), "a10a9").unwrap();
    play(&fx, &alice(), "d2d1").unwrap();
    fx.clock.advance(secs(61));
    let posts = fx.host.flags_due().unwrap();
    let words = post_words(&posts[0]);
    assert!(words.contains("Draw on time"), "{words}");
    let row = row(&fx, id);
    assert_eq!((row.status, row.outcome.unwrap().winner), (GameStatus::Finished, None));
}

fn a_first_move_never_made_aborts_the_game_unrated(fx: Fixture) {
    let (id, _) = start_live(&fx, "5+3", None);
    play(&fx, &alice(), "h3e3").unwrap();
    fx.clock.advance(FIRST_MOVE + GRACE);
    let posts = fx.host.flags_due().unwrap();
    let words = post_words(&posts[0]);
    assert!(words.contains("did not make a first move in time"), "{words}");
    let row = row(&fx, id);
    assert_eq!(row.status, GameStatus::Aborted);
    assert_eq!(fx.int("SELECT COUNT(*) FROM ratings"), 0);
}

fn a_racing_move_and_flag_are_decided_once_across_processes(fx: Fixture) {
    let other = fx.second_host();
    // The move wins: it arrived in time and was committed before the flag was looked at.
    let (id, _) = start_live(&fx, "1+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(secs(59));
    let arrived = fx.host.stamp();
    fx.clock.advance(secs(2));
    let mut late_actor = actor(&alice());
    late_actor.arrived = Some(arrived);
    fx.host.play_move(&late_actor, PLACE, "h1g3", None).unwrap();
    assert_eq!(other.flag(id, fx.host.stamp()).unwrap(), None, "the flag lost the race");
    assert_eq!(row(&fx, id).status, GameStatus::Active);
    // The flag wins: the other process flagged first, and the move finds the game over.
    fx.clock.advance(secs(61));
    let flagged = other.flag(id, fx.host.stamp()).unwrap();
    assert!(flagged.is_some());
    let refused = play(&fx, &bob(), "b10c8").unwrap_err();
    assert!(refused.said().contains("Your time ran out"), "{}", refused.said());
    assert_eq!(fx.host.moves_of(id).unwrap().len(), 3);
    let row = row(&fx, id);
    assert_eq!(row.outcome.unwrap().winner, Some(Side::First));
    assert_eq!(fx.int("SELECT COUNT(*) FROM outbox WHERE kind = 'flag'"), 1);
}

fn a_restart_re_arms_the_flag_from_the_store(mut fx: Fixture) {
    let (id, _) = start_live(&fx, "3+2", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.reopen();
    assert_eq!(fx.host.flags_watched(), 0);
    assert_eq!(fx.host.rearm_flags().unwrap(), 1);
    fx.clock.advance(secs(181));
    let posts = fx.host.flags_due().unwrap();
    assert_eq!(posts.len(), 1);
    assert_eq!(row(&fx, id).status, GameStatus::Finished);
}

fn a_takeback_gives_no_time_back(fx: Fixture) {
    let (id, _) = start_live(&fx, "3+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(secs(10));
    play(&fx, &alice(), "h1g3").unwrap();
    fx.clock.advance(secs(4));
    // Black asks for its last move back and Red agrees: Black's four seconds stay spent, and
    // Black is to move again with its own clock running.
    fx.host.request_takeback(&actor(&bob()), PLACE).unwrap();
    fx.clock.advance(secs(6));
    fx.host.answer_takeback(&actor(&alice()), PLACE, true).unwrap();
    let c = clocks(&fx, id);
    assert_eq!(c.left.first, secs(170));
    assert_eq!(c.left.second, secs(170), "Black's ten seconds stay spent");
    let row = row(&fx, id);
    assert_eq!(row.ply, 1);
    assert_eq!(row.deadline, Some(fx.host.stamp() + FIRST_MOVE), "Black's first move again");
}

fn the_bot_keeps_a_clock_too(fx: Fixture) {
    let me = bot::model::User { bot: true, ..bot::model::User::new(99, "bot") };
    let a = actor(&alice());
    let reply = fx
        .host
        .challenge_engine(
            &a,
            PLACE,
            &me,
            GameId::Xiangqi,
            SideChoice::First,
            None,
            engine::Level::MIN,
            Some(control("1+0")),
        )
        .unwrap();
    assert!(reply.live_turn.is_some());
    let id = fx.host.snapshot(PLACE).unwrap().row.id;
    let answer = play(&fx, &alice(), "h3e3").unwrap();
    assert!(answer.engine.is_some());
    fx.clock.advance(ms(800));
    let turn = fx.host.engine_turn(id).unwrap().unwrap();
    let delivery = fx.host.play_engine(&turn, "h10g8").unwrap().unwrap();
    assert!(matches!(delivery.say, Say::Turn(Reply { live_turn: Some(_), .. })));
    fx.clock.advance(secs(3));
    play(&fx, &alice(), "h1g3").unwrap();
    let c = clocks(&fx, id);
    // The bot's first move was free; Alice's second cost her three seconds.
    assert_eq!((c.left.first, c.left.second), (secs(57), secs(60)));
}

fn a_rematch_keeps_the_clock_and_swaps_the_sides(fx: Fixture) {
    let (id, _) = start_live(&fx, "3+2", None);
    play(&fx, &alice(), "h3e3").unwrap();
    let result = fx.host.resign(&actor(&bob()), PLACE).unwrap();
    let rematch = bot::host::ActionId::Rematch { game: id };
    assert!(result.actions.iter().any(|a| a.id == rematch), "{:?}", result.actions);
    let sight = bot::model::Sight::Everywhere;
    let asked = fx.host.press(&actor(&bob()), PLACE, &sight, &rematch.encode()).unwrap();
    let words = asked.said();
    assert!(words.contains("Live game, 3+2") && words.contains("<@2> plays Red"), "{words}");
    fx.host.answer_challenge_here(&actor(&alice()), PLACE, Answer::Accept).unwrap();
    let again = row(&fx, fx.host.snapshot(PLACE).unwrap().row.id);
    assert_eq!((again.players.first.id, again.players.second.id), (bob().id, alice().id));
    assert_eq!(again.clocks.unwrap().control, control("3+2"));
    // Only a player asks for one, and not while a game goes on.
    let refused = fx.host.press(&actor(&common::carol()), PLACE, &sight, &rematch.encode());
    assert!(refused.is_err());
}

on_both_stores!(
    a_rematch_keeps_the_clock_and_swaps_the_sides,
    a_live_game_is_neither_claimed_nor_reminded,
    first_moves_are_free_then_the_clock_charges_from_the_shown_board,
    a_flag_falls_with_nobody_typing_and_is_posted_once,
    a_move_a_millisecond_late_is_refused_and_loses_on_time,
    a_move_exactly_at_the_deadline_still_counts,
    a_lone_general_cannot_win_on_time,
    a_first_move_never_made_aborts_the_game_unrated,
    a_racing_move_and_flag_are_decided_once_across_processes,
    a_restart_re_arms_the_flag_from_the_store,
    a_takeback_gives_no_time_back,
    the_bot_keeps_a_clock_too,
    live_and_correspondence_games_are_rated_apart,
    the_export_carries_the_time_control_and_each_move_s_clock,
    low_time_is_marked_in_the_words,
);

/// At every level, the bot plays a 1+0 game against random moves without losing on time, the
/// clock charged each time the whole of the budget its search was given (the most the search
/// could take): the budget is checked against the bot's own clock, not the machine's speed.
#[test]
fn the_bot_at_every_level_budgets_a_one_minute_game_without_flagging() {
    for level in 1..=8 {
        let fx = Fixture::new();
        let me = bot::model::User { bot: true, ..bot::model::User::new(99, "bot") };
        let level = engine::Level::new(level).unwrap();
        let clock = Some(control("1+0"));
        let (first, a) = (SideChoice::First, actor(&alice()));
        fx.host
            .challenge_engine(&a, PLACE, &me, GameId::Xiangqi, first, None, level, clock)
            .unwrap();
        let id = fx.host.snapshot(PLACE).unwrap().row.id;
        let mut rng = common::Rng::new(u64::from(level.number()));
        let mut budgets = Vec::new();
        for _ in 0..100 {
            let snapshot = fx.host.snapshot_by_id(id).unwrap();
            if snapshot.row.status != GameStatus::Active {
                break;
            }
            let game = rules::Game::from_position(GameId::Xiangqi, &snapshot.position).unwrap();
            let moves = game.legal_moves();
            let mine = &moves[rng.below(moves.len())].text;
            fx.clock.advance(ms(300));
            play(&fx, &alice(), mine).unwrap();
            let Some(turn) = fx.host.engine_turn(id).unwrap() else { break };
            let left = turn.clock.unwrap().left;
            let mut request = engine::Request::on_clock(
                turn.level,
                turn.seed,
                engine::LEVEL_8_TIME,
                turn.clock.unwrap(),
            );
            let budget = request.time.unwrap();
            assert!(budget < left, "level {level:?}: {budget:?} of {left:?}");
            budgets.push(budget);
            // The move itself from a quick search; the clock moves by the whole budget.
            request.nodes = Some(1_000);
            request.time = None;
            let thought = engine::think(&turn.game, &request).unwrap();
            fx.clock.advance(budget);
            fx.host.play_engine(&turn, &thought.text).unwrap();
        }
        let row = row(&fx, id);
        let lost_on_time = row.outcome.as_ref().is_some_and(|o| o.reason == Reason::OutOfTime);
        assert!(!lost_on_time, "level {level:?} lost on time after {} moves", budgets.len());
        assert!(budgets.len() >= 5, "level {level:?} played {} moves", budgets.len());
        assert!(row.clocks.unwrap().left.second > Duration::ZERO);
    }
}

fn live_and_correspondence_games_are_rated_apart(fx: Fixture) {
    // A live game won by Black on time, then a correspondence game won by Red.
    start_live(&fx, "1+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(secs(61));
    assert_eq!(fx.host.flags_due().unwrap().len(), 1);
    fx.start(GameId::Xiangqi, PLACE);
    fx.host.resign(&actor(&bob()), PLACE).unwrap();
    let live = bot::live::Pace::Live;
    let both = fx.host.rating(PLACE, &alice(), None).unwrap().said();
    assert!(both.contains("Xiangqi** (live): 1338"), "{both}");
    assert!(both.contains("Xiangqi** (correspondence): 1662"), "{both}");
    let only_live = fx.host.rating(PLACE, &alice(), Some(live)).unwrap().said();
    assert!(!only_live.contains("correspondence"), "{only_live}");
    let board = fx.host.leaderboard(PLACE, GameId::Xiangqi, live).unwrap().said();
    assert!(board.contains("(live games)"), "{board}");
    let first = board.lines().nth(1).unwrap();
    assert!(first.starts_with("1. <@2>"), "Bob leads the live board: {board}");
    let correspondence = bot::live::Pace::Correspondence;
    let board = fx.host.leaderboard(PLACE, GameId::Xiangqi, correspondence).unwrap().said();
    assert!(board.lines().nth(1).unwrap().starts_with("1. <@1>"), "{board}");
}

fn the_export_carries_the_time_control_and_each_move_s_clock(fx: Fixture) {
    let (id, _) = start_live(&fx, "5+3", None);
    for (who, text, think) in [
        (alice(), "h3e3", 4_000),
        (bob(), "h10g8", 9_000),
        (alice(), "h1g3", 12_300),
        (bob(), "i10h10", 61_000),
    ] {
        fx.clock.advance(ms(think));
        play(&fx, &who, text).unwrap();
    }
    fx.host.resign(&actor(&alice()), PLACE).unwrap();
    let reply = fx.host.export(PLACE, &bot::model::Sight::Everywhere, id).unwrap();
    let pgn = String::from_utf8(reply.file.unwrap().bytes).unwrap();
    assert!(pgn.contains("[TimeControl \"300+3\"]"), "{pgn}");
    // Read back: each move's clock comment, in order.
    let clocks: Vec<&str> =
        pgn.split("[%clk ").skip(1).map(|rest| rest.split(']').next().unwrap()).collect();
    // First moves are free; Red's second move took 12.3 s of 5:00 and earned 3 s.
    assert_eq!(clocks, ["0:05:00", "0:05:00", "0:04:50", "0:04:02"], "{pgn}");
    let recorded: Vec<_> = fx.host.moves_of(id).unwrap().iter().map(|m| m.clock).collect();
    assert_eq!(recorded[2], Some(ms(290_700)));
    assert_eq!(recorded[3], Some(ms(242_000)));
}

fn low_time_is_marked_in_the_words(fx: Fixture) {
    start_live(&fx, "1+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    play(&fx, &bob(), "h10g8").unwrap();
    fx.clock.advance(secs(39));
    let red = play(&fx, &alice(), "h1g3").unwrap();
    assert!(red.said().contains("⏱ Black's flag falls"), "{}", red.said());
    // Red has 21 s: not low yet (under 20 s, or a tenth of the control if that is more).
    let black = play(&fx, &bob(), "b10c8").unwrap();
    assert!(black.said().contains("⏱ Red's flag falls"), "{}", black.said());
    fx.clock.advance(secs(2));
    play(&fx, &alice(), "i1h1").unwrap();
    let black = play(&fx, &bob(), "i10h10").unwrap();
    assert!(black.said().contains("⏰ Low on time: Red's flag falls"), "{}", black.said());
}

/// Showing the board again (`/board`, Flip) does not restart the turn's clock: a turn begins
/// once, when the post that brought it was accepted.
#[test]
fn showing_the_board_again_does_not_restart_the_clock() {
    let fx = Fixture::new();
    let (id, _) = start_live(&fx, "1+0", None);
    play(&fx, &alice(), "h3e3").unwrap();
    let black = play(&fx, &bob(), "h10g8").unwrap();
    shown(&fx, &black, secs(1));
    let deadline = row(&fx, id).deadline.unwrap();
    fx.clock.advance(secs(30));
    let board = fx.host.board_for(&actor(&alice()), PLACE).unwrap();
    assert_eq!(board.live_turn, None, "a board shown again starts no turn");
    // Even a second report for the same ply changes nothing.
    fx.host.turn_shown(id, 2, fx.host.stamp()).unwrap();
    assert_eq!(row(&fx, id).deadline, Some(deadline));
    fx.clock.advance(secs(30) + GRACE);
    assert_eq!(fx.host.flags_due().unwrap().len(), 1, "Red's minute ran out all the same");
}
