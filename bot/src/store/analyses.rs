//! The engine's analyses of finished games, kept a position at a time: what the engine found in
//! each position (its best two moves and their scores), under the name of the engine and
//! settings that found it ([`AnalysisKey`]). An analysis interrupted by a restart goes on from
//! the positions already kept; one made by another engine or at other settings is not
//! reused.

use engine::{Line, Score};

use super::{
    GameRow, Tx,
    games::game_row,
    sql::{StoreError, StoreResult, args},
};
use crate::model::{ChannelId, GameNo, Moment};

/// Which engine, at which settings, made an analysis: e.g. `engine 0.1.0, 90000 nodes`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnalysisKey(pub String);

impl Tx<'_> {
    /// Keeps what the engine found in the position before ply `ply` + 1 of game `game` (ply 0
    /// is the start), unless that position was kept already.
    ///
    /// # Errors
    /// The store failed.
    pub fn keep_position(
        &mut self,
        game: GameNo,
        key: &AnalysisKey,
        ply: u32,
        lines: &[Line],
        now: Moment,
    ) -> StoreResult<()> {
        self.execute(
            "INSERT INTO analysis_positions (game_id, engine, ply, lines, searched_at)
             VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (game_id, engine, ply) DO NOTHING",
            &args![game, key.0.as_str(), ply, encode(lines), now],
        )?;
        Ok(())
    }

    /// The positions of game `game` kept under `key`, by ply, in order.
    ///
    /// # Errors
    /// The store failed, or a kept position does not read back.
    pub fn kept_positions(
        &mut self,
        game: GameNo,
        key: &AnalysisKey,
    ) -> StoreResult<Vec<(u32, Vec<Line>)>> {
        self.rows(
            "SELECT ply, lines FROM analysis_positions WHERE game_id = ?1 AND engine = ?2
             ORDER BY ply",
            &args![game, key.0.as_str()],
            |r| {
                let text = r.need_text("lines")?;
                let lines = decode(&text).ok_or_else(|| StoreError::bad_value("lines", text))?;
                Ok((r.need_count("ply")?, lines))
            },
        )
    }

    /// The game of `channel` that ended last (finished, not aborted), if any.
    ///
    /// # Errors
    /// The store failed.
    pub fn last_finished_game(&mut self, channel: ChannelId) -> StoreResult<Option<GameRow>> {
        self.row(
            "SELECT * FROM games WHERE channel_id = ?1 AND status = 'finished'
             ORDER BY finished_at DESC, id DESC LIMIT 1",
            &args![channel],
            game_row,
        )
    }

    /// Counts a hint taken in game `game`.
    ///
    /// # Errors
    /// The store failed.
    pub fn count_hint(&mut self, game: GameNo) -> StoreResult<()> {
        self.execute("UPDATE games SET hints = hints + 1 WHERE id = ?1", &args![game])?;
        Ok(())
    }
}

/// Lines as stored: `move score` each (`cp:34`, `mate:-3`), `|` between them; no lines, an
/// empty text (a position not searched).
fn encode(lines: &[Line]) -> String {
    let one = |l: &Line| match l.score {
        Score::Centipawns(cp) => format!("{} cp:{cp}", l.text),
        Score::Mate(n) => format!("{} mate:{n}", l.text),
    };
    lines.iter().map(one).collect::<Vec<_>>().join("|")
}

/// Lines read back; `None` if the text is not what [`encode`] writes.
fn decode(text: &str) -> Option<Vec<Line>> {
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split('|')
        .map(|one| {
            let (text, score) = one.rsplit_once(' ')?;
            let score = match score.split_once(':')? {
                ("cp", n) => Score::Centipawns(n.parse().ok()?),
                ("mate", n) => Score::Mate(n.parse().ok()?),
                _ => return None,
            };
            Some(Line { text: text.to_owned(), score, pv: Vec::new() })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_read_back_as_written_and_a_damaged_text_is_refused() {
        let lines = vec![
            Line { text: "h2e2".into(), score: Score::Centipawns(-34), pv: Vec::new() },
            Line { text: "T@m5".into(), score: Score::Mate(-3), pv: Vec::new() },
        ];
        assert_eq!(encode(&lines), "h2e2 cp:-34|T@m5 mate:-3");
        assert_eq!(decode(&encode(&lines)), Some(lines));
        assert_eq!(decode(""), Some(Vec::new()));
        assert_eq!(decode("h2e2 cp:x"), None);
        assert_eq!(decode("h2e2 pawns:3"), None);
        assert_eq!(decode("h2e2"), None);
    }
}
