//! Why a coordinate move is not legal in American Chess, in a sentence for the player.

use super::{American, board::Kind};
use crate::{Cell, GameId, MoveError, explain};

impl American {
    pub(super) fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        let name = |s| GameId::American.side_name(s);
        let named = |c| self.piece_at(c).map(|(side, kind)| (side, kind.name()));
        if let Err(refusal) = explain::basic_refusal(GameId::American, self.side, from, to, named) {
            return refusal;
        }
        let Some((_, kind)) = self.piece_at(from) else {
            return MoveError::illegal(format!("there is no piece on {from}"));
        };
        let df = i32::from(to.file()) - i32::from(from.file());
        let dr = i32::from(to.rank()) - i32::from(from.rank());
        let straight = df == 0 || dr == 0;
        let diagonal = df.abs() == dr.abs();
        let between = self.between(from, to);
        let message = match kind {
            Kind::Soldier => "the Soldier moves one square in any direction".to_owned(),
            Kind::Colonel => "the Colonel jumps to a square exactly two squares away".to_owned(),
            Kind::Missile => {
                format!("the Missile may not land on {}'s back line", name(!self.side))
            }
            Kind::ArmorBrigade if !straight => {
                "the Armor Brigade moves along a rank or a file".into()
            }
            Kind::ReconBattalion if !diagonal => "the Recon Battalion moves diagonally".into(),
            Kind::General | Kind::Artillery if !straight && !diagonal => {
                format!("the {} moves along a line: a rank, a file or a diagonal", kind.name())
            }
            Kind::Artillery if self.piece_at(to).is_some() => match between.len() {
                0 => "the Artillery needs exactly one screen to capture".to_owned(),
                n => format!(
                    "the Artillery captures over exactly one screen, and there are {n} pieces between {from} and {to}"
                ),
            },
            Kind::Artillery => format!(
                "the Artillery moves only through empty squares, and {} is in the way; it jumps only to capture",
                between.first().copied().unwrap_or(from)
            ),
            _ => format!(
                "the {}'s path is blocked at {}",
                kind.name(),
                between.first().copied().unwrap_or(from)
            ),
        };
        MoveError::illegal(message)
    }

    /// The occupied squares strictly between two squares on one line.
    fn between(&self, a: Cell, b: Cell) -> Vec<Cell> {
        explain::between(a, b, |c| self.piece_at(c).is_some())
    }
}
