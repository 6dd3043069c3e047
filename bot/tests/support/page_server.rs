//! The board page served for the browser tests (`web_board.rs`, `web_games.rs`): the web
//! adapter on a runtime of its own over a test's host, personal links, and the selectors the
//! page answers to.
#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::sync::{Arc, mpsc};

use bot::{
    host::{Answer, Delivered, Delivery, Host},
    model::{GameNo, Place, SideChoice, User},
    web::{self, Web},
};
use rules::GameId;

use crate::common::{Fixture, PLACE, actor, alice, bob};

/// The page served on a runtime of its own, as a process would serve it: stopping it cuts
/// every socket, as a restart does.
pub struct Server {
    pub port: u16,
    stop: Option<std::sync::mpsc::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Server {
    /// Serves `host`'s pages on `port` (0: any); page moves' posts go to `posts`, settled.
    pub fn start(host: &Arc<Host>, port: u16, posts: mpsc::Sender<Delivery>) -> Server {
        Server::start_with(host, port, posts, None)
    }

    /// The same, finished games' pages starting their analyses with `analyst`.
    pub fn start_with(
        host: &Arc<Host>,
        port: u16,
        posts: mpsc::Sender<Delivery>,
        analyst: Option<web::Analyst>,
    ) -> Server {
        Server::start_as(host, port, posts, analyst, None)
    }

    /// The same, letting Activity members in with `activity`.
    pub fn start_as(
        host: &Arc<Host>,
        port: u16,
        posts: mpsc::Sender<Delivery>,
        analyst: Option<web::Analyst>,
        activity: Option<Arc<dyn web::Doorman>>,
    ) -> Server {
        let listener = std::net::TcpListener::bind(("127.0.0.1", port)).unwrap();
        listener.set_nonblocking(true).unwrap();
        let port = listener.local_addr().unwrap().port();
        let settled = host.clone();
        let outlet: web::Outlet = Arc::new(move |d: Delivery| {
            settled.settle(d.id, &Delivered::Done).unwrap();
            let _ = posts.send(d);
        });
        let activity = activity.map(web::Activity::new);
        let state = Arc::new(Web { host: host.clone(), outlet, analyst, activity });
        let (stop, stopped) = std::sync::mpsc::channel::<()>();
        let thread = std::thread::spawn(move || {
            let runtime = tokio::runtime::Runtime::new().unwrap();
            let listener = {
                let _inside = runtime.enter();
                tokio::net::TcpListener::from_std(listener).unwrap()
            };
            runtime.spawn(web::serve(listener, state));
            let _ = stopped.recv();
            runtime.shutdown_background();
        });
        Server { port, stop: Some(stop), thread: Some(thread) }
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}", self.port)
    }

    /// Stops serving: every socket is cut.
    pub fn stop(mut self) -> u16 {
        self.halt();
        self.port
    }

    fn halt(&mut self) {
        drop(self.stop.take());
        if let Some(t) = self.thread.take() {
            t.join().unwrap();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.halt();
    }
}

/// A page link's secret for `who`, to game `id` played in `place`.
pub fn link(host: &Host, who: &User, id: GameNo, place: Place) -> String {
    host.page_link(&bot::model::Actor::player(who), id, place).unwrap().secret
}

/// The selector of cell `[file, rank]`'s click target.
pub fn cell(file: u8, rank: u8) -> String {
    format!("[data-cell=\"{file},{rank}\"]")
}

/// The condition that the page shows the board after `n` plies.
pub fn at_ply(n: usize) -> String {
    format!("document.body.dataset.ply === '{n}'")
}

/// A Xiangqi game between Alice (Red) and Bob in `PLACE`, on a host the page serves.
pub fn xiangqi_game(fx: &Fixture) -> (Arc<Host>, GameNo) {
    let host = Arc::new(fx.second_host());
    host.challenge(&actor(&alice()), PLACE, &bob(), GameId::Xiangqi, SideChoice::First, None, None)
        .unwrap();
    host.answer_challenge_here(&actor(&bob()), PLACE, Answer::Accept).unwrap();
    let id = host.snapshot(PLACE).unwrap().row.id;
    (host, id)
}
