//! What rule modules put on the board and beside it in a [`View`](crate::view::View): pieces
//! (a knight, a ship, a barbarian…), counters (trade tokens, harbour points, a barbarian
//! track…) and marks (a damaged road, a conquered hex, fog…), each named by a [`Kind`] key.
//! Modules fill them through [`RuleModule::board_items`](crate::modules::RuleModule::board_items);
//! the renderer draws each kind from its sprite table, the legend and status strip from the
//! counters, so the base layers never name a module.
//!
//! Hidden information: a counter marked `private` reaches only its owner's view
//! ([`BoardItems::keep_for`], applied by `View::build`); pieces and marks are public.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

use crate::board::{Edge, Hex, Vertex};
use crate::state::Seat;

/// A kind key: `<module folder>.<name>` (a knight: `"<folder>.knight"`) for a module's kinds,
/// a bare name (`"face_down"`) for the core's. Written as a plain string.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Kind(pub Cow<'static, str>);

impl Kind {
    /// A kind from a constant key (no allocation).
    pub const fn new(key: &'static str) -> Kind {
        Kind(Cow::Borrowed(key))
    }

    /// The key.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The key with `.` and `_` as `-`: the Fluent message id's tail (`event-cards-damaged-road`).
    pub fn message_tail(&self) -> String {
        self.0.replace(['.', '_'], "-")
    }
}

impl std::fmt::Display for Kind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// Where a piece stands or a mark lies: `{"hex": "0,0"}`, `{"path": "0,0,NE"}`,
/// `{"intersection": "0,0,N"}` or `"off_board"`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    /// On a hex.
    Hex(Hex),
    /// On a path.
    Path(Edge),
    /// On an intersection.
    Intersection(Vertex),
    /// Beside the board (a piece waiting to come on, a track).
    OffBoard,
}

/// Flags a piece may carry (each absent when false).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PieceFlags {
    /// Shown face down (its face is not public).
    #[serde(default, skip_serializing_if = "is_false")]
    pub face_down: bool,
    /// Active (a knight ready to act).
    #[serde(default, skip_serializing_if = "is_false")]
    pub active: bool,
    /// Damaged or disabled.
    #[serde(default, skip_serializing_if = "is_false")]
    pub damaged: bool,
}

impl PieceFlags {
    /// True when no flag is set (the JSON then has no `flags` key).
    pub fn is_none(&self) -> bool {
        *self == PieceFlags::default()
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A module's piece on (or beside) the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceView {
    /// What it is.
    pub kind: Kind,
    /// Its owner: a seat or a board owner that is not a seat (a neutral colour); absent for a
    /// piece of nobody's (a barbarian, the pirate).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Seat>,
    /// Where it is.
    pub place: Place,
    /// Its level or strength (a knight's 1–3; absent when 0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub level: u8,
    /// Its flags.
    #[serde(default, skip_serializing_if = "PieceFlags::is_none")]
    pub flags: PieceFlags,
}

/// A number a module shows: per owner or for the whole game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CounterView {
    /// What it counts.
    pub kind: Kind,
    /// Whose it is (a seat, or a board owner that is not a seat); absent for the whole game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Seat>,
    /// Its value.
    pub value: i32,
    /// Only its owner may see it (the core drops it from every other view).
    #[serde(default, skip_serializing_if = "is_false")]
    pub private: bool,
}

/// An annotation of a hex, path or intersection made during play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MarkView {
    /// What it marks.
    pub kind: Kind,
    /// Where.
    pub place: Place,
    /// The seat it concerns, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<Seat>,
}

/// What the modules in play put in one view, in registry order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardItems {
    /// Pieces.
    pub pieces: Vec<PieceView>,
    /// Counters.
    pub counters: Vec<CounterView>,
    /// Marks.
    pub marks: Vec<MarkView>,
}

impl BoardItems {
    /// A public counter.
    pub fn counter(&mut self, kind: Kind, owner: Option<Seat>, value: i32) {
        self.counters.push(CounterView {
            kind,
            owner,
            value,
            private: false,
        });
    }

    /// A counter only `owner` may see.
    pub fn private_counter(&mut self, kind: Kind, owner: Seat, value: i32) {
        self.counters.push(CounterView {
            kind,
            owner: Some(owner),
            value,
            private: true,
        });
    }

    /// A mark.
    pub fn mark(&mut self, kind: Kind, place: Place, owner: Option<Seat>) {
        self.marks.push(MarkView { kind, place, owner });
    }

    /// Drops what `viewer` may not see: every private counter but the viewer's own.
    pub fn keep_for(&mut self, viewer: Option<Seat>) {
        self.counters
            .retain(|c| !c.private || (viewer.is_some() && c.owner == viewer));
    }
}
