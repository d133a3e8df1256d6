//! A module written only for the engine's tests of what hooks see: its `after_build` and
//! `end_of_turn` hooks record the builder's (the player ending the turn's) public VP and whether
//! Harbormaster's state is visible to them; `after_production` records what each seat received. Every hook runs with only its own module taken out of
//! the state, so another module's VP (Harbormaster's 2 points) and state must be seen.

use serde::{Deserialize, Serialize};

use super::{Built, HookCtx, Module, ModuleId, ModuleState, Never, RuleModule};
use crate::config::GameConfig;
use crate::event::Event;
use crate::resources::ResourceSet;
use crate::rules::Ctx;
use crate::state::Seat;

/// The module's state: what its hooks saw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct VpWatch {
    /// Per build: the builder's public VP, and the Harbormaster holder as seen in its state.
    pub after_build: Vec<(u32, Option<Seat>)>,
    /// Per end of turn: the seat's public VP, and the Harbormaster holder.
    pub end_of_turn: Vec<(u32, Option<Seat>)>,
    /// Per production: the number and how many cards each seat received.
    #[serde(default)]
    pub produced: Vec<(u8, Vec<u32>)>,
}

fn harbormaster_holder(ctx: &HookCtx) -> Option<Seat> {
    ctx.state.modules.iter().find_map(|m| match m {
        ModuleState::Harbormaster(h) => h.holder,
        _ => None,
    })
}

impl RuleModule for VpWatch {
    fn id(&self) -> ModuleId {
        ModuleId::VpWatch
    }

    fn after_build(&mut self, ctx: &HookCtx, seat: Seat, _built: Built, _events: &mut Vec<Event>) {
        if !ctx.state.is_player(seat) {
            return;
        }
        self.after_build
            .push((ctx.public_vp(seat), harbormaster_holder(ctx)));
    }

    fn after_production(&mut self, _ctx: &mut Ctx, number: u8, produced: &[ResourceSet]) {
        self.produced
            .push((number, produced.iter().map(ResourceSet::total).collect()));
    }

    fn end_of_turn(&mut self, ctx: &mut Ctx, seat: Seat) {
        let hc = ctx.hooks();
        self.end_of_turn
            .push((hc.public_vp(seat), harbormaster_holder(&hc)));
    }
}

impl Module for VpWatch {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        VpWatch::default()
    }
}

#[cfg(test)]
mod tests;
