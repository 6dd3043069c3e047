//! What an analysis shows: the summary (each player's accuracy and mistakes, the evaluation
//! graph, the worst moves as buttons), one of those moves on its board with arrows, and the
//! evaluation `/show` and `/export` add to an analysed game.

use engine::{
    Score,
    analysis::Judged,
    judge::{Chances, Judgement},
};
use render::{ArrowKind, GraphMark, Severity};
use rules::{Game, Side};

use super::{
    Action, ActionId, ActionStyle, Host, Picture, Refusal, RefusalKind, Reply, analysis::Analysed,
    lines,
};
use crate::{
    i18n::{self, Lang},
    model::{GameNo, Place, Sight},
    msg,
    text::{Arg, Msg, Text},
};

/// The most worst moves a summary lists, each with its button.
pub const WORST_MOVES: usize = 5;

impl Host {
    /// The summary of `analysed`, for the channel: each side's accuracy and counts, the worst
    /// moves (buttons that show each), and the evaluation graph.
    pub(super) fn analysis_reply(&self, place: Place, analysed: &Analysed) -> Reply {
        let Analysed { row, analysis, .. } = analysed;
        let audience = self.audience(place, None, None, row.game);
        let lang = audience.lang;
        let mut text = Text::from(msg!(
            "analysis-title",
            game = Arg::strong(row.game),
            id = row.id,
            players = lines::players(row),
            result = lines::result_words(row)
        ));
        for side in Side::ALL {
            let Some(accuracy) = analysis.accuracy[side] else { continue };
            let [inaccuracies, mistakes, blunders] = analysis.counts(side);
            text = text.line(msg!(
                "analysis-side",
                side = Arg::strong(Arg::side(row.game, side)),
                who = row.players[side].id,
                accuracy = Arg::strong(accuracy.round() as i64),
                inaccuracies = inaccuracies,
                mistakes = mistakes,
                blunders = blunders
            ));
        }
        if row.hints > 0 {
            text = text.line(msg!("analysis-hints", count = row.hints));
        }
        let worst = worst_plies(analysed);
        let mut actions = Vec::new();
        if worst.is_empty() {
            text = text.line(Msg::new("analysis-no-mistakes"));
        } else {
            text = text.line(Msg::new("analysis-worst"));
        }
        for &k in &worst {
            let judged = &analysis.plies[k];
            let before = self.replayed(row, &analysed.moves[..k]).ok();
            let played = before.as_ref().map(|g| move_words(g, &judged.played));
            let better = before.as_ref().zip(judged.better()).map(|(g, l)| move_words(g, &l.text));
            let (Some(played), Some(better)) = (played, better) else { continue };
            let glyph = judged.judgement.map_or("", Judgement::glyph);
            let ply = k as u32 + 1;
            text = text.line(msg!(
                "analysis-worst-move",
                ply = ply,
                side = Arg::side(row.game, judged.mover),
                played = played.clone(),
                glyph = glyph,
                better = better
            ));
            let label = msg!("analysis-worst-button", ply = ply, played = played, glyph = glyph);
            let id = ActionId::Judged { game: row.id, ply };
            actions.push(Action::new(id, label, ActionStyle::Secondary));
        }
        let image = self.graph_png(analysed, lang);
        Reply { text, lang, image, actions, ..Reply::default() }
    }

    /// The evaluation graph of `analysed` as a PNG, its words in `lang`.
    fn graph_png(&self, analysed: &Analysed, lang: Lang) -> Option<Picture> {
        let Analysed { row, analysis, .. } = analysed;
        let percents: Vec<f64> = std::iter::once(analysis.start)
            .chain(analysis.plies.iter().map(|p| p.win_percent))
            .collect();
        let marks: Vec<GraphMark> = analysis
            .plies
            .iter()
            .enumerate()
            .filter_map(|(k, p)| Some(GraphMark { ply: k + 1, severity: severity(p.judgement?) }))
            .collect();
        let words = i18n::graph_words(lang, row.game, row.id.0);
        let picture = self.renderer.evaluation_graph(row.game, &percents, &marks, &words);
        match render::encode_png(&picture) {
            Ok(png) => Some(Picture { file_name: format!("analysis-{}.png", row.id), png }),
            Err(e) => {
                tracing::error!("the graph of game {} could not be drawn: {e}", row.id);
                None
            }
        }
    }

    /// A worst-move button: the position before ply `ply` of game `id`, with arrows for the
    /// move played and the better one, for the presser alone.
    ///
    /// # Errors
    /// No such game here in sight, or no analysis of it (made by another engine since).
    pub fn judged_move(
        &self,
        place: Place,
        sight: &Sight,
        id: GameNo,
        ply: u32,
    ) -> Result<Reply, Refusal> {
        let row = self.game_here(place, sight, id)?;
        let no_analysis =
            || Refusal::new(RefusalKind::Stale, msg!("refusal-analysis-gone", id = id));
        let analysed = self.analysed(row)?.ok_or_else(no_analysis)?;
        let k = (ply as usize).checked_sub(1).ok_or_else(no_analysis)?;
        let judged = analysed.analysis.plies.get(k).ok_or_else(no_analysis)?;
        let row = &analysed.row;
        let game = self.replayed(row, &analysed.moves[..k])?;
        let chances = Chances::of(row.game);
        let played = move_words(&game, &judged.played);
        let mut arrows: Vec<_> = super::board::move_arrow(&game, &judged.played, ArrowKind::Played)
            .into_iter()
            .collect();
        let mut text = Text::from(msg!(
            "judged-title",
            ply = ply,
            side = Arg::strong(Arg::side(row.game, judged.mover)),
            played = played,
            glyph = judged.judgement.map_or("", Judgement::glyph),
            before = percent(chances, judged.before),
            after = percent(chances, judged.after)
        ));
        if let Some(better) = judged.better() {
            let words = move_words(&game, &better.text);
            arrows.extend(super::board::move_arrow(&game, &better.text, ArrowKind::Better));
            text = text.line(msg!(
                "judged-better",
                better = words,
                chances = percent(chances, better.score)
            ));
        }
        let audience = self.audience(place, None, None, row.game);
        let options = render::RenderOptions {
            arrows,
            ..super::board::render_options(row, judged.mover, &audience)
        };
        let image =
            self.draw_png(&game, &options, format!("game-{id}-{k}-judged.png"), audience.lang);
        Ok(Reply { text, lang: audience.lang, image, ..Reply::default() })
    }
}

impl Host {
    /// What `/show` of an analysed game adds at ply `ply`: who is better there, with their
    /// winning chances, and the move that led there if it was a mistake, with the better one.
    pub(super) fn evaluation_at(&self, analysed: &Analysed, ply: u32) -> Text {
        let Analysed { row, analysis, moves } = analysed;
        let percent = match (ply as usize).checked_sub(1) {
            None => analysis.start,
            Some(k) => analysis.plies.get(k).map_or(analysis.start, |p| p.win_percent),
        };
        let (side, chances) =
            if percent >= 50.0 { (Side::First, percent) } else { (Side::Second, 100.0 - percent) };
        let mut text = Text::from(msg!(
            "show-evaluation",
            side = Arg::strong(Arg::side(row.game, side)),
            chances = chances.round() as i64
        ));
        let k = (ply as usize).wrapping_sub(1);
        if let Some(judged) = analysis.plies.get(k).filter(|p| p.judgement.is_some())
            && let Some(better) = judged.better()
            && let Ok(before) = self.replayed(row, &moves[..k])
        {
            text = text.line(msg!(
                "show-judged",
                ply = ply,
                played = move_words(&before, &judged.played),
                glyph = judged.judgement.map_or("", Judgement::glyph),
                better = move_words(&before, &better.text)
            ));
        }
        text
    }
}

/// What an exported analysed game adds after each move: its mark (`?!`, `?`, `??`) and the
/// evaluation after it, from the first side's view, as lichess writes it (`[%eval 0.34]`,
/// `[%eval #-3]` for a mate in three against the first side), for the move's comment.
pub(super) fn pgn_notes(analysed: &Analysed) -> Vec<(String, String)> {
    analysed
        .analysis
        .plies
        .iter()
        .map(|p| {
            let glyph = p.judgement.map_or("", Judgement::glyph);
            let score = if p.mover == Side::First { p.after } else { p.after.turned() };
            let eval = match score {
                Score::Centipawns(cp) => format!("{:.2}", f64::from(cp) / 100.0),
                Score::Mate(n) => format!("#{n}"),
            };
            (glyph.to_owned(), format!("[%eval {eval}]"))
        })
        .collect()
}

/// The plies of the worst moves (at most [`WORST_MOVES`], inaccuracies at least), in the
/// order played: those that lost the most winning chances.
fn worst_plies(analysed: &Analysed) -> Vec<usize> {
    let chances = Chances::of(analysed.row.game);
    let lost = |p: &Judged| chances.win_percent(p.before) - chances.win_percent(p.after);
    let mut judged: Vec<usize> = (0..analysed.analysis.plies.len())
        .filter(|&k| analysed.analysis.plies[k].judgement.is_some())
        .collect();
    judged.sort_by(|&a, &b| {
        let (a, b) = (&analysed.analysis.plies[a], &analysed.analysis.plies[b]);
        lost(b).total_cmp(&lost(a))
    });
    judged.truncate(WORST_MOVES);
    judged.sort_unstable();
    judged
}

/// Move `text` in `game`'s position, as players read it.
fn move_words(game: &Game, text: &str) -> Arg {
    match game.legal_moves().into_iter().find(|m| m.text == text) {
        Some(m) => Arg::from(m),
        None => Arg::Text(text.to_owned()),
    }
}

/// A score as the mover's winning chances, a whole percentage.
fn percent(chances: Chances, score: Score) -> i64 {
    chances.win_percent(score).round() as i64
}

fn severity(j: Judgement) -> Severity {
    match j {
        Judgement::Inaccuracy => Severity::Inaccuracy,
        Judgement::Mistake => Severity::Mistake,
        Judgement::Blunder => Severity::Blunder,
    }
}
