//! A module written only for the engine's tests of Longest Road with owners that are not seats
//! (the ruleset's `road_contenders`, `rules::road_contenders`): a two-player game in which the
//! roads of board owner 2 (a neutral colour, as in Catan for Two) compete for Longest Road.

use serde::{Deserialize, Serialize};

use super::{Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;
use crate::ruleset::RulesetBuilder;

/// The neutral owner whose roads compete.
pub const NEUTRAL: u8 = 2;

/// The module's state (none).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct NeutralRoads;

impl RuleModule for NeutralRoads {
    fn id(&self) -> ModuleId {
        ModuleId::NeutralRoads
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.players(2, 2);
        ruleset.road_contenders(&[NEUTRAL]);
    }
}

impl Module for NeutralRoads {
    /// A scenario, only so that the ruleset's tests have two scenarios to pair (they are
    /// refused together: `desert_lake`'s tests).
    const KIND: super::ModuleKind = super::ModuleKind::Scenario;
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        NeutralRoads
    }
}

#[cfg(test)]
mod tests;
