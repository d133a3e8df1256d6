//! Friendly Robber draws nothing of its own: it only narrows where the robber may go.

use super::ModuleDrawing;
use kaitaku_engine::modules::ModuleId;

/// Friendly Robber's drawing: no kinds, no layers.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::FriendlyRobber,
    kinds: &[],
    pieces: &[],
    overlays: &[],
    in_play: |_| false,
    status_dice: None,
};
