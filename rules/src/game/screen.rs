//! Moves that need a piece to jump: a Cannon's or an Artillery's capture over its screen, a
//! Howitzer's move over one piece. Pictures mark them apart from moves a piece makes by
//! itself, so that a newcomer does not read a Cannon as unable to move two points.

use super::{Game, LegalMove};
use crate::{Cell, notation};

impl Game {
    /// Whether `m` gets where it goes only over exactly one piece on the line between: with
    /// that piece taken away, the move would not be legal. A move with no piece between, or
    /// off a straight line (a Horse's), never is.
    ///
    /// Where the position without that piece is not a legal one (the piece jumped is a
    /// General), the move counts as over one piece: no piece passes a General by itself.
    ///
    /// ```
    /// use rules::{Game, GameId};
    /// let game = Game::new(GameId::Xiangqi);
    /// let moves = game.legal_moves();
    /// let cannon = |to: &str| moves.iter().find(|m| m.text == format!("h3{to}")).unwrap();
    /// assert!(game.over_one_piece(cannon("h10")), "the capture over the Horse's screen");
    /// assert!(!game.over_one_piece(cannon("h7")), "an ordinary move along the file");
    /// ```
    pub fn over_one_piece(&self, m: &LegalMove) -> bool {
        let (Some(from), Some(to)) = (m.from, m.to) else { return false };
        let view = self.view();
        let between: Vec<Cell> = line_between(from, to)
            .into_iter()
            .filter(|c| view.pieces.iter().any(|p| p.cell == *c))
            .collect();
        let [screen] = between[..] else { return false };
        match self.without(screen) {
            Some(bare) => bare.legal_moves().iter().all(|other| other.text != m.text),
            None => true,
        }
    }

    /// The game's position with the piece on `cell` taken away, if that is a legal position.
    fn without(&self, cell: Cell) -> Option<Game> {
        let position = self.position_string();
        let mut fields = position.as_str().splitn(2, ' ');
        let first = fields.next()?;
        let rest = fields.next().unwrap_or("");
        // Chess 1999 writes the pieces in hand right after the placement: `…/13[IT]`.
        let (placement, hand) = first.split_at(first.find('[').unwrap_or(first.len()));
        let g = self.id().geometry();
        let tokens = notation::parse_placement(placement, g.files, g.ranks).ok()?;
        let index = |c: Cell| usize::from(c.rank()) * usize::from(g.files) + usize::from(c.file());
        let written = notation::write_placement(g.files, g.ranks, |c| {
            let token = tokens.get(index(c)).copied().flatten().filter(|_| c != cell)?;
            let plus = if token.plus { "+" } else { "" };
            let tilde = if token.tilde { "~" } else { "" };
            Some(format!("{plus}{}{tilde}", token.letter))
        });
        Game::from_position(self.id(), &format!("{written}{hand} {rest}")).ok()
    }
}

/// The cells strictly between `from` and `to` on a rank, a file or a diagonal; none when they
/// are not on one line.
fn line_between(from: Cell, to: Cell) -> Vec<Cell> {
    let (df, dr) = (
        i32::from(to.file()) - i32::from(from.file()),
        i32::from(to.rank()) - i32::from(from.rank()),
    );
    let steps = df.abs().max(dr.abs());
    if steps < 2 || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Vec::new();
    }
    let (sf, sr) = (df.signum(), dr.signum());
    (1..steps)
        .filter_map(|k| {
            Cell::try_new(i32::from(from.file()) + sf * k, i32::from(from.rank()) + sr * k)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::{Game, GameId};

    fn over(game: GameId, position: &str, text: &str) -> bool {
        let g = Game::from_position(game, position).unwrap();
        let moves = g.legal_moves();
        let m = moves.iter().find(|m| m.text == text).unwrap_or_else(|| panic!("{text} is legal"));
        g.over_one_piece(m)
    }

    #[test]
    fn screens_are_told_from_ordinary_moves_in_each_game_that_has_them() {
        // The spec's worked examples: American Chess E4 (the Artillery's one screen), Chess
        // 1999 C4 (the Howitzer), and its Howitzer over the Red General.
        let e4 = "5q5/r10/11/11/11/11/11/11/C4Q5 w 1";
        assert!(!over(GameId::American, e4, "a1e1"));
        let screened = "5q5/11/11/r10/11/11/P10/11/C4Q5 w 1";
        assert!(over(GameId::American, screened, "a1a6"), "the Artillery's capture over a3");
        assert!(!over(GameId::American, screened, "a1a2"));
        let c4 = "13/6k6/1w11/13/1i11/13/13/13/1I11/13/1W11/6K6/13[] w 0 1";
        for to in ["b6", "b7", "b8", "b9"] {
            assert!(over(GameId::Chess1999, c4, &format!("b3{to}")), "b3{to}");
        }
        let over_general = "13/6k6/5W7/13/13/13/13/13/13/13/13/6K6/13[] w 0 1";
        assert!(over(GameId::Chess1999, over_general, "f11h13"));
        // A Horse's move is not on a line; a Tank's never passes a piece.
        let start = Game::new(GameId::Xiangqi);
        let moves = start.legal_moves();
        assert!(
            moves
                .iter()
                .filter(|m| m.text.starts_with("b1") || m.text.starts_with("a1"))
                .all(|m| !start.over_one_piece(m))
        );
        assert_eq!(
            moves.iter().filter(|m| start.over_one_piece(m)).count(),
            2,
            "the two Cannons' captures"
        );
    }
}
