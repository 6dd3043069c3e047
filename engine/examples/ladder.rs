//! Level n against level n+1, to see that each level is stronger than the one below:
//! `cargo run --release -p engine --example ladder -- <game> [levels, 4 or 5-8] [games, 20 or
//! 20-40] [nodes]`: with one number n, the pairs from 2 vs 1 up to n vs n-1; with a range a-b,
//! the pairs from a+1 vs a up to b vs b-1. Games are numbered from 0, and game g has seed g:
//! `20-40` plays games 20 to 39, which added to a run of `20` makes the same forty games as
//! a run of `40`.
//!
//! Each pair plays `games` games, alternating sides, each from its own opening (four seeded
//! random plies), the engines' seeds varying with the game; a game still going after 300
//! plies counts as a draw. Prints the higher level's score per pair. Every search is bounded
//! by nodes (level 8 by the nodes it searches in its time on the development machine), and
//! with a node limit given, capped at it, so a run does not depend on the machine. With
//! `LADDER_VERBOSE` set, each game's length, ending, winner and last position go to standard
//! error.

use engine::{
    Level,
    selfplay::{Pairing, play_out},
};
use rules::{BySide, GameId, Side};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game: GameId = match args.first().map(|g| g.parse()) {
        Some(Ok(g)) => g,
        _ => {
            eprintln!(
                "usage: ladder <game> [levels: 4 or 5-8, default 4] [games per pair] [nodes]"
            );
            std::process::exit(2);
        }
    };
    let (bottom, top) = levels(args.get(1).map_or("4", String::as_str));
    let (first, end) = games(args.get(2).map_or("20", String::as_str));
    let nodes: Option<u64> = args.get(3).and_then(|a| a.parse().ok());
    for lower in bottom..top {
        let (weak, strong) = (level(lower), level(lower + 1));
        let mut points = 0.0;
        let mut record = [0u32; 3]; // strong wins, draws, strong losses
        for g in first..end {
            let strong_side = if g % 2 == 0 { Side::First } else { Side::Second };
            let levels = BySide::new_with(|s| if s == strong_side { strong } else { weak });
            let pairing = Pairing { game, levels, seed: g, opening: 4, nodes, max_plies: 300 };
            let end = play_out(&pairing);
            let winner = end.as_ref().and_then(|g| g.outcome()).and_then(|o| o.winner);
            if std::env::var_os("LADDER_VERBOSE").is_some() {
                let plies = end.as_ref().map_or(0, |g| g.moves().len());
                let why = end.as_ref().and_then(|g| g.outcome()).map(|o| o.reason);
                let won = winner.map(|w| if w == strong_side { "higher" } else { "lower" });
                let last = end.as_ref().map(|g| g.position_string().to_string());
                eprintln!("game {g}: {plies} plies, {why:?}, won by the {won:?} level");
                eprintln!("  last position: {}", last.unwrap_or_default());
            }
            match winner {
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
            "{}: level {} vs level {}: {:.1}/{} (+{} ={} -{}), games {first}-{}",
            game.id(),
            lower + 1,
            lower,
            points,
            end - first,
            record[0],
            record[1],
            record[2],
            end.saturating_sub(1)
        );
    }
}

/// `n` (the pairs up to n vs n-1) or `a-b` (from a+1 vs a up to b vs b-1), within 1–8.
fn levels(text: &str) -> (u8, u8) {
    let number = |t: &str| t.trim().parse::<u8>().ok();
    let (bottom, top) = match text.split_once('-') {
        Some((a, b)) => (number(a).unwrap_or(1), number(b).unwrap_or(4)),
        None => (1, number(text).unwrap_or(4)),
    };
    let top = top.clamp(2, 8);
    (bottom.clamp(1, top - 1), top)
}

/// `n` (games 0 to n-1) or `a-b` (games a to b-1).
fn games(text: &str) -> (u64, u64) {
    let number = |t: &str| t.trim().parse::<u64>().ok();
    match text.split_once('-') {
        Some((a, b)) => {
            let first = number(a).unwrap_or(0);
            (first, number(b).unwrap_or(first).max(first))
        }
        None => (0, number(text).unwrap_or(20)),
    }
}

fn level(n: u8) -> Level {
    Level::new(n).unwrap_or(Level::MIN)
}
