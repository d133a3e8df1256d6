//! The adjacency tables of a set of hex positions. They depend only on where the hexes are (not
//! on terrain, numbers or harbours), so boards with the same shape share one copy.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use super::{
    Corner, Edge, EdgeId, Hex, HexId, LayoutError, NONE8, NONE16, Side, Vertex, VertexId, bits,
};

/// Intersections, paths and their adjacency over dense ids, for one board shape.
#[derive(Debug)]
pub(super) struct Topology {
    pub hexes: Vec<Hex>,
    pub vertices: Vec<Vertex>,
    pub edges: Vec<Edge>,
    pub index: CoordIndex,
    pub hex_vertices: Vec<[VertexId; 6]>,
    pub vertex_hexes: Vec<[HexId; 3]>,
    pub vertex_edges: Vec<[EdgeId; 3]>,
    pub vertex_neighbors: Vec<[VertexId; 3]>,
    pub edge_vertices: Vec<[VertexId; 2]>,
}

/// Shapes seen so far in this process (there are only a handful: the base island, scenario maps).
const CACHE_LIMIT: usize = 32;

fn cache() -> &'static Mutex<Vec<Arc<Topology>>> {
    static CACHE: OnceLock<Mutex<Vec<Arc<Topology>>>> = OnceLock::new();
    CACHE.get_or_init(|| Mutex::new(Vec::new()))
}

fn reading_order_vertex(v: &Vertex) -> (i32, i32) {
    let (x, y) = v.position_units();
    (y, x)
}

fn reading_order_edge(e: &Edge) -> (i32, i32) {
    let (x, y) = e.midpoint_units2();
    (y, x)
}

impl Topology {
    /// The topology of these hex positions (sorted in reading order, no duplicates), built once
    /// per shape and shared.
    pub fn shared(hexes: Vec<Hex>) -> Result<Arc<Topology>, LayoutError> {
        if let Ok(cached) = cache().lock()
            && let Some(t) = cached.iter().find(|t| t.hexes == hexes)
        {
            return Ok(Arc::clone(t));
        }
        let topo = Arc::new(Topology::build(hexes)?);
        if let Ok(mut cached) = cache().lock() {
            if cached.len() >= CACHE_LIMIT {
                cached.remove(0);
            }
            cached.push(Arc::clone(&topo));
        }
        Ok(topo)
    }

    fn build(hexes: Vec<Hex>) -> Result<Topology, LayoutError> {
        let hex_index: HashMap<Hex, HexId> = hexes
            .iter()
            .enumerate()
            .map(|(i, h)| (*h, i as HexId))
            .collect();
        let mut vertices: Vec<Vertex> = hexes.iter().flat_map(|h| h.corners()).collect();
        vertices.sort_by_key(reading_order_vertex);
        vertices.dedup();
        let mut edges: Vec<Edge> = hexes.iter().flat_map(|h| h.sides()).collect();
        edges.sort_by_key(reading_order_edge);
        edges.dedup();
        if vertices.len() > bits::MAX_IDS || edges.len() > bits::MAX_IDS {
            return Err(LayoutError::TooLarge);
        }
        let vertex_index: HashMap<Vertex, VertexId> = vertices
            .iter()
            .enumerate()
            .map(|(i, v)| (*v, i as VertexId))
            .collect();
        let edge_index: HashMap<Edge, EdgeId> = edges
            .iter()
            .enumerate()
            .map(|(i, e)| (*e, i as EdgeId))
            .collect();
        let hex_vertices: Vec<[VertexId; 6]> = hexes
            .iter()
            .map(|h| h.corners().map(|v| vertex_index[&v]))
            .collect();
        let mut vertex_hexes = vec![[NONE8; 3]; vertices.len()];
        for (v, slot) in vertices.iter().zip(vertex_hexes.iter_mut()) {
            for (i, h) in v.touching_hexes().iter().enumerate() {
                if let Some(&id) = hex_index.get(h) {
                    slot[i] = id;
                }
            }
        }
        let edge_vertices: Vec<[VertexId; 2]> = edges
            .iter()
            .map(|e| e.endpoints().map(|v| vertex_index[&v]))
            .collect();
        let mut vertex_edges = vec![[NONE16; 3]; vertices.len()];
        let mut vertex_neighbors = vec![[NONE16; 3]; vertices.len()];
        for (e, ends) in edge_vertices.iter().enumerate() {
            for (k, &v) in ends.iter().enumerate() {
                let other = ends[1 - k];
                let slots = &mut vertex_edges[v as usize];
                if let Some(i) = slots.iter().position(|&x| x == NONE16) {
                    slots[i] = e as EdgeId;
                    vertex_neighbors[v as usize][i] = other;
                }
            }
        }
        let index = CoordIndex::new(&hex_index, &vertex_index, &edge_index);
        Ok(Topology {
            hexes,
            vertices,
            edges,
            index,
            hex_vertices,
            vertex_hexes,
            vertex_edges,
            vertex_neighbors,
            edge_vertices,
        })
    }

    /// Dense id of a hex.
    pub fn hex_id(&self, hex: Hex) -> Option<HexId> {
        self.index
            .slot(hex, 0, 1)
            .and_then(|i| self.index.hexes.get(i))
            .copied()
            .filter(|&h| h != NONE16)
            .map(|h| h as HexId)
    }

    /// Dense id of an intersection.
    pub fn vertex_id(&self, v: Vertex) -> Option<VertexId> {
        let corner = match v.corner {
            Corner::N => 0,
            Corner::S => 1,
        };
        self.index
            .slot(v.hex, corner, 2)
            .and_then(|i| self.index.vertices.get(i))
            .copied()
            .filter(|&x| x != NONE16)
    }

    /// Dense id of a path.
    pub fn edge_id(&self, e: Edge) -> Option<EdgeId> {
        let side = match e.side {
            Side::NE => 0,
            Side::NW => 1,
            Side::W => 2,
        };
        self.index
            .slot(e.hex, side, 3)
            .and_then(|i| self.index.edges.get(i))
            .copied()
            .filter(|&x| x != NONE16)
    }
}

/// Direct-index tables from canonical coordinates to dense ids (no hashing on the hot path).
#[derive(Clone, Debug)]
pub(super) struct CoordIndex {
    q_min: i16,
    r_min: i16,
    width: i16,
    height: i16,
    hexes: Vec<u16>,
    vertices: Vec<u16>,
    edges: Vec<u16>,
}

impl CoordIndex {
    fn new(
        hexes: &HashMap<Hex, HexId>,
        vertices: &HashMap<Vertex, VertexId>,
        edges: &HashMap<Edge, EdgeId>,
    ) -> CoordIndex {
        let owners = hexes
            .keys()
            .copied()
            .chain(vertices.keys().map(|v| v.hex))
            .chain(edges.keys().map(|e| e.hex));
        let (mut q_min, mut q_max, mut r_min, mut r_max) = (i16::MAX, i16::MIN, i16::MAX, i16::MIN);
        for h in owners {
            q_min = q_min.min(h.q as i16);
            q_max = q_max.max(h.q as i16);
            r_min = r_min.min(h.r as i16);
            r_max = r_max.max(h.r as i16);
        }
        let width = (q_max - q_min + 1).max(0);
        let height = (r_max - r_min + 1).max(0);
        let cells = width as usize * height as usize;
        let mut index = CoordIndex {
            q_min,
            r_min,
            width,
            height,
            hexes: vec![NONE16; cells],
            vertices: vec![NONE16; cells * 2],
            edges: vec![NONE16; cells * 3],
        };
        for (h, &id) in hexes {
            if let Some(i) = index.slot(*h, 0, 1) {
                index.hexes[i] = id as u16;
            }
        }
        for (v, &id) in vertices {
            let corner = match v.corner {
                Corner::N => 0,
                Corner::S => 1,
            };
            if let Some(i) = index.slot(v.hex, corner, 2) {
                index.vertices[i] = id;
            }
        }
        for (e, &id) in edges {
            let side = match e.side {
                Side::NE => 0,
                Side::NW => 1,
                Side::W => 2,
            };
            if let Some(i) = index.slot(e.hex, side, 3) {
                index.edges[i] = id;
            }
        }
        index
    }

    /// Position in a table with `per_hex` entries per owning hex, if the hex is in range.
    fn slot(&self, h: Hex, offset: usize, per_hex: usize) -> Option<usize> {
        let q = h.q as i16 - self.q_min;
        let r = h.r as i16 - self.r_min;
        if q < 0 || r < 0 || q >= self.width || r >= self.height {
            return None;
        }
        Some((r as usize * self.width as usize + q as usize) * per_hex + offset)
    }
}
