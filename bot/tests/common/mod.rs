//! Helpers shared by the host tests: a real database (a SQLite file in a temporary folder, or
//! a database in a throwaway PostgreSQL cluster), a manual clock, players, and a small random
//! number generator.
#![allow(dead_code, clippy::unwrap_used)]

use std::{path::PathBuf, sync::Arc};

pub mod live;
pub mod pg;

use bot::{
    discord::Discord,
    host::{Answer, Host, Limits, Refusal, Reply},
    i18n::Lang,
    model::{Actor, ManualClock, Moment, Place, SideChoice, User},
    store::Store,
    text::Text,
};
use rules::GameId;

/// 2026-11-22 00:00 UTC.
pub const T0: Moment = Moment::from_seconds(1_795_305_600);

/// `n` seconds.
pub const fn secs(n: u64) -> std::time::Duration {
    std::time::Duration::from_secs(n)
}

/// What the host said, as Discord shows it (mentions `<@id>`, bold `**…**`): a reply in its
/// own language, a refusal in English (or in `lang`).
pub trait Said {
    /// The words, as Discord shows them.
    fn said(&self) -> String;
}

impl Said for Reply {
    fn said(&self) -> String {
        self.text.words(self.lang, &Discord)
    }
}

impl Said for Refusal {
    fn said(&self) -> String {
        self.message.words(Lang::EnUs, &Discord)
    }
}

impl Said for Text {
    fn said(&self) -> String {
        self.words(Lang::EnUs, &Discord)
    }
}

/// A refusal's words for a reader of `lang`.
pub fn said_in(refusal: &Refusal, lang: Lang) -> String {
    refusal.message.words(lang, &Discord)
}

pub const PLACE: Place = Place::new(10, 100);

pub fn alice() -> User {
    User::new(1, "alice")
}

pub fn bob() -> User {
    User::new(2, "bob")
}

pub fn carol() -> User {
    User::new(3, "carol")
}

pub fn actor(u: &User) -> Actor {
    Actor::player(u)
}

/// The database under a fixture's host.
pub enum Db {
    /// A SQLite file in a temporary folder.
    Sqlite(tempfile::TempDir),
    /// A fresh database in this binary's PostgreSQL cluster, by URL.
    Postgres(String),
}

/// A host on a fresh database, with a clock the test moves by hand.
pub struct Fixture {
    pub db: Db,
    pub clock: ManualClock,
    pub renderer: Arc<render::Renderer>,
    pub host: Host,
}

impl Fixture {
    /// A host on a fresh SQLite file.
    pub fn new() -> Fixture {
        Fixture::on(Db::Sqlite(tempfile::tempdir().unwrap()))
    }

    /// A host on a fresh PostgreSQL database.
    pub fn postgres() -> Fixture {
        Fixture::on(Db::Postgres(pg::database()))
    }

    fn on(db: Db) -> Fixture {
        let clock = ManualClock::at(T0);
        let renderer = Arc::new(render::Renderer::new());
        let host = open(&location(&db), &renderer, &clock);
        Fixture { db, clock, renderer, host }
    }

    /// The SQLite file (SQLite fixtures only).
    pub fn path(&self) -> PathBuf {
        match &self.db {
            Db::Sqlite(dir) => sqlite_file(dir),
            Db::Postgres(_) => panic!("a PostgreSQL fixture has no file"),
        }
    }

    /// What `BOT_DATABASE` would say for this fixture's database.
    pub fn location(&self) -> String {
        location(&self.db)
    }

    /// Closes the database and opens it again, as a restart would.
    pub fn reopen(&mut self) {
        let fresh = open(&self.location(), &self.renderer, &self.clock);
        drop(std::mem::replace(&mut self.host, fresh));
    }

    /// Another host (its own connections, its own cache) on the same database, as another
    /// process would be.
    pub fn second_host(&self) -> Host {
        open(&self.location(), &self.renderer, &self.clock)
    }

    /// Another host on the same database with `limits` (how long analyses look at each
    /// position, say).
    pub fn host_with(&self, limits: Limits) -> Host {
        let store = Store::open(&self.location()).unwrap();
        Host::new(store, self.renderer.clone(), Arc::new(self.clock.clone()), limits)
    }

    /// Alice (first side) challenges Bob in `place` and Bob accepts; returns the reply.
    pub fn start(&self, game: GameId, place: Place) -> Reply {
        self.host
            .challenge(&actor(&alice()), place, &bob(), game, SideChoice::First, None, None)
            .unwrap();
        self.host.answer_challenge_here(&actor(&bob()), place, Answer::Accept).unwrap()
    }

    /// The integer a query returns (its first column of its first row), straight from the
    /// database, whichever it is. The SQL must be valid in both dialects.
    pub fn int(&self, sql: &str) -> i64 {
        self.value(sql)
    }

    /// The text a query returns, likewise.
    pub fn text(&self, sql: &str) -> String {
        self.value(sql)
    }

    fn value<T>(&self, sql: &str) -> T
    where
        T: rusqlite::types::FromSql + for<'a> postgres::types::FromSql<'a>,
    {
        match &self.db {
            Db::Sqlite(_) => raw(&self.path()).query_row(sql, [], |r| r.get(0)).unwrap(),
            Db::Postgres(url) => {
                let mut c = postgres::Client::connect(url, postgres::NoTls).unwrap();
                c.query_one(sql, &[]).unwrap().get(0)
            }
        }
    }

    /// Runs statements straight on the database (to do what no command does); the
    /// database's refusal, if it refuses.
    pub fn execute(&self, sql: &str) -> Result<(), String> {
        match &self.db {
            Db::Sqlite(_) => raw(&self.path()).execute_batch(sql).map_err(|e| e.to_string()),
            Db::Postgres(url) => {
                let mut c = postgres::Client::connect(url, postgres::NoTls).unwrap();
                c.batch_execute(sql).map_err(|e| e.to_string())
            }
        }
    }
}

fn sqlite_file(dir: &tempfile::TempDir) -> PathBuf {
    dir.path().join("bot.sqlite3")
}

fn location(db: &Db) -> String {
    match db {
        Db::Sqlite(dir) => sqlite_file(dir).to_string_lossy().into_owned(),
        Db::Postgres(url) => url.clone(),
    }
}

fn open(location: &str, renderer: &Arc<render::Renderer>, clock: &ManualClock) -> Host {
    let store = Store::open(location).unwrap();
    Host::new(store, renderer.clone(), Arc::new(clock.clone()), Limits::default())
}

/// Generates, for each named test body `fn name(fx: Fixture)`, a test on SQLite
/// (`sqlite::name`) and one on PostgreSQL (`postgres::name`).
#[macro_export]
macro_rules! on_both_stores {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $( #[test] fn $name() { super::$name($crate::common::Fixture::new()) } )*
        }
        mod postgres {
            $( #[test] fn $name() { super::$name($crate::common::Fixture::postgres()) } )*
        }
    };
}

/// The player of `side` in games started by [`Fixture::start`].
pub fn player(side: rules::Side) -> User {
    match side {
        rules::Side::First => alice(),
        rules::Side::Second => bob(),
    }
}

/// Decodes a PNG and returns its size.
pub fn png_size(png: &[u8]) -> (u32, u32) {
    let img = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap();
    (img.width(), img.height())
}

/// xorshift64*: deterministic, good enough to pick moves.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.max(1))
    }

    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n
    }
}

/// Opens the database file directly, to look at what was stored.
pub fn raw(path: &std::path::Path) -> rusqlite::Connection {
    rusqlite::Connection::open(path).unwrap()
}
