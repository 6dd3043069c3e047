//! Chess 1999's evaluation weights, one per term of `eval/chess1999.rs`, in centipawns: the
//! hand-set values (material on the board and in hand, Infantry nearing promotion), kept
//! because the fit of 2026-11-26 played worse (engine README).
//! `cargo run --release -p engine --example tune -- chess1999` writes this file again from
//! the engine's games.

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 951] = [
    0, // general material
    150, // guard material
    100, // infantry material
    250, // apc material
    550, // jet material
    450, // bomber material
    500, // helicopter material
    300, // tank material
    350, // mrl material
    450, // howitzer material
    0, 0, 0, 0, 0, 0, 0, // general on a1–g1
    0, 0, 0, 0, 0, 0, 0, // general on a2–g2
    0, 0, 0, 0, 0, 0, 0, // general on a3–g3
    0, 0, 0, 0, 0, 0, 0, // general on a4–g4
    0, 0, 0, 0, 0, 0, 0, // general on a5–g5
    0, 0, 0, 0, 0, 0, 0, // general on a6–g6
    0, 0, 0, 0, 0, 0, 0, // general on a7–g7
    0, 0, 0, 0, 0, 0, 0, // general on a8–g8
    0, 0, 0, 0, 0, 0, 0, // general on a9–g9
    0, 0, 0, 0, 0, 0, 0, // general on a10–g10
    0, 0, 0, 0, 0, 0, 0, // general on a11–g11
    0, 0, 0, 0, 0, 0, 0, // general on a12–g12
    0, 0, 0, 0, 0, 0, 0, // general on a13–g13
    0, 0, 0, 0, 0, 0, 0, // guard on a1–g1
    0, 0, 0, 0, 0, 0, 0, // guard on a2–g2
    0, 0, 0, 0, 0, 0, 0, // guard on a3–g3
    0, 0, 0, 0, 0, 0, 0, // guard on a4–g4
    0, 0, 0, 0, 0, 0, 0, // guard on a5–g5
    0, 0, 0, 0, 0, 0, 0, // guard on a6–g6
    0, 0, 0, 0, 0, 0, 0, // guard on a7–g7
    0, 0, 0, 0, 0, 0, 0, // guard on a8–g8
    0, 0, 0, 0, 0, 0, 0, // guard on a9–g9
    0, 0, 0, 0, 0, 0, 0, // guard on a10–g10
    0, 0, 0, 0, 0, 0, 0, // guard on a11–g11
    0, 0, 0, 0, 0, 0, 0, // guard on a12–g12
    0, 0, 0, 0, 0, 0, 0, // guard on a13–g13
    0, 0, 0, 0, 0, 0, 0, // infantry on a1–g1
    3, 3, 3, 3, 3, 3, 3, // infantry on a2–g2
    6, 6, 6, 6, 6, 6, 6, // infantry on a3–g3
    9, 9, 9, 9, 9, 9, 9, // infantry on a4–g4
    12, 12, 12, 12, 12, 12, 12, // infantry on a5–g5
    15, 15, 15, 15, 15, 15, 15, // infantry on a6–g6
    18, 18, 18, 18, 18, 18, 18, // infantry on a7–g7
    21, 21, 21, 21, 21, 21, 21, // infantry on a8–g8
    24, 24, 24, 24, 24, 24, 24, // infantry on a9–g9
    27, 27, 27, 27, 27, 27, 27, // infantry on a10–g10
    30, 30, 30, 30, 30, 30, 30, // infantry on a11–g11
    33, 33, 33, 33, 33, 33, 33, // infantry on a12–g12
    36, 36, 36, 36, 36, 36, 36, // infantry on a13–g13
    0, 0, 0, 0, 0, 0, 0, // apc on a1–g1
    0, 0, 0, 0, 0, 0, 0, // apc on a2–g2
    0, 0, 0, 0, 0, 0, 0, // apc on a3–g3
    0, 0, 0, 0, 0, 0, 0, // apc on a4–g4
    0, 0, 0, 0, 0, 0, 0, // apc on a5–g5
    0, 0, 0, 0, 0, 0, 0, // apc on a6–g6
    0, 0, 0, 0, 0, 0, 0, // apc on a7–g7
    0, 0, 0, 0, 0, 0, 0, // apc on a8–g8
    0, 0, 0, 0, 0, 0, 0, // apc on a9–g9
    0, 0, 0, 0, 0, 0, 0, // apc on a10–g10
    0, 0, 0, 0, 0, 0, 0, // apc on a11–g11
    0, 0, 0, 0, 0, 0, 0, // apc on a12–g12
    0, 0, 0, 0, 0, 0, 0, // apc on a13–g13
    0, 0, 0, 0, 0, 0, 0, // jet on a1–g1
    0, 0, 0, 0, 0, 0, 0, // jet on a2–g2
    0, 0, 0, 0, 0, 0, 0, // jet on a3–g3
    0, 0, 0, 0, 0, 0, 0, // jet on a4–g4
    0, 0, 0, 0, 0, 0, 0, // jet on a5–g5
    0, 0, 0, 0, 0, 0, 0, // jet on a6–g6
    0, 0, 0, 0, 0, 0, 0, // jet on a7–g7
    0, 0, 0, 0, 0, 0, 0, // jet on a8–g8
    0, 0, 0, 0, 0, 0, 0, // jet on a9–g9
    0, 0, 0, 0, 0, 0, 0, // jet on a10–g10
    0, 0, 0, 0, 0, 0, 0, // jet on a11–g11
    0, 0, 0, 0, 0, 0, 0, // jet on a12–g12
    0, 0, 0, 0, 0, 0, 0, // jet on a13–g13
    0, 0, 0, 0, 0, 0, 0, // bomber on a1–g1
    0, 0, 0, 0, 0, 0, 0, // bomber on a2–g2
    0, 0, 0, 0, 0, 0, 0, // bomber on a3–g3
    0, 0, 0, 0, 0, 0, 0, // bomber on a4–g4
    0, 0, 0, 0, 0, 0, 0, // bomber on a5–g5
    0, 0, 0, 0, 0, 0, 0, // bomber on a6–g6
    0, 0, 0, 0, 0, 0, 0, // bomber on a7–g7
    0, 0, 0, 0, 0, 0, 0, // bomber on a8–g8
    0, 0, 0, 0, 0, 0, 0, // bomber on a9–g9
    0, 0, 0, 0, 0, 0, 0, // bomber on a10–g10
    0, 0, 0, 0, 0, 0, 0, // bomber on a11–g11
    0, 0, 0, 0, 0, 0, 0, // bomber on a12–g12
    0, 0, 0, 0, 0, 0, 0, // bomber on a13–g13
    0, 0, 0, 0, 0, 0, 0, // helicopter on a1–g1
    0, 0, 0, 0, 0, 0, 0, // helicopter on a2–g2
    0, 0, 0, 0, 0, 0, 0, // helicopter on a3–g3
    0, 0, 0, 0, 0, 0, 0, // helicopter on a4–g4
    0, 0, 0, 0, 0, 0, 0, // helicopter on a5–g5
    0, 0, 0, 0, 0, 0, 0, // helicopter on a6–g6
    0, 0, 0, 0, 0, 0, 0, // helicopter on a7–g7
    0, 0, 0, 0, 0, 0, 0, // helicopter on a8–g8
    0, 0, 0, 0, 0, 0, 0, // helicopter on a9–g9
    0, 0, 0, 0, 0, 0, 0, // helicopter on a10–g10
    0, 0, 0, 0, 0, 0, 0, // helicopter on a11–g11
    0, 0, 0, 0, 0, 0, 0, // helicopter on a12–g12
    0, 0, 0, 0, 0, 0, 0, // helicopter on a13–g13
    0, 0, 0, 0, 0, 0, 0, // tank on a1–g1
    0, 0, 0, 0, 0, 0, 0, // tank on a2–g2
    0, 0, 0, 0, 0, 0, 0, // tank on a3–g3
    0, 0, 0, 0, 0, 0, 0, // tank on a4–g4
    0, 0, 0, 0, 0, 0, 0, // tank on a5–g5
    0, 0, 0, 0, 0, 0, 0, // tank on a6–g6
    0, 0, 0, 0, 0, 0, 0, // tank on a7–g7
    0, 0, 0, 0, 0, 0, 0, // tank on a8–g8
    0, 0, 0, 0, 0, 0, 0, // tank on a9–g9
    0, 0, 0, 0, 0, 0, 0, // tank on a10–g10
    0, 0, 0, 0, 0, 0, 0, // tank on a11–g11
    0, 0, 0, 0, 0, 0, 0, // tank on a12–g12
    0, 0, 0, 0, 0, 0, 0, // tank on a13–g13
    0, 0, 0, 0, 0, 0, 0, // mrl on a1–g1
    0, 0, 0, 0, 0, 0, 0, // mrl on a2–g2
    0, 0, 0, 0, 0, 0, 0, // mrl on a3–g3
    0, 0, 0, 0, 0, 0, 0, // mrl on a4–g4
    0, 0, 0, 0, 0, 0, 0, // mrl on a5–g5
    0, 0, 0, 0, 0, 0, 0, // mrl on a6–g6
    0, 0, 0, 0, 0, 0, 0, // mrl on a7–g7
    0, 0, 0, 0, 0, 0, 0, // mrl on a8–g8
    0, 0, 0, 0, 0, 0, 0, // mrl on a9–g9
    0, 0, 0, 0, 0, 0, 0, // mrl on a10–g10
    0, 0, 0, 0, 0, 0, 0, // mrl on a11–g11
    0, 0, 0, 0, 0, 0, 0, // mrl on a12–g12
    0, 0, 0, 0, 0, 0, 0, // mrl on a13–g13
    0, 0, 0, 0, 0, 0, 0, // howitzer on a1–g1
    0, 0, 0, 0, 0, 0, 0, // howitzer on a2–g2
    0, 0, 0, 0, 0, 0, 0, // howitzer on a3–g3
    0, 0, 0, 0, 0, 0, 0, // howitzer on a4–g4
    0, 0, 0, 0, 0, 0, 0, // howitzer on a5–g5
    0, 0, 0, 0, 0, 0, 0, // howitzer on a6–g6
    0, 0, 0, 0, 0, 0, 0, // howitzer on a7–g7
    0, 0, 0, 0, 0, 0, 0, // howitzer on a8–g8
    0, 0, 0, 0, 0, 0, 0, // howitzer on a9–g9
    0, 0, 0, 0, 0, 0, 0, // howitzer on a10–g10
    0, 0, 0, 0, 0, 0, 0, // howitzer on a11–g11
    0, 0, 0, 0, 0, 0, 0, // howitzer on a12–g12
    0, 0, 0, 0, 0, 0, 0, // howitzer on a13–g13
    0, // general in hand
    135, // guard in hand
    90, // infantry in hand
    225, // apc in hand
    495, // jet in hand
    405, // bomber in hand
    450, // helicopter in hand
    270, // tank in hand
    315, // mrl in hand
    405, // howitzer in hand
    0, // general in its own command post
    0, // guard in its own command post
    0, // infantry in its own command post
    0, // apc in its own command post
    0, // jet in its own command post
    0, // bomber in its own command post
    0, // helicopter in its own command post
    0, // tank in its own command post
    0, // mrl in its own command post
    0, // howitzer in its own command post
    0, // general in the enemy command post
    0, // guard in the enemy command post
    0, // infantry in the enemy command post
    0, // apc in the enemy command post
    0, // jet in the enemy command post
    0, // bomber in the enemy command post
    0, // helicopter in the enemy command post
    0, // tank in the enemy command post
    0, // mrl in the enemy command post
    0, // howitzer in the enemy command post
    0, // the move
];
