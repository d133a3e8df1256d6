//! What Catan Event Cards shows on the board image, derived from its public view: the card drawn last this turn
//! (a game counter of its event's kind, valued by its number: the status strip shows it in place
//! of the dice) and each damaged road (a path mark).

use super::{EventCardsView, EventKind};
use crate::view_items::{BoardItems, Kind, Place};

/// A road damaged by an Earthquake (a path mark, with its owner).
pub const DAMAGED_ROAD: Kind = Kind::new("event_cards.damaged_road");

/// Every kind the module writes: the damaged road, then a drawn card's counter kind per event
/// in [`EventKind`]'s order (the counter's value is the card's number).
pub static KINDS: [Kind; 13] = [
    DAMAGED_ROAD,
    Kind::new("event_cards.card.none"),
    Kind::new("event_cards.card.robber_attacks"),
    Kind::new("event_cards.card.epidemic"),
    Kind::new("event_cards.card.earthquake"),
    Kind::new("event_cards.card.good_neighbors"),
    Kind::new("event_cards.card.tournament"),
    Kind::new("event_cards.card.trade_advantage"),
    Kind::new("event_cards.card.calm_sea"),
    Kind::new("event_cards.card.robber_flees"),
    Kind::new("event_cards.card.neighborly_assistance"),
    Kind::new("event_cards.card.conflict"),
    Kind::new("event_cards.card.plentiful_year"),
];

/// Every event, in [`EventKind`]'s order.
pub const EVENTS: [EventKind; 12] = [
    EventKind::None,
    EventKind::RobberAttacks,
    EventKind::Epidemic,
    EventKind::Earthquake,
    EventKind::GoodNeighbors,
    EventKind::Tournament,
    EventKind::TradeAdvantage,
    EventKind::CalmSea,
    EventKind::RobberFlees,
    EventKind::NeighborlyAssistance,
    EventKind::Conflict,
    EventKind::PlentifulYear,
];

/// The counter kind of a card with `event`.
pub fn card_kind(event: EventKind) -> &'static Kind {
    &KINDS[1 + event as usize]
}

/// The event of a card counter's kind (`None` for another kind).
pub fn card_event(kind: &Kind) -> Option<EventKind> {
    let i = KINDS[1..].iter().position(|k| k == kind)?;
    EVENTS.get(i).copied()
}

/// The card drawn last this turn and the damaged roads, from the module's public view.
pub fn view_items(v: &EventCardsView, out: &mut BoardItems) {
    if let Some(card) = v.drawn_this_turn.last() {
        out.counter(card_kind(card.event).clone(), None, i32::from(card.number));
    }
    for d in &v.damaged_roads {
        out.mark(DAMAGED_ROAD, Place::Path(d.edge), Some(d.seat));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_has_its_own_card_kind_named_after_it() {
        for event in EVENTS {
            let kind = card_kind(event);
            assert_eq!(card_event(kind), Some(event));
            let name = serde_json::to_string(&event).expect("serialises");
            let expected = format!("event_cards.card.{}", name.trim_matches('"'));
            assert_eq!(kind.as_str(), expected);
        }
        assert_eq!(card_event(&DAMAGED_ROAD), None);
    }
}
