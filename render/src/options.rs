//! What a picture should show besides the position: the piece style, the orientation, the
//! players' names, a selected piece, the words and how the files are labelled.

use rules::{BoardView, BySide, Cell, GameId, Side};

/// How pieces are drawn. Not every game has every style: [`PieceStyle::in_game`] turns a style
/// a game lacks into the game's default, so a player's choice for one game never breaks another.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceStyle {
    /// Xiangqi's Chinese characters on red and dark discs (Xiangqi's default).
    Characters,
    /// Pictures: Xiangqi's picture set (crown, shield, elephant, horse …) for players who do not
    /// read 帥/將; western figurines in Amalgamated and Abstract Chess; military icons on discs
    /// in the side's colour in American Chess and Chess 1999 (the default in those four games).
    Pictures,
    /// Letters on discs: Xiangqi's WXF letters, the position-string letters in other games.
    Letters,
}

impl PieceStyle {
    /// Every style.
    pub const ALL: [PieceStyle; 3] =
        [PieceStyle::Characters, PieceStyle::Pictures, PieceStyle::Letters];

    /// Its key, the same in every language: how stores and options name it (`characters`,
    /// `pictures`, `letters`).
    pub const fn key(self) -> &'static str {
        match self {
            PieceStyle::Characters => "characters",
            PieceStyle::Pictures => "pictures",
            PieceStyle::Letters => "letters",
        }
    }

    /// The style with key `key` (see [`PieceStyle::key`]).
    ///
    /// ```
    /// use render::PieceStyle;
    /// assert_eq!(PieceStyle::from_key("letters"), Some(PieceStyle::Letters));
    /// assert_eq!(PieceStyle::from_key("runes"), None);
    /// ```
    pub fn from_key(key: &str) -> Option<PieceStyle> {
        PieceStyle::ALL.into_iter().find(|s| s.key() == key)
    }

    /// The styles a game offers, its default first.
    pub const fn offered(game: GameId) -> &'static [PieceStyle] {
        match game {
            GameId::Xiangqi => &[PieceStyle::Characters, PieceStyle::Pictures, PieceStyle::Letters],
            _ => &[PieceStyle::Pictures, PieceStyle::Letters],
        }
    }

    /// The style a game draws when nobody chose one.
    pub const fn default_for(game: GameId) -> PieceStyle {
        PieceStyle::offered(game)[0]
    }

    /// This style if `game` offers it, else the game's default.
    pub fn in_game(self, game: GameId) -> PieceStyle {
        if PieceStyle::offered(game).contains(&self) { self } else { PieceStyle::default_for(game) }
    }

    /// The style `game` is drawn in when `chosen` was asked for (`None`: nobody chose).
    pub fn resolve(chosen: Option<PieceStyle>, game: GameId) -> PieceStyle {
        chosen.map_or(PieceStyle::default_for(game), |s| s.in_game(game))
    }
}

/// What the picture should show besides the position.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RenderOptions {
    /// The side drawn at the bottom (the first player unless flipped).
    pub bottom: Option<Side>,
    /// How pieces are drawn; `None` for the game's default.
    pub style: Option<PieceStyle>,
    /// The players' names, shown in the bars beside their side's name. Characters the font
    /// cannot draw are left out, and long names are shortened to fit.
    pub players: BySide<String>,
    /// A piece whose moves are shown (`/moves square:`): ringed, with a mark on every cell it
    /// can reach. The last move is not drawn then, so the two cannot be confused.
    pub selected: Option<Cell>,
    /// The cells marked for the selected piece: a dot on an empty cell, a ring around a piece
    /// it would capture.
    pub destinations: Vec<Cell>,
    /// Those of `destinations` it reaches only over exactly one piece between (a Cannon's
    /// capture, a Howitzer's move): marked in the legend's gold for "over one piece" instead
    /// of teal.
    pub screened: Vec<Cell>,
    /// A lesson's stars to reach (`/learn`): a gold star on each cell, smaller at the corner
    /// of a piece that stands there (one to take).
    pub stars: Vec<Cell>,
    /// Arrows over the pieces: a move played and the better one (analysis).
    pub arrows: Vec<crate::Arrow>,
    /// The words on the picture, in the viewer's language.
    pub captions: Captions,
    /// How the board's files are labelled.
    pub file_labels: FileLabels,
    /// A frame of an animation: the last move keeps its shape cues (ring and brackets) but not
    /// its tint. In a replay the motion shows the move, and the four tinted cells of every ply
    /// cost about 15 % of the GIF (measured on a 100-ply game).
    pub animation_frame: bool,
    /// A live game's clocks, drawn in each side's bar; `None` for a game without a clock.
    pub clocks: Option<BySide<ClockFace>>,
}

/// One side's clock as a picture shows it: the time left, whether it is running, whether it is
/// low. The reading is drawn as players read clocks (`4:57`, tenths under ten seconds:
/// `0:09.3`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockFace {
    /// The time left.
    pub left: std::time::Duration,
    /// Whether it is this side's clock that runs (its turn).
    pub running: bool,
    /// Low on time: drawn in red.
    pub low: bool,
}

impl ClockFace {
    /// The reading: `1:02:03`, `4:57`, or `0:09.3` under ten seconds.
    ///
    /// ```
    /// use std::time::Duration;
    /// use render::ClockFace;
    /// let face = |ms| ClockFace { left: Duration::from_millis(ms), ..ClockFace::default() };
    /// assert_eq!(face(297_400).reading(), "4:57");
    /// assert_eq!(face(9_340).reading(), "0:09.3");
    /// assert_eq!(face(3_723_000).reading(), "1:02:03");
    /// ```
    pub fn reading(&self) -> String {
        let ms = self.left.as_millis();
        let secs = ms / 1_000;
        if secs < 10 {
            return format!("0:{:02}.{}", secs, (ms % 1_000) / 100);
        }
        let (h, m, s) = (secs / 3_600, (secs / 60) % 60, secs % 60);
        if h > 0 { format!("{h}:{m:02}:{s:02}") } else { format!("{m}:{s:02}") }
    }
}

/// How a board's files are labelled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FileLabels {
    /// Letters a, b, c … on both edges, as the coordinates of moves write them.
    #[default]
    Letters,
    /// As Chinese Xiangqi boards number them, for a game played in Chinese: each side's files
    /// counted from its own right, Red's in Chinese numerals (九 … 一 along Red's edge) and
    /// Black's in digits (1 … 9 along Black's edge), the numbers Chinese notation names files
    /// by. Other games keep their letters.
    Chinese,
}

impl FileLabels {
    /// The labels of file `file` (0 = a) along the first side's edge and along the second's.
    ///
    /// ```
    /// use render::FileLabels;
    /// assert_eq!(FileLabels::Letters.of(0), ("a".to_owned(), "a".to_owned()));
    /// // Red counts from its right (file i is 一), Black from its own right (file a is 1).
    /// assert_eq!(FileLabels::Chinese.of(0), ("九".to_owned(), "1".to_owned()));
    /// ```
    pub fn of(self, file: u8) -> (String, String) {
        match self {
            FileLabels::Letters => {
                let letter = rules::Cell::new(file, 0).file_char().to_string();
                (letter.clone(), letter)
            }
            FileLabels::Chinese => {
                let red = rules::xiangqi::red_file_numeral(file).unwrap_or(' ');
                (red.to_string(), (file + 1).to_string())
            }
        }
    }
}

/// The words on a board picture, in the viewer's language. `render` knows no language: the
/// caller chooses them (the bot from its message catalogue). Empty words are not drawn.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Captions {
    /// Each side's name ("Red", "红方"), in its bar.
    pub sides: BySide<String>,
    /// Said of the side to move, in its bar ("to move").
    pub to_move: String,
    /// At the right of the top bar: the game's name.
    pub game: String,
    /// At the right of the bottom bar: "Move 12", "Game over".
    pub status: String,
    /// Across a finished game's board: its result. No banner without it.
    pub result: Option<String>,
}

impl Captions {
    /// Plain English captions with no result, from the rules' names: for examples, benchmarks
    /// and tests. The bot words its pictures from its catalogue instead.
    #[doc(hidden)]
    pub fn english(view: &BoardView) -> Captions {
        let game = view.game;
        Captions {
            sides: BySide::new_with(|side| game.side_name(side).to_owned()),
            to_move: "to move".to_owned(),
            game: game.name().to_owned(),
            status: if view.outcome.is_some() {
                "Game over".to_owned()
            } else {
                format!("Move {}", view.move_number)
            },
            result: None,
        }
    }
}
