//! Load benchmark: random legal moves across many concurrent games through the host, each a
//! durable commit plus a rendered PNG, from tokio tasks that run the host on the blocking pool
//! exactly as the Discord adapter does.
//!
//! `cargo run --release -p bot --example load -- --games 1000 --turns 20000 [--threads N]
//! [--database FILE|postgres://…] [--processes P]` prints the median, 90th and 99th percentile
//! time per turn, and durable turns per second as its last line. Without `--database` it plays
//! on a SQLite file in a temporary folder. With `--processes P` it runs P copies of itself on the
//! same database (a PostgreSQL URL: one SQLite file is one writer however many processes), each
//! with its share of the games and turns in channels of its own, and prints each one's figures
//! and, last, the turns per second of all of them together. `--metrics on` records each turn as
//! the Discord adapter does (interaction, turn latency, Discord's answer) and scrapes the
//! metrics every second, database reads included, as Prometheus would (BENCHMARKS.md, "Health
//! and metrics").

use std::{
    sync::{
        Arc,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use bot::{
    host::{Answer, Host, Limits},
    model::{Actor, Place, SideChoice, SystemClock, User},
    store::Store,
};
use rules::{Game, GameId};

/// Anything that stops the benchmark, reported as it says.
type Error = Box<dyn std::error::Error + Send + Sync>;

struct Args {
    games: usize,
    turns: usize,
    threads: usize,
    db: Option<String>,
    processes: usize,
    /// This process's share when run by another (`--part k`): channels offset by `k * games`.
    part: u64,
    /// Record and scrape the metrics (`--metrics on`).
    metrics: bool,
}

fn args() -> Result<Args, Error> {
    // Two blocking threads per core: turns are mostly CPU (rendering), but each commit waits
    // for an fsync while holding the connection, and a second thread per core keeps the core
    // busy meanwhile (measured: see BENCHMARKS.md).
    let cores = std::thread::available_parallelism().map_or(2, usize::from);
    let mut a = Args {
        games: 1000,
        turns: 20_000,
        threads: 2 * cores,
        db: None,
        processes: 1,
        part: 0,
        metrics: false,
    };
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || value.parse::<usize>().map_err(|e| format!("{flag} {value}: {e}"));
        match flag.as_str() {
            "--games" => a.games = number()?.max(1),
            "--turns" => a.turns = number()?,
            "--threads" => a.threads = number()?.max(1),
            "--db" | "--database" => a.db = Some(value.clone()),
            "--processes" => a.processes = number()?.max(1),
            "--part" => a.part = number()? as u64,
            "--metrics" => a.metrics = value == "on",
            other => return Err(format!("unknown option {other}").into()),
        }
    }
    Ok(a)
}

fn main() -> Result<(), Error> {
    let args = args()?;
    let dir = std::env::temp_dir().join(format!("bot-load-{}", std::process::id()));
    let db = args.db.clone().unwrap_or_else(|| dir.join("load.sqlite3").display().to_string());
    if args.processes > 1 {
        return several(&args, &db);
    }
    let host = Arc::new(Host::new(
        Store::open(&db)?,
        Arc::new(render::Renderer::new()),
        Arc::new(SystemClock),
        Limits::default(),
    ));
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .max_blocking_threads(args.threads)
        .enable_all()
        .build()?;
    let result = runtime.block_on(run(host, &args));
    if args.db.is_none() {
        let _ = std::fs::remove_dir_all(&dir);
    }
    result
}

/// Runs `args.processes` copies of this program on `db`, each with its share, at once; prints
/// each one's report and then the turns per second of all of them.
fn several(args: &Args, db: &str) -> Result<(), Error> {
    let me = std::env::current_exe()?;
    let n = args.processes;
    let started = Instant::now();
    let children: Vec<_> = (0..n)
        .map(|k| {
            std::process::Command::new(&me)
                .args(["--database", db])
                .args(["--games", &(args.games / n).max(1).to_string()])
                .args(["--turns", &(args.turns / n).to_string()])
                .args(["--threads", &args.threads.to_string()])
                .args(["--part", &k.to_string()])
                .stdout(std::process::Stdio::piped())
                .spawn()
        })
        .collect::<Result<_, _>>()?;
    let mut turns = 0;
    for (k, child) in children.into_iter().enumerate() {
        let out = child.wait_with_output()?;
        let text = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            return Err(format!("process {k} failed: {text}").into());
        }
        println!("process {k}:\n{}", text.trim_end());
        turns += text
            .lines()
            .find_map(|l| l.strip_prefix("games: ")?.split(", ").nth(1)?.split(' ').next())
            .and_then(|t| t.parse::<usize>().ok())
            .unwrap_or(0);
    }
    let elapsed = started.elapsed().as_secs_f64();
    println!("{n} processes: {turns} turns in {elapsed:.2} s");
    println!("{:.1}", turns as f64 / elapsed);
    Ok(())
}

async fn run(host: Arc<Host>, args: &Args) -> Result<(), Error> {
    let playable: Vec<GameId> = GameId::ALL.into_iter().collect();
    let budget = Arc::new(AtomicUsize::new(args.turns));
    let started = Instant::now();
    let tasks: Vec<_> = (0..args.games)
        .map(|i| {
            let (host, budget) = (host.clone(), budget.clone());
            let game = playable[i % playable.len()];
            let index = args.part * args.games as u64 + i as u64;
            tokio::spawn(play_games(host, budget, index, game, args.metrics))
        })
        .collect();
    let scraper = args.metrics.then(|| tokio::spawn(scrape_every_second(host.clone())));
    let (mut waits, mut services) =
        (Vec::with_capacity(args.turns), Vec::with_capacity(args.turns));
    let mut games_started = 0;
    for task in tasks {
        let (t, g) = task.await.map_err(|e| e.to_string())??;
        waits.extend(t.iter().map(|p| p.0));
        services.extend(t.iter().map(|p| p.1));
        games_started += g;
    }
    let elapsed = started.elapsed();
    if let Some(scraper) = scraper {
        scraper.abort();
    }
    let ms = |d: Duration| d.as_secs_f64() * 1e3;
    let summary = |times: &mut Vec<Duration>| {
        times.sort();
        let pick = |q: f64| {
            times.get(((times.len() as f64 - 1.0) * q) as usize).copied().unwrap_or_default()
        };
        format!(
            "median {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
            ms(pick(0.5)),
            ms(pick(0.9)),
            ms(pick(0.99)),
            ms(pick(1.0))
        )
    };
    println!(
        "games: {} concurrent ({games_started} started in all), {} turns in {:.2} s, {} blocking threads",
        args.games,
        waits.len(),
        elapsed.as_secs_f64(),
        args.threads
    );
    println!("time per turn, inside the host (commit + render): {}", summary(&mut services));
    println!("time per turn, as a player waits (queueing included): {}", summary(&mut waits));
    println!("{:.1}", waits.len() as f64 / elapsed.as_secs_f64());
    Ok(())
}

/// Plays random moves in channel `index` until the shared turn budget is spent, starting a new
/// game there whenever one ends. Returns each turn's time and how many games were started.
async fn play_games(
    host: Arc<Host>,
    budget: Arc<AtomicUsize>,
    index: u64,
    game: GameId,
    metrics: bool,
) -> Result<(Vec<(Duration, Duration)>, usize), Error> {
    let place = Place::new(1, index + 1);
    let players = [User::new(2 * index + 1, "blue"), User::new(2 * index + 2, "red")];
    let mut rng = index.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut times = Vec::new();
    let mut started = 0;
    let mut shadow: Option<Game> = None;
    while budget.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1)).is_ok() {
        let current = match shadow.take() {
            Some(g) if g.outcome().is_none() => g,
            _ => {
                let (host, players) = (host.clone(), players.clone());
                blocking(move || {
                    host.challenge(
                        &Actor::player(&players[0]),
                        place,
                        &players[1],
                        game,
                        SideChoice::First,
                        None,
                        None,
                    )?;
                    host.answer_challenge_here(&Actor::player(&players[1]), place, Answer::Accept)
                })
                .await?;
                started += 1;
                Game::new(game)
            }
        };
        let moves = current.legal_moves();
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        let text = moves[(rng % moves.len() as u64) as usize].text.clone();
        let mover = players[current.side_to_move().index()].clone();
        let h = host.clone();
        let typed = text.clone();
        let t = Instant::now();
        let service = blocking(move || {
            let t = Instant::now();
            h.play_move(&Actor::player(&mover), place, &typed, None).map(|_| t.elapsed())
        })
        .await?;
        times.push((t.elapsed(), service));
        if metrics {
            let m = host.metrics();
            m.interaction("move", bot::metrics::Outcome::Ok);
            m.discord_response(None);
            m.turn(t.elapsed());
        }
        let mut next = current;
        next.play(&text)?;
        shadow = Some(next);
    }
    Ok((times, started))
}

/// Every second, what `GET /metrics` does: the database's values read, everything encoded.
async fn scrape_every_second(host: Arc<Host>) {
    let mut tick = tokio::time::interval(Duration::from_secs(1));
    loop {
        tick.tick().await;
        let h = host.clone();
        let _ = tokio::task::spawn_blocking(move || {
            let read = h.store().read(|tx| {
                Ok::<_, bot::store::StoreError>((tx.games_going()?, tx.outbox_backlog()?))
            });
            let mut now = bot::metrics::Snapshot::default();
            if let Ok((games, (backlog, _))) = read {
                now.games =
                    games.into_iter().map(|g| (g.game, g.live.to_string(), g.count)).collect();
                now.outbox_backlog = backlog;
            }
            h.metrics().encode(&now, h.store().health()).len()
        })
        .await;
    }
}

/// Runs a host call on the blocking pool.
async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, bot::host::Refusal> + Send + 'static,
) -> Result<T, Error> {
    Ok(tokio::task::spawn_blocking(f).await??)
}
