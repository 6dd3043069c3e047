//! Static exchange evaluation: what a move wins or loses on its destination if both sides
//! then take there in turn, each with its least valuable piece, and each may stop.
//!
//! The exchange is played out with the game's own legal captures rather than worked out from
//! attack tables, so every rule that decides who can take comes for free: screens appear and
//! vanish as pieces leave (Xiangqi's Cannons, American Chess's Artillery, Chess 1999's
//! Howitzers), a Horse's leg or an Elephant's eye opens, pieces pinned to their General stay
//! put, and Generals may not face each other. It costs a move generation a step, so the
//! search asks only when a cheap bound cannot answer ([`see_ge`]).

use crate::eval::Evaluate;

/// The longest exchange followed.
const MAX_EXCHANGE: usize = 24;

/// Whether move `mv` gains at least `threshold` (centipawns, negative for a loss it may
/// afford) on its destination, once the exchange there is over.
pub(super) fn see_ge<V: Evaluate>(pos: &V, mv: V::Move, threshold: i32) -> bool {
    let victim = pos.capture_value(mv);
    if victim < threshold {
        // Not even if the piece that took stays unharmed.
        return false;
    }
    if victim - pos.mover_value(mv) >= threshold {
        // Even if the piece that took is lost.
        return true;
    }
    see(pos, mv) >= threshold
}

/// Whether `pos` is quiet: the side to move is not in check and has no capture that wins
/// material (the positions a tuner learns from, whose evaluation stands).
pub(crate) fn quiet<V: Evaluate>(pos: &V) -> bool {
    if pos.in_check() {
        return false;
    }
    let mut winning = false;
    pos.for_each_capture(|m| winning = winning || see_ge(pos, m, 1));
    !winning
}

/// What move `mv` gains on its destination, once the exchange there is over.
pub(super) fn see<V: Evaluate>(pos: &V, mv: V::Move) -> i32 {
    let Some(to) = pos.move_cells(mv).to else { return 0 };
    let mut gains = [0i32; MAX_EXCHANGE];
    gains[0] = pos.capture_value(mv);
    let mut board = pos.clone();
    board.play_unchecked(mv);
    let mut depth = 0;
    while depth + 1 < MAX_EXCHANGE {
        let standing = board.worth_at(to).map_or(0, |(_, value)| value);
        let mut cheapest: Option<(i32, V::Move)> = None;
        board.for_each_capture(|m| {
            if board.move_cells(m).to == Some(to) {
                let value = board.mover_value(m);
                if cheapest.is_none_or(|(least, _)| value < least) {
                    cheapest = Some((value, m));
                }
            }
        });
        let Some((_, answer)) = cheapest else { break };
        depth += 1;
        gains[depth] = standing - gains[depth - 1];
        if (-gains[depth - 1]).max(gains[depth]) < 0 {
            // Whatever follows, the side taking now comes out behind: it stops.
            break;
        }
        board.play_unchecked(answer);
    }
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0]
}

#[cfg(test)]
mod tests {
    use rules::{Variant, xiangqi::Xiangqi};

    use super::*;

    fn xiangqi_see(fen: &str, mv: &str) -> i32 {
        let pos = Xiangqi::from_position_string(fen).unwrap();
        let m = pos.parse_move(mv).unwrap();
        see(&pos, m)
    }

    #[test]
    fn a_cannon_needs_a_screen_and_gets_one_when_a_piece_takes() {
        // Red's Tank takes a Soldier on e6 guarded by nothing: a clean gain.
        let free = "4k4/9/9/9/4p4/9/9/9/4R4/3K5 w - - 0 1";
        assert_eq!(xiangqi_see(free, "e2e6"), 30);
        // A black Cannon on e8 with a black Soldier on e7 for a screen: once the Tank lands on
        // e6 the Cannon takes it over e7, and the Tank is lost for a Soldier.
        let screened = "4k4/9/4c4/4p4/4p4/9/9/9/4R4/3K5 w - - 0 1";
        assert_eq!(xiangqi_see(screened, "e2e6"), 30 - 600);
        // Without the screen the Cannon cannot take.
        let bare = "4k4/9/4c4/9/4p4/9/9/9/4R4/3K5 w - - 0 1";
        assert_eq!(xiangqi_see(bare, "e2e6"), 30);
        // A Tank takes a Soldier that a black Tank guards: a bad trade, unless a red Cannon
        // behind a screen on e4 takes back.
        let guarded = "4k4/4r4/9/9/R3p4/9/4P4/9/9/3K5 w - - 0 1";
        assert_eq!(xiangqi_see(guarded, "a6e6"), 30 - 600);
        let backed = "4k4/4r4/9/9/R3p4/9/4P4/9/9/3KC4 w - - 0 1";
        assert_eq!(xiangqi_see(backed, "a6e6"), 30);
    }
}
