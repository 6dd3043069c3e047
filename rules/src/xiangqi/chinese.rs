//! Chinese notation (§8.3): `炮二平五`, `马8进7`, `前车进一`. It tells a move exactly as WXF
//! does ([`Told`]: the same piece naming, direction and number), in the characters
//! Chinese-speaking players read: so the two always name the same move.
//!
//! Red's numbers are Chinese numerals (一…九), Black's are digits, written full-width (１…９)
//! as Chinese text sets them. Input takes either script, ASCII or full-width digits, and
//! numerals for either side.
//!
//! Stacks the spec leaves to us, following the competition rules' words: two of a kind on a
//! file are 前 / 后 (front / rear) before the piece; three Soldiers 前 / 中 / 后; four or five
//! 前, 二, 三, (四,) 后 from the front. With two crowded Soldier files, the place word is
//! followed by the file instead of the piece (`前七平六`, as WXF writes `7+=6`). Input also
//! takes the plain form — the piece and its real file — when one legal move matches it.

use super::{
    Xiangqi, XiangqiMove,
    board::Kind,
    wxf::{Direction, Naming, Origin, Told},
};
use crate::{MoveError, MoveErrorKind, MoveFault, Side};

/// Which characters Chinese notation is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Script {
    /// Simplified characters (`马`, `进`, `后`), as in mainland China.
    #[default]
    Simplified,
    /// Traditional characters (`傌`/`馬`, `進`, `後`), as in Taiwan and Hong Kong.
    Traditional,
}

/// A move in Chinese notation (`炮二平五`), as each script writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChineseText {
    /// In simplified characters (`马８进７`).
    pub simplified: String,
    /// In traditional characters (`馬８進７`).
    pub traditional: String,
}

impl ChineseText {
    /// The text in `script`.
    pub fn in_script(&self, script: Script) -> &str {
        match script {
            Script::Simplified => &self.simplified,
            Script::Traditional => &self.traditional,
        }
    }
}

/// The piece's character, Red's and Black's differing.
const fn piece(kind: Kind, side: Side, script: Script) -> char {
    let red = matches!(side, Side::First);
    let traditional = matches!(script, Script::Traditional);
    match kind {
        Kind::General => match (red, traditional) {
            (true, false) => '帅',
            (true, true) => '帥',
            (false, false) => '将',
            (false, true) => '將',
        },
        Kind::Adviser => {
            if red {
                '仕'
            } else {
                '士'
            }
        }
        Kind::Elephant => {
            if red {
                '相'
            } else {
                '象'
            }
        }
        Kind::Horse => match (red, traditional) {
            (true, true) => '傌',
            (false, true) => '馬',
            _ => '马',
        },
        Kind::Tank => match (red, traditional) {
            (true, true) => '俥',
            (false, true) => '車',
            _ => '车',
        },
        Kind::Cannon => {
            if !red && traditional {
                '砲'
            } else {
                '炮'
            }
        }
        Kind::Soldier => {
            if red {
                '兵'
            } else {
                '卒'
            }
        }
    }
}

/// Chinese numerals one to nine: how Red numbers the files (and its moves' distances).
pub const NUMERALS: [char; 9] = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/// The number Red gives file `file` (0 = a, the file on Red's left): Red counts the files from
/// its right, so file `i` is 一 and file `a` is 九. `None` off the board.
///
/// ```
/// use rules::{Cell, xiangqi::red_file_numeral};
/// assert_eq!(red_file_numeral(Cell::new(8, 0).file()), Some('一'));
/// assert_eq!(red_file_numeral(0), Some('九'));
/// assert_eq!(red_file_numeral(9), None);
/// ```
pub fn red_file_numeral(file: u8) -> Option<char> {
    let from_right = 8usize.checked_sub(usize::from(file))?;
    NUMERALS.get(from_right).copied()
}

/// Number `n` (1–9) as `side` writes it.
fn number(side: Side, n: u8) -> char {
    let i = usize::from(n.clamp(1, 9)) - 1;
    match side {
        Side::First => NUMERALS[i],
        // Full-width digits: U+FF11 is "１".
        Side::Second => char::from_u32(0xFF11 + i as u32).unwrap_or('?'),
    }
}

/// The place word of number `index` (0: front) of `of` pieces on one file.
fn place(index: usize, of: usize, script: Script) -> char {
    let rear = if script == Script::Traditional { '後' } else { '后' };
    match (index, of) {
        (0, _) => '前',
        (i, n) if i + 1 == n => rear,
        (1, 3) => '中',
        (i, _) => NUMERALS[i.min(8)],
    }
}

/// A move told in Chinese.
fn text(told: &Told, script: Script) -> String {
    let (kind, side) = (told.kind, told.side);
    let mut out = String::new();
    match told.origin {
        Origin::File(file) => {
            out.push(piece(kind, side, script));
            out.push(number(side, file));
        }
        Origin::Stack { index, of, .. } => {
            out.push(place(index, of, script));
            out.push(piece(kind, side, script));
        }
        Origin::CrowdedFile { file, index, of } => {
            out.push(place(index, of, script));
            out.push(number(side, file));
        }
    }
    out.push(match (told.direction, script) {
        (Direction::Forward, Script::Simplified) => '进',
        (Direction::Forward, Script::Traditional) => '進',
        (Direction::Backward, _) => '退',
        (Direction::Sideways, _) => '平',
    });
    out.push(number(side, told.number));
    out
}

/// Chinese text brought to one spelling, so display and input compare: each piece to its
/// WXF letter, numerals and digits (ASCII or full-width) to ASCII digits, the directions to
/// `+ - =`, the place words 前 中 后 to `F M B`; spaces dropped. `None` if a character is
/// none of these.
fn normalise(text: &str) -> Option<String> {
    text.chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| {
            Some(match c {
                '帅' | '帥' | '将' | '將' => 'K',
                '仕' | '士' => 'A',
                '相' | '象' => 'E',
                '马' | '馬' | '傌' => 'H',
                '车' | '車' | '俥' => 'R',
                '炮' | '砲' => 'C',
                '兵' | '卒' => 'P',
                '进' | '進' => '+',
                '退' => '-',
                '平' => '=',
                '前' => 'F',
                '中' => 'M',
                '后' | '後' => 'B',
                '1'..='9' => c,
                '１'..='９' => char::from_u32(u32::from(c) - 0xFF10 + u32::from('0'))?,
                _ => {
                    let i = NUMERALS.iter().position(|&n| n == c)?;
                    char::from(b'1' + i as u8)
                }
            })
        })
        .collect()
}

impl Xiangqi {
    /// The Chinese text of a legal move (`炮二平五`, `马８进７`, `前车进一`) in `script`. For
    /// a move that does not start on a piece of the side to move, the coordinate text.
    pub fn chinese(&self, m: XiangqiMove, script: Script) -> String {
        match self.told(m, Naming::Canonical) {
            Some(told) => text(&told, script),
            None => format!("{}{}", m.from(), m.to()),
        }
    }

    /// Reads a move in Chinese notation, in either script: the form [`Xiangqi::chinese`]
    /// writes, or the plain form (the piece and its real file) when one legal move matches.
    pub(super) fn parse_chinese(&self, input: &str) -> Result<XiangqiMove, MoveError> {
        let shown = input.trim();
        let Some(wanted) = normalise(shown).filter(|w| w.chars().count() == 4) else {
            return Err(MoveError::syntax(MoveFault::NotAChineseMove { text: shown.to_owned() }));
        };
        let mut legal = Vec::new();
        self.for_each_legal(|m| legal.push(m));
        let matching = |naming: Naming| -> Vec<XiangqiMove> {
            let spelled = |m: XiangqiMove| {
                self.told(m, naming).and_then(|t| normalise(&text(&t, Script::Simplified)))
            };
            legal.iter().copied().filter(|&m| spelled(m).as_deref() == Some(&wanted)).collect()
        };
        // The canonical form, then 前/后 for two Advisers or Elephants, then the plain form.
        for naming in [Naming::Canonical, Naming::Marked] {
            if let [m] = matching(naming)[..] {
                return Ok(m);
            }
        }
        match matching(Naming::Plain)[..] {
            [m] => Ok(m),
            [] => Err(MoveError::illegal(MoveFault::NotLegalFor {
                text: shown.to_owned(),
                side: self.side,
            })),
            ref several => {
                let list: Vec<String> =
                    several.iter().map(|&m| self.chinese(m, Script::Simplified)).collect();
                Err(MoveError::new(
                    MoveErrorKind::Ambiguous,
                    MoveFault::AmbiguousChinese { text: shown.to_owned(), moves: list },
                ))
            }
        }
    }
}
