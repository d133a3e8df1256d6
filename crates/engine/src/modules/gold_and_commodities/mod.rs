//! Goods in play, written only for the engine's tests: the C&K commodities and gold are in this
//! game (`RuleModule::commodities`, `RuleModule::gold_rules` with the T&B rules), each seat
//! starts with [`START_GOLD`] gold and one of each commodity from the bank, and each roll that
//! counts (not a 7) pays the roller one commodity and one gold through the core's payout
//! (`rules::turn::pay_from_bank`, the bank shortage rule per good), so random games move every
//! good through hands, trades, discards and steals.
//!
//! Compiled only for the engine's own unit tests (`#[cfg(test)]` on its registry line).

use crate::ruleset::{GoodsInPlay, RulesetBuilder};
use serde::{Deserialize, Serialize};

use super::{Module, ModuleId, Never, RuleModule};
use crate::board::Board;
use crate::config::{ConfigError, GameConfig};
use crate::event::Event;
use crate::goods::{Commodity, GoldRules, Good};
use crate::resources::ResourceSet;
use crate::rules::Ctx;
use crate::rules::turn::pay_from_bank;
use crate::state::{GameState, Seat};

/// Gold each seat starts with (as in Traders & Barbarians).
pub const START_GOLD: u8 = 5;

/// The module (it has no state of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct GoldAndCommodities;

impl RuleModule for GoldAndCommodities {
    fn id(&self) -> ModuleId {
        ModuleId::GoldAndCommodities
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.goods(GoodsInPlay {
            commodities: true,
            gold: true,
        });
        ruleset.gold(GoldRules::default());
    }

    fn on_game_created(
        &mut self,
        _board: &Board,
        state: &mut GameState,
        _events: &mut Vec<Event>,
    ) -> Result<(), ConfigError> {
        let mut start = ResourceSet::of(Good::Gold, START_GOLD);
        for c in Commodity::ALL {
            start[Good::from(c)] = 1;
        }
        for p in &mut state.players {
            if state.bank.try_sub(&start) {
                p.hand.add(&start);
            }
        }
        Ok(())
    }

    fn after_roll(&mut self, ctx: &mut Ctx, seat: Seat, number: u8) {
        if number == 7 {
            return;
        }
        let mut owed = vec![ResourceSet::EMPTY; ctx.st.players.len()];
        let commodity = Commodity::ALL[usize::from(number) % Commodity::ALL.len()];
        owed[usize::from(seat)] = ResourceSet::of(commodity, 1);
        owed[usize::from(seat)][Good::Gold] = 1;
        pay_from_bank(ctx, &owed);
    }
}

impl Module for GoldAndCommodities {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        GoldAndCommodities
    }
}

#[cfg(test)]
mod tests;
