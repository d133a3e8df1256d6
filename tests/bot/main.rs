//! The bot's end-to-end tests, one binary: the real bot (serenity + poise) against the fake
//! Discord, checked against Discord's OpenAPI spec; and local mode, from the command line and
//! in headless Chromium.

mod support;

mod admin;
mod computers;
// The Discord benches need the fake Discord, which the `local` feature brings.
#[cfg(feature = "local")]
mod bench;
mod cli;
mod e2e;
mod game;
mod i18n;
// Local mode exists only with the `local` feature (on by default).
mod barbarian_attack;
mod cities_and_knights;
#[cfg(feature = "local")]
mod local_browser;
#[cfg(feature = "local")]
mod local_cli;
#[cfg(feature = "local")]
mod local_restart;
mod modules;
mod pings;
mod playtest;
mod processes;
mod refusals;
mod robustness;
mod shards;
mod suggest;
mod timers;
mod trade;
mod trade_ratio;
