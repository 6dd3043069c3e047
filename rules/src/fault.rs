//! Every reason a move can be refused, with its particulars. [`MoveFault::said`] gives each its
//! stable message key: catalogues word them, `rules` never does.

use crate::{Arg, Cell, GameId, Outcome, PieceName, Said, Side};

/// What was wrong with a move. Cells, pieces and sides are the ones the player named or meant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveFault {
    // --- Reading the text ---
    /// The text is not a move in any notation `game` accepts.
    NotAMove {
        /// The game.
        game: GameId,
        /// The text as typed.
        text: String,
    },
    /// Chinese characters that do not read as a Xiangqi move.
    NotAChineseMove {
        /// The text as typed.
        text: String,
    },
    /// A cell-shaped part of the text that is off this board (`last_file` is the board's last
    /// file letter, `ranks` its number of ranks).
    OffBoard {
        /// The text as typed.
        text: String,
        /// The board's last file letter.
        last_file: char,
        /// The board's number of ranks.
        ranks: u32,
    },
    /// A drop letter that names no piece (Chess 1999).
    NotADropLetter {
        /// The letter as typed.
        letter: char,
    },
    /// `game` has no drops.
    NoDrops {
        /// The game.
        game: GameId,
    },
    /// `game` has no promotion, and the move named one.
    NoPromotion {
        /// The game.
        game: GameId,
        /// The letter as typed.
        letter: char,
    },
    /// The move matches no legal move (a move given as a move, not as text).
    NotLegalHere {
        /// The text as typed.
        text: String,
    },
    /// A stored game's automatic pass did not match the stored move (a damaged record).
    ReplayMismatch {
        /// The text as typed.
        text: String,
    },
    /// The game is over.
    GameOver {
        /// The result.
        outcome: Outcome,
    },

    // --- Every board ---
    /// No piece on `at`.
    NoPiece {
        /// The cell concerned.
        at: Cell,
    },
    /// The piece on `at` belongs to `owner`, who is not to move.
    NotYours {
        /// The piece concerned.
        piece: PieceName,
        /// The cell concerned.
        at: Cell,
        /// Whose piece it is.
        owner: Side,
    },
    /// The move goes from `at` to `at`.
    StaysPut {
        /// The piece concerned.
        piece: PieceName,
        /// The cell concerned.
        at: Cell,
    },
    /// The target holds one of the mover's own pieces.
    OwnPieceThere {
        /// The cell concerned.
        at: Cell,
        /// The piece concerned.
        piece: PieceName,
    },
    /// The move (or drop, `text`) would leave the mover's General in check.
    LeavesGeneralInCheck {
        /// The text as typed.
        text: String,
    },
    /// The move would leave the two Generals facing each other on file `file` (Xiangqi).
    GeneralsFacing {
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
        /// The file concerned.
        file: char,
    },
    /// The piece's path is blocked.
    PathBlocked {
        /// The piece concerned.
        piece: PieceName,
        /// The cell concerned.
        at: Cell,
    },
    /// `from`→`to` is not a move this piece makes.
    NotAPieceMove {
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
        /// The piece concerned.
        piece: PieceName,
    },
    /// The piece moves only along ranks and files.
    RankOrFileOnly {
        /// The piece concerned.
        piece: PieceName,
    },
    /// The piece moves only along a rank, file or diagonal.
    LinesOnly {
        /// The piece concerned.
        piece: PieceName,
    },
    /// The piece moves only diagonally.
    DiagonalOnly {
        /// The piece concerned.
        piece: PieceName,
    },
    /// The piece moves one step in any direction.
    OneStepAnyWay {
        /// The piece concerned.
        piece: PieceName,
    },

    // --- Xiangqi, and American Chess's Artillery ---
    /// The piece may not leave its palace.
    PalaceOnly {
        /// The piece concerned.
        piece: PieceName,
    },
    /// The General moves one point along a line.
    GeneralStep,
    /// The Adviser moves one point diagonally.
    AdviserStep,
    /// The Elephant may not cross the river.
    ElephantRiver,
    /// The Elephant's eye is blocked.
    ElephantEye {
        /// The cell concerned.
        at: Cell,
    },
    /// The Elephant moves exactly two points diagonally.
    ElephantStep,
    /// The Horse's leg is blocked.
    HorseLeg {
        /// The cell concerned.
        at: Cell,
    },
    /// The Horse moves one point along a line, then one diagonally outward.
    HorseStep,
    /// A jumping piece moving without capturing met a piece at `at`.
    ScreenInTheWay {
        /// The game.
        game: GameId,
        /// The piece concerned.
        piece: PieceName,
        /// The cell concerned.
        at: Cell,
    },
    /// A jumping piece capturing with no screen.
    NoScreen {
        /// The piece concerned.
        piece: PieceName,
    },
    /// A jumping piece capturing over `count` pieces.
    TooManyScreens {
        /// The piece concerned.
        piece: PieceName,
        /// How many.
        count: u32,
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
    },
    /// A Soldier moving backward.
    SoldierBackward,
    /// A Soldier moving sideways before crossing the river.
    SoldierSidewaysTooSoon,
    /// The Soldier's move.
    SoldierStep,

    // --- American Chess ---
    /// The Colonel jumps to a square exactly two squares away.
    ColonelJump,
    /// A Missile landing on `side`'s back line.
    MissileBackLine {
        /// The side concerned.
        side: Side,
    },
    /// A pass while legal moves exist.
    CannotPass,
    /// A promotion named on a move that does not reach `side`'s back line.
    NothingPromotes {
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
        /// The side concerned.
        side: Side,
    },
    /// A promotion to something other than the General.
    GeneralPromotionOnly {
        /// The letter as typed.
        letter: char,
    },

    // --- Abstract Chess ---
    /// The royal stone in a transfer.
    RoyalTransfer,
    /// A transfer to a stack that is not next to the giver.
    TransferTooFar {
        /// The cell concerned.
        at: Cell,
        /// The piece concerned.
        piece: PieceName,
    },
    /// A transfer that would make a stack of seven.
    StackTooTall,
    /// The 1-stack's moves.
    OneStackStep,
    /// The piece on `at` moves as `moves_as` and this is not such a move.
    MovesAs {
        /// The cell concerned.
        at: Cell,
        /// The piece concerned.
        piece: PieceName,
        /// The piece it moves as.
        moves_as: PieceName,
    },

    // --- Amalgamated Chess ---
    /// Promotion and demotion are automatic, and the move named one.
    AutomaticPromotion {
        /// The letter as typed.
        letter: char,
    },
    /// The enemy Prince can be captured, so it must be.
    MustCapturePrince,
    /// The move would leave the King (on `king`) in check.
    KingInCheck {
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
        /// The King's cell.
        king: Cell,
    },
    /// The move would let the Prince be captured while other moves exist.
    PrinceExposed {
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
    },
    /// The royal piece may not leave files c–f.
    RoyalCorridor {
        /// The piece concerned.
        piece: PieceName,
    },
    /// The King may not cross back over the river.
    KingRecross,

    // --- Chess 1999 ---
    /// The piece cannot reach `to`.
    CannotReach {
        /// The piece concerned.
        piece: PieceName,
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it would reach.
        to: Cell,
    },
    /// An APC made from Infantry never promotes.
    ApcNeverPromotesAgain,
    /// An APC promoting off the last line.
    ApcNotOnLastLine {
        /// The cell concerned.
        at: Cell,
    },
    /// An APC promoting to something it cannot become.
    ApcPromotion {
        /// The letter as typed.
        letter: char,
    },
    /// A promotion named for a piece that is not an APC.
    OnlyApcPromotes {
        /// The piece concerned.
        piece: PieceName,
        /// The cell concerned.
        at: Cell,
    },
    /// Dropping the General.
    GeneralNeverDropped,
    /// Dropping a piece not in hand.
    NoneInHand {
        /// The piece concerned.
        piece: PieceName,
    },
    /// Dropping on an occupied point.
    DropOnOccupied {
        /// The cell concerned.
        at: Cell,
    },
    /// Dropping a Guard outside one's own command post.
    GuardOutsidePost,
    /// Dropping Infantry or an APC on the last line.
    DropOnLastLine {
        /// The piece concerned.
        piece: PieceName,
    },

    // --- Xiangqi notation ---
    /// `side` has no such piece on WXF file `file`.
    NoPieceOnFile {
        /// The side concerned.
        side: Side,
        /// The piece concerned.
        piece: PieceName,
        /// The file concerned.
        file: u32,
    },
    /// The WXF or Chinese text names no legal move of `side`.
    NotLegalFor {
        /// The text as typed.
        text: String,
        /// The side concerned.
        side: Side,
    },
    /// WXF text that fits several moves.
    AmbiguousWxf {
        /// The text as typed.
        text: String,
        /// The legal moves the text could mean.
        moves: Vec<String>,
    },
    /// Chinese text that fits several moves.
    AmbiguousChinese {
        /// The text as typed.
        text: String,
        /// The legal moves the text could mean.
        moves: Vec<String>,
    },
}

impl MoveFault {
    /// The message key (`fault-<key>` in catalogues) and its arguments.
    ///
    /// ```
    /// use rules::{Cell, MoveFault};
    /// let said = MoveFault::HorseLeg { at: "c1".parse::<Cell>().unwrap() }.said();
    /// assert_eq!(said.key, "horse-leg");
    /// ```
    pub fn said(&self) -> Said {
        use MoveFault as F;
        let s = Said::new;
        match self.clone() {
            F::NotAMove { game, text } => s("not-a-move").with("game", game).with("text", text),
            F::NotAChineseMove { text } => s("not-a-chinese-move").with("text", text),
            F::OffBoard { text, last_file, ranks } => {
                s("off-board").with("text", text).with("last-file", last_file).with("ranks", ranks)
            }
            F::NotADropLetter { letter } => s("not-a-drop-letter").with("letter", letter),
            F::NoDrops { game } => s("no-drops").with("game", game),
            F::NoPromotion { game, letter } => {
                s("no-promotion").with("game", game).with("letter", letter)
            }
            F::NotLegalHere { text } => s("not-legal-here").with("text", text),
            F::ReplayMismatch { text } => s("replay-mismatch").with("text", text),
            F::GameOver { outcome } => s("game-over").with("outcome", outcome.said()),
            F::NoPiece { at } => s("no-piece").with("at", at),
            F::NotYours { piece, at, owner } => s("not-yours")
                .with("piece", piece)
                .with("at", at)
                .with("owner", owner)
                .with("mover", !owner),
            F::StaysPut { piece, at } => s("stays-put").with("piece", piece).with("at", at),
            F::OwnPieceThere { at, piece } => {
                s("own-piece-there").with("at", at).with("piece", piece)
            }
            F::LeavesGeneralInCheck { text } => s("leaves-general-in-check").with("text", text),
            F::GeneralsFacing { from, to, file } => {
                s("generals-facing").with("from", from).with("to", to).with("file", file)
            }
            F::PathBlocked { piece, at } => s("path-blocked").with("piece", piece).with("at", at),
            F::NotAPieceMove { from, to, piece } => {
                s("not-a-piece-move").with("from", from).with("to", to).with("piece", piece)
            }
            F::RankOrFileOnly { piece } => s("rank-or-file-only").with("piece", piece),
            F::LinesOnly { piece } => s("lines-only").with("piece", piece),
            F::DiagonalOnly { piece } => s("diagonal-only").with("piece", piece),
            F::OneStepAnyWay { piece } => s("one-step-any-way").with("piece", piece),
            F::PalaceOnly { piece } => s("palace-only").with("piece", piece),
            F::GeneralStep => s("general-step"),
            F::AdviserStep => s("adviser-step"),
            F::ElephantRiver => s("elephant-river"),
            F::ElephantEye { at } => s("elephant-eye").with("at", at),
            F::ElephantStep => s("elephant-step"),
            F::HorseLeg { at } => s("horse-leg").with("at", at),
            F::HorseStep => s("horse-step"),
            F::ScreenInTheWay { game, piece, at } => {
                s("screen-in-the-way").with("game", game).with("piece", piece).with("at", at)
            }
            F::NoScreen { piece } => s("no-screen").with("piece", piece),
            F::TooManyScreens { piece, count, from, to } => s("too-many-screens")
                .with("piece", piece)
                .with("count", count)
                .with("from", from)
                .with("to", to),
            F::SoldierBackward => s("soldier-backward"),
            F::SoldierSidewaysTooSoon => s("soldier-sideways-too-soon"),
            F::SoldierStep => s("soldier-step"),
            F::ColonelJump => s("colonel-jump"),
            F::MissileBackLine { side } => s("missile-back-line").with("side", side),
            F::CannotPass => s("cannot-pass"),
            F::NothingPromotes { from, to, side } => {
                s("nothing-promotes").with("from", from).with("to", to).with("side", side)
            }
            F::GeneralPromotionOnly { letter } => {
                s("general-promotion-only").with("letter", letter)
            }
            F::RoyalTransfer => s("royal-transfer"),
            F::TransferTooFar { at, piece } => {
                s("transfer-too-far").with("at", at).with("piece", piece)
            }
            F::StackTooTall => s("stack-too-tall"),
            F::OneStackStep => s("one-stack-step"),
            F::MovesAs { at, piece, moves_as } => {
                s("moves-as").with("at", at).with("piece", piece).with("moves-as", moves_as)
            }
            F::AutomaticPromotion { letter } => s("automatic-promotion").with("letter", letter),
            F::MustCapturePrince => s("must-capture-prince"),
            F::KingInCheck { from, to, king } => {
                s("king-in-check").with("from", from).with("to", to).with("king", king)
            }
            F::PrinceExposed { from, to } => s("prince-exposed").with("from", from).with("to", to),
            F::RoyalCorridor { piece } => s("royal-corridor").with("piece", piece),
            F::KingRecross => s("king-recross"),
            F::CannotReach { piece, from, to } => {
                s("cannot-reach").with("piece", piece).with("from", from).with("to", to)
            }
            F::ApcNeverPromotesAgain => s("apc-never-promotes-again"),
            F::ApcNotOnLastLine { at } => s("apc-not-on-last-line").with("at", at),
            F::ApcPromotion { letter } => s("apc-promotion").with("letter", letter),
            F::OnlyApcPromotes { piece, at } => {
                s("only-apc-promotes").with("piece", piece).with("at", at)
            }
            F::GeneralNeverDropped => s("general-never-dropped"),
            F::NoneInHand { piece } => s("none-in-hand").with("piece", piece),
            F::DropOnOccupied { at } => s("drop-on-occupied").with("at", at),
            F::GuardOutsidePost => s("guard-outside-post"),
            F::DropOnLastLine { piece } => s("drop-on-last-line").with("piece", piece),
            F::NoPieceOnFile { side, piece, file } => {
                s("no-piece-on-file").with("side", side).with("piece", piece).with("file", file)
            }
            F::NotLegalFor { text, side } => {
                s("not-legal-for").with("text", text).with("side", side)
            }
            F::AmbiguousWxf { text, moves } => {
                s("ambiguous-wxf").with("text", text).with("moves", Arg::Moves(moves))
            }
            F::AmbiguousChinese { text, moves } => {
                s("ambiguous-chinese").with("text", text).with("moves", Arg::Moves(moves))
            }
        }
    }
}
