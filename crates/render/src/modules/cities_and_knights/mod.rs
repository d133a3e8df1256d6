//! Cities & Knights draws nothing of its own yet: the ship track, improvement levels,
//! metropolises and walls on the board image are the presentation slice
//! (docs/variants/cities_and_knights.md). The variant is not offered to players until then.

use super::ModuleDrawing;
use kaitaku_engine::modules::ModuleId;

/// Cities & Knights' drawing: no kinds, no layers (yet).
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::CitiesAndKnights,
    kinds: &[],
    pieces: &[],
    overlays: &[],
    in_play: |_| false,
};
