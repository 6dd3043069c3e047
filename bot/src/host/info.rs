//! Commands that only look: the board, the legal moves, move suggestions, the rules; and the
//! turn time limit a moderator may change.

use std::time::Duration;

use rules::{BoardView, GameId, Side};

use super::{Host, Refusal, RefusalKind, Reply, lines, say};
use crate::{
    i18n::Lang,
    model::{Actor, GameNo, Place},
    msg,
    store::GameRow,
    text::{Arg, Part, Text},
};

/// Discord shows at most 25 autocomplete choices.
pub const MAX_CHOICES: usize = 25;

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
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    /// `h3e3 · C2=5`, `e4 · Red Horse`: worded by the edge in its reader's language.
    pub label: Text,
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
        self.board_as_seen(Some(actor), place)
    }

    fn board_as_seen(&self, viewer: Option<&Actor>, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        let audience = self.audience(place, None, viewer.map(Actor::id), row.game);
        let text = msg!(
            "board-line",
            game = Arg::strong(row.game),
            players = lines::players(&row),
            status = lines::status(&row, &game)
        );
        Ok(self.board_reply(&row, &game, &audience, text.into(), None))
    }

    /// The legal moves in this channel's game, as players write them, for `viewer` (in their
    /// language).
    ///
    /// # Errors
    /// No game here.
    pub fn legal_moves(&self, viewer: &Actor, place: Place) -> Result<Reply, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        Ok(moves_listed(&game, viewer.lang))
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
        let row = self.active(place)?;
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
                Refusal::new(RefusalKind::BadArgument, msg!("refusal-not-a-square", text = shown))
            })?;
        let Some(placed) = view.pieces.iter().find(|p| p.cell == cell) else {
            let refusal = msg!("refusal-no-piece-there", at = cell.to_string());
            return Err(Refusal::new(RefusalKind::BadArgument, refusal));
        };
        let piece = &placed.piece;
        let to_move = game.side_to_move();
        let moves: Vec<_> =
            game.legal_moves().into_iter().filter(|m| m.from == Some(cell)).collect();
        let mut destinations: Vec<rules::Cell> = moves.iter().filter_map(|m| m.to).collect();
        destinations.sort_unstable();
        destinations.dedup();
        let screened =
            moves.iter().filter(|m| game.over_one_piece(m)).filter_map(|m| m.to).collect();
        let what = msg!(
            "piece-what",
            side = Arg::side(row.game, piece.side),
            piece = Arg::Piece(row.game, rules::PieceName(piece.name)),
            at = cell.to_string()
        );
        let count = moves.len();
        let text = if piece.side != to_move {
            let side = Arg::side(row.game, to_move);
            Text::from(msg!("piece-not-its-turn", what = what, side = side))
        } else if moves.is_empty() {
            Text::from(msg!("piece-no-moves", what = what))
        } else {
            let listed = moves.iter().map(|m| m.display.as_str()).collect::<Vec<_>>().join(", ");
            let full = msg!("piece-moves", what = what.clone(), count = count, moves = listed);
            let short = msg!("piece-moves-marked", what = what, count = count);
            Text::from(Part::Either(Box::new(full.into()), Box::new(short.into())))
        };
        let audience = self.private_audience(place, viewer, row.game);
        let bottom = audience.bottom(&row, &game);
        let options = render::RenderOptions {
            selected: Some(cell),
            destinations,
            screened,
            ..super::board::render_options(&row, bottom, &audience)
        };
        let file_name = format!("moves-{}-{cell}.png", row.id);
        let image = self.draw_png(&game, &options, file_name, audience.lang);
        Ok(Reply { text, lang: viewer.lang, image, ..Reply::default() })
    }

    /// The squares of the pieces that can move in this channel's game, matching what has
    /// been typed, for autocomplete: `e4 · Red Horse`.
    ///
    /// # Errors
    /// No game here.
    pub fn square_choices(&self, place: Place, typed: &str) -> Result<Vec<Choice>, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        let view = game.view();
        let mut from: Vec<rules::Cell> =
            game.legal_moves().into_iter().filter_map(|m| m.from).collect();
        from.sort_unstable();
        from.dedup();
        let typed = typed.trim().to_lowercase();
        Ok(from
            .into_iter()
            .filter(|c| c.to_string().starts_with(&typed))
            .take(MAX_CHOICES)
            .map(|cell| {
                let piece = view.pieces.iter().find(|p| p.cell == cell).map_or_else(
                    || Arg::Text(String::new()),
                    |p| Arg::Piece(row.game, rules::PieceName(p.piece.name)),
                );
                let at = cell.to_string();
                let side = Arg::side(row.game, view.side_to_move);
                let label = msg!("square-choice", at = at.clone(), side = side, piece = piece);
                Choice { label: label.into(), value: at }
            })
            .collect())
    }

    /// Up to 25 legal moves matching what has been typed (any accepted spelling, Chinese
    /// notation included), for autocomplete: moves that start with it first, then moves that
    /// contain it. Each is labelled with its text and other spellings, or, for someone who
    /// reads Chinese, with its Chinese notation first (the edge chooses).
    ///
    /// # Errors
    /// No game here.
    pub fn move_choices(&self, place: Place, typed: &str) -> Result<Vec<Choice>, Refusal> {
        let row = self.active(place)?;
        let game = self.load(&row)?;
        Ok(move_choices(&game, typed))
    }

    /// A game's rules for players, with a picture of every piece (rules can be read before a
    /// game starts).
    pub fn rules(&self, id: GameId, lang: Lang) -> Reply {
        let legend = self.renderer.legend(id, None, &crate::i18n::legend_words(lang, id));
        let image = match render::encode_png(&legend) {
            Ok(png) => Some(super::Picture { file_name: format!("{}-pieces.png", id.id()), png }),
            Err(e) => {
                tracing::error!("the legend of {} could not be encoded: {e}", id.name());
                None
            }
        };
        // The CC BY licences of the piece pictures ask for their credit wherever they show.
        let credits = Text::verbatim(render::credits(id).join(" "));
        let text = Text::from(Part::RulesOf(id))
            .then(Part::Break)
            .then(Part::Break)
            .then(Part::Small(Box::new(credits)));
        Reply { text, lang, image, ..Reply::default() }
    }

    /// A game's rules in the language of `place`'s posts (for `actor`, whose command carries
    /// the server's Discord language).
    pub fn rules_here(&self, id: GameId, place: Place, actor: &Actor) -> Reply {
        self.rules(id, self.public_lang(place.server, Some(actor)))
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
    pub fn snapshot_by_id(&self, id: GameNo) -> Result<Snapshot, Refusal> {
        let row = self.read(|c| c.game(id))?.ok_or_else(super::no_game)?;
        self.snapshot_of(row)
    }

    /// Game `id` as the rules see it now: what the engine thinks about.
    ///
    /// # Errors
    /// No such game, or the store failed.
    pub fn rules_game(&self, id: GameNo) -> Result<rules::Game, Refusal> {
        let row = self.read(|c| c.game(id))?.ok_or_else(super::no_game)?;
        Ok(self.load(&row)?.to_game())
    }

    fn snapshot_of(&self, row: GameRow) -> Result<Snapshot, Refusal> {
        let game = self.load(&row)?;
        let (view, position, to_move) = (game.view(), game.position_string(), game.side_to_move());
        drop(game);
        Ok(Snapshot { view, position, to_move, row })
    }

    /// Sets this server's turn time limit (moderators only): from one minute to 90 days.
    ///
    /// # Errors
    /// Not a moderator, not in a server, or a limit out of range.
    pub fn set_turn_timeout(
        &self,
        actor: &Actor,
        place: Place,
        limit: Duration,
    ) -> Result<Reply, Refusal> {
        let server = place.server.ok_or_else(|| {
            Refusal::new(RefusalKind::NotAllowed, say("refusal-timeout-not-in-server"))
        })?;
        if !actor.moderator {
            return Err(Refusal::new(
                RefusalKind::NotAllowed,
                say("refusal-timeout-not-moderator"),
            ));
        }
        if !(super::settings::MIN_TURN_LIMIT..=super::settings::MAX_LIMIT).contains(&limit) {
            return Err(Refusal::new(RefusalKind::BadArgument, say("refusal-timeout-range")));
        }
        let now = self.now();
        self.write(|c| Ok(c.set_turn_timeout(server, limit, now)?))?;
        let lang = self.public_lang(place.server, Some(actor));
        Ok(Reply::text(msg!("timeout-set", limit = limit), lang))
    }
}

/// The legal moves of `game` matching what has been typed, at most [`MAX_CHOICES`]: those
/// with a spelling that starts with it first, then those with one that contains it.
pub(super) fn move_choices(game: &rules::Game, typed: &str) -> Vec<Choice> {
    let moves = game.legal_moves();
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
    let label = |m: &rules::LegalMove| {
        let plain = std::iter::once(m.text.as_str())
            .chain(m.aliases.iter().map(String::as_str))
            .collect::<Vec<_>>()
            .join(" · ");
        let (text, chinese) = (m.text.clone(), m.chinese.clone());
        Text::from(Arg::MoveLabel { text, spellings: plain, chinese })
    };
    starts
        .into_iter()
        .chain(contains)
        .take(MAX_CHOICES)
        .map(|m| Choice { label: label(m), value: m.text.clone() })
        .collect()
}

/// The legal moves of `game`, listed (as many as fit) for a reader of `lang`.
pub(super) fn moves_listed(game: &rules::Game, lang: crate::i18n::Lang) -> Reply {
    let moves = game.legal_moves();
    let side = Arg::strong(Arg::side(game.id(), game.side_to_move()));
    let text = Text::from(msg!("legal-moves", side = side, count = moves.len())).then(Part::List {
        items: moves.into_iter().map(|m| Text::verbatim(m.display)).collect(),
        separator: Box::new(Text::verbatim(", ")),
        more: say("legal-moves-more"),
        left_out: 0,
    });
    Reply::text(text, lang)
}
