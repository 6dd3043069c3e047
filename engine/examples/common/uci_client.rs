//! An engine process spoken to over UCI, for the examples that pit engines against each other
//! (`match`) or set one's judgement beside ours (`second_opinion`). Not an example itself:
//! each includes it with `#[path]`.

use std::{
    io::{BufRead, BufReader, Write},
    process::{Child, ChildStdin, ChildStdout, Command, Stdio},
};

use rules::GameId;

/// Anything that stops the example.
pub type Error = Box<dyn std::error::Error + Send + Sync>;

/// An engine process spoken to over UCI.
pub struct Engine {
    /// The command that started it.
    pub name: String,
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    /// Starts `command` (split at spaces), tells it `UCI_Variant` = `game` and then `options`,
    /// and waits until it is ready.
    pub fn start(
        command: &str,
        game: GameId,
        options: &[(String, String)],
    ) -> Result<Engine, Error> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or("an empty engine command")?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("{command}: {e}"))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut engine = Engine { name: command.to_owned(), child, input, output };
        engine.send("uci")?;
        engine.until("uciok", |_| {})?;
        engine.send(&format!("setoption name UCI_Variant value {}", game.id()))?;
        for (name, value) in options {
            engine.send(&format!("setoption name {name} value {value}"))?;
        }
        engine.send("isready")?;
        engine.until("readyok", |_| {})?;
        Ok(engine)
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), Error> {
        writeln!(self.input, "{line}")?;
        self.input.flush()?;
        Ok(())
    }

    /// Reads lines until one starts with `prefix` and returns it; `seen` is shown each line
    /// before it.
    pub fn until(&mut self, prefix: &str, mut seen: impl FnMut(&str)) -> Result<String, Error> {
        let mut line = String::new();
        loop {
            line.clear();
            if self.output.read_line(&mut line)? == 0 {
                return Err(format!("{} ended before `{prefix}`", self.name).into());
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_owned());
            }
            seen(line.trim());
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}
