//! The page's files, embedded at build time from `web/` (the page's source: typed JavaScript
//! modules served as they are, so there is no build step), and the piece art of `pieces/`
//! through the renderer's own choice of picture.
//!
//! Every answer carries the security headers: a Content-Security-Policy that allows only this
//! origin's scripts, styles, pictures and socket (no inline script), no sniffing, no referrer
//! (the address could carry a secret in another page's hands), and no framing.

use std::sync::Arc;

use axum::{
    extract::Path,
    http::{HeaderMap, HeaderName, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use rules::GameId;

use super::Web;

const PAGE: &str = include_str!("../../../web/board.html");
/// The page's modules, by the name they are served under (`/board.js` imports the others).
const SCRIPTS: [(&str, &str); 6] = [
    ("board.js", include_str!("../../../web/board.js")),
    ("view.js", include_str!("../../../web/view.js")),
    ("draw.js", include_str!("../../../web/draw.js")),
    ("after.js", include_str!("../../../web/after.js")),
    ("activity.js", include_str!("../../../web/activity.js")),
    // Discord's Embedded App SDK, bundled with its notices by web/sdk-build.mjs.
    ("discord-sdk.js", include_str!("../../../web/discord-sdk.js")),
];
const STYLE: &str = include_str!("../../../web/board.css");
/// The renderer's subset of Noto Sans CJK (`fonts/`, SIL Open Font License), for devices
/// without a font for the river's words and Chinese move lists.
const FONT: &[u8] = include_bytes!("../../../fonts/NotoSansCJKtc-Bold-subset.otf");

/// Who may do what on the page.
pub(super) const POLICY: &str = "default-src 'none'; script-src 'self'; style-src 'self'; \
    img-src 'self' blob:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; \
    frame-ancestors 'none'";

/// How long the browser keeps a file before asking again.
const KEEP: &str = "public, max-age=3600";

/// The headers every answer carries.
pub(super) fn secured(
    kind: &'static str,
    cache: &'static str,
    body: impl IntoResponse,
) -> Response {
    let headers: [(HeaderName, HeaderValue); 6] = [
        (header::CONTENT_TYPE, HeaderValue::from_static(kind)),
        (header::CACHE_CONTROL, HeaderValue::from_static(cache)),
        (header::CONTENT_SECURITY_POLICY, HeaderValue::from_static(POLICY)),
        (header::X_CONTENT_TYPE_OPTIONS, HeaderValue::from_static("nosniff")),
        (header::REFERRER_POLICY, HeaderValue::from_static("no-referrer")),
        (header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY")),
    ];
    (headers, body).into_response()
}

/// A file the browser keeps and asks about again each visit: its tag is a digest of its
/// content, so a visit after the first costs a `304 Not Modified` for each.
fn revalidated(kind: &'static str, body: &'static str, headers: &HeaderMap) -> Response {
    let tag = format!("\"{:016x}\"", fnv1a(body.as_bytes()));
    let seen = headers.get(header::IF_NONE_MATCH).and_then(|v| v.to_str().ok());
    let mut answer = if seen.is_some_and(|s| s.split(',').any(|t| t.trim() == tag)) {
        (StatusCode::NOT_MODIFIED, secured(kind, "no-cache", "")).into_response()
    } else {
        secured(kind, "no-cache", body)
    };
    if let Ok(value) = HeaderValue::from_str(&tag) {
        answer.headers_mut().insert(header::ETAG, value);
    }
    answer
}

/// 64-bit FNV-1a: a tag for the embedded files, which change only with the build.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

/// `GET /board`: the page.
pub(super) async fn page(headers: HeaderMap) -> Response {
    revalidated("text/html; charset=utf-8", PAGE, &headers)
}

/// The page for Discord's clients to frame (the Activity, [`super::activity`]): the same
/// page, its policy letting them frame it and no `X-Frame-Options`.
pub(super) fn framed_page(headers: &HeaderMap, app: Option<u64>) -> Response {
    let mut answer = revalidated("text/html; charset=utf-8", PAGE, headers);
    let framed = format!("frame-ancestors {}", super::activity::framed_by(app));
    let policy = POLICY.replace("frame-ancestors 'none'", &framed);
    let kept = answer.headers_mut();
    kept.remove(header::X_FRAME_OPTIONS);
    if let Ok(value) = HeaderValue::from_str(&policy) {
        kept.insert(header::CONTENT_SECURITY_POLICY, value);
    }
    answer
}

/// `GET /board.js`, `/view.js`, `/draw.js`, `/after.js`: the page's modules.
pub(super) async fn script(Path(name): Path<String>, headers: HeaderMap) -> Response {
    match SCRIPTS.iter().find(|(served, _)| *served == name) {
        Some((_, body)) => revalidated("text/javascript; charset=utf-8", body, &headers),
        None => not_found().await,
    }
}

/// `GET /board.css`.
pub(super) async fn style(headers: HeaderMap) -> Response {
    revalidated("text/css; charset=utf-8", STYLE, &headers)
}

/// `GET /font.otf`: fetched only by a device missing the characters it covers.
pub(super) async fn font() -> Response {
    secured("font/otf", KEEP, FONT)
}

/// Anything else.
pub(super) async fn not_found() -> Response {
    let body = "Nothing here. The board page is at /board, from a link the bot gives out.\n";
    (StatusCode::NOT_FOUND, secured("text/plain; charset=utf-8", "no-cache", body)).into_response()
}

/// `GET /art/{game}/{style}/{side}/{letter}`: a piece's SVG, as the pictures draw it in
/// that style (a piece drawn as letters, or as a glyph on a disc, gets its picture here and
/// its disc on the page).
pub(super) async fn art(
    axum::extract::State(_): axum::extract::State<Arc<Web>>,
    Path((game, style, side, letter)): Path<(String, String, String, String)>,
) -> Response {
    let game: Option<GameId> = game.parse().ok();
    let style = render::PieceStyle::from_key(&style);
    let side = super::side_named(&side);
    let mut letters = letter.chars();
    let letter = match (letters.next(), letters.next()) {
        (Some(l), None) if l.is_ascii_uppercase() => Some(l),
        _ => None,
    };
    let (Some(game), Some(style), Some(side), Some(letter)) = (game, style, side, letter) else {
        return not_found().await;
    };
    match render::piece_look(game, side, letter, style.in_game(game)) {
        render::PieceLook::Token(svg)
        | render::PieceLook::Figurine(svg)
        | render::PieceLook::Icon(svg) => secured("image/svg+xml", KEEP, svg),
        render::PieceLook::Letters => not_found().await,
    }
}
