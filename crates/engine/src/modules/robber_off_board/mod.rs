//! A test-only module shaped like The Fishermen of Catan's robber, written for the ruleset's
//! tests: the robber starts beside the board and comes on the first time it is moved; the
//! target gets a delta of +2, and seat 0 one more point of its own (a per-seat target).
//!
//! Compiled only for the engine's own unit tests (`#[cfg(test)]` on its registry line).

use serde::{Deserialize, Serialize};

use super::{Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;
use crate::ruleset::{RobberMode, RulesetBuilder};

/// The module (no state).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct RobberOffBoard;

impl RuleModule for RobberOffBoard {
    fn id(&self) -> ModuleId {
        ModuleId::RobberOffBoard
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.robber(RobberMode::StartsOffBoard);
        ruleset.target_delta(2);
        ruleset.seat_target_delta(0, 1);
    }
}

impl Module for RobberOffBoard {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        RobberOffBoard
    }
}
