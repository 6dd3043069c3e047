//! Whole games through the host on a real database: every playable game to its end, a restart
//! in the middle, and what the store holds afterwards.
#![allow(clippy::unwrap_used)]

use crate::common::{Fixture, PLACE, Rng, Said, actor, player, png_size, raw};
use bot::{model::Place, store::GameStatus};
use rules::{Game, GameId};

/// Plays random legal moves through the host until the game ends (resigning after `cap`
/// plies, so no game runs for ever); checks every reply on the way. Returns the game id.
fn play_out(
    fx: &mut Fixture,
    game: GameId,
    place: Place,
    seed: u64,
    cap: usize,
    reopen_at: Option<usize>,
) -> bot::model::GameNo {
    let start = fx.start(game, place);
    let (w, h) = png_size(&start.image.as_ref().unwrap().png);
    assert!(w.min(h) >= 600, "{game:?} picture {w}×{h}");
    let id = fx.host.snapshot(place).unwrap().row.id;
    let mut shadow = Game::new(game);
    let mut rng = Rng::new(seed);
    let mut plies = 0;
    while shadow.outcome().is_none() {
        if Some(plies) == reopen_at {
            fx.reopen();
        }
        let snapshot = fx.host.snapshot(place).unwrap();
        assert_eq!(snapshot.position, shadow.position_string(), "{game:?} ply {plies}");
        assert_eq!(snapshot.row.ply as usize, shadow.moves().len());
        let mover = player(shadow.side_to_move());
        if plies >= cap {
            let reply = fx.host.resign(&actor(&mover), place).unwrap();
            shadow.resign(shadow.side_to_move());
            assert!(reply.said().contains("resigns"), "{}", reply.said());
            break;
        }
        let moves = shadow.legal_moves();
        let m = &moves[rng.below(moves.len())];
        // Half the moves are typed in another accepted spelling where the game has one.
        let typed = if plies % 2 == 1 { m.aliases.first().unwrap_or(&m.text) } else { &m.text };
        let reply = fx.host.play_move(&actor(&mover), place, typed, None).unwrap();
        let played = shadow.play(&m.text).unwrap();
        assert!(reply.said().contains(played.display()), "{} / {}", reply.said(), played.display());
        let png = &reply.image.as_ref().unwrap().png;
        assert_eq!(png_size(png), (w, h));
        plies += 1;
    }
    let row = fx.host.snapshot_by_id(id).unwrap().row;
    assert_eq!(row.status, GameStatus::Finished);
    assert_eq!(row.outcome.as_ref(), shadow.outcome());
    // The stored moves replay to the same game, ply for ply.
    let stored = fx.host.moves_of(id).unwrap();
    assert_eq!(stored.len(), shadow.moves().len());
    for (i, (m, text)) in stored.iter().zip(shadow.moves()).enumerate() {
        assert_eq!(m.ply as usize, i + 1);
        assert_eq!(&m.canonical, text);
    }
    let replayed = Game::replay(game, Some(&row.start), shadow.moves()).unwrap();
    assert_eq!(replayed.position_string(), shadow.position_string());
    assert_eq!(stored.last().unwrap().position_after, shadow.position_string());
    id
}

fn a_full_game_of_every_playable_game_through_the_host(mut fx: Fixture) {
    for (i, game) in GameId::ALL.into_iter().enumerate() {
        let place = Place::new(10, 200 + i as u64);
        play_out(&mut fx, game, place, 7 + i as u64, 400, None);
    }
    // Every game ended on its own or by resignation, and each channel is free again.
    assert_eq!(fx.int("SELECT count(*) FROM games WHERE status = 'active'"), 0);
    let finished = fx.int("SELECT count(*) FROM games WHERE status = 'finished'");
    let playable = GameId::ALL.into_iter().count() as i64;
    assert_eq!(finished, playable);
}

fn games_end_by_the_rules_not_only_by_resignation(mut fx: Fixture) {
    // Abstract Chess games end quickly by capture of the royal stone; with no cap, the game
    // must reach a result the rules declare.
    let id = play_out(&mut fx, GameId::Abstract, PLACE, 3, usize::MAX, None);
    let reason = fx.text(&format!("SELECT reason FROM games WHERE id = {id}"));
    assert_ne!(reason, "resignation");
}

fn closing_and_reopening_the_database_mid_game_carries_on(mut fx: Fixture) {
    play_out(&mut fx, GameId::Xiangqi, PLACE, 11, 60, Some(25));
    // And a game left open survives a restart exactly as it was.
    let place = Place::new(10, 101);
    fx.start(GameId::American, place);
    let mover = player(rules::Side::First);
    let mut shadow = Game::new(GameId::American);
    let first = shadow.legal_moves()[0].text.clone();
    fx.host.play_move(&actor(&mover), place, &first, None).unwrap();
    shadow.play(&first).unwrap();
    let before = fx.host.snapshot(place).unwrap();
    fx.reopen();
    let after = fx.host.snapshot(place).unwrap();
    assert_eq!(after.position, before.position);
    assert_eq!(after.row, before.row);
    let reply = shadow.legal_moves()[0].text.clone();
    fx.host.play_move(&actor(&player(rules::Side::Second)), place, &reply, None).unwrap();
    assert_eq!(fx.host.snapshot(place).unwrap().row.ply, 2);
}

#[test]
fn the_database_file_is_created_with_its_folder_and_wal() {
    let fx = Fixture::new();
    let nested = fx.path().with_file_name("a/b/bot.sqlite3");
    let renderer = fx.renderer.clone();
    let host = bot::host::Host::open(
        &nested,
        renderer,
        std::sync::Arc::new(fx.clock.clone()),
        Default::default(),
    );
    assert!(host.is_ok());
    let conn = raw(&nested);
    let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0)).unwrap();
    assert_eq!(mode, "wal");
    let version: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0)).unwrap();
    assert_eq!(version as usize, bot::store::sqlite::schema::MIGRATIONS.len());
}

on_both_stores!(
    games_end_by_the_rules_not_only_by_resignation,
    a_full_game_of_every_playable_game_through_the_host,
    closing_and_reopening_the_database_mid_game_carries_on,
);
