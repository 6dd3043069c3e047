//! Zobrist keys: a 64-bit hash of what decides repetition (placement with its marks, hands,
//! side to move), kept up to date by each game as it plays a move instead of being rebuilt.
//!
//! A position's hash is the XOR of one key per piece (its cell's index and its code in the
//! game's own board encoding), one per count of each kind in hand, and [`SIDE`] when the
//! second side is to move. Keys are not stored in tables: each is SplitMix64 of a number that
//! names it, a few multiplications, so every game, whatever its board size and encoding,
//! shares one definition and no table needs to fit in a cache.
//!
//! Two different positions share a hash with probability about 2⁻⁶⁴ per pair; repetition and
//! the engine's transposition table both rely on it (a game of 300 plies compares about 45,000
//! pairs).

/// SplitMix64's finaliser: a bijection on `u64` whose outputs look independent.
const fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// XORed in when the second side is to move.
pub(crate) const SIDE: u64 = mix(1 << 40);

/// The key of the piece with code `code` on the cell with index `index` (0 for an empty
/// cell, code 0, so that writing over a cell is one XOR of the old and new keys).
#[inline]
pub(crate) const fn piece(index: usize, code: u8) -> u64 {
    if code == 0 { 0 } else { mix(((index as u64) << 8) | code as u64) }
}

/// The key of holding `count` pieces of kind `kind` in `side`'s hand (0 for none).
#[inline]
pub(crate) const fn hand(side: usize, kind: usize, count: u8) -> u64 {
    if count == 0 {
        0
    } else {
        mix((1 << 32) | ((side as u64) << 16) | ((kind as u64) << 8) | count as u64)
    }
}

/// [`SIDE`] if `second` is to move, else 0.
#[inline]
pub(crate) const fn side(second: bool) -> u64 {
    if second { SIDE } else { 0 }
}

/// The hash of a board of piece codes (0 for empty) read from scratch, without side or hands.
pub(crate) fn board(codes: impl IntoIterator<Item = (usize, u8)>) -> u64 {
    codes.into_iter().fold(0, |h, (index, code)| h ^ piece(index, code))
}

/// The hash, from scratch, of a padded mailbox `board` whose cells are at `squares`, with
/// `to_move` to move (the games without hands).
pub(crate) fn mailbox(board: &[u8], squares: &[u8], to_move: crate::Side) -> u64 {
    let cells = squares.iter().map(|&i| (usize::from(i), board[usize::from(i)]));
    self::board(cells) ^ side(to_move == crate::Side::Second)
}

/// Writes `code` on `board[index]` and moves `hash` along with it.
#[inline]
pub(crate) fn put(board: &mut [u8], hash: &mut u64, index: usize, code: u8) {
    *hash ^= piece(index, board[index]) ^ piece(index, code);
    board[index] = code;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_differ_by_cell_code_side_and_hand() {
        let mut seen = std::collections::HashSet::new();
        for index in 0..224 {
            for code in 1..128 {
                assert!(seen.insert(piece(index, code)), "piece key {index}/{code} repeats");
            }
        }
        for side in 0..2 {
            for kind in 0..11 {
                for count in 1..40 {
                    assert!(seen.insert(hand(side, kind, count)), "hand key repeats");
                }
            }
        }
        assert!(seen.insert(SIDE));
        assert_eq!(piece(7, 0), 0);
        assert_eq!(hand(1, 3, 0), 0);
    }

    #[test]
    fn put_keeps_the_hash_of_the_board() {
        let mut cells = [0u8; 16];
        let mut hash = 0;
        for (index, code) in [(3, 5), (9, 13), (3, 0), (9, 2), (15, 7)] {
            put(&mut cells, &mut hash, index, code);
            let scratch = board(cells.iter().enumerate().map(|(i, &c)| (i, c)));
            assert_eq!(hash, scratch);
        }
    }
}
