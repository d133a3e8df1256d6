//! The Caravans on the board image: each camel as a disc of nobody's on its path (the oasis and
//! its arrows are the base layers' terrain and annotations), and each seat's points for
//! buildings between camels on its legend card. The camels left in the supply are in the turn
//! message's text.

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::caravans::CaravansView;

/// The Caravans' drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::Caravans,
    kinds: &[
        KindSprite {
            kind: "caravans.camel",
            look: Look::Disc,
        },
        KindSprite {
            kind: "caravans.bonus",
            look: Look::Stat,
        },
    ],
    pieces: &[],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: None,
};

/// The Caravans' public part, when in play.
pub fn public(view: &View) -> Option<&CaravansView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::Caravans(v) => Some(v),
        _ => None,
    })
}
