//! The option lists of the slash commands. Each list is the host's own type (or the rules'
//! game id) with the words players read chosen here, so every mapping is written once: no
//! parallel enum bridged to the host by strings.

use std::borrow::Cow;

use poise::CommandParameterChoice;

use crate::{
    live::Pace,
    model::{Orientation, SideChoice},
};

/// A value offered in a choice list: every value in the order Discord lists them, and the
/// label players read.
pub(super) trait Choice: Copy + Sized + 'static {
    /// Every value, in order.
    fn all() -> Vec<Self>;
    /// What the list shows.
    fn label(self) -> &'static str;
}

/// `poise::ChoiceParameter` from [`Choice`] (the trait and the game id are foreign, so a
/// blanket impl is not allowed; each type gets this one).
macro_rules! choice_parameter {
    ($($t:ty),*) => {$(
        impl poise::ChoiceParameter for $t {
            fn list() -> Cow<'static, [CommandParameterChoice]> {
                <$t as Choice>::all()
                    .into_iter()
                    .map(|c| CommandParameterChoice {
                        name: c.label().into(),
                        localizations: Cow::Borrowed(&[]),
                        __non_exhaustive: (),
                    })
                    .collect()
            }

            fn from_index(index: usize) -> Option<Self> {
                <$t as Choice>::all().get(index).copied()
            }

            fn from_name(name: &str) -> Option<Self> {
                <$t as Choice>::all().into_iter().find(|c| c.label().eq_ignore_ascii_case(name))
            }

            fn name(&self) -> &'static str {
                self.label()
            }

            fn localized_name(&self, _locale: &str) -> Option<&'static str> {
                None
            }
        }
    )*};
}

choice_parameter!(
    crate::tournament::Format,
    GameChoice,
    SideChoice,
    Orientation,
    ScopeChoice,
    PiecesChoice,
    LanguageChoice,
    Pace
);

/// A language the bot speaks, as a command option (`/settings language`), or `None` to go
/// back to the server's Discord language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LanguageChoice(pub Option<crate::i18n::Lang>);

impl Choice for LanguageChoice {
    fn all() -> Vec<LanguageChoice> {
        let langs = crate::i18n::Lang::ALL.into_iter().map(Some);
        langs.chain([None]).map(LanguageChoice).collect()
    }

    /// In English, as every choice's name is; each language's list shows its own names.
    fn label(self) -> &'static str {
        match self.0 {
            Some(crate::i18n::Lang::EnUs) => "English",
            Some(crate::i18n::Lang::ZhCn) => "Simplified Chinese",
            Some(crate::i18n::Lang::ZhTw) => "Traditional Chinese",
            None => "The server's Discord language",
        }
    }
}

/// One of the games, as a command option: listed from [`rules::GameId::ALL`] with their names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GameChoice(pub rules::GameId);

impl Choice for GameChoice {
    fn all() -> Vec<GameChoice> {
        rules::GameId::ALL.into_iter().map(GameChoice).collect()
    }

    fn label(self) -> &'static str {
        self.0.name()
    }
}

impl Choice for SideChoice {
    fn all() -> Vec<SideChoice> {
        SideChoice::ALL.to_vec()
    }

    fn label(self) -> &'static str {
        match self {
            SideChoice::First => "I move first",
            SideChoice::Second => "I move second",
            SideChoice::Random => "Random",
        }
    }
}

impl Choice for crate::tournament::Format {
    fn all() -> Vec<crate::tournament::Format> {
        crate::tournament::Format::ALL.to_vec()
    }

    fn label(self) -> &'static str {
        match self {
            crate::tournament::Format::RoundRobin => "Round robin",
            crate::tournament::Format::DoubleRoundRobin => "Double round robin",
            crate::tournament::Format::Swiss => "Swiss",
        }
    }
}

impl Choice for Pace {
    fn all() -> Vec<Pace> {
        Pace::ALL.to_vec()
    }

    fn label(self) -> &'static str {
        match self {
            Pace::Live => "Live (with a clock)",
            Pace::Correspondence => "Correspondence",
        }
    }
}

impl Choice for Orientation {
    fn all() -> Vec<Orientation> {
        Orientation::ALL.to_vec()
    }

    fn label(self) -> &'static str {
        match self {
            Orientation::Turn => "Side to move at the bottom",
            Orientation::Own => "My side at the bottom",
        }
    }
}

/// Where a history list looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScopeChoice {
    /// Every channel of the server.
    Server,
    /// This channel only.
    Channel,
}

impl Choice for ScopeChoice {
    fn all() -> Vec<ScopeChoice> {
        vec![ScopeChoice::Server, ScopeChoice::Channel]
    }

    fn label(self) -> &'static str {
        match self {
            ScopeChoice::Server => "This server",
            ScopeChoice::Channel => "This channel",
        }
    }
}

/// How pieces are drawn: a style (listed from [`render::PieceStyle::ALL`]), or `None` to go
/// back to the default.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PiecesChoice(pub Option<render::PieceStyle>);

impl PiecesChoice {
    /// The style chosen; `None` to go back to the default.
    pub fn style(self) -> Option<render::PieceStyle> {
        self.0
    }
}

impl Choice for PiecesChoice {
    fn all() -> Vec<PiecesChoice> {
        let styles = render::PieceStyle::ALL.into_iter().map(Some);
        styles.chain([None]).map(PiecesChoice).collect()
    }

    /// In English, as every choice's name is; the catalogue translates it.
    fn label(self) -> &'static str {
        match self.0 {
            Some(render::PieceStyle::Characters) => "Chinese characters (Xiangqi)",
            Some(render::PieceStyle::Pictures) => "Pictures",
            Some(render::PieceStyle::Letters) => "Letters",
            None => "The default",
        }
    }
}

#[cfg(test)]
mod tests {
    use poise::ChoiceParameter;

    use super::*;

    fn round_trip<T: Choice + ChoiceParameter + PartialEq + std::fmt::Debug>() {
        let list = T::list();
        assert_eq!(list.len(), T::all().len());
        for (i, value) in T::all().into_iter().enumerate() {
            assert_eq!(T::from_index(i), Some(value));
            assert_eq!(list[i].name, value.label());
            assert_eq!(T::from_name(value.label()), Some(value));
        }
        assert_eq!(T::from_index(list.len()), None);
    }

    #[test]
    fn every_list_reads_back_by_index_and_by_name() {
        round_trip::<GameChoice>();
        round_trip::<SideChoice>();
        round_trip::<LanguageChoice>();
        round_trip::<Orientation>();
        round_trip::<Pace>();
        round_trip::<ScopeChoice>();
        round_trip::<PiecesChoice>();
    }

    #[test]
    fn the_game_list_is_every_game_by_its_name() {
        let names: Vec<String> = GameChoice::list().iter().map(|c| c.name.to_string()).collect();
        let games: Vec<&str> = rules::GameId::ALL.iter().map(|g| g.name()).collect();
        assert_eq!(names, games);
    }
}
