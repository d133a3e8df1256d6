//! A test-only module shaped like Cities & Knights' ruleset, written for the ruleset's tests:
//! the second setup placement is a city (paying the starting resources), the robber is locked
//! until "the first barbarian attack" (here: once three rolls have counted), the target's base
//! is 13, and it declares a compatibility row refusing `no_robber` (different games).
//!
//! Compiled only for the engine's own unit tests (`#[cfg(test)]` on its registry line).

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;
use crate::rules::Ctx;
use crate::ruleset::{CompatRow, Incompatibility, RobberMode, RulesetBuilder, SetupPlan};
use crate::state::Seat;

/// Rolls that count before the robber is released.
pub const ROLLS_BEFORE_ATTACK: u8 = 3;

/// The module's state: rolls counted so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct CitySecond {
    /// Rolls that counted so far (up to [`ROLLS_BEFORE_ATTACK`]).
    pub rolls: u8,
}

impl RuleModule for CitySecond {
    fn id(&self) -> ModuleId {
        ModuleId::CitySecond
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.setup(SetupPlan::city_second());
        ruleset.robber(RobberMode::LockedUntilReleased);
        ruleset.target_base(13);
        ruleset.players(3, 4);
        ruleset.compatibility(&[CompatRow::refused(
            ModuleId::NoRobber,
            Incompatibility::DifferentGames,
        )]);
    }

    fn after_roll(&mut self, _ctx: &mut Ctx, _seat: Seat, _number: u8) {
        self.rolls = self.rolls.saturating_add(1).min(ROLLS_BEFORE_ATTACK);
    }

    fn robber_released(&self, _ctx: &HookCtx) -> bool {
        self.rolls >= ROLLS_BEFORE_ATTACK
    }
}

impl Module for CitySecond {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        CitySecond::default()
    }
}
