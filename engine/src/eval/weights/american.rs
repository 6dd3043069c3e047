//! American Chess's evaluation weights, one per term of `eval/american.rs`, in centipawns.
//!
//! Fitted by Texel's method (`examples/tune.rs`) in two steps. First every term but the count
//! of Generals, to the quiet positions of 1,360 games of the engine against itself at commit
//! 8a37d56 (3,000 nodes a move, openings of 8 seeded random plies, seeds 0 to 1359): `tune --
//! american --games 160 --nodes 3000 --epochs 0 --save a`, `tune -- american --games 1200
//! --first 160 --nodes 3000 --epochs 0 --save b`, then `tune -- american --positions <a and b>
//! --epochs 400 --write`. Mean squared error 0.109007 before, 0.099188 after on 30,309
//! positions; 0.109710 and 0.104398 on the 3,367 of the last games held out (k = 0.227).
//! Against the hand-set weights, 10,000 nodes a move: 41.5/60 (+33 =17 −10, 69 %).
//!
//! Then the race for the Gauntlet and the count of Generals (new, from 0), the rest kept, to
//! the 14,496 quiet positions of 600 stronger games (30,000 nodes a move,
//! `engine/tune/american-30k.txt`, whose header says how they were made): `tune -- american
//! --positions engine/tune/american-30k.txt --epochs 400 --keep material --keep " on " --keep
//! "the move" --write`. Mean squared error 0.075808 before, 0.074482 after on 13,047
//! positions; 0.076126 and 0.075503 on the 1,449 held out (k = 0.174). Against the weights
//! before it, 60,000 nodes a move: 19.5/40 (+10 =19 −11); the ladder's level 7 against level
//! 6 went from 23/40 to 25.5/40 on the same games (BENCHMARKS.md).

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 394] = [
    87, // soldier material
    424, // armor brigade material
    250, // colonel material
    377, // recon battalion material
    549, // missile material
    981, // general material
    344, // artillery material
    0, 0, 0, 0, 0, 0, // soldier on a1–f1
    4, 4, 4, 4, 4, 4, // soldier on a2–f2
    -78, 60, -3, 108, -84, 121, // soldier on a3–f3
    48, -54, -14, 128, 89, 11, // soldier on a4–f4
    2, -5, -19, 76, 73, 154, // soldier on a5–f5
    31, 24, 133, 28, 201, 202, // soldier on a6–f6
    144, 144, 144, 144, 247, 144, // soldier on a7–f7
    196, 196, 196, 196, 196, 196, // soldier on a8–f8
    256, 256, 256, 256, 256, 256, // soldier on a9–f9
    -27, -38, 0, 0, 33, 0, // armor brigade on a1–f1
    67, 4, 4, 4, 4, 4, // armor brigade on a2–f2
    60, 16, 16, 16, 16, 16, // armor brigade on a3–f3
    -61, 36, 36, 36, 36, 36, // armor brigade on a4–f4
    -26, 64, 64, 64, 64, 64, // armor brigade on a5–f5
    100, 100, 100, 100, 100, 100, // armor brigade on a6–f6
    144, 144, 144, 144, 144, 144, // armor brigade on a7–f7
    196, 196, 196, 196, 196, 196, // armor brigade on a8–f8
    256, 256, 256, 256, 256, 256, // armor brigade on a9–f9
    -107, -88, 0, 70, 0, 0, // colonel on a1–f1
    4, 4, 4, 87, 4, 4, // colonel on a2–f2
    -80, 48, 106, 107, 16, 123, // colonel on a3–f3
    36, 36, 36, 36, 36, 36, // colonel on a4–f4
    64, 64, 64, 64, 64, 64, // colonel on a5–f5
    100, 100, 100, 100, 100, 100, // colonel on a6–f6
    144, 144, 144, 144, 144, 144, // colonel on a7–f7
    196, 196, 196, 196, 196, 196, // colonel on a8–f8
    256, 256, 256, 256, 256, 256, // colonel on a9–f9
    0, 0, -46, 0, 0, 0, // recon battalion on a1–f1
    4, 87, 4, -65, 4, 4, // recon battalion on a2–f2
    -49, 16, 16, 16, 0, 16, // recon battalion on a3–f3
    36, 36, 36, 36, 36, 4, // recon battalion on a4–f4
    64, 64, 64, 64, -39, 64, // recon battalion on a5–f5
    100, 100, 100, 91, 100, 100, // recon battalion on a6–f6
    144, 144, 144, 144, 144, 144, // recon battalion on a7–f7
    196, 196, 196, 196, 196, 196, // recon battalion on a8–f8
    256, 256, 256, 256, 256, 256, // recon battalion on a9–f9
    100, 0, 0, 93, 0, 0, // missile on a1–f1
    0, 0, 0, 0, 79, 0, // missile on a2–f2
    0, 0, 0, 0, 0, 77, // missile on a3–f3
    0, 0, 0, 0, 0, 0, // missile on a4–f4
    0, 0, 0, 0, 0, 0, // missile on a5–f5
    0, 0, 0, 0, 0, 0, // missile on a6–f6
    0, 0, 0, 0, 0, 0, // missile on a7–f7
    0, 0, 0, 0, 0, 0, // missile on a8–f8
    0, 0, 0, 0, 0, 0, // missile on a9–f9
    -37, 0, 0, 0, 60, 121, // general on a1–f1
    0, 0, 0, 0, 137, 129, // general on a2–f2
    0, 0, 0, 0, 2, 123, // general on a3–f3
    0, 0, 0, 0, 36, 136, // general on a4–f4
    0, 0, 0, 0, -27, 0, // general on a5–f5
    0, 0, 0, 0, -43, 60, // general on a6–f6
    0, 0, 0, 0, 117, 60, // general on a7–f7
    0, 0, 0, 0, -40, 60, // general on a8–f8
    -15, -56, 0, 0, -47, -54, // general on a9–f9
    0, 0, 0, 0, 0, 0, // artillery on a1–f1
    4, 4, 4, 4, 107, 4, // artillery on a2–f2
    -38, -46, 113, 65, 127, 121, // artillery on a3–f3
    36, 36, 36, 36, 150, 36, // artillery on a4–f4
    64, 64, 64, 64, 64, 64, // artillery on a5–f5
    100, 100, 100, 100, 100, 100, // artillery on a6–f6
    144, 144, 144, 144, 144, 144, // artillery on a7–f7
    196, 196, 92, 196, 196, 196, // artillery on a8–f8
    256, 256, 256, 256, 256, 256, // artillery on a9–f9
    0, // 0 generals in the gauntlet
    306, // 1 generals in the gauntlet
    324, // 2 generals in the gauntlet
    254, // 3 generals in the gauntlet
    -29, // the move
    0, // 0 generals
    198, // 1 generals
    97, // 2 generals
    -147, // 3 generals
];
