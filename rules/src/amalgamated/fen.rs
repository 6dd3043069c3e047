//! Amalgamated Chess position strings: `<placement> <side> <clock> <move number>` (§3), with a
//! `+` before every piece on its enemy half and nowhere else.

use super::{Amalgamated, Kind, home_half, in_corridor};
use crate::{
    Cell, GameId, PieceName, PositionError, Said, Side,
    geometry::AMALGAMATED,
    mailbox,
    notation::{fields, number_field, parse_placement, side_field, write_placement},
};

/// Reads and validates a position string. Besides the shape and the `+` marks it rejects more
/// pieces of a kind than the start has, and a royal piece outside files c–f. The side to move
/// may have lost its Prince or have nothing but its Prince: that is a finished game.
pub(super) fn parse(text: &str) -> Result<Amalgamated, PositionError> {
    let fields = fields(
        text,
        GameId::Amalgamated,
        &["placement", "side", "clock", "move number"],
        super::START,
    )?;
    let tokens = parse_placement(fields[0], 8, 8)?;
    let mut board = mailbox::blank(&AMALGAMATED);
    let mut counts = [[0usize; 7]; 2];
    for (n, token) in tokens.iter().enumerate() {
        let Some(t) = token else { continue };
        let cell = Cell::new((n % 8) as u8, (n / 8) as u8);
        let kind = match t.letter.to_ascii_uppercase() {
            'K' => Kind::Royal,
            'Q' => Kind::Advisor,
            'B' => Kind::Elephant,
            'N' => Kind::Horse,
            'R' => Kind::Chariot,
            'P' => Kind::Pawn,
            _ => {
                return Err(PositionError::new(
                    Said::new("position-bad-letter")
                        .with("game", GameId::Amalgamated)
                        .with("letter", t.letter)
                        .with("at", cell),
                ));
            }
        };
        let side = Side::of_letter(t.letter);
        let index = mailbox::index(cell);
        let promoted = !home_half(side, index);
        if t.tilde {
            let said = Said::new("position-no-markers").with("game", GameId::Amalgamated);
            return Err(PositionError::new(said.with("at", cell)));
        }
        if t.plus != promoted {
            let key = if promoted { "position-plus-needed" } else { "position-plus-forbidden" };
            return Err(PositionError::new(Said::new(key).with("at", cell)));
        }
        if kind == Kind::Royal && !in_corridor(index) {
            return Err(PositionError::new(Said::new("position-royal-corridor").with("at", cell)));
        }
        counts[side.index()][kind as usize] += 1;
        board[usize::from(index)] = mailbox::code(side, kind as u8);
    }
    for side in Side::ALL {
        for (kind, most) in [
            (Kind::Royal, 1),
            (Kind::Advisor, 1),
            (Kind::Elephant, 2),
            (Kind::Horse, 2),
            (Kind::Chariot, 2),
            (Kind::Pawn, 8),
        ] {
            if counts[side.index()][kind as usize] > most {
                return Err(PositionError::new(
                    Said::new("position-too-many")
                        .with("side", side)
                        .with("piece", PieceName(kind.name(false)))
                        .with("most", u32::try_from(most).unwrap_or(u32::MAX)),
                ));
            }
        }
    }
    let side = side_field(fields[1])?;
    if counts[(!side).index()][Kind::Royal as usize] == 0 {
        return Err(PositionError::new(Said::new("position-prince-missing").with("side", !side)));
    }
    let clock = number_field(fields[2], "half-move-clock")?;
    let fullmove = number_field(fields[3], "move-number")?;
    if fullmove == 0 {
        return Err(PositionError::new(Said::new("position-move-number-zero")));
    }
    let hash = crate::zobrist::mailbox(&board, &super::SQUARES, side);
    let position = Amalgamated { board, side, clock, fullmove, decided: false, hash };
    if position.bare_prince(!side) {
        return Err(PositionError::new(Said::new("position-bare-prince").with("side", !side)));
    }
    // A King may be left in check only by a move that ended the game (a compulsory Prince
    // capture or a bare-Prince win), and such a final position must load again.
    if !position.over_by_position()
        && let Some(royal) = position.royal(!side).filter(|&r| !home_half(!side, r))
        && position.attacked(royal, side)
    {
        return Err(PositionError::new(Said::new("position-king-in-check").with("side", !side)));
    }
    Ok(position)
}

pub(super) fn placement(a: &Amalgamated) -> String {
    write_placement(8, 8, |cell| {
        a.piece_at(cell).map(|p| {
            let letter = match p.side {
                Side::First => p.kind.letter(),
                Side::Second => p.kind.letter().to_ascii_lowercase(),
            };
            if p.promoted { format!("+{letter}") } else { letter.to_string() }
        })
    })
}

pub(super) fn write(a: &Amalgamated) -> String {
    format!("{} {} {} {}", placement(a), a.side.fen_char(), a.clock, a.fullmove)
}
