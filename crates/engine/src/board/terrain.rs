//! What a hex is, and what that means for the rules: the predicates the core asks instead of a
//! single "is it land?".

use serde::{Deserialize, Serialize};

use crate::resources::Resource;

/// What a hex is. The JSON names are the snake-case variant names (`"forest"`, `"fishing_ground"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// Produces lumber.
    Forest,
    /// Produces wool.
    Pasture,
    /// Produces grain.
    Fields,
    /// Produces brick.
    Hills,
    /// Produces ore.
    Mountains,
    /// Produces nothing; the robber starts here.
    Desert,
    /// Water (scenario boards that play on the sea).
    Sea,
    /// The Fishermen's lake (in place of the desert): inland, carries several numbers, yields fish.
    Lake,
    /// A Fishermen fishing ground on the frame: water with one number, yields fish to the coast.
    FishingGround,
    /// The Caravans' oasis (in place of the desert): land that produces nothing.
    Oasis,
    /// A Rivers swamp: land that produces nothing (the robber starts on one).
    Swamp,
    /// Barbarian Attack's castle: land that produces nothing, knights start on its paths.
    Castle,
    /// The Traders & Barbarians castle trade hex (a plaza, no settlements on its corners).
    TradeCastle,
    /// The Traders & Barbarians quarry trade hex.
    Quarry,
    /// The Traders & Barbarians glassworks trade hex.
    Glassworks,
    /// A gold field (Land Ho!, Rivers): produces gold (see [`Produce::Gold`]).
    GoldField,
    /// A face-down tile: nothing is known (or decided) about it until it is revealed.
    Unknown,
}

/// What a hex yields when its number is rolled.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Produce {
    /// A resource card.
    Resource(Resource),
    /// Gold (a placeholder the goods work maps to its gold good; the base core pays nothing).
    Gold,
    /// Fish tokens (the Fishermen module pays them; the base core pays nothing).
    Fish,
}

impl Terrain {
    /// Every terrain, in declaration order.
    pub const ALL: [Terrain; 17] = [
        Terrain::Forest,
        Terrain::Pasture,
        Terrain::Fields,
        Terrain::Hills,
        Terrain::Mountains,
        Terrain::Desert,
        Terrain::Sea,
        Terrain::Lake,
        Terrain::FishingGround,
        Terrain::Oasis,
        Terrain::Swamp,
        Terrain::Castle,
        Terrain::TradeCastle,
        Terrain::Quarry,
        Terrain::Glassworks,
        Terrain::GoldField,
        Terrain::Unknown,
    ];

    /// What this terrain yields when its number is rolled, if anything.
    pub fn produces(self) -> Option<Produce> {
        match self {
            Terrain::Forest => Some(Produce::Resource(Resource::Lumber)),
            Terrain::Pasture => Some(Produce::Resource(Resource::Wool)),
            Terrain::Fields => Some(Produce::Resource(Resource::Grain)),
            Terrain::Hills => Some(Produce::Resource(Resource::Brick)),
            Terrain::Mountains => Some(Produce::Resource(Resource::Ore)),
            Terrain::GoldField => Some(Produce::Gold),
            Terrain::Lake | Terrain::FishingGround => Some(Produce::Fish),
            Terrain::Desert
            | Terrain::Sea
            | Terrain::Oasis
            | Terrain::Swamp
            | Terrain::Castle
            | Terrain::TradeCastle
            | Terrain::Quarry
            | Terrain::Glassworks
            | Terrain::Unknown => None,
        }
    }

    /// The resource card this terrain produces, if it produces one.
    pub fn resource(self) -> Option<Resource> {
        match self.produces() {
            Some(Produce::Resource(r)) => Some(r),
            _ => None,
        }
    }

    /// Whether pieces may be built along this hex: a corner or path touching at least one such
    /// hex may carry a building or a road (unless a neighbour forbids it, see
    /// [`Terrain::forbids_settlements`]). Every land terrain; not water, not a trade hex (whose
    /// own corners refuse settlements and whose sea-side paths refuse roads), not a face-down tile.
    pub fn buildable(self) -> bool {
        match self {
            Terrain::Forest
            | Terrain::Pasture
            | Terrain::Fields
            | Terrain::Hills
            | Terrain::Mountains
            | Terrain::Desert
            | Terrain::Lake
            | Terrain::Oasis
            | Terrain::Swamp
            | Terrain::Castle
            | Terrain::GoldField => true,
            Terrain::Sea
            | Terrain::FishingGround
            | Terrain::TradeCastle
            | Terrain::Quarry
            | Terrain::Glassworks
            | Terrain::Unknown => false,
        }
    }

    /// Whether no settlement may stand on any corner of this hex, whatever its neighbours are
    /// (the trade hexes: reference §4.5).
    pub fn forbids_settlements(self) -> bool {
        self.is_trade_hex()
    }

    /// Whether the robber may stand here: terrains with a number that yields something, and the
    /// barren land hexes it may start on (desert, swamp, oasis). Not water (the fishing grounds
    /// and the lake included: a documented choice until a module says otherwise through
    /// `robber_hex_allowed`), not the castle or a trade hex, not a face-down tile.
    pub fn robber_may_stand(self) -> bool {
        match self {
            Terrain::Forest
            | Terrain::Pasture
            | Terrain::Fields
            | Terrain::Hills
            | Terrain::Mountains
            | Terrain::Desert
            | Terrain::Oasis
            | Terrain::Swamp
            | Terrain::GoldField => true,
            Terrain::Sea
            | Terrain::Lake
            | Terrain::FishingGround
            | Terrain::Castle
            | Terrain::TradeCastle
            | Terrain::Quarry
            | Terrain::Glassworks
            | Terrain::Unknown => false,
        }
    }

    /// Whether this is water (sea, fishing ground, the lake).
    pub fn is_water(self) -> bool {
        matches!(self, Terrain::Sea | Terrain::FishingGround | Terrain::Lake)
    }

    /// Whether ships may sail along this hex (open water: the sea and the fishing grounds on the
    /// frame; not the inland lake).
    pub fn navigable(self) -> bool {
        matches!(self, Terrain::Sea | Terrain::FishingGround)
    }

    /// Whether this is one of the Traders & Barbarians trade hexes (with a plaza, see
    /// `board::plaza`).
    pub fn is_trade_hex(self) -> bool {
        matches!(
            self,
            Terrain::TradeCastle | Terrain::Quarry | Terrain::Glassworks
        )
    }

    /// Whether this is a face-down tile.
    pub fn is_unknown(self) -> bool {
        self == Terrain::Unknown
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_terrains_keep_their_meaning_and_names() {
        for t in &Terrain::ALL[..5] {
            assert!(t.resource().is_some() && t.buildable() && t.robber_may_stand());
        }
        assert_eq!(Terrain::Desert.produces(), None);
        assert!(Terrain::Desert.buildable() && Terrain::Desert.robber_may_stand());
        assert!(!Terrain::Sea.buildable() && !Terrain::Sea.robber_may_stand());
        assert!(Terrain::Sea.is_water() && Terrain::Sea.navigable());
        let names: Vec<String> = Terrain::ALL[..7]
            .iter()
            .map(|t| serde_json::to_string(t).unwrap())
            .collect();
        assert_eq!(
            names,
            [
                "\"forest\"",
                "\"pasture\"",
                "\"fields\"",
                "\"hills\"",
                "\"mountains\"",
                "\"desert\"",
                "\"sea\""
            ]
        );
    }

    #[test]
    fn new_terrains_answer_the_predicates() {
        assert_eq!(Terrain::Lake.produces(), Some(Produce::Fish));
        assert_eq!(Terrain::FishingGround.produces(), Some(Produce::Fish));
        assert_eq!(Terrain::GoldField.produces(), Some(Produce::Gold));
        assert_eq!(Terrain::GoldField.resource(), None);
        assert!(
            Terrain::Lake.buildable() && Terrain::Lake.is_water() && !Terrain::Lake.navigable()
        );
        assert!(!Terrain::FishingGround.buildable() && Terrain::FishingGround.navigable());
        for t in [Terrain::Oasis, Terrain::Swamp] {
            assert!(t.buildable() && t.robber_may_stand() && t.produces().is_none());
        }
        assert!(Terrain::Castle.buildable() && !Terrain::Castle.robber_may_stand());
        for t in [Terrain::TradeCastle, Terrain::Quarry, Terrain::Glassworks] {
            assert!(t.is_trade_hex() && t.forbids_settlements() && !t.buildable());
            assert!(!t.robber_may_stand() && t.produces().is_none());
        }
        let u = Terrain::Unknown;
        assert!(u.is_unknown() && !u.buildable() && !u.robber_may_stand() && !u.is_water());
        for t in Terrain::ALL {
            let json = serde_json::to_string(&t).unwrap();
            assert_eq!(serde_json::from_str::<Terrain>(&json).unwrap(), t);
        }
        assert_eq!(
            serde_json::to_string(&Terrain::FishingGround).unwrap(),
            "\"fishing_ground\""
        );
    }
}
