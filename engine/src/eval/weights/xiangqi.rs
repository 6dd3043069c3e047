//! Xiangqi's evaluation weights, one per term of `eval/xiangqi.rs`, in centipawns: the
//! hand-set values (material, Soldiers across the river, Horses toward the middle; the newer
//! terms at 0), kept because the fits of 2026-11-26 played worse (engine README).
//! `cargo run --release -p engine --example tune -- xiangqi` writes this file again from the
//! engine's games.

#[rustfmt::skip]
pub(crate) const WEIGHTS: [i32; 414] = [
    0, // general material
    120, // adviser material
    120, // elephant material
    270, // horse material
    600, // tank material
    285, // cannon material
    30, // soldier material
    0, 0, 0, 0, 0, // general on a1–e1
    0, 0, 0, 0, 0, // general on a2–e2
    0, 0, 0, 0, 0, // general on a3–e3
    0, 0, 0, 0, 0, // general on a4–e4
    0, 0, 0, 0, 0, // general on a5–e5
    0, 0, 0, 0, 0, // general on a6–e6
    0, 0, 0, 0, 0, // general on a7–e7
    0, 0, 0, 0, 0, // general on a8–e8
    0, 0, 0, 0, 0, // general on a9–e9
    0, 0, 0, 0, 0, // general on a10–e10
    0, 0, 0, 0, 0, // adviser on a1–e1
    0, 0, 0, 0, 0, // adviser on a2–e2
    0, 0, 0, 0, 0, // adviser on a3–e3
    0, 0, 0, 0, 0, // adviser on a4–e4
    0, 0, 0, 0, 0, // adviser on a5–e5
    0, 0, 0, 0, 0, // adviser on a6–e6
    0, 0, 0, 0, 0, // adviser on a7–e7
    0, 0, 0, 0, 0, // adviser on a8–e8
    0, 0, 0, 0, 0, // adviser on a9–e9
    0, 0, 0, 0, 0, // adviser on a10–e10
    0, 0, 0, 0, 0, // elephant on a1–e1
    0, 0, 0, 0, 0, // elephant on a2–e2
    0, 0, 0, 0, 0, // elephant on a3–e3
    0, 0, 0, 0, 0, // elephant on a4–e4
    0, 0, 0, 0, 0, // elephant on a5–e5
    0, 0, 0, 0, 0, // elephant on a6–e6
    0, 0, 0, 0, 0, // elephant on a7–e7
    0, 0, 0, 0, 0, // elephant on a8–e8
    0, 0, 0, 0, 0, // elephant on a9–e9
    0, 0, 0, 0, 0, // elephant on a10–e10
    0, 6, 12, 18, 24, // horse on a1–e1
    4, 10, 16, 22, 28, // horse on a2–e2
    8, 14, 20, 26, 32, // horse on a3–e3
    12, 18, 24, 30, 36, // horse on a4–e4
    16, 22, 28, 34, 40, // horse on a5–e5
    20, 26, 32, 38, 44, // horse on a6–e6
    24, 30, 36, 42, 48, // horse on a7–e7
    24, 30, 36, 42, 48, // horse on a8–e8
    24, 30, 36, 42, 48, // horse on a9–e9
    24, 30, 36, 42, 48, // horse on a10–e10
    0, 0, 0, 0, 0, // tank on a1–e1
    0, 0, 0, 0, 0, // tank on a2–e2
    0, 0, 0, 0, 0, // tank on a3–e3
    0, 0, 0, 0, 0, // tank on a4–e4
    0, 0, 0, 0, 0, // tank on a5–e5
    0, 0, 0, 0, 0, // tank on a6–e6
    0, 0, 0, 0, 0, // tank on a7–e7
    0, 0, 0, 0, 0, // tank on a8–e8
    0, 0, 0, 0, 0, // tank on a9–e9
    0, 0, 0, 0, 0, // tank on a10–e10
    0, 0, 0, 0, 0, // cannon on a1–e1
    0, 0, 0, 0, 0, // cannon on a2–e2
    0, 0, 0, 0, 0, // cannon on a3–e3
    0, 0, 0, 0, 0, // cannon on a4–e4
    0, 0, 0, 0, 0, // cannon on a5–e5
    0, 0, 0, 0, 0, // cannon on a6–e6
    0, 0, 0, 0, 0, // cannon on a7–e7
    0, 0, 0, 0, 0, // cannon on a8–e8
    0, 0, 0, 0, 0, // cannon on a9–e9
    0, 0, 0, 0, 0, // cannon on a10–e10
    0, 0, 0, 0, 0, // soldier on a1–e1
    0, 0, 0, 0, 0, // soldier on a2–e2
    0, 0, 0, 0, 0, // soldier on a3–e3
    0, 0, 0, 0, 0, // soldier on a4–e4
    0, 0, 0, 0, 0, // soldier on a5–e5
    60, 65, 70, 75, 80, // soldier on a6–e6
    70, 75, 80, 85, 90, // soldier on a7–e7
    80, 85, 90, 95, 100, // soldier on a8–e8
    90, 95, 100, 105, 110, // soldier on a9–e9
    60, 65, 70, 75, 80, // soldier on a10–e10
    0, // horse reaching 0
    0, // horse reaching 1
    0, // horse reaching 2
    0, // horse reaching 3
    0, // horse reaching 4
    0, // horse reaching 5
    0, // horse reaching 6
    0, // horse reaching 7
    0, // horse reaching 8
    0, // tank reaching 0
    0, // tank reaching 1
    0, // tank reaching 2
    0, // tank reaching 3
    0, // tank reaching 4
    0, // tank reaching 5
    0, // tank reaching 6
    0, // tank reaching 7
    0, // tank reaching 8
    0, // tank reaching 9
    0, // tank reaching 10
    0, // tank reaching 11
    0, // tank reaching 12
    0, // tank reaching 13
    0, // tank reaching 14
    0, // tank reaching 15
    0, // tank reaching 16
    0, // tank reaching 17
    0, // cannon reaching 0
    0, // cannon reaching 1
    0, // cannon reaching 2
    0, // cannon reaching 3
    0, // cannon reaching 4
    0, // cannon reaching 5
    0, // cannon reaching 6
    0, // cannon reaching 7
    0, // cannon reaching 8
    0, // cannon reaching 9
    0, // cannon reaching 10
    0, // cannon reaching 11
    0, // cannon reaching 12
    0, // cannon reaching 13
    0, // cannon reaching 14
    0, // cannon reaching 15
    0, // cannon reaching 16
    0, // cannon reaching 17
    0, // cannon on the general's file, 0 between
    0, // cannon on the general's file, 1 between
    0, // cannon on the general's file, 2 between
    0, // missing adviser per enemy attacker
    0, // missing elephant per enemy attacker
    0, // tank in front of the enemy palace
    0, // horse in front of the enemy palace
    0, // cannon in front of the enemy palace
    0, // soldier in front of the enemy palace
    0, // attackers in front of the enemy palace, squared
    0, // soldiers across the river side by side
    0, // the move
];
