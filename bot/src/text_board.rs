//! A board as text, for the console: one row per rank, the first side's pieces in capitals.

use rules::{BoardView, Cell, PieceView, Side};

use crate::{
    msg,
    text::{Arg, Text},
};

/// Draws `view` as text with `bottom`'s side at the bottom, file letters and rank numbers
/// around it, and the pieces in hand below (a message, worded by the console).
///
/// A piece is its Latin letter (uppercase for the first side), `+` before it when promoted,
/// `~` after it when it was dropped (Chess 1999), and its height after it for a stack of more
/// than one stone; an empty cell is a `.`.
pub fn draw(view: &BoardView, bottom: Side) -> Text {
    let g = view.geometry;
    let files: Vec<u8> = match bottom {
        Side::First => (0..g.files).collect(),
        Side::Second => (0..g.files).rev().collect(),
    };
    let ranks: Vec<u8> = match bottom {
        Side::First => (0..g.ranks).rev().collect(),
        Side::Second => (0..g.ranks).collect(),
    };
    let header: String =
        files.iter().map(|&f| format!("{:<3}", Cell::new(f, 0).file_char())).collect();
    let mut out = format!("    {}\n", header.trim_end());
    for &r in &ranks {
        let mut line = format!("{:>3} ", r + 1);
        for &f in &files {
            let cell = Cell::new(f, r);
            let piece = view.pieces.iter().find(|p| p.cell == cell).map(|p| &p.piece);
            line.push_str(&format!("{:<3}", piece.map_or_else(|| ".".to_owned(), label)));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let mut hands = Vec::new();
    for side in Side::ALL {
        let hand: Vec<String> = view
            .hands
            .iter()
            .filter(|(s, _, n)| *s == side && *n > 0)
            .map(|(_, p, n)| format!("{}×{n}", label(p)))
            .collect();
        if !hand.is_empty() {
            let side = Arg::side(view.game, side);
            hands.push(msg!("local-hand", side = side, pieces = hand.join(" ")));
        }
    }
    hands.into_iter().fold(Text::verbatim(out.trim_end()), Text::line)
}

fn label(p: &PieceView) -> String {
    let letter = p.latin.chars().next().unwrap_or(p.letter);
    let letter = match p.side {
        Side::First => letter.to_ascii_uppercase(),
        Side::Second => letter.to_ascii_lowercase(),
    };
    let promoted = if p.promoted { "+" } else { "" };
    let dropped = if p.dropped { "~" } else { "" };
    let height = p.height.filter(|&h| h > 1).map(|h| h.to_string()).unwrap_or_default();
    format!("{promoted}{letter}{dropped}{height}")
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use rules::{Game, GameId, Side};

    use crate::i18n::{Lang, Plain};

    fn draw(game: GameId, bottom: Side) -> String {
        super::draw(&Game::new(game).view(), bottom).words(Lang::EnUs, &Plain)
    }

    #[test]
    fn xiangqi_start_reads_as_expected() {
        let text = draw(GameId::Xiangqi, Side::First);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "    a  b  c  d  e  f  g  h  i");
        assert_eq!(lines[1], " 10 r  h  e  a  k  a  e  h  r");
        assert_eq!(lines[10], "  1 R  H  E  A  K  A  E  H  R");
        let flipped = draw(GameId::Xiangqi, Side::Second);
        assert!(flipped.lines().nth(1).unwrap().starts_with("  1 R"), "{flipped}");
    }

    #[test]
    fn abstract_stacks_show_their_height() {
        // Abstract Chess pieces are stacks: a Rook is 4 stones, a Queen 6, the royal stone 1.
        let text = draw(GameId::Abstract, Side::First);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "  8 r4 n2 b3 q6 k  b3 n2 r4");
        assert_eq!(lines[8], "  1 R4 N2 B3 Q6 K  B3 N2 R4");
    }
}
