//! The message catalogue: what the bot says, in each language it speaks, as Project Fluent
//! files (`bot/locales/<language>/*.ftl`) embedded at build time. Fluent handles arguments
//! and plurals (`{ $count -> [one] … *[other] … }`) per language, so no sentence is put
//! together by hand. A key missing from a language falls back to English, never to the key.
//!
//! Adding a language: a folder under `bot/locales/` with the same files and keys as `en-US`,
//! and a [`Lang`] variant naming it (its Discord locale code). The tests check that every
//! catalogue has every key with the same arguments, and that Discord accepts every command
//! name it gives.

use std::sync::LazyLock;

use fluent_bundle::{FluentArgs, FluentResource, concurrent::FluentBundle};

/// A language the bot speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (United States): the catalogue every other falls back to.
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
            Lang::EnUs => &[("commands.ftl", include_str!("../locales/en-US/commands.ftl"))],
            Lang::ZhCn => &[("commands.ftl", include_str!("../locales/zh-CN/commands.ftl"))],
            Lang::ZhTw => &[("commands.ftl", include_str!("../locales/zh-TW/commands.ftl"))],
        }
    }
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
mod tests {
    use super::*;

    /// What is wrong with the embedded catalogues: files that do not parse, keys defined twice,
    /// and keys, attributes or arguments that one language has and English has not or the
    /// other way round. Empty when all is well.
    fn problems() -> Vec<String> {
        let mut problems = Vec::new();
        let shape = |lang: Lang, problems: &mut Vec<String>| {
            let mut entries = std::collections::BTreeMap::new();
            for (file, text) in lang.sources() {
                match FluentResource::try_new((*text).to_owned()) {
                    Ok(resource) => {
                        for entry in resource.entries() {
                            let fluent_syntax::ast::Entry::Message(m) = entry else { continue };
                            let key = m.id.name.to_owned();
                            let mut parts = vec![(String::new(), m.value.as_ref().map(variables))];
                            for a in &m.attributes {
                                parts.push((a.id.name.to_owned(), Some(variables(&a.value))));
                            }
                            if entries.insert(key.clone(), parts).is_some() {
                                problems
                                    .push(format!("{}/{file}: {key} defined twice", lang.code()));
                            }
                        }
                    }
                    Err((_, errors)) => {
                        problems.push(format!("{}/{file} does not parse: {errors:?}", lang.code()));
                    }
                }
            }
            entries
        };
        let english = shape(Lang::EnUs, &mut problems);
        for lang in Lang::ALL.into_iter().skip(1) {
            let other = shape(lang, &mut problems);
            for (key, parts) in &english {
                match other.get(key) {
                    None => problems.push(format!("{} lacks {key}", lang.code())),
                    Some(theirs) if theirs != parts => problems.push(format!(
                        "{} {key}: attributes or arguments {theirs:?}, English has {parts:?}",
                        lang.code()
                    )),
                    Some(_) => {}
                }
            }
            for key in other.keys().filter(|k| !english.contains_key(*k)) {
                problems.push(format!("{} has {key}, which English has not", lang.code()));
            }
        }
        problems
    }

    /// The arguments (`{ $name }`) a pattern uses, sorted.
    fn variables(pattern: &fluent_syntax::ast::Pattern<&str>) -> Vec<String> {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
            match e {
                InlineExpression::VariableReference { id } => out.push(id.name.to_owned()),
                InlineExpression::FunctionReference { arguments, .. } => {
                    for a in &arguments.positional {
                        inline(a, out);
                    }
                }
                InlineExpression::Placeable { expression } => expression_vars(expression, out),
                _ => {}
            }
        }
        fn expression_vars(e: &Expression<&str>, out: &mut Vec<String>) {
            match e {
                Expression::Inline(i) => inline(i, out),
                Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        for element in &v.value.elements {
                            if let PatternElement::Placeable { expression } = element {
                                expression_vars(expression, out);
                            }
                        }
                    }
                }
            }
        }
        let mut out = Vec::new();
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                expression_vars(expression, &mut out);
            }
        }
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn every_catalogue_has_every_key_with_the_same_arguments() {
        let problems = problems();
        assert!(problems.is_empty(), "{problems:#?}");
    }

    #[test]
    fn a_language_without_a_catalogue_is_shown_in_english() {
        assert_eq!(Lang::from_locale("zh-CN"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_locale("zh-tw"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::EnUs));
        assert_eq!(Lang::from_locale("fr"), None);
        // A key only English has would be shown in English, not as its key.
        let english = CATALOGUE.text(Lang::EnUs, "cmd-board", None);
        assert_eq!(english, "board");
        assert_eq!(CATALOGUE.text(Lang::ZhCn, "cmd-board", None), "棋盘");
        assert_eq!(CATALOGUE.lookup(Lang::ZhTw, "no-such-key", None, None), None);
    }
}
