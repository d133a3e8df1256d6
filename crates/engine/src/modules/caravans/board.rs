//! The Caravans' board: the oasis in the centre in place of the desert, its three arrows, and
//! the geometry of the caravans (where the next camel may go, which buildings stand between
//! camels).

use rand::RngExt;

use crate::board::annotations::Annotation;
use crate::board::layout::{LayoutChoice, NumberPlacement, red_numbers_adjacent};
use crate::board::{Board, Corner, Edge, EdgeId, Hex, Layout, Terrain, Vertex, VertexId};
use crate::config::{ConfigError, GameConfig};
use crate::modules::ModuleId;

/// The oasis hex: the centre of the island.
pub const OASIS: Hex = Hex::new(0, 0);

/// The oasis corners the three printed arrows point out of (every other corner, from the top:
/// N, SE, SW; the printed tile's orientation is not known, so this is a documented default).
/// Each arrow points along the one path from that corner that does not border the oasis.
pub const ARROW_CORNERS: [Vertex; 3] = [
    Vertex::new(Hex::new(0, 0), Corner::N),
    Vertex::new(Hex::new(0, 1), Corner::N),
    Vertex::new(Hex::new(-1, 1), Corner::N),
];

/// The path an arrow out of `corner` (a corner of `oasis`) points to: the path between the
/// corner's two other hexes.
pub fn arrow_edge(oasis: Hex, corner: Vertex) -> Option<Edge> {
    let others: Vec<Hex> = corner
        .touching_hexes()
        .into_iter()
        .filter(|&h| h != oasis)
        .collect();
    match others.as_slice() {
        [a, b] => a.side_towards(*b),
        _ => None,
    }
}

fn refuse(reason: &str) -> ConfigError {
    ConfigError::ModuleBoard {
        module: ModuleId::Caravans,
        reason: reason.to_string(),
    }
}

/// The oasis replaces the desert and goes to the centre: the tile dealt to the centre takes the
/// desert's place (with its number), the centre becomes the oasis (no number), the robber starts
/// off the board, and the three arrows are added. On a board whose numbers must not put red
/// numbers side by side (the spiral, the balanced deal), a red number the exchange put next to
/// another is exchanged with a number drawn from `rng` until none touch.
pub fn adapt(
    config: &GameConfig,
    layout: &mut Layout,
    rng: &mut rand_pcg::Pcg64Mcg,
) -> Result<(), ConfigError> {
    let desert = layout
        .tiles
        .iter()
        .position(|t| t.terrain == Terrain::Desert)
        .ok_or_else(|| refuse("the board has no desert for the oasis to replace"))?;
    let centre = layout
        .tiles
        .iter()
        .position(|t| t.hex == OASIS)
        .ok_or_else(|| refuse("the board has no centre hex for the oasis"))?;
    if desert != centre {
        let (d, c) = (layout.tiles[desert], layout.tiles[centre]);
        layout.tiles[desert] = crate::board::Tile { hex: d.hex, ..c };
        layout.tiles[centre] = crate::board::Tile { hex: c.hex, ..d };
        let keep_red_apart = !matches!(
            config.layout,
            LayoutChoice::Variable {
                numbers: NumberPlacement::Unrestricted
            }
        );
        let mut tries = 0;
        while keep_red_apart && red_numbers_adjacent(&layout.tiles) && tries < 1000 {
            tries += 1;
            let other = rng.random_range(0..layout.tiles.len());
            let moved = layout.tiles[desert].number;
            let there = layout.tiles[other].number;
            if other == desert || there.is_none() {
                continue;
            }
            layout.tiles[desert].number = there;
            layout.tiles[other].number = moved;
        }
    }
    layout.tiles[centre].terrain = Terrain::Oasis;
    layout.tiles[centre].number = None;
    layout.robber = None;
    for corner in ARROW_CORNERS {
        let edge = arrow_edge(OASIS, corner).ok_or_else(|| refuse("an oasis arrow is off the board"))?;
        layout.annotations.push(Annotation::OasisArrow { edge });
    }
    Ok(())
}

/// The board's oasis arrows as path ids, in annotation order (one caravan each).
pub fn arrows(board: &Board) -> Vec<EdgeId> {
    board
        .annotations()
        .iter()
        .filter_map(|a| match a {
            Annotation::OasisArrow { edge } => board.edge_id(*edge),
            _ => None,
        })
        .collect()
}

/// The intersection a caravan's first camel starts from: the arrow path's end at the oasis (the
/// end that touches an oasis hex; the first end when neither or both do).
pub fn arrow_tail(board: &Board, arrow: EdgeId) -> VertexId {
    let [a, b] = board.edge_vertices(arrow);
    let at_oasis = |v: VertexId| {
        board
            .vertex_hexes(v)
            .any(|h| board.tile(h).terrain == Terrain::Oasis)
    };
    if !at_oasis(a) && at_oasis(b) { b } else { a }
}

/// The other end of path `e` from `v`.
pub fn other_end(board: &Board, e: EdgeId, v: VertexId) -> VertexId {
    let [a, b] = board.edge_vertices(e);
    if a == v { b } else { a }
}

/// The head of a caravan: the intersection its last camel leads to (`None` before its first, or
/// when a camel is off the board).
pub fn head(board: &Board, arrow: EdgeId, camels: &[Edge]) -> Option<VertexId> {
    let mut at = arrow_tail(board, arrow);
    for &e in camels {
        at = other_end(board, board.edge_id(e)?, at);
    }
    (!camels.is_empty()).then_some(at)
}

/// Whether a camel stands on path `e`.
pub fn has_camel(routes: &[Vec<Edge>], e: Edge) -> bool {
    routes.iter().any(|r| r.contains(&e))
}

/// The legal spots for the next camel, each with the caravan it would join, in caravan order
/// (a path two caravans could take joins the first): a caravan with no camel starts on its
/// arrow's path; any other continues from its head along a land path with no camel (no
/// branching: only the head grows).
pub fn camel_spots(board: &Board, routes: &[Vec<Edge>]) -> Vec<(Edge, u8)> {
    let mut spots: Vec<(Edge, u8)> = Vec::new();
    for (i, &arrow) in arrows(board).iter().enumerate() {
        let camels = routes.get(i).map(Vec::as_slice).unwrap_or(&[]);
        let mut add = |e: EdgeId| {
            let e = board.edge(e);
            if !has_camel(routes, e) && !spots.iter().any(|&(s, _)| s == e) {
                spots.push((e, i as u8));
            }
        };
        match head(board, arrow, camels) {
            None if camels.is_empty() => add(arrow),
            None => {}
            Some(h) => {
                for e in board.vertex_edges(h) {
                    if board.edge_on_land(e) {
                        add(e);
                    }
                }
            }
        }
    }
    spots
}

/// The intersections between two camels: where at least two camel paths meet.
pub fn between_camels(routes: &[Vec<Edge>]) -> Vec<Vertex> {
    let mut ends: Vec<Vertex> = Vec::new();
    let mut between: Vec<Vertex> = Vec::new();
    for e in routes.iter().flatten() {
        for v in e.endpoints() {
            if ends.contains(&v) {
                if !between.contains(&v) {
                    between.push(v);
                }
            } else {
                ends.push(v);
            }
        }
    }
    between
}
