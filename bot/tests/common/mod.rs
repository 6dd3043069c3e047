//! Helpers shared by the host tests: a real database in a temporary folder, a manual clock,
//! two players, and a small random number generator.
#![allow(dead_code, clippy::unwrap_used)]

use std::{path::PathBuf, sync::Arc};

use bot::{
    host::{Answer, Host, Limits, Reply},
    model::{Actor, ManualClock, Place, SideChoice, User},
};
use rules::GameId;

/// 2026-11-22 00:00 UTC.
pub const T0: i64 = 1_795_305_600;

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

/// A host on a fresh database file, with a clock the test moves by hand.
pub struct Fixture {
    pub dir: tempfile::TempDir,
    pub clock: ManualClock,
    pub renderer: Arc<render::Renderer>,
    pub host: Host,
}

impl Fixture {
    pub fn new() -> Fixture {
        let dir = tempfile::tempdir().unwrap();
        let clock = ManualClock::at(T0);
        let renderer = Arc::new(render::Renderer::new());
        let host = open(&dir.path().join("bot.sqlite3"), &renderer, &clock);
        Fixture { dir, clock, renderer, host }
    }

    pub fn path(&self) -> PathBuf {
        self.dir.path().join("bot.sqlite3")
    }

    /// Closes the database and opens it again, as a restart would.
    pub fn reopen(&mut self) {
        let fresh = open(&self.path(), &self.renderer, &self.clock);
        drop(std::mem::replace(&mut self.host, fresh));
    }

    /// Another host (another connection, its own cache) on the same file.
    pub fn second_host(&self) -> Host {
        open(&self.path(), &self.renderer, &self.clock)
    }

    /// Alice (first side) challenges Bob in `place` and Bob accepts; returns the reply.
    pub fn start(&self, game: GameId, place: Place) -> Reply {
        self.host
            .challenge(&actor(&alice()), place, &bob(), game, SideChoice::First, None)
            .unwrap();
        self.host.answer_challenge_here(&actor(&bob()), place, Answer::Accept).unwrap()
    }
}

fn open(path: &std::path::Path, renderer: &Arc<render::Renderer>, clock: &ManualClock) -> Host {
    Host::open(path, renderer.clone(), Arc::new(clock.clone()), Limits::default()).unwrap()
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
