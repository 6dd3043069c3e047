//! Training the network on this machine's cores: floating-point weights, a squared clipped
//! ReLU, the classical evaluation plus the network's output through a sigmoid against a
//! target that mixes a search's score (through the same sigmoid) and the game's result; Adam over mini-batches whose gradients are summed
//! over one thread per core; then quantised into a [`Network`].
//!
//! A sample is a position's active inputs from each side's view and whose move it is, and its
//! target. Data files hold a line per position: `position string;score;result`, the score in
//! centipawns and the result (1, 0.5 or 0) both for the side to move.

use rules::{GameId, Side};

use super::{HIDDEN, Inputs, Network, QA, QB, SCALE, active, input_count};
use crate::Evaluate;

/// One position to learn from.
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    /// The active inputs from the side to move's view, then from the other's.
    pub inputs: [Vec<u16>; 2],
    /// The classical evaluation for the side to move, in units of the output (centipawns /
    /// [`SCALE`]): the network learns what to add to it.
    pub base: f32,
    /// What the output, through the sigmoid, should be.
    pub target: f32,
}

/// How scores and results are mixed into targets.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Mix {
    /// The score's share (the rest is the result's), from 0 to 1.
    pub score: f32,
}

impl Sample {
    /// A sample of game `V` from a data line (`position;score;result`), or why it is not one.
    ///
    /// # Errors
    /// The line is not three fields, or a field does not read.
    pub fn from_line<V: Inputs>(line: &str, mix: Mix) -> Result<Sample, String> {
        let mut fields = line.split(';');
        let (Some(pos), Some(score), Some(result), None) =
            (fields.next(), fields.next(), fields.next(), fields.next())
        else {
            return Err(format!("not position;score;result: {line}"));
        };
        let pos = V::from_position_string(pos).map_err(|e| format!("{pos}: {e}"))?;
        let score: f32 = score.trim().parse().map_err(|_| format!("score {score}"))?;
        let result: f32 = result.trim().parse().map_err(|_| format!("result {result}"))?;
        Ok(Sample::new(&pos, score, result, mix))
    }

    /// `pos` with `score` (centipawns) and `result` (1, 0.5, 0), both for the side to move.
    pub fn new<V: Inputs>(pos: &V, score: f32, result: f32, mix: Mix) -> Sample {
        let us = pos.side_to_move();
        let view = |v: Side| active(pos, v).into_iter().map(|i| i as u16).collect::<Vec<_>>();
        let target = mix.score * sigmoid(score / SCALE as f32) + (1.0 - mix.score) * result;
        let base = pos.evaluate() as f32 / SCALE as f32;
        Sample { inputs: [view(us), view(!us)], base, target }
    }
}

/// Whether `pos` is quiet: not in check, and no capture that wins material by static
/// exchange (a score there says more about the capture than about the position).
pub fn quiet<V: Evaluate>(pos: &V) -> bool {
    !pos.in_check() && crate::search::quiet(pos)
}

fn sigmoid(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

/// How far a hidden weight or bias may go: with `QA` = 255, a sum of the bias and 63 inputs
/// stays inside `i16` (Chess 1999, the most, has 44 pieces on the board and in hand).
const HIDDEN_LIMIT: f32 = 1.98;

/// The network as it learns.
#[derive(Debug, Clone, PartialEq)]
pub struct Trainer {
    game: GameId,
    inputs: usize,
    weights: Vec<f32>,
    moments: Vec<f32>,
    velocities: Vec<f32>,
    steps: i32,
    /// The learning rate.
    pub rate: f32,
}

/// Where each part of the network sits in [`Trainer::weights`], for `inputs` inputs: the
/// hidden biases, the output weights, the output bias, and how many weights there are.
const fn layout(inputs: usize) -> (usize, usize, usize, usize) {
    let hidden_bias = inputs * HIDDEN;
    let output = hidden_bias + HIDDEN;
    let output_bias = output + 2 * HIDDEN;
    (hidden_bias, output, output_bias, output_bias + 1)
}

impl Trainer {
    /// A network for `game` of small random weights from `seed`.
    pub fn new(game: GameId, seed: u64) -> Trainer {
        let inputs = input_count(game);
        let (hidden_bias, output, output_bias, parameters) = layout(inputs);
        let mut rng = crate::rng::Rng::new(seed);
        let mut uniform = |spread: f32| {
            let unit = (rng.next_u64() >> 11) as f32 / (1u64 << 53) as f32;
            (unit * 2.0 - 1.0) * spread
        };
        let mut weights = vec![0.0; parameters];
        weights[..hidden_bias].iter_mut().for_each(|w| *w = uniform(0.1));
        weights[output..output_bias].iter_mut().for_each(|w| *w = uniform(0.1));
        Trainer {
            game,
            inputs,
            weights,
            moments: vec![0.0; parameters],
            velocities: vec![0.0; parameters],
            steps: 0,
            rate: 0.001,
        }
    }

    /// The mean squared error over `samples`.
    pub fn loss(&self, samples: &[Sample]) -> f32 {
        let total: f32 = samples
            .iter()
            .map(|s| {
                let (out, _) = self.forward(s);
                (sigmoid(out) - s.target).powi(2)
            })
            .sum();
        total / samples.len().max(1) as f32
    }

    /// The output before the sigmoid, and the two views' hidden sums.
    fn forward(&self, s: &Sample) -> (f32, [[f32; HIDDEN]; 2]) {
        let (hidden_bias, output, output_bias, _) = layout(self.inputs);
        let w = &self.weights;
        let mut sums = [[0.0f32; HIDDEN]; 2];
        let mut out = s.base + w[output_bias];
        for (v, inputs) in s.inputs.iter().enumerate() {
            sums[v].copy_from_slice(&w[hidden_bias..output]);
            for &f in inputs {
                let column = &w[usize::from(f) * HIDDEN..][..HIDDEN];
                sums[v].iter_mut().zip(column).for_each(|(a, c)| *a += c);
            }
            let half = &w[output + v * HIDDEN..][..HIDDEN];
            out += sums[v].iter().zip(half).map(|(a, c)| screlu(*a) * c).sum::<f32>();
        }
        (out, sums)
    }

    /// Adds `samples`' gradient of the loss into `grad`.
    fn gradient(&self, samples: &[Sample], grad: &mut [f32]) {
        let (hidden_bias, output, output_bias, _) = layout(self.inputs);
        let w = &self.weights;
        for s in samples {
            let (out, sums) = self.forward(s);
            let p = sigmoid(out);
            let g = 2.0 * (p - s.target) * p * (1.0 - p);
            grad[output_bias] += g;
            for (v, inputs) in s.inputs.iter().enumerate() {
                let mut back = [0.0f32; HIDDEN];
                for i in 0..HIDDEN {
                    let a = sums[v][i];
                    grad[output + v * HIDDEN + i] += g * screlu(a);
                    let slope = if a > 0.0 && a < 1.0 { 2.0 * a } else { 0.0 };
                    back[i] = g * w[output + v * HIDDEN + i] * slope;
                }
                grad[hidden_bias..output].iter_mut().zip(&back).for_each(|(d, b)| *d += b);
                for &f in inputs {
                    let column = &mut grad[usize::from(f) * HIDDEN..][..HIDDEN];
                    column.iter_mut().zip(&back).for_each(|(d, b)| *d += b);
                }
            }
        }
    }

    /// One Adam step on `batch`, its gradient summed over `threads` threads.
    pub fn step(&mut self, batch: &[Sample], threads: usize) {
        let (_, output, _, parameters) = layout(self.inputs);
        let chunk = batch.len().div_ceil(threads.max(1)).max(1);
        let me: &Trainer = self;
        let grads: Vec<Vec<f32>> = std::thread::scope(|scope| {
            let workers: Vec<_> = batch
                .chunks(chunk)
                .map(|part| {
                    scope.spawn(move || {
                        let mut grad = vec![0.0; parameters];
                        me.gradient(part, &mut grad);
                        grad
                    })
                })
                .collect();
            workers.into_iter().filter_map(|w| w.join().ok()).collect()
        });
        let scale = 1.0 / batch.len().max(1) as f32;
        self.steps += 1;
        let (b1, b2) = (0.9f32, 0.999f32);
        let (c1, c2) = (1.0 - b1.powi(self.steps), 1.0 - b2.powi(self.steps));
        for i in 0..parameters {
            let g = grads.iter().map(|grad| grad[i]).sum::<f32>() * scale;
            if g == 0.0 && self.moments[i] == 0.0 {
                continue;
            }
            self.moments[i] = b1 * self.moments[i] + (1.0 - b1) * g;
            self.velocities[i] = b2 * self.velocities[i] + (1.0 - b2) * g * g;
            let update =
                self.rate * (self.moments[i] / c1) / ((self.velocities[i] / c2).sqrt() + 1e-8);
            self.weights[i] -= update;
            if i < output {
                self.weights[i] = self.weights[i].clamp(-HIDDEN_LIMIT, HIDDEN_LIMIT);
            }
        }
    }

    /// The weights, quantised for the search.
    pub fn quantise(&self) -> Network {
        let q = |x: f32, scale: i32| -> i16 {
            (x * scale as f32).round().clamp(f32::from(i16::MIN), f32::from(i16::MAX)) as i16
        };
        let (hidden_bias, output, output_bias, _) = layout(self.inputs);
        let mut net = Network::zero(self.game);
        for (f, row) in net.hidden.iter_mut().enumerate() {
            for (i, w) in row.iter_mut().enumerate() {
                *w = q(self.weights[f * HIDDEN + i], QA);
            }
        }
        for i in 0..HIDDEN {
            net.hidden_bias[i] = q(self.weights[hidden_bias + i], QA);
            net.output[0][i] = q(self.weights[output + i], QB);
            net.output[1][i] = q(self.weights[output + HIDDEN + i], QB);
        }
        net.output_bias = (self.weights[output_bias] * (QA * QB) as f32).round() as i32;
        net
    }

    /// The network's correction for `sample` in centipawns, as the float network computes it.
    pub fn centipawns(&self, sample: &Sample) -> f32 {
        (self.forward(sample).0 - sample.base) * SCALE as f32
    }
}

fn screlu(a: f32) -> f32 {
    let x = a.clamp(0.0, 1.0);
    x * x
}
