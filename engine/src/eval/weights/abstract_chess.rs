//! Abstract Chess's evaluation weights, one per term of `eval/abstract_chess.rs`, in
//! centipawns: the hand-set values (material, single stones advancing, Knights toward the
//! middle, the royal stone at home), kept because the fits of 2026-11-26 played worse (engine
//! README). `cargo run --release -p engine --example tune -- abstract` writes this file again
//! from the engine's games.

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 232] = [
    100, // stack of 1 material
    320, // stack of 2 material
    340, // stack of 3 material
    520, // stack of 4 material
    560, // stack of 5 material
    950, // stack of 6 material
    0, // royal stone material
    0, 0, 0, 0, // stack of 1 on a1–d1
    8, 8, 8, 8, // stack of 1 on a2–d2
    16, 16, 16, 16, // stack of 1 on a3–d3
    24, 24, 24, 24, // stack of 1 on a4–d4
    32, 32, 32, 32, // stack of 1 on a5–d5
    40, 40, 40, 40, // stack of 1 on a6–d6
    48, 48, 48, 48, // stack of 1 on a7–d7
    56, 56, 56, 56, // stack of 1 on a8–d8
    0, 8, 16, 24, // stack of 2 on a1–d1
    0, 8, 16, 24, // stack of 2 on a2–d2
    0, 8, 16, 24, // stack of 2 on a3–d3
    0, 8, 16, 24, // stack of 2 on a4–d4
    0, 8, 16, 24, // stack of 2 on a5–d5
    0, 8, 16, 24, // stack of 2 on a6–d6
    0, 8, 16, 24, // stack of 2 on a7–d7
    0, 8, 16, 24, // stack of 2 on a8–d8
    0, 0, 0, 0, // stack of 3 on a1–d1
    0, 0, 0, 0, // stack of 3 on a2–d2
    0, 0, 0, 0, // stack of 3 on a3–d3
    0, 0, 0, 0, // stack of 3 on a4–d4
    0, 0, 0, 0, // stack of 3 on a5–d5
    0, 0, 0, 0, // stack of 3 on a6–d6
    0, 0, 0, 0, // stack of 3 on a7–d7
    0, 0, 0, 0, // stack of 3 on a8–d8
    0, 0, 0, 0, // stack of 4 on a1–d1
    0, 0, 0, 0, // stack of 4 on a2–d2
    0, 0, 0, 0, // stack of 4 on a3–d3
    0, 0, 0, 0, // stack of 4 on a4–d4
    0, 0, 0, 0, // stack of 4 on a5–d5
    0, 0, 0, 0, // stack of 4 on a6–d6
    0, 0, 0, 0, // stack of 4 on a7–d7
    0, 0, 0, 0, // stack of 4 on a8–d8
    0, 0, 0, 0, // stack of 5 on a1–d1
    0, 0, 0, 0, // stack of 5 on a2–d2
    0, 0, 0, 0, // stack of 5 on a3–d3
    0, 0, 0, 0, // stack of 5 on a4–d4
    0, 0, 0, 0, // stack of 5 on a5–d5
    0, 0, 0, 0, // stack of 5 on a6–d6
    0, 0, 0, 0, // stack of 5 on a7–d7
    0, 0, 0, 0, // stack of 5 on a8–d8
    0, 0, 0, 0, // stack of 6 on a1–d1
    0, 0, 0, 0, // stack of 6 on a2–d2
    0, 0, 0, 0, // stack of 6 on a3–d3
    0, 0, 0, 0, // stack of 6 on a4–d4
    0, 0, 0, 0, // stack of 6 on a5–d5
    0, 0, 0, 0, // stack of 6 on a6–d6
    0, 0, 0, 0, // stack of 6 on a7–d7
    0, 0, 0, 0, // stack of 6 on a8–d8
    0, 0, 0, 0, // royal stone on a1–d1
    -8, -8, -8, -8, // royal stone on a2–d2
    -16, -16, -16, -16, // royal stone on a3–d3
    -24, -24, -24, -24, // royal stone on a4–d4
    -32, -32, -32, -32, // royal stone on a5–d5
    -40, -40, -40, -40, // royal stone on a6–d6
    -48, -48, -48, -48, // royal stone on a7–d7
    -56, -56, -56, -56, // royal stone on a8–d8
    0, // the move
];
