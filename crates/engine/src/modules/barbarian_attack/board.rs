//! Barbarian Attack's printed board and its geometry: the castle and the desert in opposite
//! corners, the coast and inner terrain sets, the number tokens fixed by position (reference
//! §4.4's table, corroborated by the official Barbarian Attack + Traders & Barbarians page),
//! the castle's coloured directions, the coast in battle order, and the knights' paths.

use rand::seq::SliceRandom;

use crate::board::annotations::{Annotation, CastleColour, Direction};
use crate::board::layout::LayoutChoice;
use crate::board::{Board, EdgeId, Hex, HexId, Layout, Terrain, Tile};
use crate::config::{ConfigError, GameConfig};
use crate::modules::ModuleId;

/// The castle hex: the bottom-left corner of the island (seed 000 §2(1), reference §4.4).
pub const CASTLE: Hex = Hex::new(-2, 2);
/// The desert: the corner opposite the castle.
pub const DESERT: Hex = Hex::new(2, -2);

/// The coast in battle order (seed 000 §5(5)a): from the hex left of the castle, clockwise
/// round the island; the desert and the castle are in the ring but never hold barbarians.
pub const COAST_ORDER: [Hex; 12] = [
    Hex::new(-2, 1),
    Hex::new(-2, 0),
    Hex::new(-1, -1),
    Hex::new(0, -2),
    Hex::new(1, -2),
    DESERT,
    Hex::new(2, -1),
    Hex::new(2, 0),
    Hex::new(1, 1),
    Hex::new(0, 2),
    Hex::new(-1, 2),
    CASTLE,
];

/// The number token of each position (reference §4.4; one of each number 2–12 but 7 on the
/// coast, the unused token is an 11). The castle and the desert have none.
pub const NUMBERS: [(Hex, u8); 17] = [
    (Hex::new(0, -2), 3),
    (Hex::new(1, -2), 8),
    (Hex::new(-1, -1), 9),
    (Hex::new(0, -1), 4),
    (Hex::new(1, -1), 5),
    (Hex::new(2, -1), 10),
    (Hex::new(-2, 0), 12),
    (Hex::new(-1, 0), 6),
    (Hex::new(0, 0), 10),
    (Hex::new(1, 0), 8),
    (Hex::new(2, 0), 11),
    (Hex::new(-2, 1), 4),
    (Hex::new(-1, 1), 9),
    (Hex::new(0, 1), 3),
    (Hex::new(1, 1), 5),
    (Hex::new(-1, 2), 6),
    (Hex::new(0, 2), 2),
];

/// The ten coast positions dealt at random (the coast ring without the castle and the desert),
/// in reading order.
pub const COAST_DEALT: [Hex; 10] = [
    Hex::new(0, -2),
    Hex::new(1, -2),
    Hex::new(-1, -1),
    Hex::new(2, -1),
    Hex::new(-2, 0),
    Hex::new(2, 0),
    Hex::new(-2, 1),
    Hex::new(1, 1),
    Hex::new(-1, 2),
    Hex::new(0, 2),
];

/// The seven inner positions, in reading order.
pub const INNER: [Hex; 7] = [
    Hex::new(0, -1),
    Hex::new(1, -1),
    Hex::new(-1, 0),
    Hex::new(0, 0),
    Hex::new(1, 0),
    Hex::new(-1, 1),
    Hex::new(0, 1),
];

/// The coast's terrains (seed 000 §2(1)): 2 forest, 2 hills, 3 pasture, 1 mountains, 2 fields.
/// In this order they are the example deal used for the `beginner` board.
pub const COAST_TERRAINS: [Terrain; 10] = [
    Terrain::Forest,
    Terrain::Pasture,
    Terrain::Fields,
    Terrain::Hills,
    Terrain::Pasture,
    Terrain::Mountains,
    Terrain::Hills,
    Terrain::Fields,
    Terrain::Forest,
    Terrain::Pasture,
];

/// The inner terrains (seed 000 §2(1)): 1 forest, 1 hills, 1 pasture, 2 mountains, 2 fields
/// (the fourth forest stays in the box). In this order: the `beginner` example deal.
pub const INNER_TERRAINS: [Terrain; 7] = [
    Terrain::Mountains,
    Terrain::Fields,
    Terrain::Pasture,
    Terrain::Hills,
    Terrain::Mountains,
    Terrain::Forest,
    Terrain::Fields,
];

/// The colour painted on each of the castle's directions. The seed says only "green, purple
/// and brown, two directions each"; the printed tile is not known, so opposite directions share
/// a colour (a documented default, docs/variants/barbarian_attack.md), which makes a colour name
/// the same two sides of every hex.
pub const CASTLE_COLOURS: [(Direction, CastleColour); 6] = [
    (Direction::E, CastleColour::Green),
    (Direction::W, CastleColour::Green),
    (Direction::Ne, CastleColour::Purple),
    (Direction::Sw, CastleColour::Purple),
    (Direction::Nw, CastleColour::Brown),
    (Direction::Se, CastleColour::Brown),
];

fn refuse(reason: &str) -> ConfigError {
    ConfigError::ModuleBoard {
        module: ModuleId::BarbarianAttack,
        reason: reason.to_string(),
    }
}

/// The printed board: the castle and the desert in their corners, the coast and the inner
/// hexes from their terrain sets (shuffled with `rng` on a variable board; the example deal
/// for `beginner`), the numbers by position, no robber, the castle's six coloured directions.
/// The harbours dealt with the base board are kept (the scenario uses the base frame).
pub fn adapt(
    config: &GameConfig,
    layout: &mut Layout,
    rng: &mut rand_pcg::Pcg64Mcg,
) -> Result<(), ConfigError> {
    let island = crate::board::layout::base_island();
    if layout.tiles.len() != island.len()
        || !layout.tiles.iter().all(|t| island.contains(&t.hex))
    {
        return Err(refuse("Barbarian Attack is played on the base island"));
    }
    let beginner = matches!(config.layout, LayoutChoice::Beginner);
    if config.modules.contains(&ModuleId::Rivers) {
        // The official pairing's own board (reference §4.6).
        super::rivers_board::adapt(layout, beginner, rng);
        return Ok(());
    }
    let mut coast = COAST_TERRAINS;
    let mut inner = INNER_TERRAINS;
    if !beginner {
        coast.shuffle(rng);
        inner.shuffle(rng);
    }
    let number = |h: Hex| NUMBERS.iter().find(|(x, _)| *x == h).map(|&(_, n)| n);
    let mut tiles = vec![
        Tile::new(CASTLE, Terrain::Castle, None),
        Tile::new(DESERT, Terrain::Desert, None),
    ];
    for (&h, &t) in COAST_DEALT.iter().zip(coast.iter()) {
        tiles.push(Tile::new(h, t, number(h)));
    }
    for (&h, &t) in INNER.iter().zip(inner.iter()) {
        tiles.push(Tile::new(h, t, number(h)));
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
    Ok(())
}

/// The castle hex on this board (the first castle tile), if any.
pub fn castle(board: &Board) -> Option<HexId> {
    (0..board.hex_count() as HexId).find(|&h| board.tile(h).terrain == Terrain::Castle)
}

/// The coast hexes that may hold barbarians, in battle order: the coast ring's hexes on this
/// board that are neither the castle, a desert nor a swamp (with The Rivers of Catan: a swamp
/// has no number for barbarians to land by and produces nothing, as the desert).
pub fn coast(board: &Board) -> Vec<HexId> {
    coast_iter(board).collect()
}

/// [`coast`] without collecting it (for the battles after every turn).
pub fn coast_iter(board: &Board) -> impl Iterator<Item = HexId> + '_ {
    COAST_ORDER
        .iter()
        .filter_map(|&h| board.hex_id(h))
        .filter(|&h| {
            !matches!(
                board.tile(h).terrain,
                Terrain::Castle | Terrain::Desert | Terrain::Swamp
            )
        })
        .filter(|&h| !board.tile(h).terrain.is_water())
}

/// The path on `hex`'s side in `direction`.
pub fn side(board: &Board, hex: HexId, direction: Direction) -> Option<EdgeId> {
    let h = board.hex(hex);
    h.side_towards(h.neighbor(direction.index()))
        .and_then(|e| board.edge_id(e))
}

/// The six paths around `hex` (those on the board).
pub fn sides(board: &Board, hex: HexId) -> Vec<EdgeId> {
    board
        .hex(hex)
        .sides()
        .iter()
        .filter_map(|&e| board.edge_id(e))
        .collect()
}

/// The directions a colour is painted on (from the board's castle annotations; the default
/// colours when the board has none).
pub fn colour_directions(board: &Board, colour: CastleColour) -> Vec<Direction> {
    let marked: Vec<(Direction, CastleColour)> = board
        .annotations()
        .iter()
        .filter_map(|a| match *a {
            Annotation::CastleDirection {
                direction, colour, ..
            } => Some((direction, colour)),
            _ => None,
        })
        .collect();
    let table: &[(Direction, CastleColour)] = if marked.is_empty() {
        &CASTLE_COLOURS
    } else {
        &marked
    };
    table
        .iter()
        .filter(|(_, c)| *c == colour)
        .map(|(d, _)| *d)
        .collect()
}

/// Whether `edge` is one of the castle's paths.
pub fn is_castle_path(board: &Board, castle: Option<HexId>, edge: EdgeId) -> bool {
    let Some(c) = castle else {
        return false;
    };
    let hex = board.hex(c);
    board.edge(edge).touching_hexes().contains(&hex)
}

/// Paths a knight may stand on: every path of the board on land.
pub fn knight_path(board: &Board, edge: EdgeId) -> bool {
    board.edge_on_land(edge)
}

/// The number of steps from `from` to every path (along paths that share an intersection),
/// up to `max` steps; `u8::MAX` where farther. Pieces on the way do not stop a knight.
pub fn distances(board: &Board, from: EdgeId, max: u8) -> Vec<u8> {
    let n = board.edge_count();
    let mut dist = vec![u8::MAX; n];
    let Some(d) = dist.get_mut(from as usize) else {
        return dist;
    };
    *d = 0;
    let mut frontier: Vec<EdgeId> = Vec::with_capacity(32);
    let mut next: Vec<EdgeId> = Vec::with_capacity(32);
    frontier.push(from);
    for step in 1..=max {
        next.clear();
        for &e in &frontier {
            for v in board.edge_vertices(e) {
                for n in board.vertex_edges(v) {
                    if dist[n as usize] == u8::MAX && knight_path(board, n) {
                        dist[n as usize] = step;
                        next.push(n);
                    }
                }
            }
        }
        std::mem::swap(&mut frontier, &mut next);
    }
    dist
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printed_layout_has_the_sets_and_numbers() {
        let mut layout = crate::board::layout::beginner_layout();
        let config = GameConfig::base(3);
        let mut rng = <rand_pcg::Pcg64Mcg as rand::SeedableRng>::seed_from_u64(1);
        adapt(&config, &mut layout, &mut rng).expect("adapts");
        assert_eq!(layout.tiles.len(), 19);
        let count = |t: Terrain| layout.tiles.iter().filter(|x| x.terrain == t).count();
        assert_eq!(count(Terrain::Forest), 3);
        assert_eq!(count(Terrain::Hills), 3);
        assert_eq!(count(Terrain::Pasture), 4);
        assert_eq!(count(Terrain::Mountains), 3);
        assert_eq!(count(Terrain::Fields), 4);
        assert_eq!(count(Terrain::Castle), 1);
        assert_eq!(count(Terrain::Desert), 1);
        let board = Board::new(layout).expect("board");
        let coast = coast(&board);
        assert_eq!(coast.len(), 10);
        let mut numbers: Vec<u8> = coast
            .iter()
            .filter_map(|&h| board.tile(h).number)
            .collect();
        numbers.sort_unstable();
        assert_eq!(numbers, vec![2, 3, 4, 5, 6, 8, 9, 10, 11, 12]);
        assert_eq!(board.hex(coast[0]), Hex::new(-2, 1));
        for colour in [
            CastleColour::Green,
            CastleColour::Purple,
            CastleColour::Brown,
        ] {
            assert_eq!(colour_directions(&board, colour).len(), 2);
        }
    }
}
