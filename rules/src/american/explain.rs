//! Why a coordinate move is not legal in American Chess, in a sentence for the player.

use super::{American, board::Kind};
use crate::{Cell, GameId, MoveError};

impl American {
    pub(super) fn explain_illegal(&self, from: Cell, to: Cell) -> MoveError {
        let name = |s| GameId::American.side_name(s);
        let Some((owner, kind)) = self.piece_at(from) else {
            return MoveError::illegal(format!("there is no piece on {from}"));
        };
        if owner != self.side {
            return MoveError::illegal(format!(
                "the {} on {from} is {}'s; it is {}'s move",
                kind.name(),
                name(owner),
                name(self.side)
            ));
        }
        if from == to {
            return MoveError::illegal(format!("{from}{to} does not move the {}", kind.name()));
        }
        if let Some((to_owner, to_kind)) = self.piece_at(to)
            && to_owner == owner
        {
            return MoveError::illegal(format!("{to} holds your own {}", to_kind.name()));
        }
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
        let df = (i32::from(b.file()) - i32::from(a.file())).signum();
        let dr = (i32::from(b.rank()) - i32::from(a.rank())).signum();
        let mut out = Vec::new();
        let mut c = a;
        while let Some(next) =
            Cell::try_new(i32::from(c.file()) + df, i32::from(c.rank()) + dr).filter(|&n| n != b)
        {
            if self.piece_at(next).is_some() {
                out.push(next);
            }
            c = next;
        }
        out
    }
}
