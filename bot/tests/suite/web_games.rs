//! Each of the five games played to its end on the board page: two players in two browser
//! pages make every move by clicking (a piece and a point, a piece in hand, one of the page's
//! choices), a third page watches, and every move's board post reaches the channel. Each game
//! starts near its end, from a position chosen so that a few moves use the game's own kinds
//! of move: Chess 1999's drop and APC promotion choice, Abstract Chess's transfer, American
//! Chess's automatic promotion and forced pass, Amalgamated Chess's promotion and demotion
//! across the river. Every expectation is the rules crate's, replaying the same moves.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::browser;
use crate::page_server;

use std::sync::{Arc, mpsc};

use crate::common::{Fixture, PLACE, actor, alice, bob, carol};
use bot::{
    host::{Answer, Say},
    i18n::{Lang, Markup, Plain},
    model::{SideChoice, User, UserId},
    store::GameStatus,
    text::{Arg, Text},
    web,
};
use page_server::{Server, at_ply, cell, link};
use rules::{Cell, Game, GameId, LegalMove, Side};
use serde_json::{Value, json};

/// How a player makes a move on the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum How {
    /// The piece, then the point it goes to: exactly one legal move joins them.
    Cells,
    /// The same clicks onto one's own stack (Abstract Chess): a stone passes to it.
    Transfer,
    /// The same clicks, then one of the page's choices: several legal moves join the points.
    Choice,
    /// The piece in one's hand, then the empty point it is dropped on.
    Drop,
}

/// A game from `start` (the first side to move, Alice), played to its end by `moves`.
struct Script {
    game: GameId,
    start: &'static str,
    moves: &'static [(&'static str, How)],
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn xiangqi_ends_in_a_mate_played_by_clicks() {
    // Red's Chariot takes rank 9, the General steps aside, the other Chariot mates on rank 10.
    play_to_the_end(&Script {
        game: GameId::Xiangqi,
        start: "4k4/9/9/9/9/9/9/9/9/RR1K5 w - - 0 1",
        moves: &[("a1a9", How::Cells), ("e10f10", How::Cells), ("b1b10", How::Cells)],
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn american_chess_ends_on_a_promotion_and_a_forced_pass() {
    // The Soldier's capture on f9 makes it a General at once (the promotion has no choice)
    // and takes Red's last piece: Red can only pass, the rules pass for it, and the turn ends
    // with only Blue in the Gauntlet.
    play_to_the_end(&Script {
        game: GameId::American,
        start: "11/3P7/11/5q5/11/11/11/11/4Q6 w 1",
        moves: &[("d8e8", How::Cells), ("f6f9", How::Cells), ("e8f9", How::Cells)],
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn amalgamated_chess_promotes_and_demotes_across_the_river_to_a_bare_prince() {
    // The Horse crosses and becomes a Knight, Black's Pawn crosses and becomes a Soldier, and
    // the Knight takes it with a jump back home, a Horse again: Black has a bare Prince.
    play_to_the_end(&Script {
        game: GameId::Amalgamated,
        start: "4k3/8/8/6p1/8/3N4/8/4K3 w 0 1",
        moves: &[("d3e5", How::Cells), ("g5g4", How::Cells), ("e5g4", How::Cells)],
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abstract_chess_transfers_a_stone_and_takes_the_royal_stone() {
    // The rules' own example X5: a stone from the 2-stack to the 5-stack makes a Queen.
    play_to_the_end(&Script {
        game: GameId::Abstract,
        start: "7k/6T1/7N/8/1r6/2r5/8/K7 w 0 1",
        moves: &[("h6g7", How::Transfer), ("h8g8", How::Cells), ("g7g8", How::Cells)],
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn chess_1999_promotes_by_choice_and_mates_with_a_drop() {
    // The APC on m12 reaches the last line and becomes a Helicopter (one of four choices);
    // the Fighter jet dropped from the hand on g5 mates the General between its Bombers.
    play_to_the_end(&Script {
        game: GameId::Chess1999,
        start: "5bkb5/12A/13/i12/13/13/13/13/13/13/13/6K6/13[J] w 0 1",
        moves: &[("m12m13=H", How::Choice), ("a10a9", How::Cells), ("J@g5", How::Drop)],
    })
    .await;
}

/// Users by name, as the page shows them (the web adapter's own markup: no Discord mentions,
/// no bold).
struct Names;

impl Markup for Names {
    fn user(&self, id: UserId) -> String {
        [alice(), bob(), carol()]
            .into_iter()
            .find(|u| u.id == id)
            .map_or_else(|| format!("@{}", id.0), |u| u.name)
    }
    fn console(&self) -> bool {
        false
    }
}

fn side_key(side: Side) -> &'static str {
    if side == Side::First { "first" } else { "second" }
}

/// The player of `side`: Alice challenged as the first side, Bob accepted.
fn player(side: Side) -> User {
    if side == Side::First { alice() } else { bob() }
}

fn at_cell(c: Cell) -> String {
    cell(c.file(), c.rank())
}

/// Plays `script` on the page to the game's end and checks every page, the channel and the
/// host's record against the rules crate playing the same moves.
async fn play_to_the_end(script: &Script) {
    let fx = Fixture::new();
    let host = Arc::new(fx.second_host());
    let (first, second) = (alice(), bob());
    host.challenge(
        &actor(&first),
        PLACE,
        &second,
        script.game,
        SideChoice::First,
        Some(script.start),
        None,
    )
    .unwrap();
    host.answer_challenge_here(&actor(&second), PLACE, Answer::Accept).unwrap();
    let id = host.snapshot(PLACE).unwrap().row.id;
    let mut rules = Game::from_position(script.game, script.start).unwrap();

    let (posts, posted) = mpsc::channel();
    let server = Server::start(&host, 0, posts);
    let secrets = [&first, &second, &carol()].map(|u| link(&host, u, id, PLACE));
    let browser = browser::Browser::launch().await;
    let mut pages = Vec::new();
    for secret in &secrets {
        pages.push(browser.open(&web::link_address(&server.url(), secret)).await);
    }
    for page in &pages {
        page.wait_for(&at_ply(0), "the first state").await;
    }
    let watcher = &pages[2];
    assert_eq!(drawn(watcher).await, expected(&rules), "the start as the rules have it");

    for &(text, how) in script.moves {
        let mover = rules.side_to_move();
        let page = &pages[if mover == Side::First { 0 } else { 1 }];
        let legal = rules.parse_move(text).unwrap();
        make(page, &rules, &legal, how).await;
        let played = rules.play(text).unwrap();
        let plies = rules.moves().len();
        for page in &pages {
            page.wait_for(&at_ply(plies), &format!("{text} on every page")).await;
        }
        let post = posted.recv_timeout(browser::PATIENCE).unwrap();
        let Say::Turn(reply) = &post.say else { panic!("not a board post: {:?}", post.say) };
        assert_eq!(post.channel, PLACE.channel);
        assert!(reply.image.is_some(), "the channel's post carries the board");
        let words = reply.text.words(Lang::EnUs, &Plain);
        assert!(words.contains(played.text()), "{text} is posted: {words}");
        assert_eq!(drawn(watcher).await, expected(&rules), "the watcher's board after {text}");
    }

    // The game is over, as the rules say, on every page and in the host's record.
    let outcome = rules.outcome().cloned().expect("the script ends the game");
    let now = host.page(&secrets[2]).unwrap();
    assert_eq!(now.row.status, GameStatus::Finished);
    assert_eq!(now.row.outcome.as_ref(), Some(&outcome), "the host's result");
    let status = now.status.words(Lang::EnUs, &Names).replace("**", "");
    if let Some(winner) = outcome.winner {
        let side = Text::from(Arg::side(script.game, winner)).words(Lang::EnUs, &Names);
        assert!(status.contains(&side), "the winner, {side}, is named: {status}");
    }
    for page in &pages {
        let shown = format!("document.getElementById('status').textContent === {}", json!(status));
        page.wait_for(&shown, "the result on every page").await;
        assert_eq!(
            page.eval("document.querySelectorAll('.dot, .capture, .transfer').length").await,
            json!(0)
        );
        assert_eq!(page.eval("document.getElementById('game-controls').hidden").await, json!(true));
    }
    let recorded = host.moves_of(id).unwrap();
    let plies = rules.plies();
    let record: Vec<_> = recorded.iter().map(|m| (m.side, m.canonical.clone(), m.player)).collect();
    let wanted: Vec<_> = plies
        .iter()
        .map(|p| (p.side, p.text.clone(), (!p.forced).then(|| player(p.side).id)))
        .collect();
    assert_eq!(record, wanted, "the host recorded every move, and who made it");
    let listed = watcher
        .eval("[...document.querySelectorAll('#moves li')].map((li) => li.textContent)")
        .await;
    let listed: Vec<String> = serde_json::from_value(listed).unwrap();
    assert_eq!(listed.len(), plies.len(), "the watcher's list: {listed:?}");
    for (shown, ply) in listed.iter().zip(&plies) {
        assert!(shown.contains(&ply.display), "{shown:?} is {:?}", ply.display);
    }
    assert!(posted.try_recv().is_err(), "one post per move");
}

/// Makes `legal` on `page` by clicks, as `how` says, checking on the way that the page offers
/// what the rules allow.
async fn make(page: &browser::Page<'_>, rules: &Game, legal: &LegalMove, how: How) {
    let all = rules.legal_moves();
    let to = legal.to.expect("every scripted move goes somewhere");
    let marks =
        "document.querySelectorAll('#board .dot, #board .capture, #board .transfer').length";
    if how == How::Drop {
        assert!(legal.from.is_none(), "{} is a drop", legal.text);
        let letter = legal.text.split('@').next().unwrap();
        let dropping = all.iter().filter(|m| m.text.starts_with(&format!("{letter}@"))).count();
        // The player's own hand is drawn below the board.
        let button = format!("#hand-bottom .in-hand[data-letter=\"{letter}\"]");
        let enabled = format!("document.querySelector({}).disabled === false", json!(button));
        page.wait_for(&enabled, "the piece in hand offered").await;
        page.click(&button).await;
        page.wait_for(&format!("{marks} === {dropping}"), "every point it may drop on").await;
        page.click(&at_cell(to)).await;
        return;
    }
    let from = legal.from.expect("a board move starts somewhere");
    let joined: Vec<&LegalMove> =
        all.iter().filter(|m| m.from == legal.from && m.to == legal.to).collect();
    if how == How::Choice {
        assert!(joined.len() > 1, "{} is one of several moves between its points", legal.text);
    } else {
        assert_eq!(joined.len(), 1, "{} alone joins its points", legal.text);
    }
    if how == How::Transfer {
        let view = rules.view();
        let target = view.pieces.iter().find(|p| p.cell == to).expect("a stack to take a stone");
        assert_eq!(target.piece.side, rules.side_to_move(), "{} ends on its own stack", legal.text);
    }
    let leaving = all.iter().filter(|m| m.from == legal.from).count();
    page.click(&at_cell(from)).await;
    page.wait_for(&format!("{marks} === {leaving}"), "the piece's moves marked").await;
    if how == How::Transfer {
        // Marked as a transfer onto one's own stack, not as a capture.
        let own = page.eval("document.querySelectorAll('#board .transfer').length").await;
        assert!(own.as_u64().unwrap() >= 1, "the transfer's mark");
    }
    page.click(&at_cell(to)).await;
    if how == How::Choice {
        page.wait_for("!document.getElementById('choices').hidden", "the choices").await;
        let offered = page
            .eval("[...document.querySelectorAll('#choices button')].map((b) => b.dataset.move)")
            .await;
        let mut offered: Vec<String> = serde_json::from_value(offered).unwrap();
        let mut wanted: Vec<String> = joined.iter().map(|m| m.text.clone()).collect();
        offered.sort();
        wanted.sort();
        assert_eq!(offered, wanted, "the page offers the rules' choices");
        page.click(&format!("#choices button[data-move=\"{}\"]", legal.text)).await;
    }
}

/// What the page's board shows: each piece's side, letter and promotion mark, each piece in
/// hand with its count (the watcher has the first side below), and the points held, as the
/// page's position list names them.
async fn drawn(page: &browser::Page<'_>) -> Vec<String> {
    let script = "[...document.querySelectorAll('#board g.piece')].map((g) => \
        `${g.classList.contains('first') ? 'first' : 'second'} ${g.dataset.letter}\
        ${g.querySelector('.promoted') ? '+' : ''}`).concat(\
        [['#hand-bottom', 'first'], ['#hand-top', 'second']].flatMap(([box, side]) => \
        [...document.querySelectorAll(`${box} .in-hand`)].map((b) => \
        `hand ${side} ${b.dataset.letter} ${(b.textContent.match(/×(\\d+)/) ?? [])[1]}`)), \
        [...document.querySelectorAll('#position li')].map((li) => \
        `at ${li.textContent.split(' ').pop()}`))";
    let value: Value = page.eval(script).await;
    let mut shown: Vec<String> = serde_json::from_value(value).unwrap();
    shown.sort();
    shown
}

/// The same, as the rules have it.
fn expected(rules: &Game) -> Vec<String> {
    let view = rules.view();
    let mut pieces: Vec<String> = view
        .pieces
        .iter()
        .map(|p| {
            let mark = if p.piece.promoted { "+" } else { "" };
            format!("{} {}{mark}", side_key(p.piece.side), p.piece.letter)
        })
        .chain(
            view.hands
                .iter()
                .map(|(side, p, n)| format!("hand {} {} {n}", side_key(*side), p.letter)),
        )
        .chain(view.pieces.iter().map(|p| format!("at {}", p.cell)))
        .collect();
    pieces.sort();
    pieces
}
