//! Printed scenario maps as layout data.

use super::{Hex, Layout, Terrain, Tile};

/// The rows of the Land Ho! map (reference §5.2): for each row `r = 0..=6`, the first `q`
/// and the number of positions (6, 7, 8, 9, 8, 7, 6).
const LAND_HO_ROWS: [(i8, i8); 7] = [(0, 6), (-1, 7), (-2, 8), (-3, 9), (-3, 8), (-3, 7), (-3, 6)];

/// The starting island of Land Ho! (15 hexes).
const LAND_HO_ISLAND: [(i8, i8, Terrain, u8); 15] = [
    (0, 0, Terrain::Mountains, 11),
    (1, 0, Terrain::Forest, 9),
    (-1, 1, Terrain::Fields, 3),
    (0, 1, Terrain::Pasture, 8),
    (-2, 2, Terrain::Hills, 4),
    (-1, 2, Terrain::Pasture, 10),
    (-3, 3, Terrain::Pasture, 6),
    (-2, 3, Terrain::Mountains, 12),
    (-1, 3, Terrain::Forest, 8),
    (-3, 4, Terrain::Fields, 10),
    (-2, 4, Terrain::Pasture, 4),
    (-3, 5, Terrain::Forest, 11),
    (-2, 5, Terrain::Hills, 6),
    (-3, 6, Terrain::Mountains, 3),
    (-2, 6, Terrain::Forest, 5),
];

/// The face-down areas of Land Ho! (the north and the south one, 8 hexes each).
pub const LAND_HO_FACE_DOWN: [(i8, i8); 16] = [
    (4, 0),
    (5, 0),
    (3, 1),
    (4, 1),
    (5, 1),
    (2, 2),
    (4, 2),
    (5, 2),
    (1, 4),
    (3, 4),
    (4, 4),
    (1, 5),
    (2, 5),
    (3, 5),
    (1, 6),
    (2, 6),
];

/// The printed Land Ho! map for 2–4 players (reference §5.2, in that source's axial grid): the
/// starting island, the two face-down areas (as [`Terrain::Unknown`]: what they hold is drawn
/// when they are discovered) and sea everywhere else; no harbours, no robber. 51 hexes, 128
/// intersections, 178 paths.
pub fn land_ho_layout() -> Layout {
    let mut tiles = Vec::new();
    for (r, &(q0, len)) in LAND_HO_ROWS.iter().enumerate() {
        for q in q0..q0 + len {
            let hex = Hex::new(q, r as i8);
            let island = LAND_HO_ISLAND
                .iter()
                .find(|&&(iq, ir, _, _)| Hex::new(iq, ir) == hex);
            let tile = match island {
                Some(&(_, _, terrain, n)) => Tile::new(hex, terrain, Some(n)),
                None if LAND_HO_FACE_DOWN.contains(&(q, r as i8)) => {
                    Tile::new(hex, Terrain::Unknown, None)
                }
                None => Tile::new(hex, Terrain::Sea, None),
            };
            tiles.push(tile);
        }
    }
    Layout {
        tiles,
        harbors: Vec::new(),
        robber: None,
        annotations: Vec::new(),
    }
}
