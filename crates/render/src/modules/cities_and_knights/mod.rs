//! Cities & Knights on the board image. The metropolises and city walls are the core's
//! building overlays, drawn by the base buildings layer (a wall as a stone base under the
//! city, a metropolis as a gold crown over it). Its own layer ([`board`]) draws the knights
//! (a disc with the level written on it: an active knight filled in its owner's colour with a
//! gold ring, an inactive one pale with a dashed ring) and the barbarian ship's track down the
//! board's left edge. Each seat's improvement levels and progress cards are stats on its
//! legend card, and its commodity count on its own card only (a private counter). The
//! merchant, pillaged cities, the decks' sizes and the status strip's dice (the red die red,
//! the event die's face) are [`progress`]'s.

pub mod board;
pub mod progress;

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::cities_and_knights::CkView;
use kaitaku_engine::modules::{ModuleId, ModuleView};

/// Cities & Knights' drawing: knights and the ship track (its layer), the legend's counters.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::CitiesAndKnights,
    kinds: &[
        KindSprite {
            kind: "cities_and_knights.knight",
            look: Look::Own,
        },
        KindSprite {
            kind: "cities_and_knights.trade_level",
            look: Look::Stat,
        },
        KindSprite {
            kind: "cities_and_knights.politics_level",
            look: Look::Stat,
        },
        KindSprite {
            kind: "cities_and_knights.science_level",
            look: Look::Stat,
        },
        KindSprite {
            kind: "cities_and_knights.commodities",
            look: Look::Stat,
        },
        KindSprite {
            kind: "cities_and_knights.progress_cards",
            look: Look::Stat,
        },
    ],
    pieces: &[&board::Knights, &progress::ProgressPieces],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: Some(progress::status_dice),
};

/// Cities & Knights' public part, when in play.
pub fn public(view: &View) -> Option<&CkView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::CitiesAndKnights(v) => Some(v),
        _ => None,
    })
}
