//! How the rule modules are drawn, one folder each, reached through one registry
//! ([`REGISTRY`]): each module's sprite table entries (how its pieces, counters and marks are
//! drawn, [`crate::sprites::Look`]) and its own layers, which join the stack above the base
//! layers of their tier (never spliced into them). The base layers read only the view's
//! generic items ([`crate::items`]) and never name a module.

pub mod barbarian_attack;
pub mod caravans;
pub mod catan_for_two;
pub mod cities_and_knights;
pub mod event_cards;
pub mod fishermen;
pub mod friendly_robber;
pub mod harbormaster;
pub mod rivers;

use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleId;

use super::layers::DynamicLayer;
use super::sprites::KindSprite;

/// What the renderer knows of one module.
pub struct ModuleDrawing {
    /// The module.
    pub id: ModuleId,
    /// Its kinds and how each is drawn.
    pub kinds: &'static [KindSprite],
    /// Its own layers drawn with the pieces (cached with them by their keys), over the base
    /// pieces.
    pub pieces: &'static [&'static dyn DynamicLayer],
    /// Its own layers drawn every time, over the base overlays.
    pub overlays: &'static [&'static dyn DynamicLayer],
    /// Whether the module is in play in a view (its layers join the stack only then).
    pub in_play: fn(&View) -> bool,
    /// How the status strip draws the last roll's dice while the module is in play (their
    /// colours, a die of its own beside them), when it differs from two white dice.
    pub status_dice: Option<fn(&View) -> Option<StatusDice>>,
}

/// The status strip's dice as a module draws them ([`ModuleDrawing::status_dice`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StatusDice {
    /// Each production die's fill and pip colours, in `last_roll` order.
    pub colours: [(&'static str, &'static str); 2],
    /// A die of the module's own drawn before them: SVG drawn in a 50×50 box at the origin.
    pub extra: Option<String>,
}

/// The status strip's dice as the first module in play in `view` that draws them says.
pub fn status_dice(view: &View) -> Option<StatusDice> {
    REGISTRY
        .iter()
        .filter(|d| (d.in_play)(view))
        .find_map(|d| d.status_dice.and_then(|f| f(view)))
}

impl ModuleDrawing {
    /// Whether the module adds layers of its own.
    pub fn has_layers(&self) -> bool {
        !self.pieces.is_empty() || !self.overlays.is_empty()
    }
}

/// Every module's drawing, in the engine's registry order.
pub static REGISTRY: &[&ModuleDrawing] = &[
    &friendly_robber::DRAWING,
    &event_cards::DRAWING,
    &harbormaster::DRAWING,
    &catan_for_two::DRAWING,
    &fishermen::DRAWING,
    &rivers::DRAWING,
    &caravans::DRAWING,
    &cities_and_knights::DRAWING,
    &barbarian_attack::DRAWING,
];

/// The drawing of `id`, when the renderer has one.
pub fn drawing(id: ModuleId) -> Option<&'static ModuleDrawing> {
    REGISTRY.iter().copied().find(|d| d.id == id)
}
