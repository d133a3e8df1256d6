//! A test-only module shaped like Land Ho!'s ruleset, written for the ruleset's tests: no
//! robber (a 7 only asks for discards), no development deck, no Longest Road or Largest Army,
//! 3:1 with the bank for everyone, gold in play, a target base of 8, 2–4 players.
//!
//! Compiled only for the engine's own unit tests (`#[cfg(test)]` on its registry line).

use serde::{Deserialize, Serialize};

use super::{Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;
use crate::ruleset::{Award, DeckChoice, GoodsInPlay, RobberMode, RulesetBuilder, SevenRule};

/// The module (no state).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct NoRobber;

impl RuleModule for NoRobber {
    fn id(&self) -> ModuleId {
        ModuleId::NoRobber
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.robber(RobberMode::None);
        ruleset.seven(SevenRule::DiscardsOnly);
        ruleset.deck(DeckChoice::None);
        ruleset.remove_award(Award::LongestRoad);
        ruleset.remove_award(Award::LargestArmy);
        ruleset.bank_ratio(3);
        ruleset.goods(GoodsInPlay {
            commodities: false,
            gold: true,
        });
        ruleset.target_base(8);
        ruleset.players(2, 4);
    }
}

impl Module for NoRobber {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        NoRobber
    }
}
