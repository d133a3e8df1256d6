//! The Rivers of Catan on the board image: each seat's bridges in stock on its legend card,
//! the Wealthiest Settler and the Poor Settler tiles as pills on their holders' cards, and each
//! bridge drawn as a bridge over its road ([`bridges`]). (The rivers themselves are the
//! crossings the annotations layer draws in river blue, and the swamps' terrain.)

pub mod bridges;

use super::ModuleDrawing;
use crate::palette;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::rivers::RiversView;

/// The Poor Settler's pill: a dull grey.
const POOR: &str = "#9E9E9E";

/// The Rivers of Catan's drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::Rivers,
    kinds: &[
        KindSprite {
            kind: "rivers.bridges_left",
            look: Look::Stat,
        },
        KindSprite {
            kind: "rivers.wealthiest",
            look: Look::Pill {
                fill: palette::AWARD,
            },
        },
        KindSprite {
            kind: "rivers.poor",
            look: Look::Pill { fill: POOR },
        },
    ],
    pieces: &[&bridges::Bridges],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: None,
};

/// The Rivers of Catan's public part, when in play.
pub fn public(view: &View) -> Option<&RiversView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::Rivers(v) => Some(v),
        _ => None,
    })
}
