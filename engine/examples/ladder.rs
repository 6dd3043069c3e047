//! Level n against level n+1, to see that each level is stronger than the one below:
//! `cargo run --release -p engine --example ladder -- <game> [levels 1-4] [games 20] [nodes]`.
//!
//! Each pair plays `games` games, alternating sides, each from its own opening (four seeded
//! random plies), the engines' seeds varying with the game; a game still going after 300
//! plies counts as a draw. Prints the higher level's score per pair. With a node limit given,
//! every search is capped at it, so a run does not depend on the machine.

use engine::{Level, Request, think};
use rules::{Game, GameId, Side};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game: GameId = match args.first().map(|g| g.parse()) {
        Some(Ok(g)) => g,
        _ => {
            eprintln!("usage: ladder <game> [top level, default 4] [games per pair, 20] [nodes]");
            std::process::exit(2);
        }
    };
    let top: u8 = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(4).clamp(2, 8);
    let games: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(20);
    let nodes: Option<u64> = args.get(3).and_then(|a| a.parse().ok());
    for lower in 1..top {
        let (weak, strong) = (level(lower), level(lower + 1));
        let mut points = 0.0;
        let mut record = [0u32; 3]; // strong wins, draws, strong losses
        for g in 0..games {
            let strong_side = if g % 2 == 0 { Side::First } else { Side::Second };
            let result = play(game, weak, strong, strong_side, g, nodes);
            match result {
                Some(s) if s == strong_side => {
                    points += 1.0;
                    record[0] += 1;
                }
                None => {
                    points += 0.5;
                    record[1] += 1;
                }
                Some(_) => record[2] += 1,
            }
        }
        println!(
            "{}: level {} vs level {}: {:.1}/{games} (+{} ={} -{})",
            game.id(),
            lower + 1,
            lower,
            points,
            record[0],
            record[1],
            record[2]
        );
    }
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap_or(Level::MIN)
}

/// One game; the winner, or `None` for a draw.
fn play(
    id: GameId,
    weak: Level,
    strong: Level,
    strong_side: Side,
    g: u64,
    nodes: Option<u64>,
) -> Option<Side> {
    let mut game = Game::new(id).ok()?;
    let mut state = 0x9e37_79b9_7f4a_7c15_u64 ^ (g + 1).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    for _ in 0..4 {
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
    while game.outcome().is_none() && game.moves().len() < 300 {
        let level = if game.side_to_move() == strong_side { strong } else { weak };
        let seed = g * 1_000 + game.moves().len() as u64;
        let request = Request { nodes, ..Request::new(level, seed) };
        let thought = think(&game, &request)?;
        game.play(&thought.text).ok()?;
    }
    game.outcome().and_then(|o| o.winner)
}
