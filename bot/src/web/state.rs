//! What a page is sent: the host's [`Page`] in the reader's words, as JSON.
//!
//! The page draws the board from this alone (the geometry, the pieces, their art), and offers
//! exactly the moves listed in `legal`: it never needs to know a game's rules. Cells are
//! `[file, rank]` counted from 0 at the first side's lower left, as `rules` counts them.

use std::collections::HashMap;

use rules::{Cell, CellStyle, GameId, Side};
use serde_json::{Value, json};

use super::side_key;
use crate::{
    host::{LessonPage, Page, Refusal},
    i18n::{Lang, Markup},
    live::Pace,
    model::{Stamp, UserId},
    store::GameRow,
    text::{Arg, Msg, Text},
};

/// Users by name, and no Discord markup: the page shows plain text.
struct PageMarkup(HashMap<UserId, String>);

impl PageMarkup {
    /// The game of `row`'s players by name.
    fn of(row: &GameRow) -> PageMarkup {
        let names = [&row.players.first, &row.players.second].map(|u| (u.id, u.name.clone()));
        PageMarkup(names.into_iter().collect())
    }
}

impl Markup for PageMarkup {
    fn user(&self, id: UserId) -> String {
        self.0.get(&id).cloned().unwrap_or_else(|| format!("@{}", id.0))
    }
    fn console(&self) -> bool {
        false
    }
}

/// `text` in `lang` for a page: names for users, no Discord bold or code marks.
fn plain(text: impl Into<Text>, lang: Lang, markup: &PageMarkup) -> String {
    text.into().words(lang, markup).replace("**", "").replace('`', "")
}

/// `text` in `lang` for the page, where no player's name is known (mentions as `@id`).
pub(super) fn words(text: Text, lang: Lang) -> String {
    plain(text, lang, &PageMarkup(HashMap::new()))
}

/// `text` about the game of `row`, in `lang` for its page: its players by name.
pub(super) fn words_of_game(text: Text, lang: Lang, row: &GameRow) -> String {
    plain(text, lang, &PageMarkup::of(row))
}

/// A refusal, in `lang`, for the page.
pub(super) fn refused(refusal: &Refusal, lang: Lang) -> Value {
    json!({ "t": "refused", "message": words(refusal.message.clone(), lang) })
}

fn cell(c: Cell) -> Value {
    json!([c.file(), c.rank()])
}

/// How the page draws a piece (`token`, `figurine`, `icon` or `letters`) and where its
/// picture is served (empty for letters, which the page writes itself).
fn art(
    game: GameId,
    style: render::PieceStyle,
    side: Side,
    letter: char,
) -> (&'static str, String) {
    let kind = match render::piece_look(game, side, letter, style) {
        render::PieceLook::Letters => return ("letters", String::new()),
        render::PieceLook::Token(_) => "token",
        render::PieceLook::Figurine(_) => "figurine",
        render::PieceLook::Icon(_) => "icon",
    };
    let url = format!("/art/{}/{}/{}/{letter}", game.id(), style.key(), side_key(side));
    (kind, url)
}

/// The position part of a page's state: the board, its pieces and hands, whose turn, and the
/// moves `legal` that the page offers.
fn position(
    game: GameId,
    style: render::PieceStyle,
    lang: Lang,
    view: &rules::BoardView,
    legal: &[rules::LegalMove],
    say: &dyn Fn(Text) -> String,
) -> serde_json::Map<String, Value> {
    let arg = |a: Arg| say(Text::from(a));
    let piece = |side: Side, p: &rules::PieceView| {
        let (kind, url) = art(game, style, side, p.letter);
        json!({
            "side": side_key(side),
            "letter": p.letter.to_string(),
            "name": arg(Arg::Piece(game, rules::PieceName(p.name))),
            "symbol": p.symbol,
            "latin": p.latin,
            "promoted": p.promoted,
            "dropped": p.dropped,
            "height": p.height,
            "look": kind,
            "art": url,
        })
    };
    let geometry = view.geometry;
    let pieces: Vec<Value> = view
        .pieces
        .iter()
        .map(|p| {
            let mut v = piece(p.piece.side, &p.piece);
            v["at"] = cell(p.cell);
            v
        })
        .collect();
    let hands: Vec<Value> = view
        .hands
        .iter()
        .map(|(side, p, count)| {
            let mut v = piece(*side, p);
            v["count"] = json!(count);
            v
        })
        .collect();
    let legal: Vec<Value> = legal
        .iter()
        .map(|m| {
            let said = Arg::from(m.clone());
            json!({
                "text": m.text,
                "from": m.from.map(cell),
                "to": m.to.map(cell),
                "said": arg(said),
                "aliases": m.aliases,
            })
        })
        .collect();
    let sides = json!({
        "first": arg(Arg::side(game, Side::First)),
        "second": arg(Arg::side(game, Side::Second)),
    });
    let v = json!({
        "game": game.id(),
        "gameName": arg(Arg::Game(game)),
        "lang": lang.code(),
        "board": {
            "files": geometry.files,
            "ranks": geometry.ranks,
            "points": geometry.cells == CellStyle::Points,
            "river": geometry.river.map(|r| json!({
                "below": r.below_rank,
                "labels": r.labels.map(|(a, b)| [a, b]),
            })),
            "palaces": geometry.palaces.iter().map(|p| json!({
                "side": side_key(p.side), "low": cell(p.low), "high": cell(p.high),
            })).collect::<Vec<_>>(),
            "shaded": geometry.shaded_files,
            "fileLabels": file_labels(game, lang, geometry.files),
        },
        "pieces": pieces,
        "hands": hands,
        "toMove": side_key(view.side_to_move),
        "last": view.last_move.map(|l| json!({ "from": l.from.map(cell), "to": l.to.map(cell) })),
        "check": view.check.map(cell),
        "legal": legal,
        "sides": sides,
    });
    match v {
        Value::Object(map) => map,
        _ => serde_json::Map::new(),
    }
}

/// The page's words, by the names the page knows them by.
fn page_words(word: &dyn Fn(&'static str) -> String) -> serde_json::Map<String, Value> {
    [
        ("flip", "page-flip"),
        ("moves", "page-moves"),
        ("connecting", "page-connecting"),
        ("reconnecting", "page-reconnecting"),
        ("here", "page-here"),
        ("yourTurn", "page-your-turn"),
        ("typeMove", "page-type-move"),
        ("send", "page-send"),
        ("position", "page-position"),
        ("hand", "page-hand"),
        ("pass", "page-pass"),
        ("choose", "page-choose"),
        ("resign", "page-resign"),
        ("resignSure", "page-resign-sure"),
        ("drawSure", "page-draw-sure"),
        ("takebackSure", "page-takeback-sure"),
        ("offerDraw", "page-offer-draw"),
        ("acceptDraw", "page-accept-draw"),
        ("takeback", "page-takeback"),
        ("acceptTakeback", "page-accept-takeback"),
        ("decline", "page-decline"),
        ("drawOffered", "page-draw-offered"),
        ("takebackAsked", "page-takeback-asked"),
        ("sound", "page-sound"),
        ("premoveSet", "page-premove-set"),
        ("premoveGone", "page-premove-gone"),
        ("replay", "page-replay"),
        ("analysis", "page-analysis"),
        ("lessonBack", "learn-back"),
        ("lessonAgain", "learn-again"),
        ("lessonNext", "learn-next"),
    ]
    .into_iter()
    .map(|(name, key)| (name.to_owned(), Value::from(word(key))))
    .collect()
}

/// The page's state message.
pub(super) fn state(page: &Page) -> Value {
    let row = &page.row;
    let game = row.game;
    let lang = page.lang;
    let markup = PageMarkup::of(row);
    let say = |text: Text| plain(text, lang, &markup);
    let arg = |a: Arg| say(Text::from(a));
    let word = |key: &'static str| say(Text::from(Msg::new(key)));
    let moves: Vec<Value> = page
        .moves
        .iter()
        .map(|m| json!({ "side": side_key(m.side), "text": m.text, "said": arg(m.said.clone()) }))
        .collect();
    let players = json!({
        "first": row.players[Side::First].name,
        "second": row.players[Side::Second].name,
    });
    let title = say(Text::from(crate::msg!(
        "page-title",
        game = game,
        first = row.players[Side::First].name.clone(),
        second = row.players[Side::Second].name.clone()
    )));
    let you = match page.side {
        Some(side) => say(Text::from(crate::msg!("page-you-play", side = Arg::side(game, side)))),
        None => word("page-watching"),
    };
    let mut v = position(game, page.style, lang, &page.view, &page.legal, &say);
    let rest = json!({
        "t": "state",
        "id": row.id.0,
        "title": title,
        "you": you,
        "side": page.side.map(side_key),
        "ply": row.ply,
        "over": row.status != crate::store::GameStatus::Active,
        "status": say(page.status.clone()),
        "moves": moves,
        "players": players,
        "clocks": clocks(page),
        "offers": {
            "draw": row.draw_offer.map(|o| side_key(o.by)),
            "takeback": row.takeback.map(|o| side_key(o.by)),
        },
        "words": page_words(&word),
        "lesson": Value::Null,
    });
    if let Value::Object(rest) = rest {
        v.extend(rest);
    }
    Value::Object(v)
}

/// A lessons page's state message: the exercise's position, and what the lesson says.
pub(super) fn lesson_state(page: &LessonPage) -> Value {
    let lang = page.lang;
    let markup = PageMarkup(HashMap::new());
    let say = |text: Text| plain(text, lang, &markup);
    let word = |key: &'static str| say(Text::from(Msg::new(key)));
    let game = page.game;
    let you = crate::msg!("page-you-play", side = Arg::side(game, page.learner));
    let mut v = position(game, page.style, lang, &page.view, &page.legal, &say);
    let rest = json!({
        "t": "state",
        "id": 0,
        "title": say(page.title.clone()),
        "you": say(Text::from(you)),
        "side": side_key(page.learner),
        "ply": page.ply,
        "over": false,
        "status": say(page.goal.clone()),
        "moves": [],
        "players": { "first": page.name, "second": page.name },
        "clocks": Value::Null,
        "offers": { "draw": Value::Null, "takeback": Value::Null },
        "words": page_words(&word),
        "lesson": {
            "exercise": page.exercise,
            "tag": page.tag,
            "total": page.total,
            "intro": say(page.intro.clone()),
            "lead": page.lead.clone().map(&say),
            "stars": page.stars.iter().copied().map(cell).collect::<Vec<_>>(),
        },
    });
    if let Value::Object(rest) = rest {
        v.extend(rest);
    }
    Value::Object(v)
}

/// Each file's labels along the first side's edge and the second's, as the pictures label
/// them for this reader (Xiangqi's in Chinese numerals for readers of Chinese).
fn file_labels(game: GameId, lang: Lang, files: u8) -> Vec<(String, String)> {
    let labels = match game {
        GameId::Xiangqi => crate::host::file_labels(lang),
        _ => render::FileLabels::Letters,
    };
    (0..files).map(|f| labels.of(f)).collect()
}

/// A live game's clocks: each side's time as the server reads it now, and the running side's
/// time to its flag. The page counts down from these and never shows more.
fn clocks(page: &Page) -> Value {
    let row = &page.row;
    let Some(clocks) = row.clocks else { return Value::Null };
    let to_move = page.view.side_to_move;
    let now: Stamp = page.now;
    let running = clocks.since.is_some() && row.status == crate::store::GameStatus::Active;
    let ms = |d: std::time::Duration| u64::try_from(d.as_millis()).unwrap_or(u64::MAX);
    let left = |side| ms(clocks.reading(side, to_move, now));
    let to_flag =
        row.deadline.filter(|_| running).map(|d| if d > now { ms(d.since(now)) } else { 0 });
    json!({
        "pace": Pace::Live.key(),
        "first": left(Side::First),
        "second": left(Side::Second),
        "running": running.then(|| side_key(to_move)),
        "toFlag": to_flag,
    })
}
