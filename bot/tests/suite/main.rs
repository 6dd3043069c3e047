//! Every bot test that does not start the Discord double, in one test binary: the host on
//! both stores, lessons, pairings, backups, the console and the board page in a browser.
//!
//! One binary rather than one per file because each links the whole bot: two dozen of them
//! took some 2 GB of disk and as many links. The Discord tests stay one
//! binary per file, because the double's log capture (`support/capture.rs`) is one per process
//! and some of them log errors on purpose. A new file here must be named below.

#[path = "../support/browser.rs"]
mod browser;
#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[path = "../support/page_server.rs"]
mod page_server;

mod backup_refusals;
mod backups;
mod host_analysis;
mod host_background;
mod host_clocks;
mod host_commands;
mod host_engine;
mod host_flag_races;
mod host_games;
mod host_learn;
mod host_outages;
mod host_puzzles;
mod host_races;
mod host_tournaments;
mod learn;
mod local_mode;
mod pairings;
mod pairings_set;
mod store_parity;
mod trf_reader;
mod web_activity;
mod web_attacks;
mod web_board;
mod web_games;
mod web_lessons;
