//! Amalgamated Chess position strings: `<placement> <side> <clock> <move number>` (§3), with a
//! `+` before every piece on its enemy half and nowhere else.

use super::{Amalgamated, Kind, home_half, in_corridor};
use crate::{
    Cell, GameId, PositionError, Side,
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
                return Err(PositionError::new(format!(
                    "`{}` at {cell} is not an Amalgamated Chess letter: K Q B N R P, with `+` \
                     for a promoted piece",
                    t.letter
                )));
            }
        };
        let side = Side::of_letter(t.letter);
        let index = mailbox::index(cell);
        let promoted = !home_half(side, index);
        if t.tilde {
            return Err(PositionError::new(format!(
                "Amalgamated Chess has no `~` marks (at {cell})"
            )));
        }
        if t.plus != promoted {
            return Err(PositionError::new(if promoted {
                format!("the piece on {cell} stands on its enemy half, so it needs a `+`")
            } else {
                format!("the piece on {cell} stands on its own half, so it cannot have a `+`")
            }));
        }
        if kind == Kind::Royal && !in_corridor(index) {
            return Err(PositionError::new(format!(
                "the royal piece on {cell} is outside files c–f, where it must stay"
            )));
        }
        counts[side.index()][kind as usize] += 1;
        board[usize::from(index)] = mailbox::code(side, kind as u8);
    }
    for side in Side::ALL {
        let name = GameId::Amalgamated.side_name(side);
        for (kind, most) in [
            (Kind::Royal, 1),
            (Kind::Advisor, 1),
            (Kind::Elephant, 2),
            (Kind::Horse, 2),
            (Kind::Chariot, 2),
            (Kind::Pawn, 8),
        ] {
            if counts[side.index()][kind as usize] > most {
                return Err(PositionError::new(format!(
                    "{name} has more {}s than the {most} it starts with",
                    kind.name(false)
                )));
            }
        }
    }
    let side = side_field(fields[1], GameId::Amalgamated)?;
    if counts[(!side).index()][Kind::Royal as usize] == 0 {
        return Err(PositionError::new(format!(
            "{} has no royal piece, but the game would have ended when its Prince was captured",
            GameId::Amalgamated.side_name(!side)
        )));
    }
    let clock = number_field(fields[2], "half-move clock")?;
    let fullmove = number_field(fields[3], "move number")?;
    if fullmove == 0 {
        return Err(PositionError::new("the move number starts at 1"));
    }
    let position = Amalgamated { board, side, clock, fullmove, decided: false };
    let opponent = GameId::Amalgamated.side_name(!side);
    if position.bare_prince(!side) {
        return Err(PositionError::new(format!(
            "{opponent} has nothing left but its Prince: the game ended with the last move"
        )));
    }
    // A King may be left in check only by a move that ended the game (a compulsory Prince
    // capture or a bare-Prince win), and such a final position must load again.
    if !position.over_by_position()
        && let Some(royal) = position.royal(!side).filter(|&r| !home_half(!side, r))
        && position.attacked(royal, side)
    {
        return Err(PositionError::new(format!(
            "{opponent}'s King is in check, but it is not {opponent}'s move"
        )));
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
