//! House rule "no 2 or 12", written only for the engine's tests: it shows what adding a variant
//! takes (this folder and one registry line in `modules/mod.rs`, nothing else; see
//! docs/engine.md, "Adding a variant"). A roll of 2 or 12 does not count: it is rolled again
//! (the core records each refused number as `RollRepeated`).
//!
//! Compiled only for the engine's own unit tests (`#[cfg(test)]` on its registry line), so no
//! game outside them can name it.

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;

/// The numbers that are rolled again.
pub const REFUSED: [u8; 2] = [2, 12];

/// The module (it has no state of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct NoTwoOrTwelve;

impl RuleModule for NoTwoOrTwelve {
    fn id(&self) -> ModuleId {
        ModuleId::NoTwoOrTwelve
    }

    fn roll_accepted(&self, _ctx: &HookCtx, number: u8) -> bool {
        !REFUSED.contains(&number)
    }
}

impl Module for NoTwoOrTwelve {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        NoTwoOrTwelve
    }
}

#[cfg(test)]
mod tests;
