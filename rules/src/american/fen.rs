//! American Chess position strings: `<placement> <side> <turn>` (§3).

use super::{
    American, TURN_LIMIT,
    board::{self, EMPTY, Kind},
};
use crate::{
    Cell, GameId, PieceName, PositionError, Said, Side, mailbox,
    notation::{fields, number_field, parse_placement, side_field, write_placement},
};

/// Reads and validates a position string. Besides the shape, it rejects what no game can
/// reach: more than two Missiles or 25 pieces a side, a Missile on the opponent's back line,
/// and any other piece but a General there (it would have promoted).
pub(super) fn parse(text: &str) -> Result<American, PositionError> {
    let fields = fields(text, GameId::American, &["placement", "side", "turn"], super::START)?;
    let geometry = GameId::American.geometry();
    let tokens = parse_placement(fields[0], geometry.files, geometry.ranks)?;
    let mut b = mailbox::blank(geometry);
    let mut counts = [[0usize; 8]; 2];
    for (n, token) in tokens.iter().enumerate() {
        let Some(t) = token else { continue };
        let cell = Cell::new((n % 11) as u8, (n / 11) as u8);
        if t.plus || t.tilde {
            let said = Said::new("position-no-markers").with("game", GameId::American);
            return Err(PositionError::new(said.with("at", cell)));
        }
        let kind = Kind::from_letter(t.letter).ok_or_else(|| {
            PositionError::new(
                Said::new("position-bad-letter")
                    .with("game", GameId::American)
                    .with("letter", t.letter)
                    .with("at", cell),
            )
        })?;
        let side = Side::of_letter(t.letter);
        if cell.rank() == board::promotion_rank(side) && kind != Kind::General {
            return Err(PositionError::new(match kind {
                Kind::Missile => {
                    Said::new("position-missile-back-line").with("side", !side).with("at", cell)
                }
                _ => Said::new("position-would-be-general")
                    .with("piece", PieceName(kind.name()))
                    .with("side", !side)
                    .with("at", cell),
            }));
        }
        counts[side.index()][kind as usize] += 1;
        b[usize::from(board::index(cell))] = board::piece(side, kind);
    }
    for side in Side::ALL {
        let c = &counts[side.index()];
        if c[Kind::Missile as usize] > 2 {
            return Err(PositionError::new(
                Said::new("position-too-many")
                    .with("side", side)
                    .with("piece", PieceName(Kind::Missile.name()))
                    .with("most", 2),
            ));
        }
        if c.iter().sum::<usize>() > 25 {
            let said = Said::new("position-too-many-pieces").with("side", side).with("most", 25);
            return Err(PositionError::new(said));
        }
    }
    let side = side_field(fields[1])?;
    let turn = number_field(fields[2], "turn")?;
    // The turn goes up after every Red move, so the position after the last turn reads
    // TURN_LIMIT + 1; it must load again (a finished game's last position, exported).
    if !(1..=TURN_LIMIT + 1).contains(&turn) {
        return Err(PositionError::new(
            Said::new("position-turn-range")
                .with("last", TURN_LIMIT + 1)
                .with("limit", TURN_LIMIT)
                .with("turn", turn),
        ));
    }
    if turn == TURN_LIMIT + 1 && side == Side::Second {
        return Err(PositionError::new(
            Said::new("position-last-turn").with("turn", TURN_LIMIT + 1),
        ));
    }
    let hash = crate::zobrist::mailbox(&b, &board::SQUARES, side);
    Ok(American { board: b, side, turn, decided: false, hash })
}

pub(super) fn placement(a: &American) -> String {
    write_placement(11, 9, |cell| {
        let p = a.board[usize::from(board::index(cell))];
        (p != EMPTY).then(|| {
            let letter = Kind::of(p).letter();
            match board::owner(p) {
                Side::First => letter.to_owned(),
                Side::Second => letter.to_ascii_lowercase(),
            }
        })
    })
}

pub(super) fn write(a: &American) -> String {
    format!("{} {} {}", placement(a), a.side.fen_char(), a.turn)
}
