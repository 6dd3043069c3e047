//! `/replay`: a whole game as an animated GIF, made in bounded memory. The frames are drawn one
//! at a time as the encoder asks for them ([`render::FrameSource`]), replaying the record
//! forward, so a game of any length holds a few frames at once (about 5.5 MB measured for
//! 1,000 plies, `render/tests/replay_memory.rs`), not one per ply.

use rules::{Game, Side};

use super::{Attachment, Host, Refusal, RefusalKind, Reply, lines};
use crate::{
    i18n::{self, Lang},
    model::{GameNo, Place, Sight},
    msg,
    store::{GameRow, MoveRow},
    text::Arg,
};

impl Host {
    /// Game `id` as an animated GIF: one frame per ply from the start, the last move marked
    /// in each, the first side at the bottom; within Discord's size limit (a very long game
    /// keeps every k-th ply, and the message says so).
    ///
    /// # Errors
    /// No such game here in sight, or the animation could not be made.
    pub fn replay(&self, place: Place, sight: &Sight, id: GameNo) -> Result<Reply, Refusal> {
        let row = self.game_here(place, sight, id)?;
        let moves = self.read(|c| c.moves(id))?;
        let audience = self.audience(place, None, None, row.game);
        let options = render::RenderOptions {
            animation_frame: true,
            ..super::board::render_options(&row, Side::First, &audience)
        };
        let lang = audience.lang;
        let mut frames = Frames::new(self, &row, moves, options, lang)?;
        let animation = render::encode_gif_from(&mut frames, &render::GifOptions::default())
            .map_err(|e| {
                tracing::error!("replay of game {id}: {e}");
                Refusal::keyed(RefusalKind::Internal, "refusal-replay-failed")
            })?;
        let text = msg!(
            "replay-title",
            game = Arg::strong(row.game),
            id = id,
            players = lines::players(&row),
            result = lines::result_words(&row),
            count = frames.moves.len(),
            stride = animation.stride
        );
        let file = Attachment { file_name: format!("replay-{id}.gif"), bytes: animation.bytes };
        Ok(Reply { text: text.into(), lang, file: Some(file), ..Reply::default() })
    }
}

/// A game's boards, drawn on demand: frame 0 is the start, frame `i` the position after the
/// `i`-th move a player made (passes the rules play by themselves get no frame of their own).
struct Frames<'h> {
    host: &'h Host,
    row: &'h GameRow,
    moves: Vec<MoveRow>,
    options: render::RenderOptions,
    /// The language of the frames' words.
    lang: Lang,
    /// For frame `i` > 0: how many stored moves are played to reach it.
    ends: Vec<usize>,
    /// The position reached so far, and how many stored moves it has had.
    game: Game,
    applied: usize,
}

impl<'h> Frames<'h> {
    /// Checks the whole record once (without drawing) and notes where each frame falls.
    fn new(
        host: &'h Host,
        row: &'h GameRow,
        moves: Vec<MoveRow>,
        options: render::RenderOptions,
        lang: Lang,
    ) -> Result<Frames<'h>, Refusal> {
        let mut game = host.replayed(row, &[])?;
        let mut ends = Vec::new();
        for (k, m) in moves.iter().enumerate() {
            if step(&mut game, m).map_err(|e| unreadable(row, m, &e))? {
                ends.push(k + 1);
            }
        }
        let game = host.replayed(row, &[])?;
        Ok(Frames { host, row, moves, options, lang, ends, game, applied: 0 })
    }
}

impl render::FrameSource for Frames<'_> {
    fn len(&self) -> usize {
        self.ends.len() + 1
    }

    fn frame(&mut self, index: usize) -> Result<render::Picture, render::FrameError> {
        let target = if index == 0 { 0 } else { self.ends[index - 1] };
        if self.applied > target {
            // The encoder starts a new pass: replay from the start.
            self.game = self.host.replayed(self.row, &[]).map_err(render::FrameError::new)?;
            self.applied = 0;
        }
        while self.applied < target {
            step(&mut self.game, &self.moves[self.applied]).map_err(render::FrameError::new)?;
            self.applied += 1;
        }
        let view = self.game.view();
        let options = render::RenderOptions {
            captions: i18n::captions(self.lang, &view),
            file_labels: super::board::file_labels(self.lang),
            clocks: super::board::recorded_clocks(self.row, &self.moves, target),
            ..self.options.clone()
        };
        Ok(self.host.renderer.picture(&view, &options))
    }
}

/// Plays stored move `m` unless the rules already played it (a forced pass); whether it was
/// played now.
fn step(game: &mut Game, m: &MoveRow) -> Result<bool, rules::MoveError> {
    if game.moves().len() >= m.ply as usize {
        return Ok(false);
    }
    game.play(&m.canonical).map(|_| true)
}

fn unreadable(row: &GameRow, m: &MoveRow, e: &rules::MoveError) -> Refusal {
    tracing::error!("game {} cannot be replayed at ply {}: {e}", row.id, m.ply);
    Refusal::keyed(RefusalKind::Internal, "refusal-record-broken")
}
