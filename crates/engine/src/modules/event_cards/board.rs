//! What Catan Event Cards puts in the view for the board image: the card drawn last this turn
//! (a game counter of its event's kind, valued by its number: the status strip shows it in place
//! of the dice) and each damaged road (a path mark).

use super::{EventCards, EventKind};
use crate::modules::HookCtx;
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

/// Writes the card drawn last this turn and the damaged roads.
pub fn board_items(m: &EventCards, ctx: &HookCtx, out: &mut BoardItems) {
    if let Some(card) = m.drawn_this_turn.last() {
        out.counter(card_kind(card.event).clone(), None, i32::from(card.number));
    }
    for d in &m.damaged {
        out.mark(
            DAMAGED_ROAD,
            Place::Path(ctx.board.edge(d.edge)),
            Some(d.seat),
        );
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
