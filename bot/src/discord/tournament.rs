//! `/tournament`: announce one (in a thread of its own, with Join and Leave buttons), start
//! it, see the standings, list a server's tournaments, withdraw; and the work the host hands
//! the adapter as rounds go by: a thread for each board's game, the rounds' announcements.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{
    Context, Error,
    choices::GameChoice,
    deliver::{answer, refuse},
    messages::{fit, post, words},
    people::{user, who_and_where},
    sweep::blocking,
    threads,
};
use crate::{
    host::{BoardStart, Host, Refusal, RefusalKind, TournamentSpec},
    i18n::Lang,
    model::{ChannelId, TournamentNo},
    msg,
    text::{Msg, Text},
    thinkers::Thinkers,
    tournament::Format,
};

/// Tournaments: announce one, start it, see its standings, list them, withdraw.
#[poise::command(
    slash_command,
    guild_only,
    check = "super::reach::installed_here",
    subcommands("create", "start", "standings", "show", "list", "withdraw", "cancel"),
    subcommand_required
)]
pub(super) async fn tournament(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Announce a tournament in this channel; players join with its buttons (managers only).
// One argument per option, as poise reads them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
async fn create(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Round robin (everyone meets everyone) or Swiss (paired by score)"]
    format: Format,
    #[description = "A Swiss's number of rounds"]
    #[min = 1]
    #[max = 15]
    rounds: Option<u16>,
    #[description = "The games' clock, like 5+3 (default: correspondence, a round lasting days)"]
    #[autocomplete = "super::commands::time_controls"]
    clock: Option<String>,
    #[description = "Days a correspondence round lasts (default 7)"]
    #[min = 1]
    #[max = 60]
    days: Option<u16>,
    #[description = "Start by itself this many hours from now (default: when you use /tournament start)"]
    #[min = 1]
    #[max = 720]
    starts_in: Option<u16>,
    #[description = "Its name"] name: Option<String>,
    #[description = "Enter me, the computer, at this level (1-8) to make the numbers even"]
    #[min = 1]
    #[max = 8]
    bot_level: Option<u8>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let clock = match crate::host::read_clock(clock.as_deref()) {
        Ok(clock) => clock,
        Err(refusal) => return refuse(ctx, refusal.message).await,
    };
    let bot = match bot_level.map(engine::Level::new) {
        None => None,
        Some(Some(level)) => {
            let me = ctx.serenity_context().cache.current_user().clone();
            let me = user(&serenity::User::from(me), None);
            Some((crate::model::User { bot: true, ..me }, level))
        }
        Some(None) => return refuse(ctx, Msg::new("refusal-level-range")).await,
    };
    let spec = TournamentSpec {
        game: game.0,
        format,
        rounds,
        clock,
        round_days: days,
        starts_in_hours: starts_in,
        name: name.clone(),
        bot,
    };
    let host = ctx.data().host.clone();
    let made =
        tokio::task::spawn_blocking(move || host.create_tournament(&actor, place, spec)).await?;
    let (id, reply) = match made {
        Ok(made) => made,
        Err(refusal) => return refuse(ctx, refusal.message).await,
    };
    // Its rounds are announced in a thread of its own, started from here.
    ctx.defer().await?;
    let lang = match ctx {
        poise::Context::Application(a) => {
            a.interaction.guild_locale.as_deref().and_then(Lang::from_locale)
        }
        poise::Context::Prefix(_) => None,
    };
    let title = match name.as_deref().map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => name.to_owned(),
        None => words(
            &Text::from(msg!("tournament-default-name", id = id.0)),
            lang.unwrap_or(Lang::EnUs),
        ),
    };
    let Some(thread) = start_thread(ctx.http(), ctx.channel_id(), &title).await else {
        // Every game of a tournament is played in a thread of its own: without threads here
        // it could never begin.
        let host = ctx.data().host.clone();
        tokio::task::spawn_blocking(move || host.call_off(id)).await??;
        let job = Box::new(|_: &Host| {
            Err(Refusal::keyed(RefusalKind::NotAllowed, "refusal-tournament-no-thread"))
        });
        return answer(ctx, job).await;
    };
    // The thread is noted before the announcement is posted there: its buttons work at once.
    let noted = ChannelId(thread.get());
    let host = ctx.data().host.clone();
    tokio::task::spawn_blocking(move || host.note_tournament_message(id, Some(noted), 0)).await??;
    let shown = threads::answer_in(ctx, Box::new(move |_: &Host| Ok(reply)), thread).await?;
    if let Some((_, message)) = shown {
        let host = ctx.data().host.clone();
        let message = message.get();
        tokio::task::spawn_blocking(move || host.note_tournament_message(id, Some(noted), message))
            .await??;
    }
    Ok(())
}

/// Start your tournament now (its organiser, or a manager).
#[poise::command(slash_command)]
async fn start(
    ctx: Context<'_>,
    #[description = "The tournament's number (#3 in its announcement)"] id: i64,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.start_tournament(&actor, place, TournamentNo(id)))).await
}

/// The standings of a tournament of this server (the newest, unless you give its number).
#[poise::command(slash_command)]
async fn standings(
    ctx: Context<'_>,
    #[description = "The tournament's number"] id: Option<i64>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let id = id.map(TournamentNo);
    answer(ctx, Box::new(move |h: &Host| h.tournament_standings(&actor, place, id))).await
}

/// A tournament of this server: what it is, who plays, and its standings.
#[poise::command(slash_command)]
async fn show(
    ctx: Context<'_>,
    #[description = "The tournament's number"] id: i64,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.tournament_show(&actor, place, TournamentNo(id)))).await
}

/// The tournaments of this server: those going, or the past ones.
#[poise::command(slash_command)]
async fn list(
    ctx: Context<'_>,
    #[description = "List the finished ones instead"] past: Option<bool>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let past = past.unwrap_or(false);
    answer(ctx, Box::new(move |h: &Host| h.tournament_list(&actor, place, past, 0))).await
}

/// Leave a tournament you are playing in: your game going and the rest are forfeited.
#[poise::command(slash_command)]
async fn withdraw(
    ctx: Context<'_>,
    #[description = "The tournament's number"] id: i64,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let job = move |h: &Host| h.withdraw_from_tournament(&actor, place, TournamentNo(id));
    answer(ctx, Box::new(job)).await
}

/// Call off a tournament (its organiser, or a manager): its games going end as games.
#[poise::command(slash_command)]
async fn cancel(
    ctx: Context<'_>,
    #[description = "The tournament's number"] id: i64,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.cancel_tournament(&actor, place, TournamentNo(id))))
        .await
}

/// A public thread of `channel` named `name`, or `None` (logged) if Discord refused it.
async fn start_thread(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    name: &str,
) -> Option<serenity::ChannelId> {
    let create = serenity::CreateThread::new(fit(name, threads::MAX_NAME))
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    match channel.create_thread(http, create).await {
        Ok(thread) => Some(thread.id),
        Err(e) => {
            warn!("no thread for a tournament in channel {channel}: {e}");
            None
        }
    }
}

/// The tournament work waiting: every board whose game is to start gets a thread (unless it
/// has one from an earlier try) and its first board there; then the rounds' announcements and
/// the final standings are posted in the tournaments' threads.
pub(super) async fn work(http: &serenity::Http, host: &Arc<Host>, thinkers: &Thinkers) -> bool {
    // A few at a time, so the claim (a minute) outlasts the threads and posts they take.
    let to_start = |h: &Host| h.boards_to_start(4);
    let Some(starts) = blocking(host, "reading tournament boards", to_start).await else {
        return false;
    };
    let mut did = !starts.is_empty();
    for s in starts {
        let board = s.board.clone();
        if let Err(e) = start_board(http, host, thinkers, s).await {
            warn!("a tournament board could not start: {e}");
            let release = move |h: &Host| h.release_board(&board);
            blocking(host, "letting a tournament board go", release).await;
        }
    }
    let read = blocking(host, "reading tournament announcements", Host::tournament_posts).await;
    let Some(posts) = read else { return did };
    did |= !posts.is_empty();
    for p in posts {
        let channel = serenity::ChannelId::new(p.channel.0.max(1));
        if let Err(e) = post(http, channel, &p.reply).await {
            warn!("a tournament announcement could not be posted in {channel}: {e}");
        }
    }
    did
}

/// Runs [`work`] in a task of its own unless one is running: the flag timer's loop must not
/// wait on threads and uploads. While `waiting` looks left (the pairing's commit may land a
/// moment after its signal), it tries again until it finds something to do.
pub(super) fn kick(
    http: &Arc<serenity::Http>,
    host: &Arc<Host>,
    thinkers: &Arc<Thinkers>,
    busy: &Arc<std::sync::atomic::AtomicBool>,
    looks: &Arc<std::sync::atomic::AtomicU32>,
) {
    use std::sync::atomic::Ordering;
    if busy.swap(true, Ordering::SeqCst) {
        return;
    }
    let (http, host, thinkers) = (http.clone(), host.clone(), thinkers.clone());
    let (busy, looks) = (busy.clone(), looks.clone());
    tokio::spawn(async move {
        let did = work(&http, &host, &thinkers).await;
        if did {
            // More may wait (a few boards are taken at a time).
            looks.store(LOOKS, Ordering::SeqCst);
        } else {
            let _ = looks.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |l| l.checked_sub(1));
        }
        busy.store(false, Ordering::SeqCst);
    });
}

/// How many times the flag timer's loop looks again for tournament work after a signal
/// (a look every 200 ms: two seconds).
pub(super) const LOOKS: u32 = 10;

/// Posts how a game decided at its round's deadline ended, in its thread, then archives it.
pub(super) async fn post_decided(http: &serenity::Http, p: crate::host::TournamentPost) {
    let channel = serenity::ChannelId::new(p.channel.0.max(1));
    match post(http, channel, &p.reply).await {
        Ok(_) => threads::archive_after(http, &p.reply).await,
        Err(e) => warn!("a decided tournament game could not be told in {channel}: {e}"),
    }
}

/// Starts one board: its thread, its game, its first board in the thread.
async fn start_board(
    http: &serenity::Http,
    host: &Arc<Host>,
    thinkers: &Thinkers,
    s: BoardStart,
) -> Result<(), Error> {
    let thread = match s.board.thread {
        Some(thread) => serenity::ChannelId::new(thread.0.max(1)),
        None => {
            let (round, board) = (u32::from(s.round), u32::from(s.board.board));
            let names = (s.names.0.as_str(), s.names.1.as_str());
            let name = threads::name_with(s.lang, names, |first, second| {
                msg!(
                    "tournament-thread-name",
                    round = round,
                    board = board,
                    first = first,
                    second = second
                )
            });
            let parent = serenity::ChannelId::new(s.place.channel.0.max(1));
            let Some(thread) = start_thread(http, parent, &name).await else {
                return Err("Discord refused the board's thread".into());
            };
            let (h, b, t) = (host.clone(), s.board.clone(), ChannelId(thread.get()));
            // Another process may have noted a thread first: that one is the board's.
            let noted = tokio::task::spawn_blocking(move || h.note_board_thread(&b, t)).await??;
            serenity::ChannelId::new(noted.0.max(1))
        }
    };
    let (h, b, t) = (host.clone(), s.board.clone(), ChannelId(thread.get()));
    let reply =
        tokio::task::spawn_blocking(move || h.start_board(&b, t)).await?.map_err(refused)?;
    post(http, thread, &reply).await?;
    if let Some(turn) = reply.live_turn {
        super::deliver::shown_at(host, turn).await;
    }
    if let Some(due) = reply.engine {
        thinkers.wake(due);
    }
    Ok(())
}

fn refused(refusal: Refusal) -> Error {
    refusal.to_string().into()
}
