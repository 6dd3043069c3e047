//! American Chess position strings: `<placement> <side> <turn>` (§3).

use super::{
    American, TURN_LIMIT,
    board::{self, EMPTY, Kind},
};
use crate::{
    Cell, GameId, PositionError, Side, mailbox,
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
            return Err(PositionError::new(format!(
                "American Chess pieces take no `+` or `~` markers (at {cell})"
            )));
        }
        let kind = Kind::from_letter(t.letter).ok_or_else(|| {
            PositionError::new(format!(
                "`{}` at {cell} is not an American Chess piece: the letters are P R N B M Q C",
                t.letter
            ))
        })?;
        let side = Side::of_letter(t.letter);
        if cell.rank() == board::promotion_rank(side) && kind != Kind::General {
            let opponent = GameId::American.side_name(!side);
            return Err(PositionError::new(match kind {
                Kind::Missile => {
                    format!("a Missile can never stand on {opponent}'s back line ({cell})")
                }
                _ => format!(
                    "a {} on {opponent}'s back line ({cell}) would have become a General",
                    kind.name()
                ),
            }));
        }
        counts[side.index()][kind as usize] += 1;
        b[usize::from(board::index(cell))] = board::piece(side, kind);
    }
    for side in Side::ALL {
        let name = GameId::American.side_name(side);
        let c = &counts[side.index()];
        if c[Kind::Missile as usize] > 2 {
            return Err(PositionError::new(format!("{name} has more than 2 Missiles")));
        }
        if c.iter().sum::<usize>() > 25 {
            return Err(PositionError::new(format!(
                "{name} has more than the 25 pieces it starts with"
            )));
        }
    }
    let side = side_field(fields[1], GameId::American)?;
    let turn = number_field(fields[2], "turn")?;
    // The turn goes up after every Red move, so the position after the last turn reads
    // TURN_LIMIT + 1; it must load again (a finished game's last position, exported).
    if !(1..=TURN_LIMIT + 1).contains(&turn) {
        return Err(PositionError::new(format!(
            "the turn must be between 1 and {} ({} only once all {TURN_LIMIT} turns are played), not {turn}",
            TURN_LIMIT + 1,
            TURN_LIMIT + 1
        )));
    }
    if turn == TURN_LIMIT + 1 && side == Side::Second {
        return Err(PositionError::new(format!(
            "turn {} can only follow Red's last move: Blue to move",
            TURN_LIMIT + 1
        )));
    }
    Ok(American { board: b, side, turn, decided: false })
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
