//! American Chess's evaluation weights, one per term of `eval/american.rs`, in centipawns: the hand-set
//! values the engine played with before it was tuned (material, pieces nearing promotion,
//! Generals in the Gauntlet).
//! `cargo run --release -p engine --example tune -- <game>` writes this file again from the
//! engine's games.

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 390] = [
    130, // soldier material
    500, // armor brigade material
    330, // colonel material
    330, // recon battalion material
    450, // missile material
    950, // general material
    420, // artillery material
    0, 0, 0, 0, 0, 0, // soldier on a1–f1
    4, 4, 4, 4, 4, 4, // soldier on a2–f2
    16, 16, 16, 16, 16, 16, // soldier on a3–f3
    36, 36, 36, 36, 36, 36, // soldier on a4–f4
    64, 64, 64, 64, 64, 64, // soldier on a5–f5
    100, 100, 100, 100, 100, 100, // soldier on a6–f6
    144, 144, 144, 144, 144, 144, // soldier on a7–f7
    196, 196, 196, 196, 196, 196, // soldier on a8–f8
    256, 256, 256, 256, 256, 256, // soldier on a9–f9
    0, 0, 0, 0, 0, 0, // armor brigade on a1–f1
    4, 4, 4, 4, 4, 4, // armor brigade on a2–f2
    16, 16, 16, 16, 16, 16, // armor brigade on a3–f3
    36, 36, 36, 36, 36, 36, // armor brigade on a4–f4
    64, 64, 64, 64, 64, 64, // armor brigade on a5–f5
    100, 100, 100, 100, 100, 100, // armor brigade on a6–f6
    144, 144, 144, 144, 144, 144, // armor brigade on a7–f7
    196, 196, 196, 196, 196, 196, // armor brigade on a8–f8
    256, 256, 256, 256, 256, 256, // armor brigade on a9–f9
    0, 0, 0, 0, 0, 0, // colonel on a1–f1
    4, 4, 4, 4, 4, 4, // colonel on a2–f2
    16, 16, 16, 16, 16, 16, // colonel on a3–f3
    36, 36, 36, 36, 36, 36, // colonel on a4–f4
    64, 64, 64, 64, 64, 64, // colonel on a5–f5
    100, 100, 100, 100, 100, 100, // colonel on a6–f6
    144, 144, 144, 144, 144, 144, // colonel on a7–f7
    196, 196, 196, 196, 196, 196, // colonel on a8–f8
    256, 256, 256, 256, 256, 256, // colonel on a9–f9
    0, 0, 0, 0, 0, 0, // recon battalion on a1–f1
    4, 4, 4, 4, 4, 4, // recon battalion on a2–f2
    16, 16, 16, 16, 16, 16, // recon battalion on a3–f3
    36, 36, 36, 36, 36, 36, // recon battalion on a4–f4
    64, 64, 64, 64, 64, 64, // recon battalion on a5–f5
    100, 100, 100, 100, 100, 100, // recon battalion on a6–f6
    144, 144, 144, 144, 144, 144, // recon battalion on a7–f7
    196, 196, 196, 196, 196, 196, // recon battalion on a8–f8
    256, 256, 256, 256, 256, 256, // recon battalion on a9–f9
    0, 0, 0, 0, 0, 0, // missile on a1–f1
    0, 0, 0, 0, 0, 0, // missile on a2–f2
    0, 0, 0, 0, 0, 0, // missile on a3–f3
    0, 0, 0, 0, 0, 0, // missile on a4–f4
    0, 0, 0, 0, 0, 0, // missile on a5–f5
    0, 0, 0, 0, 0, 0, // missile on a6–f6
    0, 0, 0, 0, 0, 0, // missile on a7–f7
    0, 0, 0, 0, 0, 0, // missile on a8–f8
    0, 0, 0, 0, 0, 0, // missile on a9–f9
    0, 0, 0, 0, 60, 60, // general on a1–f1
    0, 0, 0, 0, 60, 60, // general on a2–f2
    0, 0, 0, 0, 60, 60, // general on a3–f3
    0, 0, 0, 0, 60, 60, // general on a4–f4
    0, 0, 0, 0, 60, 60, // general on a5–f5
    0, 0, 0, 0, 60, 60, // general on a6–f6
    0, 0, 0, 0, 60, 60, // general on a7–f7
    0, 0, 0, 0, 60, 60, // general on a8–f8
    0, 0, 0, 0, 60, 60, // general on a9–f9
    0, 0, 0, 0, 0, 0, // artillery on a1–f1
    4, 4, 4, 4, 4, 4, // artillery on a2–f2
    16, 16, 16, 16, 16, 16, // artillery on a3–f3
    36, 36, 36, 36, 36, 36, // artillery on a4–f4
    64, 64, 64, 64, 64, 64, // artillery on a5–f5
    100, 100, 100, 100, 100, 100, // artillery on a6–f6
    144, 144, 144, 144, 144, 144, // artillery on a7–f7
    196, 196, 196, 196, 196, 196, // artillery on a8–f8
    256, 256, 256, 256, 256, 256, // artillery on a9–f9
    0, // 0 generals in the gauntlet
    250, // 1 generals in the gauntlet
    250, // 2 generals in the gauntlet
    250, // 3 generals in the gauntlet
    0, // the move
];
