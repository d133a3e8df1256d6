//! Harbormaster on the board image: each seat's harbour points on its legend card, and the
//! Harbormaster card as a pill on its holder's.

use super::ModuleDrawing;
use crate::palette;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::harbormaster::HarbormasterView;

/// Harbormaster's drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::Harbormaster,
    kinds: &[
        KindSprite {
            kind: "harbormaster.points",
            look: Look::Stat,
        },
        KindSprite {
            kind: "harbormaster.holder",
            look: Look::Pill {
                fill: palette::AWARD,
            },
        },
    ],
    pieces: &[],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: None,
};

/// Harbormaster's public part, when in play.
pub fn public(view: &View) -> Option<&HarbormasterView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::Harbormaster(v) => Some(v),
        _ => None,
    })
}
