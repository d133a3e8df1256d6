//! Catan for Two on the board image: each seat's trade tokens on its legend card, a pill on a
//! leading seat's (its token actions cost more), and the neutral colours' stock on their own
//! cards (owners that are not seats, drawn in the neutral colours by the base layers).

use super::ModuleDrawing;
use crate::palette;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::catan_for_two::CatanForTwoView;

/// Catan for Two's drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::CatanForTwo,
    kinds: &[
        KindSprite {
            kind: "catan_for_two.trade_tokens",
            look: Look::Stat,
        },
        KindSprite {
            kind: "catan_for_two.leads",
            look: Look::Pill {
                fill: palette::TOKEN_CHIP,
            },
        },
        KindSprite {
            kind: "catan_for_two.roads_left",
            look: Look::Stat,
        },
        KindSprite {
            kind: "catan_for_two.settlements_left",
            look: Look::Stat,
        },
    ],
    pieces: &[],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: None,
};

/// Catan for Two's public part, when in play.
pub fn public(view: &View) -> Option<&CatanForTwoView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::CatanForTwo(v) => Some(v),
        _ => None,
    })
}
