//! `bot local --board`: the board page on this machine, for a game with no Discord at all.
//!
//! The page is served on `BOT_WEB_ADDR` (default `127.0.0.1:0`: a free port the system picks)
//! by a small runtime on a thread of its own; each person at the console gets a link of their
//! own, printed. A move made on a page reaches the console through the same channel as typed
//! lines ([`Fed::Page`]), so the console shows it, and the computer answers it, as it does a
//! typed move.

use std::{
    net::SocketAddr,
    sync::{Arc, mpsc},
};

use super::{LocalError, input::Fed};
use crate::{host::Host, web};

/// Where the page is served when `BOT_WEB_ADDR` does not say.
const DEFAULT_ADDR: &str = "127.0.0.1:0";

/// Starts serving the page for `host`; page moves are fed to `feed`. Returns the address.
///
/// # Errors
/// The address is malformed or cannot be listened on.
pub(super) fn serve(host: Arc<Host>, feed: mpsc::Sender<Fed>) -> Result<SocketAddr, LocalError> {
    let wanted = std::env::var("BOT_WEB_ADDR").ok().filter(|a| !a.trim().is_empty());
    let wanted = wanted.as_deref().unwrap_or(DEFAULT_ADDR);
    let addr: SocketAddr = wanted.trim().parse().map_err(|_| {
        LocalError::Refused(format!("BOT_WEB_ADDR must be an address and port, not {wanted:?}"))
    })?;
    let listener = std::net::TcpListener::bind(addr)
        .and_then(|l| l.set_nonblocking(true).map(|()| l))
        .map_err(|e| LocalError::Refused(format!("cannot serve the board on {addr}: {e}")))?;
    let bound = listener
        .local_addr()
        .map_err(|e| LocalError::Refused(format!("cannot serve the board on {addr}: {e}")))?;
    let outlet: web::Outlet = Arc::new(move |delivery| {
        // The console settles it once shown; a console that ended shows nothing more.
        let _ = feed.send(Fed::Page(Box::new(delivery)));
    });
    // The console analyses a game when asked at its prompt (`analyse`), not for pages.
    let state = Arc::new(web::Web { host, outlet, analyst: None, activity: None });
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .enable_all()
        .build()
        .map_err(|e| LocalError::Refused(format!("cannot serve the board: {e}")))?;
    // Detached: the page is served until the process ends.
    std::thread::spawn(move || {
        runtime.block_on(async move {
            match tokio::net::TcpListener::from_std(listener) {
                Ok(listener) => web::serve(listener, state).await,
                Err(e) => tracing::warn!("the board page cannot be served: {e}"),
            }
        });
    });
    Ok(bound)
}
