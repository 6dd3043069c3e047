//! The slash commands in every language of the catalogue ([`crate::i18n`]): Discord shows
//! each member the command and option names, descriptions and choices of their client's
//! language (`name_localizations`, `description_localizations`, a choice's
//! `name_localizations`), and English to everyone else. Interactions always carry the English
//! names, so commands are told apart as before.

use std::borrow::Cow;

use crate::i18n::{CATALOGUE, Lang};

use super::{Data, Error};

/// The catalogue key of a choice: `choice-` and its English label in lower case, words
/// joined by `-` (`I move first` → `choice-i-move-first`).
pub(super) fn choice_key(label: &str) -> String {
    let words: Vec<String> = label
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    format!("choice-{}", words.join("-"))
}

/// A localisation list as poise keeps it: (locale, text) pairs.
type Localizations = Cow<'static, [(Cow<'static, str>, Cow<'static, str>)]>;

/// What a command and an option both have in every language.
struct Texts<'a> {
    description: &'a mut Option<Cow<'static, str>>,
    names: &'a mut Localizations,
    descriptions: &'a mut Localizations,
}

/// Looks messages up in the catalogue, noting each one missing.
struct Lookup {
    missing: Vec<String>,
}

impl Lookup {
    fn text(&mut self, lang: Lang, key: &str, attribute: Option<&str>) -> Option<String> {
        let found = CATALOGUE.lookup(lang, key, attribute, None);
        if found.is_none() {
            let attribute = attribute.map_or(String::new(), |a| format!(".{a}"));
            self.missing.push(format!("{} {key}{attribute}", lang.code()));
        }
        found
    }

    /// Message `key`'s English description, and its name and description in every other
    /// language.
    fn fill(&mut self, key: &str, texts: Texts<'_>) {
        if let Some(d) = self.text(Lang::EnUs, key, Some("description")) {
            *texts.description = Some(d.into());
        }
        for lang in Lang::ALL.into_iter().skip(1) {
            let locale = Cow::Borrowed(lang.code());
            if let Some(name) = self.text(lang, key, None) {
                texts.names.to_mut().push((locale.clone(), name.into()));
            }
            if let Some(d) = self.text(lang, key, Some("description")) {
                texts.descriptions.to_mut().push((locale, d.into()));
            }
        }
    }
}

/// Sets every command's English description and each other language's names and
/// descriptions from the catalogue; returns the keys it looked for and did not find (the
/// tests require none).
pub(super) fn apply(commands: &mut [poise::Command<Data, Error>]) -> Vec<String> {
    let mut lookup = Lookup { missing: Vec::new() };
    for command in commands.iter_mut() {
        localise(&mut lookup, "cmd", command);
    }
    lookup.missing
}

/// One command (`cmd-<name>`; a subcommand `cmd-<parent>-<name>`), its options and choices,
/// and its subcommands.
fn localise(lookup: &mut Lookup, prefix: &str, command: &mut poise::Command<Data, Error>) {
    let key = format!("{prefix}-{}", command.name);
    lookup.fill(
        &key,
        Texts {
            description: &mut command.description,
            names: &mut command.name_localizations,
            descriptions: &mut command.description_localizations,
        },
    );
    for parameter in &mut command.parameters {
        let option = format!("{key}-{}", parameter.name);
        lookup.fill(
            &option,
            Texts {
                description: &mut parameter.description,
                names: &mut parameter.name_localizations,
                descriptions: &mut parameter.description_localizations,
            },
        );
        for choice in parameter.choices.to_mut().iter_mut() {
            let key = choice_key(&choice.name);
            if let Some(name) = lookup.text(Lang::EnUs, &key, None) {
                choice.name = Cow::Owned(name);
            }
            for lang in Lang::ALL.into_iter().skip(1) {
                if let Some(name) = lookup.text(lang, &key, None) {
                    let locale = Cow::Borrowed(lang.code());
                    choice.localizations.to_mut().push((locale, name.into()));
                }
            }
        }
    }
    for sub in &mut command.subcommands {
        localise(lookup, &key, sub);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_option_and_choice_is_in_every_catalogue() {
        let mut commands = super::super::commands::all();
        let before: Vec<String> = commands.iter().map(|c| c.name.to_string()).collect();
        let missing = apply(&mut commands);
        assert!(missing.is_empty(), "{missing:#?}");
        // English names stay the commands' own: Discord sends them in every interaction.
        let after: Vec<String> = commands.iter().map(|c| c.name.to_string()).collect();
        assert_eq!(before, after);
        fn english_names(prefix: &str, commands: &[poise::Command<Data, Error>]) {
            for command in commands {
                let key = format!("{prefix}-{}", command.name);
                let english = CATALOGUE.lookup(Lang::EnUs, &key, None, None);
                assert_eq!(english.as_deref(), Some(&*command.name));
                for parameter in &command.parameters {
                    let key = format!("{key}-{}", parameter.name);
                    assert_eq!(
                        CATALOGUE.lookup(Lang::EnUs, &key, None, None).as_deref(),
                        Some(&*parameter.name)
                    );
                }
                english_names(&key, &command.subcommands);
            }
        }
        english_names("cmd", &commands);
    }

    #[test]
    fn a_choice_key_is_its_label_in_lower_case_words() {
        assert_eq!(choice_key("I move first"), "choice-i-move-first");
        assert_eq!(choice_key("Chinese characters (Xiangqi)"), "choice-chinese-characters-xiangqi");
        assert_eq!(choice_key("Chess 1999"), "choice-chess-1999");
    }
}
