//! The Caravans' own actions, events, decisions and errors (wrapped by the core's `Module`
//! variants; written exactly as the core's own variants).

use serde::{Deserialize, Serialize};

use crate::action::Action;
use crate::board::Edge;
use crate::error::RuleError;
use crate::event::Event;
use crate::game::Decision;
use crate::modules::{ErrorCode, ModuleAction, ModuleDecision, ModuleError, ModuleEvent};
use crate::resources::ResourceSet;
use crate::state::Seat;

/// What a seat may ask of The Caravans (only while a camel vote waits for it).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum CaravansAction {
    /// Show wool and grain (at least one card) for one of the camel spots; the cards go back to
    /// the bank.
    CamelVote {
        /// The spot voted for.
        edge: Edge,
        /// Wool shown.
        #[serde(default)]
        wool: u8,
        /// Grain shown.
        #[serde(default)]
        grain: u8,
    },
    /// Show no cards in this vote.
    CamelPass,
    /// The current player decides a tied vote: the camel goes here.
    ChooseCamelSpot {
        /// One of the tied spots.
        edge: Edge,
    },
}

/// How the camel's spot was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "by", rename_all = "snake_case")]
pub enum CamelDecided {
    /// The spot had the most votes.
    Votes,
    /// Tied: the spot of the player who showed the most cards for one of the tied spots.
    BiggestVoter {
        /// That player.
        seat: Seat,
    },
    /// Tied, and nobody showed the most cards alone: the current player chose.
    CurrentPlayer {
        /// The current player.
        seat: Seat,
    },
}

/// What The Caravans report.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum CaravansEvent {
    /// A settlement or city was built: a camel vote begins, from the builder clockwise.
    CamelVoteOpened {
        /// Who built.
        builder: Seat,
        /// The legal camel spots.
        spots: Vec<Edge>,
    },
    /// A seat showed cards for a spot (they went back to the bank).
    CamelVoted {
        /// Who.
        seat: Seat,
        /// The spot.
        edge: Edge,
        /// The cards shown.
        cards: ResourceSet,
    },
    /// A seat showed no cards.
    CamelVotePassed {
        /// Who.
        seat: Seat,
    },
    /// The vote is tied and the current player must choose among the tied spots.
    CamelVoteTied {
        /// The tied spots.
        spots: Vec<Edge>,
        /// Their vote count.
        votes: u32,
    },
    /// A camel was placed.
    CamelPlaced {
        /// Where.
        edge: Edge,
        /// Which caravan it joined (the oasis arrow's index).
        route: u8,
        /// The votes the spot had.
        votes: u32,
        /// How the spot was decided.
        decided: CamelDecided,
        /// Camels left in the supply.
        camels_left: u8,
    },
    /// A settlement or city was built but no camel can be placed (every caravan is blocked).
    NoCamelSpot {
        /// Who built.
        builder: Seat,
    },
}

/// A decision The Caravans ask of a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum CaravansDecision {
    /// Vote in the camel vote (`camel_vote` or `camel_pass`).
    CamelVote,
    /// Choose among the tied spots (`choose_camel_spot`).
    ChooseCamelSpot,
}

/// Why The Caravans refuse an action.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CaravansError {
    /// The path is not one of the vote's camel spots.
    #[error("a camel cannot go there now")]
    NotACamelSpot,
    /// A vote shows at least one card (pass otherwise).
    #[error("show at least one wool or grain, or pass")]
    NoCardsShown,
    /// The path is not one of the tied spots.
    #[error("that spot is not one of the tied spots")]
    NotATiedSpot,
}

impl ErrorCode for CaravansError {
    fn code(&self) -> &'static str {
        match self {
            CaravansError::NotACamelSpot => "not_a_camel_spot",
            CaravansError::NoCardsShown => "no_cards_shown",
            CaravansError::NotATiedSpot => "not_a_tied_spot",
        }
    }
}

impl From<CaravansAction> for Action {
    fn from(action: CaravansAction) -> Action {
        Action::Module(ModuleAction::Caravans(action))
    }
}

impl From<CaravansEvent> for Event {
    fn from(event: CaravansEvent) -> Event {
        Event::Module(ModuleEvent::Caravans(event))
    }
}

impl From<CaravansDecision> for Decision {
    fn from(decision: CaravansDecision) -> Decision {
        Decision::Module(ModuleDecision::Caravans(decision))
    }
}

impl From<CaravansError> for RuleError {
    fn from(error: CaravansError) -> RuleError {
        RuleError::Module(ModuleError::Caravans(error))
    }
}

impl crate::describe::DescribeAction for CaravansAction {
    const LABELS: &'static [&'static str] = &[
        "caravans-camel_vote",
        "caravans-camel_pass",
        "caravans-choose_camel_spot",
    ];

    fn info(&self) -> crate::describe::ActionInfo {
        use crate::describe::{ActionGroup as G, ActionInfo, Place};
        use crate::resources::Resource;
        match self {
            CaravansAction::CamelVote { edge, wool, grain } => {
                let mut cards = ResourceSet::EMPTY;
                cards[Resource::Wool] = *wool;
                cards[Resource::Grain] = *grain;
                ActionInfo::plain("caravans-camel_vote", G::Decide)
                    .at(Place::Path(*edge), "camel")
                    .giving(cards)
            }
            CaravansAction::CamelPass => ActionInfo::plain("caravans-camel_pass", G::Decide),
            CaravansAction::ChooseCamelSpot { edge } => {
                ActionInfo::plain("caravans-choose_camel_spot", G::Decide)
                    .at(Place::Path(*edge), "camel")
            }
        }
    }
}
