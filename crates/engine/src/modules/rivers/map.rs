//! The Rivers of Catan's board: the printed river pieces, the reduced terrain set, the numbers
//! (the "2" goes with the "12", swamps get none), the robber on a swamp, and the river
//! crossings.
//!
//! Source: the seed 001 ② (which terrains leave the box, the numbers, the robber) and
//! reference.md §4.2, which takes the river pieces' positions and its example board from the
//! public catan-randomizer data file "The Rivers of Catan" (the printed diagram itself was not
//! seen). The crossings (the paths a river flows across, where only a bridge may stand) are the
//! sides shared by two consecutive hexes of a river piece: the river flows through the middle
//! of each of its hexes, from the swamp to the mountains (see docs/variants/rivers.md).

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};

use crate::board::annotations::Annotation;
use crate::board::layout::{TOKEN_ORDER, spiral_from_corner};
use crate::board::tile::Numbers;
use crate::board::{Hex, Layout, Terrain, Tile};
use crate::config::ConfigError;
use crate::modules::ModuleId;

/// The 4-hex river piece, along row r = −1 from west to east: swamp, pasture, hills, mountains.
pub const LONG_RIVER: [(i8, i8, Terrain); 4] = [
    (-1, -1, Terrain::Swamp),
    (0, -1, Terrain::Pasture),
    (1, -1, Terrain::Hills),
    (2, -1, Terrain::Mountains),
];

/// The 3-hex river piece, along row r = +1 from west to east: swamp, hills, mountains.
pub const SHORT_RIVER: [(i8, i8, Terrain); 3] = [
    (-2, 1, Terrain::Swamp),
    (-1, 1, Terrain::Hills),
    (0, 1, Terrain::Mountains),
];

/// The other 12 terrains (the base set without 2 mountains, 2 hills, 2 pasture and the desert,
/// and without those on the river pieces): 4 forest, 4 fields, 2 pasture, 1 hills, 1 mountains.
pub const OTHER_TERRAINS: [Terrain; 12] = [
    Terrain::Forest,
    Terrain::Forest,
    Terrain::Forest,
    Terrain::Forest,
    Terrain::Fields,
    Terrain::Fields,
    Terrain::Fields,
    Terrain::Fields,
    Terrain::Pasture,
    Terrain::Pasture,
    Terrain::Hills,
    Terrain::Mountains,
];

/// The example board (reference.md §4.2, catan-randomizer): the 12 other hexes with their
/// terrain and numbers, then the numbers on the river hexes (swamps have none). Used for the
/// beginner choice, so a first game is always the same board.
pub const EXAMPLE: [(i8, i8, Terrain, &[u8]); 19] = [
    (0, -2, Terrain::Fields, &[10]),
    (1, -2, Terrain::Forest, &[12, 2]),
    (2, -2, Terrain::Forest, &[9]),
    (-1, -1, Terrain::Swamp, &[]),
    (0, -1, Terrain::Pasture, &[6]),
    (1, -1, Terrain::Hills, &[4]),
    (2, -1, Terrain::Mountains, &[10]),
    (-2, 0, Terrain::Fields, &[9]),
    (-1, 0, Terrain::Forest, &[11]),
    (0, 0, Terrain::Fields, &[8]),
    (1, 0, Terrain::Forest, &[3]),
    (2, 0, Terrain::Mountains, &[8]),
    (-2, 1, Terrain::Swamp, &[]),
    (-1, 1, Terrain::Hills, &[3]),
    (0, 1, Terrain::Mountains, &[4]),
    (1, 1, Terrain::Pasture, &[5]),
    (-2, 2, Terrain::Hills, &[5]),
    (-1, 2, Terrain::Fields, &[6]),
    (0, 2, Terrain::Pasture, &[11]),
];

/// The swamp the robber starts on (the 4-hex river's).
pub const ROBBER_START: Hex = Hex::new(-1, -1);

/// The river hexes (both pieces).
pub fn river_hexes() -> impl Iterator<Item = Hex> {
    LONG_RIVER
        .iter()
        .chain(SHORT_RIVER.iter())
        .map(|&(q, r, _)| Hex::new(q, r))
}

/// The river crossings: the sides shared by consecutive hexes of each river piece.
pub fn crossings() -> Vec<Annotation> {
    crossings_of(&[&LONG_RIVER[..], &SHORT_RIVER[..]])
}

/// The crossings of river pieces laid anywhere (a pairing's board lays them elsewhere): the
/// sides shared by consecutive hexes of each piece, given in its order.
pub fn crossings_of(pieces: &[&[(i8, i8, Terrain)]]) -> Vec<Annotation> {
    let mut out = Vec::new();
    for piece in pieces {
        for pair in piece.windows(2) {
            let a = Hex::new(pair[0].0, pair[0].1);
            let b = Hex::new(pair[1].0, pair[1].1);
            if let Some(edge) = a.side_towards(b) {
                out.push(Annotation::RiverCrossing { edge });
            }
        }
    }
    out
}

fn tile(hex: Hex, terrain: Terrain, numbers: &[u8]) -> Tile {
    let mut t = Tile::new(hex, terrain, None);
    match numbers {
        [] => {}
        [n] => t.number = Some(*n),
        many => t.numbers = Numbers::new(many).unwrap_or(Numbers::EMPTY),
    }
    t
}

/// The example board's tiles.
pub fn example_tiles() -> Vec<Tile> {
    EXAMPLE
        .iter()
        .map(|&(q, r, terrain, numbers)| tile(Hex::new(q, r), terrain, numbers))
        .collect()
}

/// A board with the river pieces in place and the other 12 terrains shuffled on the remaining
/// hexes; numbers from A to R in a spiral from a random corner, skipping the swamps, with the
/// "2" set aside and then laid with the "12".
pub fn dealt_tiles<R: Rng + ?Sized>(rng: &mut R) -> Vec<Tile> {
    let mut others = OTHER_TERRAINS;
    others.shuffle(rng);
    let start = rng.random_range(0..6usize);
    let river: Vec<(Hex, Terrain)> = LONG_RIVER
        .iter()
        .chain(SHORT_RIVER.iter())
        .map(|&(q, r, t)| (Hex::new(q, r), t))
        .collect();
    let mut others = others.into_iter();
    let mut tiles: Vec<Tile> = crate::board::layout::base_island()
        .into_iter()
        .map(|hex| {
            let terrain = river
                .iter()
                .find(|(h, _)| *h == hex)
                .map(|&(_, t)| t)
                .or_else(|| others.next())
                .unwrap_or(Terrain::Forest);
            Tile::new(hex, terrain, None)
        })
        .collect();
    let mut tokens = TOKEN_ORDER.iter().copied().filter(|&n| n != 2);
    for hex in spiral_from_corner(start) {
        if let Some(t) = tiles.iter_mut().find(|t| t.hex == hex)
            && t.terrain != Terrain::Swamp
        {
            match tokens.next() {
                Some(12) => t.numbers = Numbers::new(&[12, 2]).unwrap_or(Numbers::EMPTY),
                n => t.number = n,
            }
        }
    }
    tiles
}

/// Replaces the dealt board's tiles with the Rivers board (the example board for the beginner
/// choice, a dealt one otherwise), keeps its harbours, puts the robber on a swamp and marks the
/// crossings. Refuses a board that is not the base island.
pub fn adapt<R: Rng + ?Sized>(
    layout: &mut Layout,
    beginner: bool,
    rng: &mut R,
) -> Result<(), ConfigError> {
    let island = crate::board::layout::base_island();
    if layout.tiles.len() != island.len() || !island.iter().all(|h| layout.tiles.iter().any(|t| t.hex == *h)) {
        return Err(ConfigError::ModuleBoard {
            module: ModuleId::Rivers,
            reason: "the rivers need the base island of 19 hexes".into(),
        });
    }
    layout.tiles = if beginner {
        example_tiles()
    } else {
        dealt_tiles(rng)
    };
    layout.robber = Some(ROBBER_START);
    layout
        .annotations
        .retain(|a| !matches!(a, Annotation::RiverCrossing { .. }));
    layout.annotations.extend(crossings());
    Ok(())
}
