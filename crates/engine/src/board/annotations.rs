//! Marks printed on a scenario map that are not terrain: river crossings, oasis arrows, the
//! castle's coloured directions, start paths. They are layout data (`Layout::annotations`); the
//! core only checks they lie on the board, and each variant's module reads the ones it uses.

use serde::{Deserialize, Serialize};

use super::{Edge, Hex};

/// One of the six directions out of a hex, in the order of `coords::DIRECTIONS`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Direction {
    /// East.
    E,
    /// North-east.
    Ne,
    /// North-west.
    Nw,
    /// West.
    W,
    /// South-west.
    Sw,
    /// South-east.
    Se,
}

impl Direction {
    /// All six, in `coords::DIRECTIONS` order.
    pub const ALL: [Direction; 6] = [
        Direction::E,
        Direction::Ne,
        Direction::Nw,
        Direction::W,
        Direction::Sw,
        Direction::Se,
    ];

    /// The index into `coords::DIRECTIONS` (for [`Hex::neighbor`]).
    pub fn index(self) -> usize {
        self as usize
    }
}

/// The colours of Barbarian Attack's colour die, painted on the castle's directions.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CastleColour {
    /// Green.
    Green,
    /// Purple.
    Purple,
    /// Brown.
    Brown,
}

/// A mark printed on the map.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Annotation {
    /// A path that crosses a river (Rivers: only a bridge may be built on it).
    RiverCrossing {
        /// The path.
        edge: Edge,
    },
    /// An oasis arrow (Caravans): the path it points to, where a caravan may start.
    OasisArrow {
        /// The path the arrow points to.
        edge: Edge,
    },
    /// One of the castle's six directions and the colour painted on it (Barbarian Attack).
    CastleDirection {
        /// The castle hex.
        hex: Hex,
        /// The direction out of it.
        direction: Direction,
        /// The colour that direction carries.
        colour: CastleColour,
    },
    /// A start path printed on the map (barbarians' or knights' starting paths).
    StartPath {
        /// The path.
        edge: Edge,
    },
}

impl Annotation {
    /// The path it marks, if it marks one.
    pub fn edge(&self) -> Option<Edge> {
        match *self {
            Annotation::RiverCrossing { edge }
            | Annotation::OasisArrow { edge }
            | Annotation::StartPath { edge } => Some(edge),
            Annotation::CastleDirection { .. } => None,
        }
    }

    /// The hex it marks, if it marks one.
    pub fn hex(&self) -> Option<Hex> {
        match *self {
            Annotation::CastleDirection { hex, .. } => Some(hex),
            _ => None,
        }
    }
}
