//! kaitaku (開拓): a Discord bot that hosts games of Catan and its expansions.
//!
//! This crate is the application: the bot (`bot`), the command line (`cli`) and local mode
//! (`local`). The layers below it are crates of their own, so the compiler keeps dependencies
//! pointing one way (`bot` → `store`/`render` → `engine`; see `docs/architecture.md`):
//! [`kaitaku_engine`] (the rules), [`kaitaku_replay`] (replay files), [`kaitaku_i18n`] (texts),
//! [`kaitaku_render`] (board images), [`kaitaku_store`] (persistence) and, behind the default
//! `local` feature, [`kaitaku_discord_sim`] (the fake Discord used by local mode and the
//! Discord benchmark; the end-to-end tests use it too).

pub mod bot;
pub mod cli;
#[cfg(feature = "local")]
pub mod local;
