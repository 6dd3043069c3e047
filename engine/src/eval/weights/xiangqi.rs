//! Xiangqi's evaluation weights, one per term of `eval/xiangqi.rs`, in centipawns.
//!
//! Fitted by Texel's method (`examples/tune.rs`) to Fairy-Stockfish's judgement of the quiet
//! positions of 600 games of the engine against itself (`engine/tune/xiangqi-fsf.txt`, which
//! says how it was made): `tune -- xiangqi --positions engine/tune/xiangqi-fsf.txt --write`.
//! 57,457 positions fitted and 6,384 held out (the last games); mean squared error 0.024999
//! before, 0.017031 after; held out, 0.023071 and 0.017065 (k = 0.630). Terms seen in fewer
//! than 500 positions keep their hand-set weights. Against the hand-set weights at 30,000
//! nodes a move: 85/100. Labels from a stronger engine's search, not game results: the fits to
//! the results of the engine's own games played worse (engine README).

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 414] = [
    0, // general material
    97, // adviser material
    93, // elephant material
    244, // horse material
    606, // tank material
    306, // cannon material
    48, // soldier material
    0, 0, 0, -13, 37, // general on a1–e1
    0, 0, 0, -42, -19, // general on a2–e2
    0, 0, 0, -48, -34, // general on a3–e3
    0, 0, 0, 0, 0, // general on a4–e4
    0, 0, 0, 0, 0, // general on a5–e5
    0, 0, 0, 0, 0, // general on a6–e6
    0, 0, 0, 0, 0, // general on a7–e7
    0, 0, 0, 0, 0, // general on a8–e8
    0, 0, 0, 0, 0, // general on a9–e9
    0, 0, 0, 0, 0, // general on a10–e10
    0, 0, 0, -28, 0, // adviser on a1–e1
    0, 0, 0, 0, 7, // adviser on a2–e2
    0, 0, 0, -25, 0, // adviser on a3–e3
    0, 0, 0, 0, 0, // adviser on a4–e4
    0, 0, 0, 0, 0, // adviser on a5–e5
    0, 0, 0, 0, 0, // adviser on a6–e6
    0, 0, 0, 0, 0, // adviser on a7–e7
    0, 0, 0, 0, 0, // adviser on a8–e8
    0, 0, 0, 0, 0, // adviser on a9–e9
    0, 0, 0, 0, 0, // adviser on a10–e10
    0, 0, -16, 0, 0, // elephant on a1–e1
    0, 0, 0, 0, 0, // elephant on a2–e2
    -30, 0, 0, 0, 16, // elephant on a3–e3
    0, 0, 0, 0, 0, // elephant on a4–e4
    0, 0, -10, 0, 0, // elephant on a5–e5
    0, 0, 0, 0, 0, // elephant on a6–e6
    0, 0, 0, 0, 0, // elephant on a7–e7
    0, 0, 0, 0, 0, // elephant on a8–e8
    0, 0, 0, 0, 0, // elephant on a9–e9
    0, 0, 0, 0, 0, // elephant on a10–e10
    0, -29, 12, 18, 24, // horse on a1–e1
    4, 10, -20, 3, -5, // horse on a2–e2
    -3, 14, 16, 39, 8, // horse on a3–e3
    12, 18, 16, 10, 53, // horse on a4–e4
    16, 15, 60, 41, 47, // horse on a5–e5
    20, 26, 66, 68, 49, // horse on a6–e6
    -4, 87, 39, 88, 1, // horse on a7–e7
    24, 30, 34, 82, 5, // horse on a8–e8
    24, 30, 67, 32, 48, // horse on a9–e9
    24, 30, 36, 42, 48, // horse on a10–e10
    -36, 30, 1, 33, 0, // tank on a1–e1
    -30, -5, -11, 10, 0, // tank on a2–e2
    -27, 4, 21, 46, 63, // tank on a3–e3
    -9, 11, 22, 25, 55, // tank on a4–e4
    -11, 8, 1, 16, 48, // tank on a5–e5
    14, 2, 14, 11, 29, // tank on a6–e6
    0, -8, -13, -23, -4, // tank on a7–e7
    53, 34, -10, 14, 50, // tank on a8–e8
    35, 55, 20, 10, 0, // tank on a9–e9
    25, 18, 1, 6, 0, // tank on a10–e10
    0, -71, 13, -12, 0, // cannon on a1–e1
    2, 8, 7, 18, 0, // cannon on a2–e2
    11, 19, 21, 32, 55, // cannon on a3–e3
    0, -20, 33, -11, 0, // cannon on a4–e4
    5, 25, -1, -7, 41, // cannon on a5–e5
    12, -7, -37, 16, 44, // cannon on a6–e6
    12, 7, -10, -4, 31, // cannon on a7–e7
    0, 20, -40, -66, 0, // cannon on a8–e8
    -50, 13, -30, -24, 0, // cannon on a9–e9
    39, 54, 1, -44, 0, // cannon on a10–e10
    0, 0, 0, 0, 0, // soldier on a1–e1
    0, 0, 0, 0, 0, // soldier on a2–e2
    0, 0, 0, 0, 0, // soldier on a3–e3
    -24, 0, 3, 0, 43, // soldier on a4–e4
    -14, 0, 15, 0, 37, // soldier on a5–e5
    41, 29, 56, 90, 67, // soldier on a6–e6
    27, 49, 79, 106, 108, // soldier on a7–e7
    33, 63, 103, 95, 100, // soldier on a8–e8
    36, 77, 91, 142, 66, // soldier on a9–e9
    60, 65, 70, 13, 11, // soldier on a10–e10
    -50, // horse reaching 0
    -48, // horse reaching 1
    -30, // horse reaching 2
    -12, // horse reaching 3
    -2, // horse reaching 4
    10, // horse reaching 5
    11, // horse reaching 6
    29, // horse reaching 7
    22, // horse reaching 8
    0, // tank reaching 0
    -26, // tank reaching 1
    -41, // tank reaching 2
    -27, // tank reaching 3
    -30, // tank reaching 4
    -7, // tank reaching 5
    -8, // tank reaching 6
    1, // tank reaching 7
    18, // tank reaching 8
    18, // tank reaching 9
    11, // tank reaching 10
    20, // tank reaching 11
    20, // tank reaching 12
    41, // tank reaching 13
    51, // tank reaching 14
    45, // tank reaching 15
    29, // tank reaching 16
    34, // tank reaching 17
    0, // cannon reaching 0
    0, // cannon reaching 1
    14, // cannon reaching 2
    31, // cannon reaching 3
    26, // cannon reaching 4
    27, // cannon reaching 5
    31, // cannon reaching 6
    19, // cannon reaching 7
    21, // cannon reaching 8
    22, // cannon reaching 9
    14, // cannon reaching 10
    18, // cannon reaching 11
    11, // cannon reaching 12
    15, // cannon reaching 13
    2, // cannon reaching 14
    15, // cannon reaching 15
    -1, // cannon reaching 16
    -42, // cannon reaching 17
    4, // cannon on the general's file, 0 between
    0, // cannon on the general's file, 1 between
    47, // cannon on the general's file, 2 between
    -23, // missing adviser per enemy attacker
    -7, // missing elephant per enemy attacker
    20, // tank in front of the enemy palace
    -21, // horse in front of the enemy palace
    -10, // cannon in front of the enemy palace
    -2, // soldier in front of the enemy palace
    13, // attackers in front of the enemy palace, squared
    43, // soldiers across the river side by side
    46, // the move
];
