//! A module written only for the engine's tests of nested interruptions: `nest` interrupts
//! whatever phase the game is in with a decision of this module (or, with `robber: true`, with
//! the base robber move), `unnest` resolves the innermost of its decisions. The core's stack must
//! bring every interrupted phase back in the reverse order.

use serde::{Deserialize, Serialize};

use super::{
    HookCtx, Module, ModuleAction, ModuleDecision, ModuleFlow, ModuleId, Never, RuleModule,
};
use crate::action::Action;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::game::{Decision, Pending};
use crate::rules::{Ctx, interrupt};
use crate::state::{Phase, Seat};

/// The module's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Nest {
    /// How many of its decisions are open.
    pub depth: u8,
}

/// Its actions.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum NestAction {
    /// Interrupt the current phase.
    Nest {
        /// With the base robber move instead of a decision of this module.
        robber: bool,
    },
    /// Resolve the innermost decision of this module.
    Unnest,
}

/// Its decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum NestDecision {
    /// Resolve the nested decision.
    Unnest,
}

impl From<NestAction> for Action {
    fn from(action: NestAction) -> Action {
        Action::Module(ModuleAction::Nest(action))
    }
}

impl From<NestDecision> for Decision {
    fn from(decision: NestDecision) -> Decision {
        Decision::Module(ModuleDecision::Nest(decision))
    }
}

/// The phase of this module's decision.
pub fn deciding() -> Phase {
    Phase::ModuleDecisions {
        module: ModuleId::Nest,
    }
}

impl RuleModule for Nest {
    fn id(&self) -> ModuleId {
        ModuleId::Nest
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if ctx.state.phase == deciding() {
            out.push(Pending {
                seat: ctx.state.current,
                decision: NestDecision::Unnest.into(),
            });
        }
    }
}

impl Module for Nest {
    type Action = NestAction;
    type Event = Never;
    type Decision = NestDecision;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        Nest::default()
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &NestAction,
    ) -> Result<ModuleFlow, RuleError> {
        ctx.require_current(seat)?;
        match action {
            NestAction::Nest { robber: true } => {
                interrupt::open(ctx.st, |resume| Phase::MoveRobber { resume })
            }
            NestAction::Nest { robber: false } => {
                self.depth += 1;
                interrupt::push(ctx.st, deciding());
            }
            NestAction::Unnest => {
                if ctx.st.phase != deciding() {
                    return Err(RuleError::NoDecisionOwed);
                }
                self.depth -= 1;
                interrupt::resume(ctx, seat, Phase::Main);
            }
        }
        Ok(ModuleFlow::Done)
    }
}

#[cfg(test)]
mod tests;

impl crate::describe::DescribeAction for NestAction {
    const LABELS: &'static [&'static str] = &["nest-nest", "nest-unnest"];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup, ActionInfo};
        match self {
            NestAction::Nest { robber: false } => ActionInfo::plain("nest-nest", ActionGroup::Decide),
            NestAction::Nest { robber: true } => {
                ActionInfo::plain("nest-nest", ActionGroup::Decide).with_detail("robber")
            }
            NestAction::Unnest => ActionInfo::plain("nest-unnest", ActionGroup::Decide),
        }
    }
}
