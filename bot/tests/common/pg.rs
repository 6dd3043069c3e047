//! A throwaway PostgreSQL cluster for the tests: `initdb` in a temporary folder, one `postgres`
//! listening only on a Unix socket in that folder, and a fresh database for each caller.
//!
//! The server is started once per test binary and stopped when the binary exits, however it
//! exits: it runs under a small shell that waits for its standard input to close (the test
//! process holds the other end), then stops the server and deletes the folder. As root (CI),
//! `initdb` and `postgres` refuse to run, so they run as the `postgres` user the Debian package
//! creates. No PostgreSQL found is a failure, never a skip.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::{
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::{
        Mutex, OnceLock,
        atomic::{AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

/// The running cluster of this test binary.
pub struct Cluster {
    /// The folder holding the data directory and the socket.
    pub dir: PathBuf,
    /// The shell that stops the server when our end of its stdin closes.
    _keeper: Mutex<Child>,
}

/// Where the PostgreSQL programs are: `PG_BIN`, else the newest `/usr/lib/postgresql/*/bin`.
pub fn bin_dir() -> PathBuf {
    if let Some(dir) = std::env::var_os("PG_BIN") {
        return PathBuf::from(dir);
    }
    let mut found: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|entries| entries.flatten().map(|e| e.path().join("bin")).collect())
        .unwrap_or_default();
    found.retain(|d| d.join("initdb").exists());
    found.sort_by_key(|d| {
        d.parent().and_then(|v| v.file_name()?.to_str()?.parse::<u32>().ok()).unwrap_or(0)
    });
    found.pop().expect(
        "PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb); .ci/run installs it \
         with `apt-get install -y postgresql`, or set PG_BIN",
    )
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

/// `program` from the PostgreSQL folder, as the `postgres` user when we are root, started in
/// `dir` (the cluster's folder, which that user owns: the test's own working directory, say a
/// checkout under `/root`, may be closed to it).
fn pg_command(program: &str, dir: &Path) -> Command {
    let path = bin_dir().join(program);
    let mut c = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(path);
        c
    } else {
        Command::new(path)
    };
    c.current_dir(dir);
    c
}

/// The cluster, started on first use.
pub fn cluster() -> &'static Cluster {
    static CLUSTER: OnceLock<Cluster> = OnceLock::new();
    CLUSTER.get_or_init(start)
}

fn start() -> Cluster {
    let dir = tempfile::Builder::new().prefix("bot-pg-").tempdir().unwrap().keep();
    if is_root() {
        let status = Command::new("chown").arg("postgres:").arg(&dir).status().unwrap();
        assert!(status.success(), "chown postgres {}", dir.display());
    }
    let data = dir.join("data");
    let out = pg_command("initdb", &dir)
        .arg("-D")
        .arg(&data)
        .args(["-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"])
        .output()
        .unwrap();
    assert!(out.status.success(), "initdb failed: {}", String::from_utf8_lossy(&out.stderr));

    // The server runs in the background of a shell that waits for stdin to close, then stops
    // it (fast shutdown) and removes the folder.
    let script = r#"
        "$@" > "$PGDIR/log" 2>&1 &
        cat > /dev/null
        pid=$(head -n 1 "$PGDIR/data/postmaster.pid" 2>/dev/null)
        [ -n "$pid" ] && kill -INT "$pid"
        wait
        rm -rf "$PGDIR"
    "#;
    let postgres = pg_command("postgres", &dir);
    let mut keeper = Command::new("sh");
    keeper
        .args(["-c", script, "sh"])
        .arg(postgres.get_program())
        .args(postgres.get_args())
        .arg("-D")
        .arg(&data)
        .arg("-k")
        .arg(&dir)
        .args(["-c", "listen_addresses=", "-c", "max_connections=300"])
        // Tests need no durability across a crash of the machine.
        .args(["-c", "fsync=off", "-c", "full_page_writes=off"])
        .env("PGDIR", &dir)
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    let child = keeper.spawn().unwrap();
    let cluster = Cluster { dir, _keeper: Mutex::new(child) };
    cluster.wait_ready();
    cluster
}

impl Cluster {
    /// The URL of database `db` in this cluster.
    pub fn url(&self, db: &str) -> String {
        format!("postgresql:///{db}?user=postgres&host={}", self.dir.display())
    }

    fn wait_ready(&self) {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            match postgres::Client::connect(&self.url("postgres"), postgres::NoTls) {
                Ok(_) => return,
                Err(e) if Instant::now() > deadline => {
                    let log = std::fs::read_to_string(self.dir.join("log")).unwrap_or_default();
                    panic!("PostgreSQL did not start: {e}\n{log}");
                }
                Err(_) => std::thread::sleep(Duration::from_millis(50)),
            }
        }
    }

    /// A new, empty database; returns its URL.
    pub fn new_database(&self) -> String {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let name = format!("t{}", NEXT.fetch_add(1, Ordering::Relaxed));
        let mut admin = postgres::Client::connect(&self.url("postgres"), postgres::NoTls).unwrap();
        admin.batch_execute(&format!("CREATE DATABASE {name}")).unwrap();
        self.url(&name)
    }

    /// The folder of the data directory and socket.
    pub fn path(&self) -> &Path {
        &self.dir
    }
}

/// A new database in this binary's cluster; returns its URL.
pub fn database() -> String {
    cluster().new_database()
}

/// A cluster of a test's own, which the test stops (`pg_ctl stop -m immediate`, as a crash or
/// a power cut would) and starts again. It is stopped and its folder removed when the test
/// process exits, however it exits (as [`Cluster`]'s).
pub struct Stoppable {
    /// The folder holding the data directory, the socket and the log.
    pub dir: PathBuf,
    _keeper: Mutex<Child>,
}

impl Stoppable {
    /// A new cluster, initialised but not started.
    pub fn new() -> Stoppable {
        let dir = tempfile::Builder::new().prefix("bot-pg-own-").tempdir().unwrap().keep();
        if is_root() {
            let status = Command::new("chown").arg("postgres:").arg(&dir).status().unwrap();
            assert!(status.success(), "chown postgres {}", dir.display());
        }
        let out = pg_command("initdb", &dir)
            .arg("-D")
            .arg(dir.join("data"))
            .args(["-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"])
            .output()
            .unwrap();
        assert!(out.status.success(), "initdb failed: {}", String::from_utf8_lossy(&out.stderr));
        let stop = pg_command("pg_ctl", &dir);
        let keeper = Command::new("sh")
            .args(["-c", r#"cat > /dev/null; "$@" > /dev/null 2>&1; rm -rf "$PGDIR""#, "sh"])
            .arg(stop.get_program())
            .args(stop.get_args())
            .arg("-D")
            .arg(dir.join("data"))
            .args(["-m", "immediate", "stop"])
            .env("PGDIR", &dir)
            .current_dir(&dir)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        Stoppable { dir, _keeper: Mutex::new(keeper) }
    }

    /// Starts the server and waits until it answers.
    pub fn start(&self) {
        let options = format!(
            "-k {} -c listen_addresses= -c fsync=off -c full_page_writes=off",
            self.dir.display()
        );
        let out = pg_command("pg_ctl", &self.dir)
            .arg("-D")
            .arg(self.dir.join("data"))
            .arg("-l")
            .arg(self.dir.join("log"))
            .args(["-o", &options, "-w", "start"])
            .output()
            .unwrap();
        assert!(out.status.success(), "pg_ctl start: {}", String::from_utf8_lossy(&out.stderr));
    }

    /// Stops the server at once: its processes quit without a checkpoint, as in a crash, and
    /// every client's connection is cut.
    pub fn stop_immediately(&self) {
        let out = pg_command("pg_ctl", &self.dir)
            .arg("-D")
            .arg(self.dir.join("data"))
            .args(["-m", "immediate", "-w", "stop"])
            .output()
            .unwrap();
        assert!(out.status.success(), "pg_ctl stop: {}", String::from_utf8_lossy(&out.stderr));
    }

    /// The URL of database `db` in this cluster.
    pub fn url(&self, db: &str) -> String {
        format!("postgresql:///{db}?user=postgres&host={}", self.dir.display())
    }

    /// A new, empty database (the server must be running); returns its URL.
    pub fn new_database(&self, name: &str) -> String {
        let mut admin = postgres::Client::connect(&self.url("postgres"), postgres::NoTls).unwrap();
        admin.batch_execute(&format!("CREATE DATABASE {name}")).unwrap();
        self.url(name)
    }
}

/// Runs PostgreSQL's `program` (`pg_dump`, `pg_restore`, …) with `args`, in this binary's
/// cluster's folder (as the `postgres` user when we are root); fails the test if it fails.
pub fn run(program: &str, args: &[&str]) -> String {
    let out = pg_command(program, cluster().path()).args(args).output().unwrap();
    assert!(out.status.success(), "{program} {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}
