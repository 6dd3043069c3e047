//! News of games: which games a committed transaction changed (a move, an end, an offer, a
//! clock started), for whoever shows games as they change (the board pages' sockets).
//!
//! A transaction notes the games it changes ([`super::Tx::touch`]). On SQLite (one process)
//! the store tells every subscriber once it commits. On PostgreSQL (several processes) the
//! transaction itself sends `NOTIFY game_news` with the game's number, which PostgreSQL
//! delivers at commit to every process listening, this one included: each process's store
//! keeps one connection that listens ([`super::Store::listen`] starts it), and tells its
//! subscribers what it hears. No message bus of our own.
//!
//! News is a hint to look again, never the change itself: a subscriber that falls behind, or
//! whose store lost its listening connection for a while, is told so ([`Heard::Missed`]) and
//! looks at all its games again, so nothing a page shows depends on a message arriving.

use tokio::sync::broadcast;

use crate::model::GameNo;

/// How many changes wait for a slow subscriber before it is told it missed some.
const BACKLOG: usize = 4_096;

/// The changes committed in this process, to subscribe to.
#[derive(Debug)]
pub struct News {
    /// A game that changed, or `None`: any may have.
    sender: broadcast::Sender<Option<GameNo>>,
}

impl Default for News {
    fn default() -> News {
        News { sender: broadcast::channel(BACKLOG).0 }
    }
}

/// What a subscriber heard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// This game changed.
    Changed(GameNo),
    /// Changes were missed: any game may have changed.
    Missed,
    /// The store is gone: nothing more will be heard.
    Closed,
}

/// One subscriber's ear.
#[derive(Debug)]
pub struct Listener(broadcast::Receiver<Option<GameNo>>);

impl Listener {
    /// The next change.
    pub async fn next(&mut self) -> Heard {
        match self.0.recv().await {
            Ok(Some(game)) => Heard::Changed(game),
            Ok(None) => Heard::Missed,
            Err(broadcast::error::RecvError::Lagged(_)) => Heard::Missed,
            Err(broadcast::error::RecvError::Closed) => Heard::Closed,
        }
    }
}

impl News {
    /// Hears every change told from now on.
    pub(super) fn listen(&self) -> Listener {
        Listener(self.sender.subscribe())
    }

    /// Tells every subscriber that `games` changed.
    pub(crate) fn tell(&self, games: &[GameNo]) {
        for &game in games {
            // No subscriber is not a failure: nobody is looking.
            let _ = self.sender.send(Some(game));
        }
    }

    /// Tells every subscriber that any game may have changed (news was lost).
    pub(crate) fn tell_all(&self) {
        let _ = self.sender.send(None);
    }
}
