//! One process holding many board pages at once: `GAMES` Xiangqi games (500), each between two
//! players of its own (Discord-sized ids) in a channel of its own, served by the web adapter
//! over a SQLite host in a temporary folder (or the PostgreSQL database whose URL is the third
//! argument), with both players' pages open: 1,000 WebSockets for 500 games.
//!
//! A page's cost on the server is its socket: the task holding it, its ear on the store's
//! news, the states it is sent. So no browser runs here: each page is a raw WebSocket client
//! that says hello with its player's link and reads its states, as the page's script does. The
//! clients run in a child process (this example again, as `clients URL`), so the memory said
//! for the server is the server's alone.
//!
//! ```sh
//! cargo run --release -p bot --example board_crowd -- 500 500 [postgresql://…]
//! ```
//!
//! Prints:
//! - the server's resident memory (VmRSS): at start, with the host open, once the games and
//!   their links exist, with every page open, and after the moves; and the clients' process's,
//!   before and with its sockets open;
//! - for `MOVES` random legal moves (500), made one at a time in random games through
//!   `Host::play_move`, the time from the call to its return (commit and the board's picture),
//!   and from the call to the moment both of the game's pages have read the new state (each
//!   client notes when it read it; both processes read the same wall clock). First with only
//!   the moved game's two pages open (opened before its move, closed after), then with every
//!   page open, so what the other sockets cost a move shows. Median, 90th and 99th percentiles
//!   and the slowest, in milliseconds (BENCHMARKS.md, "The board page").
//!
//! Needs about 1,100 open files in each process (`ulimit -n`).
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::print_stdout)]

use std::{
    collections::HashMap,
    io::{BufRead, Write},
    process::{Child, ChildStdin, Command, Stdio},
    sync::{Arc, mpsc},
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use bot::{
    host::{Answer, Delivered, Host, Limits},
    model::{Actor, Place, SideChoice, SystemClock, User},
    store::Store,
    web::{self, Web},
};
use futures_util::{SinkExt, StreamExt};
use rules::{GameId, Side};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::Message;

/// Snowflake-sized ids: the server, the first game's channel, its first player.
const SERVER: u64 = 1_093_472_118_020_440_064;
const CHANNEL: u64 = 1_180_205_442_377_007_104;
const PLAYER: u64 = 1_022_894_553_183_846_400;

/// One game: where, its players (Red, Black) and its number.
struct Table {
    place: Place,
    players: [User; 2],
    id: bot::model::GameNo,
}

fn main() {
    let mut args = std::env::args().skip(1);
    let first = args.next();
    if first.as_deref() == Some("clients") {
        return clients(&args.next().expect("the socket's address"));
    }
    let games: usize = first.and_then(|n| n.parse().ok()).unwrap_or(500);
    let moves: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(500);
    let mut rss = vec![("at start", rss_kib())];
    let dir = tempfile::tempdir().unwrap();
    let location =
        args.next().unwrap_or_else(|| dir.path().join("crowd.sqlite3").display().to_string());
    let host = Arc::new(Host::new(
        Store::open(&location).unwrap(),
        Arc::new(render::Renderer::new()),
        Arc::new(SystemClock),
        Limits::default(),
    ));
    rss.push(("host open", rss_kib()));
    let mut table = Vec::with_capacity(games);
    let mut links = Vec::with_capacity(2 * games);
    for g in 0..games as u64 {
        let place = Place::new(SERVER, CHANNEL + g);
        let players = [User::new(PLAYER + 2 * g, "red"), User::new(PLAYER + 2 * g + 1, "black")];
        let (red, black) = (Actor::player(&players[0]), Actor::player(&players[1]));
        host.challenge(&red, place, &players[1], GameId::Xiangqi, SideChoice::First, None, None)
            .unwrap();
        host.answer_challenge_here(&black, place, Answer::Accept).unwrap();
        let id = host.snapshot(place).unwrap().row.id;
        for actor in [&red, &black] {
            links.push(host.page_link(actor, id, place).unwrap().secret);
        }
        table.push(Table { place, players, id });
    }
    rss.push(("games and links made", rss_kib()));

    let runtime = tokio::runtime::Runtime::new().unwrap();
    let listener = runtime.block_on(tokio::net::TcpListener::bind("127.0.0.1:0")).unwrap();
    let url = format!("ws://{}/socket", listener.local_addr().unwrap());
    let settled = host.clone();
    let outlet: web::Outlet = Arc::new(move |d| {
        let _ = settled.settle(d.id, &Delivered::Done);
    });
    runtime.spawn(web::serve(
        listener,
        Arc::new(Web { host: host.clone(), outlet, analyst: None, activity: None }),
    ));
    let mut clients = Clients::start(&url, &links);
    let mut rng = engine::rng::Rng::new(0x2545_f491_4f6c_dd1d);
    let mut random = move |n: usize| rng.below(n);
    let alone = play(&host, &table, &mut clients, moves, &mut random, true);
    let opening = std::time::Instant::now();
    clients.say("crowd");
    let crowd = clients.expect("crowd");
    let opened = opening.elapsed().as_secs_f64();
    rss.push(("every page open", rss_kib()));
    let crowded = play(&host, &table, &mut clients, moves, &mut random, false);
    rss.push(("after the moves", rss_kib()));
    drop(clients.stdin);
    clients.child.wait().unwrap();
    runtime.shutdown_background();

    let mib = |kib: u64| kib as f64 / 1024.0;
    let pages = links.len();
    let said: Vec<_> = rss.iter().map(|(when, kib)| format!("{when} {:.1}", mib(*kib))).collect();
    println!("server's resident memory (MiB): {}", said.join(", "));
    let page_kib = |before: u64, after: u64| (after as f64 - before as f64) / pages as f64;
    println!(
        "  {pages} pages open: +{:.1} MiB, {:.1} KiB a page (opened in {opened:.1} s)",
        mib(rss[3].1.saturating_sub(rss[2].1)),
        page_kib(rss[2].1, rss[3].1)
    );
    let (idle, full): (u64, u64) = (crowd[0].parse().unwrap(), crowd[1].parse().unwrap());
    println!(
        "clients' process (MiB): before its sockets {:.1}, with {pages} open {:.1} ({:.1} KiB a socket)",
        mib(idle),
        mib(full),
        page_kib(idle, full)
    );
    let named = [
        ("only the game's 2 pages open".to_owned(), alone),
        (format!("all {pages} pages open"), crowded),
    ];
    for (name, (mut returned, mut reached)) in named {
        println!("{} moves in {} games, {name}:", reached.len(), table.len());
        println!("  call returned: {}", summary(&mut returned));
        println!("  both pages have the state: {}", summary(&mut reached));
    }
}

/// Median, p90, p99 and the slowest of `times` (ms).
fn summary(times: &mut [f64]) -> String {
    times.sort_by(f64::total_cmp);
    let at = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let (median, p90, p99, max) = (at(0.5), at(0.9), at(0.99), at(1.0));
    format!("median {median:.2} ms, p90 {p90:.2} ms, p99 {p99:.2} ms, slowest {max:.2} ms")
}

/// Plays `n` random legal moves, one at a time, in random games; returns each one's time to
/// the call's return and to both of its game's pages having the state after it. `alone`: the
/// game's two pages are opened before its move and closed after it (outside the timing).
///
/// A state sent within 40 ms of the page's previous one waits for that one's acknowledgement,
/// which the client's kernel delays up to 40 ms (the server's sockets keep Nagle's algorithm):
/// so a move waits 250 ms after its pages opened, and is never in the game moved in last.
fn play(
    host: &Host,
    table: &[Table],
    clients: &mut Clients,
    n: usize,
    random: &mut impl FnMut(usize) -> usize,
    alone: bool,
) -> (Vec<f64>, Vec<f64>) {
    let (mut returned, mut reached) = (Vec::with_capacity(n), Vec::with_capacity(n));
    let mut previous = None;
    while reached.len() < n {
        let g = random(table.len());
        let t = &table[g];
        let game = host.rules_game(t.id).unwrap();
        if game.outcome().is_some() || previous == Some(g) {
            continue;
        }
        previous = Some(g);
        let legal = game.legal_moves();
        let chosen = legal[random(legal.len())].text.clone();
        let mover = Actor::player(&t.players[usize::from(game.side_to_move() == Side::Second)]);
        let ply = host.snapshot(t.place).unwrap().row.ply + 1;
        if alone {
            clients.say(&format!("open {g}"));
            clients.expect("opened");
            std::thread::sleep(Duration::from_millis(250));
        }
        let called = micros_now();
        host.play_move(&mover, t.place, &chosen, None).unwrap();
        returned.push(micros_now().saturating_sub(called) as f64 / 1e3);
        let (mut seen, mut last) = ([false; 2], called);
        while seen != [true; 2] {
            // "state PAGE PLY MICROS"
            let words = clients.expect("state");
            let page: usize = words[0].parse().unwrap();
            if page / 2 == g && words[1] == ply.to_string() {
                seen[page % 2] = true;
                last = last.max(words[2].parse().unwrap());
            }
        }
        reached.push(last.saturating_sub(called) as f64 / 1e3);
        if alone {
            clients.say(&format!("close {g}"));
            clients.expect("closed");
        }
    }
    (returned, reached)
}

/// The clients' process, as the server's side sees it.
struct Clients {
    child: Child,
    stdin: ChildStdin,
    lines: mpsc::Receiver<String>,
}

impl Clients {
    /// Starts the clients on `url`, with page `k`'s link `links[k]` (game `k / 2`, Red first).
    fn start(url: &str, links: &[String]) -> Clients {
        let mut child = Command::new(std::env::current_exe().unwrap())
            .args(["clients", url])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "{}\n", links.join("\n")).unwrap();
        let out = std::io::BufReader::new(child.stdout.take().unwrap());
        let (heard, lines) = mpsc::channel();
        forward(out, move |line| heard.send(line).is_ok());
        Clients { child, stdin, lines }
    }

    fn say(&mut self, command: &str) {
        writeln!(self.stdin, "{command}").unwrap();
    }

    /// The words after `word` of the next line that starts with it.
    fn expect(&mut self, word: &str) -> Vec<String> {
        loop {
            let line = self.lines.recv_timeout(Duration::from_secs(120)).expect(word);
            let mut words = line.split(' ').map(str::to_owned);
            if words.next().as_deref() == Some(word) {
                return words.collect();
            }
        }
    }
}

/// The clients' process: reads the links (one a line, up to an empty line), then commands:
/// `open G` / `close G` (game `G`'s two pages), `crowd` (every page not open yet), answered
/// when done; pages are opened 32 at a time. Every state a page reads after its first is
/// written out as `state PAGE PLY MICROS`. Ends when its input does.
fn clients(url: &str) {
    let (tell, mut told) = tokio::sync::mpsc::unbounded_channel();
    forward(std::io::BufReader::new(std::io::stdin()), move |line| tell.send(line).is_ok());
    let runtime = tokio::runtime::Runtime::new().unwrap();
    runtime.block_on(async {
        let mut links = Vec::new();
        while let Some(line) = told.recv().await.filter(|l| !l.is_empty()) {
            links.push(line);
        }
        let idle = rss_kib();
        let links = Arc::new(links);
        let mut open: HashMap<usize, JoinHandle<()>> = HashMap::new();
        while let Some(command) = told.recv().await {
            let (word, game) = command.split_once(' ').unwrap_or((&command, ""));
            let game: usize = game.parse().unwrap_or(0);
            let pages: Vec<usize> = match word {
                "open" => vec![2 * game, 2 * game + 1],
                "crowd" => (0..links.len()).filter(|k| !open.contains_key(k)).collect(),
                _ => {
                    for k in [2 * game, 2 * game + 1] {
                        if let Some(reading) = open.remove(&k) {
                            reading.abort();
                        }
                    }
                    println!("closed {game}");
                    continue;
                }
            };
            let gate = Arc::new(tokio::sync::Semaphore::new(32));
            let mut opening = tokio::task::JoinSet::new();
            for k in pages {
                let (gate, url, links) = (gate.clone(), url.to_owned(), links.clone());
                opening.spawn(async move {
                    let _turn = gate.acquire().await.unwrap();
                    (k, page(&url, k, &links[k]).await)
                });
            }
            while let Some(opened) = opening.join_next().await {
                let (k, reading) = opened.unwrap();
                open.insert(k, reading);
            }
            match word {
                "open" => println!("opened {game}"),
                _ => println!("crowd {idle} {}", rss_kib()),
            }
        }
    });
    runtime.shutdown_background();
}

/// Opens page `k`: connects, says hello with `link`, reads the first state; then reads on in
/// a task of its own, writing out every state it reads.
async fn page(url: &str, k: usize, link: &str) -> JoinHandle<()> {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    let hello = serde_json::json!({ "t": "hello", "link": link });
    ws.send(Message::Text(hello.to_string())).await.unwrap();
    let first = ws.next().await.unwrap().unwrap();
    let first: serde_json::Value = serde_json::from_str(first.to_text().unwrap()).unwrap();
    assert_eq!(first["t"], "state", "page {k}'s first message");
    tokio::spawn(async move {
        while let Some(Ok(message)) = ws.next().await {
            let at = micros_now();
            let Message::Text(text) = message else { continue };
            let v: serde_json::Value = serde_json::from_str(&text).unwrap_or_default();
            if v["t"] == "state" {
                println!("state {k} {} {at}", v["ply"]);
            }
        }
    })
}

/// Passes `input`'s lines to `to` on a thread of its own, until `to` takes no more.
fn forward(input: impl BufRead + Send + 'static, to: impl FnMut(String) -> bool + Send + 'static) {
    std::thread::spawn(move || input.lines().map_while(Result::ok).all(to));
}

/// This process's resident memory, in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let line = status.lines().find_map(|l| l.strip_prefix("VmRSS:")).unwrap();
    line.trim().trim_end_matches("kB").trim().parse().unwrap()
}

/// The wall clock in microseconds, which both processes read.
fn micros_now() -> u64 {
    u64::try_from(SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_micros()).unwrap()
}
