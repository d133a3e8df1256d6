//! Cities & Knights on the board image: each knight is a disc in its owner's colours on its
//! intersection, its level (1 basic, 2 strong, 3 mighty) written on it, drawn active or not.
//! The ship track, improvement levels, metropolises and walls are the presentation slice
//! (docs/variants/cities_and_knights.md). The variant is not offered to players until then.

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::{ModuleId, ModuleView};

/// Cities & Knights' drawing: its knights.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::CitiesAndKnights,
    kinds: &[KindSprite {
        kind: "cities_and_knights.knight",
        look: Look::Disc,
    }],
    pieces: &[],
    overlays: &[],
    in_play: |v| in_play(v),
};

fn in_play(view: &View) -> bool {
    view.modules
        .iter()
        .any(|m| matches!(m, ModuleView::CitiesAndKnights(_)))
}
