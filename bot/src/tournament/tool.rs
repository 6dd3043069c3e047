//! The pairings tool (`cargo run -p bot --example pairings`): Swiss pairings by the Dutch
//! system on a FIDE Tournament Report File, so they can be set beside those of the programs
//! FIDE endorses (bbpPairings 6 implements the same edition). A plain function from the
//! arguments to what it prints, so that tests call it as the example does.
//!
//! - `FILE` prints the next round as bbpPairings and JaVaFo do (`bbpPairings --dutch FILE
//!   -p`): the number of boards, then `first second` per board, the bye as `seat 0`;
//! - `FILE --check` pairs each round again from the rounds before it and prints the rounds
//!   where ours differ from the file's (as `bbpPairings --dutch FILE -c` does);
//! - `FILE --before ROUND` writes the file as round ROUND began;
//! - `--generate PLAYERS ROUNDS SEED` plays a whole tournament of made-up players with our
//!   pairings and results drawn by rating, and writes its report file, for the other
//!   programs to check.

use std::fmt::Write as _;

use super::{Board, Entry, Outcome, Pairing, Player, Points, Record, Seat, Side, dutch, trf};

/// How to call it.
pub const USAGE: &str =
    "usage: pairings FILE [--check | --before ROUND] | pairings --generate PLAYERS ROUNDS SEED";

/// Runs the tool on `args` (without the program's name); what it prints, or why it failed
/// (for standard error, with exit status 1). Files are read from disk.
///
/// # Errors
/// A file that cannot be read or paired, arguments that are not the tool's, or (`--check`)
/// rounds that differ from the file's (the message says how many; the output is in it too).
pub fn run(args: &[&str]) -> Result<String, String> {
    match args {
        ["--help" | "-h"] => Ok(format!("{USAGE}\n")),
        [option, ..] if option.starts_with('-') && *option != "--generate" => {
            Err(format!("unknown option {option:?}\n{USAGE}"))
        }
        ["--generate", players, rounds, seed] => generate(players, rounds, seed),
        [file, "--check"] => read(file).and_then(|(r, initial)| check(&r, initial)),
        [file, "--before", round] => read(file).and_then(|(r, initial)| {
            let round: usize = round.parse().map_err(|_| format!("{round:?} is not a round"))?;
            let cut = before(&r, round.saturating_sub(1));
            Ok(trf::write("Cut by the pairings example", &cut, initial))
        }),
        [file] => read(file).and_then(|(r, initial)| {
            if r.rounds_paired() >= usize::from(r.rounds) {
                return Err(format!("{file}: all {} rounds are paired already", r.rounds));
            }
            let pairing = dutch::pair(&r, initial).map_err(|e| format!("{file}: {e}"))?;
            Ok(trf::pairing_lines(&pairing))
        }),
        _ => Err(USAGE.into()),
    }
}

fn read(file: &str) -> Result<(Record, Side), String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
    let (record, initial) = trf::read(&text).map_err(|e| format!("{file}: {e}"))?;
    if record.rounds == 0 {
        return Err(format!("{file}: no XXR line says how many rounds the tournament has"));
    }
    // As bbpPairings: said by the file, else inferred from the sides played, else refused.
    let initial = initial.or_else(|| trf::infer_initial(&record)).ok_or_else(|| {
        format!(
            "{file}: no XXC line says which side the top player has in round 1, and no round \
             played shows it: add `XXC white1` or `XXC black1`"
        )
    })?;
    Ok((record, initial))
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
            ) => pairing.boards.push(Board { first: p.seat, second: *opponent }),
            _ => {}
        }
    }
    pairing
}

fn check(record: &Record, initial: Side) -> Result<String, String> {
    let mut out = String::new();
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
            let _ = write!(
                out,
                "round {}: the file has\n{}we pair\n{}",
                round + 1,
                trf::pairing_lines(&theirs),
                trf::pairing_lines(&ours)
            );
        }
    }
    let _ = writeln!(out, "{} of {played} rounds paired as the file has them", played - differ);
    if differ == 0 { Ok(out) } else { Err(format!("{out}{differ} rounds differ")) }
}

fn generate(players: &str, rounds: &str, seed: &str) -> Result<String, String> {
    let number = |s: &str, what: &str| {
        s.parse::<u16>().map_err(|_| format!("{s:?} is not a number of {what}"))
    };
    let (n, rounds) = (number(players, "players")?, number(rounds, "rounds")?);
    if n < 2 || rounds == 0 {
        return Err(format!(
            "a tournament needs at least 2 players and 1 round, not {n} and {rounds}"
        ));
    }
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
    Ok(trf::write("Generated by the pairings example", &record, Side::First))
}
