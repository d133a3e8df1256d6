//! A module written only for the engine's tests of a 7 handed to a module
//! (`SevenRule::DiscardsThenModule`, the `on_seven` hook): after the core's discards, the roller
//! takes one card at random from any other player holding one (Barbarian Attack's 7), through
//! its own decision on the interrupt stack; the robber never moves on a 7.

use serde::{Deserialize, Serialize};

use super::{
    HookCtx, Module, ModuleAction, ModuleDecision, ModuleFlow, ModuleId, Never, RuleModule,
};
use crate::action::Action;
use crate::config::GameConfig;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::{Decision, Pending};
use crate::rules::{Ctx, interrupt, turn};
use crate::ruleset::{RulesetBuilder, SevenRule};
use crate::state::{Phase, Seat};

/// The module's state: the seat that owes the choice of a victim, while it is owed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Pickpocket {
    /// The roller choosing whom to rob.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub thief: Option<Seat>,
}

/// Its one action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum PickpocketAction {
    /// Take a card at random from `victim`.
    PickPocket {
        /// Whom.
        victim: Seat,
    },
}

/// Its one decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PickpocketDecision {
    /// Choose a player to take a card from.
    PickPocket,
}

impl From<PickpocketAction> for Action {
    fn from(action: PickpocketAction) -> Action {
        Action::Module(ModuleAction::Pickpocket(action))
    }
}

impl From<PickpocketDecision> for Decision {
    fn from(decision: PickpocketDecision) -> Decision {
        Decision::Module(ModuleDecision::Pickpocket(decision))
    }
}

fn deciding(phase: &Phase) -> bool {
    *phase
        == Phase::ModuleDecisions {
            module: ModuleId::Pickpocket,
        }
}

/// The players `thief` may rob: any other seat holding a card (the modules' `may_rob` asked).
fn victims(ctx: &HookCtx, thief: Seat) -> Vec<Seat> {
    let st = ctx.state;
    (0..st.seat_count())
        .filter(|&s| s != thief && st.players[s as usize].hand.total() > 0)
        .filter(|&s| st.modules.iter().all(|m| m.hooks().may_rob(ctx, thief, s)))
        .collect()
}

impl RuleModule for Pickpocket {
    fn id(&self) -> ModuleId {
        ModuleId::Pickpocket
    }

    fn ruleset(&self, ruleset: &mut RulesetBuilder) {
        ruleset.seven(SevenRule::DiscardsThenModule(ModuleId::Pickpocket));
    }

    fn on_seven(&mut self, ctx: &mut Ctx, roller: Seat) {
        if victims(&ctx.hooks(), roller).is_empty() {
            return;
        }
        self.thief = Some(roller);
        ctx.events.push(Event::DecisionsRequired {
            seats: vec![roller],
        });
        interrupt::push(
            ctx.st,
            Phase::ModuleDecisions {
                module: ModuleId::Pickpocket,
            },
        );
    }

    fn pending(&self, ctx: &HookCtx, out: &mut Vec<Pending>) {
        if let Some(seat) = self.thief
            && deciding(&ctx.state.phase)
        {
            out.push(Pending {
                seat,
                decision: PickpocketDecision::PickPocket.into(),
            });
        }
    }

    fn legal_actions(&self, ctx: &HookCtx, seat: Seat, out: &mut Vec<Action>) {
        if self.thief == Some(seat) && deciding(&ctx.state.phase) {
            for victim in victims(ctx, seat) {
                out.push(PickpocketAction::PickPocket { victim }.into());
            }
        }
    }
}

impl Module for Pickpocket {
    type Action = PickpocketAction;
    type Event = Never;
    type Decision = PickpocketDecision;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        Pickpocket::default()
    }

    fn autoplay_allowed(&self, _ctx: &HookCtx, _seat: Seat, _action: &PickpocketAction) -> bool {
        true
    }

    fn apply(
        &mut self,
        ctx: &mut Ctx,
        seat: Seat,
        action: &PickpocketAction,
    ) -> Result<ModuleFlow, RuleError> {
        let PickpocketAction::PickPocket { victim } = *action;
        if !deciding(&ctx.st.phase) || self.thief != Some(seat) {
            return Err(RuleError::NoDecisionOwed);
        }
        if !victims(&ctx.hooks(), seat).contains(&victim) {
            return Err(RuleError::InvalidVictim);
        }
        // The `steal` stream, as a robbery.
        let taken = turn::steal_card(ctx.st, victim);
        if let Some(g) = taken {
            ctx.st.players[victim as usize].hand[g] -= 1;
            ctx.st.players[seat as usize].hand[g] += 1;
        }
        ctx.events.push(Event::Stole {
            thief: seat,
            victim,
            resource: taken,
        });
        self.thief = None;
        interrupt::resume(ctx, seat, Phase::Main);
        Ok(ModuleFlow::Done)
    }
}

#[cfg(test)]
mod tests;

impl crate::describe::DescribeAction for PickpocketAction {
    const LABELS: &'static [&'static str] = &["pickpocket-pick_pocket"];

    fn info(&self) -> crate::describe::ActionInfo {
        let PickpocketAction::PickPocket { victim } = self;
        crate::describe::ActionInfo::plain(
            "pickpocket-pick_pocket",
            crate::describe::ActionGroup::Decide,
        )
        .with_seat(*victim)
    }
}
