//! The Fishermen of Catan on the board image: the lake and the fishing grounds are terrains the
//! base layers draw (with the lake's four number tokens); each seat's fish token count on its
//! legend card (its fish only on the owner's own image), and the old boot as a pill on its
//! holder's.

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::{ModuleId, ModuleView};

/// The boot's pill: old leather brown.
const BOOT_BROWN: &str = "#7a5230";

/// The Fishermen's drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::Fishermen,
    kinds: &[
        KindSprite {
            kind: "fishermen.tokens",
            look: Look::Stat,
        },
        KindSprite {
            kind: "fishermen.fish",
            look: Look::Stat,
        },
        KindSprite {
            kind: "fishermen.boot",
            look: Look::Pill { fill: BOOT_BROWN },
        },
    ],
    pieces: &[],
    overlays: &[],
    in_play: |v| in_play(v),
    status_dice: None,
};

fn in_play(view: &View) -> bool {
    view.modules
        .iter()
        .any(|m| matches!(m, ModuleView::Fishermen(_)))
}
