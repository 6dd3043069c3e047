//! Words at the edge: a [`Text`] written out in a language, with the markup of the place it is
//! shown ([`Markup`]: Discord's mentions and bold, or the console's names and plain text).

use fluent_bundle::{FluentArgs, FluentValue};

use super::{CATALOGUE, Lang, duration, game_name, piece_name, said, side_name};
use crate::{
    model::{ChannelId, Moment, UserId},
    text::{Arg, Msg, Part, Text},
};

/// How a place shows what the words cannot say by themselves: users, channels, emphasis,
/// dates, small print, and how much fits in one message. By default, plain text: users as `@`
/// and their id, channels as `#` and theirs, no emphasis, ISO days (UTC), no limit.
pub trait Markup {
    /// A user (a mention in Discord, a name at the console).
    fn user(&self, id: UserId) -> String {
        format!("@{}", id.0)
    }
    /// A channel (a link in Discord).
    fn channel(&self, id: ChannelId) -> String {
        format!("#{}", id.0)
    }
    /// Emphasised text.
    fn strong(&self, text: &str) -> String {
        text.to_owned()
    }
    /// Small print.
    fn small(&self, text: &str) -> String {
        text.to_owned()
    }
    /// A day, for readers of `lang`.
    fn date(&self, at: Moment, _lang: Lang) -> String {
        iso_day(at)
    }
    /// Whether this is the console (where commands are typed as words, not slash
    /// commands): it reads [`Arg::Edge`]'s console words.
    fn console(&self) -> bool {
        true
    }
    /// When a flag falls, for readers of `lang`: the time of day in UTC (`at 14:05:09 UTC`;
    /// in Chinese the catalogue's words carry the preposition).
    fn countdown(&self, at: crate::model::Stamp, lang: Lang) -> String {
        let time = chrono::DateTime::from_timestamp(at.moment().seconds(), 0)
            .map_or_else(|| at.millis().to_string(), |t| t.format("%H:%M:%S UTC").to_string());
        if lang.script().is_some() { time } else { format!("at {time}") }
    }
    /// The most one message can hold, in [`Markup::length`]'s units; `None` for no limit.
    fn limit(&self) -> Option<usize> {
        None
    }
    /// A text's length as the place counts it.
    fn length(&self, text: &str) -> usize {
        text.chars().count()
    }
}

/// Plain text without markup, for logs, the documentation and tests: [`Markup`]'s defaults.
#[derive(Debug, Clone, Copy, Default)]
pub struct Plain;

impl Markup for Plain {}

/// `at` as an ISO day in UTC (`2026-11-25`).
pub fn iso_day(at: Moment) -> String {
    chrono::DateTime::from_timestamp(at.seconds(), 0)
        .map_or_else(|| at.seconds().to_string(), |t| t.format("%Y-%m-%d").to_string())
}

impl Text {
    /// This text in `lang`, with `markup`'s mentions, emphasis and limit.
    pub fn words(&self, lang: Lang, markup: &dyn Markup) -> String {
        word(self, lang, markup)
    }
}

/// `text` in `lang`, shown with `markup`: a list is cut, and an either-or chosen, so that the
/// whole stays within the markup's limit.
pub fn word(text: &Text, lang: Lang, markup: &dyn Markup) -> String {
    let w = Wording { lang, markup };
    // Everything but the parts that adapt to the space is worded first; they share what is left.
    let fixed: Vec<Option<String>> = text
        .0
        .iter()
        .map(|p| match p {
            Part::Either(..) | Part::List { .. } => None,
            other => Some(w.part(other)),
        })
        .collect();
    let mut used: usize = fixed.iter().flatten().map(|s| markup.length(s)).sum();
    let mut out = String::new();
    for (part, worded) in text.0.iter().zip(fixed) {
        if let Some(s) = worded {
            out.push_str(&s);
            continue;
        }
        let room = markup.limit().map(|l| l.saturating_sub(used));
        let s = w.fitted(part, room);
        used += markup.length(&s);
        out.push_str(&s);
    }
    out
}

/// What wording needs: the language and the markup.
struct Wording<'m> {
    lang: Lang,
    markup: &'m dyn Markup,
}

impl Wording<'_> {
    fn text(&self, text: &Text) -> String {
        text.0.iter().map(|p| self.part(p)).collect()
    }

    /// A part, whole (lists in full, either-or's first choice).
    fn part(&self, part: &Part) -> String {
        self.fitted(part, None)
    }

    /// A part within `room` (no limit when `None`).
    fn fitted(&self, part: &Part, room: Option<usize>) -> String {
        let length = |s: &str| self.markup.length(s);
        match part {
            Part::Msg(m) => self.msg(m),
            Part::Arg(a) => self.arg_text(a),
            Part::Verbatim(s) => s.clone(),
            Part::Break => "\n".to_owned(),
            Part::Small(t) => self.markup.small(&self.text(t)),
            Part::RulesOf(game) => super::rules_text(*game, self.lang).trim_end().to_owned(),
            Part::Either(first, second) => {
                let first = self.text(first);
                match room {
                    Some(room) if length(&first) > room => self.text(second),
                    _ => first,
                }
            }
            Part::List { items, separator, more, left_out } => {
                let separator = self.text(separator);
                let rest = |left: usize| {
                    let more = self.msg(&more.clone().with("count", left + left_out));
                    if left == items.len() { more } else { format!("{separator}{more}") }
                };
                let mut out = String::new();
                for (i, item) in items.iter().enumerate() {
                    let item = self.text(item);
                    let next = if i == 0 { item } else { format!("{separator}{item}") };
                    if let Some(room) = room {
                        let left = items.len() - i;
                        let after = length(&out) + length(&next);
                        // The last item needs no room for "and more" unless the host left some
                        // out; any other does.
                        let closing =
                            if left == 1 && *left_out == 0 { 0 } else { length(&rest(left - 1)) };
                        if after + closing > room {
                            out.push_str(&rest(left));
                            return out;
                        }
                    }
                    out.push_str(&next);
                }
                if *left_out > 0 {
                    out.push_str(&rest(0));
                }
                out
            }
        }
    }

    fn msg(&self, m: &Msg) -> String {
        let mut args = FluentArgs::new();
        for (name, arg) in &m.args {
            args.set(*name, self.value(arg));
        }
        CATALOGUE.text(self.lang, m.key, Some(&args))
    }

    fn value(&self, arg: &Arg) -> FluentValue<'static> {
        match arg {
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Choice(key) => (*key).into(),
            other => self.arg_text(other).into(),
        }
    }

    fn arg_text(&self, arg: &Arg) -> String {
        let lang = self.lang;
        match arg {
            Arg::Text(t) => t.clone(),
            Arg::Number(n) => n.to_string(),
            Arg::User(u) => self.markup.user(*u),
            Arg::Channel(c) => self.markup.channel(*c),
            Arg::Date(at) => self.markup.date(*at, lang),
            Arg::Flag(at) => self.markup.countdown(*at, lang),
            Arg::Duration(d) => duration(lang, d.as_secs()),
            Arg::Game(g) => game_name(lang, *g),
            Arg::Side(g, s) => side_name(lang, *g, *s),
            Arg::Piece(g, p) => piece_name(lang, *g, *p),
            Arg::Style(s) => CATALOGUE.text(lang, &format!("style-{}", s.key()), None),
            Arg::Rules(g, s) => said(lang, *g, s),
            Arg::Move { text, display, chinese } => match (chinese, lang.script()) {
                (Some(c), Some(script)) => format!("{} ({text})", c.in_script(script)),
                _ => display.clone(),
            },
            Arg::MoveLabel { text, spellings, chinese } => match (chinese, lang.script()) {
                (Some(c), Some(script)) => format!("{} · {text}", c.in_script(script)),
                _ => spellings.clone(),
            },
            Arg::Choice(key) => (*key).to_owned(),
            Arg::List { items, or } => {
                let joiner = CATALOGUE.text(lang, if *or { "list-or" } else { "list-sep" }, None);
                let items: Vec<String> = items.iter().map(|a| self.arg_text(a)).collect();
                items.join(&joiner)
            }
            Arg::Nested(t) => self.text(t),
            Arg::Edge(pair) => self.text(if self.markup.console() { &pair.1 } else { &pair.0 }),
            Arg::Strong(a) => self.markup.strong(&self.arg_text(a)),
            Arg::Sentence(a) => capitalise_first(&self.arg_text(a)),
        }
    }
}

/// `text` with its first letter in upper case.
fn capitalise_first(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |c| c.to_uppercase().chain(chars).collect())
}
