//! The local mode: one game at a terminal, through the same host functions as Discord.
//!
//! One person plays both sides, so every line acts as the player to move. Lines are read one
//! at a time (piped input works; no terminal is needed): a move in any accepted notation, or
//! `moves`, `board`, `rules`, `undo`, `draw`, `resign`, `quit`. After each accepted move the move and
//! the board are printed and `<dir>/<ply>.png` is written. A refused line prints `Error: …`
//! and the game goes on; the end prints `Result: …`.
//!
//! With `--db FILE` the game is kept in that database, and a later run on the same file
//! resumes it; without, a temporary database is used and removed at the end.
//!
//! With `--engine LEVEL` (1–8) the computer plays one side, the second unless
//! `--engine-plays first`; its replies are printed and drawn like any move. Its seed is
//! `--seed` (default 0) plus the number of plies played, so the same game gets the same
//! replies (levels 1–7 stop at their own depth and node limits); level 8 thinks for
//! [`engine::LEVEL_8_TIME`] a move.

use std::{
    io::{BufRead, Write},
    path::{Path, PathBuf},
    sync::Arc,
};

use engine::Level;
use rules::{GameId, Side};

use crate::{
    host::{Answer, Host, Limits, Refusal, Reply},
    i18n::{self, Lang},
    model::{Actor, Place, SideChoice, SystemClock, User, UserId},
    store::GameStatus,
    text_board,
};

/// What the local mode was asked to do.
#[derive(Debug, Clone)]
pub struct Options {
    /// The game to start (when not resuming).
    pub game: GameId,
    /// Where board pictures are written.
    pub dir: PathBuf,
    /// A start position other than the standard one.
    pub position: Option<String>,
    /// A database to keep the game in (resumed if it has one going).
    pub db: Option<PathBuf>,
    /// The computer as one player.
    pub engine: Option<Opponent>,
    /// The language the console speaks (`--lang`, else the environment's `LC_ALL`,
    /// `LC_MESSAGES` or `LANG`, else English).
    pub lang: Lang,
}

/// The computer as a player at the console.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Opponent {
    /// How strong.
    pub level: Level,
    /// Which side it plays.
    pub side: Side,
    /// Added to the ply count to seed its choices.
    pub seed: u64,
}

const USAGE: &str = "usage: local [--game G] [--dir D] [--position P] [--db FILE] [--lang L] \
                     [--engine LEVEL [--engine-plays first|second] [--seed N]]";

/// The language the environment asks for, as POSIX programs read it: the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set; English if none names a language the bot speaks.
pub fn environment_lang() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .into_iter()
        .filter_map(|name| std::env::var(name).ok())
        .find(|value| !value.is_empty())
        .and_then(|value| Lang::from_posix(&value))
        .unwrap_or(Lang::EnUs)
}

impl Options {
    /// Reads `[--game G] [--dir D] [--position P] [--db F] [--lang L] [--engine LEVEL
    /// [--engine-plays first|second] [--seed N]]`. Without `--lang`, the language is the
    /// environment's ([`environment_lang`]).
    ///
    /// # Errors
    /// An unknown flag, a flag without its value, an unknown game or language, a level not in
    /// 1–8.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options {
            game: GameId::Xiangqi,
            dir: "boards".into(),
            position: None,
            db: None,
            engine: None,
            lang: environment_lang(),
        };
        let (mut level, mut side, mut seed) = (None, None, 0);
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || it.next().cloned().ok_or_else(|| format!("{flag} needs a value"));
            match flag.as_str() {
                "--game" => options.game = value()?.parse().map_err(|e| format!("{e}"))?,
                "--dir" => options.dir = value()?.into(),
                "--position" => options.position = Some(value()?),
                "--db" => options.db = Some(value()?.into()),
                "--lang" => {
                    let text = value()?;
                    options.lang = Lang::from_locale(&text)
                        .or_else(|| Lang::from_posix(&text))
                        .ok_or_else(|| {
                            let known: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
                            format!("--lang takes one of {}, not `{text}`", known.join(", "))
                        })?;
                }
                "--engine" => {
                    let text = value()?;
                    let n = text.parse().ok().and_then(Level::new);
                    level =
                        Some(n.ok_or(format!("--engine takes a level from 1 to 8, not `{text}`"))?);
                }
                "--engine-plays" => {
                    side = Some(match value()?.as_str() {
                        "first" => Side::First,
                        "second" => Side::Second,
                        other => {
                            return Err(format!(
                                "--engine-plays takes first or second, not `{other}`"
                            ));
                        }
                    });
                }
                "--seed" => {
                    let text = value()?;
                    seed =
                        text.parse().map_err(|_| format!("--seed takes a number, not `{text}`"))?;
                }
                other => return Err(format!("unknown option `{other}`; {USAGE}")),
            }
        }
        options.engine = match (level, side) {
            (Some(level), side) => {
                Some(Opponent { level, side: side.unwrap_or(Side::Second), seed })
            }
            (None, Some(_)) => return Err("--engine-plays needs --engine LEVEL".to_owned()),
            (None, None) => None,
        };
        Ok(options)
    }
}

/// The console's one channel.
const PLACE: Place = Place { server: None, channel: crate::model::ChannelId(1) };

/// Plays at the console until the game ends, `quit`, or the input ends.
///
/// # Errors
/// The database or the picture folder cannot be used, or the first game cannot start.
pub fn run(options: &Options, input: impl BufRead, out: &mut impl Write) -> Result<(), String> {
    std::fs::create_dir_all(&options.dir)
        .map_err(|e| format!("cannot create the folder {}: {e}", options.dir.display()))?;
    let temporary = options.db.is_none();
    let db = options.db.clone().unwrap_or_else(|| {
        std::env::temp_dir().join(format!("chess-variants-local-{}.sqlite3", std::process::id()))
    });
    let result = play(options, &db, input, out);
    if temporary {
        for suffix in ["", "-wal", "-shm"] {
            let mut name = db.clone().into_os_string();
            name.push(suffix);
            let _ = std::fs::remove_file(name);
        }
    }
    result
}

fn play(
    options: &Options,
    db: &Path,
    input: impl BufRead,
    out: &mut impl Write,
) -> Result<(), String> {
    let renderer = Arc::new(render::Renderer::new());
    let host = Host::open(db, renderer, Arc::new(SystemClock), Limits::default())?;
    let lang = options.lang;
    let mut players = [
        User::new(1, &crate::say!(lang, "local-player", n = 1)),
        User::new(2, &crate::say!(lang, "local-player", n = 2)),
    ];
    if let Some(engine) = options.engine {
        players[engine.side.index()].name =
            crate::say!(lang, "local-computer", level = engine.level.number());
    }
    let console = Console { host: &host, players: &players, lang };
    let game_id = console.start(options, out)?;
    let snapshot = host.snapshot_by_id(game_id).map_err(|r| r.in_lang(lang).message)?;
    let (row, side) = (&snapshot.row, |s| i18n::side_name(lang, snapshot.row.game, s));
    let names = crate::say!(
        lang,
        "local-players",
        game = i18n::game_name(lang, row.game),
        first = side(Side::First),
        first_player = row.players.first.name.clone(),
        second = side(Side::Second),
        second_player = row.players.second.name.clone()
    );
    say(out, &names)?;
    say(out, &crate::say!(lang, "local-help"))?;
    console.print_board(game_id, out)?;
    if console.engine_moves(options, game_id, out)? {
        return Ok(());
    }

    for line in input.lines() {
        let line = line.map_err(|e| format!("cannot read the input: {e}"))?;
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        match console.command(game_id, line) {
            Ok(Step::Quit) => {
                say(out, &crate::say!(lang, "local-left"))?;
                return Ok(());
            }
            Ok(Step::Moved(reply)) => {
                console.show_move(options, game_id, &reply, out)?;
                if console.engine_moves(options, game_id, out)? {
                    return Ok(());
                }
                continue;
            }
            Ok(Step::Said(text)) => say(out, &console.plain(&text))?,
            Ok(Step::Rules(reply)) => {
                say(out, &console.plain(&reply.text))?;
                if let Some(picture) = &reply.image {
                    let path = options.dir.join(&picture.file_name);
                    std::fs::write(&path, &picture.png)
                        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
                    let path = path.display().to_string();
                    say(out, &crate::say!(lang, "local-rules-picture", path = path))?;
                }
            }
            Err(refusal) => {
                let message = console.plain(&refusal.in_lang(lang).message);
                say(out, &crate::say!(lang, "local-error", message = message))?;
            }
        }
        if console.ended(game_id, out)? {
            return Ok(());
        }
    }
    say(out, &crate::say!(lang, "local-input-ended"))
}

/// What a line did.
enum Step {
    Moved(Reply),
    Said(String),
    /// The rules, with the picture of the pieces to write.
    Rules(Reply),
    Quit,
}

struct Console<'a> {
    host: &'a Host,
    players: &'a [User; 2],
    /// The console's language: the players', and that of the game's posts.
    lang: Lang,
}

impl Console<'_> {
    fn actor(&self, side: Side) -> Actor {
        Actor::player(&self.players[side.index()]).speaking(self.lang)
    }

    /// Resumes the console channel's game, or starts a new one.
    fn start(&self, options: &Options, out: &mut impl Write) -> Result<i64, String> {
        if let Ok(snapshot) = self.host.snapshot(PLACE) {
            let row = snapshot.row;
            let game = i18n::game_name(self.lang, row.game);
            say(
                out,
                &crate::say!(self.lang, "local-resuming", id = row.id, game = game, ply = row.ply),
            )?;
            return Ok(row.id);
        }
        let first = self.actor(Side::First);
        let fail = |r: Refusal| self.plain(&r.in_lang(self.lang).message);
        self.host
            .challenge(
                &first,
                PLACE,
                &self.players[1],
                options.game,
                SideChoice::First,
                options.position.as_deref(),
            )
            .map_err(fail)?;
        self.host
            .answer_challenge_here(&self.actor(Side::Second), PLACE, Answer::Accept)
            .map_err(fail)?;
        Ok(self.host.snapshot(PLACE).map_err(fail)?.row.id)
    }

    fn command(&self, game_id: i64, line: &str) -> Result<Step, Refusal> {
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
                    Refusal::new(
                        crate::host::RefusalKind::NotAllowed,
                        crate::say!(self.lang, "local-nothing-to-undo"),
                    )
                })?;
                self.host.request_takeback(&self.actor(last.side), PLACE)?;
                let reply = self.host.answer_takeback(&self.actor(!last.side), PLACE, true)?;
                Ok(Step::Said(format!("{}\n{}", reply.text, self.board_text(game_id)?)))
            }
            _ => Ok(Step::Moved(self.host.play_move(&mover, PLACE, line, None)?)),
        }
    }

    /// Prints a move played, and its board; writes its picture.
    fn show_move(
        &self,
        options: &Options,
        game_id: i64,
        reply: &Reply,
        out: &mut impl Write,
    ) -> Result<(), String> {
        say(out, &self.plain(&reply.text))?;
        self.print_board(game_id, out)?;
        if let Some(picture) = &reply.image {
            let ply = self
                .host
                .snapshot_by_id(game_id)
                .map_err(|r| r.in_lang(self.lang).message)?
                .row
                .ply;
            let path = options.dir.join(format!("{ply}.png"));
            std::fs::write(&path, &picture.png)
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        }
        Ok(())
    }

    /// Prints the result if the game is over; returns whether it is.
    fn ended(&self, game_id: i64, out: &mut impl Write) -> Result<bool, String> {
        let row = self.host.snapshot_by_id(game_id).map_err(|r| r.in_lang(self.lang).message)?.row;
        if row.status == GameStatus::Active {
            return Ok(false);
        }
        let result = row.outcome.as_ref().map_or_else(
            || crate::say!(self.lang, "result-aborted"),
            |o| i18n::outcome(self.lang, row.game, o),
        );
        say(out, &crate::say!(self.lang, "local-result", result = result))?;
        Ok(true)
    }

    /// Plays the computer's moves while it is its turn; returns whether the game is over.
    fn engine_moves(
        &self,
        options: &Options,
        game_id: i64,
        out: &mut impl Write,
    ) -> Result<bool, String> {
        let Some(engine) = options.engine else { return self.ended(game_id, out) };
        loop {
            if self.ended(game_id, out)? {
                return Ok(true);
            }
            let game = self.host.rules_game(game_id).map_err(|r| r.in_lang(self.lang).message)?;
            if game.side_to_move() != engine.side {
                return Ok(false);
            }
            let ply = game.moves().len() as u64;
            let seed = engine.seed.wrapping_add(ply);
            let request = engine::Request::playing(engine.level, seed, engine::LEVEL_8_TIME);
            let Some(thought) = engine::think(&game, &request) else { return Ok(false) };
            let actor = self.actor(engine.side);
            let reply = self
                .host
                .play_move(&actor, PLACE, &thought.text, None)
                .map_err(|r| self.plain(&r.in_lang(self.lang).message))?;
            self.show_move(options, game_id, &reply, out)?;
        }
    }

    fn board_text(&self, game_id: i64) -> Result<String, Refusal> {
        let snapshot = self.host.snapshot_by_id(game_id)?;
        Ok(text_board::draw(&snapshot.view, Side::First, self.lang).trim_end().to_owned())
    }

    fn print_board(&self, game_id: i64, out: &mut impl Write) -> Result<(), String> {
        let text = self.board_text(game_id).map_err(|r| r.in_lang(self.lang).message)?;
        say(out, &text)
    }

    /// Reply text for a console: names instead of mentions, no markdown.
    fn plain(&self, text: &str) -> String {
        let mut text = text.replace("**", "");
        for user in self.players {
            text = text.replace(&UserId::mention(user.id), &user.name);
        }
        text
    }
}

fn say(out: &mut impl Write, text: &str) -> Result<(), String> {
    // One write and a flush per message: a reader (or a test killing this process) sees each
    // line as soon as the move behind it is committed.
    writeln!(out, "{text}")
        .and_then(|()| out.flush())
        .map_err(|e| format!("cannot write the output: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        Options::parse(&args.iter().map(|a| (*a).to_owned()).collect::<Vec<_>>())
    }

    #[test]
    fn the_game_is_read_by_id_or_name_and_an_unknown_one_is_named() {
        assert_eq!(parse(&[]).unwrap().game, GameId::Xiangqi);
        assert_eq!(parse(&["--game", "Chess 1999"]).unwrap().game, GameId::Chess1999);
        let e = parse(&["--game", "checkers"]).unwrap_err();
        assert!(e.contains("checkers") && e.contains("xiangqi"), "{e}");
        let e = parse(&["--game"]).unwrap_err();
        assert!(e.contains("--game needs a value"), "{e}");
        assert!(parse(&["--speed", "1"]).unwrap_err().contains("unknown option `--speed`"));
        assert_eq!(parse(&["--lang", "zh-CN"]).unwrap().lang, Lang::ZhCn);
        assert_eq!(parse(&["--lang", "zh_TW.UTF-8"]).unwrap().lang, Lang::ZhTw);
        let e = parse(&["--lang", "fr"]).unwrap_err();
        assert!(e.contains("en-US, zh-CN, zh-TW") && e.contains("`fr`"), "{e}");
        assert_eq!(Lang::from_posix("zh_HK.UTF-8"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_posix("zh_SG"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_posix("C.UTF-8"), None);
    }
}
