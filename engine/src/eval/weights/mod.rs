//! Each game's evaluation weights, in the order of its terms: written by the tuner
//! (`examples/tune.rs`), read by the evaluations.

pub(crate) mod abstract_chess;
pub(crate) mod amalgamated;
pub(crate) mod american;
pub(crate) mod chess1999;
pub(crate) mod xiangqi;
