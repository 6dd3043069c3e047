//! The Swiss tournaments of `tests/data/trf/set` (README there): every round of each one of up
//! to 128 players paired again from the rounds before it, as bbpPairings paired it.
#![allow(clippy::unwrap_used)]

use bot::tournament::tool;

#[test]
fn every_round_of_the_set_up_to_128_players_is_paired_as_bbp_pairings_paired_it() {
    let dir = format!("{}/tests/data/trf/set", env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path().to_string_lossy().into_owned())
        .filter(|p| p.ends_with(".trf"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 210);
    // Fields of 129–300 players (`-x`) are the benchmark's, not the test's (README).
    let small: Vec<&String> = files.iter().filter(|f| !f.contains("-x")).collect();
    assert_eq!(small.len(), 190);
    let mut differ = Vec::new();
    let mut rounds = 0;
    for file in small {
        match tool::run(&[file, "--check"]) {
            Ok(said) => {
                let n: usize = said.split_whitespace().next().unwrap().parse().unwrap();
                rounds += n;
            }
            Err(e) => differ.push(format!("{file}: {e}")),
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    assert!(rounds > 1_000, "{rounds} rounds");
}
