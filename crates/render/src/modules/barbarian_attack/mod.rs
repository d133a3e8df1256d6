//! Barbarian Attack on the board image: the castle and its coloured directions are the base
//! layers' terrain and annotations; the conquered hexes (their tokens turned over), the
//! buildings that score nothing, the barbarians (a badge with their count) and the knights
//! are its own layer ([`board`]); each seat's prisoners and knights left are on its legend
//! card (its gold is the core's).

pub mod board;

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::barbarian_attack::BaView;
use kaitaku_engine::modules::{ModuleId, ModuleView};

/// Barbarian Attack's drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::BarbarianAttack,
    kinds: &[
        KindSprite {
            kind: "barbarian_attack.knight",
            look: Look::Own,
        },
        KindSprite {
            kind: "barbarian_attack.barbarians",
            look: Look::Own,
        },
        KindSprite {
            kind: "barbarian_attack.prisoners",
            look: Look::Stat,
        },
        KindSprite {
            kind: "barbarian_attack.knights_left",
            look: Look::Stat,
        },
    ],
    pieces: &[&board::Conquest],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: None,
};

/// Barbarian Attack's public part, when in play.
pub fn public(view: &View) -> Option<&BaView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::BarbarianAttack(v) => Some(v),
        _ => None,
    })
}
