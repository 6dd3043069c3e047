//! The bot's memory while the engine thinks: the real program, connected to the loopback
//! double, with four searches running at once: two in the game with the largest board, two in
//! Xiangqi, which level 8 evaluates with a network. Its resident memory is read from outside,
//! so the double and the test harness do not count.

mod support;

use std::time::Duration;

use support::{ALICE, BOB, CAROL, CHANNEL, Discord, GUILD, MOD};

/// The most the bot may hold in memory with four searches running.
const LIMIT_BYTES: u64 = 128 * 1024 * 1024;

/// Process `pid`'s resident memory, from `/proc/<pid>/status` (Linux, where CI runs).
fn resident_bytes(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).expect("its status");
    let line = status.lines().find(|l| l.starts_with("VmRSS:")).expect("a VmRSS line");
    let kib: u64 = line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("kB");
    kib * 1024
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_stays_under_128_mb_with_four_searches_at_once() {
    let discord = Discord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_bot"))
        .current_dir(dir.path())
        .env("DISCORD_TOKEN", "test-token")
        .env("DISCORD_GUILD_ID", GUILD.to_string())
        .env("DISCORD_API_BASE", discord.api_base())
        .env("BOT_DATABASE", dir.path().join("bot.sqlite3"))
        // Four searches at once; level 8 thinks far longer than this test takes.
        .env("ENGINE_THREADS", "4")
        .env("ENGINE_LEVEL_8_MS", "600000")
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    discord.wait_registered(0).await;
    let idle = resident_bytes(child.id());
    // Four players in four channels (the third is private to Alice and Bob), the bot moving
    // first in each: four searches, two in the game with the largest board and two in the
    // game level 8 evaluates with a network.
    let tables = [
        (ALICE, CHANNEL, "Chess 1999"),
        (BOB, CHANNEL + 1, "Xiangqi"),
        (CAROL, CHANNEL + 3, "Chess 1999"),
        (MOD, CHANNEL + 4, "Xiangqi"),
    ];
    for (who, channel, game) in tables {
        let args = [
            ("opponent", serde_json::json!(support::ME.id.to_string())),
            ("game", discord.choice("challenge", "game", game)),
            ("side", discord.choice("challenge", "side", "I move second")),
            ("level", serde_json::json!(8)),
        ];
        let start = discord.slash_in(channel, who, "challenge", &args).await;
        assert!(start.content().contains("is thinking…"), "{}", start.content());
    }
    // Let the searches fill their tables; none ends before the test does.
    tokio::time::sleep(Duration::from_secs(3)).await;
    let thinking = resident_bytes(child.id());
    assert!(discord.posts().is_empty(), "the bot was still thinking in every game");
    let mb = |b: u64| b as f64 / 1_048_576.0;
    println!("the bot's resident memory: {:.1} MB idle, {:.1} MB thinking", mb(idle), mb(thinking));
    let _ = child.kill();
    let _ = child.wait();
    assert!(thinking < LIMIT_BYTES, "{:.1} MB resident", mb(thinking));
    discord.assert_clean();
}
