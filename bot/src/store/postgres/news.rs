//! What the other processes commit, heard through PostgreSQL's own `LISTEN`/`NOTIFY` (see
//! [`crate::store::news`]): one connection per process listens on channel `game_news`, on a
//! thread of its own, and tells the store's subscribers each game number it hears. A lost
//! connection is opened again (waiting longer each time, up to [`MOST_WAIT`]); what was said
//! meanwhile is lost, so the subscribers are told to look at everything again.

use std::{
    sync::{Weak, mpsc},
    time::Duration,
};

use postgres::{Client, NoTls, fallible_iterator::FallibleIterator};

use crate::{model::GameNo, store::news::News};

/// How long a look for notifications waits before checking that the store still exists.
const LOOK: Duration = Duration::from_secs(1);
/// The longest wait before connecting again.
const MOST_WAIT: Duration = Duration::from_secs(10);

/// Starts the listening thread; returns once the first `LISTEN` is in place (or failed: the
/// thread goes on trying, and the store's news is then late, not wrong).
pub(super) fn hear(config: postgres::Config, news: Weak<News>) {
    let (ready, started) = mpsc::channel();
    let spawned = std::thread::Builder::new().name("game-news".to_owned()).spawn(move || {
        let mut wait = Duration::from_millis(100);
        let mut first = true;
        loop {
            match listening(&config) {
                Ok(mut client) => {
                    wait = Duration::from_millis(100);
                    if first {
                        let _ = ready.send(());
                        first = false;
                    } else if let Some(news) = news.upgrade() {
                        news.tell_all();
                    }
                    if !relay(&mut client, &news) {
                        return;
                    }
                    tracing::warn!("the database's game news stopped; listening again");
                }
                Err(e) => {
                    if first {
                        let _ = ready.send(());
                        first = false;
                    }
                    tracing::warn!("cannot listen for the database's game news: {e}");
                }
            }
            if news.strong_count() == 0 {
                return;
            }
            std::thread::sleep(wait);
            wait = (wait * 2).min(MOST_WAIT);
        }
    });
    if spawned.is_ok() {
        let _ = started.recv_timeout(Duration::from_secs(10));
    }
}

fn listening(config: &postgres::Config) -> Result<Client, postgres::Error> {
    let mut client = config.connect(NoTls)?;
    client.batch_execute("LISTEN game_news")?;
    Ok(client)
}

/// Tells `news` every game number heard, until the connection fails (false once the store is
/// gone: nothing more to do).
fn relay(client: &mut Client, news: &Weak<News>) -> bool {
    loop {
        {
            let mut notifications = client.notifications();
            let mut heard = notifications.timeout_iter(LOOK);
            loop {
                match heard.next() {
                    Ok(Some(n)) => {
                        let Some(news) = news.upgrade() else { return false };
                        match n.payload().parse::<i64>() {
                            Ok(id) => news.tell(&[GameNo(id)]),
                            Err(_) => news.tell_all(),
                        }
                    }
                    // The wait ran out: is anyone still there?
                    Ok(None) => break,
                    Err(_) => return news.strong_count() > 0,
                }
            }
        }
        if news.strong_count() == 0 {
            return false;
        }
        if client.is_closed() {
            return true;
        }
    }
}
