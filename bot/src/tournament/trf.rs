//! The FIDE Tournament Report File (TRF16, with the `XXR`/`XXC` lines pairing programs read),
//! read and written, and pairings in the output format of JaVaFo and bbpPairings.
//!
//! A player line, by column: `001` (1–3), pairing number (5–8), name (15–47), rating
//! (49–52), points (81–84), rank (86–89), then one block of ten per round from column 90:
//! the opponent (92–95, `0000` for none), the side (97: `w`, `b` or `-`) and the result (99:
//! `1 = 0` played, `+ -` forfeited, `U` the pairing-allocated bye, `F H Z` a full, half or zero
//! point without pairing). A player with an entry for the round still to be paired sits it
//! out; that is how a withdrawal is written.
//!
//! ```
//! use bot::tournament::{trf, Player, Record, Seat, Side};
//! let record = Record { players: vec![Player::new(Seat(1), "Ann", 1500),
//!                                     Player::new(Seat(2), "Bo", 1400)], rounds: 1 };
//! let text = trf::write("Friday blitz", &record, Side::First);
//! let (read, initial) = trf::read(&text).unwrap();
//! assert_eq!((read, initial), (record, Some(Side::First)));
//! ```

use rules::Side;

use super::{Entry, Outcome, Pairing, Player, Points, Record, Seat};

/// Why a report file could not be read: the line and what was wrong with it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {what}")]
pub struct TrfError {
    /// The line, from 1.
    pub line: usize,
    /// What was wrong.
    pub what: String,
}

/// Writes the record as a report file: `name`, the rounds (`XXR`), the initial colour
/// (`XXC`) and a line per player. Withdrawn players get a zero-point entry for the next round
/// (so pairing programs leave them out).
pub fn write(name: &str, record: &Record, initial: Side) -> String {
    let mut out = format!("012 {name}\n");
    out += &format!("XXR {}\n", record.rounds);
    out += match initial {
        Side::First => "XXC white1\n",
        Side::Second => "XXC black1\n",
    };
    let mut ranked: Vec<&Player> = record.players.iter().collect();
    ranked.sort_by(|a, b| b.score().cmp(&a.score()).then(a.seat.cmp(&b.seat)));
    let paired = record.rounds_paired();
    for p in &record.players {
        let rank = ranked.iter().position(|r| r.seat == p.seat).map_or(0, |i| i + 1);
        let name: String = p.name.chars().take(33).collect();
        let points = format!("{:.1}", f64::from(p.score().halves()) / 2.0);
        let mut line = format!(
            "001 {:>4}  {:>3} {:<33} {:>4} {:>3} {:>11} {:>10} {:>4} {:>4}",
            p.seat.0, "", name, p.rating, "", "", "", points, rank
        );
        for entry in &p.rounds {
            line += &format!("  {}", block(*entry));
        }
        if p.withdrawn && p.rounds.len() == paired && paired < usize::from(record.rounds) {
            line += "  0000 - Z";
        }
        out += line.trim_end();
        out.push('\n');
    }
    out
}

fn block(entry: Entry) -> String {
    let side = |s: Side| if s == Side::First { 'w' } else { 'b' };
    match entry {
        Entry::Played { opponent, side: s, outcome } => {
            let r = match outcome {
                Outcome::Win => '1',
                Outcome::Draw => '=',
                Outcome::Loss => '0',
            };
            format!("{:>4} {} {r}", opponent.0, side(s))
        }
        Entry::Forfeit { opponent, side: s, won } => {
            format!("{:>4} {} {}", opponent.0, side(s), if won { '+' } else { '-' })
        }
        Entry::Pending { opponent, side: s } => format!("{:>4} {}  ", opponent.0, side(s)),
        Entry::Bye => "0000 - U".to_owned(),
        Entry::Absent(points) => {
            let r = match points.halves() {
                0 => 'Z',
                1 => 'H',
                _ => 'F',
            };
            format!("0000 - {r}")
        }
    }
}

/// Reads a report file: the record, and the initial colour when the file says it (`XXC`).
/// Lines may end in LF, CRLF or CR (bbpPairings' generator writes CR); columns are counted
/// in characters, so names in any script line up as they are written.
///
/// # Errors
/// [`TrfError`] for a line that cannot be read (a rating, score, pairing number or round
/// entry that is not one, a pairing number given twice, a player paired against himself), an
/// `XXR` of no rounds or of fewer rounds than were played, a game its opponent does not list,
/// or points that do not add up.
pub fn read(text: &str) -> Result<(Record, Option<Side>), TrfError> {
    let mut record = Record::default();
    let mut initial = None;
    let mut claimed: Vec<(usize, Seat, Option<Points>)> = Vec::new();
    let mut rounds_line = 0;
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, line) in text.split('\n').enumerate() {
        let no = i + 1;
        let err = |what: String| TrfError { line: no, what };
        let Some(code) = line.get(..3) else { continue };
        match code {
            "XXR" | "142" => {
                let n = line[3..].trim();
                record.rounds =
                    n.parse().map_err(|_| err(format!("{n:?} is not a number of rounds")))?;
                if record.rounds == 0 {
                    return Err(err("a tournament has at least one round, not 0".into()));
                }
                rounds_line = no;
            }
            "XXC" => {
                for token in line[3..].split_whitespace() {
                    match token {
                        "white1" => initial = Some(Side::First),
                        "black1" => initial = Some(Side::Second),
                        _ => {}
                    }
                }
            }
            "152" => match line[3..].trim() {
                "W" | "w" => initial = Some(Side::First),
                "B" | "b" => initial = Some(Side::Second),
                _ => {}
            },
            "001" => {
                let (player, points) = player_line(line).map_err(err)?;
                if let Some(&(first, ..)) = claimed.iter().find(|c| c.1 == player.seat) {
                    let what = format!(
                        "pairing number {} is given twice (first on line {first})",
                        player.seat
                    );
                    return Err(err(what));
                }
                claimed.push((no, player.seat, points));
                record.players.push(player);
            }
            _ => {}
        }
    }
    record.players.sort_by_key(|p| p.seat);
    for (i, p) in record.players.iter().enumerate() {
        if usize::from(p.seat.0) != i + 1 {
            let line = claimed.iter().find(|c| c.1 == p.seat).map_or(0, |c| c.0);
            let what = format!("pairing numbers skip from {} to {}", i, p.seat);
            return Err(TrfError { line, what });
        }
    }
    settle_rounds(&mut record);
    let played = record.rounds_paired();
    if rounds_line > 0 && played > usize::from(record.rounds) {
        let what = format!("the tournament has {} rounds, but {played} were played", record.rounds);
        return Err(TrfError { line: rounds_line, what });
    }
    check(&record, &claimed)?;
    Ok((record, initial))
}

/// The initial colour of a file without `XXC` or `152`, inferred as bbpPairings infers it:
/// in the first round in which anyone has a side, the players paired in it or before, in
/// pairing-number order; the first of them with a side in that round had the initial colour
/// if they are the 1st, 3rd, … such player, the other if the 2nd, 4th, …. `None` when no
/// round has a side (nothing says which colour the top player had).
pub fn infer_initial(record: &Record) -> Option<Side> {
    let side_in = |e: &Entry| match *e {
        Entry::Played { side, .. } | Entry::Forfeit { side, .. } | Entry::Pending { side, .. } => {
            Some(side)
        }
        _ => None,
    };
    let first = record
        .players
        .iter()
        .filter_map(|p| p.rounds.iter().position(|e| side_in(e).is_some()))
        .min()?;
    let mut players: Vec<&Player> = record.players.iter().collect();
    players.sort_by_key(|p| p.seat);
    let mut counted = 0usize;
    for p in players {
        let paired = p.rounds.iter().take(first + 1).any(|e| !matches!(e, Entry::Absent(_)));
        if !paired {
            continue;
        }
        if let Some(side) = p.rounds.get(first).and_then(side_in) {
            return Some(if counted % 2 == 1 { !side } else { side });
        }
        counted += 1;
    }
    None
}

/// Pads every player to the rounds paired; a player with an entry beyond them sits out the
/// next round (withdrawn, for the pairing).
fn settle_rounds(record: &mut Record) {
    let took_part = |e: &Entry| !matches!(e, Entry::Absent(_));
    let paired = record
        .players
        .iter()
        .filter_map(|p| p.rounds.iter().rposition(took_part).map(|i| i + 1))
        .max()
        .unwrap_or(0);
    for p in &mut record.players {
        if p.rounds.len() > paired {
            p.rounds.truncate(paired);
            p.withdrawn = true;
        }
        p.rounds.resize(paired, Entry::Absent(Points::ZERO));
    }
}

fn check(record: &Record, claimed: &[(usize, Seat, Option<Points>)]) -> Result<(), TrfError> {
    for &(line, seat, points) in claimed {
        let Some(p) = record.player(seat) else { continue };
        let err = |what: String| TrfError { line, what };
        if let Some(points) = points
            && points != p.score()
        {
            return Err(err(format!(
                "player {seat} has {points} points written but {} from the results",
                p.score()
            )));
        }
        for (r, e) in p.rounds.iter().enumerate() {
            let (opponent, side) = match *e {
                Entry::Played { opponent, side, .. } | Entry::Forfeit { opponent, side, .. } => {
                    (opponent, side)
                }
                _ => continue,
            };
            if opponent == seat {
                return Err(err(format!(
                    "round {}: player {seat} is paired against himself",
                    r + 1
                )));
            }
            let mirrored =
                record.player(opponent).and_then(|o| o.rounds.get(r)).is_some_and(|o| match *o {
                    Entry::Played { opponent: back, side: s, outcome } => {
                        back == seat && s == !side && Some(outcome.reversed()) == outcome_of(*e)
                    }
                    Entry::Forfeit { opponent: back, side: s, .. } => back == seat && s == !side,
                    _ => false,
                });
            if !mirrored {
                return Err(err(format!(
                    "round {}: player {opponent} does not list the game with {seat}",
                    r + 1
                )));
            }
        }
    }
    Ok(())
}

fn outcome_of(e: Entry) -> Option<Outcome> {
    match e {
        Entry::Played { outcome, .. } => Some(outcome),
        _ => None,
    }
}

fn player_line(line: &str) -> Result<(Player, Option<Points>), String> {
    // Columns are characters, not bytes: a name in another script is aligned by characters.
    let chars: Vec<char> = line.chars().collect();
    let slice = |from: usize, to: usize| -> String {
        chars.get(from.min(chars.len())..to.min(chars.len())).unwrap_or(&[]).iter().collect()
    };
    let field = |from: usize, to: usize| slice(from - 1, to).trim().to_owned();
    let seat: u16 =
        field(5, 8).parse().map_err(|_| format!("{:?} is not a pairing number", field(5, 8)))?;
    if seat == 0 {
        return Err("pairing numbers start at 1".into());
    }
    let name = field(15, 47);
    let rating = match field(49, 52).as_str() {
        "" => 0,
        r if r.bytes().all(|b| b.is_ascii_digit()) => {
            r.parse().map_err(|_| format!("player {seat}: {r:?} is not a rating"))?
        }
        r => return Err(format!("player {seat}: {r:?} is not a rating (digits, or nothing)")),
    };
    let points = match field(81, 84).as_str() {
        "" => None,
        p => Some(parse_points(p).ok_or_else(|| format!("{p:?} is not a score"))?),
    };
    let mut player = Player::new(Seat(seat), name, rating);
    let mut at = 91;
    while at < chars.len() {
        let chunk = slice(at, at + 8);
        if chunk.trim().is_empty() {
            player.rounds.push(Entry::Absent(Points::ZERO));
        } else {
            let round = player.rounds.len() + 1;
            let entry = round_entry(&chunk)
                .ok_or_else(|| format!("round {round}: {chunk:?} is not a round entry"))?;
            player.rounds.push(entry);
        }
        at += 10;
    }
    Ok((player, points))
}

fn parse_points(text: &str) -> Option<Points> {
    let (whole, half) = text.split_once('.').unwrap_or((text, "0"));
    let whole: u32 = whole.trim().parse().ok()?;
    let half = match half {
        "0" => 0,
        "5" => 1,
        _ => return None,
    };
    Some(Points(whole * 2 + half))
}

fn round_entry(chunk: &str) -> Option<Entry> {
    let chars: Vec<char> = chunk.chars().collect();
    let opponent: u16 = match chunk.get(..4)?.trim() {
        "" => 0,
        n => n.parse().ok()?,
    };
    let side = match chars.get(5).copied().unwrap_or(' ') {
        'w' | 'W' => Some(Side::First),
        'b' | 'B' => Some(Side::Second),
        _ => None,
    };
    let result = chars.get(7).copied().unwrap_or(' ').to_ascii_uppercase();
    let against = (opponent > 0).then_some(Seat(opponent));
    Some(match (result, against, side) {
        ('1' | 'W', Some(o), Some(s)) => {
            Entry::Played { opponent: o, side: s, outcome: Outcome::Win }
        }
        ('=' | 'D', Some(o), Some(s)) => {
            Entry::Played { opponent: o, side: s, outcome: Outcome::Draw }
        }
        ('0' | 'L', Some(o), Some(s)) => {
            Entry::Played { opponent: o, side: s, outcome: Outcome::Loss }
        }
        ('+', Some(o), Some(s)) => Entry::Forfeit { opponent: o, side: s, won: true },
        ('-', Some(o), Some(s)) => Entry::Forfeit { opponent: o, side: s, won: false },
        (' ', Some(o), Some(s)) => Entry::Pending { opponent: o, side: s },
        ('U', None, _) => Entry::Bye,
        ('+' | 'F', None, _) => Entry::Absent(Points::WIN),
        ('H' | '=', None, _) => Entry::Absent(Points::DRAW),
        ('-' | 'Z' | ' ' | '0', None, _) => Entry::Absent(Points::ZERO),
        _ => return None,
    })
}

/// A pairing as JaVaFo and bbpPairings print it: the number of boards (the bye counted),
/// then `first second` per board, the bye as `seat 0` last.
pub fn pairing_lines(pairing: &Pairing) -> String {
    let count = pairing.boards.len() + usize::from(pairing.bye.is_some());
    let mut out = format!("{count}\n");
    for b in &pairing.boards {
        out += &format!("{} {}\n", b.first, b.second);
    }
    if let Some(bye) = pairing.bye {
        out += &format!("{bye} 0\n");
    }
    out
}
