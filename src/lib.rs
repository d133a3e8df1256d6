//! kaitaku (開拓): a Discord bot that hosts games of Catan and its expansions.
//!
//! Layers, with dependencies pointing one way: `bot` → `store`/`render` → `engine`.

pub mod engine;
pub mod render;
