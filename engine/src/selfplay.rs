//! Games of the engine against itself, for the level ladder and its tests: each from an
//! opening of a few seeded random plies, each side at its own level, every search bounded by
//! nodes so that a game is the same on every machine.

use rules::{BySide, Game, GameId, Side};

use crate::{Level, Request, think};

/// One self-play game to set up.
#[derive(Debug, Clone, Copy)]
pub struct Pairing {
    /// Which game.
    pub game: GameId,
    /// Each side's level.
    pub levels: BySide<Level>,
    /// Seeds the opening's random plies and the engines' choices.
    pub seed: u64,
    /// Random plies before the engines take over.
    pub opening: usize,
    /// At most this many nodes a search (besides each level's own limit).
    pub nodes: Option<u64>,
    /// A game still going after this many plies counts as a draw.
    pub max_plies: usize,
}

/// Plays `pairing` out; the winner, or `None` for a draw (or a game cut at `max_plies`).
pub fn play(pairing: &Pairing) -> Option<Side> {
    let mut game = Game::new(pairing.game).ok()?;
    let mut state =
        0x9e37_79b9_7f4a_7c15 ^ pairing.seed.wrapping_add(1).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    for _ in 0..pairing.opening {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let pick = usize::try_from(state % moves.len() as u64).unwrap_or(0);
        game.play(&moves[pick].text).ok()?;
    }
    while game.outcome().is_none() && game.moves().len() < pairing.max_plies {
        let level = pairing.levels[game.side_to_move()];
        let seed = pairing.seed.wrapping_mul(1_000).wrapping_add(game.moves().len() as u64);
        let request = Request { nodes: pairing.nodes, ..Request::new(level, seed) };
        let thought = think(&game, &request)?;
        game.play(&thought.text).ok()?;
    }
    game.outcome().and_then(|o| o.winner)
}
