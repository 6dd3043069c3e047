//! One palette for every picture, known in advance, as lila-gif has one: 255 colours, picked by
//! `cargo run --release -p render --example palette` from full-colour renders of many positions
//! of every game in every piece style, with the boards' flat colours kept exactly (the list is
//! in `colours.rs`, written by that example). Pictures are drawn as indices into it, so a PNG
//! needs one byte a pixel instead of three and an animation needs no quantiser at all; the
//! 256th index is left free for a GIF's "unchanged" pixels.
//!
//! The nearest palette colour is a table lookup: one entry for each colour with five bits per
//! channel (32,768), holding the palette colour nearest to that cell's middle. A palette
//! colour's own cell holds that colour, and the example never puts two palette colours in one
//! cell, so flat colours map to themselves exactly (a test checks both).

use std::sync::LazyLock;

#[rustfmt::skip]
mod colours;

pub(crate) use colours::COLOURS;

/// A free index, outside the palette: GIF frames use it for "unchanged".
pub(crate) const UNUSED: u8 = 255;

const _: () = assert!(COLOURS.len() == UNUSED as usize, "255 colours, one index to spare");

/// The lookup table's cell of a colour: its top five bits per channel.
#[inline]
pub(crate) fn cell(c: [u8; 3]) -> usize {
    (usize::from(c[0] >> 3) << 10) | (usize::from(c[1] >> 3) << 5) | usize::from(c[2] >> 3)
}

/// How far apart two colours look, roughly: squared differences weighted 2:4:3 for red, green
/// and blue, as the eye is most sensitive to green.
#[inline]
pub(crate) fn distance(a: [u8; 3], b: [u8; 3]) -> u32 {
    let d = |i: usize| (i32::from(a[i]) - i32::from(b[i])).unsigned_abs();
    2 * d(0) * d(0) + 4 * d(1) * d(1) + 3 * d(2) * d(2)
}

/// The palette index nearest to `c`, by searching all of them.
pub(crate) fn nearest(c: [u8; 3]) -> u8 {
    let mut best = (u32::MAX, 0);
    for (i, &p) in COLOURS.iter().enumerate() {
        let d = distance(c, p);
        if d < best.0 {
            best = (d, i);
        }
    }
    // Fewer than 256 colours, so the index fits.
    best.1 as u8
}

static TABLE: LazyLock<Box<[u8]>> = LazyLock::new(|| {
    let mut table: Vec<u8> = (0..1usize << 15)
        .map(|i| {
            let mid = |shift: usize| (((i >> shift) & 31) << 3) as u8 | 4;
            nearest([mid(10), mid(5), mid(0)])
        })
        .collect();
    for (i, &c) in COLOURS.iter().enumerate() {
        table[cell(c)] = i as u8;
    }
    table.into_boxed_slice()
});

/// The palette index for `c`: exact for palette colours, the nearest one near enough otherwise.
#[inline]
pub(crate) fn index(c: [u8; 3]) -> u8 {
    TABLE[cell(c)]
}

/// The colour of palette index `i` (black for the spare index).
#[inline]
pub(crate) fn colour(i: u8) -> [u8; 3] {
    COLOURS.get(usize::from(i)).copied().unwrap_or([0, 0, 0])
}

/// `c` as the palette draws it.
#[inline]
pub(crate) fn snap(c: [u8; 3]) -> [u8; 3] {
    colour(index(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_palette_colour_maps_to_itself() {
        for (i, &c) in COLOURS.iter().enumerate() {
            assert_eq!(usize::from(index(c)), i, "{c:?}");
        }
    }

    #[test]
    fn every_flat_colour_of_the_theme_is_in_the_palette() {
        for c in crate::theme::FLAT {
            assert!(COLOURS.contains(&c), "{c:?} is not in the palette");
        }
    }

    #[test]
    fn the_table_holds_the_nearest_colour_to_each_cell() {
        // Spot-check a spread of cells against the exhaustive search.
        for i in (0..1usize << 15).step_by(97) {
            let mid = |shift: usize| (((i >> shift) & 31) << 3) as u8 | 4;
            let c = [mid(10), mid(5), mid(0)];
            let own = COLOURS.iter().any(|&p| cell(p) == i);
            if !own {
                assert_eq!(index(c), nearest(c), "cell {i}");
            }
        }
    }
}
