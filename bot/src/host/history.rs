//! Looking back: the history list, any game at any ply, and the export of a game's record.

use rules::{Game, GameId, Side};

use super::{
    Action, ActionId, ActionStyle, Attachment, Host, Refusal, RefusalKind, Reply, lines, say,
};
use crate::{
    i18n::{self, Lang},
    model::{GameNo, Place, Sight},
    msg,
    store::{self, GameResult, GameRow, GameStatus, HistoryQuery},
    text::{Arg, Part, Text},
};

/// Games per history page.
pub const PAGE: usize = 10;

/// How many plies either side of the shown one `/show` lists.
const AROUND: usize = 6;

impl Host {
    /// Page `page` (from 0) of the games matching `query` in channels in `sight`, newest
    /// first, with ◀ ▶ buttons.
    ///
    /// # Errors
    /// The store failed.
    pub fn history(&self, query: HistoryQuery, sight: &Sight, page: u32) -> Result<Reply, Refusal> {
        let (total, rows, pages, page) = self.read(|c| {
            let total = c.history_count(&query, sight)?;
            let pages = total.div_ceil(PAGE).max(1);
            let page = (page as usize).min(pages - 1);
            let rows = c.history(&query, sight, page * PAGE, PAGE)?;
            // Which of them were tournament games, and where in the tournament.
            let mut boards = Vec::new();
            for row in &rows {
                boards.push(c.board_of_game(row.id)?);
            }
            Ok((total, rows.into_iter().zip(boards).collect::<Vec<_>>(), pages, page))
        })?;
        let lang = self.public_lang(query.server, None);
        let words = msg!(
            "history-title-words",
            player = query.player.map_or(Arg::choice("none"), Arg::User),
            game = query.game.map_or(Arg::choice("none"), Arg::Game),
            where = Arg::choice(if query.channel.is_some() { "channel" } else { "server" })
        );
        let title = msg!(
            "history-title",
            title = Arg::strong(words),
            page = page + 1,
            pages = pages,
            total = total
        );
        let mut text = Text::from(title);
        if rows.is_empty() {
            text = text.line(say("history-empty"));
        }
        for (row, board) in &rows {
            text = text.line(msg!(
                "history-line",
                id = row.id,
                game = Arg::strong(row.game),
                players = lines::players(row),
                result = lines::result_words(row),
                date = row.created_at
            ));
            if row.hints > 0 {
                let hints = msg!("history-hints", count = row.hints);
                text = text.then(Part::Verbatim(" ".to_owned())).then(hints);
            }
            if let Some(b) = board {
                let round =
                    msg!("history-tournament", id = b.tournament.0, round = u32::from(b.round));
                text = text.then(Part::Verbatim(" ".to_owned())).then(round);
            }
        }
        let button = |label: &'static str, to: usize, disabled| Action {
            disabled,
            ..Action::new(
                ActionId::History { page: to as u32, query },
                Text::verbatim(label),
                ActionStyle::Secondary,
            )
        };
        let actions = vec![
            button("◀", page.saturating_sub(1), page == 0),
            button("▶", (page + 1).min(pages - 1), page + 1 >= pages),
        ];
        Ok(Reply { text, lang, actions, ..Reply::default() })
    }

    /// Game `id` at ply `ply` (its last ply by default): the board with that ply's move
    /// highlighted, the moves around it, the position string to start a new game from there,
    /// and ⏮ ◀ ▶ ⏭ buttons.
    ///
    /// # Errors
    /// No such game here in sight, or a ply past its end.
    pub fn show(
        &self,
        place: Place,
        sight: &Sight,
        id: GameNo,
        ply: Option<u32>,
    ) -> Result<Reply, Refusal> {
        let row = self.game_here(place, sight, id)?;
        let moves = self.read(|c| c.moves(id))?;
        let last = moves.len() as u32;
        let ply = ply.unwrap_or(last);
        if ply > last {
            let refusal = msg!("refusal-ply-out-of-range", id = id, last = last);
            return Err(Refusal::new(RefusalKind::BadArgument, refusal));
        }
        let game = self.replayed(&row, &moves[..ply as usize])?;
        let audience = self.audience(place, None, None, row.game);
        let mut text = Text::from(msg!(
            "show-title",
            game = Arg::strong(row.game),
            id = id,
            players = lines::players(&row),
            ply = ply,
            last = last
        ));
        if ply == last {
            text = text.then(msg!("show-result", result = lines::result_words(&row)));
        }
        text = text.then(Part::Break);
        let from = (ply as usize).saturating_sub(AROUND);
        let to = (ply as usize + AROUND).min(moves.len());
        if from > 0 {
            text = text.then(Part::Verbatim("… ".to_owned()));
        }
        for m in &moves[from..to] {
            let item = format!("{}. {}", m.ply, m.display);
            let item = if m.ply == ply { Arg::strong(item) } else { Arg::Text(item) };
            text = text.then(item).then(Part::Verbatim(" ".to_owned()));
        }
        if to < moves.len() {
            text = text.then(Part::Verbatim("…".to_owned()));
        }
        let analysed =
            if row.status == GameStatus::Active { None } else { self.analysed(row.clone())? };
        if let Some(analysed) = &analysed {
            text = text.line(self.evaluation_at(analysed, ply));
        }
        text = text.line(msg!("show-position", position = game.position_string().to_string()));
        // The first side at the bottom, so stepping through the game does not turn the board.
        let options = render::RenderOptions {
            clocks: super::board::recorded_clocks(&row, &moves, ply as usize),
            ..super::board::render_options(&row, Side::First, &audience)
        };
        let image = self.draw_png(&game, &options, format!("game-{id}-{ply}.png"), audience.lang);
        let button = |label: &'static str, to: u32| Action {
            disabled: to == ply,
            ..Action::new(
                ActionId::Show { game: id, ply: to },
                Text::verbatim(label),
                ActionStyle::Secondary,
            )
        };
        let mut actions = vec![
            button("⏮", 0),
            button("◀", ply.saturating_sub(1)),
            button("▶", (ply + 1).min(last)),
            button("⏭", last),
        ];
        if row.status != GameStatus::Active && last > 0 {
            actions.push(super::board::analyse_button(id));
        }
        Ok(Reply { text, lang: audience.lang, image, actions, ..Reply::default() })
    }

    /// Game `id`'s record as a text file: headers and the moves in the game's notation. A
    /// Xiangqi game is written as PGN that Fairy-Stockfish-based tools read
    /// (`[Variant "xiangqi"]`, `[FEN …]`, coordinate moves).
    ///
    /// # Errors
    /// No such game here in sight.
    pub fn export(&self, place: Place, sight: &Sight, id: GameNo) -> Result<Reply, Refusal> {
        let row = self.game_here(place, sight, id)?;
        let moves = self.read(|c| c.moves(id))?;
        let notes = match row.status {
            GameStatus::Active => None,
            _ => self.analysed(row.clone())?.map(|a| super::analysis_reply::pgn_notes(&a)),
        };
        // After each move its mark, then one comment with the evaluation and the mover's
        // clock, as lichess writes them (`e2e4?! { [%eval 0.34] [%clk 0:04:57] }`).
        let texts: Vec<String> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let (glyph, eval) = notes.as_ref().and_then(|n| n.get(i).cloned()).unzip();
                let clock = m.clock.map(|c| format!("[%clk {}]", crate::live::pgn_clock(c)));
                let commands: Vec<String> = eval.into_iter().chain(clock).collect();
                let comment = if commands.is_empty() {
                    String::new()
                } else {
                    format!(" {{ {} }}", commands.join(" "))
                };
                format!("{}{}{comment}", m.canonical, glyph.unwrap_or_default())
            })
            .collect();
        let texts: Vec<&str> = texts.iter().map(String::as_str).collect();
        let pgn = export_text(&row, &texts);
        let lang = self.public_lang(place.server, None);
        let text = msg!(
            "export-title",
            game = Arg::strong(row.game),
            id = id,
            players = lines::players(&row),
            count = moves.len()
        );
        let file = Attachment { file_name: format!("game-{id}.pgn"), bytes: pgn.into_bytes() };
        Ok(Reply { text: text.into(), lang, file: Some(file), ..Reply::default() })
    }

    /// A game by id, if it was played on this server (or, outside servers, outside servers).
    pub(super) fn game_here(
        &self,
        place: Place,
        sight: &Sight,
        id: GameNo,
    ) -> Result<GameRow, Refusal> {
        // A game in a channel out of sight is answered as no game at all: its existence is
        // as private as its moves.
        match self.read(|c| c.game(id))? {
            Some(row)
                if row.place.server == place.server && self.sees(sight, row.place.channel) =>
            {
                Ok(row)
            }
            _ => Err(Refusal::new(RefusalKind::Nothing, msg!("refusal-no-game-here", id = id))),
        }
    }

    /// The game of `row` after `moves`.
    pub(super) fn replayed(
        &self,
        row: &GameRow,
        moves: &[store::MoveRow],
    ) -> Result<Game, Refusal> {
        let texts: Vec<&str> = moves.iter().map(|m| m.canonical.as_str()).collect();
        Game::replay(row.game, Some(&row.start), &texts).map_err(|e| {
            tracing::error!("game {} cannot be replayed: {e}", row.id);
            Refusal::keyed(RefusalKind::Internal, "refusal-record-broken")
        })
    }
}

/// PGN result token.
fn result_token(row: &GameRow) -> &'static str {
    match (row.status, row.result) {
        (GameStatus::Finished, Some(GameResult::Win(Side::First))) => "1-0",
        (GameStatus::Finished, Some(GameResult::Win(Side::Second))) => "0-1",
        (GameStatus::Finished, Some(GameResult::Draw)) => "1/2-1/2",
        _ => "*",
    }
}

/// The export of a game: PGN-style tags, then the moves numbered in pairs, 80 columns wide.
pub fn export_text(row: &GameRow, moves: &[&str]) -> String {
    let g: GameId = row.game;
    let result = result_token(row);
    let date = chrono::DateTime::from_timestamp(row.created_at.seconds(), 0)
        .map_or_else(|| "????.??.??".to_owned(), |d| d.format("%Y.%m.%d").to_string());
    let quote = |s: &str| s.replace('\\', "\\\\").replace('"', "\\\"");
    let mut out = String::new();
    let mut tag = |k: &str, v: &str| out.push_str(&format!("[{k} \"{}\"]\n", quote(v)));
    tag("Event", &format!("{} on Discord", g.name()));
    tag("Site", "Discord");
    tag("Date", &date);
    tag("Round", "-");
    // PGN's White and Black are the first and second player, as Fairy-Stockfish reads them.
    tag("White", &row.players.first.name);
    tag("Black", &row.players.second.name);
    tag("Result", result);
    tag("Variant", g.id());
    tag("FEN", &row.start);
    tag("SetUp", "1");
    tag("Sides", &format!("{} vs {}", g.side_name(Side::First), g.side_name(Side::Second)));
    tag("GameId", &row.id.to_string());
    // Seconds and increment, as lichess writes it; "-" for a correspondence game.
    tag("TimeControl", &row.clocks.map_or_else(|| "-".to_owned(), |c| c.control.pgn_tag()));
    // PGN's tags are English whatever the server speaks: the format's readers expect them.
    if let Some(outcome) = &row.outcome {
        tag("Termination", &i18n::outcome(Lang::EnUs, g, outcome));
    }
    out.push('\n');
    let mut line = String::new();
    let mut push = |word: String, out: &mut String| {
        if !line.is_empty() && line.len() + 1 + word.len() > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    };
    // From a start with the second side to move, the first move is Black's: `1... m`, and
    // the numbers go on from there (`2. m`) as PGN writes them.
    let second_first = rules::Game::from_position(g, &row.start)
        .is_ok_and(|start| start.side_to_move() == Side::Second);
    for (i, m) in moves.iter().enumerate() {
        let ply = i + usize::from(second_first);
        let word = match (ply % 2, i) {
            (0, _) => format!("{}. {m}", ply / 2 + 1),
            (_, 0) => format!("{}... {m}", ply / 2 + 1),
            _ => (*m).to_owned(),
        };
        push(word, &mut out);
    }
    push(result.to_owned(), &mut out);
    out.push_str(&line);
    out.push('\n');
    out
}
