//! Commands that only look: the board, the legal moves, move suggestions, the rules; and the
//! server settings a moderator may change.

use rules::{BoardView, GameId, Side};

use super::{Host, Refusal, RefusalKind, Reply, players_line, status_line, text_length};
use crate::{
    i18n::{self, Lang},
    model::{Actor, Place, UserId},
    say,
    store::{self, GameRow},
};

/// Discord shows at most 25 autocomplete choices.
pub const MAX_CHOICES: usize = 25;

/// A message longer than this is cut (Discord's limit is 2,000 characters).
const MAX_TEXT: usize = 1_900;

/// The rules summaries players read, one per game, kept under `data/rules/` and embedded at
/// build time.
fn rules_text(game: GameId, lang: Lang) -> &'static str {
    macro_rules! texts {
        ($dir:literal) => {
            match game {
                GameId::Xiangqi => {
                    include_str!(concat!("../../../data/rules/", $dir, "xiangqi.md"))
                }
                GameId::American => {
                    include_str!(concat!("../../../data/rules/", $dir, "american.md"))
                }
                GameId::Amalgamated => {
                    include_str!(concat!("../../../data/rules/", $dir, "amalgamated.md"))
                }
                GameId::Abstract => {
                    include_str!(concat!("../../../data/rules/", $dir, "abstract.md"))
                }
                GameId::Chess1999 => {
                    include_str!(concat!("../../../data/rules/", $dir, "chess1999.md"))
                }
            }
        };
    }
    match lang {
        Lang::EnUs => texts!(""),
        Lang::ZhCn => texts!("zh-CN/"),
        Lang::ZhTw => texts!("zh-TW/"),
    }
}

/// A game as it stands, for callers that draw or print it themselves (the local mode, the
/// Discord adapter's autocomplete).
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The stored game.
    pub row: GameRow,
    /// The position for a renderer.
    pub view: BoardView,
    /// The position string.
    pub position: rules::PositionString,
    /// The side to move.
    pub to_move: Side,
}

/// A move suggestion: what the list shows, and what choosing it sends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    /// `h3e3 · C2=5`.
    pub label: String,
    /// `h3e3`.
    pub value: String,
}

impl Host {
    /// The board of this channel's game, with whose turn it is, the side to move at the bottom.
    ///
    /// # Errors
    /// No game here.
    pub fn board(&self, place: Place) -> Result<Reply, Refusal> {
        self.board_as_seen(None, place)
    }

    /// The board of this channel's game drawn for `actor`: their own side at the bottom if
    /// they play here and asked for that ([`crate::model::Orientation::Own`]).
    ///
    /// # Errors
    /// No game here.
    pub fn board_for(&self, actor: &Actor, place: Place) -> Result<Reply, Refusal> {
        self.board_as_seen(Some(actor.id()), place)
    }

    fn board_as_seen(&self, viewer: Option<UserId>, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        let lang = self.public_lang(place, None);
        let text = say!(
            lang,
            "board-line",
            game = i18n::game_name(lang, row.game),
            players = players_line(&row, lang),
            status = status_line(&row, &game, lang)
        );
        let reply = self.board_reply(&row, &game, viewer, text, lang);
        self.keep(&row, game);
        Ok(reply)
    }

    /// The legal moves in this channel's game, as players write them, for `viewer` (in their
    /// language).
    ///
    /// # Errors
    /// No game here.
    pub fn legal_moves(&self, viewer: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place).map_err(|r| r.in_lang(viewer.lang))?;
        let game = self.load(&row)?;
        let moves = game.legal_moves();
        let side = game.side_to_move();
        self.keep(&row, game);
        let lang = viewer.lang;
        let side = i18n::side_name(lang, row.game, side);
        let head = say!(lang, "legal-moves", side = side, count = moves.len(), moves = "");
        let mut text = head;
        for (i, m) in moves.iter().enumerate() {
            let item = if i == 0 { m.display.clone() } else { format!(", {}", m.display) };
            if text_length(&text) + text_length(&item) + 80 > MAX_TEXT {
                text.push_str(&say!(lang, "legal-moves-more", count = moves.len() - i));
                break;
            }
            text.push_str(&item);
        }
        Ok(Reply::text(text))
    }

    /// Where the piece on `square` can go in this channel's game, for `viewer` only: its legal
    /// moves listed, and the board with the piece ringed and each destination marked.
    ///
    /// # Errors
    /// No game here, or `square` is not a square of the board or holds no piece.
    pub fn piece_moves(
        &self,
        viewer: &Actor,
        place: Place,
        square: &str,
    ) -> Result<Reply, Refusal> {
        let row = self.active(place).map_err(|r| r.in_lang(viewer.lang))?;
        let game = self.load(&row)?;
        let view = game.view();
        let cell = square
            .trim()
            .parse::<rules::Cell>()
            .ok()
            .filter(|&c| view.geometry.contains(c))
            .ok_or_else(|| {
                let shown: String =
                    square.chars().filter(|c| c.is_alphanumeric()).take(12).collect();
                let refusal = say!(viewer.lang, "refusal-not-a-square", text = shown);
                Refusal::new(RefusalKind::BadArgument, refusal)
            })?;
        let Some(placed) = view.pieces.iter().find(|p| p.cell == cell) else {
            let refusal = say!(viewer.lang, "refusal-no-piece-there", at = cell.to_string());
            return Err(Refusal::new(RefusalKind::BadArgument, refusal));
        };
        let lang = viewer.lang;
        let piece = &placed.piece;
        let to_move = game.side_to_move();
        let moves: Vec<_> =
            game.legal_moves().into_iter().filter(|m| m.from == Some(cell)).collect();
        let mut destinations: Vec<rules::Cell> = moves.iter().filter_map(|m| m.to).collect();
        destinations.sort_unstable();
        destinations.dedup();
        let what = say!(
            lang,
            "piece-what",
            side = i18n::side_name(lang, row.game, piece.side),
            piece = i18n::piece_name(lang, row.game, rules::PieceName(piece.name)),
            at = cell.to_string()
        );
        let count = moves.len();
        let mut text = if piece.side != to_move {
            let side = i18n::side_name(lang, row.game, to_move);
            say!(lang, "piece-not-its-turn", what = what.clone(), side = side)
        } else if moves.is_empty() {
            say!(lang, "piece-no-moves", what = what.clone())
        } else {
            let listed: Vec<&str> = moves.iter().map(|m| m.display.as_str()).collect();
            say!(lang, "piece-moves", what = what.clone(), count = count, moves = listed.join(", "))
        };
        if text_length(&text) > MAX_TEXT {
            text = say!(lang, "piece-moves-marked", what = what, count = count);
        }
        let bottom = self.bottom_for(&row, &game, Some(viewer.id()));
        let options = render::RenderOptions {
            selected: Some(cell),
            destinations,
            ..self.render_options(&row, bottom, Some(viewer.id()))
        };
        let image = self.draw_png(&game, &options, format!("moves-{}-{cell}.png", row.id), lang);
        self.keep(&row, game);
        Ok(Reply { text, image, ..Reply::default() })
    }

    /// The squares of the pieces that can move in this channel's game, matching what has
    /// been typed, for autocomplete: `e4 · Red Horse`, in `lang`.
    ///
    /// # Errors
    /// No game here.
    pub fn square_choices(
        &self,
        place: Place,
        typed: &str,
        lang: Lang,
    ) -> Result<Vec<Choice>, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        let view = game.view();
        let mut from: Vec<rules::Cell> =
            game.legal_moves().into_iter().filter_map(|m| m.from).collect();
        from.sort_unstable();
        from.dedup();
        self.keep(&row, game);
        let typed = typed.trim().to_lowercase();
        let side = i18n::side_name(lang, row.game, view.side_to_move);
        Ok(from
            .into_iter()
            .filter(|c| c.to_string().starts_with(&typed))
            .take(MAX_CHOICES)
            .map(|cell| {
                let piece =
                    view.pieces.iter().find(|p| p.cell == cell).map_or_else(String::new, |p| {
                        i18n::piece_name(lang, row.game, rules::PieceName(p.piece.name))
                    });
                let at = cell.to_string();
                let label = say!(
                    lang,
                    "square-choice",
                    at = at.clone(),
                    side = side.clone(),
                    piece = piece
                );
                Choice { label, value: at }
            })
            .collect())
    }

    /// Up to 25 legal moves matching what has been typed (any accepted spelling, Chinese
    /// notation included), for autocomplete: moves that start with it first, then moves that
    /// contain it. Each is labelled with its text and WXF, or, for someone who reads Chinese
    /// (`chinese`), with its Chinese notation in their script first.
    ///
    /// # Errors
    /// No game here.
    pub fn move_choices(
        &self,
        place: Place,
        typed: &str,
        chinese: Option<rules::xiangqi::Script>,
    ) -> Result<Vec<Choice>, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        let moves = game.legal_moves();
        self.keep(&row, game);
        let typed = typed.trim().to_lowercase();
        let spellings = |m: &rules::LegalMove| {
            let chinese = m.chinese.iter().flat_map(|c| [&c.simplified, &c.traditional]);
            std::iter::once(&m.text)
                .chain(&m.aliases)
                .chain(chinese)
                .map(|s| s.to_lowercase())
                .collect::<Vec<_>>()
        };
        let mut starts = Vec::new();
        let mut contains = Vec::new();
        for m in &moves {
            let forms = spellings(m);
            if forms.iter().any(|f| f.starts_with(&typed)) {
                starts.push(m);
            } else if forms.iter().any(|f| f.contains(&typed)) {
                contains.push(m);
            }
        }
        let label = |m: &rules::LegalMove| match (chinese, &m.chinese) {
            (Some(script), Some(text)) => format!("{} · {}", text.in_script(script), m.text),
            _ => std::iter::once(m.text.as_str())
                .chain(m.aliases.iter().map(String::as_str))
                .collect::<Vec<_>>()
                .join(" · "),
        };
        Ok(starts
            .into_iter()
            .chain(contains)
            .take(MAX_CHOICES)
            .map(|m| Choice { label: label(m), value: m.text.clone() })
            .collect())
    }

    /// A game's rules for players, with a picture of its start position (rules can be read
    /// before a game can be played).
    pub fn rules(&self, id: GameId, lang: Lang) -> Reply {
        let legend = self.renderer.legend(id, None, &i18n::legend_words(lang, id));
        let image = match render::encode_png(&legend) {
            Ok(png) => Some(super::Picture { file_name: format!("{}-pieces.png", id.id()), png }),
            Err(e) => {
                tracing::error!("the legend of {} could not be encoded: {e}", id.name());
                None
            }
        };
        // The CC BY licences of the piece pictures ask for their credit wherever they show.
        let credits = render::credits(id).join(" ");
        let text = format!("{}\n\n-# {credits}", rules_text(id, lang).trim_end());
        Reply { text, image, ..Reply::default() }
    }

    /// This channel's game as it stands.
    ///
    /// # Errors
    /// No game here.
    pub fn snapshot(&self, place: Place) -> Result<Snapshot, Refusal> {
        let row = self.active(place)?;
        self.snapshot_of(row)
    }

    /// A game by id, active or not, as it stands (finished games as they ended).
    ///
    /// # Errors
    /// No such game, or its record cannot be replayed.
    pub fn snapshot_by_id(&self, id: i64) -> Result<Snapshot, Refusal> {
        let row = self.read(|c| c.game(id))?.ok_or_else(super::no_game)?;
        self.snapshot_of(row)
    }

    /// Game `id` as the rules see it now: what the engine thinks about.
    ///
    /// # Errors
    /// No such game, or the store failed.
    pub fn rules_game(&self, id: i64) -> Result<rules::Game, Refusal> {
        let row = self.read(|c| c.game(id))?.ok_or_else(super::no_game)?;
        let game = self.load(&row)?;
        if row.status == store::GameStatus::Active {
            self.keep(&row, game.clone());
        }
        Ok(game)
    }

    fn snapshot_of(&self, row: GameRow) -> Result<Snapshot, Refusal> {
        let game = self.load(&row)?;
        let snapshot = Snapshot {
            view: game.view(),
            position: game.position_string(),
            to_move: game.side_to_move(),
            row,
        };
        if snapshot.row.status == store::GameStatus::Active {
            self.keep(&snapshot.row, game);
        }
        Ok(snapshot)
    }

    /// Sets this server's turn time limit (moderators only), in seconds: from one minute to
    /// 90 days.
    ///
    /// # Errors
    /// Not a moderator, not in a server, or a limit out of range.
    pub fn set_turn_timeout(
        &self,
        actor: &Actor,
        place: Place,
        seconds: i64,
    ) -> Result<Reply, Refusal> {
        let me = actor.lang;
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, say!(me, "refusal-timeout-not-in-server"))
        })?;
        if !actor.moderator {
            let refusal = say!(me, "refusal-timeout-not-moderator");
            return Err(Refusal::new(RefusalKind::NotAllowed, refusal));
        }
        if !(60..=90 * 86_400).contains(&seconds) {
            return Err(Refusal::new(RefusalKind::BadArgument, say!(me, "refusal-timeout-range")));
        }
        let now = self.now();
        self.read(|c| c.set_turn_timeout(server, seconds, now)).map_err(|r| r.in_lang(me))?;
        let lang = self.public_lang(place, Some(actor));
        Ok(Reply::text(say!(lang, "timeout-set", limit = i18n::duration(lang, seconds))))
    }
}
