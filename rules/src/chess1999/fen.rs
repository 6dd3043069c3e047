//! Chess 1999 position strings: `<placement>[<hand>] <side> <clock> <move number>` (§3), with
//! `+` before an APC made from Infantry and `~` after a dropped piece.

use super::{
    Chess1999,
    board::{self, Kind, Piece, last_rank, post_side, xy},
};
use crate::{
    Cell, GameId, PieceName, PositionError, Said, Side,
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
    let (placement, hand) = fields[0]
        .strip_suffix(']')
        .and_then(|s| s.split_once('['))
        .ok_or_else(|| PositionError::new(Said::new("position-hands-missing")))?;
    let tokens = parse_placement(placement, 13, 13)?;
    let mut position = Chess1999 {
        board: [None; board::POINTS],
        hands: [[0; 11]; 2],
        side: Side::First,
        clock: 0,
        fullmove: 1,
        hash: 0,
    };
    for (n, token) in tokens.iter().enumerate() {
        let Some(t) = token else { continue };
        let cell = board::cell(n as u8);
        let kind = Kind::from_letter(t.letter).ok_or_else(|| {
            PositionError::new(
                Said::new("position-bad-letter")
                    .with("game", GameId::Chess1999)
                    .with("letter", t.letter)
                    .with("at", cell),
            )
        })?;
        let side = Side::of_letter(t.letter);
        let mut piece = Piece::new(side, kind);
        if t.plus {
            if kind != Kind::Apc {
                return Err(PositionError::new(
                    Said::new("position-plus-not-apc")
                        .with("at", cell)
                        .with("piece", PieceName(kind.name())),
                ));
            }
            piece = piece.with_plus();
        }
        if t.tilde {
            if kind == Kind::General {
                return Err(PositionError::new(Said::new("position-general-tilde")));
            }
            piece = piece.with_tilde();
        }
        check_placement(kind, side, cell)?;
        position.board[n] = Some(piece);
    }
    for c in hand.chars() {
        let kind = Kind::from_letter(c).filter(|k| *k != Kind::General).ok_or_else(|| {
            PositionError::new(Said::new("position-bad-hand-letter").with("letter", c))
        })?;
        let count = &mut position.hands[Side::of_letter(c).index()][kind.index()];
        if *count >= MOST_IN_HAND {
            let said = Said::new("position-hand-full").with("most", u32::from(MOST_IN_HAND));
            return Err(PositionError::new(said));
        }
        *count += 1;
    }
    for side in Side::ALL {
        let generals = (0..board::POINTS)
            .filter(|&i| position.board[i] == Some(Piece::new(side, Kind::General)))
            .count();
        if generals != 1 {
            return Err(PositionError::new(
                Said::new("position-general-count")
                    .with("side", side)
                    .with("count", u32::try_from(generals).unwrap_or(u32::MAX)),
            ));
        }
    }
    position.side = side_field(fields[1])?;
    position.clock = number_field(fields[2], "half-move-clock")?;
    position.fullmove = number_field(fields[3], "move-number")?;
    if position.fullmove == 0 {
        return Err(PositionError::new(Said::new("position-move-number-zero")));
    }
    if position.general_attacked(!position.side) {
        let said = Said::new("position-general-in-check").with("side", !position.side);
        return Err(PositionError::new(said));
    }
    position.hash = position.hash_from_scratch();
    Ok(position)
}

fn check_placement(kind: Kind, side: Side, cell: Cell) -> Result<(), PositionError> {
    let (x, y) = xy(board::index(cell));
    match kind {
        Kind::General | Kind::Guard if post_side(x, y) != Some(side) => Err(PositionError::new(
            Said::new("position-outside-post")
                .with("side", side)
                .with("piece", PieceName(kind.name()))
                .with("at", cell),
        )),
        Kind::Infantry if y == last_rank(side) => Err(PositionError::new(
            Said::new("position-infantry-last-line").with("side", side).with("at", cell),
        )),
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
