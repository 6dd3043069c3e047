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
//!
//! The same picker moves in a lesson's exercise ([`ActionId::LearnPick`], the Move button
//! under an exercise): its steps replace the learner's private message, its first Back goes
//! back to the exercise, and the move goes through the path `/learn move:` takes.

use rules::{Cell, Game, GameId, LegalMove, Side};

use super::picker_lists::{
    back, move_label, moves_between, origin, origin_name, page_buttons, page_note, paged, piece_at,
};
use super::{
    ActionId, ActionStyle, Host, Menu, MenuOption, Origin, PickStep, Refusal, RefusalKind, Reply,
    player_side,
};
use crate::{
    host::Action,
    learn::Exercise,
    model::{Actor, GameNo, Place},
    msg,
    store::GameRow,
    text::{Arg, Msg, Text},
};

/// The value of the pass in the pieces menu.
const PASS: &str = "pass";

/// Which picker an id is a step of: a game's at a ply, or an exercise's at a point of the
/// learner's try.
#[derive(Debug, Clone, Copy)]
pub(super) enum Picker {
    /// The picker of a game.
    Game {
        /// The game.
        game: GameNo,
        /// The ply it was opened at.
        ply: u32,
    },
    /// The picker of the exercise a member is on.
    Lesson {
        /// Which game's lessons.
        game: GameId,
        /// The exercise, from 0.
        exercise: u32,
        /// The try when it was opened ([`crate::learn::try_tag`]).
        tag: u32,
    },
}

impl Picker {
    /// The picker and step `id` names, if it names one.
    pub(super) fn of(id: ActionId) -> Option<(Picker, PickStep)> {
        match id {
            ActionId::Move { game, ply } => {
                Some((Picker::Game { game, ply }, PickStep::Piece { page: 0 }))
            }
            ActionId::Pick { game, ply, step } => Some((Picker::Game { game, ply }, step)),
            ActionId::LearnPick { game, exercise, tag, step: Some(step) } => {
                Some((Picker::Lesson { game, exercise, tag }, step))
            }
            _ => None,
        }
    }

    /// The id of `step` of this picker.
    pub(super) fn id(self, step: PickStep) -> ActionId {
        match self {
            Picker::Game { game, ply } => ActionId::Pick { game, ply, step },
            Picker::Lesson { game, exercise, tag } => {
                ActionId::LearnPick { game, exercise, tag, step: Some(step) }
            }
        }
    }
}

/// What a picker moves in: a game, or an exercise (with its stars left to take).
enum Subject {
    Game(Box<GameRow>),
    Lesson(&'static Exercise, Vec<Cell>),
}

/// The position a picker works on, checked: still where the picker was opened, and the
/// actor to move.
struct Turn {
    picker: Picker,
    subject: Subject,
    place: Place,
    game: Game,
    moves: Vec<LegalMove>,
}

impl Turn {
    /// Which of the five games.
    fn game_id(&self) -> GameId {
        match &self.subject {
            Subject::Game(row) => row.game,
            Subject::Lesson(exercise, _) => exercise.game,
        }
    }
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
    /// Shows `step` of `picker` to `actor`: the Move button (the first step), a page of a
    /// list, or Back.
    ///
    /// # Errors
    /// The game is over or elsewhere, the exercise moved on, the picker is stale, the actor
    /// is not to move.
    pub(super) fn pick_step(
        &self,
        actor: &Actor,
        place: Place,
        picker: Picker,
        step: PickStep,
    ) -> Result<Reply, Refusal> {
        let turn = self.picking(actor, place, picker)?;
        match step {
            PickStep::Piece { page } => Ok(self.pieces_step(actor, &turn, page)),
            PickStep::Target { from, page } => self.targets_step(actor, &turn, from, page),
            PickStep::Promotion { from, to } => self.promotion_step(actor, &turn, from, to),
        }
    }

    /// `actor` chose `value` in the menu of picker id `id`: the next step, or the move
    /// played (in a game, a reply for everyone, [`Reply::to_channel`]; in an exercise, the
    /// exercise after it).
    ///
    /// # Errors
    /// Not a picker's menu, a value the menu did not offer, or what [`Host::pick_step`],
    /// [`Host::play_move`] and [`Host::learn_move`] refuse.
    pub fn choose(
        &self,
        actor: &Actor,
        place: Place,
        id: &str,
        value: &str,
    ) -> Result<Reply, Refusal> {
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-stale-button");
        // A menu's id is a step's: never the Move button's.
        let (picker, step) = match ActionId::decode(id) {
            Some(id @ (ActionId::Pick { .. } | ActionId::LearnPick { .. })) => Picker::of(id),
            _ => None,
        }
        .ok_or_else(stale)?;
        let turn = self.picking(actor, place, picker)?;
        let play = |text: &str| match picker {
            Picker::Game { ply, .. } => {
                let reply = self.play_move(actor, place, text, Some(ply))?;
                Ok(Reply { to_channel: true, ..reply })
            }
            Picker::Lesson { game, exercise, tag } => {
                self.learn_play(actor, place, text, super::learn::At { game, exercise, tag })
            }
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

    /// The position of `picker`, if the picker is still good and `actor` is to move in it.
    fn picking(&self, actor: &Actor, place: Place, picker: Picker) -> Result<Turn, Refusal> {
        let stale = || Refusal::keyed(RefusalKind::Stale, "refusal-picker-stale");
        let (subject, game) = match picker {
            Picker::Game { game: id, ply } => {
                let row = self.active_here(place, id)?;
                let side = player_side(&row, actor)?;
                if row.ply != ply {
                    return Err(stale());
                }
                let game = self.load(&row)?.clone();
                if game.side_to_move() != side {
                    return Err(super::turn::not_your_turn(&row, game.side_to_move()));
                }
                (Subject::Game(Box::new(row)), game)
            }
            Picker::Lesson { game, exercise, tag } => {
                let at = super::learn::At { game, exercise, tag };
                let attempt = self.exercise_at(actor, at)?;
                let stars = attempt.stars_left().to_vec();
                (Subject::Lesson(attempt.exercise(), stars), attempt.game().clone())
            }
        };
        let moves = game.legal_moves();
        Ok(Turn { picker, subject, place, game, moves })
    }

    /// The first step: the pieces that can move, page `page`.
    fn pieces_step(&self, actor: &Actor, turn: &Turn, page: u8) -> Reply {
        let Turn { picker, game, moves, .. } = turn;
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
                let piece = Arg::Piece(turn.game_id(), rules::PieceName(name));
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
        let side = Arg::strong(Arg::side(turn.game_id(), game.side_to_move()));
        let text = Text::from(msg!("picker-pieces", side = side)).and(page_note(page, pages));
        let step = |page| PickStep::Piece { page };
        // In an exercise, Back goes back to it; a game's board is still in the channel.
        let mut actions: Vec<Action> = match *picker {
            Picker::Game { .. } => Vec::new(),
            Picker::Lesson { game, exercise, tag } => {
                let id = ActionId::LearnPick { game, exercise, tag, step: None };
                vec![Action::new(id, Msg::new("picker-back"), ActionStyle::Secondary)]
            }
        };
        actions.extend(page_buttons(*picker, page, pages, step));
        let menu = Menu {
            id: picker.id(step(page)),
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
        let Turn { picker, game, moves, .. } = turn;
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
                    let piece = Arg::Piece(turn.game_id(), rules::PieceName(p.piece.name));
                    Text::from(msg!("picker-takes", piece = piece))
                });
                MenuOption { label, description, value: to.to_string() }
            })
            .collect();
        let (options, page, pages) = paged(options, page);
        let name = origin_name(game, from);
        let piece = Arg::Piece(turn.game_id(), rules::PieceName(name));
        let count = targets.len();
        let said = match from {
            Origin::Cell(at) => {
                let side = Arg::side(turn.game_id(), view.side_to_move);
                let what = msg!("piece-what", side = side, piece = piece, at = at.to_string());
                msg!("picker-targets", what = what, count = count)
            }
            Origin::Hand(_) => msg!("picker-drops", piece = piece, count = count),
        };
        let text = Text::from(said).and(page_note(page, pages));
        let step = move |page| PickStep::Target { from, page };
        let mut actions = vec![back(*picker, PickStep::Piece { page: 0 })];
        actions.extend(page_buttons(*picker, page, pages, step));
        let menu = Menu {
            id: picker.id(step(page)),
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
        let Turn { picker, game, moves, .. } = turn;
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
                let piece = Arg::Piece(turn.game_id(), rules::PieceName(becomes));
                MenuOption {
                    label: Text::from(msg!("picker-becomes", piece = piece)),
                    description: Some(move_label(m)),
                    value: m.text.clone(),
                }
            })
            .collect();
        let piece = Arg::Piece(turn.game_id(), rules::PieceName(origin_name(game, from)));
        let text = Text::from(msg!("picker-promotion", piece = piece, at = to.to_string()));
        let actions = vec![back(*picker, PickStep::Target { from, page: 0 })];
        let menu = Menu {
            id: picker.id(PickStep::Promotion { from, to }),
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
        let game = &turn.game;
        let audience = self.private_audience(turn.place, actor, turn.game_id());
        let (drawn, file_name) = match &turn.subject {
            Subject::Game(row) => {
                let bottom = audience.bottom(row, game);
                let drawn = super::board::render_options(row, bottom, &audience);
                (drawn, format!("pick-{}-{}.png", row.id, row.ply))
            }
            Subject::Lesson(exercise, stars) => {
                let drawn = super::learn_shown::exercise_options(game, &audience, stars);
                (drawn, format!("learn-pick-{}-{}.png", exercise.game.id(), exercise.index + 1))
            }
        };
        let options = render::RenderOptions {
            selected: marks.selected,
            destinations: marks.destinations,
            screened: marks.screened,
            ..drawn
        };
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
