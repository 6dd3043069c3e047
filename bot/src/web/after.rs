//! After the game: its replay and its analysis for the page, as `/replay` and `/analyse` give
//! them in the channel.
//!
//! - `GET /replay.gif`: the game as an animated GIF.
//! - `POST /analysis`: the analysis's words once it is made, else where it stands; asking
//!   starts it where this process analyses games ([`Analyst`]), as `/analyse` does. The page
//!   asks again every few seconds while it shows "Analysing…".
//! - `GET /analysis.png`: the analysis's graph of winning chances, once it is made.
//!
//! Each names its link in an `Authorization: Bearer <secret>` header, never in the address,
//! so no log shows a secret. Making a GIF or a graph is a few hundred milliseconds of a core:
//! one is made at a time in the process ([`HEAVY`]), so a link holder cannot crowd out the
//! games.

use std::sync::Arc;

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde_json::json;
use tokio::sync::Semaphore;

use super::{Web, assets::secured, state};
use crate::{
    host::{Analysing, AnalysisJob, PageAnalysis, Refusal, RefusalKind, analysis_progress},
    i18n::Lang,
};

/// Starts an analysis on this process's engine threads (Discord's: the same queue as
/// `/analyse`); none where the process does not analyse for pages.
pub type Analyst = Arc<dyn Fn(AnalysisJob) -> Result<(), Refusal> + Send + Sync>;

/// One replay or graph made at a time.
static HEAVY: Semaphore = Semaphore::const_new(1);

/// The link's secret from `Authorization: Bearer …`.
fn bearer(headers: &HeaderMap) -> Option<String> {
    let value = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let secret = value.strip_prefix("Bearer ")?.trim();
    (!secret.is_empty() && secret.len() <= 128).then(|| secret.to_owned())
}

/// The reader's language, as the page names it (`Accept-Language`, set from its state).
pub(super) fn reader(headers: &HeaderMap) -> Lang {
    let said = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    said.and_then(|l| l.split(',').next()).and_then(Lang::from_locale).unwrap_or_default()
}

/// A refusal as the page shows it, in `lang`.
pub(super) fn refused(status: StatusCode, refusal: &Refusal, lang: Lang) -> Response {
    (status, secured("application/json", "no-store", state::refused(refusal, lang).to_string()))
        .into_response()
}

fn no_link(lang: Lang) -> Response {
    let refusal = Refusal::keyed(RefusalKind::NotAllowed, "page-link-missing");
    refused(StatusCode::UNAUTHORIZED, &refusal, lang)
}

/// Runs `f` on the blocking pool (the host blocks), one heavy answer at a time.
async fn heavy<T: Send + 'static>(
    f: impl FnOnce() -> Result<T, Refusal> + Send + 'static,
) -> Result<T, Refusal> {
    let Ok(_permit) = HEAVY.acquire().await else {
        return Err(Refusal::keyed(RefusalKind::Unavailable, "refusal-restarting"));
    };
    tokio::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|_| Err(Refusal::keyed(RefusalKind::Internal, "refusal-internal")))
}

/// `GET /replay.gif`.
pub(super) async fn replay(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    let lang = reader(&headers);
    let Some(secret) = bearer(&headers) else { return no_link(lang) };
    let host = web.host.clone();
    match heavy(move || host.page_replay(&secret)).await {
        Ok(file) => secured("image/gif", "private, no-store", file.bytes),
        Err(refusal) => refused(StatusCode::FORBIDDEN, &refusal, lang),
    }
}

/// `POST /analysis`.
pub(super) async fn analysis(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    let lang = reader(&headers);
    let Some(secret) = bearer(&headers) else { return no_link(lang) };
    let host = web.host.clone();
    // A finished analysis's answer draws its graph: heavy too.
    let PageAnalysis { analysing, lang, row } =
        match heavy(move || host.page_analysis(&secret)).await {
            Ok(answered) => answered,
            Err(refusal) => return refused(StatusCode::FORBIDDEN, &refusal, lang),
        };
    let body = match analysing {
        Analysing::Done(reply) => {
            let text = state::words_of_game(reply.text, lang, &row);
            json!({ "done": true, "text": text, "graph": reply.image.is_some() })
        }
        Analysing::Needed(job) => {
            let progress = analysis_progress(job.kind(), job.game, job.done(), job.total());
            let started = match &web.analyst {
                Some(start) => start(*job),
                None => Err(Refusal::keyed(RefusalKind::Unavailable, "page-analysis-elsewhere")),
            };
            if let Err(refusal) = started {
                return refused(StatusCode::SERVICE_UNAVAILABLE, &refusal, lang);
            }
            json!({ "done": false, "text": state::words_of_game(progress, lang, &row) })
        }
    };
    secured("application/json", "no-store", body.to_string())
}

/// `GET /analysis.png`.
pub(super) async fn graph(State(web): State<Arc<Web>>, headers: HeaderMap) -> Response {
    let lang = reader(&headers);
    let Some(secret) = bearer(&headers) else { return no_link(lang) };
    let host = web.host.clone();
    let made = heavy(move || match host.page_analysis(&secret)?.analysing {
        Analysing::Done(reply) => Ok(reply.image),
        Analysing::Needed(_) => Ok(None),
    })
    .await;
    match made {
        Ok(Some(picture)) => secured("image/png", "private, no-store", picture.png),
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(refusal) => refused(StatusCode::FORBIDDEN, &refusal, lang),
    }
}
