//! Gateway shards and several processes: the double sends each server's events on the shard
//! Discord would, `(server_id >> 22) % shards`, and refuses an IDENTIFY for a shard count
//! other than the one it asked for.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;
mod support;

use std::{
    path::Path,
    process::{Child, Command, Stdio},
    sync::Arc,
    time::Duration,
};

use bot::model::SystemClock;
use serde_json::json;
use support::{ALICE, Answer, BOB, Discord, NEVER, Person, channel_of, server, world::World};

/// `challenger` challenges `opponent` to Xiangqi in `channel` and the opponent accepts.
async fn start_xiangqi(d: &Discord, channel: u64, challenger: Person, opponent: Person) {
    let args = [
        ("opponent", json!(opponent.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
    ];
    let challenge = d.slash_in(channel, challenger, "challenge", &args).await;
    assert!(!challenge.ephemeral, "{}", challenge.content());
    let accepted = d.click(opponent, challenge.message_id(), &challenge.button("Accept")).await;
    assert!(accepted.content().starts_with("Game on!"), "{}", accepted.content());
}

/// `by` plays `text` in `channel`; the answer must be the new board, for everyone.
async fn play(d: &Discord, channel: u64, by: Person, text: &str) -> Answer {
    let answer = d.slash_in(channel, by, "move", &[("move", json!(text))]).await;
    assert!(!answer.ephemeral, "{text} in {channel}: {}", answer.content());
    assert!(!answer.png().is_empty(), "a board after {text}");
    answer
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_server_is_served_on_its_shard_and_a_dropped_shard_comes_back() {
    let discord = Discord::start().await;
    let servers = [server(0), server(1)];
    discord.shard(2, &servers);
    assert_ne!(discord.shard_of(servers[0]), discord.shard_of(servers[1]));
    // By default the bot runs as many shards as Discord recommends.
    let w = World::around(discord, NEVER, Arc::new(SystemClock)).await;
    let d = &w.discord;
    d.eventually("both shards connected", || {
        let mut shards = d.identified_shards();
        shards.sort_unstable();
        shards == [(0, 2), (1, 2)]
    })
    .await;
    for server in servers {
        start_xiangqi(d, channel_of(server), ALICE, BOB).await;
        play(d, channel_of(server), ALICE, "h3e3").await;
    }
    // Discord drops one shard's session: that shard identifies anew, and its server's
    // players are answered again; the other shard went on undisturbed.
    let dropped = d.shard_of(servers[0]);
    let readies = d.readies();
    d.drop_session(dropped);
    d.eventually("the dropped shard back", || d.readies() > readies).await;
    assert_eq!(d.identified_shards().last(), Some(&(u64::from(dropped), 2)));
    play(d, channel_of(servers[0]), BOB, "h10g8").await;
    play(d, channel_of(servers[1]), BOB, "h10g8").await;
    assert_eq!(d.identified_shards().len(), 3, "only the dropped shard identified again");
    w.finish().await;
}

// ---------------------------------------------------------------------------------------------
// Two processes on one PostgreSQL database

/// The bot program on `database`, running `shards` against the double; its log goes to
/// `log`.
fn bot_process(d: &Discord, database: &str, shards: &str, dir: &Path, log: &str) -> Child {
    // Sweeps often, so the background lease (three sweeps, at least 5 s) runs out soon
    // after its holder dies.
    bot_process_sweeping(d, database, shards, dir, log, "200")
}

/// [`bot_process`] sweeping every `sweep_ms` milliseconds (its lease lasting three sweeps).
fn bot_process_sweeping(
    d: &Discord,
    database: &str,
    shards: &str,
    dir: &Path,
    log: &str,
    sweep_ms: &str,
) -> Child {
    let log = std::fs::File::create(dir.join(log)).unwrap();
    Command::new(env!("CARGO_BIN_EXE_bot"))
        .current_dir(dir)
        .env("DISCORD_TOKEN", "test-token")
        .env_remove("DISCORD_GUILD_ID")
        .env("DISCORD_API_BASE", d.api_base())
        .env("BOT_DATABASE", database)
        .env("DISCORD_SHARDS", shards)
        .env("BOT_SWEEP_MS", sweep_ms)
        .env("ENGINE_THREADS", "1")
        .env("RUST_LOG", "info,serenity=warn,poise=warn")
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .unwrap()
}

/// Runs `f` on a connection to `url`, off the async runtime (the client blocks).
async fn query<T: Send + 'static>(
    url: &str,
    f: impl FnOnce(&mut postgres::Client) -> T + Send + 'static,
) -> T {
    let url = url.to_owned();
    tokio::task::spawn_blocking(move || {
        let mut client = postgres::Client::connect(&url, postgres::NoTls).unwrap();
        f(&mut client)
    })
    .await
    .unwrap()
}

/// The process id in the background lease's holder (`machine/pid/n`), if anyone holds it.
async fn lease_holder(url: &str) -> Option<(u32, i64)> {
    query(url, |c| {
        let row =
            c.query_opt("SELECT holder, expires_at FROM leases WHERE name = 'background'", &[]);
        row.unwrap().map(|r| {
            let holder: String = r.get(0);
            let pid = holder.split('/').nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
            (pid, r.get(1))
        })
    })
    .await
}

/// Waits until process `pid` holds the background lease.
async fn wait_for_lease(url: &str, pid: u32) {
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while lease_holder(url).await.map(|h| h.0) != Some(pid) {
        assert!(std::time::Instant::now() < deadline, "process {pid} never took the lease");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The moves recorded in `channel`'s game, in order.
async fn stored_moves(url: &str, channel: u64) -> Vec<String> {
    query(url, move |c| {
        let rows = c
            .query(
                "SELECT m.canonical FROM moves m JOIN games g ON g.id = m.game_id
                 WHERE g.channel_id = $1 ORDER BY m.ply",
                &[&(channel as i64)],
            )
            .unwrap();
        rows.iter().map(|r| r.get(0)).collect()
    })
    .await
}

/// A legal next move after `moves` from Xiangqi's start, the `pick`th of them.
fn next_move(moves: &[String], pick: usize) -> String {
    let game = rules::Game::replay(rules::GameId::Xiangqi, None, moves).unwrap();
    let legal = game.legal_moves();
    legal[pick % legal.len()].text.clone()
}

/// Whose turn it is after `plies` plies (Alice moves first).
fn mover(plies: usize) -> Person {
    if plies.is_multiple_of(2) { ALICE } else { BOB }
}

/// Waits until the double has seen `shards` (as `[id, 4]`) identify `times` times each.
async fn wait_identified(d: &Discord, shards: [u64; 2], times: usize) {
    d.eventually(&format!("shards {shards:?} identified {times} times"), || {
        let identified = d.identified_shards();
        shards.iter().all(|s| identified.iter().filter(|&&i| i == (*s, 4)).count() >= times)
    })
    .await;
}

/// The log of a bot process, for a failing assertion.
fn log(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_split_four_shards_and_one_survives_the_other_being_killed() {
    let d = Discord::start().await;
    let servers: Vec<u64> = (0..4).map(server).collect();
    d.shard(4, &servers);
    let mut on_shard: Vec<u32> = servers.iter().map(|&s| d.shard_of(s)).collect();
    on_shard.sort_unstable();
    assert_eq!(on_shard, [0, 1, 2, 3], "a server on each shard");
    let url = tokio::task::spawn_blocking(common::pg::database).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    // A first; it takes the background lease, then B starts beside it.
    let mut a = bot_process(&d, &url, "0-1/4", dir.path(), "a.log");
    wait_identified(&d, [0, 1], 1).await;
    d.wait_registered(0).await;
    wait_for_lease(&url, a.id()).await;
    let mut b = bot_process(&d, &url, "2-3/4", dir.path(), "b.log");
    wait_identified(&d, [2, 3], 1).await;
    // A game in every server, two moves in each: each process answers its own shards.
    for &s in &servers {
        start_xiangqi(&d, channel_of(s), ALICE, BOB).await;
        for ply in 0..2 {
            let moves = stored_moves(&url, channel_of(s)).await;
            assert_eq!(moves.len(), ply);
            play(&d, channel_of(s), mover(ply), &next_move(&moves, ply)).await;
        }
    }
    // A move on A's shard is sent, and A is killed (SIGKILL) while it may be playing it.
    let killed = *servers.iter().find(|&&s| d.shard_of(s) < 2).unwrap();
    let before = stored_moves(&url, channel_of(killed)).await;
    let sent = next_move(&before, 5);
    let _unanswered = d.send_slash(channel_of(killed), mover(2), "move", &[("move", json!(sent))]);
    a.kill().unwrap();
    a.wait().unwrap();
    // The background work moves to B once A's lease runs out.
    assert_eq!(lease_holder(&url).await.map(|h| h.0), Some(a.id()), "{}", log(dir.path(), "a.log"));
    wait_for_lease(&url, b.id()).await;
    // Every game has waited a day: B reminds each player to move, in every server, once.
    query(&url, |c| {
        c.execute("UPDATE games SET last_move_at = last_move_at - 90000", &[]).unwrap()
    })
    .await;
    let reminders = |d: &Discord| {
        d.channel_posts()
            .into_iter()
            .filter(|(_, text)| text.contains("it is your turn"))
            .collect::<Vec<_>>()
    };
    d.eventually("a reminder in every server", || reminders(&d).len() >= servers.len()).await;
    // A comes back with its shards; the killed move landed once or not at all.
    let mut a = bot_process(&d, &url, "0-1/4", dir.path(), "a2.log");
    wait_identified(&d, [0, 1], 2).await;
    let after = stored_moves(&url, channel_of(killed)).await;
    assert!(after[..before.len()] == before[..], "no earlier move lost: {before:?} {after:?}");
    assert!(
        after.len() == before.len() || (after.len() == before.len() + 1 && after[2] == sent),
        "the move sent as A died is recorded once or not at all: {after:?}"
    );
    // Play goes on in every server, A's included, from the stored position.
    for &s in &servers {
        let moves = stored_moves(&url, channel_of(s)).await;
        play(&d, channel_of(s), mover(moves.len()), &next_move(&moves, 1)).await;
        let now = stored_moves(&url, channel_of(s)).await;
        assert_eq!(now.len(), moves.len() + 1, "one move, once, in server {s}");
    }
    // Several more background passes (the lease renewed twice over): still one reminder per
    // game, though both processes ran with the reminders due.
    let (_, expires) = lease_holder(&url).await.unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(120);
    while lease_holder(&url).await.map_or(0, |h| h.1) < expires + 2 {
        assert!(std::time::Instant::now() < deadline, "the lease is renewed");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut reminded: Vec<u64> = reminders(&d).into_iter().map(|(channel, _)| channel).collect();
    reminded.sort_unstable();
    let mut expected: Vec<u64> = servers.iter().map(|&s| channel_of(s)).collect();
    expected.sort_unstable();
    assert_eq!(reminded, expected, "one reminder per game");
    for child in [&mut a, &mut b] {
        let _ = child.kill();
        let _ = child.wait();
    }
    d.assert_clean();
}

/// A bot process killed when dropped, so that a failing test leaves none running.
struct Reaped(Child);

impl Drop for Reaped {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// A live game's flag falls on time though the process that handled its moves died holding
/// the background lease: the other process flags it from the stored deadline, while the dead
/// one's lease (three minutes here) still stands, and posts the result once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flag_falls_on_time_after_the_lease_holder_is_killed() {
    let d = Discord::start().await;
    let servers: Vec<u64> = (0..2).map(server).collect();
    d.shard(2, &servers);
    let url = tokio::task::spawn_blocking(common::pg::database).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut a = Reaped(bot_process_sweeping(&d, &url, "0-0/2", dir.path(), "a.log", "60000"));
    d.wait_registered(0).await;
    wait_for_lease(&url, a.0.id()).await;
    let b = Reaped(bot_process_sweeping(&d, &url, "1-1/2", dir.path(), "b.log", "60000"));
    d.eventually("both shards identified", || d.identified_shards().len() >= 2).await;
    // A 1+0 game on A's shard; both first moves made there.
    let channel = channel_of(*servers.iter().find(|&&s| d.shard_of(s) == 0).unwrap());
    let args = [
        ("opponent", json!(BOB.id.to_string())),
        ("game", d.choice("challenge", "game", "Xiangqi")),
        ("side", d.choice("challenge", "side", "I move first")),
        ("clock", json!("1+0")),
    ];
    let challenge = d.slash_in(channel, ALICE, "challenge", &args).await;
    d.click(BOB, challenge.message_id(), &challenge.button("Accept")).await;
    play(&d, channel, ALICE, "h3e3").await;
    play(&d, channel, BOB, "h10g8").await;
    let a_id = a.0.id();
    a.0.kill().unwrap();
    a.0.wait().unwrap();
    // Red's minute is cut to a second from now, as if it had been spent.
    query(&url, move |c| {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
        let deadline = now.as_millis() as i64 + 1_000;
        let sql = "UPDATE games SET clock_deadline_ms = $1 WHERE channel_id = $2";
        c.execute(sql, &[&deadline, &(channel as i64)]).unwrap();
    })
    .await;
    let flagged = |d: &Discord| {
        d.channel_posts()
            .into_iter()
            .filter(|(c, text)| *c == channel && text.contains("wins on time"))
            .count()
    };
    d.eventually("the flag posted", || flagged(&d) > 0).await;
    // B did it while the dead process still held the lease.
    let (holder, expires) = lease_holder(&url).await.unwrap();
    assert_eq!(holder, a_id, "{}", log(dir.path(), "b.log"));
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap();
    assert!(expires > now.as_secs() as i64, "the lease (to {expires}) still stood");
    let status = query(&url, move |c| {
        let row =
            c.query_one("SELECT status FROM games WHERE channel_id = $1", &[&(channel as i64)]);
        row.unwrap().get::<_, String>(0)
    })
    .await;
    assert_eq!(status, "finished");
    assert_eq!(flagged(&d), 1, "posted once");
    drop(b);
    d.assert_clean();
}

/// A tournament on a server served by process A while process B does the background work:
/// A pairs each round (the last game ends there) and starts boards at once, B's passes start
/// boards too; each board's game starts once, in one thread, and each round is announced once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_across_two_processes_pairs_and_starts_each_game_once() {
    let d = Discord::start().await;
    let servers: Vec<u64> = (0..4).map(server).collect();
    d.shard(4, &servers);
    let url = tokio::task::spawn_blocking(common::pg::database).await.unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut b = bot_process(&d, &url, "2-3/4", dir.path(), "b.log");
    wait_identified(&d, [2, 3], 1).await;
    d.wait_registered(0).await;
    wait_for_lease(&url, b.id()).await;
    let mut a = bot_process(&d, &url, "0-1/4", dir.path(), "a.log");
    wait_identified(&d, [0, 1], 1).await;
    let here = channel_of(*servers.iter().find(|&&s| d.shard_of(s) < 2).unwrap());
    let players = [ALICE, BOB, support::CAROL, support::ADMIN];
    let create = [
        ("game", d.sub_choice("tournament", "create", "game", "Xiangqi")),
        ("format", d.sub_choice("tournament", "create", "format", "Round robin")),
    ];
    let made = d.sub_slash_in(here, support::ADMIN, "tournament", "create", &create).await;
    let content = made.content();
    let home: u64 =
        content[content.find("<#").unwrap() + 2..].split('>').next().unwrap().parse().unwrap();
    let posts_home = |d: &Discord| -> Vec<String> {
        d.channel_posts().into_iter().filter(|(c, _)| *c == home).map(|(_, t)| t).collect()
    };
    let announcement = d
        .posts()
        .into_iter()
        .filter_map(|e| e.message)
        .find(|m| m["channel_id"] == json!(home.to_string()))
        .unwrap();
    let message: u64 = announcement["id"].as_str().unwrap().parse().unwrap();
    let join =
        support::components(&announcement).into_iter().find(|c| c["label"] == "Join").unwrap();
    let join = join["custom_id"].as_str().unwrap().to_owned();
    for p in players {
        d.click(p, message, &join).await;
    }
    let started =
        d.sub_slash_in(here, support::ADMIN, "tournament", "start", &[("id", json!(1))]).await;
    assert!(started.content().contains("Round 1 of 3"), "{}", started.content());
    for round in 1..=3i64 {
        let deadline = std::time::Instant::now() + Duration::from_secs(120);
        let games = loop {
            let games: Vec<(i64, i64)> = query(&url, move |c| {
                c.query(
                    "SELECT g.channel_id, g.second_id FROM tournament_boards b
                     JOIN games g ON g.id = b.game_id WHERE b.round = $1",
                    &[&round],
                )
                .unwrap()
                .iter()
                .map(|r| (r.get(0), r.get(1)))
                .collect()
            })
            .await;
            if games.len() == 2 {
                break games;
            }
            assert!(
                std::time::Instant::now() < deadline,
                "round {round}: {}",
                log(dir.path(), "a.log")
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        };
        for (thread, second) in games {
            let loser = *players.iter().find(|p| p.id as i64 == second).unwrap();
            let said = play_resign(&d, thread as u64, loser).await;
            assert!(said.contains("resigned"), "{said}");
        }
    }
    d.eventually("the end announced", || posts_home(&d).iter().any(|t| t.contains("is over")))
        .await;
    let count =
        |sql: &'static str| query(&url, move |c| c.query_one(sql, &[]).unwrap().get::<_, i64>(0));
    assert_eq!(count("SELECT count(*) FROM games").await, 6, "each board's game started once");
    assert_eq!(count("SELECT count(*) FROM tournament_boards").await, 6, "each round paired once");
    assert_eq!(d.threads().len(), 1 + 6, "one thread per board");
    for round in 1..=3 {
        let said = format!("round {round} of 3:");
        assert_eq!(posts_home(&d).iter().filter(|t| t.contains(&said)).count(), 1, "{said}");
    }
    assert_eq!(posts_home(&d).iter().filter(|t| t.contains("is over")).count(), 1);
    for child in [&mut a, &mut b] {
        let _ = child.kill();
        let _ = child.wait();
    }
}

/// `by` resigns the game in `channel`; the answer's words.
async fn play_resign(d: &Discord, channel: u64, by: Person) -> String {
    d.slash_in(channel, by, "resign", &[]).await.content()
}
