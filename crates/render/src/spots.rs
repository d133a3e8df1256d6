//! Candidate spots for choosing a place (second drawing mode): canonical positions with the
//! short codes players type, built from the engine's legal actions.

use std::fmt;
use std::str::FromStr;

use kaitaku_engine::board::{Board, Edge, Hex, Vertex};
use kaitaku_engine::{Action, Game};

/// A place on the board that can be highlighted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Spot {
    /// An intersection (settlements, cities).
    Vertex(Vertex),
    /// A path (roads).
    Edge(Edge),
    /// A hex (the robber).
    Hex(Hex),
}

/// A spot with the short code drawn on it (from [`Board::vertex_code`] and friends).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LabelledSpot {
    /// Where.
    pub spot: Spot,
    /// What players type to choose it.
    pub code: String,
}

impl LabelledSpot {
    /// The spot for a spot on `board` with its short code; `None` if it is not on the board.
    pub fn on(board: &Board, spot: Spot) -> Option<LabelledSpot> {
        let code = match spot {
            Spot::Vertex(v) => board.vertex_code(board.vertex_id(v)?),
            Spot::Edge(e) => board.edge_code(board.edge_id(e)?),
            Spot::Hex(h) => board.hex_code(board.hex_id(h)?),
        };
        Some(LabelledSpot { spot, code })
    }
}

/// The spots to label on a board image.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Each spot once, in a stable order.
    pub spots: Vec<LabelledSpot>,
}

/// Which legal placements to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HighlightKind {
    /// Where a settlement may be built.
    Settlements,
    /// Which settlements may become cities.
    Cities,
    /// Where a road may be built.
    Roads,
    /// Where the robber may go.
    Robber,
}

impl HighlightKind {
    /// Every kind, with its command-line name.
    pub const ALL: [(HighlightKind, &'static str); 4] = [
        (HighlightKind::Settlements, "settlements"),
        (HighlightKind::Cities, "cities"),
        (HighlightKind::Roads, "roads"),
        (HighlightKind::Robber, "robber"),
    ];

    /// The command-line name.
    pub fn as_str(self) -> &'static str {
        Self::ALL
            .iter()
            .find(|(k, _)| *k == self)
            .map_or("", |(_, n)| n)
    }
}

impl fmt::Display for HighlightKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A highlight kind name that is not known.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown highlight `{0}` (expected settlements, cities, roads or robber)")]
pub struct UnknownHighlight(pub String);

impl FromStr for HighlightKind {
    type Err = UnknownHighlight;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim().to_ascii_lowercase();
        Self::ALL
            .iter()
            .find(|(_, n)| *n == s)
            .map(|(k, _)| *k)
            .ok_or(UnknownHighlight(s))
    }
}

/// The spots of one kind the current seat may choose now (empty when it has no such action).
pub fn highlight_for(game: &Game, kind: HighlightKind) -> Highlight {
    let board = game.board();
    let seat = game.state().current;
    let mut spots: Vec<LabelledSpot> = game
        .legal_actions(seat)
        .iter()
        .filter_map(|a| match (kind, a) {
            (HighlightKind::Settlements, Action::BuildSettlement { vertex }) => {
                Some(Spot::Vertex(*vertex))
            }
            (HighlightKind::Cities, Action::BuildCity { vertex }) => Some(Spot::Vertex(*vertex)),
            (HighlightKind::Roads, Action::BuildRoad { edge }) => Some(Spot::Edge(*edge)),
            (HighlightKind::Robber, Action::MoveRobber { hex, .. }) => Some(Spot::Hex(*hex)),
            _ => None,
        })
        .filter_map(|spot| LabelledSpot::on(board, spot))
        .collect();
    spots.sort();
    spots.dedup();
    Highlight { spots }
}

#[cfg(test)]
mod tests {
    use super::*;
    use kaitaku_engine::GameConfig;

    #[test]
    fn setup_offers_every_free_intersection() {
        let game = Game::new(GameConfig::base(4), 1).unwrap();
        let h = highlight_for(&game, HighlightKind::Settlements);
        assert_eq!(h.spots.len(), 54);
        for s in &h.spots {
            let Spot::Vertex(v) = s.spot else {
                panic!("not a vertex: {s:?}")
            };
            assert_eq!(
                game.board().vertex_by_code(&s.code),
                game.board().vertex_id(v)
            );
        }
        assert!(highlight_for(&game, HighlightKind::Robber).spots.is_empty());
    }

    #[test]
    fn kinds_parse() {
        assert_eq!("Roads".parse::<HighlightKind>(), Ok(HighlightKind::Roads));
        assert!("ships".parse::<HighlightKind>().is_err());
        for (k, n) in HighlightKind::ALL {
            assert_eq!(k.to_string(), n);
        }
    }
}
