//! kaitaku: a Discord bot that hosts games of Catan.
pub mod discord_sim;
