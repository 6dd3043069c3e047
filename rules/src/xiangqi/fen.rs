//! Xiangqi position strings: `<placement> <side> - - <clock> <move number>` (§3).
//!
//! Beyond what the spec requires a reader to reject (wrong shape, unknown letter, missing field,
//! the side not to move in check), this reader also rejects what no game can reach: a General
//! outside its palace, an Adviser or Elephant off its points, a Soldier behind its start or on
//! a file it could not have left before crossing, and more pieces of a kind than a side starts
//! with. A decision the spec left open: such a string is almost always a typo in a `/challenge
//! position:`, and the bound on pieces also bounds the move buffers. Whitespace between fields
//! is read leniently; the writer always emits the canonical form.

use super::{
    Xiangqi,
    board::{self, EMPTY, Kind, OWN_HALF, PALACE, POINTS, SIZE},
};
use crate::{
    Cell, GameId, PieceName, PositionError, Said, Side, mailbox,
    notation::{fields, number_field, parse_placement, side_field, write_placement},
};

/// Reads and validates a position string.
pub(super) fn parse(text: &str) -> Result<Xiangqi, PositionError> {
    let fields = fields(
        text,
        GameId::Xiangqi,
        &["placement", "side", "-", "-", "clock", "move number"],
        super::START,
    )?;
    let geometry = GameId::Xiangqi.geometry();
    let tokens = parse_placement(fields[0], geometry.files, geometry.ranks)?;
    let mut b = mailbox::blank(geometry);
    for (n, token) in tokens.iter().enumerate() {
        let Some(t) = token else { continue };
        let cell = Cell::new((n % 9) as u8, (n / 9) as u8);
        if t.plus || t.tilde {
            let said = Said::new("position-no-markers").with("game", GameId::Xiangqi);
            return Err(PositionError::new(said.with("at", cell)));
        }
        let kind = Kind::from_fen_letter(t.letter).ok_or_else(|| {
            PositionError::new(
                Said::new("position-bad-letter")
                    .with("game", GameId::Xiangqi)
                    .with("letter", t.letter)
                    .with("at", cell),
            )
        })?;
        b[usize::from(board::index(cell))] = board::piece(Side::of_letter(t.letter), kind);
    }
    let side = side_field(fields[1])?;
    if fields[2] != "-" || fields[3] != "-" {
        return Err(PositionError::new(Said::new("position-xiangqi-dashes")));
    }
    let clock = number_field(fields[4], "half-move-clock")?;
    let fullmove = number_field(fields[5], "move-number")?;
    if fullmove == 0 {
        return Err(PositionError::new(Said::new("position-move-number-zero")));
    }
    let generals = validate_pieces(&b)?;
    let hash = crate::zobrist::mailbox(&b, &board::POINTS, side);
    let position = Xiangqi { board: b, side, generals, clock, fullmove, hash };
    if position.general_attacked(!side) {
        let said = Said::new("position-xiangqi-check").with("side", !side);
        return Err(PositionError::new(said));
    }
    Ok(position)
}

/// Checks that every piece stands where it could ever stand and that no side has more pieces
/// of a kind than it starts with. Returns the Generals' indices.
fn validate_pieces(b: &[u8; SIZE]) -> Result<[u8; 2], PositionError> {
    let mut counts = [[0usize; 8]; 2];
    let mut generals = [None, None];
    for &i in &POINTS {
        let p = b[usize::from(i)];
        if p == EMPTY {
            continue;
        }
        let (side, kind) = (board::owner(p), Kind::of(p));
        let (s, cell) = (side.index(), board::cell(i));
        counts[s][kind as usize] += 1;
        let misplaced = |rule: &'static str| {
            Err(PositionError::new(
                Said::new("position-misplaced")
                    .with("side", side)
                    .with("piece", PieceName(kind.name()))
                    .with("at", cell)
                    .with("rule", crate::Arg::Key(rule)),
            ))
        };
        match kind {
            Kind::General => {
                if !PALACE[s][usize::from(i)] {
                    return misplaced("outside-palace");
                }
                generals[s] = Some(i);
            }
            Kind::Adviser if !PALACE[s][usize::from(i)] || !on_palace_diagonal(cell) => {
                return misplaced("adviser-point");
            }
            Kind::Elephant if !OWN_HALF[s][usize::from(i)] || !on_elephant_point(cell, side) => {
                return misplaced("elephant-point");
            }
            Kind::Soldier if OWN_HALF[s][usize::from(i)] => {
                let behind = match side {
                    Side::First => cell.rank() < 3,
                    Side::Second => cell.rank() > 6,
                };
                if behind || cell.file() % 2 == 1 {
                    return misplaced("soldier-behind");
                }
            }
            _ => {}
        }
    }
    for side in Side::ALL {
        for kind in Kind::ALL {
            let n = counts[side.index()][kind as usize];
            if n > kind.count() {
                return Err(PositionError::new(
                    Said::new("position-too-many")
                        .with("side", side)
                        .with("piece", PieceName(kind.name()))
                        .with("most", u32::try_from(kind.count()).unwrap_or(u32::MAX)),
                ));
            }
        }
    }
    match generals {
        [Some(red), Some(black)] => Ok([red, black]),
        [None, _] => {
            Err(PositionError::new(Said::new("position-no-general").with("side", Side::First)))
        }
        [_, None] => {
            Err(PositionError::new(Said::new("position-no-general").with("side", Side::Second)))
        }
    }
}

/// The Adviser points: the palace's corners and centre (the ends of its diagonals).
fn on_palace_diagonal(cell: Cell) -> bool {
    let df = i32::from(cell.file()) - 4;
    let dr = (i32::from(cell.rank()) % 7) - 1; // rank 1..3 → -1..1, rank 8..10 → -1..1
    df.abs() == dr.abs()
}

/// The seven Elephant points of `side`: two files and two ranks apart, from c1 / c10.
fn on_elephant_point(cell: Cell, side: Side) -> bool {
    let rank = match side {
        Side::First => cell.rank(),
        Side::Second => 9 - cell.rank(),
    };
    cell.file().is_multiple_of(2) && rank.is_multiple_of(2) && (cell.file() + rank) % 4 == 2
}

/// The placement field.
pub(super) fn placement(x: &Xiangqi) -> String {
    write_placement(9, 10, |cell| {
        let p = x.board[usize::from(board::index(cell))];
        (p != EMPTY).then(|| {
            let letter = Kind::of(p).fen_letter();
            match board::owner(p) {
                Side::First => letter.to_string(),
                Side::Second => letter.to_ascii_lowercase().to_string(),
            }
        })
    })
}

/// The canonical position string.
pub(super) fn write(x: &Xiangqi) -> String {
    format!("{} {} - - {} {}", placement(x), x.side.fen_char(), x.clock, x.fullmove)
}
