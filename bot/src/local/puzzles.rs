//! `bot local puzzle`: puzzles at the console, one after another, through the same host
//! functions as `/puzzle`. A line is a move in the puzzle going, `next` (a new puzzle once
//! one is over), `board`, `moves` or `quit`.

use std::{
    io::{BufRead, Write},
    path::Path,
};

use super::{LocalError, Options, PLACE};
use crate::{msg, text::Msg, text_board};

/// Solves puzzles of `options.game` until `quit` or the end of the input.
///
/// # Errors
/// The database or the picture folder cannot be used.
pub(super) fn solve(
    options: &Options,
    db: &Path,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), LocalError> {
    super::alone(options, db, out, |console, solver| {
        let host = console.host;
        let game = Some(options.game);
        let show = |reply: &crate::host::Reply| -> Result<(), LocalError> {
            console.show(options, reply, "local-puzzle-picture")?;
            match host.puzzle_position(&solver) {
                Ok(Some(view)) => console.say(text_board::draw(&view, view.side_to_move)),
                _ => console.say(Msg::new("local-puzzle-next")),
            }
        };
        console.say(Msg::new("local-puzzle-help"))?;
        match host.puzzle(&solver, PLACE, game) {
            Ok(reply) => show(&reply)?,
            Err(refusal) => return console.say(msg!("local-error", message = refusal.message)),
        }
        let mut lines = super::Input::Plain(input.lines());
        while let Some(line) = lines.next_line()? {
            let answer = match line.trim() {
                "" => continue,
                "quit" | "exit" => return Ok(()),
                "next" | "board" => host.puzzle(&solver, PLACE, game),
                "moves" => {
                    console.answered(host.puzzle_legal_moves(&solver), true, show)?;
                    continue;
                }
                text => host.puzzle_move(&solver, PLACE, text),
            };
            console.answered(answer, false, show)?;
        }
        Ok(())
    })
}
