//! kaitaku (開拓): a Discord bot that hosts games of Catan and its expansions.
//!
//! Layers, with dependencies pointing one way: `bot` → `store`/`render` → `engine`.
//! `discord_sim` is the fake Discord used by the end-to-end tests, benchmarks and local mode.

pub mod bot;
pub mod cli;
pub mod discord_sim;
pub mod engine;
pub mod i18n;
pub mod local;
pub mod render;
pub mod replay;
pub mod store;
