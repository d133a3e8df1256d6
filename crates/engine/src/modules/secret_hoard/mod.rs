//! A module written only for the engine's tests of private module views: every seat holds a
//! secret hoard of tokens (as Fishermen's fish tokens or Cities & Knights' progress cards will
//! be). Everyone sees how many seats hold one; only the holder sees its size
//! ([`Module::private_view`]).
//!
//! Compiled only for the engine's own unit tests (`#[cfg(test)]` on its registry line).

use serde::{Deserialize, Serialize};

use super::{HookCtx, Module, ModuleId, ModuleView, Never, RuleModule};
use crate::config::GameConfig;
use crate::state::Seat;
use crate::view_items::{BoardItems, Kind, PieceFlags, PieceView, Place};

/// How many seats hold a hoard (a public game counter).
pub const HOLDERS: Kind = Kind::new("secret_hoard.holders");
/// A seat's hoard (a private counter: only in its owner's view).
pub const HOARD: Kind = Kind::new("secret_hoard.hoard");
/// The chest on the first hex (a piece, face down, and a mark).
pub const CHEST: Kind = Kind::new("secret_hoard.chest");
/// Every kind the module writes.
pub static KINDS: [Kind; 3] = [HOLDERS, HOARD, CHEST];

/// The hoard a seat starts with: distinct per seat, so a test can tell whose it sees.
pub fn starting_hoard(seat: Seat) -> u32 {
    4_000 + 111 * u32::from(seat)
}

/// The module's state: each seat's secret hoard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretHoard {
    /// Tokens per seat (secret: each seat sees only its own).
    pub hoards: Vec<u32>,
}

/// What a viewer sees of the hoards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SecretHoardView {
    /// How many seats hold a hoard (public).
    pub holders: u8,
    /// The viewer's own hoard (only in its private part).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub own: Option<OwnHoard>,
}

/// One seat's hoard, as that seat sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnHoard {
    /// Whose.
    pub seat: Seat,
    /// How many tokens.
    pub tokens: u32,
}

impl SecretHoard {
    fn holders(&self) -> u8 {
        self.hoards.iter().filter(|&&t| t > 0).count() as u8
    }
}

impl RuleModule for SecretHoard {
    fn id(&self) -> ModuleId {
        ModuleId::SecretHoard
    }

    fn view(&self, _ctx: &HookCtx) -> Option<ModuleView> {
        Some(ModuleView::SecretHoard(SecretHoardView {
            holders: self.holders(),
            own: None,
        }))
    }

    fn board_items(&self, ctx: &HookCtx, out: &mut BoardItems) {
        out.counter(HOLDERS, None, i32::from(self.holders()));
        for (seat, &tokens) in self.hoards.iter().enumerate() {
            out.private_counter(HOARD, seat as Seat, tokens as i32);
        }
        // A chest on the first hex, with each seat's level: pieces and marks round-trip.
        let hex = ctx.board.hex(0);
        out.pieces.push(PieceView {
            kind: CHEST,
            owner: None,
            place: Place::Hex(hex),
            level: self.holders(),
            flags: PieceFlags {
                face_down: true,
                ..PieceFlags::default()
            },
        });
        out.mark(CHEST, Place::Hex(hex), None);
    }

    fn item_kinds(&self) -> &'static [Kind] {
        &KINDS
    }
}

impl Module for SecretHoard {
    type Action = Never;
    type Event = Never;
    type Decision = Never;
    type Error = Never;
    type View = SecretHoardView;
    type Script = ();

    fn new(config: &GameConfig) -> Self {
        SecretHoard {
            hoards: (0..config.players).map(starting_hoard).collect(),
        }
    }

    fn private_view(&self, _ctx: &HookCtx, seat: Seat) -> Option<SecretHoardView> {
        let tokens = *self.hoards.get(seat as usize)?;
        Some(SecretHoardView {
            holders: self.holders(),
            own: Some(OwnHoard { seat, tokens }),
        })
    }
}

#[cfg(test)]
mod tests;
