//! The engine's integration tests, one binary: the rules scenarios (replay files with
//! expectations worked out by hand), properties over thousands of random games, and smoke games.

mod locked;
mod properties;
mod scenarios;
mod smoke_random;
