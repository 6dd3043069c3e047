//! Amalgamated Chess's evaluation weights, one per term of `eval/amalgamated.rs`, in
//! centipawns.
//!
//! Fitted by Texel's method (`examples/tune.rs`) to the quiet positions of 1,760 games of the
//! engine against itself at commit 8a37d56 (3,000 nodes a move, openings of 8 seeded random
//! plies, seeds 0 to 1759): `tune -- amalgamated --games 160 --nodes 3000 --epochs 0 --save
//! a`, `tune -- amalgamated --games 1600 --first 160 --nodes 3000 --epochs 0 --save b`, then
//! `tune -- amalgamated --positions <a and b> --epochs 400 --write`. Mean squared error
//! 0.208488 before, 0.198510 after on 23,723 positions; 0.189466 and 0.181186 on the 2,635 of
//! the last games held out (k = 0.363). Against the hand-set weights, 10,000 nodes a move:
//! 72/120 (+72 −48, 60 %; the game has no draws).

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 398] = [
    -65, // prince material
    356, // advisor material
    258, // elephant material
    320, // horse material
    444, // chariot material
    50, // pawn material
    40, // king material
    544, // general material
    555, // war elephant material
    570, // knight material
    705, // flying chariot material
    223, // soldier material
    0, 0, 29, 35, // prince on a1–d1
    0, 0, -43, -7, // prince on a2–d2
    0, 0, 0, 0, // prince on a3–d3
    0, 0, 0, 0, // prince on a4–d4
    0, 0, 0, 0, // prince on a5–d5
    0, 0, 0, 0, // prince on a6–d6
    0, 0, 0, 0, // prince on a7–d7
    0, 0, 0, 0, // prince on a8–d8
    0, 0, 0, 14, // advisor on a1–d1
    0, 0, -44, 59, // advisor on a2–d2
    0, 61, -60, 0, // advisor on a3–d3
    56, 0, 0, 0, // advisor on a4–d4
    0, 0, 0, 0, // advisor on a5–d5
    0, 0, 0, 0, // advisor on a6–d6
    0, 0, 0, 0, // advisor on a7–d7
    0, 0, 0, 0, // advisor on a8–d8
    45, 0, -47, -24, // elephant on a1–d1
    0, 0, 0, 0, // elephant on a2–d2
    -28, 0, 54, 12, // elephant on a3–d3
    0, 0, 0, 0, // elephant on a4–d4
    0, 0, 0, 0, // elephant on a5–d5
    0, 0, 0, 0, // elephant on a6–d6
    0, 0, 0, 0, // elephant on a7–d7
    0, 0, 0, 0, // elephant on a8–d8
    0, -39, 0, 0, // horse on a1–d1
    0, 0, 0, 52, // horse on a2–d2
    41, 0, -23, 0, // horse on a3–d3
    -55, 0, -61, 57, // horse on a4–d4
    0, 0, 0, 0, // horse on a5–d5
    0, 0, 0, 0, // horse on a6–d6
    0, 0, 0, 0, // horse on a7–d7
    0, 0, 0, 0, // horse on a8–d8
    -56, 40, -26, 0, // chariot on a1–d1
    57, 0, 0, 0, // chariot on a2–d2
    0, 0, 0, 0, // chariot on a3–d3
    0, 0, 0, 0, // chariot on a4–d4
    0, 0, 0, 0, // chariot on a5–d5
    0, 0, 0, 0, // chariot on a6–d6
    0, 0, 0, 0, // chariot on a7–d7
    0, 0, 0, 0, // chariot on a8–d8
    0, 0, 0, 0, // pawn on a1–d1
    -21, 19, 48, -18, // pawn on a2–d2
    -23, 17, -10, 1, // pawn on a3–d3
    21, 0, 20, -5, // pawn on a4–d4
    0, 0, 0, 0, // pawn on a5–d5
    0, 0, 0, 0, // pawn on a6–d6
    0, 0, 0, 0, // pawn on a7–d7
    0, 0, 0, 0, // pawn on a8–d8
    0, 0, 0, 0, // king on a1–d1
    0, 0, 0, 0, // king on a2–d2
    0, 0, 0, 0, // king on a3–d3
    0, 0, 0, 0, // king on a4–d4
    0, 0, 0, 0, // king on a5–d5
    0, 0, 0, 0, // king on a6–d6
    0, 0, 0, 0, // king on a7–d7
    0, 0, 0, 0, // king on a8–d8
    0, 0, 0, 0, // general on a1–d1
    0, 0, 0, 0, // general on a2–d2
    0, 0, 0, 0, // general on a3–d3
    0, 0, 0, 0, // general on a4–d4
    -38, 2, 0, 0, // general on a5–d5
    0, 0, 0, 0, // general on a6–d6
    0, 0, 0, 0, // general on a7–d7
    0, 0, 0, 0, // general on a8–d8
    0, 0, 0, 0, // war elephant on a1–d1
    0, 0, 0, 0, // war elephant on a2–d2
    0, 0, 0, 0, // war elephant on a3–d3
    0, 0, 0, 0, // war elephant on a4–d4
    -60, 55, 44, 56, // war elephant on a5–d5
    0, 0, 0, 0, // war elephant on a6–d6
    0, -26, 50, 0, // war elephant on a7–d7
    0, 0, 0, 0, // war elephant on a8–d8
    0, 0, 0, 0, // knight on a1–d1
    0, 0, 0, 0, // knight on a2–d2
    0, 0, 0, 0, // knight on a3–d3
    0, 0, 0, 0, // knight on a4–d4
    0, 30, 0, 29, // knight on a5–d5
    0, 0, 0, 0, // knight on a6–d6
    0, 39, 0, 0, // knight on a7–d7
    0, 0, 0, 0, // knight on a8–d8
    0, 0, 0, 0, // flying chariot on a1–d1
    0, 0, 0, 0, // flying chariot on a2–d2
    0, 0, 0, 0, // flying chariot on a3–d3
    0, 0, 0, 0, // flying chariot on a4–d4
    35, 0, 0, 0, // flying chariot on a5–d5
    0, 0, 0, 0, // flying chariot on a6–d6
    0, 0, 0, 0, // flying chariot on a7–d7
    0, 0, 0, 0, // flying chariot on a8–d8
    0, 0, 0, 0, // soldier on a1–d1
    0, 0, 0, 0, // soldier on a2–d2
    0, 0, 0, 0, // soldier on a3–d3
    0, 0, 0, 0, // soldier on a4–d4
    -59, -45, 54, 46, // soldier on a5–d5
    0, 0, 0, 0, // soldier on a6–d6
    0, 0, 0, 0, // soldier on a7–d7
    0, 0, 0, 0, // soldier on a8–d8
    6, // a half-point of the point count
    -17, // the move
];
