//! The network's weights, as a file: a header that names the architecture (its game and
//! sizes) and a hash of the weights, then the weights, little-endian. A file for another
//! architecture, cut short, or whose weights do not match its hash is refused with words
//! ([`NetError`]).
//!
//! Layout after the header: the hidden layer's weights (`inputs × HIDDEN` `i16`, input by
//! input), its biases (`HIDDEN` `i16`), the output's weights (`2 × HIDDEN` `i16`: the side to
//! move's half first), the output's bias (`i32`).

use rules::GameId;

use super::{HIDDEN, input_count};

/// What every network file starts with.
pub const MAGIC: &[u8; 8] = b"VARNNUE1";

/// The architecture of `game`'s networks this build reads, as a file's header names it.
pub fn architecture(game: GameId) -> String {
    let inputs = input_count(game);
    let id = game.id();
    format!("{id} {inputs}->{HIDDEN}x2->1 screlu qa255 qb256, correcting the classical eval")
}

/// A quantised network: integer weights, as the search uses them.
#[derive(Clone, PartialEq, Eq)]
pub struct Network {
    /// The game it evaluates.
    game: GameId,
    /// The hidden layer's weights, input by input (`inputs × HIDDEN`).
    pub(crate) hidden: Vec<[i16; HIDDEN]>,
    /// The hidden layer's biases.
    pub(crate) hidden_bias: [i16; HIDDEN],
    /// The output's weights for the side to move's half, then the other's.
    pub(crate) output: [[i16; HIDDEN]; 2],
    /// The output's bias (scaled by `QA × QB`).
    pub(crate) output_bias: i32,
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let hash = format!("{:016x}", self.hash());
        f.debug_struct("Network").field("game", &self.game).field("hash", &hash).finish()
    }
}

/// Why a network file was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NetError {
    /// Not a network file at all.
    NotANetwork,
    /// A network for another architecture.
    Architecture {
        /// What the file says.
        found: String,
        /// What this build reads.
        expected: String,
    },
    /// The file is shorter or longer than its architecture's weights.
    Size {
        /// Bytes found.
        found: usize,
        /// Bytes needed.
        expected: usize,
    },
    /// The weights are not the ones the header's hash names.
    Hash {
        /// The weights' hash.
        found: u64,
        /// The header's.
        expected: u64,
    },
}

impl std::fmt::Display for NetError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NetError::NotANetwork => {
                write!(f, "not a network file (it does not start with {MAGIC:?} and a header)")
            }
            NetError::Architecture { found, expected } => {
                write!(f, "the network is for `{found}`, this engine reads `{expected}`")
            }
            NetError::Size { found, expected } => write!(
                f,
                "the network file holds {found} bytes of weights, its architecture needs {expected}"
            ),
            NetError::Hash { found, expected } => write!(
                f,
                "the network's weights are damaged: their hash is {found:016x}, the header says \
                 {expected:016x}"
            ),
        }
    }
}

impl std::error::Error for NetError {}

/// FNV-1a over `bytes`: enough to tell a damaged or swapped file.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

impl Network {
    /// A network for `game` whose every weight is 0: it scores every position 0.
    pub fn zero(game: GameId) -> Network {
        Network {
            game,
            hidden: vec![[0; HIDDEN]; input_count(game)],
            hidden_bias: [0; HIDDEN],
            output: [[0; HIDDEN]; 2],
            output_bias: 0,
        }
    }

    /// A network for `game` of small pseudo-random weights from `seed`, for tests of the
    /// arithmetic.
    pub fn random(game: GameId, seed: u64) -> Network {
        let mut rng = crate::rng::Rng::new(seed);
        let mut small = |range: u64| {
            let half = i64::try_from(range / 2).unwrap_or(0);
            i16::try_from(i64::try_from(rng.next_u64() % range).unwrap_or(0) - half).unwrap_or(0)
        };
        let mut net = Network::zero(game);
        net.hidden.iter_mut().flatten().for_each(|w| *w = small(121));
        net.hidden_bias.iter_mut().for_each(|w| *w = small(401));
        net.output.iter_mut().flatten().for_each(|w| *w = small(257));
        net.output_bias = i32::from(small(2001));
        net
    }

    /// The game it evaluates.
    pub fn game(&self) -> GameId {
        self.game
    }

    /// The weights, as the file stores them after the header.
    fn payload(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(payload_len(self.hidden.len()));
        for row in &self.hidden {
            row.iter().for_each(|w| out.extend_from_slice(&w.to_le_bytes()));
        }
        self.hidden_bias.iter().for_each(|w| out.extend_from_slice(&w.to_le_bytes()));
        for half in &self.output {
            half.iter().for_each(|w| out.extend_from_slice(&w.to_le_bytes()));
        }
        out.extend_from_slice(&self.output_bias.to_le_bytes());
        out
    }

    /// The weights' hash, as the header records it.
    pub fn hash(&self) -> u64 {
        fnv1a(&self.payload())
    }

    /// The network as a file.
    pub fn to_bytes(&self) -> Vec<u8> {
        let arch = architecture(self.game);
        let mut out = MAGIC.to_vec();
        out.extend_from_slice(&u32::try_from(arch.len()).unwrap_or(0).to_le_bytes());
        out.extend_from_slice(arch.as_bytes());
        let payload = self.payload();
        out.extend_from_slice(&fnv1a(&payload).to_le_bytes());
        out.extend_from_slice(&payload);
        out
    }

    /// Reads a network file, for whichever game its header names.
    ///
    /// # Errors
    /// Not a network file, an architecture this build does not read, the wrong size, or
    /// damaged weights.
    pub fn from_bytes(bytes: &[u8]) -> Result<Network, NetError> {
        let rest = bytes.strip_prefix(MAGIC.as_slice()).ok_or(NetError::NotANetwork)?;
        let (len, rest) = rest.split_first_chunk::<4>().ok_or(NetError::NotANetwork)?;
        let len = usize::try_from(u32::from_le_bytes(*len)).map_err(|_| NetError::NotANetwork)?;
        let (arch, rest) = rest.split_at_checked(len).ok_or(NetError::NotANetwork)?;
        let found = String::from_utf8_lossy(arch).into_owned();
        let readable = GameId::ALL.into_iter().map(|g| (g, architecture(g)));
        let Some(game) = readable.clone().find(|(_, a)| *a == found).map(|(g, _)| g) else {
            // The same game's network of another shape, or any this build reads.
            let named = readable.clone().find(|(g, _)| found.split(' ').next() == Some(g.id()));
            let expected = match named {
                Some((_, a)) => a,
                None => readable.map(|(_, a)| a).collect::<Vec<_>>().join("` or `"),
            };
            return Err(NetError::Architecture { found, expected });
        };
        let inputs = input_count(game);
        let (hash, payload) = rest.split_first_chunk::<8>().ok_or(NetError::NotANetwork)?;
        if payload.len() != payload_len(inputs) {
            return Err(NetError::Size { found: payload.len(), expected: payload_len(inputs) });
        }
        let (found, expected) = (fnv1a(payload), u64::from_le_bytes(*hash));
        if found != expected {
            return Err(NetError::Hash { found, expected });
        }
        let mut words = payload.chunks_exact(2).map(|c| i16::from_le_bytes([c[0], c[1]]));
        let mut row = || {
            let mut r = [0i16; HIDDEN];
            r.iter_mut().for_each(|w| *w = words.next().unwrap_or(0));
            r
        };
        let hidden = (0..inputs).map(|_| row()).collect();
        let hidden_bias = row();
        let output = [row(), row()];
        let tail = &payload[payload.len() - 4..];
        let output_bias = i32::from_le_bytes([tail[0], tail[1], tail[2], tail[3]]);
        Ok(Network { game, hidden, hidden_bias, output, output_bias })
    }
}

/// The bytes of weights a network of `inputs` inputs has.
const fn payload_len(inputs: usize) -> usize {
    (inputs * HIDDEN + HIDDEN + 2 * HIDDEN) * 2 + 4
}
