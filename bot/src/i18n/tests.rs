//! The catalogues' own checks, and the words for what the rules say.

use super::*;

/// What is wrong with the embedded catalogues: files that do not parse, keys defined twice,
/// and keys, attributes or arguments that one language has and English has not or the
/// other way round. Empty when all is well.
fn problems() -> Vec<String> {
    let mut problems = Vec::new();
    let shape = |lang: Lang, problems: &mut Vec<String>| {
        let mut entries = std::collections::BTreeMap::new();
        for (file, text) in lang.sources() {
            match FluentResource::try_new((*text).to_owned()) {
                Ok(resource) => {
                    for entry in resource.entries() {
                        let fluent_syntax::ast::Entry::Message(m) = entry else { continue };
                        let key = m.id.name.to_owned();
                        let mut parts = vec![(String::new(), m.value.as_ref().map(variables))];
                        for a in &m.attributes {
                            parts.push((a.id.name.to_owned(), Some(variables(&a.value))));
                        }
                        if entries.insert(key.clone(), parts).is_some() {
                            problems.push(format!("{}/{file}: {key} defined twice", lang.code()));
                        }
                    }
                }
                Err((_, errors)) => {
                    problems.push(format!("{}/{file} does not parse: {errors:?}", lang.code()));
                }
            }
        }
        entries
    };
    let english = shape(Lang::EnUs, &mut problems);
    for lang in Lang::ALL.into_iter().skip(1) {
        let other = shape(lang, &mut problems);
        for (key, parts) in &english {
            match other.get(key) {
                None => problems.push(format!("{} lacks {key}", lang.code())),
                Some(theirs) if theirs != parts => problems.push(format!(
                    "{} {key}: attributes or arguments {theirs:?}, English has {parts:?}",
                    lang.code()
                )),
                Some(_) => {}
            }
        }
        for key in other.keys().filter(|k| !english.contains_key(*k)) {
            problems.push(format!("{} has {key}, which English has not", lang.code()));
        }
    }
    problems
}

/// The arguments (`{ $name }`) a pattern uses, sorted.
fn variables(pattern: &fluent_syntax::ast::Pattern<&str>) -> Vec<String> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, out: &mut Vec<String>) {
        match e {
            InlineExpression::VariableReference { id } => out.push(id.name.to_owned()),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, out);
                }
            }
            InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }
    fn expression_vars(e: &Expression<&str>, out: &mut Vec<String>) {
        match e {
            Expression::Inline(i) => inline(i, out),
            Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    for element in &v.value.elements {
                        if let PatternElement::Placeable { expression } = element {
                            expression_vars(expression, out);
                        }
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, &mut out);
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_catalogue_has_every_key_with_the_same_arguments() {
    let problems = problems();
    assert!(problems.is_empty(), "{problems:#?}");
}

#[test]
fn a_language_without_a_catalogue_is_shown_in_english() {
    assert_eq!(Lang::from_locale("zh-CN"), Some(Lang::ZhCn));
    assert_eq!(Lang::from_locale("zh-tw"), Some(Lang::ZhTw));
    assert_eq!(Lang::from_locale("en-GB"), Some(Lang::EnUs));
    assert_eq!(Lang::from_locale("fr"), None);
    // A key only English has would be shown in English, not as its key.
    let english = CATALOGUE.text(Lang::EnUs, "cmd-board", None);
    assert_eq!(english, "board");
    assert_eq!(CATALOGUE.text(Lang::ZhCn, "cmd-board", None), "棋盘");
    assert_eq!(CATALOGUE.lookup(Lang::ZhTw, "no-such-key", None, None), None);
}

/// The English words for what the rules say read as they did when `rules` wrote them.
#[test]
fn what_the_rules_say_reads_the_same_in_english() {
    use rules::{BySide, Game, GameId, Outcome, Reason, Side};
    let refused = |game: GameId, position: Option<&str>, text: &str| {
        let g = match position {
            Some(p) => Game::from_position(game, p).unwrap(),
            None => Game::new(game),
        };
        let err = g.parse_move(text).unwrap_err();
        super::said(Lang::EnUs, game, &err.said())
    };
    let xiangqi = GameId::Xiangqi;
    assert_eq!(refused(xiangqi, None, "b1d2"), "the Horse's leg at c1 is blocked");
    assert_eq!(refused(xiangqi, None, "h8h1"), "the Cannon on h8 is Black's; it is Red's move");
    assert_eq!(refused(xiangqi, None, "C3+1"), "Red has no Cannon on file 3");
    assert_eq!(
        refused(xiangqi, None, "hello"),
        "`hello` is not a move: write the two points (h3e3) or WXF notation (C2=5)"
    );
    let tandem = "3k5/9/9/9/4C4/9/9/4C4/9/4K4 w - - 0 1";
    assert_eq!(
        refused(xiangqi, Some(tandem), "C5-1"),
        "C5-1 could be e3e2 (C--1) or e6e5 (C+-1): say which one, e.g. with + (front) or - (rear)"
    );
    let american = "5q5/11/r10/11/P10/11/p10/11/C4Q5 w 1";
    assert_eq!(
        refused(GameId::American, Some(american), "a1a7"),
        "the Artillery captures over exactly one screen, and there are 2 pieces between a1 and a7"
    );
    assert_eq!(
        refused(GameId::Abstract, None, "b1b3"),
        "b1 holds a 2-stack, which moves as a knight"
    );

    let outcome = |game, o: &Outcome| super::outcome(Lang::EnUs, game, o);
    let stalemate = Outcome::win(Side::Second, Reason::Stalemate);
    assert_eq!(outcome(xiangqi, &stalemate), "Black wins: Red has no legal move (stalemate)");
    let perpetual = Outcome::win(Side::Second, Reason::PerpetualCheck);
    assert_eq!(outcome(xiangqi, &perpetual), "Black wins: Red gave perpetual check");
    assert_eq!(
        outcome(xiangqi, &Outcome::draw(Reason::MoveLimit(120))),
        "Draw: 120 half-moves without a capture"
    );
    let gauntlet = Outcome::win(Side::Second, Reason::Gauntlet);
    assert_eq!(
        outcome(GameId::American, &gauntlet),
        "Red wins: Blue has no General left in the Gauntlet"
    );
    let points = Outcome::on_points(Reason::Agreement, BySide { first: 130, second: 135 });
    assert_eq!(
        outcome(GameId::Amalgamated, &points),
        "Draw by agreement — on points White 65, Black 67.5: Black wins"
    );
    let err = Game::new(xiangqi);
    let mut over = err;
    over.resign(Side::First);
    let after = over.parse_move("h3e3").unwrap_err();
    assert_eq!(
        super::said(Lang::EnUs, xiangqi, &after.said()),
        "the game is over: Black wins: Red resigned"
    );
}

/// The same in Chinese, in both scripts.
#[test]
fn what_the_rules_say_reads_in_chinese() {
    use rules::{Game, GameId, Outcome, Reason, Side};
    let g = Game::new(GameId::Xiangqi);
    let leg = g.parse_move("b1d2").unwrap_err().said();
    assert_eq!(super::said(Lang::ZhCn, GameId::Xiangqi, &leg), "马腿 c1 被绊住");
    assert_eq!(super::said(Lang::ZhTw, GameId::Xiangqi, &leg), "馬腿 c1 被絆住");
    let theirs = g.parse_move("h8h1").unwrap_err().said();
    assert_eq!(
        super::said(Lang::ZhCn, GameId::Xiangqi, &theirs),
        "h8 上的炮属于黑方；现在轮到红方走"
    );
    let mate = Outcome::win(Side::First, Reason::Checkmate);
    assert_eq!(super::outcome(Lang::ZhCn, GameId::Xiangqi, &mate), "红方胜：将死");
    assert_eq!(super::outcome(Lang::ZhTw, GameId::Xiangqi, &mate), "紅方勝：將死");
    assert_eq!(super::side_name(Lang::ZhTw, GameId::American, Side::First), "藍方");
    assert_eq!(super::game_name(Lang::ZhCn, GameId::Chess1999), "国际象棋 1999");
}

/// Every message the rules can produce is in every catalogue: each key in `rules`' list of
/// refusals, and every refusal, result and warning that thousands of attempted moves in
/// random positions of every game produce, is worded in every language without falling
/// back, and uses every argument it is given (a placeholder the words forget is a test
/// failure, not a silent gap).
#[test]
fn every_message_the_rules_produce_is_worded_in_every_language() {
    use std::collections::BTreeMap;

    use rules::{Game, GameId, Outcome, Reason, Side};

    // The keys `MoveFault::said` gives, read from its source, and those of the position
    // strings' refusals.
    let source = include_str!("../../../rules/src/fault.rs");
    let mut listed: Vec<&str> =
        source.split("s(\"").skip(1).filter_map(|rest| rest.split('"').next()).collect();
    assert!(listed.len() > 60, "{listed:?}");
    let fens = [
        include_str!("../../../rules/src/notation.rs"),
        include_str!("../../../rules/src/xiangqi/fen.rs"),
        include_str!("../../../rules/src/american/fen.rs"),
        include_str!("../../../rules/src/amalgamated/fen.rs"),
        include_str!("../../../rules/src/abstract_chess/fen.rs"),
        include_str!("../../../rules/src/chess1999/fen.rs"),
    ];
    let positions: Vec<String> = fens
        .iter()
        .flat_map(|f| f.split("\"position-").skip(1))
        .filter_map(|rest| rest.split('"').next())
        .map(|k| format!("position-{k}"))
        .collect();
    assert!(positions.len() > 30, "{positions:?}");
    listed.extend(positions.iter().map(String::as_str));
    let english = english_variables();
    for key in &listed {
        for lang in Lang::ALL {
            assert!(
                CATALOGUE.bundle(lang).is_some_and(|b| b.has_message(key)),
                "{} lacks {key}",
                lang.code()
            );
        }
    }

    let mut seen: BTreeMap<&'static str, usize> = BTreeMap::new();
    let mut check = |game: GameId, said: &rules::Said| {
        *seen.entry(said.key).or_default() += 1;
        let mut given: Vec<String> = said.args.iter().map(|(n, _)| (*n).to_owned()).collect();
        given.sort();
        let used = english.get(said.key).unwrap_or_else(|| panic!("English lacks {}", said.key));
        assert_eq!(&given, used, "{}: arguments given and used differ", said.key);
        for lang in Lang::ALL {
            let words = super::said::said_strictly(lang, game, said);
            assert!(words.as_deref().is_some_and(|w| !w.is_empty()), "{} {said}", lang.code());
        }
    };
    let mut rng = 0x9E37_79B9_7F4A_7C15_u64;
    let mut next = move |n: usize| {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        (rng % n as u64) as usize
    };
    let texts = [
        "pass",
        "hello",
        "e2e3=Q",
        "e2e3=N",
        "m12m13=T",
        "R@e5",
        "T@e5",
        "G@a5",
        "X@e5",
        "z9z9",
        "a11a10",
        "C5-1",
        "C2+9",
        "H9+1",
        "炮二进九",
        "车九进一",
        "你好",
        "兵七平六",
    ];
    for game in GameId::ALL {
        for _ in 0..12 {
            let mut g = Game::new(game);
            let plies = next(60);
            for _ in 0..plies {
                let moves = g.legal_moves();
                if moves.is_empty() {
                    break;
                }
                let m = moves[next(moves.len())].text.clone();
                let played = g.play(&m).unwrap();
                if let Some(w) = &played.warning {
                    check(game, w);
                }
            }
            let geometry = game.geometry();
            let cell = |i: usize| {
                format!(
                    "{}{}",
                    (b'a' + (i % usize::from(geometry.files)) as u8) as char,
                    i / usize::from(geometry.files) + 1
                )
            };
            let cells = usize::from(geometry.files) * usize::from(geometry.ranks);
            for _ in 0..300 {
                let text = format!("{}{}", cell(next(cells)), cell(next(cells)));
                if let Err(e) = g.parse_move(&text) {
                    check(game, &e.said());
                }
            }
            for text in texts {
                if let Err(e) = g.parse_move(text) {
                    check(game, &e.said());
                }
            }
        }
    }
    // Refused position strings: a wrong shape, and what each game rejects.
    let xiangqi_start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    let xiangqi = |tail: &str| format!("{xiangqi_start}{tail}");
    let bad_positions = [
        (GameId::Xiangqi, "junk".to_owned()),
        (GameId::Xiangqi, xiangqi(" x - - 0 1")),
        (GameId::Xiangqi, xiangqi(" w - - x 1")),
        (GameId::Xiangqi, xiangqi(" w - - 0 0")),
        (GameId::Xiangqi, xiangqi(" w x - 0 1")),
        (GameId::Xiangqi, xiangqi("/9 w - - 0 1")),
        (GameId::Xiangqi, xiangqi("R w - - 0 1").replacen("/9/", "/0/", 1)),
        (GameId::Xiangqi, xiangqi(" w - - 0 1").replace("RNBAKABNR", "RNBAKABN!")),
        (GameId::Xiangqi, xiangqi(" w - - 0 1").replace("RNBAKABNR", "RNBAKABN")),
        (GameId::Xiangqi, xiangqi(" w - - 0 1").replace("RNBAKABNR", "RNBAKABNRR")),
        (GameId::Xiangqi, xiangqi(" w - - 0 1").replace("RNBAKABNR", "RNBAKABN+R")),
        (GameId::Xiangqi, xiangqi(" w - - 0 1").replace("RNBAKABNR", "RNBAKABNX")),
        (GameId::Xiangqi, "3k5/9/9/9/9/9/9/9/9/K8 w - - 0 1".to_owned()),
        (GameId::Xiangqi, "3k5/9/9/9/9/9/9/9/9/4AK3 w - - 0 1".to_owned()),
        (GameId::Xiangqi, "3k5/9/9/9/9/9/9/9/9/R2K1R2R w - - 0 1".to_owned()),
        (GameId::Xiangqi, "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1".to_owned()),
        (GameId::Xiangqi, "4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1".to_owned()),
        (GameId::American, "M10/11/11/11/11/11/11/11/11 w 1".to_owned()),
        (GameId::American, "P10/11/11/11/11/11/11/11/11 w 1".to_owned()),
        (GameId::American, "11/11/11/11/11/11/11/11/11 w 99".to_owned()),
        (GameId::Amalgamated, "4k3/8/8/8/8/8/8/K7 w 0 1".to_owned()),
        (GameId::Amalgamated, "4k3/8/8/8/N7/8/8/4K3 w 0 1".to_owned()),
        (GameId::Amalgamated, "4k3/8/8/8/8/8/8/4K~3 w 0 1".to_owned()),
        (GameId::Amalgamated, "8/8/8/8/8/8/8/4K3 w 0 1".to_owned()),
        (GameId::Abstract, "4k3/8/8/8/8/8/8/3KK3 w 0 1".to_owned()),
        (GameId::Abstract, "8/8/8/8/8/8/8/4K3 w 0 1".to_owned()),
        (GameId::Abstract, "4k3/8/8/8/8/8/8/3+PK3 w 0 1".to_owned()),
        (GameId::Chess1999, "13/6k6/13/13/13/13/13/13/13/13/13/6K6/13 w 0 1".to_owned()),
        (GameId::Chess1999, "13/6k6/13/13/13/13/13/13/13/13/13/6K6/13[K] w 0 1".to_owned()),
        (GameId::Chess1999, "13/13/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1".to_owned()),
        (GameId::Chess1999, "6k6/13/13/13/13/13/13/13/13/13/13/K12/13[] w 0 1".to_owned()),
        (GameId::Chess1999, "I12/6k6/13/13/13/13/13/13/13/13/13/6K6/13[] w 0 1".to_owned()),
        (GameId::Chess1999, "13/6k6/13/13/13/13/13/13/+T12/13/13/6K6/13[] w 0 1".to_owned()),
        (GameId::Chess1999, "13/6k6/6J6/13/13/13/13/13/13/13/13/6K6/13[] w 0 1".to_owned()),
    ];
    for (game, text) in &bad_positions {
        match Game::from_position(*game, text) {
            Err(rules::GameError::Position(e)) => check(*game, e.said()),
            other => panic!("{game:?} {text}: {other:?}"),
        }
    }
    for game in GameId::ALL {
        for reason in Reason::ALL {
            let reason = match reason {
                Reason::MoveLimit(_) => Reason::MoveLimit(120),
                Reason::TurnLimit(_) => Reason::TurnLimit(100),
                r => r,
            };
            for side in Side::ALL {
                check(game, &Outcome::win(side, reason).said());
            }
            check(game, &Outcome::draw(reason).said());
            for points in [(6, 11), (11, 6), (8, 8)] {
                let points = rules::BySide { first: points.0, second: points.1 };
                check(game, &Outcome::on_points(reason, points).said());
            }
        }
    }
    eprintln!("{} messages seen: {seen:?}", seen.len());
    // The soak reaches most refusals; a few need positions it seldom builds.
    assert!(seen.len() > 40, "{seen:?}");
}

/// Each English message's variables, by key, sorted.
fn english_variables() -> std::collections::BTreeMap<String, Vec<String>> {
    let mut out = std::collections::BTreeMap::new();
    for (_, text) in Lang::EnUs.sources() {
        let resource = fluent_syntax::parser::parse(*text).unwrap_or_else(|(partial, _)| partial);
        for entry in resource.body {
            if let fluent_syntax::ast::Entry::Message(m) = entry
                && let Some(value) = &m.value
            {
                out.insert(m.id.name.to_owned(), variables(value));
            }
        }
    }
    out
}

/// The words pictures carry (`pictures.ftl`, and `rules.ftl`: results, side, game and piece
/// names) can all be drawn: the embedded font has every character of those files in every
/// language; and a finished game's picture with Chinese captions is drawn with them (it
/// differs from the English one, and decodes).
#[test]
fn every_catalogue_character_can_be_drawn_and_chinese_pictures_are() {
    let renderer = render::Renderer::new();
    for lang in Lang::ALL {
        for (file, text) in lang.sources() {
            if !["pictures.ftl", "rules.ftl"].contains(file) {
                continue;
            }
            let missing: std::collections::BTreeSet<char> =
                text.chars().filter(|&c| !c.is_control() && !renderer.has_glyph(c)).collect();
            assert!(missing.is_empty(), "{}/{file}: no glyph for {missing:?}", lang.code());
        }
    }
    let mut game = rules::Game::new(rules::GameId::Xiangqi);
    game.resign(rules::Side::Second);
    let view = game.view();
    let drawn = |lang| {
        let options =
            render::RenderOptions { captions: super::captions(lang, &view), ..Default::default() };
        let png = renderer.png(&view, &options).unwrap();
        image::load_from_memory(&png).unwrap().to_rgb8()
    };
    let chinese = drawn(Lang::ZhCn);
    assert_eq!(super::captions(Lang::ZhCn, &view).result.as_deref(), Some("红方胜：黑方认输"));
    assert!(chinese != drawn(Lang::EnUs));
    assert!(drawn(Lang::ZhTw) != chinese);
}

/// Every `msg!` (and `say!`) in the bot's sources names a message English has, and gives it
/// exactly the arguments it uses: no placeholder left unfilled (Fluent would show `{$name}`),
/// none given and forgotten by the words. Messages named without arguments (`say("key")`,
/// `Msg::new("key")`, `Refusal::keyed(kind, "key")`) must exist.
#[test]
fn every_message_is_given_exactly_the_arguments_it_uses() {
    let english = english_variables();
    let (mut calls, mut plain) = (0, 0);
    let mut problems = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut dirs = vec![root];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            // The macros' own modules and these tests only mention them (in docs and strings).
            if path.extension().is_none_or(|e| e != "rs")
                || path.ends_with("i18n/mod.rs")
                || path.ends_with("i18n/tests.rs")
                || path.ends_with("src/text.rs")
            {
                continue;
            }
            let source = std::fs::read_to_string(&path).unwrap();
            let with_args =
                calls_of(&source, "msg!(", 0).into_iter().chain(calls_of(&source, "say!(", 1));
            for (key, mut given) in with_args {
                calls += 1;
                given.sort();
                match english.get(&key) {
                    None => problems.push(format!("{}: no message {key}", path.display())),
                    Some(used) if *used != given => problems.push(format!(
                        "{}: {key} is given {given:?} and uses {used:?}",
                        path.display()
                    )),
                    Some(_) => {}
                }
            }
            let named = ["say(", "Msg::new(", "keyed("]
                .into_iter()
                .flat_map(|call| calls_of(&source, call, usize::MAX));
            for (key, _) in named {
                plain += 1;
                if !english.contains_key(&key) {
                    problems.push(format!("{}: no message {key}", path.display()));
                }
            }
        }
    }
    assert!(calls > 100, "only {calls} msg! calls found");
    assert!(plain > 40, "only {plain} messages named without arguments found");
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The calls `call…)` in `source` whose argument `key_at` is a message key (`usize::MAX`: the
/// first string literal among the arguments): each key and the names of its `name = value`
/// arguments.
fn calls_of(source: &str, call: &str, key_at: usize) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for (start, _) in source.match_indices(call) {
        // A longer name ending in `call` (`essay(`) is not this call.
        let before = source[..start].chars().next_back();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') && call != "Msg::new(" {
            continue;
        }
        let body = &source[start + call.len()..];
        // The call's text up to its closing parenthesis, split at top-level commas.
        let (mut depth, mut parts, mut part, mut in_string) = (0, Vec::new(), String::new(), false);
        for c in body.chars() {
            match c {
                '"' => in_string = !in_string,
                '(' | '[' | '{' if !in_string => depth += 1,
                ')' | ']' | '}' if !in_string && depth == 0 => break,
                ')' | ']' | '}' if !in_string => depth -= 1,
                ',' if !in_string && depth == 0 => {
                    parts.push(std::mem::take(&mut part));
                    continue;
                }
                _ => {}
            }
            part.push(c);
        }
        parts.push(part);
        let literal = |p: &String| {
            let p = p.trim();
            (p.len() >= 2 && p.starts_with('"') && p.ends_with('"'))
                .then(|| p[1..p.len() - 1].to_owned())
        };
        let key = match key_at {
            usize::MAX => parts.iter().find_map(literal),
            at => parts.get(at).and_then(literal),
        };
        let Some(key) = key else { continue };
        // A call in a doc example runs over several `//!` or `///` lines.
        let names = parts[..]
            .iter()
            .map(|p| p.replace("//!", " ").replace("///", " "))
            .filter_map(|p| p.split_once('=').map(|(name, _)| name.trim().to_owned()))
            .filter(|name| {
                !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_')
            })
            .collect();
        out.push((key, names));
    }
    out
}

/// Lengths of time read naturally: the two largest units, and a time that has not started is
/// no time at all.
#[test]
fn durations_read_naturally() {
    use std::time::Duration;

    use crate::{i18n::Plain, model::Moment, text::Text};
    let words = |d: Duration| Text::from(crate::text::Arg::Duration(d)).words(Lang::EnUs, &Plain);
    let s = Duration::from_secs;
    assert_eq!(words(s(3 * 86_400)), "3 days");
    assert_eq!(words(s(3_600 + 20 * 60 + 5)), "1 hour 20 minutes");
    assert_eq!(words(s(86_400 + 30)), "1 day");
    assert_eq!(words(s(45)), "45 seconds");
    assert_eq!(words(Moment::from_seconds(0).since(Moment::from_seconds(5))), "0 seconds");
}
