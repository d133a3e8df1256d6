//! Which hooks a module overrides ([`Hooks`]), so the core keeps the base game's fast paths for
//! every rule no module in play changes.
//!
//! The core has shortcuts for the base rules (robber targets read from the board, Longest Road
//! measured only where a new road joins, production straight from the tiles…). They are only
//! right while no module changes the rule they stand for. A module says which hooks it
//! overrides ([`RuleModule::overrides`](super::RuleModule::overrides)); the ruleset keeps the
//! union for the game ([`Ruleset::hooks`](crate::ruleset::Ruleset::hooks)) and the core asks
//! [`GameState::hooked`](crate::state::GameState::hooked) before taking a shortcut. A module
//! that does not say is taken to override every hook (the general paths, always right).
//!
//! The engine's tests check every module's declaration: on random games, each hook it does
//! not declare must answer what the default answers (`modules::hook_set_tests`).

use std::fmt;
use std::ops::BitOr;

/// A set of hook points (see the constants). Only the hooks the core has a shortcut for have a
/// bit; the others are always asked.
#[derive(Clone, Copy, PartialEq, Eq, Default)]
pub struct Hooks(u32);

macro_rules! hook_bits {
    ($($(#[$doc:meta])* $name:ident = $bit:expr;)*) => {
        impl Hooks {
            $($(#[$doc])* pub const $name: Hooks = Hooks(1 << $bit);)*
            /// Every hook with a bit, by name (for messages and tests).
            pub const NAMED: &'static [(&'static str, Hooks)] = &[$((stringify!($name), Hooks::$name)),*];
        }
    };
}

hook_bits! {
    /// `robber_hex_allowed` and `robber_fallback`.
    ROBBER_TARGETS = 0;
    /// `may_rob`.
    MAY_ROB = 1;
    /// `extra_vp`.
    EXTRA_VP = 2;
    /// `hand_limit`.
    HAND_LIMIT = 3;
    /// `trade_ratio`.
    TRADE_RATIO = 4;
    /// `hex_blocked`.
    HEX_BLOCKED = 5;
    /// `intersection_blocked`.
    INTERSECTION_BLOCKED = 6;
    /// `path_blocked`.
    PATH_BLOCKED = 7;
    /// `route_weight`.
    ROUTE_WEIGHT = 8;
    /// `draw_roll`, `chosen_dice`, `roll_accepted` and `roll_resume`.
    ROLL = 9;
    /// `after_roll`.
    AFTER_ROLL = 10;
    /// `building_yield` and `production_goods`.
    PRODUCTION = 11;
    /// `after_production`.
    AFTER_PRODUCTION = 12;
    /// `check_road`, `check_settlement`, `check_city` and `free_road_alternative`.
    BUILD_CHECKS = 13;
    /// `legal_actions`.
    LEGAL_ACTIONS = 14;
    /// `vp_can_still_change`.
    VP_CAN_STILL_CHANGE = 15;
    /// `seat_target_extra`.
    SEAT_TARGET_EXTRA = 16;
    /// `turn_steps`.
    TURN_STEPS = 17;
    /// `on_seven`.
    ON_SEVEN = 18;
    /// `after_action` (with `after_action_due`).
    AFTER_ACTION = 19;
    /// `road_cut_at`.
    ROAD_CUT = 20;
    /// `before_number`.
    BEFORE_NUMBER = 21;
    /// `legal_action_count` and `nth_legal_action` (count-then-pick).
    COUNTED_ACTIONS = 22;
}

impl Hooks {
    /// No hook.
    pub const NONE: Hooks = Hooks(0);
    /// Every hook (what a module that does not say is taken to override).
    pub const ALL: Hooks = Hooks(u32::MAX);
    /// Where a wall, a ship or a knight may stand in the way: `hex_blocked`,
    /// `intersection_blocked` and `path_blocked`.
    pub const OCCUPANCY: Hooks =
        Hooks(Hooks::HEX_BLOCKED.0 | Hooks::INTERSECTION_BLOCKED.0 | Hooks::PATH_BLOCKED.0);

    /// Whether the two sets share a hook.
    pub const fn intersects(self, other: Hooks) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether every hook of `other` is in this set.
    pub const fn contains(self, other: Hooks) -> bool {
        self.0 & other.0 == other.0
    }

    /// Both sets together.
    pub const fn union(self, other: Hooks) -> Hooks {
        Hooks(self.0 | other.0)
    }
}

impl BitOr for Hooks {
    type Output = Hooks;
    fn bitor(self, other: Hooks) -> Hooks {
        self.union(other)
    }
}

impl fmt::Debug for Hooks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Hooks::ALL {
            return f.write_str("Hooks(ALL)");
        }
        let names: Vec<&str> = Hooks::NAMED
            .iter()
            .filter(|(_, h)| self.contains(*h))
            .map(|(n, _)| *n)
            .collect();
        write!(f, "Hooks({})", names.join(" | "))
    }
}
