//! Swiss pairings by the Dutch system on constructed tournaments whose right pairing is worked
//! out by hand below, the report file written and read back, and standings with the
//! tie-breaks of FIDE's C.07 on tournaments worked out by hand.
#![allow(clippy::unwrap_used)]

use bot::tournament::{
    Entry, Outcome, Pairing, Player, Points, Record, Seat, Side, dutch,
    tiebreaks::{self, Tiebreak, Value},
    trf,
};

/// A record from one line per player (pairing numbers 1, 2, …): a token per round, `4w1` (met
/// 4 with the first move and won; `=` a draw, `0` a loss, `+`/`-` a forfeit won or lost), `U`
/// the bye, `Z` absent, `H` a half-point bye. The rounds are checked through the report file, which refuses a game
/// one side does not list.
fn record(rounds: u16, lines: &[&str]) -> Record {
    let players = lines
        .iter()
        .enumerate()
        .map(|(i, line)| {
            let seat = Seat(i as u16 + 1);
            let mut p = Player::new(seat, format!("Player {}", seat.0), 2000 - 10 * seat.0);
            for token in line.split_whitespace() {
                p.rounds.push(match token {
                    "U" => Entry::Bye,
                    "Z" => Entry::Absent(Points::ZERO),
                    "H" => Entry::Absent(Points::DRAW),
                    t => {
                        let (opp, rest) = t.split_at(t.len() - 2);
                        let mut chars = rest.chars();
                        let side =
                            if chars.next() == Some('w') { Side::First } else { Side::Second };
                        let opponent = Seat(opp.parse().unwrap());
                        match chars.next().unwrap() {
                            '1' => Entry::Played { opponent, side, outcome: Outcome::Win },
                            '=' => Entry::Played { opponent, side, outcome: Outcome::Draw },
                            '0' => Entry::Played { opponent, side, outcome: Outcome::Loss },
                            '+' => Entry::Forfeit { opponent, side, won: true },
                            _ => Entry::Forfeit { opponent, side, won: false },
                        }
                    }
                });
            }
            p
        })
        .collect();
    let record = Record { players, rounds };
    let (read, _) = trf::read(&trf::write("test", &record, Side::First)).unwrap();
    assert_eq!(read, record, "the record survives its report file");
    record
}

fn boards(pairing: &Pairing) -> Vec<(u16, u16)> {
    pairing.boards.iter().map(|b| (b.first.0, b.second.0)).collect()
}

#[test]
fn round_one_pairs_the_top_half_with_the_bottom_half_and_alternates_sides() {
    // Seven players: S1 = 1–3, S2 = 4–7. 1–4, 2–5, 3–6, and 7, the last, has the bye.
    // Sides by 5.2.5: the odd seeds 1 and 3 get the initial colour (first move), 2 the other.
    let r = record(5, &["", "", "", "", "", "", ""]);
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_eq!(boards(&pairing), [(1, 4), (5, 2), (3, 6)]);
    assert_eq!(pairing.bye, Some(Seat(7)));
    // Drawn the other way, every board turns round.
    let pairing = dutch::pair(&r, Side::Second).unwrap();
    assert_eq!(boards(&pairing), [(4, 1), (2, 5), (6, 3)]);
}

#[test]
fn players_who_met_float_down_together() {
    // After 1–4 1-0, 5–2 0-1, 3–6 ½-½: scores 1 and 2 on 1; 3 and 6 on ½; 4 and 5 on 0.
    // {1, 2} pair (2 had the second move, so 2 gets the first). {3, 6} met: no pair, both
    // float to {4, 5}, where the MDPs 3 and 6 (S1) meet 4 and 5 (S2) in order: 3–4, 6–5.
    // Sides: each player alternates (mild preferences, all granted).
    let r = record(5, &["4w1", "5b1", "6w=", "1b0", "2w0", "3b="]);
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_eq!(boards(&pairing), [(2, 1), (4, 3), (6, 5)]);
    assert_eq!(pairing.bye, None);
}

#[test]
fn an_exchange_beats_a_transposition_that_denies_colours() {
    // Round 1: 1–3 and 4–2 drawn; all four on ½, one bracket, S1 = {1, 2}, S2 = {3, 4}.
    // 1–3 already met, so the first candidate is 1–4, 2–3: but 1 and 4 both had the first move
    // and 2 and 3 the second, so two players would not get their colour ([C12] fails twice).
    // The first exchange (2 for 3: S1 = {1, 3}, S2 = {2, 4}) gives 1–2, 3–4, every preference
    // granted: a perfect candidate, taken.
    let r = record(5, &["3w=", "4b=", "1b=", "2w="]);
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_eq!(boards(&pairing), [(2, 1), (3, 4)]);
}

#[test]
fn the_bye_goes_to_the_lowest_player_who_may_have_it_and_floats_are_not_repeated() {
    // Round 1: 1 beat 3, 2 beat 4, 5 had the bye. Scores: 1, 2, 5 on 1; 3, 4 on 0.
    // Top bracket {1, 2, 5}: one pair. 1–2 would float 5 down again (the bye was a downfloat:
    // [C14]); 1–5 floats 2 instead, who did not float last round, so 1–5 it is (1 had the first
    // move, 5 has no preference: 5 gets the first move).
    // Next bracket {2 (MDP), 3, 4}: 2 met 4, so 2–3; 4 is left, and may have the bye (5 may not:
    // [C2]). 2 and 3 both had the second move: the higher ranked, 2, gets the first (5.2.4).
    let r = record(5, &["3w1", "4b1", "1b0", "2w0", "U"]);
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_eq!(boards(&pairing), [(5, 1), (2, 3)]);
    assert_eq!(pairing.bye, Some(Seat(4)));
}

#[test]
fn two_players_who_must_have_the_same_side_do_not_meet() {
    // After two rounds 1 and 3 both had the first move twice: both must have the second
    // (absolute preference), so they may not meet ([C3]); 2 and 3 met. Top bracket
    // {1, 2, 3} on 1½: only 1–2 (2 had the second move twice: 2 first). 3 floats to
    // {4, 5, 6} on ½, where it meets the first of S2 it may: 4 (3 met 6). The remainder 5–6:
    // 6 had the second move twice and must have the first.
    let r = record(5, &["4w1 5w=", "5b1 3b=", "6w1 2w=", "1b0 6w=", "2w0 1b=", "3b0 4b="]);
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_eq!(boards(&pairing), [(2, 1), (4, 3), (6, 5)]);
}

#[test]
fn a_withdrawn_player_is_not_paired_and_a_forfeit_is_no_game() {
    // Round 1: 1–3 forfeited (3 did not come), 2–4 drawn; 3 then withdrew. Round 2 pairs
    // 1, 2 and 4: 1 on 1 floats into {2, 4} on ½, where 2 and 4 met: 1–2 and 4 has the bye.
    // 1's forfeit gave no colour: 1 has no preference and 2 (second move) gets the first.
    let mut r = record(4, &["3w+", "4b=", "1b-", "2w="]);
    r.players[2].withdrawn = true;
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_eq!(boards(&pairing), [(2, 1)]);
    assert_eq!(pairing.bye, Some(Seat(4)));
    // A forfeit winner may not have the bye ([C2]): with 4 gone instead of 3, 1 and 2 and 3
    // remain, 1 may not sit out; 1 and 3 may meet again (their game was not played).
    let mut r = record(4, &["3w+", "4b=", "1b-", "2w="]);
    r.players[3].withdrawn = true;
    let pairing = dutch::pair(&r, Side::First).unwrap();
    assert_ne!(pairing.bye, Some(Seat(1)));
}

#[test]
fn an_unfinished_round_or_an_exhausted_field_is_refused() {
    let mut r = record(3, &["2w1", "1b0"]);
    assert_eq!(dutch::pair(&r, Side::First), Err(dutch::NoPairing::Exhausted));
    r.players[0].rounds[0] = Entry::Pending { opponent: Seat(2), side: Side::First };
    assert_eq!(dutch::pair(&r, Side::First), Err(dutch::NoPairing::Unfinished(1)));
}

/// Random Swiss tournaments of 5–16 players paired round after round by the Dutch system,
/// results drawn from a fixed sequence: every round seats each player still in once, repeats
/// no game, gives no second bye, and leaves no non-topscorer with a colour difference over 2
/// or the same side three times running.
#[test]
fn random_swiss_tournaments_keep_the_absolute_rules() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut rounds_paired = 0;
    for t in 0..40 {
        let n = 5 + (t % 12) as u16;
        let rounds = 3 + (t % 5) as u16;
        let players = (1..=n).map(|s| Player::new(Seat(s), format!("P{s}"), 2000 - s)).collect();
        let mut r = Record { players, rounds };
        for round in 0..usize::from(rounds) {
            if t % 7 == 3 && round == 2 {
                r.players[usize::from(n) - 1].withdrawn = true;
            }
            let pairing = match dutch::pair(&r, Side::First) {
                Ok(p) => p,
                Err(dutch::NoPairing::Exhausted) if n < 8 => break,
                Err(e) => panic!("tournament {t}, round {}: {e}", round + 1),
            };
            let seats: Vec<Seat> = pairing.seats().collect();
            let active = r.players.iter().filter(|p| !p.withdrawn).count();
            assert_eq!(seats.len(), active, "tournament {t}: everyone still in is seated once");
            for b in &pairing.boards {
                let first = r.player(b.first).unwrap();
                assert!(!first.has_played(b.second), "tournament {t}: {b:?} meet again");
            }
            if let Some(bye) = pairing.bye {
                let p = r.player(bye).unwrap();
                assert!(!p.rounds.iter().any(|e| e.unplayed_point()), "tournament {t}: second bye");
            }
            r.enter(&pairing);
            for b in pairing.boards.clone() {
                let outcome = match next() % 3 {
                    0 => Outcome::Win,
                    1 => Outcome::Draw,
                    _ => Outcome::Loss,
                };
                r.settle(round, b, outcome);
            }
            rounds_paired += 1;
            let last = round + 1 == usize::from(rounds);
            for p in &r.players {
                let sides: Vec<Side> = p.sides().collect();
                let cd: i32 = sides.iter().map(|&s| if s == Side::First { 1 } else { -1 }).sum();
                let three = sides.windows(3).any(|w| w[0] == w[1] && w[1] == w[2]);
                if !last {
                    assert!(cd.abs() <= 2 && !three, "tournament {t}: {} has {sides:?}", p.seat);
                }
            }
        }
        let (read, _) = trf::read(&trf::write("soak", &r, Side::First)).unwrap();
        assert_eq!(read.players.len(), r.players.len());
    }
    assert!(rounds_paired > 150, "only {rounds_paired} rounds paired");
}

fn places(lines: &[tiebreaks::Standing]) -> Vec<(u16, usize)> {
    lines.iter().map(|l| (l.seat.0, l.place)).collect()
}

#[test]
fn a_round_robin_ranks_ties_by_direct_encounter_then_sonneborn_berger() {
    // 1–2 ½-½, 3–4 won by 3 by forfeit; 1–3 1-0, 2–4 0-1; 1–4 0-1, 2–3 ½-½.
    // Points: 4 on 2, 1 and 3 on 1½, 2 on 1. Sonneborn–Berger (a forfeit counts as a game in a
    // round robin): 1: ½·1 + 1·1½ + 0 = 2; 2: ½·1½ + ½·1½ = 1½; 3: ½·1 + 1·2 = 2½;
    // 4: 1·1½ + 1·1 = 2½. 1 and 3 tie on points: 1 beat 3, so 1 is second although 3 has the
    // better Sonneborn–Berger.
    let r = record(3, &["2w= 3w1 4w0", "1b= 4w0 3w=", "4w+ 1b0 2b=", "3b- 2b1 1b1"]);
    let lines = tiebreaks::standings(&r, &Tiebreak::ROUND_ROBIN);
    assert_eq!(places(&lines), [(4, 1), (1, 2), (3, 3), (2, 4)]);
    let sb = |seat: u16| lines.iter().find(|l| l.seat.0 == seat).unwrap().values[0];
    assert_eq!([sb(1), sb(2), sb(3), sb(4)], [Value(8), Value(6), Value(10), Value(10)]);
    assert_eq!(lines[1].encounter, Some(Value(4)));
    assert_eq!(lines[2].encounter, Some(Value(0)));
}

#[test]
fn a_swiss_ranks_ties_by_buchholz_cut_1_buchholz_and_wins() {
    // Six players, four rounds. R1: 1–4 1-0, 2–5 ½, 3–6 1-0. R2: 1–2 1-0, 3–5 forfeited by 5,
    // 4–6 ½. R3: 1 takes a half-point bye, 2–3 0-1, 4–5 1-0, 6 withdraws. R4: 1–3 ½, 2–4 1-0,
    // 5 has the bye. Points: 3 on 3½, 1 on 3, 2, 4 and 5 on 1½, 6 on ½.
    // 6's two rounds after withdrawing count as draws for the opponents (16.3): 6 counts 1½.
    // Own unplayed rounds are a dummy with the player's own score, capped (16.4, 2026): by
    // the scheduled opponent's score for a forfeit, by a draw a round (2) for a bye.
    //   1: 4 (1½) + 2 (1½) + bye min(3, 2) + 3 (3½) = 8½; cut the bye (voluntary): 6½.
    //   2: 5 (1½) + 1 (3) + 3 (3½) + 4 (1½) = 9½; cut 1½: 8.
    //   3: 6 (1½) + forfeit min(3½, 5's 1½) + 2 (1½) + 1 (3) = 7½; cut 1½: 6.
    //   4: 1 (3) + 6 (1½) + 5 (1½) + 2 (1½) = 7½; cut 1½: 6.
    //   5: 2 (1½) + forfeit lost min(1½, 3½) + 4 (1½) + bye min(1½, 2) = 6; cut the forfeit: 4½.
    //   6: 3 (3½) + 4 (1½) + two absences at ½ = 6; cut an absence: 5½.
    // Ties on 1½ (2, 4, 5) go by Buchholz cut 1: 2 (8), 4 (6), 5 (4½).
    let r = record(
        4,
        &[
            "4w1 2w1 H 3w=",
            "5w= 1b0 3w0 4w1",
            "6w1 5w+ 2b1 1b=",
            "1b0 6w= 5w1 2b0",
            "2b= 3b- 4b0 U",
            "3b0 4b= Z Z",
        ],
    );
    let lines = tiebreaks::standings(&r, &Tiebreak::SWISS);
    assert_eq!(places(&lines), [(3, 1), (1, 2), (2, 3), (4, 4), (5, 5), (6, 6)]);
    let of = |seat: u16| -> Vec<String> {
        lines
            .iter()
            .find(|l| l.seat.0 == seat)
            .unwrap()
            .values
            .iter()
            .map(|v| v.to_string())
            .collect()
    };
    assert_eq!(of(1), ["6.5", "8.5", "2"]);
    assert_eq!(of(2), ["8", "9.5", "1"]);
    assert_eq!(of(3), ["6", "7.5", "3"]);
    assert_eq!(of(4), ["6", "7.5", "1"]);
    assert_eq!(of(5), ["4.5", "6", "1"]);
    assert_eq!(of(6), ["5.5", "6", "0"]);
}

/// Tournaments bbpPairings generated and paired (tests/data/trf/README.md says how): every
/// round paired again from the rounds before it is the file's round, board for board.
#[test]
fn bbp_pairings_own_tournaments_are_paired_the_same() {
    for name in ["bbp-2014.trf", "bbp-2025.trf", "bbp-2030.trf"] {
        let path = format!("{}/tests/data/trf/{name}", env!("CARGO_MANIFEST_DIR"));
        let (record, initial) = trf::read(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let initial = initial.unwrap();
        let rounds = record.rounds_paired();
        assert_eq!(rounds, 5, "{name}");
        for round in 0..rounds {
            let mut before = record.clone();
            for p in &mut before.players {
                p.withdrawn = matches!(p.rounds[round], Entry::Absent(_));
                p.rounds.truncate(round);
            }
            let ours = dutch::pair(&before, initial).unwrap();
            let mut theirs: Vec<(u16, u16)> = record
                .players
                .iter()
                .filter_map(|p| match p.rounds[round] {
                    Entry::Played { opponent, side: Side::First, .. }
                    | Entry::Forfeit { opponent, side: Side::First, .. } => {
                        Some((p.seat.0, opponent.0))
                    }
                    _ => None,
                })
                .collect();
            let bye = record.players.iter().find(|p| p.rounds[round] == Entry::Bye).map(|p| p.seat);
            let mut ours_boards = boards(&ours);
            ours_boards.sort_unstable();
            theirs.sort_unstable();
            assert_eq!(ours_boards, theirs, "{name}, round {}", round + 1);
            assert_eq!(ours.bye, bye, "{name}, round {}", round + 1);
        }
    }
}

/// The round's lowest possible bye score comes before pairing the most players in a bracket
/// ([C5] above [C6]): five players after round 1, the bye to the 0-point player who never had
/// one, not to a 0.5-point player (bbpPairings pairs `1-2, 5-3, 4 bye`).
#[test]
fn the_bye_goes_to_the_lowest_score_the_round_allows() {
    let text = include_str!("../data/trf/bye-case.trf");
    let (record, initial) = trf::read(text).unwrap();
    let pairing = dutch::pair(&record, initial.unwrap()).unwrap();
    let mut b = boards(&pairing);
    b.sort_unstable();
    assert_eq!(b, [(1, 2), (5, 3)]);
    assert_eq!(pairing.bye, Some(Seat(4)));
}

/// 5.2.5 counts the players in the pairing, not pairing numbers: with player 2 sitting out
/// round 1 (never paired), player 3 is the second in the pairing and gets the other colour
/// (bbpPairings: `1-4, 5-3, 6 bye`).
#[test]
fn colours_without_history_follow_the_rank_among_those_paired() {
    let text = "012 Colour case
XXR 4
XXC white1
001    1      Test0001 Player0001               2400                             0.0    1
001    2      Test0002 Player0002               2300                             0.0    2  0000 - Z
001    3      Test0003 Player0003               2200                             0.0    3
001    4      Test0004 Player0004               2100                             0.0    4
001    5      Test0005 Player0005               2000                             0.0    5
001    6      Test0006 Player0006               1900                             0.0    6
";
    let (record, initial) = trf::read(text).unwrap();
    let pairing = dutch::pair(&record, initial.unwrap()).unwrap();
    assert_eq!(boards(&pairing), [(1, 4), (5, 3)]);
    assert_eq!(pairing.bye, Some(Seat(6)));
}

/// More than 128 players are paired (no limit of the pairing's own): round 1 of 151.
#[test]
fn more_than_128_players_are_paired() {
    let players = (1..=151).map(|s| Player::new(Seat(s), format!("P{s}"), 2800 - s)).collect();
    let record = Record { players, rounds: 9 };
    let pairing = dutch::pair(&record, Side::First).unwrap();
    assert_eq!(pairing.boards.len(), 75);
    assert_eq!(pairing.bye, Some(Seat(151)));
    assert_eq!(boards(&pairing)[0], (1, 76));
}

/// Without `XXC`, the initial colour is read from the first round played, as bbpPairings
/// reads it: the first player paired there (in pairing-number order) with a side had it,
/// the second such player the other.
#[test]
fn the_initial_colour_is_inferred_from_the_first_round() {
    let black_first = record(3, &["3b1", "4w0", "1w0", "2b1"]);
    assert_eq!(trf::infer_initial(&black_first), Some(Side::Second));
    // Player 1 sat round 1 out (a bye): the next paired player is the second, and had the
    // other colour.
    let after_a_bye = record(3, &["U", "4w1", "5b0", "2b0", "3w1"]);
    assert_eq!(trf::infer_initial(&after_a_bye), Some(Side::Second));
    assert_eq!(trf::infer_initial(&record(3, &["", ""])), None);
}
