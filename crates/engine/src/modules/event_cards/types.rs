//! Catan Event Cards' own actions, events, decisions and errors (wrapped by the core's
//! `Module` variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use super::EventCard;
use crate::action::Action;
use crate::board::Edge;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Decision;
use crate::modules::{ErrorCode, ModuleAction, ModuleDecision, ModuleError, ModuleEvent};
use crate::resources::{Good, Resource};
use crate::state::Seat;

/// What a seat may ask of Catan Event Cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum EventCardsAction {
    /// Good Neighbors: give this card to your left neighbour.
    GiveNeighborCard {
        /// The card given (a resource, or a commodity when they are in play; never gold).
        resource: Good,
    },
    /// Neighborly Assistance: give this card to a player with fewer points.
    AssistPlayer {
        /// The player helped.
        to: Seat,
        /// The card given (a resource, or a commodity when they are in play; never gold).
        resource: Good,
    },
    /// Earthquake: turn this road of yours sideways (damaged).
    DamageRoad {
        /// The road.
        edge: Edge,
    },
    /// Repair one of your damaged roads (road cost, or one road of Road Building).
    RepairRoad {
        /// The damaged road.
        edge: Edge,
    },
    /// Plentiful Year / Tournament / Calm Sea: take this card from the bank.
    TakeResource {
        /// The card taken.
        resource: Resource,
    },
    /// Trade Advantage / Conflict: take a random card from this player.
    StealFrom {
        /// The player robbed.
        victim: Seat,
    },
}

/// What Catan Event Cards reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum EventCardsEvent {
    /// A card was drawn instead of rolling (public).
    EventCardDrawn {
        /// Who drew it.
        seat: Seat,
        /// The card: its number and its event.
        card: EventCard,
    },
    /// New Year was drawn; the 36 cards were reshuffled (New Year back 6th from the bottom) and
    /// another card is drawn.
    NewYear {
        /// Who drew it.
        seat: Seat,
    },
    /// A player took a card of their choice from the bank (Plentiful Year, Tournament, Calm
    /// Sea).
    ResourceTaken {
        /// Who.
        seat: Seat,
        /// The card.
        resource: Resource,
    },
    /// Earthquake: a road was turned sideways.
    RoadDamaged {
        /// Owner.
        seat: Seat,
        /// The road.
        edge: Edge,
    },
    /// A damaged road was repaired.
    RoadRepaired {
        /// Owner.
        seat: Seat,
        /// The road.
        edge: Edge,
        /// Whether Road Building paid for it.
        free: bool,
    },
}

/// A decision an event card asks for (each owed once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum EventCardsDecision {
    /// Good Neighbors: give one card to this player (`give_neighbor_card`).
    GiveNeighborCard {
        /// The left neighbour.
        to: Seat,
    },
    /// Neighborly Assistance: give one card to a player with fewer points (`assist_player`).
    AssistPlayer,
    /// Earthquake: damage one of your roads (`damage_road`).
    DamageRoad,
    /// Plentiful Year / Tournament / Calm Sea: take one card from the bank (`take_resource`).
    TakeResource,
    /// Trade Advantage / Conflict: choose whom to take a card from (`steal_from`).
    StealFrom,
}

/// Why Catan Event Cards refuses an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EventCardsError {
    /// The player has a damaged road to repair before building roads.
    #[error("repair your damaged road before building roads")]
    RoadNeedsRepair,
    /// No settlement may stand at the end of a damaged road.
    #[error("no settlement may be built at the end of a damaged road")]
    DamagedRoadEnd,
    /// That path holds no undamaged road of yours.
    #[error("that is not one of your undamaged roads")]
    NotYourRoad,
    /// That road is not one of your damaged roads.
    #[error("that is not one of your damaged roads")]
    NotDamaged,
    /// That player cannot receive the card.
    #[error("that player cannot receive it")]
    InvalidRecipient,
}

impl ErrorCode for EventCardsError {
    fn code(&self) -> &'static str {
        match self {
            EventCardsError::RoadNeedsRepair => "road_needs_repair",
            EventCardsError::DamagedRoadEnd => "damaged_road_end",
            EventCardsError::NotYourRoad => "not_your_road",
            EventCardsError::NotDamaged => "not_damaged",
            EventCardsError::InvalidRecipient => "invalid_recipient",
        }
    }
}

impl From<EventCardsAction> for Action {
    fn from(action: EventCardsAction) -> Action {
        Action::Module(ModuleAction::EventCards(action))
    }
}

impl From<EventCardsEvent> for Event {
    fn from(event: EventCardsEvent) -> Event {
        Event::Module(ModuleEvent::EventCards(event))
    }
}

impl From<EventCardsDecision> for Decision {
    fn from(decision: EventCardsDecision) -> Decision {
        Decision::Module(ModuleDecision::EventCards(decision))
    }
}

impl From<EventCardsError> for RuleError {
    fn from(error: EventCardsError) -> RuleError {
        RuleError::Module(ModuleError::EventCards(error))
    }
}

impl crate::describe::DescribeAction for EventCardsAction {
    const LABELS: &'static [&'static str] = &[
        "event_cards-give_neighbor_card",
        "event_cards-assist_player",
        "event_cards-damage_road",
        "event_cards-repair_road",
        "event_cards-take_resource",
        "event_cards-steal_from",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        match self {
            EventCardsAction::GiveNeighborCard { resource } => {
                ActionInfo::plain("event_cards-give_neighbor_card", G::Decide)
                    .giving(crate::ResourceSet::of(*resource, 1))
            }
            EventCardsAction::AssistPlayer { to, resource } => {
                ActionInfo::plain("event_cards-assist_player", G::Decide)
                    .with_seat(*to)
                    .giving(crate::ResourceSet::of(*resource, 1))
            }
            EventCardsAction::DamageRoad { edge } => {
                ActionInfo::plain("event_cards-damage_road", G::Decide)
                    .at(Place::Path(*edge), "road")
            }
            EventCardsAction::RepairRoad { edge } => {
                ActionInfo::plain("event_cards-repair_road", G::Build)
                    .at(Place::Path(*edge), "road")
            }
            EventCardsAction::TakeResource { resource } => {
                ActionInfo::plain("event_cards-take_resource", G::Decide)
                    .getting(crate::ResourceSet::of(*resource, 1))
            }
            EventCardsAction::StealFrom { victim } => {
                ActionInfo::plain("event_cards-steal_from", G::Decide).with_seat(*victim)
            }
        }
    }
}
