//! Catan Event Cards on the board image: the card drawn last this turn in the status strip (a
//! game counter drawn as a card face, in place of the dice), and each damaged road drawn broken
//! (a path mark the base roads layer honours) with a red crack across the gap, drawn by the
//! module's own layer ([`cracks`]) so players see which roads need repair.

pub mod cracks;

use super::ModuleDrawing;
use crate::sprites::{KindSprite, Look};
use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleId;
use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::event_cards::EventCardsView;

/// The caption above a drawn card's name ("Event card").
pub const CAPTION: &str = "piece-event-cards-card";

/// A drawn card's counter kind: its face in the status strip, with the event's name.
const fn card(kind: &'static str) -> KindSprite {
    KindSprite {
        kind,
        look: Look::StatusCard {
            bold: true,
            caption: CAPTION,
        },
    }
}

/// Catan Event Cards' drawing.
pub static DRAWING: ModuleDrawing = ModuleDrawing {
    id: ModuleId::EventCards,
    kinds: &[
        KindSprite {
            kind: "event_cards.damaged_road",
            look: Look::BrokenRoad,
        },
        KindSprite {
            kind: "event_cards.card.none",
            look: Look::StatusCard {
                bold: false,
                caption: CAPTION,
            },
        },
        card("event_cards.card.robber_attacks"),
        card("event_cards.card.epidemic"),
        card("event_cards.card.earthquake"),
        card("event_cards.card.good_neighbors"),
        card("event_cards.card.tournament"),
        card("event_cards.card.trade_advantage"),
        card("event_cards.card.calm_sea"),
        card("event_cards.card.robber_flees"),
        card("event_cards.card.neighborly_assistance"),
        card("event_cards.card.conflict"),
        card("event_cards.card.plentiful_year"),
    ],
    pieces: &[&cracks::Cracks],
    overlays: &[],
    in_play: |v| public(v).is_some(),
    status_dice: None,
};

/// Catan Event Cards' public part, when in play.
pub fn public(view: &View) -> Option<&EventCardsView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::EventCards(v) => Some(v),
        _ => None,
    })
}
