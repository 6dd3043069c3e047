//! Makes a game's starter bank of puzzles from the engine's own games:
//! `cargo run --release -p engine --example puzzles -- <game> [count, 100] [nodes, 20000]
//! [first seed, 0] > data/puzzles/<game>.csv`. With `--check FILE` instead of a count, prints
//! the puzzles of a bank that still hold with this engine (each solver move the unique win at
//! the bank's nodes, as the bank's test checks), to keep a bank after a change to the engine.
//!
//! Plays games of the engine against itself at low levels (1 to 4, which make the mistakes
//! puzzles punish), each from four seeded random plies, analyses each at level 8 (with the
//! game's network where it has one, as the bot judges) with a quarter of `nodes` a position
//! ([`engine::analysis`]: a screen for blunders), and keeps the puzzles
//! [`engine::puzzle::puzzles_of`] confirms and follows with `nodes`, each position once, until
//! it has `count`. Writes them as CSV (`position,moves,theme`; moves space-separated, the
//! solver's first) after `#` lines saying how they were made: the command, the nodes (the
//! bank's test checks every solver move again at them), how many games and positions were
//! searched, and how long it took.

use std::{collections::HashSet, time::Instant};

use engine::{
    Level, Request,
    analysis::analyse,
    puzzle::puzzles_of,
    selfplay::{Pairing, play_out},
};
use rules::{BySide, GameId, Side};

/// The pairs of levels the games are played at, in turn.
const PAIRS: [(u8, u8); 6] = [(1, 2), (2, 1), (2, 3), (3, 2), (3, 4), (4, 3)];

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(game) = args.first().and_then(|g| g.parse::<GameId>().ok()) else {
        eprintln!("usage: puzzles <game> [count] [nodes]");
        std::process::exit(2);
    };
    if args.get(1).map(String::as_str) == Some("--check") {
        let Some(text) = args.get(2).and_then(|f| std::fs::read_to_string(f).ok()) else {
            eprintln!("usage: puzzles <game> --check FILE");
            std::process::exit(2);
        };
        check(game, &text);
        return;
    }
    let count: usize = args.get(1).and_then(|a| a.parse().ok()).unwrap_or(100);
    let nodes: u64 = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(20_000);
    let first_seed: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(0);
    let request = Request::judging(nodes);
    let screen = Request { nodes: Some(nodes / 4), ..request.clone() };
    let started = Instant::now();
    println!("position,moves,theme");
    let mut seen = HashSet::new();
    let mut found_so_far = 0;
    let (mut games, mut positions) = (0u64, 0usize);
    let mut seed = first_seed;
    while found_so_far < count {
        let (first, second) = PAIRS[(seed % PAIRS.len() as u64) as usize];
        let level = |n| Level::new(n).unwrap_or(Level::MIN);
        let levels = BySide::new_with(|s| level(if s == Side::First { first } else { second }));
        let pairing = Pairing { game, levels, seed, opening: 4, nodes: None, max_plies: 120 };
        seed += 1;
        let Some(played) = play_out(&pairing) else { continue };
        let moves = played.moves().to_vec();
        let Ok(analysis) = analyse(game, None, &moves, &screen, |_, _| {}) else { continue };
        games += 1;
        positions += moves.len() + 1;
        let Ok(found) = puzzles_of(game, None, &moves, &analysis, &request) else { continue };
        for puzzle in found {
            if found_so_far < count && seen.insert(puzzle.position.clone()) {
                assert!(!puzzle.position.contains(','), "{}", puzzle.position);
                // Each as it is found, so that a run stopped early keeps what it found.
                let moves = puzzle.moves.join(" ");
                println!("{},{moves},{}", puzzle.position, puzzle.theme.key());
                found_so_far += 1;
                let seconds = started.elapsed().as_secs();
                eprintln!(
                    "{}: {found_so_far} puzzles from {games} games (seeds {first_seed}-{}), \
                     {positions} positions, {seconds} s",
                    game.id(),
                    seed - 1
                );
            }
        }
    }
    let seconds = started.elapsed().as_secs();
    println!("# {} puzzles: one move wins clearly and no other does.", game.name());
    println!(
        "# Made by `cargo run --release -p engine --example puzzles -- {} {count} {nodes} \
         {first_seed}`:",
        game.id()
    );
    println!(
        "# {games} games of levels 1-4 against each other (seeds {first_seed}-{}), every",
        seed - 1
    );
    println!(
        "# position analysed at level 8 with {} nodes ({positions} positions), each",
        nodes / 4
    );
    println!("# puzzle confirmed and followed with {nodes}; in {seconds} s on one core.");
    println!("# nodes: {nodes}");
}

/// Prints the lines of bank `text` whose puzzles still hold, and how many did not.
fn check(game: GameId, text: &str) {
    let Ok(bank) = engine::puzzle::Bank::parse(game, text) else {
        eprintln!("the bank does not read");
        std::process::exit(1);
    };
    let Some(nodes) = bank.nodes else {
        eprintln!("the bank does not say at what nodes it was made");
        std::process::exit(1);
    };
    let request = Request::judging(nodes);
    let mut dropped = 0;
    for puzzle in &bank.puzzles {
        if puzzle.holds(game, &request).is_ok() {
            let moves = puzzle.moves.join(" ");
            println!("{},{moves},{}", puzzle.position, puzzle.theme.key());
        } else {
            dropped += 1;
        }
    }
    eprintln!("{}: {} of {} hold", game.id(), bank.puzzles.len() - dropped, bank.puzzles.len());
}
