//! The tiles as the rules see them during play, and the predicates over corners and paths built
//! from the terrain predicates.
//!
//! A board is built once from its layout; tiles that change during play (a face-down tile
//! revealed, a terrain changed) are kept in the game state (`GameState::tiles`, the changed
//! tiles by hex) and [`Tiles`] lays them over the board. With no change (every base game) each
//! question goes straight to the board's precomputed tables.

use super::plaza::Plaza;
use super::topology::Topology;
use super::{Board, EdgeId, HexId, NONE8, Terrain, Tile, VertexId};

/// Whether a building may stand on a corner whose hexes show these terrains: at least one of them
/// is buildable and none forbids settlements.
pub(super) fn corner_buildable(
    topo: &Topology,
    v: VertexId,
    face: impl Fn(HexId) -> Terrain,
) -> bool {
    let hexes = topo.vertex_hexes[v as usize]
        .iter()
        .filter(|&&h| h != NONE8);
    let mut any = false;
    for &h in hexes {
        let t = face(h);
        if t.forbids_settlements() {
            return false;
        }
        any |= t.buildable();
    }
    any
}

/// Whether a road may be built on a path: one of the hexes it runs along is buildable.
pub(super) fn path_buildable(topo: &Topology, e: EdgeId, face: impl Fn(HexId) -> Terrain) -> bool {
    topo.edges[e as usize]
        .touching_hexes()
        .iter()
        .any(|h| topo.hex_id(*h).is_some_and(|id| face(id).buildable()))
}

/// The plazas of the trade hexes among these faces (see `board::plaza`).
pub(super) fn plazas(topo: &Topology, faces: &[Terrain]) -> Vec<Plaza> {
    let mut out = Vec::new();
    for (h, t) in faces.iter().enumerate() {
        if !t.is_trade_hex() {
            continue;
        }
        let corners = topo.hex_vertices[h]
            .iter()
            .copied()
            .filter(|&v| {
                topo.vertex_hexes[v as usize]
                    .iter()
                    .any(|&o| o != NONE8 && o as usize != h && faces[o as usize].buildable())
            })
            .collect();
        out.push(Plaza {
            hex: h as HexId,
            corners,
        });
    }
    out
}

/// The board's tiles with the changes made during play laid over them.
#[derive(Clone, Copy, Debug)]
pub struct Tiles<'a> {
    board: &'a Board,
    changed: &'a [Tile],
}

impl<'a> Tiles<'a> {
    /// The tiles of `board` with `changed` (tiles by hex) replacing its own.
    pub fn new(board: &'a Board, changed: &'a [Tile]) -> Tiles<'a> {
        Tiles { board, changed }
    }

    /// Whether nothing has changed since the board was built.
    pub fn unchanged(&self) -> bool {
        self.changed.is_empty()
    }

    /// The tile at a hex id as it is now.
    pub fn tile(&self, h: HexId) -> &'a Tile {
        let base = self.board.tile(h);
        if self.changed.is_empty() {
            return base;
        }
        self.changed
            .iter()
            .find(|t| t.hex == base.hex)
            .unwrap_or(base)
    }

    /// The terrain the rules see at a hex now ([`Terrain::Unknown`] while face down).
    pub fn face(&self, h: HexId) -> Terrain {
        self.tile(h).face()
    }

    /// Every tile as it is now, in hex id order.
    pub fn iter(&self) -> impl Iterator<Item = &'a Tile> + '_ {
        (0..self.board.hex_count()).map(|h| self.tile(h as HexId))
    }

    /// The hexes carrying number `n` now (face up).
    pub fn hexes_with_number(&self, n: u8) -> impl Iterator<Item = HexId> + 'a {
        let board = self.board;
        let changed = self.changed;
        board
            .hexes_with_number(n)
            .iter()
            .copied()
            .filter(move |&h| changed.is_empty() || !changed.iter().any(|t| t.hex == board.hex(h)))
            .chain(
                changed
                    .iter()
                    .filter(move |t| t.carries(n))
                    .filter_map(move |t| board.hex_id(t.hex)),
            )
    }

    /// Whether a building may stand on an intersection now.
    pub fn vertex_buildable(&self, v: VertexId) -> bool {
        if self.changed.is_empty() {
            return self.board.vertex_on_land(v);
        }
        corner_buildable(&self.board.topo, v, |h| self.face(h))
    }

    /// Whether a road may be built on a path now.
    pub fn edge_buildable(&self, e: EdgeId) -> bool {
        if self.changed.is_empty() {
            return self.board.edge_on_land(e);
        }
        path_buildable(&self.board.topo, e, |h| self.face(h))
    }
}
