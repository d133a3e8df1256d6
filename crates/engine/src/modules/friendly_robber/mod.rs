//! Friendly Robber (Traders & Barbarians optional rule): the robber may not be placed next to,
//! and nobody may rob, a player who still has only 2 victory points. When no hex is allowed the
//! robber goes back to the desert. Discards on a 7 are unchanged.

use crate::modules::Hooks;
use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleId, Never, RuleModule};
use crate::config::GameConfig;
use crate::board::HexId;
use crate::state::Seat;

/// Victory points at or below which a player is protected.
pub const PROTECTED_VP: u32 = 2;

/// The module (it has no state of its own).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct FriendlyRobber;

impl RuleModule for FriendlyRobber {
    fn id(&self) -> ModuleId {
        ModuleId::FriendlyRobber
    }

    fn overrides(&self) -> Hooks {
        Hooks::ROBBER_TARGETS | Hooks::MAY_ROB
    }

    fn robber_hex_allowed(&self, ctx: &HookCtx, mover: Seat, hex: HexId) -> bool {
        ctx.board
            .hex_vertices(hex)
            .iter()
            .all(|&v| match ctx.state.building_at(v) {
                Some(b) if b.owner != mover && ctx.state.is_player(b.owner) => {
                    ctx.public_vp(b.owner) > PROTECTED_VP
                }
                _ => true,
            })
    }

    fn robber_fallback(&self, ctx: &HookCtx) -> Option<HexId> {
        super::desert(ctx.board)
    }

    fn may_rob(&self, ctx: &HookCtx, _thief: Seat, victim: Seat) -> bool {
        ctx.public_vp(victim) > PROTECTED_VP
    }
}

impl Module for FriendlyRobber {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        FriendlyRobber
    }
}
