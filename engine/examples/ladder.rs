//! Level n against level n+1, to see that each level is stronger than the one below:
//! `cargo run --release -p engine --example ladder -- <game> [levels 1-4] [games 20] [nodes]`.
//!
//! Each pair plays `games` games, alternating sides, each from its own opening (four seeded
//! random plies), the engines' seeds varying with the game; a game still going after 300
//! plies counts as a draw. Prints the higher level's score per pair. With a node limit given,
//! every search is capped at it, so a run does not depend on the machine.

use engine::{
    Level,
    selfplay::{Pairing, play},
};
use rules::{BySide, GameId, Side};

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
            let levels = BySide::new_with(|s| if s == strong_side { strong } else { weak });
            let pairing = Pairing { game, levels, seed: g, opening: 4, nodes, max_plies: 300 };
            match play(&pairing) {
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
