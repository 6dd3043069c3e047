//! The board page: a live board for every game, served by the bot itself (`BOT_WEB_ADDR`,
//! behind the operator's HTTPS proxy at `BOT_PUBLIC_URL`), and by `bot local --board`.
//!
//! One axum router of small handlers over one [`Web`] state:
//! - `GET /board` is the page; the link's secret rides in the address's fragment
//!   (`/board#<secret>`), which browsers never send to a server, so neither this bot nor the
//!   proxy in front of it ever logs a secret. The page sends it as the socket's first message.
//! - `GET /board.js` (and the modules it imports), `/board.css`, `/font.otf`, `/art/…` are
//!   its files, embedded in the binary ([`assets`]): the page needs nothing on the machine but
//!   the bot.
//! - `GET /socket` is the page's WebSocket ([`socket`]): the game's state pushed on every
//!   change ([`crate::store::news`]), and the player's moves in.
//! - `GET /replay.gif`, `POST /analysis`, `GET /analysis.png`: the finished game's replay and
//!   analysis ([`after`]), the link named in a header.
//!
//! - `GET /`, `GET /activity/app`, `POST /activity/session`: the same page as a Discord
//!   Activity ([`activity`]), where the operator set it up.
//!
//! Words are chosen here, at the edge ([`state`]): the host hands over a typed
//! [`crate::host::Page`]. A move from the page is [`Host::page_move`], the path `/move`
//! takes; its board post for the channel goes out through the adapter's [`Outlet`].

mod activity;
mod after;
mod assets;
mod socket;
mod state;

use std::sync::Arc;

use axum::{
    Router,
    extract::DefaultBodyLimit,
    routing::{get, post},
};
use tokio::net::TcpListener;

use crate::host::{Delivery, Host};

/// Where a page's move is shown besides the pages: the adapter's poster (Discord's channel
/// post, the console's board), which settles the delivery.
pub type Outlet = Arc<dyn Fn(Delivery) + Send + Sync>;

pub use activity::{Activity, Checked, Doorman, Turned, Visitor, instance_shaped};
pub use after::Analyst;

/// What every handler reads.
pub struct Web {
    /// The host.
    pub host: Arc<Host>,
    /// Where page moves are posted.
    pub outlet: Outlet,
    /// Where a finished game's page starts its analysis, if this process analyses for pages.
    pub analyst: Option<Analyst>,
    /// Who lets members into the page as a Discord Activity, where the operator set Activities
    /// up (`DISCORD_CLIENT_SECRET`).
    pub activity: Option<Activity>,
}

impl std::fmt::Debug for Web {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Web").finish_non_exhaustive()
    }
}

/// The page's routes.
pub fn router(web: Arc<Web>) -> Router {
    Router::new()
        .route("/", get(activity::page))
        .route("/activity/app", get(activity::app))
        .route(
            "/activity/session",
            post(activity::session).layer(DefaultBodyLimit::max(activity::MAX_SESSION)),
        )
        .route("/board", get(assets::page))
        .route("/{script}", get(assets::script))
        .route("/board.css", get(assets::style))
        .route("/font.otf", get(assets::font))
        .route("/art/{game}/{style}/{side}/{letter}", get(assets::art))
        .route("/socket", get(socket::upgrade))
        .route("/replay.gif", get(after::replay))
        .route("/analysis", post(after::analysis))
        .route("/analysis.png", get(after::graph))
        .fallback(assets::not_found)
        .with_state(web)
}

/// Serves the page on `listener` until the task is aborted.
pub async fn serve(listener: TcpListener, web: Arc<Web>) {
    use axum::serve::ListenerExt;
    // A state is small and sent at once: without TCP_NODELAY one sent soon after the last
    // waits for the page's delayed acknowledgement, up to 40 ms (BENCHMARKS.md).
    let listener = listener.tap_io(|tcp| {
        if let Err(e) = tcp.set_nodelay(true) {
            tracing::debug!("TCP_NODELAY could not be set on a page's connection: {e}");
        }
    });
    if let Err(e) = axum::serve(listener, router(web)).await {
        tracing::warn!("the board page stopped serving: {e}");
    }
}

/// Runs `f` on the blocking pool (the host blocks).
async fn blocking<T: Send + 'static>(
    web: &Arc<Web>,
    f: impl FnOnce(&Web) -> Result<T, crate::host::Refusal> + Send + 'static,
) -> Result<T, crate::host::Refusal> {
    use crate::host::{Refusal, RefusalKind};
    let web = web.clone();
    tokio::task::spawn_blocking(move || f(&web))
        .await
        .unwrap_or_else(|_| Err(Refusal::keyed(RefusalKind::Internal, "refusal-internal")))
}

/// A side as the page and its addresses name it.
fn side_key(side: rules::Side) -> &'static str {
    match side {
        rules::Side::First => "first",
        rules::Side::Second => "second",
    }
}

/// The side `key` names ([`side_key`]'s words).
fn side_named(key: &str) -> Option<rules::Side> {
    rules::Side::ALL.into_iter().find(|&s| side_key(s) == key)
}

/// The address of the board page of the link with `secret`, under `public_url` (the
/// address players reach, without a trailing slash).
pub fn link_address(public_url: &str, secret: &str) -> String {
    format!("{}/board#{secret}", public_url.trim_end_matches('/'))
}
