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

use bot::tournament::{Entry, Outcome, Pairing, Player, Points, Record, Seat, Side, dutch, trf};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["--generate", players, rounds, seed] => generate(players, rounds, seed),
        [file, "--check"] => read(file).and_then(|(r, initial)| check(&r, initial)),
        [file, "--before", round] => read(file).and_then(|(r, initial)| {
            let round: usize = round.parse().map_err(|_| format!("{round:?} is not a round"))?;
            print!("{}", trf::write("Cut by the pairings example", &before(&r, round.saturating_sub(1)), initial));
            Ok(())
        }),
        [file] => read(file).and_then(|(r, initial)| {
            let pairing = dutch::pair(&r, initial).map_err(|e| e.to_string())?;
            print!("{}", trf::pairing_lines(&pairing));
            Ok(())
        }),
        _ => Err("usage: pairings FILE [--check | --before ROUND] | pairings --generate PLAYERS ROUNDS SEED".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("pairings: {e}");
            ExitCode::FAILURE
        }
    }
}

fn read(file: &str) -> Result<(Record, Side), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let (record, initial) = trf::read(&text).map_err(|e| format!("{file}: {e}"))?;
    if record.rounds == 0 {
        return Err(format!("{file}: no XXR line says how many rounds the tournament has"));
    }
    Ok((record, initial.unwrap_or(Side::First)))
}

/// The record as it stood before round `round` (from 0), with the players who sat it out
/// (an entry without a pairing) left out of it.
fn before(record: &Record, round: usize) -> Record {
    let mut earlier = record.clone();
    for p in &mut earlier.players {
        let sat_out = matches!(p.rounds.get(round), Some(Entry::Absent(_)));
        p.rounds.truncate(round);
        p.withdrawn = sat_out;
    }
    earlier
}

/// The pairing the file records for round `round` (from 0).
fn recorded(record: &Record, round: usize) -> Pairing {
    let mut pairing = Pairing::default();
    for p in &record.players {
        match p.rounds.get(round) {
            Some(Entry::Bye) => pairing.bye = Some(p.seat),
            Some(
                Entry::Played { opponent, side: Side::First, .. }
                | Entry::Forfeit { opponent, side: Side::First, .. }
                | Entry::Pending { opponent, side: Side::First },
            ) => pairing.boards.push(bot::tournament::Board { first: p.seat, second: *opponent }),
            _ => {}
        }
    }
    pairing
}

fn check(record: &Record, initial: Side) -> Result<(), String> {
    let mut differ = 0;
    let played = record.rounds_paired();
    for round in 0..played {
        let ours = dutch::pair(&before(record, round), initial)
            .map_err(|e| format!("round {}: {e}", round + 1))?;
        let theirs = recorded(record, round);
        let mut a = ours.boards.clone();
        let mut b = theirs.boards.clone();
        a.sort_by_key(|x| x.first);
        b.sort_by_key(|x| x.first);
        if a != b || ours.bye != theirs.bye {
            differ += 1;
            println!(
                "round {}: the file has\n{}we pair\n{}",
                round + 1,
                trf::pairing_lines(&theirs),
                trf::pairing_lines(&ours)
            );
        }
    }
    println!("{} of {played} rounds paired as the file has them", played - differ);
    if differ == 0 { Ok(()) } else { Err(format!("{differ} rounds differ")) }
}

fn generate(players: &str, rounds: &str, seed: &str) -> Result<(), String> {
    let number = |s: &str, what: &str| {
        s.parse::<u16>().map_err(|_| format!("{s:?} is not a number of {what}"))
    };
    let (n, rounds) = (number(players, "players")?, number(rounds, "rounds")?);
    let mut state: u64 = seed.parse().map_err(|_| format!("{seed:?} is not a seed"))?;
    let mut next = move || {
        state =
            state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as f64 / f64::from(1u32 << 31)
    };
    let mut ratings: Vec<u16> = (0..n).map(|_| 1200 + (next() * 1000.0) as u16).collect();
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    let players = ratings
        .iter()
        .enumerate()
        .map(|(i, &r)| Player::new(Seat(i as u16 + 1), format!("Player {}", i + 1), r))
        .collect();
    let mut record = Record { players, rounds };
    for round in 0..usize::from(rounds) {
        let pairing =
            dutch::pair(&record, Side::First).map_err(|e| format!("round {}: {e}", round + 1))?;
        record.enter(&pairing);
        for b in pairing.boards {
            let rating = |s: Seat| f64::from(record.player(s).map_or(0, |p| p.rating));
            let expected = 1.0 / (1.0 + 10f64.powf((rating(b.second) - rating(b.first)) / 400.0));
            let draw = 0.3 * (1.0 - (2.0 * expected - 1.0).abs());
            let x = next();
            let outcome = if x < expected - draw / 2.0 {
                Outcome::Win
            } else if x < expected + draw / 2.0 {
                Outcome::Draw
            } else {
                Outcome::Loss
            };
            record.settle(round, b, outcome);
        }
    }
    debug_assert!(record.players.iter().all(|p| p.score() <= Points(u32::from(rounds) * 2)));
    print!("{}", trf::write("Generated by the pairings example", &record, Side::First));
    Ok(())
}
