//! A module written only for the engine's tests of occupancy and Longest Road routing. Its
//! state (set by the tests) names a hex that produces nothing for now, paths and intersections
//! closed to one seat, paths whose road counts double for Longest Road (a camel train),
//! "ships": paths that belong to a seat's route without a road, a robber that may go nowhere
//! but to a fallback hex, and pieces on intersections that cut a seat's road.

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
    /// Whether the robber may go nowhere (`robber_hex_allowed` refuses every hex).
    #[serde(default)]
    pub robber_nowhere: bool,
    /// Where the robber goes when it may go nowhere (`robber_fallback`).
    #[serde(default)]
    pub fallback: Option<HexId>,
    /// Intersections where a piece cuts a seat's road for Longest Road (`road_cut_at`: a
    /// knight of another seat standing there).
    #[serde(default)]
    pub cuts: Vec<(Seat, VertexId)>,
}

impl RuleModule for Roadblock {
    fn id(&self) -> ModuleId {
        ModuleId::Roadblock
    }

    fn hex_blocked(&self, _ctx: &HookCtx, hex: HexId) -> bool {
        self.hex == Some(hex)
    }

    fn robber_hex_allowed(&self, _ctx: &HookCtx, _mover: Seat, _hex: HexId) -> bool {
        !self.robber_nowhere
    }

    fn robber_fallback(&self, _ctx: &HookCtx) -> Option<HexId> {
        self.fallback
    }

    fn path_blocked(&self, _ctx: &HookCtx, seat: Seat, edge: EdgeId) -> bool {
        self.paths.contains(&(seat, edge))
    }

    fn intersection_blocked(&self, _ctx: &HookCtx, seat: Seat, vertex: VertexId) -> bool {
        self.corners.contains(&(seat, vertex))
    }

    fn road_cut_at(&self, _ctx: &HookCtx, seat: Seat, vertex: VertexId) -> bool {
        self.cuts.contains(&(seat, vertex))
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
