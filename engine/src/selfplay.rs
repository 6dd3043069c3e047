//! Games of the engine against itself, for the level ladder and its tests: each from an
//! opening of a few seeded random plies, each side at its own level, every search bounded by
//! nodes so that a game is the same on every machine. Level 8, which in play thinks for
//! [`LEVEL_8_TIME`](crate::LEVEL_8_TIME), searches here the nodes the development machine
//! searches in that time with the classical evaluation ([`level_8_nodes`]), and evaluates
//! with the game's network where it has one, as it does in play.

use rules::{BySide, Game, GameId, Side};

use crate::{Evaluation, Level, Request, think};

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

/// Seeded random choices for openings and playouts (xorshift): the same seed, the same
/// choices, on every machine.
#[derive(Debug, Clone)]
pub struct Playout(u64);

impl Playout {
    /// A generator for `seed`.
    pub fn new(seed: u64) -> Playout {
        Playout(0x9e37_79b9_7f4a_7c15 ^ seed.wrapping_add(1).wrapping_mul(0xbf58_476d_1ce4_e5b9))
    }

    /// An index below `n` (which must not be 0).
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        usize::try_from(self.0 % n as u64).unwrap_or(0)
    }
}

/// `game` after up to `plies` random moves drawn with `seed` (fewer if it ends sooner).
pub fn opening(game: GameId, plies: usize, seed: u64) -> Option<Game> {
    let mut game = Game::new(game);
    let mut random = Playout::new(seed);
    for _ in 0..plies {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        game.play(&moves[random.below(moves.len())].text).ok()?;
    }
    Some(game)
}

/// Plays `pairing` out; the winner, or `None` for a draw (or a game cut at `max_plies`).
pub fn play(pairing: &Pairing) -> Option<Side> {
    play_out(pairing)?.outcome().and_then(|o| o.winner)
}

/// Plays `pairing` out and hands back the game as it stood at the end: over, or cut at
/// `max_plies` (`None` only if a search found no move or its move was refused).
pub fn play_out(pairing: &Pairing) -> Option<Game> {
    let mut game = opening(pairing.game, pairing.opening, pairing.seed)?;
    while game.outcome().is_none() && game.moves().len() < pairing.max_plies {
        let level = pairing.levels[game.side_to_move()];
        let seed = pairing.seed.wrapping_mul(1_000).wrapping_add(game.moves().len() as u64);
        let level_8 = (level == Level::MAX).then(|| level_8_nodes(pairing.game));
        let nodes = pairing.nodes.or(level_8);
        // Level 8 as players meet it: with the game's network where it has one.
        let evaluation = level_8.map_or(Evaluation::Classical, |_| Evaluation::Builtin);
        let request = Request { nodes, evaluation, ..Request::new(level, seed) };
        let thought = think(&game, &request)?;
        game.play(&thought.text).ok()?;
    }
    Some(game)
}

/// The nodes level 8 searches in self-play: [`LEVEL_8_TIME`](crate::LEVEL_8_TIME) at the
/// development machine's speed in `game` ([`crate::nodes_per_ms`]), so that the ladder's
/// games do not depend on the machine or on what else it is doing.
pub fn level_8_nodes(game: GameId) -> u64 {
    let ms = u64::try_from(crate::LEVEL_8_TIME.as_millis()).unwrap_or(u64::MAX);
    ms.saturating_mul(crate::nodes_per_ms(game))
}
