//! Replies as Discord messages: the words with Discord's markup, buttons five to a row,
//! attachments, and who is pinged. Every text the bot sends goes through [`words`], so none is
//! longer than Discord takes.

use poise::serenity_prelude as serenity;

use crate::{
    host::{ActionStyle, Refusal, Reply},
    i18n::{Lang, Markup},
    model::{ChannelId, Moment, UserId},
    text::Text,
};

/// The longest message Discord takes: 2,000 characters, counted in UTF-16 code units.
pub const MAX_TEXT: usize = 2_000;

/// The longest button label Discord takes.
const MAX_LABEL: usize = 80;

/// The longest label or description of a menu option Discord takes.
const MAX_OPTION_TEXT: usize = 100;

/// The longest text a menu shows before anything is chosen.
const MAX_PLACEHOLDER: usize = 150;

/// A text's length as Discord counts it (UTF-16 code units; an emoji counts two).
pub fn text_length(text: &str) -> usize {
    text.encode_utf16().count()
}

/// Discord's markup: users and channels as mentions, emphasis in bold, small print, dates in
/// each reader's own time zone, and its message limit.
#[derive(Debug, Clone, Copy, Default)]
pub struct Discord;

impl Markup for Discord {
    fn user(&self, id: UserId) -> String {
        format!("<@{}>", id.0)
    }
    fn channel(&self, id: ChannelId) -> String {
        format!("<#{}>", id.0)
    }
    fn strong(&self, text: &str) -> String {
        format!("**{text}**")
    }
    fn small(&self, text: &str) -> String {
        format!("-# {text}")
    }
    fn date(&self, at: Moment, _lang: Lang) -> String {
        format!("<t:{}:d>", at.seconds())
    }
    fn console(&self) -> bool {
        false
    }
    /// Discord's relative timestamp, which every client counts down by itself; rounded up to
    /// the second, so it never reads "now" while time is left.
    fn countdown(&self, at: crate::model::Stamp, _lang: Lang) -> String {
        format!("<t:{}:R>", (at.millis() + 999).div_euclid(1_000))
    }
    fn limit(&self) -> Option<usize> {
        Some(MAX_TEXT)
    }
    fn length(&self, text: &str) -> usize {
        text_length(text)
    }
}

/// `text` in `lang` as a message's content, within Discord's limit.
pub fn words(text: &Text, lang: Lang) -> String {
    fit(&text.words(lang, &Discord), MAX_TEXT)
}

/// `text` whole if it is at most `max` long as Discord counts, else cut with an ellipsis. The
/// words fit lists to the limit already; this guards what they cannot foresee, so Discord
/// never refuses a reply for its length.
pub fn fit(text: &str, max: usize) -> String {
    if text_length(text) <= max {
        return text.to_owned();
    }
    let mut out = String::new();
    let mut length = 1; // the ellipsis
    for c in text.chars() {
        length += c.len_utf16();
        if length > max {
            break;
        }
        out.push(c);
    }
    out.push('…');
    out
}

/// The language of whoever sent an interaction (its `locale`), English if the bot has none.
pub fn reader(locale: &str) -> Lang {
    Lang::from_locale(locale).unwrap_or(Lang::EnUs)
}

/// A reply's content.
pub fn content(reply: &Reply) -> String {
    words(&reply.text, reply.lang)
}

/// A refusal's words for a reader of `lang`.
pub fn refusal_text(refusal: &Refusal, lang: Lang) -> String {
    words(&refusal.message, lang)
}

/// Posts a public reply in `channel` as a new message, pinging whom it pings.
pub async fn post(
    http: &serenity::Http,
    channel: serenity::ChannelId,
    reply: &Reply,
) -> Result<serenity::MessageId, serenity::Error> {
    Ok(channel.send_message(http, new_message(reply)).await?.id)
}

/// A public reply as a new channel message, pinging whom it pings.
pub fn new_message(reply: &Reply) -> serenity::CreateMessage {
    serenity::CreateMessage::new()
        .content(content(reply))
        .components(rows(reply))
        .allowed_mentions(pings(&reply.ping))
        .add_files(attachments(reply))
}

/// A short message that notifies `users` of a board above it: Discord notifies nobody of an
/// edit, so whoever an updated message asks to act is mentioned anew.
pub fn nudge_text(users: &[UserId]) -> String {
    let who: Vec<String> = users.iter().map(|&u| Discord.user(u)).collect();
    format!("{} ↑", who.join(" "))
}

/// [`nudge_text`] as an interaction's follow-up.
pub fn nudge_followup(users: &[UserId]) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(nudge_text(users))
        .allowed_mentions(pings(users))
}

/// The menu of a reply (one row of its own) and its buttons, five to a row. Discord refuses a
/// message in which two components share an id, and two buttons may do the same thing (⏮ and
/// ◀ one ply after the start): a repeated id gets a `#n` suffix, which
/// [`crate::host::ActionId::decode`] ignores.
pub fn rows(reply: &Reply) -> Vec<serenity::CreateActionRow> {
    let mut ids: Vec<String> = Vec::new();
    let mut unique = |id: String| {
        let repeats = ids.iter().filter(|seen| **seen == id).count();
        ids.push(id.clone());
        if repeats == 0 { id } else { format!("{id}#{repeats}") }
    };
    let menu = reply.menu.as_ref().map(|m| {
        let options = m
            .options
            .iter()
            .map(|o| {
                let label = fit(&o.label.words(reply.lang, &Discord), MAX_OPTION_TEXT);
                let option = serenity::CreateSelectMenuOption::new(label, o.value.clone());
                match &o.description {
                    Some(d) => {
                        option.description(fit(&d.words(reply.lang, &Discord), MAX_OPTION_TEXT))
                    }
                    None => option,
                }
            })
            .collect();
        let kind = serenity::CreateSelectMenuKind::String { options };
        let placeholder = fit(&m.placeholder.words(reply.lang, &Discord), MAX_PLACEHOLDER);
        let menu = serenity::CreateSelectMenu::new(unique(m.id.encode()), kind);
        serenity::CreateActionRow::SelectMenu(menu.placeholder(placeholder))
    });
    let buttons: Vec<serenity::CreateButton> = reply
        .actions
        .iter()
        .map(|a| {
            let id = unique(a.id.encode());
            let label = fit(&a.label.words(reply.lang, &Discord), MAX_LABEL);
            serenity::CreateButton::new(id).label(label).disabled(a.disabled).style(match a.style {
                ActionStyle::Success => serenity::ButtonStyle::Success,
                ActionStyle::Danger => serenity::ButtonStyle::Danger,
                ActionStyle::Primary => serenity::ButtonStyle::Primary,
                ActionStyle::Secondary => serenity::ButtonStyle::Secondary,
            })
        })
        .collect();
    let buttons = buttons.chunks(5).map(|row| serenity::CreateActionRow::Buttons(row.to_vec()));
    menu.into_iter().chain(buttons).collect()
}

/// The picture and the file of a reply, as attachments.
pub fn attachments(reply: &Reply) -> Vec<serenity::CreateAttachment> {
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
pub fn pings(users: &[UserId]) -> serenity::CreateAllowedMentions {
    let ids = users.iter().filter(|u| u.0 != 0).map(|u| serenity::UserId::new(u.0));
    serenity::CreateAllowedMentions::new().users(ids)
}

/// A reply as a slash command's response.
pub fn to_poise(reply: &Reply) -> poise::CreateReply {
    let mut out = poise::CreateReply::default()
        .content(content(reply))
        .components(rows(reply))
        .allowed_mentions(pings(&reply.ping));
    for file in attachments(reply) {
        out = out.attachment(file);
    }
    out
}

/// A reply as the edit of a deferred response (a reply without words keeps the message's).
pub fn to_edit(reply: &Reply) -> serenity::EditInteractionResponse {
    let mut out = serenity::EditInteractionResponse::new()
        .components(rows(reply))
        .allowed_mentions(pings(&reply.ping));
    if !reply.text.is_empty() {
        out = out.content(content(reply));
    }
    for file in attachments(reply) {
        out = out.new_attachment(file);
    }
    out
}

/// A private message of `text`: a refusal, a cooldown.
pub fn private_reply(text: String) -> poise::CreateReply {
    poise::CreateReply::default().content(text).ephemeral(true).allowed_mentions(pings(&[]))
}

/// A refusal as a private follow-up.
pub fn followup_refusal(
    refusal: &Refusal,
    lang: Lang,
) -> serenity::CreateInteractionResponseFollowup {
    serenity::CreateInteractionResponseFollowup::new()
        .content(refusal_text(refusal, lang))
        .ephemeral(true)
        .allowed_mentions(pings(&[]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{msg, text::Arg};

    #[test]
    fn long_content_is_cut_to_discord_s_limit_and_short_content_kept() {
        assert_eq!(fit("Game on!", MAX_TEXT), "Game on!");
        let exact = "x".repeat(MAX_TEXT);
        assert_eq!(fit(&exact, MAX_TEXT), exact);
        // Emoji count two, as Discord counts them; the cut never splits one.
        for long in ["x".repeat(5_000), "🐴".repeat(1_500), format!("x{}", "🐴".repeat(1_500))]
        {
            let cut = fit(&long, MAX_TEXT);
            assert!(text_length(&cut) <= MAX_TEXT && cut.ends_with('…'), "{}", text_length(&cut));
            assert!(text_length(&cut) >= MAX_TEXT - 2);
        }
    }

    #[test]
    fn users_are_mentions_and_emphasis_is_bold() {
        let text = Text::from(msg!(
            "result-won",
            result = Arg::strong("Red wins"),
            winner = UserId(1),
            loser = UserId(2)
        ));
        assert_eq!(words(&text, Lang::EnUs), "**Red wins** — <@1> beat <@2>");
    }
}
