//! Catan for Two's own actions, events, decisions and errors (wrapped by the core's `Module`
//! variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::{Edge, Vertex};
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Decision;
use crate::modules::{ErrorCode, ModuleAction, ModuleDecision, ModuleError, ModuleEvent};
use crate::resources::ResourceSet;
use crate::state::Seat;

/// The free neutral piece owed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NeutralPiece {
    /// A road.
    Road,
    /// A settlement (or a road when no neutral settlement can be placed).
    Settlement,
}

/// What a seat may ask of Catan for Two.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum CatanForTwoAction {
    /// Build the free neutral road owed for your last build.
    BuildNeutralRoad {
        /// Which neutral colour (its owner number on the board: 2 or 3).
        neutral: Seat,
        /// Where.
        edge: Edge,
    },
    /// Build the free neutral settlement owed for your last settlement.
    BuildNeutralSettlement {
        /// Which neutral colour (its owner number on the board: 2 or 3).
        neutral: Seat,
        /// Where.
        vertex: Vertex,
    },
    /// Spend trade tokens to draw 2 cards from the opponent (then give 2 back).
    ForcedTrade,
    /// The cards you give back after a forced trade.
    ReturnCards {
        /// The cards (as many as were drawn).
        cards: ResourceSet,
    },
    /// Spend trade tokens to put the robber back on the desert.
    RobberToDesert,
    /// Discard one of your played knights for 2 trade tokens (once per turn).
    DiscardKnight,
}

/// What Catan for Two reports.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CatanForTwoEvent {
    /// A neutral road was built.
    NeutralRoadBuilt {
        /// Who chose it.
        by: Seat,
        /// The neutral colour (its owner number on the board).
        neutral: Seat,
        /// Where.
        edge: Edge,
    },
    /// A neutral settlement was built.
    NeutralSettlementBuilt {
        /// Who chose it (`None`: placed at the start of the game).
        by: Option<Seat>,
        /// The neutral colour (its owner number on the board).
        neutral: Seat,
        /// Where.
        vertex: Vertex,
    },
    /// A player's trade tokens changed.
    TradeTokens {
        /// Whose.
        seat: Seat,
        /// Gained (positive) or spent (negative).
        change: i8,
        /// How many they hold now.
        held: u8,
    },
    /// A forced trade drew cards from the opponent. Only the two players see which cards.
    ForcedTradeDrawn {
        /// Who traded.
        seat: Seat,
        /// The opponent.
        from: Seat,
        /// How many cards.
        count: u8,
        /// The cards (`None` when redacted).
        cards: Option<ResourceSet>,
    },
    /// A played knight was discarded for trade tokens.
    KnightDiscarded {
        /// Whose.
        seat: Seat,
    },
}

impl CatanForTwoEvent {
    /// The event as `viewer` may see it: the cards a forced trade drew only for the two players.
    pub fn redacted_for(&self, viewer: Option<Seat>) -> CatanForTwoEvent {
        match self {
            CatanForTwoEvent::ForcedTradeDrawn {
                seat,
                from,
                count,
                cards,
            } => CatanForTwoEvent::ForcedTradeDrawn {
                seat: *seat,
                from: *from,
                count: *count,
                cards: if viewer == Some(*seat) || viewer == Some(*from) {
                    *cards
                } else {
                    None
                },
            },
            other => other.clone(),
        }
    }
}

/// A decision Catan for Two asks of the current player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CatanForTwoDecision {
    /// Build the free neutral piece (`build_neutral_road` / `build_neutral_settlement`).
    PlaceNeutral {
        /// Which piece is owed.
        piece: NeutralPiece,
    },
    /// Give back this many cards after a forced trade (`return_cards`).
    ReturnCards {
        /// Cards owed.
        count: u8,
    },
}

/// Why Catan for Two refuses an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CatanForTwoError {
    /// Trade tokens were already used this turn.
    #[error("you have already used trade tokens this turn")]
    TokensAlreadyUsed,
    /// Not enough trade tokens.
    #[error("you need {needed} trade token(s)")]
    NotEnoughTokens {
        /// Tokens needed.
        needed: u8,
    },
    /// No played knight to discard, or one was already discarded this turn.
    #[error("you cannot discard a knight now")]
    NoKnightToDiscard,
}

impl ErrorCode for CatanForTwoError {
    fn code(&self) -> &'static str {
        match self {
            CatanForTwoError::TokensAlreadyUsed => "tokens_already_used",
            CatanForTwoError::NotEnoughTokens { .. } => "not_enough_tokens",
            CatanForTwoError::NoKnightToDiscard => "no_knight_to_discard",
        }
    }
}

impl From<CatanForTwoAction> for Action {
    fn from(action: CatanForTwoAction) -> Action {
        Action::Module(ModuleAction::CatanForTwo(action))
    }
}

impl From<CatanForTwoEvent> for Event {
    fn from(event: CatanForTwoEvent) -> Event {
        Event::Module(ModuleEvent::CatanForTwo(event))
    }
}

impl From<CatanForTwoDecision> for Decision {
    fn from(decision: CatanForTwoDecision) -> Decision {
        Decision::Module(ModuleDecision::CatanForTwo(decision))
    }
}

impl From<CatanForTwoError> for RuleError {
    fn from(error: CatanForTwoError) -> RuleError {
        RuleError::Module(ModuleError::CatanForTwo(error))
    }
}

impl crate::describe::DescribeAction for CatanForTwoAction {
    const LABELS: &'static [&'static str] = &[
        "catan_for_two-build_neutral_road",
        "catan_for_two-build_neutral_settlement",
        "catan_for_two-forced_trade",
        "catan_for_two-return_cards",
        "catan_for_two-robber_to_desert",
        "catan_for_two-discard_knight",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        match self {
            CatanForTwoAction::BuildNeutralRoad { neutral, edge } => {
                ActionInfo::plain("catan_for_two-build_neutral_road", G::Build)
                    .at(Place::Path(*edge), "neutral_road")
                    .with_seat(*neutral)
            }
            CatanForTwoAction::BuildNeutralSettlement { neutral, vertex } => {
                ActionInfo::plain("catan_for_two-build_neutral_settlement", G::Build)
                    .at(Place::Intersection(*vertex), "neutral_settlement")
                    .with_seat(*neutral)
            }
            CatanForTwoAction::ForcedTrade => {
                ActionInfo::plain("catan_for_two-forced_trade", G::Trade)
            }
            CatanForTwoAction::ReturnCards { cards } => {
                ActionInfo::plain("catan_for_two-return_cards", G::Decide).giving(*cards)
            }
            CatanForTwoAction::RobberToDesert => {
                ActionInfo::plain("catan_for_two-robber_to_desert", G::Move)
            }
            CatanForTwoAction::DiscardKnight => {
                ActionInfo::plain("catan_for_two-discard_knight", G::Cards)
            }
        }
    }
}
