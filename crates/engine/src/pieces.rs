//! The kinds of pieces on the board and what each is worth: the one place that says how many
//! victory points a building gives and how many cards it yields. Victory points, production,
//! autoplay and the view all ask here.

use serde::{Deserialize, Serialize};

use super::board::EdgeId;
use super::state::{Building, BuildingKind, Seat};

impl BuildingKind {
    /// Every kind, in declaration order (`kind as usize` indexes it).
    pub const ALL: [BuildingKind; 3] = [
        BuildingKind::Settlement,
        BuildingKind::City,
        BuildingKind::HarborSettlement,
    ];

    /// Victory points it gives.
    pub const fn vp(self) -> u8 {
        match self {
            BuildingKind::Settlement => 1,
            BuildingKind::City => 2,
            BuildingKind::HarborSettlement => 2,
        }
    }

    /// Cards of a producing hex's good it yields before any rule module's change
    /// (`RuleModule::building_yield`).
    pub const fn base_yield(self) -> u8 {
        match self {
            BuildingKind::Settlement => 1,
            BuildingKind::City => 2,
            BuildingKind::HarborSettlement => 1,
        }
    }
}

/// What may lie on a building besides: Cities & Knights' metropolis and city wall, both on a
/// city.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Overlays {
    /// A metropolis (+2 VP).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub metropolis: bool,
    /// A city wall (no VP; it raises the hand limit, which its module counts).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub wall: bool,
}

impl Overlays {
    /// Nothing on the building.
    pub const NONE: Overlays = Overlays {
        metropolis: false,
        wall: false,
    };

    /// Whether nothing lies on the building.
    pub fn is_none(&self) -> bool {
        *self == Overlays::NONE
    }

    /// Victory points the overlays add.
    pub const fn vp(self) -> u8 {
        if self.metropolis { 2 } else { 0 }
    }

    /// Cards the overlays add to the building's yield (none: a metropolis or wall produces
    /// nothing of its own).
    pub const fn extra_yield(self) -> u8 {
        0
    }
}

impl Building {
    /// A building with nothing on it.
    pub const fn new(owner: Seat, kind: BuildingKind) -> Building {
        Building {
            owner,
            kind,
            overlays: Overlays::NONE,
        }
    }

    /// Victory points it gives, overlays included.
    pub const fn vp(self) -> u8 {
        self.kind.vp() + self.overlays.vp()
    }

    /// Cards it yields before any module's change, overlays included.
    pub const fn base_yield(self) -> u8 {
        self.kind.base_yield() + self.overlays.extra_yield()
    }
}

/// Whether a count is zero (serde: counts written only when not zero).
pub fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// What stands on a path.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoadKind {
    /// A road.
    #[default]
    Road,
    /// A bridge over a river crossing (Rivers): a road in every respect but where it stands.
    Bridge,
}

impl RoadKind {
    /// Whether it is a plain road.
    pub fn is_road(&self) -> bool {
        *self == RoadKind::Road
    }

    /// Whether it counts as a road for networks and Longest Road (the route-edge hook may
    /// weigh it differently).
    pub const fn counts_as_road(self) -> bool {
        match self {
            RoadKind::Road | RoadKind::Bridge => true,
        }
    }
}

/// A piece on a path that is not a plain road (kept in `GameState::road_kinds`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PlacedRoad {
    /// The path.
    pub edge: EdgeId,
    /// What stands there.
    pub kind: RoadKind,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_table_for_vp_and_yield() {
        let vp: Vec<u8> = BuildingKind::ALL.iter().map(|k| k.vp()).collect();
        let y: Vec<u8> = BuildingKind::ALL.iter().map(|k| k.base_yield()).collect();
        assert_eq!(vp, [1, 2, 2]);
        assert_eq!(y, [1, 2, 1]);
        for (i, k) in BuildingKind::ALL.iter().enumerate() {
            assert_eq!(*k as usize, i);
        }
        let mut city = Building::new(0, BuildingKind::City);
        assert_eq!((city.vp(), city.base_yield()), (2, 2));
        city.overlays.metropolis = true;
        city.overlays.wall = true;
        assert_eq!((city.vp(), city.base_yield()), (4, 2));
    }

    #[test]
    fn base_pieces_keep_their_json() {
        let s = Building::new(1, BuildingKind::Settlement);
        assert_eq!(
            serde_json::to_string(&s).unwrap(),
            r#"{"owner":1,"kind":"settlement"}"#
        );
        let back: Building = serde_json::from_str(r#"{"owner":1,"kind":"city"}"#).unwrap();
        assert_eq!(back, Building::new(1, BuildingKind::City));
        let mut m = Building::new(2, BuildingKind::City);
        m.overlays.metropolis = true;
        let json = serde_json::to_string(&m).unwrap();
        assert_eq!(
            json,
            r#"{"owner":2,"kind":"city","overlays":{"metropolis":true}}"#
        );
        assert_eq!(serde_json::from_str::<Building>(&json).unwrap(), m);
        assert_eq!(
            serde_json::to_string(&BuildingKind::HarborSettlement).unwrap(),
            "\"harbor_settlement\""
        );
        assert_eq!(
            serde_json::to_string(&RoadKind::Bridge).unwrap(),
            "\"bridge\""
        );
    }
}
