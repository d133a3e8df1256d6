//! The board: tiles and harbours (data), and the dense adjacency tables built from them.

pub mod annotations;
pub mod bits;
pub mod coords;
pub mod deal;
pub mod layout;
pub mod maps;
pub mod plaza;
pub mod terrain;
pub mod tile;
pub mod tiles;
mod topology;

use std::sync::Arc;

use topology::Topology;

use serde::{Deserialize, Serialize};

pub use annotations::Annotation;
pub use coords::{Corner, Edge, Hex, Side, Vertex};
pub use plaza::{InnerPath, Plaza, PlazaId};
pub use terrain::{Produce, Terrain};
pub use tile::{Numbers, TileFace};
pub use tiles::Tiles;

use super::resources::Resource;

/// Dense index of a hex on this board.
pub type HexId = u8;
/// Dense index of an intersection on this board.
pub type VertexId = u16;
/// Dense index of a path on this board.
pub type EdgeId = u16;

/// Marker for "no entry" in fixed-size adjacency lists.
const NONE16: u16 = u16::MAX;
const NONE8: u8 = u8::MAX;

/// One hex of the board with its terrain and number token.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Tile {
    /// Where it lies.
    pub hex: Hex,
    /// What it is.
    pub terrain: Terrain,
    /// Its number token (2–12, never 7), if it has exactly one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub number: Option<u8>,
    /// Its number tokens when it has several (the Fishermen lake: 2, 3, 11, 12); never given
    /// together with `number`.
    #[serde(default, skip_serializing_if = "Numbers::is_empty")]
    pub numbers: Numbers,
    /// Whether it lies face down (its terrain and numbers are hidden from every view and
    /// unused by the rules until it is revealed).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub face_down: bool,
}

/// The trade a harbour offers.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum HarborKind {
    /// 3 of any one resource for 1.
    Generic,
    /// 2 of this resource for 1.
    Special(Resource),
}

/// A harbour on a sea position, serving the two intersections it faces.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Harbor {
    /// Which trade it offers.
    pub kind: HarborKind,
    /// The sea position it stands on (for drawing).
    pub sea: Hex,
    /// The path between the sea position and the land; its two ends are the harbour's intersections.
    pub edge: Edge,
}

/// The data that defines a board: tiles, harbours and where the robber starts.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Layout {
    /// Every land (and, on scenario maps, sea) hex.
    pub tiles: Vec<Tile>,
    /// Harbours on the frame.
    #[serde(default)]
    pub harbors: Vec<Harbor>,
    /// Where the robber starts (usually the desert); `None` when it starts off the board.
    #[serde(default)]
    pub robber: Option<Hex>,
    /// Marks printed on the map (river crossings, oasis arrows, castle directions, start paths).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub annotations: Vec<Annotation>,
}

/// A board ready for play: the layout plus adjacency tables over dense ids.
///
/// Serialised as its [`Layout`]; the tables are rebuilt when it is read back.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "Layout", try_from = "Layout")]
pub struct Board {
    layout: Layout,
    topo: Arc<Topology>,
    tiles_by_id: Vec<Tile>,
    vertex_land: Vec<bool>,
    edge_land: Vec<bool>,
    vertex_harbor: Vec<Option<HarborKind>>,
    harbor_vertices: Vec<(VertexId, HarborKind)>,
    /// For each number 2..=12, the hexes carrying it.
    hexes_by_number: [Vec<HexId>; 13],
    /// The trade hexes' plazas (empty on boards without trade hexes).
    plazas: Vec<Plaza>,
    /// The hexes whose own tile lets the robber stand there, in id order (the base game's
    /// robber targets, before the robber's own hex is taken out).
    robber_hexes: Vec<HexId>,
}

/// Why a layout cannot be used.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LayoutError {
    /// Two tiles at the same position.
    #[error("two tiles at hex {0}")]
    DuplicateTile(Hex),
    /// A number token outside 2..=12 or equal to 7.
    #[error("hex {0} has an invalid number token {1}")]
    BadNumber(Hex, u8),
    /// A harbour whose path is not on the coast of the board.
    #[error("harbour at {0} does not touch the board's land")]
    HarborOffBoard(Edge),
    /// The robber starts on a hex that is not on the board.
    #[error("robber start {0} is not a hex of the board")]
    RobberOffBoard(Hex),
    /// The board is too large for the dense ids.
    #[error("board too large")]
    TooLarge,
    /// The board has no tiles.
    #[error("board has no tiles")]
    Empty,
    /// A tile gives both `number` and `numbers`, or more numbers than a tile can carry.
    #[error("hex {0} gives its numbers twice")]
    NumbersTwice(Hex),
    /// An annotation names a path or hex that is not on the board.
    #[error("an annotation names {0}, which is not on the board")]
    AnnotationOffBoard(String),
}

impl TryFrom<Layout> for Board {
    type Error = LayoutError;
    fn try_from(layout: Layout) -> Result<Self, Self::Error> {
        Board::new(layout)
    }
}

impl From<Board> for Layout {
    fn from(board: Board) -> Layout {
        board.layout
    }
}

impl Board {
    /// Builds the adjacency tables for a layout, checking it is usable.
    pub fn new(layout: Layout) -> Result<Board, LayoutError> {
        if layout.tiles.is_empty() {
            return Err(LayoutError::Empty);
        }
        if layout.tiles.len() >= NONE8 as usize {
            return Err(LayoutError::TooLarge);
        }
        let mut hexes: Vec<Hex> = layout.tiles.iter().map(|t| t.hex).collect();
        hexes.sort_by_key(|h| (h.r, h.q));
        for w in hexes.windows(2) {
            if w[0] == w[1] {
                return Err(LayoutError::DuplicateTile(w[0]));
            }
        }
        for t in &layout.tiles {
            if t.number.is_some() && !t.numbers.is_empty() {
                return Err(LayoutError::NumbersTwice(t.hex));
            }
            for n in t.number.iter().chain(t.numbers.as_slice()) {
                if !(2..=12).contains(n) || *n == 7 {
                    return Err(LayoutError::BadNumber(t.hex, *n));
                }
            }
        }
        let topo = Topology::shared(hexes)?;
        let mut tiles_by_id = layout.tiles.clone();
        tiles_by_id.sort_by_key(|t| (t.hex.r, t.hex.q));
        let faces: Vec<Terrain> = tiles_by_id.iter().map(Tile::face).collect();
        let vertex_land: Vec<bool> = (0..topo.vertices.len())
            .map(|v| tiles::corner_buildable(&topo, v as VertexId, |h| faces[h as usize]))
            .collect();
        let edge_land: Vec<bool> = (0..topo.edges.len())
            .map(|e| tiles::path_buildable(&topo, e as EdgeId, |h| faces[h as usize]))
            .collect();
        let mut vertex_harbor = vec![None; topo.vertices.len()];
        for harbor in &layout.harbors {
            let on_land = topo
                .edge_id(harbor.edge)
                .is_some_and(|e| edge_land[e as usize]);
            if !on_land {
                return Err(LayoutError::HarborOffBoard(harbor.edge));
            }
            for v in harbor.edge.endpoints() {
                if let Some(id) = topo.vertex_id(v) {
                    vertex_harbor[id as usize] = Some(harbor.kind);
                }
            }
        }
        if let Some(r) = layout.robber
            && topo.hex_id(r).is_none()
        {
            return Err(LayoutError::RobberOffBoard(r));
        }
        for a in &layout.annotations {
            if let Some(e) = a.edge()
                && topo.edge_id(e).is_none()
            {
                return Err(LayoutError::AnnotationOffBoard(e.to_string()));
            }
            if let Some(h) = a.hex()
                && topo.hex_id(h).is_none()
            {
                return Err(LayoutError::AnnotationOffBoard(h.to_string()));
            }
        }
        let mut hexes_by_number: [Vec<HexId>; 13] = Default::default();
        for (id, t) in tiles_by_id.iter().enumerate() {
            for n in t.tokens() {
                hexes_by_number[n as usize].push(id as HexId);
            }
        }
        let plazas = tiles::plazas(&topo, &faces);
        let robber_hexes = (0..faces.len())
            .filter(|&h| faces[h].robber_may_stand())
            .map(|h| h as HexId)
            .collect();
        Ok(Board {
            layout,
            topo,
            tiles_by_id,
            vertex_land,
            edge_land,
            harbor_vertices: vertex_harbor
                .iter()
                .enumerate()
                .filter_map(|(v, k)| k.map(|k| (v as VertexId, k)))
                .collect(),
            vertex_harbor,
            hexes_by_number,
            plazas,
            robber_hexes,
        })
    }

    /// The layout this board was built from.
    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Number of hexes.
    pub fn hex_count(&self) -> usize {
        self.topo.hexes.len()
    }
    /// Number of intersections.
    pub fn vertex_count(&self) -> usize {
        self.topo.vertices.len()
    }
    /// Number of paths.
    pub fn edge_count(&self) -> usize {
        self.topo.edges.len()
    }

    /// Canonical name of a hex id.
    pub fn hex(&self, id: HexId) -> Hex {
        self.topo.hexes[id as usize]
    }
    /// Canonical name of an intersection id.
    pub fn vertex(&self, id: VertexId) -> Vertex {
        self.topo.vertices[id as usize]
    }
    /// Canonical name of a path id.
    pub fn edge(&self, id: EdgeId) -> Edge {
        self.topo.edges[id as usize]
    }
    /// Dense id of a hex, if it is on the board.
    pub fn hex_id(&self, hex: Hex) -> Option<HexId> {
        self.topo.hex_id(hex)
    }
    /// Dense id of an intersection, if it is on the board.
    pub fn vertex_id(&self, v: Vertex) -> Option<VertexId> {
        self.topo.vertex_id(v)
    }
    /// Dense id of a path, if it is on the board.
    pub fn edge_id(&self, e: Edge) -> Option<EdgeId> {
        self.topo.edge_id(e)
    }

    /// The tile at a hex id.
    pub fn tile(&self, id: HexId) -> &Tile {
        &self.tiles_by_id[id as usize]
    }

    /// The six corners of a hex.
    pub fn hex_vertices(&self, id: HexId) -> &[VertexId; 6] {
        &self.topo.hex_vertices[id as usize]
    }
    /// The hexes of the board touching an intersection.
    pub fn vertex_hexes(&self, v: VertexId) -> impl Iterator<Item = HexId> + '_ {
        self.topo.vertex_hexes[v as usize]
            .iter()
            .copied()
            .filter(|&h| h != NONE8)
    }
    /// The paths meeting at an intersection.
    pub fn vertex_edges(&self, v: VertexId) -> impl Iterator<Item = EdgeId> + '_ {
        self.topo.vertex_edges[v as usize]
            .iter()
            .copied()
            .filter(|&e| e != NONE16)
    }
    /// The intersections one path away.
    pub fn vertex_neighbors(&self, v: VertexId) -> impl Iterator<Item = VertexId> + '_ {
        self.topo.vertex_neighbors[v as usize]
            .iter()
            .copied()
            .filter(|&n| n != NONE16)
    }
    /// The (path, intersection across it) pairs at an intersection.
    pub fn vertex_links(&self, v: VertexId) -> impl Iterator<Item = (EdgeId, VertexId)> + '_ {
        self.topo.vertex_edges[v as usize]
            .iter()
            .zip(self.topo.vertex_neighbors[v as usize].iter())
            .filter(|(e, _)| **e != NONE16)
            .map(|(e, n)| (*e, *n))
    }
    /// The two ends of a path.
    pub fn edge_vertices(&self, e: EdgeId) -> [VertexId; 2] {
        self.topo.edge_vertices[e as usize]
    }
    /// Whether an intersection touches land (buildings may stand there).
    pub fn vertex_on_land(&self, v: VertexId) -> bool {
        self.vertex_land[v as usize]
    }
    /// Whether a path touches land (roads may be built there).
    pub fn edge_on_land(&self, e: EdgeId) -> bool {
        self.edge_land[e as usize]
    }
    /// The harbour serving an intersection, if any.
    pub fn vertex_harbor(&self, v: VertexId) -> Option<HarborKind> {
        self.vertex_harbor[v as usize]
    }
    /// Every intersection served by a harbour, with the harbour's kind.
    pub fn harbor_vertices(&self) -> &[(VertexId, HarborKind)] {
        &self.harbor_vertices
    }
    /// Hexes carrying a number token.
    pub fn hexes_with_number(&self, n: u8) -> &[HexId] {
        self.hexes_by_number
            .get(n as usize)
            .map_or(&[], |v| v.as_slice())
    }
    /// The marks printed on the map.
    pub fn annotations(&self) -> &[Annotation] {
        &self.layout.annotations
    }
    /// Whether a path crosses a river (a [`Annotation::RiverCrossing`]).
    pub fn is_river_crossing(&self, e: EdgeId) -> bool {
        let edge = self.edge(e);
        self.layout
            .annotations
            .iter()
            .any(|a| matches!(a, Annotation::RiverCrossing { edge: x } if *x == edge))
    }
    /// The trade hexes' plazas, in hex reading order ([`PlazaId`] is the index).
    pub fn plazas(&self) -> &[Plaza] {
        &self.plazas
    }
    /// The plaza of a hex, if it is a trade hex.
    pub fn plaza_at(&self, hex: HexId) -> Option<PlazaId> {
        self.plazas
            .iter()
            .position(|p| p.hex == hex)
            .map(|i| i as PlazaId)
    }
    /// The plazas an intersection is joined to by an inner path.
    pub fn vertex_plazas(&self, v: VertexId) -> impl Iterator<Item = PlazaId> + '_ {
        self.plazas
            .iter()
            .enumerate()
            .filter(move |(_, p)| p.corners.contains(&v))
            .map(|(i, _)| i as PlazaId)
    }
    /// Every inner path of the board.
    pub fn inner_paths(&self) -> impl Iterator<Item = InnerPath> + '_ {
        self.plazas.iter().enumerate().flat_map(|(i, p)| {
            p.corners.iter().map(move |&corner| InnerPath {
                plaza: i as PlazaId,
                corner,
            })
        })
    }
    /// The tiles as the rules see them during play: this board's tiles with the changes made
    /// since (`GameState::tiles`).
    pub fn with_changes<'a>(&'a self, changed: &'a [Tile]) -> Tiles<'a> {
        Tiles::new(self, changed)
    }
    /// The hexes whose own tile (as the board was built) lets the robber stand there, in id
    /// order. What the rules ask while no tile has changed and nothing blocks a hex.
    pub fn robber_hexes(&self) -> &[HexId] {
        &self.robber_hexes
    }
    /// Where the robber starts.
    pub fn robber_start(&self) -> Option<HexId> {
        self.layout.robber.and_then(|h| self.hex_id(h))
    }

    /// A short code for an intersection, for players to type: its 1-based reading-order number.
    pub fn vertex_code(&self, v: VertexId) -> String {
        format!("{}", v as u32 + 1)
    }
    /// A short code for a path, for players to type: its 1-based reading-order number with a
    /// leading `r` (for "road").
    pub fn edge_code(&self, e: EdgeId) -> String {
        format!("r{}", e as u32 + 1)
    }
    /// A short code for a hex, for players to type: letters in reading order (A, B, …, Z, AA…).
    pub fn hex_code(&self, h: HexId) -> String {
        let mut n = h as u32;
        let mut s = String::new();
        loop {
            s.insert(0, (b'A' + (n % 26) as u8) as char);
            if n < 26 {
                break;
            }
            n = n / 26 - 1;
        }
        s
    }
    /// Looks an intersection up by its short code or canonical name.
    pub fn vertex_by_code(&self, code: &str) -> Option<VertexId> {
        let code = code.trim();
        if let Ok(n) = code.parse::<u32>() {
            return (n >= 1 && (n as usize) <= self.topo.vertices.len())
                .then(|| (n - 1) as VertexId);
        }
        code.parse::<Vertex>().ok().and_then(|v| self.vertex_id(v))
    }
    /// Looks a path up by its short code or canonical name.
    pub fn edge_by_code(&self, code: &str) -> Option<EdgeId> {
        let code = code.trim();
        if let Some(rest) = code.strip_prefix(['r', 'R'])
            && let Ok(n) = rest.parse::<u32>()
        {
            return (n >= 1 && (n as usize) <= self.topo.edges.len()).then(|| (n - 1) as EdgeId);
        }
        code.parse::<Edge>().ok().and_then(|e| self.edge_id(e))
    }
    /// Looks a hex up by its short code or canonical name.
    pub fn hex_by_code(&self, code: &str) -> Option<HexId> {
        let code = code.trim();
        if !code.is_empty() && code.chars().all(|c| c.is_ascii_alphabetic()) {
            let mut n: u32 = 0;
            for c in code.to_ascii_uppercase().bytes() {
                n = n.checked_mul(26)?.checked_add((c - b'A') as u32 + 1)?;
            }
            let idx = n.checked_sub(1)? as usize;
            return (idx < self.topo.hexes.len()).then_some(idx as HexId);
        }
        code.parse::<Hex>().ok().and_then(|h| self.hex_id(h))
    }
}

#[cfg(test)]
mod tests {
    use super::layout::beginner_layout;
    use super::*;

    #[test]
    fn base_board_has_standard_counts() {
        let b = Board::new(beginner_layout()).unwrap();
        assert_eq!(b.hex_count(), 19);
        assert_eq!(b.vertex_count(), 54);
        assert_eq!(b.edge_count(), 72);
        let harbor_vertices = (0..54u16).filter(|&v| b.vertex_harbor(v).is_some()).count();
        assert_eq!(harbor_vertices, 18);
        for v in 0..54u16 {
            let deg = b.vertex_neighbors(v).count();
            assert!((2..=3).contains(&deg));
            assert_eq!(b.vertex_edges(v).count(), deg);
        }
    }

    #[test]
    fn codes_round_trip() {
        let b = Board::new(beginner_layout()).unwrap();
        for v in 0..b.vertex_count() as u16 {
            assert_eq!(b.vertex_by_code(&b.vertex_code(v)), Some(v));
            assert_eq!(b.vertex_by_code(&b.vertex(v).to_string()), Some(v));
        }
        for e in 0..b.edge_count() as u16 {
            assert_eq!(b.edge_by_code(&b.edge_code(e)), Some(e));
        }
        for h in 0..b.hex_count() as u8 {
            assert_eq!(b.hex_by_code(&b.hex_code(h)), Some(h));
        }
        assert_eq!(b.hex_code(0), "A");
        assert_eq!(b.vertex_by_code("0"), None);
        assert_eq!(b.vertex_by_code("55"), None);
        assert_eq!(b.hex_by_code("ZZZZZZZZ"), None);
    }

    #[test]
    fn serde_rebuilds_tables() {
        let b = Board::new(beginner_layout()).unwrap();
        let json = serde_json::to_string(&b).unwrap();
        let back: Board = serde_json::from_str(&json).unwrap();
        assert_eq!(back.vertex_count(), 54);
        assert_eq!(back.layout(), b.layout());
    }
}

#[cfg(test)]
mod tests_v2;
