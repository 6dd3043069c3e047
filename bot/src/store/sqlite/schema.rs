//! SQLite's schema, as numbered migrations, and the code that applies them.
//!
//! SQLite's `user_version` holds how many migrations a database has had. Each migration runs in
//! its own transaction together with the version bump, so a crash leaves a database either
//! before or after it. Never edit a migration that has shipped: add a new one.

use rusqlite::Connection;

use super::failure;
use crate::store::sql::MigrateError;

/// The migrations, in order. `MIGRATIONS[i]` takes a database from version `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: challenges, games, moves, server settings.
    "
    CREATE TABLE challenges (
        id            INTEGER PRIMARY KEY,
        server_id     INTEGER,
        channel_id    INTEGER NOT NULL,
        challenger_id INTEGER NOT NULL,
        challenger    TEXT    NOT NULL,
        opponent_id   INTEGER NOT NULL,
        opponent      TEXT    NOT NULL,
        game          TEXT    NOT NULL,
        side          TEXT    NOT NULL CHECK (side IN ('first', 'second', 'random')),
        position      TEXT,
        status        TEXT    NOT NULL DEFAULT 'open'
                      CHECK (status IN ('open', 'accepted', 'declined', 'cancelled', 'expired')),
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        closed_at     INTEGER
    );
    -- A channel holds at most one open challenge: the channel is reserved while it waits.
    CREATE UNIQUE INDEX challenges_one_open_per_channel
        ON challenges (channel_id) WHERE status = 'open';

    CREATE TABLE games (
        id              INTEGER PRIMARY KEY,
        server_id       INTEGER,
        channel_id      INTEGER NOT NULL,
        game            TEXT    NOT NULL,
        first_id        INTEGER NOT NULL,
        first_name      TEXT    NOT NULL,
        second_id       INTEGER NOT NULL,
        second_name     TEXT    NOT NULL,
        start_position  TEXT    NOT NULL,
        ply             INTEGER NOT NULL DEFAULT 0,
        status          TEXT    NOT NULL DEFAULT 'active'
                        CHECK (status IN ('active', 'finished', 'aborted')),
        result          TEXT    CHECK (result IN ('first', 'second', 'draw')),
        reason          TEXT,
        result_text     TEXT,
        draw_offer_side TEXT    CHECK (draw_offer_side IN ('first', 'second')),
        draw_offer_ply  INTEGER,
        takeback_side   TEXT    CHECK (takeback_side IN ('first', 'second')),
        takeback_ply    INTEGER,
        challenge_id    INTEGER REFERENCES challenges (id),
        created_at      INTEGER NOT NULL,
        last_move_at    INTEGER NOT NULL,
        finished_at     INTEGER
    );
    -- One active game per channel, enforced here and not only in memory.
    CREATE UNIQUE INDEX games_one_active_per_channel
        ON games (channel_id) WHERE status = 'active';
    CREATE INDEX games_by_server ON games (server_id, created_at);
    CREATE INDEX games_by_first ON games (first_id, created_at);
    CREATE INDEX games_by_second ON games (second_id, created_at);

    -- One row per ply, passes the rules played by themselves included (player_id NULL,
    -- auto = 1). The primary key makes a ply impossible to record twice.
    CREATE TABLE moves (
        game_id        INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply            INTEGER NOT NULL CHECK (ply >= 1),
        side           TEXT    NOT NULL CHECK (side IN ('first', 'second')),
        player_id      INTEGER,
        typed          TEXT    NOT NULL,
        canonical      TEXT    NOT NULL,
        display        TEXT    NOT NULL,
        position_after TEXT    NOT NULL,
        auto           INTEGER NOT NULL DEFAULT 0,
        played_at      INTEGER NOT NULL,
        PRIMARY KEY (game_id, ply)
    ) WITHOUT ROWID;

    CREATE TABLE server_settings (
        server_id         INTEGER PRIMARY KEY,
        turn_timeout_secs INTEGER NOT NULL CHECK (turn_timeout_secs > 0),
        updated_at        INTEGER NOT NULL
    );
    ",
    // 2: each player's board orientation.
    "
    CREATE TABLE user_settings (
        user_id     INTEGER PRIMARY KEY,
        orientation TEXT    NOT NULL CHECK (orientation IN ('turn', 'own')),
        updated_at  INTEGER NOT NULL
    );
    ",
    // 3: the message that shows a challenge, so it can be marked when the challenge expires.
    "ALTER TABLE challenges ADD COLUMN message_id INTEGER;",
    // 4: ratings, turn reminders, more server settings.
    "
    -- Glicko-2 per game and per server (server 0: outside any server), with the record.
    CREATE TABLE ratings (
        server_id  INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        user_id    INTEGER NOT NULL,
        name       TEXT    NOT NULL,
        rating     REAL    NOT NULL,
        deviation  REAL    NOT NULL,
        volatility REAL    NOT NULL,
        wins       INTEGER NOT NULL DEFAULT 0,
        losses     INTEGER NOT NULL DEFAULT 0,
        draws      INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (server_id, game, user_id)
    ) WITHOUT ROWID;
    CREATE INDEX ratings_by_rating ON ratings (server_id, game, rating DESC);

    -- Each player's rating before and after the game, when it was rated.
    ALTER TABLE games ADD COLUMN first_rating_before REAL;
    ALTER TABLE games ADD COLUMN first_rating_after REAL;
    ALTER TABLE games ADD COLUMN second_rating_before REAL;
    ALTER TABLE games ADD COLUMN second_rating_after REAL;
    -- The ply at which the player to move was last reminded.
    ALTER TABLE games ADD COLUMN reminded_ply INTEGER;
    CREATE INDEX games_active ON games (status, last_move_at);

    -- Every server setting optional (the defaults live in the code).
    CREATE TABLE server_settings_new (
        server_id         INTEGER PRIMARY KEY,
        turn_timeout_secs INTEGER CHECK (turn_timeout_secs > 0),
        reminder_secs     INTEGER CHECK (reminder_secs >= 0),
        orientation       TEXT    CHECK (orientation IN ('turn', 'own')),
        piece_style       TEXT    CHECK (piece_style IN ('traditional', 'latin')),
        updated_at        INTEGER NOT NULL
    );
    INSERT INTO server_settings_new (server_id, turn_timeout_secs, updated_at)
        SELECT server_id, turn_timeout_secs, updated_at FROM server_settings;
    DROP TABLE server_settings;
    ALTER TABLE server_settings_new RENAME TO server_settings;
    ",
    // 5: the outbox: what the bot must still say on its own (turn reminders, expired
    // challenges' messages), kept until Discord took it or it was given up, and why.
    "
    CREATE TABLE outbox (
        id         INTEGER PRIMARY KEY,
        kind       TEXT    NOT NULL CHECK (kind IN ('reminder', 'expired')),
        -- The game reminded of, or the challenge that expired.
        ref_id     INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        -- A reminder's words and whom it notifies (an expiry's are made from the challenge).
        text       TEXT,
        ping       INTEGER,
        attempts   INTEGER NOT NULL DEFAULT 0,
        due_at     INTEGER NOT NULL,
        -- Why it was given up; NULL while it is still to be delivered.
        failed     TEXT,
        created_at INTEGER NOT NULL
    );
    CREATE INDEX outbox_due ON outbox (failed, due_at);
    ",
    // 6: a game keeps the server's time limits from its start: a server setting changed
    // mid-game (say, a shorter turn limit by a player who manages the server) does not apply to
    // it. NULL: the bot's default. Games in progress keep what applied to them until now.
    "
    ALTER TABLE games ADD COLUMN turn_timeout_secs INTEGER;
    ALTER TABLE games ADD COLUMN reminder_secs INTEGER;
    UPDATE games SET
        turn_timeout_secs = (SELECT s.turn_timeout_secs FROM server_settings s
                             WHERE s.server_id = games.server_id),
        reminder_secs = (SELECT s.reminder_secs FROM server_settings s
                         WHERE s.server_id = games.server_id)
    WHERE status = 'active';
    ",
    // 7: games against the bot itself. The bot plays `engine_side` at `engine_level` (1-8);
    // both NULL in a game between two people. Such games are unrated and never reminded. The
    // outbox (rebuilt: SQLite cannot change a CHECK) also holds the bot's own turns, each
    // with the ply it shows, queued in the transaction that plays the move.
    "
    ALTER TABLE games ADD COLUMN engine_level INTEGER
        CHECK (engine_level IS NULL OR engine_level BETWEEN 1 AND 8);
    ALTER TABLE games ADD COLUMN engine_side TEXT
        CHECK ((engine_side IS NULL) = (engine_level IS NULL));
    CREATE TABLE outbox_new (
        id         INTEGER PRIMARY KEY,
        kind       TEXT    NOT NULL CHECK (kind IN ('reminder', 'expired', 'turn')),
        -- The game reminded of or played in, or the challenge that expired.
        ref_id     INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        -- A turn's words (a reminder's and an expiry's are written when they are delivered;
        -- reminders queued before migration 5's successors kept theirs here).
        text       TEXT,
        ping       INTEGER,
        -- The ply a turn shows.
        ply        INTEGER,
        attempts   INTEGER NOT NULL DEFAULT 0,
        due_at     INTEGER NOT NULL,
        failed     TEXT,
        created_at INTEGER NOT NULL
    );
    INSERT INTO outbox_new (id, kind, ref_id, channel_id, text, ping, attempts, due_at, failed,
                            created_at)
        SELECT id, kind, ref_id, channel_id, text, ping, attempts, due_at, failed, created_at
        FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_new RENAME TO outbox;
    CREATE INDEX outbox_due ON outbox (failed, due_at);
    ",
    // 8: piece styles per game, for a server (its default) and for each player (theirs wins
    // on the boards that answer them). A server's old Xiangqi setting 'latin' becomes
    // Xiangqi letters; 'traditional' was the default and needs no row. The old column
    // server_settings.piece_style stays, unread (SQLite cannot drop a column with a CHECK).
    "
    CREATE TABLE server_piece_styles (
        server_id  INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        style      TEXT    NOT NULL CHECK (style IN ('characters', 'pictures', 'letters')),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (server_id, game)
    );
    CREATE TABLE user_piece_styles (
        user_id    INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        style      TEXT    NOT NULL CHECK (style IN ('characters', 'pictures', 'letters')),
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, game)
    );
    INSERT INTO server_piece_styles (server_id, game, style, updated_at)
        SELECT server_id, 'xiangqi', 'letters', updated_at FROM server_settings
        WHERE piece_style = 'latin';
    ",
    // 9: several processes on one database. Each game's version counts the changes to its
    // moves and status (the compare-and-set every such change makes, and the key of the
    // host's cache). An outbox entry being delivered is claimed by one process until a time,
    // so no other delivers it too, and one that died is retried once its claim runs out.
    // A lease names the one process that does the background work (reminders, expiry, the
    // bot's moves nobody is waiting for) until it expires.
    // PostgreSQL's baseline (store/postgres/schema.rs) is this schema.
    "
    ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET version = ply;
    ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
    ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
    CREATE TABLE leases (
        name       TEXT    PRIMARY KEY,
        holder     TEXT    NOT NULL,
        expires_at INTEGER NOT NULL
    );
    ",
    // 10: results as keys and values, not sentences, so each reader words them in their own
    // language. The reason becomes its stable key (rules::Reason::key); a limit's number and an
    // Amalgamated Chess score (in half-points) get columns of their own, read out of the
    // English result texts stored so far ("Draw: 120 half-moves without a capture", "… — on
    // points White 65, Black 67.5: Black wins"), which are then dropped.
    "
    ALTER TABLE games ADD COLUMN reason_limit INTEGER;
    ALTER TABLE games ADD COLUMN points_first INTEGER;
    ALTER TABLE games ADD COLUMN points_second INTEGER;
    UPDATE games SET reason = CASE reason
        WHEN 'perpetual check' THEN 'perpetual-check'
        WHEN 'threefold repetition' THEN 'repetition'
        WHEN 'no attacking pieces' THEN 'no-attacking-pieces'
        WHEN 'move limit' THEN 'move-limit'
        WHEN 'the Gauntlet' THEN 'gauntlet'
        WHEN 'turn limit' THEN 'turn-limit'
        WHEN 'capture of the royal stone' THEN 'royal-captured'
        WHEN 'no legal action' THEN 'no-legal-action'
        WHEN 'capture of the Prince' THEN 'prince-captured'
        WHEN 'bare Prince' THEN 'bare-prince'
        WHEN 'dead position' THEN 'dead-position'
        ELSE reason END
    WHERE reason IS NOT NULL;
    UPDATE games SET reason_limit = CAST(substr(result_text, 7,
            instr(result_text, ' half-moves without') - 7) AS INTEGER)
        WHERE reason = 'move-limit' AND result_text LIKE 'Draw: % half-moves without%';
    UPDATE games SET reason_limit = CAST(substr(result_text, 7,
            instr(result_text, ' full turns played') - 7) AS INTEGER)
        WHERE reason = 'turn-limit' AND result_text LIKE 'Draw: % full turns played%';
    UPDATE games SET
        points_first = CAST(round(2 * CAST(substr(result_text,
            instr(result_text, 'on points White ') + 16,
            instr(result_text, ', Black ') - instr(result_text, 'on points White ') - 16)
            AS REAL)) AS INTEGER),
        points_second = CAST(round(2 * CAST(substr(
            substr(result_text, instr(result_text, ', Black ') + 8), 1,
            instr(substr(result_text, instr(result_text, ', Black ') + 8), ':') - 1)
            AS REAL)) AS INTEGER)
        WHERE result_text LIKE '% — on points White %, Black %:%';
    ALTER TABLE games DROP COLUMN result_text;
    ",
    // 11: the language of a server's public posts (a Discord locale code, `/settings
    // language`); none chosen means the server's Discord language, else English. That one is
    // noted as commands bring it (Discord's `guild_locale`), for posts no command brings (the
    // bot's moves, reminders).
    "
    ALTER TABLE server_settings ADD COLUMN language TEXT;
    ALTER TABLE server_settings ADD COLUMN discord_language TEXT;
    ",
    // 12: threads the bot started for a game (`/challenge thread:`), each with the channel it
    // belongs to: a game played in one is seen by whoever sees that channel, also once the
    // thread is archived (Discord then no longer sends it). A server's default for new
    // challenges: 1 in a thread, 0 in the channel, NULL the bot's default (the channel).
    "
    CREATE TABLE threads (
        thread_id  INTEGER PRIMARY KEY,
        parent_id  INTEGER NOT NULL,
        server_id  INTEGER,
        created_at INTEGER NOT NULL
    );
    ALTER TABLE server_settings ADD COLUMN threads INTEGER CHECK (threads IN (0, 1));
    ",
    // 13: the engine's analyses of finished games, a position at a time, under the name of the
    // engine and settings that made them (`/analyse`); the hints taken in a game against the
    // bot (`/hint`).
    "
    CREATE TABLE analysis_positions (
        game_id     INTEGER NOT NULL REFERENCES games (id),
        engine      TEXT    NOT NULL,
        ply         INTEGER NOT NULL,
        lines       TEXT    NOT NULL,
        searched_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, engine, ply)
    );
    ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    ",
    // 14: puzzles (the starter bank, `server_id` NULL, and those cut from a server's analysed
    // games), who tried which (`progress`: plies of the solution played), and puzzle ratings
    // per server, game and member (Glicko-2, as game ratings).
    "
    CREATE TABLE puzzles (
        id          INTEGER PRIMARY KEY,
        game        TEXT    NOT NULL,
        position    TEXT    NOT NULL,
        moves       TEXT    NOT NULL,
        theme       TEXT    NOT NULL CHECK (theme IN ('mate', 'advantage')),
        server_id   INTEGER,
        source_game INTEGER REFERENCES games (id),
        rating      REAL    NOT NULL DEFAULT 1500,
        deviation   REAL    NOT NULL DEFAULT 350,
        volatility  REAL    NOT NULL DEFAULT 0.06,
        created_at  INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX puzzles_once ON puzzles (game, position, COALESCE(server_id, 0));
    CREATE TABLE puzzle_attempts (
        user_id     INTEGER NOT NULL,
        puzzle_id   INTEGER NOT NULL REFERENCES puzzles (id),
        server_id   INTEGER NOT NULL,
        progress    INTEGER NOT NULL DEFAULT 0,
        status      TEXT    NOT NULL DEFAULT 'open'
                    CHECK (status IN ('open', 'solved', 'failed')),
        started_at  INTEGER NOT NULL,
        finished_at INTEGER,
        PRIMARY KEY (user_id, puzzle_id)
    );
    CREATE UNIQUE INDEX puzzle_attempts_one_open ON puzzle_attempts (user_id)
        WHERE status = 'open';
    CREATE TABLE puzzle_ratings (
        server_id  INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        user_id    INTEGER NOT NULL,
        rating     REAL    NOT NULL,
        deviation  REAL    NOT NULL,
        volatility REAL    NOT NULL,
        solved     INTEGER NOT NULL DEFAULT 0,
        failed     INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (server_id, game, user_id)
    );
    -- The daily puzzle: where and at which hour (UTC) each server wants it, and each day's,
    -- once (the outbox, rebuilt to allow its kind, posts it).
    CREATE TABLE daily_settings (
        server_id  INTEGER PRIMARY KEY,
        channel_id INTEGER NOT NULL,
        hour       INTEGER NOT NULL CHECK (hour BETWEEN 0 AND 23),
        updated_at INTEGER NOT NULL
    );
    CREATE TABLE daily_puzzles (
        id         INTEGER PRIMARY KEY,
        server_id  INTEGER NOT NULL,
        day        INTEGER NOT NULL,
        puzzle_id  INTEGER NOT NULL REFERENCES puzzles (id),
        channel_id INTEGER NOT NULL,
        created_at INTEGER NOT NULL,
        UNIQUE (server_id, day)
    );
    CREATE TABLE outbox_new (
        id            INTEGER PRIMARY KEY,
        kind          TEXT    NOT NULL
                      CHECK (kind IN ('reminder', 'expired', 'turn', 'daily')),
        ref_id        INTEGER NOT NULL,
        channel_id    INTEGER NOT NULL,
        text          TEXT,
        ping          INTEGER,
        ply           INTEGER,
        attempts      INTEGER NOT NULL DEFAULT 0,
        due_at        INTEGER NOT NULL,
        failed        TEXT,
        created_at    INTEGER NOT NULL,
        claimed_by    TEXT,
        claimed_until INTEGER
    );
    INSERT INTO outbox_new (id, kind, ref_id, channel_id, text, ping, ply, attempts, due_at,
                            failed, created_at, claimed_by, claimed_until)
        SELECT id, kind, ref_id, channel_id, text, ping, ply, attempts, due_at, failed,
               created_at, claimed_by, claimed_until
        FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_new RENAME TO outbox;
    CREATE INDEX outbox_due ON outbox (failed, due_at);
    ",
    // 15: live time controls. A challenge and its game name the control (NULL: a
    // correspondence game); a game keeps each side's time left when the running turn began,
    // when it began, the deadline it runs to (indexed for the timers that flag games) and
    // which sides have made their first move (bits 1 and 2); each move keeps its mover's time
    // left after it. The outbox (rebuilt once more) also posts flags. Ratings are kept by
    // pace (live games apart from correspondence, as lichess rates speeds apart): the table
    // is rebuilt with `pace` in its key, every existing rating a correspondence one.
    "
    CREATE TABLE ratings_new (
        server_id  INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        pace       TEXT    NOT NULL CHECK (pace IN ('live', 'correspondence')),
        user_id    INTEGER NOT NULL,
        name       TEXT    NOT NULL,
        rating     REAL    NOT NULL,
        deviation  REAL    NOT NULL,
        volatility REAL    NOT NULL,
        wins       INTEGER NOT NULL DEFAULT 0,
        losses     INTEGER NOT NULL DEFAULT 0,
        draws      INTEGER NOT NULL DEFAULT 0,
        updated_at INTEGER NOT NULL,
        PRIMARY KEY (server_id, game, pace, user_id)
    ) WITHOUT ROWID;
    INSERT INTO ratings_new (server_id, game, pace, user_id, name, rating, deviation,
                             volatility, wins, losses, draws, updated_at)
        SELECT server_id, game, 'correspondence', user_id, name, rating, deviation,
               volatility, wins, losses, draws, updated_at
        FROM ratings;
    DROP TABLE ratings;
    ALTER TABLE ratings_new RENAME TO ratings;
    CREATE INDEX ratings_by_rating ON ratings (server_id, game, pace, rating DESC);
    ALTER TABLE challenges ADD COLUMN clock_initial_ms INTEGER CHECK (clock_initial_ms > 0);
    ALTER TABLE challenges ADD COLUMN clock_increment_ms INTEGER
        CHECK (clock_increment_ms >= 0);
    ALTER TABLE games ADD COLUMN clock_initial_ms INTEGER CHECK (clock_initial_ms > 0);
    ALTER TABLE games ADD COLUMN clock_increment_ms INTEGER CHECK (clock_increment_ms >= 0);
    ALTER TABLE games ADD COLUMN clock_first_ms INTEGER;
    ALTER TABLE games ADD COLUMN clock_second_ms INTEGER;
    ALTER TABLE games ADD COLUMN clock_since_ms INTEGER;
    ALTER TABLE games ADD COLUMN clock_deadline_ms INTEGER;
    ALTER TABLE games ADD COLUMN clock_moved INTEGER CHECK (clock_moved BETWEEN 0 AND 3);
    ALTER TABLE games ADD COLUMN clock_shown INTEGER NOT NULL DEFAULT 0 CHECK (clock_shown IN (0, 1));
    CREATE INDEX games_deadline ON games (clock_deadline_ms)
        WHERE status = 'active' AND clock_deadline_ms IS NOT NULL;
    ALTER TABLE moves ADD COLUMN clock_ms INTEGER;
    CREATE TABLE outbox_new (
        id            INTEGER PRIMARY KEY,
        kind          TEXT    NOT NULL
                      CHECK (kind IN ('reminder', 'expired', 'turn', 'daily', 'flag')),
        ref_id        INTEGER NOT NULL,
        channel_id    INTEGER NOT NULL,
        text          TEXT,
        ping          INTEGER,
        ply           INTEGER,
        attempts      INTEGER NOT NULL DEFAULT 0,
        due_at        INTEGER NOT NULL,
        failed        TEXT,
        created_at    INTEGER NOT NULL,
        claimed_by    TEXT,
        claimed_until INTEGER
    );
    INSERT INTO outbox_new (id, kind, ref_id, channel_id, text, ping, ply, attempts, due_at,
                            failed, created_at, claimed_by, claimed_until)
        SELECT id, kind, ref_id, channel_id, text, ping, ply, attempts, due_at, failed,
               created_at, claimed_by, claimed_until
        FROM outbox;
    DROP TABLE outbox;
    ALTER TABLE outbox_new RENAME TO outbox;
    CREATE INDEX outbox_due ON outbox (failed, due_at);
    ",
    // 16: tournaments, their players and their boards; whether members may announce them.
    "
    CREATE TABLE tournaments (
        id                 INTEGER PRIMARY KEY,
        server_id          INTEGER NOT NULL,
        channel_id         INTEGER NOT NULL,
        thread_id          INTEGER,
        message_id         INTEGER,
        name               TEXT    NOT NULL,
        game               TEXT    NOT NULL,
        format             TEXT    NOT NULL
                           CHECK (format IN ('round-robin', 'double-round-robin', 'swiss')),
        rounds             INTEGER NOT NULL CHECK (rounds >= 0),
        clock_initial_ms   INTEGER CHECK (clock_initial_ms > 0),
        clock_increment_ms INTEGER CHECK (clock_increment_ms >= 0),
        round_limit_s      INTEGER CHECK (round_limit_s > 0),
        organiser_id       INTEGER NOT NULL,
        organiser          TEXT    NOT NULL,
        engine_level       INTEGER,
        status             TEXT    NOT NULL
                           CHECK (status IN ('open', 'running', 'finished', 'cancelled')),
        round              INTEGER NOT NULL DEFAULT 0,
        round_ends_at      INTEGER,
        announced          INTEGER NOT NULL DEFAULT 0,
        first_side         TEXT    CHECK (first_side IN ('first', 'second')),
        starts_at          INTEGER,
        created_at         INTEGER NOT NULL,
        finished_at        INTEGER
    );
    CREATE INDEX tournaments_by_server ON tournaments (server_id, status);
    CREATE TABLE tournament_players (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
        user_id       INTEGER NOT NULL,
        name          TEXT    NOT NULL,
        engine_level  INTEGER,
        seat          INTEGER,
        rating        INTEGER,
        joined_at     INTEGER NOT NULL,
        withdrawn     INTEGER,
        PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE tournament_boards (
        tournament_id INTEGER NOT NULL REFERENCES tournaments (id),
        round         INTEGER NOT NULL,
        board         INTEGER NOT NULL,
        first_id      INTEGER NOT NULL,
        second_id     INTEGER,
        thread_id     INTEGER,
        game_id       INTEGER UNIQUE REFERENCES games (id),
        result        TEXT    CHECK (result IN ('first', 'second', 'draw', 'first-forfeit',
                                                'second-forfeit', 'double-forfeit', 'bye')),
        claimed_by    TEXT,
        claimed_until INTEGER,
        PRIMARY KEY (tournament_id, round, board)
    );
    ALTER TABLE server_settings ADD COLUMN tournaments INTEGER CHECK (tournaments IN (0, 1));
    ",
    // Personal links to the board page (web/links.rs): the SHA-256 of each link's secret, so a
    // copy of the database holds no working link.
    "
    CREATE TABLE board_links (
        secret_hash TEXT    PRIMARY KEY,
        game_id     INTEGER  NOT NULL REFERENCES games (id),
        user_id     INTEGER  NOT NULL,
        lang        TEXT    NOT NULL,
        created_at  INTEGER  NOT NULL,
        expires_at  INTEGER  NOT NULL,
        revoked_at  INTEGER
    );
    CREATE INDEX board_links_by_user ON board_links (user_id, game_id);
    ",
    // Lessons (store/learn.rs): each member's stars per exercise, and the exercise they are
    // on in each game with its moves so far (`touched` counts up per member: the game they
    // learned last, whatever the clock says).
    "
    CREATE TABLE learn_stars (
        user_id   INTEGER NOT NULL,
        game      TEXT    NOT NULL,
        exercise  TEXT    NOT NULL,
        stars     INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 3),
        solved_at INTEGER NOT NULL,
        PRIMARY KEY (user_id, game, exercise)
    );
    CREATE TABLE learn_attempts (
        user_id    INTEGER NOT NULL,
        game       TEXT    NOT NULL,
        exercise   TEXT    NOT NULL,
        moves      TEXT    NOT NULL,
        updated_at INTEGER NOT NULL,
        touched    INTEGER NOT NULL,
        PRIMARY KEY (user_id, game)
    );
    ",
    // Personal links to a member's lessons on the board page (host/learn_page.rs), kept as
    // the board links are: the SHA-256 of the secret only.
    "
    CREATE TABLE learn_links (
        secret_hash TEXT    PRIMARY KEY,
        user_id     INTEGER NOT NULL,
        user_name   TEXT    NOT NULL,
        server_id   INTEGER,
        game        TEXT    NOT NULL,
        lang        TEXT    NOT NULL,
        created_at  INTEGER NOT NULL,
        expires_at  INTEGER NOT NULL,
        revoked_at  INTEGER
    );
    CREATE INDEX learn_links_by_user ON learn_links (user_id);
    ",
    // Channels where the bot may only answer interactions (the app installed to a member's
    // account, used in a DM, a group DM, or a server that did not add the bot): what it
    // would post there by itself waits in the outbox for the next interaction
    // (store/reach.rs).
    "
    CREATE TABLE answer_only_channels (
        channel_id INTEGER PRIMARY KEY,
        noted_at   INTEGER NOT NULL
    );
    ",
];

/// Applies the migrations `conn` has not had yet; returns the version it is at now.
///
/// # Errors
/// The database is newer than this build, or SQLite failed (nothing is half applied).
pub fn migrate(conn: &mut Connection) -> Result<usize, MigrateError> {
    let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(failure)?;
    let found = usize::try_from(found).unwrap_or(usize::MAX);
    if found > MIGRATIONS.len() {
        return Err(MigrateError::TooNew { found, known: MIGRATIONS.len() });
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(found) {
        let tx = conn
            .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
            .map_err(failure)?;
        // Another process may have migrated while we waited for the lock.
        let now: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0)).map_err(failure)?;
        if usize::try_from(now).unwrap_or(usize::MAX) > i {
            continue;
        }
        tx.execute_batch(sql)
            .map_err(|e| MigrateError::Failed { number: i + 1, source: failure(e) })?;
        tx.pragma_update(None, "user_version", i as i64 + 1).map_err(failure)?;
        tx.commit().map_err(failure)?;
    }
    Ok(MIGRATIONS.len())
}
