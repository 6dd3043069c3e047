//! The local console mode as a user runs it: the real binary, piped input, real files; and a
//! process killed with SIGKILL while it writes moves.
#![allow(clippy::unwrap_used)]

use std::{
    io::{BufRead, Read, Write},
    path::Path,
    process::{Command, Output, Stdio},
    time::Duration,
};

use crate::common::{Rng, png_size, raw};
use rules::{Game, GameId};

/// The binary, in an English environment (the local mode speaks the environment's language).
fn bot() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_bot"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env("LANG", "en_US.UTF-8");
    command
}

/// Runs `command` as `local <args> --dir <dir>` with `input` piped in until it ends; returns
/// its status and output.
fn local(command: &mut Command, args: &[&str], dir: &Path, input: &str) -> Output {
    let mut child = command
        .arg("local")
        .args(args)
        .arg("--dir")
        .arg(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

/// The local mode in Chinese: `--lang zh-CN`, or the environment's `LANG` (traditional for
/// Taiwan). Moves typed in Chinese notation are shown in it, errors and the result are in
/// Chinese, and the pictures are drawn.
#[test]
fn the_console_speaks_chinese_with_lang_or_from_the_environment() {
    let run = |command: &mut Command, lang: &[&str], input: &str| {
        let dir = tempfile::tempdir().unwrap();
        let args = [&["--game", "xiangqi"], lang].concat();
        let output = local(command, &args, dir.path(), input);
        assert!(output.status.success());
        let pictures = std::fs::read_dir(dir.path()).unwrap().count();
        (String::from_utf8(output.stdout).unwrap(), pictures)
    };
    let (text, pictures) =
        run(&mut bot(), &["--lang", "zh-CN"], "炮二平五\n马8进7\nbogus\nresign\n");
    assert!(text.contains("象棋：红方（玩家 1）对 黑方（玩家 2）"), "{text}");
    assert!(text.contains("红方 炮二平五 (h3e3) — 轮到黑方走，玩家 2"), "{text}");
    assert!(text.contains("黑方 马８进７ (h10g8) — 轮到红方走，玩家 1"), "{text}");
    assert!(text.lines().any(|l| l.starts_with("错误：") && l.contains("bogus")), "{text}");
    assert!(text.contains("结果：黑方胜：红方认输"), "{text}");
    assert_eq!(pictures, 2);
    let (text, _) = run(bot().env("LANG", "zh_TW.UTF-8"), &[], "炮二平五\nresign\n");
    assert!(text.contains("紅方 炮二平五 (h3e3) — 輪到黑方走"), "{text}");
    assert!(text.contains("結果：紅方勝：黑方認輸"), "{text}");
}

#[test]
fn piped_moves_an_error_and_a_resignation() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = local(&mut bot(), &["--game", "xiangqi"], &out, "h3e3\nh10g8\nbogus\nresign\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let errors: Vec<&str> = text.lines().filter(|l| l.starts_with("Error:")).collect();
    assert_eq!(errors.len(), 1, "{text}");
    assert!(errors[0].contains("bogus"), "{text}");
    let results: Vec<&str> = text.lines().filter(|l| l.starts_with("Result:")).collect();
    assert_eq!(results, ["Result: Black wins: Red resigned"], "{text}");
    assert!(text.contains("Red h3e3 (C2=5) — Black to move"), "{text}");
    let mut pngs: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    pngs.sort();
    assert_eq!(pngs, ["1.png", "2.png"]);
    for name in pngs {
        let (w, h) = png_size(&std::fs::read(out.join(name)).unwrap());
        assert!(w.min(h) >= 600 && w != h);
    }
}

#[test]
fn the_computer_answers_every_move_at_the_console() {
    // The computer plays Black at level 2 with seed 0: its reply at ply n is the engine's
    // move with seed n, which the test works out on its own copy of the game.
    let level = engine::Level::new(2).unwrap();
    let mut mirror = Game::new(GameId::Abstract);
    let mut input = String::new();
    let mut replies = Vec::new();
    for _ in 0..6 {
        let mine = mirror.legal_moves()[0].text.clone();
        mirror.play(&mine).unwrap();
        input.push_str(&format!("{mine}\n"));
        let seed = mirror.moves().len() as u64;
        let reply = engine::think(&mirror, &engine::Request::new(level, seed)).unwrap();
        mirror.play(&reply.text).unwrap();
        replies.push(reply.text);
    }
    input.push_str("resign\n");
    let dir = tempfile::tempdir().unwrap();
    let output = local(&mut bot(), &["--game", "abstract", "--engine", "2"], dir.path(), &input);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("vs Black (Computer (level 2))"), "{text}");
    assert!(!text.contains("Error:"), "{text}");
    for reply in &replies {
        assert!(text.contains(&format!("Black {reply}")), "{reply} missing from:\n{text}");
    }
    assert!(text.contains("Result: Black wins: White resigned"), "{text}");
    // Twelve plies, twelve pictures.
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 12);
}

#[test]
fn the_computer_can_move_first_and_bad_engine_options_are_named() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--game", "xiangqi", "--engine", "1", "--engine-plays", "first"];
    let output = local(&mut bot(), &args, dir.path(), "resign\n");
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("Red (Computer (level 1)) vs Black (Player 2)"), "{text}");
    assert!(text.contains("— Black to move"), "the computer moved first: {text}");
    assert!(text.contains("Result: Red wins: Black resigned"), "{text}");
    for (args, why) in [
        (&["--engine", "9"][..], "level from 1 to 8"),
        (&["--engine-plays", "first"][..], "--engine <LEVEL>"),
        (&["--engine", "2", "--engine-plays", "both"][..], "possible values: first, second"),
    ] {
        let output = bot().arg("local").args(args).output().unwrap();
        let err = String::from_utf8(output.stderr).unwrap();
        assert!(!output.status.success() && err.contains(why), "{args:?}: {err}");
    }
}

#[test]
fn other_commands_and_bad_lines_at_the_console() {
    let dir = tempfile::tempdir().unwrap();
    let first = Game::new(GameId::American).legal_moves()[0].text.clone();
    let script = format!("moves\nrules\n{first}\nundo\nundo\nboard\n{first}\ndraw\n");
    let output = local(&mut bot(), &["--game", "american"], dir.path(), &script);
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("legal moves:"), "{text}");
    // `rules` prints the rules and writes the legend the bot's /rules shows.
    let legend = dir.path().join("american-pieces.png");
    assert!(text.contains(&format!("How each piece moves: {}", legend.display())), "{text}");
    let written = image::open(&legend).unwrap().to_rgb8();
    let words = bot::i18n::legend_words(bot::i18n::Lang::EnUs, GameId::American);
    let drawn = render::Renderer::new().legend(GameId::American, None, &words).to_rgb();
    assert!(written == drawn, "the legend");
    assert!(text.contains("is taken back"), "{text}");
    // The second undo has nothing to take back.
    assert_eq!(text.lines().filter(|l| l.starts_with("Error:")).count(), 1, "{text}");
    assert!(text.lines().any(|l| l == "Result: Draw by agreement"), "{text}");

    let bad = bot().args(["local", "--game", "go"]).output().unwrap();
    assert!(!bad.status.success());
    assert!(String::from_utf8(bad.stderr).unwrap().contains("no game called `go`"));
}

/// Kills the local mode with SIGKILL at random moments while it plays piped moves into a
/// database, restarts it on the same file, and checks after every kill that the database is
/// intact and holds every acknowledged move exactly once, in order.
///
/// The moment is chosen by progress, not by time, so the test means the same on a machine of
/// any speed: each run is given `k + 1` moves, killed once it has acknowledged `k` of them
/// (`k` random), so the kill lands while it works on the last one, after it, or, with a
/// short random pause, anywhere in between. Its input stays open, so it never ends by itself.
#[test]
fn sigkill_while_writing_loses_and_duplicates_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("kill.sqlite3");
    let boards = dir.path().join("boards");
    let mut rng = Rng::new(2026);
    let mut moments = Rng::new(1999);
    let mut shadow = Game::new(GameId::Xiangqi);
    let mut waited_for = 0;
    for round in 0..30 {
        // The next moves, chosen ahead so the test knows what each acknowledgement means.
        let mut plan = shadow.clone();
        let mut batch = Vec::new();
        let k = moments.below(25);
        while batch.len() <= k && plan.outcome().is_none() {
            // Moves that would end the game are avoided where possible, to keep it going.
            let moves = plan.legal_moves();
            let offset = rng.below(moves.len());
            let pick =
                (0..moves.len()).map(|i| &moves[(offset + i) % moves.len()].text).find(|m| {
                    let mut next = plan.clone();
                    next.play(m).is_ok() && next.outcome().is_none()
                });
            let m = pick.unwrap_or(&moves[offset].text).clone();
            plan.play(&m).unwrap();
            batch.push(m);
        }
        if batch.is_empty() {
            break;
        }
        // The first run lives until its game is created and a move acknowledged, so every
        // later run resumes game 1.
        let k = k.min(batch.len() - 1).max(usize::from(round == 0));
        let mut child = bot()
            .args(["local", "--game", "xiangqi", "--db"])
            .arg(&db)
            .arg("--dir")
            .arg(&boards)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        stdin.write_all((batch.join("\n") + "\n").as_bytes()).unwrap();
        let is_ack = |l: &str| l.starts_with("Red ") || l.starts_with("Black ");
        let mut stdout = std::io::BufReader::new(child.stdout.take().unwrap());
        let mut text = String::new();
        let mut acked = 0;
        while acked < k {
            let mut line = String::new();
            assert!(stdout.read_line(&mut line).unwrap() > 0, "round {round}: output ended");
            acked += usize::from(is_ack(&line));
            text.push_str(&line);
        }
        std::thread::sleep(Duration::from_micros(moments.below(3_000) as u64));
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        stdout.read_to_string(&mut text).unwrap();
        drop(stdin);
        waited_for += k;
        if round > 0 && text.contains("Xiangqi") {
            assert!(text.contains("Resuming game 1"), "round {round}: {text}");
        }
        let acked = text.lines().filter(|l| is_ack(l)).count();
        assert!(acked >= k, "round {round}: {acked} acknowledged, {k} read");

        let conn = raw(&db);
        let check: String = conn.query_row("PRAGMA integrity_check", [], |r| r.get(0)).unwrap();
        assert_eq!(check, "ok");
        let stored: Vec<(u32, String)> = conn
            .prepare("SELECT ply, canonical FROM moves WHERE game_id = 1 ORDER BY ply")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .map(Result::unwrap)
            .collect();
        let before = shadow.moves().len();
        let new = stored.len() - before;
        // Every acknowledged move is stored; at most the one being written when the kill came
        // may be stored without its acknowledgement.
        assert!(
            new >= acked && new <= acked + 1,
            "round {round}: {acked} acknowledged, {new} stored"
        );
        for (i, (ply, text)) in stored.iter().enumerate() {
            assert_eq!(*ply as usize, i + 1);
            if i < before {
                assert_eq!(text, &shadow.moves()[i]);
            } else {
                assert_eq!(text, &batch[i - before], "round {round}, ply {ply}");
            }
        }
        let game_ply: u32 =
            conn.query_row("SELECT ply FROM games WHERE id = 1", [], |r| r.get(0)).unwrap();
        assert_eq!(game_ply as usize, stored.len());
        for m in &batch[..new] {
            shadow.play(m).unwrap();
        }
    }
    eprintln!("{} moves written across the kills", shadow.moves().len());
    assert!(waited_for > 100, "too few moves were waited for to test anything: {waited_for}");
    assert!(shadow.moves().len() >= waited_for);
}

/// After the game, `analyse` prints each side's accuracy and the worst moves, and writes the
/// evaluation graph; asked again, it is read from the database.
#[test]
fn analyse_after_the_game_prints_the_verdict_and_writes_the_graph() {
    let dir = tempfile::tempdir().unwrap();
    // Red lets Black's Tank go (a blunder), Black's Tank escapes, and Red resigns.
    let start = "3aka3/9/9/9/9/9/9/9/r8/R2K5 w - - 0 1";
    let args = ["--game", "xiangqi", "--position", start];
    let mut command = bot();
    command.env("ENGINE_ANALYSIS_MS", "20");
    let output =
        local(&mut command, &args, dir.path(), "a1b1\na2a5\nresign\nhello\nanalyse\nanalyse\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.matches("The game is over. Type analyse").count(), 2, "{text}");
    assert!(text.contains("Analysing… 3 / 3 positions"), "{text}");
    assert!(text.contains("Red Player 1: accuracy "), "{text}");
    assert!(text.contains(" %; 0 inaccuracies, 0 mistakes, 1 blunder"), "{text}");
    // Asked twice: searched once, then read from the database.
    assert_eq!(text.matches("Analysing… 3 / 3 positions").count(), 1, "{text}");
    assert_eq!(text.matches("1 blunder").count(), 2, "{text}");
    assert!(text.contains("1. Red a1b1 (R9=8)??: better a1a2 (R9+1)"), "{text}");
    let graph = dir.path().join("analysis-1.png");
    assert!(text.contains(&format!("The evaluation graph: {}", graph.display())), "{text}");
    assert_eq!(png_size(&std::fs::read(&graph).unwrap()), (800, 330));
}

/// `local puzzle`: the bank's first puzzle solved at the console, then the next one failed,
/// each with its board written.
#[test]
fn puzzles_are_solved_and_failed_at_the_console() {
    let bank = include_str!("../../../data/puzzles/xiangqi.csv");
    let bank = engine::puzzle::Bank::parse(GameId::Xiangqi, bank).unwrap();
    let first = &bank.puzzles[0];
    let second = &bank.puzzles[1];
    // A new user first asks what they can play.
    let mut input: Vec<String> = vec!["moves".into()];
    input.extend(first.moves.iter().step_by(2).cloned());
    input.push("next".into());
    let start = Game::from_position(GameId::Xiangqi, &second.position).unwrap();
    let wrong = start.legal_moves().into_iter().find(|m| m.text != second.moves[0]).unwrap();
    input.push(wrong.text);
    input.push("quit".into());
    let dir = tempfile::tempdir().unwrap();
    let output = local(&mut bot(), &["puzzle", "--game", "xiangqi"], dir.path(), &input.join("\n"));
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("Puzzle `#1` · Xiangqi"), "{text}");
    // Console words: what to type here, not a slash command; `moves` lists the moves.
    assert!(text.contains("find the best move, and type your move"), "{text}");
    assert!(!text.contains("/puzzle move"), "{text}");
    assert!(text.contains("legal moves"), "{text}");
    assert!(!text.contains("not a move"), "{text}");
    assert!(text.contains("Solved: "), "{text}");
    assert!(text.contains("Puzzle `#2` · Xiangqi"), "{text}");
    assert!(text.contains("Not this time: ") && text.contains("The solution: "), "{text}");
    assert!(text.contains("Your Xiangqi puzzle rating: 1500 → "), "{text}");
    assert!(
        dir.path().join("puzzle-1-0.png").exists() && dir.path().join("puzzle-2-0.png").exists()
    );
}

/// `local learn`: the first Chess 1999 exercise solved at the console, the moves listed, a
/// move the rules refuse explained, the next skipped and the one before started again.
#[test]
fn lessons_are_worked_through_at_the_console() {
    let path = bot::learn::path(GameId::Chess1999).unwrap();
    let first = path.exercise(0).unwrap();
    let mut input: Vec<String> = vec!["moves".into(), "a1a1".into()];
    input.extend(first.solution.iter().map(|m| (*m).to_owned()));
    input.extend(["next", "back", "quit"].map(String::from));
    let dir = tempfile::tempdir().unwrap();
    let args = ["learn", "--game", "chess1999"];
    let output = local(&mut bot(), &args, dir.path(), &input.join("\n"));
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    let total = path.len();
    assert!(text.contains("Chess 1999 · "), "{text}");
    assert!(text.contains(&format!("exercise 1 of {total}")), "{text}");
    // Console words: what to type here, not a slash command.
    assert!(text.contains("Type your move (moves lists them"), "{text}");
    assert!(!text.contains("/learn move"), "{text}");
    assert!(text.contains("legal moves"), "{text}");
    assert!(text.contains("★★★"), "{text}");
    assert!(text.contains(&format!("exercise 3 of {total}")), "skipped: {text}");
    assert_eq!(text.matches(&format!("exercise 2 of {total}")).count(), 2, "back: {text}");
    assert!(dir.path().join("learn-chess1999-1.png").exists());
}

/// `--clock 5+3`: the console plays against the clock, each prompt showing both clocks (the
/// running one marked), and the game's words say the control. (Flags falling are tested on
/// the host's manual clock: the console runs on the machine's.)
#[test]
fn the_console_plays_against_the_clock() {
    let dir = tempfile::tempdir().unwrap();
    let args = ["--game", "xiangqi", "--clock", "5+3"];
    let output = local(&mut bot(), &args, dir.path(), "h3e3\nh10g8\nresign\n");
    assert!(output.status.success());
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(text.contains("⏱ Red ▶ 5:00 · Black 5:00"), "{text}");
    assert!(text.contains("Black must make a first move at "), "{text}");
    assert!(text.contains("⏱ Red 5:00 · Black ▶ 5:00"), "{text}");
    assert!(text.contains("Result: Black wins: Red resigned"), "{text}");
    // A control that is not one is refused before any game starts (nothing is read).
    let refused = bot().args(["local", "--clock", "5 minutes"]).stdin(Stdio::null()).output();
    let refused = refused.unwrap();
    assert!(!refused.status.success());
    let said = String::from_utf8_lossy(&refused.stderr);
    assert!(said.contains("not a time control like 5+3"), "{said}");
}
