//! What the local mode was asked to do: its command line, read by `clap`.

use std::path::PathBuf;

use engine::Level;
use rules::{GameId, Side};

use crate::i18n::Lang;

/// `bot local`: play one game at the console, through the same host as Discord.
#[derive(Debug, Clone, clap::Args)]
#[command(after_help = "Type moves (h3e3, C2=5 or 炮二平五 in Xiangqi), or: moves, board, rules, \
                        undo, draw, resign, quit. Input can be piped.")]
pub struct Options {
    /// `puzzle`: solve puzzles of --game instead of playing (the starter bank's, and those cut
    /// from games analysed in the database).
    #[arg(value_name = "MODE", value_enum)]
    pub mode: Option<Mode>,
    /// The game to start when not resuming: xiangqi, american, amalgamated, abstract or
    /// chess1999.
    #[arg(long, value_name = "GAME", default_value = "xiangqi", value_parser = parse_game)]
    pub game: GameId,
    /// Where board pictures are written, one per ply.
    #[arg(long, value_name = "FOLDER", default_value = "boards")]
    pub dir: PathBuf,
    /// A start position other than the standard one (a position string).
    #[arg(long, value_name = "POSITION")]
    pub position: Option<String>,
    /// A database to keep the game in; a later run on the same file resumes it.
    #[arg(long, value_name = "FILE")]
    pub db: Option<PathBuf>,
    /// The language the console speaks: en-US, zh-CN or zh-TW (default: the environment's
    /// LC_ALL, LC_MESSAGES or LANG, else English).
    #[arg(long = "lang", value_name = "LANGUAGE", value_parser = parse_lang)]
    pub lang_choice: Option<Lang>,
    /// The computer plays one side at this level, from 1 (gentle) to 8 (strongest).
    #[arg(long = "engine", value_name = "LEVEL", value_parser = parse_level)]
    pub engine_level: Option<Level>,
    /// Which side the computer plays.
    #[arg(
        long = "engine-plays",
        value_name = "SIDE",
        value_enum,
        requires = "engine_level",
        default_value = "second"
    )]
    pub engine_side: Seat,
    /// Varies the computer's choices: added to the number of plies played to seed each move.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// Play against the clock: minutes each + seconds added per move (5+3); the flag falls
    /// while you think.
    #[arg(long, value_name = "M+S")]
    pub clock: Option<crate::live::TimeControl>,
    /// Serve the board page on this machine (BOT_WEB_ADDR, default a free port on
    /// 127.0.0.1) and print a link for each player: play by clicking, in a browser.
    #[arg(long)]
    pub board: bool,
}

/// What the console does besides playing a game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// Solve puzzles.
    Puzzle,
    /// Work through the game's lessons.
    Learn,
}

/// A side, as the command line names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Seat {
    /// The side that moves first.
    First,
    /// The side that moves second.
    Second,
}

impl From<Seat> for Side {
    fn from(seat: Seat) -> Side {
        match seat {
            Seat::First => Side::First,
            Seat::Second => Side::Second,
        }
    }
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

impl Options {
    /// The options of a game of `game` with everything else as by default.
    pub fn new(game: GameId) -> Options {
        Options {
            mode: None,
            game,
            dir: "boards".into(),
            position: None,
            db: None,
            lang_choice: None,
            engine_level: None,
            engine_side: Seat::Second,
            seed: 0,
            clock: None,
            board: false,
        }
    }

    /// The language the console speaks: `--lang`, else the environment's.
    pub fn lang(&self) -> Lang {
        self.lang_choice.unwrap_or_else(environment_lang)
    }

    /// The computer's seat, if it plays.
    pub fn engine(&self) -> Option<Opponent> {
        let level = self.engine_level?;
        Some(Opponent { level, side: self.engine_side.into(), seed: self.seed })
    }
}

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

fn parse_game(text: &str) -> Result<GameId, rules::UnknownGame> {
    text.parse()
}

/// A language the console does not speak.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("the languages are en-US, zh-CN, zh-TW")]
pub struct UnknownLanguage;

/// A level that is not one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("choose a level from {} to {}", Level::MIN.number(), Level::MAX.number())]
pub struct NotALevel;

/// A language the console speaks, by Discord's or POSIX's name for it.
fn parse_lang(text: &str) -> Result<Lang, UnknownLanguage> {
    Lang::from_locale(text).or_else(|| Lang::from_posix(text)).ok_or(UnknownLanguage)
}

fn parse_level(text: &str) -> Result<Level, NotALevel> {
    text.parse().ok().and_then(Level::new).ok_or(NotALevel)
}

#[cfg(test)]
mod tests {
    use clap::Parser;

    use super::*;

    #[derive(Debug, clap::Parser)]
    struct Cli {
        #[command(flatten)]
        options: Options,
    }

    fn parse(args: &[&str]) -> Result<Options, clap::Error> {
        let args = std::iter::once("local").chain(args.iter().copied());
        Cli::try_parse_from(args).map(|c| c.options)
    }

    #[test]
    fn the_game_is_read_by_id_or_name_and_an_unknown_one_is_named() {
        assert_eq!(parse(&[]).unwrap().game, GameId::Xiangqi);
        assert_eq!(parse(&["--game", "Chess 1999"]).unwrap().game, GameId::Chess1999);
        let e = parse(&["--game", "checkers"]).unwrap_err().to_string();
        assert!(e.contains("checkers") && e.contains("xiangqi"), "{e}");
        let e = parse(&["--game"]).unwrap_err().to_string();
        assert!(e.contains("--game"), "{e}");
        assert!(parse(&["--speed", "1"]).unwrap_err().to_string().contains("'--speed'"));
        assert_eq!(parse(&["--lang", "zh-CN"]).unwrap().lang(), Lang::ZhCn);
        assert_eq!(parse(&["--lang", "zh_TW.UTF-8"]).unwrap().lang(), Lang::ZhTw);
        let e = parse(&["--lang", "fr"]).unwrap_err().to_string();
        assert!(e.contains("en-US, zh-CN, zh-TW") && e.contains("'fr'"), "{e}");
        assert_eq!(Lang::from_posix("zh_HK.UTF-8"), Some(Lang::ZhTw));
        assert_eq!(Lang::from_posix("zh_SG"), Some(Lang::ZhCn));
        assert_eq!(Lang::from_posix("C.UTF-8"), None);
    }

    #[test]
    fn the_computer_plays_the_second_side_unless_told_and_needs_a_level() {
        let o = parse(&["--engine", "3", "--seed", "9"]).unwrap().engine().unwrap();
        assert_eq!((o.level.number(), o.side, o.seed), (3, Side::Second, 9));
        let o = parse(&["--engine", "8", "--engine-plays", "first"]).unwrap().engine().unwrap();
        assert_eq!(o.side, Side::First);
        assert!(parse(&[]).unwrap().engine().is_none());
        let e = parse(&["--engine-plays", "first"]).unwrap_err().to_string();
        assert!(e.contains("--engine"), "{e}");
        let e = parse(&["--engine", "9"]).unwrap_err().to_string();
        assert!(e.contains("from 1 to 8"), "{e}");
    }
}
