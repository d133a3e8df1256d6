//! A module written only for the engine's tests of the platform's safety nets: its one action,
//! `take_from_bank`, takes cards from the bank one at a time and fails when the bank runs out
//! first: a module action that gives up half done. The core runs module actions on a copy of
//! the state, so the failure must change nothing; and its module does not list the action for
//! autoplay, so the turn timer must never play it.

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleAction, ModuleFlow, ModuleId, Never, RuleModule};
use crate::action::Action;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::resources::Resource;
use crate::rules::Ctx;
use crate::state::{Phase, Seat};

/// The module (no state).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct HalfDone;

/// Its one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum HalfDoneAction {
    /// Take `count` cards of a resource from the bank, one at a time.
    TakeFromBank {
        /// Which.
        resource: Resource,
        /// How many.
        count: u8,
    },
}

impl From<HalfDoneAction> for Action {
    fn from(action: HalfDoneAction) -> Action {
        Action::Module(ModuleAction::HalfDone(action))
    }
}

impl RuleModule for HalfDone {
    fn id(&self) -> ModuleId {
        ModuleId::HalfDone
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        if seat == ctx.state.current && matches!(ctx.state.phase, Phase::Main) {
            for resource in Resource::ALL {
                out.push(HalfDoneAction::TakeFromBank { resource, count: 1 }.into());
            }
        }
    }
}

impl Module for HalfDone {
    type Action = HalfDoneAction;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        HalfDone
    }

    /// Changes the state before it knows it can finish (what a base rule must never do).
    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &HalfDoneAction,
    ) -> Result<ModuleFlow, RuleError> {
        let HalfDoneAction::TakeFromBank { resource, count } = *action;
        for _ in 0..count {
            if ctx.st.bank[resource] == 0 {
                return Err(RuleError::BankShort);
            }
            ctx.st.bank[resource] -= 1;
            ctx.st.players[seat as usize].hand[resource] += 1;
        }
        Ok(ModuleFlow::Done)
    }
}

#[cfg(test)]
mod tests;

impl crate::describe::DescribeAction for HalfDoneAction {
    const LABELS: &'static [&'static str] = &["half_done-take_from_bank"];

    fn info(&self) -> crate::describe::ActionInfo {
        let HalfDoneAction::TakeFromBank { resource, count } = self;
        crate::describe::ActionInfo::plain(
            "half_done-take_from_bank",
            crate::describe::ActionGroup::Trade,
        )
        .getting(crate::ResourceSet::of(*resource, *count))
    }
}
