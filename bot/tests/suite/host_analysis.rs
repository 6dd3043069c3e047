//! Analyses on a real database: a finished game searched a position at a time, kept, and
//! shown from the store without searching again; tied to the engine's settings; refused
//! while the game goes on. And on the engine's threads: a live game's move is served while an
//! analysis runs, and the limits on analyses at once.
#![allow(clippy::unwrap_used)]

use std::{
    sync::{Arc, Mutex, mpsc},
    time::Duration,
};

use crate::common::{Fixture, PLACE, Said, actor, alice, bob, player, png_size};
use bot::{
    host::{ActionId, Analysing, AnalysisJob, Host, Limits, Look, RefusalKind},
    model::{Place, SideChoice, Sight, User},
    thinkers::{AnalysisBusy, AnalysisEvent, ThinkConfig, Thinkers},
};
use rules::GameId;

/// Analyses that look at a few thousand nodes a position: quick, and the same everywhere.
fn quick() -> Limits {
    Limits { analysis_per_position: Duration::from_millis(5), ..Limits::default() }
}

/// Analyses whose searches never end by themselves: only a live move or a stop ends them.
fn endless() -> Limits {
    Limits { analysis_per_position: Duration::from_secs(1_000_000), ..Limits::default() }
}

/// Alice and Bob play `plies` moves of `game` in `place` (seeded random ones), then Bob
/// resigns.
fn finished_game(fx: &Fixture, host: &Host, game: GameId, place: Place, plies: usize) {
    finished_game_from(fx, host, game, place, plies, 5);
}

/// The same, the moves drawn from `seed`.
fn finished_game_from(
    fx: &Fixture,
    host: &Host,
    game: GameId,
    place: Place,
    plies: usize,
    seed: u64,
) {
    host.challenge(&actor(&alice()), place, &bob(), game, SideChoice::First, None, None).unwrap();
    host.answer_challenge_here(&actor(&bob()), place, bot::host::Answer::Accept).unwrap();
    let game = engine::selfplay::opening(game, plies, seed).unwrap();
    for (text, ply) in game.moves().iter().zip(game.plies()) {
        host.play_move(&actor(&player(ply.side)), place, text, None).unwrap();
    }
    host.resign(&actor(&bob()), place).unwrap();
    fx.clock.advance(Duration::from_secs(1));
}

/// Searches every position `job` still needs and keeps it, as the engine's threads do.
fn run(host: &Host, job: &AnalysisJob) {
    let (_, request) = job.searching();
    for &ply in &job.todo {
        let lines = engine::analysis::search_position(&job.positions[ply as usize], &request);
        host.keep_analysed(job, ply, &lines).unwrap();
    }
}

fn analyse_a_game_once_and_show_it_from_the_store(fx: Fixture) {
    let host = fx.host_with(quick());
    // Red may take Black's Tank on a2 (and mate after); its Tank steps aside instead.
    let start = "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
    let (a, b) = (actor(&alice()), actor(&bob()));
    host.challenge(&a, PLACE, &bob(), GameId::Xiangqi, SideChoice::First, Some(start), None)
        .unwrap();
    host.answer_challenge_here(&b, PLACE, bot::host::Answer::Accept).unwrap();
    host.play_move(&a, PLACE, "a1b1", None).unwrap();
    // No help during a game between people.
    let id = host.snapshot(PLACE).unwrap().row.id;
    let during = host.analyse(PLACE, &Sight::Everywhere, Some(id)).unwrap_err();
    assert_eq!(during.kind, RefusalKind::NotAllowed, "{}", during.said());
    host.play_move(&b, PLACE, "a2a5", None).unwrap();
    host.resign(&a, PLACE).unwrap();

    let Analysing::Needed(job) = host.analyse(PLACE, &Sight::Everywhere, None).unwrap() else {
        panic!("nothing was analysed yet");
    };
    let job = *job;
    assert_eq!(job.game, id);
    assert_eq!((job.total(), job.done()), (3, 0), "two plies, three positions");
    // Half done, then asked again: the kept positions are not searched again.
    let (first, rest) = job.todo.split_at(1);
    run(&host, &AnalysisJob { todo: first.to_vec(), ..job.clone() });
    let Analysing::Needed(again) = host.analyse(PLACE, &Sight::Everywhere, Some(id)).unwrap()
    else {
        panic!("half analysed");
    };
    let again = *again;
    assert_eq!(again.todo, rest);
    run(&host, &again);

    let Analysing::Done(reply) = host.analyse(PLACE, &Sight::Everywhere, None).unwrap() else {
        panic!("analysed");
    };
    let said = reply.said();
    assert!(said.contains("Analysis of **Xiangqi** `#1`"), "{said}");
    assert!(
        said.contains("**Red** <@1>: accuracy **") && said.contains("**Black** <@2>"),
        "{said}"
    );
    assert!(said.contains("1 blunder"), "the Tank let go: {said}");
    assert_eq!(png_size(&reply.image.as_ref().unwrap().png), (800, 330));
    let worst: Vec<u32> = reply
        .actions
        .iter()
        .filter_map(|a| match a.id {
            ActionId::Judged { game, ply } if game == id => Some(ply),
            _ => None,
        })
        .collect();
    assert!(!worst.is_empty() && worst.len() <= bot::host::WORST_MOVES, "{:?}", reply.actions);
    let shown = host.judged_move(PLACE, &Sight::Everywhere, id, worst[0]).unwrap();
    assert!(shown.said().contains("winning chances"), "{}", shown.said());
    assert!(shown.image.is_some());

    // Another engine setting analyses anew; the same one shows what is kept.
    let other = fx.host_with(Limits { analysis_per_position: Duration::from_millis(7), ..quick() });
    assert!(matches!(other.analyse(PLACE, &Sight::Everywhere, Some(id)), Ok(Analysing::Needed(_))));
    let same = fx.host_with(quick());
    let Ok(Analysing::Done(stored)) = same.analyse(PLACE, &Sight::Everywhere, Some(id)) else {
        panic!("kept");
    };
    assert_eq!(stored.said(), said);
    // For a reader of Chinese, the moves are in Chinese notation.
    let chinese = stored.text.words(bot::i18n::Lang::ZhCn, &bot::discord::Discord);
    assert!(chinese.contains("车九平八") && chinese.contains("车九进一"), "{chinese}");
    // Out of sight, the game is not there at all.
    let elsewhere = Sight::Channels(vec![bot::model::ChannelId(999)]);
    let hidden = host.analyse(PLACE, &elsewhere, Some(id)).unwrap_err();
    assert_eq!(hidden.kind, RefusalKind::Nothing);
}

on_both_stores!(analyse_a_game_once_and_show_it_from_the_store);

fn me() -> User {
    User { bot: true, ..User::new(900, "Variants") }
}

/// Waits until `done` holds, checking every few milliseconds (a wait for an event, not a
/// measure of speed: the limit only turns a hang into a failure).
fn until(what: &str, done: impl Fn() -> bool) {
    for _ in 0..60_000 {
        if done() {
            return;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    panic!("never: {what}");
}

#[test]
fn a_live_move_against_the_bot_is_served_while_an_analysis_runs() {
    let fx = Fixture::new();
    let host = Arc::new(fx.host_with(endless()));
    finished_game(&fx, &host, GameId::Xiangqi, PLACE, 6);
    let Analysing::Needed(job) = host.analyse(PLACE, &Sight::Everywhere, None).unwrap() else {
        panic!("not analysed yet");
    };
    let job = *job;
    let (moves, delivered) = mpsc::channel();
    let on_move: bot::thinkers::OnMove = Arc::new(move |d| moves.send(d).unwrap());
    let config = ThinkConfig { threads: 1, ..ThinkConfig::for_this_machine() };
    let thinkers = Thinkers::start(host.clone(), config, on_move);
    let events = Arc::new(Mutex::new(Vec::new()));
    let heard = events.clone();
    thinkers.analyse(job, Arc::new(move |e| heard.lock().unwrap().push(e))).unwrap();
    until("the only engine thread searches the analysis", || thinkers.analysing() == 1);

    // A game against the bot, which is now to move.
    let live = Place::new(10, 101);
    let a = actor(&alice());
    host.challenge_engine(
        &a,
        live,
        &me(),
        GameId::Xiangqi,
        SideChoice::First,
        None,
        engine::Level::MIN,
        None,
    )
    .unwrap();
    let due = host.play_move(&a, live, "h3e3", None).unwrap().engine.unwrap();
    thinkers.wake(due);
    let delivery = delivered.recv_timeout(Duration::from_secs(300)).expect("the bot's move");
    assert_eq!(delivery.channel, live.channel);
    // The analysis gave its thread up: not one position was finished before the move.
    assert_eq!(thinkers.positions_analysed(), 0);
    assert_eq!(thinkers.analyses(), 1, "the analysis waits, queued");
    thinkers.stop();
    let events = events.lock().unwrap().clone();
    assert_eq!(events.first(), Some(&AnalysisEvent::Progress { done: 0, total: 7 }));
    assert_eq!(events.last(), Some(&AnalysisEvent::Stopped), "{events:?}");
}

#[test]
fn an_analysis_looks_again_deeper_at_the_moves_close_under_a_mistake() {
    let fx = Fixture::new();
    let host = Arc::new(fx.host_with(quick()));
    let on_move: bot::thinkers::OnMove = Arc::new(|_| {});
    let config = ThinkConfig { threads: 1, ..ThinkConfig::for_this_machine() };
    let thinkers = Thinkers::start(host.clone(), config, on_move);
    // Games until one has a move the first look finds close under a mistake (most random
    // games of this length have several).
    for seed in 0..8 {
        let place = Place::new(30 + seed, 300 + seed);
        finished_game_from(&fx, &host, GameId::Xiangqi, place, 24, seed);
        let Analysing::Needed(job) = host.analyse(place, &Sight::Everywhere, None).unwrap() else {
            panic!("not analysed yet");
        };
        let positions = job.positions.len();
        assert_eq!(job.look, Look::First);
        let (events, heard) = mpsc::channel();
        thinkers.analyse(*job, Arc::new(move |e| events.send(e).unwrap())).unwrap();
        let mut progress = Vec::new();
        loop {
            match heard.recv_timeout(Duration::from_secs(300)).expect("the analysis goes on") {
                AnalysisEvent::Progress { done, total } => progress.push((done, total)),
                AnalysisEvent::Done => break,
                AnalysisEvent::Stopped => panic!("stopped: {progress:?}"),
            }
        }
        let Analysing::Done(_) = host.analyse(place, &Sight::Everywhere, None).unwrap() else {
            panic!("complete once done");
        };
        let Some(&(_, total)) = progress.last() else { panic!("no progress heard") };
        if total == positions {
            continue;
        }
        // The second look's positions join the total once the first look is kept, and each
        // is heard as it is kept, to the end.
        let second = total - positions;
        assert!(second >= 2, "a move's position before and after: {progress:?}");
        let grown = progress.iter().position(|&(_, t)| t == total).unwrap();
        assert!(progress[..grown].iter().all(|&(_, t)| t == positions), "{progress:?}");
        assert_eq!(progress[grown], (positions, total), "{progress:?}");
        assert_eq!(progress.last(), Some(&(total, total)));
        assert_eq!(progress.len() - grown, second + 1, "each kept: {progress:?}");
        thinkers.stop();
        return;
    }
    panic!("no game had a move close under a mistake");
}

#[test]
fn one_analysis_per_server_and_a_cap_on_all() {
    let fx = Fixture::new();
    let host = Arc::new(fx.host_with(endless()));
    let places = [PLACE, Place::new(10, 102), Place::new(11, 100), Place::new(12, 100)];
    let mut jobs = Vec::new();
    for place in places {
        finished_game(&fx, &host, GameId::Amalgamated, place, 2);
        let Analysing::Needed(job) = host.analyse(place, &Sight::Everywhere, None).unwrap() else {
            panic!("not analysed yet");
        };
        let job = *job;
        jobs.push(job);
    }
    let on_move: bot::thinkers::OnMove = Arc::new(|_| {});
    let config = ThinkConfig { threads: 1, max_analyses: 2, ..ThinkConfig::for_this_machine() };
    let thinkers = Thinkers::start(host.clone(), config, on_move);
    let quiet = || -> bot::thinkers::OnAnalysis { Arc::new(|_| {}) };
    thinkers.analyse(jobs[0].clone(), quiet()).unwrap();
    // The same game again joins it; another game of the same server waits its turn.
    thinkers.analyse(jobs[0].clone(), quiet()).unwrap();
    assert_eq!(thinkers.analyse(jobs[1].clone(), quiet()), Err(AnalysisBusy::Server));
    thinkers.analyse(jobs[2].clone(), quiet()).unwrap();
    assert_eq!(thinkers.analyse(jobs[3].clone(), quiet()), Err(AnalysisBusy::Full));
    assert_eq!(thinkers.analyses(), 2);
    thinkers.stop();
    assert_eq!(thinkers.analyse(jobs[3].clone(), quiet()), Err(AnalysisBusy::Stopping));
}

#[test]
fn engine_analysis_ms_sets_the_time_per_position_within_its_range() {
    let with = |v: &str| {
        let v = v.to_owned();
        Limits::from_vars(move |k| (k == "ENGINE_ANALYSIS_MS").then(|| v.clone()))
    };
    assert_eq!(
        Limits::from_vars(|_| None).unwrap().analysis_per_position,
        Duration::from_millis(300)
    );
    assert_eq!(with(" 500 ").unwrap().analysis_per_position, Duration::from_millis(500));
    for wrong in ["5", "600000", "fast"] {
        let e = with(wrong).unwrap_err().to_string();
        assert!(e.contains("ENGINE_ANALYSIS_MS must be milliseconds from 10 to 60000"), "{e}");
    }
}
