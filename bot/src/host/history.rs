//! Looking back: the history list, any game at any ply, and the export of a game's record.

use rules::{Game, GameId, Side};

use super::{
    Action, ActionId, ActionStyle, Attachment, Host, Refusal, RefusalKind, Reply, players_line,
};
use crate::{
    i18n::{self, Lang},
    model::{Place, Sight},
    say,
    store::{self, GameResult, GameRow, GameStatus, HistoryQuery},
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
        let total = self.read(|c| c.history_count(&query, sight))?;
        let pages = total.div_ceil(PAGE).max(1);
        let page = (page as usize).min(pages - 1);
        let rows = self.read(|c| c.history(&query, sight, page * PAGE, PAGE))?;
        let lang = self.server_lang(query.server);
        let mut text = say!(
            lang,
            "history-title",
            player = query.player.map_or_else(|| "none".to_owned(), |p| p.mention()),
            game = query.game.map_or_else(|| "none".to_owned(), |g| i18n::game_name(lang, g)),
            where = if query.channel.is_some() { "channel" } else { "server" },
            page = page + 1,
            pages = pages,
            total = total
        ) + "\n";
        if rows.is_empty() {
            text.push_str(&say!(lang, "history-empty"));
        }
        for row in &rows {
            let line = say!(
                lang,
                "history-line",
                id = row.id,
                game = i18n::game_name(lang, row.game),
                players = players_line(row, lang),
                result = outcome_text(row, lang),
                date = row.created_at.to_string()
            );
            text.push_str(&line);
            text.push('\n');
        }
        let button = |label, to: usize, disabled| Action {
            disabled,
            ..Action::new(
                ActionId::History { page: to as u32, query },
                label,
                ActionStyle::Secondary,
            )
        };
        let actions = vec![
            button("◀", page.saturating_sub(1), page == 0),
            button("▶", (page + 1).min(pages - 1), page + 1 >= pages),
        ];
        Ok(Reply { text: text.trim_end().to_owned(), actions, ..Reply::default() })
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
        id: i64,
        ply: Option<u32>,
    ) -> Result<Reply, Refusal> {
        let row = self.game_here(place, sight, id)?;
        let moves = self.read(|c| c.moves(id))?;
        let last = moves.len() as u32;
        let ply = ply.unwrap_or(last);
        if ply > last {
            let args = vec![("id", id.to_string()), ("last", last.to_string())];
            return Err(Refusal::keyed_with(
                RefusalKind::BadArgument,
                "refusal-ply-out-of-range",
                args,
            ));
        }
        let game = self.replayed(&row, &moves[..ply as usize])?;
        let lang = self.public_lang(place, None);
        let mut text = say!(
            lang,
            "show-title",
            game = i18n::game_name(lang, row.game),
            id = id,
            players = players_line(&row, lang),
            ply = ply,
            last = last
        );
        if ply == last {
            text.push_str(&format!(" — {}", outcome_text(&row, lang)));
        }
        text.push('\n');
        let from = (ply as usize).saturating_sub(AROUND);
        let to = (ply as usize + AROUND).min(moves.len());
        if from > 0 {
            text.push_str("… ");
        }
        for m in &moves[from..to] {
            let item = format!("{}. {}", m.ply, m.display);
            if m.ply == ply {
                text.push_str(&format!("**{item}** "))
            } else {
                text.push_str(&format!("{item} "))
            }
        }
        if to < moves.len() {
            text.push('…');
        }
        text.push('\n');
        text.push_str(&say!(lang, "show-position", position = game.position_string().to_string()));
        // The first side at the bottom, so stepping through the game does not turn the board.
        let options = self.render_options(&row, Side::First, None);
        let image = self.draw_png(&game, &options, format!("game-{id}-{ply}.png"), lang);
        let button = |label, to: u32| Action {
            disabled: to == ply,
            ..Action::new(ActionId::Show { game: id, ply: to }, label, ActionStyle::Secondary)
        };
        let actions = vec![
            button("⏮", 0),
            button("◀", ply.saturating_sub(1)),
            button("▶", (ply + 1).min(last)),
            button("⏭", last),
        ];
        Ok(Reply { text, image, actions, ..Reply::default() })
    }

    /// Game `id`'s record as a text file: headers and the moves in the game's notation. A
    /// Xiangqi game is written as PGN that Fairy-Stockfish-based tools read
    /// (`[Variant "xiangqi"]`, `[FEN …]`, coordinate moves).
    ///
    /// # Errors
    /// No such game here in sight.
    pub fn export(&self, place: Place, sight: &Sight, id: i64) -> Result<Reply, Refusal> {
        let row = self.game_here(place, sight, id)?;
        let moves = self.read(|c| c.moves(id))?;
        let texts: Vec<&str> = moves.iter().map(|m| m.canonical.as_str()).collect();
        let pgn = export_text(&row, &texts);
        let lang = self.public_lang(place, None);
        let text = say!(
            lang,
            "export-title",
            game = i18n::game_name(lang, row.game),
            id = id,
            players = players_line(&row, lang),
            count = moves.len()
        );
        let file = Attachment { file_name: format!("game-{id}.pgn"), bytes: pgn.into_bytes() };
        Ok(Reply { text, file: Some(file), ..Reply::default() })
    }

    /// A game by id, if it was played on this server (or, outside servers, outside servers).
    pub(super) fn game_here(
        &self,
        place: Place,
        sight: &Sight,
        id: i64,
    ) -> Result<GameRow, Refusal> {
        // A game in a channel out of sight is answered as no game at all: its existence is
        // as private as its moves.
        match self.read(|c| c.game(id))? {
            Some(row) if row.place.server == place.server && sight.sees(row.place.channel) => {
                Ok(row)
            }
            _ => Err(Refusal::keyed_with(
                RefusalKind::Nothing,
                "refusal-no-game-here",
                vec![("id", id.to_string())],
            )),
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

/// The result as the history shows it, in `lang`.
pub(super) fn outcome_text(row: &GameRow, lang: Lang) -> String {
    match row.status {
        GameStatus::Active => say!(lang, "result-in-progress", ply = row.ply),
        GameStatus::Aborted => say!(lang, "result-aborted"),
        GameStatus::Finished => {
            super::result_words(row, lang).unwrap_or_else(|| say!(lang, "result-finished"))
        }
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
    let date = chrono::DateTime::from_timestamp(row.created_at, 0)
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
    // PGN's tags are English whatever the server speaks: the format's readers expect them.
    if let Some(t) = super::result_words(row, Lang::EnUs) {
        tag("Termination", &t);
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
