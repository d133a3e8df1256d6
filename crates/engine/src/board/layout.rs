//! Base-game layouts as data: the beginner board, and the variable board generated from a seed.

use rand::seq::SliceRandom;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};

use super::deal::{BASE_TERRAINS, BoardDeal};
use super::{Harbor, HarborKind, Hex, Layout, Terrain, Tile};
use crate::resources::Resource;

/// How a game's board is made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum LayoutChoice {
    /// The fixed "starting set-up for beginners".
    #[default]
    Beginner,
    /// Terrain and harbours shuffled; numbers laid as chosen.
    Variable {
        /// How number tokens are laid.
        #[serde(default)]
        numbers: NumberPlacement,
    },
    /// A fully specified board.
    Fixed {
        /// The board.
        layout: Layout,
    },
}

/// How number tokens are laid on a variable board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(rename_all = "snake_case")]
pub enum NumberPlacement {
    /// Letters A–R in a spiral from a random corner, skipping the desert.
    #[default]
    Spiral,
    /// Random order, but never two red numbers (6, 8) on adjacent hexes: the balanced board.
    Random,
    /// Random order with no constraint: red numbers may be neighbours.
    Unrestricted,
}

/// The 19 land positions of the base island in reading order.
pub fn base_island() -> Vec<Hex> {
    let mut v = Vec::with_capacity(19);
    for r in -2i8..=2 {
        for q in -2i8..=2 {
            let h = Hex::new(q, r);
            if h.ring() <= 2 {
                v.push(h);
            }
        }
    }
    v
}

/// Number tokens in letter order A..R.
pub const TOKEN_ORDER: [u8; 18] = [5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11];

/// The 9 harbour positions of the base frame: (sea hex, land hex it faces).
pub const HARBOR_POSITIONS: [((i8, i8), (i8, i8)); 9] = [
    ((0, -3), (0, -2)),
    ((2, -3), (1, -2)),
    ((3, -2), (2, -1)),
    ((-2, -1), (-1, -1)),
    ((3, 0), (2, 0)),
    ((-3, 1), (-2, 1)),
    ((1, 2), (1, 1)),
    ((-3, 3), (-2, 2)),
    ((-1, 3), (-1, 2)),
];

/// The harbour kinds of the beginner board, in [`HARBOR_POSITIONS`] order.
pub const BEGINNER_HARBORS: [HarborKind; 9] = [
    HarborKind::Generic,
    HarborKind::Special(Resource::Grain),
    HarborKind::Special(Resource::Ore),
    HarborKind::Special(Resource::Lumber),
    HarborKind::Generic,
    HarborKind::Special(Resource::Brick),
    HarborKind::Special(Resource::Wool),
    HarborKind::Generic,
    HarborKind::Generic,
];

/// Builds the harbour list for the base frame from kinds in [`HARBOR_POSITIONS`] order.
pub fn base_harbors(kinds: &[HarborKind; 9]) -> Vec<Harbor> {
    HARBOR_POSITIONS
        .iter()
        .zip(kinds.iter())
        .filter_map(|(&((sq, sr), (lq, lr)), &kind)| {
            let sea = Hex::new(sq, sr);
            let land = Hex::new(lq, lr);
            land.side_towards(sea)
                .map(|edge| Harbor { kind, sea, edge })
        })
        .collect()
}

/// The fixed beginner board.
pub fn beginner_layout() -> Layout {
    use Terrain::*;
    let rows: [(i8, i8, Terrain, Option<u8>); 19] = [
        (0, -2, Mountains, Some(10)),
        (1, -2, Pasture, Some(2)),
        (2, -2, Forest, Some(9)),
        (-1, -1, Fields, Some(12)),
        (0, -1, Hills, Some(6)),
        (1, -1, Pasture, Some(4)),
        (2, -1, Hills, Some(10)),
        (-2, 0, Fields, Some(9)),
        (-1, 0, Forest, Some(11)),
        (0, 0, Desert, None),
        (1, 0, Forest, Some(3)),
        (2, 0, Mountains, Some(8)),
        (-2, 1, Forest, Some(8)),
        (-1, 1, Mountains, Some(3)),
        (0, 1, Fields, Some(4)),
        (1, 1, Pasture, Some(5)),
        (-2, 2, Hills, Some(5)),
        (-1, 2, Fields, Some(6)),
        (0, 2, Pasture, Some(11)),
    ];
    Layout {
        tiles: rows
            .iter()
            .map(|&(q, r, terrain, number)| Tile::new(Hex::new(q, r), terrain, number))
            .collect(),
        harbors: base_harbors(&BEGINNER_HARBORS),
        robber: Some(Hex::new(0, 0)),
        annotations: Vec::new(),
    }
}

/// The hexes of a ring of the given radius around the origin, counter-clockwise on screen,
/// starting at the corner in direction `start` (an index into `coords::DIRECTIONS`).
pub fn ring_from_corner(radius: i8, start: usize) -> Vec<Hex> {
    if radius == 0 {
        return vec![Hex::new(0, 0)];
    }
    let (dq, dr) = super::coords::DIRECTIONS[start % 6];
    let mut pos = Hex::new(dq * radius, dr * radius);
    let mut out = Vec::with_capacity(6 * radius as usize);
    for j in 0..6 {
        let d = (start + 2 + j) % 6;
        for _ in 0..radius {
            out.push(pos);
            pos = pos.neighbor(d);
        }
    }
    out
}

/// The spiral order of the base island starting at a corner: outer ring, inner ring, centre.
pub fn spiral_from_corner(start: usize) -> Vec<Hex> {
    let mut v = ring_from_corner(2, start);
    v.extend(ring_from_corner(1, start));
    v.push(Hex::new(0, 0));
    v
}

/// Whether two red numbers (6 or 8) sit on adjacent hexes.
pub fn red_numbers_adjacent(tiles: &[Tile]) -> bool {
    let red: Vec<Hex> = tiles
        .iter()
        .filter(|t| matches!(t.number, Some(6) | Some(8)))
        .map(|t| t.hex)
        .collect();
    red.iter()
        .enumerate()
        .any(|(i, a)| red[i + 1..].iter().any(|b| a.distance(*b) == 1))
}

/// Generates a variable base board from the RNG; the parts `deal` gives (the `board` chance
/// stream, checked by [`BoardDeal::check`]) are taken from it instead of drawn, and without a
/// deal the RNG is drawn exactly as before the stream existed.
pub fn variable_layout<R: Rng + ?Sized>(
    numbers: NumberPlacement,
    deal: Option<&BoardDeal>,
    rng: &mut R,
) -> Layout {
    use Terrain::*;
    let empty = BoardDeal::default();
    let deal = deal.unwrap_or(&empty);
    let terrains = if deal.terrains.is_empty() {
        let mut terrains = BASE_TERRAINS.to_vec();
        terrains.shuffle(rng);
        terrains
    } else {
        deal.terrains.clone()
    };
    let island = base_island();
    let mut tiles: Vec<Tile> = island
        .iter()
        .zip(terrains.iter())
        .map(|(&hex, &terrain)| Tile::new(hex, terrain, None))
        .collect();
    match numbers {
        _ if !deal.numbers.is_empty() => lay_in_order(&mut tiles, &deal.numbers),
        NumberPlacement::Spiral => {
            let start = rng.random_range(0..6usize);
            lay_spiral(&mut tiles, start);
        }
        NumberPlacement::Unrestricted => {
            let mut tokens = TOKEN_ORDER.to_vec();
            tokens.shuffle(rng);
            lay_in_order(&mut tiles, &tokens);
        }
        NumberPlacement::Random => {
            let mut tokens = TOKEN_ORDER.to_vec();
            let mut placed = false;
            for _ in 0..10_000 {
                tokens.shuffle(rng);
                lay_in_order(&mut tiles, &tokens);
                if !red_numbers_adjacent(&tiles) {
                    placed = true;
                    break;
                }
            }
            if !placed {
                lay_spiral(&mut tiles, 0);
            }
        }
    }
    let mut kinds = BEGINNER_HARBORS;
    match <[HarborKind; 9]>::try_from(deal.harbors.as_slice()) {
        Ok(dealt) => kinds = dealt,
        Err(_) => kinds.shuffle(rng),
    }
    let robber = tiles.iter().find(|t| t.terrain == Desert).map(|t| t.hex);
    Layout {
        tiles,
        harbors: base_harbors(&kinds),
        robber,
        annotations: Vec::new(),
    }
}

/// Lays `tokens` on the tiles in order, skipping the desert.
fn lay_in_order(tiles: &mut [Tile], tokens: &[u8]) {
    let mut it = tokens.iter();
    for t in tiles.iter_mut() {
        t.number = if t.terrain == Terrain::Desert {
            None
        } else {
            it.next().copied()
        };
    }
}

fn lay_spiral(tiles: &mut [Tile], start: usize) {
    let mut tokens = TOKEN_ORDER.iter();
    for hex in spiral_from_corner(start) {
        if let Some(t) = tiles.iter_mut().find(|t| t.hex == hex) {
            t.number = if t.terrain == Terrain::Desert {
                None
            } else {
                tokens.next().copied()
            };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;
    use rand_pcg::Pcg64Mcg;

    fn count(tiles: &[Tile], t: Terrain) -> usize {
        tiles.iter().filter(|x| x.terrain == t).count()
    }

    #[test]
    fn spiral_visits_every_hex_once() {
        for start in 0..6 {
            let mut s = spiral_from_corner(start);
            assert_eq!(s.len(), 19);
            // Consecutive hexes are neighbours (the spiral is a walk).
            for w in s.windows(2) {
                assert_eq!(w[0].distance(w[1]), 1, "start {start}: {} {}", w[0], w[1]);
            }
            s.sort();
            s.dedup();
            assert_eq!(s.len(), 19);
        }
    }

    #[test]
    fn beginner_layout_matches_reference_counts() {
        let l = beginner_layout();
        assert_eq!(count(&l.tiles, Terrain::Forest), 4);
        assert_eq!(count(&l.tiles, Terrain::Hills), 3);
        assert_eq!(count(&l.tiles, Terrain::Desert), 1);
        assert_eq!(l.harbors.len(), 9);
        let mut numbers: Vec<u8> = l.tiles.iter().filter_map(|t| t.number).collect();
        numbers.sort();
        let mut expected = TOKEN_ORDER.to_vec();
        expected.sort();
        assert_eq!(numbers, expected);
    }

    #[test]
    fn variable_layouts_are_valid() {
        for seed in 0..200u64 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            for placement in [NumberPlacement::Spiral, NumberPlacement::Random] {
                let l = variable_layout(placement, None, &mut rng);
                assert_eq!(l.tiles.len(), 19);
                assert_eq!(count(&l.tiles, Terrain::Desert), 1);
                assert_eq!(count(&l.tiles, Terrain::Mountains), 3);
                assert!(!red_numbers_adjacent(&l.tiles), "seed {seed} {placement:?}");
                assert_valid_board(&l);
                let desert = l
                    .tiles
                    .iter()
                    .find(|t| t.terrain == Terrain::Desert)
                    .unwrap();
                assert_eq!(desert.number, None);
                assert_eq!(l.robber, Some(desert.hex));
                assert_eq!(l.harbors.len(), 9);
                assert!(super::super::Board::new(l).is_ok());
            }
        }
    }

    /// The same tile counts, tokens and harbours as every base board.
    fn assert_valid_board(l: &Layout) {
        assert_eq!(l.tiles.len(), 19);
        assert_eq!(count(&l.tiles, Terrain::Forest), 4);
        assert_eq!(count(&l.tiles, Terrain::Hills), 3);
        let mut numbers: Vec<u8> = l.tiles.iter().filter_map(|t| t.number).collect();
        numbers.sort();
        let mut expected = TOKEN_ORDER.to_vec();
        expected.sort();
        assert_eq!(numbers, expected);
        assert_eq!(l.harbors.len(), 9);
        assert!(super::super::Board::new(l.clone()).is_ok());
    }

    #[test]
    fn balanced_boards_never_put_6_and_8_side_by_side() {
        for seed in 0..2_000u64 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let l = variable_layout(NumberPlacement::Random, None, &mut rng);
            assert!(!red_numbers_adjacent(&l.tiles), "seed {seed}");
            assert_valid_board(&l);
        }
    }

    #[test]
    fn unrestricted_boards_are_valid_and_sometimes_put_red_numbers_together() {
        let mut adjacent = 0;
        for seed in 0..500u64 {
            let mut rng = Pcg64Mcg::seed_from_u64(seed);
            let l = variable_layout(NumberPlacement::Unrestricted, None, &mut rng);
            assert_valid_board(&l);
            adjacent += usize::from(red_numbers_adjacent(&l.tiles));
        }
        assert!(adjacent > 0, "no unrestricted board had neighbouring 6/8");
    }

    #[test]
    fn a_seed_always_makes_the_same_board_and_seeds_differ() {
        for placement in [
            NumberPlacement::Spiral,
            NumberPlacement::Random,
            NumberPlacement::Unrestricted,
        ] {
            let boards: Vec<Layout> = (0..20u64)
                .map(|seed| variable_layout(placement, None, &mut Pcg64Mcg::seed_from_u64(seed)))
                .collect();
            for (seed, board) in boards.iter().enumerate() {
                let again =
                    variable_layout(placement, None, &mut Pcg64Mcg::seed_from_u64(seed as u64));
                assert_eq!(&again, board, "{placement:?} seed {seed}");
            }
            let mut distinct = boards.clone();
            distinct.dedup();
            assert!(
                distinct.len() > 10,
                "{placement:?}: seeds give the same board"
            );
        }
    }

    #[test]
    fn a_game_draws_its_board_from_its_seed() {
        let mut config = crate::GameConfig::base(4);
        config.layout = LayoutChoice::Variable {
            numbers: NumberPlacement::Random,
        };
        for seed in 0..50u64 {
            let first = crate::game::Game::new(config.clone(), seed).expect("valid");
            let again = crate::game::Game::new(config.clone(), seed).expect("valid");
            assert_eq!(
                first.board().layout(),
                again.board().layout(),
                "seed {seed}"
            );
            assert!(!red_numbers_adjacent(&first.board().layout().tiles));
        }
    }
}
