//! The slash commands. Each is a small function that reads its options and hands the work to
//! the host; the doc comments are the help text Discord shows.

use poise::serenity_prelude as serenity;

use std::time::Duration;

use super::{
    Context, Data, Error,
    choices::{GameChoice, LanguageChoice, PiecesChoice, ScopeChoice},
    deliver::{answer, answer_as, answer_privately, refuse},
    messages::reader,
    people::{sight_of, user, who_and_where},
    sight,
    threads::{self, Venue},
};
use crate::{
    host::{ActionId, DailyChange, Host, MAX_CHOICES, StyleChange},
    i18n::Lang,
    live::Pace,
    model::{ChannelId, GameNo, Orientation, SideChoice, UserId},
    msg,
    store::{HistoryQuery, ServerSettings},
    text::Msg,
};

/// Every command, in the order Discord lists them.
pub(super) fn all() -> Vec<poise::Command<Data, Error>> {
    vec![
        challenge(),
        play(),
        resign(),
        draw(),
        takeback(),
        abort(),
        claim(),
        board(),
        moves(),
        rules(),
        games(),
        orientation(),
        pieces(),
        history(),
        show(),
        export(),
        replay(),
        super::analysis::analyse(),
        super::analysis::hint(),
        super::puzzles::puzzle(),
        super::learn::learn(),
        rating(),
        leaderboard(),
        super::tournament::tournament(),
        settings(),
    ]
}

/// Challenge someone to a game in this channel, or challenge me to play against the computer.
// One argument per option, as poise reads them.
#[allow(clippy::too_many_arguments)]
#[poise::command(slash_command)]
async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you want to play (choose me to play the computer)"]
    opponent: serenity::User,
    #[description = "Which game"] game: GameChoice,
    #[description = "Which side you play (default: random)"] side: Option<SideChoice>,
    #[description = "Start from this position string instead of the usual start"] position: Option<
        String,
    >,
    #[description = "How strongly I play when you challenge me: 1 (gentle) to 8 (strongest); default 3"]
    #[min = 1]
    #[max = 8]
    level: Option<u8>,
    #[description = "Play the game in a thread of its own (default: this server's setting)"]
    thread: Option<bool>,
    #[description = "Play against the clock: minutes each + seconds per move, like 5+3 (default: no clock)"]
    #[autocomplete = "time_controls"]
    clock: Option<String>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let side = side.unwrap_or(SideChoice::Random);
    let clock = match crate::host::read_clock(clock.as_deref()) {
        Ok(clock) => clock,
        Err(refusal) => return refuse(ctx, refusal.message).await,
    };
    if opponent.id == ctx.framework().bot_id() {
        // A game against the bot itself begins at once.
        let level = match level.map(engine::Level::new) {
            None => engine::Level::DEFAULT,
            Some(Some(level)) => level,
            Some(None) => return refuse(ctx, Msg::new("refusal-level-range")).await,
        };
        let me = user(&opponent, None);
        let names = (actor.user.name.as_str(), me.name.as_str());
        let venue = threads::venue(ctx, &actor, place, thread, names, game.0).await?;
        let place = threads::in_place(place, &venue);
        let job = Box::new(move |h: &Host| {
            let position = position.as_deref();
            h.challenge_engine(&actor, place, &me, game.0, side, position, level, clock)
        });
        match venue {
            Venue::Here | Venue::NoThread(_) => answer(ctx, job).await?,
            Venue::Thread(thread) => threads::answer_in(ctx, job, thread).await.map(drop)?,
        }
        return threads::explain(ctx, &venue).await;
    }
    if level.is_some() {
        let me = UserId(ctx.framework().bot_id().get());
        return refuse(ctx, msg!("refusal-level-for-bot", me = me)).await;
    }
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.data.resolved.members.get(&opponent.id),
        poise::Context::Prefix(_) => None,
    };
    // Someone who is not in the server, or cannot see this channel, could never answer.
    if let Some(guild) = ctx.guild_id() {
        let them = UserId(opponent.id.get());
        let Some(member) = member else {
            return refuse(ctx, msg!("refusal-not-a-member", them = them)).await;
        };
        if !sight::sees(ctx.cache(), guild, ctx.channel_id(), opponent.id, member) {
            return refuse(ctx, msg!("refusal-cannot-see-channel", them = them)).await;
        }
    }
    let nick = member.and_then(|m| m.nick.clone());
    let mut opponent = user(&opponent, None);
    if let Some(nick) = nick {
        opponent.name = nick;
    }
    let names = (actor.user.name.as_str(), opponent.name.as_str());
    let venue = threads::venue(ctx, &actor, place, thread, names, game.0).await?;
    let place = threads::in_place(place, &venue);
    let job = Box::new(move |h: &Host| {
        h.challenge(&actor, place, &opponent, game.0, side, position.as_deref(), clock)
    });
    // Remember which message shows the challenge, to mark it when it expires.
    let shown = match venue {
        Venue::Here | Venue::NoThread(_) => match answer_as(ctx, job, false).await? {
            Some(shown) => {
                let message = shown.message(ctx).await;
                (shown.reply, message)
            }
            None => return Ok(()),
        },
        Venue::Thread(thread) => match threads::answer_in(ctx, job, thread).await? {
            Some((reply, message)) => (reply, Ok(message)),
            None => return Ok(()),
        },
    };
    threads::explain(ctx, &venue).await?;
    let (reply, message) = shown;
    let challenge = reply.actions.iter().find_map(|a| match a.id {
        ActionId::Challenge { challenge, .. } => Some(challenge),
        _ => None,
    });
    if let Some(id) = challenge {
        // The challenge stands either way; without its message it expires unmarked.
        let message = match message {
            Ok(message) => message.get(),
            Err(e) => {
                tracing::warn!(
                    "challenge {id}: its message is unknown, so its expiry goes unmarked: {e}"
                );
                return Ok(());
            }
        };
        let host = ctx.data().host.clone();
        tokio::task::spawn_blocking(move || host.note_challenge_message(id, message)).await??;
    }
    Ok(())
}

/// Play a move in this channel's game (the list shows your legal moves as you type).
#[poise::command(slash_command, rename = "move")]
async fn play(
    ctx: Context<'_>,
    #[rename = "move"]
    #[description = "Your move, in any accepted notation"]
    #[autocomplete = "legal_moves"]
    text: String,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.play_move(&actor, place, &text, None))).await
}

/// The legal moves matching what has been typed, at most 25: Discord's limit.
/// Someone whose Discord is in Chinese sees the moves in Chinese notation first.
async fn legal_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (_, place) = who_and_where(ctx);
    let typed = partial.to_owned();
    offer(ctx, move |h: &Host| h.move_choices(place, &typed)).await
}

/// The time controls offered as the clock is typed: the presets, and what was typed when it
/// reads as one.
pub(super) async fn time_controls(
    ctx: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    let typed = partial.to_owned();
    offer(ctx, move |_: &Host| Ok(crate::host::clock_choices(&typed))).await
}

/// Autocomplete choices from the host, off the runtime and within the deadline.
pub(super) async fn offer(
    ctx: Context<'_>,
    lookup: impl FnOnce(&Host) -> Result<Vec<crate::host::Choice>, crate::host::Refusal>
    + Send
    + 'static,
) -> serenity::CreateAutocompleteResponse {
    let within = ctx.data().autocomplete_within;
    let lang = ctx.locale().map_or(Lang::EnUs, reader);
    let mut response = serenity::CreateAutocompleteResponse::new();
    // Autocomplete cannot be deferred: past its deadline, offer nothing rather than fail.
    if within.is_zero() {
        return response;
    }
    let host = ctx.data().host.clone();
    let lookup = tokio::task::spawn_blocking(move || lookup(&host));
    if let Ok(Ok(Ok(choices))) = tokio::time::timeout(within, lookup).await {
        for c in choices.into_iter().take(MAX_CHOICES) {
            // A choice's name is at most 100 characters.
            let label = super::messages::fit(&c.label.words(lang, &super::Discord), 100);
            response = response.add_string_choice(label, c.value);
        }
    }
    response
}

/// Resign this channel's game.
#[poise::command(slash_command)]
async fn resign(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.resign(&actor, place))).await
}

/// Offer a draw, or accept the draw your opponent offered.
#[poise::command(slash_command)]
async fn draw(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.offer_draw(&actor, place))).await
}

/// Ask your opponent to let you take back your last move.
#[poise::command(slash_command)]
async fn takeback(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.request_takeback(&actor, place))).await
}

/// Call off this channel's game without a result (before both players have moved, or by a
/// moderator).
#[poise::command(slash_command)]
async fn abort(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.abort(&actor, place))).await
}

/// Claim the game when your opponent has let the turn time limit run out.
#[poise::command(slash_command)]
async fn claim(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.claim_timeout(&actor, place))).await
}

/// Show the board of this channel's game.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| h.board_for(&actor, place))).await
}

/// List the legal moves in this channel's game, or show where one piece can go.
#[poise::command(slash_command)]
async fn moves(
    ctx: Context<'_>,
    #[description = "A square, like e4: the board with that piece's moves marked"]
    #[autocomplete = "squares"]
    square: Option<String>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    match square {
        Some(square) => {
            answer_privately(ctx, Box::new(move |h: &Host| h.piece_moves(&actor, place, &square)))
                .await
        }
        None => answer_privately(ctx, Box::new(move |h: &Host| h.legal_moves(&actor, place))).await,
    }
}

/// The squares of the pieces that can move, matching what has been typed.
async fn squares(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let (_, place) = who_and_where(ctx);
    let typed = partial.to_owned();
    offer(ctx, move |h: &Host| h.square_choices(place, &typed)).await
}

/// How a game is played, with a picture of its start position.
#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    answer(ctx, Box::new(move |h: &Host| Ok(h.rules_here(game.0, place, &actor)))).await
}

/// The games you can play here, and the games in progress on this server.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    let (_, place) = who_and_where(ctx);
    let sight = sight_of(ctx);
    answer(ctx, Box::new(move |h: &Host| h.games(place, &sight))).await
}

/// Choose which way up boards are drawn for you (the Flip button turns any one board).
#[poise::command(slash_command)]
async fn orientation(
    ctx: Context<'_>,
    #[description = "Which side goes at the bottom of the boards that answer you"]
    view: Orientation,
) -> Result<(), Error> {
    let (actor, _) = who_and_where(ctx);
    answer_privately(ctx, Box::new(move |h: &Host| h.set_orientation(&actor, view))).await
}

/// Finished and ongoing games, newest first, ten to a page.
#[poise::command(slash_command)]
async fn history(
    ctx: Context<'_>,
    #[description = "Only games of this player"] player: Option<serenity::User>,
    #[description = "Only this game"] game: Option<GameChoice>,
    #[description = "This server (default) or this channel"] scope: Option<ScopeChoice>,
) -> Result<(), Error> {
    let (_, place) = who_and_where(ctx);
    let query = HistoryQuery {
        server: place.server,
        channel: matches!(scope, Some(ScopeChoice::Channel)).then_some(place.channel),
        player: player.map(|p| UserId(p.id.get())),
        game: game.map(|g| g.0),
    };
    let sight = sight_of(ctx);
    answer(ctx, Box::new(move |h: &Host| h.history(query, &sight, 0))).await
}

/// Any game at any ply, with buttons to step through it.
#[poise::command(slash_command)]
async fn show(
    ctx: Context<'_>,
    #[description = "The game's number (from /history)"]
    #[min = 1]
    id: i64,
    #[description = "The ply to show (default: the last)"] ply: Option<u32>,
) -> Result<(), Error> {
    let (_, place) = who_and_where(ctx);
    let sight = sight_of(ctx);
    answer(ctx, Box::new(move |h: &Host| h.show(place, &sight, GameNo(id), ply))).await
}

/// A game's record as a file (PGN; Xiangqi in the form Fairy-Stockfish tools read).
#[poise::command(slash_command)]
async fn export(
    ctx: Context<'_>,
    #[description = "The game's number (from /history)"]
    #[min = 1]
    id: i64,
) -> Result<(), Error> {
    let (_, place) = who_and_where(ctx);
    let sight = sight_of(ctx);
    answer(ctx, Box::new(move |h: &Host| h.export(place, &sight, GameNo(id)))).await
}

/// How long a player waits between two `/replay`s: each renders every ply of a game.
pub(super) const REPLAY_COOLDOWN: Duration = Duration::from_secs(10);

/// An animated picture of a whole game, one frame per move.
#[poise::command(slash_command)]
async fn replay(
    ctx: Context<'_>,
    #[description = "The game's number (from /history)"]
    #[min = 1]
    id: i64,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let data = ctx.data();
    let now = data.host.now();
    // One slot of the few replays made at once, held until this one is done.
    let Ok(slot) = data.replays.clone().try_acquire_owned() else {
        return refuse(ctx, Msg::new("refusal-replays-busy")).await;
    };
    if let Err(left) = data.cooldowns.start(actor.id(), "replay", now, REPLAY_COOLDOWN) {
        let seconds = left.as_secs();
        return refuse(ctx, msg!("refusal-replay-cooldown", seconds = seconds)).await;
    }
    let sight = sight_of(ctx);
    answer(
        ctx,
        Box::new(move |h: &Host| {
            let _slot = slot;
            h.replay(place, &sight, GameNo(id))
        }),
    )
    .await
}

/// A player's ratings and results on this server.
#[poise::command(slash_command)]
async fn rating(
    ctx: Context<'_>,
    #[description = "Whose (default: yours)"] player: Option<serenity::User>,
    #[description = "Live games or correspondence games (default: both)"] pace: Option<Pace>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let who = player.map_or(actor.user, |p| user(&p, None));
    answer(ctx, Box::new(move |h: &Host| h.rating(place, &who, pace))).await
}

/// The best players of a game on this server.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "Live games or correspondence games (default: correspondence)"] pace: Option<
        Pace,
    >,
) -> Result<(), Error> {
    let (_, place) = who_and_where(ctx);
    let pace = pace.unwrap_or(Pace::Correspondence);
    answer(ctx, Box::new(move |h: &Host| h.leaderboard(place, game.0, pace))).await
}

/// This server's settings: reminders, the turn time limit, how boards are drawn, the language.
// Poise reads each option of a slash command from an argument of its own.
#[allow(clippy::too_many_arguments)]
#[poise::command(
    slash_command,
    guild_only,
    check = "super::reach::installed_here",
    default_member_permissions = "MANAGE_GUILD"
)]
async fn settings(
    ctx: Context<'_>,
    #[description = "Remind the player to move after this many hours (0: never)"]
    #[max = 2160]
    reminder_hours: Option<u32>,
    #[description = "Hours per turn before the opponent may claim the game"]
    #[min = 1]
    #[max = 2160]
    timeout_hours: Option<u32>,
    #[description = "How boards are drawn for players who chose nothing"] orientation: Option<
        Orientation,
    >,
    #[description = "How pieces are drawn for players who chose nothing"] pieces: Option<
        PiecesChoice,
    >,
    #[description = "The game the pieces setting is for (every game if left out)"]
    pieces_game: Option<GameChoice>,
    #[description = "The language of the bot's posts in this server (turns, challenges, results)"]
    language: Option<LanguageChoice>,
    #[description = "Whether each challenge starts its game in a thread of its own"]
    threads: Option<bool>,
    #[description = "Whether every member may announce tournaments (default: only managers)"]
    tournaments: Option<bool>,
    #[description = "Post a puzzle every day in this channel"] daily_puzzle: Option<
        serenity::ChannelId,
    >,
    #[description = "The hour (UTC, 0-23) the daily puzzle is posted at; default 12"]
    #[max = 23]
    daily_puzzle_hour: Option<u8>,
    #[description = "Stop posting the daily puzzle"] daily_puzzle_off: Option<bool>,
) -> Result<(), Error> {
    let (actor, place) = who_and_where(ctx);
    let change = ServerSettings {
        turn_timeout: timeout_hours.map(|h| Duration::from_secs(u64::from(h) * 3_600)),
        reminder: reminder_hours.map(|h| Duration::from_secs(u64::from(h) * 3_600)),
        orientation,
        language: language.and_then(|l| l.0),
        discord_language: None,
        forget_language: language.is_some_and(|l| l.0.is_none()),
        threads,
        tournaments,
    };
    let pieces = pieces.map(|p| StyleChange { game: pieces_game.map(|g| g.0), style: p.style() });
    let daily = DailyChange {
        channel: daily_puzzle.map(|c| ChannelId(c.get())),
        hour: daily_puzzle_hour,
        off: daily_puzzle_off == Some(true),
    };
    answer_privately(
        ctx,
        Box::new(move |h: &Host| {
            if !daily.is_empty() {
                h.set_daily_puzzle(&actor, place, daily)?;
            }
            h.settings(&actor, place, change, pieces)
        }),
    )
    .await
}

/// Choose how the pieces of a game are drawn on the boards that answer you.
#[poise::command(slash_command)]
async fn pieces(
    ctx: Context<'_>,
    #[description = "Which game"] game: GameChoice,
    #[description = "How its pieces are drawn for you"] style: PiecesChoice,
) -> Result<(), Error> {
    let (actor, _) = who_and_where(ctx);
    let change = StyleChange { game: Some(game.0), style: style.style() };
    answer_privately(ctx, Box::new(move |h: &Host| h.set_own_piece_style(&actor, change))).await
}
