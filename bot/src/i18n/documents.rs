//! Documents players read in their language: each game's rules summary, kept under
//! `data/rules/` (English) and `data/rules/<language>/`, embedded at build time.

use rules::GameId;

use super::Lang;

/// The rules summaries players read, one per game, kept under `data/rules/` and embedded at
/// build time.
pub fn rules_text(game: GameId, lang: Lang) -> &'static str {
    macro_rules! texts {
        ($dir:literal) => {
            match game {
                GameId::Xiangqi => {
                    include_str!(concat!("../../../data/rules/", $dir, "xiangqi.md"))
                }
                GameId::American => {
                    include_str!(concat!("../../../data/rules/", $dir, "american.md"))
                }
                GameId::Amalgamated => {
                    include_str!(concat!("../../../data/rules/", $dir, "amalgamated.md"))
                }
                GameId::Abstract => {
                    include_str!(concat!("../../../data/rules/", $dir, "abstract.md"))
                }
                GameId::Chess1999 => {
                    include_str!(concat!("../../../data/rules/", $dir, "chess1999.md"))
                }
            }
        };
    }
    match lang {
        Lang::EnUs => texts!(""),
        Lang::ZhCn => texts!("zh-CN/"),
        Lang::ZhTw => texts!("zh-TW/"),
    }
}
