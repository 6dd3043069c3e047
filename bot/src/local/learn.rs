//! `bot local learn`: a game's lessons at the console, through the same host functions as
//! `/learn`. A line is a move in the exercise, or `again`, `back`, `next`, `board`, `moves`
//! or `quit`.

use std::{
    io::{BufRead, Write},
    path::Path,
};

use super::{LocalError, Options, PLACE};
use crate::{msg, text::Msg, text_board};

/// Works through `options.game`'s lessons until `quit` or the end of the input.
///
/// # Errors
/// The database or the picture folder cannot be used.
pub(super) fn learn(
    options: &Options,
    db: &Path,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), LocalError> {
    super::alone(options, db, out, |console, learner| {
        let host = console.host;
        let game = options.game;
        // The path's last exercise: `next` stops there.
        let last = crate::learn::path(game)
            .map_or(0, |p| u32::try_from(p.len()).unwrap_or(1).saturating_sub(1));
        let show = |reply: &crate::host::Reply| -> Result<(), LocalError> {
            console.show(options, reply, "local-puzzle-picture")?;
            if let Ok(Some((view, _))) = host.learn_position(&learner) {
                console.say(text_board::draw(&view, view.side_to_move))?;
            }
            Ok(())
        };
        console.say(Msg::new("local-learn-help"))?;
        match host.learn(&learner, PLACE, Some(game)) {
            Ok(reply) => show(&reply)?,
            Err(refusal) => return console.say(msg!("local-error", message = refusal.message)),
        }
        let mut lines = super::Input::Plain(input.lines());
        while let Some(line) = lines.next_line()? {
            // Where the learner is in the path, for again, back and next.
            let at = host.learn_position(&learner).ok().flatten().map_or(0, |(_, at)| at);
            let answer = match line.trim() {
                "" => continue,
                "quit" | "exit" => return Ok(()),
                "board" => host.learn(&learner, PLACE, Some(game)),
                "again" => host.learn_exercise(&learner, PLACE, game, at),
                "back" => host.learn_exercise(&learner, PLACE, game, at.saturating_sub(1)),
                "next" => host.learn_exercise(&learner, PLACE, game, (at + 1).min(last)),
                "moves" => {
                    console.answered(host.learn_legal_moves(&learner), true, show)?;
                    continue;
                }
                text => host.learn_move(&learner, PLACE, text),
            };
            console.answered(answer, false, show)?;
        }
        Ok(())
    })
}
