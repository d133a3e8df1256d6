//! Colours: terrain, seats, tokens and the page. Flat colours only (they compress well and
//! render fast).

use kaitaku_engine::Resource;
use kaitaku_engine::board::Terrain;

/// Page background (header and legend).
pub const PAGE: &str = "#F4EEE1";
/// Open sea behind the frame.
pub const DEEP_SEA: &str = "#1E5A8C";
/// The sea frame around the island.
pub const SEA: &str = "#2F78B5";
/// Sand between and around the land hexes.
pub const SAND: &str = "#EAD9AE";
/// Dark ink for text and outlines.
pub const INK: &str = "#1A1A1A";
/// Muted text.
pub const MUTED: &str = "#5A5048";
/// Number token face.
pub const TOKEN: &str = "#FFF6DF";
/// Numbers 6 and 8.
pub const HOT_NUMBER: &str = "#C62828";
/// Highlight badges.
pub const BADGE: &str = "#FFD21F";
/// The robber: a purple no seat and no neutral colour has (the playtest took the old black
/// robber for the charcoal seat's piece). `defs/pieces.svg` draws it in the same colour.
pub const ROBBER: &str = "#6A3D9A";

/// Fill colour of a terrain.
pub fn terrain(t: Terrain) -> &'static str {
    match t {
        Terrain::Forest => "#3E8E41",
        Terrain::Pasture => "#A6D36A",
        Terrain::Fields => "#F2C94C",
        Terrain::Hills => "#CF7F4E",
        Terrain::Mountains => "#9AA5AF",
        Terrain::Desert => "#E6D3A0",
        Terrain::Sea => SEA,
        Terrain::Lake => "#7FB8E0",
        Terrain::FishingGround => "#3F8FC8",
        Terrain::Oasis => "#E9C77B",
        Terrain::Swamp => "#7F9A6E",
        Terrain::Castle => "#BDB5A6",
        Terrain::TradeCastle => "#C9A66B",
        Terrain::Quarry => "#B8B0A0",
        Terrain::Glassworks => "#9EC9C2",
        Terrain::GoldField => "#E8B923",
        Terrain::Unknown => "#4B4540",
    }
}

/// The terrain that produces a resource (for harbour icons).
pub fn terrain_of(r: Resource) -> Terrain {
    match r {
        Resource::Lumber => Terrain::Forest,
        Resource::Brick => Terrain::Hills,
        Resource::Wool => Terrain::Pasture,
        Resource::Grain => Terrain::Fields,
        Resource::Ore => Terrain::Mountains,
    }
}

/// A seat's piece colours: fill, and the outline that contrasts with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatColour {
    /// Fill of pieces and swatches.
    pub fill: &'static str,
    /// Inner outline.
    pub outline: &'static str,
    /// English name (for alt text and tests).
    pub name: &'static str,
}

/// Four colours told apart with any common colour-vision deficiency: they differ in lightness
/// as well as hue (Okabe–Ito vermillion and blue, white, charcoal). Every piece also gets a
/// white halo and an outline, so it stands out on every terrain.
const SEATS: [SeatColour; 4] = [
    SeatColour {
        fill: "#D55E00",
        outline: INK,
        name: "orange",
    },
    SeatColour {
        fill: "#0072B2",
        outline: INK,
        name: "blue",
    },
    SeatColour {
        fill: "#F7F7F7",
        outline: INK,
        name: "white",
    },
    SeatColour {
        fill: "#333333",
        outline: "#FFFFFF",
        name: "black",
    },
];

/// The two neutral colours of Catan for Two: a light grey and a dark umber, far apart in
/// lightness from each other and unsaturated, so they read as "nobody's" next to the players'
/// vermillion and blue.
pub const NEUTRALS: [SeatColour; 2] = [
    SeatColour {
        fill: "#BDBDBD",
        outline: INK,
        name: "grey",
    },
    SeatColour {
        fill: "#6B5A48",
        outline: "#FFFFFF",
        name: "brown",
    },
];

/// Trade token chips in the legend.
pub const TOKEN_CHIP: &str = "#E8DDC4";
/// Award pills (gold).
pub const AWARD: &str = "#F2B705";
/// Cracks drawn on damaged roads (with a white edge).
pub const CRACK: &str = "#C62828";

/// The colours of a seat (seats past four reuse them in turn).
pub fn seat(seat: u8) -> SeatColour {
    SEATS[seat as usize % SEATS.len()]
}

/// Id of a terrain's pictogram in the template's `<defs>`.
pub fn pictogram(t: Terrain) -> &'static str {
    match t {
        Terrain::Forest => "pic-forest",
        Terrain::Pasture => "pic-pasture",
        Terrain::Fields => "pic-fields",
        Terrain::Hills => "pic-hills",
        Terrain::Mountains => "pic-mountains",
        Terrain::Desert => "pic-desert",
        Terrain::Sea => "pic-sea",
        Terrain::Lake => "pic-lake",
        Terrain::FishingGround => "pic-fish",
        Terrain::Oasis => "pic-oasis",
        Terrain::Swamp => "pic-swamp",
        Terrain::Castle | Terrain::TradeCastle => "pic-castle",
        Terrain::Quarry => "pic-quarry",
        Terrain::Glassworks => "pic-glassworks",
        Terrain::GoldField => "pic-gold",
        Terrain::Unknown => "pic-unknown",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_terrain_has_a_fill_and_a_pictogram_in_the_template() {
        let defs = include_str!("../../../assets/templates/defs/terrain.svg");
        let mut fills = std::collections::BTreeSet::new();
        for t in Terrain::ALL {
            assert!(fills.insert(terrain(t)), "{t:?} has a fill of its own");
            let id = format!("id=\"{}\"", pictogram(t));
            assert!(defs.contains(&id), "{t:?}: {id} in defs/terrain.svg");
        }
    }

    #[test]
    fn the_robber_is_no_seat_colour() {
        let svg = include_str!("../../../assets/templates/defs/pieces.svg");
        assert!(
            svg.contains(&format!("fill=\"{ROBBER}\"")),
            "the template's robber"
        );
        for c in SEATS.iter().chain(NEUTRALS.iter()) {
            assert_ne!(c.fill, ROBBER, "{}", c.name);
        }
    }
}
