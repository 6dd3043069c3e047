//! The move picker: a player moves by choosing instead of typing, for members on a phone and
//! newcomers who cannot yet name a move. The Move button under a turn's board opens it for
//! the player to move, as a message for them alone; they choose a piece (or a piece in hand,
//! or a pass), then where it goes on the "where can it go" picture `/moves square:` draws,
//! then what it becomes where the rules offer a choice (Chess 1999's APC). Lists longer than
//! a menu holds are paged, and every step but the first has a Back button.
//!
//! Every step is a stateless id ([`ActionId::Pick`]) carrying the ply the picker was opened
//! at: a picker from an older position is refused as stale, so nobody plays a move they
//! chose on a board that has changed. The move itself goes through [`Host::play_move`], the
//! path `/move` takes, with that ply as the board the player saw.

use rules::{BoardView, Cell, Game, LegalMove, PieceView, Side};

use super::{
    ActionId, ActionStyle, Host, MAX_OPTIONS, Menu, MenuOption, Origin, PickStep, Refusal,
    RefusalKind, Reply, player_side,
};
use crate::{
    host::Action,
    model::{Actor, GameNo, Place},
    msg,
    store::GameRow,
    text::{Arg, Msg, Text},
};

/// The value of the pass in the pieces menu.
const PASS: &str = "pass";

/// Where a legal move starts, for the picker: a piece, a piece in hand, or nowhere (a pass).
fn origin(m: &LegalMove) -> Option<Origin> {
    match (m.from, m.to) {
        (Some(from), _) => Some(Origin::Cell(from)),
        (None, Some(_)) => m.text.split_once('@').and_then(|(letter, _)| {
            let mut chars = letter.chars();
            match (chars.next(), chars.next()) {
                (Some(l), None) => Some(Origin::Hand(l.to_ascii_uppercase())),
                _ => None,
            }
        }),
        (None, None) => None,
    }
}

/// The game a picker works on, checked: still at the picker's ply, and the actor to move.
struct Turn {
    row: GameRow,
    game: Game,
    moves: Vec<LegalMove>,
}

/// What a picker step says and offers.
struct Step {
    text: Text,
    menu: Menu,
    actions: Vec<Action>,
}

/// What a picker step's board shows: the piece chosen, ringed, and where it can go (in gold
/// where only over one piece).
struct Marks {
    selected: Option<Cell>,
    destinations: Vec<Cell>,
    screened: Vec<Cell>,
}

impl Host {
    /// Shows `step` of the picker of `game` at `ply` to `actor`: the Move button (the first
    /// step), a page of a list, or Back.
    ///
    /// # Errors
    /// The game is over or elsewhere, the picker is stale, the actor is not to move.
    pub(super) fn pick_step(
        &self,
        actor: &Actor,
        place: Place,
        game: GameNo,
        ply: u32,
        step: PickStep,
    ) -> Result<Reply, Refusal> {
        let turn = self.picking(actor, place, game, ply)?;
        match step {
            PickStep::Piece { page } => Ok(self.pieces_step(actor, &turn, page)),
            PickStep::Target { from, page } => self.targets_step(actor, &turn, from, page),
            PickStep::Promotion { from, to } => self.promotion_step(actor, &turn, from, to),
        }
    }

    /// `actor` chose `value` in the menu of picker id `id`: the next step, or the move
    /// played (a reply for everyone, [`Reply::to_channel`]).
    ///
    /// # Errors
    /// Not a picker's menu, a value the menu did not offer, or what [`Host::pick_step`] and
    /// [`Host::play_move`] refuse.
    pub fn choose(
        &self,
        actor: &Actor,
        place: Place,
        id: &str,
        value: &str,
    ) -> Result<Reply, Refusal> {
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-stale-button");
        let Some(ActionId::Pick { game, ply, step }) = ActionId::decode(id) else {
            return Err(stale());
        };
        let turn = self.picking(actor, place, game, ply)?;
        let play = |text: &str| {
            let reply = self.play_move(actor, place, text, Some(ply))?;
            Ok(Reply { to_channel: true, ..reply })
        };
        match step {
            PickStep::Piece { .. } if value == PASS => {
                let pass = turn.moves.iter().find(|m| m.to.is_none()).ok_or_else(stale)?;
                play(&pass.text)
            }
            PickStep::Piece { .. } => {
                let from = Origin::decode(value).ok_or_else(stale)?;
                self.targets_step(actor, &turn, from, 0)
            }
            PickStep::Target { from, .. } => {
                let to: Cell = value.parse().map_err(|_| stale())?;
                match moves_between(&turn.moves, from, to).as_slice() {
                    [] => Err(stale()),
                    [only] => play(&only.text),
                    _ => self.promotion_step(actor, &turn, from, to),
                }
            }
            PickStep::Promotion { from, to } => {
                // Only a real choice: the picker never offers a menu of one.
                let between = moves_between(&turn.moves, from, to);
                let chosen = between.iter().find(|m| m.text == value).filter(|_| between.len() > 1);
                play(&chosen.ok_or_else(stale)?.text)
            }
        }
    }

    /// The game of a picker, if the picker is still good and `actor` is to move in it.
    fn picking(&self, actor: &Actor, place: Place, id: GameNo, ply: u32) -> Result<Turn, Refusal> {
        let row = self.active_here(place, id)?;
        let side = player_side(&row, actor)?;
        if row.ply != ply {
            return Err(Refusal::keyed(RefusalKind::Stale, "refusal-picker-stale"));
        }
        let game = self.load(&row)?.clone();
        if game.side_to_move() != side {
            return Err(super::turn::not_your_turn(&row, game.side_to_move()));
        }
        let moves = game.legal_moves();
        Ok(Turn { row, game, moves })
    }

    /// The first step: the pieces that can move, page `page`.
    fn pieces_step(&self, actor: &Actor, turn: &Turn, page: u8) -> Reply {
        let Turn { row, game, moves } = turn;
        let view = game.view();
        let mut origins: Vec<Origin> = moves.iter().filter_map(origin).collect();
        let letter = |&o: &Origin| piece_at(&view, o).map(|p| p.letter);
        // Pieces on the board first, kinds together, then the hand.
        origins.sort_by_key(|o| (o.cell().is_none(), letter(o), o.cell()));
        origins.dedup();
        let mut options: Vec<MenuOption> = origins
            .iter()
            .map(|&from| {
                let count = moves.iter().filter(|m| origin(m) == Some(from)).count();
                let name = piece_at(&view, from).map_or("", |p| p.name);
                let piece = Arg::Piece(row.game, rules::PieceName(name));
                let label = match from {
                    Origin::Cell(at) => msg!("picker-piece", piece = piece, at = at.to_string()),
                    Origin::Hand(_) => msg!("picker-in-hand", piece = piece),
                };
                let description = msg!("picker-move-count", count = count);
                MenuOption {
                    label: label.into(),
                    description: Some(description.into()),
                    value: from.encode(),
                }
            })
            .collect();
        if moves.iter().any(|m| m.to.is_none()) {
            let label = Msg::new("picker-pass").into();
            options.push(MenuOption { label, description: None, value: PASS.to_owned() });
        }
        let (options, page, pages) = paged(options, page);
        let side = Arg::strong(Arg::side(row.game, game.side_to_move()));
        let text = Text::from(msg!("picker-pieces", side = side)).and(page_note(page, pages));
        let step = |page| PickStep::Piece { page };
        let actions = page_buttons(row.id, row.ply, page, pages, step);
        let menu = Menu {
            id: ActionId::Pick { game: row.id, ply: row.ply, step: step(page) },
            placeholder: Msg::new("picker-choose-piece").into(),
            options,
        };
        let marks = Marks { selected: None, destinations: Vec::new(), screened: Vec::new() };
        self.picker_reply(actor, turn, Step { text, menu, actions }, marks)
    }

    /// Where the piece from `from` can go, page `page`.
    fn targets_step(
        &self,
        actor: &Actor,
        turn: &Turn,
        from: Origin,
        page: u8,
    ) -> Result<Reply, Refusal> {
        let Turn { row, game, moves } = turn;
        let view = game.view();
        let mut targets: Vec<Cell> =
            moves.iter().filter(|m| origin(m) == Some(from)).filter_map(|m| m.to).collect();
        targets.sort_unstable();
        targets.dedup();
        if targets.is_empty() {
            return Err(Refusal::keyed(RefusalKind::Stale, "refusal-stale-button"));
        }
        let options = targets
            .iter()
            .map(|&to| {
                let between = moves_between(moves, from, to);
                // The plain move where there is a choice of promotion: it names the point.
                let shown = between.iter().min_by_key(|m| m.text.len()).copied();
                let label = shown.map_or_else(|| Text::verbatim(to.to_string()), move_label);
                let taken =
                    view.pieces.iter().find(|p| p.cell == to && p.piece.side != view.side_to_move);
                let description = taken.map(|p| {
                    let piece = Arg::Piece(row.game, rules::PieceName(p.piece.name));
                    Text::from(msg!("picker-takes", piece = piece))
                });
                MenuOption { label, description, value: to.to_string() }
            })
            .collect();
        let (options, page, pages) = paged(options, page);
        let name = origin_name(game, from);
        let piece = Arg::Piece(row.game, rules::PieceName(name));
        let count = targets.len();
        let said = match from {
            Origin::Cell(at) => {
                let side = Arg::side(row.game, view.side_to_move);
                let what = msg!("piece-what", side = side, piece = piece, at = at.to_string());
                msg!("picker-targets", what = what, count = count)
            }
            Origin::Hand(_) => msg!("picker-drops", piece = piece, count = count),
        };
        let text = Text::from(said).and(page_note(page, pages));
        let step = move |page| PickStep::Target { from, page };
        let mut actions = vec![back(row, PickStep::Piece { page: 0 })];
        actions.extend(page_buttons(row.id, row.ply, page, pages, step));
        let menu = Menu {
            id: ActionId::Pick { game: row.id, ply: row.ply, step: step(page) },
            placeholder: Msg::new("picker-choose-target").into(),
            options,
        };
        let selected = from.cell();
        let screened = targets
            .iter()
            .copied()
            .filter(|&to| moves_between(moves, from, to).iter().any(|m| game.over_one_piece(m)))
            .collect();
        let marks = Marks { selected, destinations: targets, screened };
        Ok(self.picker_reply(actor, turn, Step { text, menu, actions }, marks))
    }

    /// What the piece moving from `from` to `to` becomes: one option per legal move.
    fn promotion_step(
        &self,
        actor: &Actor,
        turn: &Turn,
        from: Origin,
        to: Cell,
    ) -> Result<Reply, Refusal> {
        let Turn { row, game, moves } = turn;
        let between = moves_between(moves, from, to);
        if between.len() < 2 {
            return Err(Refusal::keyed(RefusalKind::Stale, "refusal-stale-button"));
        }
        let options = between
            .iter()
            .map(|m| {
                let mut after = game.clone();
                let becomes = after
                    .play(&m.text)
                    .ok()
                    .and_then(|_| after.view().pieces.into_iter().find(|p| p.cell == to))
                    .map_or("", |p| p.piece.name);
                let piece = Arg::Piece(row.game, rules::PieceName(becomes));
                MenuOption {
                    label: Text::from(msg!("picker-becomes", piece = piece)),
                    description: Some(move_label(m)),
                    value: m.text.clone(),
                }
            })
            .collect();
        let piece = Arg::Piece(row.game, rules::PieceName(origin_name(game, from)));
        let text = Text::from(msg!("picker-promotion", piece = piece, at = to.to_string()));
        let actions = vec![back(row, PickStep::Target { from, page: 0 })];
        let menu = Menu {
            id: ActionId::Pick {
                game: row.id,
                ply: row.ply,
                step: PickStep::Promotion { from, to },
            },
            placeholder: Msg::new("picker-choose-promotion").into(),
            options,
        };
        let selected = from.cell();
        let screened = between.iter().any(|m| game.over_one_piece(m)).then_some(to);
        let marks =
            Marks { selected, destinations: vec![to], screened: screened.into_iter().collect() };
        Ok(self.picker_reply(actor, turn, Step { text, menu, actions }, marks))
    }

    /// A picker step for `actor` alone, over the board drawn with its marks.
    fn picker_reply(&self, actor: &Actor, turn: &Turn, step: Step, marks: Marks) -> Reply {
        let Turn { row, game, .. } = turn;
        let audience = self.private_audience(row.place, actor, row.game);
        let bottom = audience.bottom(row, game);
        let options = render::RenderOptions {
            selected: marks.selected,
            destinations: marks.destinations,
            screened: marks.screened,
            ..super::board::render_options(row, bottom, &audience)
        };
        let file_name = format!("pick-{}-{}.png", row.id, row.ply);
        let image = self.draw_png(game, &options, file_name, audience.lang);
        Reply {
            text: step.text,
            lang: actor.lang,
            image,
            menu: Some(Box::new(step.menu)),
            actions: step.actions,
            ..Reply::default()
        }
    }
}

/// The legal moves from `from` to `to` (more than one where the piece may promote).
fn moves_between(moves: &[LegalMove], from: Origin, to: Cell) -> Vec<&LegalMove> {
    moves.iter().filter(|m| origin(m) == Some(from) && m.to == Some(to)).collect()
}

/// A move as a menu shows it: its notation, Chinese first for readers of Chinese.
fn move_label(m: &LegalMove) -> Text {
    let spellings = std::iter::once(m.text.as_str())
        .chain(m.aliases.iter().map(String::as_str))
        .collect::<Vec<_>>()
        .join(" · ");
    let (text, chinese) = (m.text.clone(), m.chinese.clone());
    Text::from(Arg::MoveLabel { text, spellings, chinese })
}

/// The name of the piece at `from` (on the board or in the side to move's hand).
fn origin_name(game: &Game, from: Origin) -> &'static str {
    piece_at(&game.view(), from).map_or("", |p| p.name)
}

/// The piece `from` names in `view`: on its cell, or in the side to move's hand.
fn piece_at(view: &BoardView, from: Origin) -> Option<&PieceView> {
    match from {
        Origin::Cell(c) => view.pieces.iter().find(|p| p.cell == c).map(|p| &p.piece),
        Origin::Hand(letter) => view
            .hands
            .iter()
            .find(|(side, piece, _)| *side == view.side_to_move && piece.letter == letter)
            .map(|(_, piece, _)| piece),
    }
}

/// Page `page` of `options` (clamped to the last), the page and how many there are.
fn paged(options: Vec<MenuOption>, page: u8) -> (Vec<MenuOption>, u8, u8) {
    let pages = options.len().div_ceil(MAX_OPTIONS).max(1);
    let pages = u8::try_from(pages).unwrap_or(u8::MAX);
    let page = page.min(pages - 1);
    let shown = options.into_iter().skip(usize::from(page) * MAX_OPTIONS).take(MAX_OPTIONS);
    (shown.collect(), page, pages)
}

/// "(page 2 of 4)" when there is more than one page.
fn page_note(page: u8, pages: u8) -> Text {
    if pages < 2 {
        return Text::new();
    }
    Text::verbatim(" ").then(msg!(
        "picker-page",
        page = u32::from(page) + 1,
        pages = u32::from(pages)
    ))
}

/// The Previous and Next buttons of a paged step.
fn page_buttons(
    game: GameNo,
    ply: u32,
    page: u8,
    pages: u8,
    step: impl Fn(u8) -> PickStep,
) -> Vec<Action> {
    let button = |page, key| {
        let id = ActionId::Pick { game, ply, step: step(page) };
        Action::new(id, Msg::new(key), ActionStyle::Secondary)
    };
    let mut buttons = Vec::new();
    if page > 0 {
        buttons.push(button(page - 1, "picker-previous"));
    }
    if page + 1 < pages {
        buttons.push(button(page + 1, "picker-next"));
    }
    buttons
}

/// The Back button, to `step`.
fn back(row: &GameRow, step: PickStep) -> Action {
    let id = ActionId::Pick { game: row.id, ply: row.ply, step };
    Action::new(id, Msg::new("picker-back"), ActionStyle::Secondary)
}

/// The Move button under the board of `row`'s game at `ply`, when a person is to move.
pub(super) fn move_button(row: &GameRow, game: &Game) -> Option<Action> {
    let to_move: Side = game.side_to_move();
    let bot = row.engine.is_some_and(|seat| seat.side == to_move);
    let live = row.status == crate::store::GameStatus::Active && game.outcome().is_none();
    (live && !bot).then(|| {
        let id = ActionId::Move { game: row.id, ply: game.moves().len() as u32 };
        Action::new(id, Msg::new("button-move"), ActionStyle::Primary)
    })
}
