//! Swiss pairings by the Dutch system on a FIDE Tournament Report File, so they can be set
//! beside those of the programs FIDE endorses (bbpPairings 6 implements the same edition).
//!
//! ```text
//! cargo run -p bot --example pairings -- tournament.trf           # pair the next round
//! cargo run -p bot --example pairings -- tournament.trf --check   # re-pair every round played
//! cargo run -p bot --example pairings -- tournament.trf --before 5 # the file as round 5 began
//! cargo run -p bot --example pairings -- --generate 12 7 42 > t.trf
//! ```
//!
//! The first prints the next round as bbpPairings and JaVaFo do (`bbpPairings --dutch
//! tournament.trf -p`): the number of boards, then `first second` per board, the bye as
//! `seat 0`. `--check` pairs each round again from the rounds before it and prints the rounds
//! where ours differ from the file's (as `bbpPairings --dutch tournament.trf -c` does).
//! `--generate PLAYERS ROUNDS SEED` plays a whole tournament of made-up players with our
//! pairings and results drawn by rating, and writes its report file, for the other programs
//! to check.

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match bot::tournament::tool::run(&args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("pairings: {e}");
            ExitCode::FAILURE
        }
    }
}
