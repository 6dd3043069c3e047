//! Text shared by every game: the coordinate move grammar and the placement field of position
//! strings (see `shared/rules/README.md` §3 and §5).

use crate::{Cell, Geometry, MoveError, PositionError, Said};

/// A move as written in the common coordinate grammar, before any game has looked at it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveText {
    /// `e2e4`, `e2-e4`, `e2xe4`, `m12m13=T`.
    Board {
        /// The cell the piece leaves.
        from: Cell,
        /// The cell it goes to.
        to: Cell,
        /// The letter after `=`, uppercase, if any.
        promotion: Option<char>,
    },
    /// `T@e5`: a piece letter (uppercase), `@` and a cell.
    Drop {
        /// The piece letter, uppercase.
        letter: char,
        /// Where the piece is placed.
        to: Cell,
    },
}

/// Reads `text` in the coordinate grammar (case-insensitive, surrounding whitespace ignored).
///
/// Returns `Ok(None)` when the text does not have the grammar's shape at all, so that a game
/// can try its own notation (Xiangqi's WXF), and an error when it has the shape but names a cell
/// that is not on this board.
///
/// # Errors
/// A [`crate::MoveErrorKind::Syntax`] error naming the cell that is off the board.
pub fn parse_move_text(text: &str, geometry: &Geometry) -> Result<Option<MoveText>, MoveError> {
    let t = text.trim().to_ascii_lowercase();
    let b = t.as_bytes();
    let on_board = |(cell, name): (Option<Cell>, &str)| match cell {
        Some(cell) if geometry.contains(cell) => Ok(cell),
        _ => Err(MoveError::syntax(crate::MoveFault::OffBoard {
            text: name.to_owned(),
            last_file: (b'a' + geometry.files - 1) as char,
            ranks: u32::from(geometry.ranks),
        })),
    };
    // Drop: letter '@' cell.
    if b.len() >= 3 && b[1] == b'@' && b[0].is_ascii_lowercase() {
        let Some((cell, rest)) = read_cell(&t[2..]) else { return Ok(None) };
        if !rest.is_empty() {
            return Ok(None);
        }
        let to = on_board(cell)?;
        return Ok(Some(MoveText::Drop { letter: (b[0] as char).to_ascii_uppercase(), to }));
    }
    let Some((from, rest)) = read_cell(&t) else { return Ok(None) };
    let rest = rest.strip_prefix(['-', 'x']).unwrap_or(rest);
    let Some((to, rest)) = read_cell(rest) else { return Ok(None) };
    let promotion = match rest.as_bytes() {
        [] => None,
        [b'=', l] if l.is_ascii_lowercase() => Some((*l as char).to_ascii_uppercase()),
        _ => return Ok(None),
    };
    Ok(Some(MoveText::Board { from: on_board(from)?, to: on_board(to)?, promotion }))
}

/// Reads a cell-shaped text (`[a-m][0-9]{1,2}`) at the start of `s`. Returns the cell (or
/// `None` when the rank fits no board, like `a0` or `a99`), its text, and the rest of `s`.
fn read_cell(s: &str) -> Option<((Option<Cell>, &str), &str)> {
    let b = s.as_bytes();
    let file = *b.first()?;
    if !(b'a'..=b'm').contains(&file) {
        return None;
    }
    let digits = b[1..].iter().take(2).take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let (name, rest) = s.split_at(1 + digits);
    let rank: i32 = name[1..].parse().ok()?;
    Some(((Cell::try_new(i32::from(file - b'a'), rank - 1), name), rest))
}

/// Splits a position string into its fields, checking their number. `names` lists the fields
/// for the message, `example` is a valid string of the game.
///
/// # Errors
/// A message saying how many fields the game's strings have, and which.
pub fn fields<'a>(
    text: &'a str,
    game: crate::GameId,
    names: &[&str],
    example: &str,
) -> Result<Vec<&'a str>, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if fields.len() == names.len() {
        return Ok(fields);
    }
    Err(PositionError::new(
        Said::new("position-field-count")
            .with("game", game)
            .with("count", u32::try_from(names.len()).unwrap_or(u32::MAX))
            .with("example", example.to_owned())
            .with("found", u32::try_from(fields.len()).unwrap_or(u32::MAX)),
    ))
}

/// Reads the side-to-move field; the error names the game's sides (the reader's words for
/// them, from the game it is shown for).
///
/// # Errors
/// Anything but `w` or `b`.
pub fn side_field(field: &str) -> Result<crate::Side, PositionError> {
    crate::Side::from_fen(field).ok_or_else(|| {
        PositionError::new(
            Said::new("position-side-field")
                .with("field", field.to_owned())
                .with("first", crate::Side::First)
                .with("second", crate::Side::Second),
        )
    })
}

/// Reads a counter field (a clock, a move or turn number); `what` names it in the error by its
/// key: `half-move-clock`, `move-number` or `turn`.
///
/// # Errors
/// Anything but a whole number.
pub fn number_field(field: &str, what: &'static str) -> Result<u32, PositionError> {
    field.parse().map_err(|_| {
        PositionError::new(
            Said::new("position-not-a-number")
                .with("what", crate::Arg::Key(what))
                .with("field", field.to_owned()),
        )
    })
}

/// One item of a rank in a placement field.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PieceToken {
    /// The letter as written (its case gives the side).
    pub letter: char,
    /// A `+` stood before the letter.
    pub plus: bool,
    /// A `~` stood after the letter.
    pub tilde: bool,
}

/// Reads a placement field into one entry per cell (rank 1 first, file `a` first), checking the
/// number of ranks and the width of every rank. Which letters and markers are allowed is for
/// the game to judge.
///
/// # Errors
/// A message naming the rank that is malformed.
pub fn parse_placement(
    placement: &str,
    files: u8,
    ranks: u8,
) -> Result<Vec<Option<PieceToken>>, PositionError> {
    let rows: Vec<&str> = placement.split('/').collect();
    if rows.len() != usize::from(ranks) {
        return Err(PositionError::new(
            Said::new("position-rank-count")
                .with("found", u32::try_from(rows.len()).unwrap_or(u32::MAX))
                .with("ranks", u32::from(ranks)),
        ));
    }
    let mut cells = vec![None; usize::from(files) * usize::from(ranks)];
    for (i, row) in rows.iter().enumerate() {
        let rank = usize::from(ranks) - 1 - i;
        let mut file = 0usize;
        let mut chars = row.chars().peekable();
        let rank_number = u32::try_from(rank + 1).unwrap_or(u32::MAX);
        let too_wide = || {
            PositionError::new(
                Said::new("position-rank-too-wide")
                    .with("rank", rank_number)
                    .with("files", u32::from(files)),
            )
        };
        while let Some(c) = chars.next() {
            if let Some(d) = c.to_digit(10) {
                let mut n = d as usize;
                if let Some(d2) = chars.peek().and_then(|c| c.to_digit(10)) {
                    chars.next();
                    n = n * 10 + d2 as usize;
                }
                if n == 0 {
                    return Err(PositionError::new(
                        Said::new("position-empty-run").with("rank", rank_number),
                    ));
                }
                file += n;
                if file > usize::from(files) {
                    return Err(too_wide());
                }
                continue;
            }
            let plus = c == '+';
            let letter = if plus { chars.next().unwrap_or('+') } else { c };
            if !letter.is_ascii_alphabetic() {
                return Err(PositionError::new(
                    Said::new("position-bad-char").with("rank", rank_number).with("letter", letter),
                ));
            }
            let tilde = chars.next_if_eq(&'~').is_some();
            if file >= usize::from(files) {
                return Err(too_wide());
            }
            cells[rank * usize::from(files) + file] = Some(PieceToken { letter, plus, tilde });
            file += 1;
        }
        if file != usize::from(files) {
            return Err(PositionError::new(
                Said::new("position-rank-width")
                    .with("rank", rank_number)
                    .with("found", u32::try_from(file).unwrap_or(u32::MAX))
                    .with("files", u32::from(files)),
            ));
        }
    }
    Ok(cells)
}

/// Writes a placement field: ranks from the top, empty runs merged into one number.
/// `piece(cell)` gives the text of the piece on a cell (letter with its markers), if any.
pub fn write_placement(
    files: u8,
    ranks: u8,
    mut piece: impl FnMut(Cell) -> Option<String>,
) -> String {
    let mut out = String::new();
    for rank in (0..ranks).rev() {
        let mut empty = 0;
        for file in 0..files {
            match piece(Cell::new(file, rank)) {
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    out.push_str(&p);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}
