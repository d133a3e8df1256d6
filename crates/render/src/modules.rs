//! What the board images read from the rule modules in play ([`View::modules`]): each
//! module's public part, and the colours of board owners (Catan for Two's neutral colours are
//! owners that are not seats).

use kaitaku_engine::View;
use kaitaku_engine::modules::ModuleView;
use kaitaku_engine::modules::catan_for_two::CatanForTwoView;
use kaitaku_engine::modules::event_cards::EventCardsView;
use kaitaku_engine::modules::harbormaster::HarbormasterView;
use kaitaku_engine::state::Seat;

use super::palette::{self, SeatColour};

/// Catan Event Cards' public part, when in play.
pub fn event_cards(view: &View) -> Option<&EventCardsView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::EventCards(v) => Some(v),
        _ => None,
    })
}

/// Harbormaster's public part, when in play.
pub fn harbormaster(view: &View) -> Option<&HarbormasterView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::Harbormaster(v) => Some(v),
        _ => None,
    })
}

/// Catan for Two's public part, when in play.
pub fn catan_for_two(view: &View) -> Option<&CatanForTwoView> {
    view.modules.iter().find_map(|m| match m {
        ModuleView::CatanForTwo(v) => Some(v),
        _ => None,
    })
}

/// Which neutral colour (0 or 1) a board owner is, if it is one.
pub fn neutral_index(view: &View, owner: Seat) -> Option<usize> {
    catan_for_two(view).and_then(|c| c.neutrals.iter().position(|&n| n == owner))
}

/// The colours of a board owner: a seat's colours, or a neutral colour.
pub fn owner_colour(view: &View, owner: Seat) -> SeatColour {
    match neutral_index(view, owner) {
        Some(i) => palette::NEUTRALS[i % palette::NEUTRALS.len()],
        None => palette::seat(owner),
    }
}

/// Cards in the legend: one per seat, plus one per neutral colour.
pub fn legend_cards(view: &View) -> usize {
    view.players.len() + catan_for_two(view).map_or(0, |c| c.neutrals.len())
}

/// Whether the player cards need their line of module counters (trade tokens, harbour
/// points).
pub fn has_counters(view: &View) -> bool {
    catan_for_two(view).is_some() || harbormaster(view).is_some()
}
