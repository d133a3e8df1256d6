//! The board of Barbarian Attack played with The Rivers of Catan (the official pairing,
//! reference.md §4.6): 2 mountains, 2 hills, 2 pasture and the desert leave the box; the 4-hex
//! river starts at the castle and crosses the island to the opposite corner; the 3-hex river
//! runs parallel to it along the east coast, its swamp (the estuary) on the hex that carried
//! the "2"; the "2" token is laid with the "12".
//!
//! What the reference leaves open (docs/variants/barbarian_attack.md, "With The Rivers of
//! Catan"): each river is laid in its piece's order, from the swamp at the sea to the mountains
//! inland, so the 4-hex river's mountains touch the castle and its swamp lies in the corner
//! where the desert was; the 3-hex river's swamp is on the "2" hex `(0,2)`, its hills and
//! mountains up the east coast; every other position keeps its number token (reference §4.4's
//! table); the 11 other terrains are dealt over the 11 other positions together (the reference
//! splits no coast and inner sets for this board).

use rand::seq::SliceRandom;

use super::board::{CASTLE, CASTLE_COLOURS, NUMBERS};
use crate::board::annotations::Annotation;
use crate::board::tile::Numbers;
use crate::board::{Hex, Layout, Terrain, Tile};
use crate::modules::rivers::map::crossings_of;

/// The 4-hex river piece in its order (swamp, pasture, hills, mountains), from the corner
/// opposite the castle to the castle.
pub const LONG_RIVER: [(i8, i8, Terrain); 4] = [
    (2, -2, Terrain::Swamp),
    (1, -1, Terrain::Pasture),
    (0, 0, Terrain::Hills),
    (-1, 1, Terrain::Mountains),
];

/// The 3-hex river piece in its order (swamp, hills, mountains), up the east coast from the
/// "2" hex.
pub const SHORT_RIVER: [(i8, i8, Terrain); 3] = [
    (0, 2, Terrain::Swamp),
    (1, 1, Terrain::Hills),
    (2, 0, Terrain::Mountains),
];

/// The hex whose "2" goes with the "12" (its place is the 3-hex river's swamp).
pub const TWO_HEX: Hex = Hex::new(0, 2);

/// The hex with the "12", which takes the "2" too.
pub const TWELVE_HEX: Hex = Hex::new(-2, 0);

/// The 11 positions that are neither the castle nor a river hex, in reading order.
pub const OTHERS: [Hex; 11] = [
    Hex::new(0, -2),
    Hex::new(1, -2),
    Hex::new(-1, -1),
    Hex::new(0, -1),
    Hex::new(2, -1),
    Hex::new(-2, 0),
    Hex::new(-1, 0),
    Hex::new(1, 0),
    Hex::new(-2, 1),
    Hex::new(0, 1),
    Hex::new(-1, 2),
];

/// The other terrains: Barbarian Attack's 17 (the fourth forest stays in the box) without the
/// 2 mountains, 2 hills and 2 pasture Rivers removes and without those on the river pieces:
/// 3 forest, 4 fields, 2 pasture, 1 hills, 1 mountains. In this order (over [`OTHERS`]): the
/// example deal of the `beginner` board.
pub const OTHER_TERRAINS: [Terrain; 11] = [
    Terrain::Forest,
    Terrain::Fields,
    Terrain::Pasture,
    Terrain::Fields,
    Terrain::Forest,
    Terrain::Fields,
    Terrain::Forest,
    Terrain::Mountains,
    Terrain::Hills,
    Terrain::Pasture,
    Terrain::Fields,
];

/// The number tokens of a position on this board: reference §4.4's, none on the swamps (the
/// "2" moves to the "12" hex).
fn tokens(h: Hex) -> Numbers {
    let number = |h: Hex| NUMBERS.iter().find(|(x, _)| *x == h).map(|&(_, n)| n);
    if h == TWELVE_HEX {
        return Numbers::new(&[12, 2]).unwrap_or(Numbers::EMPTY);
    }
    match number(h) {
        Some(n) if h != TWO_HEX => Numbers::new(&[n]).unwrap_or(Numbers::EMPTY),
        _ => Numbers::EMPTY,
    }
}

fn tile(hex: Hex, terrain: Terrain) -> Tile {
    let numbers = tokens(hex);
    match numbers.as_slice() {
        [n] => Tile::new(hex, terrain, Some(*n)),
        _ => {
            let mut t = Tile::new(hex, terrain, None);
            t.numbers = numbers;
            t
        }
    }
}

/// Lays the paired board on `layout` (which [`super::board::adapt`] has checked is the base
/// island): the castle, the two rivers, the 11 other terrains (the example deal when `beginner`,
/// shuffled with `rng` otherwise), the numbers, no robber, the castle's colours and the river
/// crossings.
pub fn adapt(layout: &mut Layout, beginner: bool, rng: &mut rand_pcg::Pcg64Mcg) {
    let mut others = OTHER_TERRAINS;
    if !beginner {
        others.shuffle(rng);
    }
    let mut tiles = vec![Tile::new(CASTLE, Terrain::Castle, None)];
    for &(q, r, terrain) in LONG_RIVER.iter().chain(SHORT_RIVER.iter()) {
        tiles.push(tile(Hex::new(q, r), terrain));
    }
    for (&h, &t) in OTHERS.iter().zip(others.iter()) {
        tiles.push(tile(h, t));
    }
    tiles.sort_by_key(|t| (t.hex.r, t.hex.q));
    layout.tiles = tiles;
    layout.robber = None;
    layout.annotations = CASTLE_COLOURS
        .iter()
        .map(|&(direction, colour)| Annotation::CastleDirection {
            hex: CASTLE,
            direction,
            colour,
        })
        .collect();
    layout
        .annotations
        .extend(crossings_of(&[&LONG_RIVER[..], &SHORT_RIVER[..]]));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::modules::barbarian_attack::board::coast;

    #[test]
    fn the_paired_board_has_the_sets_rivers_and_numbers() {
        let mut layout = crate::board::layout::beginner_layout();
        let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(1);
        adapt(&mut layout, true, &mut rng);
        assert_eq!(layout.tiles.len(), 19);
        let count = |t: Terrain| layout.tiles.iter().filter(|x| x.terrain == t).count();
        // The base set without 2 mountains, 2 hills, 2 pasture, the desert and one forest.
        assert_eq!(count(Terrain::Forest), 3);
        assert_eq!(count(Terrain::Hills), 3);
        assert_eq!(count(Terrain::Pasture), 3);
        assert_eq!(count(Terrain::Mountains), 3);
        assert_eq!(count(Terrain::Fields), 4);
        assert_eq!(count(Terrain::Swamp), 2);
        assert_eq!(count(Terrain::Castle), 1);
        assert_eq!(count(Terrain::Desert), 0);
        let board = Board::new(layout).expect("board");
        // Five crossings: 3 on the long river, 2 on the short one.
        let crossings = crate::modules::rivers::crossings(&board).count();
        assert_eq!(crossings, 5);
        // The long river's mountains touch the castle.
        let mountains = board.hex_id(Hex::new(-1, 1)).expect("on the board");
        assert!(crate::modules::rivers::is_river_hex(&board, mountains));
        assert!(Hex::new(-1, 1).neighbors().contains(&CASTLE));
        // Every number but 7 once on the coast (the 2 with the 12); the swamps hold none and
        // are not coast hexes for barbarians.
        let mut numbers: Vec<u8> = coast(&board)
            .iter()
            .flat_map(|&h| board.tile(h).tokens().collect::<Vec<_>>())
            .collect();
        numbers.sort_unstable();
        assert_eq!(numbers, vec![2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
        assert!(
            coast(&board)
                .iter()
                .all(|&h| board.tile(h).terrain != Terrain::Swamp)
        );
        let twelve = board.hex_id(TWELVE_HEX).expect("on the board");
        assert!(board.tile(twelve).carries(2) && board.tile(twelve).carries(12));
    }
}
