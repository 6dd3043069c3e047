//! Amalgamated Chess's evaluation weights, one per term of `eval/amalgamated.rs`, in centipawns: the hand-set
//! values the engine played with before it was tuned (material, Pawns nearing the river, the
//! point count).
//! `cargo run --release -p engine --example tune -- <game>` writes this file again from the
//! engine's games.

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 398] = [
    0, // prince material
    330, // advisor material
    260, // elephant material
    300, // horse material
    500, // chariot material
    100, // pawn material
    40, // king material
    560, // general material
    500, // war elephant material
    520, // knight material
    650, // flying chariot material
    260, // soldier material
    0, 0, 0, 0, // prince on a1–d1
    0, 0, 0, 0, // prince on a2–d2
    0, 0, 0, 0, // prince on a3–d3
    0, 0, 0, 0, // prince on a4–d4
    0, 0, 0, 0, // prince on a5–d5
    0, 0, 0, 0, // prince on a6–d6
    0, 0, 0, 0, // prince on a7–d7
    0, 0, 0, 0, // prince on a8–d8
    0, 0, 0, 0, // advisor on a1–d1
    0, 0, 0, 0, // advisor on a2–d2
    0, 0, 0, 0, // advisor on a3–d3
    0, 0, 0, 0, // advisor on a4–d4
    0, 0, 0, 0, // advisor on a5–d5
    0, 0, 0, 0, // advisor on a6–d6
    0, 0, 0, 0, // advisor on a7–d7
    0, 0, 0, 0, // advisor on a8–d8
    0, 0, 0, 0, // elephant on a1–d1
    0, 0, 0, 0, // elephant on a2–d2
    0, 0, 0, 0, // elephant on a3–d3
    0, 0, 0, 0, // elephant on a4–d4
    0, 0, 0, 0, // elephant on a5–d5
    0, 0, 0, 0, // elephant on a6–d6
    0, 0, 0, 0, // elephant on a7–d7
    0, 0, 0, 0, // elephant on a8–d8
    0, 0, 0, 0, // horse on a1–d1
    0, 0, 0, 0, // horse on a2–d2
    0, 0, 0, 0, // horse on a3–d3
    0, 0, 0, 0, // horse on a4–d4
    0, 0, 0, 0, // horse on a5–d5
    0, 0, 0, 0, // horse on a6–d6
    0, 0, 0, 0, // horse on a7–d7
    0, 0, 0, 0, // horse on a8–d8
    0, 0, 0, 0, // chariot on a1–d1
    0, 0, 0, 0, // chariot on a2–d2
    0, 0, 0, 0, // chariot on a3–d3
    0, 0, 0, 0, // chariot on a4–d4
    0, 0, 0, 0, // chariot on a5–d5
    0, 0, 0, 0, // chariot on a6–d6
    0, 0, 0, 0, // chariot on a7–d7
    0, 0, 0, 0, // chariot on a8–d8
    0, 0, 0, 0, // pawn on a1–d1
    15, 15, 15, 15, // pawn on a2–d2
    30, 30, 30, 30, // pawn on a3–d3
    45, 45, 45, 45, // pawn on a4–d4
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
    0, 0, 0, 0, // general on a5–d5
    0, 0, 0, 0, // general on a6–d6
    0, 0, 0, 0, // general on a7–d7
    0, 0, 0, 0, // general on a8–d8
    0, 0, 0, 0, // war elephant on a1–d1
    0, 0, 0, 0, // war elephant on a2–d2
    0, 0, 0, 0, // war elephant on a3–d3
    0, 0, 0, 0, // war elephant on a4–d4
    0, 0, 0, 0, // war elephant on a5–d5
    0, 0, 0, 0, // war elephant on a6–d6
    0, 0, 0, 0, // war elephant on a7–d7
    0, 0, 0, 0, // war elephant on a8–d8
    0, 0, 0, 0, // knight on a1–d1
    0, 0, 0, 0, // knight on a2–d2
    0, 0, 0, 0, // knight on a3–d3
    0, 0, 0, 0, // knight on a4–d4
    0, 0, 0, 0, // knight on a5–d5
    0, 0, 0, 0, // knight on a6–d6
    0, 0, 0, 0, // knight on a7–d7
    0, 0, 0, 0, // knight on a8–d8
    0, 0, 0, 0, // flying chariot on a1–d1
    0, 0, 0, 0, // flying chariot on a2–d2
    0, 0, 0, 0, // flying chariot on a3–d3
    0, 0, 0, 0, // flying chariot on a4–d4
    0, 0, 0, 0, // flying chariot on a5–d5
    0, 0, 0, 0, // flying chariot on a6–d6
    0, 0, 0, 0, // flying chariot on a7–d7
    0, 0, 0, 0, // flying chariot on a8–d8
    0, 0, 0, 0, // soldier on a1–d1
    0, 0, 0, 0, // soldier on a2–d2
    0, 0, 0, 0, // soldier on a3–d3
    0, 0, 0, 0, // soldier on a4–d4
    0, 0, 0, 0, // soldier on a5–d5
    0, 0, 0, 0, // soldier on a6–d6
    0, 0, 0, 0, // soldier on a7–d7
    0, 0, 0, 0, // soldier on a8–d8
    5, // a half-point of the point count
    0, // the move
];
