//! Perft: counting the leaves of the legal-move tree, to check move generation against
//! independent counts (`shared/perft/`). What is counted is defined in `shared/perft/README.md`.

use crate::{GameId, PositionError, Variant, WithVariant};

/// The number of legal move sequences of length `depth` from `position`. The last ply is bulk
/// counted ([`Variant::count_legal_moves`]), as Fairy-Stockfish counts.
///
/// ```
/// use rules::{Variant, perft, xiangqi::Xiangqi};
/// assert_eq!(perft(&Xiangqi::start(), 2), 1920);
/// ```
pub fn perft<V: Variant>(position: &V, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => position.count_legal_moves(),
        _ => {
            let mut moves = Vec::with_capacity(128);
            position.legal_moves(&mut moves);
            moves
                .into_iter()
                .map(|m| {
                    let mut child = position.clone();
                    child.play_unchecked(m);
                    perft(&child, depth - 1)
                })
                .sum()
        }
    }
}

/// The perft count below each legal move (`--divide`), in canonical move text, sorted.
pub fn divide<V: Variant>(position: &V, depth: u32) -> Vec<(String, u64)> {
    let mut moves = Vec::new();
    position.legal_moves(&mut moves);
    let mut out: Vec<(String, u64)> = moves
        .into_iter()
        .map(|m| {
            let mut child = position.clone();
            child.play_unchecked(m);
            (position.move_text(m), perft(&child, depth.saturating_sub(1)))
        })
        .collect();
    out.sort();
    out
}

/// Perft for a game named at run time: `position` is a position string (the start position
/// when `None`). With `divide`, also returns the count below each move.
///
/// # Errors
/// The game cannot be played yet, or the position string is rejected.
pub fn perft_game(
    game: GameId,
    position: Option<&str>,
    depth: u32,
    divide_moves: bool,
) -> Result<(u64, Vec<(String, u64)>), PositionError> {
    struct Count<'a> {
        position: Option<&'a str>,
        depth: u32,
        divide_moves: bool,
    }
    impl WithVariant for Count<'_> {
        type Output = Result<(u64, Vec<(String, u64)>), PositionError>;
        fn run<V: Variant>(self) -> Self::Output {
            let pos = match self.position {
                Some(text) => V::from_position_string(text)?,
                None => V::start(),
            };
            if self.divide_moves && self.depth > 0 {
                let parts = divide(&pos, self.depth);
                Ok((parts.iter().map(|(_, n)| n).sum(), parts))
            } else {
                Ok((perft(&pos, self.depth), Vec::new()))
            }
        }
    }
    game.with_variant(Count { position, depth, divide_moves })
}
