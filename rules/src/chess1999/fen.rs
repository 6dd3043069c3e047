//! Chess 1999 position strings: `<placement>[<hand>] <side> <clock> <move number>` (§3), with
//! `+` before an APC made from Infantry and `~` after a dropped piece.

use super::{
    Chess1999,
    board::{self, Kind, Piece, last_rank, post_side, xy},
};
use crate::{
    Cell, GameId, PositionError, Side,
    notation::{fields, number_field, parse_placement, side_field, write_placement},
};

/// At most this many pieces of one kind in a hand (a game has 44 pieces in all; the spec's
/// own examples add one or two, so only absurd strings are refused).
const MOST_IN_HAND: u8 = 44;

/// Reads and validates a position string. Besides the shape it rejects what no game reaches:
/// a side without exactly one General, a General or Guard outside its own command post, an
/// Infantry battalion on its last line (it would have promoted), marks on the wrong pieces, a
/// General in a hand, absurdly full hands, and the side not to move in check.
pub(super) fn parse(text: &str) -> Result<Chess1999, PositionError> {
    let names = ["placement[hand]", "side", "clock", "move number"];
    let fields = fields(text, GameId::Chess1999, &names, super::START)?;
    let (placement, hand) =
        fields[0].strip_suffix(']').and_then(|s| s.split_once('[')).ok_or_else(|| {
            PositionError::new(
                "the placement must end with the hands in brackets, like `…/JBMHTG1GTHMBJ[]`",
            )
        })?;
    let tokens = parse_placement(placement, 13, 13)?;
    let mut position = Chess1999 {
        board: [None; board::POINTS],
        hands: [[0; 11]; 2],
        side: Side::First,
        clock: 0,
        fullmove: 1,
    };
    for (n, token) in tokens.iter().enumerate() {
        let Some(t) = token else { continue };
        let cell = board::cell(n as u8);
        let kind = Kind::from_letter(t.letter).ok_or_else(|| {
            PositionError::new(format!(
                "`{}` at {cell} is not a Chess 1999 letter: K G I A J B H T M W",
                t.letter
            ))
        })?;
        let side = Side::of_letter(t.letter);
        let mut piece = Piece::new(side, kind);
        if t.plus {
            if kind != Kind::Apc {
                return Err(PositionError::new(format!(
                    "`+` marks an APC made from Infantry; the piece on {cell} is a {}",
                    kind.name()
                )));
            }
            piece = piece.with_plus();
        }
        if t.tilde {
            if kind == Kind::General {
                return Err(PositionError::new("a General is never dropped, so it has no `~`"));
            }
            piece = piece.with_tilde();
        }
        check_placement(kind, side, cell)?;
        position.board[n] = Some(piece);
    }
    for c in hand.chars() {
        let kind = Kind::from_letter(c).filter(|k| *k != Kind::General).ok_or_else(|| {
            PositionError::new(format!(
                "`{c}` cannot be in a hand: hands hold G I A J B H T M W (upper case for Blue)"
            ))
        })?;
        let count = &mut position.hands[Side::of_letter(c).index()][kind.index()];
        if *count >= MOST_IN_HAND {
            return Err(PositionError::new(format!(
                "a hand cannot hold more than {MOST_IN_HAND} pieces of one kind"
            )));
        }
        *count += 1;
    }
    for side in Side::ALL {
        let generals = (0..board::POINTS)
            .filter(|&i| position.board[i] == Some(Piece::new(side, Kind::General)))
            .count();
        if generals != 1 {
            return Err(PositionError::new(format!(
                "{} must have exactly one General, not {generals}",
                GameId::Chess1999.side_name(side)
            )));
        }
    }
    position.side = side_field(fields[1], GameId::Chess1999)?;
    position.clock = number_field(fields[2], "half-move clock")?;
    position.fullmove = number_field(fields[3], "move number")?;
    if position.fullmove == 0 {
        return Err(PositionError::new("the move number starts at 1"));
    }
    if position.general_attacked(!position.side) {
        let name = GameId::Chess1999.side_name(!position.side);
        return Err(PositionError::new(format!(
            "{name}'s General is in check, but it is not {name}'s move"
        )));
    }
    Ok(position)
}

fn check_placement(kind: Kind, side: Side, cell: Cell) -> Result<(), PositionError> {
    let (x, y) = xy(board::index(cell));
    let name = GameId::Chess1999.side_name(side);
    match kind {
        Kind::General | Kind::Guard if post_side(x, y) != Some(side) => {
            Err(PositionError::new(format!(
                "{name}'s {} on {cell} is outside its command post, which it never leaves",
                kind.name()
            )))
        }
        Kind::Infantry if y == last_rank(side) => Err(PositionError::new(format!(
            "{name}'s Infantry battalion on {cell} stands on its last line, where it would have \
             become an APC"
        ))),
        _ => Ok(()),
    }
}

/// Writes the canonical position string.
pub(super) fn write(p: &Chess1999) -> String {
    let placement = write_placement(13, 13, |cell| {
        p.board[usize::from(board::index(cell))].map(|piece| {
            let letter = piece.kind().letter();
            let letter =
                if piece.side() == Side::First { letter } else { letter.to_ascii_lowercase() };
            format!(
                "{}{letter}{}",
                if piece.plus() { "+" } else { "" },
                if piece.dropped() { "~" } else { "" }
            )
        })
    });
    let mut hand = String::new();
    for side in Side::ALL {
        for &kind in Kind::IN_HAND {
            let letter = kind.letter();
            let letter = if side == Side::First { letter } else { letter.to_ascii_lowercase() };
            for _ in 0..p.hands[side.index()][kind.index()] {
                hand.push(letter);
            }
        }
    }
    format!(
        "{placement}[{hand}] {} {} {}",
        if p.side == Side::First { 'w' } else { 'b' },
        p.clock,
        p.fullmove
    )
}
