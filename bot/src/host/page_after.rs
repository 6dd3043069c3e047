//! What a board page offers once its game is over: the game's replay and its analysis, as
//! `/replay` and `/analyse` give them in the game's channel, for the holder of a working link
//! (who could ask for them there: a link is only given in the game's channel).

use super::{Analysing, Attachment, Host, Refusal, RefusalKind};
use crate::{i18n::Lang, model::Sight, store::GameRow};

/// A finished game's analysis as its page asks for it.
#[derive(Debug)]
pub struct PageAnalysis {
    /// Made already, or still to make.
    pub analysing: Analysing,
    /// The link holder's language.
    pub lang: Lang,
    /// The game.
    pub row: GameRow,
}

impl Host {
    /// The link's game as an animated GIF, as `/replay` makes it in the game's channel.
    ///
    /// # Errors
    /// As [`Host::page_game`]; or the animation could not be made.
    pub fn page_replay(&self, secret: &str) -> Result<Attachment, Refusal> {
        let (_, row) = self.page_game(secret)?;
        let sight = Sight::Channels(vec![row.place.channel]);
        let reply = self.replay(row.place, &sight, row.id)?;
        reply.file.ok_or_else(|| Refusal::keyed(RefusalKind::Internal, "refusal-replay-failed"))
    }

    /// The analysis of the link's game as `/analyse id:` answers in its channel: kept already
    /// (its words and graph), or the positions still to search; with the link holder's
    /// language and the game's row (its players' names, for the words).
    ///
    /// # Errors
    /// As [`Host::page_game`]; or as [`Host::analyse`] (a game still being played is not
    /// analysed).
    pub fn page_analysis(&self, secret: &str) -> Result<PageAnalysis, Refusal> {
        let (link, row) = self.page_game(secret)?;
        let sight = Sight::Channels(vec![row.place.channel]);
        let analysing = self.analyse(row.place, &sight, Some(row.id))?;
        Ok(PageAnalysis { analysing, lang: link.lang, row })
    }
}
