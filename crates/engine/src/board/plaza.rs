//! The plazas of the Traders & Barbarians trade hexes and their inner paths.
//!
//! A trade hex has a plaza at its centre joined by an inner path to each of its land corners
//! (four on the printed map). A corner reached by an inner path would have four paths, which the
//! dense three-slot tables (`vertex_edges`, `vertex_neighbors`) cannot hold, and the plaza is not
//! a corner with a canonical `q,r,N|S` name. So plazas and inner paths live **outside** the dense
//! tables, in their own small id space: [`PlazaId`] (a plaza, named by its hex) and
//! [`InnerPath`] (a plaza and one of its corners), with their own adjacency lists
//! ([`Board::plazas`](super::Board::plazas), [`Board::vertex_plazas`](super::Board::vertex_plazas)).
//! The base hot paths (road networks, Longest Road, settlement spots) never see them and pay
//! nothing; the module that moves wagons walks corners through `vertex_links` and plazas through
//! these lists, and keeps any roads built on inner paths in its own state. No settlement stands
//! on a plaza or on a trade hex's corners ([`Terrain::forbids_settlements`](super::Terrain::forbids_settlements)).

use serde::{Deserialize, Serialize};

use super::{HexId, VertexId};

/// Index of a plaza on its board (in hex reading order).
pub type PlazaId = u8;

/// A trade hex's plaza and the corners its inner paths reach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Plaza {
    /// The trade hex.
    pub hex: HexId,
    /// The corners joined to the plaza by an inner path, clockwise from the top: the trade hex's
    /// corners that touch a buildable hex of the board.
    pub corners: Vec<VertexId>,
}

/// An inner path: from a plaza to one of its corners.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Serialize, Deserialize)]
pub struct InnerPath {
    /// The plaza.
    pub plaza: PlazaId,
    /// The corner at its other end.
    pub corner: VertexId,
}
