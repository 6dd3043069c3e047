//! Abstract Chess position strings: `<placement> <side> <clock> <move number>` (§3), heights
//! as letters P N B R T Q (1–6) and K for the royal stone.

use super::{Abstract, ROYAL};
use crate::{
    Cell, GameId, PositionError, Said, Side,
    geometry::ABSTRACT,
    mailbox,
    notation::{fields, number_field, parse_placement, side_field, write_placement},
};

/// Stones a side starts with: no action creates stones.
const STONES: u32 = 32;

fn height_of(letter: char) -> Option<u8> {
    match letter.to_ascii_uppercase() {
        'P' => Some(1),
        'N' => Some(2),
        'B' => Some(3),
        'R' => Some(4),
        'T' => Some(5),
        'Q' => Some(6),
        'K' => Some(ROYAL),
        _ => None,
    }
}

/// Reads and validates a position string. Besides the shape it rejects what no game can reach:
/// two royal stones for a side, more than 32 stones, or a missing royal stone for the side that
/// just moved. The side to move may lack its royal stone: that is a finished game.
pub(super) fn parse(text: &str) -> Result<Abstract, PositionError> {
    let fields = fields(
        text,
        GameId::Abstract,
        &["placement", "side", "clock", "move number"],
        super::START,
    )?;
    let tokens = parse_placement(fields[0], ABSTRACT.files, ABSTRACT.ranks)?;
    let mut board = mailbox::blank(&ABSTRACT);
    let (mut royals, mut stones) = ([0u32; 2], [0u32; 2]);
    for (n, token) in tokens.iter().enumerate() {
        let Some(t) = token else { continue };
        let cell = Cell::new((n % 8) as u8, (n / 8) as u8);
        if t.plus || t.tilde {
            let said = Said::new("position-no-markers").with("game", GameId::Abstract);
            return Err(PositionError::new(said.with("at", cell)));
        }
        let kind = height_of(t.letter).ok_or_else(|| {
            PositionError::new(
                Said::new("position-bad-letter")
                    .with("game", GameId::Abstract)
                    .with("letter", t.letter)
                    .with("at", cell),
            )
        })?;
        let side = Side::of_letter(t.letter);
        if kind == ROYAL {
            royals[side.index()] += 1;
        } else {
            stones[side.index()] += u32::from(kind);
        }
        board[usize::from(mailbox::index(cell))] = mailbox::code(side, kind);
    }
    let side = side_field(fields[1])?;
    for s in Side::ALL {
        if royals[s.index()] > 1 {
            return Err(PositionError::new(Said::new("position-two-royals").with("side", s)));
        }
        if stones[s.index()] > STONES {
            return Err(PositionError::new(
                Said::new("position-too-many-stones")
                    .with("side", s)
                    .with("count", stones[s.index()])
                    .with("most", STONES),
            ));
        }
    }
    if royals[(!side).index()] == 0 {
        return Err(PositionError::new(Said::new("position-royal-missing").with("side", !side)));
    }
    let clock = number_field(fields[2], "half-move-clock")?;
    let fullmove = number_field(fields[3], "move-number")?;
    if fullmove == 0 {
        return Err(PositionError::new(Said::new("position-move-number-zero")));
    }
    let hash = crate::zobrist::mailbox(&board, &super::SQUARES, side);
    Ok(Abstract { board, side, clock, fullmove, hash })
}

pub(super) fn placement(a: &Abstract) -> String {
    write_placement(8, 8, |cell| {
        a.piece_at(cell).map(|(side, piece)| {
            let letter = piece.letter();
            match side {
                Side::First => letter.to_string(),
                Side::Second => letter.to_ascii_lowercase().to_string(),
            }
        })
    })
}

pub(super) fn write(a: &Abstract) -> String {
    format!("{} {} {} {}", placement(a), a.side.fen_char(), a.clock, a.fullmove)
}
