//! Looking back: the history list, any game at any ply, and the export of a game's record.

use rules::{Game, GameId, Side};

use super::{
    Action, ActionId, ActionStyle, Attachment, Host, LANG, Refusal, RefusalKind, Reply,
    players_line,
};
use crate::{
    model::{Place, Sight},
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
        let mut text = format!(
            "**Games{}** — page {} of {pages} ({total} in all)\n",
            describe(&query),
            page + 1
        );
        if rows.is_empty() {
            text.push_str("No games yet. Start one with /challenge.");
        }
        for row in &rows {
            text.push_str(&format!(
                "`#{}` **{}** — {} — {} — <t:{}:d>\n",
                row.id,
                row.game.name(),
                players_line(row, LANG),
                outcome_text(row),
                row.created_at
            ));
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
            return Err(Refusal::new(
                RefusalKind::BadArgument,
                format!("Game #{id} has {last} plies; choose a ply from 0 to {last}."),
            ));
        }
        let game = self.replayed(&row, &moves[..ply as usize])?;
        let mut text = format!(
            "**{}** `#{id}` — {} — ply {ply} of {last}",
            row.game.name(),
            players_line(&row, LANG)
        );
        if ply == last {
            text.push_str(&format!(" — {}", outcome_text(&row)));
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
        text.push_str(&format!("\nPosition: `{}`", game.position_string()));
        // The first side at the bottom, so stepping through the game does not turn the board.
        let options = self.render_options(&row, Side::First, None);
        let image = self.draw_png(&game, &options, format!("game-{id}-{ply}.png"), LANG);
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
        let text = format!(
            "**{}** `#{id}` — {} — {} plies. Any position of it can start a new game: \
             `/show {id} <ply>` shows the position string for `/challenge … position:`.",
            row.game.name(),
            players_line(&row, LANG),
            moves.len()
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
            _ => Err(Refusal::new(
                RefusalKind::Nothing,
                format!("There is no game #{id} on this server. /history lists the games."),
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
            Refusal::new(
                RefusalKind::Internal,
                format!("This game's record cannot be replayed ({e}); nothing was changed."),
            )
        })
    }
}

/// " of <@1> in Xiangqi in this channel".
fn describe(q: &HistoryQuery) -> String {
    let mut out = String::new();
    if let Some(p) = q.player {
        out.push_str(&format!(" of {}", p.mention()));
    }
    if let Some(g) = q.game {
        out.push_str(&format!(" of {}", g.name()));
    }
    out.push_str(if q.channel.is_some() { " in this channel" } else { " on this server" });
    out
}

/// The result as the history shows it.
pub(super) fn outcome_text(row: &GameRow) -> String {
    match row.status {
        GameStatus::Active => format!("in progress, ply {}", row.ply),
        GameStatus::Aborted => "aborted".to_owned(),
        GameStatus::Finished => {
            super::result_words(row, LANG).unwrap_or_else(|| "finished".to_owned())
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
    if let Some(t) = super::result_words(row, LANG) {
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
