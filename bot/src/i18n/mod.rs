//! The message catalogue: what the bot says, in each language it speaks, as Project Fluent
//! files (`bot/locales/<language>/*.ftl`) embedded at build time. Fluent handles arguments
//! and plurals (`{ $count -> [one] … *[other] … }`) per language, so no sentence is put
//! together by hand. A key missing from a language falls back to English, never to the key.
//!
//! Adding a language: a folder under `bot/locales/` with the same files and keys as `en-US`,
//! and a [`Lang`] variant naming it (its Discord locale code). The tests check that every
//! catalogue has every key with the same arguments, and that Discord accepts every command
//! name it gives.

/// Message `key` of the catalogue in a language, worded now, with named arguments:
/// `say!(lang, "picture-move", number = n)`. Each argument is anything Fluent takes (text,
/// numbers). Only for the words drawn on pictures, which are made here; everything else the bot
/// says is a typed [`crate::text::Text`], worded at the edge. A test reads every `say!` and
/// `msg!` in the sources and checks that the English message uses exactly the arguments given.
macro_rules! say {
    ($lang:expr, $key:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = fluent_bundle::FluentArgs::new();
        $( args.set(stringify!($name), $value); )*
        $crate::i18n::CATALOGUE.text($lang, $key, Some(&args))
    }};
}

mod documents;
mod pictures;
mod said;
mod word;

use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentResource, concurrent::FluentBundle};

pub use documents::rules_text;
pub use pictures::{
    captions, graph_words, legend_words, standings_round, standings_tail, standings_words,
};
pub use said::{game_name, outcome, piece_name, said, side_name};
pub use word::{Markup, Plain, iso_day, word};

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English (United States): the catalogue every other falls back to.
    #[default]
    EnUs,
    /// Chinese, simplified characters.
    ZhCn,
    /// Chinese, traditional characters.
    ZhTw,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::EnUs, Lang::ZhCn, Lang::ZhTw];

    /// Its code, as Discord's `locale` and Fluent write it.
    pub const fn code(self) -> &'static str {
        match self {
            Lang::EnUs => "en-US",
            Lang::ZhCn => "zh-CN",
            Lang::ZhTw => "zh-TW",
        }
    }

    /// The language's name in itself, the same in every language ("简体中文").
    pub const fn native_name(self) -> &'static str {
        match self {
            Lang::EnUs => "English",
            Lang::ZhCn => "简体中文",
            Lang::ZhTw => "繁體中文",
        }
    }

    /// The language a POSIX locale names (`LANG=zh_CN.UTF-8`, `zh_TW`, `zh_HK`, `en_GB`):
    /// Chinese as used in mainland China and Singapore is simplified, in Taiwan, Hong Kong and
    /// Macau traditional; `None` for a language the bot has no catalogue for.
    pub fn from_posix(locale: &str) -> Option<Lang> {
        let name = locale.split(['.', '@']).next().unwrap_or("").replace('_', "-");
        let mut parts = name.split('-');
        match (parts.next().map(str::to_ascii_lowercase).as_deref(), parts.next()) {
            (Some("zh"), Some(region))
                if ["TW", "HK", "MO"].contains(&region.to_ascii_uppercase().as_str()) =>
            {
                Some(Lang::ZhTw)
            }
            (Some("zh"), _) => Some(Lang::ZhCn),
            (Some("en"), _) => Some(Lang::EnUs),
            _ => None,
        }
    }

    /// Whether it is written in Chinese characters (Xiangqi moves are shown in Chinese
    /// notation, and its boards numbered as Chinese boards are).
    pub const fn is_chinese(self) -> bool {
        self.script().is_some()
    }

    /// The script Xiangqi moves are shown in for its readers: Chinese notation in simplified
    /// or traditional characters, `None` for languages that show coordinates and WXF.
    pub const fn script(self) -> Option<rules::xiangqi::Script> {
        match self {
            Lang::EnUs => None,
            Lang::ZhCn => Some(rules::xiangqi::Script::Simplified),
            Lang::ZhTw => Some(rules::xiangqi::Script::Traditional),
        }
    }

    /// The language for a Discord locale (`zh-CN`; `en-GB` is English); `None` for one the
    /// bot has no catalogue for (shown in English).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let locale = locale.trim();
        Lang::ALL.into_iter().find(|l| l.code().eq_ignore_ascii_case(locale)).or_else(|| {
            let language = locale.split(['-', '_']).next().unwrap_or("");
            language.eq_ignore_ascii_case("en").then_some(Lang::EnUs)
        })
    }

    /// The files of its catalogue: (file name, text).
    fn sources(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Lang::EnUs => &[
                ("commands.ftl", include_str!("../../locales/en-US/commands.ftl")),
                ("rules.ftl", include_str!("../../locales/en-US/rules.ftl")),
                ("pictures.ftl", include_str!("../../locales/en-US/pictures.ftl")),
                ("host.ftl", include_str!("../../locales/en-US/host.ftl")),
                ("local.ftl", include_str!("../../locales/en-US/local.ftl")),
                ("web.ftl", include_str!("../../locales/en-US/web.ftl")),
                ("learn.ftl", include_str!("../../locales/en-US/learn.ftl")),
                ("lessons.ftl", include_str!("../../locales/en-US/lessons.ftl")),
            ],
            Lang::ZhCn => &[
                ("commands.ftl", include_str!("../../locales/zh-CN/commands.ftl")),
                ("rules.ftl", include_str!("../../locales/zh-CN/rules.ftl")),
                ("pictures.ftl", include_str!("../../locales/zh-CN/pictures.ftl")),
                ("host.ftl", include_str!("../../locales/zh-CN/host.ftl")),
                ("local.ftl", include_str!("../../locales/zh-CN/local.ftl")),
                ("web.ftl", include_str!("../../locales/zh-CN/web.ftl")),
                ("learn.ftl", include_str!("../../locales/zh-CN/learn.ftl")),
                ("lessons.ftl", include_str!("../../locales/zh-CN/lessons.ftl")),
            ],
            Lang::ZhTw => &[
                ("commands.ftl", include_str!("../../locales/zh-TW/commands.ftl")),
                ("rules.ftl", include_str!("../../locales/zh-TW/rules.ftl")),
                ("pictures.ftl", include_str!("../../locales/zh-TW/pictures.ftl")),
                ("host.ftl", include_str!("../../locales/zh-TW/host.ftl")),
                ("local.ftl", include_str!("../../locales/zh-TW/local.ftl")),
                ("web.ftl", include_str!("../../locales/zh-TW/web.ftl")),
                ("learn.ftl", include_str!("../../locales/zh-TW/learn.ftl")),
                ("lessons.ftl", include_str!("../../locales/zh-TW/lessons.ftl")),
            ],
        }
    }
}

/// A length of time in `lang`, in its two largest units ("1 hour 20 minutes", "1 小时 20 分钟").
pub fn duration(lang: Lang, seconds: u64) -> String {
    let units = [("duration-day", 86_400), ("duration-hour", 3_600), ("duration-minute", 60)];
    let mut parts = Vec::new();
    let mut rest = seconds;
    for (key, size) in units.into_iter().chain([("duration-second", 1)]) {
        let n = rest / size;
        if n > 0 && parts.len() < 2 {
            let mut args = FluentArgs::new();
            args.set("n", n);
            parts.push(CATALOGUE.text(lang, key, Some(&args)));
            rest -= n * size;
        } else if !parts.is_empty() {
            break;
        }
    }
    if parts.is_empty() {
        let mut args = FluentArgs::new();
        args.set("n", 0);
        return CATALOGUE.text(lang, "duration-second", Some(&args));
    }
    parts.join(&CATALOGUE.text(lang, "duration-joiner", None))
}

/// Every language's messages, parsed once.
pub struct Catalogue {
    bundles: Vec<(Lang, FluentBundle<FluentResource>)>,
}

impl std::fmt::Debug for Catalogue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let langs: Vec<Lang> = self.bundles.iter().map(|(l, _)| *l).collect();
        f.debug_struct("Catalogue").field("languages", &langs).finish()
    }
}

/// The catalogue the bot speaks from, parsed on first use.
pub static CATALOGUE: LazyLock<Catalogue> = LazyLock::new(Catalogue::embedded);

impl Catalogue {
    /// The catalogues embedded in the program. A file that does not parse is a bug that the
    /// tests catch (`tests::problems`); its readable messages are still used.
    fn embedded() -> Catalogue {
        let bundles = Lang::ALL
            .into_iter()
            .map(|lang| {
                let mut bundle =
                    FluentBundle::new_concurrent(vec![lang.code().parse().unwrap_or_default()]);
                // Discord shows text as it is: no Unicode isolation marks around arguments.
                bundle.set_use_isolating(false);
                for (_, text) in lang.sources() {
                    let resource = FluentResource::try_new((*text).to_owned())
                        .unwrap_or_else(|(partial, _)| partial);
                    // A key defined twice keeps its first text; the tests report it.
                    let _ = bundle.add_resource(resource);
                }
                (lang, bundle)
            })
            .collect();
        Catalogue { bundles }
    }

    fn bundle(&self, lang: Lang) -> Option<&FluentBundle<FluentResource>> {
        self.bundles.iter().find(|(l, _)| *l == lang).map(|(_, b)| b)
    }

    /// Message `key` (or its attribute `attribute`) in `lang`, with `args`; `None` if that
    /// language lacks it.
    pub fn lookup(
        &self,
        lang: Lang,
        key: &str,
        attribute: Option<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> Option<String> {
        let bundle = self.bundle(lang)?;
        let message = bundle.get_message(key)?;
        let pattern = match attribute {
            Some(name) => message.get_attribute(name)?.value(),
            None => message.value()?,
        };
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        errors.is_empty().then(|| text.into_owned())
    }

    /// Message `key` in `lang`, falling back to English, then to the key itself (which the
    /// tests make impossible: every key the code asks for is in English).
    pub fn text(&self, lang: Lang, key: &str, args: Option<&FluentArgs<'_>>) -> String {
        self.lookup(lang, key, None, args)
            .or_else(|| self.lookup(Lang::EnUs, key, None, args))
            .unwrap_or_else(|| key.to_owned())
    }
}

#[cfg(test)]
mod tests;
