//! A thread for every game (`/challenge thread:`, or the server's `/settings threads:`): the
//! bot starts a public thread of the channel, named after the players and the game, posts
//! the challenge (or the first board of a game against it) there, and answers the command in
//! the channel with a link to it. One channel can then hold many games. The thread is
//! archived when the game ends ([`crate::host::Reply::archive`]); its history stays.
//!
//! Without the permission to create threads (or when Discord refuses for any other reason)
//! the game is played in the channel, and the challenger is told why, privately.

use std::sync::Mutex;

use poise::serenity_prelude as serenity;
use tracing::warn;

use super::{
    Context, Error,
    deliver::{Answer, Delivered, Job, Respond, deliver, refuse_after_deferral},
    messages::{
        MAX_TEXT, fit, pings, post, private_reply, reader, refusal_text, text_length, words,
    },
};
use crate::{
    host::Reply,
    i18n::Lang,
    model::{Actor, ChannelId, Place},
    msg,
    text::{Arg, Msg, Text},
};

/// The longest thread name Discord takes.
pub(super) const MAX_NAME: usize = 100;

/// A thread's name of at most [`MAX_NAME`] units, worded in `lang` by `make` from two
/// players' names: when the whole does not fit, the names are shortened (the longer first,
/// each ending in "…"), never the words around them (the game, the round and board).
pub(super) fn name_with(
    lang: Lang,
    (first, second): (&str, &str),
    make: impl Fn(&str, &str) -> Msg,
) -> String {
    let worded = |a: &str, b: &str| words(&Text::from(make(a, b)), lang);
    let whole = worded(first, second);
    if text_length(&whole) <= MAX_NAME {
        return whole;
    }
    // The longest a name may stay, lowered until the two fit; the shorter name is cut only
    // once the longer one is as short.
    let longest = text_length(first).max(text_length(second));
    for cap in (1..longest).rev() {
        let cut =
            |name: &str| if text_length(name) <= cap { name.to_owned() } else { fit(name, cap) };
        let name = worded(&cut(first), &cut(second));
        if text_length(&name) <= MAX_NAME {
            return name;
        }
    }
    fit(&worded("…", "…"), MAX_NAME)
}

/// Where a challenge's game is played.
pub(super) enum Venue {
    /// In the channel the command was given in.
    Here,
    /// In the channel, because the thread asked for could not be started: the challenger is
    /// told why (this message) once the command is answered ([`explain`]).
    NoThread(&'static str),
    /// In a thread the bot just started there.
    Thread(serenity::ChannelId),
}

/// Whether the command given in `ctx` asks for a thread (`asked`, else the server's setting),
/// and if so, the thread, started and noted, named after `first` and `second` and `game`.
/// A command given in a thread plays there. If the thread cannot be started, the game is
/// played here and the challenger is told why.
pub(super) async fn venue(
    ctx: Context<'_>,
    actor: &Actor,
    place: Place,
    asked: Option<bool>,
    (first, second): (&str, &str),
    game: rules::GameId,
) -> Result<Venue, Error> {
    let poise::Context::Application(a) = ctx else { return Ok(Venue::Here) };
    let in_thread = a.interaction.channel.as_ref().is_some_and(|c| {
        matches!(c.kind, serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread)
    });
    let (host, actor) = (ctx.data().host.clone(), actor.clone());
    let (by_default, lang) =
        tokio::task::spawn_blocking(move || host.thread_setup(&actor, place.server)).await?;
    let wanted = asked.unwrap_or(by_default);
    if !wanted || in_thread || ctx.guild_id().is_none() {
        return Ok(Venue::Here);
    }
    // In a server that did not add the bot (the app installed to the member), it may not
    // start threads: it is no member there.
    if super::reach::answer_only_at(a.interaction) {
        return Ok(Venue::NoThread("thread-not-member"));
    }
    // Starting a thread is a request of its own, which Discord may rate-limit: the answer
    // is deferred first, so that it never misses its three seconds.
    ctx.defer().await?;
    let name = name_with(lang, (first, second), |first, second| {
        msg!("thread-name", first = first, second = second, game = Arg::Game(game))
    });
    let create = serenity::CreateThread::new(name)
        .kind(serenity::ChannelType::PublicThread)
        .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
    match ctx.channel_id().create_thread(ctx.http(), create).await {
        Ok(thread) => {
            let (host, id) = (ctx.data().host.clone(), ChannelId(thread.id.get()));
            tokio::task::spawn_blocking(move || host.record_thread(id, place)).await??;
            Ok(Venue::Thread(thread.id))
        }
        Err(e) => {
            warn!("no thread for a game in channel {}: {e}", ctx.channel_id());
            Ok(Venue::NoThread("thread-refused"))
        }
    }
}

/// Tells the challenger privately, after the command's answer, why the game they asked to
/// play in a thread is played in the channel.
pub(super) async fn explain(ctx: Context<'_>, venue: &Venue) -> Result<(), Error> {
    if let Venue::NoThread(why) = venue {
        let lang = ctx.locale().map_or(Lang::EnUs, reader);
        ctx.send(private_reply(words(&Msg::new(why).into(), lang))).await?;
    }
    Ok(())
}

/// Answers the command in `ctx` with what `job` returns, posted in `thread`: the channel is
/// told where the game is. Returns the reply and the message that shows it in the thread.
pub(super) async fn answer_in(
    ctx: Context<'_>,
    job: Job,
    thread: serenity::ChannelId,
) -> Result<Option<(Reply, serenity::MessageId)>, Error> {
    let poise::Context::Application(a) = ctx else {
        return Err("only slash commands are served".into());
    };
    let how = InThread { ctx, interaction: a.interaction, thread, posted: Mutex::new(None) };
    let Delivered { answer, posted } = deliver(ctx.data(), job, &how).await?;
    let shown = posted.or(*how.posted.lock().unwrap_or_else(std::sync::PoisonError::into_inner));
    Ok(answer.ok().zip(shown))
}

/// Archives `thread`, the bot's own thread of a game that ended. A failure is only logged:
/// the game is over either way, and Discord archives an idle thread by itself in a week.
pub(super) async fn archive(http: &serenity::Http, thread: ChannelId) {
    let edit = serenity::EditThread::new().archived(true);
    if let Err(e) = serenity::ChannelId::new(thread.0.max(1)).edit_thread(http, edit).await {
        warn!("thread {} could not be archived: {e}", thread.0);
    }
}

/// Answering a slash command whose reply goes into a thread.
struct InThread<'a> {
    ctx: Context<'a>,
    interaction: &'a serenity::CommandInteraction,
    thread: serenity::ChannelId,
    /// The message the reply was posted as.
    posted: Mutex<Option<serenity::MessageId>>,
}

impl InThread<'_> {
    /// Posts the reply in the thread; returns the words that tell the channel where it is.
    async fn post(&self, reply: &Reply) -> Result<String, Error> {
        let message = post(self.ctx.http(), self.thread, reply).await?;
        *self.posted.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = Some(message);
        let link = msg!("thread-started", thread = ChannelId(self.thread.get()));
        Ok(fit(&words(&Text::from(link), reply.lang), MAX_TEXT))
    }

    fn lang(&self) -> Lang {
        reader(&self.interaction.locale)
    }
}

impl Respond for InThread<'_> {
    fn http(&self) -> &serenity::Http {
        self.ctx.http()
    }

    fn command(&self) -> String {
        self.ctx.command().qualified_name.to_string()
    }

    fn deferred(&self) -> bool {
        deferred(self.ctx)
    }

    async fn at_once(&self, answer: &Answer) -> Result<(), Error> {
        let message = match answer {
            Ok(reply) => {
                let link = self.post(reply).await?;
                poise::CreateReply::default().content(link).allowed_mentions(pings(&[]))
            }
            Err(refusal) => {
                archive(self.ctx.http(), ChannelId(self.thread.get())).await;
                private_reply(refusal_text(refusal, self.lang()))
            }
        };
        self.ctx.send(message).await?;
        Ok(())
    }

    async fn defer(&self) -> Result<(), Error> {
        self.ctx.defer().await?;
        Ok(())
    }

    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error> {
        let http = self.ctx.http();
        match answer {
            Ok(reply) => {
                let link = self.post(reply).await?;
                let edit = serenity::EditInteractionResponse::new()
                    .content(link)
                    .allowed_mentions(pings(&[]));
                self.interaction.edit_response(http, edit).await?;
            }
            Err(refusal) => {
                archive(http, ChannelId(self.thread.get())).await;
                refuse_after_deferral(http, self.interaction, refusal, self.lang()).await?;
            }
        }
        Ok(())
    }

    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error> {
        match answer {
            Ok(reply) if self.posted.lock().is_ok_and(|p| p.is_none()) => {
                Ok(Some(post(self.ctx.http(), self.thread, reply).await?))
            }
            _ => Ok(None),
        }
    }
}

/// Whether the slash command of `ctx` has had its initial response (a deferral) already.
pub(super) fn deferred(ctx: Context<'_>) -> bool {
    match ctx {
        poise::Context::Application(a) => {
            a.has_sent_initial_response.load(std::sync::atomic::Ordering::SeqCst)
        }
        poise::Context::Prefix(_) => false,
    }
}

/// The host call a thread's challenge makes, in the thread's place.
pub(super) fn in_place(place: Place, venue: &Venue) -> Place {
    match venue {
        Venue::Here | Venue::NoThread(_) => place,
        Venue::Thread(thread) => Place { channel: ChannelId(thread.get()), ..place },
    }
}

/// A reply's thread to archive once shown.
pub(super) async fn archive_after(http: &serenity::Http, reply: &Reply) {
    if let Some(thread) = reply.archive {
        archive(http, thread).await;
    }
}

#[cfg(test)]
mod tests {
    use rules::GameId;

    use super::*;

    /// Two 32-character names (Discord's longest) of letters that take two UTF-16 units each.
    const LONG: (&str, &str) =
        ("𝓪𝓵𝓲𝓬𝓮𝓪𝓵𝓲𝓬𝓮𝓪𝓵𝓲𝓬𝓮𝓪𝓵𝓲𝓬𝓮𝓪𝓵𝓲𝓬𝓮𝓪𝓵𝓲𝓬𝓮𝓪𝓵", "𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸𝓫𝓫𝓸");

    fn game_thread(lang: Lang, names: (&str, &str)) -> String {
        name_with(lang, names, |first, second| {
            msg!("thread-name", first = first, second = second, game = Arg::Game(GameId::Xiangqi))
        })
    }

    fn board_thread(lang: Lang, names: (&str, &str)) -> String {
        name_with(lang, names, |first, second| {
            let (round, board) = (11_u32, 16_u32);
            msg!(
                "tournament-thread-name",
                round = round,
                board = board,
                first = first,
                second = second
            )
        })
    }

    #[test]
    fn short_names_are_kept_whole() {
        assert_eq!(game_thread(Lang::EnUs, ("alice", "bob")), "alice vs bob · Xiangqi");
        assert_eq!(game_thread(Lang::ZhCn, ("alice", "bob")), "alice 对 bob · 象棋");
        assert_eq!(board_thread(Lang::ZhTw, ("alice", "bob")), "第 11 輪第 16 台：alice – bob");
    }

    #[test]
    fn long_names_are_shortened_and_the_game_kept_in_every_language() {
        for (lang, vs, game) in [
            (Lang::EnUs, " vs ", " · Xiangqi"),
            (Lang::ZhCn, " 对 ", " · 象棋"),
            (Lang::ZhTw, " 對 ", " · 象棋"),
        ] {
            let name = game_thread(lang, LONG);
            assert!(text_length(&name) <= MAX_NAME, "{name}");
            assert!(name.ends_with(game), "{name}");
            let (first, second) = name.trim_end_matches(game).split_once(vs).unwrap();
            // Both shortened alike, each still most of itself.
            for (cut, whole) in [(first, LONG.0), (second, LONG.1)] {
                assert!(cut.ends_with('…'), "{name}");
                assert!(whole.starts_with(cut.trim_end_matches('…')), "{name}");
                assert!(text_length(cut) >= 40, "{name}");
            }
            assert!(text_length(first).abs_diff(text_length(second)) <= 2, "{name}");
        }
    }

    #[test]
    fn a_short_name_stays_whole_beside_a_long_one() {
        let long = "𝓪".repeat(60);
        let name = game_thread(Lang::EnUs, (&long, "bob"));
        assert!(text_length(&name) <= MAX_NAME && name.ends_with(" vs bob · Xiangqi"), "{name}");
    }

    #[test]
    fn a_board_thread_keeps_its_round_and_board_and_most_of_both_names() {
        for (lang, start) in [
            (Lang::EnUs, "Round 11, board 16: "),
            (Lang::ZhCn, "第 11 轮第 16 台："),
            (Lang::ZhTw, "第 11 輪第 16 台："),
        ] {
            let name = board_thread(lang, LONG);
            assert!(text_length(&name) <= MAX_NAME, "{name}");
            let (first, second) = name.strip_prefix(start).unwrap().split_once(" – ").unwrap();
            assert!(text_length(first) >= 30 && text_length(second) >= 30, "{name}");
            assert!(LONG.1.starts_with(second.trim_end_matches('…')), "{name}");
        }
    }
}
