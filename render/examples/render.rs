//! `cargo run --release -p render --example render -- <game> [<position>] --out board.png
//! [--flip] [--last <move>] [--style characters|pictures|letters] [--moves "<m1> <m2> …"]
//! [--select <cell>] [--legend] [--clocks <first s>,<second s>]`
//!
//! Writes a picture of a position (the standard start position when none is given).
//! `--last` plays that move first, so it shows as the last move; `--moves` plays several;
//! `--select` rings the piece on that cell and marks where it can go (the picture `/moves
//! square:` and the move picker show); `--legend` writes the picture of the game's pieces
//! instead; `--clocks 297.4,301` draws a live game's clocks (seconds left), the side to
//! move's running.

use std::process::ExitCode;

use render::{PieceStyle, RenderOptions, Renderer};
use rules::{Game, GameId, Side};

fn main() -> ExitCode {
    match run() {
        Ok(path) => {
            println!("{path}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            eprintln!(
                "usage: render <game> [<position>] --out board.png [--flip] [--last <move>] \
                 [--style characters|pictures|letters] [--moves \"<m1> <m2> ...\"] \
                 [--select <cell>] [--legend] [--clocks <first s>,<second s>]"
            );
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<String, Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mut positional = Vec::new();
    let (mut out, mut flip, mut style, mut moves) = (None, false, None, Vec::new());
    let mut legend = false;
    let mut selected: Option<rules::Cell> = None;
    let mut clocks: Option<(f64, f64)> = None;
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out" => out = Some(args.next().ok_or("--out needs a file name")?),
            "--flip" => flip = true,
            "--legend" => legend = true,
            "--select" => selected = Some(args.next().ok_or("--select needs a cell")?.parse()?),
            "--style" => {
                let key = args.next().unwrap_or_default();
                let keys: Vec<&str> = PieceStyle::ALL.iter().map(|s| s.key()).collect();
                let known = || format!("--style is one of {}", keys.join(", "));
                style = Some(PieceStyle::from_key(&key).ok_or_else(known)?);
            }
            "--last" => moves.push(args.next().ok_or("--last needs a move")?),
            "--clocks" => {
                let text = args.next().ok_or("--clocks needs two readings, like 297.4,301")?;
                let (first, second) = text.split_once(',').ok_or("--clocks: first,second")?;
                clocks = Some((first.parse()?, second.parse()?));
            }
            "--moves" => moves.extend(
                args.next().ok_or("--moves needs a list")?.split_whitespace().map(str::to_owned),
            ),
            _ => positional.push(arg),
        }
    }
    let game: GameId = positional.first().ok_or("which game?")?.parse()?;
    let position = (positional.len() > 1).then(|| positional[1..].join(" "));
    let mut g = match &position {
        Some(p) => Game::from_position(game, p)?,
        None => Game::new(game),
    };
    for m in &moves {
        g.play(m).map_err(|e| format!("{m}: {e}"))?;
    }
    let view = g.view();
    let moves: Vec<rules::LegalMove> =
        g.legal_moves().into_iter().filter(|m| selected.is_some() && m.from == selected).collect();
    let mut destinations: Vec<rules::Cell> = moves.iter().filter_map(|m| m.to).collect();
    destinations.sort_unstable();
    destinations.dedup();
    let screened = moves.iter().filter(|m| g.over_one_piece(m)).filter_map(|m| m.to).collect();
    let options = RenderOptions {
        selected,
        destinations,
        screened,
        bottom: Some(if flip { Side::Second } else { Side::First }),
        style,
        captions: render::Captions::english(&view),
        clocks: clocks.map(|(first, second)| {
            let face = |secs: f64, side| render::ClockFace {
                left: std::time::Duration::from_secs_f64(secs),
                running: view.side_to_move == side,
                low: secs < 20.0,
            };
            rules::BySide { first: face(first, Side::First), second: face(second, Side::Second) }
        }),
        ..RenderOptions::default()
    };
    let renderer = Renderer::new();
    let png = if legend {
        render::encode_png(&renderer.legend(
            game,
            style,
            &render::LegendWords::english(game, &rules::legend::legend(game)),
        ))
    } else {
        renderer.png(&view, &options)
    }
    .map_err(|e| e.to_string())?;
    let out = out.ok_or("--out is required")?;
    std::fs::write(&out, &png).map_err(|e| format!("{out}: {e}"))?;
    Ok(out)
}
