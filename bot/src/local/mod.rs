//! The local mode: one game at a terminal, through the same host functions as Discord.
//!
//! One person plays both sides, so every line acts as the player to move. Lines are read one
//! at a time (piped input works; no terminal is needed): a move in any accepted notation, or
//! `moves`, `board`, `rules`, `undo`, `draw`, `resign`, `quit`. After each accepted move the move and
//! the board are printed and `<dir>/<ply>.png` is written. A refused line prints `Error: …`
//! and the game goes on; the end prints `Result: …`. After it, `analyse` prints the engine's
//! verdict on the game (each side's accuracy, mistakes and better moves) and writes the
//! evaluation graph as `<dir>/analysis-<id>.png`; `quit` (or the end of the input) leaves.
//!
//! With `--db FILE` the game is kept in that database, and a later run on the same file
//! resumes it; without, a temporary database is used and removed at the end.
//!
//! With `--engine LEVEL` (1–8) the computer plays one side, the second unless
//! `--engine-plays first`; its replies are printed and drawn like any move. Its seed is
//! `--seed` (default 0) plus the number of plies played, so the same game gets the same
//! replies (levels 1–7 stop at their own depth and node limits); level 8 thinks for
//! [`engine::LEVEL_8_TIME`] a move.
//!
//! The host's replies are typed; the console words them (`Console`'s markup): players by
//! their names, no emphasis, dates as ISO days.

mod analysis;
mod board;
mod input;
mod learn;
mod options;
mod puzzles;

use std::{
    io::{BufRead, Write},
    path::{Path, PathBuf},
    sync::Arc,
};

use input::{Fed, Input, Next};
pub use options::{Mode, Opponent, Options, Seat, environment_lang};
use rules::Side;

use crate::{
    host::{Answer, Host, Limits, Refusal, RefusalKind, Reply},
    i18n::{Lang, Markup},
    model::{Actor, ChannelId, GameNo, Place, SideChoice, SystemClock, User, UserId},
    msg,
    store::{GameStatus, OpenError},
    text::{Arg, Msg, Text},
    text_board,
};

/// Why the local mode stopped before the game did.
#[derive(Debug, thiserror::Error)]
pub enum LocalError {
    /// The picture folder cannot be made.
    #[error("cannot create the folder {path}: {source}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The database cannot be opened.
    #[error(transparent)]
    Open(#[from] OpenError),
    /// The input cannot be read.
    #[error("cannot read the input: {0}")]
    Input(#[source] std::io::Error),
    /// The output cannot be written.
    #[error("cannot write the output: {0}")]
    Output(#[source] std::io::Error),
    /// A picture cannot be written.
    #[error("cannot write {path}: {source}")]
    Picture {
        /// The file.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The host refused something the console needs (the first game, the game's record),
    /// worded for the console's reader.
    #[error("{0}")]
    Refused(String),
}

/// The console's one channel.
const PLACE: Place = Place { server: None, channel: ChannelId(1) };

/// Plays at the console until the game ends, `quit`, or the input ends.
///
/// # Errors
/// The database or the picture folder cannot be used, or the first game cannot start.
pub fn run(
    options: &Options,
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
) -> Result<(), LocalError> {
    std::fs::create_dir_all(&options.dir)
        .map_err(|source| LocalError::Folder { path: options.dir.clone(), source })?;
    let temporary = options.db.is_none();
    let db = options.db.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("chess-variants-local-{}.sqlite3", std::process::id()))
    });
    let result = match options.mode {
        Some(Mode::Puzzle) => puzzles::solve(options, &db, input, out),
        Some(Mode::Learn) => learn::learn(options, &db, input, out),
        None => play(options, &db, input, out),
    };
    if temporary {
        for suffix in ["", "-wal", "-shm"] {
            let mut name = db.clone().into_os_string();
            name.push(suffix);
            let _ = std::fs::remove_file(name);
        }
    }
    result
}

/// The two people at the console, "Player 1" and "Player 2" in `lang`.
fn console_players(lang: Lang) -> [User; 2] {
    [1u32, 2].map(|n| User::new(u64::from(n), &words(msg!("local-player", n = n), lang)))
}

/// A message as plain words in `lang`.
fn words(m: Msg, lang: Lang) -> String {
    Text::from(m).words(lang, &crate::i18n::Plain)
}

/// The host over the console's database, with the environment's limits.
fn open_host(db: &Path) -> Result<Host, LocalError> {
    let renderer = Arc::new(render::Renderer::new());
    let limits = Limits::from_vars(|k| std::env::var(k).ok())
        .map_err(|e| LocalError::Refused(e.to_string()))?;
    Ok(Host::open(db, renderer, Arc::new(SystemClock), limits)?)
}

fn play(
    options: &Options,
    db: &Path,
    input: impl BufRead + Send + 'static,
    out: &mut impl Write,
) -> Result<(), LocalError> {
    let host = Arc::new(open_host(db)?);
    let lang = options.lang();
    let mut players = console_players(lang);
    if let Some(engine) = options.engine() {
        let level = u32::from(engine.level.number());
        players[engine.side.index()].name = words(msg!("local-computer", level = level), lang);
    }
    let out = std::cell::RefCell::new(out);
    let console = Console { host: &host, players: &players, lang, out };
    let game_id = console.start(options)?;
    let snapshot = host.snapshot_by_id(game_id).map_err(|r| console.refused(&r))?;
    let (row, g) = (&snapshot.row, snapshot.row.game);
    console.say(msg!(
        "local-players",
        game = g,
        first = Arg::side(g, Side::First),
        first_player = row.players.first.name.clone(),
        second = Arg::side(g, Side::Second),
        second_player = row.players.second.name.clone()
    ))?;
    console.say(Msg::new("local-help"))?;
    console.print_board(game_id)?;
    let page =
        if options.board { Some(console.open_board(&host, options, game_id)?) } else { None };
    let mut lines = Input::new(input, options.clock.is_some(), page);
    if console.engine_moves(options, game_id)? {
        return console.after_game(options, game_id, lines);
    }

    loop {
        console.show_clocks(game_id)?;
        // With a clock, the wait for a line ends at the flag of the player to move.
        let wait = host.next_flag().map(|at| at.since(host.stamp()));
        let line = match lines.wait(wait)? {
            Next::Line(line) => line,
            Next::Page(delivery) => {
                if let crate::host::Say::Turn(reply) = &delivery.say {
                    console.show_move(options, game_id, reply)?;
                }
                let _ = host.settle(delivery.id, &crate::host::Delivered::Done);
                if console.engine_moves(options, game_id)? {
                    return console.after_game(options, game_id, lines);
                }
                continue;
            }
            Next::Ended => break,
            Next::Waited => {
                if console.flags(options, game_id)? {
                    return console.after_game(options, game_id, lines);
                }
                continue;
            }
        };
        // A flag that fell while the line was typed is shown before the line is tried.
        if console.flags(options, game_id)? {
            return console.after_game(options, game_id, lines);
        }
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match console.command(game_id, line) {
            Ok(Step::Quit) => return console.say(Msg::new("local-left")),
            Ok(Step::Moved(reply)) => {
                console.show_move(options, game_id, &reply)?;
                if console.engine_moves(options, game_id)? {
                    return console.after_game(options, game_id, lines);
                }
                continue;
            }
            Ok(Step::Said(text)) => console.say(text)?,
            Ok(Step::Rules(reply)) => console.show(options, &reply, "local-rules-picture")?,
            Err(refusal) => console.say(msg!("local-error", message = refusal.message))?,
        }
        if console.ended(game_id)? {
            return console.after_game(options, game_id, lines);
        }
    }
    console.say(Msg::new("local-input-ended"))
}

/// What a line did.
enum Step {
    Moved(Reply),
    Said(Text),
    /// The rules, with the picture of the pieces to write.
    Rules(Reply),
    Quit,
}

/// The console: the host, its two players, the reader's language, and where it writes.
struct Console<'a, W: Write> {
    host: &'a Host,
    players: &'a [User; 2],
    /// The console's language: the players', and that of the game's posts.
    lang: Lang,
    out: std::cell::RefCell<&'a mut W>,
}

/// Runs a mode for one person at the console (puzzles, lessons): a host on `db`, and the
/// console speaking `options`' language, as the first player.
fn alone<W: Write>(
    options: &Options,
    db: &Path,
    out: &mut W,
    run: impl FnOnce(&Console<'_, W>, Actor) -> Result<(), LocalError>,
) -> Result<(), LocalError> {
    let host = open_host(db)?;
    let lang = options.lang();
    let players = console_players(lang);
    let console =
        Console { host: &host, players: &players, lang, out: std::cell::RefCell::new(out) };
    let person = console.actor(Side::First);
    run(&console, person)
}

impl<W: Write> Console<'_, W> {
    fn actor(&self, side: Side) -> Actor {
        Actor::player(&self.players[side.index()]).speaking(self.lang)
    }

    /// Writes `text` in the console's words, as one line (or several) and a flush: a reader
    /// (or a test killing this process) sees each line as soon as the move behind it is
    /// committed.
    /// Says what a private mode's command answered: the reply through `show`, or the
    /// refusal's words; a listing (`moves`) is only said.
    fn answered(
        &self,
        answer: Result<Reply, Refusal>,
        listing: bool,
        show: impl Fn(&Reply) -> Result<(), LocalError>,
    ) -> Result<(), LocalError> {
        match answer {
            Ok(reply) if listing => self.say(reply.text),
            Ok(reply) => show(&reply),
            Err(refusal) => self.say(msg!("local-error", message = refusal.message)),
        }
    }

    fn say(&self, text: impl Into<Text>) -> Result<(), LocalError> {
        let words = text.into().words(self.lang, self);
        let mut out = self.out.borrow_mut();
        writeln!(out, "{words}").and_then(|()| out.flush()).map_err(LocalError::Output)
    }

    /// A refusal the console cannot go on from, in its words.
    fn refused(&self, refusal: &Refusal) -> LocalError {
        LocalError::Refused(refusal.message.words(self.lang, self))
    }

    /// Resumes the console channel's game, or starts a new one.
    fn start(&self, options: &Options) -> Result<GameNo, LocalError> {
        if let Ok(snapshot) = self.host.snapshot(PLACE) {
            let row = snapshot.row;
            self.say(msg!("local-resuming", id = row.id, game = row.game, ply = row.ply))?;
            return Ok(row.id);
        }
        let first = self.actor(Side::First);
        let fail = |r: Refusal| self.refused(&r);
        let (opponent, position) = (&self.players[1], options.position.as_deref());
        self.host
            .challenge(
                &first,
                PLACE,
                opponent,
                options.game,
                SideChoice::First,
                position,
                options.clock,
            )
            .map_err(fail)?;
        self.host
            .answer_challenge_here(&self.actor(Side::Second), PLACE, Answer::Accept)
            .map_err(fail)?;
        Ok(self.host.snapshot(PLACE).map_err(fail)?.row.id)
    }

    /// Serves the board page and prints a link for each person at the console; the channel
    /// page moves come in by.
    fn open_board(
        &self,
        host: &Arc<Host>,
        options: &Options,
        game_id: GameNo,
    ) -> Result<(std::sync::mpsc::Sender<Fed>, std::sync::mpsc::Receiver<Fed>), LocalError> {
        let (feed, fed) = std::sync::mpsc::channel();
        let addr = board::serve(host.clone(), feed.clone())?;
        let url = format!("http://{addr}");
        let computer = options.engine().map(|e| e.side);
        for side in Side::ALL.into_iter().filter(|&s| Some(s) != computer) {
            let actor = self.actor(side);
            let link = self.host.page_link(&actor, game_id, PLACE).map_err(|r| self.refused(&r))?;
            let address = crate::web::link_address(&url, &link.secret);
            let player = self.players[side.index()].name.clone();
            self.say(msg!("local-board", player = player, link = address))?;
        }
        Ok((feed, fed))
    }

    fn command(&self, game_id: GameNo, line: &str) -> Result<Step, Refusal> {
        let snapshot = self.host.snapshot_by_id(game_id)?;
        let to_move = snapshot.to_move;
        let (mover, other) = (self.actor(to_move), self.actor(!to_move));
        match line.to_ascii_lowercase().as_str() {
            "quit" | "exit" => Ok(Step::Quit),
            "moves" => Ok(Step::Said(self.host.legal_moves(&mover, PLACE)?.text)),
            "board" => Ok(Step::Said(self.board_text(game_id)?)),
            "rules" => Ok(Step::Rules(self.host.rules(snapshot.row.game, self.lang))),
            "resign" => Ok(Step::Said(self.host.resign(&mover, PLACE)?.text)),
            "draw" => {
                self.host.offer_draw(&mover, PLACE)?;
                Ok(Step::Said(self.host.answer_draw(&other, PLACE, true)?.text))
            }
            "undo" => {
                // Take back the last move anyone made: its player asks, the other accepts.
                let moves = self.host.moves_of(game_id)?;
                let last = moves.iter().rev().find(|m| m.player.is_some()).ok_or_else(|| {
                    Refusal::keyed(RefusalKind::NotAllowed, "local-nothing-to-undo")
                })?;
                self.host.request_takeback(&self.actor(last.side), PLACE)?;
                let reply = self.host.answer_takeback(&self.actor(!last.side), PLACE, true)?;
                Ok(Step::Said(reply.text.line(self.board_text(game_id)?)))
            }
            _ => Ok(Step::Moved(self.host.play_move(&mover, PLACE, line, None)?)),
        }
    }

    /// Prints `reply`, writes its picture into the picture folder, and says where with
    /// message `written` (which takes the `path`).
    fn show(
        &self,
        options: &Options,
        reply: &Reply,
        written: &'static str,
    ) -> Result<(), LocalError> {
        self.say(reply.text.clone())?;
        if let Some(picture) = &reply.image {
            let path = options.dir.join(&picture.file_name);
            write_picture(&path, &picture.png)?;
            self.say(Msg::new(written).with("path", path.display().to_string()))?;
        }
        Ok(())
    }

    /// Prints a move played, and its board; writes its picture.
    fn show_move(
        &self,
        options: &Options,
        game_id: GameNo,
        reply: &Reply,
    ) -> Result<(), LocalError> {
        self.say(reply.text.clone())?;
        self.print_board(game_id)?;
        if let Some(turn) = reply.live_turn {
            // The console shows a turn the moment it is played.
            let _ = self.host.turn_shown(turn.game, turn.ply, self.host.stamp());
        }
        if let Some(picture) = &reply.image {
            let ply = self.host.snapshot_by_id(game_id).map_err(|r| self.refused(&r))?.row.ply;
            write_picture(&options.dir.join(format!("{ply}.png")), &picture.png)?;
        }
        Ok(())
    }

    /// In a game with a clock, both clocks as they read now and whose runs.
    fn show_clocks(&self, game_id: GameNo) -> Result<(), LocalError> {
        let snapshot = self.host.snapshot_by_id(game_id).map_err(|r| self.refused(&r))?;
        let (row, to_move) = (&snapshot.row, snapshot.to_move);
        let Some(clocks) = row.clocks.filter(|_| row.status == GameStatus::Active) else {
            return Ok(());
        };
        let now = self.host.stamp();
        let reading = |side| {
            let left = clocks.reading(side, to_move, now);
            let low = clocks.low(side, to_move, now);
            let face = render::ClockFace { left, running: side == to_move, low };
            let mark = if side == to_move { "▶ " } else { "" };
            format!("{mark}{}", face.reading())
        };
        self.say(msg!(
            "local-clocks",
            first = Arg::side(row.game, Side::First),
            first_clock = reading(Side::First),
            second = Arg::side(row.game, Side::Second),
            second_clock = reading(Side::Second)
        ))
    }

    /// Shows the flags that fell, if any; returns whether the game is over.
    fn flags(&self, options: &Options, game_id: GameNo) -> Result<bool, LocalError> {
        let posts = self.host.flags_due().map_err(|r| self.refused(&r))?;
        for post in posts {
            if let crate::host::Say::Turn(reply) = &post.say {
                self.show_move(options, game_id, reply)?;
            }
            let _ = self.host.settle(post.id, &crate::host::Delivered::Done);
        }
        self.ended(game_id)
    }

    /// Prints the result if the game is over; returns whether it is.
    fn ended(&self, game_id: GameNo) -> Result<bool, LocalError> {
        let row = self.host.snapshot_by_id(game_id).map_err(|r| self.refused(&r))?.row;
        if row.status == GameStatus::Active {
            return Ok(false);
        }
        let result: Arg = match &row.outcome {
            Some(o) => Arg::Rules(row.game, o.said()),
            None => Msg::new("result-aborted").into(),
        };
        self.say(msg!("local-result", result = result))?;
        Ok(true)
    }

    /// Plays the computer's moves while it is its turn; returns whether the game is over.
    fn engine_moves(&self, options: &Options, game_id: GameNo) -> Result<bool, LocalError> {
        let Some(engine) = options.engine() else { return self.ended(game_id) };
        loop {
            if self.ended(game_id)? {
                return Ok(true);
            }
            let game = self.host.rules_game(game_id).map_err(|r| self.refused(&r))?;
            if game.side_to_move() != engine.side {
                return Ok(false);
            }
            let ply = game.moves().len() as u64;
            let seed = engine.seed.wrapping_add(ply);
            let time = engine::LEVEL_8_TIME;
            let request = match self.host.time_left(game_id, engine.side) {
                Ok(Some(clock)) => engine::Request::on_clock(engine.level, seed, time, clock),
                _ => engine::Request::playing(engine.level, seed, time),
            };
            let Some(thought) = engine::think(&game, &request) else { return Ok(false) };
            let actor = self.actor(engine.side);
            let reply = self
                .host
                .play_move(&actor, PLACE, &thought.text, None)
                .map_err(|r| self.refused(&r))?;
            self.show_move(options, game_id, &reply)?;
        }
    }

    fn board_text(&self, game_id: GameNo) -> Result<Text, Refusal> {
        let snapshot = self.host.snapshot_by_id(game_id)?;
        Ok(text_board::draw(&snapshot.view, Side::First))
    }

    fn print_board(&self, game_id: GameNo) -> Result<(), LocalError> {
        let text = self.board_text(game_id).map_err(|r| self.refused(&r))?;
        self.say(text)
    }
}

/// The console's markup: players by their names; otherwise plain ([`Markup`]'s defaults).
impl<W: Write> Markup for Console<'_, W> {
    fn user(&self, id: UserId) -> String {
        let player = self.players.iter().find(|p| p.id == id);
        player.map_or_else(|| format!("@{}", id.0), |p| p.name.clone())
    }
}

fn write_picture(path: &Path, png: &[u8]) -> Result<(), LocalError> {
    std::fs::write(path, png)
        .map_err(|source| LocalError::Picture { path: path.to_owned(), source })
}
