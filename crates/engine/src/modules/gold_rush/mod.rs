//! A module written only for the engine's tests of gold-field production: its ruleset lets a
//! gold field pay one resource of the owner's choice per unit of yield (Land Ho!'s rule,
//! `GoldFieldYield::ChooseResource`); the choice is the core's (`Phase::GoldFieldChoice`,
//! `ChooseGoldField`). Nothing else changes.

use serde::{Deserialize, Serialize};

use super::{Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;
use crate::ruleset::{GoldFieldYield, RulesetBuilder};

/// The module's state (none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct GoldRush;

impl RuleModule for GoldRush {
    fn id(&self) -> ModuleId {
        ModuleId::GoldRush
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.gold_field(GoldFieldYield::ChooseResource);
    }
}

impl Module for GoldRush {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        GoldRush
    }
}

#[cfg(test)]
mod tests;
