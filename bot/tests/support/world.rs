//! A test world: the double, a database in a temporary folder, and a bot connected to both;
//! and checks shared by the end-to-end tests.

use std::{path::PathBuf, sync::Arc, time::Duration};

use bot::{
    discord::{DEFER_AFTER, Running},
    model::ManualClock,
};
use serde_json::json;

use super::{ALICE, Answer, BOB, Discord, Person};

/// A double, a database in a temp folder, and a bot connected to both.
pub struct World {
    pub discord: Discord,
    pub dir: tempfile::TempDir,
    pub bot: Option<Running>,
}

impl World {
    pub async fn new() -> World {
        World::with_defer(DEFER_AFTER).await
    }

    pub async fn with_defer(defer_after: Duration) -> World {
        let discord = Discord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let bot = discord.start_bot(&dir.path().join("bot.sqlite3"), defer_after).await;
        World { discord, dir, bot: Some(bot) }
    }

    pub async fn with_clock(clock: ManualClock) -> World {
        let discord = Discord::start().await;
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("bot.sqlite3");
        let bot = discord.start_bot_with_clock(&db, DEFER_AFTER, Arc::new(clock)).await;
        World { discord, dir, bot: Some(bot) }
    }

    pub fn db(&self) -> PathBuf {
        self.dir.path().join("bot.sqlite3")
    }

    /// The stored ply and status of the channel's latest game.
    pub fn stored(&self, channel: u64) -> (u32, String) {
        let conn = rusqlite::Connection::open(self.db()).unwrap();
        conn.query_row(
            "SELECT ply, status FROM games WHERE channel_id = ?1 ORDER BY id DESC LIMIT 1",
            [channel as i64],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap()
    }

    /// Stops the bot and checks the double saw nothing it did not expect.
    pub async fn finish(mut self) {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        for t in self.discord.answer_times() {
            assert!(t < Duration::from_secs(3), "an interaction waited {t:?} for its first answer");
        }
        self.discord.assert_clean();
    }

    /// `challenger` challenges `opponent` to `game` in `channel` (moving first), and the
    /// opponent presses Accept. Returns the "Game on" answer.
    pub async fn start_game(
        &self,
        channel: u64,
        game: &str,
        challenger: Person,
        opponent: Person,
    ) -> Answer {
        let d = &self.discord;
        let challenge = d
            .slash_in(
                channel,
                challenger,
                "challenge",
                &[
                    ("opponent", json!(opponent.id.to_string())),
                    ("game", d.choice("challenge", "game", game)),
                    ("side", d.choice("challenge", "side", "I move first")),
                ],
            )
            .await;
        assert!(!challenge.ephemeral, "{}", challenge.content());
        assert!(
            challenge.content().contains(&format!("<@{}>", opponent.id)),
            "{}",
            challenge.content()
        );
        let labels: Vec<String> = challenge.buttons().into_iter().map(|(_, l)| l).collect();
        assert_eq!(labels, ["Accept", "Decline", "Cancel"]);
        let accepted = d.click(opponent, challenge.message_id(), &challenge.button("Accept")).await;
        assert!(accepted.content().starts_with("Game on!"), "{}", accepted.content());
        // The challenge message became the game's first board, in place.
        assert_eq!(accepted.message_id(), challenge.message_id());
        accepted
    }

    pub async fn play(&self, by: Person, text: &str) -> Answer {
        self.discord.slash(by, "move", &[("move", json!(text))]).await
    }
}

/// The size of a PNG, after decoding it completely.
pub fn decoded_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n");
    let image = image::load_from_memory_with_format(png, image::ImageFormat::Png).unwrap();
    (image.width(), image.height())
}

pub fn assert_board_picture(answer: &Answer) {
    let png = answer.png();
    let (w, h) = decoded_size(png);
    assert!(w.min(h) >= 600 && w != h, "board {w}×{h}");
    assert!((10_000..=80_000).contains(&png.len()), "board of {} bytes", png.len());
}

/// Who plays `side` when ALICE challenged BOB moving first.
pub fn player(side: rules::Side) -> Person {
    if side == rules::Side::First { ALICE } else { BOB }
}
