//! The console after a game: `analyse` runs the engine over every position at once (the
//! console has no live games to give way to), keeping each as the bot does, then prints the
//! summary and writes the evaluation graph.

use std::io::{BufRead, Write};

use super::{Console, LocalError, Options, PLACE};
use crate::{
    host::{Analysing, Refusal, RefusalKind},
    model::{GameNo, Sight},
    msg,
    text::Msg,
};

impl<W: Write> Console<'_, W> {
    /// Reads lines after the game's end: `analyse` or `quit`; the end of the input leaves
    /// quietly.
    pub(super) fn after_game(
        &self,
        options: &Options,
        game_id: GameNo,
        mut lines: super::Input<impl BufRead>,
    ) -> Result<(), LocalError> {
        self.say(Msg::new("local-after-game"))?;
        while let Some(line) = lines.next_line()? {
            match line.trim().to_ascii_lowercase().as_str() {
                "" => {}
                "quit" | "exit" => return Ok(()),
                "analyse" | "analyze" => self.analyse(options, game_id)?,
                _ => self.say(Msg::new("local-after-game"))?,
            }
        }
        Ok(())
    }

    /// Analyses the game, printing its progress, then the summary; writes the graph.
    fn analyse(&self, options: &Options, game_id: GameNo) -> Result<(), LocalError> {
        let fail = |r: Refusal| self.refused(&r);
        let mut asked = self.host.analyse(PLACE, &Sight::Everywhere, Some(game_id));
        // Two looks at most: every position, then the doubtful ones deeper.
        for _ in 0..2 {
            let Ok(Analysing::Needed(job)) = &asked else { break };
            let (_, request) = job.searching();
            for (n, &ply) in job.todo.iter().enumerate() {
                let Some(position) = job.positions.get(ply as usize) else { continue };
                let lines = engine::analysis::search_position(position, &request);
                self.host.keep_analysed(job, ply, &lines).map_err(fail)?;
                let (done, total) = (job.done() + n + 1, job.total());
                self.say(msg!("local-analysing", done = done, total = total))?;
            }
            asked = self.host.analyse(PLACE, &Sight::Everywhere, Some(game_id));
        }
        let reply = match asked.map_err(fail)? {
            Analysing::Done(reply) => reply,
            Analysing::Needed(_) => {
                let stopped = msg!("refusal-analysis-failed", id = game_id);
                return Err(fail(Refusal::new(RefusalKind::Internal, stopped)));
            }
        };
        self.show(options, &reply, "local-analysis-picture")
    }
}
