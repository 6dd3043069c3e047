//! The network evaluation: its accumulators kept by moves agree with a sum from scratch, its
//! file is refused when it is not this architecture's or damaged, and its trainer learns.
#![allow(clippy::unwrap_used)]

use engine::{
    Evaluate, Evaluation, Level, Request,
    nnue::{
        Accumulators, Inputs, Net, NetError, Network,
        train::{Mix, Sample, Trainer},
        xiangqi::NetXiangqi,
    },
};
use rules::{
    Game, GameId, Side, Variant, abstract_chess::Abstract, amalgamated::Amalgamated,
    american::American, chess1999::Chess1999, xiangqi::Xiangqi,
};

/// A small generator for picking moves (xorshift).
fn picker(seed: u64) -> impl FnMut(usize) -> usize {
    let mut state = seed | 1;
    move |n| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    }
}

/// Positions of game `V` along random games from the start, `plies` in all (a new game when
/// one ends or after 150 plies).
fn random_positions<V: Variant>(plies: usize, seed: u64) -> Vec<V> {
    let mut pick = picker(seed);
    let mut pos = V::start();
    let mut out = Vec::new();
    let mut moves = Vec::new();
    let mut length = 0;
    while out.len() < plies {
        moves.clear();
        pos.legal_moves(&mut moves);
        if moves.is_empty() || length >= 150 {
            pos = V::start();
            length = 0;
            continue;
        }
        pos.play_unchecked(moves[pick(moves.len())]);
        length += 1;
        out.push(pos.clone());
    }
    out
}

/// Along 1,000 random plies of game `V` with a network of random weights: after every move the
/// accumulators the moves kept (by the cells each touched, and by comparing every cell), the
/// network's score and the corrected evaluation are those computed from scratch; returns how
/// many of the moves took something, and how many changed what is in hand.
fn moves_agree_with_scratch<V: Inputs>() -> (usize, usize) {
    let net: &'static Network = Box::leak(Box::new(Network::random(V::GAME, 7)));
    let mut pick = picker(11);
    let mut pos = Net::new(V::start(), net);
    let mut moves = Vec::new();
    let (mut plies, mut captures, mut handed, mut length) = (0, 0, 0, 0);
    while plies < 1_000 {
        moves.clear();
        pos.legal_moves(&mut moves);
        if moves.is_empty() || length >= 150 {
            pos = Net::new(V::start(), net);
            length = 0;
            continue;
        }
        let m = moves[pick(moves.len())];
        captures += usize::from(pos.capture_value(m) > 0);
        let (before, mut compared) = (pos.position().clone(), pos.accumulators().clone());
        pos.play_unchecked(m);
        handed += usize::from(!before.same_hands(pos.position()));
        let scratch = Net::new(pos.position().clone(), net);
        assert_eq!(pos.accumulators(), scratch.accumulators(), "{:?} after ply {plies}", V::GAME);
        // The way for games that do not name the cells a move touches: every cell compared.
        compared.update(net, &before, pos.position());
        assert_eq!(&compared, scratch.accumulators());
        assert_eq!(pos.net_score(), scratch.net_score());
        assert_eq!(pos.evaluate(), pos.corrected());
        assert_eq!(pos.corrected(), pos.position().evaluate() + pos.net_score());
        plies += 1;
        length += 1;
    }
    (captures, handed)
}

#[test]
fn moves_keep_the_accumulators_as_a_sum_from_scratch_would() {
    for (game, (captures, handed)) in [
        (GameId::Xiangqi, moves_agree_with_scratch::<Xiangqi>()),
        (GameId::Amalgamated, moves_agree_with_scratch::<Amalgamated>()),
        (GameId::American, moves_agree_with_scratch::<American>()),
        (GameId::Abstract, moves_agree_with_scratch::<Abstract>()),
        (GameId::Chess1999, moves_agree_with_scratch::<Chess1999>()),
    ] {
        assert!(captures > 50, "{game:?}: captures were made: {captures}");
        // Only Chess 1999 has pieces in hand: captures fill them and drops empty them.
        let hands = game == GameId::Chess1999;
        assert_eq!(handed > 5, hands, "{game:?}: moves that changed a hand: {handed}");
    }
    // The score is the side to move's: the same placement with the other side to move is
    // scored by the other view.
    let net: &'static Network = Box::leak(Box::new(Network::random(GameId::Xiangqi, 7)));
    let start = NetXiangqi::new(Xiangqi::start(), net);
    let passed = start.null_move().unwrap();
    assert_eq!(start.accumulators(), passed.accumulators());
    assert_eq!(start.score(), rules_side_score(&start));
}

#[test]
fn a_network_evaluates_only_its_own_game() {
    let amalgamated: &'static Network =
        Box::leak(Box::new(Network::random(GameId::Amalgamated, 5)));
    let evaluation = Evaluation::Network(amalgamated);
    assert_eq!(evaluation.network(GameId::Xiangqi), None);
    assert_eq!(
        evaluation.network(GameId::Amalgamated).map(Network::hash),
        Some(amalgamated.hash())
    );
    // Its search plays legal moves, and it corrects the classical evaluation.
    let game = Game::new(GameId::Amalgamated);
    let request = Request { nodes: Some(2_000), evaluation, ..Request::new(Level::MAX, 1) };
    let thought = engine::think(&game, &request).unwrap();
    assert!(game.parse_move(&thought.text).is_ok(), "{}", thought.text);
    let start = Net::new(Amalgamated::start(), amalgamated);
    assert_ne!(start.net_score(), 0);
    // Its file, read back, names its game.
    let bytes = amalgamated.to_bytes();
    assert_eq!(Network::from_bytes(&bytes).unwrap().game(), GameId::Amalgamated);
}

fn rules_side_score(pos: &NetXiangqi) -> i32 {
    match pos.side_to_move() {
        Side::First => pos.corrected(),
        Side::Second => -pos.corrected(),
    }
}

#[test]
fn a_damaged_or_foreign_network_file_is_refused_in_words() {
    let net = Network::random(GameId::Xiangqi, 3);
    let bytes = net.to_bytes();
    assert_eq!(Network::from_bytes(&bytes).unwrap(), net);
    // One weight changed.
    let mut damaged = bytes.clone();
    let last = damaged.len() - 10;
    damaged[last] ^= 0x40;
    let refused = Network::from_bytes(&damaged).unwrap_err();
    assert!(matches!(refused, NetError::Hash { .. }), "{refused}");
    assert!(refused.to_string().contains("damaged"), "{refused}");
    // Cut short.
    let refused = Network::from_bytes(&bytes[..bytes.len() - 2]).unwrap_err();
    assert!(matches!(refused, NetError::Size { .. }), "{refused}");
    // Not a network.
    let refused = Network::from_bytes(b"PNG\r\n and then some").unwrap_err();
    assert_eq!(refused, NetError::NotANetwork);
    // Another architecture: the same layout with another hidden size named.
    let arch = engine::nnue::network::architecture(GameId::Xiangqi);
    let other = arch.replace("x2", "x3");
    let mut foreign = engine::nnue::network::MAGIC.to_vec();
    foreign.extend_from_slice(&u32::try_from(other.len()).unwrap().to_le_bytes());
    foreign.extend_from_slice(other.as_bytes());
    foreign.extend_from_slice(&bytes[8 + 4 + arch.len()..]);
    let refused = Network::from_bytes(&foreign).unwrap_err();
    assert!(refused.to_string().contains("this engine reads"), "{refused}");
}

/// Each side's material, by simple values: a target the network can learn.
fn material(pos: &Xiangqi) -> f32 {
    use rules::xiangqi::Kind;
    let us = pos.side_to_move();
    pos.pieces()
        .map(|(_, side, kind)| {
            let value = match kind {
                Kind::General => 0.0,
                Kind::Adviser | Kind::Elephant => 120.0,
                Kind::Horse | Kind::Cannon => 300.0,
                Kind::Tank => 600.0,
                Kind::Soldier => 60.0,
            };
            if side == us { value } else { -value }
        })
        .sum()
}

#[test]
fn the_trainer_learns_a_small_fixed_set_and_quantises_faithfully() {
    let mix = Mix { score: 1.0 };
    let samples: Vec<Sample> = random_positions::<Xiangqi>(400, 5)
        .iter()
        .map(|p| Sample::new(p, material(p), 0.5, mix))
        .collect();
    let mut trainer = Trainer::new(GameId::Xiangqi, 1);
    trainer.rate = 0.01;
    let before = trainer.loss(&samples);
    for _ in 0..40 {
        for batch in samples.chunks(100) {
            trainer.step(batch, 2);
        }
    }
    let after = trainer.loss(&samples);
    assert!(after < before * 0.5, "the loss fell from {before} to {after}");
    // The quantised network scores as the float one, to within a few centipawns.
    let net: &'static Network = Box::leak(Box::new(trainer.quantise()));
    let mut errors: Vec<f32> = random_positions::<Xiangqi>(400, 5)
        .iter()
        .zip(&samples)
        .map(|(pos, sample)| {
            let float = trainer.centipawns(sample);
            (float - NetXiangqi::new(pos.clone(), net).net_score() as f32).abs()
        })
        .collect();
    errors.sort_by(f32::total_cmp);
    eprintln!("median {} max {}", errors[errors.len() / 2], errors[errors.len() - 1]);
    assert!(errors[errors.len() / 2] <= 3.0 && errors[errors.len() - 1] <= 8.0);
    // A data line reads as the sample it names.
    let line = format!("{};{};{}", Xiangqi::START, 35, 1);
    let read = Sample::from_line::<Xiangqi>(&line, Mix { score: 0.5 }).unwrap();
    assert_eq!(read.inputs[0].len(), 32);
    assert!(Sample::from_line::<Xiangqi>("rubbish", mix).is_err());
    let start = Accumulators::of(net, &Xiangqi::start());
    assert_eq!(&start, NetXiangqi::new(Xiangqi::start(), net).accumulators());
}

#[test]
fn the_uci_front_end_plays_with_a_network_file_and_refuses_a_damaged_one() {
    use std::sync::{Arc, Mutex};

    #[derive(Clone, Default)]
    struct Output(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Output {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().write(buf)
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let run = |script: &str| {
        let out = Output::default();
        engine::uci::serve(script.as_bytes(), out.clone());
        String::from_utf8(out.0.lock().unwrap().clone()).unwrap()
    };
    let dir = std::env::temp_dir().join(format!("nnue-uci-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("good.nnue");
    let net = Network::random(GameId::Xiangqi, 9);
    std::fs::write(&good, net.to_bytes()).unwrap();
    let said = run(&format!(
        "setoption name EvalFile value {}\nposition startpos\ngo nodes 2000\n",
        good.display()
    ));
    assert!(said.contains(&format!("network {:016x}", net.hash())), "{said}");
    let best = said.lines().find_map(|l| l.strip_prefix("bestmove ")).unwrap();
    assert!(rules::Game::new(rules::GameId::Xiangqi).parse_move(best).is_ok(), "{best}");
    // The network decides: its scores are not the classical evaluation's.
    let classical = run("position startpos\ngo depth 1\n");
    let networked = run(&format!(
        "setoption name EvalFile value {}\nposition startpos\ngo depth 1\n",
        good.display()
    ));
    // The last score and line (not the nodes per second, which vary).
    let score = |s: &str| {
        let line = s.lines().rev().find(|l| l.contains(" score "))?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let at = |key: &str| words.iter().position(|w| *w == key);
        Some((words[at("score")? + 2].to_owned(), words[at("pv")? + 1..].join(" ")))
    };
    assert_ne!(score(&classical), score(&networked), "{classical}\n{networked}");
    // A damaged file is refused in words, and the classical evaluation plays on.
    let bad = dir.join("bad.nnue");
    let mut bytes = net.to_bytes();
    let at = bytes.len() / 2;
    bytes[at] ^= 1;
    std::fs::write(&bad, bytes).unwrap();
    let said = run(&format!(
        "setoption name EvalFile value {}\nposition startpos\ngo depth 1\n",
        bad.display()
    ));
    assert!(said.contains("refused: the network's weights are damaged"), "{said}");
    assert_eq!(score(&said), score(&classical));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_committed_networks_load_and_level_8_plays_with_them() {
    let time = std::time::Duration::from_millis(100);
    let top = Request::playing(Level::MAX, 1, time);
    for level in 1..8 {
        let below = Request::playing(Level::new(level).unwrap(), 1, time);
        assert_eq!(below.evaluation, Evaluation::Classical, "level {level}");
    }
    let committed = [
        (GameId::Xiangqi, engine::nnue::xiangqi::builtin().unwrap()),
        (GameId::Amalgamated, engine::nnue::amalgamated::builtin().unwrap()),
        (GameId::American, engine::nnue::american::builtin().unwrap()),
        (GameId::Chess1999, engine::nnue::chess1999::builtin().unwrap()),
        (GameId::Abstract, engine::nnue::abstract_chess::builtin().unwrap()),
    ];
    for (game, net) in committed {
        let path = format!("{}/nets/{}.nnue", env!("CARGO_MANIFEST_DIR"), game.id());
        let read = Network::from_bytes(&std::fs::read(path).unwrap()).unwrap();
        assert_eq!((read.game(), read.hash()), (game, net.hash()));
        assert_eq!(engine::nnue::builtin_for(game).map(Network::hash), Some(net.hash()));
        // Level 8 plays with it, and analysis, hints and puzzles judge with it.
        assert_eq!(top.evaluation.network(game).map(Network::hash), Some(net.hash()));
        let judging = Request::judging(1_000).evaluation.network(game);
        assert_eq!(judging.map(Network::hash), Some(net.hash()));
        let position = Game::new(game);
        let request = Request { nodes: Some(3_000), ..top.clone() };
        let thought = engine::think(&position, &request).unwrap();
        assert!(position.parse_move(&thought.text).is_ok(), "{game:?}: {}", thought.text);
    }
    let net = engine::nnue::xiangqi::builtin().unwrap();
    let start = NetXiangqi::new(Xiangqi::start(), net);
    assert_eq!(start.corrected(), start.position().evaluate() + start.net_score());
}
