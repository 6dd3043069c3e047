//! `/analyse` and the Analyse button: the analysis shown at once when it is kept, else a
//! public "Analysing… 12 / 80 positions" message edited as the engine's threads go, and
//! finally the summary. And `/hint`.

use std::sync::{Arc, Mutex, PoisonError};

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{
    Context, Data, Error,
    deliver::{Job, Original, Respond, answer_as, deliver, refuse},
    messages::{to_edit, words},
    people::{sight_of, who_and_where},
};
use crate::{
    host::{Analysing, Host, Refusal, RefusalKind, Reply, analysis_progress},
    i18n::Lang,
    model::{GameNo, Place, Sight},
    msg,
    thinkers::{AnalysisBusy, AnalysisEvent, OnAnalysis},
};

/// The engine's verdict on a finished game: accuracy, mistakes, better moves and a graph.
#[poise::command(slash_command)]
pub(super) async fn analyse(
    ctx: Context<'_>,
    #[description = "The game's number (default: the last game that ended in this channel)"]
    #[min = 1]
    id: Option<i64>,
) -> Result<(), Error> {
    let poise::Context::Application(actx) = ctx else {
        return Err("only slash commands are served".into());
    };
    let (_, place) = who_and_where(ctx);
    let sight = sight_of(ctx);
    let how = super::deliver::Slash::public(ctx, actx.interaction);
    run(ctx.data(), ctx.http(), &how, actx.interaction, place, sight, id.map(GameNo)).await
}

/// Your best move, shown to you alone, in a game against me (the game's record counts the
/// hints taken).
#[poise::command(slash_command)]
pub(super) async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let now = ctx.data().host.now();
    if let Err(left) = ctx.data().cooldowns.start(actor.id(), "hint", now, HINT_COOLDOWN) {
        let seconds = left.as_secs();
        return refuse(ctx, msg!("refusal-hint-cooldown", seconds = seconds)).await;
    }
    let who = actor.id();
    let shown = answer_as(ctx, Box::new(move |h: &Host| h.hint(&actor, place)), true).await?;
    if shown.is_none() {
        // Refused without a search: no reason to wait before the next.
        ctx.data().cooldowns.forget(who, "hint");
    }
    Ok(())
}

/// How long a player waits between two hints: each is a search on the machine's cores.
pub(super) const HINT_COOLDOWN: std::time::Duration = std::time::Duration::from_secs(5);

/// Answers an analysis request through `how`: the kept analysis at once, else the analysis
/// queued on the engine's threads and its first response (`original`) edited as it goes, at
/// every tenth of the positions and at the end.
pub(super) async fn run(
    data: &Data,
    http: &serenity::Http,
    how: &impl Respond,
    original: &impl Original,
    place: Place,
    sight: Sight,
    id: Option<GameNo>,
) -> Result<(), Error> {
    let (events, mut heard) = tokio::sync::mpsc::unbounded_channel();
    let thinkers = data.thinkers.clone();
    // Set when the engine took the analysis: which game, and the progress message's language.
    let queued: Arc<Mutex<Option<(Reply, GameNo, rules::GameId)>>> = Arc::default();
    let noted = queued.clone();
    let seen = sight.clone();
    let job: Job = Box::new(move |h: &Host| match h.analyse(place, &seen, id)? {
        Analysing::Done(reply) => Ok(*reply),
        Analysing::Needed(job) => {
            let started = h.analysis_started(place, &job);
            let (game, kind) = (job.game, job.kind());
            let listener: OnAnalysis = Arc::new(move |event| {
                // The listener is gone once its interaction is answered: nothing to tell.
                let _ = events.send(event);
            });
            thinkers.analyse(*job, listener).map_err(busy)?;
            *noted.lock().unwrap_or_else(PoisonError::into_inner) =
                Some((started.clone(), game, kind));
            Ok(started)
        }
    });
    let delivered = deliver(data, job, how).await?;
    let queued = queued.lock().unwrap_or_else(PoisonError::into_inner).take();
    let Some((started, game, kind)) = queued else { return Ok(()) };
    let lang = started.lang;
    let mut shown_tenths = 0;
    while let Some(event) = heard.recv().await {
        match event {
            AnalysisEvent::Progress { done, total } => {
                let tenths = (done * 10).checked_div(total).unwrap_or(10);
                if tenths > shown_tenths && done < total {
                    shown_tenths = tenths;
                    let text = analysis_progress(kind, game, done, total);
                    let edit = serenity::EditInteractionResponse::new().content(words(&text, lang));
                    if let Err(e) = original.edit(http, edit).await {
                        warn!("game {game}: the analysis's progress could not be shown: {e}");
                    }
                }
            }
            AnalysisEvent::Done => {
                let host = data.host.clone();
                let done =
                    tokio::task::spawn_blocking(move || host.analyse(place, &sight, Some(game)));
                let reply = match done.await? {
                    Ok(Analysing::Done(reply)) => *reply,
                    _ => failed(game, lang),
                };
                return show(http, original, &reply, delivered.posted.is_some(), how).await;
            }
            AnalysisEvent::Stopped => {
                return show(http, original, &failed(game, lang), false, how).await;
            }
        }
    }
    Ok(())
}

/// Shows the end of an analysis in its message, or in the channel when the interaction could
/// not be used (its token ran out, say).
async fn show(
    http: &serenity::Http,
    original: &impl Original,
    reply: &Reply,
    in_channel: bool,
    how: &impl Respond,
) -> Result<(), Error> {
    if !in_channel && original.edit(http, to_edit(reply)).await.is_ok() {
        return Ok(());
    }
    how.instead(&Ok(reply.clone())).await?;
    Ok(())
}

/// The words that end an analysis that stopped: what was found is kept.
fn failed(game: GameNo, lang: Lang) -> Reply {
    Reply::text(msg!("refusal-analysis-failed", id = game), lang)
}

/// Why the engine's threads did not take an analysis, for the one who asked.
pub(super) fn busy(why: AnalysisBusy) -> Refusal {
    match why {
        AnalysisBusy::Server => {
            Refusal::keyed(RefusalKind::TooOften, "refusal-analysis-server-busy")
        }
        AnalysisBusy::Full => Refusal::keyed(RefusalKind::TooOften, "refusal-analysis-busy"),
        AnalysisBusy::Stopping => Refusal::keyed(RefusalKind::Unavailable, "refusal-restarting"),
    }
}
