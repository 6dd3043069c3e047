//! Turning host replies into Discord messages, within Discord's 3-second window; buttons;
//! errors.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use tracing::{error, warn};

use super::{Context, Data, Error};
use crate::{
    host::{ActionId, ActionStyle, Host, MAX_TEXT, Refusal, RefusalKind, Reply, text_length},
    model::{Actor, Lang, Place, User, UserId},
};

/// What a command or button asks of the host.
type Job = Box<dyn FnOnce(&Host) -> Result<Reply, Refusal> + Send>;

/// What the host answered: a reply for everyone, or a refusal for the actor alone.
type Answer = Result<Reply, Refusal>;

/// The two ways an interaction is answered (a slash command, a button press), in the three
/// steps the one deferral path in [`deliver`] takes.
trait Respond {
    /// The first and only response, when the host answered in time.
    async fn at_once(&self, answer: &Answer) -> Result<(), Error>;
    /// The first response when it did not: an acknowledgement ("thinking…").
    async fn defer(&self) -> Result<(), Error>;
    /// The answer once it came, after [`Respond::defer`].
    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error>;
    /// When Discord would not take the answer through the interaction (it expired before the
    /// bot answered, its token ran out, an outage): what everyone may see is shown through the
    /// channel instead, so a move that was played is never lost from view. Returns the new
    /// message when it posted one.
    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error>;
}

/// What [`deliver`] did: the host's answer, and the channel message that shows it when
/// Discord would not take it through the interaction.
struct Delivered {
    answer: Answer,
    posted: Option<serenity::MessageId>,
}

/// Runs `job` on the blocking pool (the store and rendering block) and answers through `how`:
/// at once if the host finished within `data.defer_after`, otherwise deferred first and the
/// answer delivered when it comes. A zero `defer_after` defers every call.
async fn deliver(data: &Data, job: Job, how: &impl Respond) -> Result<Delivered, Error> {
    let Some(_pass) = data.gate.enter() else {
        let closed = Err(Refusal::keyed(RefusalKind::Unavailable, "refusal-restarting"));
        how.at_once(&closed).await?;
        return Ok(Delivered { answer: closed, posted: None });
    };
    let host: Arc<Host> = data.host.clone();
    let mut task = tokio::task::spawn_blocking(move || job(&host));
    let in_time = if data.defer_after.is_zero() {
        None
    } else {
        tokio::time::timeout(data.defer_after, &mut task).await.ok()
    };
    let (answer, shown) = match in_time {
        Some(done) => {
            let answer = done?;
            let shown = how.at_once(&answer).await;
            (answer, shown)
        }
        None => {
            let deferred = how.defer().await;
            // The host's work goes on whether or not Discord took the deferral.
            let answer = task.await?;
            let shown = match deferred {
                Ok(()) => how.after_deferral(&answer).await,
                Err(e) => Err(e),
            };
            (answer, shown)
        }
    };
    let posted = match shown {
        Ok(()) => Ok(None),
        Err(failure) => {
            // What the host did stands (a move is committed); say so where Discord still
            // listens, rather than let the player read "try again".
            warn!("an answer could not be given through its interaction: {failure}");
            how.instead(&answer).await
        }
    };
    // The bot's reply comes after the player's move is shown (or could not be).
    if let Ok(Reply { engine: Some(due), .. }) = &answer {
        data.thinkers.wake(*due);
    }
    Ok(Delivered { answer, posted: posted? })
}

/// Posts a public reply in `channel` as a new message, pinging whom it pings.
async fn post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Result<serenity::MessageId, Error> {
    Ok(channel.send_message(http, new_message(reply)).await?.id)
}

/// A public reply as a new channel message, pinging whom it pings.
pub(super) fn new_message(reply: &Reply) -> serenity::CreateMessage {
    serenity::CreateMessage::new()
        .content(fit(&reply.text))
        .components(rows(reply))
        .allowed_mentions(pings(&reply.ping))
        .add_files(attachments(reply))
}

/// A short message that notifies `users` of a board above it: Discord notifies nobody of an
/// edit, so whoever an updated message asks to act is mentioned anew.
fn nudge_text(users: &[UserId]) -> String {
    let who: Vec<String> = users.iter().map(|u| u.mention()).collect();
    format!("{} ↑", who.join(" "))
}

/// [`nudge_text`] as an interaction's follow-up.
fn nudge_followup(users: &[UserId]) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(nudge_text(users))
        .allowed_mentions(pings(users))
}

/// Answers a slash command with what `job` returns: the reply for everyone, a refusal to the
/// actor alone.
pub(super) async fn answer(ctx: Context<'_>, job: Job) -> Result<(), Error> {
    answer_as(ctx, job, false).await.map(drop)
}

/// Answers a slash command only its user needs to see (a setting, a list of moves).
pub(super) async fn answer_privately(ctx: Context<'_>, job: Job) -> Result<(), Error> {
    answer_as(ctx, job, true).await.map(drop)
}

/// A reply a slash command showed.
pub(super) struct Shown {
    pub reply: Reply,
    /// The channel message that shows it, when Discord would not take it through the
    /// interaction (else the interaction's own response shows it).
    posted: Option<serenity::MessageId>,
}

impl Shown {
    /// The message that shows the reply.
    pub async fn message(&self, ctx: Context<'_>) -> Result<serenity::MessageId, Error> {
        if let Some(posted) = self.posted {
            return Ok(posted);
        }
        let poise::Context::Application(a) = ctx else {
            return Err("only slash commands are served".into());
        };
        Ok(a.interaction.get_response(ctx.http()).await?.id)
    }
}

/// Answers as [`answer`] (or privately); returns the reply if one was shown.
pub(super) async fn answer_as(
    ctx: Context<'_>,
    job: Job,
    private: bool,
) -> Result<Option<Shown>, Error> {
    let poise::Context::Application(actx) = ctx else {
        return Err("only slash commands are served".into());
    };
    let how = Slash { ctx, interaction: actx.interaction, private };
    let Delivered { answer, posted } = deliver(ctx.data(), job, &how).await?;
    Ok(answer.ok().map(|reply| Shown { reply, posted }))
}

/// Tells the caller alone why a command was not run (a cooldown, say).
pub(super) async fn refuse(ctx: Context<'_>, message: String) -> Result<(), Error> {
    let reply = poise::CreateReply::default().content(fit(&message)).ephemeral(true);
    ctx.send(reply.allowed_mentions(pings(&[]))).await?;
    Ok(())
}

/// Answering a slash command.
struct Slash<'a> {
    ctx: Context<'a>,
    interaction: &'a serenity::CommandInteraction,
    private: bool,
}

impl Slash<'_> {
    /// The language of the member who gave the command.
    fn lang(&self) -> Lang {
        reader(&self.interaction.locale)
    }
}

impl Respond for Slash<'_> {
    async fn at_once(&self, answer: &Answer) -> Result<(), Error> {
        let message = match answer {
            Ok(reply) => to_poise(reply).ephemeral(self.private),
            Err(refusal) => refusal_reply(refusal, self.lang()),
        };
        self.ctx.send(message).await?;
        Ok(())
    }

    async fn defer(&self) -> Result<(), Error> {
        if self.private { self.ctx.defer_ephemeral().await } else { self.ctx.defer().await }?;
        Ok(())
    }

    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error> {
        let http = self.ctx.http();
        match answer {
            Ok(reply) => {
                self.interaction.edit_response(http, to_edit(reply)).await?;
                // The edit that replaced "thinking…" notifies nobody: whoever must act is
                // nudged, as an answer given at once would have pinged them.
                if !self.private && !reply.ping.is_empty() {
                    self.interaction.create_followup(http, nudge_followup(&reply.ping)).await?;
                }
            }
            Err(refusal) => {
                // The deferred message may be public; the refusal must not be. Discord turns
                // the first follow-up after a deferral into the placeholder itself, so the
                // placeholder is settled first, the refusal followed up privately, and the
                // placeholder removed.
                let settled = serenity::EditInteractionResponse::new()
                    .content("…")
                    .allowed_mentions(pings(&[]));
                self.interaction.edit_response(http, settled).await?;
                let followup = followup_refusal(refusal, self.lang());
                self.interaction.create_followup(http, followup).await?;
                self.interaction.delete_response(http).await?;
            }
        }
        Ok(())
    }

    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error> {
        match answer {
            Ok(reply) if !self.private => {
                Ok(Some(post(self.ctx.http(), self.ctx.channel_id(), reply).await?))
            }
            // A private answer or a refusal cannot be shown to one person outside the
            // interaction; nothing was changed by a refusal.
            _ => {
                warn!("/{}: a private answer was lost", self.ctx.command().qualified_name);
                Ok(None)
            }
        }
    }
}

/// The server member who gave a slash command (none in direct messages).
fn member<'a>(ctx: Context<'a>) -> Option<&'a serenity::Member> {
    match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    }
}

/// The channels the user of a slash command can see.
pub(super) fn sight_of(ctx: Context<'_>) -> crate::model::Sight {
    super::sight::of(ctx.cache(), ctx.guild_id(), ctx.channel_id(), member(ctx))
}

/// The actor and place of a slash command.
pub(super) fn who_and_where(ctx: Context<'_>) -> (Actor, Place) {
    let guild_locale = match ctx {
        poise::Context::Application(app) => app.interaction.guild_locale.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    let actor = Actor {
        lang: ctx.locale().and_then(Lang::from_locale).unwrap_or(Lang::EnUs),
        server_lang: guild_locale.and_then(Lang::from_locale),
        ..actor(ctx.author(), member(ctx))
    };
    (actor, place(ctx.guild_id(), ctx.channel_id()))
}

/// A Discord user as the host sees them: the name drawn on boards is the server nickname, the
/// display name or the user name, in that order.
pub(super) fn user(u: &serenity::User, member: Option<&serenity::Member>) -> User {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| u.global_name.clone())
        .unwrap_or_else(|| u.name.clone());
    User { id: UserId(u.id.get()), name, bot: u.bot }
}

/// The acting user: a moderator if Discord says they may manage messages or the server here,
/// a manager if they may manage the server.
fn actor(u: &serenity::User, member: Option<&serenity::Member>) -> Actor {
    let permissions = member.and_then(|m| m.permissions).unwrap_or_default();
    let manager = permissions.administrator() || permissions.manage_guild();
    let moderator = manager || permissions.manage_messages();
    Actor { moderator, manager, ..Actor::player(&user(u, member)) }
}

fn place(guild: Option<serenity::GuildId>, channel: serenity::ChannelId) -> Place {
    Place {
        server: guild.map(|g| crate::model::ServerId(g.get())),
        channel: crate::model::ChannelId(channel.get()),
    }
}

/// The buttons of a reply, five to a row. Discord refuses a message in which two buttons share
/// an id, and two buttons may do the same thing (⏮ and ◀ one ply after the start): a repeated
/// id gets a `#n` suffix, which [`crate::host::ActionId::decode`] ignores.
fn rows(reply: &Reply) -> Vec<serenity::CreateActionRow> {
    let mut ids: Vec<String> = Vec::new();
    let buttons: Vec<serenity::CreateButton> = reply
        .actions
        .iter()
        .map(|a| {
            let id = a.id.encode();
            let repeats = ids.iter().filter(|seen| **seen == id).count();
            ids.push(id.clone());
            let id = if repeats == 0 { id } else { format!("{id}#{repeats}") };
            serenity::CreateButton::new(id).label(a.label.clone()).disabled(a.disabled).style(
                match a.style {
                    ActionStyle::Success => serenity::ButtonStyle::Success,
                    ActionStyle::Danger => serenity::ButtonStyle::Danger,
                    ActionStyle::Secondary => serenity::ButtonStyle::Secondary,
                },
            )
        })
        .collect();
    buttons.chunks(5).map(|row| serenity::CreateActionRow::Buttons(row.to_vec())).collect()
}

/// `text` as a message's content: whole if it fits Discord's limit, else cut with an
/// ellipsis. The host keeps its replies within [`MAX_TEXT`] (lists stop early); this guards
/// what it cannot foresee, so Discord never refuses a reply for its length.
pub(super) fn fit(text: &str) -> String {
    if text_length(text) <= MAX_TEXT {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut length = 1; // the ellipsis
    for c in text.chars() {
        length += c.len_utf16();
        if length > MAX_TEXT {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// The picture and the file of a reply, as attachments.
fn attachments(reply: &Reply) -> Vec<serenity::CreateAttachment> {
    let image = reply
        .image
        .as_ref()
        .map(|p| serenity::CreateAttachment::bytes(p.png.clone(), p.file_name.clone()));
    let file = reply
        .file
        .as_ref()
        .map(|f| serenity::CreateAttachment::bytes(f.bytes.clone(), f.file_name.clone()));
    image.into_iter().chain(file).collect()
}

/// Who a message notifies: exactly `users` (the ones it asks to act); every other mention in
/// it is shown without a ping.
pub(super) fn pings(users: &[UserId]) -> serenity::CreateAllowedMentions {
    let ids = users.iter().filter(|u| u.0 != 0).map(|u| serenity::UserId::new(u.0));
    serenity::CreateAllowedMentions::new().users(ids)
}

fn to_poise(reply: &Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .content(fit(&reply.text))
        .components(rows(reply))
        .allowed_mentions(pings(&reply.ping));
    for file in attachments(reply) {
        out = out.attachment(file);
    }
    out
}

fn to_edit(reply: &Reply) -> serenity::EditInteractionResponse {
    let mut out = serenity::EditInteractionResponse::new()
        .components(rows(reply))
        .allowed_mentions(pings(&reply.ping));
    if !reply.text.is_empty() {
        out = out.content(fit(&reply.text));
    }
    for file in attachments(reply) {
        out = out.new_attachment(file);
    }
    out
}

/// A refusal's words for a reader of `lang` (a keyed refusal is worded for them now).
fn refusal_text(refusal: &Refusal, lang: Lang) -> String {
    fit(&refusal.clone().in_lang(lang).message)
}

fn refusal_reply(refusal: &Refusal, lang: Lang) -> poise::CreateReply {
    poise::CreateReply::default()
        .content(refusal_text(refusal, lang))
        .ephemeral(true)
        .allowed_mentions(pings(&[]))
}

fn followup_refusal(refusal: &Refusal, lang: Lang) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(refusal_text(refusal, lang))
        .ephemeral(true)
        .allowed_mentions(pings(&[]))
}

/// The language of whoever sent an interaction (its `locale`), English if the bot has none.
fn reader(locale: &str) -> Lang {
    Lang::from_locale(locale).unwrap_or(Lang::EnUs)
}

/// Answering a button press: the message that holds the button is updated in place with the
/// reply (a board flipped, a challenge turned into the game); a refusal goes to the presser
/// alone.
struct Button<'a> {
    ctx: &'a serenity::Context,
    press: &'a serenity::ComponentInteraction,
    /// Answer with a new message for the presser alone instead of updating the button's
    /// message (a view button pressed on someone else's message).
    copy: bool,
}

impl Button<'_> {
    /// Whether `press` should get a private copy: a view button ([`ActionId::is_view`]) on a
    /// message everyone sees that the presser did not ask for. The author of a `/history` or
    /// `/show` pages their own message; anyone else turns only their own copy, so nobody can
    /// change what others are looking at.
    fn wants_copy(press: &serenity::ComponentInteraction) -> bool {
        let view = ActionId::decode(&press.data.custom_id).is_some_and(|a| a.is_view());
        let message = &press.message;
        let private = message.flags.is_some_and(|f| f.contains(serenity::MessageFlags::EPHEMERAL));
        let author = match message.interaction_metadata.as_deref() {
            Some(serenity::MessageInteractionMetadata::Command(m)) => Some(m.user.id),
            Some(serenity::MessageInteractionMetadata::Component(m)) => Some(m.user.id),
            _ => None,
        };
        view && !private && author != Some(press.user.id)
    }

    /// Notifies whom an update of the button's message asks to act (the player to move once
    /// a challenge is accepted) with a short follow-up ([`nudge_text`]).
    async fn nudge(&self, answer: &Answer) -> Result<(), Error> {
        let Ok(reply) = answer else { return Ok(()) };
        if self.copy || reply.ping.is_empty() {
            return Ok(());
        }
        self.press.create_followup(self.ctx, nudge_followup(&reply.ping)).await?;
        Ok(())
    }

    /// A private copy's words: the reply's, or the pressed message's where the reply keeps
    /// them (a Flip changes only the picture).
    fn copy_text(&self, reply: &Reply) -> String {
        if reply.text.is_empty() { self.press.message.content.clone() } else { reply.text.clone() }
    }
}

impl Respond for Button<'_> {
    async fn at_once(&self, answer: &Answer) -> Result<(), Error> {
        let response = match answer {
            Ok(reply) if self.copy => serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .content(fit(&self.copy_text(reply)))
                    .components(rows(reply))
                    .allowed_mentions(pings(&[]))
                    .add_files(attachments(reply))
                    .ephemeral(true),
            ),
            Ok(reply) => {
                let mut msg = serenity::CreateInteractionResponseMessage::new()
                    .components(rows(reply))
                    .allowed_mentions(pings(&reply.ping));
                if !reply.text.is_empty() {
                    msg = msg.content(fit(&reply.text));
                }
                serenity::CreateInteractionResponse::UpdateMessage(
                    msg.add_files(attachments(reply)),
                )
            }
            Err(refusal) => serenity::CreateInteractionResponse::Message(
                serenity::CreateInteractionResponseMessage::new()
                    .allowed_mentions(pings(&[]))
                    .content(refusal_text(refusal, reader(&self.press.locale)))
                    .ephemeral(true),
            ),
        };
        self.press.create_response(self.ctx, response).await?;
        self.nudge(answer).await
    }

    async fn defer(&self) -> Result<(), Error> {
        let ack = if self.copy {
            let private = serenity::CreateInteractionResponseMessage::new().ephemeral(true);
            serenity::CreateInteractionResponse::Defer(private)
        } else {
            serenity::CreateInteractionResponse::Acknowledge
        };
        self.press.create_response(self.ctx, ack).await?;
        Ok(())
    }

    async fn after_deferral(&self, answer: &Answer) -> Result<(), Error> {
        match answer {
            Ok(reply) if self.copy => {
                let edit = to_edit(reply).content(fit(&self.copy_text(reply)));
                self.press.edit_response(self.ctx, edit.allowed_mentions(pings(&[]))).await?;
            }
            Ok(reply) => {
                self.press.edit_response(self.ctx, to_edit(reply)).await?;
                return self.nudge(answer).await;
            }
            Err(refusal) => {
                let followup = followup_refusal(refusal, reader(&self.press.locale));
                self.press.create_followup(self.ctx, followup).await?;
            }
        }
        Ok(())
    }

    /// The button's message is updated through the channel, as the interaction would have,
    /// and whoever must act is nudged there: the interaction's follow-ups are gone with it.
    async fn instead(&self, answer: &Answer) -> Result<Option<serenity::MessageId>, Error> {
        let reply = match answer {
            Ok(reply) if !self.copy => reply,
            // A refusal or a private copy is for the presser alone.
            _ => {
                warn!("button {}: a private answer was lost", self.press.data.custom_id);
                return Ok(None);
            }
        };
        let mut edit = serenity::EditMessage::new()
            .components(rows(reply))
            .allowed_mentions(pings(&reply.ping));
        if !reply.text.is_empty() {
            edit = edit.content(fit(&reply.text));
        }
        for file in attachments(reply) {
            edit = edit.new_attachment(file);
        }
        let (channel, message) = (self.press.channel_id, self.press.message.id);
        channel.edit_message(self.ctx, message, edit).await?;
        if reply.ping.is_empty() {
            return Ok(None);
        }
        let nudge = serenity::CreateMessage::new()
            .content(nudge_text(&reply.ping))
            .allowed_mentions(pings(&reply.ping));
        Ok(Some(channel.send_message(self.ctx, nudge).await?.id))
    }
}

/// A button press, answered through the one deferral path.
async fn press(
    ctx: &serenity::Context,
    data: &Data,
    press: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let actor = Actor {
        lang: reader(&press.locale),
        server_lang: press.guild_locale.as_deref().and_then(Lang::from_locale),
        ..actor(&press.user, press.member.as_ref())
    };
    let place = place(press.guild_id, press.channel_id);
    let sight =
        super::sight::of(&ctx.cache, press.guild_id, press.channel_id, press.member.as_ref());
    let id = press.data.custom_id.clone();
    let job: Job = Box::new(move |host: &Host| host.press(&actor, place, &sight, &id));
    let copy = Button::wants_copy(press);
    deliver(data, job, &Button { ctx, press, copy }).await.map(drop)
}

/// Events poise does not route itself: button presses.
pub(super) async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    match event {
        serenity::FullEvent::InteractionCreate {
            interaction: serenity::Interaction::Component(component),
        } => {
            let ctx = framework.serenity_context;
            if let Err(e) = press(ctx, framework.user_data, component).await {
                error!("button {} failed: {e}", component.data.custom_id);
            }
        }
        serenity::FullEvent::ShardStageUpdate { event } => super::shards::log_stage(event),
        serenity::FullEvent::Ready { data_about_bot } => super::shards::log_ready(data_about_bot),
        _ => {}
    }
    Ok(())
}

/// The one error handler: a player always gets a specific, ephemeral message.
pub(super) async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    let lang = |ctx: &Context<'_>| ctx.locale().map_or(Lang::EnUs, reader);
    let (ctx, message) = match &error {
        poise::FrameworkError::ArgumentParse { ctx, input, error, .. } => (
            *ctx,
            match input {
                Some(input) => crate::say!(
                    lang(ctx),
                    "refusal-bad-value",
                    input = input.clone(),
                    error = error.to_string()
                ),
                None => crate::say!(lang(ctx), "refusal-bad-option", error = error.to_string()),
            },
        ),
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            (*ctx, crate::say!(lang(ctx), "refusal-server-only"))
        }
        poise::FrameworkError::Command { ctx, error, .. } => {
            error!("/{} failed: {error}", ctx.command().qualified_name);
            (*ctx, crate::say!(lang(ctx), "refusal-command-failed"))
        }
        other => {
            warn!("{other}");
            if let Err(e) = poise::builtins::on_error(error).await {
                error!("handling an error failed: {e}");
            }
            return;
        }
    };
    let reply = poise::CreateReply::default().content(fit(&message)).ephemeral(true);
    if let Err(e) = ctx.send(reply.allowed_mentions(pings(&[]))).await {
        error!("could not report an error to the player: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_content_is_cut_to_discord_s_limit_and_short_content_kept() {
        assert_eq!(fit("Game on!"), "Game on!");
        let exact = "x".repeat(MAX_TEXT);
        assert_eq!(fit(&exact), exact);
        // Emoji count two, as Discord counts them; the cut never splits one.
        for long in ["x".repeat(5_000), "🐴".repeat(1_500), format!("x{}", "🐴".repeat(1_500))]
        {
            let cut = fit(&long);
            assert!(text_length(&cut) <= MAX_TEXT && cut.ends_with('…'), "{}", text_length(&cut));
            assert!(text_length(&cut) >= MAX_TEXT - 2);
        }
    }
}
