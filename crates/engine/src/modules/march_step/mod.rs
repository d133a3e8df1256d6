//! A module written only for the engine's tests of turn steps: it adds a movement step after
//! the main phase (`Phase::TurnStep { module: march_step, step: 0 }`), in which the current
//! player may `march` up to twice before `EndTurn` ends the step (and, as it is the last, the
//! turn). Marching is refused in any other phase.

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleAction, ModuleEvent, ModuleFlow, ModuleId, Never, RuleModule};
use crate::action::Action;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::event::Event;
use crate::rules::Ctx;
use crate::state::{Phase, Seat};

/// Marches allowed per turn.
pub const MARCHES_PER_TURN: u8 = 2;

/// The module's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct MarchStep {
    /// Marches made this turn.
    pub marches: u8,
    /// How many movement steps have begun in the game.
    pub steps_begun: u32,
}

/// Its one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum MarchStepAction {
    /// Move once in the movement step.
    March,
}

/// Its one event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum MarchStepEvent {
    /// A seat marched.
    Marched {
        /// Who.
        seat: Seat,
    },
}

impl From<MarchStepAction> for Action {
    fn from(action: MarchStepAction) -> Action {
        Action::Module(ModuleAction::MarchStep(action))
    }
}

impl From<MarchStepEvent> for Event {
    fn from(event: MarchStepEvent) -> Event {
        Event::Module(ModuleEvent::MarchStep(event))
    }
}

/// The phase of the movement step.
pub fn step_phase() -> Phase {
    Phase::TurnStep {
        module: ModuleId::MarchStep,
        step: 0,
    }
}

impl RuleModule for MarchStep {
    fn id(&self) -> ModuleId {
        ModuleId::MarchStep
    }

    fn turn_steps(&self) -> u8 {
        1
    }

    fn turn_step_begins(&mut self, _ctx: &mut Ctx, _seat: Seat, _step: u8) {
        self.steps_begun += 1;
    }

    fn end_of_turn(&mut self, _ctx: &mut Ctx, _seat: Seat) {
        self.marches = 0;
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        if seat == ctx.state.current
            && ctx.state.phase == step_phase()
            && self.marches < MARCHES_PER_TURN
        {
            out.push(MarchStepAction::March.into());
        }
    }
}

impl Module for MarchStep {
    type Action = MarchStepAction;
    type Event = MarchStepEvent;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        MarchStep::default()
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        _action: &MarchStepAction,
    ) -> Result<ModuleFlow, RuleError> {
        ctx.require_current(seat)?;
        if ctx.st.phase != step_phase() {
            return Err(crate::rules::build::wrong_phase(&ctx.st.phase));
        }
        if self.marches >= MARCHES_PER_TURN {
            return Err(RuleError::NoLegalPlacement);
        }
        self.marches += 1;
        ctx.events.push(MarchStepEvent::Marched { seat }.into());
        Ok(ModuleFlow::Done)
    }
}

#[cfg(test)]
mod tests;

impl crate::describe::DescribeAction for MarchStepAction {
    const LABELS: &'static [&'static str] = &["march_step-march"];

    fn info(&self) -> crate::describe::ActionInfo {
        crate::describe::ActionInfo::plain("march_step-march", crate::describe::ActionGroup::Move)
    }
}
