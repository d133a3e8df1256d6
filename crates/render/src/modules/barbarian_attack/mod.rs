//! Barbarian Attack on the board image: the castle and its coloured directions are the base
//! layers' terrain and annotations; each knight is a disc in its owner's colours on its path,
//! the barbarians on a hex a grey disc with their count (3: the hex is conquered), and each
//! seat's prisoners and knights left on its legend card.

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::{ModuleId, ModuleView};

/// Barbarian Attack's drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::BarbarianAttack,
    kinds: &[
        KindSprite {
            kind: "barbarian_attack.knight",
            look: Look::Disc,
        },
        KindSprite {
            kind: "barbarian_attack.barbarians",
            look: Look::Disc,
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
    pieces: &[],
    overlays: &[],
    in_play: |v| in_play(v),
};

fn in_play(view: &View) -> bool {
    view.modules
        .iter()
        .any(|m| matches!(m, ModuleView::BarbarianAttack(_)))
}
