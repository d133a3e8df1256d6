//! A module written only for the engine's tests of the end-of-turn resolution and the
//! interrupt stack: when a turn ends, every other seat holding a card owes the bank one card of
//! its choice (`pay_tithe`), in any order, like discards; the core waits for them through the
//! interrupt stack (`Phase::EndOfTurn` saved under `Phase::ModuleDecisions`) and passes the turn
//! once the last is paid. With nobody owing, the turn passes at once.

use serde::{Deserialize, Serialize};

use super::{
    HookCtx, Module, ModuleAction, ModuleDecision, ModuleFlow, ModuleId, Never, RuleModule,
};
use crate::action::Action;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Decision, Pending};
use crate::resources::{Resource, ResourceSet};
use crate::rules::{Ctx, interrupt};
use crate::state::{Phase, Seat};

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Tithe {
    /// Per seat: whether it owes its card.
    pub owed: Vec<bool>,
}

/// Its one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum TitheAction {
    /// Give one card to the bank.
    PayTithe {
        /// Which.
        resource: Resource,
    },
}

/// Its one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum TitheDecision {
    /// Pay one card to the bank.
    PayTithe,
}

impl From<TitheAction> for Action {
    fn from(action: TitheAction) -> Action {
        Action::Module(ModuleAction::Tithe(action))
    }
}

impl From<TitheDecision> for Decision {
    fn from(decision: TitheDecision) -> Decision {
        Decision::Module(ModuleDecision::Tithe(decision))
    }
}

fn deciding(phase: &Phase) -> bool {
    *phase
        == Phase::ModuleDecisions {
            module: ModuleId::Tithe,
        }
}

impl RuleModule for Tithe {
    fn id(&self) -> ModuleId {
        ModuleId::Tithe
    }

    fn end_of_turn(&mut self, ctx: &mut Ctx, seat: Seat) {
        self.owed = ctx
            .st
            .players
            .iter()
            .enumerate()
            .map(|(s, p)| s != seat as usize && p.hand.total() > 0)
            .collect();
        let seats: Vec<Seat> = (0..ctx.st.seat_count())
            .filter(|&s| self.owed[s as usize])
            .collect();
        if seats.is_empty() {
            return;
        }
        ctx.events.push(Event::DecisionsRequired { seats });
        interrupt::push(
            ctx.st,
            Phase::ModuleDecisions {
                module: ModuleId::Tithe,
            },
        );
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if !deciding(&ctx.state.phase) {
            return;
        }
        for (s, owes) in self.owed.iter().enumerate() {
            if *owes {
                out.push(Pending {
                    seat: s as Seat,
                    decision: TitheDecision::PayTithe.into(),
                });
            }
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        if deciding(&ctx.state.phase) && self.owed.get(seat as usize) == Some(&true) {
            let hand = ctx.state.players[seat as usize].hand;
            for resource in Resource::ALL.into_iter().filter(|&r| hand[r] > 0) {
                out.push(TitheAction::PayTithe { resource }.into());
            }
        }
    }
}

impl Module for Tithe {
    type Action = TitheAction;
    type Event = Never;
    type Decision = TitheDecision;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        Tithe::default()
    }

    fn autoplay_allowed(&self, _ctx: &HookCtx, _seat: Seat, _action: &TitheAction) -> bool {
        true
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &TitheAction,
    ) -> Result<ModuleFlow, RuleError> {
        let TitheAction::PayTithe { resource } = *action;
        if !deciding(&ctx.st.phase) || self.owed.get(seat as usize) != Some(&true) {
            return Err(RuleError::NoDecisionOwed);
        }
        let cards = ResourceSet::of(resource, 1);
        if !ctx.st.players[seat as usize].hand.try_sub(&cards) {
            return Err(RuleError::NotEnoughResources);
        }
        ctx.st.bank.add(&cards);
        ctx.events.push(Event::Discarded { seat, cards });
        self.owed[seat as usize] = false;
        if self.owed.iter().all(|o| !o) {
            // Back to the end of the turn, which the core then completes.
            let current = ctx.st.current;
            interrupt::resume(ctx, current, Phase::Main);
        }
        Ok(ModuleFlow::Done)
    }
}

#[cfg(test)]
mod tests;

impl crate::describe::DescribeAction for TitheAction {
    const LABELS: &'static [&'static str] = &["tithe-pay_tithe"];

    fn info(&self) -> crate::describe::ActionInfo {
        let TitheAction::PayTithe { resource } = self;
        crate::describe::ActionInfo::plain("tithe-pay_tithe", crate::describe::ActionGroup::Decide)
            .giving(crate::ResourceSet::of(*resource, 1))
    }
}
