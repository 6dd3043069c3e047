//! A test world: the double, a database in a temporary folder, and a bot connected to both;
//! and checks shared by the end-to-end tests.

use std::{path::PathBuf, sync::Arc, time::Duration};

use bot::{
    discord::Running,
    model::{Clock, ManualClock, SystemClock},
};
use rules::{Game, GameId, Reason};
use serde_json::json;

use super::{ALICE, Answer, BOB, Discord, NEVER, Person};

/// A double, a database in a temp folder, and a bot connected to both.
pub struct World {
    pub discord: Discord,
    pub dir: tempfile::TempDir,
    pub bot: Option<Running>,
}

impl World {
    /// A bot that answers every interaction at once (never deferred), on the wall clock.
    pub async fn new() -> World {
        World::with_defer(NEVER).await
    }

    /// A bot that defers host calls after `defer_after`, on the wall clock.
    pub async fn with_defer(defer_after: Duration) -> World {
        World::with(defer_after, Arc::new(SystemClock)).await
    }

    /// A bot answering at once, on a clock the test moves.
    pub async fn with_clock(clock: ManualClock) -> World {
        World::with(NEVER, Arc::new(clock)).await
    }

    /// A bot that defers host calls after `defer_after`, on `clock`.
    pub async fn with(defer_after: Duration, clock: Arc<dyn Clock>) -> World {
        World::around(Discord::start().await, defer_after, clock).await
    }

    /// A bot registered globally (for installs to servers and to members' accounts), on
    /// `clock`.
    pub async fn globally(discord: Discord, clock: Arc<dyn Clock>) -> World {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("bot.sqlite3");
        let bot = discord.launch(&db, NEVER, clock, None).await;
        World { discord, dir, bot: Some(bot) }
    }

    /// A bot started on `discord` as the test set it up.
    pub async fn around(discord: Discord, defer_after: Duration, clock: Arc<dyn Clock>) -> World {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("bot.sqlite3");
        let bot = discord.start_bot_with_clock(&db, defer_after, clock).await;
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

    /// Waits until the bot has noted when Discord accepted the post that began the channel's
    /// running turn (it does so just after the answer, so a test that moves the clock before
    /// then would move the turn's start with it).
    pub async fn turn_noted(&self, channel: u64) {
        self.discord
            .eventually("the turn's start noted", || {
                let conn = rusqlite::Connection::open(self.db()).unwrap();
                let (shown, status): (i64, String) = conn
                    .query_row(
                        "SELECT clock_shown, status FROM games WHERE channel_id = ?1
                         ORDER BY id DESC LIMIT 1",
                        [channel as i64],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .unwrap();
                shown == 1 || status != "active"
            })
            .await;
    }

    /// Waits until the bot has recorded which message shows each open challenge. It does so
    /// after Discord answered the command, so a test that sees the challenge posted may be
    /// ahead of it; a challenge that expires before then is, rightly, never marked.
    pub async fn challenges_noted(&self) {
        self.discord
            .eventually("the challenge messages recorded", || {
                let conn = rusqlite::Connection::open(self.db()).unwrap();
                let unknown: i64 = conn
                    .query_row(
                        "SELECT count(*) FROM challenges WHERE status = 'open'
                           AND message_id IS NULL",
                        [],
                        |r| r.get(0),
                    )
                    .unwrap();
                unknown == 0
            })
            .await;
    }

    /// Waits until the bot's sweeper has run a whole pass that began after this call, so
    /// whatever the clock made due by now has been done (or found not due): a test asserts
    /// after it, instead of sleeping and hoping the sweeper ran.
    pub async fn swept(&self) {
        let bot = self.bot.as_ref().expect("a running bot");
        let after = bot.sweeps() + 2;
        self.discord.eventually("a whole sweep", || bot.sweeps() >= after).await;
    }

    /// Stops the bot and checks the double saw nothing it did not expect, and that every
    /// interaction got exactly one initial response.
    pub async fn finish(mut self) {
        if let Some(bot) = self.bot.take() {
            bot.stop().await;
        }
        let wrong = self.discord.not_answered_once();
        assert!(wrong.is_empty(), "interactions without exactly one response: {wrong:?}");
        self.discord.assert_clean();
    }

    /// `challenger` challenges `opponent` to `game` in `channel`, moving first. Returns the
    /// answer: the challenge, or why it was refused.
    pub async fn challenge(
        &self,
        channel: u64,
        game: &str,
        challenger: Person,
        opponent: Person,
    ) -> Answer {
        let d = &self.discord;
        let args = [
            ("opponent", json!(opponent.id.to_string())),
            ("game", d.choice("challenge", "game", game)),
            ("side", d.choice("challenge", "side", "I move first")),
        ];
        d.slash_in(channel, challenger, "challenge", &args).await
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
        let challenge = self.challenge(channel, game, challenger, opponent).await;
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

    /// `by` challenges the bot itself to `game` in `channel` at `level`, playing `side`
    /// ("I move first", "I move second"), from `position` if given. Returns the answer.
    pub async fn challenge_bot(
        &self,
        channel: u64,
        game: &str,
        by: Person,
        side: &str,
        level: u8,
        position: Option<&str>,
    ) -> Answer {
        let d = &self.discord;
        let mut args = vec![
            ("opponent", json!(super::ME.id.to_string())),
            ("game", d.choice("challenge", "game", game)),
            ("side", d.choice("challenge", "side", side)),
            ("level", json!(level)),
        ];
        if let Some(p) = position {
            args.push(("position", json!(p)));
        }
        d.slash_in(channel, by, "challenge", &args).await
    }

    /// The channel's latest game as stored: its rules game at the current position (replayed
    /// from its moves), and its status.
    pub fn stored_game(&self, channel: u64) -> (rules::Game, String) {
        let conn = rusqlite::Connection::open(self.db()).unwrap();
        let (id, game, start, status): (i64, String, String, String) = conn
            .query_row(
                "SELECT id, game, start_position, status FROM games WHERE channel_id = ?1
                 ORDER BY id DESC LIMIT 1",
                [channel as i64],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .unwrap();
        let mut stmt =
            conn.prepare("SELECT canonical FROM moves WHERE game_id = ?1 ORDER BY ply").unwrap();
        let moves: Vec<String> =
            stmt.query_map([id], |r| r.get(0)).unwrap().collect::<Result<_, _>>().unwrap();
        let id: rules::GameId = game.parse().unwrap();
        (rules::Game::replay(id, Some(&start), &moves).unwrap(), status)
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

/// A Xiangqi game ending in checkmate within 120 plies: random play in which a side always
/// mates when it can, from the first seed that produces one (found by the rules crate, not
/// written down by hand).
pub fn a_xiangqi_mate() -> Vec<String> {
    for seed in 1..200u64 {
        let mut next = super::seeded(seed);
        let mut game = Game::new(GameId::Xiangqi);
        while game.outcome().is_none() && game.moves().len() < 120 {
            let moves = game.legal_moves();
            let mate = moves.iter().find(|m| {
                let mut g = game.clone();
                g.play(&m.text)
                    .is_ok_and(|p| p.outcome.is_some_and(|o| o.reason == Reason::Checkmate))
            });
            let m = mate.map_or_else(|| moves[next(moves.len())].text.clone(), |m| m.text.clone());
            game.play(&m).unwrap();
        }
        if game.outcome().is_some_and(|o| o.reason == Reason::Checkmate) {
            return game.moves().to_vec();
        }
    }
    panic!("no checkmate found");
}
