//! A module written only for the engine's tests of occupancy and Longest Road routing. Its
//! state (set by the tests) names a hex that produces nothing for now, paths and intersections
//! closed to one seat, paths whose road counts double for Longest Road (a camel train), and
//! "ships": paths that belong to a seat's route without a road.

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleId, Never, RuleModule};
use crate::board::{EdgeId, HexId, VertexId};
use crate::config::GameConfig;
use crate::state::Seat;

/// The module's state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
pub struct Roadblock {
    /// A hex that produces nothing (and the robber may not enter).
    pub hex: Option<HexId>,
    /// Paths closed to a seat.
    pub paths: Vec<(Seat, EdgeId)>,
    /// Intersections closed to a seat.
    pub corners: Vec<(Seat, VertexId)>,
    /// Paths whose road counts 2 for Longest Road.
    pub double: Vec<EdgeId>,
    /// Paths in a seat's route without a road (its ships).
    pub ships: Vec<(Seat, EdgeId)>,
}

impl RuleModule for Roadblock {
    fn id(&self) -> ModuleId {
        ModuleId::Roadblock
    }

    fn hex_blocked(&self, _ctx: &HookCtx, hex: HexId) -> bool {
        self.hex == Some(hex)
    }

    fn path_blocked(&self, _ctx: &HookCtx, seat: Seat, edge: EdgeId) -> bool {
        self.paths.contains(&(seat, edge))
    }

    fn intersection_blocked(&self, _ctx: &HookCtx, seat: Seat, vertex: VertexId) -> bool {
        self.corners.contains(&(seat, vertex))
    }

    fn route_weight(&self, _ctx: &HookCtx, seat: Seat, edge: EdgeId, weight: u8) -> u8 {
        if self.ships.contains(&(seat, edge)) {
            1
        } else if weight > 0 && self.double.contains(&edge) {
            weight * 2
        } else {
            weight
        }
    }
}

impl Module for Roadblock {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = Never;
    type Script = ();

    fn new(_config: &GameConfig) -> Self {
        Roadblock::default()
    }
}

#[cfg(test)]
mod tests;
