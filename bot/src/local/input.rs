//! The console's input: read as asked, or, in a game with a clock, read ahead on a thread of
//! its own so that the console can wait for a line and for a flag at once.

use std::io::BufRead;

use super::LocalError;

/// The console's input: lines as they come, or (in a game with a clock) lines read on a
/// thread of their own, so that the console can wait for a line and for a flag at once.
pub(super) enum Input<B> {
    /// Read when asked.
    Plain(std::io::Lines<B>),
    /// Read ahead by a thread, with the board page's moves in between.
    Timed(std::sync::mpsc::Receiver<Fed>),
}

/// What the read-ahead channel carries: a line, or a move made on the board page.
pub(super) enum Fed {
    Line(std::io::Result<String>),
    Page(Box<crate::host::Delivery>),
}

/// What waiting for a line gave.
pub(super) enum Next {
    Line(String),
    /// A move was made on the board page; the post that shows it.
    Page(Box<crate::host::Delivery>),
    /// The wait ran out first.
    Waited,
    Ended,
}

impl<B: BufRead + Send + 'static> Input<B> {
    /// Lines of `input`; read ahead on a thread when the console must wait for something
    /// else too (`timed`: a flag), or when the board page feeds moves in (`page`).
    pub(super) fn new(
        input: B,
        timed: bool,
        page: Option<(std::sync::mpsc::Sender<Fed>, std::sync::mpsc::Receiver<Fed>)>,
    ) -> Input<B> {
        if !timed && page.is_none() {
            return Input::Plain(input.lines());
        }
        let (tx, rx) = page.unwrap_or_else(std::sync::mpsc::channel);
        // Detached: at the end of the game the process ends, and the thread with it.
        std::thread::spawn(move || {
            for line in input.lines() {
                if tx.send(Fed::Line(line)).is_err() {
                    break;
                }
            }
        });
        Input::Timed(rx)
    }
}

impl<B: BufRead> Input<B> {
    /// The next line; `None` at the end of the input.
    pub(super) fn next_line(&mut self) -> Result<Option<String>, LocalError> {
        loop {
            match self.wait(None)? {
                Next::Line(line) => return Ok(Some(line)),
                Next::Waited | Next::Page(_) => {}
                Next::Ended => return Ok(None),
            }
        }
    }

    /// The next line, waiting at most `wait` (for ever: `None`) when lines are read ahead.
    pub(super) fn wait(&mut self, wait: Option<std::time::Duration>) -> Result<Next, LocalError> {
        let got = match self {
            Input::Plain(lines) => lines.next().map(Fed::Line),
            Input::Timed(rx) => match wait {
                None => rx.recv().ok(),
                Some(wait) => match rx.recv_timeout(wait) {
                    Ok(line) => Some(line),
                    Err(std::sync::mpsc::RecvTimeoutError::Timeout) => return Ok(Next::Waited),
                    Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => None,
                },
            },
        };
        match got {
            Some(Fed::Line(line)) => Ok(Next::Line(line.map_err(LocalError::Input)?)),
            Some(Fed::Page(delivery)) => Ok(Next::Page(delivery)),
            None => Ok(Next::Ended),
        }
    }
}
